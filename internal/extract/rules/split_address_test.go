package rules

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/pii"
)

// TestSplitSentencesKeepsAddresses: dots and question marks inside e-mail
// addresses, URLs and dotted numbers end no sentence; the dot after them
// does.
func TestSplitSentencesKeepsAddresses(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"My email is foo@example.com", []string{"My email is foo@example.com"}},
		{"My email is jane.doe@example.com. I like tea", []string{"My email is jane.doe@example.com", "I like tea"}},
		{"My site is https://jane.example.com/a.b?x=1. It is new", []string{"My site is https://jane.example.com/a.b?x=1", "It is new"}},
		{"See www.example.org for more", []string{"See www.example.org for more"}},
		{"I moved to example.org/jobs last year", []string{"I moved to example.org/jobs last year"}},
		{"Call 415.555.0123 today", []string{"Call 415.555.0123 today"}},
		{"I like tea.I also like coffee", []string{"I like tea", "I also like coffee"}},
		{"Really? Yes.", []string{"Really", "Yes"}},
	} {
		if got := splitSentences(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("splitSentences(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestExtractedAddressesAreMaskedWhole: a fact extracted from a sentence
// with an e-mail address holds the whole address, so the ingester's masking
// leaves no part of it.
func TestExtractedAddressesAreMaskedWhole(t *testing.T) {
	for _, tc := range []struct{ in, secret string }{
		{"My email is foo@example.com", "example"},
		{"My email is jane.doe@example.com.", "jane"},
		{"My work email is li.lei@mail.example.cn. I check it daily", "lei"},
	} {
		res := New().ExtractText(tc.in, time.Now())
		if len(res.Facts) == 0 {
			t.Errorf("%q: no fact", tc.in)
			continue
		}
		masked := 0
		for _, f := range res.Facts {
			m := pii.Mask(f.Content)
			if strings.Contains(m, tc.secret) {
				t.Errorf("%q: fact %q masks to %q", tc.in, f.Content, m)
			}
			if strings.Contains(m, "[EMAIL]") {
				masked++
			}
		}
		if masked == 0 {
			t.Errorf("%q: no fact holds the masked address: %v", tc.in, res.Facts)
		}
	}
}
