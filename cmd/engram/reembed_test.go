package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/semantictest"
	"github.com/engram-memory/engram/internal/reembed"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Environment of the large variant of TestReembedChildKilledResumes.
const (
	// envReembed100k=1 moves 100,000 memories instead of 6,000.
	envReembed100k = "ENGRAM_REEMBED_100K"
	// envReembedTable names a semantic table file to move to (the real
	// one from `engram models pull`) instead of the fixture table.
	envReembedTable = "ENGRAM_REEMBED_TABLE"
)

var (
	pagesRe = regexp.MustCompile(`(\d+) moved, (\d+) remaining, (\d+) pages`)
	finalRe = regexp.MustCompile(`this run (\d+) pages, (\d+) moved in (\S+) \((\d+) ms per 1,000 moved\)`)
)

// reembedMem is the i-th seeded memory of user u: its rare word kw<i>q
// names it alone.
func reembedMem(tenant, user string, i int, at time.Time) memory.Memory {
	content := fmt.Sprintf("Keeps a note about the garden and the kitchen, entry kw%dq", i)
	return memory.Memory{ID: memory.ID(tenant, user, events.TypeFact, "", "", "", content), TenantID: tenant, UserID: user,
		Type: events.TypeFact, Content: content, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive,
		Version: 1, CreatedAt: at, UpdatedAt: at, SourceTurnIDs: []string{"t" + strconv.Itoa(i)}, ExtractorID: "rules/1"}
}

// TestReembedChildKilledResumes is issue 14's acceptance 4 with real
// processes: `engram serve` answers recalls over HTTP on a data directory
// of hashed vectors while `engram reembed` runs as a child process moving
// them to the semantic embedder; the child is killed with SIGKILL half way
// and started again. The second run redoes no checkpointed page (its page
// count is the rest), every memory ends on the new embedder, no recall
// failed, and every memory was found by its rare word throughout and after
// (lexically: serve stays on the hashed embedder). The CI variant moves
// 6,000 memories; ENGRAM_REEMBED_100K=1 moves 100,000.
func TestReembedChildKilledResumes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds engram and runs it as a child process")
	}
	users, perUser, page := 12, 500, 100
	if os.Getenv(envReembed100k) == "1" {
		users, perUser, page = 100, 1000, 256
	}
	total := users * perUser
	const tenant = "acme"
	bin := filepath.Join(t.TempDir(), "engram")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build engram: %v\n%s", err, out)
	}
	data := t.TempDir()
	models := filepath.Join(data, "models")
	var target string
	if p := os.Getenv(envReembedTable); p != "" {
		if err := os.MkdirAll(models, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(p, semantic.Path(models)); err != nil {
			t.Fatal(err)
		}
		e, err := semantic.Open(models)
		if err != nil {
			t.Fatal(err)
		}
		target = e.ID()
	} else {
		target = semantictest.Install(t, models).ID()
	}

	ctx := context.Background()
	at, hashed, cfg := seedHashed(t, data, tenant, users, perUser)
	user := func(u int) string { return fmt.Sprintf("user-%03d", u) }
	t.Setenv("ENGRAM_RATE_LIMIT", "-1") // the load and the check after exceed 200/s
	srv := startServe(t, data, "--embedder", "hashed")
	client := &http.Client{Timeout: 10 * time.Second}
	// found recalls memory i of user u by its rare word over HTTP: err is
	// a failed recall, ok whether the memory came back.
	found := func(u, i int) (ok bool, err error) {
		body, _ := json.Marshal(map[string]any{"tenant_id": tenant, "user_id": user(u), "query": fmt.Sprintf("entry kw%dq", i), "k": 5})
		resp, err := client.Post(srv.addr+"/v1/recall", "application/json", strings.NewReader(string(body)))
		if err != nil {
			return false, err
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			return false, fmt.Errorf("recall: %d %s", resp.StatusCode, b)
		}
		var r struct {
			recallResp
			Degraded bool     `json:"degraded"`
			Reasons  []string `json:"degraded_reasons"`
		}
		if err := json.Unmarshal(b, &r); err != nil {
			return false, err
		}
		want := reembedMem(tenant, user(u), i, at).ID
		for _, m := range r.Memories {
			if m.ID == want {
				return true, nil
			}
		}
		if r.Degraded {
			return false, errDegraded{strings.Join(r.Reasons, "; ")}
		}
		return false, nil
	}

	// Recall load throughout both runs.
	stop := make(chan struct{})
	var recalls, failed, degraded, missed atomic.Int64
	var firstErr atomic.Value
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := w; ; k += 2 {
				select {
				case <-stop:
					return
				default:
				}
				n := (k * 7919) % total
				ok, err := found(n/perUser, n%perUser)
				recalls.Add(1)
				var deg errDegraded
				switch {
				case errors.As(err, &deg):
					degraded.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
				case err != nil:
					failed.Add(1)
					firstErr.CompareAndSwap(nil, err.Error())
				case !ok:
					missed.Add(1)
				}
			}
		}()
	}

	args := []string{"reembed", "--tenant", tenant, "--data-dir", data, "--embedder", "semantic", "--models-dir", models,
		"--page", strconv.Itoa(page), "--log-level", "warn"}
	pages := users * ((perUser + page - 1) / page)

	// First run, killed with SIGKILL once half the pages are done.
	start := time.Now()
	child := exec.Command(bin, args...)
	stderr, err := child.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stderr)
	sc.Split(splitCRLF)
	killedAt := -1
	for sc.Scan() {
		if m := pagesRe.FindStringSubmatch(sc.Text()); m != nil {
			if n, _ := strconv.Atoi(m[3]); n >= pages/2 {
				killedAt = n
				if err := child.Process.Kill(); err != nil {
					t.Fatal(err)
				}
				break
			}
		}
	}
	go io.Copy(io.Discard, stderr)
	werr := child.Wait()
	run1 := time.Since(start)
	if killedAt < 0 {
		t.Fatalf("the first run ended before half its pages (%v)", werr)
	}
	b, err := os.ReadFile(filepath.Join(data, "reembed", tenant+".json"))
	if err != nil {
		t.Fatal(err)
	}
	var atKill reembed.Checkpoint
	if err := json.Unmarshal(b, &atKill); err != nil {
		t.Fatal(err)
	}
	if atKill.Done || atKill.Pages < killedAt || atKill.Moved == 0 {
		t.Fatalf("checkpoint after the kill: %+v (killed after page %d)", atKill, killedAt)
	}

	// Second run resumes.
	start = time.Now()
	child = exec.Command(bin, args...)
	var out, errOut strings.Builder
	child.Stdout, child.Stderr = &out, &errOut
	if err := child.Run(); err != nil {
		t.Fatalf("second run: %v\n%s%s", err, out.String(), errOut.String())
	}
	run2 := time.Since(start)
	m := finalRe.FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("second run printed no summary:\n%s", out.String())
	}
	pages2, _ := strconv.Atoi(m[1])
	moved2, _ := strconv.Atoi(m[2])
	per1000, _ := strconv.Atoi(m[4])
	if pages2 != pages-atKill.Pages {
		t.Errorf("second run did %d pages; %d were checkpointed of %d, so %d were left", pages2, atKill.Pages, pages, pages-atKill.Pages)
	}
	// A page written but not yet checkpointed at the kill is listed again
	// and moves nothing the second time.
	if left := total - atKill.Moved; moved2 > left || moved2 < left-page {
		t.Errorf("second run moved %d; %d were left at the checkpoint (page %d)", moved2, left, page)
	}
	close(stop)
	wg.Wait()

	// Every memory is on the new embedder and found by its word.
	a, err := app.Open(ctx, cfg, app.Options{Binary: "test", NoNATS: true})
	if err != nil {
		t.Fatal(err)
	}
	counts, err := reembed.CounterOf(a.Vectors).EmbedderCounts(ctx)
	a.Close()
	if err != nil {
		t.Fatal(err)
	}
	if got := counts[tenant]; got[target] != total || len(got) != 1 {
		t.Errorf("stored vectors by embedder: %v, want %d of %s (from %s)", got, total, target, hashed)
	}
	step := 1
	if total > 20000 {
		step = 7 // a seventh of them, spread over every user
	}
	after, afterMissed, afterDegraded := 0, 0, 0
	for n := 0; n < total; n += step {
		ok, err := found(n/perUser, n%perUser)
		after++
		if errors.As(err, new(errDegraded)) {
			afterDegraded++
			continue
		}
		if err != nil {
			t.Fatalf("recall after: %v", err)
		}
		if !ok {
			afterMissed++
		}
	}
	t.Logf("%d memories, %d pages of %d: killed after page %d (checkpoint %d pages, %d moved) at %s; resumed: %d pages, %d moved in %s, %d ms per 1,000 moved",
		total, pages, page, killedAt, atKill.Pages, atKill.Moved, run1.Round(time.Millisecond), pages2, moved2, run2.Round(time.Millisecond), per1000)
	t.Logf("recall load: %d recalls during the runs, %d failed, %d degraded without the memory (%v), %d missed; after: %d recalled, %d degraded, %d missed",
		recalls.Load(), failed.Load(), degraded.Load(), firstErr.Load(), missed.Load(), after, afterDegraded, afterMissed)
	if failed.Load() != 0 {
		t.Errorf("%d of %d recalls failed during re-embedding (first: %v)", failed.Load(), recalls.Load(), firstErr.Load())
	}
	if recalls.Load() == 0 {
		t.Error("no recall ran during re-embedding")
	}
	if missed.Load() != 0 || afterMissed != 0 {
		t.Errorf("memories not found by their word: %d during, %d after", missed.Load(), afterMissed)
	}
}

// seedHashed stores users × perUser memories of tenant (users named
// user-000...) with hashed vectors in data's SQLite file, through the
// stores engram opens. It returns their time, the hashed embedder id and
// the configuration that opens the stores again.
func seedHashed(t *testing.T, data, tenant string, users, perUser int) (time.Time, string, config.Config) {
	t.Helper()
	ctx := context.Background()
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, config.GroupEmbed)
	if err := fs.Parse([]string{"--data-dir", data, "--embedder", "hashed", "--log-level", "warn"}); err != nil {
		t.Fatal(err)
	}
	a, err := app.Open(ctx, cfg, app.Options{Binary: "test", NoNATS: true})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	at := time.Now().UTC().Add(-time.Hour)
	for u := range users {
		ms := make([]memory.Memory, perUser)
		texts := make([]string, perUser)
		for i := range ms {
			ms[i] = reembedMem(tenant, fmt.Sprintf("user-%03d", u), i, at)
			texts[i] = ms[i].Content
		}
		vecs, err := a.Embedder.Embed(ctx, texts)
		if err != nil {
			t.Fatal(err)
		}
		for i := range ms {
			ms[i].Vector, ms[i].EmbedderID = vecs[i], a.Embedder.ID()
		}
		if err := a.Vectors.Upsert(ctx, ms); err != nil {
			t.Fatal(err)
		}
	}
	return at, a.Embedder.ID(), cfg
}

// errDegraded is a recall answered degraded (a store call over its
// timeout) without the memory asked for: on a saturated machine a store
// call can outlast the recaller's 2 s bound whatever re-embedding does, so
// these are counted apart from failed recalls and from misses (reported).
type errDegraded struct{ reasons string }

func (e errDegraded) Error() string { return "recall degraded: " + e.reasons }

// splitCRLF splits progress output at carriage returns and newlines.
func splitCRLF(data []byte, atEOF bool) (int, []byte, error) {
	for i, c := range data {
		if c == '\r' || c == '\n' {
			return i + 1, data[:i], nil
		}
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}
