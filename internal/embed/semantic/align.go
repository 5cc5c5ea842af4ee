package semantic

import "math"

// Word alignment: a second similarity of a query and a text, read word by
// word instead of through the two averaged sentence vectors. Each query
// word is matched with its nearest word of the text (cosine of the two
// word vectors), and the matches are averaged with the words' sentence
// weights; the same is done from the text's side, and the two directions
// are averaged (the greedy matching of BERTScore, Zhang et al., ICLR 2020,
// over static word vectors). An average of a dozen words blurs a memory's
// one telling word ("shellfish" in a sentence about dinner plans); the
// alignment keeps it, and it matches across languages word by word, since
// the Chinese words sit in the English space.
//
// A match under alignClip counts as none: two unrelated words have cosines
// of 0.1-0.2 in this space, and summed over a sentence they would reward
// length. On the spent blind sets recall, recall2, recall3 and
// testdata/recall's set, ranking each user's memories by dense similarity
// alone (outside recall's pipeline) by the mean of the sentence cosine and
// the alignment raised hit@5 from 78.0 / 67.8 / 77.3 / 89.2 % (cosine
// alone) to 82.1 / 70.6 / 81.0 / 91.9 %. Recall uses it for candidates in
// the other script than the query (internal/recall, align).
const alignClip = 0.2

// AlignShare is the weight recall gives the alignment within the dense
// part of similarity (recall.Aligner): the mean of the two.
func (e *Embedder) AlignShare() float64 { return 0.5 }

// alignWord is one distinct word of a text: its table row and weight.
type alignWord struct {
	row int32
	w   float32
}

// invNorms returns 1/‖row‖ for every row of the table, computed once.
func (e *Embedder) invNorms() []float32 {
	e.normsOnce.Do(func() {
		t := e.t
		d := t.Header.Dim
		inv := make([]float32, len(t.Vocab))
		for i := range inv {
			var ss int64
			for _, x := range t.Rows[i*d : (i+1)*d] {
				ss += int64(x) * int64(x)
			}
			if ss > 0 {
				inv[i] = float32(1 / math.Sqrt(float64(ss)))
			}
		}
		e.norms = inv
	})
	return e.norms
}

// alignWords returns the distinct table words of text with their weights.
func (e *Embedder) alignWords(text string) []alignWord {
	var out []alignWord
	e.words(text, func(i int32) {
		for _, w := range out {
			if w.row == i {
				return
			}
		}
		out = append(out, alignWord{i, e.t.Weights[i]})
	})
	return out
}

// wordCos is the cosine of the vectors of rows a and b.
func (e *Embedder) wordCos(inv []float32, a, b int32) float32 {
	if a == b {
		return 1
	}
	d := e.t.Header.Dim
	ra, rb := e.t.Rows[int(a)*d:int(a+1)*d], e.t.Rows[int(b)*d:int(b+1)*d]
	var dot int32
	for j := range ra {
		dot += int32(ra[j]) * int32(rb[j])
	}
	return float32(dot) * inv[a] * inv[b]
}

// aligned is the mean of the two directed alignments of q and m: over the
// words of each, the weighted mean of each word's best match in the other,
// matches under alignClip counting as none. Each word pair's cosine is
// computed once, for both directions.
func (e *Embedder) aligned(inv []float32, q, m []alignWord) float64 {
	bestM := make([]float32, len(m)) // each text word's best match in q
	var num, den float64
	for _, a := range q {
		best := float32(0)
		for k, b := range m {
			c := e.wordCos(inv, a.row, b.row)
			best = max(best, c)
			bestM[k] = max(bestM[k], c)
		}
		num += clipped(best) * float64(a.w)
		den += float64(a.w)
	}
	fromQ := 0.0
	if den > 0 {
		fromQ = num / den
	}
	num, den = 0, 0
	for k, b := range m {
		num += clipped(bestM[k]) * float64(b.w)
		den += float64(b.w)
	}
	if den == 0 {
		return fromQ / 2
	}
	return (fromQ + num/den) / 2
}

// clipped maps a word match under alignClip to none and rescales the rest
// to 0-1.
func clipped(c float32) float64 {
	if m := float64(c); m > alignClip {
		return (m - alignClip) / (1 - alignClip)
	}
	return 0
}

// AlignQuery reads query once and returns its alignment scorer: the
// alignment (0-1) of query and a text, as described above. The scorer is
// safe for concurrent use.
func (e *Embedder) AlignQuery(query string) func(text string) float64 {
	q := e.alignWords(query)
	inv := e.invNorms()
	return func(text string) float64 {
		if len(q) == 0 {
			return 0
		}
		m := e.alignWords(text)
		if len(m) == 0 {
			return 0
		}
		return e.aligned(inv, q, m)
	}
}
