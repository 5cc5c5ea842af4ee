package redisstore_test

import (
	"context"
	"errors"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/internal/testutil"
)

func open(t *testing.T) store.StateStore {
	t.Helper()
	s, err := redisstore.New(testutil.Redis(t), storetest.StateKeyer, redisstore.Options{Prefix: testutil.RedisPrefix(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = s.Close() })
	return s
}

// openRaw returns a Redis client, a fresh key prefix and a store on them,
// for tests that look at the keys themselves.
func openRaw(t *testing.T) (*redis.Client, string, *redisstore.Store) {
	t.Helper()
	c := testutil.Redis(t)
	prefix := testutil.RedisPrefix(t)
	s, err := redisstore.New(c, storetest.StateKeyer, redisstore.Options{Prefix: prefix})
	if err != nil {
		t.Fatal(err)
	}
	return c, prefix, s
}

func TestStateStore(t *testing.T) {
	storetest.TestStateStore(t, open)
}

// TestKeysHideUserIDs checks the key layout: one hash tag per user, no user id
// in clear, tombstones and audit kept by erasure.
func TestKeysHideUserIDs(t *testing.T) {
	c, prefix, s := openRaw(t)
	ctx := context.Background()
	const tenant, user = "acme", "ada.lovelace@example.com"
	uk := storetest.StateKeyer.UserKey(tenant, user)
	if err := s.SetProfile(ctx, tenant, user, []store.ProfileEntry{{Key: "name", Value: "Ada", Type: "profile", MemoryID: "m1"}}); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkApplied(ctx, tenant, uk, []string{"turn/0/rules"}, time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordAccess(ctx, []store.AccessHit{{TenantID: tenant, UserID: user, MemoryID: "m1", At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddTombstones(ctx, []store.Tombstone{{TenantID: tenant, UserKey: uk, MemoryID: "m0", At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	if err := s.Audit(ctx, []store.AuditEvent{{TenantID: tenant, UserKey: uk, MemoryID: "m1", Action: "add", Actor: "ingester"}}); err != nil {
		t.Fatal(err)
	}
	keys, err := c.Keys(ctx, prefix+":*").Result()
	if err != nil {
		t.Fatal(err)
	}
	tag := prefix + ":{" + tenant + ":" + uk + "}:"
	for _, k := range keys {
		if len(k) < len(tag) || k[:len(tag)] != tag {
			t.Errorf("key %q outside the user's hash tag %q", k, tag)
		}
		// The whole user id, not a fragment such as "ada": the random test
		// prefix and the hex user key may contain any three hex letters.
		if contains(k, user) || contains(k, "@") {
			t.Errorf("key %q shows the user id", k)
		}
	}
	if len(keys) != 6 { // profile, profilever, idem, access, tomb, audit
		t.Errorf("keys = %v, want 6", keys)
	}
	if _, err := s.EraseUserState(ctx, tenant, user, uk); err != nil {
		t.Fatal(err)
	}
	keys, _ = c.Keys(ctx, prefix+":*").Result()
	if len(keys) != 2 {
		t.Errorf("keys after erasure = %v, want tomb and audit only", keys)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

// TestUnavailable checks that an unreachable Redis gives store.ErrUnavailable.
func TestUnavailable(t *testing.T) {
	c := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", DialTimeout: 200 * time.Millisecond, MaxRetries: -1, DialerRetries: 1, DialerRetryTimeout: time.Millisecond})
	defer c.Close()
	s, err := redisstore.New(c, storetest.StateKeyer, redisstore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := s.Ping(ctx); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("Ping: %v, want ErrUnavailable", err)
	}
	if _, err := s.Profile(ctx, "acme", "u"); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("Profile: %v, want ErrUnavailable", err)
	}
	if err := s.SetProfile(ctx, "acme", "u", []store.ProfileEntry{{Key: "k", Value: "v"}}); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("SetProfile: %v, want ErrUnavailable", err)
	}
	if err := s.MarkApplied(ctx, "acme", "uk", []string{"a", "b"}, time.Minute); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("MarkApplied: %v, want ErrUnavailable", err)
	}
	if _, err := s.LockUsers(ctx, []string{"acme/uk"}, time.Minute); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("LockUsers: %v, want ErrUnavailable", err)
	}
	if err := s.RecordAccess(ctx, []store.AccessHit{{TenantID: "acme", UserID: "a", MemoryID: "m"}, {TenantID: "acme", UserID: "b", MemoryID: "m"}}); !errors.Is(err, store.ErrUnavailable) {
		t.Errorf("RecordAccess: %v, want ErrUnavailable", err)
	}
}

// TestNoScriptRecovery checks that pipelined scripts survive SCRIPT FLUSH.
// SCRIPT FLUSH empties the whole server's script cache, which clients of
// other packages sharing the test Redis may not expect: it runs only with
// ENGRAM_TEST_SCRIPT_FLUSH=1.
func TestNoScriptRecovery(t *testing.T) {
	if os.Getenv("ENGRAM_TEST_SCRIPT_FLUSH") != "1" {
		t.Skip("set ENGRAM_TEST_SCRIPT_FLUSH=1 to flush the shared Redis script cache")
	}
	c := testutil.Redis(t)
	s, err := redisstore.New(c, storetest.StateKeyer, redisstore.Options{Prefix: testutil.RedisPrefix(t)})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := c.ScriptFlush(ctx).Err(); err != nil {
		t.Skipf("SCRIPT FLUSH not allowed: %v", err)
	}
	hits := []store.AccessHit{{TenantID: "acme", UserID: "a", MemoryID: "m", At: time.Now()}, {TenantID: "acme", UserID: "b", MemoryID: "m", At: time.Now()}}
	if err := s.RecordAccess(ctx, hits); err != nil {
		t.Fatalf("RecordAccess after SCRIPT FLUSH: %v", err)
	}
	st, err := s.AccessStats(ctx, "acme", "b", []string{"m"})
	if err != nil || st["m"].Count != 1 {
		t.Fatalf("AccessStats = %v, %v; want 1 hit", st, err)
	}
}

// TestIdempotencySetExpires: a user's idempotency keys live in one sorted
// set (erasure deletes one key, no keyspace scan) that expires with its
// last key, and never while a key without TTL is in it; expired keys are
// pruned on the next write.
func TestIdempotencySetExpires(t *testing.T) {
	c, prefix, s := openRaw(t)
	ctx := context.Background()
	const tenant = "acme"
	uk := storetest.StateKeyer.UserKey(tenant, "u-idem")
	set := prefix + ":{" + tenant + ":" + uk + "}:idem"
	if err := s.MarkApplied(ctx, tenant, uk, []string{"a"}, 300*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if err := s.MarkApplied(ctx, tenant, uk, []string{"b"}, time.Hour); err != nil {
		t.Fatal(err)
	}
	if ttl := c.PTTL(ctx, set).Val(); ttl < 59*time.Minute || ttl > time.Hour {
		t.Errorf("set TTL %v, want the last key's expiry (~1h)", ttl)
	}
	time.Sleep(400 * time.Millisecond)
	if err := s.MarkApplied(ctx, tenant, uk, []string{"c"}, time.Minute); err != nil {
		t.Fatal(err)
	}
	if n := c.ZCard(ctx, set).Val(); n != 2 {
		t.Errorf("set holds %d keys after the first expired, want 2 (pruned)", n)
	}
	if err := s.MarkApplied(ctx, tenant, uk, []string{"forever"}, 0); err != nil {
		t.Fatal(err)
	}
	if ttl := c.PTTL(ctx, set).Val(); ttl != -1 {
		t.Errorf("set TTL %v with a key that never expires, want none (-1)", ttl)
	}
	got, err := s.Applied(ctx, tenant, uk, []string{"a", "b", "c", "forever", "never-marked"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"a": false, "b": true, "c": true, "forever": true, "never-marked": false}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("Applied(%q) = %v, want %v", k, got[k], w)
		}
	}
}
