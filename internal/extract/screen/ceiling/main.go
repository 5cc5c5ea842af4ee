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
	"flag"
	"fmt"
	"os"
	"sort"

	"github.com/engram-memory/engram/internal/eval/locomo"
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

// load reads the dialog turns of every conversation (locomo.Load), as
// engram's LoCoMo run publishes them (locomo.TurnText), marking those a
// question names as evidence.
func load(path string) ([]turn, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open LoCoMo: %w", err)
	}
	defer f.Close()
	convs, _, err := locomo.Load(f)
	if err != nil {
		return nil, err
	}
	var out []turn
	for ci, c := range convs {
		gold := map[string]bool{}
		for _, q := range c.Questions {
			for _, id := range q.Evidence {
				gold[id] = true
			}
		}
		for _, s := range c.Sessions {
			for _, t := range s.Turns {
				out = append(out, turn{text: locomo.TurnText(t), evidence: gold[t.DiaID], conv: ci})
			}
		}
	}
	return out, nil
}
