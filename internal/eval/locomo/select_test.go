package locomo

import (
	"context"
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

// RunFile evaluates only the selected conversations and reports a bad
// selection before starting the pipeline.
func TestRunFileSelectsConversations(t *testing.T) {
	convs, _ := loadFixture(t)
	if len(convs) < 2 {
		t.Fatalf("fixture has %d conversations, need 2", len(convs))
	}
	res, err := RunFile(context.Background(), fixture, Options{Ks: []int{1}, Budget: -1, Conversations: "1"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Conversations) != 1 || res.Conversations[0].SampleID != convs[1].SampleID || res.Questions != len(convs[1].Questions) {
		t.Fatalf("evaluated %+v (%d questions), want only %s (%d questions)", res.Conversations, res.Questions, convs[1].SampleID, len(convs[1].Questions))
	}
	if _, err := RunFile(context.Background(), fixture, Options{Conversations: "0-99"}); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Fatalf("selection 0-99 on a %d-conversation file: err %v", len(convs), err)
	}
}
