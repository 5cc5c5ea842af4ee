package convert

import (
	"fmt"

	"github.com/go-ego/gse"

	"github.com/engram-memory/engram/internal/embed/semantic"
)

// GSEVersion is the go-ego/gse module version whose dictionary gives the
// Chinese word frequencies (see go.mod).
const GSEVersion = "v0.80.3"

// gseFreq reads word counts from gse's embedded Chinese dictionaries.
type gseFreq struct{ seg *gse.Segmenter }

// GSEFrequencies loads the simplified and traditional Chinese dictionaries
// embedded in github.com/go-ego/gse (derived from jieba's dictionary) and
// returns their word counts, with the source to record in the table.
func GSEFrequencies() (Frequencies, semantic.Source, error) {
	var seg gse.Segmenter
	seg.SkipLog = true
	if err := seg.LoadDictEmbed("zh"); err != nil {
		return nil, semantic.Source{}, fmt.Errorf("load gse dictionary: %w", err)
	}
	return gseFreq{&seg}, semantic.Source{Name: "github.com/go-ego/gse", Version: GSEVersion,
		Integrity: "go.sum", Licence: "Apache-2.0 (dictionary data from jieba, MIT)"}, nil
}

func (g gseFreq) Freq(w string) (float64, bool) {
	f, _, ok := g.seg.Find(w)
	return f, ok
}

func (g gseFreq) Total() float64 { return g.seg.Dict.TotalFreq() }
