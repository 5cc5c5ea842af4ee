package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"

	"github.com/engram-memory/engram/internal/dlq"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/httpapi/apitest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// TestDeadLetters: a turn the extractor refuses lands in the tenant's dead
// letters, listed and shown only to that tenant; a replay of a dead letter
// whose payload is good publishes it again and it is recalled; a replay of
// an erased user's dead letter is refused.
func TestDeadLetters(t *testing.T) {
	env := startKeyed(t, apitest.Options{Workers: true})
	ctx := context.Background()
	// A turn without ts, published straight to NATS: acknowledged by
	// JetStream, then dead-lettered by the extractor.
	bad := nats.NewMsg(env.Keyer.Subject(events.KindTurns, "acme", "d1"))
	bad.Data = []byte(`{"tenant_id":"acme","user_id":"d1","turn_id":"no-ts","messages":[{"role":"user","content":"My name is Dora"}]}`)
	if _, err := env.JS.PublishMsg(ctx, bad); err != nil {
		t.Fatal(err)
	}
	var page httpapi.DeadLetterPage
	deadline := time.Now().Add(10 * time.Second)
	for len(page.DeadLetters) == 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
		call(t, env, "GET", "/v1/dlq", "", http.StatusOK, &page)
	}
	if len(page.DeadLetters) != 1 {
		t.Fatalf("dead letters: %+v", page)
	}
	l := page.DeadLetters[0]
	if l.Stage != "extract" || l.TurnID != "no-ts" || l.Kind != "turns" || !strings.Contains(l.Reason, "ts") || l.Payload != "" ||
		l.UserKey != env.Keyer.UserKey("acme", "d1") || l.PublishedAt == nil {
		t.Errorf("dead letter: %+v", l)
	}
	code, b := probe{method: "GET", path: "/v1/dlq", key: keyB}.do(env.Handler)
	if code != http.StatusOK || strings.Contains(string(b), "no-ts") {
		t.Errorf("another tenant lists acme's dead letters: %d %s", code, b)
	}
	seq := itoa(l.Seq)
	if code, _ := (probe{method: "GET", path: "/v1/dlq/" + seq, key: keyB}).do(env.Handler); code != http.StatusNotFound {
		t.Errorf("another tenant shows acme's dead letter: %d, want 404", code)
	}
	if code, _ := (probe{method: "POST", path: "/v1/dlq/" + seq + "/replay", key: keyB}).do(env.Handler); code != http.StatusNotFound {
		t.Errorf("another tenant replays acme's dead letter: %d, want 404", code)
	}
	var shown dlq.Letter
	call(t, env, "GET", "/v1/dlq/"+seq, "", http.StatusOK, &shown)
	if !strings.Contains(shown.Payload, "My name is Dora") {
		t.Errorf("shown dead letter has no payload: %+v", shown)
	}

	// A dead letter whose payload is good (it exhausted its deliveries on a
	// backend outage, say): the replay extracts and ingests it.
	good := events.Turn{TenantID: "acme", UserID: "d2", TurnID: "outage-1", TS: time.Now().UTC(),
		Messages: []events.Message{{Role: events.RoleUser, Content: "My name is Zelda Quartermaine"}}}
	data, _ := json.Marshal(good)
	dl := nats.NewMsg(events.DLQSubject("extract", env.Keyer.Subject(events.KindTurns, "acme", "d2")))
	dl.Data = data
	dl.Header.Set(events.HeaderStage, "extract")
	dl.Header.Set(events.HeaderReason, "store unavailable")
	dl.Header.Set(events.HeaderDeliveries, "5")
	dl.Header.Set(events.HeaderSubject, env.Keyer.Subject(events.KindTurns, "acme", "d2"))
	dl.Header.Set(events.HeaderPublished, time.Now().UTC().Format(time.RFC3339Nano))
	ack, err := env.JS.PublishMsg(ctx, dl)
	if err != nil {
		t.Fatal(err)
	}
	var rep dlq.Replayed
	call(t, env, "POST", "/v1/dlq/"+itoa(ack.Sequence)+"/replay", "", http.StatusOK, &rep)
	if rep.Stream != events.StreamTurns || rep.Subject != env.Keyer.Subject(events.KindTurns, "acme", "d2") {
		t.Errorf("replay: %+v", rep)
	}
	if code, _ := (probe{method: "GET", path: "/v1/dlq/" + itoa(ack.Sequence), key: keyA}).do(env.Handler); code != http.StatusNotFound {
		t.Errorf("a replayed dead letter is still listed: %d", code)
	}
	deadline = time.Now().Add(10 * time.Second)
	for {
		_, b := probe{method: "POST", path: "/v1/recall", key: keyA, body: `{"user_id":"d2","query":"what is my name"}`}.do(env.Handler)
		if strings.Contains(string(b), "Zelda") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the replayed turn was never recalled: %s", b)
		}
		time.Sleep(50 * time.Millisecond)
	}

	// A user erased after the event: the replay is refused.
	dl.Header.Set(events.HeaderSubject, env.Keyer.Subject(events.KindTurns, "acme", "d3"))
	dl.Subject = events.DLQSubject("extract", env.Keyer.Subject(events.KindTurns, "acme", "d3"))
	ack, err = env.JS.PublishMsg(ctx, dl)
	if err != nil {
		t.Fatal(err)
	}
	if err := env.State.AddTombstones(ctx, []store.Tombstone{{TenantID: "acme", UserKey: env.Keyer.UserKey("acme", "d3"), At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	if code, b := (probe{method: "POST", path: "/v1/dlq/" + itoa(ack.Sequence) + "/replay", key: keyA}).do(env.Handler); code != http.StatusConflict ||
		!strings.Contains(string(b), "erased") {
		t.Errorf("replay of an erased user's dead letter: %d %s, want 409", code, b)
	}
	if code, _ := (probe{method: "GET", path: "/v1/dlq/abc", key: keyA}).do(env.Handler); code != http.StatusBadRequest {
		t.Errorf("GET /v1/dlq/abc: %d, want 400", code)
	}
}

func itoa(n uint64) string { b, _ := json.Marshal(n); return string(b) }
