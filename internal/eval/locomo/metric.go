package locomo

import "strings"

// EvidenceRecall is the paper's per-question metric: the fraction of gold
// dia_ids present among the retrieved items' source ids; 1 when gold is
// empty. Source ids may carry a prefix ending in "/" (a turn id such as
// "conv-26/D1:3"); only the part after the last "/" is compared.
func EvidenceRecall(gold []string, retrieved [][]string) float64 {
	if len(gold) == 0 {
		return 1
	}
	got := map[string]bool{}
	for _, srcs := range retrieved {
		for _, s := range srcs {
			got[DiaIDOf(s)] = true
		}
	}
	hit := 0
	for _, g := range gold {
		if got[g] {
			hit++
		}
	}
	return float64(hit) / float64(len(gold))
}

// DiaIDOf strips a source turn id down to its dia_id.
func DiaIDOf(src string) string {
	if i := strings.LastIndexByte(src, '/'); i >= 0 {
		return src[i+1:]
	}
	return src
}

// Tally averages per-question recall by category and overall.
type Tally struct {
	sum map[string]float64
	n   map[string]int
}

// NewTally returns an empty tally.
func NewTally() *Tally { return &Tally{sum: map[string]float64{}, n: map[string]int{}} }

// Add records one question's recall under its category and overall.
func (t *Tally) Add(category string, r float64) {
	t.sum[category] += r
	t.n[category]++
	t.sum["overall"] += r
	t.n["overall"]++
}

// Percent returns the mean recall of each category and "overall" as a
// percentage; categories without questions are absent.
func (t *Tally) Percent() map[string]float64 {
	out := map[string]float64{}
	for c, n := range t.n {
		if n > 0 {
			out[c] = 100 * t.sum[c] / float64(n)
		}
	}
	return out
}

// Count returns the number of questions seen in category ("overall" for all).
func (t *Tally) Count(category string) int { return t.n[category] }
