package locomo

import (
	"strings"
	"testing"
)

func TestSelectConversations(t *testing.T) {
	convs := make([]Conversation, 10)
	for i := range convs {
		convs[i].SampleID = string(rune('a' + i))
	}
	ids := func(cs []Conversation) string {
		var b strings.Builder
		for _, c := range cs {
			b.WriteString(c.SampleID)
		}
		return b.String()
	}
	for spec, want := range map[string]string{
		"":          "abcdefghij",
		"0-4":       "abcde",
		"5-9":       "fghij",
		" 7 , 0-1 ": "abh",
		"3,3,2-4":   "cde",
		"9":         "j",
	} {
		got, err := SelectConversations(convs, spec)
		if err != nil {
			t.Errorf("%q: %v", spec, err)
			continue
		}
		if ids(got) != want {
			t.Errorf("%q selected %q, want %q", spec, ids(got), want)
		}
	}
	for _, spec := range []string{"10", "4-2", "-1", "a", "1-", "0-10", "1,,2"} {
		if got, err := SelectConversations(convs, spec); err == nil {
			t.Errorf("%q: no error, selected %q", spec, ids(got))
		}
	}
}
