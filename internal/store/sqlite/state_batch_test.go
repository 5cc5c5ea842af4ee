package sqlite_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
)

// TestStateReadsBatched checks AppliedUsers and TombstonedUsers against
// Applied and Tombstoned user by user.
func TestStateReadsBatched(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	users := []string{"k1", "k2", "k3"}
	for i, uk := range users {
		if err := s.MarkApplied(ctx, "t1", uk, []string{fmt.Sprintf("turn%d/0/rules", i), "shared", "ü-ключ\x1fsep"}, time.Hour); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkApplied(ctx, "t1", uk, []string{"expired"}, -time.Minute); err != nil {
			t.Fatal(err)
		}
		ts := []store.Tombstone{{TenantID: "t1", UserKey: uk, MemoryID: fmt.Sprintf("m%d", i), At: t0.Add(time.Duration(i) * time.Hour)}}
		if i == 1 {
			ts = append(ts, store.Tombstone{TenantID: "t1", UserKey: uk, At: t0})
		}
		if err := s.AddTombstones(ctx, ts); err != nil {
			t.Fatal(err)
		}
	}
	// Same user keys in another tenant must not leak in.
	if err := s.MarkApplied(ctx, "t2", "k1", []string{"turn1/0/rules"}, time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := s.AddTombstones(ctx, []store.Tombstone{{TenantID: "t2", UserKey: "k1", MemoryID: "m1", At: t0}}); err != nil {
		t.Fatal(err)
	}
	keys, ids := map[string][]string{}, map[string][]string{}
	for _, uk := range append(users, "k4") {
		keys[uk] = []string{"turn0/0/rules", "turn1/0/rules", "turn2/0/rules", "shared", "expired", "never", "ü-ключ\x1fsep", "ü-ключ"}
		ids[uk] = []string{"m0", "m1", "m2", "m9"}
	}
	gotA, err := s.AppliedUsers(ctx, "t1", keys)
	if err != nil {
		t.Fatal(err)
	}
	gotT, err := s.TombstonedUsers(ctx, "t1", ids)
	if err != nil {
		t.Fatal(err)
	}
	for uk := range keys {
		wantA, err := s.Applied(ctx, "t1", uk, keys[uk])
		if err != nil {
			t.Fatal(err)
		}
		if len(wantA) == 0 {
			wantA = nil
		}
		if !reflect.DeepEqual(gotA[uk], map[string]bool(wantA)) {
			t.Errorf("user %s: AppliedUsers %v, Applied %v", uk, gotA[uk], wantA)
		}
		wantT, err := s.Tombstoned(ctx, "t1", uk, ids[uk])
		if err != nil {
			t.Fatal(err)
		}
		if len(wantT) == 0 {
			wantT = nil
		}
		if !reflect.DeepEqual(gotT[uk], map[string]time.Time(wantT)) {
			t.Errorf("user %s: TombstonedUsers %v, Tombstoned %v", uk, gotT[uk], wantT)
		}
	}
	if len(gotA["k1"]) != 3 || !gotA["k1"]["ü-ключ\x1fsep"] || gotA["k1"]["ü-ключ"] || !gotT["k2"][""].Equal(t0) {
		t.Errorf("unexpected reads: applied %v, tombstones %v", gotA, gotT)
	}
}
