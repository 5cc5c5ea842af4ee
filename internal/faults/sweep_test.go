package faults

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"
)

// erase sends DELETE /v1/users/{id} to the recaller and fails the test
// unless it answers 200. It returns the receipt.
func erase(t *testing.T, rec *worker, tenant, user string) string {
	t.Helper()
	u := "http://" + rec.Addr + "/v1/users/" + url.PathEscape(user) + "?tenant_id=" + url.QueryEscape(tenant)
	req, err := http.NewRequest(http.MethodDelete, u, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := (&http.Client{Timeout: 2 * time.Minute}).Do(req)
	if err != nil {
		t.Fatalf("DELETE /v1/users: %v", err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("DELETE /v1/users: %d %s", resp.StatusCode, b)
	}
	return string(b)
}

// onlyUser returns the turns of set that belong to user, as a set of
// their own.
func onlyUser(set *turnSet, user string) *turnSet {
	out := &turnSet{words: map[string]string{}, types: set.types}
	for _, tr := range set.Turns {
		if tr.UserID == user {
			out.Turns = append(out.Turns, tr)
			out.words[tr.TurnID] = set.words[tr.TurnID]
		}
	}
	return out
}

// TestSweepKeepsTurnsPublishedAfterErasure is the sweep race of the
// forgetter as processes: a user's memories are erased over HTTP, then,
// 1.5 s later and with the extractor (first case) or the ingester (second
// case) down, new turns of that user are published; `forgetter --once`
// runs its erasure sweep; the worker starts again. The new turns must
// become their memories (they are new data, not residue of the erased
// user) and none of the erased ones may come back. With the sweep made
// to purge everything on the user's subjects of the last 24 h again (the
// defect), 20 of 20 new turns were lost.
func TestSweepKeepsTurnsPublishedAfterErasure(t *testing.T) {
	t.Parallel()
	nodes := startNATS(t, 1)
	p := newPipeline(t, nodes[0].URL())
	ensureStreams(t, p.JS, 1)
	f := newFigures(t)
	ext, ing, rec := p.worker("extractor"), p.worker("ingester"), p.worker("recaller")
	ext.startReady(t)
	ing.startReady(t)
	rec.startReady(t)
	var kept []*turnSet
	for _, down := range []*worker{ext, ing} {
		old := makeTurns("sweep-old-"+down.name, 10, 1)
		user := old.Turns[0].UserID
		publish(t, p.JS, p.Keyer, old, 0).wait(t, time.Minute)
		waitDrained(t, p.JS, len(old.Turns), 3*time.Minute)
		if l := countLedger(t, p.SQLite, old); l.Lost > 0 {
			t.Fatalf("setup: %d of the user's turns have no memory before the erasure", l.Lost)
		}
		receipt := erase(t, rec, old.Turns[0].TenantID, user)
		t.Logf("erasure receipt (%s down next): %s", down.name, strings.TrimSpace(receipt))
		down.kill()
		f.kill(down.name)
		time.Sleep(1500 * time.Millisecond)
		fresh := onlyUser(makeTurns("sweep-new-"+down.name, 10, 1), "sweep-new-"+down.name+"-user-000@example.com")
		for _, tr := range fresh.Turns {
			tr.UserID = user // the erased user, again
			tr.TS = time.Now().UTC()
		}
		publish(t, p.JS, p.Keyer, fresh, 0).wait(t, time.Minute)
		if down == ing {
			// The new turns' fact batches are in their stream before the
			// sweep: the ingester is the one that is down.
			waitFor(t, "new turns extracted", 2*time.Minute, func() bool {
				return p.heldBy("ENGRAM_TURNS", "extractor") == 0 && settledTurns(p)
			})
		}
		fg := p.worker("forgetter", "--once")
		fg.start()
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		select {
		case <-fg.done:
		case <-ctx.Done():
			t.Fatal("forgetter --once did not exit")
		}
		cancel()
		if code := fg.cmd.ProcessState.ExitCode(); code != 0 {
			t.Fatalf("forgetter --once exited %d:\n%s", code, fg.log.String())
		}
		f.add("sweep_report_"+down.name+"_down", strings.Join(strings.Fields(report(fg.log.String())), ""))
		down.startReady(t)
		// The erasure purged the old turns from the stream: count none.
		waitDrained(t, p.JS, 0, 3*time.Minute)
		kept = append(kept, fresh)
	}
	// The erased turns are neither expected nor allowed: a memory of one
	// of them counts as unexpected.
	f.check(t, p.JS, p.SQLite, kept...)
}

// settledTurns reports whether the extractor settled every turn.
func settledTurns(p *pipeline) bool {
	return settled(p.JS, "ENGRAM_TURNS", "extractor")
}

// report returns the last line of out that is JSON but not a log line:
// the report forgetter --once prints.
func report(out string) string {
	lines := strings.Split(strings.TrimSpace(out), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "{") && !strings.Contains(lines[i], `"level":`) {
			return lines[i]
		}
	}
	return "none"
}
