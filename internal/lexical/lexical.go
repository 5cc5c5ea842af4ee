// Package lexical turns text into search terms for engram's lexical index and
// its hashed embeddings: lower-cased Latin words with stop words removed and a
// Porter stemmer, and CJK text as overlapping character bigrams (so
// Chinese needs no dictionary). The same function tokenizes documents and
// queries, which is what makes BM25 and sparse vectors agree.
package lexical

import (
	"hash/fnv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// Tokens returns the search terms of text, in order, duplicates kept:
// irregular verb forms and plurals are first mapped to their base form
// ("went" → "go", "children" → "child"), then stemmed.
func Tokens(text string) []string { return tokens(text, true) }

// StemTokens is Tokens without the irregular-form table ("went" stays
// "went"). It is the term set of the local-hash/2 embedder and must not
// change, or vectors stored under that embedder id would stop matching
// query vectors.
func StemTokens(text string) []string { return tokens(text, false) }

func tokens(text string, lemma bool) []string {
	out := make([]string, 0, len(text)/5+1)
	var word []rune
	var cjk []rune
	flushWord := func() {
		if len(word) == 0 {
			return
		}
		w := string(word)
		word = word[:0]
		if base, ok := irregular[w]; ok && lemma {
			w = base
		}
		if _, stop := stopWords[w]; stop || (len(w) == 1 && w[0] < '0') {
			return
		}
		out = append(out, Stem(w))
	}
	flushCJK := func() {
		switch len(cjk) {
		case 0:
			return
		case 1:
			out = append(out, string(cjk))
		default:
			for i := 0; i+1 < len(cjk); i++ {
				out = append(out, string(cjk[i:i+2]))
			}
		}
		cjk = cjk[:0]
	}
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		i += n
		if r >= 0xFF10 && r <= 0xFF5A { // full-width digits and letters
			r -= 0xFEE0
		}
		switch {
		case isCJK(r):
			flushWord()
			cjk = append(cjk, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			flushCJK()
			word = append(word, unicode.ToLower(r))
		case r == '\'' || r == '’':
			// drop apostrophes inside words: "don't" -> "dont"
		default:
			flushWord()
			flushCJK()
		}
	}
	flushWord()
	flushCJK()
	return out
}

func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// HasCJK reports whether s contains any CJK character.
func HasCJK(s string) bool {
	for _, r := range s {
		if isCJK(r) {
			return true
		}
	}
	return false
}

// Stem reduces an English word to its Porter stem ("hikes", "hiking" and
// "hiked" → "hike"; "promotion" → "promot"), the same for documents and
// queries. Words of three letters or fewer and non-ASCII words are kept.
func Stem(w string) string {
	if len(w) <= 3 || !isASCII(w) {
		return w
	}
	if len(w) > stemCacheWordLen {
		return porter(w)
	}
	if s, ok := stemCache.Load(w); ok {
		return s.(string)
	}
	s := porter(w)
	if stemCacheLen.Load() < stemCacheMax {
		if _, loaded := stemCache.LoadOrStore(w, s); !loaded {
			stemCacheLen.Add(1)
		}
	}
	return s
}

// The stems of the first stemCacheMax distinct words of up to
// stemCacheWordLen bytes are kept: a vocabulary repeats (every memory is
// stemmed to be embedded, and again to be indexed), and a lookup costs a
// small fraction of the Porter steps and their allocations. The cache
// only grows, to at most about 5 MB; words past the bound (hostile text
// of made-up words, say) are stemmed every time.
const (
	stemCacheMax     = 50_000
	stemCacheWordLen = 32
)

var (
	stemCache    sync.Map // word → stem
	stemCacheLen atomic.Int64
)

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// TermID hashes a term to a stable 31-bit id (FNV-1a), used as a sparse
// vector index.
func TermID(term string) uint32 {
	h := fnv.New32a()
	h.Write([]byte(term))
	return h.Sum32() & 0x7fffffff
}

// Sparse returns text's sparse term-frequency vector: sorted unique term ids
// and their counts. Qdrant applies IDF on its side.
func Sparse(text string) (indices []uint32, values []float32) {
	counts := map[uint32]float32{}
	for _, t := range Tokens(text) {
		counts[TermID(t)]++
	}
	indices = make([]uint32, 0, len(counts))
	for id := range counts {
		indices = append(indices, id)
	}
	sortUint32(indices)
	values = make([]float32, len(indices))
	for i, id := range indices {
		values[i] = counts[id]
	}
	return indices, values
}

func sortUint32(a []uint32) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// stopWords are English function words that carry no topic.
var stopWords = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, w := range strings.Fields(`a an the and or but if then else of to in on at by for with from as
		is are was were be been being am do does did doing have has had having i me my mine we us our ours
		you your yours he him his she her hers it its they them their theirs this that these those there here
		what which who whom whose when where why how not no nor so than too very can could will would shall
		should may might must just also about into over under again further once all any both each few more
		most other some such only own same s t don dont now ll re ve d m o y up down out off`) {
		m[w] = struct{}{}
	}
	return m
}()
