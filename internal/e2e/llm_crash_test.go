package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// TestSIGKILLLLMExtractorLosesNothing kills the LLM extractor (SIGKILL)
// while it waits on a slow model (3 s a call, the scripted
// OpenAI-compatible server: the test double at the model boundary) with
// turns in flight, restarts it, and checks that every turn still becomes
// its memory and nothing is dead-lettered. The turns the dead process held
// come back after the turn consumer's ack wait (2 min), so it runs only
// with ENGRAM_E2E_CRASH=1.
func TestSIGKILLLLMExtractorLosesNothing(t *testing.T) {
	if os.Getenv("ENGRAM_E2E_CRASH") != "1" {
		t.Skip("waits for the turn consumer's ack wait (minutes); set ENGRAM_E2E_CRASH=1 to run")
	}
	model := llmtest.NewServer(t)
	model.HandleChat(func(r llmtest.Request) llmtest.Reply {
		text := ""
		for _, m := range r.Chat().Messages {
			if i := strings.Index(m.Content, "[USER]: "); i >= 0 {
				text, _, _ = strings.Cut(m.Content[i+len("[USER]: "):], "\n")
			}
		}
		fact, _ := json.Marshal(text)
		return llmtest.Chat(fmt.Sprintf(`{"facts":[{"type":"fact","content":%s,"confidence":0.9,"importance":0.6}],"forget":[]}`, fact), 100, 20).
			WithDelay(3 * time.Second)
	})
	const n = 48
	var turns []*events.Turn
	base := time.Now().UTC().Add(-time.Hour)
	for i := range n {
		turns = append(turns, &events.Turn{TenantID: "acme", UserID: "llm-user-" + strconv.Itoa(i), TurnID: "llm-t" + strconv.Itoa(i),
			TS: base.Add(time.Duration(i) * time.Second), Messages: []events.Message{{Role: events.RoleUser,
				Content: fmt.Sprintf("I keep a beehive number %d on my balcony.", i)}}})
	}
	c := procNewCluster(t, 8*time.Second)
	procPublishTurns(t, c.JS, c.Keyer, turns)
	llmFlags := []string{"--extractor", "llm", "--openai-base-url", model.BaseURL(), "--openai-api-key", "k", "--extract-concurrency", "8"}
	ext := c.Start("extractor", llmFlags...)
	c.WaitFor("fact batches", time.Minute, func() bool { return c.StreamMsgs(events.StreamFacts) >= 16 })
	if _, err := ext.Stop(t, syscall.SIGKILL, 10*time.Second); err == nil {
		t.Fatal("the extractor exited cleanly on SIGKILL")
	}
	tu := c.Consumer(events.StreamTurns, events.ConsumerExtractor)
	t.Logf("turns consumer after SIGKILL: %d fact batches, pending %d, ack pending %d", c.StreamMsgs(events.StreamFacts), tu.NumPending, tu.NumAckPending)
	if tu.NumAckPending == 0 {
		t.Error("the extractor held no turn when it was killed")
	}
	ext = c.Start("extractor", llmFlags...)
	ing := c.Start("ingester")
	c.WaitDrained(6 * time.Minute)
	mems := procMemories(t, c.SQLite)
	have := map[string]bool{}
	for _, m := range mems {
		for _, s := range strings.Split(m.Sources, ",") {
			have[s] = true
		}
	}
	lost := 0
	for _, tr := range turns {
		if !have[tr.TurnID] {
			lost++
		}
	}
	dlq := procDLQ(t, c.JS)
	t.Logf("%d turns, %d memories, %d lost, %d dead letters, %d model calls", n, len(mems), lost, len(dlq), model.Count(llmtest.ChatPath))
	if lost > 0 {
		t.Errorf("%d of %d turns have no memory after the SIGKILL", lost, n)
	}
	if len(dlq) > 0 {
		t.Errorf("%d dead letters, want none (first reason: %s)", len(dlq), dlq[0].Header.Get(events.HeaderReason))
	}
	for _, p := range []*procProc{ext, ing} {
		c.stopChecked(p, "after the LLM crash run")
	}
}
