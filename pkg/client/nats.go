package client

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cenkalti/backoff/v4"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// NATSPublisher publishes turns straight to JetStream (ENGRAM_TURNS), for
// agents that run next to the NATS cluster. secret must be the deployment's
// user-key secret (ENGRAM_USER_KEY_SECRET), since subjects carry the keyed
// hash of the user. It is safe for concurrent use.
type NATSPublisher struct {
	pub        *events.Publisher
	timeout    time.Duration
	maxRetries int
	maxElapsed time.Duration
	initial    time.Duration
}

// NewNATSPublisher returns a publisher on nc. Options WithTimeout, WithRetry
// and WithInitialBackoff apply; others are ignored.
func NewNATSPublisher(nc *nats.Conn, secret []byte, opts ...Option) (*NATSPublisher, error) {
	if nc == nil {
		return nil, errors.New("client: nil NATS connection")
	}
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	c := &Client{timeout: DefaultTimeout, maxRetries: DefaultMaxRetries, maxElapsed: DefaultMaxElapsed, initial: 100 * time.Millisecond}
	for _, o := range opts {
		o(c)
	}
	return &NATSPublisher{pub: events.NewPublisher(js, events.NewKeyer(secret)), timeout: c.timeout,
		maxRetries: c.maxRetries, maxElapsed: c.maxElapsed, initial: c.initial}, nil
}

// PublishTurn validates t and publishes it with its turn id as Nats-Msg-Id,
// retrying transient failures; an invalid turn (events.ErrInvalid) is not
// retried. An empty TurnID is set to a random UUID and an empty TS to now,
// in t, before the first attempt. It reports whether JetStream had the turn
// already (a duplicate).
func (p *NATSPublisher) PublishTurn(ctx context.Context, t *events.Turn) (duplicate bool, err error) {
	prepareTurn(t, "")
	eb := backoff.NewExponentialBackOff()
	eb.InitialInterval = p.initial
	eb.MaxElapsedTime = p.maxElapsed
	eb.Reset()
	b := backoff.WithContext(backoff.WithMaxRetries(eb, uint64(max(p.maxRetries, 0))), ctx)
	err = backoff.Retry(func() error {
		actx, cancel := ctx, context.CancelFunc(func() {})
		if p.timeout > 0 {
			actx, cancel = context.WithTimeout(ctx, p.timeout)
		}
		defer cancel()
		ack, err := p.pub.PublishTurn(actx, t)
		if err != nil {
			if errors.Is(err, events.ErrInvalid) {
				return backoff.Permanent(err)
			}
			return err
		}
		duplicate = ack.Duplicate
		return nil
	}, b)
	return duplicate, err
}
