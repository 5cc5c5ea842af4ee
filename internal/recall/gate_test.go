package recall

import (
	"context"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
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
