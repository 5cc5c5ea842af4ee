package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/textlr"
)

// TestEmbeddedGateIsCurrent refits the gate's models from the gate logs
// in testdata/gate and compares them with the embedded files
// (regenerate with go generate ./internal/recall).
func TestEmbeddedGateIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("refitting takes about 15 s")
	}
	sets, err := load("../../../testdata/gate")
	if err != nil {
		t.Fatal(err)
	}
	q, w := Fit(sets)
	raw, err := os.ReadFile("../gatequery.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := textlr.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	if q.Version != want.Version || q.Bias != want.Bias || len(q.Weights) != len(want.Weights) {
		t.Fatalf("refitted query model %s (bias %v, %d weights), embedded %s (bias %v, %d weights): run go generate ./internal/recall",
			q.Version, q.Bias, len(q.Weights), want.Version, want.Bias, len(want.Weights))
	}
	for f, v := range want.Weights {
		if q.Weights[f] != v {
			t.Fatalf("query model weight %q: refitted %v, embedded %v: run go generate ./internal/recall", f, q.Weights[f], v)
		}
	}
	raw, err = os.ReadFile("../gateweights.json")
	if err != nil {
		t.Fatal(err)
	}
	var ww recall.GateWeights
	if err := json.Unmarshal(raw, &ww); err != nil {
		t.Fatal(err)
	}
	if *w != ww {
		t.Fatalf("refitted weights %+v, embedded %+v: run go generate ./internal/recall", *w, ww)
	}
}
