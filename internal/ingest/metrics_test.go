package ingest_test

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
)

// opRecorder counts observed store operations by backend/op.
type opRecorder struct {
	mu  sync.Mutex
	ops map[string]int
}

func (r *opRecorder) ObserveStore(backend, op string, _ time.Duration, _ error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.ops[backend+"/"+op]++
}

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
	rec := &opRecorder{ops: map[string]int{}}
	vec := instrumented.NewVectors(st, "sqlite-vectors", rec)
	state := instrumented.NewState(st, "sqlite-state", rec)
	in := ingest.New(vec, state, embed.NewLocal(0), keyer, ingest.Config{}, nil)
	b := batch("t1", t0, keyed("response_style", "short"), fact(events.TypeFact, "Has a dog named Rex"))
	errs, _ := in.Apply(context.Background(), []ingest.Item{{Batch: b, PublishedAt: b.TS}})
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	for _, op := range []string{"sqlite-vectors/" + metrics.OpGet, "sqlite-state/" + metrics.OpGet, "sqlite-vectors/" + metrics.OpPut} {
		if rec.ops[op] == 0 {
			t.Errorf("no %s observed; observed %v", op, rec.ops)
		}
	}
}
