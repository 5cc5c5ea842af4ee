// Package e2e holds end-to-end tests that run engram's binaries as separate
// OS processes against a real nats-server (in-process, TCP on a random
// port, JetStream on disk) and one SQLite file.
//
// This file holds the shared helpers for starting and stopping binaries;
// they are all named proc* so that other files of the package do not
// collide with them.
package e2e

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	_ "modernc.org/sqlite" // the "sqlite" driver, to read the memories table directly

	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// procBin holds the binaries built once per test binary run.
var procBin struct {
	once sync.Once
	dir  string
	err  error
	out  []byte
}

// TestMain removes the binaries built by procBinaries.
func TestMain(m *testing.M) {
	code := m.Run()
	if procBin.dir != "" {
		os.RemoveAll(procBin.dir)
	}
	os.Exit(code)
}

// procBinaries builds the worker binaries once (go build -o DIR
// ./cmd/extractor ./cmd/ingester ./cmd/recaller ./cmd/forgetter) and
// returns DIR. Tests that call it are skipped with -short.
func procBinaries(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the worker binaries; skipped with -short")
	}
	procBin.once.Do(func() {
		root, err := exec.Command("go", "env", "GOMOD").Output()
		if err != nil {
			procBin.err = fmt.Errorf("go env GOMOD: %w", err)
			return
		}
		dir, err := os.MkdirTemp("", "engram-e2e-bin-")
		if err != nil {
			procBin.err = err
			return
		}
		procBin.dir = dir
		cmd := exec.Command("go", "build", "-o", dir, "./cmd/extractor", "./cmd/ingester", "./cmd/recaller", "./cmd/forgetter")
		cmd.Dir = filepath.Dir(strings.TrimSpace(string(root)))
		procBin.out, procBin.err = cmd.CombinedOutput()
	})
	if procBin.err != nil {
		t.Fatalf("build binaries: %v\n%s", procBin.err, procBin.out)
	}
	return procBin.dir
}

// procCluster is one NATS server, one SQLite file and the worker processes
// started against them.
type procCluster struct {
	t        *testing.T
	bin      string
	NATS     *natsembed.Server
	NATSDir  string // JetStream's store directory
	NC       *nats.Conn
	JS       jetstream.JetStream
	Dir      string
	SQLite   string
	Secret   string
	Keyer    *events.Keyer
	Shutdown time.Duration
	extraEnv []string

	mu    sync.Mutex
	procs []*procProc
}

// procNewCluster starts a nats-server with JetStream in a temporary
// directory on a random TCP port, creates the streams and returns the
// cluster. Processes get --shutdown-timeout shutdown.
func procNewCluster(t *testing.T, shutdown time.Duration, extraEnv ...string) *procCluster {
	t.Helper()
	bin := procBinaries(t)
	natsDir := t.TempDir()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: natsDir, Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	nc, err := nats.Connect(srv.URL(), nats.Name("e2e-test"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := events.EnsureStreams(ctx, js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	c := &procCluster{t: t, bin: bin, NATS: srv, NATSDir: natsDir, NC: nc, JS: js, Dir: dir, SQLite: filepath.Join(dir, "engram.db"),
		Secret: "e2e-secret", Shutdown: shutdown, extraEnv: extraEnv}
	c.Keyer = events.NewKeyer([]byte(c.Secret))
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("process output:\n%s", c.Dump())
		}
	})
	return c
}

// procProc is one running (or exited) worker process.
type procProc struct {
	Name string
	// Addr is the HTTP address serving /metrics, /healthz and /readyz.
	Addr string
	cmd  *exec.Cmd
	// Out is what the process wrote on stdout, Log on stderr (its logs).
	Out, Log *testutil.SyncBuffer
	done     chan struct{}
	err      error // Wait's error, once done is closed
}

// Start starts binary name with the cluster's common flags plus args, and
// an HTTP address for its ops endpoints (--metrics-addr, or --http-addr for
// the recaller). It waits until /readyz answers 200.
func (c *procCluster) Start(name string, args ...string) *procProc {
	c.t.Helper()
	addr := testutil.FreeAddr(c.t)
	addrFlag := "--metrics-addr"
	if name == "recaller" {
		addrFlag = "--http-addr"
	}
	all := append([]string{
		"--nats-url", c.NATS.URL(),
		"--sqlite-path", c.SQLite,
		"--data-dir", c.Dir,
		"--user-key-secret", c.Secret,
		"--shutdown-timeout", c.Shutdown.String(),
		"--log-format", "json",
		addrFlag, addr,
	}, args...)
	cmd := exec.Command(filepath.Join(c.bin, name), all...)
	cmd.Env = append(os.Environ(), c.extraEnv...)
	p := &procProc{Name: name, Addr: addr, cmd: cmd, Out: &testutil.SyncBuffer{}, Log: &testutil.SyncBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.Out, p.Log
	if err := cmd.Start(); err != nil {
		c.t.Fatalf("start %s: %v", name, err)
	}
	go func() { p.err = cmd.Wait(); close(p.done) }()
	c.mu.Lock()
	c.procs = append(c.procs, p)
	c.mu.Unlock()
	c.t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			_ = p.cmd.Process.Kill()
			<-p.done
		}
	})
	c.WaitFor(name+" ready", 30*time.Second, func() bool {
		select {
		case <-p.done:
			c.t.Fatalf("%s exited at start: %v\n%s%s", name, p.err, p.Out.String(), p.Log.String())
		default:
		}
		code, _ := procGet("http://" + addr + "/readyz")
		return code == http.StatusOK
	})
	return p
}

// Stop sends sig and waits for the process to exit, at most limit. It
// returns the time from the signal to the exit and the process's exit
// error (nil for exit code 0).
func (p *procProc) Stop(t *testing.T, sig syscall.Signal, limit time.Duration) (time.Duration, error) {
	t.Helper()
	start := time.Now()
	if err := p.cmd.Process.Signal(sig); err != nil {
		t.Fatalf("signal %s: %v", p.Name, err)
	}
	select {
	case <-p.done:
		return time.Since(start), p.err
	case <-time.After(limit):
		_ = p.cmd.Process.Kill()
		<-p.done
		return time.Since(start), fmt.Errorf("%s still running %s after %s; killed", p.Name, limit, sig)
	}
}

// Dump returns every process's output, for failure messages.
func (c *procCluster) Dump() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var sb strings.Builder
	for _, p := range c.procs {
		for _, o := range []struct {
			what string
			l    *testutil.SyncBuffer
		}{{"stdout", p.Out}, {"stderr", p.Log}} {
			out := o.l.String()
			if len(out) > 16<<10 {
				out = "…" + out[len(out)-16<<10:]
			}
			fmt.Fprintf(&sb, "--- %s (%s) %s:\n%s\n", p.Name, p.Addr, o.what, out)
		}
	}
	return sb.String()
}

// WaitFor polls cond every 20ms until it holds; it fails the test after
// limit (a bound on a hang, not a performance assertion).
func (c *procCluster) WaitFor(what string, limit time.Duration, cond func() bool) {
	c.t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			c.t.Fatalf("%s: not true after %s\n%s", what, limit, c.Dump())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Consumer returns the state of a durable consumer (zero if it does not
// exist yet).
func (c *procCluster) Consumer(stream, name string) jetstream.ConsumerInfo {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	cons, err := c.JS.Consumer(ctx, stream, name)
	if err != nil {
		return jetstream.ConsumerInfo{}
	}
	info, err := cons.Info(ctx)
	if err != nil {
		return jetstream.ConsumerInfo{}
	}
	return *info
}

// StreamMsgs returns the number of messages in stream.
func (c *procCluster) StreamMsgs(stream string) uint64 {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s, err := c.JS.Stream(ctx, stream)
	if err != nil {
		c.t.Fatalf("stream %s: %v", stream, err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		c.t.Fatalf("stream %s info: %v", stream, err)
	}
	return info.State.Msgs
}

// procSettled reports whether a durable consumer has every message of its
// stream delivered and settled (acked or terminated).
func procSettled(info jetstream.ConsumerInfo, streamMsgs uint64) bool {
	return info.Name != "" && info.NumPending == 0 && info.NumAckPending == 0 && info.Delivered.Stream >= streamMsgs
}

// WaitDrained waits until the extractor has settled every turn and the
// ingester every fact batch, twice in a row 200ms apart (facts are
// published before their turn is acked, so a settled turns consumer means
// every fact batch is in its stream).
func (c *procCluster) WaitDrained(limit time.Duration) {
	c.t.Helper()
	settled := func() bool {
		return procSettled(c.Consumer(events.StreamTurns, events.ConsumerExtractor), c.StreamMsgs(events.StreamTurns)) &&
			procSettled(c.Consumer(events.StreamFacts, events.ConsumerIngester), c.StreamMsgs(events.StreamFacts))
	}
	c.WaitFor("pipeline drained", limit, func() bool {
		if !settled() {
			return false
		}
		time.Sleep(200 * time.Millisecond)
		return settled()
	})
}

// procGet returns the status code and body of a GET (0 on a transport
// error).
func procGet(url string) (int, []byte) {
	cl := &http.Client{Timeout: 5 * time.Second}
	resp, err := cl.Get(url)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// procPost posts body as JSON and returns the status code and response
// body (0 on a transport error).
func procPost(url string, body any) (int, []byte) {
	b, _ := json.Marshal(body)
	cl := &http.Client{Timeout: 10 * time.Second}
	resp, err := cl.Post(url, "application/json", bytes.NewReader(b))
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, out
}

// procScrape fetches and parses a /metrics page (Prometheus text format).
func procScrape(t *testing.T, addr string) map[string]*dto.MetricFamily {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, "http://"+addr+"/metrics", nil)
	req.Header.Set("Accept", "text/plain; version=0.0.4")
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
	if err != nil {
		t.Fatalf("scrape %s: %v", addr, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("scrape %s: status %d", addr, resp.StatusCode)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	mfs, err := p.TextToMetricFamilies(resp.Body)
	if err != nil {
		t.Fatalf("parse metrics of %s: %v", addr, err)
	}
	return mfs
}

// procSampleSum returns the sum over the series of family name whose labels
// include every label in match: counter and gauge values, or histogram and
// summary sample counts. ok is false when the family is absent.
func procSampleSum(mfs map[string]*dto.MetricFamily, name string, match map[string]string) (sum float64, ok bool) {
	mf, ok := mfs[name]
	if !ok {
		return 0, false
	}
next:
	for _, m := range mf.GetMetric() {
		labels := map[string]string{}
		for _, l := range m.GetLabel() {
			labels[l.GetName()] = l.GetValue()
		}
		for k, v := range match {
			if labels[k] != v {
				continue next
			}
		}
		switch {
		case m.GetCounter() != nil:
			sum += m.GetCounter().GetValue()
		case m.GetGauge() != nil:
			sum += m.GetGauge().GetValue()
		case m.GetHistogram() != nil:
			sum += float64(m.GetHistogram().GetSampleCount())
		case m.GetSummary() != nil:
			sum += float64(m.GetSummary().GetSampleCount())
		case m.GetUntyped() != nil:
			sum += m.GetUntyped().GetValue()
		}
	}
	return sum, true
}

// procMemory is what the ledger compares of a stored memory: everything
// but timestamps, versions and access statistics.
type procMemory struct {
	ID, TenantID, UserID, Type, Status, Key, Value, Content string
	Sources                                                 string // sorted, comma-separated turn ids
}

// procMemories reads every memory in the SQLite file at path, by id.
func procMemories(t *testing.T, path string) map[string]procMemory {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT id, tenant_id, user_id, type, status, key, value, content, source_turn_ids FROM memories`)
	if err != nil {
		t.Fatalf("read memories: %v", err)
	}
	defer rows.Close()
	out := map[string]procMemory{}
	for rows.Next() {
		var m procMemory
		var src string
		if err := rows.Scan(&m.ID, &m.TenantID, &m.UserID, &m.Type, &m.Status, &m.Key, &m.Value, &m.Content, &src); err != nil {
			t.Fatal(err)
		}
		var ids []string
		if err := json.Unmarshal([]byte(src), &ids); err != nil {
			t.Fatalf("memory %s: source_turn_ids %q: %v", m.ID, src, err)
		}
		sort.Strings(ids)
		m.Sources = strings.Join(ids, ",")
		if _, dup := out[m.ID]; dup {
			t.Errorf("memory id %s stored twice", m.ID)
		}
		out[m.ID] = m
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// procPublishTurns publishes turns (with Nats-Msg-Id = turn id) and fails
// the test on the first error.
func procPublishTurns(t *testing.T, js jetstream.JetStream, keyer *events.Keyer, turns []*events.Turn) {
	t.Helper()
	pub := events.NewPublisher(js, keyer)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for _, tr := range turns {
		if _, err := pub.PublishTurn(ctx, tr); err != nil {
			t.Fatalf("publish turn %s: %v", tr.TurnID, err)
		}
	}
}

// procDLQ returns the messages in the dead-letter stream (stage, reason and
// original subject headers, and the body).
func procDLQ(t *testing.T, js jetstream.JetStream) []*nats.Msg {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := js.Stream(ctx, events.StreamDLQ)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var out []*nats.Msg
	for seq := info.State.FirstSeq; info.State.Msgs > 0 && seq <= info.State.LastSeq; seq++ {
		raw, err := s.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			t.Fatalf("get DLQ message %d: %v", seq, err)
		}
		out = append(out, &nats.Msg{Subject: raw.Subject, Header: raw.Header, Data: raw.Data})
	}
	return out
}
