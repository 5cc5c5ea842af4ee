// Package forget is engram's scheduled forgetting. One run scans every memory
// in pages and applies the policies, each a small interface with a null
// default:
//
//   - TTL: a memory whose ExpiresAt has passed is deleted (TTL 0 = never).
//   - Decay: effective importance = importance · 0.5^(age / half-life), where
//     age runs from the last access or update (0 = no decay). It is computed,
//     never stored, so it cannot increase without an access or an update.
//   - Archival: an active memory whose effective importance is below a
//     threshold is archived: kept, not recalled (0 = never).
//   - Grace: a memory archived for longer than the grace period is deleted
//     (0 = never). The archival time is the memory's UpdatedAt, which
//     archival sets.
//   - Cap: a user keeps at most N active memories (default 5,000); the lowest
//     value (effective importance, then the oldest access or update, then
//     id) are archived first.
//   - Episodes (episodes.go) have their own TTL (default 180 days), decay
//     (half-life 30 days) and a cap on the episodes a user keeps (default
//     2,000): beyond it the least useful are deleted, archived ones first,
//     then the lowest effective importance, then the oldest.
//
// Pinned memories are exempt from every policy: only explicit deletion
// (internal/erase) removes them. They count towards the cap.
//
// Deletions by the forgetter write no tombstone: a memory that expired or
// decayed away and is asserted again later is legitimately new. They do
// remove the memory's access statistics, clear profile keys that point at
// it, and write content-free audit events.
//
// Runs are serialised across replicas by a lease in the state store, renewed
// while the run lasts. Every write happens under the user's lock (the one the
// ingester takes) on a fresh read of the memories, and every action is
// idempotent, so a run can be killed at any point and run again: state and
// profile are cleaned before the memory itself is deleted or archived, so the
// memory stays visible to the next run until its action is complete.
//
// Archival changes only a memory's status, UpdatedAt and Version. When the
// vector store implements store.StatusSetter (directly or under
// instrumented.Vectors) it does so in place; otherwise the reloaded records
// are written back whole with Upsert.
package forget

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"time"

	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Actions counted in a Report.
const (
	ActionExpired        = "expired"         // deleted by TTL
	ActionArchived       = "archived"        // archived by decay below the threshold
	ActionCapped         = "capped"          // archived by the per-user cap
	ActionPurged         = "purged"          // archived past the grace period, deleted
	ActionProfileCleared = "profile_cleared" // profile keys removed with their memory
	ActionSwept          = "stream_swept"    // stream messages of erased users removed by the sweep
)

// LeaseName is the state-store lease that serialises runs.
const LeaseName = "forgetter"

// Config tunes the forgetter. The zero value is the default: TTL expiry, no
// decay, no archival, no grace deletion, a cap of 5,000 active memories per
// user.
type Config struct {
	// LeaseTTL bounds how long a killed run blocks the next; the lease is
	// renewed while a run lasts. 0 means 2m.
	LeaseTTL time.Duration
	// Holder names this process in the lease; "" means a random id.
	Holder string
	// PageSize is how many memories one scan page holds; 0 means 1000.
	PageSize int
	// LockTTL bounds how long a killed run holds a user's lock; 0 means 30s.
	LockTTL time.Duration
	// Actor names the forgetter in the audit trail; "" means "forgetter".
	Actor string

	// TTL decides expiry; nil means ExpiresAt.
	TTL TTLPolicy
	// Decay gives effective importance; nil means HalfLife(0): no decay.
	Decay DecayPolicy
	// Archive decides archival; nil means ArchiveBelow(0): never.
	Archive ArchivePolicy
	// Grace decides deletion of archived memories; nil means GracePeriod(0): never.
	Grace GracePolicy
	// Cap bounds active memories per user; nil means MaxActive(DefaultMaxActive).
	Cap CapPolicy
	// Episodes is the episodes' own TTL and decay (episodes.go).
	Episodes Episodes

	// Sweeper, if set, finishes recent user erasures on every run (see
	// erase.Eraser.Sweep); its count is reported as "stream_swept".
	Sweeper Sweeper
	// SweepWindow is passed to Sweeper; 0 means its default.
	SweepWindow time.Duration
}

// Sweeper finishes recent user erasures; *erase.Eraser implements it.
type Sweeper interface {
	Sweep(ctx context.Context, window time.Duration) (int, error)
}

func (c Config) withDefaults() Config {
	if c.LeaseTTL == 0 {
		c.LeaseTTL = 2 * time.Minute
	}
	if c.Holder == "" {
		c.Holder = fmt.Sprintf("forgetter-%d", time.Now().UnixNano())
	}
	if c.PageSize <= 0 {
		c.PageSize = 1000
	}
	if c.LockTTL == 0 {
		c.LockTTL = 30 * time.Second
	}
	if c.Actor == "" {
		c.Actor = "forgetter"
	}
	if c.TTL == nil {
		c.TTL = ExpiresAt{}
	}
	c.Episodes = c.Episodes.withDefaults()
	if c.Decay == nil {
		c.Decay = HalfLife(0)
	}
	if c.Archive == nil {
		c.Archive = ArchiveBelow(0)
	}
	if c.Grace == nil {
		c.Grace = GracePeriod(0)
	}
	if c.Cap == nil {
		c.Cap = MaxActive(DefaultMaxActive)
	}
	return c
}

// Report is the outcome of one run, printed as JSON by `forgetter --once`.
// It holds counts only, never content or user ids.
type Report struct {
	Started time.Time `json:"started"`
	// Now is the policy clock the run used.
	Now        time.Time `json:"now"`
	Duration   string    `json:"duration"`
	DurationMS int64     `json:"duration_ms"`
	Skipped    bool      `json:"skipped,omitempty"`
	Scanned    int       `json:"scanned"`
	// Actions counts memories per action (expired, archived, capped,
	// purged, profile_cleared).
	Actions  map[string]int            `json:"actions"`
	ByTenant map[string]map[string]int `json:"by_tenant"`
}

func (r *Report) count(tenant, action string, n int) {
	if n == 0 {
		return
	}
	r.Actions[action] += n
	if r.ByTenant[tenant] == nil {
		r.ByTenant[tenant] = map[string]int{}
	}
	r.ByTenant[tenant][action] += n
}

// ErrLeaseLost is returned when another process took the lease during a run
// (the run was slower than LeaseTTL between renewals).
var ErrLeaseLost = errors.New("forgetter lease lost")

// Forgetter applies forgetting policies. One Forgetter runs one run at a time.
type Forgetter struct {
	vec   store.VectorStore
	state store.StateStore
	// status archives in place when the vector store can; nil otherwise.
	status store.StatusSetter
	keyer  *events.Keyer
	cfg    Config
	log    *slog.Logger
	// Now is the policy clock; tests replace it.
	Now func() time.Time

	renewed time.Time
}

// New returns a Forgetter.
func New(vec store.VectorStore, state store.StateStore, keyer *events.Keyer, cfg Config, log *slog.Logger) *Forgetter {
	if log == nil {
		log = slog.Default()
	}
	f := &Forgetter{vec: vec, state: state, keyer: keyer, cfg: cfg.withDefaults(), log: log, Now: time.Now}
	f.status = statusSetter(vec)
	return f
}

// statusSetter returns vec's in-place status change, looking through the
// instrumentation wrapper only (which adds nothing to writes but metrics,
// recorded then with instrumented.Time). Any other wrapper is taken as it
// is: it may watch writes, so its inner store is never written past it.
func statusSetter(vec store.VectorStore) store.StatusSetter {
	if ss, ok := vec.(store.StatusSetter); ok {
		return ss
	}
	if iv, ok := vec.(*instrumented.Vectors); ok {
		if ss, ok := iv.Inner.(store.StatusSetter); ok {
			return ss
		}
	}
	return nil
}

type userRef struct{ tenant, user string }

func cmpUser(a, b userRef) int {
	if a.tenant != b.tenant {
		return cmpStr(a.tenant, b.tenant)
	}
	return cmpStr(a.user, b.user)
}

func cmpStr(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Reference is the time decay runs from: the latest of creation, access
// (lastAccess from the state store, or the record's own LastAccessedAt) and,
// for memories that are not archived, update. Archival sets UpdatedAt, so it
// does not count for archived memories: archiving never raises effective
// importance.
func Reference(m *memory.Memory, lastAccess time.Time) time.Time {
	ref := m.CreatedAt
	for _, t := range []time.Time{m.LastAccessedAt, lastAccess} {
		if t.After(ref) {
			ref = t
		}
	}
	if m.Status != memory.StatusArchived && m.UpdatedAt.After(ref) {
		ref = m.UpdatedAt
	}
	return ref
}

// Effective is m's effective importance at now under the decay policy;
// lastAccess is its last access known to the state store (zero if none).
func (f *Forgetter) Effective(m *memory.Memory, lastAccess, now time.Time) float64 {
	if m.Pinned {
		return m.Importance
	}
	if e, ok := f.cfg.Episodes.effective(m, Reference(m, lastAccess), now); ok {
		return e
	}
	return f.cfg.Decay.Effective(m, Reference(m, lastAccess), now)
}

// decays reports whether effective importance can differ from importance.
func (f *Forgetter) decays() bool {
	h, ok := f.cfg.Decay.(HalfLife)
	return !ok || h > 0 || f.cfg.Episodes.HalfLife > 0
}

// archives reports whether the archive policy can archive anything.
func (f *Forgetter) archives() bool {
	a, ok := f.cfg.Archive.(ArchiveBelow)
	return !ok || a > 0
}

// decide returns the action the policies take on m now ("" for none).
func (f *Forgetter) decide(m *memory.Memory, lastAccess, now time.Time) string {
	if m.Pinned {
		return ""
	}
	if f.cfg.TTL.Expired(m, now) || f.cfg.Episodes.expired(m, now) {
		return ActionExpired
	}
	switch m.Status {
	case memory.StatusArchived:
		if f.cfg.Grace.Purge(m, m.UpdatedAt, now) {
			return ActionPurged
		}
	case memory.StatusActive:
		if f.cfg.Archive.Archive(m, f.Effective(m, lastAccess, now)) {
			return ActionArchived
		}
	}
	return ""
}

// renew keeps the lease while a run lasts.
func (f *Forgetter) renew(ctx context.Context, force bool) error {
	if !force && time.Since(f.renewed) < f.cfg.LeaseTTL/3 {
		return nil
	}
	ok, err := f.state.AcquireLease(ctx, LeaseName, f.cfg.Holder, f.cfg.LeaseTTL)
	if err != nil {
		return fmt.Errorf("forgetter lease: %w", err)
	}
	if !ok {
		return ErrLeaseLost
	}
	f.renewed = time.Now()
	return nil
}

// RunOnce performs one run, or reports Skipped if another holds the lease.
func (f *Forgetter) RunOnce(ctx context.Context) (*Report, error) {
	start := time.Now()
	now := f.Now()
	rep := &Report{Started: start.UTC(), Now: now.UTC(), Actions: map[string]int{}, ByTenant: map[string]map[string]int{}}
	finish := func() {
		d := time.Since(start)
		rep.Duration, rep.DurationMS = d.String(), d.Milliseconds()
	}
	if err := f.renew(ctx, true); err != nil {
		if errors.Is(err, ErrLeaseLost) {
			rep.Skipped = true
			finish()
			return rep, nil
		}
		return nil, err
	}
	defer f.state.ReleaseLease(context.WithoutCancel(ctx), LeaseName, f.cfg.Holder)

	active, episodes := map[userRef]int{}, map[userRef]int{}
	err := f.vec.Scan(ctx, f.cfg.PageSize, func(ms []memory.Memory) error {
		if err := f.renew(ctx, false); err != nil {
			return err
		}
		rep.Scanned += len(ms)
		return f.page(ctx, ms, now, rep, active, episodes)
	})
	if err != nil {
		return nil, fmt.Errorf("forgetter scan: %w", err)
	}
	if err := f.capEpisodes(ctx, episodes, active, now, rep); err != nil {
		return nil, err
	}
	if err := f.capUsers(ctx, active, now, rep); err != nil {
		return nil, err
	}
	if f.cfg.Sweeper != nil {
		n, err := f.cfg.Sweeper.Sweep(ctx, f.cfg.SweepWindow)
		if err != nil {
			return nil, fmt.Errorf("sweep erasures: %w", err)
		}
		if n > 0 {
			rep.Actions[ActionSwept] += n
		}
	}
	finish()
	f.log.Info("forgetter run", "scanned", rep.Scanned, "actions", rep.Actions, "duration", rep.Duration)
	return rep, nil
}

// lastAccess returns the state store's last access of ids, per user, when
// decay makes it matter.
func (f *Forgetter) lastAccess(ctx context.Context, byUser map[userRef][]string) (map[string]time.Time, error) {
	out := map[string]time.Time{}
	if !f.decays() {
		return out, nil
	}
	for u, ids := range byUser {
		st, err := f.state.AccessStats(ctx, u.tenant, u.user, ids)
		if err != nil {
			return nil, fmt.Errorf("read access stats: %w", err)
		}
		for id, a := range st {
			out[id] = a.LastAccess
		}
	}
	return out, nil
}

// page decides on one scan page and applies what it decided; it counts
// every user's active memories into active and stored episodes into
// episodes (those the page leaves in place).
func (f *Forgetter) page(ctx context.Context, ms []memory.Memory, now time.Time, rep *Report, active, episodes map[userRef]int) error {
	acc := map[string]time.Time{}
	if f.archives() {
		need := map[userRef][]string{}
		for i := range ms {
			if m := &ms[i]; m.Status == memory.StatusActive && !m.Pinned {
				u := userRef{m.TenantID, m.UserID}
				need[u] = append(need[u], m.ID)
			}
		}
		var err error
		if acc, err = f.lastAccess(ctx, need); err != nil {
			return err
		}
	}
	planned := map[userRef][]string{}
	for i := range ms {
		m := &ms[i]
		u := userRef{m.TenantID, m.UserID}
		if f.decide(m, acc[m.ID], now) != "" {
			planned[u] = append(planned[u], m.ID)
			continue
		}
		if m.Status == memory.StatusActive {
			active[u]++
		}
		if m.IsEpisode() {
			episodes[u]++
		}
	}
	if len(planned) == 0 {
		return nil
	}
	return f.apply(ctx, planned, now, rep, active)
}

// lock takes the locks of users (the ingester's lock keys).
func (f *Forgetter) lock(ctx context.Context, users []userRef) (func(), error) {
	keys := make([]string, len(users))
	for i, u := range users {
		keys[i] = u.tenant + "/" + f.keyer.UserKey(u.tenant, u.user)
	}
	release, err := f.state.LockUsers(ctx, keys, f.cfg.LockTTL)
	if err != nil {
		return nil, fmt.Errorf("lock users: %w", err)
	}
	return release, nil
}

// change is what one user's memories undergo in one apply.
type change struct {
	u       userRef
	uk      string
	deleted []string
	archive []memory.Memory
	keyed   []string // ids among deleted and archived that carry a profile key
}

// apply re-reads the planned memories under their users' locks, decides
// again on the fresh records and writes the outcome.
func (f *Forgetter) apply(ctx context.Context, planned map[userRef][]string, now time.Time, rep *Report, active map[userRef]int) error {
	users := make([]userRef, 0, len(planned))
	for u := range planned {
		users = append(users, u)
	}
	slices.SortFunc(users, cmpUser)
	release, err := f.lock(ctx, users)
	if err != nil {
		return err
	}
	defer release()
	ctx = context.WithoutCancel(ctx)
	fresh := map[userRef][]memory.Memory{}
	need := map[userRef][]string{}
	for _, u := range users {
		ms, err := f.vec.Get(ctx, u.tenant, u.user, planned[u])
		if err != nil {
			return fmt.Errorf("reload memories: %w", err)
		}
		fresh[u] = ms
		for _, m := range ms {
			if m.Status == memory.StatusActive {
				need[u] = append(need[u], m.ID)
			}
		}
	}
	acc := map[string]time.Time{}
	if f.archives() {
		if acc, err = f.lastAccess(ctx, need); err != nil {
			return err
		}
	}
	var changes []*change
	var evs []store.AuditEvent
	for _, u := range users {
		c := &change{u: u, uk: f.keyer.UserKey(u.tenant, u.user)}
		for _, m := range fresh[u] {
			act := f.decide(&m, acc[m.ID], now)
			switch act {
			case ActionExpired, ActionPurged:
				c.deleted = append(c.deleted, m.ID)
				action, detail := "expire", "ttl"
				if act == ActionPurged {
					action, detail = "delete", "archived past grace"
				}
				evs = append(evs, store.AuditEvent{At: now, TenantID: u.tenant, UserKey: c.uk, MemoryID: m.ID, Action: action, Actor: f.cfg.Actor, Detail: detail})
			case ActionArchived:
				m.Status, m.UpdatedAt, m.Version = memory.StatusArchived, now, m.Version+1
				c.archive = append(c.archive, m)
				evs = append(evs, store.AuditEvent{At: now, TenantID: u.tenant, UserKey: c.uk, MemoryID: m.ID, Action: "archive", Actor: f.cfg.Actor, Detail: "decay"})
			default:
				if m.Status == memory.StatusActive {
					active[u]++
				}
				continue
			}
			rep.count(u.tenant, act, 1)
			if m.Key != "" {
				c.keyed = append(c.keyed, m.ID)
			}
		}
		changes = append(changes, c)
	}
	return f.write(ctx, changes, evs, now, rep)
}

// write applies changes: profile and access statistics first, then the
// audit trail, then the vector store, so that a killed run leaves the
// memories for the next run to finish. Archived records carry status
// archived, UpdatedAt now and their version plus one.
func (f *Forgetter) write(ctx context.Context, changes []*change, evs []store.AuditEvent, now time.Time, rep *Report) error {
	var ups []memory.Memory
	for _, c := range changes {
		if len(c.keyed) > 0 {
			n, err := erase.ClearProfile(ctx, f.state, c.u.tenant, c.u.user, c.keyed)
			if err != nil {
				return err
			}
			rep.count(c.u.tenant, ActionProfileCleared, n)
		}
		if len(c.deleted) > 0 {
			if err := f.state.DeleteAccess(ctx, c.u.tenant, c.u.user, c.deleted); err != nil {
				return fmt.Errorf("delete access stats: %w", err)
			}
		}
		ups = append(ups, c.archive...)
	}
	if err := f.state.Audit(ctx, evs); err != nil {
		return fmt.Errorf("audit forgetting: %w", err)
	}
	if f.status != nil {
		for _, c := range changes {
			if err := f.archiveInPlace(ctx, c, now); err != nil {
				return err
			}
		}
	} else {
		for chunk := range slices.Chunk(ups, 1000) {
			if err := f.vec.Upsert(ctx, chunk); err != nil {
				return fmt.Errorf("archive memories: %w", err)
			}
		}
	}
	for _, c := range changes {
		if len(c.deleted) > 0 {
			if _, err := f.vec.Delete(ctx, c.u.tenant, c.u.user, c.deleted); err != nil {
				return fmt.Errorf("delete memories: %w", err)
			}
		}
	}
	return nil
}

// archiveInPlace archives c's memories with the store's SetStatus, which
// gives them what the Upsert path writes (status archived, UpdatedAt now,
// version plus one) without rewriting their vectors. It is recorded as a
// "put" in the store metrics.
func (f *Forgetter) archiveInPlace(ctx context.Context, c *change, now time.Time) error {
	if len(c.archive) == 0 {
		return nil
	}
	ids := make([]string, len(c.archive))
	for i := range c.archive {
		ids[i] = c.archive[i].ID
	}
	for chunk := range slices.Chunk(ids, 1000) {
		var n int
		err := instrumented.Time(f.vec, metrics.OpPut, func() (err error) {
			n, err = f.status.SetStatus(ctx, c.u.tenant, c.u.user, chunk, memory.StatusArchived, now)
			return err
		})
		if err != nil {
			return fmt.Errorf("archive memories: %w", err)
		}
		if n != len(chunk) {
			// Under the user's lock only an unlocked deletion (none is
			// expected) can make a reloaded memory vanish.
			f.log.Warn("forgetter archived fewer memories than decided", "tenant", c.u.tenant, "user_key", c.uk,
				"archived", n, "decided", len(chunk))
		}
	}
	return nil
}

// capUsers archives the lowest-value active memories of every user over
// the cap.
func (f *Forgetter) capUsers(ctx context.Context, active map[userRef]int, now time.Time, rep *Report) error {
	var over []userRef
	for u, n := range active {
		if limit := f.cfg.Cap.MaxActive(u.tenant); limit > 0 && n > limit {
			over = append(over, u)
		}
	}
	slices.SortFunc(over, cmpUser)
	for _, u := range over {
		if err := f.renew(ctx, false); err != nil {
			return err
		}
		if err := f.capUser(ctx, u, f.cfg.Cap.MaxActive(u.tenant), now, rep); err != nil {
			return err
		}
	}
	return nil
}

type ranked struct {
	id     string
	eff    float64
	ref    time.Time
	pinned bool
}

// Less orders archival candidates: lower effective importance first, then
// older reference, then id.
func less(a, b ranked) bool {
	if a.eff != b.eff {
		return a.eff < b.eff
	}
	if !a.ref.Equal(b.ref) {
		return a.ref.Before(b.ref)
	}
	return a.id < b.id
}

func (f *Forgetter) capUser(ctx context.Context, u userRef, limit int, now time.Time, rep *Report) error {
	release, err := f.lock(ctx, []userRef{u})
	if err != nil {
		return err
	}
	defer release()
	ctx = context.WithoutCancel(ctx)
	var all []ranked
	filter := store.Filter{TenantID: u.tenant, UserID: u.user, AnyScope: true, Statuses: []memory.Status{memory.StatusActive}}
	cursor := ""
	for {
		ms, next, err := f.vec.List(ctx, filter, cursor, 1000)
		if err != nil {
			return fmt.Errorf("list active memories: %w", err)
		}
		ids := make([]string, len(ms))
		for i := range ms {
			ids[i] = ms[i].ID
		}
		acc, err := f.lastAccess(ctx, map[userRef][]string{u: ids})
		if err != nil {
			return err
		}
		for i := range ms {
			m := &ms[i]
			all = append(all, ranked{id: m.ID, eff: f.Effective(m, acc[m.ID], now), ref: Reference(m, acc[m.ID]), pinned: m.Pinned})
		}
		if next == "" {
			break
		}
		cursor = next
	}
	excess := len(all) - limit
	if excess <= 0 {
		return nil
	}
	cands := slices.DeleteFunc(all, func(r ranked) bool { return r.pinned })
	sort.Slice(cands, func(i, j int) bool { return less(cands[i], cands[j]) })
	if excess > len(cands) {
		excess = len(cands)
	}
	victims := make([]string, excess)
	for i := range victims {
		victims[i] = cands[i].id
	}
	uk := f.keyer.UserKey(u.tenant, u.user)
	archived := 0
	for chunk := range slices.Chunk(victims, 1000) {
		ms, err := f.vec.Get(ctx, u.tenant, u.user, chunk)
		if err != nil {
			return fmt.Errorf("reload memories: %w", err)
		}
		c := &change{u: u, uk: uk}
		var evs []store.AuditEvent
		for _, m := range ms {
			if m.Status != memory.StatusActive || m.Pinned {
				continue
			}
			m.Status, m.UpdatedAt, m.Version = memory.StatusArchived, now, m.Version+1
			c.archive = append(c.archive, m)
			if m.Key != "" {
				c.keyed = append(c.keyed, m.ID)
			}
			evs = append(evs, store.AuditEvent{At: now, TenantID: u.tenant, UserKey: uk, MemoryID: m.ID, Action: "archive", Actor: f.cfg.Actor, Detail: "cap"})
		}
		rep.count(u.tenant, ActionCapped, len(c.archive))
		archived += len(c.archive)
		if err := f.write(ctx, []*change{c}, evs, now, rep); err != nil {
			return err
		}
	}
	f.log.Info("forgetter cap", "tenant", u.tenant, "user_key", uk, "archived", archived, "max_active", limit)
	return nil
}

// Loop runs every interval until ctx is cancelled. A failed run is logged
// and retried at the next tick.
func (f *Forgetter) Loop(ctx context.Context, interval time.Duration, onReport func(*Report)) error {
	if interval <= 0 {
		interval = time.Hour
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		rep, err := f.RunOnce(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			f.log.Error("forgetter run failed", "err", err)
		} else if onReport != nil {
			onReport(rep)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}
