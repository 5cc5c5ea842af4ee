package events

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Header names engram sets on messages.
const (
	HeaderStage      = "Engram-Stage"
	HeaderReason     = "Engram-Reason"
	HeaderDeliveries = "Engram-Deliveries"
	HeaderSubject    = "Engram-Subject"
	HeaderPublished  = "Engram-Published"
)

// Publisher validates events and publishes them to their per-user subjects
// with Nats-Msg-Id set, so that a retried publish is stored once.
type Publisher struct {
	js    jetstream.JetStream
	keyer *Keyer
}

// NewPublisher returns a Publisher on js using keyer for subjects.
func NewPublisher(js jetstream.JetStream, keyer *Keyer) *Publisher {
	return &Publisher{js: js, keyer: keyer}
}

// PublishTurn validates t and publishes it on engram.turns.<tenant>.<userkey>
// with Nats-Msg-Id = turn id. It returns once JetStream has stored it.
func (p *Publisher) PublishTurn(ctx context.Context, t *Turn) (*jetstream.PubAck, error) {
	if t.Version == 0 {
		t.Version = Version
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	data, err := json.Marshal(t)
	if err != nil {
		return nil, fmt.Errorf("encode turn: %w", err)
	}
	if len(data) > MaxTurnBytes {
		return nil, invalid("turn is %d bytes encoded, over the limit of %d", len(data), MaxTurnBytes)
	}
	msg := nats.NewMsg(p.keyer.Subject(KindTurns, t.TenantID, t.UserID))
	msg.Data = data
	msg.Header.Set(HeaderPublished, time.Now().UTC().Format(time.RFC3339Nano))
	ack, err := p.js.PublishMsg(ctx, msg, jetstream.WithMsgID(t.TenantID+"/"+t.TurnID))
	if err != nil {
		return nil, fmt.Errorf("publish turn %s: %w", t.TurnID, err)
	}
	return ack, nil
}

// PublishFacts validates b and publishes it on engram.facts.<tenant>.<userkey>
// with a message id derived from the turn and extractor, so that a redelivered
// turn does not produce a second batch inside the duplicate window.
func (p *Publisher) PublishFacts(ctx context.Context, b *FactBatch) error {
	if b.Version == 0 {
		b.Version = Version
	}
	if err := b.Validate(); err != nil {
		return err
	}
	data, err := json.Marshal(b)
	if err != nil {
		return fmt.Errorf("encode fact batch: %w", err)
	}
	msg := nats.NewMsg(p.keyer.Subject(KindFacts, b.TenantID, b.UserID))
	msg.Data = data
	if !b.PublishedAt.IsZero() {
		msg.Header.Set(HeaderPublished, b.PublishedAt.UTC().Format(time.RFC3339Nano))
	}
	if _, err := p.js.PublishMsg(ctx, msg, jetstream.WithMsgID(b.TenantID+"/"+b.TurnID+"/"+b.ExtractorID)); err != nil {
		return fmt.Errorf("publish facts for turn %s: %w", b.TurnID, err)
	}
	return nil
}
