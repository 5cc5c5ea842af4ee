// Package locomo evaluates engram's recall on the LoCoMo benchmark
// (Maharana et al., ACL 2024): it loads a file in the LoCoMo layout, feeds
// either its observations (as facts) or its raw dialog turns (through the
// whole pipeline) into an embedded engram, asks every question as a recall
// query for its conversation's user, and scores evidence recall as the paper
// does: the fraction of a question's gold dia_ids found among the source
// turn ids of the retrieved memories, averaged over questions, with empty
// evidence counting as 1.
package locomo

import (
	"encoding/json"
	"fmt"
	"io"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Category names by LoCoMo category id.
var Categories = map[int]string{1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}

// CategoryOrder is the paper's column order, then overall.
var CategoryOrder = []string{"single-hop", "multi-hop", "temporal", "open-domain", "adversarial", "overall"}

// Turn is one dialog turn.
type Turn struct {
	DiaID   string
	Speaker string
	Text    string
	// Caption is the BLIP caption of a shared image, if any.
	Caption string
}

// Session is one dated conversation session.
type Session struct {
	N     int
	Date  time.Time
	Turns []Turn
}

// Observation is one LLM-written fact tagged with its source turns.
type Observation struct {
	Session int
	Speaker string
	Text    string
	DiaIDs  []string
}

// Question is one QA item with its normalised gold evidence.
type Question struct {
	Question string
	Category string
	Evidence []string
}

// Conversation is one LoCoMo sample.
type Conversation struct {
	SampleID     string
	Sessions     []Session
	Observations []Observation
	Questions    []Question
	// Turns indexes the known dia_ids of the conversation.
	Turns map[string]bool
}

// Quirks counts what loading had to normalise or could not use.
type Quirks struct {
	// SplitEvidence counts evidence strings holding several ids.
	SplitEvidence int `json:"split_evidence"`
	// FixedIDs counts ids rewritten to the canonical "D<s>:<t>" form.
	FixedIDs int `json:"fixed_ids"`
	// MalformedIDs counts ids that could not be read at all (dropped).
	MalformedIDs int `json:"malformed_ids"`
	// UnknownIDs counts gold ids that name no turn of their conversation
	// (kept: they can never be retrieved, as in the paper).
	UnknownIDs int `json:"unknown_ids"`
	// EmptyEvidence counts questions without evidence (recall 1).
	EmptyEvidence int `json:"empty_evidence"`
	// UnknownCategory counts questions of an unknown category (skipped).
	UnknownCategory int `json:"unknown_category"`
	// BadDates counts sessions whose date could not be parsed.
	BadDates int `json:"bad_dates"`
}

var idRe = regexp.MustCompile(`^D:?(\d+):(\d+)$`)

// NormalizeIDs splits an evidence string into canonical dia_ids
// ("D<session>:<turn>" without zero padding). It reports how many ids it
// rewrote and how many it could not read.
func NormalizeIDs(s string) (ids []string, fixed, malformed int) {
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return r == ';' || r == ',' || r == ' ' || r == '\t' || r == '\n' }) {
		m := idRe.FindStringSubmatch(f)
		if m == nil {
			malformed++
			continue
		}
		a, err1 := strconv.Atoi(m[1])
		b, err2 := strconv.Atoi(m[2])
		if err1 != nil || err2 != nil {
			malformed++
			continue
		}
		id := fmt.Sprintf("D%d:%d", a, b)
		if id != f {
			fixed++
		}
		ids = append(ids, id)
	}
	return ids, fixed, malformed
}

// DateLayout is LoCoMo's session date format ("1:56 pm on 8 May, 2023").
const DateLayout = "3:04 pm on 2 January, 2006"

// ParseDate reads a LoCoMo session date (UTC).
func ParseDate(s string) (time.Time, error) {
	s = strings.TrimSpace(s)
	for _, l := range []string{DateLayout, "3:04 pm on 2 Jan, 2006", "3:04 PM on 2 January, 2006"} {
		if t, err := time.Parse(l, s); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("unreadable session date %q", s)
}

type rawSample struct {
	SampleID     string                                    `json:"sample_id"`
	Conversation map[string]json.RawMessage                `json:"conversation"`
	Observation  map[string]map[string][][]json.RawMessage `json:"observation"`
	QA           []struct {
		Question string            `json:"question"`
		Evidence []json.RawMessage `json:"evidence"`
		Category int               `json:"category"`
	} `json:"qa"`
}

type rawTurn struct {
	Speaker string `json:"speaker"`
	DiaID   string `json:"dia_id"`
	Text    string `json:"text"`
	Caption string `json:"blip_caption"`
}

// Load reads a LoCoMo-layout file. It fails only on JSON that is not a list
// of samples; everything odd inside is normalised or counted in Quirks.
func Load(r io.Reader) ([]Conversation, Quirks, error) {
	var raw []rawSample
	var q Quirks
	if err := json.NewDecoder(r).Decode(&raw); err != nil {
		return nil, q, fmt.Errorf("decode locomo file: %w", err)
	}
	out := make([]Conversation, 0, len(raw))
	for i, s := range raw {
		c := Conversation{SampleID: s.SampleID, Turns: map[string]bool{}}
		if c.SampleID == "" {
			c.SampleID = fmt.Sprintf("sample-%d", i)
		}
		var last time.Time
		for _, n := range sessionNumbers(s.Conversation) {
			sess := Session{N: n}
			var turns []rawTurn
			if err := json.Unmarshal(s.Conversation[fmt.Sprintf("session_%d", n)], &turns); err != nil {
				continue
			}
			var ds string
			_ = json.Unmarshal(s.Conversation[fmt.Sprintf("session_%d_date_time", n)], &ds)
			d, err := ParseDate(ds)
			if err != nil {
				q.BadDates++
				d = last.Add(24 * time.Hour)
				if last.IsZero() {
					d = time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
				}
			}
			sess.Date, last = d, d
			for _, t := range turns {
				ids, fixed, _ := NormalizeIDs(t.DiaID)
				q.FixedIDs += fixed
				if len(ids) != 1 || strings.TrimSpace(t.Text) == "" && t.Caption == "" {
					continue
				}
				c.Turns[ids[0]] = true
				sess.Turns = append(sess.Turns, Turn{DiaID: ids[0], Speaker: t.Speaker, Text: t.Text, Caption: t.Caption})
			}
			c.Sessions = append(c.Sessions, sess)
		}
		keys := make([]string, 0, len(s.Observation))
		for k := range s.Observation {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(a, b int) bool { return sessionOf(keys[a]) < sessionOf(keys[b]) })
		for _, k := range keys {
			speakers := make([]string, 0, len(s.Observation[k]))
			for sp := range s.Observation[k] {
				speakers = append(speakers, sp)
			}
			sort.Strings(speakers)
			for _, sp := range speakers {
				for _, o := range s.Observation[k][sp] {
					if len(o) < 1 {
						continue
					}
					var text string
					if json.Unmarshal(o[0], &text) != nil || strings.TrimSpace(text) == "" {
						continue
					}
					var ids []string
					if len(o) > 1 {
						for _, e := range evidenceStrings(o[1]) {
							got, fixed, _ := NormalizeIDs(e)
							q.FixedIDs += fixed
							ids = append(ids, got...)
						}
					}
					c.Observations = append(c.Observations, Observation{Session: sessionOf(k), Speaker: sp, Text: text, DiaIDs: dedup(ids)})
				}
			}
		}
		for _, qa := range s.QA {
			cat, ok := Categories[qa.Category]
			if !ok {
				q.UnknownCategory++
				continue
			}
			var gold []string
			for _, e := range qa.Evidence {
				for _, es := range evidenceStrings(e) {
					ids, fixed, bad := NormalizeIDs(es)
					if len(ids) > 1 {
						q.SplitEvidence++
					}
					q.FixedIDs += fixed
					q.MalformedIDs += bad
					gold = append(gold, ids...)
				}
			}
			gold = dedup(gold)
			if len(gold) == 0 {
				q.EmptyEvidence++
			}
			for _, g := range gold {
				if !c.Turns[g] {
					q.UnknownIDs++
				}
			}
			c.Questions = append(c.Questions, Question{Question: qa.Question, Category: cat, Evidence: gold})
		}
		out = append(out, c)
	}
	return out, q, nil
}

// evidenceStrings reads a string or a list of strings.
func evidenceStrings(raw json.RawMessage) []string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return []string{s}
	}
	var l []string
	if json.Unmarshal(raw, &l) == nil {
		return l
	}
	return nil
}

var sessRe = regexp.MustCompile(`^session_(\d+)$`)

func sessionNumbers(conv map[string]json.RawMessage) []int {
	var ns []int
	for k := range conv {
		if m := sessRe.FindStringSubmatch(k); m != nil {
			n, _ := strconv.Atoi(m[1])
			ns = append(ns, n)
		}
	}
	sort.Ints(ns)
	return ns
}

var sessNumRe = regexp.MustCompile(`session_(\d+)`)

func sessionOf(key string) int {
	if m := sessNumRe.FindStringSubmatch(key); m != nil {
		n, _ := strconv.Atoi(m[1])
		return n
	}
	return 0
}

func dedup(ids []string) []string {
	seen := map[string]bool{}
	out := ids[:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
