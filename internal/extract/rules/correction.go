package rules

import (
	"regexp"
	"strings"

	"github.com/engram-memory/engram/pkg/events"
)

// Corrections and changes.
//
// A message that corrects or updates what the user said before opens with
// a lead-in ("Update:", "Actually,", "更正一下，") that says nothing itself:
// it is cut off, and the rest is read as usual. A change of employer stated
// as leaving one and being at another now ("I left Acme, I'm at Globex
// now", "我跳槽了，现在在京东") gives the new employer, which supersedes the
// old value of the key.

var (
	correctionLeadEN = regexp.MustCompile(`(?i)^(?:(?:quick\s+|small\s+)?(?:update|correction)\s*[:,—-]\s*|actually,?\s+|to\s+correct\s+myself,?\s+|scratch\s+that,?\s+)`)
	correctionLeadZH = regexp.MustCompile(`^(?:更正一下|纠正一下|更正|纠正|我说错了|说错了|改一下|补充一下|更新一下)[，,：:\s]*`)

	// nowAtEN is "I'm at Stripe now" after leaving or joining.
	nowAtEN   = regexp.MustCompile(`\bI(?:'m|\s+am)\s+(?:now\s+)?(?:at|with|working\s+at|working\s+for)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})\s+now\b|\bI(?:'m|\s+am)\s+now\s+(?:at|with|working\s+at|working\s+for)\s+([A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})`)
	jobMoveEN = regexp.MustCompile(`(?i)\b(?:left|quit|joined|switched\s+jobs|changed\s+jobs|moved\s+to)\b`)
	nowAtZH   = regexp.MustCompile(`现在(?:在|去了|入职了?)([\p{Han}A-Za-z0-9]{2,10}?)(?:上班|工作)?了?$`)
	jobMoveZH = []string{"跳槽", "换工作", "换了工作", "离职", "辞职", "入职"}
)

// cutCorrectionLead removes a correction lead-in from the start of text.
func cutCorrectionLead(text string) string {
	if hasHan(text) {
		return correctionLeadZH.ReplaceAllString(text, "")
	}
	if m := correctionLeadEN.FindStringIndex(text); m != nil && m[1] < len(text) {
		return upperFirst(text[m[1]:])
	}
	return text
}

// jobChange records the new employer of a sentence that states a change of
// job, and reports whether it did.
func (r *run) jobChange(s string) bool {
	if hasHan(s) {
		if !containsAny(s, jobMoveZH) {
			return false
		}
		for _, c := range strings.FieldsFunc(s, func(r rune) bool { return r == '，' || r == ',' }) {
			if m := nowAtZH.FindStringSubmatch(strings.TrimSpace(c)); m != nil && !isPlace(m[1]) && !strings.HasPrefix(m[1], "家") {
				r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: m[1], Content: "在" + m[1] + "工作", Confidence: confIdentity, Importance: impProfile})
				return true
			}
		}
		return false
	}
	l := strings.ToLower(s)
	if !containsAny(l, []string{"left", "quit", "joined", "switched", "changed", "moved"}) || !strings.Contains(l, "now") || !jobMoveEN.MatchString(s) {
		return false
	}
	m := nowAtEN.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	v := m[1] + m[2]
	r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: v, Content: "Works at " + v, Confidence: confIdentity, Importance: impProfile})
	return true
}
