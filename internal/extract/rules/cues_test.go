package rules

import (
	"strings"
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

// cue is one expected fact: its type, and either key=value or a content
// substring.
type cue struct{ typ, key, val string }

// checkFamily runs each sentence through the extractor with the default
// thresholds and requires every expected fact and nothing else.
func checkFamily(t *testing.T, cases map[string][]cue) {
	t.Helper()
	for text, ws := range cases {
		facts := kept(t, text)
		used := make([]bool, len(facts))
		for _, w := range ws {
			found := false
			for i, f := range facts {
				if used[i] || string(f.Type) != w.typ {
					continue
				}
				if w.key != "" && (f.Key != w.key || !strings.EqualFold(f.Value, w.val)) {
					continue
				}
				if w.key == "" && !strings.Contains(strings.ToLower(f.Content), strings.ToLower(w.val)) {
					continue
				}
				used[i], found = true, true
				break
			}
			if !found {
				t.Errorf("%q: missing %s %s=%q; got %s", text, w.typ, w.key, w.val, show(facts))
			}
		}
		for i, f := range facts {
			if !used[i] {
				t.Errorf("%q: spurious %s %q", text, f.Type, f.Content)
			}
		}
	}
}

func show(fs []events.Fact) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(string(f.Type) + "{" + f.Key + "=" + f.Value + " " + f.Content + "} ")
	}
	return b.String()
}

func TestConclusions(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"We decided to go with Postgres for the new service":           {{"conclusion", "", "Postgres"}},
		"ok so I finally settled on Lisbon for the honeymoon":          {{"conclusion", "", "Lisbon"}},
		"after a lot of back and forth we agreed on a 4-day work week": {{"conclusion", "", "4-day work week"}},
		"Ended up buying the Subaru instead of the RAV4 🚗":             {{"conclusion", "", "Subaru"}},
		"I'm going with the blue sofa, decision made":                  {{"conclusion", "", "blue sofa"}},
		"Decided to quit my job and freelance full time":               {{"conclusion", "", "quit my job"}},
		"my wife and I chose the smaller apartment near the park":      {{"conclusion", "", "smaller apartment"}},
		"I opted for the annual plan":                                  {{"conclusion", "", "annual plan"}},
		"我们决定用Postgres做主库":                                             {{"conclusion", "", "Postgres"}},
		"最后还是选了MacBook Air":                                            {{"conclusion", "", "MacBook Air"}},
		"跟老婆商量好了，明年再买房":                                                {{"conclusion", "", "再买房"}},
		"技术方案敲定了，前端用React":                                             {{"conclusion", "", "React"}},
		"我决定下个月辞职":                                                     {{"conclusion", "", "辞职"}},
		"咱们就这么定了，周六去爬山":                                                {{"conclusion", "", "爬山"}},
	})
	for _, text := range []string{"I haven't decided yet", "we still can't decide between React and Vue",
		"I'm going with my sister to Paris", "I agree", "还没决定去哪", "你决定吧", "谢谢，搞定了！", "should I go with Postgres?",
		"我们要不要选React？"} {
		for _, f := range kept(t, text) {
			if f.Type == events.TypeConclusion {
				t.Errorf("%q: unexpected conclusion %q", text, f.Content)
			}
		}
	}
}

func TestTypeCues(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"After years of trying everything, I really love rock climbing": {{"preference", "", "rock climbing"}},
		"Honestly running in the rain is something I hate":              {{"preference", "", "running in the rain"}},
		"I usually love a long run on Sunday mornings":                  {{"preference", "", "long run"}},
		"This week I have to finish the quarterly tax filing":           {{"todo", "", "quarterly tax filing"}},
		"Gotta finish the grant report by Friday, ugh":                  {{"todo", "", "grant report"}},
		"My sister got married in Hawaii last Saturday":                 {{"event", "", "2023-05-06"}},
		"I'm moving to Denver on June 15":                               {{"event", "", "2023-06-15"}},
		"My half marathon is on 6/4, super nervous":                     {{"event", "", "2023-06-04"}},
		"我平时特别喜欢爬山":                                                     {{"preference", "", "爬山"}},
		"周末我都要陪孩子上课，这个月底之前得把论文交了":                                       {{"todo", "", "论文"}},
		"我下个月15号考雅思":                                                    {{"event", "", "2023-06-15"}},
		"我们6月3号办婚礼":                                                     {{"event", "", "2023-06-03"}},
		"我3月12日刚买了辆车":                                                   {{"event", "", "2023-03-12"}},
		"Bought a Tesla Model 3 on March 3rd":                           {{"event", "", "2023-03-03"}},
		"I've got my driving test on the 20th of May":                   {{"event", "", "2023-05-20"}},
	})
}
