package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// server is `engram serve` running in this process on a data directory.
type server struct {
	addr    string // http://host:port
	natsURL string
	// natsToken is what clients of the embedded --nats-listen present.
	natsToken string
	out       *testutil.SyncBuffer
	stop      func()
}

var (
	listenRe = regexp.MustCompile(`listening on (https?://\S+)`)
	natsRe   = regexp.MustCompile(`embedded JetStream \((nats://[^,\s)]+), token in ([^,\s)]+)`)
)

// startServe runs the serve code path exactly as `engram serve` does, with
// the flags given, and waits until it prints where it listens.
func startServe(t *testing.T, dataDir string, extra ...string) *server {
	t.Helper()
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, config.GroupServe)
	args := append([]string{"--data-dir", dataDir, "--http-addr", "127.0.0.1:0", "--nats-listen", "127.0.0.1:0", "--log-level", "warn"}, extra...)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	if !flagSet(args, "nats-url") {
		cfg.NATSURL = ""
	}
	ctx, cancel := context.WithCancel(context.Background())
	out := &testutil.SyncBuffer{}
	ready := make(chan struct{})
	done := make(chan error, 1)
	go func() {
		done <- app.Serve(ctx, cfg, out, func(string) { close(ready) })
	}()
	select {
	case <-ready:
	case err := <-done:
		cancel()
		t.Fatalf("serve exited before it was ready: %v\n%s", err, out)
	case <-time.After(30 * time.Second):
		cancel()
		t.Fatalf("serve not ready after 30s:\n%s", out)
	}
	s := &server{out: out}
	m := listenRe.FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("serve did not print where it listens:\n%s", out)
	}
	s.addr = m[1]
	if m := natsRe.FindStringSubmatch(out.String()); m != nil {
		s.natsURL = m[1]
		tok, err := os.ReadFile(m[2])
		if err != nil {
			t.Fatal(err)
		}
		s.natsToken = strings.TrimSpace(string(tok))
	}
	var once sync.Once
	s.stop = func() {
		once.Do(func() {
			cancel()
			select {
			case err := <-done:
				if err != nil {
					t.Errorf("serve returned %v", err)
				}
			case <-time.After(30 * time.Second):
				t.Errorf("serve did not stop within 30s")
			}
		})
	}
	t.Cleanup(s.stop)
	return s
}

func (s *server) post(t *testing.T, path string, body []byte) (int, []byte) {
	t.Helper()
	resp, err := http.Post(s.addr+path, "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatalf("POST %s: %v", path, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

type turnMsg struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

func turnJSON(tenant, user, turnID, text string) []byte {
	b, _ := json.Marshal(map[string]any{
		"tenant_id": tenant, "user_id": user, "agent_id": "test", "session_id": "s-" + turnID,
		"turn_id": turnID, "ts": time.Now().UTC().Format(time.RFC3339Nano),
		"messages": []turnMsg{{"user", text}},
	})
	return b
}

type recallResp struct {
	Profile  map[string]struct{ Value string } `json:"profile"`
	Memories []struct {
		ID            string   `json:"id"`
		Type          string   `json:"type"`
		Content       string   `json:"content"`
		Key           string   `json:"key"`
		Value         string   `json:"value"`
		SourceTurnIDs []string `json:"source_turn_ids"`
	} `json:"memories"`
	Context string `json:"context"`
}

func (s *server) recall(t *testing.T, tenant, user, query string, k int) recallResp {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"tenant_id": tenant, "user_id": user, "query": query, "k": k})
	code, b := s.post(t, "/v1/recall", body)
	if code != http.StatusOK {
		t.Fatalf("recall: %d %s", code, b)
	}
	var r recallResp
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("decode recall: %v: %s", err, b)
	}
	return r
}

// waitFor polls cond until it holds or the deadline passes; it returns how
// long it took.
func waitFor(t *testing.T, what string, limit time.Duration, cond func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for {
		if cond() {
			return time.Since(start)
		}
		if time.Since(start) > limit {
			t.Fatalf("%s: not true after %s", what, limit)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// memoryFor finds a recalled memory of key with value among the results.
func (r recallResp) has(key, value, turnID string) bool {
	for _, m := range r.Memories {
		if m.Key == key && m.Value == value && contains(m.SourceTurnIDs, turnID) {
			return true
		}
	}
	return false
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// TestServeEndToEnd is issue 2's acceptance 2, 3, 4 and 7 through the code
// path of `engram serve`: turns in over HTTP, memories out, per user and
// tenant, deduplicated, and kept across a restart.
func TestServeEndToEnd(t *testing.T) {
	dir := t.TempDir()
	s := startServe(t, dir)
	if !strings.Contains(s.out.String(), "engram publish") || !strings.Contains(s.out.String(), "development mode") {
		t.Errorf("serve should print how to try it and that it runs in development mode:\n%s", s.out)
	}

	// English and Chinese turns, two users so that the names do not supersede each other.
	cases := []struct {
		user, turn, text, name, prefKey, prefValue, query string
	}{
		{"u1", "t-en-1", "My name is Zhang San and I prefer short answers", "Zhang San", "response_style", "short", "what is my name and how should answers be"},
		{"u1zh", "t-zh-1", "我叫李雷，以后回答请用中文", "李雷", "language", "中文", "我的名字 回答 语言"},
	}
	for _, c := range cases {
		code, b := s.post(t, "/v1/turns", turnJSON("acme", c.user, c.turn, c.text))
		if code != http.StatusAccepted || !strings.Contains(string(b), c.turn) {
			t.Fatalf("publish %s: %d %s", c.turn, code, b)
		}
	}
	for _, c := range cases {
		took := waitFor(t, "recall "+c.user, 10*time.Second, func() bool {
			r := s.recall(t, "acme", c.user, c.query, 10)
			return r.has("name", c.name, c.turn) && r.has(c.prefKey, c.prefValue, c.turn)
		})
		t.Logf("%s: name and preference recallable %s after publish", c.user, took.Round(time.Millisecond))
		r := s.recall(t, "acme", c.user, c.query, 10)
		if r.Profile["name"].Value != c.name || r.Profile[c.prefKey].Value != c.prefValue {
			t.Errorf("%s profile = %+v", c.user, r.Profile)
		}
		if !strings.Contains(r.Context, c.name) {
			t.Errorf("%s context lacks the name:\n%s", c.user, r.Context)
		}
	}
	// Nobody else sees them.
	for _, who := range []struct{ tenant, user string }{{"acme", "u2"}, {"other", "u1"}, {"other", "u1zh"}} {
		r := s.recall(t, who.tenant, who.user, "name Zhang San 李雷 short answers 中文", 50)
		if len(r.Memories) != 0 || len(r.Profile) != 0 || r.Context != "" {
			t.Errorf("%s/%s sees foreign memories: %+v", who.tenant, who.user, r)
		}
	}

	// The same turn twice gives one memory.
	dup := turnJSON("acme", "u3", "t-dup", "I prefer tea over coffee")
	for i := range 2 {
		code, b := s.post(t, "/v1/turns", dup)
		if code != http.StatusAccepted {
			t.Fatalf("publish dup %d: %d %s", i, code, b)
		}
		if i == 1 && !strings.Contains(string(b), `"duplicate":true`) {
			t.Errorf("second publish of the same turn id not reported as duplicate: %s", b)
		}
	}
	// A different turn with the same fact merges into the same memory.
	s.post(t, "/v1/turns", turnJSON("acme", "u3", "t-dup-2", "I prefer tea over coffee"))
	waitFor(t, "tea memory with both sources", 10*time.Second, func() bool {
		r := s.recall(t, "acme", "u3", "tea coffee", 10)
		return len(r.Memories) > 0 && contains(r.Memories[0].SourceTurnIDs, "t-dup-2")
	})
	r := s.recall(t, "acme", "u3", "tea coffee", 10)
	tea := 0
	for _, m := range r.Memories {
		if strings.Contains(strings.ToLower(m.Content), "tea") {
			tea++
			if len(m.SourceTurnIDs) != 2 {
				t.Errorf("merged memory sources = %v, want t-dup and t-dup-2", m.SourceTurnIDs)
			}
		}
	}
	if tea != 1 {
		t.Errorf("got %d tea memories, want 1: %+v", tea, r.Memories)
	}

	// CLI against the running server, as the README shows.
	var out, errOut bytes.Buffer
	if code := run([]string{"publish", "--addr", s.addr, "--tenant", "acme", "--user", "cli", "I prefer dark mode"}, nil, &out, &errOut); code != 0 {
		t.Fatalf("engram publish exit %d: %s", code, errOut.String())
	}
	waitFor(t, "engram recall finds the CLI turn", 10*time.Second, func() bool {
		out.Reset()
		errOut.Reset()
		code := run([]string{"recall", "--addr", s.addr, "--tenant", "acme", "--user", "cli", "dark mode"}, nil, &out, &errOut)
		return code == 0 && strings.Contains(strings.ToLower(out.String()), "dark mode")
	})

	// Restart on the same data directory: still recalled.
	s.stop()
	s2 := startServe(t, dir)
	r = s2.recall(t, "acme", "u1", cases[0].query, 10)
	if !r.has("name", "Zhang San", "t-en-1") {
		t.Fatalf("after restart the memories are gone: %+v", r)
	}
}

// TestServeBadInput is issue 2's acceptance 5: bad input is refused with a
// clear 400, the same bytes published straight to the turns subject land on
// the dead-letter stream with a reason, and the next valid turn still works.
func TestServeBadInput(t *testing.T) {
	s := startServe(t, t.TempDir())
	big := turnJSON("acme", "u1", "t-big", strings.Repeat("x", 10<<20))
	bad := []struct {
		name, want string
		body       []byte
	}{
		{"invalid JSON", "decode turn", []byte(`{"tenant_id": "acme", "user_id": `)},
		{"missing user id", "user_id is required", turnJSON("acme", "", "t-nouser", "hello there")},
		{"10 MB message", "exceeds the limit", big},
		{"invalid UTF-8", "UTF-8", []byte(strings.Replace(string(turnJSON("acme", "u1", "t-utf8", "I like XX")), "XX", "\xff\xfe", 1))},
	}
	for _, b := range bad {
		code, body := s.post(t, "/v1/turns", b.body)
		if code != http.StatusBadRequest || !strings.Contains(string(body), b.want) {
			t.Errorf("%s: got %d %s, want 400 mentioning %q", b.name, code, body, b.want)
		}
	}
	if s.natsURL == "" {
		t.Fatalf("serve did not print the embedded NATS URL:\n%s", s.out)
	}
	if _, err := nats.Connect(s.natsURL); err == nil {
		t.Fatal("the embedded --nats-listen accepted a client without its token")
	}
	nc, err := nats.Connect(s.natsURL, nats.Token(s.natsToken))
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// Straight to the turns subjects, bypassing the HTTP validation. Bodies
	// over the server's max payload cannot be published at all; the rest
	// must end in the DLQ.
	raw := map[string][]byte{}
	for i, b := range bad {
		subj := fmt.Sprintf("engram.turns.acme.raw%d", i)
		if _, err := js.Publish(ctx, subj, b.body); err != nil {
			t.Logf("%s: publish refused by NATS itself: %v", b.name, err)
			continue
		}
		raw[subj] = b.body
	}
	if len(raw) < 3 {
		t.Fatalf("only %d bad messages reached the stream", len(raw))
	}
	// The next valid turn is still processed.
	s.post(t, "/v1/turns", turnJSON("acme", "after", "t-after", "My name is Alice Smith"))
	waitFor(t, "valid turn after poison", 10*time.Second, func() bool {
		return s.recall(t, "acme", "after", "name", 5).has("name", "Alice Smith", "t-after")
	})
	dlq, err := js.OrderedConsumer(ctx, events.StreamDLQ, jetstream.OrderedConsumerConfig{})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	waitFor(t, "dead letters", 10*time.Second, func() bool {
		batch, err := dlq.FetchNoWait(100)
		if err != nil {
			return false
		}
		for m := range batch.Messages() {
			seen[m.Headers().Get(events.HeaderSubject)] = m.Headers().Get(events.HeaderReason)
			if m.Headers().Get(events.HeaderStage) == "" {
				t.Errorf("dead letter without stage: %v", m.Headers())
			}
			if orig := raw[m.Headers().Get(events.HeaderSubject)]; orig != nil && !bytes.Equal(orig, m.Data()) {
				t.Errorf("dead letter of %s does not carry the original bytes", m.Subject())
			}
		}
		return len(seen) >= len(raw)
	})
	for subj := range raw {
		if seen[subj] == "" {
			t.Errorf("%s: no dead letter with a reason", subj)
		} else {
			t.Logf("%s dead-lettered: %s", subj, seen[subj])
		}
	}
}
