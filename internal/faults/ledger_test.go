package faults

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	_ "modernc.org/sqlite" // the "sqlite" driver, to read the memories table directly

	"github.com/engram-memory/engram/pkg/events"
)

// word returns a deterministic pronounceable nonsense word for n, distinct
// for every n below 2^32 (a bijective scramble of n, written in base-70
// syllables), so that no two turns say the same thing and no near
// duplicate merges two turns' memories by accident.
func word(n int) string {
	const cons, vows = "bdfgklmnprstvz", "aeiou"
	x := uint64(uint32(n) * 2654435761)
	var b strings.Builder
	for range 6 {
		b.WriteByte(cons[x%uint64(len(cons))])
		x /= uint64(len(cons))
		b.WriteByte(vows[x%uint64(len(vows))])
		x /= uint64(len(vows))
	}
	return b.String()
}

// turnSet is the turns of one test, by id.
type turnSet struct {
	Turns []*events.Turn
	words map[string]string // turn id → its first word, which its memory must contain
	// types are the memories every turn becomes, one of each; nil means
	// memoryTypes (the rules extractor's).
	types []string
}

// makeTurns returns n single-message user turns over users users of two
// tenants. Each states a preference of its own ("I love <three words>."),
// which the rules extractor turns into exactly two memories: the
// preference and the turn's episode. prefix keeps
// the turn ids of several sets in one test apart.
func makeTurns(prefix string, n, users int) *turnSet {
	base := time.Now().UTC().Add(-2 * time.Hour).Truncate(time.Second)
	s := &turnSet{words: map[string]string{}}
	for i := range n {
		u := i % users
		tenant := "acme"
		if u%2 == 1 {
			tenant = "beta"
		}
		w := word(3*i + len(prefix)*1_000_003)
		id := fmt.Sprintf("%s-%05d", prefix, i)
		s.words[id] = w
		s.Turns = append(s.Turns, &events.Turn{
			TenantID: tenant, UserID: fmt.Sprintf("%s-user-%03d@example.com", prefix, u), AgentID: "agent",
			SessionID: fmt.Sprintf("s%d", i/users/10), TurnID: id,
			TS: base.Add(time.Duration(i) * time.Millisecond),
			Messages: []events.Message{{Role: events.RoleUser,
				Content: fmt.Sprintf("I love %s %s %s.", w, word(3*i+1+len(prefix)*1_000_003), word(3*i+2+len(prefix)*1_000_003))}},
		})
	}
	return s
}

// publisher publishes a turn set in the background, retrying every turn
// until JetStream accepts it (the same Nats-Msg-Id, so a retry after a
// lost acknowledgement is a no-op), so that faults of the server do not
// change what was published.
type publisher struct {
	done      chan struct{}
	published atomic.Int64
	retries   atomic.Int64
	err       error
}

// publish starts publishing set to js, one turn every pace (0: as fast as
// JetStream acknowledges).
func publish(t *testing.T, js jetstream.JetStream, keyer *events.Keyer, set *turnSet, pace time.Duration) *publisher {
	t.Helper()
	p := &publisher{done: make(chan struct{})}
	pub := events.NewPublisher(js, keyer)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(func() { cancel(); <-p.done })
	go func() {
		defer close(p.done)
		tick := time.NewTicker(max(pace, time.Microsecond))
		defer tick.Stop()
		for _, tr := range set.Turns {
			if pace > 0 {
				select {
				case <-tick.C:
				case <-ctx.Done():
					p.err = ctx.Err()
					return
				}
			}
			for {
				pctx, pcancel := context.WithTimeout(ctx, 5*time.Second)
				_, err := pub.PublishTurn(pctx, tr)
				pcancel()
				if err == nil {
					break
				}
				if ctx.Err() != nil {
					p.err = fmt.Errorf("turn %s: %w", tr.TurnID, err)
					return
				}
				p.retries.Add(1)
				time.Sleep(100 * time.Millisecond)
			}
			p.published.Add(1)
		}
	}()
	return p
}

// wait waits until every turn is published and fails the test on an error.
func (p *publisher) wait(t *testing.T, limit time.Duration) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(limit):
		t.Fatalf("publishing: not done after %s (%d published)", limit, p.published.Load())
	}
	if p.err != nil {
		t.Fatalf("publishing: %v", p.err)
	}
}

// consumerInfo returns the state of a durable consumer; ok is false while
// it does not exist or the server does not answer.
func consumerInfo(js jetstream.JetStream, stream, name string) (info jetstream.ConsumerInfo, ok bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	c, err := js.Consumer(ctx, stream, name)
	if err != nil {
		return info, false
	}
	i, err := c.Info(ctx)
	if err != nil {
		return info, false
	}
	return *i, true
}

// streamState returns the state of a stream; ok is false when the server
// does not answer.
func streamState(js jetstream.JetStream, stream string) (st jetstream.StreamState, ok bool) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	s, err := js.Stream(ctx, stream)
	if err != nil {
		return st, false
	}
	i, err := s.Info(ctx)
	if err != nil {
		return st, false
	}
	return i.State, true
}

// settled reports whether a consumer has every message of its stream
// delivered and settled.
func settled(js jetstream.JetStream, stream, consumer string) bool {
	st, ok := streamState(js, stream)
	if !ok {
		return false
	}
	ci, ok := consumerInfo(js, stream, consumer)
	return ok && ci.NumPending == 0 && ci.NumAckPending == 0 && ci.Delivered.Stream >= st.LastSeq
}

// waitDrained waits until the turns stream holds want turns, the extractor
// has settled all of them and the ingester every fact batch, twice in a
// row 500ms apart.
func waitDrained(t *testing.T, js jetstream.JetStream, want int, limit time.Duration) {
	t.Helper()
	done := func() bool {
		st, ok := streamState(js, events.StreamTurns)
		return ok && st.Msgs >= uint64(want) &&
			settled(js, events.StreamTurns, events.ConsumerExtractor) && settled(js, events.StreamFacts, events.ConsumerIngester)
	}
	waitFor(t, "pipeline drained", limit, func() bool {
		if !done() {
			time.Sleep(200 * time.Millisecond)
			return false
		}
		time.Sleep(500 * time.Millisecond)
		return done()
	})
}

// deadLetters returns the reasons of the messages in the dead-letter
// stream.
func deadLetters(t *testing.T, js jetstream.JetStream) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := js.Stream(ctx, events.StreamDLQ)
	if err != nil {
		t.Fatalf("dead-letter stream: %v", err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		t.Fatalf("dead-letter stream: %v", err)
	}
	var out []string
	for seq := info.State.FirstSeq; info.State.Msgs > 0 && seq <= info.State.LastSeq; seq++ {
		m, err := s.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			t.Fatalf("dead letter %d: %v", seq, err)
		}
		out = append(out, m.Header.Get(events.HeaderStage)+": "+m.Header.Get(events.HeaderReason))
	}
	return out
}

// ledger is what the stores hold against what was published.
type ledger struct {
	Turns      int // published
	Memories   int
	Lost       int // turns missing their preference or their episode
	Duplicated int // turns with more than one memory of a type
	Unexpected int // memories of no published turn, or not saying what it said
	examples   []string
}

// memoryTypes are the memories every turn of makeTurns becomes, one each.
var memoryTypes = []string{"preference", "episode"}

// countLedger reads every memory in the SQLite file and counts, by
// provenance turn id and type, how many memories each turn of sets became.
func countLedger(t *testing.T, path string, sets ...*turnSet) ledger {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT id, type, content, source_turn_ids FROM memories`)
	if err != nil {
		t.Fatalf("read memories: %v", err)
	}
	defer rows.Close()
	words := map[string]string{}
	types := map[string][]string{}
	var l ledger
	for _, s := range sets {
		l.Turns += len(s.Turns)
		for id, w := range s.words {
			words[id] = w
			types[id] = s.types
			if s.types == nil {
				types[id] = memoryTypes
			}
		}
	}
	per := map[string]map[string]int{} // turn id → type → memories
	ids := map[string]bool{}
	for rows.Next() {
		var id, typ, content, src string
		if err := rows.Scan(&id, &typ, &content, &src); err != nil {
			t.Fatal(err)
		}
		l.Memories++
		if ids[id] {
			l.Duplicated++
			l.note("memory id %s stored twice", id)
		}
		ids[id] = true
		var turns []string
		if err := json.Unmarshal([]byte(src), &turns); err != nil {
			t.Fatalf("memory %s: source_turn_ids %q: %v", id, src, err)
		}
		if len(turns) != 1 {
			l.Unexpected++
			l.note("memory %s has sources %v, want one turn", id, turns)
		}
		for _, tr := range turns {
			w, ok := words[tr]
			switch {
			case !ok:
				l.Unexpected++
				l.note("memory %s of unknown turn %s: %q", id, tr, content)
			case !strings.Contains(content, w):
				l.Unexpected++
				l.note("memory %s of turn %s does not say %q: %q", id, tr, w, content)
			}
			if per[tr] == nil {
				per[tr] = map[string]int{}
			}
			per[tr][typ]++
		}
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	var lost []string
	for id := range words {
		missing, dup := false, false
		for _, typ := range types[id] {
			switch n := per[id][typ]; {
			case n == 0:
				missing = true
			case n > 1:
				dup = true
				l.note("turn %s became %d memories of type %s", id, n, typ)
			}
		}
		for typ, n := range per[id] {
			if !slices.Contains(types[id], typ) {
				l.Unexpected += n
				l.note("turn %s became %d memories of type %s", id, n, typ)
			}
		}
		if missing {
			l.Lost++
			lost = append(lost, id)
		}
		if dup {
			l.Duplicated++
		}
	}
	sort.Strings(lost)
	if len(lost) > 0 {
		l.note("lost turns, e.g. %v", lost[:min(len(lost), 10)])
	}
	return l
}

func (l *ledger) note(format string, args ...any) {
	if len(l.examples) < 20 {
		l.examples = append(l.examples, fmt.Sprintf(format, args...))
	}
}

// figures is the one greppable line every test prints.
type figures struct {
	mu     sync.Mutex
	test   string
	start  time.Time
	kills  map[string]int
	extra  []string
	ledger ledger
	dlq    int
}

func newFigures(t *testing.T) *figures {
	return &figures{test: t.Name(), start: time.Now(), kills: map[string]int{}}
}

// kill counts a fault injected into what.
func (f *figures) kill(what string) {
	f.mu.Lock()
	f.kills[what]++
	f.mu.Unlock()
}

// add appends a "key=value" figure.
func (f *figures) add(key string, v any) {
	f.mu.Lock()
	f.extra = append(f.extra, fmt.Sprintf("%s=%v", key, v))
	f.mu.Unlock()
}

// line formats the figures.
func (f *figures) line() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	var ks []string
	for k := range f.kills {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var kills []string
	for _, k := range ks {
		kills = append(kills, fmt.Sprintf("%s:%d", k, f.kills[k]))
	}
	l := f.ledger
	profile := "short"
	if long() {
		profile = "long"
	}
	return fmt.Sprintf("FAULT test=%s profile=%s turns=%d memories=%d kills=%s lost=%d duplicated=%d unexpected=%d dead_letters=%d wall=%s %s",
		f.test, profile, l.Turns, l.Memories, strings.Join(kills, ","), l.Lost, l.Duplicated, l.Unexpected, f.dlq,
		time.Since(f.start).Round(100*time.Millisecond), strings.Join(f.extra, " "))
}

// check counts the ledger and the dead letters, prints the figures and
// fails the test unless every turn of sets became exactly one memory,
// nothing unexpected is stored and the dead-letter stream is empty.
func (f *figures) check(t *testing.T, js jetstream.JetStream, sqlite string, sets ...*turnSet) {
	t.Helper()
	f.ledger = countLedger(t, sqlite, sets...)
	dlq := deadLetters(t, js)
	f.dlq = len(dlq)
	t.Log(f.line())
	fmt.Println(f.line())
	l := f.ledger
	if l.Lost > 0 || l.Duplicated > 0 || l.Unexpected > 0 {
		t.Errorf("ledger: %d lost, %d duplicated, %d unexpected of %d turns; e.g.:\n  %s",
			l.Lost, l.Duplicated, l.Unexpected, l.Turns, strings.Join(l.examples, "\n  "))
	}
	if len(dlq) > 0 {
		t.Errorf("%d dead letters, want none; e.g. %v", len(dlq), dlq[:min(len(dlq), 5)])
	}
}
