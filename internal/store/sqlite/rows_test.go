package sqlite_test

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
)

// Audit events and idempotency keys are written many rows per statement:
// counts that are not a power of two, across several statements, in a
// write transaction and alone, keep every row and the events' order.
func TestMultiRowStateWrites(t *testing.T) {
	ctx := context.Background()
	s, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, n := range []int{1, 3, 128, 300} {
		uk := fmt.Sprintf("user-%d", n)
		var evs []store.AuditEvent
		var keys []string
		for i := range n {
			evs = append(evs, store.AuditEvent{At: time.Unix(int64(i), 0), TenantID: "t1", UserKey: uk,
				MemoryID: fmt.Sprintf("m%d", i), Action: "add", Actor: "test", TurnID: fmt.Sprintf("turn-%d", i)})
			keys = append(keys, fmt.Sprintf("key-%d", i))
		}
		write := func(st store.StateStore) error {
			if err := st.Audit(ctx, evs); err != nil {
				return err
			}
			return st.MarkApplied(ctx, "t1", uk, keys, time.Hour)
		}
		if n%2 == 0 {
			err = s.StateTx(ctx, write)
		} else {
			err = write(s)
		}
		if err != nil {
			t.Fatalf("%d rows: %v", n, err)
		}
		got, err := s.AuditLog(ctx, "t1", uk, "", 1000)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != n {
			t.Fatalf("%d events written, %d read", n, len(got))
		}
		for i, e := range got {
			if e.MemoryID != fmt.Sprintf("m%d", i) || e.TurnID != fmt.Sprintf("turn-%d", i) {
				t.Fatalf("%d rows: event %d is %+v, want m%d (order kept)", n, i, e, i)
			}
		}
		applied, err := s.Applied(ctx, "t1", uk, keys)
		if err != nil {
			t.Fatal(err)
		}
		if len(applied) != n {
			t.Errorf("%d keys marked, %d applied", n, len(applied))
		}
	}
}

// SetProfiles and MarkAppliedAll (the ingester's batched state writes in a
// write transaction) behave as SetProfile and MarkApplied per user: a
// changed value bumps the version, an unchanged one with its own time only
// moves the time, an empty value clears, and every user's keys are kept.
func TestBatchedProfilesAndKeys(t *testing.T) {
	ctx := context.Background()
	s, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	type batcher interface {
		SetProfiles(ctx context.Context, ps []store.UserProfile) error
		MarkAppliedAll(ctx context.Context, keys []store.UserKeys, ttl time.Duration) error
	}
	run := func(ps []store.UserProfile, keys []store.UserKeys) {
		t.Helper()
		err := s.WriteTx(ctx, func(_ store.VectorStore, st store.StateStore) error {
			b, ok := st.(batcher)
			if !ok {
				t.Fatal("the write transaction's state view does not batch")
			}
			if err := b.SetProfiles(ctx, ps); err != nil {
				return err
			}
			return b.MarkAppliedAll(ctx, keys, time.Hour)
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	var ps []store.UserProfile
	var keys []store.UserKeys
	for u := range 150 {
		user := fmt.Sprintf("u%d", u)
		ps = append(ps, store.UserProfile{TenantID: "t1", UserID: user, Entries: []store.ProfileEntry{
			{Key: "city", Value: "Oslo", Type: "profile", MemoryID: "m1", UpdatedAt: t0},
			{Key: "employer", Value: "Acme", Type: "profile", MemoryID: "m2"},
		}})
		keys = append(keys, store.UserKeys{TenantID: "t1", UserKey: user, Keys: []string{"a", "b", "c"}})
	}
	run(ps, keys)
	// Second round for u0: city moves to Lisbon, employer asserted again at
	// a later time (same value), and a third key cleared.
	run([]store.UserProfile{{TenantID: "t1", UserID: "u0", Entries: []store.ProfileEntry{
		{Key: "city", Value: "Lisbon", Type: "profile", MemoryID: "m3", UpdatedAt: t0.Add(time.Hour)},
		{Key: "employer", Value: "Acme", Type: "profile", MemoryID: "m2", UpdatedAt: t0.Add(2 * time.Hour)},
	}}}, nil)
	run([]store.UserProfile{{TenantID: "t1", UserID: "u0", Entries: []store.ProfileEntry{{Key: "employer"}}}}, nil)
	got, err := s.Profile(ctx, "t1", "u0")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Key != "city" || got[0].Value != "Lisbon" || got[0].Version != 2 || !got[0].UpdatedAt.Equal(t0.Add(time.Hour)) {
		t.Errorf("u0 profile %+v, want only city=Lisbon at version 2", got)
	}
	got, err = s.Profile(ctx, "t1", "u149")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Version != 1 || got[1].Version != 1 {
		t.Errorf("u149 profile %+v, want city and employer at version 1", got)
	}
	for _, u := range []string{"u0", "u77", "u149"} {
		a, err := s.Applied(ctx, "t1", u, []string{"a", "b", "c", "d"})
		if err != nil {
			t.Fatal(err)
		}
		if len(a) != 3 || a["d"] {
			t.Errorf("%s applied %v, want a, b and c", u, a)
		}
	}
}
