// Package worker holds the message handlers of the extractor and ingester
// workers. They plug into pkg/events.Loop, which owns acknowledgement; a
// handler only decodes, checks and processes, and classifies its errors.
package worker

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/extract"
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
	if h := m.Headers().Get(events.HeaderPublished); h != "" {
		if t, err := time.Parse(time.RFC3339Nano, h); err == nil {
			return t
		}
	}
	if md, err := m.Metadata(); err == nil {
		return md.Timestamp
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
}

// Handle processes one turn message.
func (x *Extractor) Handle(ctx context.Context, m jetstream.Msg) error {
	t, err := events.DecodeTurn(m.Data())
	if err != nil {
		return err
	}
	if err := x.Keyer.CheckSubject(m.Subject(), events.KindTurns, t.TenantID, t.UserID); err != nil {
		return err
	}
	timeout := x.Timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	ectx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	// Keep the message alive while a slow extractor (an LLM) works.
	stop := keepAlive(ectx, m, 10*time.Second)
	res, err := x.Extractor.Extract(ectx, t)
	stop()
	if err != nil {
		if errors.Is(err, extract.ErrUnparseable) && !errors.Is(err, events.ErrPermanent) {
			err = fmt.Errorf("%w: %w", err, events.ErrPermanent)
		}
		return fmt.Errorf("extract turn %s: %w", t.TurnID, err)
	}
	kept, dropped := x.Thresholds.Filter(res.Facts)
	for reason, n := range dropped {
		for range n {
			x.Metrics.FactDropped(x.Extractor.ID(), reason)
		}
	}
	for _, f := range kept {
		x.Metrics.FactKept(x.Extractor.ID(), string(f.Type))
	}
	if len(kept) == 0 && len(res.Forget) == 0 {
		return nil
	}
	b := &events.FactBatch{
		TenantID: t.TenantID, UserID: t.UserID, AgentID: t.AgentID, SessionID: t.SessionID,
		TurnID: t.TurnID, TS: t.TS, Scope: t.Scope, ExtractorID: x.Extractor.ID(),
		Facts: kept, Forget: res.Forget, PublishedAt: publishedAt(m),
	}
	if len(b.Facts) > events.MaxFacts {
		b.Facts = b.Facts[:events.MaxFacts]
	}
	pctx, pcancel := context.WithTimeout(ctx, 10*time.Second)
	defer pcancel()
	if err := x.Publisher.PublishFacts(pctx, b); err != nil {
		if errors.Is(err, events.ErrInvalid) {
			return fmt.Errorf("extractor produced an invalid batch: %w", err)
		}
		return fmt.Errorf("%w: %w", err, events.ErrTemporary)
	}
	return nil
}

// keepAlive sends InProgress every interval until stopped.
func keepAlive(ctx context.Context, m jetstream.Msg, every time.Duration) func() {
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				_ = m.InProgress()
			}
		}
	}()
	return func() { close(done) }
}

// Ingester handles fact batches in batches: decode and check each, then
// reconcile them together (one lock and one write per store per batch).
type Ingester struct {
	Ingester *ingest.Ingester
	Keyer    *events.Keyer
	Metrics  *metrics.Metrics
	Log      *slog.Logger
}

// HandleBatch processes fact batch messages.
func (x *Ingester) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	errs := make([]error, len(msgs))
	var items []ingest.Item
	var pos []int
	for i, m := range msgs {
		b, err := events.DecodeFactBatch(m.Data())
		if err == nil {
			err = x.Keyer.CheckSubject(m.Subject(), events.KindFacts, b.TenantID, b.UserID)
		}
		if err != nil {
			errs[i] = err
			continue
		}
		pub := b.PublishedAt
		if pub.IsZero() {
			pub = publishedAt(m)
		}
		items = append(items, ingest.Item{Batch: b, PublishedAt: pub})
		pos = append(pos, i)
	}
	if len(items) == 0 {
		return errs
	}
	res, stats := x.Ingester.Apply(ctx, items)
	for j, err := range res {
		errs[pos[j]] = err
		if err == nil {
			x.Metrics.ObserveFreshness(items[j].PublishedAt)
		}
	}
	for _, d := range []struct {
		name string
		n    int
	}{{"add", stats.Added}, {"merge", stats.Merged}, {"supersede", stats.Superseded}, {"skip", stats.Skipped}, {"drop", stats.Dropped}, {"forget", stats.Forgotten}} {
		for range d.n {
			x.Metrics.Decision(d.name)
		}
	}
	return errs
}
