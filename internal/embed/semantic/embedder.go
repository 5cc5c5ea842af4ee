package semantic

import (
	"context"
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Embedder is the semantic embedder over a Table. It is safe for
// concurrent use.
type Embedder struct {
	t  *Table
	id string

	normsOnce sync.Once
	norms     []float32 // 1/‖row‖ of every row (align.go)
}

// New returns the embedder of t.
func New(t *Table) *Embedder {
	return &Embedder{t: t, id: fmt.Sprintf("semantic/1-%d-%s", t.Header.Dim, t.Digest[:12])}
}

// Open loads the table in dir (see Path) and returns its embedder; a
// missing table is ErrNoTable.
func Open(dir string) (*Embedder, error) {
	t, err := LoadFile(Path(dir))
	if err != nil {
		return nil, err
	}
	return New(t), nil
}

// ID is "semantic/1-<dim>-<first 12 hex digits of the table's digest>":
// vectors of another table are never compared with this one's.
func (e *Embedder) ID() string { return e.id }

// DenseShare is the weight recall gives this embedder's cosine within
// similarity (recall.DenseSharer): 0.5, the best of 0.3-0.7 on LoCoMo
// conversations 0-4 (observations and dialog), against 0.3 for the hashed
// embedder.
func (e *Embedder) DenseShare() float64 { return 0.5 }

// Gate is the probability of being related to the user's memories under
// which recall's relatedness gate empties a query's answer (recall.Gater;
// the model is internal/recall/gate.go, fitted on this embedder's
// cosines): 0.3. With each of the 26 development sets left out in turn
// and scored by models fitted on the others, the model gates 0.8 % of
// the held-out related queries and empties 93.1 % of the unrelated ones
// at 0.3 (0.9 % and 94.0 % at 0.35); BENCHMARKS.md, "Relatedness gate".
func (e *Embedder) Gate() float64 { return 0.3 }

// Dim is the vector length.
func (e *Embedder) Dim() int { return e.t.Header.Dim }

// Table is the embedder's table.
func (e *Embedder) Table() *Table { return e.t }

// Embed returns one L2-normalised vector per text (all zero for a text
// with no word in the table).
func (e *Embedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, s := range texts {
		out[i] = e.Vector(s)
	}
	return out, nil
}

// Vector embeds one text: the sum of its words' vectors, each times its
// weight a/(a+p(word)), minus its projection on the table's common
// component, L2-normalised.
func (e *Embedder) Vector(text string) []float32 {
	t := e.t
	d := t.Header.Dim
	acc := make([]float32, d)
	e.words(text, func(i int32) {
		w := t.Weights[i] * t.Scales[i]
		row := t.Rows[int(i)*d : int(i+1)*d]
		for j, x := range row {
			acc[j] += w * float32(x)
		}
	})
	var dot float32
	for j, u := range t.Component {
		dot += acc[j] * u
	}
	var ss float64
	for j, u := range t.Component {
		acc[j] -= dot * u
		ss += float64(acc[j]) * float64(acc[j])
	}
	if ss > 0 {
		inv := float32(1 / math.Sqrt(ss))
		for j := range acc {
			acc[j] *= inv
		}
	}
	return acc
}

// Words returns the table words text is read as (English words lower-cased,
// Chinese runs segmented), skipping those not in the table; for tests and
// diagnostics.
func (e *Embedder) Words(text string) []string {
	var out []string
	e.words(text, func(i int32) { out = append(out, e.t.Vocab[i]) })
	return out
}

// words calls f with the row of every word of text found in the table.
func (e *Embedder) words(text string, f func(int32)) {
	var buf strings.Builder
	flush := func() {
		if buf.Len() == 0 {
			return
		}
		e.latin(buf.String(), f)
		buf.Reset()
	}
	for pos := 0; pos < len(text); {
		r, size := utf8.DecodeRuneInString(text[pos:])
		switch {
		case isCJK(r):
			flush()
			end := pos
			for end < len(text) {
				r2, s2 := utf8.DecodeRuneInString(text[end:])
				if !isCJK(r2) {
					break
				}
				end += s2
			}
			e.segment(text[pos:end], f)
			pos = end
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’':
			if r == '’' {
				r = '\''
			}
			buf.WriteRune(unicode.ToLower(r))
		default:
			flush()
		}
		pos += size
	}
	flush()
}

// latin looks up one run of letters, digits and apostrophes, splitting
// clitics as the word vectors' tokenizer did ("don't" → "do", "n't";
// "she's" → "she", "'s").
func (e *Embedder) latin(w string, f func(int32)) {
	w = strings.Trim(w, "'")
	if w == "" {
		return
	}
	if i := e.t.Row(w); i >= 0 {
		f(i)
		return
	}
	if strings.HasSuffix(w, "n't") && len(w) > 3 {
		e.latin(w[:len(w)-3], f)
		if i := e.t.Row("n't"); i >= 0 {
			f(i)
		}
		return
	}
	if k := strings.LastIndexByte(w, '\''); k > 0 {
		e.latin(w[:k], f)
		if i := e.t.Row(w[k:]); i >= 0 {
			f(i)
		}
	}
}

// segment splits a run of CJK characters into table words by the most
// probable segmentation under a unigram model (each word's probability
// recovered from its weight), characters not in the table counting as
// improbable single-character words, and calls f with each word found.
func (e *Embedder) segment(run string, f func(int32)) {
	rs := []rune(run)
	n := len(rs)
	const unknown = -25.0 // log-probability of a character not in the table
	best := make([]float64, n+1)
	from := make([]int, n+1)
	row := make([]int32, n+1)
	for i := 1; i <= n; i++ {
		best[i] = math.Inf(-1)
		for j := max(0, i-max(e.t.maxLen, 1)); j < i; j++ {
			lp := unknown
			r := int32(-1)
			if k := e.t.Row(string(rs[j:i])); k >= 0 {
				r = k
				lp = e.logProb(k)
			} else if i-j > 1 {
				continue
			}
			if s := best[j] + lp; s > best[i] {
				best[i], from[i], row[i] = s, j, r
			}
		}
	}
	var rows []int32
	for i := n; i > 0; i = from[i] {
		rows = append(rows, row[i])
	}
	for k := len(rows) - 1; k >= 0; k-- {
		if rows[k] >= 0 {
			f(rows[k])
		}
	}
}

// logProb recovers log p(word) from its weight w = a/(a+p).
func (e *Embedder) logProb(i int32) float64 {
	w := float64(e.t.Weights[i])
	a := e.t.Header.SIF
	if w <= 0 || a <= 0 {
		return -20
	}
	p := a * (1/w - 1)
	if p <= 1e-12 {
		return math.Log(1e-12)
	}
	return math.Log(p)
}

func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r)
}

func isCJKWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return isCJK(r)
}
