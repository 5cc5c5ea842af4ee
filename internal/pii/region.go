package pii

import (
	"slices"
	"strconv"
	"sync"

	"github.com/nyaruka/phonenumbers"
)

// National numbers of the countries outside Regions. Every region the
// library knows is tried, but only when the text gives a reason to: a
// phone word before or after the number, or the number written as that
// country writes it at home, with its trunk prefix 0 ("050 878 6629",
// "0912 345 678", "06 12345678") or, unseparated, with the trunk prefix and
// ten digits or more ("0508786629"). Countries without a trunk prefix
// (Singapore, Hong Kong) or with another one need the phone word.

// region is one country of the library's metadata outside Regions.
type region struct {
	code   string
	cc     int32
	prefix string // national (trunk) prefix, digits only; "" when none
}

// allRegions lists every region the library knows, sorted by code so
// that the first valid one is always the same.
var allRegions = sync.OnceValue(func() []region {
	var rs []region
	for code := range phonenumbers.GetSupportedRegions() {
		rs = append(rs, region{code: code, cc: int32(phonenumbers.GetCountryCodeForRegion(code)),
			prefix: phonenumbers.GetNddPrefixForRegion(code, true)})
	}
	slices.SortFunc(rs, func(a, b region) int {
		if a.code < b.code {
			return -1
		}
		return 1
	})
	return rs
})

// otherRegions is allRegions without Regions.
var otherRegions = sync.OnceValue(func() []region {
	return slices.DeleteFunc(slices.Clone(allRegions()), func(r region) bool { return slices.Contains(Regions, r.code) })
})

// otherRegion reports whether the national digits d of p are a valid
// number of a region outside Regions for a reason the text gives: a phone
// word (positive), or the trunk prefix 0 of that region written before a
// number grouped as the region's national format groups it (or not
// grouped at all: bare, which the caller has already held to ten digits or
// more, nine after a trunk 0).
func otherRegion(p *phoneSpan, d string, positive, bare bool) bool {
	for _, r := range otherRegions() {
		nsn := d
		trunk := r.prefix != "" && len(d) > len(r.prefix) && d[:len(r.prefix)] == r.prefix
		if trunk {
			nsn = d[len(r.prefix):]
		}
		if !positive && (!trunk || r.prefix != "0") {
			continue // without a phone word, only the common trunk 0 is reason enough
		}
		if nsn[0] == '0' || len(nsn) < 4 || len(nsn) > 15 {
			continue // a leading zero of the subscriber number: not a form this tries
		}
		n, err := strconv.ParseUint(nsn, 10, 64)
		if err != nil {
			continue
		}
		cc := r.cc
		num := &phonenumbers.PhoneNumber{CountryCode: &cc, NationalNumber: &n}
		if !phonenumbers.IsValidNumberForRegion(num, r.code) {
			continue
		}
		if positive || bare || sameGrouping(p, phonenumbers.Format(num, phonenumbers.NATIONAL)) {
			return true
		}
	}
	return false
}

// sameGrouping reports whether p's digit groups have the lengths of the
// groups of formatted (the library's national format of the number).
func sameGrouping(p *phoneSpan, formatted string) bool {
	g, n := 0, 0
	for i := 0; i <= len(formatted); i++ {
		if i < len(formatted) && isDigit(formatted[i]) {
			n++
			continue
		}
		if n == 0 {
			continue
		}
		if g >= p.ng || p.groups[g] != n {
			return false
		}
		g, n = g+1, 0
	}
	return g == p.ng
}

// mobile9 reports nine digits that are a mobile number, as dialled at home
// without a trunk prefix, of some region whose plan has nine-digit
// mobiles (612345678 in Spain, 912345678 in Portugal).
func mobile9(d string) bool {
	if len(d) != 9 || d[0] == '0' {
		return false
	}
	n, err := strconv.ParseUint(d, 10, 64)
	if err != nil {
		return false
	}
	for _, r := range allRegions() {
		cc := r.cc
		num := &phonenumbers.PhoneNumber{CountryCode: &cc, NationalNumber: &n}
		if phonenumbers.IsValidNumberForRegion(num, r.code) && phonenumbers.GetNumberType(num) == phonenumbers.MOBILE {
			return true
		}
	}
	return false
}
