package forget_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/forget"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// benchN is the number of memories BenchmarkForgetterRun seeds:
// ENGRAM_BENCH_MEMORIES, default 20,000 (use 1000000 for the full run).
func benchN() int {
	if v, err := strconv.Atoi(os.Getenv("ENGRAM_BENCH_MEMORIES")); err == nil && v > 0 {
		return v
	}
	return 20000
}

// seedBench writes n memories straight into SQLite in batches of 1,000:
// users of 2,000 memories on average (one in ten users has 6,000, over the
// 5,000 cap), 256-dimension vectors, importance spread over [0.05, 1],
// created over the last 120 days, one in ten with a TTL.
func seedBench(b *testing.B, st *sqlite.Store, n int, now time.Time) {
	b.Helper()
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(7, 11))
	batch := make([]memory.Memory, 0, 1000)
	user, left := 0, 0
	for i := range n {
		if left == 0 {
			user++
			left = 2000
			if user%10 == 0 {
				left = 6000
			}
		}
		left--
		u := fmt.Sprintf("user-%06d", user)
		c := fmt.Sprintf("Memory %d of %s about topic %d", i, u, i%331)
		at := now.Add(-time.Duration(rng.Int64N(int64(120 * day))))
		m := memory.Memory{ID: memory.ID(tenant, u, events.TypeFact, "", "", "", c), TenantID: tenant, UserID: u,
			Type: events.TypeFact, Content: c, Confidence: 0.9, Importance: 0.05 + 0.95*rng.Float64(),
			Status: memory.StatusActive, Version: 1, CreatedAt: at, UpdatedAt: at,
			SourceTurnIDs: []string{"t"}, ExtractorID: "bench", EmbedderID: "bench", Vector: make([]float32, 256)}
		m.Vector[i%256] = 1
		if i%10 == 0 {
			m.ExpiresAt = at.Add(time.Duration(rng.Int64N(int64(240 * day))))
		}
		batch = append(batch, m)
		if len(batch) == cap(batch) || i == n-1 {
			if err := st.Upsert(ctx, batch); err != nil {
				b.Fatal(err)
			}
			batch = batch[:0]
		}
	}
}

// peakHeap samples the heap in use every 10ms until stop is called and
// returns the maximum seen.
func peakHeap() (stop func() uint64) {
	var mu sync.Mutex
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		var ms runtime.MemStats
		t := time.NewTicker(10 * time.Millisecond)
		defer t.Stop()
		for {
			runtime.ReadMemStats(&ms)
			mu.Lock()
			peak = max(peak, ms.HeapInuse)
			mu.Unlock()
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	return func() uint64 {
		close(done)
		wg.Wait()
		return peak
	}
}

// resetPeakRSS resets the kernel's peak RSS of this process (VmHWM); it
// reports false where /proc/self/clear_refs is not writable.
func resetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

// peakRSS is VmHWM from /proc/self/status in bytes, 0 if unknown.
func peakRSS() uint64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "VmHWM:" {
			kb, _ := strconv.ParseUint(f[1], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// BenchmarkForgetterRun measures one forgetter run over N memories
// (ENGRAM_BENCH_MEMORIES, default 20,000) on SQLite with every policy on:
// TTL, decay (30-day half-life), archival below 0.1, grace of 30 days, cap
// of 5,000. Each iteration advances the clock by 10 days, so every run
// has work; steady_state then runs again at the same time (nothing to do:
// the cost of scanning and deciding). The baseline in the same run is a
// bare Scan of the same store.
// Metrics: ns/memory, peak heap in use (sampled) and peak RSS of the run.
func BenchmarkForgetterRun(b *testing.B) {
	n := benchN()
	st, err := sqlite.Open(filepath.Join(b.TempDir(), "bench.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	now := time.Date(2026, 6, 1, 0, 0, 0, 0, time.UTC)
	start := time.Now()
	seedBench(b, st, n, now)
	b.Logf("seeded %d memories in %v", n, time.Since(start))
	ctx := context.Background()

	b.Run("baseline_scan", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			seen := 0
			if err := st.Scan(ctx, 1000, func(ms []memory.Memory) error { seen += len(ms); return nil }); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/memory")
	})
	c := &clock{now}
	f := forget.New(st, st, keyer, forget.Config{Decay: forget.HalfLife(30 * day), Archive: forget.ArchiveBelow(0.1),
		Grace: forget.GracePeriod(30 * day)}, discardLog())
	f.Now = c.Now
	b.Run("run", func(b *testing.B) {
		runtime.GC()
		rss := resetPeakRSS()
		stop := peakHeap()
		actions := map[string]int{}
		scanned := 0
		for i := 0; i < b.N; i++ {
			rep, err := f.RunOnce(ctx)
			if err != nil {
				b.Fatal(err)
			}
			for k, v := range rep.Actions {
				actions[k] += v
			}
			scanned += rep.Scanned
			c.Advance(10 * day)
		}
		heap := stop()
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(scanned), "ns/memory")
		b.ReportMetric(float64(heap)/(1<<20), "peak-heap-MB")
		if rss {
			b.ReportMetric(float64(peakRSS())/(1<<20), "peak-rss-MB")
		}
		b.Logf("%d runs over %d memories: %v", b.N, n, actions)
	})
	// Steady state: runs at the same time again find nothing to do; this
	// is the cost of scanning and deciding alone.
	b.Run("steady_state", func(b *testing.B) {
		if _, err := f.RunOnce(ctx); err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		acted := 0
		for i := 0; i < b.N; i++ {
			rep, err := f.RunOnce(ctx)
			if err != nil {
				b.Fatal(err)
			}
			for _, v := range rep.Actions {
				acted += v
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/memory")
		if acted != 0 {
			b.Errorf("steady-state runs acted on %d memories", acted)
		}
	})
}

func discardLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }
