package recallset

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed/semantic"
)

const devSet = "../../../testdata/recall/dev_recall.json"

// blindSet is the blind paraphrase and cross-language set; never tune on it.
const blindSet = "../../../testdata/blind/recall/recall.json"

func TestLoadRejectsBadSets(t *testing.T) {
	for name, body := range map[string]string{
		"not json":       `{`,
		"empty":          `{"users":[],"queries":[]}`,
		"unknown type":   `{"users":[{"user_id":"u","memories":[{"id":"m","type":"gossip","content":"x"}]}],"queries":[{"id":"q","user_id":"u","kind":"same","query":"x","expected":["m"]}]}`,
		"unknown kind":   `{"users":[{"user_id":"u","memories":[{"id":"m","type":"fact","content":"x"}]}],"queries":[{"id":"q","user_id":"u","kind":"odd","query":"x","expected":["m"]}]}`,
		"other's memory": `{"users":[{"user_id":"u","memories":[{"id":"m","type":"fact","content":"x"}]},{"user_id":"v","memories":[]}],"queries":[{"id":"q","user_id":"v","kind":"same","query":"x","expected":["m"]}]}`,
		"duplicate id":   `{"users":[{"user_id":"u","memories":[{"id":"m","type":"fact","content":"x"},{"id":"m","type":"fact","content":"y"}]}],"queries":[{"id":"q","user_id":"u","kind":"same","query":"x","expected":["m"]}]}`,
		"unrelated hits": `{"users":[{"user_id":"u","memories":[{"id":"m","type":"fact","content":"x"}]}],"queries":[{"id":"q","user_id":"u","kind":"unrelated","query":"x","expected":["m"]}]}`,
	} {
		if _, err := Load(strings.NewReader(body)); err == nil {
			t.Errorf("%s: Load accepted it", name)
		}
	}
}

// TestDevSet scores the development set with the hashed embedder: every
// query is counted once in its group, and a query sharing its words with
// its memory is found.
func TestDevSet(t *testing.T) {
	s, err := LoadFile(devSet)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Run(context.Background(), s, Options{Embedder: "hashed"})
	if err != nil {
		t.Fatal(err)
	}
	var related, unrelated, cross int
	for _, q := range s.Queries {
		switch q.Kind {
		case KindUnrelated:
			unrelated++
		case KindCross:
			cross++
			related++
		default:
			related++
		}
	}
	if res.Hit.Queries != related || res.Unrelated.Queries != unrelated || res.Cross.Queries != cross || res.Memories != 42 {
		t.Fatalf("groups %d/%d/%d, %d memories; want %d related, %d unrelated, %d cross, 42 memories", res.Hit.Queries, res.Unrelated.Queries, res.Cross.Queries, res.Memories, related, unrelated, cross)
	}
	n := 0
	for _, g := range res.ByLangKind {
		n += g.Queries
	}
	if n != len(s.Queries) {
		t.Errorf("by language and kind: %d queries, want %d", n, len(s.Queries))
	}
	// A query naming the memory's own words is found first.
	one := &Set{Users: s.Users[:1], Queries: []Query{{ID: "x", UserID: "d1", Lang: "en", Kind: KindSame, Query: "which band do I play bass guitar in?", Expected: []string{"d1-m13"}}}}
	r1, err := Run(context.Background(), one, Options{Embedder: "hashed"})
	if err != nil {
		t.Fatal(err)
	}
	if r1.Hit.Hits != 1 || r1.Hit1.Hits != 1 {
		t.Errorf("a query naming the memory's own words: hit@5 %d, hit@1 %d; want 1 and 1", r1.Hit.Hits, r1.Hit1.Hits)
	}
	t.Logf("dev set, hashed: hit@5 %.3f, cross %.3f, unrelated no memory %.3f", res.Hit.Rate, res.Cross.Rate, res.Unrelated.Rate)
}

// TestBlindSet scores the blind set when it is there, with the hashed
// embedder and, when the table of engram models pull is in
// ENGRAM_MODELS_DIR, the semantic one. It reports; with
// ENGRAM_BLIND_ASSERT=1 it also asserts issue 14's acceptance (hit@5
// >= 0.80, cross-language >= 0.70, unrelated no memory >= 0.90) for the
// semantic embedder.
func TestBlindSet(t *testing.T) {
	if _, err := os.Stat(blindSet); err != nil {
		t.Skipf("no blind set at %s", blindSet)
	}
	embedders := []string{"hashed"}
	dir := os.Getenv("ENGRAM_MODELS_DIR")
	if _, err := os.Stat(filepath.Join(dir, semantic.FileName)); dir != "" && err == nil {
		embedders = append(embedders, "semantic")
	} else {
		t.Log("semantic embedder not scored: set ENGRAM_MODELS_DIR to the directory of engram models pull")
	}
	for _, e := range embedders {
		res, err := RunFile(context.Background(), blindSet, Options{Embedder: e, ModelsDir: dir})
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		WriteTable(&b, res)
		t.Log("\n" + b.String())
		if e == "semantic" && os.Getenv("ENGRAM_BLIND_ASSERT") == "1" {
			if res.Hit.Rate < 0.80 || res.Cross.Rate < 0.70 || res.Unrelated.Rate < 0.90 {
				t.Errorf("semantic: hit@5 %.3f (want 0.80), cross %.3f (want 0.70), unrelated %.3f (want 0.90)", res.Hit.Rate, res.Cross.Rate, res.Unrelated.Rate)
			}
		}
	}
}
