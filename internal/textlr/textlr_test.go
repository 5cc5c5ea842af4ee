package textlr

import (
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestFitSeparatesAndRoundTrips: a model fitted on a toy task scores its
// classes apart, Write and Parse keep it exactly, and Prob sums the
// weights of the features Features names.
func TestFitSeparatesAndRoundTrips(t *testing.T) {
	var ex []Example
	for _, s := range []string{"how do black holes form", "who wrote hamlet", "what is the capital of peru", "解释一下光合作用", "why is the sky blue"} {
		ex = append(ex, Example{Text: s})
	}
	for _, s := range []string{"what should I cook for my kids tonight", "remind me what my doctor said", "我下周的航班是几点", "book my usual table", "what did I say about my knee"} {
		ex = append(ex, Example{Text: s, Label: true})
	}
	ex = append(ex, ex...) // every feature seen twice
	m := Fit(ex, 30, 1e-4)
	if p, q := m.Prob("what should I pack for my trip"), m.Prob("how do volcanoes form"); !(p > 0.5 && q < 0.5) {
		t.Fatalf("Prob: personal %.3f, general %.3f; want above and under 0.5", p, q)
	}
	path := filepath.Join(t.TempDir(), "m.json")
	m.Version = "toy"
	if err := Write(path, m); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	if back.Version != "toy" || back.Bias != m.Bias || len(back.Weights) != len(m.Weights) {
		t.Fatalf("round trip: %s %v %d, want toy %v %d", back.Version, back.Bias, len(back.Weights), m.Bias, len(m.Weights))
	}
	for _, s := range []string{"what should I cook tonight?", "我下周去哪", ""} {
		z := back.Bias
		for _, f := range Features(s) {
			z += back.Weights[f]
		}
		if got, want := back.Prob(s), 1/(1+math.Exp(-z)); math.Abs(got-want) > 1e-12 {
			t.Errorf("Prob(%q) = %v, features give %v", s, got, want)
		}
	}
	if _, err := Parse([]byte("{")); err == nil {
		t.Error("Parse of broken JSON: no error")
	}
}
