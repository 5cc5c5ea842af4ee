package events

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// ErrTemporary marks a failure worth retrying (a store or endpoint was
// unreachable). The consumer loop naks such a message with a growing delay and
// dead-letters it on its last attempt (Loop.MaxDeliver). Errors that wrap neither ErrTemporary
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
// dead-letter on the last allowed attempt (see AttemptsBucket). Nothing is dropped silently.
type Loop struct {
	// Stage names the worker ("extract", "ingest"); it goes into DLQ subjects.
	Stage string
	// JS publishes dead letters.
	JS jetstream.JetStream
	// Consumer is the durable pull consumer to read.
	Consumer jetstream.Consumer
	// Batch is the most messages handed to the handler at once; 0 means 256.
	Batch int
	// MaxDeliver is how many attempts a message gets (see AttemptsBucket):
	// a temporary failure on the last one dead-letters it, and a message
	// whose last attempt never finished is dead-lettered as "deliveries
	// exhausted" when it comes again. 0 means 5. The consumer itself must
	// not give up first (EnsureConsumer makes its MaxDeliver unlimited).
	MaxDeliver int
	// Concurrency, when positive, hands messages to the handler one at a
	// time on up to Concurrency goroutines, each settled as soon as it is
	// done (Batch and Linger are then unused); it pulls a quarter of
	// Concurrency ahead and keeps alive (InProgress) the messages that
	// wait for a slot. It suits a handler whose time is mostly waiting on
	// a remote call (the LLM extractor).
	Concurrency int
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

	kvMu     sync.Mutex
	kv       jetstream.KeyValue // the attempts bucket, looked up by Run and, while missing, by begin
	kvTried  time.Time          // the last lookup that failed
	kvWarned bool
}

// Run consumes until ctx is cancelled, then stops pulling, finishes the batch
// in hand (bounded by DrainTimeout) and naks anything fetched but not started
// (its own queue and the client's buffer, drained until the consume context
// is closed) so that another replica takes it at once. It returns nil on a
// clean stop.
//
// The client pulls at most Batch messages ahead (a quarter of Concurrency
// when that is set), so that a worker holds little more than what it works on: a crash
// costs a delivery to no more than that. A redelivered message (a suspect,
// see AttemptsBucket) is processed alone.
func (l *Loop) Run(ctx context.Context, h BatchHandler) error {
	batch := l.Batch
	if batch <= 0 {
		batch = 256
	}
	pull, queue := batch, batch
	if l.Concurrency > 0 {
		// While every slot is busy (a throttled provider), what the
		// client pulled waits: pull little ahead, and keep alive what
		// waits in hand (see waiting).
		pull, queue = max(1, l.Concurrency/4), 0
	}
	log := l.logger()
	l.attempts(ctx)
	in := make(chan jetstream.Msg, queue)
	wait := newWaiting()
	// Once stopping is set, every message the client still delivers (its
	// buffer, drained) is nakked at once instead of being handed over:
	// jetstream's ConsumeContext.Stop would discard that buffer, leaving
	// the messages unacknowledged until their ack wait although nobody
	// works on them.
	var stopping atomic.Bool
	cc, err := l.Consumer.Consume(func(m jetstream.Msg) {
		if stopping.Load() {
			_ = m.Nak()
			return
		}
		if l.Concurrency > 0 {
			wait.add(m)
		}
		in <- m
	},
		jetstream.PullMaxMessages(pull),
		jetstream.ConsumeErrHandler(func(_ jetstream.ConsumeContext, err error) {
			if !errors.Is(err, jetstream.ErrNoHeartbeat) {
				log.Debug("consume", "stage", l.Stage, "err", err)
			}
		}))
	if err != nil {
		return fmt.Errorf("%s: start consuming: %w", l.Stage, err)
	}
	// release stops pulling and drains rather than discarding: what is
	// still delivered is nakked (see stopping). It does not wait: the
	// callback may be blocked handing a message over on in, which
	// nakPending reads.
	var once sync.Once
	release := func() {
		once.Do(func() {
			stopping.Store(true)
			cc.Drain()
		})
	}
	defer release()
	stop := func() {
		release()
		l.nakPending(in, cc.Closed())
		l.flush(log)
	}
	if l.Concurrency > 0 {
		stopKeep := wait.keepAlive(keepAliveEvery)
		l.runConcurrent(ctx, h, in, wait, log)
		stopKeep()
		stop()
		return nil
	}
	msgs := make([]jetstream.Msg, 0, batch)
	for {
		msgs = msgs[:0]
		select {
		case <-ctx.Done():
			stop()
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
		fresh := msgs[:0:0]
		var suspects []jetstream.Msg
		for _, m := range msgs {
			if suspect(m) {
				suspects = append(suspects, m)
			} else {
				fresh = append(fresh, m)
			}
		}
		if len(fresh) > 0 {
			l.process(ctx, h, fresh, log)
		}
		// In a random order: JetStream hands the oldest first, so a worker
		// that dies again and again (a crash loop, a node that keeps
		// restarting) would otherwise charge every attempt to the same
		// innocent message, until it looked like a poison pill.
		rand.Shuffle(len(suspects), func(i, j int) { suspects[i], suspects[j] = suspects[j], suspects[i] })
		for _, m := range suspects {
			l.process(ctx, h, []jetstream.Msg{m}, log)
		}
	}
}

// suspectJitter bounds the random wait of a redelivered message before it
// takes the concurrent loop's one-at-a-time lane.
const suspectJitter = 20 * time.Millisecond

// runConcurrent hands messages to h one by one, up to Concurrency at
// once, each settled as soon as it is done, until ctx is cancelled; it
// returns once the messages in hand are settled. Suspects are processed
// one at a time. While every slot is taken it reads nothing, so that the
// client stops pulling: backpressure into JetStream.
func (l *Loop) runConcurrent(ctx context.Context, h BatchHandler, in <-chan jetstream.Msg, wait *waiting, log *slog.Logger) {
	slots := make(chan struct{}, l.Concurrency)
	var lane sync.Mutex // one suspect at a time
	var wg sync.WaitGroup
	defer wg.Wait()
	for {
		select {
		case <-ctx.Done():
			return
		case slots <- struct{}{}:
		}
		var m jetstream.Msg
		select {
		case <-ctx.Done():
			return
		case m = <-in:
		}
		wait.remove(m)
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-slots }()
			if suspect(m) {
				// a moment's random wait first, so that the redelivered
				// messages take the lane in no fixed order (see the batch
				// loop's shuffle)
				time.Sleep(rand.N(suspectJitter))
				lane.Lock()
				defer lane.Unlock()
			}
			l.process(ctx, h, []jetstream.Msg{m}, log)
		}()
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

	atts := make([]attempt, len(msgs))
	run := msgs[:0:0]
	var pos []int
	for i, m := range msgs {
		atts[i] = l.begin(hctx, m)
		if atts[i].exhausted {
			l.exhausted(hctx, m, atts[i], log)
			continue
		}
		if atts[i].unknown {
			log.Warn("attempts bucket unavailable; message put back", append(logFields(m.Subject()), "stage", l.Stage, "deliveries", atts[i].delivered)...)
			_ = m.NakWithDelay(attemptsRetryDelay)
			l.observe(OutcomeRetried, "attempts_unavailable")
			continue
		}
		run = append(run, m)
		pos = append(pos, i)
	}
	if len(run) == 0 {
		return
	}
	errs := h.HandleBatch(hctx, run)
	for j, m := range run {
		var err error
		if j < len(errs) {
			err = errs[j]
		}
		l.settle(hctx, m, err, atts[pos[j]], log)
	}
}

// exhausted dead-letters m without processing it: its earlier attempts
// reached the limit and the last of them never finished (the worker died
// on it).
func (l *Loop) exhausted(ctx context.Context, m jetstream.Msg, a attempt, log *slog.Logger) {
	err := fmt.Errorf("deliveries exhausted: %d attempts started without finishing (%d deliveries); the worker stopped or crashed while processing it", a.n-1, a.delivered)
	if derr := l.deadLetter(ctx, m, err, a.delivered); derr != nil {
		log.Error("dead-letter publish failed; message kept for redelivery", "stage", l.Stage, "err", derr)
		_ = m.NakWithDelay(5 * time.Second)
		l.observe(OutcomeRetried, "dlq_unavailable")
		return
	}
	log.Warn("message dead-lettered", append(logFields(m.Subject()), "stage", l.Stage, "deliveries", a.delivered, "reason", err.Error())...)
	_ = m.Term()
	l.finish(ctx, a)
	l.observe(OutcomeDeadLettered, "exhausted")
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
// a is the attempt the delivery started: it decides between a retry and
// a dead letter on its last attempt.
func (l *Loop) settle(ctx context.Context, m jetstream.Msg, err error, a attempt, log *slog.Logger) {
	if err == nil {
		if aerr := m.Ack(); aerr != nil {
			log.Warn("ack failed; message will be redelivered", "stage", l.Stage, "err", aerr)
		} else {
			l.finish(ctx, a)
		}
		l.observe(OutcomeAcked, "")
		return
	}
	delivered := a.delivered
	reason := "temporary"
	permanent := false
	switch {
	case errors.Is(err, ErrInvalid):
		reason, permanent = "invalid", true
	case errors.Is(err, ErrPermanent):
		reason, permanent = "permanent", true
	}
	if !permanent && a.n < l.maxDeliver() {
		delay := min(time.Duration(1<<min(a.n, 6))*250*time.Millisecond, 30*time.Second)
		log.Warn("retrying message", append(logFields(m.Subject()), "stage", l.Stage, "deliveries", delivered, "delay", delay, "err", err)...)
		_ = m.NakWithDelay(delay)
		l.observe(OutcomeRetried, reason)
		return
	}
	if !permanent {
		reason = "exhausted"
		err = fmt.Errorf("gave up after %d attempts (%d deliveries): %w", a.n, delivered, err)
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
	l.finish(ctx, a)
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
		// When the original was stored: a replay checks erasure against it.
		out.Header.Set(HeaderPublished, md.Timestamp.UTC().Format(time.RFC3339Nano))
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

// keepAliveEvery is how often messages waiting for a slot are marked in
// progress, well inside any ack wait.
const keepAliveEvery = 10 * time.Second

// waiting holds the messages handed over by the client that wait for a
// slot (in Concurrency mode), so that they are kept alive: a throttled
// provider can keep every slot busy for longer than the ack wait.
type waiting struct {
	mu   sync.Mutex
	msgs map[jetstream.Msg]struct{}
}

func newWaiting() *waiting { return &waiting{msgs: map[jetstream.Msg]struct{}{}} }

func (w *waiting) add(m jetstream.Msg) {
	w.mu.Lock()
	w.msgs[m] = struct{}{}
	w.mu.Unlock()
}

func (w *waiting) remove(m jetstream.Msg) {
	w.mu.Lock()
	delete(w.msgs, m)
	w.mu.Unlock()
}

// keepAlive sends InProgress for every waiting message each interval
// until the returned func is called.
func (w *waiting) keepAlive(every time.Duration) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
			}
			w.mu.Lock()
			ms := make([]jetstream.Msg, 0, len(w.msgs))
			for m := range w.msgs {
				ms = append(ms, m)
			}
			w.mu.Unlock()
			for _, m := range ms {
				_ = m.InProgress()
			}
		}
	}()
	return func() { close(done); <-finished }
}
