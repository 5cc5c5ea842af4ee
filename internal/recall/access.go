package recall

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/engram-memory/engram/internal/store"
)

// AccessRecorder records recall hits in the state store in the background,
// in batches, so that recall never waits on a write. When its buffer is full
// it drops hits and counts them (statistics are advisory).
type AccessRecorder struct {
	state   store.StateStore
	in      chan []store.AccessHit
	dropped atomic.Int64
	log     *slog.Logger
	wg      sync.WaitGroup
	stop    chan struct{}
	once    sync.Once
}

// NewAccessRecorder starts a recorder flushing every interval (0 means 250ms).
func NewAccessRecorder(state store.StateStore, interval time.Duration, log *slog.Logger) *AccessRecorder {
	if interval <= 0 {
		interval = 250 * time.Millisecond
	}
	if log == nil {
		log = slog.Default()
	}
	a := &AccessRecorder{state: state, in: make(chan []store.AccessHit, 4096), log: log, stop: make(chan struct{})}
	a.wg.Add(1)
	go a.loop(interval)
	return a
}

// Record queues hits without blocking.
func (a *AccessRecorder) Record(hits []store.AccessHit) {
	select {
	case a.in <- hits:
	default:
		a.dropped.Add(int64(len(hits)))
	}
}

// Dropped is how many hits were dropped because the buffer was full.
func (a *AccessRecorder) Dropped() int64 { return a.dropped.Load() }

func (a *AccessRecorder) loop(interval time.Duration) {
	defer a.wg.Done()
	t := time.NewTicker(interval)
	defer t.Stop()
	var buf []store.AccessHit
	flush := func() {
		if len(buf) == 0 {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		if err := a.state.RecordAccess(ctx, buf); err != nil {
			a.log.Warn("record access statistics", "hits", len(buf), "err", err)
		}
		cancel()
		buf = buf[:0]
	}
	for {
		select {
		case h := <-a.in:
			buf = append(buf, h...)
			if len(buf) >= 1024 {
				flush()
			}
		case <-t.C:
			flush()
		case <-a.stop:
			for {
				select {
				case h := <-a.in:
					buf = append(buf, h...)
				default:
					flush()
					return
				}
			}
		}
	}
}

// Close flushes what is queued and stops the recorder.
func (a *AccessRecorder) Close() {
	a.once.Do(func() { close(a.stop) })
	a.wg.Wait()
}
