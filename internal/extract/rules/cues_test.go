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
		"我们要不要选React？", "lol I'm going with the flow", "我觉得可以，就这么定了", "Ok I decided to ask you instead", "We agreed with you"} {
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

func TestProfileInTheWild(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"As a nurse working night shifts, what should I eat before bed?": {{"profile", "role", "nurse"}},
		"I'm a teacher and I need help grading essays faster":            {{"profile", "role", "teacher"}},
		"hey! 29 y/o product designer here, looking for book recs":       {{"profile", "age", "29"}, {"profile", "role", "product designer"}},
		"I'm a 34-year-old accountant thinking about a career change":    {{"profile", "age", "34"}, {"profile", "role", "accountant"}},
		"Everyone calls me Bex":                        {{"profile", "name", "Bex"}},
		"my friends call me JJ, you can too":           {{"profile", "name", "JJ"}},
		"I prefer to be called Sam":                    {{"profile", "name", "Sam"}},
		"I live in Portland, Oregon":                   {{"profile", "location", "Portland"}},
		"based in Lyon, France 🇫🇷":                     {{"profile", "location", "Lyon"}},
		"I work remotely for Shopify":                  {{"profile", "employer", "Shopify"}},
		"I work part-time at Starbucks while studying": {{"profile", "employer", "Starbucks"}},
		"I'm a very tired software engineer lol":       {{"profile", "role", "software engineer"}},
		"Quick q — I'm a pharmacist at Walgreens, is it ok to take ibuprofen with coffee?": {{"profile", "role", "pharmacist"}, {"profile", "employer", "Walgreens"}},
		"大家都叫我阿杰":           {{"profile", "name", "阿杰"}},
		"我住在浙江杭州":           {{"profile", "location", "杭州"}},
		"我在腾讯远程办公":          {{"profile", "employer", "腾讯"}},
		"我兼职在星巴克打工":         {{"profile", "employer", "星巴克"}},
		"我是一名护士，想问下夜班怎么调作息": {{"profile", "role", "护士"}},
		"叫我小李就行":            {{"profile", "name", "小李"}},
	})
}

func TestProfileOpeners(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"Mike, 41, dad of three, living in Denver, Colorado":       {{"profile", "name", "Mike"}, {"profile", "age", "41"}, {"profile", "location", "Denver"}},
		"I'm a proud mom of twins and a part-time nurse at Kaiser": {{"profile", "role", "nurse"}, {"profile", "employer", "Kaiser"}},
		"Been working at Google for 5 years as an SRE":             {{"profile", "employer", "Google"}, {"profile", "role", "SRE"}},
		"hey im sam, a nurse, and i hate night shifts":             {{"profile", "name", "Sam"}, {"profile", "role", "nurse"}, {"preference", "", "night shifts"}},
		"im 25, live in austin tx":                                 {{"profile", "age", "25"}, {"profile", "location", "austin"}},
		"I'm currently interning at Goldman Sachs this summer":     {{"profile", "employer", "Goldman Sachs"}},
		"男，32，在上海做销售":                                              {{"profile", "age", "32"}, {"profile", "location", "上海"}, {"profile", "role", "销售"}},
		"25岁，程序员，坐标杭州":                                             {{"profile", "age", "25"}, {"profile", "role", "程序员"}, {"profile", "location", "杭州"}},
		"本人女，28岁，在广州做会计":                                           {{"profile", "age", "28"}, {"profile", "location", "广州"}, {"profile", "role", "会计"}},
		"我老家湖南长沙的，现在在广州":                                           {{"profile", "hometown", "长沙"}, {"profile", "location", "广州"}},
	})
}

func TestLifeFacts(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"I have type 2 diabetes":                        {{"fact", "", "diabetes"}},
		"I'm on a low-carb diet right now":              {{"fact", "", "low-carb"}},
		"We have two golden retrievers":                 {{"fact", "", "golden retrievers"}},
		"my daughter just started kindergarten":         {{"fact", "", "kindergarten"}},
		"I have asthma so running in cold air is rough": {{"fact", "", "asthma"}},
		"I drive a 2015 Honda Civic":                    {{"fact", "", "Honda Civic"}},
		"我有高血压":                                         {{"fact", "", "高血压"}},
		"我家有两只猫":                                        {{"fact", "", "两只猫"}},
		"我在吃素":                                          {{"profile", "diet", "素食"}},
		"我女儿今年上小学了":                                     {{"fact", "", "上小学"}},
	})
}

func TestForgetInTheWild(t *testing.T) {
	cases := map[string]events.ForgetIntent{
		"never mind what I said about the marathon":              {Query: "marathon"},
		"you can drop the gluten thing":                          {Query: "gluten"},
		"scrap that about my sister's wedding":                   {Query: "sister's wedding"},
		"ignore what I told you about my ex":                     {Query: "ex"},
		"please forget the stuff about my job interview":         {Query: "job interview"},
		"wipe everything you know about me":                      {All: true},
		"delete all my info":                                     {All: true},
		"erase me from your memory":                              {All: true},
		"别记着减肥的事了":                                               {Query: "减肥"},
		"跳槽那个事就当我没说":                                             {Query: "跳槽"},
		"当我没说过搬家的事":                                              {Query: "搬家"},
		"关于我的一切都忘了吧":                                             {All: true},
		"把我的信息全删了":                                               {All: true},
		"之前跟你说的那个相亲的事，忘了吧":                                       {Query: "相亲"},
		"关于我前男友的事都删掉":                                            {Query: "前男友"},
		"nvm about the job offer, it fell through":               {Query: "job offer"},
		"I don't want you remembering anything about me anymore": {All: true},
	}
	for text, w := range cases {
		res := New().ExtractText(text, genericTS)
		if len(res.Facts) > 0 {
			t.Errorf("%q: facts %s", text, show(res.Facts))
		}
		ok := false
		for _, fi := range res.Forget {
			if w.All && fi.All || !w.All && !fi.All && strings.Contains(strings.ToLower(fi.Query), strings.ToLower(w.Query)) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%q: forget %+v, want %+v", text, res.Forget, w)
		}
	}
}
