package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/engram-memory/engram/internal/httpapi/apitest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/pkg/events"
)

// TestOneValidationForEveryEntryPoint: a turn that breaks the contract is
// refused by POST /v1/turns with a message, and the same turn published
// straight to the stream (which JetStream acknowledges before engram sees
// it) is dead-lettered by the extractor with the same message and counted
// in engram_messages_dead_lettered_total{stage="extract",reason="invalid"}.
func TestOneValidationForEveryEntryPoint(t *testing.T) {
	env := startKeyed(t, apitest.Options{Workers: true})
	ts := time.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
	cases := []struct {
		name, turnID, body string
		http               bool   // POST /v1/turns refuses it too (it fills in a missing ts)
		subjectUser        string // the user whose subject it is published on
		want               string
	}{
		{"no content", "v-nocontent", `"ts":"` + ts + `","messages":[{"role":"user"}]`, true, "u1", "messages[0].content is required"},
		{"negative version", "v-negative", `"v":-1,"ts":"` + ts + `","messages":[{"role":"user","content":"I like tea"}]`, true, "u1", "v is -1; it must be 0 or more"},
		{"no ts", "v-nots", `"messages":[{"role":"user","content":"I like tea"}]`, false, "u1", "ts is required"},
		{"wrong user key", "v-wrongkey", `"ts":"` + ts + `","messages":[{"role":"user","content":"I like tea"}]`, false, "u2", "the subject does not match"},
	}
	body := func(turnID, rest string) string {
		return `{"tenant_id":"acme","user_id":"u1","turn_id":"` + turnID + `",` + rest + `}`
	}
	for _, c := range cases {
		if !c.http {
			continue
		}
		code, b := probe{method: "POST", path: "/v1/turns", key: keyA, body: body(c.turnID, c.body)}.do(env.Handler)
		if code != http.StatusBadRequest || !strings.Contains(string(b), c.want) {
			t.Errorf("%s: POST /v1/turns answered %d %s, want 400 mentioning %q", c.name, code, b, c.want)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for _, c := range cases {
		msg := nats.NewMsg(env.Keyer.Subject(events.KindTurns, "acme", c.subjectUser))
		msg.Data = []byte(body(c.turnID, c.body))
		if _, err := env.JS.PublishMsg(ctx, msg); err != nil {
			t.Fatalf("%s: publish: %v", c.name, err)
		}
	}
	cons, err := env.JS.OrderedConsumer(ctx, events.StreamDLQ, jetstream.OrderedConsumerConfig{FilterSubjects: []string{"engram.dlq.extract.>"}})
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]string{}
	for len(reasons) < len(cases) {
		m, err := cons.Next(jetstream.FetchMaxWait(20 * time.Second))
		if err != nil {
			t.Fatalf("dead letters after %d of %d: %v", len(reasons), len(cases), err)
		}
		var id struct {
			TurnID string `json:"turn_id"`
		}
		_ = json.Unmarshal(m.Data(), &id)
		reasons[id.TurnID] = m.Headers().Get(events.HeaderReason)
	}
	for _, c := range cases {
		if r := reasons[c.turnID]; !strings.Contains(r, c.want) {
			t.Errorf("%s: dead letter reason %q, want it to mention %q", c.name, r, c.want)
		}
	}
	counter := env.Metrics.MessagesDeadLettered.WithLabelValues(metrics.StageExtract, metrics.ReasonInvalid)
	for deadline := time.Now().Add(10 * time.Second); testutil.ToFloat64(counter) < float64(len(cases)) && time.Now().Before(deadline); {
		time.Sleep(20 * time.Millisecond)
	}
	if got := testutil.ToFloat64(counter); got != float64(len(cases)) {
		t.Errorf("engram_messages_dead_lettered_total{stage=extract,reason=invalid} = %v, want %d", got, len(cases))
	}
}
