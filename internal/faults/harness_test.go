package faults

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// natsServerBin is the nats-server binary the suite runs.
const natsServerBin = "/usr/sbin/nats-server"

// redisServerBin is the redis-server binary the Redis runs use.
const redisServerBin = "redis-server"

// bins holds the worker binaries built once per test binary run.
var bins struct {
	once sync.Once
	dir  string
	err  error
	out  []byte
}

// TestMain removes the binaries built by binaries.
func TestMain(m *testing.M) {
	code := m.Run()
	if bins.dir != "" {
		os.RemoveAll(bins.dir)
	}
	os.Exit(code)
}

// long reports whether the long profile runs (ENGRAM_FAULT_LONG=1).
func long() bool { return os.Getenv("ENGRAM_FAULT_LONG") == "1" }

// binaries builds the four worker binaries once and returns their
// directory. It skips the test with -short, or when nats-server is not
// installed (a failure with ENGRAM_REQUIRE_SERVICES=1).
func binaries(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the worker binaries and servers; skipped with -short")
	}
	if _, err := os.Stat(natsServerBin); err != nil {
		missing(t, "nats-server at "+natsServerBin)
	}
	bins.once.Do(func() {
		root, err := exec.Command("go", "env", "GOMOD").Output()
		if err != nil {
			bins.err = fmt.Errorf("go env GOMOD: %w", err)
			return
		}
		dir, err := os.MkdirTemp("", "engram-faults-bin-")
		if err != nil {
			bins.err = err
			return
		}
		bins.dir = dir
		cmd := exec.Command("go", "build", "-o", dir, "./cmd/extractor", "./cmd/ingester", "./cmd/recaller", "./cmd/forgetter")
		cmd.Dir = filepath.Dir(strings.TrimSpace(string(root)))
		bins.out, bins.err = cmd.CombinedOutput()
	})
	if bins.err != nil {
		t.Fatalf("build binaries: %v\n%s", bins.err, bins.out)
	}
	return bins.dir
}

// missing skips the test for want, or fails it when
// ENGRAM_REQUIRE_SERVICES=1.
func missing(t *testing.T, want string) {
	t.Helper()
	if os.Getenv(testutil.RequireServicesEnv) == "1" {
		t.Fatalf("%s is required (%s=1)", want, testutil.RequireServicesEnv)
	}
	t.Skipf("%s is not available; install it, or set %s=1 to make this a failure", want, testutil.RequireServicesEnv)
}

// proc is a server or worker process the suite started, which it can kill
// and start again with the same command line.
type proc struct {
	t    *testing.T
	name string
	path string
	args []string
	env  []string

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{}
	log  *testutil.SyncBuffer // stdout and stderr of every run
	runs int
}

// newProc returns a process description; start runs it.
func newProc(t *testing.T, name, path string, args ...string) *proc {
	p := &proc{t: t, name: name, path: path, args: args, log: &testutil.SyncBuffer{}}
	t.Cleanup(func() {
		p.kill()
		if t.Failed() {
			out := p.log.String()
			if len(out) > 24<<10 {
				out = "…" + out[len(out)-24<<10:]
			}
			t.Logf("--- output of %s:\n%s", p.name, out)
		}
	})
	return p
}

// start runs the process (again).
func (p *proc) start() {
	p.t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd != nil {
		select {
		case <-p.done:
		default:
			p.t.Fatalf("%s started twice", p.name)
		}
	}
	p.runs++
	fmt.Fprintf(p.log, "=== run %d of %s\n", p.runs, p.name)
	cmd := exec.Command(p.path, p.args...)
	cmd.Env = append(os.Environ(), p.env...)
	cmd.Stdout, cmd.Stderr = p.log, p.log
	if err := cmd.Start(); err != nil {
		p.t.Fatalf("start %s: %v", p.name, err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	p.cmd, p.done = cmd, done
}

// running reports whether the process runs.
func (p *proc) running() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cmd == nil {
		return false
	}
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

// signal sends sig and waits until the process exits (SIGKILL after 30s).
func (p *proc) signal(sig syscall.Signal) {
	p.mu.Lock()
	cmd, done := p.cmd, p.done
	p.mu.Unlock()
	if cmd == nil {
		return
	}
	select {
	case <-done:
		return
	default:
	}
	_ = cmd.Process.Signal(sig)
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
}

// kill sends SIGKILL: no drain, no nak, no flush.
func (p *proc) kill() { p.signal(syscall.SIGKILL) }

// waitFor polls cond every 20ms until it holds and fails the test after
// limit (a bound on a hang, not a performance assertion).
func waitFor(t *testing.T, what string, limit time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(limit)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not true after %s", what, limit)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// freePort returns a loopback port that was free a moment ago.
func freePort(t *testing.T) int {
	t.Helper()
	_, port, err := net.SplitHostPort(testutil.FreeAddr(t))
	if err != nil {
		t.Fatal(err)
	}
	n, _ := strconv.Atoi(port)
	return n
}

// dialable reports whether something accepts TCP connections at addr.
func dialable(addr string) bool {
	c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond)
	if err != nil {
		return false
	}
	_ = c.Close()
	return true
}

// natsNode is one nats-server process with JetStream on disk.
type natsNode struct {
	*proc
	Name     string
	Port     int
	StoreDir string
}

// URL is the node's client URL.
func (n *natsNode) URL() string { return fmt.Sprintf("nats://127.0.0.1:%d", n.Port) }

// startNATS starts count nats-server processes: one stand-alone server, or
// a JetStream cluster of count nodes routed to each other on loopback. It
// returns once every node accepts clients.
func startNATS(t *testing.T, count int) []*natsNode {
	t.Helper()
	nodes := make([]*natsNode, count)
	routes := make([]int, count)
	for i := range nodes {
		nodes[i] = &natsNode{Name: fmt.Sprintf("n%d", i+1), Port: freePort(t), StoreDir: t.TempDir()}
		routes[i] = freePort(t)
	}
	dir := t.TempDir()
	for i, n := range nodes {
		var conf strings.Builder
		fmt.Fprintf(&conf, "server_name: %s\nlisten: 127.0.0.1:%d\njetstream {\n  store_dir: %q\n}\n", n.Name, n.Port, n.StoreDir)
		if count > 1 {
			var rs []string
			for j, r := range routes {
				if j != i {
					rs = append(rs, fmt.Sprintf("nats-route://127.0.0.1:%d", r))
				}
			}
			fmt.Fprintf(&conf, "cluster {\n  name: engram-faults\n  listen: 127.0.0.1:%d\n  routes: [%s]\n}\n", routes[i], strings.Join(rs, ", "))
		}
		path := filepath.Join(dir, n.Name+".conf")
		if err := os.WriteFile(path, []byte(conf.String()), 0o600); err != nil {
			t.Fatal(err)
		}
		n.proc = newProc(t, "nats-server "+n.Name, natsServerBin, "-c", path)
		n.start()
	}
	for _, n := range nodes {
		n.waitUp(t)
	}
	return nodes
}

// waitUp waits until the node accepts clients.
func (n *natsNode) waitUp(t *testing.T) {
	t.Helper()
	addr := fmt.Sprintf("127.0.0.1:%d", n.Port)
	waitFor(t, n.Name+" accepts clients", 30*time.Second, func() bool {
		if !n.running() {
			t.Fatalf("%s exited:\n%s", n.Name, n.log.String())
		}
		return dialable(addr)
	})
}

// restart kills the node (SIGKILL) and starts it again on the same port
// and store.
func (n *natsNode) restart(t *testing.T, down time.Duration) {
	t.Helper()
	n.kill()
	time.Sleep(down)
	n.start()
	n.waitUp(t)
}

// natsURLs joins the client URLs of nodes, the way the workers take them.
func natsURLs(nodes []*natsNode) string {
	var us []string
	for _, n := range nodes {
		us = append(us, n.URL())
	}
	return strings.Join(us, ",")
}

// connect connects the test to url (one URL or a comma-separated list)
// with unbounded reconnects, and returns a JetStream handle.
func connect(t *testing.T, url string) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	nc, err := nats.Connect(url, nats.Name("faults-test"), nats.MaxReconnects(-1), nats.ReconnectWait(100*time.Millisecond),
		nats.RetryOnFailedConnect(true), nats.Timeout(2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return nc, js
}

// ensureStreams creates engram's streams with replicas, retrying while a
// fresh cluster elects its meta leader.
func ensureStreams(t *testing.T, js jetstream.JetStream, replicas int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		err := events.EnsureStreams(ctx, js, events.StreamOptions{Replicas: replicas})
		cancel()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("create streams (replicas %d): %v", replicas, err)
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// redisNode is one redis-server process with an append-only file synced
// on every write, so that a SIGKILL loses no acknowledged write.
type redisNode struct {
	*proc
	Port int
}

// URL is the node's Redis URL.
func (r *redisNode) URL() string { return fmt.Sprintf("redis://127.0.0.1:%d/0", r.Port) }

// startRedis starts a redis-server on a free loopback port with its data
// in a temporary directory. It skips the test when redis-server is not
// installed (a failure with ENGRAM_REQUIRE_SERVICES=1).
func startRedis(t *testing.T) *redisNode {
	t.Helper()
	path, err := exec.LookPath(redisServerBin)
	if err != nil {
		missing(t, "redis-server")
	}
	r := &redisNode{Port: freePort(t)}
	r.proc = newProc(t, "redis-server", path, "--port", strconv.Itoa(r.Port), "--bind", "127.0.0.1",
		"--dir", t.TempDir(), "--save", "", "--appendonly", "yes", "--appendfsync", "always", "--protected-mode", "no")
	r.start()
	r.waitUp(t)
	return r
}

// waitUp waits until Redis accepts clients.
func (r *redisNode) waitUp(t *testing.T) {
	t.Helper()
	addr := fmt.Sprintf("127.0.0.1:%d", r.Port)
	waitFor(t, "redis accepts clients", 30*time.Second, func() bool {
		if !r.running() {
			t.Fatalf("redis-server exited:\n%s", r.log.String())
		}
		return dialable(addr)
	})
}

// pipeline is the worker processes of one test against one NATS (a
// server or a cluster) and one SQLite file (and optionally Redis).
type pipeline struct {
	t       *testing.T
	bin     string
	natsURL string
	Dir     string
	SQLite  string
	Secret  string
	Keyer   *events.Keyer
	common  []string // flags every worker gets
	NC      *nats.Conn
	JS      jetstream.JetStream
}

// newPipeline prepares workers against natsURL; extra flags go to every
// worker (for example --state-store redis).
func newPipeline(t *testing.T, natsURL string, extra ...string) *pipeline {
	t.Helper()
	p := &pipeline{t: t, bin: binaries(t), natsURL: natsURL, Dir: t.TempDir(), Secret: "faults-secret"}
	p.SQLite = filepath.Join(p.Dir, "engram.db")
	p.Keyer = events.NewKeyer([]byte(p.Secret))
	p.common = append([]string{
		"--nats-url", natsURL,
		"--sqlite-path", p.SQLite,
		"--data-dir", p.Dir,
		"--user-key-secret", p.Secret,
		"--shutdown-timeout", "8s",
		"--log-format", "json",
	}, extra...)
	p.NC, p.JS = connect(t, natsURL)
	return p
}

// turnsAckWait is the extractor's --turns-ack-wait in the suite: what a
// killed extractor held comes back after it (the facts consumer's ack
// wait is 30s).
const turnsAckWait = 20 * time.Second

// worker is one worker binary the pipeline runs.
type worker struct {
	*proc
	// Addr serves /metrics, /healthz and /readyz.
	Addr string
}

// worker describes binary name with the pipeline's flags plus args; start
// or startReady runs it.
func (p *pipeline) worker(name string, args ...string) *worker {
	p.t.Helper()
	addr := testutil.FreeAddr(p.t)
	addrFlag := "--metrics-addr"
	if name == "recaller" {
		addrFlag = "--http-addr"
	}
	all := append(append([]string(nil), p.common...), addrFlag, addr)
	if name == "extractor" {
		all = append(all, "--turns-ack-wait", turnsAckWait.String())
	}
	all = append(all, args...)
	return &worker{proc: newProc(p.t, name, filepath.Join(p.bin, name), all...), Addr: addr}
}

// startReady starts w and waits until /readyz answers 200.
func (w *worker) startReady(t *testing.T) {
	t.Helper()
	w.start()
	w.waitReady(t)
}

// waitReady waits until /readyz answers 200.
func (w *worker) waitReady(t *testing.T) {
	t.Helper()
	cl := &http.Client{Timeout: 2 * time.Second}
	waitFor(t, w.name+" ready", 60*time.Second, func() bool {
		if !w.running() {
			t.Fatalf("%s exited:\n%s", w.name, w.log.String())
		}
		resp, err := cl.Get("http://" + w.Addr + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == http.StatusOK
	})
}
