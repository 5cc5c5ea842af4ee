package sqlite

import (
	"math"
	"slices"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
)

// TestVectorBlobRoundTrip: dense and sparse blobs give back exactly the
// vector that was encoded, and the sparse form is used only when smaller.
func TestVectorBlobRoundTrip(t *testing.T) {
	local := embed.NewLocal(0)
	long := "On a rainy afternoon in late October the whole family drove up to the lake house, cooked chili, argued about board games and watched the storm roll over the hills until midnight"
	cases := []struct {
		name   string
		v      []float32
		sparse bool
	}{
		{"short memory, local embedder", local.Vector("Works as a nurse in Oslo"), true},
		{"long memory, local embedder", local.Vector(long), true},
		{"three quarters non-zero", threeQuarters(256), false},
		{"dense", []float32{0.1, -0.2, 0.3, 0.4}, false},
		{"one component", append(make([]float32, 255), 1), true},
		{"zero vector", make([]float32, 16), true},
		{"negative zero and extremes", append(make([]float32, 30), float32(math.Copysign(0, -1)), math.MaxFloat32, -math.SmallestNonzeroFloat32), true},
	}
	for _, c := range cases {
		b := encodeVector(c.v)
		if sparse := len(b)%4 != 0; sparse != c.sparse {
			t.Errorf("%s: sparse %v (%d bytes for %d dims), want %v", c.name, sparse, len(b), len(c.v), c.sparse)
		}
		if len(b) > 4*len(c.v) {
			t.Errorf("%s: %d bytes, more than dense (%d)", c.name, len(b), 4*len(c.v))
		}
		got := decodeVector(b)
		if len(got) != len(c.v) {
			t.Fatalf("%s: decoded %d dims, want %d", c.name, len(got), len(c.v))
		}
		for i := range got {
			if math.Float32bits(got[i]) != math.Float32bits(c.v[i]) && !(got[i] == 0 && c.v[i] == 0) {
				t.Errorf("%s: component %d = %v, want %v", c.name, i, got[i], c.v[i])
			}
		}
	}
	if v := local.Vector("Works as a nurse in Oslo"); len(encodeVector(v)) >= 4*len(v)/2 {
		t.Errorf("a short memory's local vector takes %d bytes, want under half of dense %d", len(encodeVector(v)), 4*len(v))
	}
}

// TestVectorBlobMalformed: a sparse blob cut short or naming a component
// past its dimension decodes as far as it is well formed, without a panic.
func TestVectorBlobMalformed(t *testing.T) {
	b := encodeVector(append(make([]float32, 40), 0.5, 0.25))
	if got := decodeVector(b[:len(b)-1]); len(got) != 42 || got[40] != 0.5 || got[41] != 0 {
		t.Errorf("cut short: %v", got)
	}
	bad := slices.Clone(b)
	bad[3+6] = 200 // the second component's index, past 42
	if got := decodeVector(bad); len(got) != 42 || got[40] != 0.5 {
		t.Errorf("index past the dimension: %v", got)
	}
	if got := decodeVector([]byte{sparseTag}); got != nil && len(got) != 0 {
		t.Errorf("tag only: %v", got)
	}
}

// threeQuarters is a vector of n dimensions with three components of four
// non-zero: 6 bytes each sparse against 4 per component dense.
func threeQuarters(n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		if i%4 != 0 {
			v[i] = float32(i) / float32(n)
		}
	}
	return v
}
