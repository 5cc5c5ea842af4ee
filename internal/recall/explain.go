package recall

import "time"

// MaxExplained bounds the candidates an explained recall reports.
const MaxExplained = 50

// explain returns the candidates that were considered but not returned,
// best first, each with its score components: those under the relevance
// cut and those ranked beyond k. It ranks the candidates again without a
// cut, so the scores are the ones the cut saw.
func (rc *Recaller) explain(cands map[string]*cand, returned []Scored, now time.Time) []Scored {
	in := make(map[string]bool, len(returned))
	for _, s := range returned {
		in[s.ID] = true
	}
	uncut := *rc
	uncut.cfg.MinRelevance = 0
	var out []Scored
	for _, s := range uncut.rank(cands, len(cands), now) {
		if !in[s.ID] {
			out = append(out, s)
		}
		if len(out) == MaxExplained {
			break
		}
	}
	return out
}
