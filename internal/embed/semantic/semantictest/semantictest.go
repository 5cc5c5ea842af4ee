// Package semantictest builds the tiny semantic table of the converter's
// fixtures (internal/embed/semantic/convert/testdata: 373 English words,
// 51 dictionary entries) for tests of other packages that need a semantic
// embedder without the real table.
package semantictest

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/convert"
)

// freq is the fixtures' word frequencies.
type freq struct {
	m     map[string]float64
	total float64
}

func (f freq) Freq(w string) (float64, bool) { v, ok := f.m[w]; return v, ok }
func (f freq) Total() float64                { return f.total }

// fixtures is the converter's testdata directory.
func fixtures(tb testing.TB) string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		tb.Fatal("semantictest: cannot locate the fixtures")
	}
	return filepath.Join(filepath.Dir(file), "..", "convert", "testdata")
}

// Table builds the fixture table, loaded from its file.
func Table(tb testing.TB) *semantic.Table {
	tb.Helper()
	dir := fixtures(tb)
	vf, err := os.Open(filepath.Join(dir, "vectors.json"))
	if err != nil {
		tb.Fatal(err)
	}
	defer vf.Close()
	vecs, err := convert.ReadVectors(vf)
	if err != nil {
		tb.Fatal(err)
	}
	df, err := os.Open(filepath.Join(dir, "dictionary.js"))
	if err != nil {
		tb.Fatal(err)
	}
	defer df.Close()
	dict, err := convert.ReadDictionary(df)
	if err != nil {
		tb.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "frequencies.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	f := freq{m: map[string]float64{}}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 3 && fields[1] == "total" {
			f.total, _ = strconv.ParseFloat(fields[2], 64)
			continue
		}
		if len(fields) == 2 {
			f.m[fields[0]], _ = strconv.ParseFloat(fields[1], 64)
		}
	}
	t, err := convert.Build(vecs, dict, f, []semantic.Source{{Name: "fixtures"}}, convert.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	// Through the file format, as engram serve loads it (which sets the
	// digest the embedder id carries).
	path := filepath.Join(tb.TempDir(), semantic.FileName)
	if err := semantic.WriteFile(path, t); err != nil {
		tb.Fatal(err)
	}
	if t, err = semantic.LoadFile(path); err != nil {
		tb.Fatal(err)
	}
	return t
}

// Install writes the fixture table into dir (the models directory) and
// returns its embedder, as engram serve would load it.
func Install(tb testing.TB, dir string) *semantic.Embedder {
	tb.Helper()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		tb.Fatal(err)
	}
	if err := semantic.WriteFile(semantic.Path(dir), Table(tb)); err != nil {
		tb.Fatal(err)
	}
	e, err := semantic.Open(dir)
	if err != nil {
		tb.Fatal(err)
	}
	return e
}
