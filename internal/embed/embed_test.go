package embed

import (
	"hash/fnv"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/lexical"
)

// referenceVector is Vector as first written (hash/fnv, string
// concatenation): stored vectors of local-hash/2 were made with it, so the
// embedder must give exactly its values.
func referenceVector(dim int, text string) []float32 {
	add := func(v []float32, term string, w float32) {
		h := fnv.New64a()
		h.Write([]byte(term))
		x := h.Sum64()
		idx := int(x % uint64(dim))
		if x&(1<<63) != 0 {
			w = -w
		}
		v[idx] += w
	}
	v := make([]float32, dim)
	for _, t := range lexical.StemTokens(text) {
		add(v, t, 1)
		if len(t) > 3 {
			w := "<" + t + ">"
			n := len(w) - 2
			tw := float32(1 / math.Sqrt(float64(n)))
			for j := 0; j+3 <= len(w); j++ {
				add(v, "#"+w[j:j+3], tw)
			}
		}
	}
	Normalize(v)
	return v
}

// TestVectorUnchanged: the embedder gives bit for bit the vectors of the
// reference implementation, on generated and hand-picked texts (ASCII,
// accents, CJK, long words, repeated words that the stem cache serves).
func TestVectorUnchanged(t *testing.T) {
	texts := []string{"", "a", "I moved to Berlin last spring and love hiking", "hiking hikes hiked hiker",
		"Straße café naïve résumé", "我喜欢在山里徒步 and 東京", "supercalifragilisticexpialidocious antidisestablishmentarianism",
		strings.Repeat("promotion ", 50), "don't won't it’s", "ＦＵＬＬ ｗｉｄｔｈ １２３"}
	r := rand.New(rand.NewPCG(1, 2))
	alphabet := []rune("abcdefghijklmnopqrstuvwxyz      éü中文'’-.,ABC0123456789")
	for range 2000 {
		var b strings.Builder
		for range 1 + r.IntN(80) {
			b.WriteRune(alphabet[r.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	for _, dim := range []int{256, 7} {
		l := NewLocal(dim)
		for _, text := range texts {
			for range 2 { // the second time from the stem cache
				if got, want := l.Vector(text), referenceVector(dim, text); !slices.Equal(got, want) {
					t.Fatalf("dim %d, %q: vector differs from the reference", dim, text)
				}
			}
		}
	}
}
