// Package storetest holds the contract suites that every backend of the
// store package must pass.
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Embedders and dimension the vector suite writes; a backend that must
// declare its embedders up front (Qdrant) configures both with VectorDims.
const (
	VectorEmbedderID      = "test:8"
	VectorOtherEmbedderID = "test-other:8"
	VectorDims            = 8
)

// base is the fixed time the suite's memories are created at.
var base = time.Date(2025, 3, 14, 9, 26, 53, 589793000, time.UTC)

// TestVectorStore runs the contract suite of store.VectorStore against the
// store that open returns. open is called once; every subtest uses its own
// fresh tenant and user ids, so the store may hold other data.
//
// Beyond the interface's comments the suite pins down: Get returns the
// dense vector (its direction; a cosine store may normalise it) so that a
// Get, modify, Upsert cycle never drops it; times round-trip to the
// nanosecond except ExpiresAt comparisons, which need only microseconds;
// List pages come in ascending id order and the cursor is opaque; lexical
// search returns only memories sharing a term with the query, with scores
// above zero; Delete and DeleteUser count memories of every status.
// Memories use embedders VectorEmbedderID and VectorOtherEmbedderID, both of
// VectorDims dimensions.
func TestVectorStore(t *testing.T, open func(t *testing.T) store.VectorStore) {
	s := open(t)
	ctx := context.Background()

	t.Run("UsersAndScopes", func(t *testing.T) { testUsers(t, s) })

	t.Run("UpsertIsIdempotentAndRoundTrips", func(t *testing.T) {
		tn, u := owner()
		m := mem(tn, u, events.TypeProfile, "", "Prefers replies in English", axis(0))
		m.Key, m.Value = "reply_language", "english"
		m.ID = memory.ID(tn, u, m.Type, m.Scope, m.Key, m.Value, m.Content)
		m.AgentID = "agent-1"
		m.Sensitivity = events.SensitivityLow
		m.Version = 3
		m.LastAccessedAt = base.Add(time.Hour)
		m.AccessCount = 4
		m.ExpiresAt = base.Add(90 * 24 * time.Hour)
		et := base.Add(-48 * time.Hour)
		m.EventTime = &et
		m.Pinned = true
		m.SourceTurnIDs = []string{"turn-1", "turn-2"}
		m.Assertions = []memory.Assertion{
			{Turn: "turn-1", At: base, Confidence: 0.8, Importance: 0.5, ExpiresAt: m.ExpiresAt, EventTime: &et},
			{Turn: "turn-2", At: base.Add(time.Minute), Confidence: 0.9, Importance: 0.4, Sensitivity: events.SensitivityLow},
		}
		m.Supersedes = memory.ID(tn, u, m.Type, m.Scope, m.Key, "chinese", "")
		upsert(t, s, m)
		upsert(t, s, m)
		all := list(t, s, store.Filter{TenantID: tn, UserID: u, AnyScope: true, Statuses: allStatuses})
		if len(all) != 1 {
			t.Fatalf("same record upserted twice: List has %d memories, want 1", len(all))
		}
		got := get(t, s, tn, u, m.ID)
		if len(got) != 1 {
			t.Fatalf("Get: %d memories, want 1", len(got))
		}
		sameMemory(t, got[0], m)

		m.Status = memory.StatusSuperseded
		m.Version = 4
		m.SourceTurnIDs = append(m.SourceTurnIDs, "turn-3")
		m.Assertions = append(m.Assertions, memory.Assertion{Turn: "turn-3", At: base.Add(2 * time.Minute), Confidence: 0.7})
		upsert(t, s, m)
		got = get(t, s, tn, u, m.ID)
		if len(got) != 1 {
			t.Fatalf("Get after rewrite: %d memories, want 1", len(got))
		}
		sameMemory(t, got[0], m)
	})

	t.Run("GetIsFilteredByTenantAndUser", func(t *testing.T) {
		tn, u := owner()
		otherTenant, otherUser := owner()
		m := mem(tn, u, events.TypeFact, "", "Has a dog named Biscuit", axis(1))
		archived := mem(tn, u, events.TypeFact, "", "Used to live in Lisbon", axis(2))
		archived.Status = memory.StatusArchived
		upsert(t, s, m, archived)
		if got := get(t, s, otherTenant, u, m.ID); len(got) != 0 {
			t.Errorf("Get from another tenant returned %d memories", len(got))
		}
		if got := get(t, s, tn, otherUser, m.ID); len(got) != 0 {
			t.Errorf("Get for another user returned %d memories", len(got))
		}
		got := get(t, s, tn, u, m.ID, archived.ID, memory.ID(tn, u, events.TypeFact, "", "", "", "missing"), "not-a-uuid")
		if ids := idsOf(got); !slices.Equal(ids, sorted(m.ID, archived.ID)) {
			t.Errorf("Get = %v, want %v (any status, missing ids skipped)", ids, sorted(m.ID, archived.ID))
		}
		if got := get(t, s, tn, u); len(got) != 0 {
			t.Errorf("Get without ids returned %d memories", len(got))
		}
	})

	t.Run("EmptyTenantOrUserIsRefused", func(t *testing.T) {
		tn, u := owner()
		id := memory.ID(tn, u, events.TypeFact, "", "", "", "x")
		for _, o := range [][2]string{{"", u}, {tn, ""}, {"", ""}} {
			f := store.Filter{TenantID: o[0], UserID: o[1], EmbedderID: VectorEmbedderID}
			if _, err := s.Get(ctx, o[0], o[1], []string{id}); err == nil {
				t.Errorf("Get(%q, %q) succeeded", o[0], o[1])
			}
			if _, err := s.SearchDense(ctx, f, axis(0), 5); err == nil {
				t.Errorf("SearchDense(%q, %q) succeeded", o[0], o[1])
			}
			if _, err := s.SearchLexical(ctx, f, "dog", 5); err == nil {
				t.Errorf("SearchLexical(%q, %q) succeeded", o[0], o[1])
			}
			if _, _, err := s.List(ctx, f, "", 5); err == nil {
				t.Errorf("List(%q, %q) succeeded", o[0], o[1])
			}
			if _, err := s.Delete(ctx, o[0], o[1], []string{id}); err == nil {
				t.Errorf("Delete(%q, %q) succeeded", o[0], o[1])
			}
			if _, err := s.DeleteUser(ctx, o[0], o[1]); err == nil {
				t.Errorf("DeleteUser(%q, %q) succeeded", o[0], o[1])
			}
		}
	})

	t.Run("DenseSearchRanksNearestAmongItsEmbedder", func(t *testing.T) {
		tn, u := owner()
		near := mem(tn, u, events.TypeFact, "", "Works as a nurse", axis(0))
		mid := mem(tn, u, events.TypeFact, "", "Works night shifts", mix(0, 1, 0.8))
		far := mem(tn, u, events.TypeFact, "", "Plays the cello", axis(5))
		other := mem(tn, u, events.TypeFact, "", "Works in a hospital", axis(0))
		other.EmbedderID = VectorOtherEmbedderID
		otherTenant, _ := owner()
		foreign := mem(otherTenant, u, events.TypeFact, "", "Works as a nurse too", axis(0))
		upsert(t, s, near, mid, far, other, foreign)
		hits, err := s.SearchDense(ctx, filter(tn, u, VectorEmbedderID), axis(0), 10)
		if err != nil {
			t.Fatalf("SearchDense: %v", err)
		}
		ids := hitIDs(hits)
		if len(ids) < 2 || ids[0] != near.ID || ids[1] != mid.ID {
			t.Fatalf("SearchDense order = %v, want %s then %s first", ids, near.ID, mid.ID)
		}
		if slices.Contains(ids, other.ID) {
			t.Errorf("SearchDense returned a vector of embedder %s", VectorOtherEmbedderID)
		}
		if slices.Contains(ids, foreign.ID) {
			t.Errorf("SearchDense returned another tenant's memory")
		}
		if hits[0].Score < hits[1].Score || math.Abs(hits[0].Score-1) > 1e-3 {
			t.Errorf("scores = %v, want cosine 1 first, descending", scores(hits))
		}
		// Recall centres dense scores on the candidates' vectors.
		if c := cosine(hits[0].Memory.Vector, near.Vector); len(hits[0].Memory.Vector) != len(near.Vector) || c < 0.9999 {
			t.Errorf("dense hit carries vector of %d dims (cosine %v to the stored one), want the stored vector",
				len(hits[0].Memory.Vector), c)
		}
		if hits, err := s.SearchDense(ctx, filter(tn, u, VectorEmbedderID), axis(0), 1); err != nil || len(hits) != 1 {
			t.Errorf("SearchDense limit 1 = %d hits, %v", len(hits), err)
		}
		hits, err = s.SearchDense(ctx, filter(tn, u, VectorOtherEmbedderID), axis(0), 10)
		if err != nil {
			t.Fatalf("SearchDense other embedder: %v", err)
		}
		if ids := hitIDs(hits); !slices.Equal(ids, []string{other.ID}) {
			t.Errorf("SearchDense with %s = %v, want only %s", VectorOtherEmbedderID, ids, other.ID)
		}
	})

	t.Run("LexicalSearchFindsWords", func(t *testing.T) {
		tn, u := owner()
		hike := mem(tn, u, events.TypePreference, "", "Loves hiking in the Alps every summer", axis(0))
		cat := mem(tn, u, events.TypeFact, "", "Has a cat called Tom", axis(1))
		tea := mem(tn, u, events.TypePreference, "", "我喜欢喝绿茶，不喝咖啡", axis(2))
		city := mem(tn, u, events.TypeFact, "", "我住在北京海淀区", axis(3))
		otherTenant, _ := owner()
		foreign := mem(otherTenant, u, events.TypePreference, "", "Hiking is the best hobby", axis(0))
		upsert(t, s, hike, cat, tea, city, foreign)
		for _, c := range []struct {
			query string
			want  string
			not   []string
		}{
			{"hiked trips", hike.ID, []string{cat.ID, tea.ID, city.ID, foreign.ID}},
			{"what is my cat's name", cat.ID, []string{hike.ID, tea.ID, city.ID}},
			{"绿茶", tea.ID, []string{hike.ID, cat.ID, city.ID}},
			{"用户住在哪里？北京吗", city.ID, []string{hike.ID, cat.ID}},
		} {
			hits, err := s.SearchLexical(ctx, filter(tn, u, ""), c.query, 5)
			if err != nil {
				t.Fatalf("SearchLexical(%q): %v", c.query, err)
			}
			ids := hitIDs(hits)
			if len(ids) == 0 || ids[0] != c.want {
				t.Errorf("SearchLexical(%q) = %v, want %s first", c.query, ids, c.want)
			}
			for _, n := range c.not {
				if slices.Contains(ids, n) {
					t.Errorf("SearchLexical(%q) returned unrelated or foreign %s", c.query, n)
				}
			}
			for _, h := range hits {
				if h.Score <= 0 {
					t.Errorf("SearchLexical(%q) score %v, want > 0", c.query, h.Score)
				}
				if len(h.Memory.Vector) != VectorDims {
					t.Errorf("SearchLexical(%q) hit carries a vector of %d dims, want its %d-dim vector", c.query, len(h.Memory.Vector), VectorDims)
				}
			}
		}
		if hits, err := s.SearchLexical(ctx, filter(tn, u, ""), "the of and", 5); err != nil || len(hits) != 0 {
			t.Errorf("SearchLexical(stop words) = %d hits, %v; want none", len(hits), err)
		}
	})

	t.Run("ScopeSemantics", func(t *testing.T) {
		tn, u := owner()
		none := mem(tn, u, events.TypeFact, "", "Project deadline is Friday", axis(0))
		a := mem(tn, u, events.TypeFact, "work", "Project deadline moved to Monday", axis(0))
		b := mem(tn, u, events.TypeFact, "home", "Project garden deadline in May", axis(0))
		upsert(t, s, none, a, b)
		for _, c := range []struct {
			name string
			f    store.Filter
			want []string
		}{
			{"unscoped only", store.Filter{TenantID: tn, UserID: u}, sorted(none.ID)},
			{"scope plus unscoped", store.Filter{TenantID: tn, UserID: u, Scope: "work"}, sorted(none.ID, a.ID)},
			{"other scope", store.Filter{TenantID: tn, UserID: u, Scope: "home"}, sorted(none.ID, b.ID)},
			{"unknown scope", store.Filter{TenantID: tn, UserID: u, Scope: "gym"}, sorted(none.ID)},
			{"any scope", store.Filter{TenantID: tn, UserID: u, Scope: "work", AnyScope: true}, sorted(none.ID, a.ID, b.ID)},
		} {
			if got := idsOf(list(t, s, c.f)); !slices.Equal(got, c.want) {
				t.Errorf("%s: List = %v, want %v", c.name, got, c.want)
			}
			f := c.f
			hits, err := s.SearchLexical(ctx, f, "project deadline", 10)
			if err != nil {
				t.Fatalf("%s: SearchLexical: %v", c.name, err)
			}
			if got := sorted(hitIDs(hits)...); !slices.Equal(got, c.want) {
				t.Errorf("%s: SearchLexical = %v, want %v", c.name, got, c.want)
			}
			f.EmbedderID = VectorEmbedderID
			hits, err = s.SearchDense(ctx, f, axis(0), 10)
			if err != nil {
				t.Fatalf("%s: SearchDense: %v", c.name, err)
			}
			if got := sorted(hitIDs(hits)...); !slices.Equal(got, c.want) {
				t.Errorf("%s: SearchDense = %v, want %v", c.name, got, c.want)
			}
		}
	})

	t.Run("StatusAndExpiry", func(t *testing.T) {
		tn, u := owner()
		now := base.Add(24 * time.Hour)
		active := mem(tn, u, events.TypeFact, "", "Drinks oat milk", axis(0))
		future := mem(tn, u, events.TypeFact, "", "Oat milk trial ends next week", axis(0))
		future.ExpiresAt = now.Add(time.Hour)
		expired := mem(tn, u, events.TypeFact, "", "Oat milk order arrives tomorrow", axis(0))
		expired.ExpiresAt = now.Add(-time.Hour)
		atNow := mem(tn, u, events.TypeFact, "", "Oat milk coupon valid until now", axis(0))
		atNow.ExpiresAt = now
		superseded := mem(tn, u, events.TypeFact, "", "Drinks soy milk", axis(0))
		superseded.Status = memory.StatusSuperseded
		archived := mem(tn, u, events.TypeFact, "", "Drank almond milk", axis(0))
		archived.Status = memory.StatusArchived
		upsert(t, s, active, future, expired, atNow, superseded, archived)
		for _, c := range []struct {
			name string
			f    store.Filter
			want []string
		}{
			{"active only by default", store.Filter{TenantID: tn, UserID: u}, sorted(active.ID, future.ID, expired.ID, atNow.ID)},
			{"not expired at now", store.Filter{TenantID: tn, UserID: u, Now: now}, sorted(active.ID, future.ID)},
			{"statuses", store.Filter{TenantID: tn, UserID: u, Statuses: []memory.Status{memory.StatusSuperseded, memory.StatusArchived}}, sorted(superseded.ID, archived.ID)},
			{"all statuses not expired", store.Filter{TenantID: tn, UserID: u, Statuses: allStatuses, Now: now}, sorted(active.ID, future.ID, superseded.ID, archived.ID)},
		} {
			if got := idsOf(list(t, s, c.f)); !slices.Equal(got, c.want) {
				t.Errorf("%s: List = %v, want %v", c.name, got, c.want)
			}
			f := c.f
			hits, err := s.SearchLexical(ctx, f, "milk", 10)
			if err != nil {
				t.Fatalf("%s: SearchLexical: %v", c.name, err)
			}
			if got := sorted(hitIDs(hits)...); !slices.Equal(got, c.want) {
				t.Errorf("%s: SearchLexical = %v, want %v", c.name, got, c.want)
			}
			f.EmbedderID = VectorEmbedderID
			hits, err = s.SearchDense(ctx, f, axis(0), 10)
			if err != nil {
				t.Fatalf("%s: SearchDense: %v", c.name, err)
			}
			if got := sorted(hitIDs(hits)...); !slices.Equal(got, c.want) {
				t.Errorf("%s: SearchDense = %v, want %v", c.name, got, c.want)
			}
		}
	})

	t.Run("TypesAndKey", func(t *testing.T) {
		tn, u := owner()
		fact := mem(tn, u, events.TypeFact, "", "Speaks French at work", axis(0))
		pref := mem(tn, u, events.TypePreference, "", "Prefers short French answers", axis(0))
		prof := mem(tn, u, events.TypeProfile, "", "Reply language: French", axis(0))
		prof.Key, prof.Value = "reply_language", "french"
		prof.ID = memory.ID(tn, u, prof.Type, "", prof.Key, prof.Value, prof.Content)
		rule := mem(tn, u, events.TypeRule, "", "Always answer in French", axis(0))
		upsert(t, s, fact, pref, prof, rule)
		for _, c := range []struct {
			name string
			f    store.Filter
			want []string
		}{
			{"one type", store.Filter{TenantID: tn, UserID: u, Types: []events.FactType{events.TypePreference}}, sorted(pref.ID)},
			{"two types", store.Filter{TenantID: tn, UserID: u, Types: []events.FactType{events.TypeFact, events.TypeRule}}, sorted(fact.ID, rule.ID)},
			{"key", store.Filter{TenantID: tn, UserID: u, Key: "reply_language"}, sorted(prof.ID)},
			{"missing key", store.Filter{TenantID: tn, UserID: u, Key: "timezone"}, nil},
		} {
			if got := idsOf(list(t, s, c.f)); !slices.Equal(got, c.want) {
				t.Errorf("%s: List = %v, want %v", c.name, got, c.want)
			}
			hits, err := s.SearchLexical(ctx, c.f, "french", 10)
			if err != nil {
				t.Fatalf("%s: SearchLexical: %v", c.name, err)
			}
			if got := sorted(hitIDs(hits)...); !slices.Equal(got, c.want) {
				t.Errorf("%s: SearchLexical = %v, want %v", c.name, got, c.want)
			}
		}
	})

	t.Run("ListPaginationCoversEverythingOnce", func(t *testing.T) {
		tn, u := owner()
		var want []string
		var mems []memory.Memory
		for i := range 11 {
			m := mem(tn, u, events.TypeFact, "", fmt.Sprintf("Numbered fact %d", i), axis(i%VectorDims))
			mems = append(mems, m)
			want = append(want, m.ID)
		}
		upsert(t, s, mems...)
		slices.Sort(want)
		var seen []string
		cursor := ""
		for page := 0; ; page++ {
			if page > 10 {
				t.Fatal("List does not terminate")
			}
			got, next, err := s.List(ctx, store.Filter{TenantID: tn, UserID: u}, cursor, 4)
			if err != nil {
				t.Fatalf("List page %d: %v", page, err)
			}
			if len(got) > 4 {
				t.Fatalf("List page %d has %d memories, limit 4", page, len(got))
			}
			for _, m := range got {
				seen = append(seen, m.ID)
			}
			if next == "" {
				break
			}
			if len(got) == 0 {
				t.Fatal("List returned an empty page with a next cursor")
			}
			cursor = next
		}
		if !slices.Equal(seen, want) {
			t.Errorf("List pages = %v, want every id once in id order %v", seen, want)
		}
	})

	t.Run("DeleteCountsAndIsolates", func(t *testing.T) {
		tn, u := owner()
		_, u2 := owner()
		otherTenant, _ := owner()
		m1 := mem(tn, u, events.TypeFact, "", "Owns a red bicycle", axis(0))
		m2 := mem(tn, u, events.TypeFact, "work", "Cycles to the office", axis(1))
		m3 := mem(tn, u, events.TypeFact, "", "Repairs bikes on Sundays", axis(2))
		m3.Status = memory.StatusArchived
		n1 := mem(tn, u2, events.TypeFact, "", "Owns a red bicycle", axis(0))
		f1 := mem(otherTenant, u, events.TypeFact, "", "Owns a red bicycle", axis(0))
		upsert(t, s, m1, m2, m3, n1, f1)

		missing := memory.ID(tn, u, events.TypeFact, "", "", "", "never stored")
		if n, err := s.Delete(ctx, otherTenant, u, []string{m1.ID}); err != nil || n != 0 {
			t.Errorf("Delete of another tenant's id = %d, %v; want 0", n, err)
		}
		if n, err := s.Delete(ctx, tn, u2, []string{m1.ID}); err != nil || n != 0 {
			t.Errorf("Delete of another user's id = %d, %v; want 0", n, err)
		}
		if n, err := s.Delete(ctx, tn, u, []string{m1.ID, m2.ID, missing}); err != nil || n != 2 {
			t.Errorf("Delete = %d, %v; want 2", n, err)
		}
		if n, err := s.Delete(ctx, tn, u, []string{m1.ID}); err != nil || n != 0 {
			t.Errorf("Delete again = %d, %v; want 0", n, err)
		}
		if got := idsOf(get(t, s, tn, u, m1.ID, m2.ID, m3.ID)); !slices.Equal(got, []string{m3.ID}) {
			t.Errorf("after Delete Get = %v, want only %s", got, m3.ID)
		}
		if n, err := s.DeleteUser(ctx, tn, u); err != nil || n != 1 {
			t.Errorf("DeleteUser = %d, %v; want 1 (archived memories count)", n, err)
		}
		if n, err := s.DeleteUser(ctx, tn, u); err != nil || n != 0 {
			t.Errorf("DeleteUser again = %d, %v; want 0", n, err)
		}
		if got := list(t, s, store.Filter{TenantID: tn, UserID: u, AnyScope: true, Statuses: allStatuses}); len(got) != 0 {
			t.Errorf("after DeleteUser List has %d memories", len(got))
		}
		if got := idsOf(get(t, s, tn, u2, n1.ID)); !slices.Equal(got, []string{n1.ID}) {
			t.Errorf("other user's memory after DeleteUser: %v", got)
		}
		if got := idsOf(get(t, s, otherTenant, u, f1.ID)); !slices.Equal(got, []string{f1.ID}) {
			t.Errorf("other tenant's memory after DeleteUser: %v", got)
		}
	})

	t.Run("ScanVisitsEveryUser", func(t *testing.T) {
		t1, u1 := owner()
		t2, u2 := owner()
		want := map[string]bool{}
		var mems []memory.Memory
		for i := range 5 {
			a := mem(t1, u1, events.TypeFact, "", fmt.Sprintf("Scan fact %d", i), axis(i))
			b := mem(t2, u2, events.TypeEvent, "s", fmt.Sprintf("Scan event %d", i), axis(i))
			b.Status = memory.StatusArchived
			mems = append(mems, a, b)
			want[a.ID], want[b.ID] = true, true
		}
		upsert(t, s, mems...)
		seen := map[string]int{}
		err := s.Scan(ctx, 3, func(page []memory.Memory) error {
			if len(page) > 3 {
				t.Errorf("Scan page of %d, pageSize 3", len(page))
			}
			for _, m := range page {
				seen[m.ID]++
				if want[m.ID] && (m.TenantID == "" || m.UserID == "") {
					t.Errorf("Scan memory %s without tenant or user", m.ID)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatalf("Scan: %v", err)
		}
		for id := range want {
			if seen[id] != 1 {
				t.Errorf("Scan visited %s %d times, want 1", id, seen[id])
			}
		}
		stop := fmt.Errorf("stop")
		if err := s.Scan(ctx, 2, func([]memory.Memory) error { return stop }); err != stop {
			t.Errorf("Scan callback error = %v, want it returned", err)
		}
	})

	t.Run("SetStatusChangesStatusInPlace", func(t *testing.T) {
		ss, ok := s.(store.StatusSetter)
		if !ok {
			t.Skipf("%T does not implement store.StatusSetter", s)
		}
		testSetStatus(t, s, ss)
	})
}

// testSetStatus is the contract of store.StatusSetter: status, UpdatedAt
// and Version change and nothing else (the vector stays), for the owner's
// memories only; unknown ids are ignored; the count is returned; searches
// right after see the new status.
func testSetStatus(t *testing.T, s store.VectorStore, ss store.StatusSetter) {
	ctx := context.Background()
	tn, u := owner()
	_, u2 := owner()
	otherTenant, _ := owner()
	a := mem(tn, u, events.TypeFact, "", "Paddles a kayak on the lake", axis(0))
	a.Key, a.Value = "hobby", "kayak"
	a.ID = memory.ID(tn, u, a.Type, a.Scope, a.Key, a.Value, a.Content)
	a.Version = 4
	a.AccessCount, a.LastAccessedAt = 2, base.Add(time.Hour)
	b := mem(tn, u, events.TypeFact, "work", "Keeps a kayak at the office", axis(1))
	c := mem(tn, u, events.TypeFact, "", "Bought a new kayak paddle", axis(2))
	n1 := mem(tn, u2, events.TypeFact, "", "Paddles a kayak on the lake", axis(0))
	f1 := mem(otherTenant, u, events.TypeFact, "", "Paddles a kayak on the lake", axis(0))
	upsert(t, s, a, b, c, n1, f1)
	a, b, c, n1, f1 = get(t, s, tn, u, a.ID)[0], get(t, s, tn, u, b.ID)[0], get(t, s, tn, u, c.ID)[0],
		get(t, s, tn, u2, n1.ID)[0], get(t, s, otherTenant, u, f1.ID)[0]

	active := store.Filter{TenantID: tn, UserID: u, AnyScope: true}
	archived := store.Filter{TenantID: tn, UserID: u, AnyScope: true, Statuses: []memory.Status{memory.StatusArchived}}
	searches := func(when string, f store.Filter, want []string) {
		t.Helper()
		hits, err := s.SearchLexical(ctx, f, "kayak", 10)
		if err != nil {
			t.Fatalf("%s: SearchLexical: %v", when, err)
		}
		if got := sorted(hitIDs(hits)...); !slices.Equal(got, want) {
			t.Errorf("%s: SearchLexical statuses %v = %v, want %v", when, f.Statuses, got, want)
		}
		f.EmbedderID = VectorEmbedderID
		if hits, err = s.SearchDense(ctx, f, axis(0), 10); err != nil {
			t.Fatalf("%s: SearchDense: %v", when, err)
		}
		if got := sorted(hitIDs(hits)...); !slices.Equal(got, want) {
			t.Errorf("%s: SearchDense statuses %v = %v, want %v", when, f.Statuses, got, want)
		}
		if got := idsOf(list(t, s, f)); !slices.Equal(got, want) {
			t.Errorf("%s: List statuses %v = %v, want %v", when, f.Statuses, got, want)
		}
	}
	// Searched before: a store with a hot per-user index has it loaded.
	searches("before", active, sorted(a.ID, b.ID, c.ID))

	at := base.Add(50*time.Hour + 123456789)
	missing := memory.ID(tn, u, events.TypeFact, "", "", "", "never stored")
	for _, o := range [][2]string{{"", u}, {tn, ""}, {"", ""}} {
		if _, err := ss.SetStatus(ctx, o[0], o[1], []string{a.ID}, memory.StatusArchived, at); err == nil {
			t.Errorf("SetStatus(%q, %q) succeeded", o[0], o[1])
		}
	}
	if _, err := ss.SetStatus(ctx, tn, u, []string{a.ID}, "", at); err == nil {
		t.Error("SetStatus with an empty status succeeded")
	}
	if n, err := ss.SetStatus(ctx, tn, u, nil, memory.StatusArchived, at); err != nil || n != 0 {
		t.Errorf("SetStatus without ids = %d, %v; want 0", n, err)
	}
	if n, err := ss.SetStatus(ctx, otherTenant, u, []string{a.ID, b.ID}, memory.StatusArchived, at); err != nil || n != 0 {
		t.Errorf("SetStatus of ids of another tenant = %d, %v; want 0", n, err)
	}
	n, err := ss.SetStatus(ctx, tn, u, []string{a.ID, b.ID, missing, n1.ID, f1.ID, "not-a-uuid", a.ID}, memory.StatusArchived, at)
	if err != nil || n != 2 {
		t.Fatalf("SetStatus = %d, %v; want 2 (own memories only, unknown ids ignored)", n, err)
	}

	for _, want := range []memory.Memory{a, b} {
		want.Status, want.UpdatedAt, want.Version = memory.StatusArchived, at, want.Version+1
		got := get(t, s, tn, u, want.ID)
		if len(got) != 1 {
			t.Fatalf("Get %s after SetStatus: %d memories", want.ID, len(got))
		}
		sameMemory(t, got[0], want)
		if l := list(t, s, store.Filter{TenantID: tn, UserID: u, AnyScope: true, Statuses: allStatuses, Key: want.Key}); want.Key != "" && (len(l) != 1 || l[0].ID != want.ID) {
			t.Errorf("List by key after SetStatus = %v, want %s", idsOf(l), want.ID)
		} else if want.Key != "" {
			sameMemory(t, l[0], want)
		}
	}
	sameMemory(t, get(t, s, tn, u, c.ID)[0], c)
	sameMemory(t, get(t, s, tn, u2, n1.ID)[0], n1)
	sameMemory(t, get(t, s, otherTenant, u, f1.ID)[0], f1)
	searches("after archiving", active, []string{c.ID})
	searches("after archiving", archived, sorted(a.ID, b.ID))
	if got := list(t, s, store.Filter{TenantID: tn, UserID: u2, AnyScope: true}); len(got) != 1 || got[0].Status != memory.StatusActive {
		t.Errorf("other user's active memories after SetStatus: %v", idsOf(got))
	}

	// Every call bumps the version again, back to active included; an id
	// listed twice, even far apart (in different chunks of a backend that
	// splits long lists), changes once.
	later := at.Add(time.Hour)
	many := []string{a.ID}
	for i := range 1200 {
		many = append(many, memory.ID(tn, u, events.TypeFact, "", "", "", fmt.Sprintf("never stored %d", i)))
	}
	many = append(many, a.ID)
	if n, err := ss.SetStatus(ctx, tn, u, many, memory.StatusActive, later); err != nil || n != 1 {
		t.Fatalf("SetStatus back to active = %d, %v; want 1", n, err)
	}
	want := a
	want.UpdatedAt, want.Version = later, a.Version+2
	sameMemory(t, get(t, s, tn, u, a.ID)[0], want)
	searches("after reactivating", active, sorted(a.ID, c.ID))
	searches("after reactivating", archived, []string{b.ID})
}

var allStatuses = []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}

// owner returns a fresh tenant and user id.
func owner() (string, string) {
	var b [8]byte
	_, _ = rand.Read(b[:])
	h := hex.EncodeToString(b[:])
	return "tenant-" + h, "user-" + h
}

// mem builds an active memory of embedder VectorEmbedderID.
func mem(tenant, user string, typ events.FactType, scope, content string, vec []float32) memory.Memory {
	return memory.Memory{
		ID:            memory.ID(tenant, user, typ, scope, "", "", content),
		TenantID:      tenant,
		UserID:        user,
		Scope:         scope,
		Type:          typ,
		Content:       content,
		Confidence:    0.9,
		Importance:    0.5,
		Status:        memory.StatusActive,
		Version:       1,
		CreatedAt:     base,
		UpdatedAt:     base.Add(time.Minute),
		SourceTurnIDs: []string{"turn-0"},
		ExtractorID:   "rules:v1",
		EmbedderID:    VectorEmbedderID,
		Vector:        vec,
	}
}

// axis returns a unit vector along dimension i plus a small common offset,
// so that no two axes are orthogonal and none is zero.
func axis(i int) []float32 {
	v := make([]float32, VectorDims)
	for j := range v {
		v[j] = 0.01
	}
	v[i] = 1
	return v
}

// mix returns w·axis(i) + (1-w)·axis(j).
func mix(i, j int, w float32) []float32 {
	a, b := axis(i), axis(j)
	for k := range a {
		a[k] = w*a[k] + (1-w)*b[k]
	}
	return a
}

func filter(tenant, user, embedder string) store.Filter {
	return store.Filter{TenantID: tenant, UserID: user, EmbedderID: embedder}
}

func upsert(t *testing.T, s store.VectorStore, mems ...memory.Memory) {
	t.Helper()
	if err := s.Upsert(context.Background(), mems); err != nil {
		t.Fatalf("Upsert: %v", err)
	}
}

func get(t *testing.T, s store.VectorStore, tenant, user string, ids ...string) []memory.Memory {
	t.Helper()
	got, err := s.Get(context.Background(), tenant, user, ids)
	if err != nil {
		t.Fatalf("Get: %v", err)
	}
	return got
}

// list returns every memory matching f, following cursors.
func list(t *testing.T, s store.VectorStore, f store.Filter) []memory.Memory {
	t.Helper()
	var out []memory.Memory
	cursor := ""
	for range 1000 {
		page, next, err := s.List(context.Background(), f, cursor, 50)
		if err != nil {
			t.Fatalf("List: %v", err)
		}
		out = append(out, page...)
		if next == "" {
			return out
		}
		cursor = next
	}
	t.Fatal("List does not terminate")
	return nil
}

func idsOf(ms []memory.Memory) []string {
	ids := make([]string, len(ms))
	for i, m := range ms {
		ids[i] = m.ID
	}
	slices.Sort(ids)
	return ids
}

func hitIDs(hs []store.Hit) []string {
	ids := make([]string, len(hs))
	for i, h := range hs {
		ids[i] = h.Memory.ID
	}
	return ids
}

func scores(hs []store.Hit) []float64 {
	out := make([]float64, len(hs))
	for i, h := range hs {
		out[i] = h.Score
	}
	return out
}

func sorted(ids ...string) []string {
	out := slices.Clone(ids)
	sort.Strings(out)
	return out
}

// sameMemory compares every field; times by instant, the vector by
// direction (a cosine store may return it normalised), and requires the
// vector back so that Get, modify, Upsert never loses it.
// assertionsString prints as for comparison, times in UTC.
func assertionsString(as []memory.Assertion) string {
	var b strings.Builder
	for _, a := range as {
		et := "-"
		if a.EventTime != nil {
			et = a.EventTime.UTC().String()
		}
		fmt.Fprintf(&b, "{%s %s %v %v %q %s %s}", a.Turn, a.At.UTC(), a.Confidence, a.Importance, a.Sensitivity,
			a.ExpiresAt.UTC(), et)
	}
	return b.String()
}

func sameMemory(t *testing.T, got, want memory.Memory) {
	t.Helper()
	eqTime := func(name string, a, b time.Time) {
		if !a.Equal(b) {
			t.Errorf("%s = %v, want %v", name, a, b)
		}
	}
	gv, wv := got.Vector, want.Vector
	g, w := got, want
	g.Vector, w.Vector = nil, nil
	eqTime("CreatedAt", g.CreatedAt, w.CreatedAt)
	eqTime("UpdatedAt", g.UpdatedAt, w.UpdatedAt)
	eqTime("LastAccessedAt", g.LastAccessedAt, w.LastAccessedAt)
	eqTime("ExpiresAt", g.ExpiresAt, w.ExpiresAt)
	switch {
	case (g.EventTime == nil) != (w.EventTime == nil):
		t.Errorf("EventTime = %v, want %v", g.EventTime, w.EventTime)
	case g.EventTime != nil:
		eqTime("EventTime", *g.EventTime, *w.EventTime)
	}
	g.CreatedAt, g.UpdatedAt, g.LastAccessedAt, g.ExpiresAt, g.EventTime = w.CreatedAt, w.UpdatedAt, w.LastAccessedAt, w.ExpiresAt, w.EventTime
	if ga, wa := assertionsString(g.Assertions), assertionsString(w.Assertions); ga != wa {
		t.Errorf("Assertions = %s, want %s", ga, wa)
	}
	g.Assertions, w.Assertions = nil, nil
	if fmt.Sprintf("%+v", g) != fmt.Sprintf("%+v", w) {
		t.Errorf("memory round trip:\n got %+v\nwant %+v", g, w)
	}
	if len(gv) != len(wv) {
		t.Fatalf("Vector has %d dims, want %d (Get must return the vector)", len(gv), len(wv))
	}
	if c := cosine(gv, wv); c < 0.9999 {
		t.Errorf("Vector direction changed: cosine %v", c)
	}
}

func cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}
