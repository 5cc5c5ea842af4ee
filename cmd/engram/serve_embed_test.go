package main

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/embed/semantic/semantictest"
	"github.com/engram-memory/engram/internal/reembed"
)

// Issue 14's acceptance 5, what a test can show of it: without the
// semantic table serve starts on the hashed embedder and its start-up
// banner says how to get recall by meaning; with the table in the models
// directory it uses the semantic embedder.
func TestServeEmbedderLine(t *testing.T) {
	start := time.Now()
	s := startServe(t, t.TempDir())
	t.Logf("ready without the table in %s", time.Since(start).Round(time.Millisecond))
	if out := s.out.String(); !regexp.MustCompile(`embed: local-hash/2-256 \(recall by words only: no semantic table in \S+; run ` + "`engram models pull`").MatchString(out) {
		t.Errorf("start-up without the table does not say how to get it:\n%s", out)
	}
	s.stop()

	data := t.TempDir()
	e := semantictest.Install(t, filepath.Join(data, "models"))
	s = startServe(t, data)
	if out := s.out.String(); !strings.Contains(out, "embed: "+e.ID()+" (recall by meaning") {
		t.Errorf("start-up with the table does not name %s:\n%s", e.ID(), out)
	}
}

// metricValue is the value of the sample of name with label tenant in a
// /metrics page ("" when absent).
func metricValue(page, name, tenant string) string {
	m := regexp.MustCompile(`(?m)^` + name + `\{tenant="` + regexp.QuoteMeta(tenant) + `"\} (\S+)$`).FindStringSubmatch(page)
	if m == nil {
		return ""
	}
	return m[1]
}

// A data directory of hashed vectors and a semantic table: serve moves
// every tenant's memories to the semantic embedder in the background
// (engram_reembed_memories_remaining falls to 0 for each), recall answers
// meanwhile; with --reembed=false it leaves them.
func TestServeReembedsInBackground(t *testing.T) {
	const perUser = 300
	data := t.TempDir()
	_, hashed, cfg := seedHashed(t, data, "acme", 2, perUser)
	seedHashed(t, data, "globex", 1, perUser)
	e := semantictest.Install(t, filepath.Join(data, "models"))
	counts := func() map[string]map[string]int {
		t.Helper()
		a, err := app.Open(context.Background(), cfg, app.Options{Binary: "test", NoNATS: true})
		if err != nil {
			t.Fatal(err)
		}
		defer a.Close()
		c, err := reembed.CounterOf(a.Vectors).EmbedderCounts(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return c
	}

	// Opted out: nothing moves.
	s := startServe(t, data, "--reembed=false")
	if r := s.recall(t, "acme", "user-001", "entry kw7q", 5); len(r.Memories) == 0 {
		t.Error("recall found nothing")
	}
	s.stop()
	if c := counts(); c["acme"][hashed] != 2*perUser || c["globex"][hashed] != perUser {
		t.Fatalf("with --reembed=false the vectors changed: %v", c)
	}

	s = startServe(t, data)
	scrape := func() string {
		resp, err := http.Get(s.addr + "/metrics")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	if r := s.recall(t, "acme", "user-000", "entry kw42q", 5); len(r.Memories) == 0 {
		t.Error("recall during re-embedding found nothing")
	}
	waitFor(t, "background re-embedding of both tenants", 2*time.Minute, func() bool {
		p := scrape()
		return metricValue(p, "engram_reembed_memories_remaining", "acme") == "0" && metricValue(p, "engram_reembed_memories_remaining", "globex") == "0"
	})
	p := scrape()
	if metricValue(p, "engram_reembed_memories_moved_total", "acme") != "600" || metricValue(p, "engram_reembed_memories_moved_total", "globex") != "300" {
		t.Errorf("moved: acme %s, globex %s", metricValue(p, "engram_reembed_memories_moved_total", "acme"), metricValue(p, "engram_reembed_memories_moved_total", "globex"))
	}
	if r := s.recall(t, "globex", "user-000", "entry kw299q", 5); len(r.Memories) == 0 || !strings.Contains(r.Memories[0].Content, "kw299q") {
		t.Errorf("recall after re-embedding: %+v", r.Memories)
	}
	s.stop()
	if c := counts(); c["acme"][e.ID()] != 2*perUser || c["globex"][e.ID()] != perUser || len(c["acme"]) != 1 || len(c["globex"]) != 1 {
		t.Errorf("after background re-embedding: %v", c)
	}
}
