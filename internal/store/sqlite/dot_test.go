package sqlite

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
)

// dot agrees with embed.Cosine to float32 rounding, for every length
// (the tail past a multiple of four included), and is 0 for vectors of
// different lengths.
func TestDotIsCosine(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 3, 4, 7, 100, 256, 257} {
		a, b := make([]float32, n), make([]float32, n)
		for i := range a {
			a[i], b[i] = rng.Float32()-0.5, rng.Float32()-0.5
		}
		if got, want := dot(a, b), embed.Cosine(a, b); math.Abs(got-want) > 1e-5 {
			t.Errorf("length %d: dot %v, cosine %v", n, got, want)
		}
	}
	if got := dot([]float32{1, 2}, []float32{1}); got != 0 {
		t.Errorf("dot of different lengths %v, want 0", got)
	}
}
