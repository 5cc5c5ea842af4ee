package worker

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// Parallel adapts a Handler to an events.BatchHandler that handles the
// messages of a batch on up to n goroutines (n < 1 means 1), returning one
// error per message in batch order. It suits handlers whose messages are
// independent and whose time is partly waiting (the extractor: an LLM call
// or a publish acknowledgement per turn). The handler must be safe for
// concurrent use.
func Parallel(h events.Handler, n int) events.BatchHandler {
	return parallel{h: h, n: max(n, 1)}
}

type parallel struct {
	h events.Handler
	n int
}

// HandleBatch implements events.BatchHandler.
func (p parallel) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	errs := make([]error, len(msgs))
	p.each(len(msgs), func(i int) { errs[i] = p.h.Handle(ctx, msgs[i]) })
	return errs
}

// each calls fn(i) for every i in [0, n) on up to p.n goroutines and
// returns when all calls have.
func (p parallel) each(n int, fn func(i int)) {
	workers := min(p.n, n)
	if workers <= 1 {
		for i := range n {
			fn(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				fn(i)
			}
		}()
	}
	wg.Wait()
}
