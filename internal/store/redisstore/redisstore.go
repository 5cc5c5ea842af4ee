// Package redisstore is the Redis backend of the state role
// (store.StateStore): profiles, idempotency keys, access statistics,
// tombstones, locks, leases and the audit trail.
//
// Key layout. Every key of one user carries the hash tag {<tenant>:<userkey>},
// so all of them live in one Redis Cluster slot and per-user scripts and
// multi-key commands are legal in a cluster:
//
//	<prefix>:{<tenant>:<userkey>}:profile      hash  key -> JSON ProfileEntry
//	<prefix>:{<tenant>:<userkey>}:profilever   hash  key -> "<last version>:<identity>"
//	<prefix>:{<tenant>:<userkey>}:idem         sorted set  key -> expiry (unix ms, +inf = none)
//	<prefix>:{<tenant>:<userkey>}:access       hash  memory id -> "<count>:<last unix nanos>"
//	<prefix>:{<tenant>:<userkey>}:lock         string, lock token (SET NX PX)
//	<prefix>:{<tenant>:<userkey>}:tomb         hash  memory id ("" = user) -> unix nanos
//	<prefix>:{<tenant>:<userkey>}:audit        stream, field "e" = JSON AuditEvent
//	<prefix>:lease:<name>                      string, holder (SET PX)
//
// User ids never appear in key names: the userkey is events.Keyer's keyed
// hash, passed in by callers or computed with the store's Keyer where the
// interface gives only the user id. Tombstones and the audit trail hold no
// content and no user id, and survive EraseUserState.
//
// Errors wrap store.ErrUnavailable when Redis cannot be reached (network
// errors, timeouts, LOADING, READONLY, CLUSTERDOWN...), so that the recaller
// degrades and workers retry.
package redisstore

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// DefaultPrefix is the key prefix used when Options.Prefix is empty.
const DefaultPrefix = "engram"

// Kinds counted by EraseUserState.
const (
	KindProfile     = "profile"
	KindIdempotency = "idempotency"
	KindAccess      = "access"
)

// Options configures a Store. The zero value is usable.
type Options struct {
	// Prefix starts every key name; empty means DefaultPrefix. It must not
	// contain '{', '}' or glob metacharacters ('*', '?', '[', ']', '\').
	// Deployments (or tests) sharing one Redis use distinct prefixes.
	Prefix string
	// AuditMaxLen, if positive, caps each user's audit stream at about that
	// many events (approximate trimming, oldest first). Zero keeps everything.
	AuditMaxLen int64
}

// Store implements store.StateStore on Redis (standalone, Sentinel or
// Cluster). It is safe for concurrent use.
type Store struct {
	c       redis.UniversalClient
	keyer   *events.Keyer
	prefix  string
	opts    Options
	ownsCli bool
}

var _ store.StateStore = (*Store)(nil)

// New returns a Store on client. keyer hashes user ids for the methods that
// take (tenant, user); it must be the deployment's Keyer, so that the keys it
// computes equal the userkeys other methods receive. The caller keeps
// ownership of client: Close does not close it.
func New(client redis.UniversalClient, keyer *events.Keyer, opts Options) (*Store, error) {
	if client == nil {
		return nil, errors.New("redisstore: nil client")
	}
	if keyer == nil {
		return nil, errors.New("redisstore: nil keyer")
	}
	if opts.Prefix == "" {
		opts.Prefix = DefaultPrefix
	}
	if strings.ContainsAny(opts.Prefix, "{}*?[]\\") {
		return nil, fmt.Errorf("redisstore: prefix %q contains '{', '}' or a glob metacharacter", opts.Prefix)
	}
	return &Store{c: client, keyer: keyer, prefix: opts.Prefix, opts: opts}, nil
}

// Open connects to the Redis at url (redis://, rediss:// or unix://) and
// returns a Store that owns the client: Close closes it. It does not contact
// Redis; use Ping to check that it is reachable.
func Open(url string, keyer *events.Keyer, opts Options) (*Store, error) {
	o, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("redisstore: parse url: %w", err)
	}
	c := redis.NewClient(o)
	s, err := New(c, keyer, opts)
	if err != nil {
		_ = c.Close()
		return nil, err
	}
	s.ownsCli = true
	return s, nil
}

// Close closes the client if the Store was created by Open; a client passed
// to New stays open.
func (s *Store) Close() error {
	if s.ownsCli {
		return s.c.Close()
	}
	return nil
}

// Ping checks that Redis answers.
func (s *Store) Ping(ctx context.Context) error {
	return wrap("ping", s.c.Ping(ctx).Err())
}

// ---- key names ----

func validTenant(t string) bool {
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		c := t[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// userBase returns "<prefix>:{<tenant>:<userkey>}".
func (s *Store) userBase(tenant, userKey string) (string, error) {
	if !validTenant(tenant) {
		return "", fmt.Errorf("redisstore: invalid tenant id %q", tenant)
	}
	if userKey == "" || strings.ContainsAny(userKey, "{}:*?[]\\") {
		return "", fmt.Errorf("redisstore: invalid user key %q", userKey)
	}
	return s.prefix + ":{" + tenant + ":" + userKey + "}", nil
}

// userBaseByID hashes user with the store's keyer.
func (s *Store) userBaseByID(tenant, user string) (string, error) {
	if user == "" {
		return "", errors.New("redisstore: empty user id")
	}
	return s.userBase(tenant, s.keyer.UserKey(tenant, user))
}

// ---- errors ----

// unavailable reports whether err means Redis could not serve the request.
func unavailable(err error) bool {
	if errors.Is(err, context.Canceled) {
		return false
	}
	var re redis.Error
	if errors.As(err, &re) {
		for _, p := range []string{"LOADING", "READONLY", "CLUSTERDOWN", "TRYAGAIN", "MASTERDOWN", "BUSY "} {
			if redis.HasErrorPrefix(err, p) {
				return true
			}
		}
		return false
	}
	// Network errors, EOF, pool and deadline timeouts, closed client.
	return true
}

// wrap adds context to err, and store.ErrUnavailable when Redis could not
// be reached.
func wrap(op string, err error) error {
	if err == nil || errors.Is(err, redis.Nil) {
		return nil
	}
	if unavailable(err) {
		return fmt.Errorf("redisstore: %s: %w: %w", op, store.ErrUnavailable, err)
	}
	return fmt.Errorf("redisstore: %s: %w", op, err)
}

// ---- time encoding ----

// nanos encodes t as 19-digit zero-padded unix nanoseconds, so that string
// order is time order (times before 1970 clamp to 0).
func nanos(t time.Time) string {
	n := t.UnixNano()
	if n < 0 {
		n = 0
	}
	return fmt.Sprintf("%019d", n)
}

func parseNanos(s string) (time.Time, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("redisstore: bad time %q: %w", s, err)
	}
	return time.Unix(0, n).UTC(), nil
}

// ---- scripts in pipelines ----

type scriptCall struct {
	script *redis.Script
	keys   []string
	args   []any
}

// runScripts runs calls, pipelined with EVALSHA when there are several; a
// call that failed with NOSCRIPT (script cache flushed, failover) had no
// effect and is run again with Script.Run, which falls back to EVAL.
func (s *Store) runScripts(ctx context.Context, op string, calls []scriptCall) error {
	switch len(calls) {
	case 0:
		return nil
	case 1:
		c := calls[0]
		return wrap(op, c.script.Run(ctx, s.c, c.keys, c.args...).Err())
	}
	cmds := make([]*redis.Cmd, len(calls))
	_, err := s.c.Pipelined(ctx, func(p redis.Pipeliner) error {
		for i, c := range calls {
			cmds[i] = c.script.EvalSha(ctx, p, c.keys, c.args...)
		}
		return nil
	})
	if err != nil && unavailable(err) {
		return wrap(op, err)
	}
	for i, c := range calls {
		err := cmds[i].Err()
		if redis.HasErrorPrefix(err, "NOSCRIPT") {
			err = c.script.Run(ctx, s.c, c.keys, c.args...).Err()
		}
		if err != nil && !errors.Is(err, redis.Nil) {
			return wrap(op, err)
		}
	}
	return nil
}

// ---- locks ----

const (
	lockBackoffMin = time.Millisecond
	lockBackoffMax = 25 * time.Millisecond
)

func randomToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// LockUsers takes exclusive locks on keys, each "<tenant>/<userkey>", until
// release, renewing them every ttl/3 while ctx is alive; ttl (which must be
// positive) bounds how long a crashed holder, or one whose ctx is done,
// blocks others. Keys are deduplicated and taken in sorted order, so two
// callers with overlapping sets cannot deadlock; while a key is held by
// another caller LockUsers polls with a short randomised backoff until ctx is
// done, then releases what it took and returns ctx's error. The returned
// release function is idempotent and deletes each lock only if it still holds
// it (a lock that outlived ttl and was taken over is left to its new holder).
func (s *Store) LockUsers(ctx context.Context, keys []string, ttl time.Duration) (func(), error) {
	if ttl <= 0 {
		return nil, fmt.Errorf("redisstore: lock ttl must be positive, got %v", ttl)
	}
	names := make([]string, 0, len(keys))
	seen := make(map[string]bool, len(keys))
	for _, k := range keys {
		tenant, uk, ok := strings.Cut(k, "/")
		if !ok {
			return nil, fmt.Errorf("redisstore: lock key %q is not <tenant>/<userkey>", k)
		}
		base, err := s.userBase(tenant, uk)
		if err != nil {
			return nil, err
		}
		if name := base + ":lock"; !seen[name] {
			seen[name] = true
			names = append(names, name)
		}
	}
	sort.Strings(names)
	token := randomToken()
	held := make([]string, 0, len(names))
	release := func() {
		if len(held) == 0 {
			return
		}
		// The caller's ctx may be done by now: release on a fresh bound.
		rctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		calls := make([]scriptCall, len(held))
		for i, name := range held {
			calls[i] = scriptCall{releaseScript, []string{name}, []any{token}}
		}
		_ = s.runScripts(rctx, "unlock", calls)
	}
	for _, name := range names {
		backoff := lockBackoffMin
		for {
			ok, err := s.c.SetNX(ctx, name, token, ttl).Result()
			if err != nil {
				release()
				if ctx.Err() != nil {
					return nil, fmt.Errorf("redisstore: lock users: %w", ctx.Err())
				}
				return nil, wrap("lock users", err)
			}
			if ok {
				held = append(held, name)
				break
			}
			wait := backoff/2 + mrand.N(backoff)
			t := time.NewTimer(wait)
			select {
			case <-ctx.Done():
				t.Stop()
				release()
				return nil, fmt.Errorf("redisstore: lock users: waiting for a held lock: %w", ctx.Err())
			case <-t.C:
			}
			if backoff *= 2; backoff > lockBackoffMax {
				backoff = lockBackoffMax
			}
		}
	}
	stop := renew(ctx, ttl, func(rctx context.Context) {
		calls := make([]scriptCall, len(held))
		for i, name := range held {
			calls[i] = scriptCall{renewScript, []string{name}, []any{token, ttl.Milliseconds()}}
		}
		_ = s.runScripts(rctx, "renew locks", calls)
	})
	var once sync.Once
	return func() {
		once.Do(func() {
			stop()
			release()
		})
	}, nil
}

// renew calls extend every ttl/3 until the returned stop is called or ctx
// is done (a holder whose context is gone is treated as crashed: its locks
// lapse after ttl). stop waits for a renewal in progress.
func renew(ctx context.Context, ttl time.Duration, extend func(context.Context)) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(max(ttl/3, time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				rctx, cancel := context.WithTimeout(ctx, ttl/3+time.Second)
				extend(rctx)
				cancel()
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}

// ---- idempotency ----

// Applied reports, for each of keys, whether MarkApplied recorded it for this
// user and it has not expired. The result has an entry for every key.
func (s *Store) Applied(ctx context.Context, tenant, userKey string, keys []string) (map[string]bool, error) {
	out := make(map[string]bool, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	base, err := s.userBase(tenant, userKey)
	if err != nil {
		return nil, err
	}
	// One ZMSCORE: a key is applied while its expiry is in the future.
	scores, err := s.c.ZMScore(ctx, base+":idem", keys...).Result()
	if err != nil {
		return nil, wrap("applied", err)
	}
	now := float64(time.Now().UnixMilli())
	for i, k := range keys {
		out[k] = i < len(scores) && scores[i] > now
	}
	return out, nil
}

// MarkApplied records keys for this user in its idempotency set, each with
// its expiry as score: a key already recorded (and not expired) keeps its
// first expiry. ttl must outlive any redelivery of the message that carried
// them; ttl <= 0 keeps them until the user is erased. Expired keys are
// pruned on the way, and the set itself expires with its last key.
func (s *Store) MarkApplied(ctx context.Context, tenant, userKey string, keys []string, ttl time.Duration) error {
	if len(keys) == 0 {
		return nil
	}
	base, err := s.userBase(tenant, userKey)
	if err != nil {
		return err
	}
	now := time.Now()
	exp := "+inf"
	if ttl > 0 {
		exp = strconv.FormatInt(now.Add(ttl).UnixMilli(), 10)
	}
	args := make([]any, 0, len(keys)+2)
	args = append(args, now.UnixMilli(), exp)
	for _, k := range keys {
		args = append(args, k)
	}
	return wrap("mark applied", markAppliedScript.Run(ctx, s.c, []string{base + ":idem"}, args...).Err())
}

// ---- profiles ----

// Profile returns the current profile entries of a user, sorted by key.
func (s *Store) Profile(ctx context.Context, tenant, user string) ([]store.ProfileEntry, error) {
	base, err := s.userBaseByID(tenant, user)
	if err != nil {
		return nil, err
	}
	m, err := s.c.HGetAll(ctx, base+":profile").Result()
	if err != nil {
		return nil, wrap("profile", err)
	}
	out := make([]store.ProfileEntry, 0, len(m))
	for k, v := range m {
		var e store.ProfileEntry
		if err := json.Unmarshal([]byte(v), &e); err != nil {
			return nil, fmt.Errorf("redisstore: profile: decode key %q: %w", k, err)
		}
		e.Key = k
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out, nil
}

// SetProfile applies entries atomically (one Lua script): an entry with an
// empty Value deletes its key; an entry whose value, type, memory id and
// scope equal the current ones keeps its version and only takes the new
// UpdatedAt, if that is set (the current value asserted again); any other
// replaces the current entry with Version = previous version + 1 (versions
// continue across deletion). Entry Version is ignored; a zero UpdatedAt is
// set to now for a change. Keys are stored as given: normalising them is
// the caller's job.
func (s *Store) SetProfile(ctx context.Context, tenant, user string, entries []store.ProfileEntry) error {
	if len(entries) == 0 {
		return nil
	}
	base, err := s.userBaseByID(tenant, user)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	args := make([]any, 0, 4*len(entries))
	for _, e := range entries {
		if e.Key == "" {
			return errors.New("redisstore: set profile: empty key")
		}
		if e.Value == "" {
			args = append(args, e.Key, "", "", "0")
			continue
		}
		touch := "1"
		if e.UpdatedAt.IsZero() {
			e.UpdatedAt, touch = now, "0"
		}
		e.Version = 0
		b, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("redisstore: set profile: encode: %w", err)
		}
		// The script appends the version: cut the trailing "0}".
		if !bytes.HasSuffix(b, versionTail) {
			return fmt.Errorf("redisstore: set profile: encoded entry does not end with %s", versionTail)
		}
		args = append(args, e.Key, identity(e), b[:len(b)-2], touch)
	}
	return s.runScripts(ctx, "set profile", []scriptCall{{setProfileScript, []string{base + ":profile", base + ":profilever"}, args}})
}

// versionTail is how a ProfileEntry with Version 0 ends in JSON.
var versionTail = []byte(`"version":0}`)

// identity is what makes a profile entry a change: value, type, memory id
// and scope (not UpdatedAt).
func identity(e store.ProfileEntry) string {
	h := sha256.New()
	for _, s := range []string{e.Value, string(e.Type), e.MemoryID, e.Scope} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// ---- tombstones ----

// AddTombstones records tombstones, keeping the latest At per user and
// memory. Tombstones of different users are written in one pipeline.
func (s *Store) AddTombstones(ctx context.Context, ts []store.Tombstone) error {
	groups := map[string][]any{}
	var order []string
	for _, t := range ts {
		base, err := s.userBase(t.TenantID, t.UserKey)
		if err != nil {
			return err
		}
		k := base + ":tomb"
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], t.MemoryID, nanos(t.At))
	}
	calls := make([]scriptCall, len(order))
	for i, k := range order {
		calls[i] = scriptCall{maxTimeScript, []string{k}, groups[k]}
	}
	return s.runScripts(ctx, "add tombstones", calls)
}

// Tombstoned returns the latest tombstone time of the user (map key "") and
// of each of memoryIDs that has one; absent entries mean none.
func (s *Store) Tombstoned(ctx context.Context, tenant, userKey string, memoryIDs []string) (map[string]time.Time, error) {
	base, err := s.userBase(tenant, userKey)
	if err != nil {
		return nil, err
	}
	fields := append([]string{""}, memoryIDs...)
	vals, err := s.c.HMGet(ctx, base+":tomb", fields...).Result()
	if err != nil {
		return nil, wrap("tombstoned", err)
	}
	out := make(map[string]time.Time)
	for i, v := range vals {
		str, ok := v.(string)
		if !ok {
			continue
		}
		t, err := parseNanos(str)
		if err != nil {
			return nil, err
		}
		out[fields[i]] = t
	}
	return out, nil
}

// ---- access statistics ----

// RecordAccess adds hits to access statistics: Count grows by one per hit
// and LastAccess is the latest At seen. One script per user, pipelined.
func (s *Store) RecordAccess(ctx context.Context, hits []store.AccessHit) error {
	groups := map[string][]any{}
	var order []string
	for _, h := range hits {
		base, err := s.userBaseByID(h.TenantID, h.UserID)
		if err != nil {
			return err
		}
		if h.MemoryID == "" {
			return errors.New("redisstore: record access: empty memory id")
		}
		at := h.At
		if at.IsZero() {
			at = time.Now()
		}
		k := base + ":access"
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], h.MemoryID, nanos(at))
	}
	calls := make([]scriptCall, len(order))
	for i, k := range order {
		calls[i] = scriptCall{accessScript, []string{k}, groups[k]}
	}
	return s.runScripts(ctx, "record access", calls)
}

// AccessStats returns the statistics of those of ids that have any.
func (s *Store) AccessStats(ctx context.Context, tenant, user string, ids []string) (map[string]store.Access, error) {
	out := make(map[string]store.Access, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	base, err := s.userBaseByID(tenant, user)
	if err != nil {
		return nil, err
	}
	vals, err := s.c.HMGet(ctx, base+":access", ids...).Result()
	if err != nil {
		return nil, wrap("access stats", err)
	}
	for i, v := range vals {
		str, ok := v.(string)
		if !ok {
			continue
		}
		cnt, last, ok := strings.Cut(str, ":")
		if !ok {
			return nil, fmt.Errorf("redisstore: access stats: bad value %q", str)
		}
		n, err := strconv.ParseInt(cnt, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("redisstore: access stats: bad count %q: %w", cnt, err)
		}
		t, err := parseNanos(last)
		if err != nil {
			return nil, err
		}
		out[ids[i]] = store.Access{Count: n, LastAccess: t}
	}
	return out, nil
}

// DeleteAccess removes the access statistics of these memories of a user.
func (s *Store) DeleteAccess(ctx context.Context, tenant, user string, ids []string) error {
	if len(ids) == 0 {
		return nil
	}
	base, err := s.userBaseByID(tenant, user)
	if err != nil {
		return err
	}
	return wrap("delete access", s.c.HDel(ctx, base+":access", ids...).Err())
}

// ---- audit ----

// Audit appends events to their users' audit streams, in slice order per
// user, in one pipeline. A zero At is set to now. Events must be
// content-free: they are never rewritten, not even by EraseUserState.
func (s *Store) Audit(ctx context.Context, evs []store.AuditEvent) error {
	if len(evs) == 0 {
		return nil
	}
	type rec struct {
		stream string
		data   []byte
	}
	recs := make([]rec, len(evs))
	now := time.Now().UTC()
	for i, e := range evs {
		base, err := s.userBase(e.TenantID, e.UserKey)
		if err != nil {
			return err
		}
		if e.At.IsZero() {
			e.At = now
		}
		b, err := json.Marshal(e)
		if err != nil {
			return fmt.Errorf("redisstore: audit: encode: %w", err)
		}
		recs[i] = rec{base + ":audit", b}
	}
	_, err := s.c.Pipelined(ctx, func(p redis.Pipeliner) error {
		for _, r := range recs {
			a := &redis.XAddArgs{Stream: r.stream, Values: []any{"e", r.data}}
			if s.opts.AuditMaxLen > 0 {
				a.MaxLen, a.Approx = s.opts.AuditMaxLen, true
			}
			p.XAdd(ctx, a)
		}
		return nil
	})
	return wrap("audit", err)
}

// AuditLog returns a user's audit events oldest first, only those of
// memoryID if it is not empty, at most limit of them (limit <= 0: all).
func (s *Store) AuditLog(ctx context.Context, tenant, userKey, memoryID string, limit int) ([]store.AuditEvent, error) {
	base, err := s.userBase(tenant, userKey)
	if err != nil {
		return nil, err
	}
	page := int64(512)
	if memoryID == "" && limit > 0 && int64(limit) < page {
		page = int64(limit)
	}
	var out []store.AuditEvent
	start := "-"
	for {
		msgs, err := s.c.XRangeN(ctx, base+":audit", start, "+", page).Result()
		if err != nil {
			return nil, wrap("audit log", err)
		}
		for _, m := range msgs {
			raw, _ := m.Values["e"].(string)
			var e store.AuditEvent
			if err := json.Unmarshal([]byte(raw), &e); err != nil {
				return nil, fmt.Errorf("redisstore: audit log: decode %s: %w", m.ID, err)
			}
			if memoryID != "" && e.MemoryID != memoryID {
				continue
			}
			out = append(out, e)
			if limit > 0 && len(out) >= limit {
				return out, nil
			}
		}
		if int64(len(msgs)) < page {
			return out, nil
		}
		start = "(" + msgs[len(msgs)-1].ID
	}
}

// ---- erasure ----

// EraseUserState removes the user's profile (and its version counters),
// idempotency keys and access statistics, and any other key under the user's
// hash tag, except tombstones, the audit trail and a held reconciliation lock
// (erasure may run under LockUsers). Keys are found under the userkey computed
// with the store's Keyer and, if different, under userKey too, so that nothing
// stays behind when a caller's key disagrees. It returns counts per kind:
// KindProfile (profile entries), KindIdempotency (idempotency keys) and
// KindAccess (memories with access statistics); all three are present.
//
// Finding idempotency keys uses SCAN on the node holding the user's slot,
// which walks that node's whole keyspace.
func (s *Store) EraseUserState(ctx context.Context, tenant, user, userKey string) (map[string]int, error) {
	counts := map[string]int{KindProfile: 0, KindIdempotency: 0, KindAccess: 0}
	if user == "" && userKey == "" {
		return nil, errors.New("redisstore: erase user state: empty user id and key")
	}
	var bases []string
	if user != "" {
		b, err := s.userBaseByID(tenant, user)
		if err != nil {
			return nil, err
		}
		bases = append(bases, b)
	}
	if userKey != "" {
		b, err := s.userBase(tenant, userKey)
		if err != nil {
			return nil, err
		}
		if len(bases) == 0 || bases[0] != b {
			bases = append(bases, b)
		}
	}
	for _, base := range bases {
		if err := s.deleteUserBase(ctx, base, counts); err != nil {
			return nil, err
		}
	}
	return counts, nil
}

func (s *Store) deleteUserBase(ctx context.Context, base string, counts map[string]int) error {
	for _, kind := range []struct {
		name string
		keys []string
	}{
		{KindProfile, []string{base + ":profile", base + ":profilever"}},
		{KindAccess, []string{base + ":access"}},
	} {
		n, err := countDeleteScript.Run(ctx, s.c, kind.keys).Int()
		if err != nil {
			return wrap("erase user state", err)
		}
		counts[kind.name] += n
	}
	n, err := zcardDeleteScript.Run(ctx, s.c, []string{base + ":idem"}).Int()
	if err != nil {
		return wrap("erase user state", err)
	}
	counts[KindIdempotency] += n
	return nil
}

// ---- leases ----

func (s *Store) leaseKey(name string) (string, error) {
	if name == "" {
		return "", errors.New("redisstore: empty lease name")
	}
	return s.prefix + ":lease:" + name, nil
}

// AcquireLease takes the lease name for holder for ttl (positive), or
// renews it for ttl if holder already has it; it reports whether holder has
// it now. A lease whose holder stopped renewing expires after ttl.
func (s *Store) AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	key, err := s.leaseKey(name)
	if err != nil {
		return false, err
	}
	if holder == "" {
		return false, errors.New("redisstore: empty lease holder")
	}
	ms := ttl.Milliseconds()
	if ms <= 0 {
		return false, fmt.Errorf("redisstore: lease ttl must be at least 1ms, got %v", ttl)
	}
	n, err := leaseScript.Run(ctx, s.c, []string{key}, holder, ms).Int()
	if err != nil {
		return false, wrap("acquire lease", err)
	}
	return n == 1, nil
}

// ReleaseLease gives the lease up if holder has it; otherwise it does nothing.
func (s *Store) ReleaseLease(ctx context.Context, name, holder string) error {
	key, err := s.leaseKey(name)
	if err != nil {
		return err
	}
	return wrap("release lease", releaseScript.Run(ctx, s.c, []string{key}, holder).Err())
}
