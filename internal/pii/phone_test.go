package pii

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFindPhoneInternational: the usual written forms of phone numbers of
// the 20 most populous countries and a few more, international and
// national. Numbers are the numbering plans' example or fictional ranges.
func TestFindPhoneInternational(t *testing.T) {
	phones := []struct{ country, text, span string }{
		{"US", "call me at +1 415 555 0123 tonight", "+1 415 555 0123"},
		{"US", "my cell is (415) 555-0123.", "(415) 555-0123"},
		{"US", "Phone: 415-555-0123", "415-555-0123"},
		{"US", "reach me on 415.555.0123", "415.555.0123"},
		{"US", "dial 1-800-555-0199 for support", "1-800-555-0199"},
		{"US", "+1 (201) 555-0123 is my office", "+1 (201) 555-0123"},
		{"CN", "办公室电话 010-62345678", "010-62345678"},
		{"CN", "座机：(021) 6234 5678", "(021) 6234 5678"},
		{"IN", "my number is +91 98765 43210", "+91 98765 43210"},
		{"IN", "call 098765 43210 after 6", "098765 43210"},
		{"ID", "WA saya 0812-3456-7890 ya", "0812-3456-7890"},
		{"ID", "kantor +62 21 1234 5678", "+62 21 1234 5678"},
		{"PK", "my mobile is 0300 1234567", "0300 1234567"},
		{"PK", "+92 300 1234567 is my WhatsApp", "+92 300 1234567"},
		{"NG", "call 0803 123 4567 anytime", "0803 123 4567"},
		{"NG", "+234 803 123 4567", "+234 803 123 4567"},
		{"BR", "meu celular é (11) 91234-5678", "(11) 91234-5678"},
		{"BR", "+55 21 2345-6789 é o escritório", "+55 21 2345-6789"},
		{"BD", "phone 01712-345678", "01712-345678"},
		{"BD", "+880 1712-345678", "+880 1712-345678"},
		{"RU", "звоните 8 (495) 123-45-67", "8 (495) 123-45-67"},
		{"RU", "my number is +7 912 345-67-89", "+7 912 345-67-89"},
		{"ET", "call 091 123 4567", "091 123 4567"},
		{"ET", "+251 91 123 4567", "+251 91 123 4567"},
		{"MX", "mi cel 55 1234 5678", "55 1234 5678"},
		{"MX", "+52 55 1234 5678", "+52 55 1234 5678"},
		{"JP", "携帯は090-1234-5678です", "090-1234-5678"},
		{"JP", "office 03-1234-5678", "03-1234-5678"},
		{"JP", "+81 3-1234-5678", "+81 3-1234-5678"},
		{"EG", "my number 010 1234 5678", "010 1234 5678"},
		{"EG", "+20 10 1234 5678", "+20 10 1234 5678"},
		{"PH", "text me at 0917 123 4567", "0917 123 4567"},
		{"PH", "+63 917 123 4567", "+63 917 123 4567"},
		{"CD", "appelez le 081 234 5678", "081 234 5678"},
		{"CD", "+243 81 234 5678", "+243 81 234 5678"},
		{"VN", "số của tôi 091 234 56 78", "091 234 56 78"},
		{"VN", "+84 91 234 56 78", "+84 91 234 56 78"},
		{"IR", "call 0912 345 6789", "0912 345 6789"},
		{"IR", "+98 912 345 6789", "+98 912 345 6789"},
		{"TR", "numaram 0532 123 45 67", "0532 123 45 67"},
		{"TR", "+90 532 123 45 67", "+90 532 123 45 67"},
		{"DE", "Telefon 030 12345678", "030 12345678"},
		{"DE", "Handy: 0151 23456789", "0151 23456789"},
		{"DE", "+49 (0)30 12345678", "+49 (0)30 12345678"},
		{"DE", "ruf an: 030/12345678", "030/12345678"},
		{"TH", "โทร 081 234 5678", "081 234 5678"},
		{"TH", "+66 81 234 5678", "+66 81 234 5678"},
		{"GB", "ring me on 020 7946 0958", "020 7946 0958"},
		{"GB", "mobile 07700 900123", "07700 900123"},
		{"GB", "+44 (0)20 7946 0958", "+44 (0)20 7946 0958"},
		{"GB", "0044 20 7946 0958", "0044 20 7946 0958"},
		{"FR", "appelle-moi au 06 12 34 56 78", "06 12 34 56 78"},
		{"FR", "+33 1 23 45 67 89", "+33 1 23 45 67 89"},
		{"FR", "01.23.45.67.89 est le bureau", "01.23.45.67.89"},
		{"KR", "010-1234-5678로 연락", "010-1234-5678"},
		{"IT", "chiamami al 347 123 4567", "347 123 4567"},
		{"ES", "mi móvil es +34 612 345 678", "+34 612 345 678"},
		{"CN", "tel:+86 10 6234 5678", "+86 10 6234 5678"},
		{"US", "text +14155550123", "+14155550123"},
		{"FR", "portable +33 (0)6 12 34 56 78", "+33 (0)6 12 34 56 78"},
		{"RU", "8-912-345-67-89", "8-912-345-67-89"},
		{"GB", "44 20 7946 0958 from abroad", "44 20 7946 0958"},
		{"IN", "dial +91-22-2345-6789", "+91-22-2345-6789"},
	}
	for _, p := range phones {
		t.Run(p.country+"/"+p.span, func(t *testing.T) {
			got := spans(p.text)
			if len(got) != 1 || got[0] != "PHONE:"+p.span {
				t.Errorf("Find(%q) = %q, want PHONE:%s", p.text, got, p.span)
			}
		})
	}
}

// TestPhoneLookAlikes: numbers written like phones that are something else.
func TestPhoneLookAlikes(t *testing.T) {
	for _, s := range []string{
		"the release is on 2024-03-15 at 10:30",
		"born 15/03/1990, moved 03.15.2024",
		"it costs $ 1 234 567 in total",
		"revenue was 12.345.678 last year",
		"ZIP 94105-1234 please",
		"〒100-0001 Tokyo",
		"order 2024-0001-234567 shipped",
		"order number 415-555-0123-99",
		"invoice #415 555 0123",
		"tracking 9400 1000 0000 0000",
		"ISBN 978-3-16-148410-0",
		"version 10.0.19045.2965",
		"flight CA 1234 5678",
		"room 1203, building 4",
		"the score was 3 - 2",
		"coordinates 38.969489, 117.156835",
		"call me at 5 pm, 12 items left",
		"I paid 1,234,567 yuan",
		"pi is 3.1415926535",
		"ticket 2023 1105 1230",
		"the meeting id is 845 2231 9087",
		"version 2.1.4.37 is out",
		"I have 3 cats and 2 dogs",
	} {
		if got := spans(s); len(got) > 0 {
			t.Errorf("Find(%q) = %q, want nothing", s, got)
		}
	}
}

// BenchmarkMaskPhones: text with national and international numbers, which
// the phone library checks (BenchmarkMask/pii is the baseline: a Chinese
// mobile, an e-mail, a card and an IP).
func BenchmarkMaskPhones(b *testing.B) {
	s := "Call the London office on +44 (0)20 7946 0958 or my cell (415) 555-0123; in Lagos it is 0803 123 4567."
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		Mask(s)
	}
}

// FuzzFindPhones: on any input, matches lie inside it, in order and apart,
// every phone match holds 7 to 19 digits, Find answers the same twice and
// Mask is idempotent and keeps valid UTF-8 valid.
func FuzzFindPhones(f *testing.F) {
	for _, s := range []string{
		"+1 (415) 555-0123", "+44 (0)20 7946 0958", "0044 20 7946 0958", "8 (495) 123-45-67", "030/12345678",
		"06.12.34.56.78", "(+86) 138 0013 8000", "2024-03-15", "1 234 567", "+((1", "+(0)", "(0)(0)", "((((1234567",
		"+33 (0)6 12 34 56 78", "1-800-555-0199x", "415.555.0123.", "tel:+14155550123", "\xff+44\xef 20 7946",
		strings.Repeat("1 ", 40), strings.Repeat("(1) ", 20),
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ms := Find(s)
		prev := 0
		for _, m := range ms {
			if m.Start < prev || m.End <= m.Start || m.End > len(s) {
				t.Fatalf("bad matches for %q: %v", s, ms)
			}
			prev = m.End
			if m.Kind == KindPhone {
				n := 0
				for i := m.Start; i < m.End; i++ {
					if isDigit(s[i]) {
						n++
					} else if d, k := digitAt(s, i); k > 0 && d != 0 {
						n++
						i += k - 1
					}
				}
				if n < 7 || n > 19 {
					t.Fatalf("phone %q of %q has %d digits", s[m.Start:m.End], s, n)
				}
			}
		}
		if again := Find(s); len(again) != len(ms) {
			t.Fatalf("Find(%q) is not deterministic: %v then %v", s, ms, again)
		}
		m := Mask(s)
		if mm := Mask(m); mm != m {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, m, mm)
		}
		if utf8.ValidString(s) && !utf8.ValidString(m) {
			t.Fatalf("valid input %q masked to invalid UTF-8 %q", s, m)
		}
	})
}

// BenchmarkMaskLookAlikes: text full of numbers that are no personal data
// (an order number, a timestamp, a tracking number, a version, an amount),
// each of which the phone scanner must rule out.
func BenchmarkMaskLookAlikes(b *testing.B) {
	s := "Order 2025110312345678 shipped at 20251103123045, tracking 9400111899223100, app 3.4.6.225, total ¥1,234.50, ZIP 94105-1234."
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		Mask(s)
	}
}
