package evalx

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/engram-memory/engram/internal/extract/rules"
)

const corpus = "../../../testdata/extract/corpus.jsonl"

func TestRulesOnCorpus(t *testing.T) {
	rep, err := EvalCorpus(context.Background(), rules.New(), corpus)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	rep.Print(&buf)
	t.Logf("\n%s", buf.String())
	if os.Getenv("EVAL_VERBOSE") != "" {
		for _, m := range rep.Mismatches {
			t.Logf("%s %q missed=%+v spurious=%+v", m.ID, m.Text, m.Missed, m.Spurious)
		}
	}
	for _, lang := range []string{"en", "zh"} {
		c := rep.ByLang[lang]
		if c == nil {
			t.Fatalf("no %s lines in the corpus", lang)
		}
		if p, r := c.Precision(), c.Recall(); p < 0.90 || r < 0.80 {
			t.Errorf("%s: precision %.3f (want >= 0.90), recall %.3f (want >= 0.80)", lang, p, r)
		}
	}
	if rep.InjectionFacts != 0 {
		t.Errorf("%d facts emitted on injection turns", rep.InjectionFacts)
	}
}

func TestMainFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if err := Main(context.Background(), []string{"--corpus", corpus, "--json"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out.Bytes(), []byte(`"by_lang"`)) {
		t.Fatalf("no JSON report: %s", out.String())
	}
	if err := Main(context.Background(), []string{"--nope"}, &out, &errb); err == nil {
		t.Fatal("bad flag accepted")
	}
}
