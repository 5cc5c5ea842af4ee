package ingest_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

const tenant, user = "acme", "ada@example.com"

var (
	keyer = storetest.StateKeyer
	t0    = time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
)

type env struct {
	st    *sqlite.Store
	state store.StateStore
	in    *ingest.Ingester
}

func newEnv(t *testing.T, cfg ingest.Config) *env {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return newEnvWith(st, st, cfg)
}

// newRedisEnv keeps vectors in SQLite and state in Redis.
func newRedisEnv(t *testing.T, cfg ingest.Config) *env {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	rs, err := redisstore.New(testutil.Redis(t), keyer, redisstore.Options{Prefix: testutil.RedisPrefix(t)})
	if err != nil {
		t.Fatal(err)
	}
	return newEnvWith(st, rs, cfg)
}

func newEnvWith(vec *sqlite.Store, state store.StateStore, cfg ingest.Config) *env {
	in := ingest.New(vec, state, embed.NewLocal(0), keyer, cfg, nil)
	in.Now = func() time.Time { return t0.Add(24 * time.Hour) }
	return &env{st: vec, state: state, in: in}
}

// apply applies batches in one call and fails the test on any error.
func (e *env) apply(t *testing.T, bs ...*events.FactBatch) ingest.Stats {
	t.Helper()
	items := make([]ingest.Item, len(bs))
	for i, b := range bs {
		items[i] = ingest.Item{Batch: b, PublishedAt: b.TS}
	}
	errs, stats := e.in.Apply(context.Background(), items)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("apply batch %d (turn %s): %v", i, bs[i].TurnID, err)
		}
	}
	return stats
}

func (e *env) snapshot(t *testing.T) storetest.Snapshot {
	t.Helper()
	s, err := storetest.TakeSnapshot(context.Background(), e.st, e.state, tenant, user)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func batch(turn string, ts time.Time, facts ...events.Fact) *events.FactBatch {
	return &events.FactBatch{Version: events.Version, TenantID: tenant, UserID: user, AgentID: "agent",
		TurnID: turn, TS: ts, ExtractorID: "rules/1", Facts: facts}
}

func fact(typ events.FactType, content string) events.Fact {
	return events.Fact{Type: typ, Content: content, Confidence: 0.9, Importance: 0.6}
}

func keyed(key, value string) events.Fact {
	return events.Fact{Type: events.TypePreference, Content: "Prefers " + value + " answers", Key: key, Value: value,
		Confidence: 0.9, Importance: 0.7}
}

func requireSame(t *testing.T, got, want storetest.Snapshot, o storetest.CompareOptions) {
	t.Helper()
	if len(want.Memories) == 0 {
		t.Fatal("reference snapshot holds no memory: the test proves nothing")
	}
	for _, d := range storetest.Diff(got, want, o) {
		t.Error(d)
	}
}

// sampleBatches mixes keyed values over time, exact repeats, a TTL, a near
// duplicate and a fact repeated with a higher score.
func sampleBatches() []*events.FactBatch {
	ttl := fact(events.TypeTodo, "Call the bank about the card")
	ttl.TTLSeconds = 3600
	hi := fact(events.TypeFact, "Has a dog named Rex")
	hi.Importance = 0.9
	return []*events.FactBatch{
		batch("t1", t0, keyed("reply style", "short"), fact(events.TypeFact, "Has a dog named Rex"), ttl),
		batch("t2", t0.Add(time.Hour), keyed("response_style", "detailed"), fact(events.TypePreference, "Enjoys hiking in the mountains")),
		batch("t3", t0.Add(2*time.Hour), hi, fact(events.TypePreference, "Enjoys hiking in mountains"), ttl),
		batch("t4", t0.Add(3*time.Hour), keyed("回复风格", "short"), fact(events.TypeFact, "Has a dog named Rex")),
	}
}

// TestApplyTenTimesEqualsOnce is acceptance 1: applying the same fact
// batches ten times leaves the same stored state as applying them once,
// versions included; once with the idempotency keys kept, once with them
// expiring at once (so that every repeat goes through reconciliation and
// must be a no-op there too).
func TestApplyTenTimesEqualsOnce(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  ingest.Config
		env  func(*testing.T, ingest.Config) *env
	}{
		{"sqlite, idempotency keys", ingest.Config{}, newEnv},
		{"sqlite, reconciliation alone", ingest.Config{IdempotencyTTL: time.Nanosecond}, newEnv},
		{"sqlite vectors and redis state, idempotency keys", ingest.Config{}, newRedisEnv},
	} {
		t.Run(tc.name, func(t *testing.T) {
			once := tc.env(t, tc.cfg)
			once.apply(t, sampleBatches()...)
			want := once.snapshot(t)

			ten := tc.env(t, tc.cfg)
			for i := range 10 {
				st := ten.apply(t, sampleBatches()...)
				if i > 0 && (st.Added != 0 || st.Merged != 0 || st.Superseded != 0) {
					t.Errorf("repeat %d changed something: %+v", i, st)
				}
			}
			// And ten copies in one call (redeliveries in one pull batch).
			var all []*events.FactBatch
			for range 10 {
				all = append(all, sampleBatches()...)
			}
			ten.apply(t, all...)
			requireSame(t, ten.snapshot(t), want, storetest.CompareOptions{})

			// Sanity: the reference state is what the batches say.
			var active, superseded int
			for _, m := range want.Memories {
				switch m.Status {
				case memory.StatusActive:
					active++
				case memory.StatusSuperseded:
					superseded++
				}
			}
			if active != 4 || superseded != 1 {
				t.Errorf("reference: %d active, %d superseded, want 4 and 1 (short, dog, todo, hiking; detailed)", active, superseded)
			}
			if p := want.Profile["response_style"]; p.Value != "short" {
				t.Errorf("profile response_style = %q, want short (t4 re-asserted it)", p.Value)
			}
		})
	}
}

// TestOrderIndependence applies the same facts in random orders and
// groupings and requires the state of the in-order run, versions aside
// (they count changes, so they depend on batching).
func TestOrderIndependence(t *testing.T) {
	var bs []*events.FactBatch
	values := []string{"short", "detailed", "bullet", "short", "formal"}
	for i := range 40 {
		ts := t0.Add(time.Duration(i) * time.Minute)
		fs := []events.Fact{keyed("response_style", values[i%len(values)])}
		switch i % 4 {
		case 0:
			fs = append(fs, fact(events.TypeFact, fmt.Sprintf("Owns book number %d", i%7)))
		case 1:
			fs = append(fs, fact(events.TypePreference, "Enjoys hiking in the mountains"))
		case 2:
			fs = append(fs, fact(events.TypePreference, "Enjoys hiking in mountains"))
		case 3:
			f := fact(events.TypeTodo, "Renew the passport")
			f.TTLSeconds = int64(600 * (i % 5))
			fs = append(fs, f, events.Fact{Type: events.TypeProfile, Content: fmt.Sprintf("Lives in city %d", i%3),
				Key: "location", Value: fmt.Sprintf("city %d", i%3), Confidence: 0.8, Importance: 0.8})
		}
		bs = append(bs, batch(fmt.Sprintf("turn-%03d", i), ts, fs...))
	}
	ref := newEnv(t, ingest.Config{})
	for _, b := range bs {
		ref.apply(t, b)
	}
	want := ref.snapshot(t)
	for seed := range uint64(4) {
		t.Run(fmt.Sprintf("seed %d", seed), func(t *testing.T) {
			r := rand.New(rand.NewPCG(seed, 7))
			shuffled := slices.Clone(bs)
			r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			e := newEnv(t, ingest.Config{})
			for len(shuffled) > 0 {
				n := min(len(shuffled), 1+r.IntN(6))
				e.apply(t, shuffled[:n]...)
				shuffled = shuffled[n:]
			}
			requireSame(t, e.snapshot(t), want, storetest.CompareOptions{IgnoreVersions: true})
		})
	}
}

func listKey(t *testing.T, st *sqlite.Store, key string) []memory.Memory {
	t.Helper()
	ms, _, err := st.List(context.Background(), store.Filter{TenantID: tenant, UserID: user, AnyScope: true, Key: key,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}, "", 100)
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(ms, func(a, b memory.Memory) int { return a.UpdatedAt.Compare(b.UpdatedAt) })
	return ms
}

// TestSeveralValuesOfOneKeyInOneBatch: values of one key in one call, out
// of turn order, leave the newest active and a history chain.
func TestSeveralValuesOfOneKeyInOneBatch(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	st := e.apply(t,
		batch("a", t0, keyed("response_style", "short")),
		batch("c", t0.Add(2*time.Hour), keyed("response_style", "bullet")),
		batch("b", t0.Add(time.Hour), keyed("response_style", "detailed")),
	)
	ms := listKey(t, e.st, "response_style")
	if len(ms) != 3 {
		t.Fatalf("%d memories of the key, want 3", len(ms))
	}
	var got []string
	for _, m := range ms {
		got = append(got, m.Value+":"+string(m.Status))
	}
	if want := []string{"short:superseded", "detailed:superseded", "bullet:active"}; !slices.Equal(got, want) {
		t.Errorf("history = %v, want %v", got, want)
	}
	if ms[2].Supersedes != ms[1].ID || ms[1].Supersedes != ms[0].ID || ms[0].Supersedes != "" {
		t.Errorf("supersedes chain broken: %q <- %q <- %q", ms[0].Supersedes, ms[1].Supersedes, ms[2].Supersedes)
	}
	if st.Superseded != 2 {
		t.Errorf("stats.Superseded = %d, want 2", st.Superseded)
	}
	prof := e.snapshot(t).Profile["response_style"]
	if prof.Value != "bullet" || prof.MemoryID != ms[2].ID || !prof.UpdatedAt.Equal(t0.Add(2*time.Hour)) {
		t.Errorf("profile = %+v, want bullet from %s", prof, ms[2].ID)
	}
}

// TestArchivedReassertion: an archived memory asserted again is live again;
// for a key, only if the assertion is the newest (it used to become active
// next to the current value).
func TestArchivedReassertion(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	ctx := context.Background()
	e.apply(t, batch("old", t0, keyed("response_style", "short"), fact(events.TypeFact, "Has a dog named Rex")),
		batch("new", t0.Add(2*time.Hour), keyed("response_style", "detailed")))
	// The forgetter archives the old value and the dog.
	var toArchive []memory.Memory
	for _, m := range e.snapshot(t).Memories {
		if m.Value == "short" || m.Key == "" {
			m.Status = memory.StatusArchived
			toArchive = append(toArchive, m)
		}
	}
	if err := e.st.Upsert(ctx, toArchive); err != nil {
		t.Fatal(err)
	}
	// A late redelivery of an older turn by another extractor re-asserts both.
	late := batch("older", t0.Add(time.Hour), keyed("response_style", "short"), fact(events.TypeFact, "Has a dog named Rex"))
	late.ExtractorID = "llm:x/1"
	e.apply(t, late)
	for _, m := range e.snapshot(t).Memories {
		want := memory.StatusActive
		if m.Value == "short" {
			want = memory.StatusSuperseded
		}
		if m.Status != want {
			t.Errorf("%q is %s, want %s", m.Content, m.Status, want)
		}
	}
	if p := e.snapshot(t).Profile["response_style"]; p.Value != "detailed" {
		t.Errorf("profile = %q, want detailed", p.Value)
	}
	// A replay of a turn an archived memory already holds does not revive it.
	var dog memory.Memory
	for _, m := range e.snapshot(t).Memories {
		if m.Key == "" {
			dog = m
		}
	}
	dog.Status = memory.StatusArchived
	if err := e.st.Upsert(ctx, []memory.Memory{dog}); err != nil {
		t.Fatal(err)
	}
	replay := batch("old", t0, fact(events.TypeFact, "Has a dog named Rex"))
	replay.ExtractorID = "llm:y/1"
	e.apply(t, replay)
	if got := e.snapshot(t).Memories[dog.ID].Status; got != memory.StatusArchived {
		t.Errorf("replayed turn revived an archived memory: %s", got)
	}
	// Re-asserted as the newest, the archived value is current again.
	e.apply(t, batch("newest", t0.Add(3*time.Hour), keyed("response_style", "short")))
	if p := e.snapshot(t).Profile["response_style"]; p.Value != "short" {
		t.Errorf("profile = %q, want short", p.Value)
	}
}

// TestTTLMerge: the later expiry wins, and a fact asserted without a TTL
// never expires, in any order.
func TestTTLMerge(t *testing.T) {
	withTTL := func(turn string, ts time.Time, secs int64) *events.FactBatch {
		f := fact(events.TypeTodo, "Renew the passport")
		f.TTLSeconds = secs
		return batch(turn, ts, f)
	}
	a, b, c := withTTL("a", t0, 7200), withTTL("b", t0.Add(time.Hour), 600), withTTL("c", t0.Add(30*time.Minute), 0)
	for _, tc := range []struct {
		name  string
		order []*events.FactBatch
		want  time.Time
	}{
		{"later expiry wins", []*events.FactBatch{a, b}, t0.Add(2 * time.Hour)},
		{"later expiry wins, reversed", []*events.FactBatch{b, a}, t0.Add(2 * time.Hour)},
		{"no ttl wins", []*events.FactBatch{a, c, b}, time.Time{}},
		{"no ttl wins, reversed", []*events.FactBatch{b, c, a}, time.Time{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, ingest.Config{})
			for _, b := range tc.order {
				e.apply(t, b)
			}
			s := e.snapshot(t)
			if len(s.Memories) != 1 {
				t.Fatalf("%d memories, want 1", len(s.Memories))
			}
			for _, m := range s.Memories {
				if !m.ExpiresAt.Equal(tc.want) {
					t.Errorf("expires_at = %v, want %v", m.ExpiresAt, tc.want)
				}
			}
		})
	}
}

// TestPIIMaskedInValueAndProfile: a keyed fact's value is masked in the
// memory and the profile, and a redelivery finds the same record.
func TestPIIMaskedInValueAndProfile(t *testing.T) {
	e := newEnv(t, ingest.Config{IdempotencyTTL: time.Nanosecond})
	f := events.Fact{Type: events.TypeProfile, Content: "Phone number is 13812345678", Key: "phone", Value: "13812345678",
		Confidence: 0.9, Importance: 0.8}
	e.apply(t, batch("p1", t0, f))
	e.apply(t, batch("p1", t0, f))
	s := e.snapshot(t)
	if len(s.Memories) != 1 {
		t.Fatalf("%d memories, want 1 (redelivery must find the same id)", len(s.Memories))
	}
	for _, m := range s.Memories {
		if strings.Contains(m.Content+m.Value, "13812345678") {
			t.Errorf("memory holds the phone number in clear: %q / %q", m.Content, m.Value)
		}
	}
	if p := s.Profile["phone"]; p.Value == "" || strings.Contains(p.Value, "13812345678") {
		t.Errorf("profile phone = %q, want a masked value", p.Value)
	}
}

// TestNearDuplicates: phrasings above the similarity threshold become one
// memory, within one call too, represented by the earliest assertion
// whatever the delivery order.
func TestNearDuplicates(t *testing.T) {
	a := batch("a", t0, fact(events.TypePreference, "Enjoys hiking in the mountains"))
	b := batch("b", t0.Add(time.Hour), fact(events.TypePreference, "Enjoys hiking in mountains"))
	c := batch("c", t0.Add(2*time.Hour), fact(events.TypePreference, "Enjoys hiking in the the mountains"))
	var want storetest.Snapshot
	for i, order := range [][]*events.FactBatch{{a, b, c}, {c, b, a}, {b, c, a}} {
		for _, oneCall := range []bool{false, true} {
			e := newEnv(t, ingest.Config{})
			if oneCall {
				e.apply(t, order...)
			} else {
				for _, bt := range order {
					e.apply(t, bt)
				}
			}
			s := e.snapshot(t)
			if len(s.Memories) != 1 {
				t.Fatalf("order %d, one call %v: %d memories, want 1", i, oneCall, len(s.Memories))
			}
			for _, m := range s.Memories {
				if m.Content != "Enjoys hiking in the mountains" || len(m.SourceTurnIDs) != 3 ||
					!m.CreatedAt.Equal(t0) || !m.UpdatedAt.Equal(t0.Add(2*time.Hour)) {
					t.Errorf("order %d, one call %v: %q sources %v created %v updated %v", i, oneCall,
						m.Content, m.SourceTurnIDs, m.CreatedAt, m.UpdatedAt)
				}
			}
			if want.Memories == nil {
				want = s
				continue
			}
			requireSame(t, s, want, storetest.CompareOptions{IgnoreVersions: true})
		}
	}
}

// TestSupersedeThroughRulesAndRecall is acceptance 3: "I prefer short
// answers" then, later, "please give detailed answers from now on", through
// the rules extractor, the ingester and the recaller: recall returns only
// the newer preference; the key's history holds both, in order, with their
// source turns, and the audit trail records the supersede.
func TestSupersedeThroughRulesAndRecall(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	ctx := context.Background()
	x := rules.New()
	turns := []struct {
		id, text string
		ts       time.Time
	}{
		{"turn-short", "I prefer short answers", t0},
		{"turn-detailed", "please give detailed answers from now on", t0.Add(48 * time.Hour)},
	}
	for _, tr := range turns {
		turn := &events.Turn{Version: events.Version, TenantID: tenant, UserID: user, AgentID: "agent", SessionID: "s",
			TurnID: tr.id, TS: tr.ts, Messages: []events.Message{{Role: events.RoleUser, Content: tr.text}}}
		res, err := x.Extract(ctx, turn)
		if err != nil {
			t.Fatal(err)
		}
		var keyedFacts int
		for _, f := range res.Facts {
			if memory.NormalizeKey(f.Key) == "response_style" {
				keyedFacts++
			}
		}
		if keyedFacts != 1 {
			t.Fatalf("rules extracted %+v from %q: want one response_style fact", res.Facts, tr.text)
		}
		b := batch(tr.id, tr.ts, res.Facts...)
		b.ExtractorID = x.ID()
		e.apply(t, b)
	}

	rc := recall.New(e.st, e.st, embed.NewLocal(0), nil, recall.Config{}, nil)
	rc.Now = func() time.Time { return t0.Add(72 * time.Hour) }
	resp, err := rc.Recall(ctx, recall.Request{TenantID: tenant, UserID: user, Query: "how long should answers be", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	if p := resp.Profile["response_style"]; p.Value != "detailed" {
		t.Errorf("recalled profile response_style = %+v, want detailed", p)
	}
	var recalled []string
	for _, m := range resp.Memories {
		if m.Key == "response_style" {
			recalled = append(recalled, m.Value)
		}
	}
	if !slices.Equal(recalled, []string{"detailed"}) {
		t.Errorf("recalled response_style memories %v, want only [detailed]", recalled)
	}
	if strings.Contains(resp.Context, "short") {
		t.Errorf("rendered context mentions the superseded preference:\n%s", resp.Context)
	}

	hist := listKey(t, e.st, "response_style")
	if len(hist) != 2 {
		t.Fatalf("history of response_style has %d entries, want 2", len(hist))
	}
	type h struct {
		value  string
		status memory.Status
		turns  string
	}
	got := []h{}
	for _, m := range hist {
		got = append(got, h{m.Value, m.Status, strings.Join(m.SourceTurnIDs, ",")})
	}
	want := []h{{"short", memory.StatusSuperseded, "turn-short"}, {"detailed", memory.StatusActive, "turn-detailed"}}
	if !slices.Equal(got, want) {
		t.Errorf("history = %+v, want %+v", got, want)
	}
	if hist[1].Supersedes != hist[0].ID {
		t.Errorf("detailed supersedes %q, want %q", hist[1].Supersedes, hist[0].ID)
	}
	log, err := e.st.AuditLog(ctx, tenant, keyer.UserKey(tenant, user), hist[0].ID, 0)
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, ev := range log {
		actions = append(actions, ev.Action+"@"+ev.TurnID)
	}
	if wantA := []string{"add@turn-short", "supersede@turn-detailed"}; !slices.Equal(actions, wantA) {
		t.Errorf("audit of the old value = %v, want %v", actions, wantA)
	}
}

// TestTombstonesDropAndCount: facts published before a user's or a
// memory's tombstone are dropped, counted and audited without content;
// facts published after it are stored.
func TestTombstonesDropAndCount(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	ctx := context.Background()
	uk := keyer.UserKey(tenant, user)
	dog := fact(events.TypeFact, "Has a dog named Rex")
	dogID := memory.ID(tenant, user, dog.Type, "", "", "", dog.Content)
	if err := e.state.AddTombstones(ctx, []store.Tombstone{
		{TenantID: tenant, UserKey: uk, At: t0.Add(time.Hour)},
		{TenantID: tenant, UserKey: uk, MemoryID: dogID, At: t0.Add(3 * time.Hour)},
	}); err != nil {
		t.Fatal(err)
	}
	st := e.apply(t,
		batch("before-erasure", t0, keyed("response_style", "short"), fact(events.TypeFact, "Secret plan about the merger")),
		batch("after-erasure", t0.Add(2*time.Hour), fact(events.TypeFact, "Likes jazz"), dog),
		batch("after-both", t0.Add(4*time.Hour), fact(events.TypeFact, "Has a dog named Rex")),
	)
	if st.Dropped != 3 || st.DropReasons["tombstone"] != 3 || st.Added != 2 {
		t.Errorf("stats = %+v, want 3 dropped by tombstone and 2 added", st)
	}
	var contents []string
	for _, m := range e.snapshot(t).Memories {
		contents = append(contents, m.Content)
	}
	slices.Sort(contents)
	if want := []string{"Has a dog named Rex", "Likes jazz"}; !slices.Equal(contents, want) {
		t.Errorf("stored %q, want %q", contents, want)
	}
	log, err := e.state.AuditLog(ctx, tenant, uk, "", 0)
	if err != nil {
		t.Fatal(err)
	}
	drops := 0
	for _, ev := range log {
		if ev.Action == "drop" {
			drops++
		}
		for _, f := range []string{ev.Detail, ev.TurnID, ev.MemoryID, ev.UserKey} {
			for _, word := range []string{"Secret", "merger", "jazz", "Rex", "short", user} {
				if strings.Contains(f, word) {
					t.Errorf("audit event %+v holds content %q", ev, word)
				}
			}
		}
	}
	if drops != 3 {
		t.Errorf("%d drop events in the audit trail, want 3", drops)
	}
}

// failingState fails the state writes that follow the vector write.
type failingState struct {
	store.StateStore
	fail bool
}

func (f *failingState) Audit(ctx context.Context, evs []store.AuditEvent) error {
	if f.fail {
		return fmt.Errorf("audit: injected failure: %w", store.ErrUnavailable)
	}
	return f.StateStore.Audit(ctx, evs)
}

// TestCrashBetweenVectorAndStateWrites: the vector store is written first;
// if the state write then fails, the batch is reported temporary (not
// acknowledged) and its redelivery converges on the state of one clean
// application.
func TestCrashBetweenVectorAndStateWrites(t *testing.T) {
	want := newEnv(t, ingest.Config{})
	want.apply(t, sampleBatches()...)

	e := newEnv(t, ingest.Config{})
	fs := &failingState{StateStore: e.st, fail: true}
	in := ingest.New(e.st, fs, embed.NewLocal(0), keyer, ingest.Config{}, nil)
	in.Now = e.in.Now
	var items []ingest.Item
	for _, b := range sampleBatches() {
		items = append(items, ingest.Item{Batch: b, PublishedAt: b.TS})
	}
	errs, _ := in.Apply(context.Background(), items)
	for i, err := range errs {
		if !errors.Is(err, events.ErrTemporary) {
			t.Fatalf("item %d: error %v, want a temporary failure", i, err)
		}
	}
	if n := len(e.snapshot(t).Memories); n == 0 {
		t.Fatal("nothing reached the vector store before the state write failed")
	}
	fs.fail = false
	errs, _ = in.Apply(context.Background(), items)
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	requireSame(t, e.snapshot(t), want.snapshot(t), storetest.CompareOptions{IgnoreVersions: true})
}

// TestLockWaitIsBounded: while another replica holds the user's lock, Apply
// gives up after LockWait with temporary errors (the loop retries later)
// and applies nothing; once the lock is released it goes through.
func TestLockWaitIsBounded(t *testing.T) {
	e := newEnv(t, ingest.Config{LockWait: 100 * time.Millisecond})
	ctx := context.Background()
	release, err := e.state.LockUsers(ctx, []string{tenant + "/" + keyer.UserKey(tenant, user)}, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	items := []ingest.Item{{Batch: sampleBatches()[0], PublishedAt: t0}}
	errs, _ := e.in.Apply(ctx, items)
	if !errors.Is(errs[0], events.ErrTemporary) {
		t.Errorf("Apply under another holder's lock: %v, want a temporary error", errs[0])
	}
	if n := len(e.snapshot(t).Memories); n != 0 {
		t.Errorf("%d memories written without the lock", n)
	}
	release()
	e.apply(t, sampleBatches()[0])
	if n := len(e.snapshot(t).Memories); n == 0 {
		t.Error("nothing applied after the lock was released")
	}
}

// TestForgetThenSayAgain: "I live in Berlin", then "forget where I live",
// then "I live in Paris": Paris stays, Berlin is gone and tombstoned, in
// any delivery order and grouping, and redeliveries do not change that
// (the tombstone dates from the forget turn, not from its processing).
func TestForgetThenSayAgain(t *testing.T) {
	loc := func(city string) events.Fact {
		return events.Fact{Type: events.TypeProfile, Content: "Lives in " + city, Key: "location", Value: city,
			Confidence: 0.9, Importance: 0.8}
	}
	berlin := batch("berlin", t0, loc("Berlin"), fact(events.TypeFact, "Has a dog named Rex"))
	forget := batch("forget", t0.Add(time.Hour))
	forget.Forget = []events.ForgetIntent{{Key: "where I live"}, {Key: "location"}}
	paris := batch("paris", t0.Add(2*time.Hour), loc("Paris"))
	// The same turn may forget and say the new value: its facts stay.
	again := batch("again", t0.Add(3*time.Hour), loc("Lisbon"))
	again.Forget = []events.ForgetIntent{{Key: "location"}}

	check := func(t *testing.T, e *env) {
		t.Helper()
		s := e.snapshot(t)
		var got []string
		for _, m := range s.Memories {
			got = append(got, m.Content+":"+string(m.Status))
		}
		slices.Sort(got)
		if want := []string{"Has a dog named Rex:active", "Lives in Lisbon:active"}; !slices.Equal(got, want) {
			t.Errorf("memories %q, want %q", got, want)
		}
		if p := s.Profile["location"]; p.Value != "Lisbon" {
			t.Errorf("profile location = %+v, want Lisbon", p)
		}
	}
	for _, tc := range []struct {
		name  string
		calls [][]*events.FactBatch
	}{
		{"one by one", [][]*events.FactBatch{{berlin}, {forget}, {paris}, {again}}},
		{"one call", [][]*events.FactBatch{{berlin, forget, paris, again}}},
		{"one call, shuffled", [][]*events.FactBatch{{again, paris, berlin, forget}}},
		{"late forget", [][]*events.FactBatch{{berlin, paris}, {again, forget}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, ingest.Config{})
			for _, call := range tc.calls {
				e.apply(t, call...)
			}
			check(t, e)
			// Redeliveries past the idempotency keys (another extractor
			// id): Berlin and Paris stay forgotten, Lisbon stays.
			for _, b := range []*events.FactBatch{berlin, paris, again} {
				r := *b
				r.ExtractorID = "llm:z/1"
				r.Forget = nil
				e.apply(t, &r)
			}
			check(t, e)
			// Redelivered forget intents, with their idempotency keys or
			// past them, do not delete what was said after them.
			e.apply(t, forget, again)
			check(t, e)
			for _, b := range []*events.FactBatch{forget, again} {
				r := *b
				r.ExtractorID = "llm:z/2"
				e.apply(t, &r)
			}
			check(t, e)
		})
	}
}

// TestForgetMeInOneCall: a forget-me intent after other forget intents and
// facts of the same call erases the user; nothing of the call is written.
func TestForgetMeInOneCall(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	loc := func(city string) events.Fact {
		return events.Fact{Type: events.TypeProfile, Content: "Lives in " + city, Key: "location", Value: city,
			Confidence: 0.9, Importance: 0.8}
	}
	e.apply(t, batch("before", t0.Add(-time.Hour), fact(events.TypeFact, "Has a dog named Rex")))
	forgetKey := batch("forget-key", t0.Add(time.Hour))
	forgetKey.Forget = []events.ForgetIntent{{Key: "location"}}
	forgetMe := batch("forget-me", t0.Add(3*time.Hour))
	forgetMe.Forget = []events.ForgetIntent{{Key: "location"}, {All: true}}
	st := e.apply(t, batch("berlin", t0, loc("Berlin")), forgetKey, batch("paris", t0.Add(2*time.Hour), loc("Paris")),
		forgetMe, batch("lisbon", t0.Add(4*time.Hour), loc("Lisbon")))
	s := e.snapshot(t)
	if len(s.Memories) != 0 || len(s.Profile) != 0 {
		t.Errorf("after forget-me: %d memories, profile %v; want nothing", len(s.Memories), s.Profile)
	}
	if st.Forgotten == 0 {
		t.Errorf("stats = %+v, want forgotten memories counted", st)
	}
}

// TestForgetKeyBeforeOlderValueArrives: the forget intent is delivered
// before an older turn that set a value of the key (in flight): that value
// never appears, as if the turns had come in order.
func TestForgetKeyBeforeOlderValueArrives(t *testing.T) {
	loc := func(city string) events.Fact {
		return events.Fact{Type: events.TypeProfile, Content: "Lives in " + city, Key: "location", Value: city,
			Confidence: 0.9, Importance: 0.8}
	}
	forget := batch("forget", t0.Add(time.Hour))
	forget.Forget = []events.ForgetIntent{{Key: "location"}}
	for _, tc := range []struct {
		name  string
		calls [][]*events.FactBatch
	}{
		{"in order", [][]*events.FactBatch{{batch("rome", t0, loc("Rome"))}, {forget}, {batch("oslo", t0.Add(2*time.Hour), loc("Oslo"))}}},
		{"forget first", [][]*events.FactBatch{{forget}, {batch("oslo", t0.Add(2*time.Hour), loc("Oslo"))}, {batch("rome", t0, loc("Rome"))}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, ingest.Config{})
			for _, c := range tc.calls {
				e.apply(t, c...)
			}
			s := e.snapshot(t)
			var got []string
			for _, m := range s.Memories {
				got = append(got, m.Content+":"+string(m.Status))
			}
			if !slices.Equal(got, []string{"Lives in Oslo:active"}) || s.Profile["location"].Value != "Oslo" {
				t.Errorf("memories %q, profile %+v; want only Oslo", got, s.Profile["location"])
			}
		})
	}
}

// TestForgetDeliveredAfterLaterReassertion: one value of a key is said
// before a forget intent and again after it, and the later turn is applied
// before the intent (another replica took it first). The memory left must
// be the one the later turns alone build, as in order: its sources, times
// and scores come only from what was said after the intent.
func TestForgetDeliveredAfterLaterReassertion(t *testing.T) {
	emp := func(conf float64) events.Fact {
		return events.Fact{Type: events.TypeProfile, Content: "Works at Acme", Key: "employer", Value: "Acme",
			Confidence: conf, Importance: 0.8}
	}
	early := batch("early", t0, emp(0.99))
	early2 := batch("early2", t0.Add(time.Minute), emp(0.95))
	forget := batch("forget", t0.Add(time.Hour))
	forget.Forget = []events.ForgetIntent{{Key: "employer"}}
	late := batch("late", t0.Add(2*time.Hour), emp(0.8))
	late2 := batch("late2", t0.Add(3*time.Hour), emp(0.85))

	ref := newEnv(t, ingest.Config{})
	for _, b := range []*events.FactBatch{early, early2, forget, late, late2} {
		ref.apply(t, b)
	}
	want := ref.snapshot(t)
	if len(want.Memories) != 1 {
		t.Fatalf("in order: %d memories, want 1", len(want.Memories))
	}
	for _, m := range want.Memories {
		if !slices.Equal(m.SourceTurnIDs, []string{"late", "late2"}) || m.Confidence != 0.85 ||
			!m.CreatedAt.Equal(late.TS) {
			t.Fatalf("in order: memory %+v, want sources [late late2], confidence 0.85, created at the late turn", m)
		}
	}
	for _, tc := range []struct {
		name  string
		calls [][]*events.FactBatch
	}{
		{"late turn first", [][]*events.FactBatch{{early}, {early2}, {late}, {forget}, {late2}}},
		{"both late turns first", [][]*events.FactBatch{{early, early2}, {late2, late}, {forget}}},
		{"one call", [][]*events.FactBatch{{late, early, forget, late2, early2}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := newEnv(t, ingest.Config{})
			for _, c := range tc.calls {
				e.apply(t, c...)
			}
			requireSame(t, e.snapshot(t), want, storetest.CompareOptions{IgnoreVersions: true})
		})
	}
}

// TestSkipBatchAudited: a skip batch (the extractor could not extract the
// turn) leaves one content-free audit event, however often it is delivered,
// and no memory.
func TestSkipBatchAudited(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	skip := batch("t-skip", t0)
	skip.Facts = []events.Fact{}
	skip.Skipped = events.SkipUnparseable
	e.apply(t, batch("t-1", t0.Add(-time.Minute), fact(events.TypeFact, "Has a dog named Rex")), skip)
	e.apply(t, skip)
	e.apply(t, skip, skip)
	evs, err := e.state.AuditLog(context.Background(), tenant, keyer.UserKey(tenant, user), "", 100)
	if err != nil {
		t.Fatal(err)
	}
	var skips []store.AuditEvent
	for _, ev := range evs {
		if ev.TurnID == "t-skip" {
			skips = append(skips, ev)
		}
	}
	if len(skips) != 1 || skips[0].Action != "drop" || skips[0].MemoryID != "" ||
		skips[0].Detail != "extraction skipped: unparseable" {
		t.Fatalf("audit events of the skipped turn: %+v, want one drop event", skips)
	}
	if s := e.snapshot(t); len(s.Memories) != 1 {
		t.Errorf("%d memories, want only the other turn's", len(s.Memories))
	}
}
