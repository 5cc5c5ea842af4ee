package e2e

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/testutil"
)

// This file holds the helpers of the abuse tests (poison messages, erasure
// byte scans, abusive HTTP clients); they are named abuse*.

// abuseCrashBin holds the worker binaries built with the engram_crashpill
// tag (see internal/worker/crashpill_trigger.go).
var abuseCrashBin struct {
	once sync.Once
	dir  string
	err  error
	out  []byte
}

// abuseCrashMarker is worker.CrashPillMarker, which exists only in
// binaries built with the engram_crashpill tag.
const abuseCrashMarker = "engram-test-crash-pill:"

// abuseCrashBinaries returns a directory holding the extractor and the
// ingester built with -tags engram_crashpill (a turn or fact carrying
// abuseCrashMarker+stage kills the worker of that stage every time it is
// about to process it) beside links to the ordinary recaller and
// forgetter. The directory is removed with procBinaries' at the end of the
// run.
func abuseCrashBinaries(t *testing.T) string {
	t.Helper()
	plain := procBinaries(t)
	abuseCrashBin.once.Do(func() {
		root, err := exec.Command("go", "env", "GOMOD").Output()
		if err != nil {
			abuseCrashBin.err = fmt.Errorf("go env GOMOD: %w", err)
			return
		}
		dir := filepath.Join(plain, "crashpill")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			abuseCrashBin.err = err
			return
		}
		abuseCrashBin.dir = dir
		cmd := exec.Command("go", "build", "-tags", "engram_crashpill", "-o", dir, "./cmd/extractor", "./cmd/ingester")
		cmd.Dir = filepath.Dir(strings.TrimSpace(string(root)))
		if abuseCrashBin.out, abuseCrashBin.err = cmd.CombinedOutput(); abuseCrashBin.err != nil {
			return
		}
		for _, name := range []string{"recaller", "forgetter"} {
			if err := os.Symlink(filepath.Join(plain, name), filepath.Join(dir, name)); err != nil {
				abuseCrashBin.err = err
				return
			}
		}
	})
	if abuseCrashBin.err != nil {
		t.Fatalf("build the crash-pill binaries: %v\n%s", abuseCrashBin.err, abuseCrashBin.out)
	}
	return abuseCrashBin.dir
}

// abuseDo sends one request with an optional bearer key and returns the
// status and the body (0 and the error text on a transport error).
func abuseDo(method, url, key, contentType string, body []byte) (int, []byte) {
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		return 0, []byte(err.Error())
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := (&http.Client{Timeout: 2 * time.Minute}).Do(req)
	if err != nil {
		return 0, []byte(err.Error())
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, b
}

// abuseRedisServer is a redis-server process the test started on a free
// loopback port, with its dump file in Dir (written uncompressed, so that
// a byte scan sees every string it holds).
type abuseRedisServer struct {
	t    *testing.T
	bin  string
	Addr string
	Dir  string
	cmd  *exec.Cmd
	done chan struct{}
	log  *testutil.SyncBuffer
	// AOF turns on the append-only file (appendfsync always) besides the
	// dump.
	AOF bool
}

// abuseStartRedis starts redis-server, or skips the test when it is not
// installed (a failure with ENGRAM_REQUIRE_SERVICES=1).
func abuseStartRedis(t *testing.T, aof bool) *abuseRedisServer {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv(testutil.RequireServicesEnv) == "1" {
			t.Fatalf("redis-server not installed and %s=1", testutil.RequireServicesEnv)
		}
		t.Skip("redis-server not installed (apt-get install redis-server); set ENGRAM_REQUIRE_SERVICES=1 to make this a failure")
	}
	r := &abuseRedisServer{t: t, bin: bin, Addr: testutil.FreeAddr(t), Dir: t.TempDir(), AOF: aof}
	r.start()
	t.Cleanup(r.kill)
	return r
}

func (r *abuseRedisServer) start() {
	r.t.Helper()
	port := r.Addr[strings.LastIndex(r.Addr, ":")+1:]
	r.log = &testutil.SyncBuffer{}
	aof := "no"
	if r.AOF {
		aof = "yes"
	}
	r.cmd = exec.Command(r.bin, "--port", port, "--bind", "127.0.0.1", "--dir", r.Dir, "--dbfilename", "dump.rdb",
		"--rdbcompression", "no", "--appendonly", aof, "--appendfsync", "always", "--aof-use-rdb-preamble", "no", "--save", "", "--protected-mode", "yes")
	r.cmd.Stdout, r.cmd.Stderr = r.log, r.log
	if err := r.cmd.Start(); err != nil {
		r.t.Fatalf("start redis-server: %v", err)
	}
	r.done = make(chan struct{})
	go func(cmd *exec.Cmd, done chan struct{}) { _ = cmd.Wait(); close(done) }(r.cmd, r.done)
	deadline := time.Now().Add(20 * time.Second)
	for {
		c := r.Client()
		err := c.Ping(context.Background()).Err()
		c.Close()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			r.t.Fatalf("redis-server on %s not answering: %v\n%s", r.Addr, err, r.log.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// URL is the server's redis:// URL.
func (r *abuseRedisServer) URL() string { return "redis://" + r.Addr + "/0" }

// Client returns a new client of the server; the caller closes it.
func (r *abuseRedisServer) Client() *redis.Client {
	return redis.NewClient(&redis.Options{Addr: r.Addr, MaxRetries: -1, DialTimeout: 2 * time.Second})
}

// Save writes the dump file (SAVE).
func (r *abuseRedisServer) Save() {
	r.t.Helper()
	c := r.Client()
	defer c.Close()
	if err := c.Save(context.Background()).Err(); err != nil {
		r.t.Fatalf("redis SAVE: %v", err)
	}
}

// Restart saves, stops the server (SHUTDOWN SAVE) and starts it again on
// the same port and directory: the keyspace comes back from the dump.
func (r *abuseRedisServer) Restart() {
	r.t.Helper()
	c := r.Client()
	_ = c.ShutdownSave(context.Background()).Err() // the connection drops: no reply
	c.Close()
	select {
	case <-r.done:
	case <-time.After(20 * time.Second):
		r.t.Fatalf("redis-server did not stop after SHUTDOWN SAVE\n%s", r.log.String())
	}
	r.start()
}

func (r *abuseRedisServer) kill() {
	select {
	case <-r.done:
	default:
		_ = r.cmd.Process.Kill()
		<-r.done
	}
}

// abuseRedisValues returns every key and value of the keyspace, read
// type by type (strings, hashes, sets, sorted sets, lists, streams), as
// one byte string per key: what a byte scan of the live state searches.
func abuseRedisValues(t *testing.T, c *redis.Client) map[string][]byte {
	t.Helper()
	ctx := context.Background()
	out := map[string][]byte{}
	iter := c.Scan(ctx, 0, "*", 1000).Iterator()
	for iter.Next(ctx) {
		k := iter.Val()
		var b bytes.Buffer
		b.WriteString(k)
		typ, err := c.Type(ctx, k).Result()
		if err != nil {
			t.Fatalf("redis TYPE %s: %v", k, err)
		}
		switch typ {
		case "string":
			v, _ := c.Get(ctx, k).Result()
			b.WriteString(v)
		case "hash":
			m, _ := c.HGetAll(ctx, k).Result()
			for f, v := range m {
				b.WriteString(f + "\x00" + v + "\x00")
			}
		case "set":
			m, _ := c.SMembers(ctx, k).Result()
			b.WriteString(strings.Join(m, "\x00"))
		case "zset":
			m, _ := c.ZRange(ctx, k, 0, -1).Result()
			b.WriteString(strings.Join(m, "\x00"))
		case "list":
			m, _ := c.LRange(ctx, k, 0, -1).Result()
			b.WriteString(strings.Join(m, "\x00"))
		case "stream":
			xs, _ := c.XRange(ctx, k, "-", "+").Result()
			for _, x := range xs {
				fmt.Fprint(&b, x.Values)
			}
		default:
			fmt.Fprintf(&b, "<type %s>", typ)
		}
		out[k] = b.Bytes()
	}
	if err := iter.Err(); err != nil {
		t.Fatalf("redis SCAN: %v", err)
	}
	return out
}

// abuseCount returns how many times each needle occurs in the values of
// m, by needle (only needles found).
func abuseCount(m map[string][]byte, needles []string) map[string]int {
	hits := map[string]int{}
	for _, v := range m {
		for _, n := range needles {
			if c := bytes.Count(v, []byte(n)); c > 0 {
				hits[n] += c
			}
		}
	}
	return hits
}
