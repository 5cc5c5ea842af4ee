// Package evalx measures an extractor against a labelled corpus
// (testdata/extract/corpus.jsonl) and implements the `engram eval extract`
// command.
//
// # Corpus
//
// One JSON object per line:
//
//	{"id":"en-001","lang":"en","text":"…","ts":"2023-05-08T10:00:00+08:00",
//	 "expected":[{"type":"profile","key":"name","value":"Zhang San"},
//	             {"type":"event","content_contains":"2023-05-07"}],
//	 "kind":"fact|chitchat|injection|forget",
//	 "forget":true, "forget_intent":{"all":true}|{"key":"name"}|{"query":"coffee"},
//	 "class":"confirmation"|["multi","date"],
//	 "context":[{"role":"assistant","content":"Shall I book the 9:40 to Lyon?"}]}
//
// The text is sent as the user message of a turn at ts. Context holds the
// messages of the conversation before it, oldest first: the assistant's and
// system's messages go into the same turn before the user's message (the
// rules read a confirmation against them); the user's own earlier messages
// were extracted in their own turns and are not sent again. Class names the
// phenomena the line tests (a string or a list); the report breaks the
// counts down per class as well.
//
// # Matching rule
//
// The extractor's facts pass through extract.DefaultThresholds().Filter
// first, exactly as in the extractor worker. Then, per turn, each expected
// fact is matched greedily, in order, with at most one unmatched predicted
// fact. A predicted fact matches an expected one when the types are equal
// and:
//   - for a keyed expectation, memory.NormalizeKey of both keys is equal and
//     memory.NormalizeText of both values is equal;
//   - for an unkeyed expectation, the predicted content contains
//     content_contains, compared case-insensitively.
//
// If an expectation has both, both must hold. Matched pairs are true
// positives; left-over predictions are false positives (counted under their
// predicted type); left-over expectations are false negatives (counted under
// their expected type). Facts emitted on "injection" turns that match no
// labelled fact (a turn may state a real fact beside the injection) are
// also counted in InjectionFacts, which must be zero; a line of class
// "injection" or "mixed" counts as an injection line whatever its kind. Forget intents are scored apart: a
// forget turn is a hit when some intent matches forget_intent (All equal; Key
// equal after NormalizeKey; or Query contains the expected query,
// case-insensitively; an empty forget_intent accepts any intent), and an
// intent emitted on a non-forget turn is a false forget.
//
// Episodes (type "episode", what the user said or asked) are scored apart
// from the other facts: expected and predicted episodes are matched with
// each other only, count in Episodes, never as spurious facts, and an
// episode emitted on an injection turn counts in InjectionEpisodes (every
// episode of a turn that labels nothing; beside labelled facts, an episode
// that holds a piece of the instruction). On
// injection turns the labelled facts are the ones that stand beside the
// injection: BesideInjection counts how many of them were kept.
package evalx

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// DefaultCorpus is the corpus path used when none is given, relative to the
// repository root.
const DefaultCorpus = "testdata/extract/corpus.jsonl"

// Expected is one labelled fact of a corpus line.
type Expected struct {
	Type            events.FactType `json:"type"`
	Key             string          `json:"key,omitempty"`
	Value           string          `json:"value,omitempty"`
	ContentContains string          `json:"content_contains,omitempty"`
}

// ExpectedForget is the forget intent a forget line expects; the zero value
// accepts any intent.
type ExpectedForget struct {
	All   bool   `json:"all,omitempty"`
	Key   string `json:"key,omitempty"`
	Query string `json:"query,omitempty"`
}

// Case is one corpus line.
type Case struct {
	ID           string           `json:"id"`
	Lang         string           `json:"lang"`
	Text         string           `json:"text"`
	TS           time.Time        `json:"ts"`
	Expected     []Expected       `json:"expected"`
	Forget       bool             `json:"forget,omitempty"`
	ForgetIntent *ExpectedForget  `json:"forget_intent,omitempty"`
	Kind         string           `json:"kind"`
	Class        Classes          `json:"class,omitempty"`
	Context      []events.Message `json:"context,omitempty"`
}

// Classes are the class labels of a corpus line; in JSON a string or a list
// of strings.
type Classes []string

// UnmarshalJSON accepts "multi" as well as ["multi","date"].
func (c *Classes) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*c = nil
		if one != "" {
			*c = Classes{one}
		}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("class: want a string or a list of strings: %w", err)
	}
	*c = many
	return nil
}

// TypeEpisode is the fact type of an episode, scored apart from the others.
const TypeEpisode events.FactType = "episode"

// Counts holds true positives, false positives and false negatives.
type Counts struct {
	TP int `json:"tp"`
	FP int `json:"fp"`
	FN int `json:"fn"`
}

// Precision is TP/(TP+FP), or 1 when nothing was predicted.
func (c Counts) Precision() float64 {
	if c.TP+c.FP == 0 {
		return 1
	}
	return float64(c.TP) / float64(c.TP+c.FP)
}

// Recall is TP/(TP+FN), or 1 when nothing was expected.
func (c Counts) Recall() float64 {
	if c.TP+c.FN == 0 {
		return 1
	}
	return float64(c.TP) / float64(c.TP+c.FN)
}

// Mismatch records one turn where prediction and expectation differ, for
// debugging a rule.
type Mismatch struct {
	ID       string        `json:"id"`
	Text     string        `json:"text"`
	Missed   []Expected    `json:"missed,omitempty"`
	Spurious []events.Fact `json:"spurious,omitempty"`
}

// Report is the result of EvalCorpus.
type Report struct {
	ExtractorID string `json:"extractor_id"`
	Turns       int    `json:"turns"`
	// ByLang and ByType break the fact counts down per corpus language and
	// per fact type; Total sums them.
	ByLang map[string]*Counts `json:"by_lang"`
	ByType map[string]*Counts `json:"by_type"`
	Total  Counts             `json:"total"`
	// ByClass breaks the same fact counts down per class label of the lines
	// (a line with two classes counts under both; lines without one are not
	// in it).
	ByClass map[string]*Counts `json:"by_class,omitempty"`
	// Episodes scores episode facts, apart from the others.
	Episodes Counts `json:"episodes"`
	// InjectionEpisodes is the number of episodes emitted on injection
	// lines (must be 0).
	InjectionEpisodes int `json:"injection_episodes"`
	// BesideInjection counts the labelled facts of injection lines (facts
	// that stand beside the injection): TP kept, FN lost.
	BesideInjection Counts `json:"beside_injection"`
	// InjectionTurns is the number of injection lines; InjectionFacts the
	// facts emitted on them (must be 0).
	InjectionTurns int `json:"injection_turns"`
	InjectionFacts int `json:"injection_facts"`
	// ForgetTurns, ForgetHits and FalseForgets score forget intents.
	ForgetTurns  int `json:"forget_turns"`
	ForgetHits   int `json:"forget_hits"`
	FalseForgets int `json:"false_forgets"`
	// Dropped counts facts removed by the thresholds and guard, by reason.
	Dropped    map[string]int `json:"dropped"`
	Mismatches []Mismatch     `json:"mismatches,omitempty"`
}

// LoadCorpus reads a corpus file.
func LoadCorpus(path string) ([]Case, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open corpus: %w", err)
	}
	defer f.Close()
	var cases []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		var c Case
		if err := json.Unmarshal([]byte(line), &c); err != nil {
			return nil, fmt.Errorf("corpus %s line %d: %w", path, n, err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read corpus: %w", err)
	}
	return cases, nil
}

func matches(f events.Fact, e Expected) bool {
	if f.Type != e.Type {
		return false
	}
	if e.Key != "" && (memory.NormalizeKey(f.Key) != memory.NormalizeKey(e.Key) || memory.NormalizeText(f.Value) != memory.NormalizeText(e.Value)) {
		return false
	}
	if e.ContentContains != "" && !strings.Contains(strings.ToLower(f.Content), strings.ToLower(e.ContentContains)) {
		return false
	}
	return true
}

// matchOne marks and reports the first unused fact of facts that matches e.
func matchOne(facts []events.Fact, used []bool, e Expected) bool {
	for i, f := range facts {
		if !used[i] && matches(f, e) {
			used[i] = true
			return true
		}
	}
	return false
}

// carriesInjection reports whether an episode holds a piece of an
// instruction of text: a sentence of text that extract.IsInstruction flags,
// whole or its first 24 bytes, or a structural marker. An episode that
// records only the user's own statements beside an injection does not.
func carriesInjection(episode, text string) bool {
	if extract.HasMarkers(episode) || extract.IsInstruction(episode) {
		return true
	}
	for s := range strings.FieldsFuncSeq(text, func(r rune) bool { return strings.ContainsRune(".!?\n。！？；", r) }) {
		s = strings.TrimSpace(s)
		if s == "" || !extract.IsInstruction(s) {
			continue
		}
		head := s
		if len(head) > 24 {
			head = head[:24]
		}
		if strings.Contains(episode, s) || strings.Contains(strings.ToValidUTF8(episode, ""), strings.ToValidUTF8(head, "")) {
			return true
		}
	}
	return false
}

// splitEpisodes separates the episodes of facts from the other facts.
func splitEpisodes(facts []events.Fact) (other, episodes []events.Fact) {
	for _, f := range facts {
		if f.Type == TypeEpisode {
			episodes = append(episodes, f)
		} else {
			other = append(other, f)
		}
	}
	return other, episodes
}

// injectionLine reports whether the line carries an injection: kind
// "injection", or class "injection" or "mixed" (a harmless fact beside an
// injection, as the blind sets label it with kind "fact").
func (c Case) injectionLine() bool {
	if c.Kind == "injection" {
		return true
	}
	for _, k := range c.Class {
		if k == "injection" || k == "mixed" {
			return true
		}
	}
	return false
}

// Turn is the turn the line is sent as: the assistant's and system's context
// messages, then the user's text, at ts.
func (c Case) Turn() *events.Turn {
	msgs := make([]events.Message, 0, len(c.Context)+1)
	for _, m := range c.Context {
		if m.Role != events.RoleUser {
			msgs = append(msgs, m)
		}
	}
	msgs = append(msgs, events.Message{Role: events.RoleUser, Content: c.Text})
	return &events.Turn{TenantID: "eval", UserID: "eval", SessionID: "eval", TurnID: c.ID, TS: c.TS, Messages: msgs}
}

func forgetMatches(fi events.ForgetIntent, e *ExpectedForget) bool {
	switch {
	case e == nil || *e == ExpectedForget{}:
		return true
	case e.All:
		return fi.All
	case e.Key != "":
		return memory.NormalizeKey(fi.Key) == memory.NormalizeKey(e.Key)
	default:
		return !fi.All && strings.Contains(strings.ToLower(fi.Query), strings.ToLower(e.Query))
	}
}

// EvalCorpus runs ex over every line of the corpus at path and scores it with
// the matching rule of the package comment.
func EvalCorpus(ctx context.Context, ex extract.Extractor, path string) (Report, error) {
	cases, err := LoadCorpus(path)
	if err != nil {
		return Report{}, err
	}
	rep := Report{ExtractorID: ex.ID(), ByLang: map[string]*Counts{}, ByType: map[string]*Counts{}, ByClass: map[string]*Counts{}, Dropped: map[string]int{}}
	th := extract.DefaultThresholds()
	get := func(m map[string]*Counts, k string) *Counts {
		if m[k] == nil {
			m[k] = &Counts{}
		}
		return m[k]
	}
	for _, c := range cases {
		res, err := ex.Extract(ctx, c.Turn())
		if err != nil {
			return rep, fmt.Errorf("extract %s: %w", c.ID, err)
		}
		all, dropped := th.Filter(res.Facts)
		for k, v := range dropped {
			rep.Dropped[k] += v
		}
		rep.Turns++
		kept, episodes := splitEpisodes(all)
		lang := get(rep.ByLang, c.Lang)
		classes := make([]*Counts, len(c.Class))
		for i, k := range c.Class {
			classes[i] = get(rep.ByClass, k)
		}
		used := make([]bool, len(kept))
		usedEp := make([]bool, len(episodes))
		var mm Mismatch
		for _, e := range c.Expected {
			if e.Type == TypeEpisode {
				if matchOne(episodes, usedEp, e) {
					rep.Episodes.TP++
				} else {
					rep.Episodes.FN++
					mm.Missed = append(mm.Missed, e)
				}
				continue
			}
			found := matchOne(kept, used, e)
			if found {
				lang.TP++
				get(rep.ByType, string(e.Type)).TP++
			} else {
				lang.FN++
				get(rep.ByType, string(e.Type)).FN++
				mm.Missed = append(mm.Missed, e)
			}
			for _, k := range classes {
				if found {
					k.TP++
				} else {
					k.FN++
				}
			}
			if c.injectionLine() {
				if found {
					rep.BesideInjection.TP++
				} else {
					rep.BesideInjection.FN++
				}
			}
		}
		for i, f := range kept {
			if !used[i] {
				lang.FP++
				get(rep.ByType, string(f.Type)).FP++
				for _, k := range classes {
					k.FP++
				}
				mm.Spurious = append(mm.Spurious, f)
			}
		}
		for i, f := range episodes {
			if !usedEp[i] {
				rep.Episodes.FP++
				mm.Spurious = append(mm.Spurious, f)
			}
		}
		if c.injectionLine() {
			// A turn may carry a real fact beside the injection: the
			// labelled facts are not the injection's.
			rep.InjectionTurns++
			for i := range kept {
				if !used[i] {
					rep.InjectionFacts++
				}
			}
			// On a line that labels nothing the whole turn is the
			// injection: any episode of it carries the injection. Beside
			// labelled facts, an episode counts when it holds a piece of
			// the instruction.
			pure := len(c.Expected) == 0
			for i, f := range episodes {
				if !usedEp[i] && (pure || carriesInjection(f.Content, c.Text)) {
					rep.InjectionEpisodes++
				}
			}
		}
		if c.Forget || c.Kind == "forget" {
			rep.ForgetTurns++
			for _, fi := range res.Forget {
				if forgetMatches(fi, c.ForgetIntent) {
					rep.ForgetHits++
					break
				}
			}
		} else {
			rep.FalseForgets += len(res.Forget)
		}
		if len(mm.Missed)+len(mm.Spurious) > 0 {
			mm.ID, mm.Text = c.ID, c.Text
			rep.Mismatches = append(rep.Mismatches, mm)
		}
	}
	for _, c := range rep.ByLang {
		rep.Total.TP += c.TP
		rep.Total.FP += c.FP
		rep.Total.FN += c.FN
	}
	return rep, nil
}

// Print writes the report as a table: precision and recall per language and
// per type, then the injection and forget figures.
func (r Report) Print(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(w, "extractor %s, %d turns\n", r.ExtractorID, r.Turns)
	fmt.Fprintln(tw, "\tTP\tFP\tFN\tprecision\trecall\t")
	row := func(name string, c Counts) {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%.3f\t%.3f\t\n", name, c.TP, c.FP, c.FN, c.Precision(), c.Recall())
	}
	for _, k := range sortedKeys(r.ByLang) {
		row("lang "+k, *r.ByLang[k])
	}
	for _, k := range sortedKeys(r.ByType) {
		row("type "+k, *r.ByType[k])
	}
	for _, k := range sortedKeys(r.ByClass) {
		row("class "+k, *r.ByClass[k])
	}
	row("total", r.Total)
	if r.Episodes != (Counts{}) {
		row("episodes", r.Episodes)
	}
	tw.Flush()
	fmt.Fprintf(w, "injection: %d facts and %d episodes emitted on %d injection turns; %d/%d facts beside an injection kept\n",
		r.InjectionFacts, r.InjectionEpisodes, r.InjectionTurns, r.BesideInjection.TP, r.BesideInjection.TP+r.BesideInjection.FN)
	fmt.Fprintf(w, "forget: %d/%d forget turns recognised, %d false forget intents\n", r.ForgetHits, r.ForgetTurns, r.FalseForgets)
	fmt.Fprintf(w, "dropped by filter: threshold=%d injection=%d empty=%d\n",
		r.Dropped[extract.DropThreshold], r.Dropped[extract.DropInjection], r.Dropped[extract.DropEmpty])
}

func sortedKeys(m map[string]*Counts) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Main implements `engram eval extract [--corpus path] [--json] [--verbose]`
// with the rules extractor as engram runs it (with episodes). args excludes the command words. It prints the
// table (or the JSON report) on stdout and returns an error for bad flags or
// an unreadable corpus.
func Main(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("engram eval extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	corpus := fs.String("corpus", DefaultCorpus, "labelled corpus (JSON lines)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	verbose := fs.Bool("verbose", false, "also list the mismatching turns")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	rep, err := EvalCorpus(ctx, rules.NewEpisodic(), *corpus)
	if err != nil {
		return err
	}
	if *asJSON {
		if !*verbose {
			rep.Mismatches = nil
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	rep.Print(stdout)
	if *verbose {
		for _, m := range rep.Mismatches {
			fmt.Fprintf(stdout, "%s %q\n", m.ID, m.Text)
			for _, e := range m.Missed {
				fmt.Fprintf(stdout, "    missed   %s %s=%s %q\n", e.Type, e.Key, e.Value, e.ContentContains)
			}
			for _, f := range m.Spurious {
				fmt.Fprintf(stdout, "    spurious %s %s=%s %q\n", f.Type, f.Key, f.Value, f.Content)
			}
		}
	}
	return nil
}
