package erase

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// ErasuresBucket is the NATS KV bucket listing recent user erasures, keyed
// "<tenant>.<userkey>" with the tombstone time: no user id, no content.
const ErasuresBucket = "ENGRAM_ERASURES"

// DefaultSweepWindow is how long an erasure stays on the sweep list: longer
// than any extraction or redelivery of a turn accepted before it.
const DefaultSweepWindow = 24 * time.Hour

type erasureEntry struct {
	At time.Time `json:"at"`
}

func (e *Eraser) bucket(ctx context.Context) (jetstream.KeyValue, error) {
	kv, err := e.js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: ErasuresBucket, History: 1,
		Description: "recent user erasures to sweep (tenant.userkey -> time)"})
	if err != nil {
		return nil, fmt.Errorf("open kv %s: %w", ErasuresBucket, err)
	}
	return kv, nil
}

// record puts the user on the sweep list.
func (e *Eraser) record(ctx context.Context, tenant, uk string, at time.Time) error {
	if e.js == nil {
		return nil
	}
	kv, err := e.bucket(ctx)
	if err != nil {
		return err
	}
	b, _ := json.Marshal(erasureEntry{At: at.UTC()})
	if _, err := kv.Put(ctx, tenant+"."+uk, b); err != nil {
		return fmt.Errorf("record erasure: %w", err)
	}
	return nil
}

// Sweep finishes recent user erasures. An extraction in flight when a user
// was erased can publish the turn's fact batch after the streams were
// purged; the ingester drops its facts (the turn is older than the
// tombstone) but the message stays in ENGRAM_FACTS, and the drop records
// the batch's idempotency keys. Sweep erases, for every user erased within
// the window, what on the user's subjects comes from before the erasure
// (turns and dead letters stored at or before it, fact batches whose turn
// was accepted at or before it) and the user's idempotency keys again, and
// forgets erasures older than window (0 means DefaultSweepWindow). Turns
// published after the erasure are new data: Sweep leaves them, and the fact
// batches and dead letters made from them, alone. It returns how many
// stream messages it removed. The forgetter runs it on every run.
func (e *Eraser) Sweep(ctx context.Context, window time.Duration) (int, error) {
	if e.js == nil {
		return 0, nil
	}
	if window <= 0 {
		window = DefaultSweepWindow
	}
	kv, err := e.bucket(ctx)
	if err != nil {
		return 0, err
	}
	keys, err := kv.ListKeys(ctx)
	if err != nil {
		return 0, fmt.Errorf("list erasures: %w", err)
	}
	var names []string
	for k := range keys.Keys() {
		names = append(names, k)
	}
	total := 0
	for _, k := range names {
		tenant, uk, ok := strings.Cut(k, ".")
		if !ok {
			continue
		}
		ent, err := kv.Get(ctx, k)
		if errors.Is(err, jetstream.ErrKeyNotFound) {
			continue
		}
		if err != nil {
			return total, fmt.Errorf("read erasure: %w", err)
		}
		var v erasureEntry
		if json.Unmarshal(ent.Value(), &v) != nil || v.At.IsZero() {
			v.At = ent.Created() // recorded just after the tombstone
		}
		n, err := e.sweepUser(ctx, tenant, uk, v.At)
		if err != nil {
			return total, err
		}
		total += n
		if e.Now().Sub(v.At) > window {
			if err := kv.Purge(ctx, k, jetstream.LastRevision(ent.Revision())); err != nil && !errors.Is(err, jetstream.ErrKeyExists) {
				return total, fmt.Errorf("forget erasure: %w", err)
			}
		}
	}
	return total, nil
}

func (e *Eraser) sweepUser(ctx context.Context, tenant, uk string, at time.Time) (int, error) {
	release, err := e.lock(ctx, tenant, uk)
	if err != nil {
		return 0, err
	}
	defer release()
	n := 0
	for _, stream := range []string{events.StreamTurns, events.StreamFacts, events.StreamDLQ} {
		f := userFilters(tenant, uk)[stream]
		m, err := e.removeBefore(ctx, stream, f, at)
		if err != nil {
			return n, err
		}
		n += m
	}
	// Only idempotency keys can be written for an erased user (by dropped
	// facts); they are found by key.
	counts, err := e.state.EraseUserState(ctx, tenant, "", uk)
	if err != nil {
		return n, fmt.Errorf("sweep user state: %w", err)
	}
	if n > 0 || counts["idempotency"] > 0 {
		ev := store.AuditEvent{At: e.Now(), TenantID: tenant, UserKey: uk, Action: "erase", Actor: "sweep",
			Detail: fmt.Sprintf("sweep messages=%d idempotency=%d", n, counts["idempotency"])}
		if err := e.state.Audit(ctx, []store.AuditEvent{ev}); err != nil {
			return n, fmt.Errorf("audit sweep: %w", err)
		}
		e.log.Info("erasure swept", "tenant", tenant, "user_key", uk, "messages", n, "idempotency", counts["idempotency"])
	}
	return n, nil
}

// removeBefore deletes the messages of stream on filter that come from
// before at (see fromBefore), securely with SecureDelete, and returns how
// many it deleted; a missing stream counts as nothing.
func (e *Eraser) removeBefore(ctx context.Context, stream, filter string, at time.Time) (int, error) {
	s, err := e.js.Stream(ctx, stream)
	if err != nil {
		if errors.Is(err, jetstream.ErrStreamNotFound) {
			return 0, nil
		}
		return 0, fmt.Errorf("look up stream %s: %w", stream, err)
	}
	n := 0
	seq := uint64(1)
	for {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(filter))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("find messages to sweep in %s: %w", stream, err)
		}
		seq = m.Sequence + 1
		if !fromBefore(stream, m, at) {
			continue
		}
		if e.SecureDelete {
			err = s.SecureDeleteMsg(ctx, m.Sequence)
		} else {
			err = s.DeleteMsg(ctx, m.Sequence)
		}
		if err != nil {
			if errors.Is(err, jetstream.ErrMsgNotFound) || errors.Is(err, jetstream.ErrMsgDeleteUnsuccessful) {
				continue // removed meanwhile (age limit, another erasure)
			}
			return n, fmt.Errorf("sweep message %d of %s: %w", m.Sequence, stream, err)
		}
		n++
	}
}

// fromBefore reports whether a stored message comes from before an erasure
// at at: a fact batch (also as a dead letter) when its originating turn was
// accepted at or before at, a dead letter when its original was stored at
// or before at, anything else when the stream stored it at or before at. The turn's acceptance time in a batch can only make it earlier
// than the batch's own storage time, as the ingester reads it.
func fromBefore(stream string, m *jetstream.RawStreamMsg, at time.Time) bool {
	t := m.Time
	if a, err := time.Parse(time.RFC3339Nano, m.Header.Get(events.HeaderAccepted)); err == nil && a.Before(t) {
		t = a // a dead letter: when its original was stored
	}
	if stream == events.StreamFacts || (stream == events.StreamDLQ && m.Header.Get(events.HeaderStage) == stageIngest) {
		if b, err := events.DecodeFactBatch(m.Data); err == nil && !b.PublishedAt.IsZero() && b.PublishedAt.Before(t) {
			t = b.PublishedAt
		}
	}
	return !t.After(at)
}

// stageIngest is the stage name (worker.StageIngest) of dead letters that
// hold fact batches.
const stageIngest = "ingest"
