package rules

import (
	"strings"
	"testing"
)

// The cases below are phrasings outside the corpus that the rules must read
// by their shape (a verb of living, a tenure, a supposition, a pointer into
// the conversation), not by the sentence.

func TestIdentityPhrasings(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"I've lived in Berlin since 2015":                        {{"profile", "location", "Berlin"}},
		"I live just outside Boston":                             {{"profile", "location", "Boston"}},
		"We live in a small apartment in Brooklyn":               {{"profile", "location", "Brooklyn"}},
		"I recently relocated to Denver":                         {{"profile", "location", "Denver"}},
		"I'm from Brazil but live in Portugal now":               {{"profile", "hometown", "Brazil"}, {"profile", "location", "Portugal"}},
		"My hometown is Kyoto":                                   {{"profile", "hometown", "Kyoto"}},
		"I work in marketing at Nike":                            {{"profile", "employer", "Nike"}},
		"i work at amazon as a warehouse supervisor":             {{"profile", "employer", "amazon"}, {"profile", "role", "warehouse supervisor"}},
		"I've been at Accenture for three years as a consultant": {{"profile", "employer", "Accenture"}, {"profile", "role", "consultant"}},
		"I've been with Shopify since 2020":                      {{"profile", "employer", "Shopify"}},
		"I'm 52 and a retired teacher":                           {{"profile", "age", "52"}, {"profile", "role", "retired teacher"}},
		"I'm a single mom working as a paralegal":                {{"profile", "role", "paralegal"}},
		"By day I'm a lawyer":                                    {{"profile", "role", "lawyer"}},
		"我是腾讯的员工":                                                {{"profile", "employer", "腾讯"}},
		"我在杭州定居了":                                                {{"profile", "location", "杭州"}},
		"我在深圳生活了十年":                                              {{"profile", "location", "深圳"}},
		"我搬到上海已经两年了":                                             {{"profile", "location", "上海"}},
		"我现在人在北京":                                                {{"profile", "location", "北京"}},
	})
}

func TestPastOnlyIsNoLocation(t *testing.T) {
	for _, text := range []string{"I lived in Tokyo for two years after college", "I moved here in June"} {
		for _, f := range kept(t, text) {
			if f.Key == "location" {
				t.Errorf("%q: location %q from a past or placeless move", text, f.Value)
			}
		}
	}
}

func TestMoreRelativeDates(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"A couple weeks ago I quit my job":         {{"event", "", "2023-04-24"}},
		"A few days back my laptop died":           {{"event", "", "2023-05-05"}},
		"The other day I saw a fox in my backyard": {{"event", "", "2023-05-05"}},
		"Earlier this week I had a job interview":  {{"event", "", "job interview"}},
		"My dad passed away last spring":           {{"event", "", "2022-03-01"}},
		"I had a baby in January":                  {{"event", "", "2023-01-01"}},
		"前几天我把手机弄丢了":                               {{"event", "", "2023-05-05"}},
		"上上周我们去了一趟三亚":                              {{"event", "", "2023-04-24"}},
		"周一我去看了牙医":                                 {{"event", "", "2023-05-01"}},
		"半个月前我买了房":                                 {{"event", "", "2023-04-23"}},
	})
}

func TestSuppositionsAndQuestionsStateNothing(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"If I moved to Canada, would I need a work visa?":              nil,
		"Imagine I'm the CEO of a startup and pitch me an idea":        nil,
		"Suppose I'm a teacher with 30 students, how do I group them?": nil,
		"假设我是一个产品经理，你会怎么写这个需求？":                                        nil,
		"如果我搬到国外，社保怎么办？":                                               nil,
		"你记得我叫什么吗？":                                                    nil,
		"I'm vegetarian, any good recipes?":                            {{"profile", "diet", "vegetarian"}},
		"can you reply in Spanish from now on?":                        {{"profile", "language", "Spanish"}},
	})
}

func TestTaskContextIsNoMemory(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"My code keeps crashing when I run it with large files": nil,
		"I'm getting a null pointer exception on line 12":       nil,
		"I copied the error message below":                      nil,
		"I have a meeting in 10 minutes so please be quick":     nil,
		"I'm so tired today":                                    nil,
		"My internet is super slow right now":                   nil,
		"我写的代码一直报错":                                             nil,
		"我在改简历，帮我看看":                                            nil,
		"我今天好累啊":                                                nil,
		"I mostly code in TypeScript":                           {{"fact", "", "TypeScript"}},
		"I'm on a low-carb diet right now":                      {{"fact", "", "low-carb"}},
		"我平时主要用Python":                                          {{"fact", "", "Python"}},
	})
}

func TestPreferenceAndRuleIdioms(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"I'm a sucker for a good thriller":                     {{"preference", "", "thriller"}},
		"Horror movies aren't really my cup of tea":            {{"preference", "", "Horror movies"}},
		"I'm more of a tea person":                             {{"preference", "", "tea person"}},
		"Please don't recommend Apple products":                {{"preference", "", "Apple"}},
		"Give me the long version, I want all the details":     {{"profile", "response_style", "detailed"}},
		"Only senior engineers can approve production deploys": {{"rule", "", "senior engineers"}},
		"Every Friday we have a team lunch":                    {{"rule", "", "team lunch"}},
		"My plan is to launch the beta in August":              {{"todo", "", "beta"}},
		"我特别怕辣":                                                {{"preference", "", "怕辣"}},
		"我吃不惯西餐":                                               {{"preference", "", "西餐"}},
		"我对甜食没什么兴趣":                                            {{"preference", "", "甜食"}},
		"我们每周五下午做代码评审":                                         {{"rule", "", "代码评审"}},
		"我想明年换个城市生活":                                           {{"todo", "", "换个城市"}},
		"今年三月我女儿出生了":                                           {{"event", "", "2023-03-01"}},
	})
}

func TestChineseWhereAndWhatPhrasings(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"我叫周敏，在成都，做客服的": {{"profile", "name", "周敏"}, {"profile", "location", "成都"}, {"profile", "role", "客服"}},
		"我在武汉": {{"profile", "location", "武汉"}},
		"我在家里": nil,
		"我自己在合肥上班，周末回老家":  {{"profile", "location", "合肥"}},
		"我在无锡一家外企干采购":     {{"profile", "location", "无锡"}, {"profile", "role", "采购"}},
		"我在公司干活":          nil,
		"我从前年开始吃素了":       {{"profile", "diet", "素食"}},
		"算是蛋奶素吧":          {{"profile", "diet", "蛋奶素"}},
		"我不是素食主义者":        {{"fact", "", "不是素食"}},
		"I'm pescatarian": {{"profile", "diet", "pescatarian"}},
	})
}

func TestFramingBeforeASelfDescription(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"alright, quick rundown before the questions: I'm Ines, 45, a midwife in Porto": {{"profile", "name", "Ines"}, {"profile", "age", "45"}, {"profile", "role", "midwife"}, {"profile", "location", "Porto"}},
		"some context for dinner ideas: I'm 38 and I'm vegan":                           {{"profile", "age", "38"}, {"profile", "diet", "vegan"}},
		"I'm the only nurse at a rural clinic":                                          {{"profile", "role", "nurse"}},
	})
}

func TestNeedsStatedInPassing(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"你回我短一点嘛，我在地铁上看": {{"profile", "response_style", "short"}},
		"你知道嘛":                  nil,
		"本人患痛风多年":               {{"fact", "", "痛风"}},
		"我對芒果敏感，吃了會腫":           {{"fact", "", "芒果"}},
		"我吃全素好几年了":              {{"profile", "diet", "全素"}},
		"I'm Sikh":              {{"preference", "", "Sikh"}},
		"I am Jain, by the way": {{"fact", "", "Jain"}, {"preference", "", "Jain"}},
	})
}

func TestIveGot(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"I've got eczema and I'm allergic to wool": {{"fact", "", "eczema"}, {"fact", "", "wool"}},
		"I've got a quick question about VAT":      nil,
	})
}

func TestDroppedSubjectsAndShifts(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"allergic to sesame, just so you know": {{"fact", "", "sesame"}},
		"gluten intolerant since my teens":     {{"fact", "", "gluten intolerant"}},
		"I'm lactose intolerant":               {{"fact", "", "lactose intolerant"}},
		"I work weekends as a lifeguard":       {{"profile", "role", "lifeguard"}},
	})
}

func TestEveryOwnClauseIsRead(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"I'm a welder in Gdansk, I restore old Vespas on weekends": {{"profile", "role", "welder"}, {"profile", "location", "Gdansk"}, {"fact", "", "Vespas"}},
	})
}

func TestDatePartsAndWeekdaysOfWeeks(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"my passport expires at the end of next month":             {{"event", "", "2023-06-30"}},
		"I had a filling on wednesday last week":                   {{"event", "", "2023-05-03"}},
		"my gym contract runs until the middle of march next year": {{"event", "", "2024-03-15"}},
		"I've been off sugar since January 3rd":                    {{"event", "", "2023-01-03"}},
	})
}

func TestChineseConditionsAndRoles(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"我麸质不耐受，面包都不能吃": {{"fact", "", "麸质不耐受"}},
		"我是左撇子，剪刀要买左手的": {{"fact", "", "左撇子"}},
		"我最近在做生酮饮食":     {{"profile", "diet", "生酮"}},
	})
}

func TestHeadOfATeamIsNoHometown(t *testing.T) {
	for _, f := range kept(t, "现在转管理了，是设计组的负责人") {
		if f.Key == "hometown" {
			t.Errorf("hometown %q from a post", f.Value)
		}
	}
}

func TestTeachingPost(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"I teach Spanish at a secondary school in Leeds": {{"profile", "role", "Spanish teacher"}, {"profile", "location", "Leeds"}, {"fact", "", "Teaches Spanish"}},
		"I teach physics at the local college":           {{"profile", "role", "physics teacher"}, {"fact", "", "Teaches physics"}},
	})
}

func TestAgeOpensADescription(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"Dolores here. 61, recently widowed, living in Tucson": {{"profile", "name", "Dolores"}, {"profile", "age", "61"}, {"profile", "location", "Tucson"}},
	})
}

func TestChinesePostsAndFields(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"我是一名导游": {{"profile", "role", "导游"}},
		"我是会计，做税务方向的，主要帮小公司报税": {{"profile", "role", "会计"}, {"fact", "", "税务方向"}},
	})
}

func TestChineseSpacesAsCommas(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"我叫周宁 住在苏州 是个插画师": {{"profile", "name", "周宁"}, {"profile", "location", "苏州"}, {"profile", "role", "插画师"}},
	})
}

func TestDiagnosisIsACondition(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"knee's been swelling up, the GP reckons it's bursitis": {{"fact", "", "Has bursitis"}},
		"I've recently been diagnosed with sleep apnea":         {{"fact", "", "Has sleep apnea"}},
	})
	for _, text := range []string{"my daughter was diagnosed with eczema", "my dad's doctor says it's arthritis", "the doctor says it's nothing to worry about"} {
		for _, f := range kept(t, text) {
			if strings.HasPrefix(f.Content, "Has ") {
				t.Errorf("%q: condition %q read as the user's", text, f.Content)
			}
		}
	}
}

func TestChineseSelfEmphasis(t *testing.T) {
	checkFamily(t, map[string][]cue{
		"我自己最喜欢的是爵士乐": {{"preference", "", "爵士乐"}},
		"我个人比较爱喝手冲咖啡": {{"preference", "", "手冲咖啡"}},
	})
}
