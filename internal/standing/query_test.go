package standing

import (
	"testing"

	"github.com/engram-memory/engram/internal/lexical"
)

// Recall finds standing instructions by one lexical search of Query:
// every instruction the kinds recognise must share a search term with it,
// or it is never found, whatever Of says of it.
func TestQueryReachesEveryKind(t *testing.T) {
	query := map[string]bool{}
	for _, term := range lexical.Tokens(Query) {
		query[term] = true
	}
	for kind, xs := range kindExamples {
		for _, x := range xs {
			found := false
			for _, term := range lexical.Tokens(x) {
				found = found || query[term]
			}
			if !found {
				t.Errorf("%s %q shares no search term with standing.Query", kind, x)
			}
		}
	}
}
