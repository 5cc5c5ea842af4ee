package sqlite

import (
	"container/list"
	"context"
	"encoding/binary"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// The hot index of a user (userIdx) is tagged with the user's generation
// (user_gen, bumped in every write transaction of the user's memories) and
// served only while that generation is current. A write through this store
// does not invalidate it: once the transaction has committed, the cached
// index of the generation just before the write is patched into the index
// of the generation the write produced (copy-on-write, searches in
// progress keep the old one). So the ingester, which searches a user's
// near duplicates after each write of that user, never reloads the user
// from SQLite. Writes by another process (or another Store on the same
// file) bump the generation without patching: the next read reloads.
//
// Why patching is safe: an entry tagged g holds the data of some snapshot
// at or after g (the load reads the generation, then the rows). If it is
// exactly g, the patch yields the state of the write's generation. If it
// is later, it already includes the write (patching again replaces the
// same records by id) or a later one, whose higher generation means the
// entry is never served.

// indexBuilder appends records to a userIdx.
type indexBuilder struct {
	ix     *userIdx
	intern map[string]uint16
}

func newIndexBuilder(ix *userIdx) *indexBuilder {
	b := &indexBuilder{ix: ix, intern: make(map[string]uint16, len(ix.strs))}
	for i, v := range ix.strs {
		b.intern[v] = uint16(i)
	}
	return b
}

func (b *indexBuilder) str(v string) uint16 {
	if i, ok := b.intern[v]; ok {
		return i
	}
	i := uint16(len(b.ix.strs))
	b.ix.strs = append(b.ix.strs, v)
	b.intern[v] = i
	return i
}

// add appends m.
func (b *indexBuilder) add(m *memory.Memory) {
	ix := b.ix
	var d docMeta
	d.rec = uint32(len(ix.arena))
	ix.arena = encodeMemory(ix.arena, m)
	d.recLen = uint32(len(ix.arena)) - d.rec
	d.vec, d.vecLen = uint32(len(ix.vecs)), uint32(len(m.Vector))
	ix.vecs = append(ix.vecs, m.Vector...)
	d.scope, d.status, d.typ = b.str(m.Scope), b.str(string(m.Status)), b.str(string(m.Type))
	d.key, d.embedder, d.expires = b.str(m.Key), b.str(m.EmbedderID), nanos(m.ExpiresAt)
	ix.meta = append(ix.meta, d)
}

// recID is the id of an encoded record (its first field), not copied:
// look it up as m[string(recID(rec))], which does not allocate.
func recID(rec []byte) []byte {
	n, k := binary.Uvarint(rec)
	if k <= 0 || uint64(len(rec)-k) < n {
		return nil
	}
	return rec[k : k+int(n)]
}

// docID is the id of document i (see recID).
func (ix *userIdx) docID(i int) []byte {
	d := &ix.meta[i]
	return recID(ix.arena[d.rec : d.rec+d.recLen])
}

// patched returns a new index: ix without the records whose id is in drop,
// then mems (which replace records of the same id). ix is not modified:
// the new index copies ix's document table but shares its arena, vectors
// and strings, appending past their ends (which no reader of ix looks at;
// an index is patched at most once, see vecCache.patch). When the records
// still referenced fill less than half the arena, everything is copied
// instead, which drops the replaced records.
func (ix *userIdx) patched(drop map[string]bool, mems []memory.Memory) *userIdx {
	meta := make([]docMeta, 0, len(ix.meta)+len(mems))
	live := 0
	for i := range ix.meta {
		d := ix.meta[i]
		if drop[string(recID(ix.arena[d.rec:d.rec+d.recLen]))] {
			continue
		}
		meta = append(meta, d)
		live += int(d.recLen)
	}
	out := &userIdx{arena: ix.arena, vecs: ix.vecs, meta: meta, strs: ix.strs}
	if 2*live < len(ix.arena) {
		out.arena = make([]byte, 0, 2*live+len(mems)*256)
		out.vecs = make([]float32, 0, 2*len(meta)*len(firstVector(mems))+len(mems)*len(firstVector(mems)))
		for i := range out.meta {
			d := &out.meta[i]
			rec, vec := ix.arena[d.rec:d.rec+d.recLen], ix.vecs[d.vec:d.vec+d.vecLen]
			d.rec, d.vec = uint32(len(out.arena)), uint32(len(out.vecs))
			out.arena = append(out.arena, rec...)
			out.vecs = append(out.vecs, vec...)
		}
		out.strs = slices.Clone(ix.strs)
	}
	b := newIndexBuilder(out)
	for i := range mems {
		b.add(&mems[i])
	}
	return out
}

// patchedStatus is patched with, besides mems, the records of ix changed
// by status: ix's record of each with its status, supersedes, version and
// access statistics replaced (ids in drop are replaced by mems instead).
// It returns nil, so that the index is dropped and read again, if one of
// them is not in ix or cannot be decoded. It adds the ids of status to
// drop: the map is the write's own, used once.
func (ix *userIdx) patchedStatus(drop map[string]bool, mems []memory.Memory, status map[string]statusChange) *userIdx {
	if len(status) == 0 {
		return ix.patched(drop, mems)
	}
	mems = append(make([]memory.Memory, 0, len(mems)+len(status)), mems...)
	want := 0
	for id := range status {
		if !drop[id] {
			want++
		}
	}
	for i := range ix.meta {
		id := string(ix.docID(i))
		c, ok := status[id]
		if !ok || drop[id] {
			continue
		}
		m, err := ix.recordShared(i)
		if err != nil {
			return nil
		}
		m.Status, m.Supersedes, m.Version = c.status, c.supersedes, c.version
		m.AccessCount, m.LastAccessedAt = c.accessCount, fromNanos(c.accessed)
		mems = append(mems, m)
		drop[id] = true
		want--
	}
	if want != 0 {
		return nil
	}
	return ix.patched(drop, mems)
}

func firstVector(mems []memory.Memory) []float32 {
	if len(mems) == 0 {
		return nil
	}
	return mems[0].Vector
}

// record decodes document i with its vector (a fresh copy).
func (ix *userIdx) record(i int) (memory.Memory, error) {
	m, err := ix.recordShared(i)
	m.Vector = slices.Clone(m.Vector)
	return m, err
}

// recordShared decodes document i with its vector shared with the index
// (capped, so that an append copies): the caller must not write its
// elements. For the ingester's reads (GetIndexed, ListKeys), which only
// copy vectors into new records, it saves a copy of every vector read.
func (ix *userIdx) recordShared(i int) (memory.Memory, error) {
	d := &ix.meta[i]
	m, err := decodeMemory(ix.arena[d.rec : d.rec+d.recLen])
	if err != nil {
		return m, fmt.Errorf("sqlite cached record: %w", err)
	}
	m.Vector = ix.vector(i)
	return m, nil
}

type cacheEntry struct {
	key string
	gen int64
	ix  *userIdx
}

// vecCache is an LRU of users' indexes, bounded by users and by the
// memories they hold together.
type vecCache struct {
	mu      sync.Mutex
	max     int
	maxDocs int
	docs    int
	ll      *list.List
	items   map[string]*list.Element
}

func newVecCache(max, maxDocs int) *vecCache {
	return &vecCache{max: max, maxDocs: maxDocs, ll: list.New(), items: map[string]*list.Element{}}
}

func (c *vecCache) get(key string, gen int64) (*userIdx, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		e := el.Value.(*cacheEntry)
		if e.gen == gen {
			c.ll.MoveToFront(el)
			return e.ix, true
		}
	}
	return nil, false
}

func (c *vecCache) put(key string, gen int64, ix *userIdx) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		e := el.Value.(*cacheEntry)
		if e.gen > gen {
			return // a newer load won the race
		}
		c.docs += len(ix.meta) - len(e.ix.meta)
		el.Value = &cacheEntry{key, gen, ix}
		c.ll.MoveToFront(el)
	} else {
		c.items[key] = c.ll.PushFront(&cacheEntry{key, gen, ix})
		c.docs += len(ix.meta)
	}
	for c.ll.Len() > 1 && (c.ll.Len() > c.max || c.docs > c.maxDocs) {
		c.removeLocked(c.ll.Back())
	}
}

func (c *vecCache) removeLocked(el *list.Element) {
	e := el.Value.(*cacheEntry)
	c.ll.Remove(el)
	delete(c.items, e.key)
	c.docs -= len(e.ix.meta)
}

func (c *vecCache) drop(key string) int {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return 0
	}
	c.removeLocked(el)
	return 1
}

// patch replaces key's index of generation from by fn's patch of it,
// tagged to. Generations are unique to a write transaction, so an index
// is patched at most once (patched relies on it). An entry of another generation is dropped (it can never be
// served again, or a reload will replace it); no entry, nothing is done.
// fn returns nil when it cannot patch: the entry is then dropped, so the
// next read reloads the user.
func (c *vecCache) patch(key string, from, to int64, fn func(*userIdx) *userIdx) {
	c.mu.Lock()
	el, ok := c.items[key]
	if !ok {
		c.mu.Unlock()
		return
	}
	e := el.Value.(*cacheEntry)
	if e.gen != from {
		if e.gen < to {
			c.removeLocked(el)
		}
		c.mu.Unlock()
		return
	}
	c.mu.Unlock()
	ix := fn(e.ix) // outside the lock: copies the user's records
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok && el.Value.(*cacheEntry) == e {
		if ix == nil {
			c.removeLocked(el)
			return
		}
		c.docs += len(ix.meta) - len(e.ix.meta)
		el.Value = &cacheEntry{key, to, ix}
	}
}

// userWrite is what a write transaction did to one user: the generations
// before and after it, the ids it removed or replaced, and the records as
// now stored.
type userWrite struct {
	tenant, user string
	from, to     int64
	drop         map[string]bool
	mems         []memory.Memory
	// status are the memories written status-only (UpsertStatus), by id:
	// their records are the cached ones with these changes.
	status map[string]statusChange
}

// statusChange is what a status-only write changed of a stored memory,
// and its access statistics as stored.
type statusChange struct {
	status                memory.Status
	supersedes            string
	version               int64
	accessCount, accessed int64
}

// patchCache applies committed writes to the cached indexes.
func (s *Store) patchCache(ws []*userWrite) {
	if s.cache == nil {
		return
	}
	patch := func(w *userWrite) {
		s.cache.patch(cacheKey(w.tenant, w.user), w.from, w.to, func(ix *userIdx) *userIdx {
			return ix.patchedStatus(w.drop, w.mems, w.status)
		})
	}
	n := min(runtime.GOMAXPROCS(0), 4)
	if n < 2 || len(ws) < patchParallelMin {
		for _, w := range ws {
			patch(w)
		}
		return
	}
	// Users are independent: a write's users are patched on n goroutines,
	// each user on one of them, so that a user's writes stay in order.
	var wg sync.WaitGroup
	for g := range n {
		wg.Go(func() {
			for _, w := range ws {
				if userShard(w.tenant, w.user, n) == g {
					patch(w)
				}
			}
		})
	}
	wg.Wait()
}

// patchParallelMin is the fewest user writes patchCache patches
// concurrently.
const patchParallelMin = 64

// userShard maps a user to one of n shards (FNV-1a of tenant and user).
func userShard(tenant, user string, n int) int {
	h := uint32(2166136261)
	for _, s := range [2]string{tenant, user} {
		for i := 0; i < len(s); i++ {
			h = (h ^ uint32(s[i])) * 16777619
		}
		h = (h ^ 0) * 16777619
	}
	return int(h % uint32(n))
}

// ListKeys returns the memories matching f (its Key ignored) whose key is
// one of keys, in no particular order: the ingester's lookup of every
// stored value of the profile keys a batch asserts, in one call instead of
// one List per key. With the cache it is served from the user's hot index
// (loaded if needed), whose access statistics may lag RecordAccess, and
// the vectors returned are shared with it: read them, never write them.
func (s *Store) ListKeys(ctx context.Context, f store.Filter, keys []string) ([]memory.Memory, error) {
	if err := requireUser(f.TenantID, f.UserID); err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		return nil, nil
	}
	f.Key = ""
	if s.cache == nil {
		return s.listKeysSQL(ctx, f, keys)
	}
	ix, err := s.userIndex(ctx, f.TenantID, f.UserID)
	if err != nil || ix == nil {
		return nil, err
	}
	want := map[uint16]bool{}
	for i, v := range ix.strs {
		if v != "" && slices.Contains(keys, v) {
			want[uint16(i)] = true
		}
	}
	var out []memory.Memory
	if len(want) == 0 {
		return out, nil
	}
	for i := range ix.meta {
		if !want[ix.meta[i].key] || !ix.matches(f, i) {
			continue
		}
		m, err := ix.recordShared(i)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	return out, nil
}

func (s *Store) listKeysSQL(ctx context.Context, f store.Filter, keys []string) ([]memory.Memory, error) {
	cond, args, err := where(f)
	if err != nil {
		return nil, err
	}
	list, err := jsonList(keys)
	if err != nil {
		return nil, fmt.Errorf("sqlite list keys: %w", err)
	}
	st, err := s.prepared(ctx, s.r, `SELECT `+memCols+` FROM memories m WHERE `+cond+` AND m.key IN (SELECT value FROM json_each(?))`)
	if err != nil {
		return nil, fmt.Errorf("sqlite list keys: %w", err)
	}
	rows, err := st.QueryContext(ctx, append(args, list)...)
	if err != nil {
		return nil, fmt.Errorf("sqlite list keys: %w", err)
	}
	return collect(rows)
}

// GetIndexed is Get served from the user's hot index (loaded if needed),
// for the ingester, which reads a user's memories to merge into them and
// then searches the same user: its access statistics may lag RecordAccess
// (which Upsert never writes), and the vectors returned are shared with
// it: read them, never write them. Without the cache it is Get.
func (s *Store) GetIndexed(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error) {
	if err := requireUser(tenant, user); err != nil {
		return nil, err
	}
	if s.cache == nil || len(ids) == 0 {
		return s.Get(ctx, tenant, user, ids)
	}
	ix, err := s.userIndex(ctx, tenant, user)
	if err != nil || ix == nil {
		return nil, err
	}
	want := make(map[string]bool, len(ids))
	for _, id := range ids {
		want[id] = true
	}
	var out []memory.Memory
	for i := range ix.meta {
		if id := ix.docID(i); want[string(id)] {
			delete(want, string(id))
			m, err := ix.recordShared(i)
			if err != nil {
				return nil, err
			}
			out = append(out, m)
			if len(want) == 0 {
				break
			}
		}
	}
	return out, nil
}

// cacheKey is the hot index's key of a user (and PinUsers').
func cacheKey(tenant, user string) string {
	return tenant + "\x00" + user
}
