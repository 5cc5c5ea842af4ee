package lexical

import (
	"slices"
	"testing"
)

func TestQueryTokens(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"What kind of music does Tim like?", []string{"music", "tim", "like"}},
		{"How many dogs does Audrey have?", []string{"dog", "audrei"}},
		{"How long has she been running?", []string{"run"}},
		// Outside the interrogative frame the same words are content.
		{"Is the kind neighbour moving?", []string{"kind", "neighbour", "move"}},
		{"Which type of car; type checks", []string{"car", "type", "check"}},
		{"When did John's dog get sick", Tokens("When did John's dog get sick")},
		{"", []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := QueryTokens(tt.in); !slices.Equal(got, tt.want) {
				t.Fatalf("QueryTokens(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
