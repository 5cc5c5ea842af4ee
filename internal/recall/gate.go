package recall

import (
	"math"
	"sort"
	"strings"
	"unicode"
)

// The relatedness gate (Config.Gate) decides whether a query is about the
// user's memories at all. No single similarity separates the two: on the
// development sets the best candidate's cosine of a question and the
// memory answering it (0.21-0.80) overlaps that of an unrelated question
// and the user's nearest memory (0.11-0.58). The gate therefore combines
// four signals, each measured there, in a logistic model:
//
//   - cosine: the best candidate's plain dense cosine;
//   - centroid: the cosine of the query and the mean vector of the user's
//     candidates. A question about the user's life lies near the user's
//     memories as a whole; a general-knowledge or how-to request ("what's
//     the capital of Mongolia?") lies far from all of them, even when one
//     memory happens to be close;
//   - cover: the best candidate's share of the query's search terms
//     (coverage);
//   - self: whether the query refers to the speaker (first-person
//     pronouns in English, 我 or 咱 in Chinese). Questions about the user's
//     own memories mostly do ("what should I avoid ordering?"), requests
//     unrelated to them mostly do not.
//
// The weights were fitted on six development sets (testdata/recall and the
// spent blind sets recall, recall2, conversations, conversations2,
// conversations3: 947 queries, 274 unrelated), after a fit on three of
// them was confirmed on the other three (BENCHMARKS.md). Signals measured
// and left out, for adding nothing beyond these four on those sets: the
// best candidate's distance from the mean or median of the user's other
// candidates (z-score, gap), the gap to the second candidate, the cosine
// to other users' memories as a background, and word-level alignment of
// the query's content words with a memory's words in the word-vector
// space.
var gateModel = struct {
	Cosine, Centroid, Cover, Self, Bias float64
}{Cosine: 4.742, Centroid: 6.644, Cover: 4.456, Self: 3.079, Bias: -5.515}

// gateProbability is the gate model's probability that the query is
// related to the user's memories, from its vector q and the candidates.
func gateProbability(query string, q []float32, embedderID string, cands map[string]*cand) float64 {
	best, cover := 0.0, 0.0
	for _, c := range cands {
		best = max(best, c.cosine)
		cover = max(cover, c.cover)
	}
	self := 0.0
	if selfReference(query) {
		self = 1
	}
	m := gateModel
	s := m.Bias + m.Cosine*best + m.Centroid*centroidCosine(q, embedderID, cands) + m.Cover*cover + m.Self*self
	return 1 / (1 + math.Exp(-s))
}

// centroidCosine is the cosine of q and the mean of the candidates'
// vectors made by the same embedder (0 when there are none).
func centroidCosine(q []float32, embedderID string, cands map[string]*cand) float64 {
	var use []*cand
	for _, c := range cands {
		if len(c.m.Vector) == len(q) && c.m.EmbedderID == embedderID {
			use = append(use, c)
		}
	}
	if len(use) == 0 {
		return 0
	}
	// Summed in id order, so the result does not depend on map order.
	sort.Slice(use, func(i, j int) bool { return use[i].m.ID < use[j].m.ID })
	mu := make([]float64, len(q))
	for _, c := range use {
		for j, x := range c.m.Vector {
			mu[j] += float64(x)
		}
	}
	var dot, mm, qq float64
	for j, x := range q {
		dot += float64(x) * mu[j]
		mm += mu[j] * mu[j]
		qq += float64(x) * float64(x)
	}
	if mm == 0 || qq == 0 {
		return 0
	}
	return dot / math.Sqrt(mm*qq)
}

// selfWords are the English words by which a query refers to its speaker.
var selfWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields("i i'm im i've ive i'd i'll me my mine myself we we're we've our ours ourselves us") {
		selfWords[w] = true
	}
}

// selfReference reports whether query refers to its speaker: an English
// first-person pronoun, or 我 or 咱 (which also begin 我们, 我的, 咱们).
func selfReference(query string) bool {
	if strings.ContainsAny(query, "我咱") {
		return true
	}
	for _, w := range strings.FieldsFunc(strings.ToLower(query), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\'' && r != '’'
	}) {
		if selfWords[strings.ReplaceAll(w, "’", "'")] {
			return true
		}
	}
	return false
}
