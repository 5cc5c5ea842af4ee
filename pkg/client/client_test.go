package client_test

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/httpapi/apitest"
	"github.com/engram-memory/engram/pkg/client"
	"github.com/engram-memory/engram/pkg/events"
)

const key = "client-test-key-acme-0000"

func startServer(t *testing.T, o apitest.Options, wrap func(http.Handler) http.Handler) (*apitest.Env, string) {
	t.Helper()
	if o.Keys == nil {
		o.Keys = map[string]string{key: "acme"}
	}
	env := apitest.Start(t, o)
	h := env.Handler
	if wrap != nil {
		h = wrap(h)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return env, srv.URL
}

func turn(user, text string) *events.Turn {
	return &events.Turn{UserID: user, Messages: []events.Message{{Role: events.RoleUser, Content: text}}}
}

// waitRecall polls Recall until ok accepts the answer or ctx ends.
func waitRecall(t *testing.T, ctx context.Context, c *client.Client, r client.RecallRequest, ok func(*client.RecallResponse) bool) *client.RecallResponse {
	t.Helper()
	for {
		resp, err := c.Recall(ctx, r)
		if err != nil {
			t.Fatal(err)
		}
		if ok(resp) {
			return resp
		}
		select {
		case <-ctx.Done():
			t.Fatalf("recall never returned what was expected; last answer %+v", resp)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestClientEndToEnd: publish a turn over HTTP and another straight to
// JetStream, recall both through the real pipeline (extractor, ingester),
// then list, get, pin, delete, forget and erase.
func TestClientEndToEnd(t *testing.T) {
	env, url := startServer(t, apitest.Options{Workers: true}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := client.New(url, key)
	if err != nil {
		t.Fatal(err)
	}
	tr := turn("u1", "My name is Zhang San and I prefer short answers")
	res, err := c.PublishTurn(ctx, tr)
	if err != nil {
		t.Fatal(err)
	}
	if res.TurnID == "" || res.TurnID != tr.TurnID || res.Duplicate {
		t.Fatalf("publish: %+v (turn id %q)", res, tr.TurnID)
	}
	// Publishing the same turn again is deduplicated.
	if res, err = c.PublishTurn(ctx, tr); err != nil || !res.Duplicate {
		t.Fatalf("republish: %+v %v", res, err)
	}
	resp := waitRecall(t, ctx, c, client.RecallRequest{UserID: "u1", Query: "what is my name"}, func(r *client.RecallResponse) bool {
		return r.Profile["name"].Value != ""
	})
	if !strings.Contains(resp.Profile["name"].Value, "Zhang San") || !strings.Contains(resp.Context, "Zhang San") {
		t.Fatalf("recall: %+v", resp)
	}

	np, err := client.NewNATSPublisher(env.NC, apitest.Secret)
	if err != nil {
		t.Fatal(err)
	}
	nt := turn("u1", "I live in Hangzhou")
	nt.TenantID = "acme"
	if dup, err := np.PublishTurn(ctx, nt); err != nil || dup {
		t.Fatalf("nats publish: dup=%v %v", dup, err)
	}
	if _, err := np.PublishTurn(ctx, &events.Turn{TenantID: "acme", UserID: "u1"}); !errors.Is(err, events.ErrInvalid) {
		t.Fatalf("invalid turn over NATS: %v", err)
	}
	waitRecall(t, ctx, c, client.RecallRequest{UserID: "u1", Query: "where do I live Hangzhou"}, func(r *client.RecallResponse) bool {
		return strings.Contains(r.Context, "Hangzhou")
	})

	page, err := c.ListMemories(ctx, client.ListOptions{UserID: "u1", AllStatuses: true})
	if err != nil || len(page.Memories) < 2 {
		t.Fatalf("list: %+v %v", page, err)
	}
	var nameID string
	for _, m := range page.Memories {
		if m.Key == "name" {
			nameID = m.ID
		}
	}
	d, err := c.GetMemory(ctx, client.MemoryRef{UserID: "u1", ID: nameID})
	if err != nil || d.Memory.ID != nameID || len(d.Provenance.SourceTurnIDs) == 0 || d.Provenance.SourceTurnIDs[0] != tr.TurnID {
		t.Fatalf("get: %+v %v", d, err)
	}
	if m, err := c.Pin(ctx, client.MemoryRef{UserID: "u1", ID: nameID}); err != nil || !m.Pinned {
		t.Fatalf("pin: %+v %v", m, err)
	}
	if _, err := c.GetMemory(ctx, client.MemoryRef{UserID: "u2", ID: nameID}); !errors.Is(err, client.ErrNotFound) || client.StatusOf(err) != http.StatusNotFound {
		t.Fatalf("other user's memory: %v", err)
	}
	rec, err := c.DeleteMemory(ctx, client.MemoryRef{UserID: "u1", ID: nameID})
	if err != nil || rec.Removed["vector_store"] != 1 {
		t.Fatalf("delete: %+v %v", rec, err)
	}
	rec, err = c.Forget(ctx, client.ForgetRequest{UserID: "u1", Query: "Hangzhou"})
	if err != nil || len(rec.MemoryIDs) == 0 {
		t.Fatalf("forget: %+v %v", rec, err)
	}
	rec, err = c.EraseUser(ctx, "u1")
	if err != nil || rec.Scope != "user" || rec.Removed["turns"] < 1 {
		t.Fatalf("erase: %+v %v", rec, err)
	}
	if page, err = c.ListMemories(ctx, client.ListOptions{UserID: "u1", AllStatuses: true}); err != nil || len(page.Memories) != 0 {
		t.Fatalf("after erasure: %+v %v", page, err)
	}
}

// flaky answers the first n requests with status (and Retry-After 0), then
// passes requests on; it counts every request.
func flaky(n int64, status int, calls *atomic.Int64) func(http.Handler) http.Handler {
	return func(h http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if calls.Add(1) <= n {
				w.Header().Set("Retry-After", "0")
				http.Error(w, `{"error":"try again"}`, status)
				return
			}
			h.ServeHTTP(w, r)
		})
	}
}

// TestClientRetries: 429 and 5xx are retried until success or the retry
// budget; other 4xx are returned at once.
func TestClientRetries(t *testing.T) {
	ctx := context.Background()
	fast := []client.Option{client.WithInitialBackoff(time.Millisecond), client.WithRetry(3, 0)}
	for _, tc := range []struct {
		name      string
		failFirst int64
		status    int
		wantCalls int64
		wantErr   int
	}{
		{"503 twice then ok", 2, 503, 3, 0},
		{"429 once then ok", 1, 429, 2, 0},
		{"502 forever", 100, 502, 4, 502},
		{"400 not retried", 100, 400, 1, 400},
		{"404 not retried", 100, 404, 1, 404},
		{"501 not retried", 100, 501, 1, 501},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var calls atomic.Int64
			_, url := startServer(t, apitest.Options{}, flaky(tc.failFirst, tc.status, &calls))
			c, err := client.New(url, key, fast...)
			if err != nil {
				t.Fatal(err)
			}
			_, err = c.Recall(ctx, client.RecallRequest{UserID: "u1", Query: "x"})
			if got := client.StatusOf(err); got != tc.wantErr {
				t.Fatalf("error %v (status %d), want status %d", err, got, tc.wantErr)
			}
			if calls.Load() != tc.wantCalls {
				t.Fatalf("%d calls, want %d", calls.Load(), tc.wantCalls)
			}
		})
	}
}

// TestClientTimeout: an attempt that takes longer than the per-call timeout
// is abandoned and retried; when every attempt hangs the call fails with a
// deadline error after 1+retries attempts.
func TestClientTimeout(t *testing.T) {
	var calls atomic.Int64
	hang := func(http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			calls.Add(1)
			// Reading the body lets the server notice the client hanging up.
			io.Copy(io.Discard, r.Body)
			select {
			case <-r.Context().Done():
			case <-time.After(10 * time.Second):
			}
		})
	}
	_, url := startServer(t, apitest.Options{}, hang)
	c, err := client.New(url, key, client.WithTimeout(50*time.Millisecond), client.WithRetry(2, 0), client.WithInitialBackoff(time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.Recall(context.Background(), client.RecallRequest{UserID: "u1", Query: "x"})
	if !errors.Is(err, context.DeadlineExceeded) || calls.Load() != 3 {
		t.Fatalf("err %v after %d calls, want a deadline error after 3", err, calls.Load())
	}
	// A cancelled caller context stops retrying at once.
	calls.Store(0)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := c.Recall(ctx, client.RecallRequest{UserID: "u1", Query: "x"}); !errors.Is(err, context.Canceled) || calls.Load() > 1 {
		t.Fatalf("cancelled: %v after %d calls", err, calls.Load())
	}
}

// TestClientAuth: a wrong key is 401, a body tenant of another tenant 403,
// and development mode takes the tenant from WithTenant.
func TestClientAuth(t *testing.T) {
	ctx := context.Background()
	_, url := startServer(t, apitest.Options{}, nil)
	bad, _ := client.New(url, "wrong-key-but-long-enough")
	if _, err := bad.Recall(ctx, client.RecallRequest{UserID: "u1", Query: "x"}); client.StatusOf(err) != 401 {
		t.Fatalf("wrong key: %v", err)
	}
	c, _ := client.New(url, key)
	if _, err := c.Recall(ctx, client.RecallRequest{TenantID: "bolt", UserID: "u1", Query: "x"}); client.StatusOf(err) != 403 {
		t.Fatalf("other tenant: %v", err)
	}
	env := apitest.Start(t, apitest.Options{Keys: map[string]string{}})
	env.Seed(t, &events.FactBatch{TenantID: "dev1", UserID: "u1", TurnID: "x", Facts: []events.Fact{{Type: events.TypeFact, Content: "I play the oboe", Confidence: 0.9, Importance: 0.5}}})
	srv := httptest.NewServer(env.Handler)
	t.Cleanup(srv.Close)
	dev, _ := client.New(srv.URL, "", client.WithTenant("dev1"))
	resp, err := dev.Recall(ctx, client.RecallRequest{UserID: "u1", Query: "oboe"})
	if err != nil || !strings.Contains(resp.Context, "oboe") {
		t.Fatalf("dev mode: %+v %v", resp, err)
	}
	if page, err := dev.ListMemories(ctx, client.ListOptions{UserID: "u1"}); err != nil || len(page.Memories) != 1 {
		t.Fatalf("dev list: %+v %v", page, err)
	}
	if _, err := client.New("ftp://x", ""); err == nil {
		t.Fatal("ftp base url accepted")
	}
}

// TestClientEpisodesAndStanding: the client asks for episodes by type, sees
// an episode folded into its turn's fact, and reads which standing
// instructions the context carries whatever the query.
func TestClientEpisodesAndStanding(t *testing.T) {
	ctx := context.Background()
	env := apitest.Start(t, apitest.Options{Keys: map[string]string{}})
	env.Seed(t, &events.FactBatch{TenantID: "dev1", UserID: "u1", TurnID: "t1", Facts: []events.Fact{
		{Type: events.TypeEvent, Content: "Flies to Lisbon for a conference", Confidence: 0.9, Importance: 0.5},
		{Type: events.TypeEpisode, Content: "said they are flying to Lisbon for the conference", Confidence: 0.9, Importance: 0.4},
	}}, &events.FactBatch{TenantID: "dev1", UserID: "u1", TurnID: "t2", Facts: []events.Fact{
		{Type: events.TypePreference, Content: "Keep every answer under five sentences", Confidence: 0.9, Importance: 0.6},
	}})
	srv := httptest.NewServer(env.Handler)
	t.Cleanup(srv.Close)
	c, _ := client.New(srv.URL, "", client.WithTenant("dev1"))
	resp, err := c.Recall(ctx, client.RecallRequest{UserID: "u1", Query: "when do I fly to Lisbon?"})
	if err != nil || len(resp.Memories) == 0 {
		t.Fatalf("recall: %+v %v", resp, err)
	}
	if m := resp.Memories[0]; m.Type != events.TypeEvent || len(m.EpisodeIDs) != 1 {
		t.Errorf("first memory %+v: want the event with its episode folded in", m)
	}
	if len(resp.Standing) != 1 || !strings.Contains(resp.Context, "five sentences") {
		t.Errorf("standing %v, context %q: want the length rule", resp.Standing, resp.Context)
	}
	eps, err := c.Recall(ctx, client.RecallRequest{UserID: "u1", Query: "Lisbon conference", Types: []events.FactType{events.TypeEpisode}})
	if err != nil || len(eps.Memories) != 1 || eps.Memories[0].Type != events.TypeEpisode {
		t.Fatalf("episodes only: %+v %v", eps, err)
	}
	page, err := c.ListMemories(ctx, client.ListOptions{UserID: "u1", Types: []events.FactType{events.TypeEpisode}})
	if err != nil || len(page.Memories) != 1 {
		t.Fatalf("list episodes: %+v %v", page, err)
	}
}
