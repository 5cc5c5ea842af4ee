package redisstore_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/internal/testutil"
)

// benchBatch is the number of facts per ingested batch.
const benchBatch = 100

// benchUsers is how many users the batches rotate over.
const benchUsers = 64

// BenchmarkStateApply measures the per-fact state work of the ingester for
// batches of 100 facts of one user: MarkApplied (100 keys, one pipeline),
// SetProfile (100 entries, one script) and Audit (100 events, one pipeline).
// Compare facts/s with BenchmarkRawSet, measured in the same run.
func BenchmarkStateApply(b *testing.B) {
	c := testutil.Redis(b)
	s, err := redisstore.New(c, storetest.StateKeyer, redisstore.Options{Prefix: testutil.RedisPrefix(b)})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	const tenant = "bench"
	type u struct{ id, key string }
	users := make([]u, benchUsers)
	for i := range users {
		id := fmt.Sprintf("user-%d@example.com", i)
		users[i] = u{id, storetest.StateKeyer.UserKey(tenant, id)}
	}
	keys := make([]string, benchBatch)
	entries := make([]store.ProfileEntry, benchBatch)
	evs := make([]store.AuditEvent, benchBatch)
	b.ResetTimer()
	start := time.Now()
	for n := 0; n < b.N; n++ {
		usr := users[n%benchUsers]
		turn := fmt.Sprintf("turn-%d", n)
		now := time.Now()
		for i := 0; i < benchBatch; i++ {
			keys[i] = fmt.Sprintf("%s/%d/rules/1", turn, i)
			entries[i] = store.ProfileEntry{Key: fmt.Sprintf("key_%d", i), Value: fmt.Sprintf("value %d of %s", i, turn),
				Type: "profile", MemoryID: fmt.Sprintf("mem-%d", i), UpdatedAt: now}
			evs[i] = store.AuditEvent{At: now, TenantID: tenant, UserKey: usr.key, MemoryID: entries[i].MemoryID,
				Action: "supersede", Actor: "ingester", TurnID: turn}
		}
		if err := s.MarkApplied(ctx, tenant, usr.key, keys, time.Hour); err != nil {
			b.Fatal(err)
		}
		if err := s.SetProfile(ctx, tenant, usr.id, entries); err != nil {
			b.Fatal(err)
		}
		if err := s.Audit(ctx, evs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*benchBatch)/time.Since(start).Seconds(), "facts/s")
}

// BenchmarkRawSet is the baseline of BenchmarkStateApply: 100 plain SETs per
// batch in one pipeline, one SET standing for one fact.
func BenchmarkRawSet(b *testing.B) {
	c := testutil.Redis(b)
	prefix := testutil.RedisPrefix(b)
	ctx := context.Background()
	b.ResetTimer()
	start := time.Now()
	for n := 0; n < b.N; n++ {
		_, err := c.Pipelined(ctx, func(p redis.Pipeliner) error {
			for i := 0; i < benchBatch; i++ {
				p.Set(ctx, fmt.Sprintf("%s:raw:%d:%d", prefix, n%benchUsers, i), "1", time.Hour)
			}
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*benchBatch)/time.Since(start).Seconds(), "facts/s")
}
