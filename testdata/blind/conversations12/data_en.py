from helpers import S, U, A, X, R

USERS = []

# c12-u01  Peggy, retired teacher and grandmother in Cardiff, macular degeneration
USERS.append({
    "n": 1, "lang": "en",
    "sessions": [
        ("2026-06-03T10:15:00+01:00", [
            U("Good morning. My grandson Rhys set this up on the tablet for me. I have macular degeneration and I use the zoom, which gets tiring, so please keep answers short, a few lines at most. And no tables please, I can't follow them when everything is blown up big.",
              S("short", "standing", "Has macular degeneration and uses screen zoom: keep every answer to a few short lines"),
              S("notables", "standing", "No tables in answers (can't follow them when zoomed in)")),
            A("Good morning! Of course. I'll keep my answers to a few short lines, with no tables. What would you like help with today?"),
            U("I want to bake a bara brith for when the grandchildren come Sunday. My mother in law's recipe went missing after my husband passed and I can't remember the amounts"),
            A("Sorry the recipe went missing. Soak 375g mixed dried fruit overnight in 300ml cold strong tea. Next day stir in 1 beaten egg, 100g soft brown sugar, 225g self-raising flour and 1 tsp mixed spice. Bake in a lined loaf tin at 160C (fan 150) for about 1 hour 15 minutes."),
            U("Lovely, that sounds about right. Thank you dear"),
            A("You're welcome. Enjoy Sunday with the grandchildren."),
        ]),
        ("2026-06-20T15:40:00+01:00", [
            U("Hello again. We've got a new puppy, a little springer spaniel called Bryn, and he eats everything in the garden. Which plants should I worry about?",
              S("dog", "fact", "Has a new springer spaniel puppy called Bryn")),
            A("Hello! The main ones to watch: foxgloves, lily of the valley, daffodil bulbs, yew and rhododendron. If Bryn chews something and seems poorly, get him to the vet."),
            U("Foxgloves will have to go then. At least the sweet peas are safe I hope, I grow them every year and I've entered them in the chapel flower show for years.",
              S("sweetpeas", "non_standing", "Grows sweet peas every year and enters them in the chapel flower show")),
            A("Mostly, yes. The seeds and pods can upset a dog's tummy if he eats a lot, so pick the pods off as they form. Good luck at the show!"),
        ]),
        ("2026-08-11T19:05:00+01:00", [
            U("My daughter Carys says I should try audiobooks now that reading is harder. I've always loved a good murder mystery, the Agatha Christie sort of thing, a vicar and a body in the library. What would suit me?",
              S("mystery", "non_standing", "Loves classic whodunnit mysteries in the Agatha Christie style")),
            A("What a lovely idea! Here are a few you might enjoy:\n\n1. The Murder at the Vicarage - Miss Marple's first full-length case, set in the sleepy village of St Mary Mead, where a much-disliked colonel is found shot in the vicar's study and half the village seems to have a motive.\n2. The Body in the Library - a young woman is found dead in the library of Gossington Hall, and Miss Marple is called in by her friend Dolly Bantry.\n3. A Murder Is Announced - an advertisement in the local paper announces a murder at a set time and place, and the neighbours turn up expecting a party game.\n4. For something newer in the same spirit, look for modern 'cosy crime' series set in English villages, which keep the gentle tone but add a bit of humour.\n\nMost of these are available on the big audiobook services and often free through your local library's app."),
            U("That's a lot of reading for my poor eyes love, remember, few lines. And you can call me Peggy, only the doctor's surgery calls me Margaret.",
              S("peggy", "standing", "Wants to be called Peggy, not Margaret")),
            A("Sorry Peggy. Short version: start with The Murder at the Vicarage. If you like it, carry on with the other Miss Marple books."),
        ]),
        ("2026-10-02T11:20:00+01:00", [
            U("Peggy here. The hospital have moved my eye injection appointment to Wednesday 14th October at the Queen Street clinic. What should I ask them this time?",
              S("eye", "fact", "Eye injection appointment moved to Wednesday 14 October at the Queen Street clinic")),
            A("Hello Peggy. Three good questions: Is the treatment working? How often will I need injections now? Is there anything to help me read at home?"),
            U("Thank you. Bryn chewed my reading glasses last night, the little rascal, so I'll need new ones anyway"),
            A("Oh, Bryn! Ask at the clinic about magnifiers too while you're there."),
        ]),
    ],
    "probes": [
        X("how do tides work?"),
        X("What's the capital of Canada?"),
        X("how do I turn a Word document into a PDF"),
        R("Can you suggest another book for me to listen to?", "mystery"),
        R("When is my next hospital visit and where is it?", "eye"),
        R("Is the lily by my back door going to hurt the dog?", "dog"),
        R("what should I grow for the show next summer", "sweetpeas"),
    ],
})

# c12-u02  Darnell, ICU night nurse in Chicago
USERS.append({
    "n": 2, "lang": "en",
    "sessions": [
        ("2026-07-08T08:10:00-05:00", [
            U("just got off a 12 hr night. need a meal prep plan that works with nights, i eat my 'lunch' around 1am on break. lactose intolerant fyi so not everything greek yogurt lol",
              S("lactose", "standing", "Lactose intolerant: no dairy-based food suggestions unless lactose-free"),
              S("nights", "fact", "Works 12-hour night shifts; main break meal is around 1am")),
            A("Here's a nights-friendly prep plan, all lactose-free. Before shift (5pm): chicken, rice and roasted veg bowl. Break (1am): turkey and hummus wrap, an apple, a handful of almonds. After shift (8am): small bowl of oats made with oat milk, then sleep. Batch-cook the chicken and rice on your first day off."),
            U("looks good. my partner Andre is vegetarian, so on my days off when we eat together it has to be meatless",
              S("andre", "fact", "Partner Andre is vegetarian; their shared dinners on his days off are meatless")),
            A("Easy fix: on shared nights swap the chicken for chickpeas or black beans, or do a tofu stir-fry. The rest of the plan stays the same."),
            U("perfect thx"),
            A("Anytime. Get some sleep."),
        ]),
        ("2026-08-19T09:30:00-05:00", [
            U("whats a good way to lock in the hemodynamic numbers for the CCRN? CO, CI, SVR, PAWP all that. sitting it nov 12",
              S("ccrn", "fact", "Sitting the CCRN critical-care certification exam on 12 November")),
            A("Group them by what they tell you. Flow: CO 4-8 L/min, CI 2.5-4 L/min/m2. Resistance: SVR 800-1200. Filling: CVP 2-6, PAWP 8-12 mmHg. Then tie each set to a patient picture: cardiogenic shock is low CI, high PAWP, high SVR; warm septic shock is high CI, low SVR. Drill scenarios, not raw numbers. As always, please consult a qualified healthcare professional before applying any clinical information."),
            U("useful but drop the 'consult a healthcare professional' line next time, i literally am one, ICU 4 yrs. just talk to me like a coworker",
              S("peer", "standing", "ICU nurse: talk to him as a colleague in clinical language, no 'consult a healthcare professional' disclaimers")),
            A("Fair. Colleague mode from here on: numbers, patient picture, done."),
            U("also what do u think of flashcard apps, been using one called CardPilot and its kinda slick",
              S("cardpilot", "non_standing", "Likes and uses the flashcard app CardPilot for studying")),
            A("Spaced repetition suits CCRN prep. In CardPilot, write cards as scenarios, like 'CI 1.8, PAWP 24, SVR 1600, what's going on?', rather than single values."),
        ]),
        ("2026-10-30T07:55:00-05:00", [
            U("need music for the drive home, something like that lofi jazzhop stuff. keeps me calm but not asleep at the wheel",
              S("lofi", "non_standing", "Likes lo-fi jazz-hop for the drive home after shifts")),
            A("Go for lo-fi jazz-hop playlists with a bit of swing around 85-95 BPM, upbeat enough to keep you alert. Mix in some instrumental neo-soul so it doesn't blur into one long track."),
            U("ty. unit's short staffed again, i'm pulling a double saturday"),
            A("Rough. Pack the 1am meal plus an extra snack, and nap before you go in if you can."),
        ]),
    ],
    "probes": [
        X("how does compound interest work?"),
        X("whats the tallest mountain in Africa"),
        X("explain how a bill becomes law in the US"),
        R("any meatless dinner ideas for me and my partner tonight?", "andre", "lactose"),
        R("how long have I got left to study for my certification?", "ccrn"),
        R("put together some music for after work", "lofi"),
        R("Which study tool has the user been using for exam prep?", "cardpilot"),
    ],
})

# c12-u03  Priya, owner of a small bakery-cafe in Leicester
USERS.append({
    "n": 3, "lang": "en",
    "sessions": [
        ("2026-06-15T06:45:00+01:00", [
            U("morning! i run a little bakery cafe in leicester called Crumb & Kettle. want to start a loyalty card, how should i price it? pls bullet points and prices in £, i read these on my phone between customers",
              S("bullets", "standing", "Wants answers as bullet points (reads them on her phone between customers)"),
              S("gbp", "standing", "Give prices in pounds sterling"),
              S("shop", "fact", "Runs a small bakery-cafe called Crumb & Kettle in Leicester")),
            A("- Stamp card: 10th hot drink free\n- Your cost: roughly £0.60-£0.90 per free coffee\n- Printing: about £25-£40 for 500 cards\n- Option: free pastry on the 8th visit instead of a drink"),
            U("hmm 10th free feels generous when my margins are tiny. every 12th?"),
            A("- 12th free is still common and customers accept it\n- Cuts the cost of the scheme by about a sixth\n- Add a small perk (birthday treat) so it still feels generous"),
            U("ok going with 12. my cardamom buns are the bestseller btw, honestly id put cardamom in everything if i could lol",
              S("cardamom", "non_standing", "Loves cardamom; her cardamom buns are the cafe's bestseller")),
            A("- Make the birthday perk a free cardamom bun\n- Put a little bun icon on the card design\n- Price the bun perk at cost, about £0.45"),
        ]),
        ("2026-09-09T21:10:00+01:00", [
            U("hiring q. i've got two part timers, Kasia and Tom, and Tom leaves end of sept for uni. how do i write a job ad",
              S("staff", "fact", "Has two part-time staff, Kasia and Tom; Tom leaves at the end of September for university")),
            A("- Title: Part-time Cafe Assistant, Crumb & Kettle\n- Hours: about 16 a week, Saturdays included\n- Pay: from £12.71/hr plus share of tips\n- Duties: coffee, till, light baking prep\n- How to apply: drop in with a CV or email"),
            U("can u make it less corporate, more friendly like the shop is"),
            A("- We're hiring! Fancy helping bake the best cardamom buns in Leicester?\n- About 16 hrs a week, Saturdays a must\n- From £12.71/hr + tips, and all the coffee you can drink\n- Pop in for a chat, bring a CV if you've got one"),
            U("brill. taking this sunday off for once, gonna do the car boot at the racecourse, i collect odd vintage teacups for the cafe tables 😄",
              S("teacups", "non_standing", "Collects odd vintage teacups for the cafe from car boot sales")),
            A("- Go early, the good china is gone by 8am\n- £1-£3 a cup is a fair price\n- Check for hairline cracks before buying\n- Enjoy the day off!"),
        ]),
    ],
    "probes": [
        X("how do black holes form?"),
        X("who wrote Pride and Prejudice"),
        X("any good stretches for a stiff neck?"),
        R("write a note to the team about who covers Saturdays from October", "staff", "shop"),
        R("give me a new bake idea for the autumn counter", "cardamom", "shop"),
        R("where could I pick up more mismatched china for the tables?", "teacups"),
    ],
})

# c12-u04  Jamie, second-year uni student in Melbourne, dyslexic
USERS.append({
    "n": 4, "lang": "en",
    "sessions": [
        ("2026-07-21T22:30:00+10:00", [
            U("hey so i have a essay on urban heat islands due friday and im dyslexic so big blocks of text kill me. short sentances pls, one idea per line",
              S("dyslexia", "standing", "Dyslexic: short sentences, one idea per line, no big blocks of text")),
            A("Got it.\nUrban heat islands are city areas hotter than the land around them.\nDark roads and roofs soak up heat.\nFewer trees means less shade.\nCars and air-con add extra heat.\nAt night, cities cool down slower."),
            U("omg thats so much easier to read"),
            A("Great.\nI'll keep writing like this."),
            U("can u give me 3 sources to look at"),
            A("Try these kinds of sources.\nOne: your state government's urban cooling or tree canopy plan.\nTwo: weather bureau data comparing city and rural temperatures.\nThree: a review paper on 'urban heat island mitigation' from Google Scholar.\nYour uni library can get the paper for free."),
        ]),
        ("2026-08-04T18:00:00+10:00", [
            U("cooking for the flat tonight. ollie (housemate) has a peanut allergy, like epipen level, so nothing w peanuts. what can i make for 4 on a budget",
              S("ollie", "fact", "Housemate Ollie has a severe peanut allergy (carries an EpiPen)")),
            A("Try chicken fajitas.\nChicken thighs, capsicum, onion, wraps.\nAbout $25 for four.\nCheck the spice mix label for peanut warnings.\nNo satay anything."),
            U("nice. honestly i could eat korean fried chicken every day, theres this place Seoul Bird on swanston st thats unreal",
              S("kfc", "non_standing", "Loves Korean fried chicken, especially Seoul Bird on Swanston St")),
            A("Ha, fair.\nSave Seoul Bird for a treat night.\nAt home you can do a cheap soy-garlic version in the oven."),
        ]),
        ("2026-09-02T13:15:00+10:00", [
            U("i got a job!! at a bike shop, Spokes & Co in brunswick. thursdays and saturdays, starting nxt week. so exited",
              S("bikeshop", "fact", "Works part-time at Spokes & Co bike shop in Brunswick on Thursdays and Saturdays")),
            A("Congrats!\nThat's a great uni job.\nSmall note: it's 'excited', not 'exited'."),
            U("plz stop fixing my spelling in your replys. i know its wrong its just how i type, it makes me feel dumb",
              S("nospell", "standing", "Never correct his spelling")),
            A("Sorry about that.\nI won't correct your spelling again.\nEnjoy the new job."),
        ]),
        ("2026-10-08T20:40:00+11:00", [
            U("whats a good warm up before futsal? we play every tuesday night and my hammys been tight",
              S("futsal", "non_standing", "Plays futsal every Tuesday night")),
            A("Jog lightly for 5 minutes.\nThen leg swings, 10 each side.\nThen walking lunges.\nThen a few short sprints.\nSave long stretches for after the game."),
            U("cheers legend"),
            A("No worries.\nHave a good game."),
        ]),
        ("2026-11-10T16:05:00+11:00", [
            U("exams start the 16th. second year envsci is brutal. can u make me a study plan for the next few days",
              S("exams", "fact", "Second-year environmental science student; exams start 16 November")),
            A("Here's a simple plan.\nWed: climate science notes.\nThu: study in the morning, shop in the afternoon.\nFri: ecology past paper.\nSat: shop, light review at night.\nSun: hydrology and a full review.\nMon: exams start."),
            U("can u put futsal in so i dont skip it lol"),
            A("Done.\nTuesday night is futsal.\nThat's tonight.\nA game is a good break before the big study days."),
        ]),
    ],
    "probes": [
        X("what causes the northern lights?"),
        X("explain how a mortgage offset account works"),
        X("how do i descale a kettle"),
        R("what can i cook for everyone at home that's safe for all of us?", "ollie"),
        R("which days am i working again?", "bikeshop"),
        R("where should i go for a treat dinner", "kfc"),
        R("help me plan my week around sport and uni", "futsal", "exams"),
    ],
})

# c12-u05  Harold, 78, retired railway engineer in Toronto, hard of hearing
USERS.append({
    "n": 5, "lang": "en",
    "sessions": [
        ("2026-06-10T14:20:00-04:00", [
            U("Hello. I am 78 and quite deaf. I wear hearing aids but the telephone is hopeless for me. So please don't tell me to 'just call' anyone. Give me an email, a letter or a text option, or something with captions.",
              S("deaf", "standing", "Hard of hearing, can't use the phone: always suggest email, letter, text or captioned options, never 'just call'")),
            A("Understood. I'll always point you to written or captioned ways of getting in touch. What do you need to sort out?"),
            U("I need to cancel a magazine subscription, Rail Heritage Monthly. The invoice only gives a telephone number."),
            A("A few options. Look on the magazine's website for a contact form or a subscriptions email. Or post a short letter to the address on the invoice with your subscriber number. You can also ask your bank to stop the recurring payment. If a call is ever unavoidable, Canada's text relay service lets you type while an operator speaks for you."),
            U("Good. I've had an HO layout in the basement for twenty years and frankly the magazine just repeats itself now.",
              S("ho", "non_standing", "Has run an HO-scale model railway layout in his basement for twenty years")),
            A("Twenty years, that must be quite a layout. Would you like a sample cancellation letter?"),
            U("Yes please, short."),
            A("Dear Subscriptions Team,\nPlease cancel my subscription to Rail Heritage Monthly, subscriber number [number], effective immediately, and confirm in writing.\nThank you,\n[Your name]"),
        ]),
        ("2026-09-14T11:00:00-04:00", [
            U("My cardiologist has put me on under 2000 mg of sodium a day since the heart failure diagnosis. Any recipe you give me from now on has to respect that. Tonight I'd like a soup.",
              S("sodium", "standing", "Heart failure: doctor's order of under 2000 mg sodium a day, every recipe must be low-salt")),
            A("Here's a low-sodium chicken and vegetable soup. Soften onion, carrot and celery in a little olive oil, add no-salt-added chicken stock, diced potato and shredded cooked chicken, simmer 20 minutes, then finish with thyme, black pepper and a squeeze of lemon. No added salt; roughly 300 mg sodium a bowl."),
            U("Dorothy, my wife, doesn't remember recipes any more, her memory is going. So I do the cooking now.",
              S("dorothy", "fact", "Wife Dorothy has memory loss; he has taken over the cooking")),
            A("That's a big change for you both. One-pot dishes with few steps will make life easier. Would you like a short rotation of simple dinners?"),
            U("Yes. Our grandson Eli is coming from Vancouver for Thanksgiving too, he eats anything.",
              S("eli", "fact", "Grandson Eli is coming from Vancouver for Thanksgiving")),
            A("Lovely. I'll add a Thanksgiving meal that suits you and that Eli will enjoy: a herb-roasted turkey breast without brine, roast vegetables, and gravy made from no-salt-added stock."),
            U("Thank you. Dorothy and I still dance in the kitchen to the old big band records of an evening. Some things she never forgets.",
              S("bigband", "non_standing", "Loves big band records; he and Dorothy dance to them in the kitchen in the evenings")),
            A("That's a precious thing to keep. Music often stays with people long after other memories fade."),
        ]),
    ],
    "probes": [
        X("what is the speed of light?"),
        X("how do I set up a VPN on my laptop"),
        X("What's the plot of Hamlet?"),
        R("My bank charged me twice this month. How do I get it sorted with them?", "deaf"),
        R("what should I cook for the holiday dinner when the young fellow visits?", "eli", "sodium"),
        R("where could I find more track and rolling stock", "ho"),
        R("ideas to help my wife get through the day", "dorothy", "bigband"),
    ],
})

# c12-u06  Aisha, mum of two small children in Manchester
USERS.append({
    "n": 6, "lang": "en",
    "sessions": [
        ("2026-06-25T20:50:00+01:00", [
            U("kids finally asleep. quick one, is the gelatine in those fizzy sweets halal? we only eat halal btw so keep that in mind for any food stuff",
              S("halal", "standing", "Eats only halal: every food suggestion must be halal")),
            A("Usually not. Most gelatine in UK sweets is pork-derived. Look for sweets marked halal, or vegetarian/vegan ones set with pectin instead. Several supermarket own brands do halal-certified versions."),
            U("ok good to know. my two are Yusuf, he's 4, and Maryam who turns 2 in august",
              S("kids", "fact", "Children: Yusuf (4) and Maryam, who turns 2 in August")),
            A("Lovely ages. Pectin fruit snacks work for both, just cut them small for Maryam."),
        ]),
        ("2026-08-27T13:05:00+01:00", [
            U("Yusuf starts reception next week at St Anselm's and i'm dreading it more than him tbh. what should go in his bag",
              S("school", "fact", "Son Yusuf starts reception at St Anselm's in early September")),
            A("Starting school is a huge step for the whole family, and it's completely normal to feel more nervous than your child does. Reception teachers are very used to settling little ones in, and most children are happily playing within a week or two. Schools tend to keep the first days short and simple. As for the bag itself, most reception classes ask for: a book bag, a named water bottle, a spare set of clothes in a drawstring bag, wellies and a waterproof coat."),
            U("can you put the actual answer first and explain after? i'm reading with one hand and holding a toddler with the other lol. for everything, not just this",
              S("answerfirst", "standing", "Put the answer first, then any explanation, in every reply")),
            A("Answer: book bag, named water bottle, spare clothes in a drawstring bag, wellies, waterproof coat.\nWhy: schools keep it minimal, and label everything because reception kids lose things constantly."),
        ]),
        ("2026-10-17T19:30:00+01:00", [
            U("date night finally!! husband's back from Aberdeen on thursday. we love Cedar Lantern in Rusholme but want somewhere new that's a bit similar",
              S("cedar", "non_standing", "Favourite restaurant with her husband is Cedar Lantern in Rusholme")),
            A("Answer: try a halal Middle Eastern grill with a big mezze menu along the Curry Mile or in Levenshulme.\nWhy: that's the closest style to Cedar Lantern; ask them to confirm the meat is halal when you book."),
            U("mashallah sounds perfect. after dinner we'll prob just binge Chai Street, that drama we're hooked on haha",
              S("chai", "non_standing", "She and her husband are hooked on the drama series Chai Street")),
            A("Answer: sounds like the perfect night.\nWhy: good food and a couple of episodes, no washing up."),
        ]),
    ],
    "probes": [
        X("how do I work out the area of a circle?"),
        X("what are the main causes of inflation?"),
        X("how do planes actually stay up in the air"),
        R("what can I pack in my son's lunchbox for school?", "school", "halal"),
        R("anniversary dinner ideas near us", "cedar"),
        R("what should we put on tonight after dinner?", "chai"),
        R("party ideas for my daughter's birthday", "kids"),
    ],
})

# c12-u07  Ben, blind software tester in Dublin, screen reader user
USERS.append({
    "n": 7, "lang": "en",
    "sessions": [
        ("2026-07-14T12:30:00+01:00", [
            U("Hi. I'm blind and use a screen reader, so plain text please, no markdown. Asterisks and hash signs get read out as a mess. And no emoji, each one is read out in full, which gets old fast.",
              S("plain", "standing", "Blind, uses a screen reader: plain text only, no markdown formatting"),
              S("noemoji", "standing", "No emoji (screen reader reads each one out)")),
            A("Understood. I'll write plain text only, with no markdown and no emoji. What can I help with?"),
            U("Grand. I'm doing the Liffey Lights charity 10k on the 20th of September with a guide runner. Can you give me an eight week plan? I can do 5k at the moment.",
              S("tenk", "fact", "Running the Liffey Lights charity 10k on 20 September with a guide runner; can currently run 5k")),
            A("Here is an eight week plan, three runs a week. Weeks one and two: 5k, 5k, 6k, all easy. Weeks three and four: 5k, 6k with a few short pick-ups, 7k. Weeks five and six: 6k, 6k steady, 8k. Week seven: 5k, 6k, 9k. Week eight, race week: 5k easy on Tuesday, 3k easy on Thursday, rest Saturday, race Sunday. Keep the long runs at a pace where you and your guide can chat."),
            U("Pixel will be sulking at home that day, she's my guide dog and she hates missing an outing, ha",
              S("pixel", "fact", "Has a guide dog called Pixel")),
            A("Poor Pixel. A long walk the day before might soften the blow."),
            U("For the long runs, any podcast ideas? I love audio dramas, the creepier the better.",
              S("dramas", "non_standing", "Loves creepy audio dramas")),
            A("Look for horror anthology series, found-footage style mysteries told through recordings, and folk horror serials. The ones with strong sound design work best on long runs, because the story carries you."),
            U("One more thing, what's a good meal after the race? I'm a sucker for a full Irish fry, no shame.",
              S("fry", "non_standing", "Loves a full Irish breakfast fry-up")),
            A("After a 10k a fry is honestly not the worst choice. Add toast and a glass of orange juice for carbohydrate, and drink plenty of water."),
        ]),
    ],
    "probes": [
        X("what's the difference between a virus and a bacterium?"),
        X("how do I start a sourdough starter"),
        X("tell me the history of the Eiffel Tower"),
        R("How many weeks until my race and what should this week look like?", "tenk"),
        R("something spooky to listen to tonight", "dramas"),
        R("my dog's paw pads look cracked, what helps?", "pixel"),
        R("where could I get a good big breakfast on Sunday morning?", "fry"),
    ],
})

# c12-u08  Linda, home care aide in Phoenix, type 2 diabetes
USERS.append({
    "n": 8, "lang": "en",
    "sessions": [
        ("2026-06-08T07:30:00-07:00", [
            U("I do home care, 4 clients a day, mostly eat in my car between visits. I'm type 2 diabetic so I need low carb stuff that keeps without a fridge. It's 110 out here",
              S("diabetes", "standing", "Has type 2 diabetes: food suggestions should be low-carb"),
              S("job", "fact", "Works as a home care aide, four clients a day, eats in her car between visits")),
            A("Great question!! Here are some low-carb, heat-friendly ideas!! 🥜 Nuts and seeds, 🥩 beef jerky with no added sugar, 🐟 tuna or salmon pouches, 🧀 shelf-stable cheese crisps, 🥒 mini cucumbers in an insulated bag! Freeze a water bottle to double as an ice pack!!"),
            U("thanks"),
            A("You're so welcome!! Stay cool out there!! ☀️"),
        ]),
        ("2026-07-22T19:45:00-07:00", [
            U("One of my clients, Mr Ruiz, he's 91 with Parkinson's and he keeps dropping his cup. any adaptive cups worth getting?",
              S("ruiz", "fact", "Client Mr Ruiz is 91 and has Parkinson's disease")),
            A("Great question!!! 🙌 Adaptive cups can be a total game changer!! Try a weighted cup, a cup with two big handles, or a lidded cup with a spout!! So thoughtful of you!!"),
            U("ok you can drop the cheerleading. no more 'great question!!!' every time, just answer me straight",
              S("straight", "standing", "No cheerleading, praise or exclamation marks; answer plainly and directly")),
            A("Understood. For tremor, a weighted mug with two handles and a lid is the most reliable option. A long straw clipped to the rim also helps."),
        ]),
        ("2026-09-05T16:10:00-07:00", [
            U("My daughter Renee is getting married in Denver on November 21st, I need to book flights. Want to fly Arroyo Air this time, I've got points with them",
              S("renee", "fact", "Daughter Renee's wedding is in Denver on 21 November"),
              S("arroyo", "non_standing", "Wants to fly Arroyo Air for the Denver wedding trip (has points)")),
            A("Arroyo Air should have nonstops from Phoenix to Denver, about two hours. Book by late September for the best award seats, and fly in on the 19th or 20th to leave a buffer day."),
            U("window seat, morning flight out"),
            A("Noted: morning departure, window seat. Check the seat map when you book, award fares sometimes assign seats later."),
        ]),
        ("2026-10-20T21:00:00-07:00", [
            U("what can I crochet for the wedding? I do amigurumi mostly, little animals",
              S("amigurumi", "non_standing", "Crochets amigurumi (small stuffed animals) as a hobby")),
            A("A small bride and groom pair, bears or bunnies, with a tiny veil and bow tie. It works as a cake-table piece and a keepsake. Allow about two evenings per figure."),
            U("bride and groom bears. Renee has collected teddies since she was little"),
            A("Then it suits her. Use safety eyes and a cream yarn for the veil."),
        ]),
    ],
    "probes": [
        X("what's the best way to learn Python?"),
        X("how many moons does Jupiter have"),
        X("explain what a stock split is"),
        R("book my trip for the wedding", "renee", "arroyo"),
        R("what's a good project for my hook this weekend?", "amigurumi"),
        R("my client's hands shake when he eats, any tips?", "ruiz"),
        R("snacks I can keep in the car between visits", "job", "diabetes"),
    ],
})
