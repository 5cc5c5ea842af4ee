package standing

import (
	"math"
	"slices"
	"testing"
)

func TestFeatures(t *testing.T) {
	got := Features("Keep it under 50 words? 别太长")
	for _, want := range []string{"w:keep", "b:keep_it", "w:0", "b:under_0", "b:0_words", "q", "h:别", "H:别太", "H:太长"} {
		if !slices.Contains(got, want) {
			t.Errorf("Features lacks %q: %v", want, got)
		}
	}
	if slices.Contains(got, "b:words_别") || slices.Contains(got, "H:长别") {
		t.Errorf("a pair crosses a language or a question mark: %v", got)
	}
	if a, b := Features("under 50 words"), Features("under 120 words"); !slices.Equal(a, b) {
		t.Errorf("numbers are not one class: %v vs %v", a, b)
	}
}

func TestLearnedModelEmbedded(t *testing.T) {
	m := learned()
	if m.Version == "" || m.Version == "none" || len(m.Weights) < 1000 {
		t.Fatalf("embedded model: version %q, %d weights", m.Version, len(m.Weights))
	}
}

// The sentences below are written for this test and are in no set the
// model was trained on.
func TestLearnedSeparates(t *testing.T) {
	for _, s := range []string{
		"I read everything on my watch, so one-liners are all I can use",
		"use proper sentences with me, I can't parse fragments well since the stroke",
		"我手机屏幕小 别发太长的",
		"以后跟我说话别拽英文 我看不懂",
	} {
		if p := Learned(s); p < LearnedThreshold {
			t.Errorf("Learned(%q) = %.2f, want a standing instruction", s, p)
		}
	}
	for _, s := range []string{
		"my favourite band is Khruangbin and I saw them live in 2019",
		"we're planning the offsite for march, probably in Lisbon",
		"can you recommend a good thriller for the flight tomorrow",
		"我最喜欢的电影是《海上钢琴师》",
		"我上周去了趟杭州，西湖真美",
	} {
		if p := Learned(s); p >= LearnedThreshold {
			t.Errorf("Learned(%q) = %.2f, want no standing instruction", s, p)
		}
	}
}

// TestProbMatchesFeatures: Prob, which reads weights by hash, sums the
// weights of exactly the features Features names.
func TestProbMatchesFeatures(t *testing.T) {
	m := learned()
	for _, s := range []string{
		"Keep it under 50 words? 别太长",
		"I'm on a night bus with 2% battery, tiny answers only from here on",
		"我今年六十四了 血压老高 大夫说让少吃咸的 a1c 7.2 ok",
		"it’s fine, it's fine, it's fine",
		"",
	} {
		z := m.Bias
		for _, f := range Features(s) {
			z += m.Weights[f]
		}
		want := 1 / (1 + math.Exp(-z))
		if got := m.Prob(s); math.Abs(got-want) > 1e-12 {
			t.Errorf("Prob(%q) = %v, the features' weights give %v", s, got, want)
		}
	}
}
