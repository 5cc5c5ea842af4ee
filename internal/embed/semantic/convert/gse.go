package convert

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/go-ego/gse"

	"github.com/engram-memory/engram/internal/embed/semantic"
)

// GSEVersion is the go-ego/gse module version whose dictionary gives the
// Chinese word frequencies (see go.mod).
const GSEVersion = "v0.80.3"

// gseFreq holds word counts from gse's embedded Chinese dictionaries.
type gseFreq struct {
	count map[string]float64
	total float64
}

// GSEFrequencies loads the simplified and traditional Chinese dictionaries
// embedded in github.com/go-ego/gse (derived from jieba's dictionary) and
// returns their word counts, with the source to record in the table.
func GSEFrequencies() (Frequencies, semantic.Source, error) {
	var seg gse.Segmenter
	seg.SkipLog = true
	if err := seg.LoadDictEmbed("zh"); err != nil {
		return nil, semantic.Source{}, fmt.Errorf("load gse dictionary: %w", err)
	}
	// A word may be in the dictionary more than once (the simplified and
	// traditional lists share characters, some with a token count of 2):
	// the largest count is its frequency.
	g := gseFreq{count: make(map[string]float64, len(seg.Dict.Tokens))}
	for i := range seg.Dict.Tokens {
		tok := &seg.Dict.Tokens[i]
		w, f := tok.Text(), tok.Freq()
		if f > g.count[w] {
			g.total += f - g.count[w]
			g.count[w] = f
		}
	}
	g.singleCharacters()
	return g, semantic.Source{Name: "github.com/go-ego/gse", Version: GSEVersion,
		Integrity: "go.sum", Licence: "Apache-2.0 (dictionary data from jieba, MIT)"}, nil
}

// singleCharacters replaces the counts of one-character words, which gse
// sets to 2 on loading, by estimates from gse's inverse document
// frequencies (gse.ZhIdf): log(count) fitted as a linear function of idf
// over the words of two or more characters that have both.
func (g *gseFreq) singleCharacters() {
	idf := map[string]float64{}
	for _, line := range strings.Split(gse.ZhIdf, "\n") {
		w, v, ok := strings.Cut(strings.TrimSpace(line), " ")
		if !ok {
			continue
		}
		if x, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
			idf[w] = x
		}
	}
	var n, sx, sy, sxx, sxy float64
	for w, c := range g.count {
		x, ok := idf[w]
		if !ok || c <= 2 || utf8.RuneCountInString(w) < 2 {
			continue
		}
		y := math.Log(c)
		n++
		sx += x
		sy += y
		sxx += x * x
		sxy += x * y
	}
	if n < 100 {
		return
	}
	beta := (n*sxy - sx*sy) / (n*sxx - sx*sx)
	alpha := (sy - beta*sx) / n
	for w, x := range idf {
		if utf8.RuneCountInString(w) != 1 {
			continue
		}
		if c, ok := g.count[w]; ok && c > 2 {
			continue
		}
		est := math.Exp(alpha + beta*x)
		g.total += est - g.count[w]
		g.count[w] = est
	}
}

func (g gseFreq) Freq(w string) (float64, bool) {
	f, ok := g.count[w]
	return f, ok
}

func (g gseFreq) Total() float64 { return g.total }
