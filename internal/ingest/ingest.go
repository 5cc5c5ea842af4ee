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
	"fmt"
	"log/slog"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/engram-memory/engram/internal/embed"
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
	// OnPII, if set, is called with the number of personal-data matches of
	// each kind (lower-case pii.Kind: "email", "phone", ...) that a fact's
	// content and value had when they were masked or encrypted for storage.
	// It may be called from several goroutines at once.
	OnPII func(kind string, n int)
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
