package convert

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/embed/semantic"
)

// mapFreq is a Frequencies read from testdata/frequencies.txt.
type mapFreq struct {
	m     map[string]float64
	total float64
}

func (f mapFreq) Freq(w string) (float64, bool) { v, ok := f.m[w]; return v, ok }
func (f mapFreq) Total() float64                { return f.total }

func readFreq(t *testing.T) mapFreq {
	t.Helper()
	b, err := os.ReadFile("testdata/frequencies.txt")
	if err != nil {
		t.Fatal(err)
	}
	f := mapFreq{m: map[string]float64{}}
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
	return f
}

// fixtureTable builds the tiny table of testdata.
func fixtureTable(t *testing.T) *semantic.Table {
	t.Helper()
	vf, err := os.Open("testdata/vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	defer vf.Close()
	vecs, err := ReadVectors(vf)
	if err != nil {
		t.Fatal(err)
	}
	if vecs.Dim != 100 || len(vecs.Words) != 373 || vecs.Words[0] != "the" {
		t.Fatalf("vectors: dim %d, %d words, first %q", vecs.Dim, len(vecs.Words), vecs.Words[0])
	}
	df, err := os.Open("testdata/dictionary.js")
	if err != nil {
		t.Fatal(err)
	}
	defer df.Close()
	dict, err := ReadDictionary(df)
	if err != nil {
		t.Fatal(err)
	}
	if len(dict) != 51 {
		t.Fatalf("dictionary: %d entries", len(dict))
	}
	tab, err := Build(vecs, dict, readFreq(t), []semantic.Source{{Name: "fixtures"}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The fixture has no "n't" and no "i" (the package has no "i" or "a").
	// Through the file format, as engram serve loads it.
	path := filepath.Join(t.TempDir(), semantic.FileName)
	if err := semantic.WriteFile(path, tab); err != nil {
		t.Fatal(err)
	}
	got, err := semantic.LoadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestFixtureTable(t *testing.T) {
	tab := fixtureTable(t)
	if tab.Header.Chinese == 0 || tab.Header.Words != len(tab.Vocab) || tab.Header.Method != Method {
		t.Fatalf("header %+v", tab.Header)
	}
	e := semantic.New(tab)
	if !strings.HasPrefix(e.ID(), "semantic/1-100-") || e.Dim() != 100 {
		t.Fatalf("id %q dim %d", e.ID(), e.Dim())
	}
	if got := strings.Join(e.Words("用户对海鲜过敏"), " "); got != "用户 对 海鲜 过敏" {
		t.Errorf("segmentation: %q", got)
	}
	if got := strings.Join(e.Words("She doesn't drive; I'm allergic"), " "); got != "she does drive allergic" {
		t.Errorf("English words: %q", got)
	}
	cos := func(a, b string) float64 { return embed.Cosine(e.Vector(a), e.Vector(b)) }
	cases := []struct{ memory, near, far string }{
		{"I'm allergic to shellfish", "用户对海鲜过敏", "what car do I drive"},
		{"用户有高血压", "the user has high blood pressure", "what's the weather like in the city"},
		{"My daughter plays the violin", "我女儿拉小提琴", "I drive a Toyota"},
		{"我开丰田车", "what car do I drive", "the user has a dog"},
		{"用户住在上海", "where does the user live", "what is my job"},
	}
	for _, c := range cases {
		near, far := cos(c.memory, c.near), cos(c.memory, c.far)
		if near < 0.5 || near <= far+0.3 {
			t.Errorf("%q: %.3f to %q, %.3f to %q", c.memory, near, c.near, far, c.far)
		}
	}
	v := e.Vector("")
	for _, x := range v {
		if x != 0 {
			t.Fatal("empty text: nonzero vector")
		}
	}
}

func TestTableCorruptionIsRefused(t *testing.T) {
	tab := fixtureTable(t)
	var buf bytes.Buffer
	if err := semantic.Write(&buf, tab); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	b[len(b)/2] ^= 1
	if _, err := semantic.Parse(b); err == nil || !strings.Contains(err.Error(), "corrupt") {
		t.Fatalf("corrupt table: %v", err)
	}
	if _, err := semantic.LoadFile(filepath.Join(t.TempDir(), "none.bin")); !errors.Is(err, semantic.ErrNoTable) {
		t.Fatalf("missing table: %v", err)
	}
}

func TestIdentifyRefusesOtherFiles(t *testing.T) {
	p := filepath.Join(t.TempDir(), WordVectors.Tarball())
	os.WriteFile(p, []byte("not the package"), 0o600)
	if _, err := Identify(p); !errors.Is(err, ErrIntegrity) {
		t.Fatalf("Identify: %v", err)
	}
	if _, err := Install([]string{p}, t.TempDir(), Options{}); !errors.Is(err, ErrIntegrity) {
		t.Fatalf("Install: %v", err)
	}
}

func TestCleanMeaning(t *testing.T) {
	for in, want := range map[string]string{
		"to be allergic (to)":               "to be allergic",
		"variant of 過敏|过敏[guo4 min3]":       "",
		"surname Wang":                      "",
		"CL:輛|辆[liang4]":                    "",
		"hypertension; high blood pressure": "hypertension; high blood pressure",
		"see 上海[Shang4 hai3] (Tw)":          "",
		"(bound form) shrimp":               "shrimp",
	} {
		if got := cleanMeaning(in); got != want {
			t.Errorf("cleanMeaning(%q) = %q, want %q", in, got, want)
		}
	}
}
