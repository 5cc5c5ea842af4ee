package recall

import (
	"math"
	"testing"

	"github.com/engram-memory/engram/pkg/memory"
)

// When no candidate covers the full share of the query's terms, every
// lexical score is scaled by the best coverage over it; at or over it, and
// for a query without search terms, the scores are left as they are.
func TestScaleLexical(t *testing.T) {
	for _, tc := range []struct {
		name       string
		covers     []float64
		terms      int
		wantFactor float64
	}{
		{"one incidental word of eight", []float64{0.125, 0}, 8, 0.25},
		{"half the terms", []float64{0.5, 0.25}, 4, 1},
		{"all the terms", []float64{1, 0.25}, 4, 1},
		{"no search terms", []float64{0, 0}, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cands := map[string]*cand{}
			for i, c := range tc.covers {
				id := string(rune('a' + i))
				cands[id] = &cand{m: memory.Memory{ID: id}, lex: 1 / float64(i+1), cover: c}
			}
			scaleLexical(cands, tc.terms, 0.5)
			for i := range tc.covers {
				c := cands[string(rune('a'+i))]
				if want := tc.wantFactor / float64(i+1); math.Abs(c.lex-want) > 1e-12 {
					t.Errorf("candidate %d: lexical %v, want %v", i, c.lex, want)
				}
			}
		})
	}
}
