package recall

import (
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// TestRenderLeavesFavouritesToRanking: a favourite in the profile is not
// rendered in every context (it governs no answer); identity keys are,
// and the favourite's memory is rendered when recall ranks it.
func TestRenderLeavesFavouritesToRanking(t *testing.T) {
	prof := []store.ProfileEntry{
		{Key: "name", Value: "Bernie"},
		{Key: "favorite_film", Value: "Paris, Texas"},
		{Key: "favourite_bakery", Value: "Wren's"},
		{Key: "location", Value: "Hamilton"},
	}
	out, _ := Render(prof, "", nil, 300, 1000)
	if !strings.Contains(out, "- name: Bernie") || !strings.Contains(out, "- location: Hamilton") {
		t.Errorf("identity keys missing:\n%s", out)
	}
	if strings.Contains(out, "Paris, Texas") || strings.Contains(out, "Wren's") {
		t.Errorf("a favourite is rendered for any query:\n%s", out)
	}
	mems := []Scored{{Type: events.TypePreference, Key: "favorite_film", Value: "Paris, Texas", Content: "Favorite film is Paris, Texas"}}
	if out, _ := Render(prof, "", mems, 300, 1000); !strings.Contains(out, "Favorite film is Paris, Texas") {
		t.Errorf("a ranked favourite is not rendered:\n%s", out)
	}
}
