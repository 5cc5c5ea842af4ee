package erase_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// benchEnv is the embedded default: nats-server in process with JetStream
// on disk, one SQLite file for both store roles.
type benchEnv struct {
	js jetstream.JetStream
	sq *sqlite.Store
	er *erase.Eraser
}

func newBenchEnv(b *testing.B) *benchEnv {
	b.Helper()
	dir := b.TempDir()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: filepath.Join(dir, "nats")})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(srv.Stop)
	nc, err := srv.Connect("bench")
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		b.Fatal(err)
	}
	if err := events.EnsureStreams(context.Background(), js, events.StreamOptions{}); err != nil {
		b.Fatal(err)
	}
	sq, err := sqlite.Open(filepath.Join(dir, "engram.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { sq.Close() })
	return &benchEnv{js: js, sq: sq, er: erase.New(sq, sq, js, keyer, discard())}
}

func benchVector(i int) []float32 {
	v := make([]float32, 256)
	v[i%256], v[(i*7)%256] = 1, 0.5
	return v
}

// seedUser gives user n memories (with 256-dimension vectors, profile
// entries, access statistics, idempotency keys) and n/2 turns and n/2 fact
// batches on the user's subjects.
func (e *benchEnv) seedUser(b *testing.B, user string, n int, withStreams bool) {
	b.Helper()
	ctx := context.Background()
	now := time.Now()
	uk := keyer.UserKey(tenant, user)
	var ms []memory.Memory
	var hits []store.AccessHit
	var idem []string
	for i := range n {
		c := fmt.Sprintf("Memory number %d of the user about topic %d", i, i%97)
		m := memory.Memory{ID: memory.ID(tenant, user, events.TypeFact, "", "", "", c), TenantID: tenant, UserID: user,
			Type: events.TypeFact, Content: c, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: now, UpdatedAt: now, SourceTurnIDs: []string{fmt.Sprintf("t%d", i)}, ExtractorID: "bench", EmbedderID: "bench",
			Vector: benchVector(i)}
		ms = append(ms, m)
		if i%10 == 0 {
			hits = append(hits, store.AccessHit{TenantID: tenant, UserID: user, MemoryID: m.ID, At: now})
		}
		idem = append(idem, fmt.Sprintf("t%d/0/bench", i))
	}
	for i := 0; i < len(ms); i += 1000 {
		if err := e.sq.Upsert(ctx, ms[i:min(i+1000, len(ms))]); err != nil {
			b.Fatal(err)
		}
	}
	if err := e.sq.RecordAccess(ctx, hits); err != nil {
		b.Fatal(err)
	}
	if err := e.sq.MarkApplied(ctx, tenant, uk, idem, time.Hour); err != nil {
		b.Fatal(err)
	}
	var prof []store.ProfileEntry
	for i := range 5 {
		prof = append(prof, store.ProfileEntry{Key: "k" + strconv.Itoa(i), Value: "v", Type: events.TypeProfile, MemoryID: ms[i].ID, UpdatedAt: now})
	}
	if err := e.sq.SetProfile(ctx, tenant, user, prof); err != nil {
		b.Fatal(err)
	}
	if !withStreams {
		return
	}
	payload := []byte(`{"tenant_id":"t","user_id":"u","turn_id":"x","messages":[{"role":"user","content":"` + string(make([]byte, 0)) + `some words of a turn of about this size, a hundred or so bytes of content"}]}`)
	for i := range n / 2 {
		for _, kind := range []string{events.KindTurns, events.KindFacts} {
			if _, err := e.js.PublishAsync(keyer.Subject(kind, tenant, user), payload); err != nil {
				b.Fatal(err)
			}
		}
		if i%1000 == 999 {
			<-e.js.PublishAsyncComplete()
		}
	}
	<-e.js.PublishAsyncComplete()
}

func benchMemories() int {
	if v, err := strconv.Atoi(os.Getenv("ENGRAM_BENCH_ERASE_MEMORIES")); err == nil && v > 0 {
		return v
	}
	return 5000
}

// BenchmarkEraseUser5000 measures "forget me" of a user with 5,000 memories
// (ENGRAM_BENCH_ERASE_MEMORIES overrides) and 2,500 turns and fact batches,
// among 4 other users of the same size, on the embedded default. The
// baselines in the same run are the parts alone: deleting the user's
// memories from SQLite, and purging the user's subjects. With
// ENGRAM_BENCH_SECURE_DELETE=1 it also measures erasure with SecureDelete.
func BenchmarkEraseUser5000(b *testing.B) {
	n := benchMemories()
	e := newBenchEnv(b)
	for i := range 4 {
		e.seedUser(b, fmt.Sprintf("other-%d", i), n, true)
	}
	ctx := context.Background()
	b.Run("erase_user", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			user := fmt.Sprintf("victim-%d", i)
			e.seedUser(b, user, n, true)
			b.StartTimer()
			r, err := e.er.EraseUser(ctx, tenant, user, "bench")
			if err != nil {
				b.Fatal(err)
			}
			if r.Removed[erase.PlaceVectorStore] != n || r.Removed[erase.PlaceTurns] != n/2 {
				b.Fatalf("receipt %v", r.Removed)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/erasure")
	})
	if os.Getenv("ENGRAM_BENCH_SECURE_DELETE") == "1" {
		b.Run("erase_user_secure_delete", func(b *testing.B) {
			se := erase.New(e.sq, e.sq, e.js, keyer, discard())
			se.SecureDelete = true
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				user := fmt.Sprintf("secure-%d", i)
				e.seedUser(b, user, n, true)
				b.StartTimer()
				if _, err := se.EraseUser(ctx, tenant, user, "bench"); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/erasure")
		})
	}
	b.Run("baseline_delete_memories_only", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			user := fmt.Sprintf("base-%d", i)
			e.seedUser(b, user, n, false)
			b.StartTimer()
			if _, err := e.sq.DeleteUser(ctx, tenant, user); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/erasure")
	})
	b.Run("baseline_purge_streams_only", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			b.StopTimer()
			user := fmt.Sprintf("purge-%d", i)
			e.seedUser(b, user, n, true)
			b.StartTimer()
			for stream, f := range keyer.UserFilters(tenant, user) {
				if _, err := erase.PurgeSubject(ctx, e.js, stream, f); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/erasure")
	})
}
