// Command train fits the standing package's learned model (learned.json)
// on labelled text written by people who had not seen the package: the
// user turns of conversation sets (a sentence that carries a statement
// labelled standing is a positive example, the sentences of turns with no
// standing statement are negatives) and the turns of extraction corpora
// that expect no preference or rule (negatives, injections among them).
// It prints the precision and recall of each held-out set, and of each
// training set left out in turn, at a range of thresholds.
//
//	go run ./internal/standing/train -out internal/standing/learned.json
//	go run ./internal/standing/train -holdout conversations10,conversations11 -out /tmp/m.json
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/engram-memory/engram/internal/eval/conversations"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/internal/textlr"
)

// example is one sentence and its label; set names where it came from.
type example struct {
	text  string
	label bool
	set   string
}

// Default training data: every development conversation set (the blind
// sets that were tuned on; a set not yet scored must never be named here),
// every extraction corpus and the labelled sentences.
const (
	DefaultSets     = "conversations,conversations2,conversations3,conversations4,conversations5,conversations6,conversations7,conversations8,conversations9,conversations10,conversations11,conversations12,conversations13,conversations14,conversations15,conversations16,conversations17,conversations18,conversations19,conversations20,conversations21,conversations22"
	DefaultCorpora  = "corpus,dev2,dev3,dev4,heldout,heldout2,heldout3,heldout4,blind5_en,blind5_zh,blind6_en,blind6_zh"
	DefaultLabelled = "standing/train.jsonl,standing/locomo_not.jsonl"
	DefaultEpochs   = 30
	DefaultL2       = 1e-4
)

// data is the training data of one run.
type data struct {
	train, held []example
}

// load reads the training examples of sets, corpora and labelled under
// testdata, and holdout's apart.
func load(testdata, sets, corpora, labelled, holdout string) (*data, error) {
	d := &data{}
	for _, name := range split(sets) {
		if slices.Contains(split(holdout), name) {
			continue
		}
		ex, err := fromSet(filepath.Join(testdata, "blind", name, "conversations.json"), name)
		if err != nil {
			return nil, err
		}
		d.train = append(d.train, ex...)
	}
	for _, name := range split(holdout) {
		ex, err := fromSet(filepath.Join(testdata, "blind", name, "conversations.json"), name)
		if err != nil {
			return nil, err
		}
		d.held = append(d.held, ex...)
	}
	for _, name := range split(corpora) {
		ex, err := fromCorpus(filepath.Join(testdata, "extract", name+".jsonl"), name)
		if err != nil {
			return nil, err
		}
		d.train = append(d.train, ex...)
	}
	for _, name := range split(labelled) {
		ex, err := fromLabelled(filepath.Join(testdata, name), "labelled")
		if err != nil {
			return nil, err
		}
		d.train = append(d.train, ex...)
	}
	return d, nil
}

// model fits the model of examples and names its version.
func model(train []example, epochs int, l2 float64) *textlr.Model {
	pos := 0
	for _, e := range train {
		if e.label {
			pos++
		}
	}
	m := fit(train, epochs, l2)
	m.Version = fmt.Sprintf("lr-%d-%d", len(train), pos)
	return m
}

func main() {
	testdata := flag.String("testdata", defaultTestdata(), "the repository's testdata directory")
	sets := flag.String("sets", DefaultSets, "conversation sets under testdata/blind to train on")
	corpora := flag.String("corpora", DefaultCorpora, "extraction corpora under testdata/extract whose turns without a preference are negatives")
	labelled := flag.String("labelled", DefaultLabelled, "files of sentences labelled standing or not under testdata, comma-separated (\"\" for none)")
	holdout := flag.String("holdout", "", "conversation sets to leave out of training and report on")
	out := flag.String("out", "", "write the model here (JSON)")
	epochs := flag.Int("epochs", DefaultEpochs, "passes over the training examples")
	l2 := flag.Float64("l2", DefaultL2, "L2 penalty per example")
	cv := flag.Bool("cv", false, "also report each training set left out in turn")
	flag.Float64Var(&clauseFloor, "clause-floor", rules.ClauseFloor, "with -clauses, the sentence's own score under which its parts are not weighed")
	flag.BoolVar(&skipTies, "skip-ties", false, "leave out a standing turn's sentences that share as much with its gloss")
	flag.Float64Var(&topicFloor, "topic-floor", rules.TopicFloor, "with the expressions, also count a sentence of a kind of instruction (standing.Of) that the model scores this or more")
	flag.BoolVar(&byClause, "clauses", false, "score a sentence by its best part too (rules.Chunks), as the rules extractor does")
	flag.Parse()

	d, err := load(*testdata, *sets, *corpora, *labelled, *holdout)
	if err != nil {
		log.Fatal(err)
	}
	m := model(d.train, *epochs, *l2)
	fmt.Printf("training examples: %d (model %s)\n", len(d.train), m.Version)
	if *cv {
		for _, name := range split(*sets) {
			if slices.Contains(split(*holdout), name) {
				continue
			}
			var tr, te []example
			for _, e := range d.train {
				if e.set == name {
					te = append(te, e)
				} else {
					tr = append(tr, e)
				}
			}
			report("left out "+name, fit(tr, *epochs, *l2), te)
		}
	}
	if len(d.held) > 0 {
		report("held out "+*holdout, m, d.held)
	}
	if *out != "" {
		if err := textlr.Write(*out, m); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("wrote %s: %d weights\n", *out, len(m.Weights))
	}
}

func defaultTestdata() string {
	for _, d := range []string{"testdata", "../../testdata", "../../../testdata"} {
		if _, err := os.Stat(filepath.Join(d, "blind")); err == nil {
			return d
		}
	}
	return "testdata"
}

func split(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// fromSet returns the examples of a conversation set: in a user turn that
// carries a standing statement, the sentence sharing most words with its
// gloss is a positive (the whole turn when no sentence shares one and the
// turn has several; no example when two sentences share most); a sentence of it that shares more with the gloss of
// another statement is a negative; the sentences of the other user turns
// are negatives.
func fromSet(path, name string) ([]example, error) {
	s, err := conversations.LoadFile(path)
	if err != nil {
		return nil, err
	}
	var out []example
	for _, u := range s.Users {
		for _, c := range u.Conversations {
			for i, t := range c.Turns {
				if t.Role != "user" {
					continue
				}
				var stand, other []conversations.Statement
				for _, st := range u.Statements {
					if st.SessionID == c.SessionID && st.TurnIndex == i {
						if st.Kind == conversations.KindStanding {
							stand = append(stand, st)
						} else {
							other = append(other, st)
						}
					}
				}
				sents := rules.Sentences(t.Content)
				if len(stand) == 0 {
					for _, x := range sents {
						out = append(out, example{x, false, name})
					}
					continue
				}
				chosen := map[int]bool{}
				tied := map[int]bool{}
				for _, st := range stand {
					best, at, ties := 0, -1, []int(nil)
					for j, x := range sents {
						switch n := overlap(x, st.Text); {
						case n > best:
							best, at, ties = n, j, nil
						case n == best && n > 0:
							ties = append(ties, j)
						}
					}
					switch {
					case at >= 0 && len(ties) > 0 && skipTies:
						// two sentences share as much with the gloss:
						// which one says it is not known, and neither is
						// an example
						tied[at] = true
						for _, j := range ties {
							tied[j] = true
						}
					case at >= 0:
						chosen[at] = true
					case len(sents) == 1:
						chosen[0] = true
					default:
						out = append(out, example{t.Content, true, name})
					}
				}
				for j, x := range sents {
					if chosen[j] {
						out = append(out, example{x, true, name})
						continue
					}
					if tied[j] {
						continue
					}
					sb, ob := 0, 0
					for _, st := range stand {
						sb = max(sb, overlap(x, st.Text))
					}
					for _, st := range other {
						ob = max(ob, overlap(x, st.Text))
					}
					if ob > sb {
						out = append(out, example{x, false, name})
					}
				}
			}
		}
	}
	return out, nil
}

// overlap counts the content features (words, character pairs) a and b
// share.
func overlap(a, b string) int {
	fb := map[string]bool{}
	for _, f := range standing.Features(b) {
		if strings.HasPrefix(f, "w:") && len(f) > 4 || strings.HasPrefix(f, "H:") {
			fb[f] = true
		}
	}
	n := 0
	for _, f := range standing.Features(a) {
		if fb[f] {
			n++
		}
	}
	return n
}

// fromCorpus returns the turns of an extraction corpus that expect no
// preference or rule, as negatives, cut into sentences; a turn the
// expressions of package standing read as an instruction is left out,
// since its writer may have filed a need under another type.
func fromCorpus(path, name string) ([]example, error) {
	var out []example
	err := eachLine(path, func(line []byte) error {
		var row struct {
			Text     string `json:"text"`
			Class    string `json:"class"`
			Expected []struct {
				Type string `json:"type"`
			} `json:"expected"`
		}
		if err := json.Unmarshal(line, &row); err != nil {
			return err
		}
		for _, e := range row.Expected {
			if e.Type == "preference" || e.Type == "rule" {
				return nil
			}
		}
		for _, x := range rules.Sentences(row.Text) {
			if row.Class != "injection" && standing.Instruction(x) != 0 {
				continue
			}
			out = append(out, example{x, false, name})
		}
		return nil
	})
	return out, err
}

// fromLabelled returns the sentences of a JSON-lines file of {"text",
// "label": "standing" | "not"}.
func fromLabelled(path, name string) ([]example, error) {
	var out []example
	err := eachLine(path, func(line []byte) error {
		var row struct {
			Text  string `json:"text"`
			Label string `json:"label"`
		}
		if err := json.Unmarshal(line, &row); err != nil {
			return err
		}
		if row.Label != "standing" && row.Label != "not" {
			return fmt.Errorf("label %q is neither standing nor not", row.Label)
		}
		out = append(out, example{row.Text, row.Label == "standing", name})
		return nil
	})
	return out, err
}

// eachLine calls fn with every line of the JSON-lines file path that is not
// blank; an error names the file and the line.
func eachLine(path string, fn func(line []byte) error) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		if err := fn(sc.Bytes()); err != nil {
			return fmt.Errorf("%s:%d: %w", path, n, err)
		}
	}
	return sc.Err()
}

// fit trains the model of ex (textlr.Fit).
func fit(ex []example, epochs int, l2 float64) *textlr.Model {
	tx := make([]textlr.Example, len(ex))
	for i, e := range ex {
		tx[i] = textlr.Example{Text: e.text, Label: e.label}
	}
	return textlr.Fit(tx, epochs, l2)
}

// byClause: score a sentence by its best clause as well (-clauses), when
// the sentence itself scores clauseFloor or more (-clause-floor).
var (
	topicFloor  float64
	byClause    bool
	clauseFloor float64
	skipTies    bool
)

// score is m's probability for text, or its best clause's when byClause
// is set and that is higher.
func score(m *textlr.Model, text string) float64 {
	p := m.Prob(text)
	if byClause && p >= clauseFloor {
		for _, c := range rules.Chunks(text) {
			p = max(p, m.Prob(c))
		}
	}
	return p
}

// report prints precision and recall of m on ex at several thresholds.
func report(title string, m *textlr.Model, ex []example) {
	for _, union := range []bool{false, true} {
		reportAt(title, m, ex, union)
	}
}

// reportAt is report for the model alone or, with union, for the model
// or the expressions (standing.Instruction).
func reportAt(title string, m *textlr.Model, ex []example, union bool) {
	if union {
		title += ", or the expressions"
	}
	fmt.Printf("%s (%d examples):", title, len(ex))
	for _, th := range []float64{0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1.1} {
		tp, fp, fn := 0, 0, 0
		for _, e := range ex {
			p := score(m, e.text)
			hit := p >= th || union && (standing.Instruction(e.text) != 0 || topicFloor > 0 && p >= topicFloor && standing.Of(e.text)&standing.Topics != 0)
			switch {
			case hit && e.label:
				tp++
			case hit:
				fp++
			case e.label:
				fn++
			}
		}
		p := float64(tp) / math.Max(1, float64(tp+fp))
		r := float64(tp) / math.Max(1, float64(tp+fn))
		fmt.Printf("  %.1f: P %.2f R %.2f", th, p, r)
	}
	fmt.Println()
}
