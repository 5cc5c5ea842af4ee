package memory

import (
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

func TestIDDeterministicAndDiscriminating(t *testing.T) {
	base := ID("acme", "u1", events.TypePreference, "", "", "", "Prefers short answers")
	if base != ID("acme", "u1", events.TypePreference, "", "", "", "  prefers SHORT answers. ") {
		t.Error("case, spacing and trailing punctuation must not change the id")
	}
	for name, other := range map[string]string{
		"tenant":  ID("other", "u1", events.TypePreference, "", "", "", "Prefers short answers"),
		"user":    ID("acme", "u2", events.TypePreference, "", "", "", "Prefers short answers"),
		"type":    ID("acme", "u1", events.TypeFact, "", "", "", "Prefers short answers"),
		"scope":   ID("acme", "u1", events.TypePreference, "p1", "", "", "Prefers short answers"),
		"content": ID("acme", "u1", events.TypePreference, "", "", "", "Prefers long answers"),
	} {
		if other == base {
			t.Errorf("a different %s gave the same id", name)
		}
	}
	k1 := ID("acme", "u1", events.TypeProfile, "", "reply style", "short", "Prefers short replies")
	k2 := ID("acme", "u1", events.TypeProfile, "", "回复风格", "Short", "wants brief answers")
	if k1 != k2 {
		t.Error("keyed facts: the id must come from the normalised key and value, not the wording")
	}
	if k1 == ID("acme", "u1", events.TypeProfile, "", "reply style", "detailed", "") {
		t.Error("a new value of a key must be a new record")
	}
}

func TestNormalizeKey(t *testing.T) {
	for in, want := range map[string]string{
		"reply style": "response_style", "回复风格": "response_style", "response_style": "response_style",
		"Response-Style": "response_style", "名字": "name", "Favorite Color": "favorite_color", "ＮＡＭＥ": "name",
	} {
		if got := NormalizeKey(in); got != want {
			t.Errorf("NormalizeKey(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNormalizeText(t *testing.T) {
	for in, want := range map[string]string{
		"  Hello,   World!  ": "hello world",
		"ＡＢＣ　１２３":             "abc 123",
		"我喜欢咖啡。":              "我喜欢咖啡",
		"e-mail a@b.com.":     "e-mail a@b.com",
	} {
		if got := NormalizeText(in); got != want {
			t.Errorf("NormalizeText(%q) = %q, want %q", in, got, want)
		}
	}
}
