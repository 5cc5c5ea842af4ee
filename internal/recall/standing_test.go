package recall

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Standing instructions are in the context of an unrelated request; a
// preference that is not standing is not.
func TestStandingInstructionsInEveryContext(t *testing.T) {
	st := seedTyped(t,
		memory.Memory{Type: events.TypePreference, Content: "Keep every answer under five sentences"},
		memory.Memory{Type: events.TypeFact, Content: "Is allergic to peanuts"},
		memory.Memory{Type: events.TypePreference, Content: "Favourite film is Inception"},
		memory.Memory{Type: events.TypeFact, Content: "Works as a nurse in Porto"},
	)
	rc := New(st, st, embed.NewLocal(0), nil, Config{MinCoverage: DefaultMinCoverage}, nil)
	resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "how does TLS work?"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Keep every answer under five sentences", "Is allergic to peanuts"} {
		if !strings.Contains(resp.Context, want) {
			t.Errorf("context lacks the standing %q:\n%s", want, resp.Context)
		}
	}
	if strings.Contains(resp.Context, "Inception") || strings.Contains(resp.Context, "nurse") {
		t.Errorf("a non-standing memory is in an unrelated context:\n%s", resp.Context)
	}
	if len(resp.Standing) != 2 || len(resp.Memories) != 0 {
		t.Errorf("standing %v, memories %+v: want the two standing ids and no memory", resp.Standing, resp.Memories)
	}
	if !strings.HasPrefix(resp.Context, "## Profile\n") || !slices.Contains(resp.Standing, memory.ID("t", "u", events.TypeFact, "", "", "", "Is allergic to peanuts")) {
		t.Errorf("standing rendered outside the profile or not reported: %q %v", resp.Context, resp.Standing)
	}
}
