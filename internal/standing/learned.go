package standing

import (
	_ "embed"
	"fmt"
	"sync"

	"github.com/engram-memory/engram/internal/textlr"
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

var (
	learnedOnce  sync.Once
	learnedModel *textlr.Model
)

// learned returns the embedded model.
func learned() *textlr.Model {
	learnedOnce.Do(func() {
		m, err := textlr.Parse(learnedJSON)
		if err != nil {
			panic(fmt.Sprintf("standing: embedded learned.json: %v", err))
		}
		learnedModel = m
	})
	return learnedModel
}

// Learned returns the embedded model's probability that sentence is a
// standing instruction.
func Learned(sentence string) float64 { return learned().Prob(sentence) }

// LearnedVersion names the embedded model.
func LearnedVersion() string { return learned().Version }

// Features returns the features of text the model weighs
// (textlr.Features).
func Features(text string) []string { return textlr.Features(text) }
