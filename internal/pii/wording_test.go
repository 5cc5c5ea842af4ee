package pii

import (
	"slices"
	"testing"
)

// How people word a number around it: a negative word inside a longer
// word ("accountant", "trainer") is not that word; a short phone word may
// be inflected ("calls", "texted"); somebody's number after a possessive
// is their phone even after an amount in an earlier clause; a phone word
// and a '+' with a country code make a phone even where the plan has
// changed; a Brazilian number with "xx" for the carrier; a Chinese ID
// grouped after its region code; phone words of more languages; the
// number a code is sent to ("send the PIN to …"); the exit codes of North
// America, Japan and Australia before a country code; a Chinese noun and
// 的 before 号; a business card; a caller ID; a missed call named after
// the number; a card one paid with, even after "last time"; a helpline
// with its hours in parentheses; a question about a number's country
// code. Examples of our own, from the plans'
// example ranges.
func TestFindWording(t *testing.T) {
	for _, tc := range []struct{ text, span string }{
		{"the accountant is on 0161 496 0123", "PHONE:0161 496 0123"},
		{"my trainer 0412 345 678 moved the session", "PHONE:0412 345 678"},
		{"reminder calls will come from 0161 496 0123", "PHONE:0161 496 0123"},
		{"the courier texted me from 0412 345 678", "PHONE:0412 345 678"},
		{"Spent $35.50 on the lock; the locksmith's number is 612 345 678 if it sticks", "PHONE:612 345 678"},
		{"Paid ¥200 deposit, her number 0412 345 678", "PHONE:0412 345 678"},
		{"update my phone to +234 1 234 5678 please", "PHONE:+234 1 234 5678"},
		{"meu celular é 0xx11 96123-4567", "PHONE:0xx11 96123-4567"},
		{"ligue 0XX21 2123-4567 à noite", "PHONE:0XX21 2123-4567"},
		{"身份证号 440305 1987 0214 2131，帮我填表", "CN_ID:440305 1987 0214 2131"},
		{"ID 320102-1991-07-30-552X for the booking", "CN_ID:320102-1991-07-30-552X"},
		{"Kontakt: 20123456", "PHONE:20123456"},
		{"Mobil: 41234567 (nur abends)", "PHONE:41234567"},
		{"τηλ 21 0123 4567", "PHONE:21 0123 4567"},
		{"please send the verification code to 0161 496 0123", "PHONE:0161 496 0123"},
		{"text my PIN to +44 7700 900123 tonight", "PHONE:+44 7700 900123"},
		{"密码发给 8 (912) 345-67-89 就行", "PHONE:8 (912) 345-67-89"},
		{"from the US dial 011 44 20 7946 0958", "PHONE:011 44 20 7946 0958"},
		{"reach the Osaka office on 010 81 6 6123 4567", "PHONE:010 81 6 6123 4567"},
		{"from Sydney it is 0011 1 415 555 0132", "PHONE:0011 1 415 555 0132"},
		{"这是我表哥的号 +44 7700 900123", "PHONE:+44 7700 900123"},
		{"名片上写着 9123 4567", "PHONE:9123 4567"},
		{"the caller ID showed 0161 496 0123 twice", "PHONE:0161 496 0123"},
		{"+44 7700 900123的未接来电是谁", "PHONE:+44 7700 900123"},
		{"last time I paid with 4000 0566 5566 5556, was it charged?", "BANK_CARD:4000 0566 5566 5556"},
		{"the helpline is 0161 496 0123 (9-5, Mon/Fri)", "PHONE:0161 496 0123"},
		{"what's the country code in 0412 345 678?", "PHONE:0412 345 678"},
		{"ring her on 00447911123456 tonight", "PHONE:00447911123456"},
		{"front desk +442079460123 (8am-6pm)", "PHONE:+442079460123"},
		{"the plumber left 02/511.22.33 on the door", "PHONE:02/511.22.33"},
		{"she gave me 612 345 678 but it rings out", "PHONE:612 345 678"},
		{"9123 4567 is her new number", "PHONE:9123 4567"},
		{"reach me under 06.12.34.56.78 after six", "PHONE:06.12.34.56.78"},
		{"try 32 12 34 56 after lunch", "PHONE:32 12 34 56"},
		{"please change the mobile number on my account to 0161 496 0123", "PHONE:0161 496 0123"},
		{"Reception: 020 7946 0123", "PHONE:020 7946 0123"},
		{"the dentist is 020 7946 0123 x215 if you need her", "PHONE:020 7946 0123 x215"},
		{"前台电话0755-8123 4567转802", "PHONE:0755-8123 4567转802"},
		{"the tailor is on 053 845 134 most mornings", "PHONE:053 845 134"},
		{"they took the reservation under 0161 496 0123", "PHONE:0161 496 0123"},
		{"pay the rent with 5425 233430 109903 this month", "BANK_CARD:5425 233430 109903"},
	} {
		got := spans(tc.text)
		if len(got) != 1 || got[0] != tc.span {
			t.Errorf("Find(%q) = %q, want [%q]", tc.text, got, tc.span)
		}
	}
}

// And what the same wording does not make personal: a negative word
// inflected is still negative, an amount stays an amount, a plus sign in
// arithmetic or a score is no country code, a Chinese ID with a wrong
// "xx" without a valid number after it, a Chinese mobile's shape labelled
// as an order or a meeting, a version after 升级到, a section (小节).
// Two numbers given as alternatives, a slash between them after a remark
// in parentheses: both are phones.
func TestFindAlternatives(t *testing.T) {
	got := spans("电话：020 7946 0123（白天）/0161 496 0123（晚上）")
	want := []string{"PHONE:020 7946 0123", "PHONE:0161 496 0123"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := spans("share 1/2 0161 496"); len(got) != 0 {
		t.Errorf("a fraction: got %q", got)
	}
}

func TestWordingLookAlikes(t *testing.T) {
	for _, s := range []string{
		"orders 0161 496 0123 shipped",
		"it was booked under reference 4123 4567 89",
		"my account number 0412 345 678 is on the statement",
		"the total is 2+234 1 234 5678 in base units",
		"0xx11 123 is no number",
		"Zoom 812 3456 7890 passcode 123456",
		"patient record 0412345678",
		"the code to 0412345678 is in the mail",
		"order 011 44 20 7946 0958 shipped",
		"包装上的条形码 4006381333931",
		"is +44 7700 9001234 a number? it won't dial",
		"合同第1.2.3.4条写明了违约金",
		"请看 5.1.2.3 节的要求",
		"第三章 4.2.1.7小节",
		"order 139 1234 5678 has shipped",
		"meeting ID: 139 1234 5678",
		"升级到12.40.118以后好多了",
		"changelog for 3.14.2718.28?",
		"先装2.71.8281.82版本的固件",
		"see 10.2.4.1 of the lease",
		"the answer is in 4.4.1.2 of the handbook",
		"根据3.1.2.4的规定处理",
		"PO 4412345678 is late again",
		"the OID 1.3.6.1 is missing from the MIB",
		"per 4.2.1.9, refunds take a week",
		"see 2.14.3.1 before you sign",
		"under 7.3.2.11 the landlord pays",
		"batch 12345678x2 of the serum",
		"order 20241105 20241106 shipped",
		"GB/T 2260-2007 规定了行政区划代码",
		"例会 812 3456 7890 记得进",
		"my numbers every week: 06 12 19 24 33 + 02 08",
	} {
		if got := spans(s); len(got) != 0 {
			t.Errorf("Find(%q) = %q, want nothing", s, got)
		}
	}
}
