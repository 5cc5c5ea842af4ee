package ingest_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/semantictest"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
)

// A semantic embedder reads only the words of its table: facts that
// differ in a name or a number it does not know embed alike (cosine 1).
// They are different facts and both are kept; a restatement with the same
// words (and numbers) still merges.
func TestNearDuplicatesNeedTheSameWords(t *testing.T) {
	emb := semantic.New(semantictest.Table(t))
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	in := ingest.New(st, st, emb, keyer, ingest.Config{}, nil)
	pairs := []struct {
		a, b  string
		merge bool
	}{
		{"My dog is called Biscuit", "My dog is called Zorblax", false},
		{"Locker number is 4512", "Locker number is 9931", false},
		{"My cat is called Mimi", "My cat is called Momo", false},
		{"Going to Tokyo for the trip", "Going to Tokyo for the trip!", true},
	}
	ctx := context.Background()
	for i, p := range pairs {
		vs, err := emb.Embed(ctx, []string{p.a, p.b})
		if err != nil {
			t.Fatal(err)
		}
		if c := embed.Cosine(vs[0], vs[1]); c < 0.95 {
			t.Fatalf("pair %d: cosine %.3f under the near-duplicate threshold; the case tests nothing", i, c)
		}
		u := "dup-user-" + string(rune('a'+i))
		for j, text := range []string{p.a, p.b} {
			b := batch("t"+string(rune('a'+i))+string(rune('0'+j)), t0, fact(events.TypeFact, text))
			b.UserID = u
			if errs, _ := in.Apply(ctx, []ingest.Item{{Batch: b, PublishedAt: t0}}); errs[0] != nil {
				t.Fatal(errs[0])
			}
		}
		snap, err := storetest.TakeSnapshot(ctx, st, st, tenant, u)
		if err != nil {
			t.Fatal(err)
		}
		n := len(snap.Memories)
		if want := map[bool]int{true: 1, false: 2}[p.merge]; n != want {
			t.Errorf("%q and %q: %d memories, want %d", p.a, p.b, n, want)
		}
	}
}
