package lexical

import (
	"slices"
	"testing"
)

func TestTokens(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"I went hiking yesterday!", []string{"go", "hike", "yesterdai"}},
		{"The children bought tickets", []string{"child", "buy", "ticket"}},
		{"She hikes and hiked.", []string{"hike", "hike"}},
		{"我叫李雷", []string{"我叫", "叫李", "李雷"}},
		{"用中文 answer", []string{"用中", "中文", "answer"}},
		{"Ｚｈａｎｇ", []string{"zhang"}},
		{"don't", []string{}},
		{"", []string{}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got := Tokens(tt.in)
			if !slices.Equal(got, tt.want) {
				t.Fatalf("Tokens(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestStemTokensKeepIrregularForms(t *testing.T) {
	if got, want := StemTokens("I went hiking yesterday!"), []string{"went", "hike", "yesterdai"}; !slices.Equal(got, want) {
		t.Fatalf("StemTokens = %q, want %q", got, want)
	}
}

func TestSparseSortedAndCounted(t *testing.T) {
	idx, val := Sparse("coffee coffee tea")
	if len(idx) != 2 || len(val) != 2 {
		t.Fatalf("got %v %v", idx, val)
	}
	if idx[0] >= idx[1] {
		t.Fatalf("indices not sorted: %v", idx)
	}
	var total float32
	for _, v := range val {
		total += v
	}
	if total != 3 {
		t.Fatalf("counts sum to %v, want 3", total)
	}
}

func FuzzTokens(f *testing.F) {
	for _, s := range []string{"hello world", "我叫李雷", "\xff\xfe", "a'b’c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, tok := range Tokens(s) {
			if tok == "" {
				t.Fatalf("empty token from %q", s)
			}
		}
	})
}
