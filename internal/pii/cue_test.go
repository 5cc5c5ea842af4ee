package pii

import (
	"slices"
	"testing"
)

// Weaker phone cues for national numbers of regions outside Regions and
// of plans written without a trunk prefix: a Chinese call verb (打, 打来,
// 换号), "line", an area code named before a parenthesised one, a contact
// saved under a name; examples of our own from the plans' example ranges.
func TestFindWeakPhoneCues(t *testing.T) {
	for _, tc := range []struct{ text, span string }{
		{"到楼下了打612345678找我", "PHONE:612345678"},
		{"有事打 078 123 45 67", "PHONE:078 123 45 67"},
		{"房东昨天用21234567打来过", "PHONE:21234567"},
		{"我妈换号了，新的是41234567", "PHONE:41234567"},
		{"他换号了：81234567", "PHONE:81234567"},
		{"the office line is 21234567", "PHONE:21234567"},
		{"Norwegian line: 41234567", "PHONE:41234567"},
		{"what is area code (030) 1234 5678 for?", "PHONE:(030) 1234 5678"},
		{"区号 (021) 6123 4567 是上海吗", "PHONE:(021) 6123 4567"},
		{"帮我 save 成 'Dr Lee'：612345678", "PHONE:612345678"},
		{"把这个存成「小王」：81234567", "PHONE:81234567"},
		{"please save it as 'Plumber': 21234567", "PHONE:21234567"},
	} {
		got := spans(tc.text)
		if len(got) != 1 || got[0] != tc.span {
			t.Errorf("Find(%q) = %q, want [%q]", tc.text, got, tc.span)
		}
	}
}

// Numbers that a weak cue or the shape of a phone does not make one: a
// draw of small numbers, arithmetic written out, a serial number, a code
// that is no area code, and 打 in its other senses.
func TestWeakCueLookAlikes(t *testing.T) {
	for _, s := range []string{
		"lotto draw 3 11 19 27 38 and bonus 6",
		"EuroMillions 5 17 23 41 48 lucky stars 2 9",
		"彩票号码 8 15 22 31 44",
		"what is 2468 1357 divided by 7?",
		"12345678 times 3 is what",
		"23456789 乘以 4 等于多少",
		"87654321 除以 9",
		"S/N 5931-2284-7710 won't boot",
		"设备 S/N 5931-2284-7710 开不了机",
		"SN 5931 2284 7710",
		"promo code 61234567 expired",
		"打印了 21234567 这个编号的单子",
		"打折后 12345678 的订单",
	} {
		if got := spans(s); len(got) > 0 {
			t.Errorf("Find(%q) = %q, want nothing", s, got)
		}
	}
}

// A bare run in the same sentence as a phone, valid in that phone's
// country, is that household's other number; after a negative word, or in
// another sentence, it is not.
func TestFindSiblingNumbers(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"mine is 91 123 45 67 and my husband's is 911234568", []string{"PHONE:91 123 45 67", "PHONE:911234568"}},
		{"home 221234567, mobile +48 512 345 678", []string{"PHONE:221234567", "PHONE:+48 512 345 678"}},
		{"我的是 612 345 678，我老公的是 612345679", []string{"PHONE:612 345 678", "PHONE:612345679"}},
		{"call 612 345 678 about order 612345679", []string{"PHONE:612 345 678"}},
		{"+48 512 345 678 is his. The parcel weighed 221234567 grams", []string{"PHONE:+48 512 345 678"}},
	} {
		if got := spans(tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("Find(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}
