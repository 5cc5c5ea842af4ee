package recall

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// BenchmarkRecall is one recall (k = 10, default configuration) over a user
// with 1,000 memories on the SQLite store with its hot index, the queries
// cycling through plain and dated questions; it also reports the median
// and 99th percentile of single recalls. Compare with the same benchmark on
// the code before a change, in the same run.
func BenchmarkRecall(b *testing.B) {
	st, err := sqlite.Open(filepath.Join(b.TempDir(), "e.db"), sqlite.Options{})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	emb := embed.NewLocal(0)
	rng := rand.New(rand.NewPCG(1, 2))
	subjects := []string{"Ann", "Their sister", "Bob", "Her cousin", "The team"}
	verbs := []string{"ran a half marathon", "works as a nurse", "adopted a puppy", "visited Kyoto", "started painting", "learned the violin", "moved to Lisbon", "joined a book club"}
	whens := []string{"last weekend", "in the spring", "after the wedding", "with friends", "for the first time"}
	at := time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
	mems := make([]memory.Memory, 1000)
	for i := range mems {
		s := fmt.Sprintf("%s %s %s (%d)", subjects[rng.IntN(len(subjects))], verbs[rng.IntN(len(verbs))], whens[rng.IntN(len(whens))], i)
		ts := at.Add(time.Duration(i) * 9 * time.Hour)
		mems[i] = memory.Memory{ID: memory.ID("t", "u", events.TypeFact, "", "", "", s), TenantID: "t", UserID: "u",
			Type: events.TypeFact, Content: s, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: ts, UpdatedAt: ts, EmbedderID: emb.ID(), Vector: emb.Vector(s)}
	}
	if err := st.Upsert(context.Background(), mems); err != nil {
		b.Fatal(err)
	}
	queries := []string{"trip to Kyoto", "what did their cousin do last summer", "who adopted a puppy?",
		"What did Ann do on 3 February, 2023?", "which instrument is Ann learning", "What happened in March 2023?"}
	rc := New(st, st, emb, nil, Config{}, nil)
	ctx := context.Background()
	if _, err := rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: queries[0], K: 10}); err != nil { // warm the index
		b.Fatal(err)
	}
	b.ReportAllocs()
	var took []time.Duration
	for i := 0; b.Loop(); i++ {
		start := time.Now()
		if _, err := rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: queries[i%len(queries)], K: 10}); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(took[len(took)*99/100].Microseconds()), "p99-µs")
}
