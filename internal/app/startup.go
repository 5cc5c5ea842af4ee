package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// StartupWait bounds how long a worker waits at start-up for the JetStream
// API to answer (a cluster electing leaders after a restart, a server
// still starting) before it gives up with the last error.
var StartupWait = 2 * time.Minute

// retryJetStream runs fn until it succeeds, fails with an error that
// waiting cannot cure, ctx ends or StartupWait has passed. Only the
// JetStream API not answering is retried (a timeout, no responders, a
// stream without a leader); a misconfigured stream or a server without
// JetStream fails at once. Each retry is logged with the error.
func (a *App) retryJetStream(ctx context.Context, what string, fn func(context.Context) error) error {
	deadline := time.Now().Add(StartupWait)
	wait := 250 * time.Millisecond
	for attempt := 1; ; attempt++ {
		err := fn(ctx)
		if err == nil || !transientJetStream(ctx, err) {
			return err
		}
		if time.Now().Add(wait).After(deadline) {
			return fmt.Errorf("%s: JetStream did not answer within %s: %w", what, StartupWait, err)
		}
		a.Log.Warn("JetStream not answering at start-up; retrying", "what", what, "attempt", attempt, "in", wait, "err", err)
		select {
		case <-ctx.Done():
			return err
		case <-time.After(wait):
		}
		wait = min(2*wait, 5*time.Second)
	}
}

// transientJetStream reports whether err is the JetStream API not
// answering (yet), as opposed to a refusal.
func transientJetStream(ctx context.Context, err error) bool {
	if ctx.Err() != nil {
		return false
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) ||
		errors.Is(err, nats.ErrNoResponders) || errors.Is(err, jetstream.ErrNoStreamResponse) {
		return true
	}
	var api *jetstream.APIError
	// 503 without a more specific code: "JetStream system temporarily
	// unavailable", a stream or consumer group without a leader.
	return errors.As(err, &api) && api.Code == 503 &&
		api.ErrorCode != jetstream.JSErrCodeJetStreamNotEnabled && api.ErrorCode != jetstream.JSErrCodeJetStreamNotEnabledForAccount
}

// ensureConsumer is events.EnsureConsumer, retried while JetStream does
// not answer (retryJetStream).
func (a *App) ensureConsumer(ctx context.Context, stream, name string, o events.ConsumerOptions) (jetstream.Consumer, error) {
	var c jetstream.Consumer
	err := a.retryJetStream(ctx, "ensure consumer "+name, func(ctx context.Context) error {
		var err error
		c, err = events.EnsureConsumer(ctx, a.JS, stream, name, o)
		return err
	})
	return c, err
}
