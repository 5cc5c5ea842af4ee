// Command ceiling measures how well any screen of single turns can do on
// LoCoMo's labels, the data behind issue 18's screening target (skip at
// least 40 % of model calls with at most 2 % of the skipped turns gold
// evidence of a question). It fits a logistic regression (internal/textlr:
// words, word pairs, characters) to tell evidence turns from the others on
// conversations 0-4 and, on conversations 5-9, skips the turns it scores
// lowest; beside it, the same share of the shortest turns. It prints the
// share of evidence among the skipped turns at each skip rate.
//
//	go run ./internal/extract/screen/ceiling -data ../shared/bench/locomo10.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/engram-memory/engram/internal/textlr"
)

// turn is one LoCoMo dialog turn as engram publishes it.
type turn struct {
	text     string
	evidence bool
	conv     int
}

func main() {
	data := flag.String("data", "../shared/bench/locomo10.json", "the LoCoMo locomo10.json")
	flag.Parse()
	turns, err := load(*data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "ceiling:", err)
		os.Exit(1)
	}
	var train []textlr.Example
	var test []turn
	ev := 0
	for _, t := range turns {
		if t.conv < 5 {
			train = append(train, textlr.Example{Text: t.text, Label: t.evidence})
			continue
		}
		test = append(test, t)
		if t.evidence {
			ev++
		}
	}
	fmt.Printf("LoCoMo: %d turns to fit (conversations 0-4), %d to score (5-9), %.1f %% of them evidence\n",
		len(train), len(test), 100*float64(ev)/float64(len(test)))
	m := textlr.Fit(train, 10, 1e-3)
	byModel := append([]turn(nil), test...)
	sort.SliceStable(byModel, func(i, j int) bool { return m.Logit(byModel[i].text) < m.Logit(byModel[j].text) })
	byLength := append([]turn(nil), test...)
	sort.SliceStable(byLength, func(i, j int) bool { return len(byLength[i].text) < len(byLength[j].text) })
	fmt.Println("skipped   evidence among the skipped: learned screen   shortest turns")
	for _, rate := range []float64{0.1, 0.2, 0.3, 0.4} {
		n := int(rate * float64(len(test)))
		fmt.Printf("%5.0f %%   %30.2f %%   %12.2f %%\n", 100*rate, share(byModel[:n]), share(byLength[:n]))
	}
}

// share is the percentage of evidence turns in ts.
func share(ts []turn) float64 {
	n := 0
	for _, t := range ts {
		if t.evidence {
			n++
		}
	}
	return 100 * float64(n) / float64(max(len(ts), 1))
}

// load reads the dialog turns of every conversation, marking those a
// question names as evidence.
func load(path string) ([]turn, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read LoCoMo: %w", err)
	}
	var convs []struct {
		Conversation map[string]json.RawMessage `json:"conversation"`
		QA           []struct {
			Evidence []string `json:"evidence"`
		} `json:"qa"`
	}
	if err := json.Unmarshal(raw, &convs); err != nil {
		return nil, fmt.Errorf("decode LoCoMo: %w", err)
	}
	var out []turn
	for ci, c := range convs {
		gold := map[string]bool{}
		for _, q := range c.QA {
			for _, e := range q.Evidence {
				for _, id := range strings.FieldsFunc(e, func(r rune) bool { return r == ';' || r == ' ' || r == ',' }) {
					gold[id] = true
				}
			}
		}
		keys := make([]string, 0, len(c.Conversation))
		for k := range c.Conversation {
			if strings.HasPrefix(k, "session_") && !strings.HasSuffix(k, "date_time") {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			var sess []struct {
				DiaID   string `json:"dia_id"`
				Text    string `json:"text"`
				Caption string `json:"blip_caption"`
			}
			if json.Unmarshal(c.Conversation[k], &sess) != nil {
				continue // a session's date, not its turns
			}
			for _, tu := range sess {
				text := tu.Text
				if tu.Caption != "" {
					text += " [shares a photo of " + tu.Caption + "]"
				}
				out = append(out, turn{text: text, evidence: gold[tu.DiaID], conv: ci})
			}
		}
	}
	return out, nil
}
