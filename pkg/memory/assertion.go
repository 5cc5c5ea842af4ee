package memory

import (
	"fmt"
	"slices"
	"strconv"
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
	Turn        string
	At          time.Time
	Confidence  float64
	Importance  float64
	Sensitivity events.Sensitivity
	// ExpiresAt is zero when the assertion never expires.
	ExpiresAt time.Time
	EventTime *time.Time
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
	if MergeExpiry(&d.ExpiresAt, b.ExpiresAt) {
		changed = true
	}
	if MergeEventTime(&d.EventTime, b.EventTime) {
		changed = true
	}
	return changed
}

// MergeExpiry widens the expiry *dst to cover src (zero is never, which
// wins; otherwise the later) and reports whether *dst changed.
func MergeExpiry(dst *time.Time, src time.Time) bool {
	switch {
	case dst.IsZero():
	case src.IsZero():
		*dst = time.Time{}
		return true
	case src.After(*dst):
		*dst = src
		return true
	}
	return false
}

// MergeEventTime keeps in *dst the earlier of the two event times (nil is
// none) and reports whether *dst changed.
func MergeEventTime(dst **time.Time, src *time.Time) bool {
	if src != nil && (*dst == nil || src.Before(**dst)) {
		et := *src
		*dst = &et
		return true
	}
	return false
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

// EncodeAssertions is the stores' text form of m.Assertions: "" for none;
// "=" when they are exactly what m's own fields give, one per source turn
// (a memory asserted once, the common case: nothing more is stored);
// otherwise one line per assertion: the quoted turn, then the time,
// confidence, importance, sensitivity rank, expiry and event time ("-" for
// none), times as Unix nanoseconds and 0 for a zero expiry.
func EncodeAssertions(m *Memory) string {
	as := m.Assertions
	if len(as) == 0 {
		return ""
	}
	if m.derivable() {
		return "="
	}
	b := make([]byte, 0, 64*len(as))
	for i, a := range as {
		if i > 0 {
			b = append(b, '\n')
		}
		b = strconv.AppendQuote(b, a.Turn)
		b = append(b, ' ')
		b = strconv.AppendInt(b, a.At.UnixNano(), 10)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, a.Confidence, 'g', -1, 64)
		b = append(b, ' ')
		b = strconv.AppendFloat(b, a.Importance, 'g', -1, 64)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(SensitivityRank(a.Sensitivity)), 10)
		b = append(b, ' ')
		b = strconv.AppendInt(b, UnixNanos(a.ExpiresAt), 10)
		b = append(b, ' ')
		if a.EventTime == nil {
			b = append(b, '-')
		} else {
			b = strconv.AppendInt(b, a.EventTime.UnixNano(), 10)
		}
	}
	return string(b)
}

// derivable reports whether m's assertions are one per source turn, in
// order, each carrying exactly m's creation time, scores, sensitivity,
// expiry and event time.
func (m *Memory) derivable() bool {
	if len(m.Assertions) != len(m.SourceTurnIDs) || !m.CreatedAt.Equal(m.UpdatedAt) {
		return false
	}
	for i, a := range m.Assertions {
		if a.Turn != m.SourceTurnIDs[i] || !a.At.Equal(m.CreatedAt) || a.Confidence != m.Confidence ||
			a.Importance != m.Importance || a.Sensitivity != m.Sensitivity || !a.ExpiresAt.Equal(m.ExpiresAt) ||
			(a.EventTime == nil) != (m.EventTime == nil) || a.EventTime != nil && !a.EventTime.Equal(*m.EventTime) {
			return false
		}
	}
	return true
}

// DecodeAssertions sets m.Assertions from EncodeAssertions' form; m's other
// fields must be set first ("=" derives the assertions from them).
func (m *Memory) DecodeAssertions(s string) error {
	m.Assertions = nil
	switch s {
	case "":
		return nil
	case "=":
		m.Assertions = make([]Assertion, len(m.SourceTurnIDs))
		for i, t := range m.SourceTurnIDs {
			a := Assertion{Turn: t, At: m.CreatedAt, Confidence: m.Confidence, Importance: m.Importance,
				Sensitivity: m.Sensitivity, ExpiresAt: m.ExpiresAt}
			if m.EventTime != nil {
				et := *m.EventTime
				a.EventTime = &et
			}
			m.Assertions[i] = a
		}
		return nil
	}
	for line := range strings.SplitSeq(s, "\n") {
		a, err := parseAssertion(line)
		if err != nil {
			m.Assertions = nil
			return fmt.Errorf("decode assertions of %s: %w", m.ID, err)
		}
		m.Assertions = append(m.Assertions, a)
	}
	return nil
}

var sensitivities = []events.Sensitivity{events.SensitivityNormal, events.SensitivityLow, events.SensitivityHigh}

func parseAssertion(line string) (Assertion, error) {
	var a Assertion
	q, err := strconv.QuotedPrefix(line)
	if err != nil {
		return a, fmt.Errorf("turn of %q: %w", line, err)
	}
	if a.Turn, err = strconv.Unquote(q); err != nil {
		return a, fmt.Errorf("turn of %q: %w", line, err)
	}
	f := strings.Fields(line[len(q):])
	if len(f) != 6 {
		return a, fmt.Errorf("%q: want 7 fields", line)
	}
	var n [4]int64
	for i, k := range []int{0, 3, 4, 5} {
		if k == 5 && f[k] == "-" {
			n[i] = -1
			continue
		}
		if n[i], err = strconv.ParseInt(f[k], 10, 64); err != nil {
			return a, fmt.Errorf("%q: %w", line, err)
		}
	}
	if a.Confidence, err = strconv.ParseFloat(f[1], 64); err != nil {
		return a, fmt.Errorf("%q: %w", line, err)
	}
	if a.Importance, err = strconv.ParseFloat(f[2], 64); err != nil {
		return a, fmt.Errorf("%q: %w", line, err)
	}
	if n[1] < 0 || n[1] >= int64(len(sensitivities)) {
		return a, fmt.Errorf("%q: sensitivity rank %d", line, n[1])
	}
	a.At, a.Sensitivity, a.ExpiresAt = time.Unix(0, n[0]).UTC(), sensitivities[n[1]], FromUnixNanos(n[2])
	if f[5] != "-" {
		et := time.Unix(0, n[3]).UTC()
		a.EventTime = &et
	}
	return a, nil
}

// UnixNanos is t in Unix nanoseconds, 0 for the zero time (how the stores
// keep times).
func UnixNanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// FromUnixNanos is the inverse of UnixNanos, in UTC.
func FromUnixNanos(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}
