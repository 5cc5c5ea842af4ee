package events

import (
	"context"
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
	data, err := encode(t)
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
	msg, err := p.factsMsg(b)
	if err != nil {
		return err
	}
	if _, err := p.js.PublishMsg(ctx, msg, factsID(b)); err != nil {
		return fmt.Errorf("publish facts for turn %s: %w", b.TurnID, err)
	}
	return nil
}

// PublishFactsAsync is PublishFacts without waiting for the
// acknowledgement: b is stored once the returned future is Ok. Many
// batches published this way and then waited for cost one round trip
// instead of one each.
func (p *Publisher) PublishFactsAsync(b *FactBatch) (jetstream.PubAckFuture, error) {
	msg, err := p.factsMsg(b)
	if err != nil {
		return nil, err
	}
	f, err := p.js.PublishMsgAsync(msg, factsID(b))
	if err != nil {
		return nil, fmt.Errorf("publish facts for turn %s: %w", b.TurnID, err)
	}
	return f, nil
}

// factsMsg validates and encodes b as its message.
func (p *Publisher) factsMsg(b *FactBatch) (*nats.Msg, error) {
	if b.Version == 0 {
		b.Version = Version
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	data, err := encode(b)
	if err != nil {
		return nil, fmt.Errorf("encode fact batch: %w", err)
	}
	msg := nats.NewMsg(p.keyer.Subject(KindFacts, b.TenantID, b.UserID))
	msg.Data = data
	if !b.PublishedAt.IsZero() {
		msg.Header.Set(HeaderPublished, b.PublishedAt.UTC().Format(time.RFC3339Nano))
	}
	return msg, nil
}

// factsID is the message id of b: the same turn extracted by the same
// extractor again is stored once within the duplicate window.
func factsID(b *FactBatch) jetstream.PublishOpt {
	return jetstream.WithMsgID(b.TenantID + "/" + b.TurnID + "/" + b.ExtractorID)
}
