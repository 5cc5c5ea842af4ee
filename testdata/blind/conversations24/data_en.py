# English-writing users (u01-u08).
# Layout per user:
#   sessions:   list of (start, [turn, turn, ...]) with turns alternating user/assistant
#   statements: list of (session_no, turn_index, kind, text); numbered st1.. in order
#   unrelated:  three queries
#   related:    list of (query, [statement numbers])

USERS_EN = [
    # u01 - graphic designer in Toronto, from Chile, colour blind
    {
        "lang": "en",
        "sessions": [
            ("2026-05-14T10:22:00-04:00", [
                "Hey, I need to pick a colour palette for a bakery rebrand. They want warm and friendly. Heads up, I'm colour blind (deuteranopia), so when you suggest colours give me hex codes and describe them by how light/dark and warm/cool they are, not just 'a nice sage green'.",
                "Got it. Try #F4E1C1 (light, warm cream), #C8553D (medium-dark, warm terracotta), #2E4057 (dark, cool slate blue) and #F2A541 (medium-light, warm golden orange).",
                "Ooh the slate one is good. Can you check the cream against the slate for body text contrast?",
                "Cream #F4E1C1 on slate #2E4057 has very high contrast, well past the WCAG AA threshold for body text, so you're safe.",
                "perfect. it's for a tiny place on Ossington, I'm walking past tomorrow with Pisco (my dog) so I'll grab photos of the storefront",
                "Nice. Shoot the signage and the window at a couple of different times of day so you can see how the light changes.",
            ]),
            ("2026-07-02T20:05:00-04:00", [
                "ok random one. rewatching The Grand Budapest Hotel for like the 6th time, what other films have that symmetrical, pastel look?",
                "Great question! Try Moonrise Kingdom, Amélie, Tarsem's The Fall, and Paddington 2.",
                "Amélie yes. Wes Anderson is my comfort director honestly. Also pls stop starting every answer with 'Great question!', it's a bit much",
                "Fair enough. If you haven't seen them yet, Asteroid City and The French Dispatch are the two most recent.",
            ]),
            ("2026-09-10T08:40:00-04:00", [
                "Moving my studio out of my apartment into a shared space in the Junction on Sept 28. What insurance should I sort out as a freelancer?",
                "Look at commercial general liability, contents cover for your equipment, and professional liability (E&O) if clients rely on your work.",
                "E&O, had to google that lol. ok, my abuela back in Valparaíso always said never skip the boring paperwork, so I'll call a broker",
                "Good plan. Ask the broker whether the shared space's own policy covers any of your gear, so you don't double up.",
                "also I only trust Pentel brush pens for lettering, the Japanese ones. Any shop in Toronto that carries them?",
                "Curry's and DeSerres usually stock the Pentel Pocket Brush. Check their online stock before going.",
            ]),
        ],
        "statements": [
            (1, 0, "standing", "colour blind (deuteranopia); give hex codes and describe colours by lightness and warmth, not by name alone"),
            (1, 4, "fact", "has a dog named Pisco"),
            (2, 2, "non_standing", "Wes Anderson is her comfort director; rewatches The Grand Budapest Hotel"),
            (2, 2, "standing", "don't open answers with 'Great question!' or similar filler praise"),
            (3, 0, "fact", "freelance designer moving her studio to a shared space in the Junction on Sept 28"),
            (3, 2, "fact", "her grandmother lives in Valparaíso, Chile"),
            (3, 4, "non_standing", "prefers Japanese Pentel brush pens for lettering"),
        ],
        "unrelated": [
            "how do noise-cancelling headphones actually work?",
            "what's 15% of 2,340?",
            "what causes the northern lights?",
        ],
        "related": [
            ("which brush pens do I like for lettering again?", [7]),
            ("when am I moving into the new studio?", [5]),
            ("pick me a movie for tonight, something I'd be into", [3]),
            ("suggest an accent colour to go with the slate blue for the bakery", [1]),
        ],
    },
    # u02 - Samoan construction worker in Auckland, stage 3 kidney disease
    {
        "lang": "en",
        "sessions": [
            ("2026-05-20T19:30:00+12:00", [
                "hey mate whats a good feed to take to work for lunch, something filling. im on the tools all day on a building site",
                "A chicken and rice bowl with veg, or a big wrap with tuna and salad, will keep you going.",
                "sweet. forgot to say doc says ive got stage 3 kidney disease so i gotta keep salt and potassium down. so no bananas and that",
                "Good to know. Skip the tuna in brine and the bananas. Chicken, rice, cabbage, carrots and apples are better picks, and go easy on sauces.",
                "chur. my missus makes palusami every sunday, its my favourite. is that ok or nah",
                "Taro leaves and coconut cream are fairly high in potassium, so a small portion now and then rather than a big plate. Worth checking with your renal dietitian.",
            ]),
            ("2026-08-08T09:15:00+12:00", [
                "can u keep it short, i read this on my phone on smoko. how do i get concrete dust off my work boots without wrecking them",
                "Brush off the dry dust, wipe with warm water and a splash of vinegar, dry away from heat, then condition the leather.",
                "good. warriors were unreal last night eh, best team in the comp",
                "Big win. They're looking strong for the finals.",
                "my girl Lani turns 5 on 14 october, wanna do a party at the park. ideas?",
                "Treasure hunt, sack races, a piñata and a sausage sizzle. Keep it to about 2 hours.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "works on a building site, on the tools all day"),
            (1, 2, "standing", "stage 3 kidney disease; food advice must keep salt and potassium low"),
            (1, 4, "non_standing", "palusami his wife makes on Sundays is his favourite"),
            (2, 0, "standing", "keep answers short; reads on his phone during breaks"),
            (2, 2, "non_standing", "supports the Warriors (NRL)"),
            (2, 4, "fact", "daughter Lani turns 5 on 14 October"),
        ],
        "unrelated": [
            "how do tides work",
            "whats the capital of Canada and why isnt it Toronto",
            "how much is 15% GST on $480",
        ],
        "related": [
            ("what snacks can i eat that wont mess with my kidneys", [2]),
            ("the missus is making that taro leaf dish again this sunday, how much can i have", [3, 2]),
            ("what should i get my daughter for her birthday", [6]),
            ("when does my team play next", [5]),
        ],
    },
    # u03 - Jordanian first officer based in Dubai
    {
        "lang": "en",
        "sessions": [
            ("2026-06-11T23:50:00+04:00", [
                "Just landed from Manila and can't sleep. Any tips for resetting after a long night flight? Please use 24-hour time if you give me a schedule, I mix up am and pm when I'm this tired.",
                "Try to sleep now until about 07:00, get daylight before 10:00, keep any nap under 20 minutes and before 15:00, and no caffeine after 14:00.",
                "Thanks. Also when you suggest food or drinks keep it halal, so no alcohol, no pork. People keep recommending me a nightcap lol",
                "Understood. Warm milk with honey or a chamomile tea instead.",
            ]),
            ("2026-07-25T14:10:00+04:00", [
                "My wife Rania and I are thinking about a long weekend in Salalah during khareef. Worth it?",
                "Yes. During khareef (roughly late June to September) it turns green and misty, around 25°C. Don't miss Wadi Darbat and Mughsail beach.",
                "We loved Jebel Akhdar last winter, mountains are more our thing than beaches",
                "Then add the Jebel Samhan viewpoint and the Ayn Athum waterfall to the plan.",
            ]),
            ("2026-10-03T06:30:00+04:00", [
                "Starting my A350 type rating in Toulouse on 19 October, five weeks. Best way to study the systems?",
                "One system a day from the FCOM, redraw the schematics from memory, and practise flows in a paper cockpit before each sim session.",
                "Paper tiger, classic. I still fly MSFS on my days off, nerdy I know",
                "Not nerdy at all. The iniBuilds A350 would be a nice warm-up before the course.",
                "Ha, I'll check it. What should I pack for Toulouse in late October?",
                "Layers and a light waterproof; expect 10-18°C. There are several halal restaurants around Arnaud-Bernard.",
            ]),
        ],
        "statements": [
            (1, 0, "standing", "use 24-hour time in schedules"),
            (1, 2, "standing", "keeps halal: no alcohol or pork in food and drink suggestions"),
            (2, 0, "fact", "wife named Rania"),
            (2, 2, "non_standing", "loved Jebel Akhdar; prefers mountain trips to beaches"),
            (3, 0, "fact", "pilot starting an A350 type rating in Toulouse on 19 October, five weeks"),
            (3, 2, "non_standing", "plays Microsoft Flight Simulator on days off"),
        ],
        "unrelated": [
            "explain compound interest with a simple example",
            "write a short poem about the sea",
            "why do onions make you cry?",
        ],
        "related": [
            ("what should I revise before the simulator course starts?", [5]),
            ("plan a weekend away for me and my wife that we'd both enjoy", [3, 4]),
            ("give me a sleep plan for my next turnaround", [1]),
            ("suggest something to drink to wind down after a flight", [2]),
        ],
    },
    # u04 - stay-at-home mum in Bergen, pregnant with second child
    {
        "lang": "en",
        "sessions": [
            ("2026-05-07T13:05:00+02:00", [
                "Hi! I'm 14 weeks pregnant with our second, so please keep that in mind with anything food or medicine related. Is gravlaks ok to eat?",
                "Cold-cured salmon like gravlaks carries a listeria risk, so it's best avoided in pregnancy. Cooked salmon, or hot-smoked salmon heated until steaming, is fine.",
                "Oh no. ok. Eirik (he's 3) is going through a phase of refusing everything except fish cakes haha",
                "Very normal at three. Keep putting small bits of other food next to the fish cakes, without pressure.",
            ]),
            ("2026-07-19T21:40:00+02:00", [
                "I'm knitting a Marius sweater for Eirik, my first time doing colourwork. How do I stop the floats from being too tight?",
                "Spread the stitches out on the right needle before each colour change, knit the piece inside out, and don't let floats run longer than about an inch.",
                "Knitting is honestly the only thing keeping me sane right now. Also could you use metric please, I keep getting inches from you",
                "Sorry about that. Keep floats under about 2.5 cm and catch them if they're longer.",
                "And is Sandnes Garn Peer Gynt ok for a child's sweater? I'm a bit obsessed with it",
                "Yes, Peer Gynt is a classic for Marius sweaters. It's sturdy and washes fine on a wool programme.",
            ]),
            ("2026-10-30T10:15:00+01:00", [
                "Due date is 21 November and my mum is flying down from Tromsø the week before. What should go in the hospital bag?",
                "For you: ID and maternity card, comfy nightwear, nursing bra, maternity pads, snacks and a charger. For the baby: two bodysuits, a hat, a blanket, nappies, and the car seat for going home.",
                "Thanks. We're going to Haukeland so at least it's close. Can I take paracetamol for back pain?",
                "Paracetamol at the normal dose is generally the first choice in pregnancy, but check with your midwife. Avoid ibuprofen in the third trimester.",
                "great thank you",
                "Good luck with the last few weeks!",
            ]),
        ],
        "statements": [
            (1, 0, "standing", "pregnant (second child); food and medicine advice must be pregnancy-safe"),
            (1, 2, "fact", "son Eirik, aged 3"),
            (2, 2, "non_standing", "loves knitting; knitting a Marius sweater"),
            (2, 2, "standing", "use metric units, not inches"),
            (2, 4, "non_standing", "obsessed with Sandnes Garn Peer Gynt yarn"),
            (3, 0, "fact", "due date 21 November; her mother is flying in from Tromsø the week before"),
            (3, 2, "fact", "giving birth at Haukeland hospital"),
        ],
        "unrelated": [
            "why is the Dead Sea so salty?",
            "help me write a polite email declining a dinner invitation",
            "how does a heat pump work?",
        ],
        "related": [
            ("what can I take for a headache?", [1]),
            ("which yarn was I raving about?", [5]),
            ("dinner ideas my toddler might actually eat", [2]),
            ("when's the baby due and when does my mum arrive?", [6]),
        ],
    },
    # u05 - 16-year-old in Trinidad, dyslexia
    {
        "lang": "en",
        "sessions": [
            ("2026-05-25T16:45:00-04:00", [
                "can u help me with my english essay its on the poem Ol' Higue by mark mcwatt. i have dyslexia so pls dont give me a big block of text",
                "Sure. Short points:\n- The ol' higue tells the poem herself.\n- She sounds tired and a bit sad.\n- Ask why she wants us to understand her.",
                "ok that helps. whats a good opening line",
                "Try: \"In 'Ol' Higue', McWatt lets the monster speak, and she is not what we expect.\"",
                "thats nice. i have CSEC next may so i need to get good at this",
                "You have time. One practice paragraph a week will make a big difference.",
            ]),
            ("2026-08-02T11:20:00-04:00", [
                "yooo carnival done long time but im still playing machel montano every day lol. what other soca artists should i listen to",
                "Try Kes, Bunji Garlin, Patrice Roberts, Nailah Blackman and Voice.",
                "kes is good. also dont correct my spelling when i type, its anoying, i know lol",
                "Got it. No spelling corrections.",
                "my little brother jaden wants to learn steelpan, where in POS can he start",
                "Panyards like Invaders in Woodbrook often run youth classes in the July-August holidays. Ask at his school too.",
            ]),
            ("2026-10-14T19:05:00-04:00", [
                "what is photosynthesis in simple words. bio test tomorow",
                "Plants use sunlight, water and carbon dioxide to make sugar for food. Oxygen is left over.",
                "ty. eating doubles rn from the man by the savannah, best thing on earth",
                "Good study snack. Good luck tomorrow!",
            ]),
        ],
        "statements": [
            (1, 0, "standing", "has dyslexia; no big blocks of text"),
            (1, 4, "fact", "sitting CSEC exams next May"),
            (2, 0, "non_standing", "loves soca, plays Machel Montano every day"),
            (2, 2, "standing", "don't correct her spelling"),
            (2, 4, "fact", "little brother Jaden wants to learn steelpan; they live near Port of Spain"),
            (3, 2, "non_standing", "loves doubles from the vendor by the Savannah"),
        ],
        "unrelated": [
            "how many planets are in the solar system",
            "how do i make my phone battery last longer",
            "whats the difference between weather and climate",
        ],
        "related": [
            ("help me make a study plan for my big exams", [2]),
            ("what songs should i put on a party playlist", [3]),
            ("where could my brother take pan lessons", [5]),
            ("im hungry what should i go and get", [6]),
        ],
    },
    # u06 - Russian-born postdoc in Edinburgh, epilepsy
    {
        "lang": "en",
        "sessions": [
            ("2026-06-02T22:30:00+01:00", [
                "Evening. I'm a postdoc in a crystallography lab here in Edinburgh and I have to finish a grant progress report by Friday. How should it be structured?",
                "Aims, progress against each aim, key results with one figure each, any deviations and why, next steps, and outputs such as papers and datasets.",
                "Helpful. One thing though: I have epilepsy, so don't suggest pulling an all-nighter or anything that cuts sleep. Sleep loss is my main trigger.",
                "Understood. Split the writing into three focused blocks over the next few days and keep your normal bedtime.",
                "And call me Dima, everyone does.",
                "Will do, Dima.",
            ]),
            ("2026-08-16T15:00:00+01:00", [
                "I'm going through Tal's games from the 1960 match against Botvinnik. Which one should I start with?",
                "Game 6 is the famous one, with Tal's speculative knight sacrifice in a King's Indian.",
                "Yes! Tal is my favourite player by a mile. My partner Fiona thinks I'm obsessed",
                "A healthy obsession. Tal's own book on the match is a great companion to the games.",
            ]),
            ("2026-11-05T09:20:00+00:00", [
                "Flying to Lisbon on the 18th for a structural biology conference. Where do I find decent pelmeni in Lisbon? Joking. Mostly.",
                "There are a few Ukrainian and Russian shops and restaurants in Lisbon, many around Arroios.",
                "Ha. Honestly the frozen ones from the Polish shop on Leith Walk are the only ones I buy",
                "Then stock up before you fly.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "postdoc in a crystallography lab in Edinburgh"),
            (1, 2, "standing", "has epilepsy; sleep loss is his main trigger, never suggest cutting sleep or all-nighters"),
            (1, 4, "standing", "call him Dima"),
            (2, 2, "non_standing", "Tal is his favourite chess player"),
            (2, 2, "fact", "partner named Fiona"),
            (3, 0, "fact", "flying to Lisbon on 18 November for a structural biology conference"),
            (3, 2, "non_standing", "buys frozen pelmeni from the Polish shop on Leith Walk"),
        ],
        "unrelated": [
            "how does a mortgage offset account work?",
            "write a limerick about a cat",
            "give me a short history of the Eiffel Tower",
        ],
        "related": [
            ("help me plan the conference week so I'm not wrecked by the end", [6, 2]),
            ("recommend me a chess book", [4]),
            ("what should I get my partner for her birthday?", [5]),
        ],
    },
    # u07 - Venezuelan CPA in Miami caring for her mother, migraines
    {
        "lang": "en",
        "sessions": [
            ("2026-05-11T07:15:00-04:00", [
                "My mom Carmen moved in with me last month. She's 81 and has early dementia. How do I make the bathroom safer for her?",
                "Grab bars by the toilet and in the shower, a shower chair, non-slip mats, a night light, and turn the water heater down to 120°F.",
                "Good list. She keeps trying to cook at 3am, any ideas?",
                "Stove knob covers or an automatic shut-off, a motion sensor that alerts you, and a simple snack left ready in the fridge.",
            ]),
            ("2026-06-23T20:30:00-04:00", [
                "I'm a CPA so you can skip the basics on money stuff. Can I claim my mom as a dependent if she gets a small pension from Venezuela?",
                "Possibly. Under the qualifying relative test her gross income has to be under the exemption amount and you must provide more than half her support. The foreign pension counts as gross income, and she'll need an SSN or ITIN.",
                "Right, the ITIN. OK. Also, I get migraines and long answers on a bright screen are not helping lol. Keep them tight.",
                "Will do.",
                "Quick dinner idea? Not arepas, I already eat at El Arepazo in Doral every single week",
                "Sheet-pan chicken with peppers and onions. 30 minutes, one pan.",
            ]),
            ("2026-09-14T12:40:00-04:00", [
                "Hosting dinner for my cousin's 40th. Wine ideas? I won't drink the red myself, red wine is a guaranteed migraine for me, same with aged cheese.",
                "For guests: Albariño with seafood, Rioja with the meat. For you: a crisp white or sparkling water with citrus. Swap the aged cheese board for fresh mozzarella and fruit.",
                "Whites are fine. After this week I need to veg out. I grew up on Venezuelan telenovelas, the Kassandra era. Anything new like that?",
                "Try Café con aroma de mujer (2021) on Netflix.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "mother Carmen, 81, early dementia, moved in with her"),
            (2, 0, "fact", "is a CPA"),
            (2, 2, "standing", "gets migraines; keep answers short"),
            (2, 4, "non_standing", "eats at El Arepazo in Doral every week"),
            (3, 0, "standing", "red wine and aged cheese trigger her migraines; keep them out of suggestions for her"),
            (3, 0, "fact", "hosting a dinner for her cousin's 40th birthday"),
            (3, 2, "non_standing", "loves classic Venezuelan telenovelas like Kassandra"),
        ],
        "unrelated": [
            "how do solar panels turn light into electricity?",
            "what's the tallest mountain in Africa?",
            "give me a three-sentence summary of the French Revolution",
        ],
        "related": [
            ("any ideas to keep my mom busy in the afternoons?", [1]),
            ("where should I go for dinner Friday, somewhere I already like", [4]),
            ("what can I put on a snack board for guests that I can still eat from?", [5]),
            ("what should I binge this weekend?", [7]),
        ],
    },
    # u08 - Fijian head chef at a resort in Nadi, lactose intolerant
    {
        "lang": "en",
        "sessions": [
            ("2026-06-06T15:30:00+12:00", [
                "Bula! I'm head chef at a resort in Nadi and we're redoing the dessert menu. I need something tropical that isn't another pineapple upside-down cake.",
                "Try a coconut panna cotta with passionfruit, a cassava and coconut pudding like vakalavalava, mango and lime sorbet, or grilled papaya with ginger syrup.",
                "Vakalavalava on a fine dining menu, I like it. Can you give me a recipe for 40 portions? In grams please, I don't work in cups.",
                "Grated cassava 4 kg, coconut cream 1.6 kg, sugar 800 g, a pinch of salt. Mix, wrap in banana leaf portions of about 140 g, bake at 180°C for 50-60 minutes.",
            ]),
            ("2026-08-21T10:00:00+12:00", [
                "Personal question this time. I'm lactose intolerant and I taste food all day at work, so by dinner I'm bloated. Any tips?",
                "Take a lactase tablet before tasting dairy-heavy dishes, spit-taste cream sauces, and lean on butter and hard aged cheeses, which are low in lactose.",
                "Good. So when you give me food ideas for me personally, go dairy-free or low-lactose. Guests are a different story ha",
                "Got it: low-lactose for you, anything goes for the guests.",
                "Also my husband Josefa and I are finally opening a food truck in Lautoka in November!",
                "Congratulations! Want help with a small menu that's quick to serve?",
            ]),
            ("2026-10-12T19:45:00+12:00", [
                "Day off. We're trying Peruvian at home tonight, ceviche is my absolute favourite thing to eat. Kokoda is basically its cousin right?",
                "Very close. Both cure raw fish in citrus; kokoda adds coconut cream, while ceviche uses leche de tigre with chilli, red onion and coriander.",
                "Yes! One day I want to eat at Central in Lima, that's the dream",
                "It's worth the trip. Book a few months ahead.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "head chef at a resort in Nadi"),
            (1, 2, "standing", "recipes in grams, not cups"),
            (2, 2, "standing", "lactose intolerant; food ideas for her personally must be dairy-free or low-lactose"),
            (2, 4, "fact", "opening a food truck in Lautoka with husband Josefa in November"),
            (3, 0, "non_standing", "ceviche is her favourite food; likes Peruvian cooking"),
            (3, 2, "non_standing", "dreams of eating at Central in Lima"),
        ],
        "unrelated": [
            "how do I work out the area of a circle?",
            "what's the best way to learn a new language as an adult?",
            "explain how planes stay in the air",
        ],
        "related": [
            ("give me a lunch idea just for me this weekend", [3]),
            ("help me put together the launch menu for the truck", [4]),
            ("bucket-list restaurant trip, where should I go?", [6]),
            ("I want to make something with raw fish and citrus tonight", [5]),
        ],
    },
]
