// Package embed turns text into dense vectors. Local is the offline default:
// a hashed lexical embedder (stemmed words and their character trigrams, CJK
// character bigrams) that needs no model weights. Remote embedders live in sub-packages.
package embed

import (
	"context"
	"fmt"
	"math"

	"github.com/engram-memory/engram/internal/lexical"
)

// Embedder embeds texts. Vectors of different embedders are never compared;
// ID names the embedder and its version.
type Embedder interface {
	ID() string
	Dim() int
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// Local is the offline hashed lexical embedder. It is deterministic,
// allocation-light and safe for concurrent use.
type Local struct {
	dim int
	id  string
}

// DefaultLocalDim is the dimension of the local embedder.
const DefaultLocalDim = 256

// NewLocal returns a local embedder of dim dimensions (0 means DefaultLocalDim).
func NewLocal(dim int) *Local {
	if dim <= 0 {
		dim = DefaultLocalDim
	}
	return &Local{dim: dim, id: fmt.Sprintf("local-hash/2-%d", dim)}
}

// ID is "local-hash/2-<dim>". Version 2 hashes Porter-stemmed terms and
// their character trigrams; version 1 vectors (terms and term bigrams) are
// never compared with it.
func (l *Local) ID() string { return l.id }

// Dim is the vector length.
func (l *Local) Dim() int { return l.dim }

// Embed returns one L2-normalised vector per text.
func (l *Local) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = l.Vector(t)
	}
	return out, nil
}

// Vector embeds one text: each term (lexical.StemTokens) adds ±1 (signed
// hashing) at its bucket, and each term longer than three bytes adds its
// boundary-marked character trigrams ("<pa", "pai", ..., "ng>") with a
// total weight of about 1 (1/√n each), so that spelling variants and
// related word forms still meet; the result is L2-normalised. Term bigrams
// were dropped in version 2: on LoCoMo they only added noise.
func (l *Local) Vector(text string) []float32 {
	v := make([]float32, l.dim)
	toks := lexical.StemTokens(text)
	for _, t := range toks {
		l.add(v, t, 1)
		if len(t) > 3 {
			// The trigrams of "<" + t + ">", each hashed as "#" + trigram.
			n := len(t)
			tw := float32(1 / math.Sqrt(float64(n)))
			for j := 0; j+3 <= n+2; j++ {
				h := fnvByte(fnvOffset, '#')
				for k := j; k < j+3; k++ {
					switch {
					case k == 0:
						h = fnvByte(h, '<')
					case k == n+1:
						h = fnvByte(h, '>')
					default:
						h = fnvByte(h, t[k-1])
					}
				}
				l.addHash(v, h, tw)
			}
		}
	}
	Normalize(v)
	return v
}

// add adds ±w at term's bucket: the FNV-1a hash of term (64 bits) modulo
// the dimension, negative when its top bit is set.
func (l *Local) add(v []float32, term string, w float32) {
	h := uint64(fnvOffset)
	for i := 0; i < len(term); i++ {
		h = fnvByte(h, term[i])
	}
	l.addHash(v, h, w)
}

func (l *Local) addHash(v []float32, x uint64, w float32) {
	idx := int(x % uint64(l.dim))
	if x&(1<<63) != 0 {
		w = -w
	}
	v[idx] += w
}

// FNV-1a, 64 bits (hash/fnv's New64a), without its allocations.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func fnvByte(h uint64, b byte) uint64 { return (h ^ uint64(b)) * fnvPrime }

// Normalize scales v to unit length in place (a zero vector stays zero).
func Normalize(v []float32) {
	var s float64
	for _, x := range v {
		s += float64(x) * float64(x)
	}
	if s == 0 {
		return
	}
	inv := float32(1 / math.Sqrt(s))
	for i := range v {
		v[i] *= inv
	}
}

// Cosine is the dot product of two unit vectors (their cosine similarity);
// vectors of different lengths score 0.
func Cosine(a, b []float32) float64 {
	if len(a) != len(b) {
		return 0
	}
	var s float32
	for i := range a {
		s += a[i] * b[i]
	}
	return float64(s)
}
