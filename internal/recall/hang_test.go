package recall

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/store"
)

// hangingVectors and hangingState stand for stores that accept connections
// but never answer: every call blocks until its context ends.
type hangingVectors struct{ store.VectorStore }

func (hangingVectors) SearchDense(ctx context.Context, _ store.Filter, _ []float32, _ int) ([]store.Hit, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

func (hangingVectors) SearchLexical(ctx context.Context, _ store.Filter, _ string, _ int) ([]store.Hit, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

type hangingState struct{ store.StateStore }

func (hangingState) Profile(ctx context.Context, _, _ string) ([]store.ProfileEntry, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// TestRecallNeverHangs: when every store hangs, recall answers with
// ErrUnavailable once its one store deadline passes, instead of waiting on
// each store in turn (or forever).
func TestRecallNeverHangs(t *testing.T) {
	rc := New(hangingVectors{}, hangingState{}, embed.NewLocal(0), nil, Config{StoreTimeout: 50 * time.Millisecond}, nil)
	done := make(chan error, 1)
	go func() {
		_, err := rc.Recall(context.Background(), Request{TenantID: "acme", UserID: "u1", Query: "anything"})
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, store.ErrUnavailable) {
			t.Fatalf("got %v, want ErrUnavailable", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("recall hung with every store hanging")
	}
}
