package locomo

import (
	"fmt"
	"strconv"
	"strings"
)

// SelectConversations returns the conversations named by spec, a
// comma-separated list of 0-based indexes and inclusive ranges in file
// order ("0-4", "5-9", "0,2,7-9"); "" selects all. Each conversation is
// kept at most once, in file order. Splitting a file into halves this way
// lets a retrieval change be chosen on one half and confirmed on the other.
func SelectConversations(convs []Conversation, spec string) ([]Conversation, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return convs, nil
	}
	keep := make([]bool, len(convs))
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		lo, hi, isRange := strings.Cut(part, "-")
		a, err := strconv.Atoi(strings.TrimSpace(lo))
		if err != nil {
			return nil, fmt.Errorf("conversations %q: %q is not an index or a range", spec, part)
		}
		b := a
		if isRange {
			if b, err = strconv.Atoi(strings.TrimSpace(hi)); err != nil {
				return nil, fmt.Errorf("conversations %q: %q is not an index or a range", spec, part)
			}
		}
		if a < 0 || b < a || b >= len(convs) {
			return nil, fmt.Errorf("conversations %q: %q is out of range 0..%d", spec, part, len(convs)-1)
		}
		for i := a; i <= b; i++ {
			keep[i] = true
		}
	}
	var out []Conversation
	for i, c := range convs {
		if keep[i] {
			out = append(out, c)
		}
	}
	return out, nil
}
