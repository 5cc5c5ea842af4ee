package recall

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/pkg/memory"
)

// With the relatedness gate on, a query whose best candidate is neither
// densely close nor covers more than half its terms returns no memory,
// while the standing instructions are still rendered; a query covering
// its memory's terms passes the gate whatever its cosine.
func TestGate(t *testing.T) {
	st := seed(t, "Works at Spotify", "Is allergic to peanuts", "Lives in Rome")
	ctx := context.Background()
	rc := New(st, st, embed.NewLocal(0), nil, Config{Gate: 0.99}, nil)
	resp, err := rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: "how does TLS work?", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Memories) != 0 {
		t.Errorf("gated query returned %+v", resp.Memories)
	}
	if len(resp.Standing) != 1 || !strings.Contains(resp.Context, "allergic to peanuts") {
		t.Errorf("gated query lost the standing instruction: standing %v, context %q", resp.Standing, resp.Context)
	}
	resp, err = rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: "where do I live, Rome?", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Memories) == 0 || resp.Memories[0].Content != "Lives in Rome" {
		t.Errorf("a query covering its memory was gated: %+v", resp.Memories)
	}
	// Off (the default), the same unrelated query gets the best candidates.
	rc = New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	resp, err = rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: "how does TLS work?", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Memories) == 0 {
		t.Error("without the gate a query sharing a word with a memory returned nothing")
	}
}

// gating is an embedder that asks for a gate (Gater).
type gating struct{ *embed.Local }

func (gating) Gate() float64 { return 0.99 }

// New takes the gate an embedder asks for unless the configuration sets
// one; a negative Gate turns it off.
func TestGateFromEmbedder(t *testing.T) {
	st := seed(t, "Works at Spotify", "Lives in Rome")
	ctx := context.Background()
	for _, tc := range []struct {
		gate  float64
		empty bool
	}{{0, true}, {-1, false}} {
		rc := New(st, st, gating{embed.NewLocal(0)}, nil, Config{Gate: tc.gate}, nil)
		resp, err := rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: "how does TLS work?", K: 5})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(resp.Memories) == 0; got != tc.empty {
			t.Errorf("Config.Gate %v: empty %v, want %v (%+v)", tc.gate, got, tc.empty, resp.Memories)
		}
	}
}

// A query refers to its speaker by an English first-person pronoun or by
// 我 or 咱; words that merely contain one ("mine" in "determine", "us" in
// "bus") do not count.
func TestSelfReference(t *testing.T) {
	for q, want := range map[string]bool{
		"what should I avoid ordering tonight?": true,
		"suggest a paella recipe for me":        true,
		"I’m cooking for our guests":            true,
		"where's my passport?":                  true,
		"我有什么需要注意的？":                            true,
		"咱们周末去哪儿":                               true,
		"What's the capital of Mongolia?":       false,
		"determine the bus timetable":           false,
		"珠穆朗玛峰有多高？":                             false,
		"":                                      false,
	} {
		if got := selfReference(q); got != want {
			t.Errorf("selfReference(%q) = %v, want %v", q, got, want)
		}
	}
}

// A query asks how something is done or what something is by "how",
// "explain" or "difference" as words, or by a Chinese request word (讲讲
// in a mixed query too); "howl" is not the word.
func TestHowTo(t *testing.T) {
	for q, want := range map[string]bool{
		"How do I fix a flat bike tyre?":                 true,
		"explain what climate change is":                 true,
		"what's the difference between TCP and UDP":      true,
		"给我讲讲photosynthesis":                             true,
		"怎么挑选西瓜？":                                        true,
		"什麼是通貨膨脹":                                        true,
		"the wolves howl at night":                       false,
		"What did my sister say about the wedding date?": false,
		"": false,
	} {
		if got := howTo(q); got != want {
			t.Errorf("howTo(%q) = %v, want %v", q, got, want)
		}
	}
}

// A query names the speaker's family or household by an English kinship
// word, possessive or not, or a Chinese one; a word containing one
// ("sonnet") does not count.
func TestNamesKin(t *testing.T) {
	for q, want := range map[string]bool{
		"what's the name of the littlest grandkid?": true,
		"Is my son's inhaler in the car?":           true,
		"Jamie’s mum wants to know":                 true,
		"儿子出门踢球要给他带什么药？":                            true,
		"家里那只橘猫叫啥名字？":                               true,
		"write a sonnet about autumn":               false,
		"Who wrote the Federalist Papers?":          false,
		"世界上最长的河流是哪一条？":                             false,
	} {
		if got := namesKin(q); got != want {
			t.Errorf("namesKin(%q) = %v, want %v", q, got, want)
		}
	}
}

func TestAnchored(t *testing.T) {
	for q, want := range map[string]bool{
		"is it too late for that espresso?":         true,
		"when is the report due?":                   true,
		"what did we decide last time about paint?": true,
		"what's on for next week":                   true,
		"下一次复诊是哪天来着":                                true,
		"那家面馆叫什么？":                                  true,
		"Explain how tides work":                    false,
		"Who painted the Sistine Chapel ceiling?":   false,
		"光是波还是粒子":                                   true, // 还是 ("or", "still"): a known false alarm
		"世界上最高的山是哪座？":                               false,
	} {
		if got := anchored(q); got != want {
			t.Errorf("anchored(%q) = %v, want %v", q, got, want)
		}
	}
}

// The centroid cosine is that of the query and the mean of the vectors of
// the query's embedder; other embedders' vectors and candidates without
// one are left out.
func TestCentroidCosine(t *testing.T) {
	cands := map[string]*cand{
		"a": {m: memory.Memory{ID: "a", EmbedderID: "e", Vector: []float32{1, 0}}},
		"b": {m: memory.Memory{ID: "b", EmbedderID: "e", Vector: []float32{0, 1}}},
		"c": {m: memory.Memory{ID: "c", EmbedderID: "other", Vector: []float32{-1, 0}}},
		"d": {m: memory.Memory{ID: "d", EmbedderID: "e"}},
	}
	if got, want := centroidCosine([]float32{1, 0}, "e", cands), 1/math.Sqrt2; math.Abs(got-want) > 1e-9 {
		t.Errorf("centroid cosine %v, want %v", got, want)
	}
	if got := centroidCosine([]float32{1, 0}, "none", cands); got != 0 {
		t.Errorf("centroid cosine without vectors of the embedder %v, want 0", got)
	}
}

// The gate combines its signals: with the same candidates, a query that
// refers to its speaker passes a gate that the same query without the
// reference does not, and a candidate covering most of the query's terms
// passes whatever the model says.
func TestGatedCombinesSignals(t *testing.T) {
	cands := map[string]*cand{
		"a": {m: memory.Memory{ID: "a", EmbedderID: "e", Vector: []float32{0.6, 0.8}}, cosine: 0.3},
		"b": {m: memory.Memory{ID: "b", EmbedderID: "e", Vector: []float32{0.8, 0.6}}, cosine: 0.25},
	}
	q := []float32{1, 0}
	with := gateProbability("what do I keep forgetting", q, "e", cands)
	without := gateProbability("what is often forgotten", q, "e", cands)
	if !(with > without) {
		t.Fatalf("self-reference did not raise the probability: %v with, %v without", with, without)
	}
	rc := &Recaller{emb: named("e"), cfg: Config{Gate: (with + without) / 2}}
	if !rc.gated("what do I keep forgetting", q, cands, func() {}, true).Passed {
		t.Error("query referring to its speaker was gated")
	}
	r := rc.gated("what is often forgotten", q, cands, func() {}, true)
	if r.Passed {
		t.Error("query without the reference passed")
	}
	if r.By != "model" || r.Signals == nil || r.Signals.Self || r.Probability != without || r.Gate != rc.cfg.Gate {
		t.Errorf("report of the model's verdict: %+v (signals %+v); want by model, self false, probability %v", r, r.Signals, without)
	}
	cands["a"].cover = 0.75
	if r := rc.gated("what is often forgotten", q, cands, func() {}, true); !r.Passed || r.By != "coverage" || r.Signals != nil {
		t.Errorf("query covered by a candidate: %+v; want passed by coverage, no signals", r)
	}
}

// A request for a method or an explanation lowers the probability, a
// family member named raises it, other things equal.
func TestGateProbabilityHowToAndKin(t *testing.T) {
	cands := map[string]*cand{
		"a": {m: memory.Memory{ID: "a", EmbedderID: "e", Vector: []float32{0.6, 0.8}}, cosine: 0.3},
	}
	q := []float32{1, 0}
	plain := gateProbability("what goes with pasta", q, "e", cands)
	if how := gateProbability("how to cook pasta", q, "e", cands); !(how < plain) {
		t.Errorf("how-to request %v, not under the plain query's %v", how, plain)
	}
	if kin := gateProbability("what goes with pasta for the kids", q, "e", cands); !(kin > plain) {
		t.Errorf("query naming family %v, not over the plain query's %v", kin, plain)
	}
}

// named is an embedder that only has an id.
type named string

func (n named) ID() string { return string(n) }
func (n named) Dim() int   { return 2 }
func (n named) Embed(context.Context, []string) ([][]float32, error) {
	return nil, nil
}

// BenchmarkGate measures the gate over 80 candidates of 100 dimensions,
// the semantic embedder's size and the most a recall at k = 10 gathers.
func BenchmarkGate(b *testing.B) {
	cands := map[string]*cand{}
	for i := range 80 {
		v := make([]float32, 100)
		for j := range v {
			v[j] = float32((i*31+j*17)%13) - 6
		}
		id := string(rune('a'+i%26)) + string(rune('a'+i/26))
		cands[id] = &cand{m: memory.Memory{ID: id, EmbedderID: "e", Vector: v}, cosine: float64(i) / 100}
	}
	q := cands["aa"].m.Vector
	b.ResetTimer()
	for range b.N {
		gateProbability("what should I avoid ordering tonight?", q, "e", cands)
	}
}

// TestSelfReferenceAgentLookups: an agent's lookup speaks of the user in
// the third person; a question about someone named does not.
func TestSelfReferenceAgentLookups(t *testing.T) {
	for _, q := range []string{
		"what does the user do for work and what hours",
		"用户养了什么宠物",
		"where is his home terminal and what does he haul",
		"who lives with her and could come along?",
		"她报名的比赛是哪天",
		"what's the name of her cat",
	} {
		if !selfReference(q) {
			t.Errorf("selfReference(%q) = false, want true", q)
		}
	}
	for _, q := range []string{
		"when did Marie Curie win her second Nobel prize",
		"how did Einstein come up with his theory of relativity",
		"how does a heat pump work in winter",
		"what causes migraines and how are they treated?",
		"李白一生写了多少首诗",
	} {
		if selfReference(q) {
			t.Errorf("selfReference(%q) = true, want false", q)
		}
	}
}
