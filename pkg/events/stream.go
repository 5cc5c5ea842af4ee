package events

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// Stream and durable consumer names.
const (
	StreamTurns = "ENGRAM_TURNS"
	StreamFacts = "ENGRAM_FACTS"
	StreamDLQ   = "ENGRAM_DLQ"

	ConsumerExtractor = "extractor"
	ConsumerIngester  = "ingester"
)

// StreamOptions tune the streams EnsureStreams creates. The zero value is a
// sane single-node default.
type StreamOptions struct {
	// Replicas is the stream replication factor; 0 means 1. Use 3 on a cluster.
	Replicas int
	// MaxAge bounds how long raw turns and facts are kept; 0 means 30 days.
	MaxAge time.Duration
	// DuplicateWindow is how long Nats-Msg-Id dedup remembers a turn id; 0
	// means 10 minutes. Later duplicates are caught by the ingester's
	// idempotency keys.
	DuplicateWindow time.Duration
	// MemoryStorage uses memory instead of file storage (tests only).
	MemoryStorage bool
}

// ConsumerOptions tune the durable pull consumers.
type ConsumerOptions struct {
	// AckWait is how long a delivered message may stay unacknowledged before
	// it is redelivered; 0 means 30s. Long LLM calls extend it with InProgress.
	AckWait time.Duration
	// MaxDeliver is the attempts the consumer loop gives a message before
	// it dead-letters it (Loop.MaxDeliver must match); 0 means 5. The
	// consumer's own MaxDeliver is unlimited, so that JetStream never
	// abandons a message the loop has not dead-lettered (see
	// AttemptsBucket).
	MaxDeliver int
}

func (o StreamOptions) withDefaults() StreamOptions {
	if o.Replicas == 0 {
		o.Replicas = 1
	}
	if o.MaxAge == 0 {
		o.MaxAge = 30 * 24 * time.Hour
	}
	if o.DuplicateWindow == 0 {
		o.DuplicateWindow = 10 * time.Minute
	}
	return o
}

func (o ConsumerOptions) withDefaults() ConsumerOptions {
	if o.AckWait == 0 {
		o.AckWait = 30 * time.Second
	}
	if o.MaxDeliver == 0 {
		o.MaxDeliver = 5
	}
	return o
}

// EnsureStreams creates the three streams and the attempts bucket
// (AttemptsBucket) if they are missing. An existing
// stream is left as the operator configured it (retention, limits, replicas,
// storage): only its subjects are checked, and a stream that does not cover
// engram's subjects is an error. It is idempotent and safe to call from every
// worker at start-up, concurrently.
func EnsureStreams(ctx context.Context, js jetstream.JetStream, o StreamOptions) error {
	o = o.withDefaults()
	storage := jetstream.FileStorage
	if o.MemoryStorage {
		storage = jetstream.MemoryStorage
	}
	for _, cfg := range []jetstream.StreamConfig{
		{Name: StreamTurns, Subjects: []string{"engram." + KindTurns + ".>"}, MaxAge: o.MaxAge},
		{Name: StreamFacts, Subjects: []string{"engram." + KindFacts + ".>"}, MaxAge: o.MaxAge},
		{Name: StreamDLQ, Subjects: []string{"engram." + KindDLQ + ".>"}, MaxAge: 3 * o.MaxAge},
	} {
		cfg.Storage = storage
		cfg.Replicas = o.Replicas
		cfg.Duplicates = o.DuplicateWindow
		cfg.Retention = jetstream.LimitsPolicy
		cfg.Discard = jetstream.DiscardOld
		st, err := js.Stream(ctx, cfg.Name)
		if errors.Is(err, jetstream.ErrStreamNotFound) {
			_, err = js.CreateStream(ctx, cfg)
			if errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) {
				continue // another worker created it meanwhile
			}
			if err != nil {
				return fmt.Errorf("create stream %s: %w", cfg.Name, err)
			}
			continue
		}
		if err != nil {
			return fmt.Errorf("look up stream %s: %w", cfg.Name, err)
		}
		if !slices.Contains(st.CachedInfo().Config.Subjects, cfg.Subjects[0]) {
			return fmt.Errorf("stream %s exists with subjects %v, which do not include %s: fix the stream or remove it", cfg.Name, st.CachedInfo().Config.Subjects, cfg.Subjects[0])
		}
	}
	return ensureAttempts(ctx, js, o)
}

// EnsureConsumer creates or updates the durable pull consumer name on stream.
func EnsureConsumer(ctx context.Context, js jetstream.JetStream, stream, name string, o ConsumerOptions) (jetstream.Consumer, error) {
	o = o.withDefaults()
	c, err := js.CreateOrUpdateConsumer(ctx, stream, jetstream.ConsumerConfig{
		Durable:       name,
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       o.AckWait,
		MaxDeliver:    -1,
		MaxAckPending: 20000,
		DeliverPolicy: jetstream.DeliverAllPolicy,
	})
	if err != nil {
		return nil, fmt.Errorf("ensure consumer %s on %s: %w", name, stream, err)
	}
	return c, nil
}
