package rules

import (
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

// TestRecallProfile checks the rules/5 identity shapes: the exact profile
// values of each clause, and none for the hard negatives.
func TestRecallProfile(t *testing.T) {
	tests := []struct {
		text string
		want map[string]string
	}{
		{"hey there, Priya here 👋 data engineer at Atlassian, working remotely from Pune",
			map[string]string{"name": "Priya", "role": "data engineer", "employer": "Atlassian", "location": "Pune"}},
		{"I work as a pharmacist in Leeds", map[string]string{"role": "pharmacist", "location": "Leeds"}},
		{"hii, i'm Kenji, wrking as a sous chef in Osaka rn", map[string]string{"name": "Kenji", "role": "sous chef", "location": "Osaka"}},
		{"I'm Leo, PM at a fintech startup", map[string]string{"name": "Leo", "role": "PM"}},
		{"I'm a night-shift security guard in Glasgow.", map[string]string{"role": "night-shift security guard", "location": "Glasgow"}},
		{"fwiw i'm originally from Cork but i've been living in Melbourne for like 6 years", map[string]string{"hometown": "Cork", "location": "Melbourne"}},
		{"I'm an analyst in Risk at HSBC", map[string]string{"role": "analyst"}},
		{"Is it hard to work as a pharmacist in London?", map[string]string{}},
		{"If I worked as a chef in Paris, how much would I earn?", map[string]string{}},
		{"He's a PM at a fintech startup", map[string]string{}},
		{"My sister works as a nurse in Leeds", map[string]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) { checkProfile(t, tt.text, tt.want) })
	}
}

// TestRecallShapes checks the exact type and content of the rules/5
// preference, fact, rule, event and plan shapes, and that the hard
// negatives (questions, suppositions, someone else) give nothing.
func TestRecallShapes(t *testing.T) {
	type fact struct {
		typ     events.FactType
		content string
	}
	tests := []struct {
		text string
		want []fact
	}{
		{"I always go for the window seat", []fact{{events.TypePreference, "Always go for the window seat"}}},
		{"My go-to breakfast is oatmeal with berries", []fact{{events.TypePreference, "User's go-to breakfast is oatmeal with berries"}}},
		{"I'd take mountains over beaches every time", []fact{{events.TypePreference, "Would take mountains over beaches every time"}}},
		{"big fan of spicy food", []fact{{events.TypePreference, "Is a fan of spicy food"}}},
		// a liking about how explanations are made: a borderline case the
		// learned model decides, and the present model keeps it a plain
		// preference (retraining has flipped it before)
		{"I like it when you explain things with analogies", []fact{{events.TypePreference, "Likes it when you explain things with analogies"}}},
		{"been really into sourdough baking", []fact{{events.TypePreference, "Has been really into sourdough baking"}}},
		{"I'm not much of a coffee drinker", []fact{{events.TypePreference, "Is not much of a coffee drinker"}}},
		{"dont like cilantro at all", []fact{{events.TypePreference, "Doesn't like cilantro at all"}}},
		{"I'm type 1 diabetic so please factor that in", []fact{{events.TypeFact, "Is type 1 diabetic"}}},
		{"I became vegetarian last year", []fact{{events.TypeProfile, "Became vegetarian last year"}}},
		{"We have a policy that every PR needs a linked ticket", []fact{{events.TypeRule, "We have a policy that every PR needs a linked ticket"}}},
		{"It's company policy to encrypt every laptop", []fact{{events.TypeRule, "It's company policy to encrypt every laptop"}}},
		{"In two days I need to submit the visa application", []fact{{events.TypeTodo, "Needs to submit the visa application on 2023-05-10 (In two days)"}}},
		{"gotta call the dentist tmrw", []fact{{events.TypeTodo, "Gotta call the dentist on 2023-05-09 (tomorrow)"}}},
		{"Do you usually go for the aisle seat?", nil},
		{"What's your go-to pasta recipe?", nil},
		{"Do we have a policy on remote work?", nil},
		{"Is going vegan actually healthy?", nil},
		{"If I went vegan, would I get enough protein?", nil},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			var got []fact
			for _, f := range extractKept(t, tt.text) {
				got = append(got, fact{f.Type, f.Content})
			}
			if len(got) != len(tt.want) {
				t.Fatalf("facts = %+v, want %+v", got, tt.want)
			}
			for i := range tt.want {
				if got[i] != tt.want[i] {
					t.Fatalf("facts = %+v, want %+v", got, tt.want)
				}
			}
		})
	}
}

// TestRecallAgeEvent checks that an identity change on a day is also an
// event, and that a year frames a state and gives none.
func TestRecallAgeEvent(t *testing.T) {
	facts := extractKept(t, "I just turned 30 last week lol, feeling ancient")
	if len(facts) != 2 || facts[0].Key != "age" || facts[0].Value != "30" || facts[1].Type != events.TypeEvent ||
		facts[1].EventTime == nil || facts[1].EventTime.Format("2006-01-02") != "2023-05-01" {
		t.Fatalf("facts = %+v", facts)
	}
	facts = extractKept(t, "I moved to Toronto last year for work")
	if len(facts) != 1 || facts[0].Key != "location" {
		t.Fatalf("facts = %+v", facts)
	}
}

// TestRecallForget checks the rules/5 forget shapes.
func TestRecallForget(t *testing.T) {
	tests := []struct {
		text string
		want events.ForgetIntent
	}{
		{"can you not keep my age on file? just forget it", events.ForgetIntent{Query: "age", Key: "age"}},
		{"Delete all memories you have of me, I'm done with this app", events.ForgetIntent{All: true}},
		{"drop my job title from whatever you've saved", events.ForgetIntent{Query: "job title", Key: "role"}},
		{"The country music thing I mentioned earlier, please forget it", events.ForgetIntent{Query: "country music"}},
		{"关于我的东西全都删掉，一条都别留", events.ForgetIntent{All: true}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			res := New().ExtractText(tt.text, ts)
			if len(res.Forget) == 0 || res.Forget[0] != tt.want {
				t.Fatalf("forget = %+v, want [%+v, …]", res.Forget, tt.want)
			}
		})
	}
	for _, text := range []string{"I keep forgetting my keys everywhere", "Delete the second paragraph of my draft", "Did you forget what I told you about my job?"} {
		if res := New().ExtractText(text, ts); len(res.Forget) != 0 {
			t.Fatalf("%q: forget = %+v, want none", text, res.Forget)
		}
	}
}

// TestNormalizeEN checks the chat spelling and emoji repairs.
func TestNormalizeEN(t *testing.T) {
	tests := map[string]string{
		"Priya here 👋 data engineer":   "Priya here, data engineer",
		"love this 🔥🔥":                 "love this",
		"dont like it, see u tmrw":     "don't like it, see you tomorrow",
		"Ive been wrking all day":      "I've been working all day",
		"我今天很开心😀":                      "我今天很开心😀",
		"the idea is to build a chart": "the idea is to build a chart",
	}
	for in, want := range tests {
		if got := normalizeEN(in); got != want {
			t.Errorf("normalizeEN(%q) = %q, want %q", in, got, want)
		}
	}
}
