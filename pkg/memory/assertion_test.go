package memory

import (
	"fmt"
	"testing"
	"time"

	"github.com/engram-memory/engram/pkg/events"
)

func TestAssertionsRoundTrip(t *testing.T) {
	t0 := time.Date(2026, 3, 1, 9, 0, 0, 123, time.UTC)
	et := t0.Add(-48 * time.Hour)
	one := Memory{ID: "m", SourceTurnIDs: []string{"turn-1"}, CreatedAt: t0, UpdatedAt: t0, Confidence: 0.9,
		Importance: 0.4, Sensitivity: events.SensitivityLow, ExpiresAt: t0.Add(time.Hour), EventTime: &et}
	one.Assertions = []Assertion{{Turn: "turn-1", At: t0, Confidence: 0.9, Importance: 0.4,
		Sensitivity: events.SensitivityLow, ExpiresAt: t0.Add(time.Hour), EventTime: &et}}
	merged := one
	merged.Assertions, _ = MergeAssertions(nil, one.Assertions)
	merged.Assertions, _ = MergeAssertions(merged.Assertions, []Assertion{
		{Turn: "turn \"2\"\n", At: t0.Add(time.Minute), Confidence: 0.75, Importance: 0.8},
		{Turn: "turn-1", At: t0, Confidence: 0.95},
	})
	merged.Fold(merged.Assertions)
	for _, tc := range []struct {
		name string
		m    Memory
		form string
	}{
		{"asserted once", one, "="},
		{"merged", merged, ""},
		{"none", Memory{ID: "x"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			enc := EncodeAssertions(&tc.m)
			if tc.form != "" && enc != tc.form {
				t.Errorf("encoded %q, want %q", enc, tc.form)
			}
			got := tc.m
			if err := got.DecodeAssertions(enc); err != nil {
				t.Fatal(err)
			}
			if g, w := fmt.Sprintf("%v", show(got.Assertions)), fmt.Sprintf("%v", show(tc.m.Assertions)); g != w {
				t.Errorf("round trip of %q:\n got %s\nwant %s", enc, g, w)
			}
		})
	}
	if merged.Confidence != 0.95 || merged.Importance != 0.8 || !merged.ExpiresAt.IsZero() ||
		!merged.UpdatedAt.Equal(t0.Add(time.Minute)) || len(merged.SourceTurnIDs) != 2 {
		t.Errorf("fold: %+v", merged)
	}
	var bad Memory
	for _, s := range []string{"x", `"t" 1 2`, `"t" 1 0.5 0.5 9 0 -`, `"t" a 0.5 0.5 0 0 -`} {
		if err := bad.DecodeAssertions(s); err == nil {
			t.Errorf("DecodeAssertions(%q) accepted", s)
		}
	}
}

func show(as []Assertion) []string {
	var out []string
	for _, a := range as {
		et := "-"
		if a.EventTime != nil {
			et = a.EventTime.UTC().String()
		}
		out = append(out, fmt.Sprintf("%q %s %v %v %q %s %s", a.Turn, a.At.UTC(), a.Confidence, a.Importance,
			a.Sensitivity, a.ExpiresAt.UTC(), et))
	}
	return out
}
