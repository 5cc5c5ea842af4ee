package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/httpapi/apitest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Two tenants, each with a key; user ids repeat across tenants so that a
// request naming "u7" with the wrong key is the sharpest possible probe.
const (
	keyA = "key-tenant-acme-0123456789"
	keyB = "key-tenant-bolt-0123456789"
)

var tenants = []string{"acme", "bolt"}

func keyOf(tenant string) string {
	if tenant == "acme" {
		return keyA
	}
	return keyB
}

func other(tenant string) string {
	if tenant == "acme" {
		return "bolt"
	}
	return "acme"
}

// canary is the unique marker in the memories of (tenant, user); every
// canary matches canaryRe, so any canary in a response body is found.
func canary(tenant string, u int) string { return fmt.Sprintf("cnry%sx%03dz", tenant, u) }

var canaryRe = regexp.MustCompile(`cnry[a-z]+x[0-9]{3}z`)

func userID(u int) string { return fmt.Sprintf("u%03d", u) }

type seeded struct {
	env *apitest.Env
	// ids[tenant][user] are the memory ids of that user.
	ids map[string][][]string
	// before holds every seeded memory as it was before the attack.
	before map[string]memory.Memory
}

const seedUsers = 100

func seedCanaries(t *testing.T) *seeded {
	t.Helper()
	env := apitest.Start(t, apitest.Options{Keys: map[string]string{keyA: "acme", keyB: "bolt"}, Limit: auth.LimitConfig{Rate: -1}})
	s := &seeded{env: env, ids: map[string][][]string{}, before: map[string]memory.Memory{}}
	var batches []*events.FactBatch
	for _, tn := range tenants {
		s.ids[tn] = make([][]string, seedUsers)
		for u := range seedUsers {
			c := canary(tn, u)
			facts := []events.Fact{
				{Type: events.TypePreference, Content: "I like hiking in the mountains on weekends, token " + c, Confidence: 0.9, Importance: 0.6},
				{Type: events.TypeFact, Content: "My project codename is " + c + " and it ships in spring", Confidence: 0.9, Importance: 0.5},
				{Type: events.TypeProfile, Content: "My nickname is " + c, Key: "nickname", Value: c, Confidence: 0.9, Importance: 0.7},
			}
			batches = append(batches, &events.FactBatch{TenantID: tn, UserID: userID(u), TurnID: fmt.Sprintf("seed-%s-%d", tn, u), Facts: facts})
		}
	}
	st := env.Seed(t, batches...)
	if st.Added != len(tenants)*seedUsers*3 {
		t.Fatalf("seeded %+v, want %d added", st, len(tenants)*seedUsers*3)
	}
	ctx := context.Background()
	for _, tn := range tenants {
		for u := range seedUsers {
			ms, _, err := env.Vectors.List(ctx, store.Filter{TenantID: tn, UserID: userID(u), AnyScope: true}, "", 10)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				s.ids[tn][u] = append(s.ids[tn][u], m.ID)
				s.before[m.ID] = m
			}
			if len(ms) != 3 {
				t.Fatalf("%s/%s has %d memories, want 3", tn, userID(u), len(ms))
			}
		}
	}
	return s
}

type probe struct {
	method, path, key string
	header            http.Header
	body              string
	want              int
	kind              string
}

func (p probe) do(h http.Handler) (int, []byte) {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, p.request())
	return w.Code, w.Body.Bytes()
}

func newRecorder() *httptest.ResponseRecorder { return httptest.NewRecorder() }

func (p probe) request() *http.Request {
	var body io.Reader
	if p.body != "" {
		body = strings.NewReader(p.body)
	}
	r := httptest.NewRequest(p.method, p.path, body)
	if p.key != "" {
		r.Header.Set("Authorization", "Bearer "+p.key)
	}
	for k, v := range p.header {
		r.Header[k] = v
	}
	return r
}

func js(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// attack returns a random hostile request and the status it must get.
func (s *seeded) attack(rng *rand.Rand) probe {
	tn := tenants[rng.IntN(2)]
	ot := other(tn)
	u := rng.IntN(seedUsers)
	v := (u + 1 + rng.IntN(seedUsers-1)) % seedUsers // another user of the same tenant
	user := userID(u)
	foreignID := s.ids[ot][u][rng.IntN(3)] // same user id, other tenant
	siblingID := s.ids[tn][v][rng.IntN(3)] // same tenant, other user
	q := url.QueryEscape
	switch rng.IntN(24) {
	// No key, or an unknown one: 401 on every route.
	case 0:
		return probe{method: "POST", path: "/v1/recall", body: js(map[string]any{"tenant_id": ot, "user_id": user, "query": "hiking"}), want: 401, kind: "no key recall"}
	case 1:
		return probe{method: "GET", path: "/v1/memories?user_id=" + user, want: 401, kind: "no key list"}
	case 2:
		return probe{method: "GET", path: "/v1/memories/" + foreignID + "?user_id=" + user, key: "not-a-key-but-long-enough", want: 401, kind: "bad key get"}
	case 3:
		return probe{method: "DELETE", path: "/v1/users/" + user, header: http.Header{"X-Api-Key": {keyOf(tn) + "x"}}, want: 401, kind: "bad key erase"}
	case 4:
		return probe{method: "POST", path: "/mcp", body: `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, want: 401, kind: "no key mcp"}
	// A valid key naming the other tenant in the body or the query: 403.
	case 5:
		return probe{method: "POST", path: "/v1/recall", key: keyOf(tn), body: js(map[string]any{"tenant_id": ot, "user_id": user, "query": "hiking " + canary(ot, u)}), want: 403, kind: "wrong tenant recall"}
	case 6:
		return probe{method: "GET", path: "/v1/memories?tenant_id=" + ot + "&user_id=" + user, key: keyOf(tn), want: 403, kind: "wrong tenant list"}
	case 7:
		return probe{method: "GET", path: "/v1/memories/" + foreignID + "?tenant_id=" + ot + "&user_id=" + user, key: keyOf(tn), want: 403, kind: "wrong tenant get"}
	case 8:
		return probe{method: "DELETE", path: "/v1/users/" + user + "?tenant_id=" + ot, key: keyOf(tn), want: 403, kind: "wrong tenant erase"}
	case 9:
		return probe{method: "POST", path: "/v1/forget", key: keyOf(tn), body: js(map[string]any{"tenant_id": ot, "user_id": user, "query": "hiking"}), want: 403, kind: "wrong tenant forget"}
	case 10:
		return probe{method: "POST", path: "/v1/turns", key: keyOf(tn), body: js(map[string]any{"tenant_id": ot, "user_id": user, "turn_id": fmt.Sprintf("t%d", rng.Int()),
			"messages": []map[string]string{{"role": "user", "content": "my name is Mallory"}}}), want: 403, kind: "wrong tenant turn"}
	case 11:
		return probe{method: "POST", path: "/v1/recall", key: keyOf(tn), body: js(map[string]any{"tenant_id": strings.ToUpper(ot), "user_id": user, "query": "hiking"}), want: 403, kind: "case-folded tenant"}
	// A memory id of the other tenant or of another user: 404.
	case 12:
		return probe{method: "GET", path: "/v1/memories/" + foreignID + "?user_id=" + user, key: keyOf(tn), want: 404, kind: "foreign id get"}
	case 13:
		return probe{method: "DELETE", path: "/v1/memories/" + foreignID + "?user_id=" + user, key: keyOf(tn), want: 404, kind: "foreign id delete"}
	case 14:
		return probe{method: "POST", path: "/v1/memories/" + foreignID + "/pin?user_id=" + user, key: keyOf(tn), want: 404, kind: "foreign id pin"}
	case 15:
		return probe{method: "GET", path: "/v1/memories/" + siblingID + "?user_id=" + user, key: keyOf(tn), want: 404, kind: "sibling id get"}
	case 16:
		return probe{method: "DELETE", path: "/v1/memories/" + siblingID + "?user_id=" + user, key: keyOf(tn), want: 404, kind: "sibling id delete"}
	case 17:
		return probe{method: "POST", path: "/v1/memories/" + siblingID + "/unpin?user_id=" + user, key: keyOf(tn), want: 404, kind: "sibling id unpin"}
	// Injected or malformed fields: 400.
	case 18:
		inj := []string{"filter", "tenant", "user_key", "where", "any_scope", "TenantID"}[rng.IntN(6)]
		return probe{method: "POST", path: "/v1/recall", key: keyOf(tn), body: js(map[string]any{"user_id": user, "query": "hiking", inj: map[string]string{"tenant_id": ot, "user_id": userID(v)}}), want: 400, kind: "injected body field"}
	case 19:
		inj := []string{"tenant", "user", "filter", "any_scope", "user_key", "owner"}[rng.IntN(6)]
		return probe{method: "GET", path: "/v1/memories?user_id=" + user + "&" + inj + "=" + q(ot), key: keyOf(tn), want: 400, kind: "injected query param"}
	case 20:
		return probe{method: "GET", path: "/v1/memories?user_id=" + user + "&user_id=" + userID(v), key: keyOf(tn), want: 400, kind: "repeated user_id"}
	case 21:
		bad := []string{"..%2F..%2Fetc", strings.ToUpper(foreignID), "%27%20OR%201%3D1", foreignID + "x", "*"}[rng.IntN(5)]
		return probe{method: "GET", path: "/v1/memories/" + bad + "?user_id=" + user, key: keyOf(tn), want: 400, kind: "malformed id"}
	case 22:
		bad := []string{user + "%0A" + userID(v), "", strings.Repeat("u", 200), "%00"}[rng.IntN(4)]
		return probe{method: "GET", path: "/v1/memories?user_id=" + bad, key: keyOf(tn), want: 400, kind: "malformed user_id"}
	default:
		bad := []string{`{"user_id":"` + user + `","query":"hiking"}{"tenant_id":"` + ot + `"}`, `{"user_id":["` + user + `"],"query":"x"}`,
			`{"user_id":"` + user + `","query":"hiking","k":100000}`, `[]`, `{"user_id":"` + user + `","query":"` + strings.Repeat("q", 5000) + `"}`}[rng.IntN(5)]
		return probe{method: "POST", path: "/v1/recall", key: keyOf(tn), body: bad, want: 400, kind: "malformed body"}
	}
}

// TestIsolation sends 10,000 hostile requests (no key, another tenant's key
// or tenant, another tenant's or user's memory ids, injected and malformed
// fields) and checks that each gets the status it must and that no response
// carries any canary. Legitimate requests around it check that the same
// routes do return the caller's own canaries (so the probes are not vacuous)
// and never anyone else's, and that no hostile delete removed anything.
func TestIsolation(t *testing.T) {
	s := seedCanaries(t)
	h := s.env.Handler
	n := 10000
	if testing.Short() {
		n = 2000
	}
	rng := rand.New(rand.NewPCG(1, 2))
	byKind := map[string]int{}
	for i := range n {
		p := s.attack(rng)
		code, body := p.do(h)
		byKind[p.kind]++
		if code != p.want {
			t.Fatalf("request %d (%s) %s %s: status %d, want %d: %s", i, p.kind, p.method, p.path, code, p.want, truncate(body))
		}
		if c := canaryRe.Find(body); c != nil {
			t.Fatalf("request %d (%s) %s %s leaked canary %s", i, p.kind, p.method, p.path, c)
		}
	}
	t.Logf("%d hostile requests, by kind: %v", n, byKind)

	// Legitimate requests: each returns the caller's canary and only it.
	for i := range 200 {
		tn := tenants[i%2]
		u := rng.IntN(seedUsers)
		own := canary(tn, u)
		for _, p := range []probe{
			{method: "POST", path: "/v1/recall", key: keyOf(tn), body: js(map[string]any{"user_id": userID(u), "query": "hiking mountains codename", "k": 10})},
			{method: "POST", path: "/v1/recall", key: keyOf(tn), body: js(map[string]any{"tenant_id": tn, "user_id": userID(u), "query": canary(other(tn), u) + " " + canary(tn, (u+1)%seedUsers)})},
			{method: "GET", path: "/v1/memories?user_id=" + userID(u) + "&status=all", key: keyOf(tn)},
			{method: "GET", path: "/v1/memories/" + s.ids[tn][u][0] + "?user_id=" + userID(u), key: keyOf(tn)},
		} {
			code, body := p.do(h)
			if code != 200 {
				t.Fatalf("legit %s %s: %d %s", p.method, p.path, code, truncate(body))
			}
			found := canaryRe.FindAll(body, -1)
			for _, c := range found {
				if string(c) != own {
					t.Fatalf("legit %s %s for %s/%s returned foreign canary %s", p.method, p.path, tn, userID(u), c)
				}
			}
			// The cross-user query may legitimately find nothing; the others must find the caller's canary.
			if !strings.Contains(p.body, "cnry") && len(found) == 0 {
				t.Fatalf("legit %s %s for %s/%s returned no canary: %s", p.method, p.path, tn, userID(u), truncate(body))
			}
		}
	}

	// Hostile deletes, erasures, forgets and pins changed nothing.
	ctx := context.Background()
	for _, tn := range tenants {
		for u := range seedUsers {
			ms, err := s.env.Vectors.Get(ctx, tn, userID(u), s.ids[tn][u])
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != 3 {
				t.Fatalf("%s/%s has %d memories after the attack, want 3", tn, userID(u), len(ms))
			}
			for _, m := range ms {
				b := s.before[m.ID]
				if m.Pinned != b.Pinned || m.Version != b.Version || m.Status != b.Status || m.Content != b.Content {
					t.Fatalf("%s/%s memory %s changed: %+v, was %+v", tn, userID(u), m.ID, m, b)
				}
			}
		}
	}
}

func truncate(b []byte) string {
	if len(b) > 300 {
		return string(b[:300]) + "…"
	}
	return string(b)
}

// TestDevModeTenantFromBody checks development mode: the tenant comes from
// the request and is required, and tenants still do not see each other.
func TestDevModeTenantFromBody(t *testing.T) {
	env := apitest.Start(t, apitest.Options{})
	env.Seed(t,
		&events.FactBatch{TenantID: "t1", UserID: "u1", TurnID: "a", Facts: []events.Fact{{Type: events.TypeFact, Content: "I keep bees, " + canary("one", 1), Confidence: 0.9, Importance: 0.5}}},
		&events.FactBatch{TenantID: "t2", UserID: "u1", TurnID: "b", Facts: []events.Fact{{Type: events.TypeFact, Content: "I keep bees, " + canary("two", 1), Confidence: 0.9, Importance: 0.5}}},
	)
	for _, tc := range []struct {
		name string
		p    probe
		want string
	}{
		{"tenant required", probe{method: "POST", path: "/v1/recall", body: `{"user_id":"u1","query":"bees"}`, want: 400}, ""},
		{"bad tenant", probe{method: "POST", path: "/v1/recall", body: `{"tenant_id":"t1 OR 1","user_id":"u1","query":"bees"}`, want: 400}, ""},
		{"t1", probe{method: "POST", path: "/v1/recall", body: `{"tenant_id":"t1","user_id":"u1","query":"bees"}`, want: 200}, canary("one", 1)},
		{"t2", probe{method: "POST", path: "/v1/recall", body: `{"tenant_id":"t2","user_id":"u1","query":"bees"}`, want: 200}, canary("two", 1)},
		{"list t1", probe{method: "GET", path: "/v1/memories?tenant_id=t1&user_id=u1", want: 200}, canary("one", 1)},
		{"list needs tenant", probe{method: "GET", path: "/v1/memories?user_id=u1", want: 400}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, body := tc.p.do(env.Handler)
			if code != tc.p.want {
				t.Fatalf("status %d, want %d: %s", code, tc.p.want, body)
			}
			found := canaryRe.FindAll(body, -1)
			if tc.want == "" && len(found) > 0 || tc.want != "" && (len(found) == 0 || !bytes.Equal(bytes.Join(found, nil), bytes.Repeat([]byte(tc.want), len(found)))) {
				t.Fatalf("canaries %q, want only %q", found, tc.want)
			}
		})
	}
}
