package standing

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode"
)

// The learned model is a logistic regression over the words, word pairs,
// Chinese characters and character pairs of a sentence, trained by
// internal/standing/train on labelled conversations written by people who
// had not seen this package (the development sets of testdata/blind, and
// the statements of the extraction corpora that hold no preference as
// negatives). It recognises standing instructions the expressions of
// kinds and forms have no form for ("im literally 15 just talk normal",
// "Sat link is metered so keep replies under 100 words"); the rules
// extractor asks it only about sentences those left alone, and keeps
// what it scores at LearnedThreshold or above as a marked instruction.

//go:generate go run ./train -clauses -out learned.json

//go:embed learned.json
var learnedJSON []byte

// LearnedThreshold is the probability at or above which Learned's answer
// counts as a standing instruction (chosen by cross-validation on the
// training sets: internal/standing/train prints the curve).
const LearnedThreshold = 0.7

// Model is a trained logistic regression over Features.
type Model struct {
	// Version names the training run (its sets and settings).
	Version string             `json:"version"`
	Bias    float64            `json:"bias"`
	Weights map[string]float64 `json:"weights"`
}

// Prob returns the model's probability that text is a standing
// instruction.
func (m *Model) Prob(text string) float64 {
	z := m.Bias
	for _, f := range Features(text) {
		z += m.Weights[f]
	}
	return 1 / (1 + math.Exp(-z))
}

var (
	learnedOnce  sync.Once
	learnedModel *Model
)

// learned returns the embedded model.
func learned() *Model {
	learnedOnce.Do(func() {
		var m Model
		if err := json.Unmarshal(learnedJSON, &m); err != nil {
			panic(fmt.Sprintf("standing: embedded learned.json: %v", err))
		}
		learnedModel = &m
	})
	return learnedModel
}

// Learned returns the embedded model's probability that sentence is a
// standing instruction.
func Learned(sentence string) float64 { return learned().Prob(sentence) }

// LearnedVersion names the embedded model.
func LearnedVersion() string { return learned().Version }

// Features returns the features of text the model weighs, each once: its
// lower-cased words ("w:"), pairs of neighbouring words ("b:"), Chinese
// characters ("h:") and pairs of neighbouring characters ("H:"), and "q"
// when it asks a question. Digits are one class ("0"), so that "100
// words" and "50 words" are one feature.
func Features(text string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	var word strings.Builder
	prevWord := ""
	var prevHan rune
	flush := func() {
		if word.Len() == 0 {
			return
		}
		w := word.String()
		word.Reset()
		add("w:" + w)
		if prevWord != "" {
			add("b:" + prevWord + "_" + w)
		}
		prevWord = w
	}
	for _, r := range strings.ToLower(text) {
		switch {
		case unicode.Is(unicode.Han, r):
			flush()
			prevWord = ""
			add("h:" + string(r))
			if prevHan != 0 {
				add("H:" + string(prevHan) + string(r))
			}
			prevHan = r
			continue
		case unicode.IsDigit(r):
			if word.Len() == 0 || isDigitWord(word.String()) {
				if word.Len() == 0 {
					word.WriteByte('0')
				}
				prevHan = 0
				continue
			}
			word.WriteRune(r)
		case unicode.IsLetter(r) || r == '\'' || r == '’':
			if r == '’' {
				r = '\''
			}
			if isDigitWord(word.String()) {
				flush()
			}
			word.WriteRune(r)
		case r == '?' || r == '？':
			flush()
			add("q")
		default:
			flush()
			if !unicode.IsSpace(r) {
				prevWord = ""
			}
		}
		prevHan = 0
	}
	flush()
	return out
}

func isDigitWord(w string) bool { return w == "0" }
