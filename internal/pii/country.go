package pii

import (
	"slices"

	"github.com/nyaruka/phonenumbers"
)

// A country or city named shortly before a number says which numbering
// plan to read it in ("Peru 912 345 678", "my Dubai office 04 123 4567",
// "新加坡 9123 4567"): a number valid there is a phone number whatever
// its grouping, but for dates.

// countryNames maps country, demonym and capital or largest-city names
// (lower case) to their region, for countries whose numbers are easily
// mistaken for something else without one: no trunk prefix, or a grouping
// that is also the grouping of amounts.
var countryNames = map[string]string{
	"singapore": "SG", "singaporean": "SG", "新加坡": "SG",
	"uae": "AE", "emirates": "AE", "emirati": "AE", "dubai": "AE", "abu dhabi": "AE", "sharjah": "AE", "迪拜": "AE", "阿联酋": "AE",
	"taiwan": "TW", "taiwanese": "TW", "taipei": "TW", "台湾": "TW", "台灣": "TW", "台北": "TW",
	"malaysia": "MY", "malaysian": "MY", "kuala lumpur": "MY", "马来西亚": "MY", "吉隆坡": "MY",
	"kenya": "KE", "kenyan": "KE", "nairobi": "KE", "肯尼亚": "KE",
	"hong kong": "HK", "hongkong": "HK", "香港": "HK", "macau": "MO", "macao": "MO", "澳门": "MO",
	"netherlands": "NL", "dutch": "NL", "holland": "NL", "amsterdam": "NL", "rotterdam": "NL", "荷兰": "NL",
	"spain": "ES", "spanish": "ES", "españa": "ES", "madrid": "ES", "barcelona": "ES", "西班牙": "ES",
	"portugal": "PT", "portuguese": "PT", "lisbon": "PT", "lisboa": "PT", "porto": "PT", "葡萄牙": "PT",
	"poland": "PL", "polish": "PL", "polska": "PL", "warsaw": "PL", "波兰": "PL",
	"czech": "CZ", "czechia": "CZ", "prague": "CZ", "捷克": "CZ",
	"peru": "PE", "perú": "PE", "peruvian": "PE", "lima": "PE", "秘鲁": "PE",
	"chile": "CL", "chilean": "CL", "colombia": "CO", "colombian": "CO", "bogotá": "CO", "bogota": "CO",
	"venezuela": "VE", "ecuador": "EC", "uruguay": "UY", "paraguay": "PY", "bolivia": "BO",
	"israel": "IL", "israeli": "IL", "tel aviv": "IL", "qatar": "QA", "doha": "QA", "kuwait": "KW", "bahrain": "BH", "oman": "OM",
	"lebanon": "LB", "morocco": "MA", "algeria": "DZ", "tunisia": "TN", "ghana": "GH", "uganda": "UG",
	"tanzania": "TZ", "sri lanka": "LK", "nepal": "NP", "myanmar": "MM", "cambodia": "KH", "laos": "LA", "mongolia": "MN",
	"kazakhstan": "KZ", "uzbekistan": "UZ", "ukraine": "UA", "ukrainian": "UA", "kyiv": "UA", "belarus": "BY",
	"sweden": "SE", "swedish": "SE", "stockholm": "SE", "norway": "NO", "norwegian": "NO", "oslo": "NO",
	"denmark": "DK", "danish": "DK", "copenhagen": "DK", "finland": "FI", "finnish": "FI", "helsinki": "FI",
	"ireland": "IE", "irish": "IE", "dublin": "IE", "new zealand": "NZ", "auckland": "NZ",
	"switzerland": "CH", "swiss": "CH", "zurich": "CH", "zürich": "CH", "geneva": "CH", "austria": "AT", "austrian": "AT", "vienna": "AT",
	"belgium": "BE", "belgian": "BE", "brussels": "BE", "greece": "GR", "greek": "GR", "athens": "GR",
	"romania": "RO", "romanian": "RO", "bucharest": "RO", "hungary": "HU", "hungarian": "HU", "budapest": "HU",
	"bulgaria": "BG", "serbia": "RS", "croatia": "HR", "slovakia": "SK", "slovenia": "SI", "lithuania": "LT", "latvia": "LV", "estonia": "EE",
}

// countryByFirst holds the keys of countryNames by first byte.
var countryByFirst = func() (t [256][]string) {
	for k := range countryNames {
		t[k[0]] = append(t[k[0]], k)
	}
	for i := range t {
		slices.Sort(t[i]) // one order whatever the map's
	}
	return t
}()

// namedCountry returns the region of the nearest country name in the
// contextWindow bytes before s[start], or "". An English name must be a
// word of its own.
func namedCountry(s string, start int) string {
	var buf [contextWindow]byte
	w := lowerBefore(&buf, s, start)
	n := len(w)
	for j := n - 1; j >= 0; j-- {
		if isLetter(w[j]) && j > 0 && isLetter(w[j-1]) {
			continue // a name starts a word
		}
		for _, k := range countryByFirst[w[j]] {
			e := j + len(k)
			if e > n || string(w[j:e]) != k || isLetter(k[0]) && e < n && isLetter(w[e]) {
				continue
			}
			return countryNames[k]
		}
	}
	return ""
}

// validIn reports whether text is a valid number of region r.
func validIn(text, r string) bool {
	num, err := phonenumbers.Parse(text, r)
	return err == nil && phonenumbers.IsValidNumberForRegion(num, r)
}
