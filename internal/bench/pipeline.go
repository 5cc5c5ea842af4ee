package bench

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/eval/progress"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/pkg/memory"
)

// Config is the default embedded configuration rooted at dir (embedded
// JetStream, SQLite, rules extractor, local embedder).
func Config(dir string) config.Config {
	return config.Config{
		DataDir: dir, VectorStore: "sqlite", StateStore: "sqlite", LogFormat: "text", LogLevel: "warn",
		ShutdownTimeout: 10 * time.Second, StreamReplicas: 1, Extractor: "rules", Embedder: "local",
		MinConfidence: 0.7, MinImportance: 0.3, UserKeySecret: "bench", IngestLinger: config.DefaultIngestLinger,
	}
}

// openPipeline opens the default embedded pipeline in dir.
func openPipeline(ctx context.Context, dir string) (*app.App, error) {
	return openPipelineWith(ctx, Config(dir))
}

// openPipelineWith opens the embedded pipeline of cfg.
func openPipelineWith(ctx context.Context, cfg config.Config) (*app.App, error) {
	a, err := app.Open(ctx, cfg, app.Options{Binary: "bench", EmbeddedNATS: true, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		return nil, fmt.Errorf("open pipeline: %w", err)
	}
	return a, nil
}

// upsertWatch wraps a vector store and records when each watched turn's
// memory was first written (from then on it is recallable).
type upsertWatch struct {
	store.VectorStore
	mu      sync.Mutex
	pending map[string]time.Time
	done    []time.Duration
	written int
}

func newUpsertWatch(v store.VectorStore) *upsertWatch {
	return &upsertWatch{VectorStore: v, pending: map[string]time.Time{}}
}

// WriteTx forwards to the watched store's WriteTx (see
// instrumented.WriteTxer), recording the memories upserted in it once it
// has committed.
func (u *upsertWatch) WriteTx(ctx context.Context, fn func(vec store.VectorStore, st store.StateStore) error) error {
	w, ok := u.VectorStore.(instrumented.WriteTxer)
	if !ok {
		return errors.ErrUnsupported
	}
	var written [][]string
	err := w.WriteTx(ctx, func(vec store.VectorStore, st store.StateStore) error {
		written = written[:0]
		return fn(&txWatch{VectorStore: vec, written: &written}, st)
	})
	if err == nil {
		u.record(written)
	}
	return err
}

// txWatch collects the memories upserted inside a WriteTx.
type txWatch struct {
	store.VectorStore
	written *[][]string
}

// Upsert writes through and collects the source turns of mems.
func (t *txWatch) Upsert(ctx context.Context, mems []memory.Memory) error {
	return t.UpsertStatus(ctx, mems, nil)
}

// UpsertStatus writes through and collects the source turns of mems and
// statusOnly.
func (t *txWatch) UpsertStatus(ctx context.Context, mems, statusOnly []memory.Memory) error {
	if err := store.UpsertStatus(ctx, t.VectorStore, mems, statusOnly); err != nil {
		return err
	}
	*t.written = slices.Grow(*t.written, len(mems)+len(statusOnly))
	for _, ms := range [][]memory.Memory{mems, statusOnly} {
		for i := range ms {
			*t.written = append(*t.written, ms[i].SourceTurnIDs)
		}
	}
	return nil
}

// reset forgets the freshness recorded so far and returns how many
// watched turns were never written.
func (u *upsertWatch) reset() int {
	u.mu.Lock()
	defer u.mu.Unlock()
	n := len(u.pending)
	u.pending, u.done = map[string]time.Time{}, nil
	return n
}

// Unwrap returns the watched store: reads go straight to it.
func (u *upsertWatch) Unwrap() store.VectorStore { return u.VectorStore }

func (u *upsertWatch) watch(turnID string, at time.Time) {
	u.mu.Lock()
	u.pending[turnID] = at
	u.mu.Unlock()
}

// Upsert writes through and then records freshness of watched turns.
func (u *upsertWatch) Upsert(ctx context.Context, mems []memory.Memory) error {
	if err := u.VectorStore.Upsert(ctx, mems); err != nil {
		return err
	}
	sources := make([][]string, len(mems))
	for i := range mems {
		sources[i] = mems[i].SourceTurnIDs
	}
	u.record(sources)
	return nil
}

// record counts memories, given by their source turns, as written now and
// records the freshness of the watched turns among those sources.
func (u *upsertWatch) record(sources [][]string) {
	now := time.Now()
	u.mu.Lock()
	defer u.mu.Unlock()
	u.written += len(sources)
	if len(u.pending) == 0 {
		return
	}
	for _, src := range sources {
		for _, s := range src {
			if t, ok := u.pending[s]; ok {
				u.done = append(u.done, now.Sub(t))
				delete(u.pending, s)
			}
		}
	}
}

func (u *upsertWatch) state() (pending int, done []time.Duration) {
	u.mu.Lock()
	defer u.mu.Unlock()
	return len(u.pending), append([]time.Duration(nil), u.done...)
}

// drain waits until consumer has acknowledged every message of stream.
func drain(ctx context.Context, js jetstream.JetStream, stream, consumer string, bar *progress.Bar) error {
	st, err := js.Stream(ctx, stream)
	if err != nil {
		return fmt.Errorf("stream %s: %w", stream, err)
	}
	for {
		si, err := st.Info(ctx)
		if err != nil {
			return fmt.Errorf("stream %s info: %w", stream, err)
		}
		if c, err := js.Consumer(ctx, stream, consumer); err == nil {
			ci, err := c.Info(ctx)
			if err != nil {
				return fmt.Errorf("consumer %s info: %w", consumer, err)
			}
			bar.Set(int(ci.AckFloor.Stream))
			if ci.AckFloor.Stream >= si.State.LastSeq && ci.NumPending == 0 && ci.NumAckPending == 0 {
				return nil
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}
