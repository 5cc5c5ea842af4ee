package sqlite

import (
	"context"
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// userIdx is one user's memories in a compact, pointer-light form (so that
// a million cached memories cost the garbage collector almost nothing):
// records encoded back to back in one byte arena, vectors in one float32
// slab, filter fields as small integers into a table of distinct strings,
// and BM25 postings in one slab addressed by a map of term hashes.
type userIdx struct {
	arena    []byte
	vecs     []float32
	meta     []docMeta
	strs     []string // distinct scope, status, type, key and embedder values
	terms    map[uint64]termRange
	postings []posting
	vocab    string    // the distinct terms, each followed by a NUL
	vocabOff []uint32  // start of each term in vocab
	docLen   []uint32  // terms per memory
	lexOnce  sync.Once // builds terms, postings, vocab, docLen and avgLen
	// expansions caches expandUnknown's vocabulary scan per unknown query
	// term (string → []string), at most maxExpansions terms: the index is
	// immutable once built, and a recall's standing search asks the same
	// hundred words every time.
	expansions  sync.Map
	nExpansions atomic.Int32
	avgLen      float64
}

type docMeta struct {
	rec, vec           uint32 // offsets into arena and vecs
	recLen, vecLen     uint32
	scope, status, typ uint16
	key, embedder      uint16
	expires            int64
}

type termRange struct{ start, n uint32 }

type posting struct {
	doc uint32
	tf  float32
}

func termHash(t string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(t))
	return h.Sum64()
}

func buildIndex(mems []memory.Memory) *userIdx {
	ix := &userIdx{meta: make([]docMeta, 0, len(mems))}
	b := newIndexBuilder(ix)
	for i := range mems {
		b.add(&mems[i])
	}
	return ix
}

// lexicalIndex builds the BM25 postings on first use: the ingester's
// near-duplicate searches, which reload a user after each write, only need
// vectors, so tokenising every memory is left to the first lexical search.
func (ix *userIdx) lexicalIndex() {
	ix.lexOnce.Do(func() {
		lists := map[uint64][]posting{}
		names := map[uint64]string{}
		tf := map[uint64]float32{}
		total := 0
		ix.docLen = make([]uint32, len(ix.meta))
		for i := range ix.meta {
			d := &ix.meta[i]
			m, err := decodeMemory(ix.arena[d.rec : d.rec+d.recLen])
			if err != nil {
				continue
			}
			clear(tf)
			toks := lexical.Tokens(indexText(m))
			for _, t := range toks {
				h := termHash(t)
				tf[h]++
				if _, ok := names[h]; !ok {
					names[h] = t
				}
			}
			for h, n := range tf {
				lists[h] = append(lists[h], posting{uint32(i), n})
			}
			ix.docLen[i] = uint32(len(toks))
			total += len(toks)
		}
		words := make([]string, 0, len(names))
		for _, t := range names {
			words = append(words, t)
		}
		sort.Strings(words) // deterministic expansion order
		var vb strings.Builder
		for _, t := range words {
			ix.vocabOff = append(ix.vocabOff, uint32(vb.Len()))
			vb.WriteString(t)
			vb.WriteByte(0)
		}
		ix.vocab = vb.String()
		ix.terms = make(map[uint64]termRange, len(lists))
		for h, ps := range lists {
			ix.terms[h] = termRange{uint32(len(ix.postings)), uint32(len(ps))}
			ix.postings = append(ix.postings, ps...)
		}
		if len(ix.meta) > 0 {
			ix.avgLen = float64(total) / float64(len(ix.meta))
		}
	})
}

func (ix *userIdx) vector(i int) []float32 {
	d := &ix.meta[i]
	return ix.vecs[d.vec : d.vec+d.vecLen : d.vec+d.vecLen]
}

// matches is where() evaluated on cached fields.
func (ix *userIdx) matches(f store.Filter, i int) bool {
	d := &ix.meta[i]
	scope := ix.strs[d.scope]
	if !f.AnyScope && scope != "" && scope != f.Scope {
		return false
	}
	status := memory.Status(ix.strs[d.status])
	if len(f.Statuses) == 0 {
		if status != memory.StatusActive {
			return false
		}
	} else if !slices.Contains(f.Statuses, status) {
		return false
	}
	if len(f.Types) > 0 && !slices.Contains(f.Types, events.FactType(ix.strs[d.typ])) {
		return false
	}
	if f.Key != "" && ix.strs[d.key] != f.Key {
		return false
	}
	if !f.Now.IsZero() && d.expires != 0 && d.expires <= f.Now.UnixNano() {
		return false
	}
	if f.EmbedderID != "" && ix.strs[d.embedder] != f.EmbedderID {
		return false
	}
	return true
}

// hits decodes the chosen records (fresh copies the caller may modify).
func (ix *userIdx) hits(c []scored) ([]store.Hit, error) {
	out := make([]store.Hit, len(c))
	for i, sc := range c {
		d := &ix.meta[sc.doc]
		m, err := decodeMemory(ix.arena[d.rec : d.rec+d.recLen])
		if err != nil {
			return nil, fmt.Errorf("sqlite cached record: %w", err)
		}
		m.Vector = slices.Clone(ix.vector(sc.doc))
		out[i] = store.Hit{Memory: m, Score: sc.score}
	}
	return out, nil
}

// userIndex returns the user's index, from the cache when its generation
// is current. A user with no data yields nil.
//
// A user pinned in ctx (PinUsers) is served at its pinned generation
// without reading the generation again when that generation's index is
// cached (or the user had no data); otherwise it is read as usual.
func (s *Store) userIndex(ctx context.Context, tenant, user string) (*userIdx, error) {
	key := cacheKey(tenant, user)
	if gen, ok := pinned(ctx, key); ok && s.cache != nil {
		if gen == noGen {
			return nil, nil
		}
		if ix, ok := s.cache.get(key, gen); ok {
			return ix, nil
		}
	}
	gen, ok, err := s.generation(ctx, tenant, user)
	if err != nil || !ok {
		return nil, err
	}
	if s.cache != nil {
		if ix, ok := s.cache.get(key, gen); ok {
			return ix, nil
		}
	}
	load, err := s.prepared(ctx, s.r, `SELECT `+memCols+` FROM memories m WHERE m.tenant_id = ? AND m.user_id = ?`)
	if err != nil {
		return nil, fmt.Errorf("sqlite load user index: %w", err)
	}
	rows, err := load.QueryContext(ctx, tenant, user)
	if err != nil {
		return nil, fmt.Errorf("sqlite load user index: %w", err)
	}
	mems, err := collect(rows)
	if err != nil {
		return nil, err
	}
	ix := buildIndex(mems)
	if s.cache != nil {
		s.cache.put(key, gen, ix)
	}
	return ix, nil
}
