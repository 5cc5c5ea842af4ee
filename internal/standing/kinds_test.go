package standing

import "testing"

// kindExamples are standing instructions of each kind, in English,
// Simplified and Traditional Chinese.
var kindExamples = map[string][]string{
	"language": {"Please always reply in German", "Prefers answers in Portuguese", "Use American spelling",
		"以后都用英文回答我", "請用繁體中文回覆", "用户希望用日语交流",
		"回答中文为主，technical terms 用 English", "可以 reply 我 English 为主吗", "请用简单的中文，难的词加 English"},
	"length": {"Keep replies under three sentences", "Prefers brief answers", "I like detailed explanations",
		"回答尽量简洁", "回覆請簡短一點", "每次回答控制在五句话以内",
		"One sentence is enough for me", "Three bullets max", "keep the paragraphs short", "回答不要超过三句话", "最多两段", "一句话就够了"},
	"format": {"No tables please, they break on my phone", "Use bullet points for lists of steps", "Format everything as markdown",
		"请用要点列出来", "不要用表格", "別用表情符號 emoji"},
	"tone": {"Keep it formal, I use this for work", "Be direct with me, no sugarcoating",
		"语气正式一点", "不要說客套話", "回答要口语化", "不用那么 formal，讲话随意点"},
	"method": {"Give me the bottom line first", "Don't just give me the answers, help me work it out",
		"先给结论", "別直接給我答案，引導我想", "讲得通俗一点", "跟我说话简单点"},
	"code": {"All code examples in Kotlin please", "Write Python code with type hints",
		"代码都用 Python 写", "程式碼註解請用英文"},
	"units": {"Use imperial units, I'm in the US", "Temperatures in Fahrenheit",
		"请用公制单位", "溫度用攝氏", "always CHF, I live in Zurich",
		"Stick to acres and pounds, I don't think in hectares", "以后金额都用美元，别换算成人民币", "價錢一律用港幣"},
	"timezone": {"I'm on Central European time, schedule accordingly", "My time zone is UTC-5",
		"会议时间请按伦敦时间安排", "時區是台北"},
	"address": {"Call me Sam, not Samuel", "请称呼我王老师", "I'd rather not be called Robert", "Drop the 'Dr', please", "It's Priya, not Mrs Shah"},
	"diet": {"Does not want pork in any recipe", "Has been sober for a year", "I'm kosher, no shellfish", "Is lactose intolerant", "I'm pescatarian", "Has type 2 diabetes",
		"Everything we cook has to be kosher", "我对 shellfish 有点 allergic", "On dialysis, so low-potassium food only", "每周洗肾三次，吃的要低钾", "我对花生过敏", "我吃素", "我不吃猪肉", "我對海鮮過敏", "我有痛風，不能吃內臟"},
	"access": {"I use VoiceOver on my phone", "I'm colour blind, don't rely on red and green", "I'm hard of hearing",
		"我视力不好，字要大", "我是色盲", "我用讀屏軟體"},
}

// Every kind of standing instruction is recognised in English, Simplified
// and Traditional Chinese; preferences about one thing are not.
func TestStandingKinds(t *testing.T) {
	for kind, xs := range kindExamples {
		for _, x := range xs {
			k := Of(x)
			if full := kindsByExpression(x); full != k&Topics {
				t.Errorf("%q: kinds %b, by the expressions alone %b: a kind's keys miss a match", x, k, full)
			}
			if k == 0 {
				t.Errorf("%s %q: not recognised as standing", kind, x)
				continue
			}
			if k&Bit(kind) == 0 {
				t.Errorf("%q: kinds %b lack %s", x, k, kind)
			}
		}
	}
	for _, x := range []string{
		"Favourite film is Inception", "Loves the ramen at Ichiran in Shibuya", "Plays tennis on Sundays",
		"Works as a nurse in Porto", "Has a cat named Miso", "Went to Lisbon last spring",
		"Is reading Dune", "最喜欢的电影是《霸王别姬》", "常去樓下那家咖啡館", "周末喜欢去爬山",
		"女兒在溫哥華讀大學", "在杭州工作", "Planning a trip to Kyoto in April",
		"Asked what time the Tokyo meeting starts", "Had a long meeting with Priya about the roadmap",
		"Is writing a novel in English", "Is learning Spanish on Duolingo", "Ran 10 km on Saturday",
		"下周三下午开会", "按时间顺序整理了照片", "用户喜欢吃火锅", "明天早上八点的火车",
		"I'd like to be called back in the morning", "The drive was only two hours", "这篇文章超过三千字",
	} {
		if k := Of(x); k != 0 {
			t.Errorf("%q: recognised as standing (kinds %b)", x, k)
		}
	}
}

// An episode holds a diet or accessibility need only when the user says
// it of themself.
func TestStandingEpisodeKinds(t *testing.T) {
	for _, x := range []string{"I'm vegan, so keep food suggestions plant-based", "I also have a shellfish allergy",
		"我是吃素的，推荐几道菜", "我乳糖不耐，食譜要注意", "I use a screen reader, so describe images",
		"I live with HIV, so check every supplement for interactions", "我是艾滋病感染者，吃着抗病毒药", "我自己有 IBS，吃东西要注意",
		"I've had bad back pain for years, so whatever you suggest, keep it in mind", "我有腰椎间盘突出，搬不了重东西", "my doc says I have to keep salt and sugar down"} {
		if OfEpisode(x) == 0 {
			t.Errorf("episode %q: not recognised as standing", x)
		}
	}
	for _, x := range []string{"Give me a ramen recipe, tonkotsu style but vegan", "Is this cake gluten free?",
		"推荐一家清真餐厅给我朋友", "any snacks that aren't peanut minefields"} {
		if k := OfEpisode(x); k != 0 {
			t.Errorf("episode %q: recognised as standing (kinds %b)", x, k)
		}
	}
}

// kindsByExpression is Of without its keys, cache and forms.
func kindsByExpression(content string) Kinds {
	var bits Kinds
	for i, k := range kinds {
		if k.re.MatchString(content) {
			bits |= 1 << i
		}
	}
	return bits
}
