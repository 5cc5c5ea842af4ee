package rules

import (
	"strings"
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

// The name the user refuses is no name; the one they ask for is.
func TestRefusedNameIsNoName(t *testing.T) {
	res := New().ExtractText("别叫我王总，叫我小王就行", ts)
	for _, f := range res.Facts {
		if f.Key == "name" && f.Value != "小王" {
			t.Errorf("name %q, want 小王: %+v", f.Value, res.Facts)
		}
	}
}

// A language bound to one kind of writing ("写邮件的时候用英文") is not the
// language of the answers; the reply language beside it stays.
func TestWritingLanguageIsNoReplyLanguage(t *testing.T) {
	res := New().ExtractText("平时回答用中文。帮我写邮件的时候用英文，客户都是外国人", ts)
	for _, f := range res.Facts {
		if f.Key == "language" && f.Value != "中文" {
			t.Errorf("reply language %q, want 中文: %+v", f.Value, res.Facts)
		}
	}
	if !hasKeyValue(res.Facts, "language", "中文") {
		t.Errorf("reply language 中文 not kept: %+v", res.Facts)
	}
}

// "说话简单点" asks for plain words, not for short answers.
func TestPlainWordsIsNoLength(t *testing.T) {
	res := New().ExtractText("我不是学这个的，以后跟我讲话简单点，少用术语", ts)
	for _, f := range res.Facts {
		if f.Key == "response_style" {
			t.Errorf("response_style %q from a request for plain words: %+v", f.Value, res.Facts)
		}
	}
	kept := false
	for _, f := range res.Facts {
		kept = kept || strings.Contains(f.Content, "简单")
	}
	if !kept {
		t.Errorf("the request for plain words was not kept: %+v", res.Facts)
	}
}

// hasKeyValue reports whether facts hold key with value.
func hasKeyValue(facts []events.Fact, key, value string) bool {
	for _, f := range facts {
		if f.Key == key && f.Value == value {
			return true
		}
	}
	return false
}

// A reply language asked for once ("this time", "这次") is no reply
// language of the profile.
func TestReplyLanguageThisTimeIsNoProfile(t *testing.T) {
	for _, text := range []string{"Answer in French this time, my neighbour wants to read it", "这次用英文回答吧，我要转给同事看"} {
		for _, f := range New().ExtractText(text, ts).Facts {
			if f.Key == "language" {
				t.Errorf("%q: reply language %q", text, f.Value)
			}
		}
	}
	if !hasKeyValue(New().ExtractText("Answer in French from now on", ts).Facts, "language", "French") {
		t.Error("a lasting reply language is not kept")
	}
}
