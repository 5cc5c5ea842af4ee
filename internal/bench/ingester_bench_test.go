package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
)

// BenchmarkIngesterAlone applies the turns of engram bench ingest (20,000
// turns of 1,000 users, extracted by the rules extractor beforehand) to a
// new SQLite store, without NATS or extraction in the timed part, in
// calls of 256 and of 4,096 fact batches: the ingester's own throughput,
// the ceiling of the end-to-end figure. Compare the two sizes within one
// run:
//
//	go test -run '^$' -bench IngesterAlone -benchtime 1x ./internal/bench
func BenchmarkIngesterAlone(b *testing.B) {
	const users, turns = 1000, 20000
	ex := rules.New()
	r := rand.New(rand.NewPCG(1, 1))
	base := time.Now().Add(-time.Hour)
	items := make([]ingest.Item, 0, turns)
	for i := range turns {
		ts := base.Add(time.Duration(i) * time.Millisecond)
		res := ex.ExtractText(turnText(r, i/users), ts)
		if len(res.Facts) == 0 && len(res.Forget) == 0 {
			continue
		}
		items = append(items, ingest.Item{Batch: &events.FactBatch{Version: events.Version, TenantID: "bench",
			UserID: "user-" + strconv.Itoa(i%users), TurnID: "turn-" + strconv.Itoa(i), TS: ts,
			ExtractorID: rules.ID, Facts: res.Facts, Forget: res.Forget}, PublishedAt: ts})
	}
	for _, call := range []int{256, 4096} {
		b.Run(fmt.Sprintf("call=%d", call), func(b *testing.B) {
			for range b.N {
				b.StopTimer()
				st, err := sqlite.Open(filepath.Join(b.TempDir(), "engram.db"), sqlite.Options{})
				if err != nil {
					b.Fatal(err)
				}
				in := ingest.New(st, st, embed.NewLocal(0), events.NewKeyer(nil), ingest.Config{}, nil)
				b.StartTimer()
				for lo := 0; lo < len(items); lo += call {
					errs, _ := in.Apply(context.Background(), items[lo:min(lo+call, len(items))])
					for _, err := range errs {
						if err != nil {
							b.Fatal(err)
						}
					}
				}
				b.StopTimer()
				st.Close()
			}
			b.ReportMetric(float64(b.N*turns)/b.Elapsed().Seconds(), "turns/s")
		})
	}
}
