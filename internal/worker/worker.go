// Package worker holds the message handlers of the extractor and ingester
// workers. They plug into pkg/events.Loop, which owns acknowledgement; a
// handler only decodes, checks and processes, and classifies its errors.
package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/screen"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/pkg/events"
)

// Stage names, used in DLQ subjects and metrics.
const (
	StageExtract = "extract"
	StageIngest  = "ingest"
)

// publishedAt is when JetStream stored the message (server time), falling
// back to the engram publish header and then to now.
func publishedAt(m jetstream.Msg) time.Time {
	// The server's timestamp comes first: a publisher controls headers, and
	// tombstones compare against this time, so a forged or skewed header
	// must not let an event slip past an erasure. The header can only make
	// the time earlier (it is set before the server stores the message).
	if md, err := m.Metadata(); err == nil {
		t := md.Timestamp
		if h := m.Headers().Get(events.HeaderPublished); h != "" {
			if ht, err := time.Parse(time.RFC3339Nano, h); err == nil && ht.Before(t) && t.Sub(ht) < time.Minute {
				t = ht
			}
		}
		return t
	}
	return time.Now()
}

// Extractor handles turns: decode, check, extract, filter by thresholds and
// publish the fact batch.
type Extractor struct {
	Extractor  extract.Extractor
	Thresholds extract.Thresholds
	Publisher  *events.Publisher
	Keyer      *events.Keyer
	Metrics    *metrics.Metrics
	Log        *slog.Logger
	// Timeout bounds one extraction; 0 means 60s.
	Timeout time.Duration
	// Parallelism is how many turns of a batch HandleBatch extracts at
	// once; 0 means 1.
	Parallelism int
	// TenantConcurrency bounds the turns of one tenant extracted at once
	// (so that one tenant's backlog leaves model calls to the others); 0
	// means no bound beyond the process's.
	TenantConcurrency int
	// Screen, if set, runs first (the rules extractor): when
	// screen.Decide says the turn carries no memory worth a model call,
	// its result stands and Extractor is not called.
	Screen extract.Extractor

	tenantMu sync.Mutex
	tenants  map[string]chan struct{}
}

// tenantSlot takes one of tenant's TenantConcurrency slots, waiting for
// it; the returned func gives it back.
func (x *Extractor) tenantSlot(ctx context.Context, tenant string) (func(), error) {
	if x.TenantConcurrency <= 0 {
		return func() {}, nil
	}
	x.tenantMu.Lock()
	if x.tenants == nil {
		x.tenants = map[string]chan struct{}{}
	}
	c := x.tenants[tenant]
	if c == nil {
		c = make(chan struct{}, x.TenantConcurrency)
		x.tenants[tenant] = c
	}
	x.tenantMu.Unlock()
	select {
	case c <- struct{}{}:
		return func() { <-c }, nil
	case <-ctx.Done():
		return nil, fmt.Errorf("wait for a tenant slot: %w (%w)", ctx.Err(), events.ErrTemporary)
	}
}

// screened runs the screen on t: the screen's result and id when the
// model is to be skipped, ok false otherwise.
func (x *Extractor) screened(ctx context.Context, t *events.Turn) (extract.Result, string, bool) {
	if x.Screen == nil {
		return extract.Result{}, "", false
	}
	res, err := x.Screen.Extract(ctx, t)
	if err != nil {
		return extract.Result{}, "", false
	}
	d := screen.Decide(t, res)
	x.Metrics.Screen(d)
	if !screen.Skips(d) {
		return extract.Result{}, "", false
	}
	return res, x.Screen.ID(), true
}

// Handle processes one turn message. Its errors are returned with every
// quoted value redacted (see Redact), since they end up in logs and
// dead-letter headers and may otherwise echo message content.
func (x *Extractor) Handle(ctx context.Context, m jetstream.Msg) error {
	b, err := x.prepare(ctx, m)
	if b != nil {
		if perr := x.publish(ctx, b); perr != nil {
			return x.publishFailed(err, perr)
		}
	}
	return err
}

// HandleBatch processes turn messages: their extractions run on up to
// Parallelism goroutines (an LLM call's wait overlaps the others'), then
// their fact batches are published at once, without waiting for each
// acknowledgement in turn; a message's error is nil only once its batch
// is stored. Errors are redacted as in Handle.
func (x *Extractor) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	errs := make([]error, len(msgs))
	batches := make([]*events.FactBatch, len(msgs))
	parallel{n: max(x.Parallelism, 1)}.each(len(msgs), func(i int) {
		batches[i], errs[i] = x.prepare(ctx, msgs[i])
	})
	pctx, cancel := context.WithTimeout(ctx, publishTimeout)
	defer cancel()
	futures := make([]jetstream.PubAckFuture, len(msgs))
	for i, b := range batches {
		if b == nil {
			continue
		}
		f, err := x.Publisher.PublishFactsAsync(b)
		if err != nil {
			errs[i] = x.publishFailed(errs[i], classifyPublish(err))
			continue
		}
		futures[i] = f
	}
	for i, f := range futures {
		if f == nil {
			continue
		}
		var err error
		select {
		case <-f.Ok():
		case err = <-f.Err():
		case <-pctx.Done():
			err = fmt.Errorf("publish facts for turn %s: %w", batches[i].TurnID, pctx.Err())
		}
		if err != nil {
			errs[i] = x.publishFailed(errs[i], classifyPublish(err))
		}
	}
	return errs
}

// publishTimeout bounds the wait for the acknowledgements of a turn's
// fact batch (of a batch's, in HandleBatch).
const publishTimeout = 10 * time.Second

// publishFailed is the error of a turn whose fact batch could not be
// published (perr): retried, also when the turn itself failed (err, a
// skip batch's reason), since the skip must be recorded.
func (x *Extractor) publishFailed(err, perr error) error {
	if err != nil {
		return Redact(fmt.Errorf("%v; record the skip: %w", err, perr))
	}
	return Redact(perr)
}

// prepare decodes, checks and extracts one turn message. It returns the
// fact batch to publish (nil when there is none) and the turn's error;
// both are set for a turn whose extraction failed for good but whose skip
// must be recorded (see handle). Errors are redacted.
func (x *Extractor) prepare(ctx context.Context, m jetstream.Msg) (*events.FactBatch, error) {
	t, err := events.DecodeTurn(m.Data())
	if err != nil {
		return nil, Redact(err)
	}
	if err := x.Keyer.CheckSubject(m.Subject(), events.KindTurns, t.TenantID, t.UserID); err != nil {
		return nil, Redact(err)
	}
	if testCrash != nil {
		testCrash(StageExtract, t.Text())
	}
	// The turn's logger is made only when something is logged (it costs
	// the user key's HMAC).
	log := func() *slog.Logger {
		return x.logger().With("turn_id", t.TurnID, "tenant", t.TenantID, "user_key", x.Keyer.UserKey(t.TenantID, t.UserID))
	}
	// Extraction errors may quote the model's reply, which may quote the
	// turn: redacted like decode errors.
	b, err := x.handle(ctx, m, t, log)
	err = Redact(err)
	if err != nil {
		log().Warn("extract failed", "stage", StageExtract, "err", err)
	}
	return b, err
}

func (x *Extractor) logger() *slog.Logger {
	if x.Log == nil {
		return slog.Default()
	}
	return x.Log
}

// handle extracts turn t: the batch to publish and the turn's error (see
// prepare).
func (x *Extractor) handle(ctx context.Context, m jetstream.Msg, t *events.Turn, log func() *slog.Logger) (*events.FactBatch, error) {
	timeout := x.Timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	ectx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	id := x.Extractor.ID()
	res, sid, skipped := x.screened(ectx, t)
	var err error
	if skipped {
		id = sid
	} else {
		// Keep the message alive while a slow extractor (an LLM) works,
		// and while it waits for a slot.
		stop := keepAlive(ectx, m, 10*time.Second)
		var release func()
		release, err = x.tenantSlot(ectx, t.TenantID)
		if err == nil {
			res, err = x.Extractor.Extract(ectx, t)
			release()
		}
		stop()
	}
	if err != nil {
		err = fmt.Errorf("extract turn %s: %w", t.TurnID, err)
		if errors.Is(err, extract.ErrUnparseable) {
			if !errors.Is(err, events.ErrPermanent) {
				err = fmt.Errorf("%w: %w", err, events.ErrPermanent)
			}
			// The turn is dead-lettered (replayable with another model);
			// a skip batch puts the skip in the user's audit trail.
			skip := x.batchFor(m, t, id)
			skip.Facts, skip.Skipped = []events.Fact{}, events.SkipUnparseable
			return skip, err
		}
		return nil, err
	}
	kept, dropped := x.Thresholds.Filter(res.Facts)
	kind := extractorKind(id)
	nDropped := 0
	for reason, n := range dropped {
		nDropped += n
		for range n {
			x.Metrics.FactDropped(kind, reason)
		}
	}
	for _, f := range kept {
		x.Metrics.FactKept(kind, string(f.Type))
	}
	if x.logger().Enabled(ctx, slog.LevelDebug) {
		log().Debug("turn extracted", "facts_kept", len(kept), "facts_dropped", nDropped, "forget_intents", len(res.Forget))
	}
	if len(kept) == 0 && len(res.Forget) == 0 {
		return nil, nil
	}
	b := x.batchFor(m, t, id)
	b.Facts, b.Forget = kept, res.Forget
	if len(b.Facts) > events.MaxFacts {
		b.Facts = b.Facts[:events.MaxFacts]
	}
	return b, nil
}

// batchFor is the fact batch of turn t (delivered as m) by extractor id,
// without facts.
func (x *Extractor) batchFor(m jetstream.Msg, t *events.Turn, id string) *events.FactBatch {
	return &events.FactBatch{
		TenantID: t.TenantID, UserID: t.UserID, AgentID: t.AgentID, SessionID: t.SessionID,
		TurnID: t.TurnID, TS: t.TS, Scope: t.Scope, ExtractorID: id, PublishedAt: publishedAt(m),
	}
}

// publish publishes b; a failure is temporary unless b is invalid.
func (x *Extractor) publish(ctx context.Context, b *events.FactBatch) error {
	pctx, pcancel := context.WithTimeout(ctx, publishTimeout)
	defer pcancel()
	return classifyPublish(x.Publisher.PublishFacts(pctx, b))
}

// classifyPublish is the turn's error for a failed publish of its batch:
// temporary (retried) unless the batch is invalid.
func classifyPublish(err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, events.ErrInvalid) {
		return fmt.Errorf("extractor produced an invalid batch: %w", err)
	}
	return fmt.Errorf("%w: %w", err, events.ErrTemporary)
}

// extractorKind maps a versioned extractor id ("rules/1",
// "llm:<model>/<prompt>") to its metrics label ("rules", "llm").
func extractorKind(id string) string {
	switch {
	case strings.HasPrefix(id, metrics.ExtractorLLM):
		return metrics.ExtractorLLM
	case strings.HasPrefix(id, metrics.ExtractorRules):
		return metrics.ExtractorRules
	}
	return id
}

// quoted matches a Go-quoted string ("..." with backslash escapes), the
// way encoding/json, time and pkg/events quote the values they echo.
var quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// Redact returns err with every quoted value in its text replaced by "…",
// keeping its chain (errors.Is still finds events.ErrInvalid). Decode and
// validation errors quote the offending value (a time string, a role, a
// subject), which may be message content or a user id; redacted, the text
// is safe for logs at any level and for dead-letter headers (the dead
// letter keeps the original body for inspection).
func Redact(err error) error {
	if err == nil {
		return nil
	}
	msg := err.Error()
	red := quoted.ReplaceAllString(msg, `"…"`)
	if red == msg {
		return err
	}
	return &redacted{msg: red, err: err}
}

type redacted struct {
	msg string
	err error
}

func (r *redacted) Error() string { return r.msg }
func (r *redacted) Unwrap() error { return r.err }

// keepAlive sends InProgress every interval until stopped. It costs a
// timer, not a goroutine, so that a fast extraction (rules) stops it long
// before it ever fires.
func keepAlive(ctx context.Context, m jetstream.Msg, every time.Duration) func() {
	var mu sync.Mutex
	mu.Lock()
	defer mu.Unlock()
	stopped := false
	var t *time.Timer
	t = time.AfterFunc(every, func() {
		if ctx.Err() != nil {
			return
		}
		_ = m.InProgress()
		mu.Lock()
		defer mu.Unlock()
		if !stopped {
			t.Reset(every)
		}
	})
	return func() {
		mu.Lock()
		defer mu.Unlock()
		stopped = true
		t.Stop()
	}
}

// Ingester handles fact batches in batches: decode and check each, then
// reconcile them together (one lock and one write per store per batch).
type Ingester struct {
	Ingester *ingest.Ingester
	Keyer    *events.Keyer
	Metrics  *metrics.Metrics
	Log      *slog.Logger
}

// HandleBatch processes fact batch messages. Errors are redacted as in
// Extractor.Handle; a batch that fails to apply is logged with its turn_id
// and user_key (never its content).
func (x *Ingester) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	log := x.Log
	if log == nil {
		log = slog.Default()
	}
	errs := make([]error, len(msgs))
	var items []ingest.Item
	var pos []int
	for i, m := range msgs {
		b, err := events.DecodeFactBatch(m.Data())
		if err == nil {
			err = x.Keyer.CheckSubject(m.Subject(), events.KindFacts, b.TenantID, b.UserID)
		}
		if err != nil {
			errs[i] = Redact(err)
			continue
		}
		if testCrash != nil {
			for _, f := range b.Facts {
				testCrash(StageIngest, f.Content)
			}
		}
		// A batch cannot claim to come from a turn published after the
		// batch itself was stored.
		pub := b.PublishedAt
		if stored := publishedAt(m); pub.IsZero() || pub.After(stored) {
			pub = stored
		}
		items = append(items, ingest.Item{Batch: b, PublishedAt: pub})
		pos = append(pos, i)
	}
	if len(items) == 0 {
		return errs
	}
	res, stats := x.Ingester.Apply(ctx, items)
	debug := log.Enabled(ctx, slog.LevelDebug)
	for j, err := range res {
		err = Redact(err)
		errs[pos[j]] = err
		b := items[j].Batch
		if err == nil {
			x.Metrics.ObserveFreshness(items[j].PublishedAt)
			if !debug {
				continue
			}
			log.Debug("fact batch applied", "turn_id", b.TurnID, "tenant", b.TenantID,
				"user_key", x.Keyer.UserKey(b.TenantID, b.UserID), "facts", len(b.Facts))
			continue
		}
		log.Warn("ingest failed", "stage", StageIngest, "turn_id", b.TurnID, "tenant", b.TenantID,
			"user_key", x.Keyer.UserKey(b.TenantID, b.UserID), "err", err)
	}
	// Skipped facts (idempotency key already applied) are no-ops.
	for _, d := range []struct {
		name string
		n    int
	}{{metrics.DecisionAdd, stats.Added}, {metrics.DecisionMerge, stats.Merged}, {metrics.DecisionSupersede, stats.Superseded}, {metrics.DecisionNoop, stats.Skipped}} {
		for range d.n {
			x.Metrics.Decision(d.name)
		}
	}
	// Dropped facts (tombstone, PII policy, injection) are counted by reason,
	// under the extractor kind of the batches when they share one.
	kind := extractorKind(items[0].Batch.ExtractorID)
	for _, it := range items[1:] {
		if extractorKind(it.Batch.ExtractorID) != kind {
			kind = metrics.Other
			break
		}
	}
	for reason, n := range stats.DropReasons {
		for range n {
			x.Metrics.FactDropped(kind, dropReason(reason))
		}
	}
	x.Metrics.ForgetAction(metrics.ActionErased, stats.Forgotten)
	return errs
}

// dropReason maps an ingest drop reason to its metrics label.
func dropReason(r string) string {
	switch r {
	case "pii":
		return metrics.DropPolicy
	}
	return r
}
