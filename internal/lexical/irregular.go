package lexical

import "strings"

// irregular maps the past tense and past participle of common English
// irregular verbs, and irregular plural nouns, to their base form, which the
// Porter stemmer cannot do ("went" stays "went", "bought" stays "bought"):
// with it "when did she go camping" meets "she went camping". Forms that are
// mostly another word ("bit", "rose", "lay", "lit", "bore", "wound") are
// left out.
var irregular = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(`arise arose arisen
awake awoke awoken
become became
begin began begun
bend bent
bite bitten
bleed bled
blow blew blown
break broke broken
breed bred
bring brought
build built
burn burnt
buy bought
catch caught
choose chose chosen
come came
creep crept
deal dealt
dig dug
draw drew drawn
dream dreamt
drink drank drunk
drive drove driven
eat ate eaten
fall fell fallen
feed fed
feel felt
fight fought
find found
flee fled
fly flew flown
forbid forbade forbidden
forget forgot forgotten
forgive forgave forgiven
freeze froze frozen
get got gotten
give gave given
go went gone
grow grew grown
hang hung
hear heard
hide hid hidden
hold held
keep kept
know knew known
lead led
lean leant
leap leapt
learn learnt
leave left
lend lent
lose lost
make made
mean meant
meet met
pay paid
ride rode ridden
ring rang rung
rise risen
run ran
say said
see saw seen
seek sought
sell sold
send sent
shake shook shaken
shine shone
shoot shot
show shown
shrink shrank shrunk
sing sang sung
sink sank sunk
sit sat
sleep slept
slide slid
speak spoke spoken
speed sped
spend spent
spin spun
stand stood
steal stole stolen
stick stuck
sting stung
strike struck stricken
swear swore sworn
sweep swept
swim swam swum
swing swung
take took taken
teach taught
tear tore torn
tell told
think thought
throw threw thrown
understand understood
wake woke woken
wear wore worn
weep wept
win won
write wrote written
child children
foot feet
goose geese
man men
mouse mice
person people
tooth teeth
woman women`, "\n") {
		f := strings.Fields(line)
		for _, form := range f[1:] {
			m[form] = f[0]
		}
	}
	return m
}()
