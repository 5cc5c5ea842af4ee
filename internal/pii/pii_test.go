package pii

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// one reports the single match in s, failing the test if there is not exactly one.
func spans(s string) []string {
	var out []string
	for _, m := range Find(s) {
		out = append(out, string(m.Kind)+":"+s[m.Start:m.End])
	}
	return out
}

type findCase struct {
	name string
	in   string
	want []string // "KIND:span"; nil means no match
}

func runFindCases(t *testing.T, cases []findCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := spans(tc.in)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("Find(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestFindPhone(t *testing.T) {
	runFindCases(t, []findCase{
		{"plain", "call me at 13800138000 please", []string{"PHONE:13800138000"}},
		{"spaces", "号码 138 0013 8000 谢谢", []string{"PHONE:138 0013 8000"}},
		{"dashes", "138-0013-8000", []string{"PHONE:138-0013-8000"}},
		{"plus86 dashes", "电话：+86-138-0013-8000，谢谢", []string{"PHONE:+86-138-0013-8000"}},
		{"plus86 glued", "tel:+8613800138000", []string{"PHONE:+8613800138000"}},
		{"0086", "0086 13800138000", []string{"PHONE:0086 13800138000"}},
		{"86 dash", "86-13800138000", []string{"PHONE:86-13800138000"}},
		{"paren", "(+86) 138 0013 8000", []string{"PHONE:(+86) 138 0013 8000"}},
		{"fullwidth", "手机１３８００１３８０００。", []string{"PHONE:１３８００１３８０００"}},
		{"chinese glued", "我的手机号是15912345678，有事打我", []string{"PHONE:15912345678"}},
		{"two", "13800138000,13900139000", []string{"PHONE:13800138000", "PHONE:13900139000"}},
		{"after year", "2023 13800138000", []string{"PHONE:13800138000"}},
		{"12 starts", "12800138000", nil},
		{"10 digits", "1380013800", nil},
		{"12 digits", "138001380001", nil},
		{"letter glued", "A13800138000", nil},
		{"letter after", "13800138000abc", nil},
		{"decimal", "余额 13800138000.50 元", nil},
		{"in timestamp", "20231105123045", nil},
		{"in unix ms", "1699171845123", nil},
		{"ORD- prefix", "ORD-13800138000", nil},
	})
}

func TestFindCNID(t *testing.T) {
	runFindCases(t, []findCase{
		{"X check", "ID 11010519491231002X ok", []string{"CN_ID:11010519491231002X"}},
		{"x lower", "身份证11010519491231002x。", []string{"CN_ID:11010519491231002x"}},
		{"digit check", "证件 440106199001011234", nil}, // checksum wrong
		{"valid digit check", "证件 440106199001011239", nil},
		{"grouped", "110105 19491231 002X", []string{"CN_ID:110105 19491231 002X"}},
		{"bad checksum", "110105194912310021", nil},
		{"bad date", "11010519491331002X", nil},
		{"bad province", "99010519491231002X", nil},
		{"X glued to word", "11010519491231002Xa", nil},
	})
	// A valid all-digit ID, built here so the case does not rely on a magic constant.
	id := withCheck("44010619900101123")
	runFindCases(t, []findCase{{"computed", "身份证号：" + id, []string{"CN_ID:" + id}}})
}

func withCheck(d17 string) string {
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	s := 0
	for i := range d17 {
		s += int(d17[i]-'0') * w[i]
	}
	return d17 + string("10X98765432"[s%11])
}

func TestFindBankCard(t *testing.T) {
	runFindCases(t, []findCase{
		{"grouped visa", "card 4111 1111 1111 1111", []string{"BANK_CARD:4111 1111 1111 1111"}},
		{"ungrouped visa no context", "4111111111111111", []string{"BANK_CARD:4111111111111111"}},
		{"unionpay 19 with 卡号", "卡号：6222020200112345678 开户行", nil}, // Luhn fails
		{"amex grouped", "Amex 3782-822463-10005", []string{"BANK_CARD:3782-822463-10005"}},
		{"mastercard 2-series", "5555555555554444 and 2223003122003222", []string{"BANK_CARD:5555555555554444", "BANK_CARD:2223003122003222"}},
		{"context only", "银行卡 1234567812345670", []string{"BANK_CARD:1234567812345670"}},
		{"no context no iin", "1234567812345670", nil},
		{"order context", "order 4111111111111111", nil},
		{"订单 context", "订单号4111111111111111", nil},
		{"luhn fail", "card 4111 1111 1111 1112", nil},
		{"mixed separators", "4111 1111-1111 1111", nil},
		{"glued to letters", "x4111111111111111", nil},
		{"nearest word wins", "order paid by card 4111111111111111", []string{"BANK_CARD:4111111111111111"}},
		{"unix micro", "1699171845123456", nil},
	})
}

func TestFindEmail(t *testing.T) {
	runFindCases(t, []findCase{
		{"simple", "mail me: john.doe@example.com.", []string{"EMAIL:john.doe@example.com"}},
		{"plus subdomain", "<a.b+tag@mail.example.co.uk>", []string{"EMAIL:a.b+tag@mail.example.co.uk"}},
		{"qq digits", "邮箱13800138000@qq.com谢谢", []string{"EMAIL:13800138000@qq.com"}},
		{"no tld", "user@localhost", nil},
		{"mention", "ping @alice", nil},
		{"asset", "icon@2x.png", nil},
		{"numeric tld", "root@10.0.0.1", []string{"IP:10.0.0.1"}},
		{"leading dots", "..x@y.org", []string{"EMAIL:x@y.org"}},
	})
}

func TestFindIP(t *testing.T) {
	runFindCases(t, []findCase{
		{"v4 port", "server 192.168.1.10:8080", []string{"IP:192.168.1.10"}},
		{"v4 end of sentence", "from 8.8.8.8.", []string{"IP:8.8.8.8"}},
		{"v4 cidr", "10.0.0.0/8", []string{"IP:10.0.0.0"}},
		{"v6 bracket", "[2001:db8::1]:443", []string{"IP:2001:db8::1"}},
		{"v6 zone", "fe80::1%eth0 up", []string{"IP:fe80::1%eth0"}},
		{"v6 full", "2001:0db8:85a3:0000:0000:8a2e:0370:7334", []string{"IP:2001:0db8:85a3:0000:0000:8a2e:0370:7334"}},
		{"v4 in v6", "::ffff:192.0.2.128", []string{"IP:::ffff:192.0.2.128"}},
		{"bad octet", "256.1.1.1", nil},
		{"three parts", "1.2.3", nil},
		{"five parts", "1.2.3.4.5", nil},
		{"v prefix", "v1.2.3.4", nil},
		{"version word", "version 1.2.3.4", nil},
		{"版本", "版本：1.2.3.4", nil},
		{"suffix", "1.2.3.4-beta", nil},
		{"clock", "12:30:45", nil},
		{"mac", "00:1A:2B:3C:4D:5E", nil},
		{"cpp", "std::vector", nil},
	})
}

func TestMaskPlaceholders(t *testing.T) {
	in := "Zhang 13800138000, id 11010519491231002X, card 4111 1111 1111 1111, a@b.io from 10.1.2.3"
	want := "Zhang [PHONE], id [CN_ID], card [BANK_CARD], [EMAIL] from [IP]"
	if got := Mask(in); got != want {
		t.Fatalf("Mask = %q, want %q", got, want)
	}
	if s := "nothing to see here, 42 apples"; Mask(s) != s {
		t.Fatal("Mask changed text without PII")
	}
}

func TestMaskFixpoint(t *testing.T) {
	// The first email's mask lets a second one appear; Mask must still be idempotent.
	for _, s := range []string{"a@b.com@foo.com", "x@y.comm13800138000", "1.2.3.4.5.6.7.8"} {
		m := Mask(s)
		if Mask(m) != m {
			t.Errorf("Mask not idempotent on %q: %q then %q", s, m, Mask(m))
		}
	}
}

type labelled struct {
	Text  string `json:"text"`
	Kind  string `json:"kind"`
	PII   string `json:"pii"`
	Class string `json:"class"`
}

func readJSONL(t *testing.T, name string) []labelled {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	var rows []labelled
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var r labelled
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rows = append(rows, r)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

// TestLabelledSet measures recall on testdata/positives.jsonl (a positive
// counts only if Find reports exactly the labelled span with the labelled
// kind, and nothing else) and the false-positive rate on
// testdata/negatives.jsonl (a negative with any match is a false positive).
func TestLabelledSet(t *testing.T) {
	pos := readJSONL(t, "positives.jsonl")
	neg := readJSONL(t, "negatives.jsonl")
	if len(pos) < 1000 || len(neg) < 1000 {
		t.Fatalf("labelled set too small: %d positives, %d negatives", len(pos), len(neg))
	}
	hits, missByKind, totalByKind := 0, map[string]int{}, map[string]int{}
	for _, p := range pos {
		totalByKind[p.Kind]++
		got := spans(p.Text)
		if len(got) == 1 && got[0] == p.Kind+":"+p.PII {
			hits++
			continue
		}
		missByKind[p.Kind]++
		if missByKind[p.Kind] <= 3 {
			t.Logf("miss %s: %q -> %q", p.Kind, p.Text, got)
		}
	}
	fps, fpByClass := 0, map[string]int{}
	for _, n := range neg {
		if got := spans(n.Text); len(got) > 0 {
			fps++
			fpByClass[n.Class]++
			if fpByClass[n.Class] <= 3 {
				t.Logf("false positive %s: %q -> %q", n.Class, n.Text, got)
			}
		}
	}
	recall := float64(hits) / float64(len(pos))
	fpr := float64(fps) / float64(len(neg))
	t.Logf("recall %.2f%% (%d/%d), misses by kind %v of %v", 100*recall, hits, len(pos), missByKind, totalByKind)
	t.Logf("false-positive rate %.2f%% (%d/%d), by class %v", 100*fpr, fps, len(neg), fpByClass)
	if recall < 0.995 {
		t.Errorf("recall %.4f < 0.995", recall)
	}
	if fpr > 0.01 {
		t.Errorf("false-positive rate %.4f > 0.01", fpr)
	}
}

func FuzzMask(f *testing.F) {
	for _, s := range []string{
		"", "call 13800138000", "+86 138 0013 8000", "１３８００１３８０００",
		"11010519491231002X", "card 4111 1111 1111 1111", "a@b.com@foo.com",
		"[2001:db8::1]:443 192.168.0.1", "v1.2.3.4", "\xff\xfe13800138000\xef\xbc",
		"[ENC:AAAA]", "x@y.comm13800138000", "0086-138-0013-8000x", "\xef\xbc\x91\xef\xbc\x93",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := Mask(s)
		if mm := Mask(m); mm != m {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, m, mm)
		}
		if utf8.ValidString(s) && !utf8.ValidString(m) {
			t.Fatalf("valid input %q masked to invalid UTF-8 %q", s, m)
		}
		prev := 0
		for _, x := range Find(s) {
			if x.Start < prev || x.End <= x.Start || x.End > len(s) {
				t.Fatalf("bad matches for %q: %v", s, Find(s))
			}
			prev = x.End
		}
	})
}

const (
	sentenceClean = "The quarterly planning meeting moved to the large room on the third floor; " +
		"please bring the updated roadmap, the hiring plan for 2024 and your notes from last week's review."
	sentencePII = "Hi team, the supplier contact is Wang Fang, reach her at 138 0013 8000 or " +
		"wang.fang@example.com; the invoice goes to card 4111 1111 1111 1111 from 10.1.2.3."
)

func BenchmarkMask(b *testing.B) {
	for _, bc := range []struct{ name, s string }{
		{"clean", sentenceClean},
		{"pii", sentencePII},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.s)))
			b.ReportAllocs()
			for b.Loop() {
				Mask(bc.s)
			}
		})
	}
}

func TestFindIPRange(t *testing.T) {
	runFindCases(t, []findCase{
		{"range", "allow 10.0.0.1-10.0.0.9", []string{"IP:10.0.0.1", "IP:10.0.0.9"}},
		{"word dash", "go-1.2.3.4", nil},
	})
}
