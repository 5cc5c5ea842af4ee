package llm_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/llm"
	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// The scripted server answers a shared call the way the prompt asks: one
// fact per "Turn k:" block, stating that turn's user message, with
// "turn": k. A single turn gets one fact without a turn number.
func perTurnReply(r llmtest.Request) llmtest.Reply {
	p := lastUserContent(r)
	var facts []string
	for _, b := range turnHeader.Split(p, -1)[1:] {
		k := len(facts) + 1
		facts = append(facts, fmt.Sprintf(`{"type":"fact","content":%s,"turn":%d,"confidence":0.9,"importance":0.6}`, userLine(b), k))
	}
	if len(facts) == 0 {
		facts = append(facts, fmt.Sprintf(`{"type":"fact","content":%s,"confidence":0.9,"importance":0.6}`, userLine(p)))
	}
	return llmtest.Chat(`{"facts":[`+strings.Join(facts, ",")+`],"forget":[]}`, 10, 5)
}

// turnHeader opens a turn's block in a shared call's prompt.
var turnHeader = regexp.MustCompile(`(?m)^Turn \d+:\n`)

// userLine is the JSON string of the first user message in a prompt.
func userLine(p string) string {
	_, rest, _ := strings.Cut(p, "[USER]: ")
	line, _, _ := strings.Cut(rest, "\n")
	b, _ := json.Marshal(line)
	return string(b)
}

// windowAfter stands in for time.After: the sharing window (window) never
// passes on its own, so a shared call closes only when it is full, or
// when the test calls pass; any other wait passes at once.
type windowAfter struct {
	window time.Duration
	passed chan time.Time
}

func newWindowAfter(window time.Duration) *windowAfter {
	return &windowAfter{window: window, passed: make(chan time.Time)}
}

func (w *windowAfter) after(d time.Duration) <-chan time.Time {
	if d == w.window {
		return w.passed
	}
	c := make(chan time.Time, 1)
	c <- time.Now()
	return c
}

func (w *windowAfter) pass() { close(w.passed) }

func shortTurn(id, session, text string) *events.Turn {
	return &events.Turn{TenantID: "acme", UserID: "u1", SessionID: session, TurnID: id,
		TS: time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC), Messages: []events.Message{user(text)}}
}

// extractAll extracts turns concurrently and returns their results and
// errors in the order of turns.
func extractAll(e *llm.Extractor, turns ...*events.Turn) ([]extract.Result, []error) {
	res, errs := make([]extract.Result, len(turns)), make([]error, len(turns))
	var wg sync.WaitGroup
	for i, t := range turns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			res[i], errs[i] = e.Extract(context.Background(), t)
		}()
	}
	wg.Wait()
	return res, errs
}

// TestSharedCallShortTurns: three short turns of one session share one
// request, and each gets the facts the reply gives its turn; a long turn
// of the same session has a call of its own.
func TestSharedCallShortTurns(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(perTurnReply)
	w := newWindowAfter(time.Hour)
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.ShareWindow, c.ShareTurns = time.Hour, 3 }, llm.WithAfter(w.after))
	texts := []string{"I have a cat named Miso.", "I live in Porto.", "I play the cello."}
	var turns []*events.Turn
	for i, s := range texts {
		turns = append(turns, shortTurn(fmt.Sprint("t", i), "s1", s))
	}
	res, errs := extractAll(e, turns...)
	for i := range turns {
		if errs[i] != nil {
			t.Fatalf("turn %d: %v", i, errs[i])
		}
		if len(res[i].Facts) != 1 || res[i].Facts[0].Content != texts[i] {
			t.Errorf("turn %d got %+v, want the one fact %q", i, res[i].Facts, texts[i])
		}
	}
	reqs := srv.Requests(llmtest.ChatPath)
	if len(reqs) != 1 {
		t.Fatalf("%d requests for 3 short turns of one session, want 1", len(reqs))
	}
	if sys := reqs[0].Chat().Messages[0].Content; !strings.Contains(sys, `"turn": k`) {
		t.Error("the shared call's system prompt does not ask for the turn of each fact")
	}

	long := shortTurn("t9", "s1", "I moved to Porto last spring. "+strings.Repeat("The flat has a view of the river and a tiny balcony. ", 6))
	r, err := e.Extract(context.Background(), long)
	if err != nil {
		t.Fatal(err)
	}
	if got := srv.Count(llmtest.ChatPath); got != 2 {
		t.Errorf("%d requests after a long turn, want 2 (its own call)", got)
	}
	if p := lastUserContent(srv.Requests(llmtest.ChatPath)[1]); strings.Contains(p, "Turn 1:") {
		t.Errorf("the long turn went as a shared call:\n%s", p)
	}
	if len(r.Facts) != 1 {
		t.Errorf("long turn: %+v", r.Facts)
	}
}

// TestSharedCallWindow: a short turn alone waits for its window, then is
// extracted with a call of its own; turns of two sessions never share.
func TestSharedCallWindow(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(perTurnReply)
	w := newWindowAfter(time.Hour)
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.ShareWindow, c.ShareTurns = time.Hour, 4 }, llm.WithAfter(w.after))
	done := make(chan struct{})
	var res []extract.Result
	var errs []error
	go func() {
		defer close(done)
		res, errs = extractAll(e, shortTurn("a", "s1", "I like tea."), shortTurn("b", "s2", "I like coffee."))
	}()
	select {
	case <-done:
		t.Fatal("the turns did not wait for their window")
	case <-time.After(100 * time.Millisecond):
	}
	if n := srv.Count(llmtest.ChatPath); n != 0 {
		t.Fatalf("%d requests before the window passed", n)
	}
	w.pass()
	<-done
	for i, want := range []string{"I like tea.", "I like coffee."} {
		if errs[i] != nil || len(res[i].Facts) != 1 || res[i].Facts[0].Content != want {
			t.Errorf("turn %d: %+v, %v; want the fact %q", i, res[i].Facts, errs[i], want)
		}
	}
	if n := srv.Count(llmtest.ChatPath); n != 2 {
		t.Errorf("%d requests for two sessions' turns, want 2", n)
	}
}

// TestSharedCallFailsEveryTurn: a call the server rejects fails each turn
// that shared it, permanently as for a turn alone; a fact without a turn
// number goes to the last turn.
func TestSharedCallFailsEveryTurn(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Error(http.StatusBadRequest, "context length exceeded"),
		llmtest.Chat(`{"facts":[{"type":"fact","content":"The user has a dog.","confidence":0.9,"importance":0.6}],"forget":[]}`, 10, 5))
	w := newWindowAfter(time.Hour)
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.ShareWindow, c.ShareTurns, c.JSONMode = time.Hour, 2, llm.JSONOff }, llm.WithAfter(w.after))
	_, errs := extractAll(e, shortTurn("a", "s1", "hello"), shortTurn("b", "s1", "I have a dog"))
	for i, err := range errs {
		if !errors.Is(err, events.ErrPermanent) {
			t.Errorf("turn %d: %v, want a permanent error", i, err)
		}
	}
	res, errs := extractAll(e, shortTurn("c", "s1", "hello again"), shortTurn("d", "s1", "my dog is Rex"))
	if errs[0] != nil || errs[1] != nil {
		t.Fatal(errs)
	}
	// Which turn joined last is the order of arrival; the unnumbered fact
	// is that turn's.
	if n := len(res[0].Facts) + len(res[1].Facts); n != 1 {
		t.Errorf("%d facts in all, want the one fact once: %+v", n, res)
	}
}

// TestSharingOffByDefault: with no window every turn has its own call.
func TestSharingOffByDefault(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(perTurnReply)
	e, _ := newExtractor(t, srv, nil)
	_, errs := extractAll(e, shortTurn("a", "s1", "I like tea."), shortTurn("b", "s1", "I like jazz."), shortTurn("c", "s1", "I like rain."))
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if n := srv.Count(llmtest.ChatPath); n != 3 {
		t.Errorf("%d requests for 3 turns with sharing off, want 3", n)
	}
}
