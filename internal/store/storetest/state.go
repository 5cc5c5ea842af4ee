package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// StateKeyer is the Keyer the state suite uses for userkeys. Backends that
// hash user ids themselves (for methods that take a user id) must be opened
// with it, so that the suite's userkeys and theirs agree.
var StateKeyer = events.NewKeyer([]byte("storetest-state-keyer"))

// TestStateStore is the contract suite of store.StateStore. open returns a
// fresh store for a subtest, built with StateKeyer where the backend hashes
// user ids, and arranges its cleanup; stores returned by several calls may
// share one server or file: every subtest uses its own tenant and user ids.
// Times are compared at millisecond precision. Profile versions start at 1
// for a new key and grow by one per change; rewriting an entry with the same
// value, type, memory id and scope is no change.
func TestStateStore(t *testing.T, open func(t *testing.T) store.StateStore) {
	t.Run("Ping", func(t *testing.T) {
		s := open(t)
		if err := s.Ping(ctx(t)); err != nil {
			t.Fatalf("Ping: %v", err)
		}
	})
	t.Run("Idempotency", func(t *testing.T) { testIdempotency(t, open(t)) })
	t.Run("IdempotencyTTL", func(t *testing.T) { testIdempotencyTTL(t, open(t)) })
	t.Run("Profile", func(t *testing.T) { testProfile(t, open(t)) })
	t.Run("ProfileIsolation", func(t *testing.T) { testProfileIsolation(t, open(t)) })
	t.Run("Tombstones", func(t *testing.T) { testTombstones(t, open(t)) })
	t.Run("Access", func(t *testing.T) { testAccess(t, open(t)) })
	t.Run("Audit", func(t *testing.T) { testAudit(t, open(t)) })
	t.Run("EraseUserState", func(t *testing.T) { testErase(t, open(t)) })
	t.Run("LockMutualExclusion", func(t *testing.T) { testLockExclusion(t, open(t)) })
	t.Run("LockOverlappingSets", func(t *testing.T) { testLockOverlap(t, open(t)) })
	t.Run("LockWaitBoundedByContext", func(t *testing.T) { testLockContext(t, open(t)) })
	t.Run("LockTakeoverAfterTTL", func(t *testing.T) { testLockTakeover(t, open(t)) })
	t.Run("LockRenewedWhileHeld", func(t *testing.T) { testLockRenewal(t, open(t)) })
	t.Run("Lease", func(t *testing.T) { testLease(t, open(t)) })
	t.Run("LeaseExpiry", func(t *testing.T) { testLeaseExpiry(t, open(t)) })
}

// ---- helpers ----

func ctx(t *testing.T) context.Context {
	c, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return c
}

func rnd() string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// user is a fresh tenant and user, with the user's key.
type user struct{ tenant, id, key string }

func newTenant() string { return "t-" + rnd() }

func newUser(tenant string) user {
	id := "user." + rnd() + "@example.com"
	return user{tenant, id, StateKeyer.UserKey(tenant, id)}
}

func (u user) lockKey() string { return u.tenant + "/" + u.key }

// ms is a time at millisecond precision, in UTC.
func ms(t time.Time) time.Time { return t.Truncate(time.Millisecond).UTC() }

func sameTime(a, b time.Time) bool { return ms(a).Equal(ms(b)) }

func profileMap(t *testing.T, s store.StateStore, u user) map[string]store.ProfileEntry {
	t.Helper()
	es, err := s.Profile(ctx(t), u.tenant, u.id)
	if err != nil {
		t.Fatalf("Profile: %v", err)
	}
	m := make(map[string]store.ProfileEntry, len(es))
	for _, e := range es {
		if _, dup := m[e.Key]; dup {
			t.Fatalf("Profile returned key %q twice", e.Key)
		}
		m[e.Key] = e
	}
	return m
}

func setProfile(t *testing.T, s store.StateStore, u user, es ...store.ProfileEntry) {
	t.Helper()
	if err := s.SetProfile(ctx(t), u.tenant, u.id, es); err != nil {
		t.Fatalf("SetProfile: %v", err)
	}
}

func entry(key, value, memID string) store.ProfileEntry {
	return store.ProfileEntry{Key: key, Value: value, Type: events.FactType("profile"), MemoryID: memID, UpdatedAt: ms(time.Now())}
}

func applied(t *testing.T, s store.StateStore, u user, keys ...string) map[string]bool {
	t.Helper()
	m, err := s.Applied(ctx(t), u.tenant, u.key, keys)
	if err != nil {
		t.Fatalf("Applied: %v", err)
	}
	return m
}

// ---- idempotency ----

func testIdempotency(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	a, b := newUser(tenant), newUser(tenant)
	keys := []string{"turn-1/0/rules/1", "turn-1/1/rules/1", "turn-2/0/rules/1"}
	for k, v := range applied(t, s, a, keys...) {
		if v {
			t.Errorf("Applied(%q) before MarkApplied = true", k)
		}
	}
	if err := s.MarkApplied(ctx(t), a.tenant, a.key, keys[:2], time.Hour); err != nil {
		t.Fatalf("MarkApplied: %v", err)
	}
	got := applied(t, s, a, keys...)
	want := map[string]bool{keys[0]: true, keys[1]: true, keys[2]: false}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("Applied(%q) = %v, want %v", k, got[k], w)
		}
	}
	// Marking again is harmless.
	if err := s.MarkApplied(ctx(t), a.tenant, a.key, keys[:1], time.Hour); err != nil {
		t.Fatalf("MarkApplied again: %v", err)
	}
	if !applied(t, s, a, keys[0])[keys[0]] {
		t.Errorf("Applied after second MarkApplied = false")
	}
	// Other users and other tenants are unaffected.
	for _, o := range []user{b, {tenant: newTenant(), id: a.id, key: a.key}} {
		for k, v := range applied(t, s, o, keys...) {
			if v {
				t.Errorf("Applied(%q) for another user or tenant = true", k)
			}
		}
	}
	if m := applied(t, s, a); len(m) != 0 {
		t.Errorf("Applied with no keys = %v, want empty", m)
	}
}

func testIdempotencyTTL(t *testing.T, s store.StateStore) {
	u := newUser(newTenant())
	if err := s.MarkApplied(ctx(t), u.tenant, u.key, []string{"short"}, time.Second); err != nil {
		t.Fatalf("MarkApplied: %v", err)
	}
	if err := s.MarkApplied(ctx(t), u.tenant, u.key, []string{"long"}, time.Hour); err != nil {
		t.Fatalf("MarkApplied: %v", err)
	}
	if !applied(t, s, u, "short")["short"] {
		t.Fatalf("Applied right after MarkApplied = false")
	}
	deadline := time.Now().Add(5 * time.Second)
	for applied(t, s, u, "short")["short"] {
		if time.Now().After(deadline) {
			t.Fatalf("idempotency key with a 1s TTL still applied after 5s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	if !applied(t, s, u, "long")["long"] {
		t.Errorf("idempotency key with a 1h TTL expired")
	}
}

// ---- profiles ----

func testProfile(t *testing.T, s store.StateStore) {
	u := newUser(newTenant())
	if m := profileMap(t, s, u); len(m) != 0 {
		t.Fatalf("empty profile = %v", m)
	}
	setProfile(t, s, u, entry("name", "Ada", "m1"), entry("reply_style", "short", "m2"))
	m := profileMap(t, s, u)
	if len(m) != 2 || m["name"].Value != "Ada" || m["reply_style"].Value != "short" {
		t.Fatalf("profile = %+v", m)
	}
	e := m["name"]
	if e.MemoryID != "m1" || e.Type != "profile" || e.Version < 1 || e.UpdatedAt.IsZero() {
		t.Errorf("entry = %+v, want memory m1, type profile, version >= 1, updated_at set", e)
	}
	v1 := e.Version

	setProfile(t, s, u, entry("name", "Grace", "m3"))
	e = profileMap(t, s, u)["name"]
	if e.Value != "Grace" || e.MemoryID != "m3" || e.Version != v1+1 {
		t.Errorf("after change: %+v, want Grace, m3, version %d", e, v1+1)
	}
	if r := profileMap(t, s, u)["reply_style"]; r.Value != "short" || r.Version != v1 {
		t.Errorf("untouched key changed: %+v", r)
	}

	// The same entry again (a redelivery) is no change.
	setProfile(t, s, u, entry("name", "Grace", "m3"))
	if e2 := profileMap(t, s, u)["name"]; e2.Version != e.Version {
		t.Errorf("rewriting the same value moved version %d -> %d", e.Version, e2.Version)
	}
	// The same value asserted again later moves UpdatedAt, not the version.
	later := entry("name", "Grace", "m3")
	later.UpdatedAt = e.UpdatedAt.Add(time.Hour)
	setProfile(t, s, u, later)
	if e2 := profileMap(t, s, u)["name"]; e2.Version != e.Version || !sameTime(e2.UpdatedAt, later.UpdatedAt) {
		t.Errorf("re-asserted entry = %+v, want version %d and updated_at %v", e2, e.Version, later.UpdatedAt)
	}

	// An empty value deletes the key; setting it again continues the versions.
	setProfile(t, s, u, store.ProfileEntry{Key: "name"})
	m = profileMap(t, s, u)
	if _, ok := m["name"]; ok || len(m) != 1 {
		t.Errorf("after delete: %+v, want only reply_style", m)
	}
	setProfile(t, s, u, entry("name", "Ada", "m1"))
	if e3 := profileMap(t, s, u)["name"]; e3.Value != "Ada" || e3.Version <= e.Version {
		t.Errorf("after re-set: %+v, want Ada with version > %d", e3, e.Version)
	}

	// Several changes of one key in one call.
	setProfile(t, s, u, entry("city", "Paris", "m4"), entry("city", "Lyon", "m5"))
	if c := profileMap(t, s, u)["city"]; c.Value != "Lyon" || c.Version != 2 {
		t.Errorf("two sets in one call: %+v, want Lyon version 2", c)
	}
	// Deleting a key that is not there is fine.
	setProfile(t, s, u, store.ProfileEntry{Key: "absent"})
}

func testProfileIsolation(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	a, b := newUser(tenant), newUser(tenant)
	other := newUser(newTenant())
	other.id = a.id // same user id in another tenant
	other.key = StateKeyer.UserKey(other.tenant, other.id)
	setProfile(t, s, a, entry("name", "Ada", "m1"))
	setProfile(t, s, b, entry("name", "Bob", "m2"))
	if m := profileMap(t, s, a); m["name"].Value != "Ada" || len(m) != 1 {
		t.Errorf("a's profile = %+v", m)
	}
	if m := profileMap(t, s, b); m["name"].Value != "Bob" || len(m) != 1 {
		t.Errorf("b's profile = %+v", m)
	}
	if m := profileMap(t, s, other); len(m) != 0 {
		t.Errorf("same user id in another tenant sees %+v", m)
	}
	setProfile(t, s, other, entry("name", "Other", "m9"))
	if m := profileMap(t, s, a); m["name"].Value != "Ada" {
		t.Errorf("a's profile after another tenant's write = %+v", m)
	}
}

// ---- tombstones ----

func testTombstones(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	u, o := newUser(tenant), newUser(tenant)
	t0 := ms(time.Now().Add(-time.Hour))
	add := func(ts ...store.Tombstone) {
		t.Helper()
		if err := s.AddTombstones(ctx(t), ts); err != nil {
			t.Fatalf("AddTombstones: %v", err)
		}
	}
	get := func(u user, ids ...string) map[string]time.Time {
		t.Helper()
		m, err := s.Tombstoned(ctx(t), u.tenant, u.key, ids)
		if err != nil {
			t.Fatalf("Tombstoned: %v", err)
		}
		return m
	}
	if m := get(u, "m1"); len(m) != 0 {
		t.Fatalf("no tombstones yet, got %v", m)
	}
	add(store.Tombstone{TenantID: tenant, UserKey: u.key, MemoryID: "m1", At: t0.Add(2 * time.Minute)},
		store.Tombstone{TenantID: tenant, UserKey: u.key, At: t0})
	add(store.Tombstone{TenantID: tenant, UserKey: u.key, MemoryID: "m1", At: t0.Add(time.Minute)}) // older: ignored
	m := get(u, "m1", "m2")
	if len(m) != 2 || !sameTime(m[""], t0) || !sameTime(m["m1"], t0.Add(2*time.Minute)) {
		t.Errorf("Tombstoned = %v, want user %v and m1 %v (latest wins), no m2", m, t0, t0.Add(2*time.Minute))
	}
	add(store.Tombstone{TenantID: tenant, UserKey: u.key, At: t0.Add(time.Hour)})
	if m := get(u); !sameTime(m[""], t0.Add(time.Hour)) {
		t.Errorf("user tombstone after a later one = %v, want %v", m[""], t0.Add(time.Hour))
	}
	if m := get(o, "m1"); len(m) != 0 {
		t.Errorf("another user's tombstones = %v", m)
	}
}

// ---- access ----

func testAccess(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	u, o := newUser(tenant), newUser(tenant)
	t0 := ms(time.Now().Add(-time.Hour))
	hit := func(u user, id string, at time.Time) store.AccessHit {
		return store.AccessHit{TenantID: u.tenant, UserID: u.id, MemoryID: id, At: at}
	}
	if err := s.RecordAccess(ctx(t), []store.AccessHit{
		hit(u, "m1", t0.Add(time.Minute)), hit(u, "m1", t0), hit(u, "m2", t0), hit(o, "m1", t0),
	}); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}
	if err := s.RecordAccess(ctx(t), []store.AccessHit{hit(u, "m1", t0.Add(30*time.Second))}); err != nil {
		t.Fatalf("RecordAccess: %v", err)
	}
	stats := func(u user, ids ...string) map[string]store.Access {
		t.Helper()
		m, err := s.AccessStats(ctx(t), u.tenant, u.id, ids)
		if err != nil {
			t.Fatalf("AccessStats: %v", err)
		}
		return m
	}
	m := stats(u, "m1", "m2", "m3")
	if a := m["m1"]; a.Count != 3 || !sameTime(a.LastAccess, t0.Add(time.Minute)) {
		t.Errorf("m1 = %+v, want 3 hits, last %v", a, t0.Add(time.Minute))
	}
	if a := m["m2"]; a.Count != 1 || !sameTime(a.LastAccess, t0) {
		t.Errorf("m2 = %+v, want 1 hit, last %v", a, t0)
	}
	if a, ok := m["m3"]; ok && a.Count != 0 {
		t.Errorf("m3 never hit = %+v", a)
	}
	if a := stats(o, "m1")["m1"]; a.Count != 1 {
		t.Errorf("other user's m1 = %+v, want 1 hit", a)
	}
	if err := s.DeleteAccess(ctx(t), u.tenant, u.id, []string{"m1"}); err != nil {
		t.Fatalf("DeleteAccess: %v", err)
	}
	m = stats(u, "m1", "m2")
	if a := m["m1"]; a.Count != 0 {
		t.Errorf("m1 after DeleteAccess = %+v", a)
	}
	if a := m["m2"]; a.Count != 1 {
		t.Errorf("m2 after deleting m1 = %+v, want 1 hit", a)
	}
	if a := stats(o, "m1")["m1"]; a.Count != 1 {
		t.Errorf("other user's m1 after DeleteAccess = %+v, want 1 hit", a)
	}
}

// ---- audit ----

func testAudit(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	u, o := newUser(tenant), newUser(tenant)
	t0 := ms(time.Now().Add(-time.Hour))
	ev := func(u user, mem, action string, i int) store.AuditEvent {
		return store.AuditEvent{At: t0.Add(time.Duration(i) * time.Second), TenantID: u.tenant, UserKey: u.key,
			MemoryID: mem, Action: action, Actor: "ingester", TurnID: fmt.Sprintf("turn-%d", i), Detail: "n=1"}
	}
	if err := s.Audit(ctx(t), []store.AuditEvent{ev(u, "m1", "add", 0), ev(o, "m1", "add", 0), ev(u, "m2", "add", 1)}); err != nil {
		t.Fatalf("Audit: %v", err)
	}
	if err := s.Audit(ctx(t), []store.AuditEvent{ev(u, "m1", "merge", 2), ev(u, "m1", "recall", 3)}); err != nil {
		t.Fatalf("Audit: %v", err)
	}
	log := func(u user, mem string, limit int) []store.AuditEvent {
		t.Helper()
		evs, err := s.AuditLog(ctx(t), u.tenant, u.key, mem, limit)
		if err != nil {
			t.Fatalf("AuditLog: %v", err)
		}
		return evs
	}
	check := func(name string, got []store.AuditEvent, want ...store.AuditEvent) {
		t.Helper()
		if len(got) != len(want) {
			t.Errorf("%s: %d events %+v, want %d", name, len(got), got, len(want))
			return
		}
		for i := range want {
			g, w := got[i], want[i]
			if g.MemoryID != w.MemoryID || g.Action != w.Action || g.TurnID != w.TurnID || g.Actor != w.Actor ||
				g.Detail != w.Detail || g.TenantID != w.TenantID || g.UserKey != w.UserKey || !sameTime(g.At, w.At) {
				t.Errorf("%s: event %d = %+v, want %+v", name, i, g, w)
			}
		}
	}
	check("all", log(u, "", 0), ev(u, "m1", "add", 0), ev(u, "m2", "add", 1), ev(u, "m1", "merge", 2), ev(u, "m1", "recall", 3))
	check("m1", log(u, "m1", 0), ev(u, "m1", "add", 0), ev(u, "m1", "merge", 2), ev(u, "m1", "recall", 3))
	check("limit", log(u, "", 2), ev(u, "m1", "add", 0), ev(u, "m2", "add", 1))
	check("m1 limit", log(u, "m1", 2), ev(u, "m1", "add", 0), ev(u, "m1", "merge", 2))
	check("other user", log(o, "", 0), ev(o, "m1", "add", 0))
	check("none", log(u, "m9", 0))
}

// ---- erasure ----

func testErase(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	u, o := newUser(tenant), newUser(tenant)
	t0 := ms(time.Now().Add(-time.Hour))
	for _, x := range []user{u, o} {
		setProfile(t, s, x, entry("name", "N", "m1"), entry("city", "C", "m2"))
		if err := s.MarkApplied(ctx(t), x.tenant, x.key, []string{"k1", "k2", "k3"}, time.Hour); err != nil {
			t.Fatalf("MarkApplied: %v", err)
		}
		if err := s.RecordAccess(ctx(t), []store.AccessHit{
			{TenantID: x.tenant, UserID: x.id, MemoryID: "m1", At: t0},
			{TenantID: x.tenant, UserID: x.id, MemoryID: "m1", At: t0},
			{TenantID: x.tenant, UserID: x.id, MemoryID: "m2", At: t0},
		}); err != nil {
			t.Fatalf("RecordAccess: %v", err)
		}
		if err := s.AddTombstones(ctx(t), []store.Tombstone{{TenantID: x.tenant, UserKey: x.key, MemoryID: "m0", At: t0}}); err != nil {
			t.Fatalf("AddTombstones: %v", err)
		}
		if err := s.Audit(ctx(t), []store.AuditEvent{{At: t0, TenantID: x.tenant, UserKey: x.key, MemoryID: "m1", Action: "add", Actor: "ingester"}}); err != nil {
			t.Fatalf("Audit: %v", err)
		}
	}
	counts, err := s.EraseUserState(ctx(t), u.tenant, u.id, u.key)
	if err != nil {
		t.Fatalf("EraseUserState: %v", err)
	}
	want := map[string]int{"profile": 2, "idempotency": 3, "access": 2}
	for k, w := range want {
		if counts[k] != w {
			t.Errorf("EraseUserState counts[%q] = %d, want %d (all: %v)", k, counts[k], w, counts)
		}
	}
	// The tombstone of the erasure itself goes in after (or before): both survive.
	if err := s.AddTombstones(ctx(t), []store.Tombstone{{TenantID: u.tenant, UserKey: u.key, At: t0.Add(time.Minute)}}); err != nil {
		t.Fatalf("AddTombstones: %v", err)
	}

	if m := profileMap(t, s, u); len(m) != 0 {
		t.Errorf("profile after erasure = %+v", m)
	}
	for k, v := range applied(t, s, u, "k1", "k2", "k3") {
		if v {
			t.Errorf("idempotency key %q applied after erasure", k)
		}
	}
	if m, err := s.AccessStats(ctx(t), u.tenant, u.id, []string{"m1", "m2"}); err != nil {
		t.Fatalf("AccessStats: %v", err)
	} else if m["m1"].Count != 0 || m["m2"].Count != 0 {
		t.Errorf("access after erasure = %+v", m)
	}
	if m, err := s.Tombstoned(ctx(t), u.tenant, u.key, []string{"m0"}); err != nil {
		t.Fatalf("Tombstoned: %v", err)
	} else if !sameTime(m["m0"], t0) || !sameTime(m[""], t0.Add(time.Minute)) {
		t.Errorf("tombstones after erasure = %v, want m0 and user", m)
	}
	if evs, err := s.AuditLog(ctx(t), u.tenant, u.key, "", 0); err != nil {
		t.Fatalf("AuditLog: %v", err)
	} else if len(evs) != 1 {
		t.Errorf("audit after erasure: %d events, want 1 kept", len(evs))
	}

	// The other user is untouched.
	if m := profileMap(t, s, o); len(m) != 2 {
		t.Errorf("other user's profile = %+v", m)
	}
	for k, v := range applied(t, s, o, "k1", "k2", "k3") {
		if !v {
			t.Errorf("other user's idempotency key %q gone", k)
		}
	}
	if m, err := s.AccessStats(ctx(t), o.tenant, o.id, []string{"m1", "m2"}); err != nil {
		t.Fatalf("AccessStats: %v", err)
	} else if m["m1"].Count != 2 || m["m2"].Count != 1 {
		t.Errorf("other user's access = %+v, want m1 2, m2 1", m)
	}

	// Erasing again finds nothing.
	counts, err = s.EraseUserState(ctx(t), u.tenant, u.id, u.key)
	if err != nil {
		t.Fatalf("EraseUserState again: %v", err)
	}
	for k, n := range counts {
		if n != 0 {
			t.Errorf("second EraseUserState counts[%q] = %d, want 0", k, n)
		}
	}
}

// ---- locks ----

func lock(t *testing.T, s store.StateStore, c context.Context, ttl time.Duration, keys ...string) func() {
	t.Helper()
	release, err := s.LockUsers(c, keys, ttl)
	if err != nil {
		t.Fatalf("LockUsers(%v): %v", keys, err)
	}
	return release
}

func testLockExclusion(t *testing.T, s store.StateStore) {
	u := newUser(newTenant())
	const workers, rounds = 6, 20
	counter := 0 // deliberately not atomic: the lock is what protects it
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	c := ctx(t)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := 0; r < rounds; r++ {
				release, err := s.LockUsers(c, []string{u.lockKey()}, 10*time.Second)
				if err != nil {
					errs <- err
					return
				}
				v := counter
				runtime.Gosched()
				time.Sleep(50 * time.Microsecond)
				counter = v + 1
				release()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("LockUsers: %v", err)
	}
	if counter != workers*rounds {
		t.Fatalf("counter = %d, want %d: the lock did not exclude", counter, workers*rounds)
	}
}

func testLockOverlap(t *testing.T, s store.StateStore) {
	tenant := newTenant()
	a, b, c := newUser(tenant), newUser(tenant), newUser(tenant)
	sets := [][]string{
		{a.lockKey(), b.lockKey()},
		{b.lockKey(), a.lockKey()},
		{c.lockKey(), b.lockKey(), a.lockKey(), a.lockKey()},
	}
	held := map[string]bool{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	c30, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fail := make(chan string, 100)
	for i := 0; i < 9; i++ {
		wg.Add(1)
		go func(keys []string) {
			defer wg.Done()
			for r := 0; r < 5; r++ {
				release, err := s.LockUsers(c30, keys, 10*time.Second)
				if err != nil {
					fail <- err.Error()
					return
				}
				mu.Lock()
				mine := map[string]bool{}
				for _, k := range keys {
					if held[k] && !mine[k] {
						fail <- "two holders of " + k
					}
					held[k], mine[k] = true, true
				}
				mu.Unlock()
				time.Sleep(time.Millisecond)
				mu.Lock()
				for _, k := range keys {
					delete(held, k)
				}
				mu.Unlock()
				release()
			}
		}(sets[i%len(sets)])
	}
	wg.Wait()
	close(fail)
	for f := range fail {
		t.Error(f)
	}
	// Release is idempotent.
	release := lock(t, s, ctx(t), time.Minute, a.lockKey())
	release()
	release()
	lock(t, s, ctx(t), time.Minute, a.lockKey())()
}

func testLockContext(t *testing.T, s store.StateStore) {
	u := newUser(newTenant())
	release := lock(t, s, ctx(t), time.Minute, u.lockKey())
	c, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	if r, err := s.LockUsers(c, []string{u.lockKey()}, time.Minute); err == nil {
		r()
		t.Fatalf("LockUsers on a held lock succeeded")
	} else if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("LockUsers on a held lock: %v, want a wrapped context.DeadlineExceeded", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("LockUsers waited %v past its context", d)
	}
	release()
	lock(t, s, ctx(t), time.Minute, u.lockKey())()
}

func testLockTakeover(t *testing.T, s store.StateStore) {
	u := newUser(newTenant())
	// A holder whose context is gone stands for a crashed process: no renewal.
	hc, crash := context.WithCancel(ctx(t))
	crashed := lock(t, s, hc, 300*time.Millisecond, u.lockKey()) // never released in time
	crash()
	start := time.Now()
	second := lock(t, s, ctx(t), time.Minute, u.lockKey())
	if d := time.Since(start); d < 100*time.Millisecond {
		t.Errorf("lock taken after %v, before the holder's 300ms ttl", d)
	}
	// The crashed holder's late release must not free the new holder's lock.
	crashed()
	c, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if r, err := s.LockUsers(c, []string{u.lockKey()}, time.Minute); err == nil {
		r()
		t.Errorf("a stale release freed the new holder's lock")
	}
	second()
}

// testLockRenewal: a live holder keeps its lock past ttl until release.
func testLockRenewal(t *testing.T, s store.StateStore) {
	u := newUser(newTenant())
	const ttl = 600 * time.Millisecond
	release := lock(t, s, ctx(t), ttl, u.lockKey())
	deadline := time.Now().Add(3 * ttl)
	for time.Now().Before(deadline) {
		c, cancel := context.WithTimeout(context.Background(), ttl/2)
		r, err := s.LockUsers(c, []string{u.lockKey()}, time.Minute)
		cancel()
		if err == nil {
			r()
			release()
			t.Fatalf("lock taken over while its holder was alive (ttl %v, renewed every ttl/3)", ttl)
		}
	}
	release()
	lock(t, s, ctx(t), time.Minute, u.lockKey())()
}

// ---- leases ----

func testLease(t *testing.T, s store.StateStore) {
	name := "forgetter-" + rnd()
	acq := func(holder string, ttl time.Duration) bool {
		t.Helper()
		ok, err := s.AcquireLease(ctx(t), name, holder, ttl)
		if err != nil {
			t.Fatalf("AcquireLease: %v", err)
		}
		return ok
	}
	rel := func(holder string) {
		t.Helper()
		if err := s.ReleaseLease(ctx(t), name, holder); err != nil {
			t.Fatalf("ReleaseLease: %v", err)
		}
	}
	if !acq("a", time.Minute) {
		t.Fatalf("a could not take a free lease")
	}
	if acq("b", time.Minute) {
		t.Fatalf("b took a's lease")
	}
	if !acq("a", time.Minute) {
		t.Fatalf("a could not renew its lease")
	}
	rel("b") // not the holder: no effect
	if acq("b", time.Minute) {
		t.Fatalf("b took the lease after releasing one it did not hold")
	}
	rel("a")
	if !acq("b", time.Minute) {
		t.Fatalf("b could not take a released lease")
	}
	if acq("a", time.Minute) {
		t.Fatalf("a took b's lease")
	}
	rel("b")
	// Another lease name is independent.
	ok, err := s.AcquireLease(ctx(t), name+"-other", "c", time.Minute)
	if err != nil || !ok {
		t.Fatalf("independent lease: %v %v", ok, err)
	}
	_ = s.ReleaseLease(ctx(t), name+"-other", "c")
}

func testLeaseExpiry(t *testing.T, s store.StateStore) {
	name := "expiry-" + rnd()
	ok, err := s.AcquireLease(ctx(t), name, "a", 300*time.Millisecond)
	if err != nil || !ok {
		t.Fatalf("AcquireLease: %v %v", ok, err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		ok, err := s.AcquireLease(ctx(t), name, "b", time.Minute)
		if err != nil {
			t.Fatalf("AcquireLease: %v", err)
		}
		if ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("a lease with a 300ms ttl was not free after 5s")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if ok, _ := s.AcquireLease(ctx(t), name, "a", time.Minute); ok {
		t.Errorf("a retook b's lease")
	}
	_ = s.ReleaseLease(ctx(t), name, "b")
}
