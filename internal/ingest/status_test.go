package ingest_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// txVectors wraps the vector store of a sqlite WriteTx: with whole set, it
// hides UpsertStatus (every memory is written whole, the reference);
// otherwise it counts the memories written status-only.
type txVectors struct {
	store.VectorStore
	statusOnly *int
}

func (v txVectors) UpsertStatus(ctx context.Context, mems, statusOnly []memory.Memory) error {
	*v.statusOnly += len(statusOnly)
	return v.VectorStore.(store.StatusUpserter).UpsertStatus(ctx, mems, statusOnly)
}

// wholeWrites is a sqlite store whose write transactions write every
// memory whole.
type wholeWrites struct{ *sqlite.Store }

func (w wholeWrites) WriteTx(ctx context.Context, fn func(store.VectorStore, store.StateStore) error) error {
	return w.Store.WriteTx(ctx, func(v store.VectorStore, st store.StateStore) error {
		return fn(struct{ store.VectorStore }{v}, st)
	})
}

// Unwrap gives the ingester the store itself for its reads.
func (w wholeWrites) Unwrap() store.VectorStore { return w.Store }

// Unwrap gives the ingester the store itself for its reads.
func (c countingWrites) Unwrap() store.VectorStore { return c.Store }

// countingWrites is a sqlite store that counts the memories its write
// transactions write status-only.
type countingWrites struct {
	*sqlite.Store
	statusOnly *int
}

func (c countingWrites) WriteTx(ctx context.Context, fn func(store.VectorStore, store.StateStore) error) error {
	return c.Store.WriteTx(ctx, func(v store.VectorStore, st store.StateStore) error {
		return fn(txVectors{v, c.statusOnly}, st)
	})
}

// TestStatusOnlyWrites: supersessions are written status-only (only
// Status, Supersedes and Version of the stored record), and the stored
// state, hot index and reads after a long mixed sequence of calls are
// exactly those of writing every memory whole.
func TestStatusOnlyWrites(t *testing.T) {
	var bs []*events.FactBatch
	values := []string{"short", "detailed", "bullet", "short", "formal"}
	r := rand.New(rand.NewPCG(3, 9))
	for i := range 60 {
		ts := t0.Add(time.Duration(r.IntN(600)) * time.Minute)
		fs := []events.Fact{keyed("response_style", values[r.IntN(len(values))])}
		switch r.IntN(4) {
		case 0:
			fs = append(fs, fact(events.TypeFact, fmt.Sprintf("Owns book number %d", r.IntN(5))))
		case 1:
			fs = append(fs, events.Fact{Type: events.TypeProfile, Content: fmt.Sprintf("Lives in city %d", r.IntN(3)),
				Key: "location", Value: fmt.Sprintf("city %d", r.IntN(3)), Confidence: 0.8, Importance: 0.8})
		case 2:
			fs = append(fs, fact(events.TypePreference, "Enjoys hiking in the mountains"))
		}
		bs = append(bs, batch(fmt.Sprintf("turn-%03d", i), ts, fs...))
	}
	// New values last, each in its own call: the value each supersedes
	// is written status-only as its last write.
	for i := range 3 {
		bs = append(bs, batch(fmt.Sprintf("turn-last-%d", i), t0.Add(time.Duration(700+i)*time.Minute),
			keyed("response_style", fmt.Sprintf("final %d", i))))
	}
	open := func(t *testing.T) *sqlite.Store {
		st, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: keyer})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	run := func(t *testing.T, st *sqlite.Store, vec store.VectorStore) storetest.Snapshot {
		e := newEnvWith(st, st, ingest.Config{})
		e.in = ingest.New(vec, st, embed.NewLocal(0), keyer, ingest.Config{}, nil)
		e.in.Now = func() time.Time { return t0.Add(24 * time.Hour) }
		for i := 0; i < len(bs)-3; i += 3 {
			e.apply(t, bs[i:min(i+3, len(bs)-3)]...)
		}
		for _, b := range bs[len(bs)-3:] {
			e.apply(t, b)
		}
		return e.snapshot(t)
	}
	ref := open(t)
	want := run(t, ref, wholeWrites{ref})
	var n int
	got := open(t)
	requireSame(t, run(t, got, countingWrites{got, &n}), want, storetest.CompareOptions{})
	if n == 0 {
		t.Fatal("no memory was written status-only: the test proves nothing")
	}
	t.Logf("%d memories written status-only", n)
	// The hot index (patched from what the writes returned) answers like
	// the database.
	f := store.Filter{TenantID: tenant, UserID: user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
	all, _, err := got.List(context.Background(), f, "", 1000)
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(all))
	for i, m := range all {
		ids[i] = m.ID
	}
	hot, err := got.GetIndexed(context.Background(), tenant, user, ids)
	if err != nil {
		t.Fatal(err)
	}
	cold, err := got.Get(context.Background(), tenant, user, ids)
	if err != nil {
		t.Fatal(err)
	}
	byID := func(ms []memory.Memory) map[string]memory.Memory {
		out := map[string]memory.Memory{}
		for _, m := range ms {
			out[m.ID] = m
		}
		return out
	}
	if len(hot) != len(all) {
		t.Errorf("hot index holds %d of the %d memories", len(hot), len(all))
	}
	if d := storetest.Diff(storetest.Snapshot{Memories: byID(hot)}, storetest.Snapshot{Memories: byID(cold)}, storetest.CompareOptions{}); len(d) > 0 {
		t.Errorf("hot index differs from the database: %v", d)
	}
}
