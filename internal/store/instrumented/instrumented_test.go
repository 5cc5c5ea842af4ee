package instrumented_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/memory"
)

func openSQLite(t *testing.T) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// The wrappers must be transparent: the contract suites pass through them.
func TestVectorContractThroughWrapper(t *testing.T) {
	storetest.TestVectorStore(t, func(t *testing.T) store.VectorStore {
		return instrumented.NewVectors(openSQLite(t), metrics.BackendSQLite, metrics.New(metrics.NewRegistry()))
	})
}

func TestStateContractThroughWrapper(t *testing.T) {
	storetest.TestStateStore(t, func(t *testing.T) store.StateStore {
		return instrumented.NewState(openSQLite(t), metrics.BackendSQLite, metrics.New(metrics.NewRegistry()))
	})
}

// samples returns the sample count of engram_store_operation_duration_seconds
// per "backend/op/outcome".
func samples(t *testing.T, reg interface {
	Gather() ([]*dto.MetricFamily, error)
}) map[string]uint64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]uint64{}
	for _, mf := range mfs {
		if mf.GetName() != "engram_store_operation_duration_seconds" {
			continue
		}
		for _, m := range mf.GetMetric() {
			l := map[string]string{}
			for _, p := range m.GetLabel() {
				l[p.GetName()] = p.GetValue()
			}
			out[l["backend"]+"/"+l["op"]+"/"+l["outcome"]] += m.GetHistogram().GetSampleCount()
		}
	}
	return out
}

func TestRecordsOperationsAndCounts(t *testing.T) {
	ctx := context.Background()
	reg := metrics.NewRegistry()
	m := metrics.New(reg)
	lite := openSQLite(t)
	v := instrumented.NewVectors(lite, metrics.BackendSQLite, m)
	s := instrumented.NewState(lite, metrics.BackendSQLite, m)

	now := time.Now().UTC().Truncate(time.Millisecond)
	mk := func(content string, st memory.Status) memory.Memory {
		return memory.Memory{ID: memory.ID("t1", "u1", "fact", "", "", "", content), TenantID: "t1", UserID: "u1",
			Type: "fact", Content: content, Confidence: 0.9, Importance: 0.5, Status: st, Version: 1,
			CreatedAt: now, UpdatedAt: now, EmbedderID: "e", Vector: []float32{1, 0}}
	}
	mems := []memory.Memory{mk("likes tea", memory.StatusActive), mk("lives in Paris", memory.StatusActive), mk("old", memory.StatusSuperseded)}
	if err := v.Upsert(ctx, mems); err != nil {
		t.Fatal(err)
	}
	if _, err := v.Get(ctx, "t1", "u1", []string{mems[0].ID}); err != nil {
		t.Fatal(err)
	}
	if _, err := v.SearchLexical(ctx, store.Filter{TenantID: "t1", UserID: "u1"}, "tea", 5); err != nil {
		t.Fatal(err)
	}
	if err := s.Ping(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Profile(ctx, "t1", "u1"); err != nil {
		t.Fatal(err)
	}
	counts, err := v.CountByStatus(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if counts["active"] != 2 || counts["superseded"] != 1 {
		t.Errorf("CountByStatus = %v, want active 2, superseded 1", counts)
	}
	// An error passes through and is recorded as such.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := v.Get(cctx, "t1", "u1", []string{mems[0].ID}); err == nil {
		t.Fatal("Get with a cancelled context succeeded")
	}

	got := samples(t, reg)
	for _, k := range []string{"sqlite/put/ok", "sqlite/get/ok", "sqlite/lexical_search/ok", "sqlite/count/ok", "sqlite/get/error"} {
		if got[k] == 0 {
			t.Errorf("no sample for %s; have %v", k, got)
		}
	}
	// Profile is a state "get": two gets ok in all (vector Get + Profile).
	if got["sqlite/get/ok"] != 2 {
		t.Errorf("sqlite/get/ok = %d, want 2", got["sqlite/get/ok"])
	}
	for k := range got {
		if k == "sqlite/other/ok" || k == "other/get/ok" {
			t.Errorf("label fell back to other: %s", k)
		}
	}
}

type notCounter struct{ store.VectorStore }

func TestCountUnsupported(t *testing.T) {
	v := instrumented.NewVectors(notCounter{openSQLite(t)}, metrics.BackendQdrant, nil)
	if _, err := v.CountByStatus(context.Background()); err == nil {
		t.Fatal("CountByStatus on a store without it succeeded")
	}
}

// Revision passes through the wrapper, so that recall keeps standing
// instructions behind it; a store without revisions reports 0.
func TestRevisionThroughWrapper(t *testing.T) {
	ctx := context.Background()
	inner := openSQLite(t)
	v := instrumented.NewVectors(inner, metrics.BackendSQLite, metrics.New(metrics.NewRegistry()))
	at := time.Now().UTC()
	m := memory.Memory{ID: "m1", TenantID: "t", UserID: "u", Type: "fact", Content: "Is vegan", Status: memory.StatusActive, Version: 1, CreatedAt: at, UpdatedAt: at}
	if err := v.Upsert(ctx, []memory.Memory{m}); err != nil {
		t.Fatal(err)
	}
	want, err := inner.Revision(ctx, "t", "u")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := v.Revision(ctx, "t", "u"); err != nil || got != want || got == 0 {
		t.Errorf("revision through the wrapper %d (%v), want %d", got, err, want)
	}
	bare := instrumented.NewVectors(struct{ store.VectorStore }{inner}, metrics.BackendSQLite, metrics.New(metrics.NewRegistry()))
	if got, err := bare.Revision(ctx, "t", "u"); err != nil || got != 0 {
		t.Errorf("revision of a store without revisions %d (%v), want 0", got, err)
	}
}
