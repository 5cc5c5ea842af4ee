package conversations

import (
	"context"
	"errors"
	"fmt"
	"github.com/engram-memory/engram/internal/eval/gatelog"
	"io"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/eval/locomo"
	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Tenant is the tenant every user of a set is stored under.
const Tenant = "conversations"

// Options configure Run.
type Options struct {
	// Embedder is the pipeline's embedder: "hashed" (the default) or
	// "semantic" (the table of engram models pull, required).
	Embedder string
	// ModelsDir holds the semantic table; "" means the default place.
	ModelsDir string
	// K is the number of memories each probe asks for; 0 means 5.
	K int
	// Recall tunes the recaller; the zero value is engram's default.
	Recall recall.Config
	// Misses, if set, receives every probe that failed a check with its
	// context. Use it on development sets only: a blind set's per-probe
	// results are not to be read.
	Misses io.Writer
	// GateLog, if set, receives how the relatedness gate judged each
	// query (internal/eval/gatelog), for refitting the gate's model.
	GateLog io.Writer
	// Statements, if set, receives one line per standing and non-standing
	// statement: the memories that stand for it (type and content) and how
	// often it was in the contexts of the unrelated probes that name it,
	// through the standing instructions or the ranked memories.
	// Development sets only, as Misses.
	Statements io.Writer
}

// Share is a count of successes among trials.
type Share struct {
	Trials int     `json:"trials"`
	Hits   int     `json:"hits"`
	Rate   float64 `json:"rate"`
}

func (s *Share) add(ok bool) {
	s.Trials++
	if ok {
		s.Hits++
	}
	s.Rate = float64(s.Hits) / float64(s.Trials)
}

// Result is the outcome of Run.
type Result struct {
	Embedder   string `json:"embedder"`
	EmbedderID string `json:"embedder_id"`
	Users      int    `json:"users"`
	Turns      int    `json:"turns"`
	Memories   int    `json:"memories"`
	// ShiftedHours is how far every turn time was moved back because the
	// set's sessions reach into the future (0 when they do not): a turn
	// may not be dated more than a day ahead, and a uniform shift keeps
	// every relative date as written.
	ShiftedHours float64 `json:"shifted_hours,omitempty"`
	// StandingPresent: (unrelated probe, standing statement of its
	// expected list) pairs whose statement is in the context.
	StandingPresent Share `json:"standing_present"`
	// StandingByTurn is StandingPresent where a standing instruction
	// recall reports also stands for the one standing statement of its
	// source turn, whatever its words: the matcher's word overlap misses a
	// memory worded unlike its gloss (a Chinese memory of a statement
	// glossed in English). A diagnostic beside StandingPresent, never in
	// its place.
	StandingByTurn Share `json:"standing_by_turn"`
	// NonStandingAbsent: (unrelated probe, non_standing statement of its
	// must_not list) pairs whose statement is not in the context;
	// FactAbsent the same for fact statements.
	NonStandingAbsent Share `json:"non_standing_absent"`
	FactAbsent        Share `json:"fact_absent"`
	// UnrelatedClean: unrelated probes that returned no memory beyond the
	// standing instructions.
	UnrelatedClean Share `json:"unrelated_clean"`
	// RelatedNonEmpty: related probes that returned at least one memory;
	// RelatedFound: those whose context holds an expected statement.
	RelatedNonEmpty Share `json:"related_non_empty"`
	RelatedFound    Share `json:"related_found"`
	// Stored: statements that some stored memory matches (the extractor's
	// ceiling), by kind.
	Stored       map[string]*Share `json:"stored"`
	DeadLetters  int               `json:"dead_letters"`
	IngestSecond float64           `json:"ingest_seconds"`
}

// RunFile loads path and runs it.
func RunFile(ctx context.Context, path string, o Options) (*Result, error) {
	s, err := LoadFile(path)
	if err != nil {
		return nil, err
	}
	return Run(ctx, s, o)
}

// Run feeds every conversation through a fresh embedded pipeline and
// scores every probe.
func Run(ctx context.Context, s *Set, o Options) (*Result, error) {
	if o.K == 0 {
		o.K = 5
	}
	if o.Embedder == "" {
		o.Embedder = "hashed"
	}
	dir, err := os.MkdirTemp("", "engram-conversations-")
	if err != nil {
		return nil, fmt.Errorf("create temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	cfg := locomo.EmbedderConfig(dir, o.Embedder, o.ModelsDir)
	log := slog.New(slog.DiscardHandler)
	a, err := app.Open(ctx, cfg, app.Options{Binary: "eval", EmbeddedNATS: true, Log: log})
	if err != nil {
		return nil, fmt.Errorf("open pipeline: %w", err)
	}
	defer a.Close()
	res := &Result{Embedder: o.Embedder, EmbedderID: a.Embedder.ID(), Users: len(s.Users), Stored: map[string]*Share{}}
	start := time.Now()
	last, err := feed(ctx, a, s, res)
	if err != nil {
		return nil, err
	}
	res.IngestSecond = time.Since(start).Seconds()
	rc := recall.New(a.Vectors, a.State, a.Embedder, nil, o.Recall, log)
	rc.Now = func() time.Time { return last.Add(24 * time.Hour) }
	for _, u := range s.Users {
		if err := scoreUser(ctx, a.Vectors, rc, u, o, res); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// futureShift is how far the turn times of s must move back so that the
// latest lies an hour before now: 0 when none lies after that.
func futureShift(s *Set, now time.Time) (time.Duration, error) {
	var latest time.Time
	for _, u := range s.Users {
		for _, c := range u.Conversations {
			t0, err := ParseStart(c.Start)
			if err != nil {
				return 0, err
			}
			if t := t0.Add(time.Duration(len(c.Turns)) * time.Minute); t.After(latest) {
				latest = t
			}
		}
	}
	limit := now.Add(-time.Hour)
	if !latest.After(limit) {
		return 0, nil
	}
	return latest.Sub(limit).Round(time.Hour) + time.Hour, nil
}

// TurnID is the turn id the runner publishes a user message under.
func TurnID(session string, index int) string { return session + "/" + strconv.Itoa(index) }

// feed publishes every user message (with the assistant message before
// it, as an agent sends a turn) and waits until the extractor and the
// ingester have processed all of them; it returns the latest turn time.
func feed(ctx context.Context, a *app.App, s *Set, res *Result) (time.Time, error) {
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, 2)
	for _, fn := range []func(context.Context) error{a.RunIngester, a.RunExtractor} {
		go func() { errc <- fn(wctx) }()
	}
	pub := events.NewPublisher(a.JS, a.Keyer)
	shift, err := futureShift(s, time.Now())
	if err != nil {
		return time.Time{}, err
	}
	res.ShiftedHours = shift.Hours()
	var last time.Time
	for _, u := range s.Users {
		for _, c := range u.Conversations {
			t0, err := ParseStart(c.Start)
			if err != nil {
				return last, err
			}
			for i, t := range c.Turns {
				if t.Role != string(events.RoleUser) {
					continue
				}
				msgs := []events.Message{{Role: events.RoleUser, Content: t.Content}}
				if i > 0 && c.Turns[i-1].Role == string(events.RoleAssistant) {
					msgs = append([]events.Message{{Role: events.RoleAssistant, Content: c.Turns[i-1].Content}}, msgs...)
				}
				ts := t0.Add(time.Duration(i)*time.Minute - shift)
				turn := &events.Turn{TenantID: Tenant, UserID: u.UserID, SessionID: c.SessionID, TurnID: TurnID(c.SessionID, i), TS: ts, Messages: msgs}
				if _, err := pub.PublishTurn(ctx, turn); err != nil {
					return last, fmt.Errorf("publish turn %s: %w", turn.TurnID, err)
				}
				res.Turns++
				if ts.After(last) {
					last = ts
				}
			}
		}
	}
	if err := locomo.Drain(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, nil, "extract", errc); err != nil {
		return last, err
	}
	if err := locomo.Drain(ctx, a.JS, events.StreamFacts, events.ConsumerIngester, nil, "ingest", errc); err != nil {
		return last, err
	}
	if st, err := a.JS.Stream(ctx, events.StreamDLQ); err == nil {
		if info, err := st.Info(ctx); err == nil {
			res.DeadLetters = int(info.State.Msgs)
		}
	}
	cancel()
	for range 2 {
		if err := <-errc; err != nil && !errors.Is(err, context.Canceled) {
			return last, err
		}
	}
	return last, nil
}

// user is one user's statements indexed for matching.
type user struct {
	byID   map[string]Statement
	byTurn map[string][]Statement
	terms  map[string]map[string]bool // statement id → its search terms
}

func index(u User) *user {
	x := &user{byID: map[string]Statement{}, byTurn: map[string][]Statement{}, terms: map[string]map[string]bool{}}
	for _, st := range u.Statements {
		x.byID[st.ID] = st
		id := TurnID(st.SessionID, st.TurnIndex)
		x.byTurn[id] = append(x.byTurn[id], st)
		x.terms[st.ID] = termSet(st.Text)
	}
	return x
}

func termSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, t := range lexical.Tokens(s) {
		out[t] = true
	}
	return out
}

// matches returns the statements memory m stands for (README.md): of the
// statements of m's source turns, those whose search terms m's content
// shares most (at least one).
func (x *user) matches(m memory.Memory) []string {
	have := termSet(m.Content + " " + m.Key + " " + m.Value)
	var out []string
	for _, turn := range m.SourceTurnIDs {
		best, ids := 0, []string(nil)
		for _, st := range x.byTurn[turn] {
			n := 0
			for t := range x.terms[st.ID] {
				if have[t] {
					n++
				}
			}
			switch {
			case n > best:
				best, ids = n, []string{st.ID}
			case n == best && n > 0:
				ids = append(ids, st.ID)
			}
		}
		out = append(out, ids...)
	}
	return out
}

// soleStanding returns, for each of turns that holds exactly one standing
// statement, that statement.
func (x *user) soleStanding(turns []string) []string {
	var out []string
	for _, t := range turns {
		var ids []string
		for _, st := range x.byTurn[t] {
			if st.Kind == KindStanding {
				ids = append(ids, st.ID)
			}
		}
		if len(ids) == 1 {
			out = append(out, ids[0])
		}
	}
	return out
}

// scoreUser stores the figures of u's statements and probes in res.
func scoreUser(ctx context.Context, vec store.VectorStore, rc *recall.Recaller, u User, o Options, res *Result) error {
	gl := gatelog.NewWriter(o.GateLog)
	x := index(u)
	stored, err := storedMemories(ctx, vec, u.UserID)
	if err != nil {
		return err
	}
	res.Memories += len(stored)
	have := map[string]bool{}
	storedAs := map[string][]memory.Memory{}
	for _, m := range stored {
		for _, id := range x.matches(m) {
			have[id] = true
			storedAs[id] = append(storedAs[id], m)
		}
	}
	diag := map[string]*statementDiag{}
	note := func(id string, present, viaStanding bool) {
		d := diag[id]
		if d == nil {
			d = &statementDiag{}
			diag[id] = d
		}
		d.probes++
		if present {
			d.present++
		}
		if viaStanding {
			d.standing++
		}
	}
	for _, st := range u.Statements {
		sh := res.Stored[st.Kind]
		if sh == nil {
			sh = &Share{}
			res.Stored[st.Kind] = sh
		}
		sh.add(have[st.ID])
	}
	for _, p := range u.Probes {
		resp, err := rc.Recall(ctx, recall.Request{TenantID: Tenant, UserID: u.UserID, Query: p.Query, K: o.K, Explain: gl.On()})
		if err != nil {
			return fmt.Errorf("recall probe %s: %w", p.ID, err)
		}
		if err := gl.Write(gatelog.Line{ID: p.ID, Query: p.Query, Related: p.Kind == ProbeRelated, Gate: resp.Gate}); err != nil {
			return err
		}
		served, err := servedMemories(ctx, vec, u.UserID, resp)
		if err != nil {
			return err
		}
		present := map[string]bool{}
		viaStanding := map[string]bool{}
		byTurn := map[string]bool{}
		for _, m := range served {
			st := slices.Contains(resp.Standing, m.ID)
			for _, id := range x.matches(m) {
				present[id] = true
				viaStanding[id] = viaStanding[id] || st
			}
			if st {
				for _, id := range x.soleStanding(m.SourceTurnIDs) {
					byTurn[id] = true
				}
			}
		}
		failed := false
		check := func(s *Share, ok bool) {
			s.add(ok)
			failed = failed || !ok
		}
		switch p.Kind {
		case ProbeUnrelated:
			for _, id := range p.Expected {
				if x.byID[id].Kind == KindStanding {
					res.StandingByTurn.add(present[id] || byTurn[id])
					check(&res.StandingPresent, present[id])
					note(id, present[id], viaStanding[id])
				}
			}
			for _, id := range p.MustNot {
				if x.byID[id].Kind != KindStanding {
					note(id, present[id], viaStanding[id])
				}
				switch x.byID[id].Kind {
				case KindNonStanding:
					check(&res.NonStandingAbsent, !present[id])
				case KindFact:
					check(&res.FactAbsent, !present[id])
				}
			}
			check(&res.UnrelatedClean, onlyStanding(x, resp))
		case ProbeRelated:
			check(&res.RelatedNonEmpty, len(resp.Memories) > 0)
			found := false
			for _, id := range p.Expected {
				found = found || present[id]
			}
			check(&res.RelatedFound, found)
		}
		if failed && o.Misses != nil {
			fmt.Fprintf(o.Misses, "FAIL %s %s [%s] %q expected %v must_not %v present %v\n%s\n", u.UserID, p.ID, p.Kind, p.Query, p.Expected, p.MustNot, keys(present), resp.Context)
		}
	}
	if o.Statements != nil {
		writeStatements(o.Statements, u, storedAs, diag)
	}
	return nil
}

// statementDiag counts the unrelated probes naming a statement (in
// expected or must_not), those whose context held it, and those where a
// standing instruction brought it.
type statementDiag struct {
	probes, present, standing int
}

// writeStatements prints one line per standing and non-standing statement
// of u (Options.Statements).
func writeStatements(w io.Writer, u User, storedAs map[string][]memory.Memory, diag map[string]*statementDiag) {
	for _, st := range u.Statements {
		if st.Kind == KindFact {
			continue
		}
		d := diag[st.ID]
		if d == nil {
			d = &statementDiag{}
		}
		ok := "ok  "
		switch {
		case st.Kind == KindStanding && d.present < d.probes, st.Kind != KindStanding && d.present > 0:
			ok = "MISS"
		}
		fmt.Fprintf(w, "%s %-12s %s/%s unrelated %d/%d (standing %d) %q\n", ok, st.Kind, u.UserID, st.ID, d.present, d.probes, d.standing, st.Text)
		if len(storedAs[st.ID]) == 0 {
			fmt.Fprintf(w, "        not stored\n")
		}
		for _, m := range storedAs[st.ID] {
			fmt.Fprintf(w, "        %-10s %q\n", m.Type, m.Content)
		}
	}
}

// onlyStanding reports whether every memory resp returned is a standing
// instruction: one recall reports as standing, or one that stands for a
// standing statement of the user.
func onlyStanding(x *user, resp *recall.Response) bool {
	for _, m := range resp.Memories {
		if slices.Contains(resp.Standing, m.ID) {
			continue
		}
		mem := memory.Memory{Content: m.Content, Key: m.Key, Value: m.Value, SourceTurnIDs: m.SourceTurnIDs}
		ok := false
		for _, id := range x.matches(mem) {
			ok = ok || x.byID[id].Kind == KindStanding
		}
		if !ok {
			return false
		}
	}
	return true
}

// servedMemories are the memories in resp's context: the ranked memories
// that fit, the standing instructions and the memories behind the
// profile values the context renders (recall.GovernsAnswers).
func servedMemories(ctx context.Context, vec store.VectorStore, userID string, resp *recall.Response) ([]memory.Memory, error) {
	var out []memory.Memory
	var ids []string
	for _, m := range resp.Memories {
		if m.InContext {
			out = append(out, memory.Memory{ID: m.ID, Content: m.Content, Key: m.Key, Value: m.Value, SourceTurnIDs: m.SourceTurnIDs})
		}
	}
	ids = append(ids, resp.Standing...)
	for k, v := range resp.Profile {
		if recall.GovernsAnswers(k) {
			ids = append(ids, v.MemoryID)
		}
	}
	if len(ids) == 0 {
		return out, nil
	}
	got, err := vec.Get(ctx, Tenant, userID, ids)
	if err != nil {
		return nil, fmt.Errorf("read served memories of %s: %w", userID, err)
	}
	return append(out, got...), nil
}

func storedMemories(ctx context.Context, vec store.VectorStore, userID string) ([]memory.Memory, error) {
	var out []memory.Memory
	cursor := ""
	for {
		ms, next, err := vec.List(ctx, store.Filter{TenantID: Tenant, UserID: userID, AnyScope: true,
			Statuses: []memory.Status{memory.StatusActive}}, cursor, 1000)
		if err != nil {
			return nil, fmt.Errorf("list memories of %s: %w", userID, err)
		}
		out = append(out, ms...)
		if next == "" {
			return out, nil
		}
		cursor = next
	}
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// WriteTable prints r for a person.
func WriteTable(w io.Writer, r *Result) {
	fmt.Fprintf(w, "embedder %s (%s): %d users, %d user turns, %d memories stored, %d dead letters\n",
		r.Embedder, r.EmbedderID, r.Users, r.Turns, r.Memories, r.DeadLetters)
	if r.ShiftedHours > 0 {
		fmt.Fprintf(w, "  (the set's sessions reach into the future: every turn time moved back %.0f h)\n", r.ShiftedHours)
	}
	line := func(name string, s Share) {
		fmt.Fprintf(w, "  %-48s %6.1f %%  (%d of %d)\n", name, 100*s.Rate, s.Hits, s.Trials)
	}
	line("standing in the context of unrelated probes", r.StandingPresent)
	line("  the same, by source turn where words differ", r.StandingByTurn)
	line("non-standing absent from unrelated contexts", r.NonStandingAbsent)
	line("facts absent from unrelated contexts", r.FactAbsent)
	line("unrelated probes with no memory beyond standing", r.UnrelatedClean)
	line("related probes returning a memory", r.RelatedNonEmpty)
	line("related probes with an expected statement", r.RelatedFound)
	for _, k := range []string{KindStanding, KindNonStanding, KindFact} {
		if s := r.Stored[k]; s != nil {
			line("stored at all: "+k, *s)
		}
	}
}
