package recall

import (
	"strings"
	"unicode"

	"github.com/engram-memory/engram/internal/lexical"
)

// dateTerms are the search terms of month names: a date in a query is
// matched by time (when.go), not by words, so neither it nor a number
// counts in coverage.
var dateTerms = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("january february march april may june july august september october november december") {
		for _, t := range lexical.Tokens(w) {
			m[t] = true
		}
	}
	return m
}()

// The relevance cut. An absolute threshold on similarity fails both ways:
// lexical scores are normalised by the best hit, so any shared word clears
// it, while a paraphrase that the dense channel alone finds can fall under
// it and leave a user with relevant memories an empty answer. The cut is
// instead relative to the query and to the best candidate:
//
//  1. When Config.MinCoverage is set (DefaultMinCoverage is the tested
//     value; it is off by default because on LoCoMo it costs 6 to 10
//     points of recall: questions whose best evidence shares few of their
//     words), the query is related to the user's memories when its best candidate
//     either covers more than MinCoverage of the query's search terms
//     (lexical.Tokens: stop words dropped, stemmed) or has a dense
//     similarity of at least MinDense (0.65: the offline hashed embedder is
//     a fuzzy lexical signal, which gives "how does TLS work?" 0.58 against
//     "works at Spotify"), or was said on a date the query names. Otherwise nothing is returned: "how
//     does TLS work?" against "works at Spotify" covers one term of two.
//  2. When it is, every candidate whose similarity is at least MinRelevance
//     times the best candidate's is kept, so the best candidates always
//     come back.
//  3. The relatedness gate (Config.Gate; the embedder's calibration by
//     default, Gater) decides whether the query is about the user's
//     memories at all: it is when a candidate covers more than
//     DefaultMinCoverage of its terms, or was said on a date it names, or
//     the gate model (gate.go: a logistic model of the best candidate's
//     plain cosine, the query's cosine to the mean of the user's
//     candidates, the best coverage, whether the query refers to the
//     speaker, asks how to do or to explain something, or names a family
//     member) gives it a probability of at least Gate. The semantic
//     embedder's gate, 0.3, with the model fitted on eight development
//     sets and scored on the ninth, each in turn, empties 74.3 % of the
//     held-out unrelated queries (51-90 % by set) and 2.0 % of the
//     related ones; on LoCoMo conversations 0-4 (170-320 memories a user)
//     it costs at most 0.2 points (observations R@5 / R@10 / R@25 59.8 /
//     64.4 / 69.7 without, 59.8 / 64.4 / 69.5 with; dialog 61.8 / 69.3 /
//     77.6 and 61.7 / 69.2 / 77.6; BENCHMARKS.md). The hashed embedder has
//     no gate: its cosine is a lexical signal (0.58 for "how does TLS
//     work?" against "works at Spotify") that the model was not fitted on.

// Defaults of the relevance cut (Config.MinRelevance, MinDense), of the
// lexical scaling (Config.LexicalCover), and the tested value of
// Config.MinCoverage.
const (
	DefaultLexicalCover = 0.5
	DefaultMinRelevance = 0.05
	DefaultMinCoverage  = 0.5
	DefaultMinDense     = 0.65
)

// coverage sets each candidate's share of the query's distinct search terms
// that its content holds (0 for a query without search terms) and returns
// the number of those terms.
func coverage(query string, cands map[string]*cand) int {
	terms := map[string]bool{}
	for _, t := range lexical.Tokens(query) {
		if !dateTerms[t] && strings.TrimFunc(t, unicode.IsDigit) != "" {
			terms[t] = true
		}
	}
	if len(terms) == 0 {
		return 0
	}
	for _, c := range cands {
		seen := map[string]bool{}
		for _, u := range lexical.Tokens(c.m.Content + " " + c.m.Key + " " + c.m.Value) {
			for t := range terms {
				if t == u || sharePrefix(t, u) {
					seen[t] = true
				}
			}
		}
		c.cover = float64(len(seen)) / float64(len(terms))
	}
	return len(terms)
}

// scaleLexical scales every candidate's lexical score by the best
// coverage over full when no candidate covers full of the query's terms
// (Config.LexicalCover); terms is the number of the query's search terms
// (a query without any, only dates or numbers, is left alone).
func scaleLexical(cands map[string]*cand, terms int, full float64) {
	if terms == 0 {
		return
	}
	best := 0.0
	for _, c := range cands {
		best = max(best, c.cover)
	}
	if f := best / full; f < 1 {
		for _, c := range cands {
			c.lex *= f
		}
	}
}

// minPrefix is the shortest common prefix that makes two terms one when it
// is also three quarters of the shorter ("mentorship" and "mentor"): what
// the lexical search's expansion joins.
const minPrefix = 5

func sharePrefix(a, b string) bool {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n >= minPrefix && 4*n >= 3*min(len(a), len(b))
}

// related reports whether a query is related to the user's memories: some
// candidate clears the coverage or the dense bar (step 1 above). cover
// sets the candidates' coverage; it is called only when the dense bar and
// the dates decide nothing.
func (rc *Recaller) related(cands map[string]*cand, cover func()) bool {
	for _, c := range cands {
		if c.dense >= rc.cfg.MinDense || c.when >= 0.5 {
			return true
		}
	}
	cover()
	for _, c := range cands {
		if c.cover > rc.cfg.MinCoverage {
			return true
		}
	}
	return false
}

// relevant is the relative cut (step 2 above) over ranked memories: those
// whose similarity is at least MinRelevance times the best similarity.
// With MinRelevance negative it keeps everything.
func (rc *Recaller) relevant(out []Scored) []Scored {
	if rc.cfg.MinRelevance < 0 || len(out) == 0 {
		return out
	}
	best := 0.0
	for _, s := range out {
		best = max(best, s.Components.Similarity)
	}
	cut := rc.cfg.MinRelevance * best
	kept := out[:0]
	for _, s := range out {
		if s.Components.Similarity >= cut && s.Components.Similarity > 0 {
			kept = append(kept, s)
		}
	}
	return kept
}

// gated reports whether a query passes the relatedness gate
// (Config.Gate, gate.go): the gate model's probability that it is related
// to the user's memories reaches the gate, or some candidate covers more
// than DefaultMinCoverage of the query's search terms, or was said on a
// date the query names. cover sets the candidates' coverage (the model
// reads it); it is called only when the dates decide nothing. The report
// says which test decided; with explain it holds the model's signals.
func (rc *Recaller) gated(query string, q []float32, cands map[string]*cand, cover func(), explain bool) GateReport {
	r := GateReport{Passed: true, Gate: rc.cfg.Gate}
	for _, c := range cands {
		if c.when >= 0.5 {
			r.By = "date"
			return r
		}
	}
	cover()
	for _, c := range cands {
		if c.cover > DefaultMinCoverage {
			r.By = "coverage"
			return r
		}
	}
	g := gateSignals(query, q, rc.emb.ID(), cands)
	r.By, r.Probability = "model", g.probability()
	if explain {
		r.Signals = &g
	}
	r.Passed = r.Probability >= rc.cfg.Gate
	return r
}
