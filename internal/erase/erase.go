// Package erase removes a user's data, or some of a user's memories, from
// every place engram keeps it: the vector store, the state store (profile,
// idempotency keys, access statistics), the turn, fact and dead-letter streams
// and caches. It leaves a tombstone so that an event published before the
// erasure cannot resurrect what was erased, and returns a receipt of what was
// removed where, which is also kept, without content, in the audit trail.
//
// # Order and races (erasure of a whole user)
//
//  1. The user's lock (the same lock the ingester holds while it reconciles)
//     is taken, so erasure serialises with ingestion of that user.
//  2. The user tombstone is written first. The ingester drops every fact
//     whose originating turn was accepted (PublishedAt) at or before it.
//  3. The user's messages are purged from ENGRAM_TURNS, ENGRAM_FACTS and
//     ENGRAM_DLQ by subject (with Eraser.SecureDelete, each is first
//     overwritten on disk). Purging does not disturb durable consumers:
//     their pending messages that were purged are skipped.
//  4. The user's memories are deleted from the vector store, then the
//     state (profile, idempotency keys, access statistics).
//  5. An "erase" audit event with the receipt's counts is appended.
//
// A turn the extractor had fetched but not acknowledged before the purge can
// still publish a fact batch afterwards; that batch carries the turn's
// acceptance time, which is before the tombstone, so the ingester drops it
// (no memory is written). The batch message itself, and the idempotency
// keys the drop records, are removed by Sweep, which the forgetter runs:
// EraseUser puts the user (tenant and key only) on a sweep list in the NATS
// KV bucket ENGRAM_ERASURES for DefaultSweepWindow. A turn redelivered after
// the purge no longer exists in the stream: the extractor's acknowledgement
// of the old delivery fails harmlessly and the server never delivers it
// again. Turns published after the tombstone are new data and are processed
// normally.
//
// What stays: the tombstone, the sweep-list entry and the audit trail, all
// naming the user by key only. By default purged stream messages stay as
// unreachable bytes in the NATS block files until compaction or MaxAge (see
// SecureDelete). Deleted SQLite rows are zeroed and the WAL is emptied
// (Scrubber); while readers keep the WAL busy the receipt says the scrub is
// pending, and the eraser retries it in the background until it is done.
//
// Every step is idempotent: running an erasure again after a crash removes
// what is left and reports it.
package erase

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Places named in Receipt.Removed.
const (
	PlaceVectorStore = "vector_store"
	PlaceProfile     = "profile"
	PlaceIdempotency = "idempotency"
	PlaceAccess      = "access"
	PlaceTurns       = "turns"
	PlaceFacts       = "facts"
	PlaceDeadLetters = "dead_letters"
	PlaceCache       = "cache"
)

// Scopes of a Receipt.
const (
	ScopeUser   = "user"
	ScopeMemory = "memory"
	ScopeQuery  = "query"
)

// Receipt lists what one erasure removed from each place. It never holds
// content; the user appears only as its keyed hash.
type Receipt struct {
	TenantID string `json:"tenant_id"`
	UserKey  string `json:"user_key"`
	// Scope is "user", "memory" or "query".
	Scope     string   `json:"scope"`
	MemoryIDs []string `json:"memory_ids,omitempty"`
	// Removed counts removed records per place: vector_store, profile,
	// idempotency, access, turns, facts, dead_letters, cache. Every place
	// is present, with 0 when nothing was there.
	Removed    map[string]int `json:"removed"`
	Tombstones int            `json:"tombstones"`
	At         time.Time      `json:"at"`
	Duration   string         `json:"duration"`
	// Scrub says whether the bytes of what was erased are gone from the
	// stores' files: ScrubComplete, or ScrubPending while a SQLite WAL
	// still holds them (the eraser retries in the background and audits
	// "scrub" when done). Only user erasures scrub; other scopes leave it
	// empty.
	Scrub string `json:"scrub,omitempty"`
}

// CacheDropper is implemented by a vector store that keeps per-user data in
// process memory; erasure asks it to drop a user's entries and reports how
// many it dropped.
type CacheDropper interface {
	DropUserCache(tenant, user string) int
}

// CacheSet is the in-process caches of users' data besides the vector
// store's (recall's standing instructions) that erasure empties of the
// erased user. The zero value is empty; it is safe for concurrent use.
type CacheSet struct {
	mu     sync.Mutex
	caches []CacheDropper
}

// Add registers c.
func (s *CacheSet) Add(c CacheDropper) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.caches = append(s.caches, c)
}

// DropUserCache drops the user's entries from every registered cache and
// returns how many there were.
func (s *CacheSet) DropUserCache(tenant, user string) int {
	s.mu.Lock()
	caches := slices.Clone(s.caches)
	s.mu.Unlock()
	n := 0
	for _, c := range caches {
		n += c.DropUserCache(tenant, user)
	}
	return n
}

// Eraser erases users and memories. It is safe for concurrent use.
type Eraser struct {
	vec   store.VectorStore
	state store.StateStore
	js    jetstream.JetStream
	keyer *events.Keyer
	log   *slog.Logger

	// Caches, if set, are the process's other caches of users' data,
	// emptied of the user with the vector store's (PlaceCache).
	Caches *CacheSet

	// Now is the clock for tombstones and receipts; tests replace it. The
	// tombstone is compared with JetStream acceptance times, so in
	// production it must be the wall clock.
	Now func() time.Time
	// LockTTL bounds how long a crashed eraser holds the user's lock; 0 means 60s.
	LockTTL time.Duration
	// ScrubRetry is the first wait before a pending scrub is tried again
	// (doubling up to a minute); 0 means one second.
	ScrubRetry time.Duration
	// QueryLimit is how many lexical matches ForgetQuery erases at most; 0 means 3.
	QueryLimit int
	// SecureDelete overwrites each of the user's stream messages on disk
	// (ScrubSubject) before the purge. Without it (the default) a purge
	// makes the messages unreachable through every NATS API at once, but
	// their bytes stay in the stream's block files until the server
	// compacts the block or the block ages out (MaxAge). Secure deletion
	// rewrites a whole block per message: on the embedded default it takes
	// about 4 ms per message (see BenchmarkEraseUser5000), so it suits
	// deployments that must scrub disks and can afford slow erasures.
	SecureDelete bool
	// Observe, if set, is called with the scope ("user", "memory",
	// "query") and duration of every completed erasure request.
	Observe func(scope string, d time.Duration)

	scrubs scrubQueue
}

// New returns an Eraser. js may be nil when no streams are used (then stream
// counts are 0); log nil means slog.Default().
func New(vec store.VectorStore, state store.StateStore, js jetstream.JetStream, keyer *events.Keyer, log *slog.Logger) *Eraser {
	if log == nil {
		log = slog.Default()
	}
	return &Eraser{vec: vec, state: state, js: js, keyer: keyer, log: log, Now: time.Now}
}

func newReceipt(tenant, uk, scope string, at time.Time) *Receipt {
	r := &Receipt{TenantID: tenant, UserKey: uk, Scope: scope, At: at.UTC(), Removed: map[string]int{}}
	for _, p := range []string{PlaceVectorStore, PlaceProfile, PlaceIdempotency, PlaceAccess, PlaceTurns, PlaceFacts, PlaceDeadLetters, PlaceCache} {
		r.Removed[p] = 0
	}
	return r
}

func (e *Eraser) lock(ctx context.Context, tenant, uk string) (func(), error) {
	ttl := e.LockTTL
	if ttl == 0 {
		ttl = 60 * time.Second
	}
	release, err := e.state.LockUsers(ctx, []string{tenant + "/" + uk}, ttl)
	if err != nil {
		return nil, fmt.Errorf("lock user: %w", err)
	}
	return release, nil
}

func checkUser(tenant, user string) error {
	if err := events.ValidateTenant(tenant); err != nil {
		return err
	}
	if user == "" {
		return fmt.Errorf("user_id is required: %w", events.ErrInvalid)
	}
	return nil
}

// EraseUser erases everything of (tenant, user): memories, profile,
// idempotency keys, access statistics, the user's turns, fact batches and
// dead letters, and cached vectors. It writes a user tombstone first, so that
// facts of turns accepted before the erasure are dropped when they arrive.
// actor names who asked (recorded in the audit trail). Calling it again is
// safe and reports what was left.
func (e *Eraser) EraseUser(ctx context.Context, tenant, user, actor string) (*Receipt, error) {
	if err := checkUser(tenant, user); err != nil {
		return nil, err
	}
	uk := e.keyer.UserKey(tenant, user)
	release, err := e.lock(ctx, tenant, uk)
	if err != nil {
		return nil, err
	}
	defer release()
	return e.EraseUserLocked(ctx, tenant, user, actor)
}

// EraseUserLocked is EraseUser for a caller that already holds the user's
// lock (tenant + "/" + userkey in StateStore.LockUsers), such as the
// ingester applying a forget-me intent.
func (e *Eraser) EraseUserLocked(ctx context.Context, tenant, user, actor string) (*Receipt, error) {
	if err := checkUser(tenant, user); err != nil {
		return nil, err
	}
	start := time.Now()
	uk := e.keyer.UserKey(tenant, user)
	// Once started, finish: a half-done erasure is worse than a late one.
	ctx = context.WithoutCancel(ctx)
	now := e.Now()
	r := newReceipt(tenant, uk, ScopeUser, now)
	if err := e.state.AddTombstones(ctx, []store.Tombstone{{TenantID: tenant, UserKey: uk, At: now}}); err != nil {
		return nil, fmt.Errorf("write user tombstone: %w", err)
	}
	r.Tombstones = 1
	if err := e.record(ctx, tenant, uk, now); err != nil {
		return nil, err
	}
	if err := e.purgeStreams(ctx, tenant, uk, r); err != nil {
		return nil, err
	}
	n, err := e.vec.DeleteUser(ctx, tenant, user)
	if err != nil {
		return nil, fmt.Errorf("delete user memories: %w", err)
	}
	r.Removed[PlaceVectorStore] = n
	counts, err := e.state.EraseUserState(ctx, tenant, user, uk)
	if err != nil {
		return nil, fmt.Errorf("erase user state: %w", err)
	}
	for k, v := range counts {
		r.Removed[k] += v
	}
	if d, ok := e.vec.(CacheDropper); ok {
		r.Removed[PlaceCache] = d.DropUserCache(tenant, user)
	}
	if e.Caches != nil {
		r.Removed[PlaceCache] += e.Caches.DropUserCache(tenant, user)
	}
	complete, err := e.scrub(ctx)
	if err != nil {
		return nil, err
	}
	r.Scrub = ScrubComplete
	if !complete {
		r.Scrub = ScrubPending
		e.scrubLater(tenant, uk)
	}
	return e.finish(ctx, r, "", actor, start)
}

// purgeStreams removes every message of the user from the three streams and
// counts them per place.
func (e *Eraser) purgeStreams(ctx context.Context, tenant, uk string, r *Receipt) error {
	if e.js == nil {
		return nil
	}
	filters := userFilters(tenant, uk)
	for _, sp := range []struct{ stream, place string }{
		{events.StreamTurns, PlaceTurns},
		{events.StreamFacts, PlaceFacts},
		{events.StreamDLQ, PlaceDeadLetters},
	} {
		n, err := e.removeMessages(ctx, sp.stream, filters[sp.stream])
		if err != nil {
			return err
		}
		r.Removed[sp.place] = n
	}
	return nil
}

// removeMessages removes the messages of filter from stream: securely
// first when SecureDelete is set, then by purge.
func (e *Eraser) removeMessages(ctx context.Context, stream, filter string) (int, error) {
	n := 0
	if e.SecureDelete {
		var err error
		if n, err = ScrubSubject(ctx, e.js, stream, filter); err != nil {
			return n, err
		}
	}
	// Whatever was published since (or everything, without SecureDelete).
	m, err := PurgeSubject(ctx, e.js, stream, filter)
	return n + m, err
}

// ScrubSubject deletes every message of stream whose subject matches filter
// (wildcards allowed) with JetStream's secure delete, which overwrites the
// stored message on disk: a plain purge only drops it from the index and
// leaves its bytes in the stream's block files until they are compacted. It
// returns how many it deleted; a missing stream counts as nothing.
func ScrubSubject(ctx context.Context, js jetstream.JetStream, stream, filter string) (int, error) {
	s, err := js.Stream(ctx, stream)
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
			return n, fmt.Errorf("find messages to erase in %s: %w", stream, err)
		}
		seq = m.Sequence + 1
		if err := s.SecureDeleteMsg(ctx, m.Sequence); err != nil {
			if errors.Is(err, jetstream.ErrMsgNotFound) || errors.Is(err, jetstream.ErrMsgDeleteUnsuccessful) {
				continue // removed meanwhile (age limit, another erasure)
			}
			return n, fmt.Errorf("erase message %d of %s: %w", m.Sequence, stream, err)
		}
		n++
	}
}

// userFilters is events.Keyer.UserFilters from the user's key.
func userFilters(tenant, uk string) map[string]string {
	return map[string]string{
		events.StreamTurns: "engram." + events.KindTurns + "." + tenant + "." + uk,
		events.StreamFacts: "engram." + events.KindFacts + "." + tenant + "." + uk,
		events.StreamDLQ:   "engram." + events.KindDLQ + ".*." + tenant + "." + uk,
	}
}

type purgeResponse struct {
	Success bool   `json:"success"`
	Purged  uint64 `json:"purged"`
	Error   *struct {
		Code        int    `json:"code"`
		ErrCode     int    `json:"err_code"`
		Description string `json:"description"`
	} `json:"error,omitempty"`
}

// PurgeSubject removes every message of stream whose subject matches filter
// (wildcards allowed) and returns how many the server removed. A missing
// stream counts as nothing to purge. It uses the JetStream purge API directly
// because jetstream.Stream.Purge does not return the count.
func PurgeSubject(ctx context.Context, js jetstream.JetStream, stream, filter string) (int, error) {
	if _, err := js.Stream(ctx, stream); err != nil {
		if errors.Is(err, jetstream.ErrStreamNotFound) {
			return 0, nil
		}
		return 0, fmt.Errorf("look up stream %s: %w", stream, err)
	}
	prefix := js.Options().APIPrefix
	if prefix == "" {
		prefix = jetstream.DefaultAPIPrefix
	}
	if !strings.HasSuffix(prefix, ".") {
		prefix += "."
	}
	req, err := json.Marshal(jetstream.StreamPurgeRequest{Subject: filter})
	if err != nil {
		return 0, fmt.Errorf("encode purge request: %w", err)
	}
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
	}
	msg, err := js.Conn().RequestWithContext(ctx, prefix+"STREAM.PURGE."+stream, req)
	if err != nil {
		return 0, fmt.Errorf("purge %s: %w", stream, err)
	}
	var resp purgeResponse
	if err := json.Unmarshal(msg.Data, &resp); err != nil {
		return 0, fmt.Errorf("decode purge response of %s: %w", stream, err)
	}
	if resp.Error != nil {
		return 0, fmt.Errorf("purge %s: %s (code %d)", stream, resp.Error.Description, resp.Error.ErrCode)
	}
	return int(resp.Purged), nil
}

// EraseMemories erases these memories of (tenant, user): from the vector
// store, their access statistics, and profile keys that point at them; each
// gets a memory tombstone so that a fact batch accepted before now cannot
// write it again. Ids that do not exist (or belong to another user) are
// tombstoned but not counted. Streams are left alone: the user's turns may
// hold other memories.
func (e *Eraser) EraseMemories(ctx context.Context, tenant, user string, ids []string, actor string) (*Receipt, error) {
	if err := checkUser(tenant, user); err != nil {
		return nil, err
	}
	start := time.Now()
	uk := e.keyer.UserKey(tenant, user)
	release, err := e.lock(ctx, tenant, uk)
	if err != nil {
		return nil, err
	}
	defer release()
	ctx = context.WithoutCancel(ctx)
	r := newReceipt(tenant, uk, ScopeMemory, e.Now())
	if err := e.eraseIDs(ctx, tenant, user, uk, dedup(ids), r); err != nil {
		return nil, err
	}
	return e.finish(ctx, r, "", actor, start)
}

// ForgetQuery erases the memories of (tenant, user) in scope (plus unscoped
// ones) that a forget request names: those whose profile key is the
// normalised query, and the best lexical matches of query (at most
// QueryLimit). The receipt lists the erased ids.
func (e *Eraser) ForgetQuery(ctx context.Context, tenant, user, scope, query, actor string) (*Receipt, error) {
	if err := checkUser(tenant, user); err != nil {
		return nil, err
	}
	if strings.TrimSpace(query) == "" {
		return nil, fmt.Errorf("query is required: %w", events.ErrInvalid)
	}
	start := time.Now()
	uk := e.keyer.UserKey(tenant, user)
	release, err := e.lock(ctx, tenant, uk)
	if err != nil {
		return nil, err
	}
	defer release()
	ctx = context.WithoutCancel(ctx)
	ids, err := MatchQuery(ctx, e.vec, tenant, user, scope, query, e.queryLimit())
	if err != nil {
		return nil, err
	}
	r := newReceipt(tenant, uk, ScopeQuery, e.Now())
	if err := e.eraseIDs(ctx, tenant, user, uk, ids, r); err != nil {
		return nil, err
	}
	return e.finish(ctx, r, "forget query", actor, start)
}

func (e *Eraser) queryLimit() int {
	if e.QueryLimit > 0 {
		return e.QueryLimit
	}
	return 3
}

// MatchQuery returns the ids of the memories a forget query names: those of
// the profile key NormalizeKey(query) in any status, then up to limit lexical
// matches among active memories of scope (plus unscoped ones).
func MatchQuery(ctx context.Context, vec store.VectorStore, tenant, user, scope, query string, limit int) ([]string, error) {
	var ids []string
	kf := store.Filter{TenantID: tenant, UserID: user, Scope: scope, Key: memory.NormalizeKey(query),
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
	keyed, err := ListIDs(ctx, vec, kf)
	if err != nil {
		return nil, err
	}
	ids = append(ids, keyed...)
	hits, err := vec.SearchLexical(ctx, store.Filter{TenantID: tenant, UserID: user, Scope: scope}, query, limit)
	if err != nil {
		return nil, fmt.Errorf("forget search: %w", err)
	}
	for _, h := range hits {
		ids = append(ids, h.Memory.ID)
	}
	return dedup(ids), nil
}

// ListIDs returns the ids of every memory matching f.
func ListIDs(ctx context.Context, vec store.VectorStore, f store.Filter) ([]string, error) {
	var ids []string
	cursor := ""
	for {
		ms, next, err := vec.List(ctx, f, cursor, 1000)
		if err != nil {
			return nil, fmt.Errorf("list memories: %w", err)
		}
		for _, m := range ms {
			ids = append(ids, m.ID)
		}
		if next == "" {
			return ids, nil
		}
		cursor = next
	}
}

func dedup(ids []string) []string {
	out := slices.Clone(ids)
	sort.Strings(out)
	return slices.Compact(out)
}

// eraseIDs tombstones, deletes and clears the state of ids; the caller
// holds the user's lock.
func (e *Eraser) eraseIDs(ctx context.Context, tenant, user, uk string, ids []string, r *Receipt) error {
	r.MemoryIDs = ids
	if len(ids) == 0 {
		return nil
	}
	ts := make([]store.Tombstone, len(ids))
	for i, id := range ids {
		ts[i] = store.Tombstone{TenantID: tenant, UserKey: uk, MemoryID: id, At: r.At}
	}
	if err := e.state.AddTombstones(ctx, ts); err != nil {
		return fmt.Errorf("write memory tombstones: %w", err)
	}
	r.Tombstones = len(ts)
	acc, err := e.state.AccessStats(ctx, tenant, user, ids)
	if err != nil {
		return fmt.Errorf("read access stats: %w", err)
	}
	n, err := e.vec.Delete(ctx, tenant, user, ids)
	if err != nil {
		return fmt.Errorf("delete memories: %w", err)
	}
	r.Removed[PlaceVectorStore] = n
	if err := e.state.DeleteAccess(ctx, tenant, user, ids); err != nil {
		return fmt.Errorf("delete access stats: %w", err)
	}
	r.Removed[PlaceAccess] = len(acc)
	np, err := ClearProfile(ctx, e.state, tenant, user, ids)
	if err != nil {
		return err
	}
	r.Removed[PlaceProfile] = np
	return nil
}

// ClearProfile deletes the user's profile keys whose current value is one of
// ids and returns how many it deleted.
func ClearProfile(ctx context.Context, state store.StateStore, tenant, user string, ids []string) (int, error) {
	prof, err := state.Profile(ctx, tenant, user)
	if err != nil {
		return 0, fmt.Errorf("read profile: %w", err)
	}
	var clear []store.ProfileEntry
	for _, p := range prof {
		if p.Value != "" && slices.Contains(ids, p.MemoryID) {
			clear = append(clear, store.ProfileEntry{Key: p.Key})
		}
	}
	if len(clear) == 0 {
		return 0, nil
	}
	if err := state.SetProfile(ctx, tenant, user, clear); err != nil {
		return 0, fmt.Errorf("clear profile: %w", err)
	}
	return len(clear), nil
}

// finish audits the receipt (counts only) and logs it.
func (e *Eraser) finish(ctx context.Context, r *Receipt, detail, actor string, start time.Time) (*Receipt, error) {
	if actor == "" {
		actor = "eraser"
	}
	elapsed := time.Since(start)
	r.Duration = elapsed.String()

	var parts []string
	for _, p := range []string{PlaceVectorStore, PlaceProfile, PlaceIdempotency, PlaceAccess, PlaceTurns, PlaceFacts, PlaceDeadLetters, PlaceCache} {
		parts = append(parts, fmt.Sprintf("%s=%d", p, r.Removed[p]))
	}
	d := r.Scope + " " + strings.Join(parts, " ") + fmt.Sprintf(" tombstones=%d", r.Tombstones)
	if detail != "" {
		d = detail + ": " + d
	}
	evs := []store.AuditEvent{{At: r.At, TenantID: r.TenantID, UserKey: r.UserKey, Action: "erase", Actor: actor, Detail: d}}
	for _, id := range r.MemoryIDs {
		evs = append(evs, store.AuditEvent{At: r.At, TenantID: r.TenantID, UserKey: r.UserKey, MemoryID: id, Action: "delete", Actor: actor, Detail: r.Scope + " erasure"})
	}
	if err := e.state.Audit(ctx, evs); err != nil {
		return nil, fmt.Errorf("audit erasure: %w", err)
	}
	e.log.Info("erased", "tenant", r.TenantID, "user_key", r.UserKey, "scope", r.Scope,
		"memories", r.Removed[PlaceVectorStore], "turns", r.Removed[PlaceTurns], "facts", r.Removed[PlaceFacts],
		"dead_letters", r.Removed[PlaceDeadLetters], "actor", actor, "duration", r.Duration)
	if e.Observe != nil {
		e.Observe(r.Scope, elapsed)
	}
	return r, nil
}
