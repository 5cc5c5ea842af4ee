package recall

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// A span is a calendar period a query names: [from, to).
type span struct{ from, to time.Time }

var (
	monthNames = map[string]time.Month{}
	monthRe    string
	// "1 February, 2023", "1st of Feb 2023"
	dmyRe *regexp.Regexp
	// "February 1, 2023", "Aug 15th 2023"
	mdyRe *regexp.Regexp
	// "February 2023", "mid-August 2023", "early May, 2023"
	myRe *regexp.Regexp
	// "2023-02-01"
	isoRe = regexp.MustCompile(`\b(\d{4})-(\d{1,2})-(\d{1,2})\b`)
)

func init() {
	var alts []string
	for m := time.January; m <= time.December; m++ {
		full := strings.ToLower(m.String())
		monthNames[full] = m
		monthNames[full[:3]] = m
		alts = append(alts, full, full[:3])
	}
	monthNames["sept"] = time.September
	alts = append(alts, "sept")
	monthRe = `(` + strings.Join(alts, "|") + `)\.?`
	const day = `(\d{1,2})(?:st|nd|rd|th)?`
	const year = `,?\s+(\d{4})\b`
	dmyRe = regexp.MustCompile(`\b` + day + `\s+(?:of\s+)?` + monthRe + year)
	mdyRe = regexp.MustCompile(`\b` + monthRe + `\s+` + day + year)
	myRe = regexp.MustCompile(`\b` + monthRe + year)
}

// querySpans returns the calendar periods named in q with an explicit
// year: a day ("1 February, 2023", "February 1, 2023", "Aug 15th 2023",
// "2023-02-01") or a month ("February 2023", "mid-August 2023"). A month
// or a day without a year is ambiguous and is not returned.
func querySpans(q string) []span {
	if !strings.ContainsAny(q, "0123456789") { // every form has a year
		return nil
	}
	q = strings.ToLower(q)
	var out []span
	used := make([]bool, len(q))
	mark := func(loc []int) bool {
		for i := loc[0]; i < loc[1]; i++ {
			if used[i] {
				return false
			}
		}
		for i := loc[0]; i < loc[1]; i++ {
			used[i] = true
		}
		return true
	}
	dayOf := func(y, m, d string) {
		yy, _ := strconv.Atoi(y)
		dd, _ := strconv.Atoi(d)
		mm, ok := monthNames[m]
		if !ok {
			n, _ := strconv.Atoi(m)
			if n < 1 || n > 12 {
				return
			}
			mm = time.Month(n)
		}
		if dd < 1 || dd > 31 {
			return
		}
		t := time.Date(yy, mm, dd, 0, 0, 0, 0, time.UTC)
		if t.Month() != mm { // 31 February
			return
		}
		out = append(out, span{t, t.AddDate(0, 0, 1)})
	}
	for _, m := range isoRe.FindAllStringSubmatchIndex(q, -1) {
		if mark(m[:2]) {
			dayOf(q[m[2]:m[3]], q[m[4]:m[5]], q[m[6]:m[7]])
		}
	}
	for _, m := range dmyRe.FindAllStringSubmatchIndex(q, -1) {
		if mark(m[:2]) {
			dayOf(q[m[6]:m[7]], q[m[4]:m[5]], q[m[2]:m[3]])
		}
	}
	for _, m := range mdyRe.FindAllStringSubmatchIndex(q, -1) {
		if mark(m[:2]) {
			dayOf(q[m[6]:m[7]], q[m[2]:m[3]], q[m[4]:m[5]])
		}
	}
	for _, m := range myRe.FindAllStringSubmatchIndex(q, -1) {
		if mark(m[:2]) {
			yy, _ := strconv.Atoi(q[m[4]:m[5]])
			t := time.Date(yy, monthNames[q[m[2]:m[3]]], 1, 0, 0, 0, 0, time.UTC)
			out = append(out, span{t, t.AddDate(0, 1, 0)})
		}
	}
	return out
}

// closeness is 1 when t falls in one of spans and halves for every
// halfLife it lies outside the nearest one; 0 without spans.
func closeness(t time.Time, spans []span, halfLife time.Duration) float64 {
	best := 0.0
	for _, s := range spans {
		var d time.Duration
		switch {
		case t.Before(s.from):
			d = s.from.Sub(t)
		case !t.Before(s.to):
			d = t.Sub(s.to)
		}
		c := 1.0
		if d > 0 {
			c = math.Exp2(-float64(d) / float64(halfLife))
		}
		best = max(best, c)
	}
	return best
}
