package ingest_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/metrics/metricstest"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
)

// TestStoreCallsPastTheWrapperAreTimed: the ingester's reads that reach past
// the instrumentation to SQLite's batched methods (hot-index gets, profile
// keys, idempotency and tombstone reads of a whole call) still show in the
// store metrics, under op "get" of their role.
func TestStoreCallsPastTheWrapperAreTimed(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rec := &metricstest.StoreOps{}
	vec := instrumented.NewVectors(st, "sqlite-vectors", rec)
	state := instrumented.NewState(st, "sqlite-state", rec)
	in := ingest.New(vec, state, embed.NewLocal(0), keyer, ingest.Config{}, nil)
	b := batch("t1", t0, keyed("response_style", "short"), fact(events.TypeFact, "Has a dog named Rex"))
	errs, _ := in.Apply(context.Background(), []ingest.Item{{Batch: b, PublishedAt: b.TS}})
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	for _, c := range []struct{ backend, op string }{{"sqlite-vectors", metrics.OpGet}, {"sqlite-state", metrics.OpGet},
		{"sqlite-vectors", metrics.OpPut}} {
		if rec.Count(c.backend, c.op) == 0 {
			t.Errorf("no %s/%s observed; observed %v", c.backend, c.op, rec)
		}
	}
}
