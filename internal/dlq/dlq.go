// Package dlq reads and replays engram's dead letters (stream ENGRAM_DLQ),
// always within one tenant: a dead letter's subject is
// engram.dlq.<stage>.<tenant>.<userkey>, so a tenant sees only its own.
// Dead letters hold the raw event (a turn's messages, a fact batch's
// facts), so whoever may read them may read what the user said.
//
// Replay publishes the original payload again on its original subject and
// then deletes the dead letter. It honours erasure: a dead letter of a user
// erased after the event was first published is never replayed, and a
// replayed fact batch keeps its original publication time, against which
// the ingester checks the tombstones of single memories.
package dlq

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// Errors callers match with errors.Is.
var (
	// ErrNotFound: no dead letter with that sequence in the tenant.
	ErrNotFound = errors.New("dead letter not found")
	// ErrErased: the user was erased after the event; it is not replayed.
	ErrErased = errors.New("the user was erased after this event was published")
	// ErrNotReplayable: the dead letter names no engram subject to replay to.
	ErrNotReplayable = errors.New("dead letter cannot be replayed")
)

// Letter is one dead letter, without its payload unless asked for.
type Letter struct {
	// Seq is its sequence in ENGRAM_DLQ: the id of the routes.
	Seq uint64 `json:"seq"`
	// Stage is the worker that gave up on it (extract, ingest).
	Stage string `json:"stage"`
	// Reason is why (validation error, last delivery's error).
	Reason string `json:"reason"`
	// Deliveries is how many times it was delivered before.
	Deliveries int `json:"deliveries"`
	// Subject is the subject it was published on.
	Subject string `json:"subject"`
	// Kind is the kind of event (turns, facts), from Subject.
	Kind string `json:"kind,omitempty"`
	// UserKey is the keyed hash of its user, from the subject.
	UserKey string `json:"user_key,omitempty"`
	// TurnID is the turn id of the payload when it decodes far enough.
	TurnID string `json:"turn_id,omitempty"`
	// DeadAt is when it was dead-lettered.
	DeadAt time.Time `json:"dead_at"`
	// PublishedAt is when the original event was published, when known.
	PublishedAt *time.Time `json:"published_at,omitempty"`
	// Size is the payload's size in bytes.
	Size int `json:"size"`
	// Payload is the raw event (Get only).
	Payload string `json:"payload,omitempty"`
}

// Tombstones is what replay needs from the state store.
type Tombstones interface {
	Tombstoned(ctx context.Context, tenant, userKey string, memoryIDs []string) (map[string]time.Time, error)
}

// Queue reads and replays the dead letters of ENGRAM_DLQ.
type Queue struct {
	JS    jetstream.JetStream
	State Tombstones
}

// filter is the subject filter of a tenant's dead letters.
func filter(tenant string) string { return "engram." + events.KindDLQ + ".*." + tenant + ".*" }

func (q *Queue) stream(ctx context.Context) (jetstream.Stream, error) {
	st, err := q.JS.Stream(ctx, events.StreamDLQ)
	if err != nil {
		return nil, fmt.Errorf("open stream %s: %w", events.StreamDLQ, err)
	}
	return st, nil
}

// List returns up to limit dead letters of tenant with a sequence above
// after, oldest first, and the cursor of the next page (0 at the end).
func (q *Queue) List(ctx context.Context, tenant string, after uint64, limit int) ([]Letter, uint64, error) {
	if err := events.ValidateTenant(tenant); err != nil {
		return nil, 0, err
	}
	st, err := q.stream(ctx)
	if err != nil {
		return nil, 0, err
	}
	var out []Letter
	seq := after + 1
	for len(out) <= limit {
		m, err := st.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(filter(tenant)))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			break
		}
		if err != nil {
			return nil, 0, fmt.Errorf("read dead letters: %w", err)
		}
		out = append(out, letter(m, false))
		seq = m.Sequence + 1
	}
	var next uint64
	if len(out) > limit {
		out = out[:limit]
		next = out[limit-1].Seq
	}
	return out, next, nil
}

// Get returns the dead letter seq of tenant with its payload.
func (q *Queue) Get(ctx context.Context, tenant string, seq uint64) (Letter, error) {
	m, err := q.raw(ctx, tenant, seq)
	if err != nil {
		return Letter{}, err
	}
	return letter(m, true), nil
}

func (q *Queue) raw(ctx context.Context, tenant string, seq uint64) (*jetstream.RawStreamMsg, error) {
	if err := events.ValidateTenant(tenant); err != nil {
		return nil, err
	}
	st, err := q.stream(ctx)
	if err != nil {
		return nil, err
	}
	m, err := st.GetMsg(ctx, seq)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("read dead letter %d: %w", seq, err)
	}
	// Another tenant's dead letter is answered as a missing one.
	if _, t, _, ok := parseDLQSubject(m.Subject); !ok || t != tenant {
		return nil, ErrNotFound
	}
	return m, nil
}

// Replayed says what a replay did.
type Replayed struct {
	Seq uint64 `json:"seq"`
	// Subject is where the payload was published again.
	Subject string `json:"subject"`
	// Stream and StreamSeq locate the new message.
	Stream    string `json:"stream"`
	StreamSeq uint64 `json:"stream_seq"`
}

// Replay publishes dead letter seq of tenant again on its original subject,
// then deletes it. A user erased after the original publication is not
// replayed (ErrErased); the dead letter stays until erasure or age
// removes it.
func (q *Queue) Replay(ctx context.Context, tenant string, seq uint64) (*Replayed, error) {
	m, err := q.raw(ctx, tenant, seq)
	if err != nil {
		return nil, err
	}
	orig := m.Header.Get(events.HeaderSubject)
	kind, t, uk, ok := parseSubject(orig)
	if !ok || t != tenant || (kind != events.KindTurns && kind != events.KindFacts) {
		return nil, fmt.Errorf("dead letter %d came from subject %q: %w", seq, orig, ErrNotReplayable)
	}
	if _, dt, duk, _ := parseDLQSubject(m.Subject); dt != t || duk != uk {
		return nil, fmt.Errorf("dead letter %d: subjects disagree: %w", seq, ErrNotReplayable)
	}
	published := m.Time
	if p := publishedHeader(m.Header); p != nil && p.Before(published) {
		published = *p
	}
	if q.State != nil {
		tombs, err := q.State.Tombstoned(ctx, tenant, uk, nil)
		if err != nil {
			return nil, fmt.Errorf("check tombstones: %w", err)
		}
		if at, ok := tombs[""]; ok && !at.Before(published) {
			return nil, ErrErased
		}
	}
	out := nats.NewMsg(orig)
	out.Data = m.Data
	out.Header.Set(events.HeaderPublished, published.UTC().Format(time.RFC3339Nano))
	ack, err := q.JS.PublishMsg(ctx, out, jetstream.WithMsgID(fmt.Sprintf("replay/%s/%d", events.StreamDLQ, seq)))
	if err != nil {
		return nil, fmt.Errorf("republish dead letter %d: %w", seq, err)
	}
	st, err := q.stream(ctx)
	if err != nil {
		return nil, err
	}
	if err := st.DeleteMsg(ctx, seq); err != nil && !errors.Is(err, jetstream.ErrMsgNotFound) {
		return nil, fmt.Errorf("delete replayed dead letter %d: %w", seq, err)
	}
	return &Replayed{Seq: seq, Subject: orig, Stream: ack.Stream, StreamSeq: ack.Sequence}, nil
}

func publishedHeader(h nats.Header) *time.Time {
	if v := h.Get(events.HeaderPublished); v != "" {
		if t, err := time.Parse(time.RFC3339Nano, v); err == nil {
			return &t
		}
	}
	return nil
}

// parseSubject splits engram.<kind>.<tenant>.<userkey>.
func parseSubject(s string) (kind, tenant, userKey string, ok bool) {
	p := strings.Split(s, ".")
	if len(p) != 4 || p[0] != "engram" {
		return "", "", "", false
	}
	return p[1], p[2], p[3], true
}

// parseDLQSubject splits engram.dlq.<stage>.<tenant>.<userkey>.
func parseDLQSubject(s string) (stage, tenant, userKey string, ok bool) {
	p := strings.Split(s, ".")
	if len(p) != 5 || p[0] != "engram" || p[1] != events.KindDLQ {
		return "", "", "", false
	}
	return p[2], p[3], p[4], true
}

func letter(m *jetstream.RawStreamMsg, payload bool) Letter {
	l := Letter{Seq: m.Sequence, Stage: m.Header.Get(events.HeaderStage), Reason: m.Header.Get(events.HeaderReason),
		Subject: m.Header.Get(events.HeaderSubject), DeadAt: m.Time.UTC(), Size: len(m.Data), PublishedAt: publishedHeader(m.Header)}
	l.Deliveries, _ = strconv.Atoi(m.Header.Get(events.HeaderDeliveries))
	if kind, _, uk, ok := parseSubject(l.Subject); ok {
		l.Kind, l.UserKey = kind, uk
	}
	l.TurnID = turnID(m.Data)
	if payload {
		l.Payload = string(m.Data)
	}
	return l
}

// turnID is the turn_id of a turn or fact batch payload, "" when it does
// not decode.
func turnID(data []byte) string {
	var v struct {
		TurnID string `json:"turn_id"`
	}
	if json.Unmarshal(data, &v) != nil || len(v.TurnID) > events.MaxIDLen {
		return ""
	}
	return v.TurnID
}
