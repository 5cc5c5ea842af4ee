package recall

import (
	"context"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// A user's standing instructions of every kind and language are in the
// context of an unrelated request, within the profile budget; the user's
// other preferences are not.
func TestStandingInstructionsMixedLanguages(t *testing.T) {
	standing := []memory.Memory{
		{Type: events.TypePreference, Content: "请用繁體中文回覆"},
		{Type: events.TypeRule, Content: "代码都用 Rust 写"},
		{Type: events.TypeFact, Content: "我对花生过敏"},
		{Type: events.TypePreference, Content: "Use metric units"},
		{Type: events.TypeFact, Content: "Uses a screen reader"},
		{Type: events.TypeProfile, Content: "Time zone is UTC+8"},
		{Type: events.TypeEpisode, Content: "I'm vegan, so any recipes must be plant-based", SourceTurnIDs: []string{"t9"}},
	}
	other := []memory.Memory{
		{Type: events.TypePreference, Content: "最喜欢的电影是《霸王别姬》"},
		{Type: events.TypePreference, Content: "Loves the ramen at Ichiran in Shibuya"},
		{Type: events.TypeFact, Content: "Plays tennis on Sundays"},
		{Type: events.TypeEpisode, Content: "Give me a ramen recipe, tonkotsu style but vegan", SourceTurnIDs: []string{"t3"}},
	}
	st := seedTyped(t, append(append([]memory.Memory{}, standing...), other...)...)
	rc := New(st, st, embed.NewLocal(0), nil, Config{MinCoverage: DefaultMinCoverage}, nil)
	for _, q := range []string{"how does TLS work?", "解释一下量子纠缠"} {
		resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: q})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range standing {
			if !strings.Contains(resp.Context, m.Content) {
				t.Errorf("%q: context lacks the standing %q:\n%s", q, m.Content, resp.Context)
			}
		}
		for _, m := range other {
			if strings.Contains(resp.Context, m.Content) {
				t.Errorf("%q: context holds the non-standing %q:\n%s", q, m.Content, resp.Context)
			}
		}
		if len(resp.Standing) != len(standing) {
			t.Errorf("%q: %d standing reported, want %d", q, len(resp.Standing), len(standing))
		}
		if resp.ContextTokens > DefaultProfileBudget+DefaultTokenBudget {
			t.Errorf("%q: context of %d tokens", q, resp.ContextTokens)
		}
	}
}
