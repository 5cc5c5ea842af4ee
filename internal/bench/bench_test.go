package bench

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/erase"
)

func TestSummarizeNearestRank(t *testing.T) {
	var ds []time.Duration
	for i := 100; i >= 1; i-- { // 1..100 ms, unsorted
		ds = append(ds, time.Duration(i)*time.Millisecond)
	}
	got := Summarize(ds)
	want := Latencies{N: 100, P50: 50, P95: 95, P99: 99, Max: 100}
	if got != want {
		t.Fatalf("Summarize = %+v, want %+v", got, want)
	}
	if ds[0] != 100*time.Millisecond {
		t.Fatal("Summarize sorted its input in place")
	}
	if (Summarize(nil) != Latencies{}) {
		t.Fatal("empty input should give zero latencies")
	}
	one := Summarize([]time.Duration{3 * time.Millisecond})
	if one.P50 != 3 || one.P99 != 3 || one.N != 1 {
		t.Fatalf("single sample: %+v", one)
	}
}

// TestIngestSmall runs the ingest benchmark at a tiny size: every paced
// turn must become recallable (no speed is asserted).
func TestIngestSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline")
	}
	r, err := Ingest(context.Background(), IngestOptions{Turns: 300, Users: 20, FreshnessSeconds: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	if r.MemoriesWritten == 0 || r.TurnsPerSecond <= 0 || r.RawPerSecond <= 0 {
		t.Fatalf("nothing measured: %+v", r)
	}
	if r.FreshLost != 0 || r.Freshness.N != r.FreshTurns {
		t.Fatalf("freshness: %d of %d turns timed, %d never written", r.Freshness.N, r.FreshTurns, r.FreshLost)
	}
	var b bytes.Buffer
	WriteTable(&b, IngestRows(r))
	if !strings.Contains(b.String(), "raw JetStream") {
		t.Fatalf("table:\n%s", b.String())
	}
}

// TestEraseSmall erases seeded users and checks the receipt counts.
func TestEraseSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline")
	}
	r, err := Erase(context.Background(), EraseOptions{Memories: 50, Turns: 3, Users: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Latency.N != 2 {
		t.Fatalf("measured %d erasures, want 2", r.Latency.N)
	}
	if r.Removed[erase.PlaceVectorStore] != 50 || r.Removed[erase.PlaceTurns] != 3 {
		t.Fatalf("receipt %v: want 50 memories and 3 turns removed", r.Removed)
	}
}

// TestRecallSmall seeds a small database twice (the second run reuses it)
// and measures both paths.
func TestRecallSmall(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the recall path over HTTP")
	}
	dir := t.TempDir()
	o := RecallOptions{Users: 5, PerUser: 40, Queries: 50, HTTPRate: 100, HTTPSeconds: 0.3, CacheDir: dir}
	r, err := Recall(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if r.SeedSeconds == 0 || r.Memories != 200 || r.InProcess.N != 50 || r.HTTP.N+r.HTTPErrors != 30 || r.HTTPErrors != 0 {
		t.Fatalf("first run: %+v", r)
	}
	if r.DiskBytesPerMemory <= 0 {
		t.Fatalf("disk bytes per memory %v", r.DiskBytesPerMemory)
	}
	r2, err := Recall(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if r2.SeedSeconds != 0 || r2.DBPath != r.DBPath {
		t.Fatalf("second run seeded again (%v s) or used another file", r2.SeedSeconds)
	}
}
