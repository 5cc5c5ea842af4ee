package standing

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
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

	once   sync.Once
	byHash map[uint64]float64 // Weights by featureHash
}

// Prob returns the model's probability that text is a standing
// instruction. It reads the weights by the features' hashes, building no
// string; the first call indexes them.
func (m *Model) Prob(text string) float64 {
	m.once.Do(func() {
		m.byHash = make(map[uint64]float64, len(m.Weights))
		for f, w := range m.Weights {
			m.byHash[stringHash(f)] = w
		}
	})
	z := m.Bias
	var seen [64]uint64
	n := 0
	var more map[uint64]bool
	eachFeature(text, func(kind byte, a, b string) {
		h := featureHash(kind, a, b)
		for _, x := range seen[:n] {
			if x == h {
				return
			}
		}
		if n < len(seen) {
			seen[n] = h
			n++
		} else {
			if more == nil {
				more = map[uint64]bool{}
			}
			if more[h] {
				return
			}
			more[h] = true
		}
		z += m.byHash[h]
	})
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
	eachFeature(text, func(kind byte, a, b string) {
		f := featureString(kind, a, b)
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	})
	return out
}

// featureString is the name of a feature eachFeature emits.
func featureString(kind byte, a, b string) string {
	switch kind {
	case 'q':
		return "q"
	case 'b':
		return "b:" + a + "_" + b
	}
	return string(kind) + ":" + a + b
}

// featureHash is the FNV-1a hash of featureString(kind, a, b), computed
// without building the string.
func featureHash(kind byte, a, b string) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	add := func(c byte) { h = (h ^ uint64(c)) * prime }
	add(kind)
	if kind == 'q' {
		return h
	}
	add(':')
	for i := 0; i < len(a); i++ {
		add(a[i])
	}
	if kind == 'b' {
		add('_')
	}
	for i := 0; i < len(b); i++ {
		add(b[i])
	}
	return h
}

// stringHash is featureHash of a feature's name.
func stringHash(f string) uint64 {
	if f == "q" {
		return featureHash('q', "", "")
	}
	kind, rest := f[0], f[2:]
	if kind == 'b' {
		a, b, _ := strings.Cut(rest, "_")
		return featureHash(kind, a, b)
	}
	return featureHash(kind, rest, "")
}

// eachFeature calls emit for every feature of text, in order, repeats
// included: kind is 'w' (word a), 'b' (words a and b), 'h' (character
// a), 'H' (characters a and b) or 'q'.
func eachFeature(text string, emit func(kind byte, a, b string)) {
	lower := strings.ToLower(text)
	if strings.Contains(lower, "’") {
		lower = strings.ReplaceAll(lower, "’", "'")
	}
	start := -1     // where the current word begins in lower; -1 for none
	digits := false // the current word is a run of digits, named "0"
	prevWord, prevHan := "", ""
	flush := func(end int) {
		if start < 0 {
			return
		}
		w := lower[start:end]
		if digits {
			w = "0"
		}
		start, digits = -1, false
		emit('w', w, "")
		if prevWord != "" {
			emit('b', prevWord, w)
		}
		prevWord = w
	}
	for i, r := range lower {
		switch {
		case unicode.Is(unicode.Han, r):
			flush(i)
			prevWord = ""
			c := lower[i : i+utf8.RuneLen(r)]
			emit('h', c, "")
			if prevHan != "" {
				emit('H', prevHan, c)
			}
			prevHan = c
			continue
		case unicode.IsDigit(r):
			if start < 0 {
				start, digits = i, true
			}
		case unicode.IsLetter(r) || r == '\'':
			if digits {
				flush(i)
			}
			if start < 0 {
				start = i
			}
		case r == '?' || r == '？':
			flush(i)
			emit('q', "", "")
		default:
			flush(i)
			if !unicode.IsSpace(r) {
				prevWord = ""
			}
		}
		prevHan = ""
	}
	flush(len(lower))
}
