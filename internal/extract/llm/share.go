package llm

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"

	openai "github.com/sashabaranov/go-openai"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// Shared calls (Config.ShareWindow): a short turn of a session waits a
// moment for the session's next short turns, and up to ShareTurns of them
// go to the model in one request. The reply names the turn of each fact
// ("turn": k), so every turn still gets, and publishes, its own facts; a
// fact without a valid turn number goes to the last turn. A failed call
// fails every turn of it (each is redelivered and extracted again).

// sharedNote is appended to the system prompt of a shared call.
const sharedNote = `

This request holds several turns of the same conversation, in order, each introduced by "Turn k:" with its own timestamp and <conversation> block. Extract from each turn as if it were the current one (the turns before it are its context, and their facts are not repeated for it) and give every fact and forget intent a field "turn": k, the number of the turn it comes from.`

// sharer holds the shared calls still open to new turns, by session.
type sharer struct {
	mu   sync.Mutex
	open map[string]*sharedCall
}

// sharedCall is one call for several turns. turns, waiting and the map
// entry are guarded by sharer.mu; results and err are written before
// done is closed.
type sharedCall struct {
	turns   []*events.Turn
	waiting int // members whose context is still live
	full    chan struct{}
	done    chan struct{}
	ctx     context.Context
	cancel  context.CancelFunc
	results []extract.Result
	err     error
}

// shareable reports whether t may share a call: sharing is on, t belongs
// to a session and its user text is short.
func (e *Extractor) shareable(t *events.Turn) bool {
	if e.cfg.ShareWindow <= 0 || e.cfg.ShareTurns < 2 || sessionKey(t) == "" {
		return false
	}
	n := 0
	for _, m := range t.Messages {
		if m.Role == events.RoleUser {
			n += len(m.Content)
		}
	}
	return n <= e.cfg.ShareBytes
}

// join adds t to its session's open shared call, opening one if there is
// none, and waits for t's part of the result.
func (e *Extractor) join(ctx context.Context, t *events.Turn) (extract.Result, error) {
	k := sessionKey(t)
	e.share.mu.Lock()
	c := e.share.open[k]
	if c == nil {
		// The call outlives no member: it is cancelled when the last
		// member's context ends.
		cctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
		c = &sharedCall{full: make(chan struct{}), done: make(chan struct{}), ctx: cctx, cancel: cancel}
		e.share.open[k] = c
		go e.runShared(k, c)
	}
	i := -1
	for j, u := range c.turns {
		if u.TurnID == t.TurnID {
			i = j // a redelivery of a turn already waiting here
		}
	}
	if i < 0 {
		i = len(c.turns)
		c.turns = append(c.turns, t)
	}
	c.waiting++
	if len(c.turns) == e.cfg.ShareTurns {
		delete(e.share.open, k)
		close(c.full)
	}
	e.share.mu.Unlock()
	select {
	case <-c.done:
		if c.err != nil {
			return extract.Result{}, c.err
		}
		return c.results[i], nil
	case <-ctx.Done():
		e.share.mu.Lock()
		c.waiting--
		if c.waiting == 0 {
			c.cancel()
		}
		e.share.mu.Unlock()
		return extract.Result{}, fmt.Errorf("llm: wait for a shared call: %w (%w)", ctx.Err(), events.ErrTemporary)
	}
}

// runShared closes call c to new turns when it is full or its window has
// passed, then makes it.
func (e *Extractor) runShared(k string, c *sharedCall) {
	defer c.cancel()
	select {
	case <-c.full:
	case <-e.after(e.cfg.ShareWindow):
	case <-c.ctx.Done():
	}
	e.share.mu.Lock()
	if e.share.open[k] == c {
		delete(e.share.open, k)
	}
	turns := c.turns
	e.share.mu.Unlock()
	if len(turns) == 1 {
		res, err := e.extractOne(c.ctx, turns[0])
		c.results, c.err = []extract.Result{res}, err
	} else {
		c.results, c.err = e.extractShared(c.ctx, turns)
	}
	close(c.done)
}

// extractShared extracts turns, of one session and in order, with one
// call.
func (e *Extractor) extractShared(ctx context.Context, turns []*events.Turn) ([]extract.Result, error) {
	var b strings.Builder
	b.WriteString(e.contextFor(ctx, turns))
	for k, t := range turns {
		if k > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "Turn %d:\n%s", k+1, userPrompt(t))
	}
	msgs := []openai.ChatCompletionMessage{
		{Role: openai.ChatMessageRoleSystem, Content: e.prompt + sharedNote},
		{Role: openai.ChatMessageRoleUser, Content: b.String()},
	}
	for _, t := range turns {
		e.hist.add(t)
	}
	var results []extract.Result
	what := "shared call for turns " + turns[0].TurnID + ".." + turns[len(turns)-1].TurnID
	err := e.ask(ctx, turns[0].TenantID, what, msgs, func(reply string) (err error) {
		results, err = parseShared(reply, len(turns))
		return err
	})
	return results, err
}

// parseShared parses the reply of a shared call for n turns into one
// result per turn, by each fact's and intent's "turn" field (1 to n; the
// last turn when it is missing or out of range).
func parseShared(reply string, n int) ([]extract.Result, error) {
	rawFacts, rawForget, err := decodeReply(reply)
	if err != nil {
		return nil, err
	}
	facts, forget := make([][]any, n), make([][]any, n)
	for _, f := range rawFacts {
		k := turnOf(f, n)
		facts[k] = append(facts[k], f)
	}
	for _, g := range rawForget {
		k := turnOf(g, n)
		forget[k] = append(forget[k], g)
	}
	out := make([]extract.Result, n)
	for k := range out {
		out[k] = buildResult(facts[k], forget[k])
	}
	return out, nil
}

// turnOf returns the 0-based turn a raw fact or intent names, n-1 when
// it names none of 1..n.
func turnOf(v any, n int) int {
	m, ok := v.(map[string]any)
	if !ok {
		return n - 1
	}
	raw, ok := lookup(m, "turn", "turn_index", "turn_number")
	if !ok {
		return n - 1
	}
	var k int
	switch x := raw.(type) {
	case string:
		k, _ = strconv.Atoi(strings.TrimSpace(x))
	default:
		f, ok := number(x)
		if !ok {
			return n - 1
		}
		k = int(f)
	}
	if k < 1 || k > n {
		return n - 1
	}
	return k - 1
}
