package rules

import (
	"strings"
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

// TestForgetShapes checks the general forget shapes of forget.go: the exact
// intent for key, query and forget-all requests in both languages.
func TestForgetShapes(t *testing.T) {
	tests := []struct {
		text string
		want events.ForgetIntent
	}{
		{"please don't keep my home address anymore", events.ForgetIntent{Query: "home address", Key: "location"}},
		{"no need to remember how old I am", events.ForgetIntent{Query: "how old I am", Key: "age"}},
		{"scratch what I said about the gym membership", events.ForgetIntent{Query: "the gym membership"}},
		{"that peanut allergy thing, forget it, it was my sister not me", events.ForgetIntent{Query: "peanut allergy"}},
		{"go ahead and wipe everything you've stored about me", events.ForgetIntent{All: true}},
		{"Can you remove my employer from your memory?", events.ForgetIntent{Query: "employer", Key: "employer"}},
		{"I don't want my time zone saved", events.ForgetIntent{Query: "time zone", Key: "timezone"}},
		{"我的住址别记了", events.ForgetIntent{Query: "住址", Key: "location"}},
		{"不用记我在哪家公司上班", events.ForgetIntent{Query: "在哪家公司上班", Key: "employer"}},
		{"花生过敏那条删掉，是我妹妹不是我", events.ForgetIntent{Query: "花生过敏"}},
		{"你记的关于我的东西全部清掉", events.ForgetIntent{All: true}},
		{"能不能把我的地址删掉", events.ForgetIntent{Query: "地址", Key: "location"}},
		{"之前说我喜欢吃辣的那个，不要了", events.ForgetIntent{Query: "我喜欢吃辣"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			res := New().ExtractText(tt.text, ts)
			if len(res.Forget) != 1 || res.Forget[0] != tt.want {
				t.Fatalf("forget = %+v, want [%+v]", res.Forget, tt.want)
			}
			if len(res.Facts) != 0 {
				t.Fatalf("a forget turn stored facts: %+v", res.Facts)
			}
		})
	}
}

// TestForgetNever checks that questions about forgetting, third parties,
// reminders and edits of the task at hand give no forget intent.
func TestForgetNever(t *testing.T) {
	for _, text := range []string{
		"my friend forgot my birthday again",
		"do you ever forget what I tell you?",
		"can you delete the second paragraph and tighten the intro?",
		"I forgot my umbrella at the office",
		"don't forget to bring the charger",
		"我朋友把我的生日忘了",
		"你会不会忘记我说过的话？",
		"把这段代码里多余的空格删掉",
		"明天开会，别让我忘了",
		"怎么删除微信聊天记录",
	} {
		if res := New().ExtractText(text, ts); len(res.Forget) != 0 {
			t.Errorf("%q: forget = %+v, want none", text, res.Forget)
		}
	}
}

// TestForgotToSayIsNoForget: a lead-in by which the user adds what they
// forgot to say asks to forget nothing, and what follows it is kept; "forget
// what I said" still is a request.
func TestForgotToSayIsNoForget(t *testing.T) {
	for text, want := range map[string]string{
		"忘记讲了，我对芒果过敏":                                 "芒果",
		"对了忘了跟你说, 我下个月搬去杭州":                           "杭州",
		"oh I totally forgot to mention: I'm a nurse": "nurse",
		"Forgot to say, my daughter is called Ines":   "Ines",
	} {
		keptNoForget(t, text, want)
	}
	for _, text := range []string{"忘了我说的地址吧", "forget what I said about my address"} {
		if res := New().ExtractText(text, ts); len(res.Forget) == 0 {
			t.Errorf("%q: no forget intent", text)
		}
	}
}

// TestDontForgetIsAReminder: a negated forget verb ("别忘了", "莫忘了哈")
// asks to remember; the message keeps its instruction and forgets nothing.
func TestDontForgetIsAReminder(t *testing.T) {
	for text, want := range map[string]string{
		"你以后给我推荐早餐都要低糖的，莫忘了哈": "低糖",
		"我不吃香菜，别忘了":           "香菜",
		"以后回答都用英文，不要忘记":       "英文",
	} {
		keptNoForget(t, text, want)
	}
}

// keptNoForget checks that text makes no forget intent and that a memory
// of it holds want.
func keptNoForget(t *testing.T, text, want string) {
	t.Helper()
	res := New().ExtractText(text, ts)
	if len(res.Forget) != 0 {
		t.Errorf("%q: forget = %+v, want none", text, res.Forget)
	}
	kept := false
	for _, f := range res.Facts {
		kept = kept || strings.Contains(f.Content+f.Value, want)
	}
	if !kept {
		t.Errorf("%q: no memory holds %q: %+v", text, want, res.Facts)
	}
}

// TestAskedToUseIsNoName: "不要叫我用…" asks the user to use something; it
// names nobody.
func TestAskedToUseIsNoName(t *testing.T) {
	for _, text := range []string{"我手上有湿疹，不要叫我用洗洁精", "别叫我去买菜了，我腿不方便"} {
		for _, f := range New().ExtractText(text, ts).Facts {
			if f.Key == "name" {
				t.Errorf("%q: name %q", text, f.Value)
			}
		}
	}
}

// TestProfileShapes checks the rules/4 profile shapes and value clean-up.
func TestProfileShapes(t *testing.T) {
	tests := []struct {
		text string
		want map[string]string
	}{
		{"Just got promoted to senior PM at Atlassian!!! what should I focus on?", map[string]string{"role": "senior PM", "employer": "Atlassian"}},
		{"41yo, 6ft, trying to lose like 10kg before summer", map[string]string{"age": "41"}},
		{"quick q, I'm in GMT+8, what time would 3pm EST be for me?", map[string]string{"timezone": "GMT+8"}},
		{"Context: PhD student at ETH Zurich, working on protein folding.", map[string]string{"role": "PhD student", "employer": "ETH Zurich"}},
		{"call me Sam pls", map[string]string{"name": "Sam"}},
		{"I live in Austin TX", map[string]string{"location": "Austin"}},
		{"刚升职做了技术总监！！在美团，有点慌", map[string]string{"role": "技术总监", "employer": "美团"}},
		{"本人在字节跳动上班，程序员一枚", map[string]string{"employer": "字节跳动", "role": "程序员"}},
		{"我住在成都高新区", map[string]string{"location": "成都"}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) { checkProfile(t, tt.text, tt.want) })
	}
}

// checkProfile checks that text yields exactly the profile keys and values
// of want.
func checkProfile(t *testing.T, text string, want map[string]string) {
	t.Helper()
	got := map[string]string{}
	for _, f := range extractKept(t, text) {
		if f.Type == events.TypeProfile {
			got[f.Key] = f.Value
		}
	}
	if len(got) != len(want) {
		t.Fatalf("profile = %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Fatalf("profile = %v, want %v", got, want)
		}
	}
}
