package memory

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/engram-memory/engram/pkg/events"
)

// Assertion is what one source turn contributed to a memory: the turn, its
// time, and the scores, sensitivity, expiry and event time of the fact as
// that turn stated it. A memory's merged fields are a fold over its
// assertions (see Fold), so that a forget intent delivered after a later
// re-assertion can drop exactly the assertions made before it and leave
// the memory a serial order would have built.
//
// Memories written before assertions were recorded, or by hand through
// the API, have none; they are merged and forgotten as a whole.
type Assertion struct {
	Turn        string             `json:"t"`
	At          time.Time          `json:"a"`
	Confidence  float64            `json:"c,omitempty"`
	Importance  float64            `json:"i,omitempty"`
	Sensitivity events.Sensitivity `json:"s,omitempty"`
	// ExpiresAt is zero when the assertion never expires.
	ExpiresAt time.Time  `json:"x,omitzero"`
	EventTime *time.Time `json:"e,omitempty"`
}

// MergeAssertions adds src's assertions to dst's, one per turn (a turn
// asserted twice keeps the widest of both), and reports whether dst
// changed. The result does not depend on the order of merges.
func MergeAssertions(dst, src []Assertion) ([]Assertion, bool) {
	changed := false
	for _, a := range src {
		i := slices.IndexFunc(dst, func(d Assertion) bool { return d.Turn == a.Turn })
		if i < 0 {
			dst = append(dst, a)
			changed = true
			continue
		}
		if combineAssertion(&dst[i], a) {
			changed = true
		}
	}
	return dst, changed
}

// combineAssertion folds b, another statement of d's turn, into d.
func combineAssertion(d *Assertion, b Assertion) bool {
	changed := false
	if b.At.Before(d.At) {
		d.At, changed = b.At, true
	}
	if b.Confidence > d.Confidence {
		d.Confidence, changed = b.Confidence, true
	}
	if b.Importance > d.Importance {
		d.Importance, changed = b.Importance, true
	}
	if SensitivityRank(b.Sensitivity) > SensitivityRank(d.Sensitivity) {
		d.Sensitivity, changed = b.Sensitivity, true
	}
	switch {
	case d.ExpiresAt.IsZero():
	case b.ExpiresAt.IsZero():
		d.ExpiresAt, changed = time.Time{}, true
	case b.ExpiresAt.After(d.ExpiresAt):
		d.ExpiresAt, changed = b.ExpiresAt, true
	}
	if b.EventTime != nil && (d.EventTime == nil || b.EventTime.Before(*d.EventTime)) {
		et := *b.EventTime
		d.EventTime, changed = &et, true
	}
	return changed
}

// Fold sets m's sources, times, scores, sensitivity, expiry and event time
// from as, which must not be empty: the union of turns, the earliest and
// latest assertion times, the highest scores and sensitivity, the latest
// expiry (none if any assertion never expires) and the earliest event
// time. It is what merging those assertions one by one into a new memory
// gives.
func (m *Memory) Fold(as []Assertion) {
	m.Assertions = slices.Clone(as)
	m.SourceTurnIDs = m.SourceTurnIDs[:0]
	acc := as[0]
	m.CreatedAt, m.UpdatedAt = acc.At, acc.At
	for _, a := range as {
		m.SourceTurnIDs = append(m.SourceTurnIDs, a.Turn)
		if a.At.Before(m.CreatedAt) {
			m.CreatedAt = a.At
		}
		if a.At.After(m.UpdatedAt) {
			m.UpdatedAt = a.At
		}
		combineAssertion(&acc, a)
	}
	m.Confidence, m.Importance, m.Sensitivity = acc.Confidence, acc.Importance, acc.Sensitivity
	m.ExpiresAt, m.EventTime = acc.ExpiresAt, acc.EventTime
}

// SensitivityRank orders sensitivities for merging: normal < low < high
// (any marking outranks none).
func SensitivityRank(s events.Sensitivity) int {
	switch s {
	case events.SensitivityHigh:
		return 2
	case events.SensitivityLow:
		return 1
	}
	return 0
}

// EncodeAssertions is the stores' text form of as: "" for none, JSON
// otherwise.
func EncodeAssertions(as []Assertion) string {
	if len(as) == 0 {
		return ""
	}
	var b strings.Builder
	if err := json.NewEncoder(&b).Encode(as); err != nil {
		// Assertions hold only strings, numbers and times: unreachable.
		panic(fmt.Sprintf("encode assertions: %v", err))
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// DecodeAssertions parses EncodeAssertions' form.
func DecodeAssertions(s string) ([]Assertion, error) {
	if s == "" {
		return nil, nil
	}
	var as []Assertion
	if err := json.Unmarshal([]byte(s), &as); err != nil {
		return nil, fmt.Errorf("decode assertions: %w", err)
	}
	return as, nil
}
