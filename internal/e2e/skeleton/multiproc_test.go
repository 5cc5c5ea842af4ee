// Package skeleton_test runs the four worker binaries as separate OS
// processes against one NATS server and one SQLite file (issue 2,
// acceptance 6).
package skeleton_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/testutil"
)

func moduleRoot(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		t.Fatalf("go env GOMOD: %v", err)
	}
	return filepath.Dir(strings.TrimSpace(string(out)))
}

func TestFourBinariesAsProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binaries; skipped with -short")
	}
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", bin, "./cmd/extractor", "./cmd/ingester", "./cmd/recaller", "./cmd/forgetter")
	build.Dir = moduleRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	srv, err := natsembed.Start(natsembed.Config{StoreDir: t.TempDir(), Listen: "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	data := t.TempDir()
	httpAddr := testutil.FreeAddr(t)
	env := append(os.Environ(),
		"NATS_URL="+srv.URL(),
		"ENGRAM_SQLITE_PATH="+filepath.Join(data, "engram.db"),
		"ENGRAM_DATA_DIR="+data,
		"ENGRAM_USER_KEY_SECRET=multiproc-secret",
		"ENGRAM_LOG_LEVEL=warn",
		"ENGRAM_SHUTDOWN_TIMEOUT=10s",
	)
	type proc struct {
		name string
		cmd  *exec.Cmd
		out  *testutil.SyncBuffer
	}
	var procs []*proc
	start := func(name string, args ...string) {
		cmd := exec.Command(filepath.Join(bin, name), args...)
		cmd.Env = env
		out := &testutil.SyncBuffer{}
		cmd.Stdout, cmd.Stderr = out, out
		if err := cmd.Start(); err != nil {
			t.Fatalf("start %s: %v", name, err)
		}
		p := &proc{name, cmd, out}
		procs = append(procs, p)
		t.Cleanup(func() {
			_ = p.cmd.Process.Kill()
			_, _ = p.cmd.Process.Wait()
		})
	}
	start("extractor", "--metrics-addr", testutil.FreeAddr(t))
	start("ingester", "--metrics-addr", testutil.FreeAddr(t))
	start("recaller", "--http-addr", httpAddr)
	start("forgetter", "--metrics-addr", testutil.FreeAddr(t), "--interval", "1s")
	base := "http://" + httpAddr
	client := &http.Client{Timeout: 5 * time.Second}
	post := func(path string, body any) (int, []byte) {
		b, _ := json.Marshal(body)
		resp, err := client.Post(base+path, "application/json", bytes.NewReader(b))
		if err != nil {
			return 0, []byte(err.Error())
		}
		defer resp.Body.Close()
		out, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, out
	}
	dump := func() string {
		var sb strings.Builder
		for _, p := range procs {
			fmt.Fprintf(&sb, "--- %s:\n%s\n", p.name, p.out.String())
		}
		return sb.String()
	}
	wait := func(what string, cond func() bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for !cond() {
			if time.Now().After(deadline) {
				t.Fatalf("%s: not true after 30s\n%s", what, dump())
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	wait("recaller ready", func() bool {
		resp, err := client.Get(base + "/readyz")
		if err != nil {
			return false
		}
		resp.Body.Close()
		return resp.StatusCode == 200
	})
	turns := []struct{ user, id, text string }{
		{"u1", "mp-en", "My name is Zhang San and I prefer short answers"},
		{"u1zh", "mp-zh", "我叫李雷，以后回答请用中文"},
	}
	for _, tr := range turns {
		code, b := post("/v1/turns", map[string]any{"tenant_id": "acme", "user_id": tr.user, "turn_id": tr.id,
			"ts": time.Now().UTC().Format(time.RFC3339Nano), "messages": []map[string]string{{"role": "user", "content": tr.text}}})
		if code != http.StatusAccepted {
			t.Fatalf("publish %s: %d %s\n%s", tr.id, code, b, dump())
		}
	}
	type mem struct {
		Key, Value    string
		SourceTurnIDs []string `json:"source_turn_ids"`
	}
	recall := func(tenant, user, q string) (map[string]struct{ Value string }, []mem) {
		code, b := post("/v1/recall", map[string]any{"tenant_id": tenant, "user_id": user, "query": q, "k": 10})
		if code != 200 {
			t.Fatalf("recall: %d %s", code, b)
		}
		var r struct {
			Profile  map[string]struct{ Value string }
			Memories []mem
		}
		if err := json.Unmarshal(b, &r); err != nil {
			t.Fatal(err)
		}
		return r.Profile, r.Memories
	}
	has := func(ms []mem, key, value, turn string) bool {
		for _, m := range ms {
			if m.Key == key && m.Value == value && len(m.SourceTurnIDs) > 0 && m.SourceTurnIDs[0] == turn {
				return true
			}
		}
		return false
	}
	wait("English memories", func() bool {
		_, ms := recall("acme", "u1", "name answers")
		return has(ms, "name", "Zhang San", "mp-en") && has(ms, "response_style", "short", "mp-en")
	})
	wait("Chinese memories", func() bool {
		_, ms := recall("acme", "u1zh", "名字 回答")
		return has(ms, "name", "李雷", "mp-zh") && has(ms, "language", "中文", "mp-zh")
	})
	for _, who := range [][2]string{{"acme", "u2"}, {"other", "u1"}} {
		prof, ms := recall(who[0], who[1], "name Zhang San 李雷 answers")
		if len(prof) != 0 || len(ms) != 0 {
			t.Errorf("%v sees foreign memories: %v %v", who, prof, ms)
		}
	}
	// Every process stops cleanly on SIGTERM within its bound.
	for _, p := range procs {
		if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
			t.Fatalf("signal %s: %v", p.name, err)
		}
	}
	for _, p := range procs {
		done := make(chan error, 1)
		go func() { done <- p.cmd.Wait() }()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("%s exited with %v\n%s", p.name, err, p.out.String())
			}
		case <-time.After(15 * time.Second):
			t.Errorf("%s did not exit within 15s of SIGTERM", p.name)
		}
	}
}
