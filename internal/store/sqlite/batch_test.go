package sqlite_test

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
)

var errStop = errors.New("stop")

// stateWrites writes two users' profiles, audit events, idempotency keys
// and tombstones to st, as the ingester's commit does.
func stateWrites(ctx context.Context, st store.StateStore) error {
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, u := range []string{"alice", "bob"} {
		if err := st.SetProfile(ctx, "t1", u, []store.ProfileEntry{
			{Key: "name", Value: u, Type: "profile", MemoryID: "m-" + u, UpdatedAt: t0},
			{Key: "style", Value: "short", Type: "preference", MemoryID: "s-" + u},
		}); err != nil {
			return err
		}
		if err := st.SetProfile(ctx, "t1", u, []store.ProfileEntry{{Key: "style"}}); err != nil {
			return err
		}
		if err := st.MarkApplied(ctx, "t1", "k-"+u, []string{"turn1/0/rules", "turn1/1/rules"}, time.Hour); err != nil {
			return err
		}
		if err := st.AddTombstones(ctx, []store.Tombstone{{TenantID: "t1", UserKey: "k-" + u, MemoryID: "gone", At: t0}}); err != nil {
			return err
		}
		if err := st.DeleteAccess(ctx, "t1", u, []string{"gone"}); err != nil {
			return err
		}
	}
	return st.Audit(ctx, []store.AuditEvent{
		{At: t0, TenantID: "t1", UserKey: "k-alice", MemoryID: "m-alice", Action: "add", Actor: "ingester", TurnID: "turn1"},
		{At: t0, TenantID: "t1", UserKey: "k-bob", MemoryID: "m-bob", Action: "add", Actor: "ingester", TurnID: "turn1"},
	})
}

type stateView struct {
	Profile []store.ProfileEntry
	Applied map[string]bool
	Tombs   map[string]time.Time
	Audit   []store.AuditEvent
}

func view(t *testing.T, st store.StateStore, user string) stateView {
	t.Helper()
	ctx := context.Background()
	var v stateView
	var err error
	if v.Profile, err = st.Profile(ctx, "t1", user); err != nil {
		t.Fatal(err)
	}
	if v.Applied, err = st.Applied(ctx, "t1", "k-"+user, []string{"turn1/0/rules", "turn1/1/rules", "turn2/0/rules"}); err != nil {
		t.Fatal(err)
	}
	if v.Tombs, err = st.Tombstoned(ctx, "t1", "k-"+user, []string{"gone"}); err != nil {
		t.Fatal(err)
	}
	if v.Audit, err = st.AuditLog(ctx, "t1", "k-"+user, "", 0); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestStateTxMatchesSeparateWrites: the writes of one StateTx leave the
// state that the same calls made one transaction each leave.
func TestStateTxMatchesSeparateWrites(t *testing.T) {
	ctx := context.Background()
	plain, batched := open(t), open(t)
	if err := stateWrites(ctx, plain); err != nil {
		t.Fatal(err)
	}
	if err := batched.StateTx(ctx, func(st store.StateStore) error { return stateWrites(ctx, st) }); err != nil {
		t.Fatal(err)
	}
	for _, u := range []string{"alice", "bob"} {
		want, got := view(t, plain, u), view(t, batched, u)
		if len(want.Profile) != 1 || len(want.Applied) != 2 || len(want.Tombs) != 1 || len(want.Audit) != 1 {
			t.Fatalf("%s: separate writes left %+v", u, want)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: StateTx left\n%+v\nseparate writes left\n%+v", u, got, want)
		}
	}
}

// TestStateTxRollsBack: when fn fails nothing it wrote is visible.
func TestStateTxRollsBack(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	err := s.StateTx(ctx, func(st store.StateStore) error {
		if err := stateWrites(ctx, st); err != nil {
			return err
		}
		return errStop
	})
	if !errors.Is(err, errStop) {
		t.Fatalf("StateTx returned %v, want errStop", err)
	}
	v := view(t, s, "alice")
	if len(v.Profile) != 0 || len(v.Applied) != 0 || len(v.Tombs) != 0 || len(v.Audit) != 0 {
		t.Errorf("rolled back transaction left %+v", v)
	}
	// The writer is free again.
	if err := stateWrites(ctx, s); err != nil {
		t.Fatal(err)
	}
}

// TestStateTxView: Profile reads the transaction's own writes, and the
// operations that need the writer connection refuse instead of blocking.
func TestStateTxView(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	err := s.StateTx(ctx, func(st store.StateStore) error {
		if err := st.SetProfile(ctx, "t1", "carol", []store.ProfileEntry{{Key: "city", Value: "Oslo", Type: "profile", MemoryID: "m1"}}); err != nil {
			return err
		}
		p, err := st.Profile(ctx, "t1", "carol")
		if err != nil {
			return err
		}
		if len(p) != 1 || p[0].Value != "Oslo" || p[0].Version != 1 {
			t.Errorf("profile inside the transaction = %+v, want city=Oslo version 1", p)
		}
		if _, err := st.LockUsers(ctx, []string{"t1/x"}, time.Second); !errors.Is(err, sqlite.ErrNotInTx) {
			t.Errorf("LockUsers inside the transaction: %v, want ErrNotInTx", err)
		}
		if err := st.RecordAccess(ctx, []store.AccessHit{{TenantID: "t1", UserID: "carol", MemoryID: "m1", At: time.Now()}}); !errors.Is(err, sqlite.ErrNotInTx) {
			t.Errorf("RecordAccess inside the transaction: %v, want ErrNotInTx", err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
