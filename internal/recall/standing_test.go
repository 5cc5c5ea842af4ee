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

// A standing request kept only as an episode is rendered as standing; an
// episode of a turn whose standing fact is rendered is not repeated.
func TestStandingEpisodes(t *testing.T) {
	st := seedTyped(t,
		memory.Memory{Type: events.TypeEpisode, Content: "Please always keep your answers under five sentences", SourceTurnIDs: []string{"t1"}},
		memory.Memory{Type: events.TypeFact, Content: "Is allergic to peanuts", SourceTurnIDs: []string{"t2"}},
		memory.Memory{Type: events.TypeEpisode, Content: "I'm allergic to peanuts, careful with dishes", SourceTurnIDs: []string{"t2"}},
		memory.Memory{Type: events.TypeEpisode, Content: "Asked about flights to Hangzhou", SourceTurnIDs: []string{"t3"}},
	)
	rc := New(st, st, embed.NewLocal(0), nil, Config{MinCoverage: DefaultMinCoverage}, nil)
	resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "how does TLS work?"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(resp.Context, "keep your answers under five sentences") || !strings.Contains(resp.Context, "Is allergic to peanuts") {
		t.Errorf("context lacks a standing instruction:\n%s", resp.Context)
	}
	if strings.Contains(resp.Context, "careful with dishes") || strings.Contains(resp.Context, "Hangzhou") || len(resp.Standing) != 2 {
		t.Errorf("standing %v, context:\n%s", resp.Standing, resp.Context)
	}
}

// A request bound to one piece of work ("for the menu only", "这次") is
// not a standing instruction, whatever kind it is of; a need stated with
// it stays one.
func TestOneOffRequestIsNotStanding(t *testing.T) {
	st := seedTyped(t,
		memory.Memory{Type: events.TypeEpisode, Content: "Write the menu in French and English, for the menu only", SourceTurnIDs: []string{"t1"}},
		memory.Memory{Type: events.TypePreference, Content: "长期要求：这次给房东的信语气要正式一点", SourceTurnIDs: []string{"t2"}},
		memory.Memory{Type: events.TypePreference, Content: "Prefers answers in British spelling; the other app kept writing color", SourceTurnIDs: []string{"t3"}},
		memory.Memory{Type: events.TypeFact, Content: "Is coeliac, so just this one dinner and every other must be gluten-free", SourceTurnIDs: []string{"t4"}},
	)
	rc := New(st, st, embed.NewLocal(0), nil, Config{MinCoverage: DefaultMinCoverage}, nil)
	resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "how does TLS work?"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(resp.Context, "menu only") || strings.Contains(resp.Context, "房东") {
		t.Errorf("a one-off request rendered as standing:\n%s", resp.Context)
	}
	if !strings.Contains(resp.Context, "British spelling") || !strings.Contains(resp.Context, "coeliac") {
		t.Errorf("a standing instruction is missing:\n%s", resp.Context)
	}
}

// TestWithoutReferent: the assistant's sentence the rules extractor
// appends to a vague fact does not decide its kind of instruction; a short
// gloss of the user's own stays.
func TestWithoutReferent(t *testing.T) {
	for in, want := range map[string]string{
		"The popiah there is my fav (Look for a vegetarian stall and ask for no egg, most dishes are vegan)": "The popiah there is my fav",
		"那家 pancake 超好吃（可以找专门做 plant-based 的 brunch 店，点 tofu scramble）":                                      "那家 pancake 超好吃",
		"Is vegetarian (no eggs)": "Is vegetarian (no eggs)",
		"Keeps kosher":            "Keeps kosher",
		"My snack is always toast (Sleep early, pack your bag (pens, ID) and eat a proper breakfast)": "My snack is always toast",
		"Is vegan (no honey (or wax))": "Is vegan (no honey (or wax))",
	} {
		if got := withoutReferent(in); got != want {
			t.Errorf("withoutReferent(%q) = %q, want %q", in, got, want)
		}
	}
}
