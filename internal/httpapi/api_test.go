package httpapi_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/httpapi/apitest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

func startKeyed(t *testing.T, o apitest.Options) *apitest.Env {
	t.Helper()
	o.Keys = map[string]string{keyA: "acme", keyB: "bolt"}
	return apitest.Start(t, o)
}

// call sends a request with key A and decodes a 2xx JSON answer into out.
func call(t *testing.T, env *apitest.Env, method, path, body string, want int, out any) {
	t.Helper()
	code, b := probe{method: method, path: path, key: keyA, body: body}.do(env.Handler)
	if code != want {
		t.Fatalf("%s %s: status %d, want %d: %s", method, path, code, want, truncate(b))
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("%s %s: decode %s: %v", method, path, truncate(b), err)
		}
	}
}

func fact(typ events.FactType, content string) events.Fact {
	return events.Fact{Type: typ, Content: content, Confidence: 0.9, Importance: 0.5}
}

// TestScope: memories with scope A never come back for scope B queries;
// unscoped memories come back for both (and for unscoped queries, which see
// only them).
func TestScope(t *testing.T) {
	env := startKeyed(t, apitest.Options{})
	env.Seed(t,
		&events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "a", Scope: "projA", Facts: []events.Fact{
			fact(events.TypeFact, "The deploy target is scopeamarker cluster"),
			{Type: events.TypeProfile, Content: "deploy region scopeamarkerkey", Key: "deploy region", Value: "scopeamarkerkey", Confidence: 0.9, Importance: 0.5}}},
		&events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "b", Scope: "projB", Facts: []events.Fact{
			fact(events.TypeFact, "The deploy target is scopebmarker cluster"),
			{Type: events.TypeProfile, Content: "deploy region scopebmarkerkey", Key: "deploy region", Value: "scopebmarkerkey", Confidence: 0.9, Importance: 0.5}}},
		&events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "c", Facts: []events.Fact{
			fact(events.TypeFact, "I always deploy on Tuesdays, unscopedmarker")}},
	)
	for _, tc := range []struct {
		scope      string
		want, deny []string
	}{
		{"projA", []string{"scopeamarker", "unscopedmarker"}, []string{"scopebmarker"}},
		{"projB", []string{"scopebmarker", "unscopedmarker"}, []string{"scopeamarker"}},
		{"", []string{"unscopedmarker"}, []string{"scopeamarker", "scopebmarker"}},
		{"projC", []string{"unscopedmarker"}, []string{"scopeamarker", "scopebmarker"}},
	} {
		t.Run("scope="+tc.scope, func(t *testing.T) {
			for _, q := range []string{"deploy target cluster", "deploy region", "scopeamarker scopebmarker unscopedmarker"} {
				_, b := probe{method: "POST", path: "/v1/recall", key: keyA,
					body: js(map[string]any{"user_id": "u1", "query": q, "scope": tc.scope, "k": 20})}.do(env.Handler)
				body := string(b)
				for _, d := range tc.deny {
					if strings.Contains(body, d) {
						t.Fatalf("query %q in scope %q returned %s: %s", q, tc.scope, d, body)
					}
				}
				if q == "deploy target cluster" {
					for _, w := range tc.want {
						if !strings.Contains(body, w) {
							t.Fatalf("query %q in scope %q did not return %s: %s", q, tc.scope, w, body)
						}
					}
				}
			}
			if tc.scope == "" {
				return
			}
			var page httpapi.MemoryPage
			call(t, env, "GET", "/v1/memories?user_id=u1&scope="+tc.scope, "", 200, &page)
			b, _ := json.Marshal(page)
			for _, d := range tc.deny {
				if strings.Contains(string(b), d) {
					t.Fatalf("list in scope %q returned %s", tc.scope, d)
				}
			}
		})
	}
}

// TestBudget: the rendered context never exceeds the budget (memories part
// within token_budget, profile part within profile_budget) with long English
// and CJK memories, and the budget does cut memories out.
func TestBudget(t *testing.T) {
	env := startKeyed(t, apitest.Options{})
	// Distinct long memories (random words, so that none is a near
	// duplicate of another), each with the query words.
	rng := rand.New(rand.NewPCG(3, 4))
	words := strings.Fields("harbour trains ferries mountain passes lighthouse market bakery bridge river canyon desert island " +
		"glacier volcano forest meadow village castle cathedral museum tram bicycle sailboat canal lagoon vineyard orchard temple")
	english := func(n int) string {
		var b strings.Builder
		for range n {
			b.WriteString(words[rng.IntN(len(words))])
			b.WriteString(fmt.Sprintf("%d ", rng.IntN(1000)))
		}
		return b.String()
	}
	chinese := func(n int) string {
		r := make([]rune, n)
		for i := range r {
			r[i] = rune(0x4e00 + rng.IntN(0x9fa5-0x4e00))
		}
		return string(r)
	}
	var facts []events.Fact
	for i := range 30 {
		en := "Travel note: " + english(40+i*3)
		cjk := "旅行 港口 火车：" + chinese(120+i*5)
		facts = append(facts, fact(events.TypeEvent, en), fact(events.TypePreference, cjk), fact(events.TypeFact, en+" 旅行 "+cjk))
	}
	var profile []events.Fact
	for i := range 12 {
		v := fmt.Sprintf("值%d %s", i, strings.Repeat("长长的个人资料值 long profile value ", 3))
		profile = append(profile, events.Fact{Type: events.TypeProfile, Content: v, Key: fmt.Sprintf("attribute %d", i), Value: v, Confidence: 0.9, Importance: 0.5})
	}
	env.Seed(t, &events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "long", Facts: facts},
		&events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "prof", Facts: profile})
	for _, budget := range []int{1, 20, 64, 100, 250, 1000, 4000} {
		for _, pb := range []int{1, 40, 300} {
			for _, q := range []string{"travel harbour trains", "旅行 港口 火车", "travel 旅行 mountain 山口"} {
				var resp recall.Response
				call(t, env, "POST", "/v1/recall", js(map[string]any{"user_id": "u1", "query": q, "k": 50, "token_budget": budget, "profile_budget": pb}), 200, &resp)
				prof, mems := splitContext(resp.Context)
				if got := recall.EstimateTokens(mems); got > budget {
					t.Fatalf("budget %d, query %q: memories part is %d tokens:\n%s", budget, q, got, mems)
				}
				if got := recall.EstimateTokens(prof); got > pb {
					t.Fatalf("profile budget %d: profile part is %d tokens:\n%s", pb, got, prof)
				}
				if resp.ContextTokens > budget+pb || recall.EstimateTokens(resp.Context) > budget+pb {
					t.Fatalf("budget %d+%d: context_tokens %d, estimated %d", budget, pb, resp.ContextTokens, recall.EstimateTokens(resp.Context))
				}
				in := 0
				for _, m := range resp.Memories {
					if m.InContext {
						in++
					}
				}
				if len(resp.Memories) < 20 {
					t.Fatalf("query %q found only %d memories", q, len(resp.Memories))
				}
				if budget >= 250 && in == 0 {
					t.Fatalf("budget %d: no memory fit:\n%s", budget, resp.Context)
				}
				if budget <= 1000 && in == len(resp.Memories) {
					t.Fatalf("budget %d: all %d memories fit, the budget did not bite", budget, in)
				}
			}
		}
	}
}

// splitContext separates the "## Profile" section from the memory sections.
func splitContext(c string) (profile, mems string) {
	if !strings.HasPrefix(c, "## Profile\n") {
		return "", c
	}
	i := strings.Index(c, "\n## ")
	if i < 0 {
		return c, ""
	}
	return c[:i+1], c[i+1:]
}

// TestMemoryLifecycle walks the management routes: list with filters and
// pagination, get with history, versions and provenance, pin and unpin,
// delete, forget by query and erasure of a user, with receipts.
func TestMemoryLifecycle(t *testing.T) {
	env := startKeyed(t, apitest.Options{})
	t0 := time.Now().Add(-time.Hour).UTC()
	env.Seed(t,
		&events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "t1", TS: t0, Facts: []events.Fact{
			{Type: events.TypePreference, Content: "I prefer short answers", Key: "reply style", Value: "short", Confidence: 0.9, Importance: 0.6},
			fact(events.TypeFact, "I go hiking in the Alps every summer"),
			fact(events.TypeFact, "I have a cat named Miso")}},
		&events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "t2", TS: t0.Add(time.Minute), Facts: []events.Fact{
			{Type: events.TypePreference, Content: "I prefer detailed answers", Key: "reply style", Value: "detailed", Confidence: 0.9, Importance: 0.6}}},
		&events.FactBatch{TenantID: "acme", UserID: "u2", TurnID: "t3", TS: t0, Facts: []events.Fact{fact(events.TypeFact, "I go hiking in the Andes")}},
	)
	var page httpapi.MemoryPage
	call(t, env, "GET", "/v1/memories?user_id=u1", "", 200, &page)
	if len(page.Memories) != 3 {
		t.Fatalf("active memories: %d, want 3", len(page.Memories))
	}
	call(t, env, "GET", "/v1/memories?user_id=u1&status=all", "", 200, &page)
	if len(page.Memories) != 4 {
		t.Fatalf("all memories: %d, want 4", len(page.Memories))
	}
	call(t, env, "GET", "/v1/memories?user_id=u1&status=superseded&type=preference", "", 200, &page)
	if len(page.Memories) != 1 || page.Memories[0].Value != "short" {
		t.Fatalf("superseded preferences: %+v", page.Memories)
	}
	call(t, env, "GET", "/v1/memories?user_id=u1&key=Reply%20Style", "", 200, &page)
	if len(page.Memories) != 1 || page.Memories[0].Value != "detailed" {
		t.Fatalf("by key: %+v", page.Memories)
	}
	// Pagination visits each memory once.
	seen := map[string]bool{}
	cursor := ""
	for {
		page = httpapi.MemoryPage{}
		call(t, env, "GET", "/v1/memories?user_id=u1&status=all&limit=1&cursor="+url.QueryEscape(cursor), "", 200, &page)
		for _, m := range page.Memories {
			if seen[m.ID] {
				t.Fatalf("page repeats %s", m.ID)
			}
			seen[m.ID] = true
		}
		if page.NextCursor == "" {
			break
		}
		cursor = page.NextCursor
	}
	if len(seen) != 4 {
		t.Fatalf("pages visited %d memories, want 4", len(seen))
	}

	// Get: provenance, history, versions of the key.
	cur := memory.ID("acme", "u1", events.TypePreference, "", "reply style", "detailed", "")
	var d httpapi.MemoryDetail
	call(t, env, "GET", "/v1/memories/"+cur+"?user_id=u1", "", 200, &d)
	if d.Memory.Value != "detailed" || len(d.Provenance.SourceTurnIDs) != 1 || d.Provenance.SourceTurnIDs[0] != "t2" || d.Provenance.Supersedes == "" {
		t.Fatalf("detail: %+v", d)
	}
	if len(d.Versions) != 2 || d.Versions[0].Value != "short" || d.Versions[0].Status != memory.StatusSuperseded || d.Versions[1].ID != cur {
		t.Fatalf("versions: %+v", d.Versions)
	}
	if len(d.History) == 0 || d.History[0].Action != "add" {
		t.Fatalf("history: %+v", d.History)
	}

	// Pin and unpin.
	var m memory.Memory
	call(t, env, "POST", "/v1/memories/"+cur+"/pin?user_id=u1", "", 200, &m)
	if !m.Pinned || m.Version != d.Memory.Version+1 {
		t.Fatalf("pin: pinned=%v version=%d (was %d)", m.Pinned, m.Version, d.Memory.Version)
	}
	call(t, env, "POST", "/v1/memories/"+cur+"/pin?user_id=u1", "", 200, &m)
	if m.Version != d.Memory.Version+1 {
		t.Fatalf("pinning twice bumped the version to %d", m.Version)
	}
	call(t, env, "GET", "/v1/memories/"+cur+"?user_id=u1", "", 200, &d)
	last := d.History[len(d.History)-1]
	if !d.Memory.Pinned || last.Action != "pin" || !strings.HasPrefix(last.Actor, "api:") || last.Actor == "api:dev" {
		t.Fatalf("after pin: pinned=%v last audit %+v", d.Memory.Pinned, last)
	}
	call(t, env, "POST", "/v1/memories/"+cur+"/unpin?user_id=u1", "", 200, &m)
	if m.Pinned {
		t.Fatal("unpin left it pinned")
	}
	// u2 cannot see u1's memory.
	call(t, env, "GET", "/v1/memories/"+cur+"?user_id=u2", "", 404, nil)

	// Delete one memory.
	cat := memory.ID("acme", "u1", events.TypeFact, "", "", "", "I have a cat named Miso")
	var rec erase.Receipt
	call(t, env, "DELETE", "/v1/memories/"+cat+"?user_id=u1", "", 200, &rec)
	if rec.Scope != erase.ScopeMemory || rec.Removed[erase.PlaceVectorStore] != 1 {
		t.Fatalf("delete receipt: %+v", rec)
	}
	call(t, env, "GET", "/v1/memories/"+cat+"?user_id=u1", "", 404, nil)
	call(t, env, "DELETE", "/v1/memories/"+cat+"?user_id=u1", "", 404, nil)

	// Forget by query.
	rec = erase.Receipt{}
	call(t, env, "POST", "/v1/forget", `{"user_id":"u1","query":"hiking Alps"}`, 200, &rec)
	hike := memory.ID("acme", "u1", events.TypeFact, "", "", "", "I go hiking in the Alps every summer")
	if rec.Scope != erase.ScopeQuery || len(rec.MemoryIDs) != 1 || rec.MemoryIDs[0] != hike {
		t.Fatalf("forget receipt: %+v", rec)
	}
	call(t, env, "POST", "/v1/forget", `{"user_id":"u1","query":"  "}`, 400, nil)

	// User ids with slashes, '@' and spaces travel escaped in paths and queries.
	odd := "alice@example.com/team a"
	env.Seed(t, &events.FactBatch{TenantID: "acme", UserID: odd, TurnID: "t9", Facts: []events.Fact{fact(events.TypeFact, "I sing in a choir")}})
	call(t, env, "GET", "/v1/memories?user_id="+url.QueryEscape(odd), "", 200, &page)
	if len(page.Memories) != 1 || page.Memories[0].UserID != odd {
		t.Fatalf("odd user id: %+v", page.Memories)
	}
	rec = erase.Receipt{}
	call(t, env, "DELETE", "/v1/users/"+url.PathEscape(odd), "", 200, &rec)
	if rec.Removed[erase.PlaceVectorStore] != 1 || rec.UserKey != env.Keyer.UserKey("acme", odd) {
		t.Fatalf("erase odd user: %+v", rec)
	}

	// Erase u1: nothing of u1 left, u2 untouched.
	rec = erase.Receipt{}
	call(t, env, "DELETE", "/v1/users/u1", "", 200, &rec)
	if rec.Scope != erase.ScopeUser || rec.Removed[erase.PlaceVectorStore] != 2 || rec.UserKey != env.Keyer.UserKey("acme", "u1") {
		t.Fatalf("erase receipt: %+v", rec)
	}
	call(t, env, "GET", "/v1/memories?user_id=u1&status=all", "", 200, &page)
	if len(page.Memories) != 0 {
		t.Fatalf("after erasure u1 has %d memories", len(page.Memories))
	}
	call(t, env, "GET", "/v1/memories?user_id=u2", "", 200, &page)
	if len(page.Memories) != 1 {
		t.Fatalf("u2 has %d memories, want 1", len(page.Memories))
	}
}

// TestRateLimit: a tenant over its limit gets 429 with Retry-After; the
// other tenant is unaffected.
func TestRateLimit(t *testing.T) {
	env := startKeyed(t, apitest.Options{Limit: auth.LimitConfig{Rate: 0.001, Burst: 3}})
	body := `{"user_id":"u1","query":"x"}`
	for i := range 3 {
		if code, b := (probe{method: "POST", path: "/v1/recall", key: keyA, body: body}).do(env.Handler); code != 200 {
			t.Fatalf("request %d: %d %s", i, code, b)
		}
	}
	r := probe{method: "POST", path: "/v1/recall", key: keyA, body: body}
	req, w := r.request(), newRecorder()
	env.Handler.ServeHTTP(w, req)
	if w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") == "" {
		t.Fatalf("4th request: %d Retry-After=%q", w.Code, w.Header().Get("Retry-After"))
	}
	if code, b := (probe{method: "POST", path: "/v1/recall", key: keyB, body: body}).do(env.Handler); code != 200 {
		t.Fatalf("other tenant: %d %s", code, b)
	}
}

// TestLimits: body size, query length and k are bounded (400).
func TestLimits(t *testing.T) {
	env := startKeyed(t, apitest.Options{})
	for name, body := range map[string]string{
		"k too large":     `{"user_id":"u1","query":"x","k":51}`,
		"k negative":      `{"user_id":"u1","query":"x","k":-1}`,
		"query too long":  js(map[string]any{"user_id": "u1", "query": strings.Repeat("a", recall.MaxQueryBytes+1)}),
		"body too large":  js(map[string]any{"user_id": "u1", "query": "x", "scope": strings.Repeat("s", httpapi.MaxRecallBody)}),
		"budget too high": `{"user_id":"u1","query":"x","token_budget":1000000}`,
	} {
		t.Run(name, func(t *testing.T) {
			call(t, env, "POST", "/v1/recall", body, 400, nil)
		})
	}
	call(t, env, "GET", "/v1/memories?user_id=u1&limit=100000", "", 400, nil)
	call(t, env, "POST", "/v1/recall", "{\"user_id\":\"u1\",\"query\":\"\xff\xfe\"}", 400, nil)
	call(t, env, "POST", "/v1/turns", "{\"user_id\":\"u1\",\"turn_id\":\"x\",\"messages\":[{\"role\":\"user\",\"content\":\"\xff\"}]}", 400, nil)
	call(t, env, "POST", "/v1/turns", js(map[string]any{"user_id": "u1", "turn_id": "x",
		"messages": []map[string]string{{"role": "user", "content": strings.Repeat("x", events.MaxTurnBytes)}}}), 400, nil)
}

// TestDegraded: with the vector store closed, recall answers from the
// profile with "degraded": true; with both stores closed it answers 503
// with a reason.
func TestDegraded(t *testing.T) {
	dir := t.TempDir()
	vec, err := sqlite.Open(filepath.Join(dir, "vectors.db"), sqlite.Options{Keyer: events.NewKeyer(apitest.Secret)})
	if err != nil {
		t.Fatal(err)
	}
	state, err := sqlite.Open(filepath.Join(dir, "state.db"), sqlite.Options{Keyer: events.NewKeyer(apitest.Secret)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { vec.Close(); state.Close() })
	env := startKeyed(t, apitest.Options{Vectors: vec, State: state})
	env.Seed(t, &events.FactBatch{TenantID: "acme", UserID: "u1", TurnID: "t1", Facts: []events.Fact{
		{Type: events.TypeProfile, Content: "My name is Zhang San", Key: "name", Value: "Zhang San", Confidence: 0.9, Importance: 0.8},
		fact(events.TypeFact, "I keep bees on the roof")}})
	var resp recall.Response
	call(t, env, "POST", "/v1/recall", `{"user_id":"u1","query":"bees roof"}`, 200, &resp)
	if resp.Degraded || len(resp.Memories) == 0 {
		t.Fatalf("healthy recall: degraded=%v memories=%d", resp.Degraded, len(resp.Memories))
	}
	vec.Close()
	resp = recall.Response{}
	call(t, env, "POST", "/v1/recall", `{"user_id":"u1","query":"bees roof"}`, 200, &resp)
	if !resp.Degraded || len(resp.Reasons) == 0 || resp.Profile["name"].Value != "Zhang San" || len(resp.Memories) != 0 {
		t.Fatalf("vector store down: %+v", resp)
	}
	if httpapi.DegradedMode(&resp) != metrics.DegradedProfileOnly {
		t.Fatalf("mode %q", httpapi.DegradedMode(&resp))
	}
	call(t, env, "GET", "/v1/memories?user_id=u1", "", 503, nil)
	state.Close()
	code, b := probe{method: "POST", path: "/v1/recall", key: keyA, body: `{"user_id":"u1","query":"bees"}`}.do(env.Handler)
	if code != 503 || !strings.Contains(string(b), "no store reachable") {
		t.Fatalf("both down: %d %s", code, b)
	}
	call(t, env, "GET", "/readyz", "", 503, nil)
}
