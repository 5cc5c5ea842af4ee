package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"

	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// procLLMReply scripts the model: for a turn whose user says "I love X" it
// returns a fact kept by the thresholds, one dropped by them (confidence
// 0.3) and, for turns saying "briefly", a fact with a one-second TTL (so
// the forgetter has something to expire).
func procLLMReply(req llmtest.Request) llmtest.Reply {
	var user string
	for _, m := range req.Chat().Messages {
		if m.Role == "user" {
			user = m.Content
		}
	}
	love := ""
	if i := strings.Index(user, "I love "); i >= 0 {
		love = strings.TrimSpace(strings.TrimSuffix(strings.SplitN(user[i+len("I love "):], "\n", 2)[0], "."))
	}
	type fact struct {
		Type       string  `json:"type"`
		Content    string  `json:"content"`
		Confidence float64 `json:"confidence"`
		Importance float64 `json:"importance"`
		TTLSeconds int     `json:"ttl_seconds,omitempty"`
	}
	facts := []fact{{Type: "preference", Content: "The user loves " + love + ".", Confidence: 0.9, Importance: 0.6},
		{Type: "fact", Content: "The user may own a " + love + ".", Confidence: 0.3, Importance: 0.5}}
	if strings.Contains(user, "briefly") {
		facts = append(facts, fact{Type: "event", Content: "The user is busy with " + love + " tonight.", Confidence: 0.9, Importance: 0.5, TTLSeconds: 1})
	}
	b, _ := json.Marshal(map[string]any{"facts": facts, "forget": []any{}})
	return llmtest.Chat(string(b), 100+len(user)/4, 20*len(facts))
}

// procWant is one expectation on a scraped metric family: the sum of the
// series whose labels include Labels must be positive (or, with Present,
// the family must only exist).
type procWant struct {
	Family  string
	Labels  map[string]string
	Present bool
	// Hint is added to the failure message.
	Hint string
}

// TestMetricsOfEveryBinary is acceptance 2 of the operate issue: after an
// end-to-end run (LLM extractor against the scripted model endpoint,
// ingester, recaller, forgetter loop, each a separate process), the
// /metrics of each binary exposes the metrics the issue lists, with
// samples where the run must have produced them; /healthz and /readyz
// answer on every binary; no label carries a user id, user key or turn id.
func TestMetricsOfEveryBinary(t *testing.T) {
	llm := llmtest.NewServer(t)
	llm.HandleChat(procLLMReply)
	c := procNewCluster(t, 8*time.Second)

	ext := c.Start("extractor", "--extractor", "llm", "--openai-base-url", llm.BaseURL(), "--openai-api-key", "test", "--llm-model", "test-model")
	ing := c.Start("ingester")
	rec := c.Start("recaller")
	fg := c.Start("forgetter", "--interval", "1s")

	const users, perUser = 6, 10
	var turns []*events.Turn
	base := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
	for u := range users {
		for i := range perUser {
			text := fmt.Sprintf("I love %s %s.", procWord(100*u+i), procWord(100*u+i+50))
			if i%3 == 0 {
				text += " I will be briefly away."
			}
			turns = append(turns, &events.Turn{TenantID: fmt.Sprintf("tenant%d", u%3), UserID: fmt.Sprintf("metrics-user-%d@example.com", u),
				TurnID: fmt.Sprintf("m-%d-%d", u, i), TS: base.Add(time.Duration(i) * time.Second),
				Messages: []events.Message{{Role: events.RoleUser, Content: text}}})
		}
	}
	procPublishTurns(t, c.JS, c.Keyer, turns)
	// One poison message, to be dead-lettered by the extractor.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := c.JS.Publish(ctx, c.Keyer.Subject(events.KindTurns, "tenant0", "metrics-user-0@example.com"), []byte("not json")); err != nil {
		t.Fatal(err)
	}
	c.WaitDrained(2 * time.Minute)

	for _, tr := range turns[:10] {
		code, body := procPost("http://"+rec.Addr+"/v1/recall", map[string]any{"tenant_id": tr.TenantID, "user_id": tr.UserID, "query": "what do I love"})
		if code != 200 {
			t.Fatalf("recall: %d %s", code, body)
		}
	}
	// The forgetter expires the one-second facts on one of its runs.
	c.WaitFor("forgetter expired the TTL facts", time.Minute, func() bool {
		return strings.Contains(fg.Out.String(), `"expired":`)
	})
	// The recaller serves its own /metrics (internal/httpapi), where the
	// memories gauge is refreshed every app.PollInterval: wait for one
	// refresh after the pipeline drained.
	c.WaitFor("recaller counted the memories", 30*time.Second, func() bool {
		v, _ := procSampleSum(procScrape(t, rec.Addr), "engram_memories", map[string]string{"status": "active"})
		return v > 0
	})

	common := []procWant{
		{Family: "engram_build_info"},
		{Family: "go_goroutines"},
		{Family: "process_cpu_seconds_total", Present: true},
	}
	withStores := []procWant{
		{Family: "engram_store_operation_duration_seconds", Labels: map[string]string{"backend": "sqlite"}},
		{Family: "engram_memories", Labels: map[string]string{"status": "active"}},
	}
	checks := map[*procProc][]procWant{
		ext: {
			{Family: "engram_build_info", Labels: map[string]string{"binary": "extractor"}},
			{Family: "engram_consumer_lag_messages", Labels: map[string]string{"stream": "ENGRAM_TURNS", "consumer": "extractor"}, Present: true},
			{Family: "engram_consumer_ack_pending_messages", Labels: map[string]string{"stream": "ENGRAM_TURNS", "consumer": "extractor"}, Present: true},
			{Family: "engram_messages_processed_total", Labels: map[string]string{"stage": "extract"}},
			{Family: "engram_messages_failed_total", Present: true},
			{Family: "engram_messages_dead_lettered_total", Labels: map[string]string{"stage": "extract", "reason": "invalid"}},
			{Family: "engram_extraction_facts_kept_total", Labels: map[string]string{"extractor": "llm", "type": "preference"}},
			{Family: "engram_extraction_facts_dropped_total", Labels: map[string]string{"extractor": "llm", "reason": "threshold"}},
			{Family: "engram_llm_request_duration_seconds", Labels: map[string]string{"operation": "chat", "outcome": "ok"}},
			{Family: "engram_llm_tokens_total", Labels: map[string]string{"operation": "chat", "kind": "prompt"}},
			{Family: "engram_llm_tokens_total", Labels: map[string]string{"operation": "chat", "kind": "completion"}},
		},
		ing: append([]procWant{
			{Family: "engram_build_info", Labels: map[string]string{"binary": "ingester"}},
			{Family: "engram_consumer_lag_messages", Labels: map[string]string{"stream": "ENGRAM_FACTS", "consumer": "ingester"}, Present: true},
			{Family: "engram_messages_processed_total", Labels: map[string]string{"stage": "ingest"}},
			{Family: "engram_ingest_decisions_total", Labels: map[string]string{"decision": "add"}},
			{Family: "engram_freshness_lag_seconds"},
			{Family: "engram_store_operation_duration_seconds", Labels: map[string]string{"backend": "sqlite", "op": "put", "outcome": "ok"}},
		}, withStores...),
		rec: append([]procWant{
			{Family: "engram_build_info", Labels: map[string]string{"binary": "recaller"}},
			{Family: "engram_recall_duration_seconds", Labels: map[string]string{"transport": "http"}},
			{Family: "engram_http_requests_total", Labels: map[string]string{"route": "POST /v1/recall", "code": "200"}},
			{Family: "engram_store_operation_duration_seconds", Labels: map[string]string{"backend": "sqlite", "op": "search"}},
		}, withStores...),
		fg: append([]procWant{
			{Family: "engram_build_info", Labels: map[string]string{"binary": "forgetter"}},
			{Family: "engram_forgetter_actions_total", Labels: map[string]string{"action": "expired"},
				Hint: "its stdout reports expired memories: cmd/forgetter must pass each report to app.ObserveForget"},
			{Family: "engram_forgetter_last_run_timestamp_seconds", Hint: "cmd/forgetter must pass each report to app.ObserveForget"},
			{Family: "engram_store_operation_duration_seconds", Labels: map[string]string{"backend": "sqlite", "op": "scan"}},
		}, withStores...),
	}
	// What may never be a label value: user ids, user keys, turn ids.
	var forbidden []string
	for u := range users {
		uid := fmt.Sprintf("metrics-user-%d@example.com", u)
		forbidden = append(forbidden, uid)
		for tn := range 3 {
			forbidden = append(forbidden, c.Keyer.UserKey(fmt.Sprintf("tenant%d", tn), uid))
		}
	}
	turnID := regexp.MustCompile(`^m-\d+-\d+$`)

	for _, p := range []*procProc{ext, ing, rec, fg} {
		t.Run(p.Name, func(t *testing.T) {
			for _, path := range []string{"/healthz", "/readyz"} {
				if code, body := procGet("http://" + p.Addr + path); code != 200 {
					t.Errorf("%s %s: %d %s", p.Name, path, code, body)
				}
			}
			mfs := procScrape(t, p.Addr)
			for _, w := range append(append([]procWant(nil), common...), checks[p]...) {
				sum, ok := procSampleSum(mfs, w.Family, w.Labels)
				switch {
				case !ok:
					t.Errorf("%s: family %s absent", p.Name, w.Family)
				case !w.Present && sum <= 0:
					t.Errorf("%s: %s%v has no samples (sum %v) %s", p.Name, w.Family, w.Labels, sum, w.Hint)
				}
			}
			procCheckLabels(t, p.Name, mfs, forbidden, turnID)
		})
	}
	if t.Failed() {
		t.Logf("forgetter reports:\n%s", fg.Out.String())
	}
}

// procCheckLabels fails if a label value of an engram metric is one of
// forbidden or looks like a turn id, and reports each family's series
// count so that an explosion shows.
func procCheckLabels(t *testing.T, name string, mfs map[string]*dto.MetricFamily, forbidden []string, turnID *regexp.Regexp) {
	t.Helper()
	bad := map[string]bool{}
	for _, f := range forbidden {
		bad[f] = true
	}
	for fam, mf := range mfs {
		if !strings.HasPrefix(fam, "engram_") {
			continue
		}
		if n := len(mf.GetMetric()); n > 500 {
			t.Errorf("%s: %s has %d series", name, fam, n)
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				v := l.GetValue()
				if bad[v] || turnID.MatchString(v) || strings.Contains(v, "@") {
					t.Errorf("%s: %s label %s=%q carries an identifier", name, fam, l.GetName(), v)
				}
			}
		}
	}
}
