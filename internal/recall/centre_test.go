package recall

import (
	"fmt"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/pkg/memory"
)

// unit returns a normalised vector with the given weight on axis 0 (the
// component every candidate shares) and 1 on axis.
func unit(common float32, axis int) []float32 {
	v := make([]float32, 16)
	v[0] = common
	v[axis] = 1
	embed.Normalize(v)
	return v
}

func centreCands(n int, emb string) map[string]*cand {
	cands := map[string]*cand{}
	for i := range n {
		id := fmt.Sprintf("m%02d", i)
		// m00 shares more of the common component than the others.
		common := float32(3)
		if i == 0 {
			common = 6
		}
		cands[id] = &cand{m: memory.Memory{ID: id, EmbedderID: emb, Vector: unit(common, 1+i)}}
	}
	return cands
}

// The shared component stops deciding the dense score: raw cosine ranks
// m00 (more of the common part) above m03 (the query's own axis), the
// centred score ranks m03 first and every other candidate at most a small
// fraction of it.
func TestCentreRemovesTheSharedComponent(t *testing.T) {
	cands := centreCands(10, "e")
	q := unit(12, 4) // mostly the common part, a little of m03's axis 4
	if a, b := embed.Cosine(q, cands["m00"].m.Vector), embed.Cosine(q, cands["m03"].m.Vector); a <= b {
		t.Fatalf("setup: raw cosine m00 %.3f, m03 %.3f; want m00 ahead", a, b)
	}
	centre(cands, q, "e")
	best := cands["m03"].dense
	if best < 0.5 {
		t.Fatalf("centred score of the match %.3f, want at least 0.5", best)
	}
	for id, c := range cands {
		if id != "m03" && c.dense >= best/2 {
			t.Errorf("%s centred %.3f, not well below the match's %.3f", id, c.dense, best)
		}
		if c.dense < 0 || c.dense > 1 {
			t.Errorf("%s centred %.3f out of [0, 1]", id, c.dense)
		}
	}
}

// Too few candidates, another embedder's vectors, a missing vector or no
// query vector leave the scores as the store gave them.
func TestCentreLeavesWhatItCannotCentre(t *testing.T) {
	q := unit(3, 4)
	for name, tc := range map[string]struct {
		cands map[string]*cand
		q     []float32
	}{
		"few":            {centreCands(minCentre-1, "e"), q},
		"other embedder": {centreCands(10, "other"), q},
		"no query":       {centreCands(10, "e"), nil},
	} {
		for _, c := range tc.cands {
			c.dense = 0.42
		}
		centre(tc.cands, tc.q, "e")
		for id, c := range tc.cands {
			if c.dense != 0.42 {
				t.Errorf("%s: %s rescored to %.3f", name, id, c.dense)
			}
		}
	}
	cands := centreCands(10, "e")
	cands["novec"] = &cand{m: memory.Memory{ID: "novec", EmbedderID: "e"}, dense: 0.42}
	centre(cands, q, "e")
	if cands["novec"].dense != 0.42 {
		t.Errorf("a candidate without a vector was rescored to %.3f", cands["novec"].dense)
	}
}
