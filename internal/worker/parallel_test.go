package worker

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// idMsg is a message that only carries its index (the handler under test
// reads nothing else).
type idMsg struct {
	jetstream.Msg
	i int
}

// TestParallelErrorsInBatchOrder: every message is handled exactly once
// and each error lands at its message's position, for any worker count.
func TestParallelErrorsInBatchOrder(t *testing.T) {
	for _, n := range []int{0, 1, 3, 8, 100} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			var mu sync.Mutex
			seen := map[int]int{}
			h := events.HandlerFunc(func(_ context.Context, m jetstream.Msg) error {
				i := m.(idMsg).i
				mu.Lock()
				seen[i]++
				mu.Unlock()
				if i%3 == 0 {
					return fmt.Errorf("message %d: %w", i, events.ErrTemporary)
				}
				return nil
			})
			msgs := make([]jetstream.Msg, 50)
			for i := range msgs {
				msgs[i] = idMsg{i: i}
			}
			errs := Parallel(h, n).HandleBatch(context.Background(), msgs)
			if len(errs) != len(msgs) {
				t.Fatalf("got %d errors for %d messages", len(errs), len(msgs))
			}
			for i, err := range errs {
				if seen[i] != 1 {
					t.Errorf("message %d handled %d times", i, seen[i])
				}
				if want := i%3 == 0; (err != nil) != want || (want && (!errors.Is(err, events.ErrTemporary) || !hasPrefix(err, fmt.Sprintf("message %d:", i)))) {
					t.Errorf("message %d: error %v", i, err)
				}
			}
		})
	}
}

func hasPrefix(err error, p string) bool { return strings.HasPrefix(err.Error(), p) }

// TestParallelRunsConcurrently: with n workers, n messages are in the
// handler at the same time (each waits for all n to arrive; a sequential
// adapter would never return).
func TestParallelRunsConcurrently(t *testing.T) {
	const n = 4
	var arrived sync.WaitGroup
	arrived.Add(n)
	h := events.HandlerFunc(func(ctx context.Context, _ jetstream.Msg) error {
		arrived.Done()
		arrived.Wait()
		return nil
	})
	msgs := make([]jetstream.Msg, n)
	for i := range msgs {
		msgs[i] = idMsg{i: i}
	}
	for i, err := range Parallel(h, n).HandleBatch(context.Background(), msgs) {
		if err != nil {
			t.Errorf("message %d: %v", i, err)
		}
	}
}
