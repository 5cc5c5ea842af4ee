// Package textlr is logistic regression over the surface features of a
// short text: its lower-cased words, pairs of neighbouring words, Chinese
// characters and pairs of neighbouring characters, and whether it asks a
// question. engram's learned models are of this kind: the standing
// instruction model (internal/standing) and the relatedness gate's query
// model (internal/recall). Fit trains one, Write stores it readably, and
// Model.Prob scores a text without building strings.
package textlr

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Model is a trained logistic regression over Features.
type Model struct {
	// Version names the training run (its sets and settings).
	Version string             `json:"version"`
	Bias    float64            `json:"bias"`
	Weights map[string]float64 `json:"weights"`

	once   sync.Once
	byHash map[uint64]float64 // Weights by featureHash
}

// Prob returns the model's probability for text (the logistic of Logit).
func (m *Model) Prob(text string) float64 { return 1 / (1 + math.Exp(-m.Logit(text))) }

// Logit returns the model's log-odds for text. It reads the weights by
// the features' hashes, building no string; the first call indexes them.
func (m *Model) Logit(text string) float64 {
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
	return z
}

// Parse reads a model stored by Write (or any JSON of Model's layout).
func Parse(raw []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("textlr: parse model: %w", err)
	}
	return &m, nil
}

// Features returns the features of text a Model weighs, each once: its
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

// Example is one text and its label.
type Example struct {
	Text  string
	Label bool
}

// Fit trains a logistic regression by stochastic gradient descent with
// per-feature step sizes (AdaGrad) over the features seen at least twice,
// epochs passes in a fixed shuffled order, with L2 penalty l2. Weights
// are rounded to four places and those under 1e-3 dropped, so a stored
// model is small and its retraining reproducible.
func Fit(ex []Example, epochs int, l2 float64) *Model {
	count := map[string]int{}
	feats := make([][]string, len(ex))
	for i, e := range ex {
		feats[i] = Features(e.Text)
		for _, f := range feats[i] {
			count[f]++
		}
	}
	w := map[string]float64{}
	g2 := map[string]float64{}
	var bias, gb float64
	const rate = 0.3
	order := make([]int, len(ex))
	for i := range order {
		order[i] = i
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range epochs {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			z := bias
			for _, f := range feats[i] {
				if count[f] >= 2 {
					z += w[f]
				}
			}
			p := 1 / (1 + math.Exp(-z))
			y := 0.0
			if ex[i].Label {
				y = 1
			}
			g := p - y
			gb += g * g
			bias -= rate * g / math.Sqrt(gb+1e-8)
			for _, f := range feats[i] {
				if count[f] < 2 {
					continue
				}
				gf := g + l2*w[f]
				g2[f] += gf * gf
				w[f] -= rate * gf / math.Sqrt(g2[f]+1e-8)
			}
		}
	}
	m := &Model{Bias: Round(bias), Weights: map[string]float64{}}
	for f, v := range w {
		if math.Abs(v) >= 1e-3 {
			m.Weights[f] = Round(v)
		}
	}
	return m
}

// Round rounds v to four decimal places, as stored weights are.
func Round(v float64) float64 { return math.Round(v*1e4) / 1e4 }

// Write stores m with its weights in sorted order, one per line, so that
// a retrained model's diff is readable.
func Write(path string, m *Model) error {
	keys := make([]string, 0, len(m.Weights))
	for k := range m.Weights {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	v, _ := json.Marshal(m.Version)
	fmt.Fprintf(&b, "{\"version\": %s, \"bias\": %v, \"weights\": {\n", v, m.Bias)
	for i, k := range keys {
		kj, _ := json.Marshal(k)
		sep := ","
		if i == len(keys)-1 {
			sep = ""
		}
		fmt.Fprintf(&b, "%s: %v%s\n", kj, m.Weights[k], sep)
	}
	b.WriteString("}}\n")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("textlr: write model: %w", err)
	}
	return nil
}
