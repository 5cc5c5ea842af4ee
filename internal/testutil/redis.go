// Package testutil holds helpers shared by tests that need real services.
package testutil

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// DefaultRedisURL is the Redis used by tests when REDIS_URL is not set.
const DefaultRedisURL = "redis://127.0.0.1:6379/0"

// RequireServicesEnv, when set to "1", turns a missing test service into a
// test failure instead of a skip (for CI, where services must be there).
const RequireServicesEnv = "ENGRAM_REQUIRE_SERVICES"

// RedisURL returns the URL of a reachable Redis: REDIS_URL or
// DefaultRedisURL. If that Redis cannot be reached it skips the test, or
// fails it when ENGRAM_REQUIRE_SERVICES=1.
func RedisURL(t testing.TB) string {
	t.Helper()
	url := os.Getenv("REDIS_URL")
	if url == "" {
		url = DefaultRedisURL
	}
	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("REDIS_URL %q: %v", url, err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		if os.Getenv(RequireServicesEnv) == "1" {
			t.Fatalf("redis not reachable at %s (%v) and %s=1: start one with `redis-server --port 6379` or set REDIS_URL", url, err, RequireServicesEnv)
		}
		t.Skipf("redis not reachable at %s: start one with `redis-server --port 6379` (apt-get install redis-server) or set REDIS_URL; set %s=1 to make this a failure", url, RequireServicesEnv)
	}
	return url
}

// Redis returns a new client connected to the test Redis (see RedisURL),
// closed when the test ends. Use RedisPrefix to isolate the test's keys; never
// flush the database, other packages may be using it at the same time.
func Redis(t testing.TB) *redis.Client {
	t.Helper()
	url := RedisURL(t)
	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("REDIS_URL %q: %v", url, err)
	}
	c := redis.NewClient(opt)
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// RedisPrefix returns a key prefix unique to this test (letters, digits and
// dashes only) and deletes every key under "<prefix>:" when the test ends, with
// its own client, so that the test may close the clients it uses first.
func RedisPrefix(t testing.TB) string {
	t.Helper()
	url := RedisURL(t)
	var b [8]byte
	_, _ = rand.Read(b[:])
	prefix := "engramtest-" + hex.EncodeToString(b[:])
	t.Cleanup(func() {
		opt, err := redis.ParseURL(url)
		if err != nil {
			return
		}
		c := redis.NewClient(opt)
		defer c.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := DeleteRedisPrefix(ctx, c, prefix); err != nil {
			t.Errorf("clean up redis keys under %s: %v", prefix, err)
		}
	})
	return prefix
}

// DeleteRedisPrefix deletes every key named "<prefix>:..." with SCAN and
// UNLINK. prefix must not contain glob metacharacters.
func DeleteRedisPrefix(ctx context.Context, c *redis.Client, prefix string) error {
	if strings.ContainsAny(prefix, `*?[]\`) {
		panic("testutil: redis prefix with glob metacharacters: " + prefix)
	}
	var cursor uint64
	for {
		keys, next, err := c.Scan(ctx, cursor, prefix+":*", 1000).Result()
		if err != nil {
			return err
		}
		if len(keys) > 0 {
			if err := c.Unlink(ctx, keys...).Err(); err != nil {
				return err
			}
		}
		cursor = next
		if cursor == 0 {
			return nil
		}
	}
}
