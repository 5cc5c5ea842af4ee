package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// faultScanDir returns the files under dir that hold any of needles, with
// how many needles each holds.
func faultScanDir(t *testing.T, dir string, needles []string) map[string]int {
	t.Helper()
	hits := map[string]int{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, n := range needles {
			if c := bytes.Count(b, []byte(n)); c > 0 {
				rel, _ := filepath.Rel(dir, p)
				hits[rel] += c
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return hits
}

// faultDelete sends DELETE to u and returns the status and body.
func faultDelete(t *testing.T, u string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodDelete, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := (&http.Client{Timeout: 2 * time.Minute}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// faultLLMReply scripts the model (the one outside boundary, a test
// double): one fact that repeats what the user said, personal data
// included, so that the ingester has something to mask.
func faultLLMReply(req llmtest.Request) llmtest.Reply {
	var user string
	for _, m := range req.Chat().Messages {
		if m.Role == "user" {
			user = m.Content
		}
	}
	if ms := faultSaid.FindAllString(user, -1); len(ms) > 0 {
		user = ms[len(ms)-1]
	}
	fact := map[string]any{"type": "fact", "content": "The user said: " + strings.TrimSpace(user), "confidence": 0.9, "importance": 0.6}
	b, _ := json.Marshal(map[string]any{"facts": []any{fact}, "forget": []any{}})
	return llmtest.Chat(string(b), 100+len(user)/4, 20)
}

var faultSaid = regexp.MustCompile(`(My|I) [^\n<]*`)

var faultMetricRef = regexp.MustCompile(`\bengram_[a-zA-Z0-9_:]+`)

// faultDashboardMetrics returns the metric families the Grafana dashboard
// queries (histogram suffixes removed).
func faultDashboardMetrics(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../../deploy/grafana/engram-dashboard.json")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var out []string
	for _, n := range faultMetricRef.FindAllString(string(data), -1) {
		for _, suf := range []string{"_bucket", "_sum", "_count"} {
			n = strings.TrimSuffix(n, suf)
		}
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// TestSecureEraseAndDashboardOnRunningPipeline runs the four binaries with
// --erase-secure-delete, feeds them a user's turns carrying canary words
// and personal data, erases the user with DELETE /v1/users/{id} and checks:
// no canary byte is left in any file of the NATS store directory or of the
// SQLite data directory (the HTTP eraser applies the flag: before, all of
// them stayed in the block files), and every metric family the Grafana
// dashboard queries is exported by a running binary, with
// engram_erasure_duration_seconds and engram_pii_masked_total counting
// (before, nothing but a test helper filled them in).
func TestSecureEraseAndDashboardOnRunningPipeline(t *testing.T) {
	llm := llmtest.NewServer(t)
	llm.HandleChat(faultLLMReply)
	c := procNewCluster(t, 5*time.Second)
	ext := c.Start("extractor", "--erase-secure-delete", "--extractor", "llm", "--openai-base-url", llm.BaseURL(),
		"--openai-api-key", "test", "--llm-model", "test-model")
	ing := c.Start("ingester", "--erase-secure-delete")
	rec := c.Start("recaller", "--erase-secure-delete")
	fg := c.Start("forgetter", "--interval", "1s", "--erase-secure-delete")

	const tenant, victim, other = "faults", "victim.quorbel@example.org", "other.user@example.org"
	canaries := []string{"Quorbelton", "Snazzlefrump", "Vimbleshire", "quorbel.victim@example.org"}
	texts := []string{"I live in Quorbelton.", "I have a dog named Snazzlefrump.", "I work at Vimbleshire Labs.",
		"My email is quorbel.victim@example.org.", "My phone number is 13812345678."}
	var turns []*events.Turn
	t0 := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
	for i := range 40 {
		turns = append(turns, &events.Turn{TenantID: tenant, UserID: victim, TurnID: fmt.Sprintf("v-%03d", i),
			TS: t0.Add(time.Duration(i) * time.Second), Messages: []events.Message{{Role: events.RoleUser, Content: texts[i%len(texts)]}}})
	}
	for i := range 5 {
		turns = append(turns, &events.Turn{TenantID: tenant, UserID: other, TurnID: fmt.Sprintf("o-%03d", i),
			TS: t0.Add(time.Duration(i) * time.Second), Messages: []events.Message{{Role: events.RoleUser, Content: fmt.Sprintf("I live in Lisbon %d. My email is other%d@example.net.", i, i)}}})
	}
	procPublishTurns(t, c.JS, c.Keyer, turns)
	c.WaitDrained(2 * time.Minute)
	if hits := faultScanDir(t, c.NATSDir, canaries); len(hits) == 0 {
		t.Fatal("setup: no canary in the NATS store")
	}
	walSize := func() int64 {
		fi, err := os.Stat(filepath.Join(c.Dir, "engram.db-wal"))
		if err != nil {
			return -1
		}
		return fi.Size()
	}
	t.Logf("WAL before the erasure: %d bytes", walSize())
	for _, u := range []string{victim, other} {
		if code, body := procPost("http://"+rec.Addr+"/v1/recall", map[string]any{"tenant_id": tenant, "user_id": u, "query": "where do I live"}); code != 200 {
			t.Fatalf("recall: %d %s", code, body)
		}
	}
	code, body := faultDelete(t, "http://"+rec.Addr+"/v1/users/"+url.PathEscape(victim)+"?tenant_id="+tenant)
	if code != http.StatusOK {
		t.Fatalf("DELETE /v1/users: %d %s", code, body)
	}
	var receipt struct {
		Removed map[string]int `json:"removed"`
		Scrub   string         `json:"scrub"`
	}
	if err := json.Unmarshal(body, &receipt); err != nil {
		t.Fatal(err)
	}
	t.Logf("receipt: %s", body)
	t.Logf("WAL after the erasure: %d bytes", walSize())
	natsHits := faultScanDir(t, c.NATSDir, canaries)
	sqlHits := faultScanDir(t, c.Dir, canaries)
	t.Logf("canary residue after the HTTP erasure: NATS %v, SQLite %v", natsHits, sqlHits)
	if len(natsHits) != 0 {
		t.Errorf("--erase-secure-delete: canaries left in the NATS store after DELETE /v1/users: %v", natsHits)
	}
	if len(sqlHits) != 0 && os.Getenv("FAULT_DEBUG") != "" {
		b, _ := os.ReadFile(filepath.Join(c.Dir, "engram.db-wal"))
		for _, cn := range canaries {
			if i := bytes.Index(b, []byte(cn)); i >= 0 {
				t.Logf("WAL of %d bytes around %s at %d: %q", len(b), cn, i, b[max(0, i-300):min(len(b), i+100)])
			}
		}
	}
	if receipt.Scrub == "complete" && len(sqlHits) != 0 {
		t.Errorf("the receipt says the scrub is complete, but the SQLite files hold canaries: %v", sqlHits)
	}
	if receipt.Scrub != "complete" {
		c.WaitFor("background scrub", time.Minute, func() bool { return len(faultScanDir(t, c.Dir, canaries)) == 0 })
	}

	// The dashboard's metrics, scraped from the running binaries.
	scrapes := map[string]map[string]bool{}
	union := map[string]bool{}
	for _, p := range []*procProc{ext, ing, rec, fg} {
		scrapes[p.Name] = map[string]bool{}
		for name := range procScrape(t, p.Addr) {
			scrapes[p.Name][name] = true
			union[name] = true
		}
	}
	var missing []string
	for _, n := range faultDashboardMetrics(t) {
		if !union[n] {
			missing = append(missing, n)
		}
	}
	if len(missing) > 0 {
		t.Errorf("the dashboard queries metrics no running binary exports: %v", missing)
	}
	if v, _ := procSampleSum(procScrape(t, rec.Addr), "engram_erasure_duration_seconds", map[string]string{"scope": "user"}); v != 1 {
		t.Errorf("recaller: engram_erasure_duration_seconds{scope=user} counts %v erasures, want 1", v)
	}
	for _, kind := range []string{"email", "phone"} {
		if v, _ := procSampleSum(procScrape(t, ing.Addr), "engram_pii_masked_total", map[string]string{"kind": kind}); v <= 0 {
			t.Errorf("ingester: engram_pii_masked_total{kind=%s} is %v", kind, v)
		}
	}
}
