package events

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// ErrTemporary marks a failure worth retrying (a store or endpoint was
// unreachable). The consumer loop naks such a message with a growing delay and
// dead-letters it on its last delivery. Errors that wrap neither ErrTemporary
// nor ErrInvalid are treated as temporary.
var ErrTemporary = errors.New("temporary failure")

// ErrPermanent marks a message that can never be processed for a reason other
// than its shape (ErrInvalid covers shape). It is dead-lettered at once.
var ErrPermanent = errors.New("permanent failure")

// BatchHandler processes a batch of messages and returns one error per
// message (nil for success). It must not ack, nak or term: the consumer loop
// owns acknowledgement.
type BatchHandler interface {
	HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error
}

// Handler processes one message; see BatchHandler for the ack contract.
type Handler interface {
	Handle(ctx context.Context, msg jetstream.Msg) error
}

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(ctx context.Context, msg jetstream.Msg) error

// Handle calls f.
func (f HandlerFunc) Handle(ctx context.Context, msg jetstream.Msg) error { return f(ctx, msg) }

// Each adapts a Handler to a BatchHandler that handles messages one by one.
func Each(h Handler) BatchHandler { return each{h} }

type each struct{ h Handler }

func (e each) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	errs := make([]error, len(msgs))
	for i, m := range msgs {
		errs[i] = e.h.Handle(ctx, m)
	}
	return errs
}

// Outcome is what the consumer loop did with a message.
type Outcome string

// Outcomes reported to Loop.Observe.
const (
	OutcomeAcked        Outcome = "acked"
	OutcomeRetried      Outcome = "retried"
	OutcomeDeadLettered Outcome = "dead_lettered"
)

// Loop is the one consumer loop every worker runs. It pulls batches from a
// durable consumer, hands them to a BatchHandler and then, per message: nil →
// ack; ErrInvalid or ErrPermanent → publish to the dead-letter stream with
// the stage and reason, then terminate; any other error → nak with delay, or
// dead-letter on the last allowed delivery. Nothing is dropped silently.
type Loop struct {
	// Stage names the worker ("extract", "ingest"); it goes into DLQ subjects.
	Stage string
	// JS publishes dead letters.
	JS jetstream.JetStream
	// Consumer is the durable pull consumer to read.
	Consumer jetstream.Consumer
	// Batch is the most messages handed to the handler at once; 0 means 256.
	Batch int
	// MaxDeliver must match the consumer's MaxDeliver; 0 means 5.
	MaxDeliver int
	// Logger receives one line per dead letter and retry; nil means slog.Default().
	Logger *slog.Logger
	// Observe, if set, is called once per message with its outcome and, for
	// failures, a short reason class.
	Observe func(stage string, outcome Outcome, reason string)
	// DrainTimeout bounds how long in-flight work may take after ctx is
	// cancelled; 0 means 10s.
	DrainTimeout time.Duration
	// Linger is how long a batch waits, from its first message, for more
	// messages when fewer than Batch are at hand; 0 hands over at once.
	// A handler whose cost per batch is high (one write transaction per
	// batch) spends less per message on larger batches, at the price of
	// up to Linger of latency.
	Linger time.Duration
}

// Run consumes until ctx is cancelled, then stops pulling, finishes the batch
// in hand (bounded by DrainTimeout) and naks anything fetched but not started
// so that another replica takes it at once. It returns nil on a clean stop.
func (l *Loop) Run(ctx context.Context, h BatchHandler) error {
	batch := l.Batch
	if batch <= 0 {
		batch = 256
	}
	log := l.Logger
	if log == nil {
		log = slog.Default()
	}
	in := make(chan jetstream.Msg, batch*2)
	cc, err := l.Consumer.Consume(func(m jetstream.Msg) { in <- m },
		jetstream.PullMaxMessages(batch*2),
		jetstream.ConsumeErrHandler(func(_ jetstream.ConsumeContext, err error) {
			if !errors.Is(err, jetstream.ErrNoHeartbeat) {
				log.Debug("consume", "stage", l.Stage, "err", err)
			}
		}))
	if err != nil {
		return fmt.Errorf("%s: start consuming: %w", l.Stage, err)
	}
	defer cc.Stop()
	msgs := make([]jetstream.Msg, 0, batch)
	for {
		msgs = msgs[:0]
		select {
		case <-ctx.Done():
			// Drain stops pulling but still hands over what the client had
			// buffered; nak all of it so another replica takes it at once
			// instead of after AckWait.
			cc.Drain()
			l.nakPending(in, cc.Closed())
			l.flush(log)
			return nil
		case m := <-in:
			msgs = append(msgs, m)
		}
	fill:
		for len(msgs) < batch {
			select {
			case m := <-in:
				msgs = append(msgs, m)
			default:
				break fill
			}
		}
		if l.Linger > 0 && len(msgs) < batch {
			msgs = l.linger(ctx, in, msgs, batch)
		}
		l.process(ctx, h, msgs, log)
	}
}

// linger adds to msgs what arrives on in within Linger, up to batch
// messages; it stops early when ctx is cancelled (msgs are then processed,
// like any batch in hand).
func (l *Loop) linger(ctx context.Context, in <-chan jetstream.Msg, msgs []jetstream.Msg, batch int) []jetstream.Msg {
	t := time.NewTimer(l.Linger)
	defer t.Stop()
	for len(msgs) < batch {
		select {
		case m := <-in:
			msgs = append(msgs, m)
		case <-t.C:
			return msgs
		case <-ctx.Done():
			return msgs
		}
	}
	return msgs
}

// flush sends what acks and naks the connection still buffers, so that a
// process exiting right after Run returns does not leave its last batch to
// be redelivered after AckWait.
func (l *Loop) flush(log *slog.Logger) {
	if l.JS == nil || l.JS.Conn() == nil {
		return
	}
	if err := l.JS.Conn().FlushTimeout(5 * time.Second); err != nil {
		log.Warn("flush acks on stop", "stage", l.Stage, "err", err)
	}
}

func (l *Loop) nakPending(in chan jetstream.Msg, closed <-chan struct{}) {
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m := <-in:
			_ = m.Nak()
		case <-closed:
			for {
				select {
				case m := <-in:
					_ = m.Nak()
				default:
					return
				}
			}
		case <-timeout:
			return
		}
	}
}

// logFields describes a message for logs without its content: the tenant and
// user key when the subject is an engram per-user subject.
func logFields(subject string) []any {
	parts := strings.Split(subject, ".")
	if len(parts) == 4 && parts[0] == "engram" && len(parts[3]) == 24 {
		return []any{"tenant", parts[2], "user_key", parts[3]}
	}
	return []any{"subject_kind", parts[min(1, len(parts)-1)]}
}

func (l *Loop) process(ctx context.Context, h BatchHandler, msgs []jetstream.Msg, log *slog.Logger) {
	drain := l.DrainTimeout
	if drain <= 0 {
		drain = 10 * time.Second
	}
	// In-flight work finishes even if ctx is cancelled meanwhile, within the bound.
	hctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	stop := context.AfterFunc(ctx, func() {
		t := time.AfterFunc(drain, cancel)
		context.AfterFunc(hctx, func() { t.Stop() })
	})
	defer stop()

	errs := h.HandleBatch(hctx, msgs)
	for i, m := range msgs {
		var err error
		if i < len(errs) {
			err = errs[i]
		}
		l.settle(hctx, m, err, log)
	}
}

func (l *Loop) maxDeliver() int {
	if l.MaxDeliver <= 0 {
		return 5
	}
	return l.MaxDeliver
}

func (l *Loop) observe(o Outcome, reason string) {
	if l.Observe != nil {
		l.Observe(l.Stage, o, reason)
	}
}

// settle acks, naks or dead-letters one message according to err.
func (l *Loop) settle(ctx context.Context, m jetstream.Msg, err error, log *slog.Logger) {
	if err == nil {
		if aerr := m.Ack(); aerr != nil {
			log.Warn("ack failed; message will be redelivered", "stage", l.Stage, "err", aerr)
		}
		l.observe(OutcomeAcked, "")
		return
	}
	delivered := uint64(1)
	if md, merr := m.Metadata(); merr == nil {
		delivered = md.NumDelivered
	}
	reason := "temporary"
	permanent := false
	switch {
	case errors.Is(err, ErrInvalid):
		reason, permanent = "invalid", true
	case errors.Is(err, ErrPermanent):
		reason, permanent = "permanent", true
	}
	if !permanent && delivered < uint64(l.maxDeliver()) {
		delay := min(time.Duration(1<<min(delivered, 6))*250*time.Millisecond, 30*time.Second)
		log.Warn("retrying message", append(logFields(m.Subject()), "stage", l.Stage, "deliveries", delivered, "delay", delay, "err", err)...)
		_ = m.NakWithDelay(delay)
		l.observe(OutcomeRetried, reason)
		return
	}
	if !permanent {
		reason = "exhausted"
		err = fmt.Errorf("gave up after %d deliveries: %w", delivered, err)
	}
	if derr := l.deadLetter(ctx, m, err, delivered); derr != nil {
		// Never drop: leave it for redelivery.
		log.Error("dead-letter publish failed; message kept for redelivery", "stage", l.Stage, "err", derr)
		_ = m.NakWithDelay(5 * time.Second)
		l.observe(OutcomeRetried, "dlq_unavailable")
		return
	}
	log.Warn("message dead-lettered", append(logFields(m.Subject()), "stage", l.Stage, "deliveries", delivered, "reason", err.Error())...)
	_ = m.Term()
	l.observe(OutcomeDeadLettered, reason)
}

// deadLetter copies m to the DLQ stream with the stage, reason and delivery
// count. The message id makes a repeated dead-lettering of the same stream
// message idempotent.
func (l *Loop) deadLetter(ctx context.Context, m jetstream.Msg, cause error, delivered uint64) error {
	out := nats.NewMsg(DLQSubject(l.Stage, m.Subject()))
	out.Data = m.Data()
	reason := strings.NewReplacer("\r", " ", "\n", " ").Replace(cause.Error())
	if len(reason) > 1024 {
		reason = reason[:1024]
	}
	out.Header.Set(HeaderStage, l.Stage)
	out.Header.Set(HeaderReason, reason)
	out.Header.Set(HeaderDeliveries, strconv.FormatUint(delivered, 10))
	out.Header.Set(HeaderSubject, m.Subject())
	markAccepted(out, m)
	fitDeadLetter(out, m, l.JS.Conn().MaxPayload())
	id := ""
	if md, err := m.Metadata(); err == nil {
		id = fmt.Sprintf("dlq/%s/%d", md.Stream, md.Sequence.Stream)
	}
	var opts []jetstream.PublishOpt
	if id != "" {
		opts = append(opts, jetstream.WithMsgID(id))
	}
	pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if _, err := l.JS.PublishMsg(pctx, out, opts...); err != nil {
		return fmt.Errorf("publish dead letter: %w", err)
	}
	return nil
}
