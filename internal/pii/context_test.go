package pii

import "testing"

// TestContextWords: the sense of the words before a number (context.go).
func TestContextWords(t *testing.T) {
	for _, tc := range []struct {
		name, before string
		phone, card  context
	}{
		{"positive", "call me on ", ctxPositive, ctxNone},
		{"negative", "order ", ctxNegative, ctxNegative},
		{"negative names an earlier number", "room 404; reach me at ", ctxPositive, ctxNone},
		{"negative with a number between and nothing else", "flight AF1718 lands at 1am, it's ", ctxNone, ctxNone},
		{"weak after negative", "tracking number ", ctxNegative, ctxNegative},
		{"weak after positive", "phone number: ", ctxPositive, ctxNone},
		{"weak alone", "my number is ", ctxPositive, ctxNone},
		{"weak alone after an earlier negative", "发票代码 1234，号码", ctxNone, ctxNone},
		{"no. after card", "Debit card no. ", ctxNone, ctxPositive},
		{"no. alone", "no. ", ctxNone, ctxNegative},
		{"no. alone after a phone's owner", "pls save my new no. ", ctxNone, ctxNegative},
		{"negative of another clause", "第3排12号座位，有问题找我", ctxPositive, ctxNone},
		{"negative four words back", "the invoice reminder goes to whoever answers ", ctxNone, ctxNone},
		{"negative three words back", "order for my mother: ", ctxNegative, ctxNegative},
		{"negative after a clause break", "the order is late; ", ctxNone, ctxNone},
		{"hash after phone", "phone # ", ctxPositive, ctxNegative},
		{"hash after order", "order #", ctxNegative, ctxNegative},
		{"modifier far", "in case the app crashes: ", ctxNone, ctxNone},
		{"modifier adjacent", "case: ", ctxNegative, ctxNone},
		{"modifier before weak", "case number ", ctxNegative, ctxNone},
		{"chinese weak after positive", "手机号码", ctxPositive, ctxNone},
		{"chinese weak after negative", "订单号", ctxNegative, ctxNegative},
		{"chinese card", "卡号", ctxNone, ctxPositive},
		{"word inside a word", "refund to ", ctxNone, ctxNone},
		{"short word inside a word", "the phrase ", ctxNone, ctxNone},
		{"nearest wins", "order paid by card ", ctxNegative, ctxPositive},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.before + "0000"
			if got := phoneContext(s, len(tc.before)); got != tc.phone {
				t.Errorf("phoneContext(%q) = %d, want %d", tc.before, got, tc.phone)
			}
			if got := cardContext(s, len(tc.before)); got != tc.card {
				t.Errorf("cardContext(%q) = %d, want %d", tc.before, got, tc.card)
			}
		})
	}
}
