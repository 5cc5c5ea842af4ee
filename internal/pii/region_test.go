package pii

import "testing"

// TestFindOtherRegions: national numbers of countries outside Regions,
// found for the reason the text gives (examples of our own).
func TestFindOtherRegions(t *testing.T) {
	for _, tc := range []struct{ name, text, span string }{
		// a phone word before, in several languages
		{"SG after a phone word", "my number is 9123 4567", "9123 4567"},
		{"HK after whatsapp", "WhatsApp: 9876 5432", "9876 5432"},
		{"TW after 手機", "手機 0912-345-678", "0912-345-678"},
		{"TW after 電話", "電話：02-2345-6789", "02-2345-6789"},
		{"NL after bel", "bel me op 06 12345678", "06 12345678"},
		{"AE after mobile", "my UAE mobile 055-123-4567", "055-123-4567"},
		{"IR after شماره", "شماره من 0912 345 6789", "0912 345 6789"},
		{"PL after tel.", "nr tel. 512 345 678", "512 345 678"},
		// a phone word after the number
		{"after, Chinese", "9123 4567是我办公室座机", "9123 4567"},
		{"after, English", "9876 5432 is my mobile", "9876 5432"},
		// the trunk prefix and the country's own grouping, no word
		{"AE grouping", "send it to 050 123 4567 please", "050 123 4567"},
		{"TW grouping", "0912 345 678 is free after six", "0912 345 678"},
		{"MY grouping", "try 012-345 6789 tonight", "012-345 6789"},
		{"KE grouping", "Jane: 0712 345678", "0712 345678"},
		{"NL grouping", "020 123 4567 is our Amsterdam office", "020 123 4567"},
		{"RO grouping", "Ana 0721 234 567", "0721 234 567"},
		{"unseparated with trunk prefix", "Ahmed 0501234567", "0501234567"},
		// a country or city named
		{"PE named", "Peru 912 345 678", "912 345 678"},
		{"PT named", "Lisbon office 212 345 678", "212 345 678"},
		{"CZ named", "Czech 601 123 456", "601 123 456"},
		{"SG named in Chinese", "新加坡 6123 4567", "6123 4567"},
		// nine-digit mobiles of plans without a trunk prefix
		{"ES three by three", "me: 612 345 678, my husband: 0034 622 111 222", "612 345 678"},
		// a negative word of another clause or far back
		{"negative of another clause", "第3排12号座位，有问题找我0912 345 678", "0912 345 678"},
		{"negative far back", "send the invoice reminder to whoever answers 050 123 4567", "050 123 4567"},
		// international form after a negative word: valid numbers only
		{"plus after a negative word", "the parcel courier asked me to call +971 50 123 4567", "+971 50 123 4567"},
		{"no. of a phone", "pls save my new no. +65 9123 4567", "+65 9123 4567"},
		// chat links
		{"wa.me link", "wa.me/6591234567 is me", "6591234567"},
		{"whatsapp send link", "https://api.whatsapp.com/send?phone=971501234567", "971501234567"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms := Find(tc.text)
			for _, m := range ms {
				if m.Kind == KindPhone && tc.text[m.Start:m.End] == tc.span {
					return
				}
			}
			t.Errorf("Find(%q) = %q, want PHONE:%s", tc.text, spans(tc.text), tc.span)
		})
	}
}

// TestOtherRegionLookAlikes: what the reasons above must not turn into a
// phone number.
func TestOtherRegionLookAlikes(t *testing.T) {
	for _, s := range []string{
		"the population is 612 345 678 people",
		"we sold 512 345 678 units",
		"order 0508786629 shipped",
		"invoice 0912 345 678",
		"tracking 0712 345678",
		"room 0412 233 541",
		"meeting ID 0508 786 629",
		"In Peru 2024-03-15 was a holiday",
		"Dubai 15/03/2024",
		"log line 2024.01.15.0930",
		"the winning numbers 04 12 23 35 41 52",
		"score 12 34 56 78 90 11",
		"my lucky numbers 0123456789",
		"2^32 = 4294967296 right?",
		"x = 4155550123",
		// a phone word after the number is weaker than one before it
		"20231015 电话会议",
		"I paid 45000000 for the phone",
		"12345678 is the phone's serial",
		"ID 412345678 mobile",
	} {
		if got := spans(s); len(got) > 0 {
			t.Errorf("Find(%q) = %q, want nothing", s, got)
		}
	}
}
