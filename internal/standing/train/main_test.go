package main

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/engram-memory/engram/internal/textlr"
)

// TestEmbeddedModelIsCurrent: the model package standing embeds is the
// one this trainer makes from the repository's data with its defaults, so
// that learned.json is never edited by hand nor left behind by a change
// of its data (regenerate with go generate ./internal/standing).
func TestEmbeddedModelIsCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("trains the model (about 10 s)")
	}
	d, err := load("../../../testdata", DefaultSets, DefaultCorpora, DefaultLabelled, "")
	if err != nil {
		t.Fatal(err)
	}
	got := model(d.train, DefaultEpochs, DefaultL2)
	raw, err := os.ReadFile("../learned.json")
	if err != nil {
		t.Fatal(err)
	}
	var want textlr.Model
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	if got.Version != want.Version || got.Bias != want.Bias || len(got.Weights) != len(want.Weights) {
		t.Fatalf("retrained model %s (bias %v, %d weights), embedded %s (bias %v, %d weights): run go generate ./internal/standing",
			got.Version, got.Bias, len(got.Weights), want.Version, want.Bias, len(want.Weights))
	}
	for f, w := range want.Weights {
		if got.Weights[f] != w {
			t.Fatalf("weight %q: retrained %v, embedded %v: run go generate ./internal/standing", f, got.Weights[f], w)
		}
	}
}
