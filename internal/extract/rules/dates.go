package rules

import (
	"strconv"
	"strings"
	"time"
)

// A relative date phrase found in a clause and the day it resolves to.
type dateRef struct {
	start, end int    // byte offsets of the phrase in the clause
	phrase     string // the phrase as written
	day        time.Time
	future     bool
}

var weekdaysEN = map[string]time.Weekday{
	"sunday": time.Sunday, "monday": time.Monday, "tuesday": time.Tuesday, "wednesday": time.Wednesday,
	"thursday": time.Thursday, "friday": time.Friday, "saturday": time.Saturday,
}

var numbersEN = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
	"eight": 8, "nine": 9, "ten": 10, "couple of": 2, "a couple of": 2, "a couple": 2, "few": 3, "a few": 3,
}

var (
	dateEN   = compile(`(?i)\b(?:(the day before yesterday|(?:the\s+)?day after tomorrow|yesterday|tomorrow|today|tonight|this morning|this afternoon|this evening|earlier today|last night|the other day|the other night)|(last|next|this|this past|this coming|coming|earlier this|later this)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|year|spring|summer|fall|autumn|winter)|(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a couple|couple of|a few|few)\s+(days?|weeks?|months?|years?)\s+(ago|from now|later|back|earlier)|in\s+(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a couple|a few)\s+(days?|weeks?|months?))\b`)
	dateOnEN = compile(`(?i)\b(?:on|over\s+the)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b`)
	dateZH   = compile(`(上上(?:个)?(?:周|星期|礼拜)|前几天|几天前|前两天|前些天|前些日子|半个月前|半个月后|大前天|前天|昨天|昨晚|今天|今晚|今早|明天|明早|明晚|后天|大后天|(上|下|这|本)(?:个)?(?:周|星期|礼拜)([一二三四五六日天]|末)|(上|下|这|本)(?:个)?(周|星期|礼拜|月)|(前|去|明|今|后)年|([0-9一二三四五六七八九十两]{1,3})(天|周|个星期|个月|年)(前|后|以前|以后|之前|之后))`)
)

// zhWeekday maps 一…日 to a weekday; 末 means Saturday (the weekend).
var zhWeekday = map[string]time.Weekday{
	"一": time.Monday, "二": time.Tuesday, "三": time.Wednesday, "四": time.Thursday,
	"五": time.Friday, "六": time.Saturday, "日": time.Sunday, "天": time.Sunday, "末": time.Saturday,
}

func zhNumber(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	digits := map[rune]int{'一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	n, cur := 0, 0
	for _, r := range s {
		if r == '十' {
			if cur == 0 {
				cur = 1
			}
			n += cur * 10
			cur = 0
			continue
		}
		cur = digits[r]
	}
	return n + cur
}

// seasonStart is the month a season starts in (northern hemisphere).
var seasonStart = map[string]time.Month{"spring": time.March, "summer": time.June, "fall": time.September, "autumn": time.September, "winter": time.December}

// seasonDay resolves "last / next / this summer" against today: the first
// day of the season's most recent start before today (last), its next start
// after today (next), or this year's start (this).
func seasonDay(today time.Time, start time.Month, past, future bool) time.Time {
	d := time.Date(today.Year(), start, 1, 0, 0, 0, 0, today.Location())
	switch {
	case past:
		if !d.Before(today) {
			d = d.AddDate(-1, 0, 0)
		}
		if today.Sub(d) < 90*24*time.Hour {
			d = d.AddDate(-1, 0, 0) // still in that season: "last summer" is the one before
		}
	case future:
		if !d.After(today) {
			d = d.AddDate(1, 0, 0)
		}
	}
	return d
}

// dayOf truncates t to midnight in its own location.
func dayOf(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// mondayOf returns the Monday of the (Monday-based) week holding day.
func mondayOf(day time.Time) time.Time {
	off := (int(day.Weekday()) + 6) % 7
	return day.AddDate(0, 0, -off)
}

// weekdayIn returns weekday wd of the week starting at monday.
func weekdayIn(monday time.Time, wd time.Weekday) time.Time {
	return monday.AddDate(0, 0, (int(wd)+6)%7)
}

// findDate finds the first relative date phrase in clause and resolves it
// against ts. Rules (ts's own time zone, whole days):
//
//	yesterday / 昨天 -1, the day before yesterday / 前天 -2, 大前天 -3,
//	today, tonight, this morning / 今天 0, tomorrow / 明天 +1, 后天 +2;
//	last <weekday>: the latest such day strictly before today;
//	next <weekday>: the first such day strictly after today;
//	this <weekday> / 这周X: that day of the current Monday-based week;
//	上周X / 下周X: that day of the previous / next Monday-based week;
//	last / next week, 上周 / 下周: ±7 days; last / next month, 上个月: ±1 month;
//	N days|weeks|months ago / later, in N days, N天前 / N天后: ±N units;
//	weekend: the Saturday;
//	on <weekday>: the last such day before today when the clause is in the
//	past tense ("we adopted a dog on Saturday"), else the next one.
func findDate(clause string, ts time.Time) (dateRef, bool) {
	if ts.IsZero() {
		return dateRef{}, false
	}
	lower := strings.ToLower(clause)
	if !mayHaveDate(clause, lower) {
		return dateRef{}, false
	}
	today := dayOf(ts)
	if m := dateEN.index(clause, lower); m != nil && !habitSpan(clause, m[0], m[1]) {
		phrase := clause[m[0]:m[1]]
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return strings.ToLower(clause[m[2*i]:m[2*i+1]])
		}
		ref := dateRef{start: m[0], end: m[1], phrase: phrase}
		switch {
		case g(1) != "":
			switch g(1) {
			case "the day before yesterday":
				ref.day = today.AddDate(0, 0, -2)
			case "the other day", "the other night":
				ref.day = today.AddDate(0, 0, -3) // a few days ago, as "a few days ago"
			case "yesterday", "last night":
				ref.day = today.AddDate(0, 0, -1)
			case "tomorrow":
				ref.day, ref.future = today.AddDate(0, 0, 1), true
			case "the day after tomorrow", "day after tomorrow":
				ref.day, ref.future = today.AddDate(0, 0, 2), true
			default:
				ref.day = today
			}
		case g(2) != "":
			rel, unit := g(2), g(3)
			past := rel == "last" || rel == "this past"
			ref.future = rel == "next" || rel == "this coming" || rel == "coming"
			if unit == "weekend" {
				unit = "saturday"
			}
			if strings.HasPrefix(rel, "earlier") || strings.HasPrefix(rel, "later") {
				// "earlier this week": today stands for a day of the current week or month
				ref.day, ref.future = today, rel == "later this"
				break
			}
			if start, ok := seasonStart[unit]; ok {
				// "last summer": the first day of the last such season begun before today
				ref.day = seasonDay(today, start, past, ref.future)
				break
			}
			if wd, ok := weekdaysEN[unit]; ok {
				switch {
				case past:
					d := today.AddDate(0, 0, -1)
					for d.Weekday() != wd {
						d = d.AddDate(0, 0, -1)
					}
					ref.day = d
				case ref.future:
					d := today.AddDate(0, 0, 1)
					for d.Weekday() != wd {
						d = d.AddDate(0, 0, 1)
					}
					ref.day = d
				default:
					ref.day = weekdayIn(mondayOf(today), wd)
					ref.future = ref.day.After(today)
				}
				break
			}
			sign := 0
			if past {
				sign = -1
			} else if ref.future {
				sign = 1
			}
			switch unit {
			case "week":
				ref.day = today.AddDate(0, 0, 7*sign)
			case "month":
				ref.day = today.AddDate(0, sign, 0)
				monthDayEN(clause, &ref, ts.Location()) // "the 2nd of this month", "the end of next month"
			case "year":
				ref.day = today.AddDate(sign, 0, 0)
				if sign != 0 {
					monthOfYearEN(clause, &ref, ts.Location()) // "the end of june next year"
				}
			}
			if unit == "week" && sign != 0 {
				weekdayOfWeekEN(clause, &ref, mondayOf(today).AddDate(0, 0, 7*sign)) // "tuesday last week"
			}
		case g(4) != "":
			n := numberEN(strings.ToLower(g(4)))
			sign := -1
			if g(6) != "ago" && g(6) != "back" && g(6) != "earlier" {
				sign, ref.future = 1, true
			}
			ref.day = addUnit(today, strings.TrimSuffix(g(5), "s"), sign*n)
		case g(7) != "":
			ref.day, ref.future = addUnit(today, strings.TrimSuffix(g(8), "s"), numberEN(g(7))), true
		}
		return ref, true
	}
	if m := dateOnEN.index(clause, lower); m != nil {
		// "on Saturday": the last one if the clause speaks of the past, else the next one
		name := strings.ToLower(clause[m[2]:m[3]])
		if name == "weekend" {
			name = "saturday"
		}
		wd, step := weekdaysEN[name], 1
		if pastEN.MatchString(gotNow.Replace(clause)) {
			step = -1
		}
		d := today.AddDate(0, 0, step)
		for d.Weekday() != wd {
			d = d.AddDate(0, 0, step)
		}
		return dateRef{start: m[0], end: m[1], phrase: clause[m[0]:m[1]], day: d, future: step > 0}, true
	}
	if m := dateZHIndex(clause, lower); m != nil {
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return clause[m[2*i]:m[2*i+1]]
		}
		ref := dateRef{start: m[0], end: m[1], phrase: g(0)}
		switch p := g(0); {
		case g(2) != "":
			mon := mondayOf(today)
			switch g(2) {
			case "上":
				mon = mon.AddDate(0, 0, -7)
			case "下":
				mon = mon.AddDate(0, 0, 7)
			}
			ref.day = weekdayIn(mon, zhWeekday[g(3)])
			ref.future = ref.day.After(today)
		case g(4) != "":
			sign := map[string]int{"上": -1, "下": 1}[g(4)]
			if g(5) == "月" {
				ref.day = today.AddDate(0, sign, 0)
				if p := partOfMonthZH.FindString(clause[m[1]:]); p != "" {
					// "下个月初", "下个月底": the start, middle or end of that month
					day := map[string]int{"初": 1, "中": 15, "中旬": 15, "上旬": 5, "下旬": 25}[p]
					if p == "底" {
						day = lastDay(ref.day)
					}
					ref.day = time.Date(ref.day.Year(), ref.day.Month(), day, 0, 0, 0, 0, ts.Location())
					ref.end += len(p)
					ref.phrase = clause[ref.start:ref.end]
				} else if d := dayAfterZH.FindStringSubmatch(clause[m[1]:]); d != nil {
					// "下个月15号": that day of the month
					if n := zhOrInt(d[1]); n >= 1 && n <= 31 {
						ref.day = time.Date(ref.day.Year(), ref.day.Month(), n, 0, 0, 0, 0, ts.Location())
						ref.end += len(d[0])
						ref.phrase = clause[ref.start:ref.end]
					}
				}
			} else {
				ref.day = today.AddDate(0, 0, 7*sign)
			}
			ref.future = sign > 0
		case g(6) != "":
			ref.day = today.AddDate(map[string]int{"前": -2, "去": -1, "明": 1, "后": 2, "今": 0}[g(6)], 0, 0)
			ref.future = g(6) == "明" || g(6) == "后"
			if md := monthAfterZH.FindStringSubmatch(clause[m[1]:]); md != nil {
				// "明年5月", "去年3月12号": that month (and day) of that year
				if mon, d := zhOrInt(md[1]), max(zhOrInt(md[2]), 1); mon >= 1 && mon <= 12 && d <= 31 {
					ref.day = time.Date(ref.day.Year(), time.Month(mon), d, 0, 0, 0, 0, ts.Location())
					ref.end += len(md[0])
					ref.phrase = clause[ref.start:ref.end]
				}
			}
		case g(7) != "":
			n := zhNumber(g(7))
			sign := -1
			if strings.HasSuffix(g(9), "后") {
				sign, ref.future = 1, true
			}
			unit := map[string]string{"天": "day", "周": "week", "个星期": "week", "个月": "month", "年": "year"}[g(8)]
			ref.day = addUnit(today, unit, sign*n)
		default:
			off := map[string]int{"上上周": -14, "上上个周": -14, "上上星期": -14, "上上个星期": -14, "上上礼拜": -14, "上上个礼拜": -14,
				"前几天": -3, "几天前": -3, "前两天": -2, "前些天": -3, "前些日子": -3, "半个月前": -15, "半个月后": 15,
				"大前天": -3, "前天": -2, "昨天": -1, "昨晚": -1, "今天": 0, "今晚": 0, "今早": 0,
				"明天": 1, "明早": 1, "明晚": 1, "后天": 2, "大后天": 3}[p]
			ref.day, ref.future = today.AddDate(0, 0, off), off > 0
		}
		return ref, true
	}
	if m := bareWeekdayZH.index(clause, lower); m != nil {
		// "周一我去看了牙医" (past: the last Monday before today), "周三要交报告"
		// (ahead: the next one); a bare weekday with neither tense is no date
		past, fut := pastZH.MatchString(clause), futZH.MatchString(clause)
		if past != fut {
			wd, step := zhWeekday[clause[m[4]:m[5]]], 1
			if past {
				step = -1
			}
			d := today.AddDate(0, 0, step)
			for d.Weekday() != wd {
				d = d.AddDate(0, 0, step)
			}
			return dateRef{start: m[2], end: m[3], phrase: clause[m[2]:m[3]], day: d, future: fut}, true
		}
	}
	if m := byDayEN.index(clause, lower); m != nil {
		// "by Friday", "before Monday", "until Thursday": a deadline, always ahead
		wd := weekdaysEN[strings.ToLower(clause[m[2]:m[3]])]
		d := today.AddDate(0, 0, 1)
		for d.Weekday() != wd {
			d = d.AddDate(0, 0, 1)
		}
		return dateRef{start: m[0], end: m[1], phrase: clause[m[0]:m[1]], day: d, future: true}, true
	}
	return findCalendar(clause, ts)
}

var (
	// bareWeekdayZH is a weekday without 上/下/这 ("周一", "星期五") that is no
	// habit ("每周一") and no part of a longer phrase.
	bareWeekdayZH = compile(`(?:^|[^每上下这本个])((?:周|星期|礼拜)([一二三四五六日天]))`)
	byDayEN       = compile(`(?i)\b(?:by|before|until|till|due)\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)
	// slashDateEN is a numeric month/day after a preposition or with a year
	// ("on 3/15", "by 6/1", "3/15/2024"); a bare "1/2" is a fraction.
	slashDateEN = compile(`(?i)(?:\b(?:on|by|before|until|till|due|from|since)\s+(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?\b|\b(\d{1,2})/(\d{1,2})/(\d{4})\b)`)
	dayOnlyEN   = compile(`(?i)\b(?:on|by|for|before|until|till|due)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b`)
	// yearEN and yearZH are a year alone ("in 2019", "2020年"); "since 2019"
	// starts a state and is no date.
	yearEN = compile(`(?i)\b(?:in|back\s+in|during)\s+((?:19|20)\d{2})\b`)
	yearZH = compile(`((?:19|20)\d{2})年(?:的时候|那年|底|初)?`)
	// monthOnlyEN is a month named without a day ("in June", "next March",
	// "June 2024"); it resolves to the first of that month.
	monthOnlyEN = compile(`\b(?:(?i:in|next|last|this|since|until|by|early|late|mid|end\s+of)[\s-]+(?:(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Sept|Sep|Oct|Nov|Dec)\b(?:\s+(\d{4}))?)|(January|February|March|April|May|June|July|August|September|October|November|December)\s+(\d{4})\b)`)
	// dayZH is a bare day of the month ("15号", "十五号") or a month alone
	// ("6月份", "六月底").
	dayZH   = compile(`(?:^|[^月\d一二三四五六七八九十])(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])号`)
	monthZH = compile(`(?:(\d{4})年)?(\d{1,2}|十[一二]?|[一二三四五六七八九])月(?:份|初|底|中旬|上旬|下旬)`)
	pastZH  = compile(`了|过|的时候|那天|当时`)
	futZH   = compile(`要|会|打算|准备|计划|将|得|想|预计|定在|安排|之前|前要|截止`)
)

// findCalendar finds an explicit calendar date (findAbsDate's forms, plus
// "on 3/15", "in June", "15号", "6月底") and decides from the clause's tense
// whether a year-less date is the last or the next such day: a past-tense
// clause takes the last one, any other the next one.
// sinceEN dates a state from a day gone by: "sober since March 1st".
var sinceEN = compile(`(?i)\bsince\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)`)

func findCalendar(clause string, ts time.Time) (dateRef, bool) {
	today := dayOf(ts)
	han := hasHan(clause)
	if recurringDay(clause) {
		return dateRef{}, false // "my birthday is March 14" is a fact, not a day that happens once
	}
	// cheap gates: every calendar form needs a digit, a capitalised month
	// name, or in Chinese 月 or 号
	if han && !strings.ContainsAny(clause, "月号年") || !han && !strings.ContainsAny(clause, "0123456789") && !capMonth(clause) {
		return dateRef{}, false
	}
	past := false
	if han {
		past = pastZH.MatchString(clause) && !futZH.MatchString(clause)
	} else {
		past = pastEN.MatchString(gotNow.Replace(clause)) && !futureEN.MatchString(clause) || sinceEN.MatchString(clause)
	}
	pick := func(y int, mon time.Month, d int) time.Time {
		if y > 0 {
			if y < 100 {
				y += 2000
			}
			return time.Date(y, mon, d, 0, 0, 0, 0, ts.Location())
		}
		t := time.Date(today.Year(), mon, d, 0, 0, 0, 0, ts.Location())
		if past && t.After(today) {
			t = t.AddDate(-1, 0, 0)
		} else if !past && t.Before(today.AddDate(0, 0, -1)) && !han {
			t = t.AddDate(1, 0, 0)
		} else if !past && t.Before(today.AddDate(0, 0, -1)) && futZH.MatchString(clause) {
			t = t.AddDate(1, 0, 0)
		}
		return t
	}
	ref := func(start, end int, day time.Time) (dateRef, bool) {
		return dateRef{start: start, end: end, phrase: clause[start:end], day: day, future: day.After(today)}, true
	}
	if han {
		if m := absDateZHIndex(clause); m != nil {
			y := atoi(sub(clause, m, 1))
			mon, d := zhOrInt(sub(clause, m, 2)), zhOrInt(sub(clause, m, 3))
			if mon >= 1 && mon <= 12 && d >= 1 && d <= 31 {
				return ref(m[0], m[1], pick(y, time.Month(mon), d))
			}
		}
		if m := monthZH.FindStringSubmatchIndex(clause); m != nil && !past {
			y, mon := atoi(sub(clause, m, 1)), zhOrInt(sub(clause, m, 2))
			if mon >= 1 && mon <= 12 {
				return ref(m[0], m[1], pick(y, time.Month(mon), 1))
			}
		}
		if m := yearZH.FindStringSubmatchIndex(clause); m != nil && !habitSpan(clause, m[0], m[1]) {
			// "我2020年毕业于清华": the year alone, its first day
			return ref(m[0], m[1], time.Date(atoi(sub(clause, m, 1)), 1, 1, 0, 0, 0, 0, ts.Location()))
		}
		if m := dayZH.FindStringSubmatchIndex(clause); m != nil {
			d := zhOrInt(sub(clause, m, 1))
			if d >= 1 && d <= 31 {
				t := time.Date(today.Year(), today.Month(), d, 0, 0, 0, 0, ts.Location())
				if past && t.After(today) {
					t = t.AddDate(0, -1, 0)
				} else if !past && t.Before(today) {
					t = t.AddDate(0, 1, 0)
				}
				return ref(m[2], m[1], t)
			}
		}
		return dateRef{}, false
	}
	if m := absDateEN.FindStringSubmatchIndex(clause); m != nil {
		var y, d int
		var mon time.Month
		switch {
		case m[2] >= 0:
			mon, y, d = monthsEN[strings.ToLower(sub(clause, m, 1))[:3]], atoi(sub(clause, m, 3)), atoi(sub(clause, m, 2))
		case m[10] >= 0:
			mon, y, d = monthsEN[strings.ToLower(sub(clause, m, 5))[:3]], atoi(sub(clause, m, 6)), atoi(sub(clause, m, 4))
		default:
			y, mon, d = atoi(sub(clause, m, 7)), time.Month(atoi(sub(clause, m, 8))), atoi(sub(clause, m, 9))
		}
		// "may 5" is a month only when written May or followed by a day number
		if mon >= 1 && mon <= 12 && d >= 1 && d <= 31 && !(strings.HasPrefix(clause[m[0]:], "may ") && m[2] >= 0) {
			return ref(m[0], m[1], pick(y, mon, d))
		}
	}
	if m := slashDateEN.FindStringSubmatchIndex(clause); m != nil {
		i := 1
		if m[2] < 0 {
			i = 4
		}
		mon, d, y := atoi(sub(clause, m, i)), atoi(sub(clause, m, i+1)), atoi(sub(clause, m, i+2))
		if mon >= 1 && mon <= 12 && d >= 1 && d <= 31 {
			return ref(m[2*i], m[1], pick(y, time.Month(mon), d))
		}
	}
	if m := dayOnlyEN.FindStringSubmatchIndex(clause); m != nil {
		// "on the 12th": that day of this month, or of the next (last) one when it has passed (is ahead)
		if d := atoi(sub(clause, m, 1)); d >= 1 && d <= 31 {
			t := time.Date(today.Year(), today.Month(), d, 0, 0, 0, 0, ts.Location())
			ahead := !past || !strings.HasPrefix(strings.ToLower(clause[m[0]:]), "on") // "booked flights for the 22nd" looks ahead
			if !ahead && t.After(today) {
				t = t.AddDate(0, -1, 0)
			} else if ahead && t.Before(today) {
				t = t.AddDate(0, 1, 0)
			}
			return ref(m[0], m[1], t)
		}
	}
	if m := yearEN.FindStringSubmatchIndex(clause); m != nil {
		// "graduated from MIT in 2019": the year alone, its first day
		return ref(m[0], m[1], time.Date(atoi(sub(clause, m, 1)), 1, 1, 0, 0, 0, 0, ts.Location()))
	}
	if m := monthOnlyEN.FindStringSubmatchIndex(clause); m != nil && (!past || strings.HasPrefix(strings.ToLower(clause[m[0]:]), "in ") && speakerSubjectEN(clause)) {
		// a month alone dates a plan ("getting married in June") and, in
		// the past tense, an event ("I had a baby in January": the first of
		// the last such month)
		name, y := sub(clause, m, 1), atoi(sub(clause, m, 2))
		if name == "" {
			name, y = sub(clause, m, 3), atoi(sub(clause, m, 4))
		}
		mon := monthsEN[strings.ToLower(name)[:3]]
		p := strings.ToLower(clause[m[0]:m[1]])
		t := pick(y, mon, 1)
		if y == 0 {
			switch {
			case strings.HasPrefix(p, "next"):
				t = time.Date(today.Year(), mon, 1, 0, 0, 0, 0, ts.Location())
				if !t.After(today) {
					t = t.AddDate(1, 0, 0)
				}
			case strings.HasPrefix(p, "last"):
				t = time.Date(today.Year(), mon, 1, 0, 0, 0, 0, ts.Location())
				if t.After(today) {
					t = t.AddDate(-1, 0, 0)
				}
			}
		}
		return ref(m[0], m[1], t)
	}
	return dateRef{}, false
}

// speakerSubjectEN reports whether the user ("I", "we") is a subject of
// clause: a past month dates the user's own doings ("I had a baby in
// January"), not news about someone else.
func speakerSubjectEN(clause string) bool {
	l := strings.ToLower(clause)
	return strings.HasPrefix(l, "i ") || strings.HasPrefix(l, "i'") || strings.HasPrefix(l, "we ") ||
		strings.Contains(l, " i ") || strings.Contains(l, " we ")
}

// gotNow hides the present-tense "got" of "I've got" from pastEN.
var gotNow = strings.NewReplacer("'ve got", "'ve", "have got", "have", "'s got", "'s", "has got", "has")

// monthAfterZH is a month (and day) right after "明年" / "去年".
var monthAfterZH = compile(`^的?(\d{1,2}|十[一二]?|[一二三四五六七八九])月(?:份|初|底)?(?:(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[号日])?`)

// monthDayEN narrows "next month" / "last month" in ref to a day of that
// month named beside it: "next month on the 15th", "the 5th of next month",
// "the last day of next month". The phrase grows to cover the day.
func monthDayEN(clause string, ref *dateRef, loc *time.Location) {
	set := func(day int) {
		if day >= 1 && day <= lastDay(ref.day) {
			ref.day = time.Date(ref.day.Year(), ref.day.Month(), day, 0, 0, 0, 0, loc)
		}
	}
	if m := dayBeforeMonthEN.FindStringSubmatchIndex(clause[:ref.start]); m != nil {
		switch {
		case m[2] >= 0:
			set(lastDay(ref.day))
		case m[4] >= 0:
			set(partDay[strings.ToLower(clause[m[4]:m[5]])])
		default:
			set(atoi(clause[m[6]:m[7]]))
		}
		ref.start = m[0]
	} else if m := dayAfterMonthEN.FindStringSubmatchIndex(clause[ref.end:]); m != nil {
		set(atoi(clause[ref.end+m[2] : ref.end+m[3]]))
		ref.end += m[1]
	} else {
		return
	}
	ref.phrase = clause[ref.start:ref.end]
}

var (
	dayBeforeMonthEN = compile(`(?i)\b(?:on\s+|by\s+|until\s+|till\s+|at\s+)?the\s+(?:(last\s+day|end)|(start|beginning|middle)|(\d{1,2})(?:st|nd|rd|th)?)\s+of\s+$`)
	// monthBeforeYearEN is a month, or a part of one, before "next year"
	// or "last year": "the end of june next year", "in march last year".
	monthBeforeYearEN = compile(`(?i)\b(?:(?:by\s+|until\s+|till\s+|at\s+)?the\s+(end|start|beginning|middle)\s+of\s+|in\s+|early\s+|late\s+)?(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\s+$`)
	// weekdayNearWeekEN is a weekday right before or after "last week" /
	// "next week": "tuesday last week", "next week on friday".
	weekdayBeforeWeekEN = compile(`(?i)\b(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+$`)
	weekdayAfterWeekEN  = compile(`(?i)^,?\s+(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)
	// partDay is the day that stands for a part of a month.
	partDay         = map[string]int{"start": 1, "beginning": 1, "middle": 15}
	dayAfterMonthEN = compile(`(?i)^,?\s+(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b`)
)

// monthOfYearEN narrows "next year" / "last year" in ref to the month (and
// its start, middle or end) named before it; the phrase grows to cover it.
func monthOfYearEN(clause string, ref *dateRef, loc *time.Location) {
	m := monthBeforeYearEN.FindStringSubmatchIndex(clause[:ref.start])
	if m == nil {
		return
	}
	mon := monthsEN[strings.ToLower(clause[m[4]:m[5]])[:3]]
	day := 1
	if m[2] >= 0 {
		if part := strings.ToLower(clause[m[2]:m[3]]); part == "end" {
			day = lastDay(time.Date(ref.day.Year(), mon, 1, 0, 0, 0, 0, loc))
		} else {
			day = partDay[part]
		}
	}
	ref.day = time.Date(ref.day.Year(), mon, day, 0, 0, 0, 0, loc)
	ref.start = m[0]
	ref.phrase = clause[ref.start:ref.end]
}

// weekdayOfWeekEN narrows "last week" / "next week" in ref to the weekday
// named beside it, in the week that starts on monday.
func weekdayOfWeekEN(clause string, ref *dateRef, monday time.Time) {
	if m := weekdayBeforeWeekEN.FindStringSubmatchIndex(clause[:ref.start]); m != nil {
		ref.day = weekdayIn(monday, weekdaysEN[strings.ToLower(clause[m[2]:m[3]])])
		ref.start = m[0]
	} else if m := weekdayAfterWeekEN.FindStringSubmatchIndex(clause[ref.end:]); m != nil {
		ref.day = weekdayIn(monday, weekdaysEN[strings.ToLower(clause[ref.end+m[2]:ref.end+m[3]])])
		ref.end += m[1]
	} else {
		return
	}
	ref.phrase = clause[ref.start:ref.end]
}

// lastDay is the number of the last day of t's month.
func lastDay(t time.Time) int {
	return time.Date(t.Year(), t.Month()+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// partOfMonthZH is a part of the month right after "下个月" ("初", "底").
var partOfMonthZH = compile(`^(?:中旬|上旬|下旬|初|底|中)`)

// dayAfterZH is a day of the month right after "下个月" / "这个月".
var dayAfterZH = compile(`^的?(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[号日]`)

// futureEN marks a clause that speaks of what is ahead.
var futureEN = compile(`(?i)\b(?:will|'ll|going\s+to|gonna|plan(?:ning)?\s+to|need\s+to|have\s+to|has\s+to|is\s+on|are\s+on|is\s+due|are\s+due|is\s+scheduled|coming\s+up|next|upcoming|by|due|deadline|'m\s+\p{L}+ing|am\s+\p{L}+ing|'re\s+\p{L}+ing|is\s+\p{L}+ing)\b`)

// absDateZHIndex finds "2019年3月3日", "3月15号", "三月三号".
func absDateZHIndex(clause string) []int {
	return absDateZHx.FindStringSubmatchIndex(clause)
}

var absDateZHx = compile(`(?:(\d{4})年)?(\d{1,2}|十[一二]?|[一二三四五六七八九])月(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])[日号]`)

// sub returns submatch i of m in s, or "".
func sub(s string, m []int, i int) string {
	if 2*i+1 >= len(m) || m[2*i] < 0 {
		return ""
	}
	return s[m[2*i]:m[2*i+1]]
}

// zhOrInt reads a number written in digits or Chinese numerals.
func zhOrInt(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return zhNumber(s)
}

var monthHintsEN = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", " by ", "before ", "until ", "till ", "due "}

var dateHintsEN = []string{"yesterday", "tomorrow", "today", "tonight", "this ", "last ", "next ", "coming", " ago", "from now", "later", " in ", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend", "other day", "other night", " back", " earlier"}

// mayHaveDate is a cheap test that rules out most clauses without a relative
// date before the regular expressions run; l is strings.ToLower(s).
func mayHaveDate(s, l string) bool {
	if hasHan(s) {
		return strings.ContainsAny(s, "天晚早周星拜月年号日")
	}
	if strings.ContainsAny(s, "0123456789") {
		return true
	}
	for _, h := range monthHintsEN {
		if strings.Contains(l, h) {
			return true
		}
	}
	for _, h := range dateHintsEN {
		if strings.Contains(l, h) {
			return true
		}
	}
	return strings.HasPrefix(l, "in ") // "In two days I need to …"
}

func numberEN(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return numbersEN[s]
}

func addUnit(day time.Time, unit string, n int) time.Time {
	switch unit {
	case "week":
		return day.AddDate(0, 0, 7*n)
	case "month":
		return day.AddDate(0, n, 0)
	case "year":
		return day.AddDate(n, 0, 0)
	}
	return day.AddDate(0, 0, n)
}

// date is findDate(c, r.ts), remembered for the last few clauses asked
// about: the rules ask about the same clause several times.
func (r *run) date(c string) (dateRef, bool) {
	for i := range r.dates {
		if m := &r.dates[i]; m.set && m.clause == c {
			return m.ref, m.ok
		}
	}
	m := &r.dates[r.nDates%len(r.dates)]
	r.nDates++
	m.ref, m.ok = findDate(c, r.ts)
	m.clause, m.set = c, true
	return m.ref, m.ok
}

// dateMemo is one answer of findDate remembered by run.date.
type dateMemo struct {
	clause string
	ref    dateRef
	ok     bool
	set    bool
}

// habitSpan reports whether the date phrase clause[start:end] is no event
// date: a whole current year ("this year", 今年: a state, not a day) or the
// start of a habit ("since last year", "从去年开始", "去年起").
// "starting next month" stays a date: it is when something begins.
func habitSpan(clause string, start, end int) bool {
	p := strings.ToLower(clause[start:end])
	if p == "今年" && monthAfterZH.MatchString(clause[end:]) {
		return false // "今年三月我女儿出生了": a month of this year is a date
	}
	if p == "this year" || p == "今年" {
		return true
	}
	if !strings.HasSuffix(p, "year") && !strings.HasSuffix(p, "年") && !strings.HasSuffix(p, "month") && !strings.HasSuffix(p, "月") {
		return false
	}
	before := strings.ToLower(strings.TrimRight(clause[:start], " "))
	after := clause[end:]
	for _, w := range []string{"since", "从", "自从", "自"} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	for _, w := range []string{"开始", "起", "以来"} {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// dateZHIndex is dateZH.FindStringSubmatchIndex skipping phrases that
// habitSpan rejects; lower is strings.ToLower(clause).
func dateZHIndex(clause, lower string) []int {
	if !dateZH.may(lower) {
		return nil
	}
	for off := 0; off < len(clause); {
		m := dateZH.FindStringSubmatchIndex(clause[off:])
		if m == nil {
			return nil
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += off
			}
		}
		if !habitSpan(clause, m[0], m[1]) {
			return m
		}
		off = m[1]
	}
	return nil
}

var (
	monthsEN = map[string]time.Month{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
		"sep": 9, "oct": 10, "nov": 11, "dec": 12}
	monthRE   = `(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\.?`
	absDateEN = compile(`(?i)\b(?:the\s+)?(?:` + monthRE + `\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?|(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?` + monthRE + `(?:,?\s+(\d{4}))?|(\d{4})-(\d{2})-(\d{2}))\b`)
	absDateZH = compile(`(?:(\d{4})年)?(\d{1,2})月(\d{1,2})[日号]`)
	pastEN    = compile(`(?i)\b(?:was|were|had|did|went|got|born|married|graduated|moved|started|joined|left|met|bought|sold|passed|died|arrived|began|became|won|lost|quit|broke|took|saw|made|came|gave|ran|fell|flew|drove|wrote|ate|found|felt|caught|chose|spent|sent|built|paid|kept|held|told|heard|hurt|threw|wore|rode|swam|sang|drank|forgot|gotten|taken|seen|given|done|\p{L}{3,}ed)\b`)
)

// findAbsDate finds an explicit calendar date ("March 3rd, 2019", "3 May",
// "2019-03-03", "2019年3月3日", "3月3日") in clause. A date without a year
// takes ts's year, or the year before when that day is still to come and
// past is set.
func findAbsDate(clause string, ts time.Time, past bool) (time.Time, bool) {
	if ts.IsZero() {
		return time.Time{}, false
	}
	var y, d int
	var mon time.Month
	if hasHan(clause) {
		if !strings.Contains(clause, "月") {
			return time.Time{}, false
		}
		m := absDateZH.FindStringSubmatch(clause)
		if m == nil {
			return time.Time{}, false
		}
		y, _ = strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		d, _ = strconv.Atoi(m[3])
		mon = time.Month(mi)
	} else {
		m := absDateEN.FindStringSubmatch(clause)
		if m == nil {
			return time.Time{}, false
		}
		switch {
		case m[1] != "":
			mon, y = monthsEN[strings.ToLower(m[1])[:3]], atoi(m[3])
			d = atoi(m[2])
		case m[5] != "":
			mon, y = monthsEN[strings.ToLower(m[5])[:3]], atoi(m[6])
			d = atoi(m[4])
		default:
			y, d = atoi(m[7]), atoi(m[9])
			mon = time.Month(atoi(m[8]))
		}
	}
	if mon < 1 || mon > 12 || d < 1 || d > 31 {
		return time.Time{}, false
	}
	if y == 0 {
		y = ts.Year()
		if past && time.Date(y, mon, d, 0, 0, 0, 0, ts.Location()).After(dayOf(ts)) {
			y--
		}
	}
	return time.Date(y, mon, d, 0, 0, 0, 0, ts.Location()), true
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// recurringDay reports whether the clause dates something that comes back
// every year (a birthday, an anniversary): its calendar date is a fact.
func recurringDay(c string) bool {
	l := strings.ToLower(c)
	return strings.Contains(l, "birthday") || strings.Contains(l, "anniversary") || strings.Contains(l, "bday") ||
		strings.Contains(c, "生日") || strings.Contains(c, "纪念日") || strings.Contains(l, "every ") || strings.Contains(c, "每年") || strings.Contains(c, "每月")
}

var capMonths = []string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

// capMonth reports whether s holds a capitalised month name or abbreviation.
func capMonth(s string) bool {
	for _, m := range capMonths {
		if strings.Contains(s, m) {
			return true
		}
	}
	return false
}
