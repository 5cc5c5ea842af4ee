package app_test

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/bench"
)

// Open that fails after it has started things (here: the SQLite file
// cannot be created) returns the error and releases what it opened; it
// once panicked closing a nil App instead, hiding the error.
func TestOpenFailureReturnsError(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "not-a-dir")
	if err := os.WriteFile(blocker, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := bench.Config(dir)
	cfg.SQLitePath = filepath.Join(blocker, "engram.db")
	cfg.ShutdownTimeout = 2 * time.Second
	a, err := app.Open(context.Background(), cfg, app.Options{Binary: "test", EmbeddedNATS: true, Log: slog.New(slog.DiscardHandler)})
	if err == nil {
		a.Close()
		t.Fatal("Open succeeded with an impossible SQLite path")
	}
	if a != nil {
		t.Errorf("Open returned an App with its error %v", err)
	}
	if !strings.Contains(err.Error(), "not-a-dir") {
		t.Errorf("error %q does not name the path", err)
	}
}
