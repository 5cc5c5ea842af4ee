package semantic_test

import (
	"os"
	"testing"

	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/semantictest"
)

// Word alignment on the fixture table: a text sharing the query's telling
// word, in either language, aligns better than one that does not; a text
// aligns fully with itself; nothing aligns with no words.
func TestAlignQuery(t *testing.T) {
	e := semantic.New(semantictest.Table(t))
	score := e.AlignQuery("I'm allergic to shellfish")
	near, far := score("用户对海鲜过敏"), score("我开丰田车")
	if near <= far || near <= 0 {
		t.Errorf("allergy: %.3f to the Chinese allergy, %.3f to the car", near, far)
	}
	if s := e.AlignQuery("my daughter plays the violin")("my daughter plays the violin"); s < 0.999 {
		t.Errorf("a text with itself: %.3f", s)
	}
	if s := e.AlignQuery("")("用户对海鲜过敏"); s != 0 {
		t.Errorf("an empty query: %.3f", s)
	}
	if s := score(""); s != 0 {
		t.Errorf("an empty text: %.3f", s)
	}
	if e.AlignShare() <= 0 || e.AlignShare() >= 1 {
		t.Errorf("AlignShare %v", e.AlignShare())
	}
}

// BenchmarkAlign scores a query against 24 memories, the work recall does
// for a query whose best candidates are in the other script; on the real
// table when ENGRAM_MODELS_DIR holds it, else on the fixture table.
func BenchmarkAlign(b *testing.B) {
	var e *semantic.Embedder
	if dir := os.Getenv("ENGRAM_MODELS_DIR"); dir != "" {
		var err error
		if e, err = semantic.Open(dir); err != nil {
			b.Fatal(err)
		}
	} else {
		e = semantic.New(semantictest.Table(b))
	}
	texts := []string{"用户对海鲜过敏，吃了虾会起疹子", "用户住在上海浦东，每天坐地铁上班", "我女儿拉小提琴，每周六上课", "我开丰田车，明年想换电车"}
	b.ReportAllocs()
	for b.Loop() {
		score := e.AlignQuery("what should I avoid ordering at the seafood place tonight?")
		for i := range 24 {
			score(texts[i%len(texts)])
		}
	}
}
