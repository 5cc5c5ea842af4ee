// Package ingest is engram's reconciliation logic: it turns fact batches into
// memory records. For each fact it checks tombstones and idempotency, masks
// PII, then adds, merges (exact or near duplicate), supersedes (a profile key
// with a new value) or skips, writing the vector store before the state store
// and recording a content-free audit event per change.
//
// Results do not depend on delivery order: a memory's times come from the
// turns that asserted it, and a keyed fact supersedes the current value only
// if its turn is newer. Reconciliation of a user runs under a lock in the
// state store, so any number of replicas give the result of a serial order.
package ingest

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/pii"
	"github.com/engram-memory/engram/internal/store"
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
	// LockTTL bounds how long a crashed ingester can hold a user's lock; 0 means 30s.
	LockTTL time.Duration
	// PII is the per-tenant PII policy; nil masks for every tenant.
	PII *pii.Policies
	// Actor names this component in the audit trail; "" means "ingester".
	Actor string
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
	if c.Actor == "" {
		c.Actor = "ingester"
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
}

// New returns an Ingester.
func New(vec store.VectorStore, state store.StateStore, emb embed.Embedder, keyer *events.Keyer, cfg Config, log *slog.Logger) *Ingester {
	if log == nil {
		log = slog.Default()
	}
	return &Ingester{vec: vec, state: state, emb: emb, keyer: keyer, cfg: cfg.withDefaults(), log: log, Now: time.Now}
}

type userRef struct{ tenant, user string }

// Apply reconciles items and returns one error per item (nil on success).
// Items of one user are applied in the order given. Errors wrap
// events.ErrTemporary when a store failed (the message should be retried).
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
		locks = append(locks, u.tenant+"/"+in.keyer.UserKey(u.tenant, u.user))
	}
	release, err := in.state.LockUsers(ctx, locks, in.cfg.LockTTL)
	if err != nil {
		err = fmt.Errorf("lock users: %w: %w", err, events.ErrTemporary)
		for i := range errs {
			errs[i] = err
		}
		return errs, stats
	}
	defer release()
	for _, u := range order {
		idx := groups[u]
		batch := make([]Item, len(idx))
		for j, i := range idx {
			batch[j] = items[i]
		}
		if err := in.applyUser(ctx, u, batch, &stats); err != nil {
			err = fmt.Errorf("apply facts for user %s: %w: %w", in.keyer.UserKey(u.tenant, u.user), err, events.ErrTemporary)
			for _, i := range idx {
				errs[i] = err
			}
		}
	}
	return errs, stats
}

// work is the state of one user's reconciliation in progress.
type work struct {
	in      *Ingester
	u       userRef
	uk      string
	mems    map[string]*memory.Memory // loaded or changed, by id
	dirty   map[string]bool
	profile map[string]store.ProfileEntry
	audit   []store.AuditEvent
	applied []string
	deleted []string
}

func (in *Ingester) applyUser(ctx context.Context, u userRef, items []Item, stats *Stats) error {
	w := &work{in: in, u: u, uk: in.keyer.UserKey(u.tenant, u.user), mems: map[string]*memory.Memory{},
		dirty: map[string]bool{}, profile: map[string]store.ProfileEntry{}}

	// Prepare every fact: idempotency key, masked text, id.
	type prepared struct {
		item    Item
		ord     int
		idem    string
		fact    events.Fact
		id      string
		pubAt   time.Time
		dropped string
	}
	var preps []*prepared
	var idemKeys, ids []string
	for _, it := range items {
		b := it.Batch
		for i, f := range b.Facts {
			p := &prepared{item: it, ord: i, fact: f, pubAt: it.PublishedAt,
				idem: b.TurnID + "/" + strconv.Itoa(i) + "/" + b.ExtractorID}
			if p.pubAt.IsZero() {
				p.pubAt = in.Now()
			}
			// Ids come from masked text: encryption is randomised, masking
			// is deterministic, and a redelivery must find the same id.
			idContent, idValue := pii.Mask(f.Content), pii.Mask(f.Value)
			if extract.IsInstruction(f.Content) {
				p.dropped = "injection"
			} else if err := in.mask(b.TenantID, &p.fact); err != nil {
				if errors.Is(err, errDropPII) {
					p.dropped = "pii"
				} else {
					return err
				}
			}
			f = p.fact
			if f.Key != "" {
				p.fact.Key = memory.NormalizeKey(f.Key)
			}
			p.id = memory.ID(b.TenantID, b.UserID, f.Type, b.Scope, p.fact.Key, idValue, idContent)
			preps = append(preps, p)
			idemKeys = append(idemKeys, p.idem)
			ids = append(ids, p.id)
		}
	}
	applied, err := in.state.Applied(ctx, u.tenant, w.uk, idemKeys)
	if err != nil {
		return fmt.Errorf("check idempotency: %w", err)
	}
	tombs, err := in.state.Tombstoned(ctx, u.tenant, w.uk, ids)
	if err != nil {
		return fmt.Errorf("check tombstones: %w", err)
	}
	if err := w.load(ctx, ids); err != nil {
		return err
	}
	// Embed what will be written.
	var texts []string
	var live []*prepared
	for _, p := range preps {
		switch {
		case applied[p.idem]:
			stats.Skipped++
			continue
		case p.dropped != "":
		case !tombs[""].IsZero() && !p.pubAt.After(tombs[""]):
			p.dropped = "tombstone"
		case !tombs[p.id].IsZero() && !p.pubAt.After(tombs[p.id]):
			p.dropped = "tombstone"
		}
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
		return fmt.Errorf("embed %d facts: %w", len(texts), err)
	}
	for i, p := range live {
		if err := w.applyFact(ctx, p.item.Batch, p.fact, p.id, vecs[i], stats); err != nil {
			return err
		}
		w.applied = append(w.applied, p.idem)
	}
	for _, it := range items {
		for _, fi := range it.Batch.Forget {
			n, err := w.forget(ctx, it, fi)
			if err != nil {
				return err
			}
			stats.Forgotten += n
		}
	}
	return w.commit(ctx)
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
	got, err := w.in.vec.Get(ctx, w.u.tenant, w.u.user, need)
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
}

// applyFact reconciles one fact into the working set.
func (w *work) applyFact(ctx context.Context, b *events.FactBatch, f events.Fact, id string, vec []float32, stats *Stats) error {
	ts := b.TS.UTC()
	sources := f.SourceTurnIDs
	if len(sources) == 0 {
		sources = []string{b.TurnID}
	}
	if m, ok := w.mems[id]; ok {
		w.merge(m, b, f, ts, sources)
		if f.Key != "" && m.Status != memory.StatusActive {
			// A re-asserted older value may become current again.
			if err := w.supersede(ctx, m, b, ts); err != nil {
				return err
			}
		}
		if m.Status == memory.StatusArchived {
			m.Status = memory.StatusActive
		}
		stats.Merged++
		w.audit = append(w.audit, w.event(id, "merge", b.TurnID, ""))
		return nil
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
	if f.Key == "" && w.in.cfg.NearDuplicate > 0 {
		hits, err := w.in.vec.SearchDense(ctx, store.Filter{TenantID: b.TenantID, UserID: b.UserID, Scope: b.Scope,
			Types: []events.FactType{f.Type}, EmbedderID: m.EmbedderID}, vec, 1)
		if err != nil {
			return fmt.Errorf("near-duplicate search: %w", err)
		}
		if len(hits) > 0 && hits[0].Score >= w.in.cfg.NearDuplicate && hits[0].Memory.Scope == b.Scope {
			dup, ok := w.mems[hits[0].Memory.ID]
			if !ok {
				d := hits[0].Memory
				dup = &d
			}
			w.merge(dup, b, f, ts, sources)
			stats.Merged++
			w.audit = append(w.audit, w.event(dup.ID, "merge", b.TurnID, "near-duplicate"))
			return nil
		}
	}
	w.touch(m)
	stats.Added++
	w.audit = append(w.audit, w.event(id, "add", b.TurnID, string(f.Type)))
	if f.Key != "" {
		if err := w.supersede(ctx, m, b, ts); err != nil {
			return err
		}
		if m.Status == memory.StatusSuperseded {
			stats.Superseded++
		}
	}
	return nil
}

// merge folds a repeated fact into m: union of sources, max of scores,
// times widened to cover the new turn.
func (w *work) merge(m *memory.Memory, b *events.FactBatch, f events.Fact, ts time.Time, sources []string) {
	for _, s := range sources {
		if !slices.Contains(m.SourceTurnIDs, s) {
			m.SourceTurnIDs = append(m.SourceTurnIDs, s)
		}
	}
	m.Confidence = max(m.Confidence, f.Confidence)
	m.Importance = max(m.Importance, f.Importance)
	if ts.After(m.UpdatedAt) {
		m.UpdatedAt = ts
	}
	if ts.Before(m.CreatedAt) {
		m.CreatedAt = ts
	}
	if f.TTLSeconds > 0 && !m.ExpiresAt.IsZero() {
		if exp := ts.Add(time.Duration(f.TTLSeconds) * time.Second); exp.After(m.ExpiresAt) {
			m.ExpiresAt = exp
		}
	} else {
		m.ExpiresAt = time.Time{}
	}
	m.Version++
	w.touch(m)
}

// supersede makes m the current value of its key if it is the newest
// assertion, marking the others superseded; otherwise m itself is history.
func (w *work) supersede(ctx context.Context, m *memory.Memory, b *events.FactBatch, ts time.Time) error {
	cur, _, err := w.in.vec.List(ctx, store.Filter{TenantID: m.TenantID, UserID: m.UserID, Scope: m.Scope, AnyScope: false,
		Key: m.Key, Statuses: []memory.Status{memory.StatusActive}}, "", 100)
	if err != nil {
		return fmt.Errorf("list key %s: %w", m.Key, err)
	}
	// Include active ones changed in this batch but not yet written.
	seen := map[string]bool{}
	var actives []*memory.Memory
	for i := range cur {
		c := cur[i]
		if lm, ok := w.mems[c.ID]; ok {
			if lm.Status == memory.StatusActive && lm.Key == m.Key && lm.Scope == m.Scope {
				actives = append(actives, lm)
			}
		} else {
			actives = append(actives, &c)
		}
		seen[c.ID] = true
	}
	for id, lm := range w.mems {
		if !seen[id] && w.dirty[id] && lm.Key == m.Key && lm.Scope == m.Scope && lm.Status == memory.StatusActive {
			actives = append(actives, lm)
			seen[id] = true
		}
	}
	newest := m
	for _, c := range actives {
		if c.ID != m.ID && newer(c, newest) {
			newest = c
		}
	}
	for _, c := range append(actives, m) {
		if c.ID == newest.ID {
			if c.Status != memory.StatusActive {
				c.Status = memory.StatusActive
				c.Version++
				w.touch(c)
			}
			continue
		}
		if c.Status == memory.StatusActive {
			c.Status = memory.StatusSuperseded
			c.Version++
			w.touch(c)
			if newest.Supersedes == "" || newer(c, w.mems[newest.Supersedes]) {
				newest.Supersedes = c.ID
			}
			w.audit = append(w.audit, w.event(c.ID, "supersede", b.TurnID, "by "+newest.ID))
		}
	}
	if newest.Type == events.TypeProfile || newest.Type == events.TypePreference {
		w.profile[newest.Key] = store.ProfileEntry{Key: newest.Key, Value: newest.Value, Type: newest.Type,
			MemoryID: newest.ID, Scope: newest.Scope, UpdatedAt: newest.UpdatedAt}
	}
	return nil
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

// commit writes the vector store, then the state store: a crash in between
// is repaired by the redelivery, which finds the same ids.
func (w *work) commit(ctx context.Context) error {
	ctx = context.WithoutCancel(ctx)
	var ups []memory.Memory
	for id := range w.dirty {
		ups = append(ups, *w.mems[id])
	}
	slices.SortFunc(ups, func(a, b memory.Memory) int { return cmpString(a.ID, b.ID) })
	if err := w.in.vec.Upsert(ctx, ups); err != nil {
		return fmt.Errorf("write memories: %w", err)
	}
	if len(w.deleted) > 0 {
		if _, err := w.in.vec.Delete(ctx, w.u.tenant, w.u.user, w.deleted); err != nil {
			return fmt.Errorf("delete forgotten memories: %w", err)
		}
		now := w.in.Now()
		ts := make([]store.Tombstone, len(w.deleted))
		for i, id := range w.deleted {
			ts[i] = store.Tombstone{TenantID: w.u.tenant, UserKey: w.uk, MemoryID: id, At: now}
		}
		if err := w.in.state.AddTombstones(ctx, ts); err != nil {
			return fmt.Errorf("tombstone forgotten memories: %w", err)
		}
		if err := w.in.state.DeleteAccess(ctx, w.u.tenant, w.u.user, w.deleted); err != nil {
			return fmt.Errorf("delete access stats: %w", err)
		}
		prof, err := w.in.state.Profile(ctx, w.u.tenant, w.u.user)
		if err != nil {
			return fmt.Errorf("read profile: %w", err)
		}
		for _, e := range prof {
			if slices.Contains(w.deleted, e.MemoryID) {
				if _, pending := w.profile[e.Key]; !pending {
					w.profile[e.Key] = store.ProfileEntry{Key: e.Key}
				}
			}
		}
	}
	if len(w.profile) > 0 {
		entries := make([]store.ProfileEntry, 0, len(w.profile))
		for _, e := range w.profile {
			entries = append(entries, e)
		}
		slices.SortFunc(entries, func(a, b store.ProfileEntry) int { return cmpString(a.Key, b.Key) })
		if err := w.in.state.SetProfile(ctx, w.u.tenant, w.u.user, entries); err != nil {
			return fmt.Errorf("write profile: %w", err)
		}
	}
	if err := w.in.state.Audit(ctx, w.audit); err != nil {
		return fmt.Errorf("write audit: %w", err)
	}
	if err := w.in.state.MarkApplied(ctx, w.u.tenant, w.uk, w.applied, w.in.cfg.IdempotencyTTL); err != nil {
		return fmt.Errorf("mark applied: %w", err)
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
