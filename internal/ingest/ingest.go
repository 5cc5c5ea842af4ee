// Package ingest is engram's reconciliation logic: it turns fact batches into
// memory records. For each fact it checks idempotency and tombstones, masks
// PII, then adds, merges (exact or near duplicate), supersedes (a profile key
// with a new value) or does nothing, writing the vector store before the
// state store (in one transaction when one SQLite database holds both) and
// recording a content-free audit event per change.
//
// Results do not depend on delivery order or batching, so any number of
// replicas give the result of a serial order:
//   - a memory's times come from the turns that asserted it, merges are
//     commutative (union of sources, max of scores, widest times, the
//     later expiry or none), and a merge that changes nothing is a no-op;
//   - of the values of a profile key, the newest assertion (turn time, ties
//     by id) is active and the others are superseded history, recomputed
//     from every stored value of the key;
//   - near duplicates are represented by their earliest assertion (ties by
//     id), among stored memories and those of the same call;
//   - items are taken in publication order; a forget intent (applied once,
//     with its own idempotency key) sees what was said before it, spares
//     memories asserted after its turn, and tombstones what it deletes as
//     of just before its turn was published. A memory records its per-turn
//     assertions (memory.Assertion), so when a later turn was applied
//     before the intent, the memory kept is folded again from the
//     assertions made after the intent alone, as a serial order builds it.
//
// Reconciliation of a user runs under a lock in the state store, renewed
// while held, so that concurrent replicas never interleave on one user.
package ingest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/pii"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Config tunes an Ingester. The zero value is the default.
type Config struct {
	// NearDuplicate is the cosine similarity above which an unkeyed fact
	// merges into an existing memory of the same user, type and scope; 0
	// means 0.95, negative disables near-duplicate merging.
	NearDuplicate float64
	// IdempotencyTTL is how long applied (turn, fact, extractor) keys are
	// remembered; it must outlive any redelivery. 0 means 30 days.
	IdempotencyTTL time.Duration
	// LockTTL bounds how long a crashed ingester can hold a user's lock
	// (a live one renews it); 0 means 30s.
	LockTTL time.Duration
	// LockWait bounds how long Apply waits for the locks of its users
	// before failing its items as temporary (the consumer loop retries them
	// later); keep it under the consumer's AckWait. 0 means 20s.
	LockWait time.Duration
	// PII is the per-tenant PII policy; nil masks for every tenant.
	PII *pii.Policies
	// Actor names this component in the audit trail; "" means "ingester".
	Actor string
	// Parallelism is how many users of one Apply are reconciled at once
	// (their reads overlap; the writes stay one commit per Apply); 0 means
	// GOMAXPROCS, 1 reconciles them one after the other.
	Parallelism int
}

func (c Config) withDefaults() Config {
	if c.NearDuplicate == 0 {
		c.NearDuplicate = 0.95
	}
	if c.IdempotencyTTL == 0 {
		c.IdempotencyTTL = 30 * 24 * time.Hour
	}
	if c.LockTTL == 0 {
		c.LockTTL = 30 * time.Second
	}
	if c.LockWait == 0 {
		c.LockWait = 20 * time.Second
	}
	if c.Actor == "" {
		c.Actor = "ingester"
	}
	if c.Parallelism <= 0 {
		c.Parallelism = runtime.GOMAXPROCS(0)
	}
	return c
}

// Item is one fact batch to apply, with the time JetStream accepted the
// originating turn (for tombstones and freshness).
type Item struct {
	Batch       *events.FactBatch
	PublishedAt time.Time
}

// Stats counts what an Apply did.
type Stats struct {
	Added, Merged, Superseded, Skipped, Dropped, Forgotten int
	// DropReasons counts dropped facts by reason (tombstone, pii, injection).
	DropReasons map[string]int
}

// add adds o's counts to s.
func (s *Stats) add(o Stats) {
	s.Added += o.Added
	s.Merged += o.Merged
	s.Superseded += o.Superseded
	s.Skipped += o.Skipped
	s.Dropped += o.Dropped
	s.Forgotten += o.Forgotten
	for r, n := range o.DropReasons {
		s.DropReasons[r] += n
	}
}

// Ingester applies fact batches to a vector store and a state store.
type Ingester struct {
	vec   store.VectorStore
	state store.StateStore
	emb   embed.Embedder
	keyer *events.Keyer
	cfg   Config
	log   *slog.Logger
	// Now is the clock; tests replace it.
	Now    func() time.Time
	eraser UserEraser // set by SetEraser (forget.go)
	// keys and get are the vector store's multi-key lookup and hot-index
	// Get when it has them (sqlite.Store), nil otherwise.
	keys keyLister
	get  indexedGetter
	// wtx writes memories and state in one transaction, when the vector
	// and state stores are one SQLite database; nil otherwise.
	wtx writeTxer
}

// keyLister is implemented by vector stores that find the memories of
// several profile keys in one call (sqlite.Store.ListKeys).
type keyLister interface {
	ListKeys(ctx context.Context, f store.Filter, keys []string) ([]memory.Memory, error)
}

// indexedGetter is implemented by vector stores that serve the ingester's
// Get from a hot per-user index (sqlite.Store.GetIndexed).
type indexedGetter interface {
	GetIndexed(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error)
}

// unwrapper is implemented by vector store wrappers that add no behaviour
// to reads (a benchmark's write watcher).
type unwrapper interface {
	Unwrap() store.VectorStore
}

// innerVectors returns the store under instrumentation and read-transparent
// wrappers.
func innerVectors(v store.VectorStore) store.VectorStore {
	for {
		switch w := v.(type) {
		case *instrumented.Vectors:
			v = w.Inner
		case unwrapper:
			v = w.Unwrap()
		default:
			return v
		}
	}
}

// New returns an Ingester.
func New(vec store.VectorStore, state store.StateStore, emb embed.Embedder, keyer *events.Keyer, cfg Config, log *slog.Logger) *Ingester {
	if log == nil {
		log = slog.Default()
	}
	in := &Ingester{vec: vec, state: state, emb: emb, keyer: keyer, cfg: cfg.withDefaults(), log: log, Now: time.Now}
	inner := innerVectors(vec)
	in.keys, _ = inner.(keyLister)
	in.get, _ = inner.(indexedGetter)
	if wt, ok := vec.(writeTxer); ok {
		if st, ok := innerState(state).(store.VectorStore); ok && st == inner {
			in.wtx = wt
		}
	}
	return in
}

// getMemories is vec.Get, from the store's hot index when it has one.
func (in *Ingester) getMemories(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error) {
	if in.get != nil {
		var ms []memory.Memory
		err := instrumented.Time(in.vec, metrics.OpGet, func() (err error) {
			ms, err = in.get.GetIndexed(ctx, tenant, user, ids)
			return err
		})
		return ms, err
	}
	return in.vec.Get(ctx, tenant, user, ids)
}

type userRef struct{ tenant, user string }

// Apply reconciles items and returns one error per item (nil on success).
// It locks every user of the call, reconciles each, then writes the vector
// store once for all of them and the state store after it; an item is
// applied only when its error is nil. Errors wrap events.ErrTemporary when
// a store failed: the message should be retried, and applying it again is
// harmless (the same batch applied twice leaves the state of once).
func (in *Ingester) Apply(ctx context.Context, items []Item) ([]error, Stats) {
	errs := make([]error, len(items))
	stats := Stats{DropReasons: map[string]int{}}
	groups := map[userRef][]int{}
	var order []userRef
	for i, it := range items {
		u := userRef{it.Batch.TenantID, it.Batch.UserID}
		if _, ok := groups[u]; !ok {
			order = append(order, u)
		}
		groups[u] = append(groups[u], i)
	}
	locks := make([]string, 0, len(order))
	for _, u := range order {
		locks = append(locks, lockName(u.tenant, in.keyer.UserKey(u.tenant, u.user)))
	}
	release, err := in.lock(ctx, locks)
	if err != nil {
		err = fmt.Errorf("lock users: %w: %w", err, events.ErrTemporary)
		for i := range errs {
			errs[i] = err
		}
		return errs, stats
	}
	defer release()
	// Users are independent (each holds its own lock): reconcile them
	// concurrently, then collect in call order.
	type result struct {
		w     *work
		err   error
		stats Stats
	}
	results := make([]result, len(order))
	preps := make([]*userPrep, len(order))
	in.each(len(order), func(k int) {
		u, idx := order[k], groups[order[k]]
		batch := make([]Item, len(idx))
		for j, i := range idx {
			batch[j] = items[i]
		}
		results[k].stats.DropReasons = map[string]int{}
		preps[k], results[k].err = in.prepareUser(u, batch)
	})
	// The users are locked: their generations are read once for the
	// whole call (pin), alongside the state reads.
	pctx := make(chan context.Context, 1)
	go func() { pctx <- in.pin(ctx, preps) }()
	reads := in.readState(ctx, preps)
	rctx := <-pctx
	in.each(len(order), func(k int) {
		r := &results[k]
		if r.err != nil {
			return
		}
		r.w, r.err = in.applyUser(rctx, preps[k], reads[k], &r.stats)
	})
	var works []*work
	var done []int
	for k, u := range order {
		r, idx := results[k], groups[u]
		stats.add(r.stats)
		if r.err != nil {
			err := fmt.Errorf("apply facts for user %s: %w: %w", in.keyer.UserKey(u.tenant, u.user), r.err, events.ErrTemporary)
			for _, i := range idx {
				errs[i] = err
			}
			continue
		}
		works = append(works, r.w)
		done = append(done, idx...)
	}
	// One write per store for every user of the call.
	if err := in.commit(ctx, works); err != nil {
		err = fmt.Errorf("commit %d users: %w: %w", len(works), err, events.ErrTemporary)
		for _, i := range done {
			errs[i] = err
		}
	}
	return errs, stats
}

// lockName is the name of the reconciliation lock of the user with key
// userKey.
func lockName(tenant, userKey string) string {
	return tenant + "/" + userKey
}

// lockVerifier is implemented by the state view of a write transaction
// that can check, inside it, that the locks are still held (SQLite's
// WriteTx: the write is fenced against a holder paused past its lease).
type lockVerifier interface {
	VerifyLocks(ctx context.Context, keys []string) error
}

// each calls fn(k) for every k in [0, n), on up to Parallelism goroutines.
func (in *Ingester) each(n int, fn func(k int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(in.cfg.Parallelism, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1)) - 1
				if k >= n {
					return
				}
				fn(k)
			}
		}()
	}
	wg.Wait()
}

// stateBatcher is implemented by state stores that read the idempotency
// keys and tombstones of several users of a tenant in one query
// (sqlite.Store): Applied and Tombstoned by user key.
type stateBatcher interface {
	AppliedUsers(ctx context.Context, tenant string, keys map[string][]string) (map[string]map[string]bool, error)
	TombstonedUsers(ctx context.Context, tenant string, ids map[string][]string) (map[string]map[string]time.Time, error)
}

// userPinner is implemented by vector stores that read the hot-index
// generations of several locked users in one query, for the reads of one
// call (sqlite.Store.PinUsers).
type userPinner interface {
	PinUsers(ctx context.Context, tenant string, users []string) (context.Context, error)
}

// pin returns ctx with the prepared users pinned in the vector store when
// it can (userPinner); on failure, ctx (each read then checks for itself).
func (in *Ingester) pin(ctx context.Context, preps []*userPrep) context.Context {
	p, ok := innerVectors(in.vec).(userPinner)
	if !ok {
		return ctx
	}
	byTenant := map[string][]string{}
	for _, up := range preps {
		if up != nil {
			byTenant[up.w.u.tenant] = append(byTenant[up.w.u.tenant], up.w.u.user)
		}
	}
	for tenant, users := range byTenant {
		pctx, err := p.PinUsers(ctx, tenant, users)
		if err != nil {
			in.log.Debug("pinning users failed; reads check generations one by one", "err", err)
			continue
		}
		ctx = pctx
	}
	return ctx
}

// readState makes the state reads of every prepared user (nil entries are
// users that failed to prepare) in one query per tenant when the state
// store can; otherwise, or if that fails, it returns nil for a user and
// applyUser reads its state itself.
func (in *Ingester) readState(ctx context.Context, preps []*userPrep) []*userReads {
	out := make([]*userReads, len(preps))
	st := in.state
	if i, ok := st.(*instrumented.State); ok {
		st = i.Inner
	}
	b, ok := st.(stateBatcher)
	if !ok {
		return out
	}
	byTenant := map[string][]int{}
	for k, p := range preps {
		if p != nil {
			byTenant[p.w.u.tenant] = append(byTenant[p.w.u.tenant], k)
		}
	}
	for tenant, ks := range byTenant {
		keys, ids := map[string][]string{}, map[string][]string{}
		for _, k := range ks {
			p := preps[k]
			keys[p.w.uk] = append(keys[p.w.uk], p.idemKeys...)
			ids[p.w.uk] = append(ids[p.w.uk], p.ids...)
		}
		// The two reads are independent: run them at once.
		var applied map[string]map[string]bool
		var tombs map[string]map[string]time.Time
		var aerr, terr error
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			aerr = instrumented.Time(in.state, metrics.OpGet, func() (err error) {
				applied, err = b.AppliedUsers(ctx, tenant, keys)
				return err
			})
		}()
		terr = instrumented.Time(in.state, metrics.OpGet, func() (err error) {
			tombs, err = b.TombstonedUsers(ctx, tenant, ids)
			return err
		})
		wg.Wait()
		if aerr != nil {
			in.log.Debug("batched idempotency read failed; reading per user", "err", aerr)
			continue
		}
		if terr != nil {
			in.log.Debug("batched tombstone read failed; reading per user", "err", terr)
			continue
		}
		for _, k := range ks {
			uk := preps[k].w.uk
			r := &userReads{applied: applied[uk], tombs: tombs[uk]}
			if r.applied == nil {
				r.applied = map[string]bool{}
			}
			if r.tombs == nil {
				r.tombs = map[string]time.Time{}
			}
			out[k] = r
		}
	}
	return out
}

// lock takes the users' locks, waiting at most LockWait. The locks are
// renewed while ctx is alive, until release.
func (in *Ingester) lock(ctx context.Context, keys []string) (release func(), err error) {
	// LockUsers renews while its ctx is alive, so the wait is bounded by a
	// timer that cancels it only if it fires before the locks are taken.
	lctx, cancel := context.WithCancel(ctx)
	timer := time.AfterFunc(in.cfg.LockWait, cancel)
	rel, err := in.state.LockUsers(lctx, keys, in.cfg.LockTTL)
	if err != nil {
		timer.Stop()
		cancel()
		return nil, err
	}
	if !timer.Stop() {
		// The timer fired just as the locks were taken: renewal is off.
		rel()
		cancel()
		return nil, fmt.Errorf("locks taken after the %v wait bound", in.cfg.LockWait)
	}
	return func() {
		rel()
		cancel()
	}, nil
}

// work is the state of one user's reconciliation in progress.
type work struct {
	in    *Ingester
	u     userRef
	uk    string
	mems  map[string]*memory.Memory // loaded or changed, by id
	dirty map[string]bool
	// statusOnly are the dirty memories, as loaded, whose only change is
	// their Status, Supersedes and Version (touchStatus): written without
	// the rest of their record where the store can (store.StatusUpserter).
	statusOnly map[string]bool
	profile    map[string]store.ProfileEntry
	audit      []store.AuditEvent
	applied    []string
	deleted    []string
	// absorbed are near-duplicates folded into another memory: removed
	// from the vector store without a tombstone.
	absorbed []string
	// keys are the profile keys asserted in this batch, with the newest
	// assertion, to reconcile once every fact is applied.
	keys map[string]keyTurn
	// tombAt is the tombstone time of each deleted memory: just before the
	// publication of the turn whose forget intent deleted it, so that what
	// the user said after it (published later) is not taken for a
	// resurrection.
	tombAt map[string]time.Time
	// keyTombs stop older assertions of keys forgotten in this batch.
	keyTombs []store.Tombstone
}

// keyTombstone is the tombstone id of a profile key forgotten in a scope:
// it stops assertions of any value of the key published before it, which
// a forget intent delivered before them could not find to delete. It is a
// hash, so tombstones stay free of scope names and keys.
func keyTombstone(scope, key string) string {
	h := sha256.Sum256([]byte(scope + "\x00" + key))
	return "key:" + hex.EncodeToString(h[:16])
}

// keepLater undoes the deletion, by the forget intent of b that appended
// w.deleted[before:] and w.audit[auditBefore:], of memories asserted after
// b's turn: said again after the intent, they stay whatever the order in
// which the intent and the later turn are delivered. A kept memory that
// records its assertions keeps only those made after b's turn, and its
// merged fields are folded again from them, so it equals the memory that
// the later turns alone would have built. It returns how many it kept.
func (w *work) keepLater(ctx context.Context, b *events.FactBatch, before, auditBefore int) (int, error) {
	ids := slices.Clone(w.deleted[before:])
	if len(ids) == 0 {
		return 0, nil
	}
	ms, err := w.in.getMemories(ctx, w.u.tenant, w.u.user, ids)
	if err != nil {
		return 0, fmt.Errorf("load forgotten memories: %w", err)
	}
	later := map[string]bool{}
	var trimmed []string
	for i := range ms {
		m := &ms[i]
		if !m.UpdatedAt.After(b.TS) {
			continue
		}
		if len(m.Assertions) > 0 {
			// Keep only what was said after the intent, as a serial order
			// would have: a new memory built from those assertions.
			var after []memory.Assertion
			for _, a := range m.Assertions {
				if a.At.After(b.TS) {
					after = append(after, a)
				}
			}
			if len(after) == 0 {
				continue
			}
			if len(after) < len(m.Assertions) {
				m.Fold(after)
				m.Version++
				w.dirty[m.ID] = true
				delete(w.statusOnly, m.ID)
				trimmed = append(trimmed, m.ID)
			}
		}
		later[m.ID] = true
		w.mems[m.ID] = m
	}
	if len(later) == 0 {
		return 0, nil
	}
	w.deleted = w.deleted[:before]
	for _, id := range ids {
		if !later[id] {
			w.deleted = append(w.deleted, id)
		}
	}
	evs := w.audit[:auditBefore]
	for _, ev := range w.audit[auditBefore:] {
		if !(ev.Action == "delete" && later[ev.MemoryID]) {
			evs = append(evs, ev)
		}
	}
	for _, id := range trimmed {
		evs = append(evs, w.event(id, "merge", b.TurnID, "forgot what was asserted before this turn"))
	}
	w.audit = evs
	return len(later), nil
}

// skipKey is the idempotency key of a skip batch (events.FactBatch.Skipped).
func skipKey(b *events.FactBatch) string {
	return b.TurnID + "/skip/" + b.ExtractorID
}

// forgetKey is the idempotency key of a batch's i-th forget intent: a
// redelivered intent must not delete what was said after it.
func forgetKey(b *events.FactBatch, i int) string {
	return b.TurnID + "/forget/" + strconv.Itoa(i) + "/" + b.ExtractorID
}

// pending reports whether w holds changes not yet committed.
func (w *work) pending() bool {
	return len(w.dirty) > 0 || len(w.audit) > 0 || len(w.applied) > 0 || len(w.deleted) > 0 || len(w.absorbed) > 0 ||
		len(w.keyTombs) > 0
}

// reset forgets what was committed, keeping the loaded memories (which now
// equal the store).
func (w *work) reset() {
	w.dirty = map[string]bool{}
	w.profile = map[string]store.ProfileEntry{}
	w.audit, w.applied, w.deleted, w.absorbed = nil, nil, nil, nil
	w.keys = map[string]keyTurn{}
	w.tombAt = map[string]time.Time{}
	w.keyTombs = nil
}

// gone reports whether id was deleted by a forget intent in this batch and
// not asserted again since.
func (w *work) gone(id string) bool {
	return !w.dirty[id] && slices.Contains(w.deleted, id)
}

// keyTurn is the turn of the newest assertion of a key in a batch.
type keyTurn struct {
	turn string
	ts   time.Time
}

// applyUser reconciles one user's items into a work to commit.
// prepared is one fact of a user's call, ready to reconcile.
type prepared struct {
	item    Item
	itemIdx int
	ord     int
	idem    string
	fact    events.Fact
	id      string
	pubAt   time.Time
	dropped string
}

// userPrep is a user's items in publication order, their facts prepared,
// and the idempotency keys and ids whose state the reconciliation reads.
type userPrep struct {
	w             *work
	items         []Item
	preps         []*prepared
	idemKeys, ids []string
}

// userReads are the state reads of a user's reconciliation, made for
// every user of an Apply at once when the state store can (stateBatcher).
type userReads struct {
	applied map[string]bool
	tombs   map[string]time.Time
}

// prepareUser orders a user's items and prepares their facts: idempotency
// key, masked text, id.
func (in *Ingester) prepareUser(u userRef, items []Item) (*userPrep, error) {
	w := &work{in: in, u: u, uk: in.keyer.UserKey(u.tenant, u.user), mems: map[string]*memory.Memory{},
		dirty: map[string]bool{}, statusOnly: map[string]bool{}, profile: map[string]store.ProfileEntry{}, keys: map[string]keyTurn{},
		tombAt: map[string]time.Time{}}

	// Items in publication order: a forget intent applies to what was said
	// before it, and before the facts of its own turn.
	for i := range items {
		if items[i].PublishedAt.IsZero() {
			items[i].PublishedAt = in.Now()
		}
	}
	slices.SortStableFunc(items, func(a, b Item) int {
		if c := a.PublishedAt.Compare(b.PublishedAt); c != 0 {
			return c
		}
		return cmpString(a.Batch.TurnID, b.Batch.TurnID)
	})
	// Prepare every fact: idempotency key, masked text, id.
	var preps []*prepared
	var idemKeys, ids []string
	for k, it := range items {
		b := it.Batch
		for i, f := range b.Facts {
			p := &prepared{item: it, itemIdx: k, ord: i, fact: f, pubAt: it.PublishedAt,
				idem: b.TurnID + "/" + strconv.Itoa(i) + "/" + b.ExtractorID}
			// Ids come from masked text: encryption is randomised, masking
			// is deterministic, and a redelivery must find the same id.
			idContent, idValue := pii.Mask(f.Content), pii.Mask(f.Value)
			if extract.IsInstruction(f.Content) {
				p.dropped = "injection"
			} else if err := in.mask(b.TenantID, &p.fact); err != nil {
				if errors.Is(err, errDropPII) {
					p.dropped = "pii"
				} else {
					return nil, err
				}
			}
			if f.Key != "" {
				p.fact.Key = memory.NormalizeKey(f.Key)
			}
			p.id = memory.ID(b.TenantID, b.UserID, f.Type, b.Scope, p.fact.Key, idValue, idContent)
			preps = append(preps, p)
			idemKeys = append(idemKeys, p.idem)
			ids = append(ids, p.id)
			if p.fact.Key != "" {
				ids = append(ids, keyTombstone(b.Scope, p.fact.Key))
			}
		}
		for i := range b.Forget {
			idemKeys = append(idemKeys, forgetKey(b, i))
		}
		if b.Skipped != "" {
			idemKeys = append(idemKeys, skipKey(b))
		}
	}
	return &userPrep{w: w, items: items, preps: preps, idemKeys: idemKeys, ids: ids}, nil
}

// applyUser reconciles one prepared user into a work to commit; reads, if
// not nil, are the user's state reads, made beforehand.
func (in *Ingester) applyUser(ctx context.Context, up *userPrep, reads *userReads, stats *Stats) (*work, error) {
	w, u, items, preps, ids := up.w, up.w.u, up.items, up.preps, up.ids
	if reads == nil {
		applied, err := in.state.Applied(ctx, u.tenant, w.uk, up.idemKeys)
		if err != nil {
			return nil, fmt.Errorf("check idempotency: %w", err)
		}
		tombs, err := in.state.Tombstoned(ctx, u.tenant, w.uk, ids)
		if err != nil {
			return nil, fmt.Errorf("check tombstones: %w", err)
		}
		reads = &userReads{applied: applied, tombs: tombs}
	}
	applied, tombs := reads.applied, reads.tombs
	if err := w.load(ctx, ids); err != nil {
		return nil, err
	}
	// Embed what will be written.
	var texts []string
	var live []*prepared
	seen := map[string]bool{}
	for _, p := range preps {
		switch {
		case applied[p.idem] || seen[p.idem]:
			// Already applied, or twice in this call (a redelivery in the
			// same pull batch).
			stats.Skipped++
			continue
		case p.dropped != "":
		case !tombs[""].IsZero() && !p.pubAt.After(tombs[""]):
			p.dropped = "tombstone"
		case !tombs[p.id].IsZero() && !p.pubAt.After(tombs[p.id]):
			p.dropped = "tombstone"
		case p.fact.Key != "" && !p.pubAt.After(tombs[keyTombstone(p.item.Batch.Scope, p.fact.Key)]):
			p.dropped = "tombstone"
		}
		seen[p.idem] = true
		if p.dropped != "" {
			stats.Dropped++
			stats.DropReasons[p.dropped]++
			w.audit = append(w.audit, w.event(p.id, "drop", p.item.Batch.TurnID, p.dropped))
			w.applied = append(w.applied, p.idem)
			continue
		}
		texts = append(texts, p.fact.Content)
		live = append(live, p)
	}
	vecs, err := in.emb.Embed(ctx, texts)
	if err != nil {
		return nil, fmt.Errorf("embed %d facts: %w", len(texts), err)
	}
	next := 0
	for k, it := range items {
		if b := it.Batch; b.Skipped != "" {
			// The extractor could not extract this turn: the audit trail
			// records it once (a redelivery finds the key applied). The
			// extractor's metrics count it (llm outcome "unparseable").
			if key := skipKey(b); !applied[key] && !seen[key] {
				seen[key] = true
				w.audit = append(w.audit, w.event("", "drop", b.TurnID, "extraction skipped: "+b.Skipped))
				w.applied = append(w.applied, key)
			}
		}
		var intents []int
		for i := range it.Batch.Forget {
			if key := forgetKey(it.Batch, i); !applied[key] && !seen[key] {
				seen[key] = true
				intents = append(intents, i)
			}
		}
		if len(intents) > 0 && w.pending() {
			// Forget intents see the store: write what was said before.
			if err := w.reconcileKeys(ctx, stats); err != nil {
				return nil, err
			}
			if err := in.commit(ctx, []*work{w}); err != nil {
				return nil, err
			}
			w.reset()
		}
		for _, i := range intents {
			fi := it.Batch.Forget[i]
			w.applied = append(w.applied, forgetKey(it.Batch, i))
			before, auditBefore := len(w.deleted), len(w.audit)
			n, err := w.forget(ctx, it, fi)
			if err != nil {
				return nil, err
			}
			if fi.All {
				// The user is erased (tombstoned as of now): nothing more
				// of this call is written, like a later call would drop it.
				stats.Forgotten += n
				for ; next < len(live); next++ {
					stats.Dropped++
					stats.DropReasons["tombstone"]++
				}
				return w, nil
			}
			kept, err := w.keepLater(ctx, it.Batch, before, auditBefore)
			if err != nil {
				return nil, err
			}
			stats.Forgotten += n - kept
			at := it.PublishedAt.Add(-time.Nanosecond)
			if fi.Key != "" {
				w.keyTombs = append(w.keyTombs, store.Tombstone{TenantID: w.u.tenant, UserKey: w.uk,
					MemoryID: keyTombstone(it.Batch.Scope, memory.NormalizeKey(fi.Key)), At: at})
			}
			for _, id := range w.deleted[before:] {
				if cur, ok := w.tombAt[id]; !ok || at.After(cur) {
					w.tombAt[id] = at
				}
			}
		}
		for ; next < len(live) && live[next].itemIdx == k; next++ {
			p := live[next]
			if err := w.applyFact(ctx, p.item.Batch, p.fact, p.id, vecs[next], stats); err != nil {
				return nil, err
			}
			w.applied = append(w.applied, p.idem)
		}
	}
	if err := w.reconcileKeys(ctx, stats); err != nil {
		return nil, err
	}
	return w, nil
}

var errDropPII = errors.New("fact dropped by pii policy")

// mask applies the tenant's PII policy to a fact's content and value.
func (in *Ingester) mask(tenant string, f *events.Fact) error {
	pol := in.cfg.PII.For(tenant)
	for _, s := range []*string{&f.Content, &f.Value} {
		if *s == "" {
			continue
		}
		out, drop, err := pii.Apply(pol, tenant, *s)
		if err != nil {
			return fmt.Errorf("apply pii policy: %w", err)
		}
		if drop {
			return errDropPII
		}
		*s = out
	}
	return nil
}

func (w *work) event(id, action, turn, detail string) store.AuditEvent {
	return store.AuditEvent{At: w.in.Now(), TenantID: w.u.tenant, UserKey: w.uk, MemoryID: id,
		Action: action, Actor: w.in.cfg.Actor, TurnID: turn, Detail: detail}
}

func (w *work) load(ctx context.Context, ids []string) error {
	var need []string
	for _, id := range ids {
		if _, ok := w.mems[id]; !ok {
			need = append(need, id)
		}
	}
	if len(need) == 0 {
		return nil
	}
	got, err := w.in.getMemories(ctx, w.u.tenant, w.u.user, need)
	if err != nil {
		return fmt.Errorf("load memories: %w", err)
	}
	for i := range got {
		m := got[i]
		w.mems[m.ID] = &m
	}
	return nil
}

func (w *work) touch(m *memory.Memory) {
	w.mems[m.ID] = m
	w.dirty[m.ID] = true
	delete(w.statusOnly, m.ID)
}

// touchStatus is touch for a change of m's Status, Supersedes and Version
// alone: m is written status-only if nothing else of it changed in this
// call, before or after.
func (w *work) touchStatus(m *memory.Memory) {
	if !w.dirty[m.ID] {
		w.statusOnly[m.ID] = true
	}
	w.mems[m.ID] = m
	w.dirty[m.ID] = true
}

// applyFact reconciles one fact into the working set: an exact duplicate
// merges into its record, a near duplicate merges with the most similar
// unkeyed memory, anything else is added. Keyed facts are reconciled with
// the other values of their key afterwards, in reconcileKeys.
func (w *work) applyFact(ctx context.Context, b *events.FactBatch, f events.Fact, id string, vec []float32, stats *Stats) error {
	ts := b.TS.UTC()
	sources := f.SourceTurnIDs
	if len(sources) == 0 {
		sources = []string{b.TurnID}
	}
	m := &memory.Memory{
		ID: id, TenantID: b.TenantID, UserID: b.UserID, AgentID: b.AgentID, Scope: b.Scope,
		Type: f.Type, Content: f.Content, Key: f.Key, Value: f.Value,
		Confidence: f.Confidence, Importance: f.Importance, Sensitivity: f.Sensitivity,
		Status: memory.StatusActive, Version: 1, CreatedAt: ts, UpdatedAt: ts,
		EventTime: f.EventTime, SourceTurnIDs: slices.Clone(sources), ExtractorID: b.ExtractorID,
		EmbedderID: w.in.emb.ID(), Vector: vec,
	}
	if f.TTLSeconds > 0 {
		m.ExpiresAt = ts.Add(time.Duration(f.TTLSeconds) * time.Second)
	}
	m.Assertions = make([]memory.Assertion, 0, len(sources))
	for _, s := range sources {
		m.Assertions = append(m.Assertions, memory.Assertion{Turn: s, At: ts, Confidence: m.Confidence,
			Importance: m.Importance, Sensitivity: m.Sensitivity, ExpiresAt: m.ExpiresAt, EventTime: m.EventTime})
	}
	if f.Key != "" {
		if k, ok := w.keys[f.Key]; !ok || ts.After(k.ts) || ts.Equal(k.ts) && b.TurnID > k.turn {
			w.keys[f.Key] = keyTurn{b.TurnID, ts}
		}
	}
	if cur, ok := w.mems[id]; ok {
		changed := mergeInto(cur, m)
		if changed && cur.Status == memory.StatusArchived {
			// Asserted again by another turn: it is live again (for a key,
			// reconcileKeys decides whether it is current or history). A
			// replay of a turn it already holds leaves it archived.
			cur.Status = memory.StatusActive
		}
		if !changed {
			stats.Skipped++
			return nil
		}
		cur.Version++
		w.touch(cur)
		stats.Merged++
		w.audit = append(w.audit, w.event(id, "merge", b.TurnID, ""))
		return nil
	}
	if f.Key == "" && w.in.cfg.NearDuplicate > 0 {
		dup, err := w.nearDuplicate(ctx, m)
		if err != nil {
			return err
		}
		if dup != nil {
			// The representative of a cluster of near duplicates is its
			// earliest assertion (ties by id), whatever the delivery order.
			if earlier(dup, m) {
				if mergeInto(dup, m) {
					dup.Version++
					w.touch(dup)
					stats.Merged++
					w.audit = append(w.audit, w.event(dup.ID, "merge", b.TurnID, "near-duplicate"))
				} else {
					stats.Skipped++
				}
				return nil
			}
			mergeInto(m, dup)
			m.Version = dup.Version + 1
			w.touch(m)
			delete(w.mems, dup.ID)
			delete(w.dirty, dup.ID)
			delete(w.statusOnly, dup.ID)
			w.absorbed = append(w.absorbed, dup.ID)
			stats.Merged++
			w.audit = append(w.audit, w.event(m.ID, "merge", b.TurnID, "near-duplicate, absorbed "+dup.ID),
				w.event(dup.ID, "merge", b.TurnID, "absorbed into "+m.ID))
			return nil
		}
	}
	w.touch(m)
	stats.Added++
	w.audit = append(w.audit, w.event(id, "add", b.TurnID, string(f.Type)))
	return nil
}

// earlier reports whether a was first asserted before b (ties by id).
func earlier(a, b *memory.Memory) bool {
	if !a.CreatedAt.Equal(b.CreatedAt) {
		return a.CreatedAt.Before(b.CreatedAt)
	}
	return a.ID < b.ID
}

// nearDuplicate returns the active unkeyed memory of m's user, type, scope
// and embedder most similar to m, if its cosine similarity reaches the
// threshold: among stored memories and those added in this batch.
func (w *work) nearDuplicate(ctx context.Context, m *memory.Memory) (*memory.Memory, error) {
	hits, err := w.in.vec.SearchDense(ctx, store.Filter{TenantID: m.TenantID, UserID: m.UserID, Scope: m.Scope,
		Types: []events.FactType{m.Type}, EmbedderID: m.EmbedderID}, m.Vector, 4)
	if err != nil {
		return nil, fmt.Errorf("near-duplicate search: %w", err)
	}
	var best *memory.Memory
	bestSim := w.in.cfg.NearDuplicate
	consider := func(c *memory.Memory, sim float64) {
		if c.ID == m.ID || c.Key != "" || c.Scope != m.Scope || c.Type != m.Type ||
			c.Status != memory.StatusActive || c.EmbedderID != m.EmbedderID || sim < bestSim {
			return
		}
		if best != nil && sim == bestSim && best.ID < c.ID {
			return
		}
		best, bestSim = c, sim
	}
	for _, h := range hits {
		if slices.Contains(w.absorbed, h.Memory.ID) || w.gone(h.Memory.ID) {
			continue
		}
		c, ok := w.mems[h.Memory.ID]
		if !ok {
			d := h.Memory
			c = &d
		}
		consider(c, h.Score)
	}
	// Memories added or changed in this batch are not in the store yet.
	for id := range w.dirty {
		c := w.mems[id]
		consider(c, embed.Cosine(c.Vector, m.Vector))
	}
	if best != nil {
		w.mems[best.ID] = best
	}
	return best, nil
}

// mergeInto folds src, another assertion of the same fact, into dst: union
// of sources, max of scores and sensitivity, times widened to cover both,
// the later expiry (none if either never expires), the earliest event time,
// pinned if either is. It reports whether dst changed. The result does not
// depend on the order of merges.
func mergeInto(dst, src *memory.Memory) bool {
	changed := false
	if len(dst.Assertions) > 0 || len(src.Assertions) > 0 {
		dst.Assertions, changed = memory.MergeAssertions(dst.Assertions, src.Assertions)
	}
	for _, s := range src.SourceTurnIDs {
		if !slices.Contains(dst.SourceTurnIDs, s) {
			dst.SourceTurnIDs = append(dst.SourceTurnIDs, s)
			changed = true
		}
	}
	if src.Confidence > dst.Confidence {
		dst.Confidence, changed = src.Confidence, true
	}
	if src.Importance > dst.Importance {
		dst.Importance, changed = src.Importance, true
	}
	if src.UpdatedAt.After(dst.UpdatedAt) {
		dst.UpdatedAt, changed = src.UpdatedAt, true
	}
	if src.CreatedAt.Before(dst.CreatedAt) {
		dst.CreatedAt, changed = src.CreatedAt, true
	}
	if memory.MergeExpiry(&dst.ExpiresAt, src.ExpiresAt) {
		changed = true
	}
	if memory.SensitivityRank(src.Sensitivity) > memory.SensitivityRank(dst.Sensitivity) {
		dst.Sensitivity, changed = src.Sensitivity, true
	}
	if memory.MergeEventTime(&dst.EventTime, src.EventTime) {
		changed = true
	}
	if src.Pinned && !dst.Pinned {
		dst.Pinned, changed = true, true
	}
	return changed
}

// reconcileKeys settles every profile key asserted in this batch: within
// each scope, of the memories of the key that are active or superseded, the
// newest assertion (latest UpdatedAt, ties by id) is active and the others
// are superseded history, each pointing at the one before it; archived ones
// stay archived. The profile entry of the key is the newest active
// profile or preference memory of any scope. The outcome is a function of
// the stored and asserted memories only, not of the order they came in.
func (w *work) reconcileKeys(ctx context.Context, stats *Stats) error {
	keys := make([]string, 0, len(w.keys))
	for k := range w.keys {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	stored, err := w.listKeys(ctx, keys)
	if err != nil {
		return err
	}
	for _, key := range keys {
		turn := w.keys[key].turn
		all := map[string]*memory.Memory{}
		for _, m := range stored[key] {
			if slices.Contains(w.absorbed, m.ID) || w.gone(m.ID) {
				continue
			}
			if lm, ok := w.mems[m.ID]; ok {
				all[lm.ID] = lm
			} else {
				all[m.ID] = m
			}
		}
		for id := range w.dirty {
			if lm := w.mems[id]; lm.Key == key {
				all[id] = lm
			}
		}
		byScope := map[string][]*memory.Memory{}
		for _, m := range all {
			if m.Status == memory.StatusActive || m.Status == memory.StatusSuperseded {
				byScope[m.Scope] = append(byScope[m.Scope], m)
			}
		}
		var current *memory.Memory
		for _, ms := range byScope {
			slices.SortFunc(ms, func(a, b *memory.Memory) int {
				switch {
				case newer(a, b):
					return -1
				case newer(b, a):
					return 1
				}
				return 0
			})
			for i, m := range ms {
				status, prev := memory.StatusSuperseded, ""
				if i == 0 {
					status = memory.StatusActive
				}
				if i+1 < len(ms) {
					prev = ms[i+1].ID
				}
				if m.Status == status && m.Supersedes == prev {
					continue
				}
				if m.Status == memory.StatusActive && status == memory.StatusSuperseded {
					stats.Superseded++
					w.audit = append(w.audit, w.event(m.ID, "supersede", turn, "by "+ms[0].ID))
				}
				m.Status, m.Supersedes = status, prev
				m.Version++
				w.touchStatus(m)
			}
			if top := ms[0]; (top.Type == events.TypeProfile || top.Type == events.TypePreference) && newer(top, current) {
				current = top
			}
		}
		if current == nil {
			w.profile[key] = store.ProfileEntry{Key: key}
			continue
		}
		w.profile[key] = store.ProfileEntry{Key: key, Value: current.Value, Type: current.Type,
			MemoryID: current.ID, Scope: current.Scope, UpdatedAt: current.UpdatedAt}
	}
	return nil
}

// listKeys returns the stored active and superseded memories of each key,
// of any scope: in one call when the store can (keyLister), else one List
// per key.
func (w *work) listKeys(ctx context.Context, keys []string) (map[string][]*memory.Memory, error) {
	out := make(map[string][]*memory.Memory, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	f := store.Filter{TenantID: w.u.tenant, UserID: w.u.user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded}}
	if w.in.keys != nil {
		var ms []memory.Memory
		err := instrumented.Time(w.in.vec, metrics.OpGet, func() (err error) {
			ms, err = w.in.keys.ListKeys(ctx, f, keys)
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("list %d keys: %w", len(keys), err)
		}
		for i := range ms {
			out[ms[i].Key] = append(out[ms[i].Key], &ms[i])
		}
		return out, nil
	}
	for _, key := range keys {
		f.Key = key
		cursor := ""
		for {
			page, next, err := w.in.vec.List(ctx, f, cursor, 500)
			if err != nil {
				return nil, fmt.Errorf("list key %s: %w", key, err)
			}
			for i := range page {
				out[key] = append(out[key], &page[i])
			}
			if next == "" {
				break
			}
			cursor = next
		}
	}
	return out, nil
}

// newer orders assertions of one key: later UpdatedAt wins, ties by id.
func newer(a, b *memory.Memory) bool {
	if b == nil {
		return true
	}
	if !a.UpdatedAt.Equal(b.UpdatedAt) {
		return a.UpdatedAt.After(b.UpdatedAt)
	}
	return a.ID > b.ID
}

// commit writes the vector store for every user, then the state store: a
// crash in between is repaired by the redelivery, which finds the same ids.
func (in *Ingester) commit(ctx context.Context, works []*work) error {
	ctx = context.WithoutCancel(ctx)
	if in.wtx != nil {
		// One transaction for everything (SQLite in both roles).
		err := in.wtx.WriteTx(ctx, func(vec store.VectorStore, st store.StateStore) error {
			return in.commitTo(ctx, vec, st, works)
		})
		if !errors.Is(err, errors.ErrUnsupported) {
			if err != nil {
				return fmt.Errorf("write memories and state: %w", err)
			}
			return nil
		}
	}
	if err := in.commitVectors(ctx, in.vec, in.state, works); err != nil {
		return err
	}
	// A store that can (SQLite) takes the profile, audit and idempotency
	// writes of every user in one transaction.
	if tx, ok := stateTxer(in.state); ok {
		if err := tx.StateTx(ctx, func(st store.StateStore) error { return in.commitState(ctx, st, works) }); err != nil {
			return fmt.Errorf("write state: %w", err)
		}
		return nil
	}
	return in.commitState(ctx, in.state, works)
}

// commitTo writes works to vec and then st. When st can (a SQLite write
// transaction), it first checks that the users' locks are still held, so
// that an ingester paused past its lease writes nothing.
func (in *Ingester) commitTo(ctx context.Context, vec store.VectorStore, st store.StateStore, works []*work) error {
	if lv, ok := st.(lockVerifier); ok {
		keys := make([]string, len(works))
		for i, w := range works {
			keys[i] = lockName(w.u.tenant, w.uk)
		}
		if err := lv.VerifyLocks(ctx, keys); err != nil {
			return err
		}
	}
	if err := in.commitVectors(ctx, vec, st, works); err != nil {
		return err
	}
	return in.commitState(ctx, st, works)
}

// commitVectors upserts the changed memories of works, then makes their
// deletions.
func (in *Ingester) commitVectors(ctx context.Context, vec store.VectorStore, st store.StateStore, works []*work) error {
	n := 0
	for _, w := range works {
		n += len(w.dirty)
	}
	ns := 0
	for _, w := range works {
		ns += len(w.statusOnly)
	}
	ups := make([]memory.Memory, 0, n-ns)
	status := make([]memory.Memory, 0, ns)
	for _, w := range works {
		for id := range w.dirty {
			if w.statusOnly[id] {
				status = append(status, *w.mems[id])
			} else {
				ups = append(ups, *w.mems[id])
			}
		}
	}
	byID := func(a, b memory.Memory) int { return cmpString(a.ID, b.ID) }
	slices.SortFunc(ups, byID)
	slices.SortFunc(status, byID)
	if err := store.UpsertStatus(ctx, vec, ups, status); err != nil {
		return fmt.Errorf("write memories: %w", err)
	}
	// Deletions go through the stores one call at a time (they are rare:
	// forget intents and absorbed near-duplicates).
	for _, w := range works {
		if err := w.commitDeletes(ctx, vec, st); err != nil {
			return err
		}
	}
	return nil
}

// writeTxer is implemented by vector stores that write memories and state
// in one transaction when the state store is the same database
// (sqlite.Store.WriteTx, passed through instrumentation). It returns
// errors.ErrUnsupported, having done nothing, when it cannot.
type writeTxer interface {
	WriteTx(ctx context.Context, fn func(vec store.VectorStore, st store.StateStore) error) error
}

// innerState returns the state store under instrumentation.
func innerState(st store.StateStore) store.StateStore {
	if i, ok := st.(*instrumented.State); ok {
		return i.Inner
	}
	return st
}

// stateTx is implemented by state stores that can run several writes in
// one transaction (sqlite.Store.StateTx).
type stateTx interface {
	StateTx(ctx context.Context, fn func(st store.StateStore) error) error
}

// stateTxer returns st, or the store it instruments, as a stateTx.
func stateTxer(st store.StateStore) (stateTx, bool) {
	if i, ok := st.(*instrumented.State); ok {
		st = i.Inner
	}
	tx, ok := st.(stateTx)
	return tx, ok
}

// commitState writes the profiles, audit events and idempotency keys of
// works to st, in that order.
func (in *Ingester) commitState(ctx context.Context, st store.StateStore, works []*work) error {
	var audit []store.AuditEvent
	var profiles []store.UserProfile
	var keys []store.UserKeys
	for _, w := range works {
		if len(w.profile) > 0 {
			entries := make([]store.ProfileEntry, 0, len(w.profile))
			for _, e := range w.profile {
				entries = append(entries, e)
			}
			slices.SortFunc(entries, func(a, b store.ProfileEntry) int { return cmpString(a.Key, b.Key) })
			profiles = append(profiles, store.UserProfile{TenantID: w.u.tenant, UserID: w.u.user, Entries: entries})
		}
		audit = append(audit, w.audit...)
		if len(w.applied) > 0 {
			keys = append(keys, store.UserKeys{TenantID: w.u.tenant, UserKey: w.uk, Keys: w.applied})
		}
	}
	// A store that can (a SQLite transaction) writes every user's
	// profile entries and keys at once, many rows per statement.
	b, ok := st.(stateWriteBatcher)
	if !ok {
		b = perUser{st}
	}
	if err := b.SetProfiles(ctx, profiles); err != nil {
		return fmt.Errorf("write profile: %w", err)
	}
	if err := st.Audit(ctx, audit); err != nil {
		return fmt.Errorf("write audit: %w", err)
	}
	if err := b.MarkAppliedAll(ctx, keys, in.cfg.IdempotencyTTL); err != nil {
		return fmt.Errorf("mark applied: %w", err)
	}
	return nil
}

// stateWriteBatcher is implemented by state store views that write the
// profile entries and idempotency keys of many users in one call (a
// sqlite write transaction).
type stateWriteBatcher interface {
	SetProfiles(ctx context.Context, ps []store.UserProfile) error
	MarkAppliedAll(ctx context.Context, keys []store.UserKeys, ttl time.Duration) error
}

// perUser is a stateWriteBatcher for any state store: one call per user.
type perUser struct{ st store.StateStore }

func (p perUser) SetProfiles(ctx context.Context, ps []store.UserProfile) error {
	for _, u := range ps {
		if err := p.st.SetProfile(ctx, u.TenantID, u.UserID, u.Entries); err != nil {
			return err
		}
	}
	return nil
}

func (p perUser) MarkAppliedAll(ctx context.Context, keys []store.UserKeys, ttl time.Duration) error {
	for _, k := range keys {
		if err := p.st.MarkApplied(ctx, k.TenantID, k.UserKey, k.Keys, ttl); err != nil {
			return err
		}
	}
	return nil
}

// commitDeletes removes absorbed near-duplicates and forgotten memories of
// the user (after the upsert: a crash in between leaves a duplicate, never
// a lost source), tombstoning the forgotten ones and clearing profile
// entries that pointed at them.
func (w *work) commitDeletes(ctx context.Context, vec store.VectorStore, st store.StateStore) error {
	if len(w.absorbed) > 0 {
		if _, err := vec.Delete(ctx, w.u.tenant, w.u.user, w.absorbed); err != nil {
			return fmt.Errorf("delete absorbed near-duplicates: %w", err)
		}
		if err := st.DeleteAccess(ctx, w.u.tenant, w.u.user, w.absorbed); err != nil {
			return fmt.Errorf("delete access stats of absorbed near-duplicates: %w", err)
		}
	}
	if len(w.keyTombs) > 0 {
		if err := st.AddTombstones(ctx, w.keyTombs); err != nil {
			return fmt.Errorf("tombstone forgotten keys: %w", err)
		}
	}
	if len(w.deleted) == 0 {
		return nil
	}
	deleted := slices.Compact(slices.Sorted(slices.Values(w.deleted)))
	var gone []string
	for _, id := range deleted {
		if w.gone(id) {
			gone = append(gone, id)
		}
	}
	if len(gone) > 0 {
		if _, err := vec.Delete(ctx, w.u.tenant, w.u.user, gone); err != nil {
			return fmt.Errorf("delete forgotten memories: %w", err)
		}
	}
	// Every deleted id is tombstoned, also one asserted again after the
	// forget intent: the tombstone stops older assertions only.
	ts := make([]store.Tombstone, len(deleted))
	for i, id := range deleted {
		at, ok := w.tombAt[id]
		if !ok {
			at = w.in.Now()
		}
		ts[i] = store.Tombstone{TenantID: w.u.tenant, UserKey: w.uk, MemoryID: id, At: at}
	}
	if err := st.AddTombstones(ctx, ts); err != nil {
		return fmt.Errorf("tombstone forgotten memories: %w", err)
	}
	if err := st.DeleteAccess(ctx, w.u.tenant, w.u.user, deleted); err != nil {
		return fmt.Errorf("delete access stats: %w", err)
	}
	prof, err := st.Profile(ctx, w.u.tenant, w.u.user)
	if err != nil {
		return fmt.Errorf("read profile: %w", err)
	}
	for _, e := range prof {
		if slices.Contains(gone, e.MemoryID) {
			if _, pending := w.profile[e.Key]; !pending {
				w.profile[e.Key] = store.ProfileEntry{Key: e.Key}
			}
		}
	}
	for k, e := range w.profile {
		if slices.Contains(gone, e.MemoryID) {
			w.profile[k] = store.ProfileEntry{Key: k}
		}
	}
	return nil
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
