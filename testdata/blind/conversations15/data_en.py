# English-speaking users of set c15. Hand-written.
# Turn: ("u", text, [(label, kind, gloss), ...]) or ("a", text).
# kind: S = standing, N = non_standing, F = fact.
# Probe: ("x", query) unrelated, ("r", query, [labels]) related.

USERS = []

# u01 - ER doctor, Chicago
USERS.append(dict(num=1, lang="en", tz="America/Chicago", sessions=[
    ("2026-06-04T23:40", [
        ("u", "quick q, whats the max acetaminophen dose for an adult w/ mild liver impairment. also pls keep answers short + bullets, I read these on my phone between patients",
         [("short", "S", "Keep answers short and in bullet points (reads them on her phone between patients)")]),
        ("a", "- Usual ceiling in mild hepatic impairment: about 2 g/day\n- Avoid if active alcohol use or decompensation\n- Recheck LFTs if use goes past a few days"),
        ("u", "perfect thats the format. night shift at Lakeshore Mercy again, 3rd this week ugh",
         [("job", "F", "Works night shifts as an ER doctor at Lakeshore Mercy hospital in Chicago")]),
        ("a", "- Water bottle within reach\n- Protein snack around 03:00 rather than sugar\n- Bright light early, sunglasses on the drive home"),
        ("u", "lol thanks. sunglasses on the drive home is real"),
        ("a", "- Blackout curtains help too\n- Good luck with the rest of the shift"),
    ]),
    ("2026-07-12T10:15", [
        ("u", "day off finally. my daughter Priya starts kindergarten in august and I have zero clue what to buy",
         [("priya", "F", "Daughter Priya starts kindergarten in August 2026")]),
        ("a", "- Backpack she can open herself\n- Labelled water bottle + lunchbox\n- Spare clothes set in a zip bag\n- Check the school's supply list first, many send one"),
        ("u", "good. also need something for the drive in. I've burned through every true crime podcast I know, that's basically all I listen to",
         [("podcasts", "N", "Loves true crime podcasts, listens to them on her commute")]),
        ("a", "- The Quiet Ledger: cold cases, 40 min episodes\n- Paper Trail County: small-town fraud\n- Nightfall Dispatch: interviews with retired detectives"),
        ("u", "already did quiet ledger. paper trail sounds good"),
        ("a", "- Start with season 1, the later seasons assume you know the town"),
    ]),
    ("2026-08-29T07:50", [
        ("u", "can you summarise the changes to the sepsis bundle our hospital is rolling out, the 1hr one"),
        ("a", "Sure! \U0001FA7A Here's the quick rundown \U0001F60A\n- Lactate measured within the first hour \U0001F9EA\n- Blood cultures before antibiotics \U0001F489\n- Broad-spectrum antibiotics started \u23F1\uFE0F"),
        ("u", "stop with the emojis please. it's a clinical question not a birthday card",
         [("noemoji", "S", "No emojis in any reply")]),
        ("a", "Understood.\n- Lactate within 1 h, repeat if > 2 mmol/L\n- Cultures before antibiotics\n- Broad-spectrum antibiotics within 1 h\n- 30 mL/kg crystalloid for hypotension or lactate >= 4\n- Vasopressors if MAP < 65 after fluids"),
        ("u", "better"),
        ("a", "- Want the reassessment documentation points too?"),
        ("u", "nah that's fine"),
    ]),
    ("2026-10-18T14:05", [
        ("u", "my husband and I are doing a long weekend in Portland in november, first trip without Priya. which neighborhoods to stay in?",
         [("portland", "F", "Planning a long weekend in Portland, Oregon with her husband in November")]),
        ("a", "- Pearl District: walkable, galleries, close to the river\n- Hawthorne: quieter, vintage shops, good brunch\n- Alberta Arts: food carts, murals, lively at night"),
        ("u", "we'll be chasing coffee first thing obviously. nothing beats Bramble & Bean by my hospital tho, if you find anything close to that I'm sold",
         [("coffee", "N", "Favourite coffee is from Bramble & Bean near her hospital")]),
        ("a", "- Look for small roasters that do light roasts and pour-over, that's closest to the Bramble style\n- Both Pearl and Hawthorne have several within a few blocks"),
        ("u", "ok booked a place in the Pearl"),
        ("a", "- Good pick for a first visit\n- Powell's is walking distance if it rains"),
    ]),
], probes=[
    ("x", "how do noise-cancelling headphones actually cancel sound?"),
    ("x", "explain the difference between a Roth and a traditional IRA"),
    ("x", "why is the sky blue at noon but orange at sunset?"),
    ("r", "any new shows I could queue up for the drive to work?", ["podcasts"]),
    ("r", "which nights am I usually working and where?", ["job"]),
    ("r", "what part of town did we end up choosing for our Oregon getaway?", ["portland"]),
    ("r", "my kid's first school year - what's coming up for her?", ["priya"]),
]))

# u04 - long-haul pilot, London
USERS.append(dict(num=4, lang="en", tz="Europe/London", sessions=[
    ("2026-06-02T06:30", [
        ("u", "Morning. I need a gym routine that survives rotating long-haul rosters. I fly the A350 for Meridian Atlantic out of Heathrow so jet lag is a permanent guest.",
         [("job", "F", "Long-haul A350 pilot for Meridian Atlantic, based at Heathrow")]),
        ("a", "Here's a flexible plan: three 40-minute sessions a week. On arrival days, light mobility only. On the first full day home, a strength session around 7 pm, and a second one two days later...",),
        ("u", "Use 24-hour times please. I can't do am/pm, twenty years of this job has rewired me.",
         [("h24", "S", "Always write times in the 24-hour clock, never am/pm")]),
        ("a", "Of course. Revised: strength at 19:00 on your first full day home, mobility at 10:00 on arrival days, and an optional swim at 07:30 before a late report."),
        ("u", "Cheers, that works."),
        ("a", "Safe flying."),
    ]),
    ("2026-07-08T21:10", [
        ("u", "Family holiday to Lisbon in the second half of August. For once I'm a passenger. We're going with Azora Air this time because the wife wants the legroom, so let's look at their Heathrow departures.",
         [("lisbon", "F", "Family holiday to Lisbon in the second half of August 2026"),
          ("azora", "N", "Wants to fly Azora Air for the Lisbon holiday (legroom)")]),
        ("a", "Azora Air usually runs two daily Heathrow to Lisbon flights in summer, one around 07:15 and one around 10:55, arriving roughly 2h35 later local time."),
        ("u", "The 10:55. We're locked into school holidays anyway so not much flexibility on dates."),
        ("a", "Then the Saturday 22 August 10:55 departure would be the one to watch; fares in school holidays tend to climb from mid-July, so booking soon is sensible."),
        ("u", "Booked. Done."),
        ("a", "Enjoy being in the back for a change."),
    ]),
    ("2026-08-25T13:00", [
        ("u", "What time will it be in Singapore when I land? Off blocks at Heathrow 21:35, block time 13h05."),
        ("a", "You'd land at 17:40 Singapore time (09:40 UTC) the next day."),
        ("u", "Right. Going forward, whenever you give me times across zones, local first and UTC in brackets, exactly like that. Saves me doing the sums half asleep.",
         [("localutc", "S", "For times across time zones, give local time first and UTC in brackets")]),
        ("a", "Will do."),
        ("u", "And is there a decent laksa anywhere near Orchard? I'm a laksa man, it's the first thing I hunt down every time I'm there.",
         [("laksa", "N", "Loves laksa and seeks it out on every Singapore trip")]),
        ("a", "The food courts along Orchard Road usually have at least one laksa stall; for a proper one, it's worth the short taxi east to Katong, roughly 20 minutes outside peak."),
    ]),
    ("2026-09-30T18:20", [
        ("u", "My son Alfie has football trials Saturday at 10:00. I'm on the Boston return landing 06:50. Can I realistically make it to Guildford?",
         [("alfie", "F", "Son Alfie plays football; had club trials in early October")]),
        ("a", "Probably, yes. If you're off the aircraft by 07:20 and through fast-track by 07:45, Heathrow to Guildford is around 50 minutes on a Saturday morning, so you'd arrive about 08:40 with slack for traffic."),
        ("u", "Good. Then golf Sunday, Hollins Down as always, best course in Surrey if you ask me.",
         [("golf", "N", "Favourite golf course is Hollins Down in Surrey")]),
        ("a", "Sounds like a full weekend. Maybe a tee time after 10:00 so you've had one proper night's sleep."),
    ]),
    ("2026-11-06T09:00", [
        ("u", "Need to write a short note to the chief pilot about fatigue on the Johannesburg rotation. Keep it professional, not whingey."),
        ("a", "Draft:\n\nDear Chief Pilot,\nI'd like to raise a concern about the current Johannesburg pattern. The 21:50 departure after a minimum-rest turnaround has left several crews reporting...\n\nI'd welcome a chance to discuss possible adjustments.\n\nKind regards,"),
        ("u", "Cut the second paragraph, it's a bit chatty. Otherwise fine."),
        ("a", "Done. The note now goes straight from the concern to the request for a discussion."),
        ("u", "Sent. Thanks."),
        ("a", "Hope it gets a good hearing."),
    ]),
], probes=[
    ("x", "what's the best way to descale a kettle?"),
    ("x", "explain how mRNA vaccines teach the immune system"),
    ("x", "how do I look after a sourdough starter?"),
    ("r", "remind me which carrier we picked for the Portugal trip", ["azora", "lisbon"]),
    ("r", "book me a round somewhere I like this Sunday", ["golf"]),
    ("r", "when was my boy's football thing again?", ["alfie"]),
    ("r", "I'm on a Singapore night stop, what should I eat?", ["laksa"]),
]))

# u07 - dairy farmer, Wisconsin
USERS.append(dict(num=7, lang="en", tz="America/Chicago", sessions=[
    ("2026-06-26T05:20", [
        ("u", "got a question about milk fever. we milk 240 head of holstein and this is the third one this month",
         [("herd", "F", "Runs a Wisconsin dairy farm milking about 240 Holstein cows")]),
        ("a", "Milk fever (parturient paresis) is clinical hypocalcemia around calving. Risk factors include high dietary cation-anion difference (DCAD) in the close-up period, elevated potassium in forages, and parity above two...",),
        ("u", "ok slow down. i dont need the college words, just tell me plain what to do. keep it like that with me from now on",
         [("plain", "S", "Use plain, simple words, no jargon")]),
        ("a", "Sure. Her blood calcium drops right after calving. Three things: give calcium as soon as she calves, watch the older cows closest, and have your vet check the dry cow feed because too much potassium makes it worse."),
        ("u", "how much calcium per cow. and give me pounds and such, we dont do metric here",
         [("imperial", "S", "Use US units (pounds, gallons, acres), not metric")]),
        ("a", "A standard oral calcium bolus or tube at calving and a second one 12 hours later. For the dry cows, your vet or nutritionist will want potassium in the ration well under 2 pounds per 100 pounds of feed."),
        ("u", "good. my boy Caleb is taking over the milking next spring so I want this wrote down for him",
         [("caleb", "F", "Son Caleb will take over the milking next spring")]),
        ("a", "Here's a short sheet for Caleb:\n1. Older cows are the ones to watch.\n2. Calcium tube when she calves, another 12 hours later.\n3. Down cow, cold ears: call the vet.\n4. Keep the dry cow feed low in potassium."),
        ("u", "thats good. got the radio on, nothing but old country in this barn, cows like it too",
         [("country", "N", "Likes old country music, plays it in the barn")]),
        ("a", "Calm cows milk better, so they might be onto something."),
        ("u", "one more, we're looking at a new tractor. I've always been a Prairieline man, never had one quit on me",
         [("tractor", "N", "Loyal to Prairieline tractors")]),
        ("a", "Then stick with what's worked. Ask the dealer about their loader models and get a price on a demo unit, they're often a good deal before the fall."),
    ]),
], probes=[
    ("x", "how does a 3D printer work?"),
    ("x", "tell me the history of the Eiffel Tower"),
    ("x", "how do I set up a new email account on my computer?"),
    ("r", "put together some songs for the barn", ["country"]),
    ("r", "what should I write down for my son before he takes over?", ["caleb"]),
    ("r", "lookup: size of the user's herd", ["herd"]),
    ("r", "which brand should I look at for the new tractor?", ["tractor"]),
]))

# u10 - Orthodox Jewish 4th-grade teacher, Brooklyn, dyslexic
USERS.append(dict(num=10, lang="en", tz="America/New_York", sessions=[
    ("2026-06-17T16:40", [
        ("u", "Hi! I teach 4th grade at Maple Row Day School and I need a fun end of year party menu for 22 kids",
         [("school", "F", "Teaches 4th grade at Maple Row Day School in Brooklyn")]),
        ("a", "What a fun way to end the year! For 22 kids you could set up a build-your-own station with mini cheeseburger sliders, pepperoni pizza squares, a mac and cheese bar, fruit skewers and a cupcake decorating table, which lets the children move around and choose what they like while keeping the cost manageable and the cleanup easy for you afterwards..."),
        ("u", "ok a few things. I keep kosher so no cheeseburgers, no pork, no mixing meat and dairy, and that goes for anything you ever suggest me, not just this party. also can you break it up?? I'm dyslexic and big blocks of text are really hard for me",
         [("kosher", "S", "Keeps kosher: no pork or shellfish, never mix meat and dairy, in all food suggestions"),
          ("dyslexia", "S", "Dyslexic: short lines and broken-up text, no big blocks")]),
        ("a", "Got it.\n\nDairy party:\n- Pizza squares (plain cheese)\n- Mac and cheese cups\n- Fruit skewers\n- Cupcakes to decorate\n\nAll dairy, no meat."),
        ("u", "so much better thank you!!"),
        ("a", "Happy to help.\nHave a great last week."),
    ]),
    ("2026-08-19T20:05", [
        ("u", "my friend Dana is coming for dinner tuesday, she's vegan",
         [("dana", "F", "Friend Dana is vegan")]),
        ("a", "Easy, a vegan meal is pareve too.\n\n- Mushroom and barley stew\n- Roasted carrots with tahini\n- Green salad\n- Sorbet for dessert"),
        ("u", "yum the stew. we're going to the Coney Harbor Gulls game before, I've been a fan since I was like 8 lol",
         [("gulls", "N", "Long-time fan of the Coney Harbor Gulls baseball team")]),
        ("a", "Fun!\n\nMake the stew Monday.\nIt tastes better the next day.\nJust reheat after the game."),
        ("u", "genius"),
    ]),
    ("2026-09-29T19:30", [
        ("u", "our sukkah came out so pretty this year!! ok, I need to plan a unit on fractions for october"),
        ("a", "Chag sameach!\n\nFractions unit, 3 weeks:\n\nWeek 1: fractions as parts of a whole\nWeek 2: comparing fractions\nWeek 3: adding like fractions"),
        ("u", "love it. I always do better with hands on stuff. honestly my favorite thing to teach is science, math is fine",
         [("science", "N", "Favourite subject to teach is science; likes hands-on lessons")]),
        ("a", "Hands-on ideas:\n\n- Pizza fractions with paper circles\n- Fraction strips with colored paper\n- Measuring cups for halves and quarters"),
        ("u", "thx!"),
        ("a", "Good luck with it."),
    ]),
], probes=[
    ("x", "how does a car's automatic transmission work?"),
    ("x", "what's the difference between weather and climate?"),
    ("x", "how do I turn on two-factor authentication for my accounts?"),
    ("r", "give me an idea for a hands-on lesson I'd actually enjoy teaching", ["science"]),
    ("r", "what does my friend eat again, she's coming over next week", ["dana"]),
    ("r", "when's the next game for my team?", ["gulls"]),
    ("r", "lookup: the user's school and grade", ["school"]),
]))

# u13 - retired Army veteran, San Antonio, hearing aids
USERS.append(dict(num=13, lang="en", tz="America/Chicago", sessions=[
    ("2026-08-05T09:00", [
        ("u", "Looking for ways to fill my mornings. Retired Army, 22 years, got out in March.",
         [("army", "F", "Retired from the Army in March 2026 after 22 years")]),
        ("a", "Thank you for your service! Some ideas: listen to a history podcast on a morning walk, call the local VFW about volunteer shifts, try a woodworking class, or join a veterans' coffee group."),
        ("u", "Couple things. Skip the thank you for your service line, I hear it plenty. And I wear hearing aids, both ears, so calling places and podcasts don't do much for me. Stuff I can read or do with my hands.",
         [("nothanks", "S", "Don't thank him for his service"),
          ("hearing", "S", "Wears hearing aids in both ears: prefer text-based or hands-on options, avoid phone calls and audio")]),
        ("a", "Got it. Hands-on or reading options:\n- Woodworking class at a community makerspace (sign up online)\n- Volunteer at a food bank sorting shifts, booked through their website\n- Morning walk with a paperback or e-reader break\n- A veterans' writing group that meets in person"),
        ("u", "Woodworking sounds good. My dog Sarge would sleep in the garage all day anyway.",
         [("sarge", "F", "Has a dog named Sarge")]),
        ("a", "A garage shop with a dog bed in the corner sounds about right. Start with a simple project like a step stool."),
    ]),
    ("2026-10-10T17:30", [
        ("u", "Need a brisket spot tonight. Pit & Ember on Commerce is my go-to but they're closed for a remodel.",
         [("brisket", "N", "Go-to brisket place is Pit & Ember on Commerce Street")]),
        ("a", "For a similar style, look for places that smoke over post oak and sell by the pound; several on the east side do. Check their online menus, most post when they sell out."),
        ("u", "Fine. And what westerns would you recommend, I've read every Cole Rainer book twice.",
         [("westerns", "N", "Loves western novels, especially Cole Rainer's")]),
        ("a", "If you like Cole Rainer's dry style, try The Long Mesa by Hattie Crane, or the Red Wash trilogy by Dell Mcgraw. Both are plain-spoken with a lot of trail detail."),
        ("u", "Appreciate it."),
        ("a", "Enjoy the reading."),
    ]),
], probes=[
    ("x", "how do I work out the area of a triangle?"),
    ("x", "what is an escrow account on a mortgage?"),
    ("x", "how do hurricanes form?"),
    ("r", "I want something to read this weekend", ["westerns"]),
    ("r", "good barbecue while my usual place is closed?", ["brisket"]),
    ("r", "is it OK to bring the dog along to the workshop?", ["sarge"]),
    ("r", "what did I do before I retired?", ["army"]),
]))

# u16 - Hindu pharmacist, Leicester
USERS.append(dict(num=16, lang="en", tz="Europe/London", sessions=[
    ("2026-06-25T19:00", [
        ("u", "Evening! I need a week of packed lunches. I'm a pharmacist at Wren & Hollis in Leicester so I get about 20 minutes, nothing fiddly.",
         [("job", "F", "Pharmacist at Wren & Hollis Pharmacy in Leicester, short lunch breaks")]),
        ("a", "Here's a week: Monday egg mayo sandwich, Tuesday chicken wrap, Wednesday pasta salad, Thursday tuna jacket potato, Friday leftover curry."),
        ("u", "Oh no, I'm vegetarian, we're Hindu, and no eggs either. Please keep that in mind for anything food related going forward.",
         [("veg", "S", "Hindu vegetarian, no eggs: applies to all food suggestions")]),
        ("a", "Sorry about that. Revised: Monday paneer tikka wrap, Tuesday chickpea salad, Wednesday pasta salad with roasted vegetables, Thursday dhal and rice in a flask, Friday leftover vegetable curry."),
        ("u", "Lovely, the paneer one for Monday."),
        ("a", "Good choice, it keeps well overnight."),
    ]),
    ("2026-08-14T20:30", [
        ("u", "My mum's just been diagnosed with type 2 diabetes. I want to help her adjust her cooking a bit without upsetting her.",
         [("mum", "F", "Her mother was recently diagnosed with type 2 diabetes")]),
        ("a", "A gentle approach works best. Swap some white rice for brown or mixed grains, add more fiber through lentils and vegetables, use less sugar in chai, and keep portion sizes of rotis moderate. Bright, colorful vegetables make the plate feel generous."),
        ("u", "Thanks. Tiny thing but could you use British spelling? fibre, colour. It's been bugging me.",
         [("british", "S", "Use British spelling")]),
        ("a", "Of course. So: more fibre from lentils and vegetables, and colourful plates."),
        ("u", "Perfect."),
    ]),
    ("2026-10-03T21:00", [
        ("u", "Navratri's coming up so I'll be helping at the temple kitchen a lot. Anyway, film night tonight, something with Arjun Vale please, he's my absolute favourite.",
         [("arjun", "N", "Favourite actor is Arjun Vale")]),
        ("a", "Arjun Vale picks: Monsoon Letters (romantic drama), The Salt Road (period epic), and Second Innings (cricket comedy)."),
        ("u", "Seen the first one five times. The second?"),
        ("a", "The Salt Road is long, nearly three hours, so maybe an early start."),
        ("u", "And I love a proper masala chai with it, how do I make mine stronger?",
         [("chai", "N", "Loves masala chai")]),
        ("a", "Simmer the tea leaves and crushed spices in water for a few minutes before the milk goes in, then let it boil up twice. More cardamom and ginger gives it more kick."),
    ]),
], probes=[
    ("x", "how does overpaying a mortgage work?"),
    ("x", "why do cats purr?"),
    ("x", "my laptop has got really slow, what can I do?"),
    ("r", "film night again, whose films should I look for?", ["arjun"]),
    ("r", "something I could cook with my mum this weekend that's good for her", ["mum"]),
    ("r", "lookup: where the user works", ["job"]),
    ("r", "tea recipe for a cold evening", ["chai"]),
]))

# u19 - federal civil servant, Ottawa, cerebral palsy, voice dictation
USERS.append(dict(num=19, lang="en", tz="America/Toronto", sessions=[
    ("2026-09-15T11:20", [
        ("u", "hi im using voice dictation so sorry for the weird words. i have cerebral palsy and typing is really slow for me",
         [("dictation", "S", "Has cerebral palsy and uses voice dictation; messages may contain transcription errors")]),
        ("a", "No need to apologise. I'll read around any odd words. How can I help?"),
        ("u", "can you always finish with short options i can pick by number. like one two or three. saves me lots of talking",
         [("options", "S", "End every reply with short numbered options he can pick")]),
        ("a", "Sure. What would you like to do?\n1. Write something\n2. Look something up\n3. Plan something"),
        ("u", "one. i need a leave request to my manager at the office of regional grants. three days in october",
         [("job", "F", "Works at the Office of Regional Grants (federal public service)")]),
        ("a", "Draft:\n\nHi Marc,\nI'd like to request leave from October 21 to 23. My files are up to date and I'll brief the team before I go.\nThanks,\n\n1. Send as is\n2. Change the dates\n3. Make it more formal"),
        ("u", "two. the 14 to the 16"),
        ("a", "Updated to October 14 to 16.\n\n1. Send as is\n2. Add a reason\n3. Start over"),
        ("u", "add that its for my sisters wedding in halifax",
         [("wedding", "F", "Sister's wedding in Halifax in mid-October 2026")]),
        ("a", "Added: \"It's for my sister's wedding in Halifax.\"\n\n1. Done\n2. Shorter\n3. Change wording"),
        ("u", "one. after that im relaxing, rideau falcons game tonight, i never miss one",
         [("falcons", "N", "Never misses a Rideau Falcons hockey game")]),
        ("a", "Enjoy the game.\n\n1. Game-night snack ideas\n2. Nothing else for now"),
        ("u", "two. oh and im learning french in my spare time, i love it. bonne journee",
         [("french", "N", "Learning French as a hobby and enjoys it")]),
        ("a", "Bonne journée à vous aussi !\n\n1. Quick French practice next time\n2. That's all"),
    ]),
], probes=[
    ("x", "what's the difference between a comet and an asteroid?"),
    ("x", "how does bread dough rise?"),
    ("x", "how do I make a simple monthly budget?"),
    ("r", "is there a game on tonight for my team?", ["falcons"]),
    ("r", "what was that time off in October for?", ["wedding"]),
    ("r", "lookup: user's employer", ["job"]),
    ("r", "give me a little practice in the language I'm learning", ["french"]),
]))

# u22 - retired teacher after a stroke, Brisbane
USERS.append(dict(num=22, lang="en", tz="Australia/Brisbane", sessions=[
    ("2026-08-12T10:30", [
        ("u", "Hello. I had a stroke last year and my memory and concentration aren't what they were. Please give me things one step at a time, numbered, and not too many at once.",
         [("steps", "S", "After a stroke: give instructions one step at a time, numbered, few at once")]),
        ("a", "Of course. We'll go slowly. What would you like help with today?"),
        ("u", "I want to video call my grandson in Perth on the tablet.",
         [("grandson", "F", "Grandson lives in Perth; they video call on the tablet")]),
        ("a", "Step 1. Find the green icon with a white camera on the tablet and tap it once.\n\nTell me when that's done."),
        ("u", "done"),
        ("a", "Step 2. Tap your grandson's name in the list.\n\nTell me when you see his name."),
        ("u", "I see it. Tapped it"),
        ("a", "Step 3. Tap the camera button at the top. It will ring him."),
        ("u", "Got him! Thank you. He says hi."),
        ("a", "Wonderful. Say hi back from me."),
        ("u", "My wife says I should tell you I love my roses, I'm out in the garden every morning.",
         [("roses", "N", "Loves his roses, gardens every morning")]),
        ("a", "That's a lovely way to start the day. Roses enjoy a morning visit too."),
        ("u", "And please don't use big words either. I get lost.",
         [("simplewords", "S", "Use simple, everyday words")]),
        ("a", "I will keep it simple. Enjoy your morning in the garden."),
    ]),
], probes=[
    ("x", "how does a microwave heat food?"),
    ("x", "what's the safest way to store spare batteries?"),
    ("x", "how does a bank loan work?"),
    ("r", "help me call my grandson again", ["grandson"]),
    ("r", "what should I plant next in the garden?", ["roses"]),
]))
