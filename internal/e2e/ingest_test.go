// Package e2e_test holds end-to-end tests of the pipeline on real parts:
// the in-process nats-server with JetStream, SQLite files and Redis.
package e2e_test

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
)

const (
	ingTenant = "acme"
	ingUser   = "grace.hopper@example.com"
	replicas  = 4
)

var (
	ingKeyer = storetest.StateKeyer
	ingT0    = time.Date(2026, 2, 2, 8, 0, 0, 0, time.UTC)
)

// stores opens the stores of one ingester "process": its own SQLite handle
// on the shared file, and either that handle or its own Redis client for
// state.
type stores func(t *testing.T) (store.VectorStore, store.StateStore)

func sqliteStores(path string) stores {
	return func(t *testing.T) (store.VectorStore, store.StateStore) {
		t.Helper()
		st, err := sqlite.Open(path, sqlite.Options{Keyer: ingKeyer})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st, st
	}
}

func sqliteRedisStores(path, prefix string) stores {
	return func(t *testing.T) (store.VectorStore, store.StateStore) {
		t.Helper()
		vec, err := sqlite.Open(path, sqlite.Options{Keyer: ingKeyer})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { vec.Close() })
		st, err := redisstore.Open(testutil.RedisURL(t), ingKeyer, redisstore.Options{Prefix: prefix})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return vec, st
	}
}

// thousandFacts returns 1,000 facts about one user in 250 fact batches of
// 4, over increasing turn times: keyed profile facts whose values change
// and come back, exact repeats, near duplicates, facts with TTLs and new
// facts, and now and then a forget intent for a key.
func thousandFacts() []*events.FactBatch {
	styles := []string{"short", "detailed", "bullet points", "short", "formal"}
	cities := []string{"Berlin", "Paris", "Berlin", "Lisbon"}
	hikes := []string{"Enjoys hiking in the mountains", "Enjoys hiking in mountains", "Enjoys hiking in the the mountains"}
	var out []*events.FactBatch
	for i := range 250 {
		ts := ingT0.Add(time.Duration(i) * time.Minute)
		fs := []events.Fact{
			{Type: events.TypePreference, Content: "Prefers " + styles[i%len(styles)] + " answers", Key: "response_style",
				Value: styles[i%len(styles)], Confidence: 0.9, Importance: 0.7},
		}
		switch i % 5 {
		case 0:
			fs = append(fs, events.Fact{Type: events.TypeProfile, Content: "Lives in " + cities[(i/5)%len(cities)],
				Key: "location", Value: cities[(i/5)%len(cities)], Confidence: 0.9, Importance: 0.8})
		case 1:
			fs = append(fs, events.Fact{Type: events.TypeProfile, Content: fmt.Sprintf("Works at company %d", i/50),
				Key: "employer", Value: fmt.Sprintf("company %d", i/50), Confidence: 0.9, Importance: 0.8})
		case 2:
			fs = append(fs, events.Fact{Type: events.TypePreference, Content: hikes[(i/5)%len(hikes)], Confidence: 0.85,
				Importance: 0.5 + float64(i%4)/10})
		case 3:
			fs = append(fs, events.Fact{Type: events.TypeTodo, Content: fmt.Sprintf("Renew document %d", i%6),
				Confidence: 0.8, Importance: 0.6, TTLSeconds: int64(3600 * (i % 3))})
		case 4:
			fs = append(fs, events.Fact{Type: events.TypeFact, Content: "Has a dog named Rex", Confidence: 0.7 + float64(i%3)/10,
				Importance: 0.6})
		}
		// A repeated fact and a new one.
		fs = append(fs,
			events.Fact{Type: events.TypeFact, Content: fmt.Sprintf("Read book number %d", i%40), Confidence: 0.8, Importance: 0.5},
			events.Fact{Type: events.TypeEvent, Content: fmt.Sprintf("Went to meeting %d", i), Confidence: 0.8, Importance: 0.4})
		b := &events.FactBatch{TenantID: ingTenant, UserID: ingUser, AgentID: "agent", SessionID: "s",
			TurnID: fmt.Sprintf("turn-%04d", i), TS: ts, ExtractorID: "rules/1", Facts: fs, PublishedAt: ts}
		if i%40 == 39 {
			// Now and then the user asks to forget where they work.
			b.Forget = []events.ForgetIntent{{Key: "employer"}}
		}
		out = append(out, b)
	}
	return out
}

func startJetStream(t *testing.T) *natsembed.Server {
	t.Helper()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: filepath.Join(t.TempDir(), "nats"), Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	return srv
}

func connect(t *testing.T, srv *natsembed.Server, name string) jetstream.JetStream {
	t.Helper()
	nc, err := nats.Connect(srv.URL(), nats.Name(name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return js
}

// runReplicas publishes bs and consumes them with n ingester replicas on
// the durable ingester consumer, each with its own connection and stores,
// until every message is acknowledged. It returns the messages that went
// to the dead-letter stream.
func runReplicas(t *testing.T, bs []*events.FactBatch, n int, open stores) uint64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	srv := startJetStream(t)
	js := connect(t, srv, "publisher")
	if err := events.EnsureStreams(ctx, js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	pub := events.NewPublisher(js, ingKeyer)
	for _, b := range bs {
		if err := pub.PublishFacts(ctx, b); err != nil {
			t.Fatal(err)
		}
	}

	runCtx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	errs := make(chan error, n)
	handled := make([]int, n)
	for r := range n {
		rjs := connect(t, srv, fmt.Sprintf("ingester-%d", r))
		cons, err := events.EnsureConsumer(ctx, rjs, events.StreamFacts, events.ConsumerIngester, events.ConsumerOptions{})
		if err != nil {
			t.Fatal(err)
		}
		vec, state := open(t)
		h := &worker.Ingester{Ingester: ingest.New(vec, state, embed.NewLocal(0), ingKeyer, ingest.Config{}, nil), Keyer: ingKeyer}
		// Small pull batches so that the replicas interleave.
		loop := &events.Loop{Stage: worker.StageIngest, JS: rjs, Consumer: cons, Batch: 8}
		wg.Add(1)
		go func() {
			defer wg.Done()
			count := batchFunc(func(ctx context.Context, msgs []jetstream.Msg) []error {
				handled[r] += len(msgs)
				return h.HandleBatch(ctx, msgs)
			})
			if err := loop.Run(runCtx, count); err != nil {
				errs <- err
			}
		}()
	}
	cons, err := js.Consumer(ctx, events.StreamFacts, events.ConsumerIngester)
	if err != nil {
		t.Fatal(err)
	}
	for {
		info, err := cons.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if info.NumPending == 0 && info.NumAckPending == 0 && info.Delivered.Stream >= uint64(len(bs)) {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("replicas did not finish: %d pending, %d unacknowledged", info.NumPending, info.NumAckPending)
		case <-time.After(50 * time.Millisecond):
		}
	}
	stop()
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	busy := 0
	for _, h := range handled {
		if h > 0 {
			busy++
		}
	}
	t.Logf("messages handled per replica: %v", handled)
	if n > 1 && busy < 2 {
		t.Errorf("only %d replica handled messages (%v): nothing ran concurrently", busy, handled)
	}
	dlq, err := js.Stream(ctx, events.StreamDLQ)
	if err != nil {
		t.Fatal(err)
	}
	info, err := dlq.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return info.State.Msgs
}

type batchFunc func(ctx context.Context, msgs []jetstream.Msg) []error

func (f batchFunc) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	return f(ctx, msgs)
}

// serial applies bs in order, one Apply per batch, with one ingester.
func serial(t *testing.T, bs []*events.FactBatch, open stores) {
	t.Helper()
	vec, state := open(t)
	in := ingest.New(vec, state, embed.NewLocal(0), ingKeyer, ingest.Config{}, nil)
	for _, b := range bs {
		errs, _ := in.Apply(context.Background(), []ingest.Item{{Batch: b, PublishedAt: b.PublishedAt}})
		if errs[0] != nil {
			t.Fatalf("apply %s: %v", b.TurnID, errs[0])
		}
	}
}

func snapshot(t *testing.T, open stores) storetest.Snapshot {
	t.Helper()
	vec, state := open(t)
	s, err := storetest.TakeSnapshot(context.Background(), vec, state, ingTenant, ingUser)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestFourReplicasEqualOneInOrder is acceptance 2: four ingester replicas
// consuming 1,000 facts about one user from JetStream at once end with the
// same profile and memory set as one ingester applying them in order.
//
// "Same" is every field of every memory (id, status, content, key and
// value, scores, sources as a set, times, expiry, supersedes, vector)
// and every profile entry, except versions: a version counts the changes
// a record went through, and how many there were depends on how the facts
// were batched, not on what they say.
func TestFourReplicasEqualOneInOrder(t *testing.T) {
	bs := thousandFacts()
	for _, tc := range []struct {
		name string
		open func(t *testing.T, name string) stores
	}{
		{"sqlite", func(t *testing.T, name string) stores {
			return sqliteStores(filepath.Join(t.TempDir(), name+".db"))
		}},
		{"sqlite vectors, redis state", func(t *testing.T, name string) stores {
			return sqliteRedisStores(filepath.Join(t.TempDir(), name+".db"), testutil.RedisPrefix(t))
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.name != "sqlite" {
				testutil.RedisURL(t)
			}
			ref := tc.open(t, "serial")
			serial(t, bs, ref)
			want := snapshot(t, ref)

			par := tc.open(t, "replicas")
			if dead := runReplicas(t, bs, replicas, par); dead != 0 {
				t.Errorf("%d messages dead-lettered", dead)
			}
			got := snapshot(t, par)
			t.Logf("%d memories, %d profile keys", len(want.Memories), len(want.Profile))
			if len(want.Memories) < 50 || len(want.Profile) != 3 {
				t.Fatalf("reference holds %d memories and %d profile keys: the fixture is wrong", len(want.Memories), len(want.Profile))
			}
			for _, d := range storetest.Diff(got, want, storetest.CompareOptions{IgnoreVersions: true}) {
				t.Error(d)
			}
		})
	}
}

// TestSQLiteVectorsRedisStateIdempotent runs the production-like mix minus
// Qdrant (SQLite vectors, Redis state): applying the 1,000 facts twice more,
// redelivered in other groupings, changes nothing, versions included.
func TestSQLiteVectorsRedisStateIdempotent(t *testing.T) {
	testutil.RedisURL(t)
	bs := thousandFacts()
	open := sqliteRedisStores(filepath.Join(t.TempDir(), "mix.db"), testutil.RedisPrefix(t))
	serial(t, bs, open)
	want := snapshot(t, open)
	vec, state := open(t)
	in := ingest.New(vec, state, embed.NewLocal(0), ingKeyer, ingest.Config{}, nil)
	for _, size := range []int{7, 250} {
		for i := 0; i < len(bs); i += size {
			var items []ingest.Item
			for _, b := range bs[i:min(i+size, len(bs))] {
				items = append(items, ingest.Item{Batch: b, PublishedAt: b.PublishedAt})
			}
			errs, st := in.Apply(context.Background(), items)
			for _, err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			if st.Added+st.Merged+st.Superseded != 0 {
				t.Fatalf("redelivery changed something: %+v", st)
			}
		}
	}
	for _, d := range storetest.Diff(snapshot(t, open), want, storetest.CompareOptions{}) {
		t.Error(d)
	}
}
