package sqlite_test

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// Ingest benchmarks. Each operation is one Ingester.Apply of benchBatches
// fact batches (one per turn) spread over benchUsers users, with
// benchFacts facts each: a keyed preference whose value changes, a keyed
// profile fact, and two new unkeyed facts. Compare facts/s with
// BenchmarkRawInsertSQLite here and BenchmarkRawSet in redisstore, run in
// the same invocation:
//
//	go test -run '^$' -bench 'Ingest|RawInsert|RawSet' ./internal/store/sqlite ./internal/store/redisstore
const (
	benchBatches = 256
	benchUsers   = 64
	benchFacts   = 4
)

var benchT0 = time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)

// benchItems returns the fact batches of operation n.
func benchItems(n int) []ingest.Item {
	styles := []string{"short", "detailed", "bullet", "formal"}
	items := make([]ingest.Item, benchBatches)
	for i := range items {
		ts := benchT0.Add(time.Duration(n*benchBatches+i) * time.Second)
		u := i % benchUsers
		facts := []events.Fact{
			{Type: events.TypePreference, Content: "Prefers " + styles[(n+i)%len(styles)] + " answers", Key: "response_style",
				Value: styles[(n+i)%len(styles)], Confidence: 0.9, Importance: 0.7},
			{Type: events.TypeProfile, Content: fmt.Sprintf("Works at company %d", n%16), Key: "employer",
				Value: fmt.Sprintf("company %d", n%16), Confidence: 0.9, Importance: 0.8},
			{Type: events.TypeFact, Content: fmt.Sprintf("Read the report on project %d-%d about quarterly planning", n, i),
				Confidence: 0.8, Importance: 0.5},
			{Type: events.TypeEvent, Content: fmt.Sprintf("Met supplier %d-%d in the office to discuss delivery dates", n, i),
				Confidence: 0.8, Importance: 0.4},
		}
		items[i] = ingest.Item{Batch: &events.FactBatch{Version: events.Version, TenantID: "bench",
			UserID: fmt.Sprintf("user-%d@example.com", u), AgentID: "agent", TurnID: fmt.Sprintf("turn-%d-%d", n, i),
			TS: ts, ExtractorID: "rules/1", Facts: facts}, PublishedAt: ts}
	}
	return items
}

func benchIngest(b *testing.B, vec store.VectorStore, state store.StateStore) {
	in := ingest.New(vec, state, embed.NewLocal(0), storetest.StateKeyer, ingest.Config{}, nil)
	ctx := context.Background()
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		b.StopTimer()
		items := benchItems(n)
		b.StartTimer()
		errs, _ := in.Apply(ctx, items)
		for _, err := range errs {
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*benchBatches*benchFacts)/b.Elapsed().Seconds(), "facts/s")
}

// BenchmarkIngestSQLite measures the embedded path: SQLite for both roles.
func BenchmarkIngestSQLite(b *testing.B) {
	s, err := sqlite.Open(filepath.Join(b.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	benchIngest(b, s, s)
}

// BenchmarkIngestRedisState measures SQLite vectors with Redis state.
func BenchmarkIngestRedisState(b *testing.B) {
	vec, err := sqlite.Open(filepath.Join(b.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		b.Fatal(err)
	}
	defer vec.Close()
	st, err := redisstore.New(testutil.Redis(b), storetest.StateKeyer, redisstore.Options{Prefix: testutil.RedisPrefix(b)})
	if err != nil {
		b.Fatal(err)
	}
	benchIngest(b, vec, st)
}

// BenchmarkRawInsertSQLite is the baseline: plain INSERTs of rows the size
// of a memory (the same columns, a 256-dimension float32 vector blob) into a
// table without indexes beyond the primary key, in transactions of 1,000
// rows, on a file opened with the same pragmas as the store. One row
// stands for one fact.
func BenchmarkRawInsertSQLite(b *testing.B) {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(NORMAL)")
	db, err := sql.Open("sqlite", "file:"+filepath.Join(b.TempDir(), "raw.db")+"?"+q.Encode()+"&_txlock=immediate")
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	if _, err := db.ExecContext(ctx, `CREATE TABLE raw (id TEXT PRIMARY KEY, tenant_id TEXT, user_id TEXT, type TEXT,
		content TEXT, key TEXT, value TEXT, confidence REAL, importance REAL, status TEXT, version INTEGER,
		created_at INTEGER, updated_at INTEGER, source_turn_ids TEXT, extractor_id TEXT, embedder_id TEXT, vector BLOB)`); err != nil {
		b.Fatal(err)
	}
	vec := make([]byte, 4*embed.DefaultLocalDim)
	const perTx = 1000
	rows := benchBatches * benchFacts
	b.ResetTimer()
	row := 0
	for n := 0; n < b.N; n++ {
		for done := 0; done < rows; {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				b.Fatal(err)
			}
			stmt, err := tx.PrepareContext(ctx, `INSERT INTO raw VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`)
			if err != nil {
				b.Fatal(err)
			}
			for i := 0; i < perTx && done < rows; i++ {
				row++
				done++
				if _, err := stmt.ExecContext(ctx, fmt.Sprintf("mem-%d", row), "bench", fmt.Sprintf("user-%d@example.com", row%benchUsers),
					"fact", fmt.Sprintf("Read the report on project %d about quarterly planning", row), "", "", 0.8, 0.5,
					"active", 1, row, row, `["turn"]`, "rules/1", "local-hash/1-256", vec); err != nil {
					b.Fatal(err)
				}
			}
			stmt.Close()
			if err := tx.Commit(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*rows)/b.Elapsed().Seconds(), "facts/s")
}
