package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// chromiumPath finds Debian's chromium, or skips (fails when services are
// required).
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("ENGRAM_REQUIRE_SERVICES") == "1" {
		t.Fatal("no chromium on the PATH (apt-get install chromium) and ENGRAM_REQUIRE_SERVICES=1")
	}
	t.Skip("no chromium on the PATH: apt-get install chromium to run the browser tests")
	return ""
}

// profileDir is a fresh user data directory, removed at the end without
// failing the test on files chromium is still writing while it exits.
func profileDir(t *testing.T) string {
	d, err := os.MkdirTemp("", "engram-ui-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { time.Sleep(200 * time.Millisecond); _ = os.RemoveAll(d) })
	return d
}

// browser is a headless chromium tab that records every request it makes
// and every JavaScript dialog that opens.
type browser struct {
	ctx      context.Context
	mu       sync.Mutex
	requests []string
	dialogs  []string
}

func newBrowser(t *testing.T) *browser {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath(t)), chromedp.UserDataDir(profileDir(t)),
		chromedp.Flag("headless", true), chromedp.Flag("no-sandbox", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-quic", true),
		chromedp.WindowSize(1400, 1000),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	ctx, cancelT := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() { cancelT(); cancelC(); cancelA() })
	b := &browser{ctx: ctx}
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *network.EventRequestWillBeSent:
			b.mu.Lock()
			b.requests = append(b.requests, ev.Request.URL)
			b.mu.Unlock()
		case *page.EventJavascriptDialogOpening:
			b.mu.Lock()
			b.dialogs = append(b.dialogs, ev.Message)
			b.mu.Unlock()
			go func() { _ = chromedp.Run(ctx, page.HandleJavaScriptDialog(false)) }()
		}
	})
	if err := chromedp.Run(ctx, network.Enable()); err != nil {
		t.Fatalf("start chromium: %v", err)
	}
	return b
}

func (b *browser) run(t *testing.T, what string, actions ...chromedp.Action) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Run(ctx, actions...); err != nil {
		var html string
		_ = chromedp.Run(b.ctx, chromedp.OuterHTML("body", &html))
		t.Fatalf("%s: %v\npage:\n%.3000s", what, err, html)
	}
}

func (b *browser) text(t *testing.T, sel string) string {
	t.Helper()
	var s string
	b.run(t, "read "+sel, chromedp.Text(sel, &s, chromedp.ByQuery))
	return s
}

// screenshot saves the page as name.png (quality 100 makes a PNG) under ENGRAM_UI_SCREENSHOTS (or a
// directory of the test's temporary space).
func (b *browser) screenshot(t *testing.T, dir, name string) {
	t.Helper()
	var png []byte
	b.run(t, "screenshot "+name, chromedp.FullScreenshot(&png, 100))
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// apiCall makes one API request as the page would.
func apiCall(t *testing.T, method, u, key string, body any) (int, map[string]any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, u, rd)
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func publishAs(t *testing.T, s *server, key, tenant, user, id, text string) {
	t.Helper()
	body := map[string]any{"user_id": user, "agent_id": "ui-test", "session_id": "s-" + user,
		"turn_id": id, "ts": time.Now().UTC().Format(time.RFC3339Nano), "messages": []map[string]string{{"role": "user", "content": text}}}
	if tenant != "" {
		body["tenant_id"] = tenant
	}
	if code, out := apiCall(t, "POST", s.addr+"/v1/turns", key, body); code != http.StatusAccepted {
		t.Fatalf("publish %s: %d %v", id, code, out)
	}
}

// memoriesOf lists a user's memories through the API.
func memoriesOf(t *testing.T, s *server, key, tenant, user, status string) []map[string]any {
	t.Helper()
	q := url.Values{"user_id": {user}, "limit": {"200"}}
	if tenant != "" {
		q.Set("tenant_id", tenant)
	}
	if status != "" {
		q.Set("status", status)
	}
	code, out := apiCall(t, "GET", s.addr+"/v1/memories?"+q.Encode(), key, nil)
	if code != 200 {
		t.Fatalf("list memories: %d %v", code, out)
	}
	var ms []map[string]any
	for _, m := range out["memories"].([]any) {
		ms = append(ms, m.(map[string]any))
	}
	return ms
}

func findMemory(ms []map[string]any, substr string) map[string]any {
	for _, m := range ms {
		if strings.Contains(fmt.Sprint(m["content"]), substr) {
			return m
		}
	}
	return nil
}

// TestInspectorInBrowser drives the memory inspector in a real headless
// chromium against a live engram serve (development mode): the user view
// with profile history, a recall with score bars, the candidates below the
// cut and the context block, pin / correct / delete checked against the
// API, hostile content shown as text, the pipeline view, and no request to
// any other host.
func TestInspectorInBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test")
	}
	b := newBrowser(t)
	shots := os.Getenv("ENGRAM_UI_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	s := startServe(t, t.TempDir())
	for i, text := range []string{
		"My name is Alice Chen and I live in Berlin",
		"I prefer tea over coffee",
		"I am allergic to peanuts",
		"I moved to Munich last month",
		"I work as a nurse at Charité",
	} {
		publishAs(t, s, "", "acme", "alice", fmt.Sprintf("ui-%d", i), text)
		time.Sleep(50 * time.Millisecond) // keep the turns in order
	}
	publishAs(t, s, "", "other", "bob", "ui-bob", "My name is Bob Stone")
	const hostile = `<img src=x onerror=alert(1)>`
	if code, out := apiCall(t, "POST", s.addr+"/v1/memories", "", map[string]any{"tenant_id": "acme", "user_id": "alice",
		"type": "fact", "content": hostile, "client_key": "hostile-1"}); code/100 != 2 {
		t.Fatalf("write the hostile memory: %d %v", code, out)
	}
	waitFor(t, "alice's memories", 30*time.Second, func() bool {
		ms := memoriesOf(t, s, "", "acme", "alice", "")
		return findMemory(ms, "tea") != nil && findMemory(ms, "peanut") != nil && findMemory(ms, "<img") != nil
	})

	// Users and the user view.
	b.run(t, "load the page", chromedp.Navigate(s.addr+"/ui/"), chromedp.WaitVisible("#auth", chromedp.ByQuery),
		chromedp.SendKeys("#tenant", "acme", chromedp.ByQuery), chromedp.Click(`#auth button`, chromedp.ByQuery),
		chromedp.WaitVisible(`li[data-user="alice"]`, chromedp.ByQuery))
	if users := b.text(t, "#users"); strings.Contains(users, "bob") {
		t.Errorf("tenant acme's user list shows another tenant's user: %q", users)
	}
	b.run(t, "open alice", chromedp.Click(`li[data-user="alice"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`tr.mem-row`, chromedp.ByQuery), chromedp.WaitVisible(`tr.profile-row`, chromedp.ByQuery))
	if prof := b.text(t, "#profile"); !strings.Contains(prof, "Munich") || !strings.Contains(prof, "Berlin") || !strings.Contains(prof, "superseded") {
		t.Errorf("the profile does not show the location and its history (Berlin superseded by Munich): %q", prof)
	}
	var imgs int
	var shown []string
	b.run(t, "hostile content", chromedp.Evaluate(`document.querySelectorAll("#memories img").length`, &imgs),
		chromedp.Evaluate(`[...document.querySelectorAll("td.mem-content")].map(e => e.textContent)`, &shown))
	if imgs != 0 || !contains(shown, hostile) {
		t.Errorf("hostile content: %d img elements in the table, contents %q", imgs, shown)
	}
	b.screenshot(t, shots, "inspector-user")

	// One memory: pin, correct, delete.
	ms := memoriesOf(t, s, "", "acme", "alice", "")
	tea := findMemory(ms, "tea")
	b.run(t, "open the tea memory", chromedp.Click(fmt.Sprintf(`tr.mem-row[data-id="%s"]`, tea["id"]), chromedp.ByQuery),
		chromedp.WaitVisible("#memory-pane", chromedp.ByQuery), chromedp.Click("#m-pin", chromedp.ByQuery),
		chromedp.WaitVisible(`//p[@id="status" and text()="pinned"]`))
	if m := findMemory(memoriesOf(t, s, "", "acme", "alice", ""), "tea"); m == nil || m["pinned"] != true {
		t.Errorf("pinned in the page, the API says %v", m)
	}
	b.run(t, "correct the tea memory", chromedp.Click("#m-correct", chromedp.ByQuery), chromedp.WaitVisible("#dialog-input", chromedp.ByQuery),
		chromedp.SetValue("#dialog-input", "Prefers green tea over coffee", chromedp.ByQuery), chromedp.Click("#dialog-ok", chromedp.ByQuery),
		chromedp.WaitVisible(`//p[@id="status" and text()="corrected"]`))
	if findMemory(memoriesOf(t, s, "", "acme", "alice", ""), "green tea") == nil || findMemory(memoriesOf(t, s, "", "acme", "alice", "superseded"), "tea") == nil {
		t.Errorf("corrected in the page, but the API does not list the new version active and the old superseded")
	}
	hm := findMemory(memoriesOf(t, s, "", "acme", "alice", ""), "<img")
	// The pane still shows the tea memory until the hostile one is loaded:
	// wait for its content before pressing delete.
	b.run(t, "delete the hostile memory", chromedp.Click(fmt.Sprintf(`tr.mem-row[data-id="%s"]`, hm["id"]), chromedp.ByQuery),
		chromedp.WaitVisible(`//*[@id="m-content" and contains(., "onerror")]`), chromedp.Click("#m-delete", chromedp.ByQuery),
		chromedp.WaitVisible("#dialog-ok", chromedp.ByQuery), chromedp.Click("#dialog-ok", chromedp.ByQuery),
		chromedp.WaitVisible(`//p[@id="status" and text()="deleted"]`))
	if findMemory(memoriesOf(t, s, "", "acme", "alice", ""), "<img") != nil {
		t.Errorf("deleted in the page, the API still lists it")
	}

	// The recall workbench.
	b.run(t, "recall", chromedp.Click(`button[data-view="recall"]`, chromedp.ByQuery),
		chromedp.SetValue("#r-query", "which food am I allergic to", chromedp.ByQuery), chromedp.SetValue("#r-k", "1", chromedp.ByQuery),
		chromedp.Click(`#recall-form button`, chromedp.ByQuery), chromedp.WaitVisible("tr.ranked-row", chromedp.ByQuery))
	var bars, cut int
	b.run(t, "read the recall", chromedp.Evaluate(`document.querySelectorAll("tr.ranked-row .bar").length`, &bars),
		chromedp.Evaluate(`document.querySelectorAll("tr.cut-row").length`, &cut))
	if ranked := b.text(t, "#ranked"); !strings.Contains(ranked, "peanut") || bars == 0 {
		t.Errorf("ranked result %q with %d score bars, want the peanut allergy with bars", ranked, bars)
	}
	if cut == 0 {
		t.Errorf("no candidate below the cut shown at k = 1")
	}
	if ctx := b.text(t, "#context"); !strings.Contains(ctx, "peanut") || !strings.Contains(b.text(t, "#ctx-tokens"), "of 1000 tokens") {
		t.Errorf("context block %q, tokens %q", ctx, b.text(t, "#ctx-tokens"))
	}
	b.screenshot(t, shots, "inspector-recall")

	// The pipeline view.
	b.run(t, "pipeline", chromedp.Click(`button[data-view="pipeline"]`, chromedp.ByQuery),
		chromedp.WaitVisible(`tr.stage-row[data-stage="extract"]`, chromedp.ByQuery), chromedp.WaitVisible(`tr.stage-row[data-stage="ingest"]`, chromedp.ByQuery))
	if st := b.text(t, "#stages"); !strings.Contains(st, "extract") || !strings.Contains(st, "ingest") {
		t.Errorf("pipeline stages %q", st)
	}
	time.Sleep(300 * time.Millisecond) // the chart draws after the table
	b.screenshot(t, shots, "inspector-pipeline")

	b.mu.Lock()
	defer b.mu.Unlock()
	for _, u := range b.requests {
		if !strings.HasPrefix(u, s.addr+"/") && !strings.HasPrefix(u, "data:") {
			t.Errorf("the page requested another origin: %s", u)
		}
	}
	if len(b.requests) < 10 {
		t.Errorf("only %d requests recorded: %v", len(b.requests), b.requests)
	}
	if len(b.dialogs) > 0 {
		t.Errorf("JavaScript dialogs opened (hostile content ran?): %q", b.dialogs)
	}
}

// TestInspectorTenantIsolation: with API keys, the page shows the key's
// tenant's users only.
func TestInspectorTenantIsolation(t *testing.T) {
	if testing.Short() {
		t.Skip("browser test")
	}
	b := newBrowser(t)
	dir := t.TempDir()
	const keyA, keyB = "ui-key-tenant-a-0123456789", "ui-key-tenant-b-0123456789"
	keys := filepath.Join(dir, "keys")
	if err := os.WriteFile(keys, []byte(keyA+" ta\n"+keyB+" tb\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := startServe(t, filepath.Join(dir, "data"), "--api-keys-file", keys)
	publishAs(t, s, keyA, "", "carol", "ta-1", "My name is Carol and I live in Oslo")
	publishAs(t, s, keyB, "", "dave", "tb-1", "My name is Dave and I live in Rome")
	waitFor(t, "both users' memories", 30*time.Second, func() bool {
		return len(memoriesOf(t, s, keyA, "", "carol", "")) > 0 && len(memoriesOf(t, s, keyB, "", "dave", "")) > 0
	})
	b.run(t, "connect with tenant b's key", chromedp.Navigate(s.addr+"/ui/"), chromedp.WaitVisible("#auth", chromedp.ByQuery),
		chromedp.SendKeys("#key", keyB, chromedp.ByQuery), chromedp.Click(`#auth button`, chromedp.ByQuery),
		chromedp.WaitVisible(`li[data-user="dave"]`, chromedp.ByQuery))
	if users := b.text(t, "#users"); strings.Contains(users, "carol") {
		t.Errorf("tenant b's key shows tenant a's user: %q", users)
	}
	var url string
	b.run(t, "url", chromedp.Location(&url))
	if strings.Contains(url, keyB) {
		t.Errorf("the key is in the URL: %s", url)
	}
}
