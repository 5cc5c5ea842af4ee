package faults

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// slowModel scripts the model (the one outside boundary, a test double):
// after delay, one fact that repeats what the user said in the turn to
// extract (the last user line of the prompt; earlier lines are the
// conversation's context).
func slowModel(t *testing.T, delay time.Duration) *llmtest.Server {
	model := llmtest.NewServer(t)
	model.HandleChat(func(r llmtest.Request) llmtest.Reply {
		text := ""
		for _, m := range r.Chat().Messages {
			if i := strings.LastIndex(m.Content, "[USER]: "); i >= 0 {
				text, _, _ = strings.Cut(m.Content[i+len("[USER]: "):], "\n")
			}
		}
		fact, _ := json.Marshal(text)
		return llmtest.Chat(fmt.Sprintf(`{"facts":[{"type":"fact","content":%s,"confidence":0.9,"importance":0.6}],"forget":[]}`, fact), 100, 20).
			WithDelay(delay)
	})
	return model
}

// TestSIGKILLLLMExtractorAtThreeSeconds kills the LLM extractor (SIGKILL)
// while it waits on a model that takes 3 s a call, with turns in flight,
// a third into the run, restarting it at once. (The turns it held come
// back after the ack wait as suspects, processed one at a time: 3 s each.) Every turn must still become its memory and nothing may be
// dead-lettered (issue 18, acceptance 5).
func TestSIGKILLLLMExtractorAtThreeSeconds(t *testing.T) {
	t.Parallel()
	n, kills, conc := size(64, 480), 1, size(8, 32)
	model := slowModel(t, 3*time.Second)
	nodes := startNATS(t, 1)
	p := newPipeline(t, nodes[0].URL())
	ensureStreams(t, p.JS, 1)
	f := newFigures(t)
	args := []string{"--extractor", "llm", "--openai-base-url", model.BaseURL(), "--openai-api-key", "k", "--llm-model", "test-model"}
	if conc > 0 {
		args = append(args, "--extract-concurrency", strconv.Itoa(conc))
	}
	ext, ing := p.worker("extractor", args...), p.worker("ingester")
	ext.startReady(t)
	ing.startReady(t)
	set := makeTurns("llm", n, 40)
	set.types = []string{"fact"}
	publish(t, p.JS, p.Keyer, set, 0).wait(t, 5*time.Minute)
	held := 0
	for i := range kills {
		want := uint64(n * (i + 1) / (kills + 2))
		waitFor(t, "fact batches", 5*time.Minute, func() bool {
			st, _ := streamState(p.JS, events.StreamFacts)
			return st.Msgs >= want
		})
		held += p.heldBy(events.StreamTurns, events.ConsumerExtractor)
		ext.kill()
		f.kill("extractor")
		ext.startReady(t)
	}
	waitDrained(t, p.JS, n, 10*time.Minute)
	f.add("model_latency", "3s")
	f.add("held_at_kill", held)
	f.add("model_calls", model.Count(llmtest.ChatPath))
	if held == 0 {
		t.Error("the extractor held no turn when it was killed: the test did not kill it mid-run")
	}
	f.check(t, p.JS, p.SQLite, set)
}
