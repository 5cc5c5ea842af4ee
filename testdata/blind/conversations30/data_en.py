# Set c30, English users u01-u08.
# A turn is ("user", text, [labels]) or ("assistant", text).
# A label is (kind, tag, gloss); build.py turns tags into statement ids.
# related probes: (query, [tags]); unrelated probes: three plain queries.

LANG = "en"

USERS = [
    # ------------------------------------------------------------------ u01
    dict(
        n=1,
        persona="Tomas Archuleta, 44, marionette maker and puppeteer running a small touring company in Denver; moderate haemophilia A.",
        zone="America/Denver",
        sessions=[
            dict(start="2026-09-05T14:10:00-06:00", turns=[
                ("user",
                 "hey. I carve marionettes for a living (tiny touring outfit, Hollow Reed Marionettes, "
                 "mostly schools and library branches) and I want a sanity check on a carving gouge set "
                 "before I drop $300 on it. also heads up before you recommend anything ever: I have "
                 "hemophilia A, moderate. so no 'just pop an ibuprofen', and if a tool or a job carries a "
                 "real bleed risk, say so plainly",
                 [("fact", "job", "Runs a small touring marionette company, Hollow Reed Marionettes, in Denver"),
                  ("standing", "hemo", "Has moderate haemophilia A: no NSAIDs, flag bleeding/injury risk in any advice")]),
                ("assistant",
                 "Got it. For a $300 set, look for fewer, better gouges: a #3, #5 and #7 sweep plus a V-tool cover most "
                 "marionette heads. Keep them razor sharp (dull tools slip), carve away from your hands, and use a "
                 "carving vise so your off hand never sits in front of the edge."),
                ("user",
                 "thx. fwiw everything you write gets pasted into my rehearsal notes app and it turns asterisks and "
                 "hash signs into garbage. so plain text from now on pls, no markdown no emoji",
                 [("standing", "plain", "Wants plain text only: no markdown symbols, no emoji")]),
                ("assistant",
                 "Understood, plain text from here on. Short version of the gouge advice: three sweeps and a V-tool, "
                 "kept sharp, work held in a vise."),
                ("user", "my buddy Cal swears the cheap harbor freight chisels are fine lol. anyway gotta run, rehearsal"),
                ("assistant", "Cheap chisels can be tuned up, but they need more honing. Good luck at rehearsal."),
            ]),
            dict(start="2026-10-20T19:42:00-06:00", turns=[
                ("user",
                 "ok the big build: library branch wants a Day of the Dead show on Nov 1 and I'm making a three foot "
                 "Catrina, eleven strings. her skirt is heavy and she keeps pitching forward on the control. how do I "
                 "rebalance without redoing the whole body?",
                 [("fact", "catrina", "Building a three-foot Catrina marionette for a library Day of the Dead show on 1 November")]),
                ("assistant",
                 "Try moving the hip joint slightly forward and adding a small lead weight low in the back of the "
                 "pelvis, then shift the head string attachment a few millimetres back on the control bar. Test "
                 "after each change rather than all at once."),
                ("user",
                 "Renata (wife, ER nurse, has heard every shop-injury story twice) says I should ask you about gloves. "
                 "cut resistant but I still need to feel the grain",
                 [("fact", "renata", "Wife Renata is an emergency-room nurse")]),
                ("assistant",
                 "Look for ANSI A4 or A5 rated knit gloves with a thin nitrile palm, worn on the hand holding the "
                 "work. Given the bleeding risk, a thumb guard or carving tape on the knife hand is worth it too."),
                ("user",
                 "cool. random q, I have bluegrass going pretty much nonstop in the shop. newer bands in the Billy "
                 "Strings lane I might have missed?",
                 [("non_standing", "bluegrass", "Loves bluegrass music, plays it constantly in the shop")]),
                ("assistant",
                 "Try Molly Tuttle and Golden Highway, Sierra Ferrell, Greensky Bluegrass and Sister Sadie."),
            ]),
            dict(start="2026-11-08T10:15:00-07:00", turns=[
                ("user",
                 "show went great!! kids lost it when she danced. next thing: we're moving the workshop out of the "
                 "basement into a rented garage in Lakewood in December. checklist for moving a small wood shop?",
                 [("fact", "garage", "Moving the workshop from the basement to a rented garage in Lakewood in December")]),
                ("assistant",
                 "Congrats on the show. Checklist: measure the garage and sketch a layout, check the outlets and "
                 "amperage, book help for the heavy machines, empty and label tool drawers, seal finishes so they "
                 "don't freeze, and set up dust collection and lighting before the first carving day."),
                ("user",
                 "also rewatched Svankmajer's Alice last night for inspo. still my favorite movie of all time, that "
                 "stop motion is unhinged in the best way",
                 [("non_standing", "alice", "Favourite film is Jan Svankmajer's Alice (stop motion)")]),
                ("assistant", "It really is. The sock-and-taxidermy creatures alone are worth studying for movement."),
                ("user",
                 "just this once go long on the dust collection part, I actually want all the detail on ducting",
                 []),
                ("assistant",
                 "Sure. For a one-car garage a 1.5 hp single-stage collector with a cyclone separator is plenty. "
                 "Keep runs short, use smooth metal duct rather than flex where possible, ground it, and add a blast "
                 "gate at each machine."),
            ]),
        ],
        related=[
            ("Recommend some creepy stop-motion films for a rainy Sunday", ["alice"]),
            ("Put together a playlist for a long day of sanding and stringing", ["bluegrass"]),
            ("How do I keep finishes and glue from freezing in the new rental space over winter?", ["garage"]),
            ("What could I get my wife to make her long hospital shifts a bit easier?", ["renata"]),
        ],
        unrelated=[
            "What's the best way to get rust off a cast iron pan?",
            "Explain how mortgage points work.",
            "Write a short thank-you note to a neighbor who cleared my driveway.",
        ],
    ),

    # ------------------------------------------------------------------ u02
    dict(
        n=2,
        persona="Eilidh MacRae, 36, ranger in the Cairngorms National Park based in Aviemore; chronic insomnia.",
        zone="Europe/London",
        sessions=[
            dict(start="2026-06-14T21:30:00+01:00", turns=[
                ("user",
                 "Evening. I'm a ranger up in the Cairngorms, based out of Aviemore, and I'm writing a wee leaflet for "
                 "visitors on not getting caught out on the plateau. Can you draft the safety points? Distances in km "
                 "and heights in metres please, I'm not having feet on a Scottish hill, and that goes for anything "
                 "you ever give me.",
                 [("fact", "ranger", "Works as a ranger in the Cairngorms National Park, based in Aviemore"),
                  ("standing", "metric", "Use kilometres and metres (metric), never feet or miles")]),
                ("assistant",
                 "Here's a draft: check the mountain forecast, as the plateau sits above 1,100 m and weather turns fast; "
                 "carry map and compass; allow extra time, around 4 km per hour plus 10 minutes per 100 m of ascent; "
                 "pack warm layers even in June; tell someone your route."),
                ("user",
                 "Brilliant. Bracken, my collie (she's 4), is going to be the leaflet mascot haha. Add a line on dogs "
                 "and ground-nesting birds?",
                 [("fact", "bracken", "Has a four-year-old collie called Bracken")]),
                ("assistant",
                 "Added: 'Keep dogs on a short lead from April to August to protect ground-nesting birds like dotterel "
                 "and ptarmigan.'"),
                ("user", "cheers, that's me for tonight"),
                ("assistant", "Night, Eilidh."),
            ]),
            dict(start="2026-10-17T07:05:00+01:00", turns=[
                ("user",
                 "Right, another 4am wake-up and staring at the ceiling. I've had chronic insomnia for years and I'm "
                 "doing CBT-I through the GP, so keep that in mind whenever you advise me on shifts, food, exercise, "
                 "whatever: no 'just have a nap', no late coffee. Today's problem: rota for a dawn deer count, six "
                 "people, three weekends.",
                 [("standing", "insomnia", "Chronic insomnia, in CBT-I: no naps, no late caffeine in advice")]),
                ("assistant",
                 "Rough rota: pair people up, three pairs, each pair covers one weekend's dawn count and is off the "
                 "others. Put yourself on a fixed slot so your wake time stays consistent, which also suits CBT-I."),
                ("user",
                 "Fraser's on call with the mountain rescue team this weekend so I've got his share of the dog walks "
                 "too, typical",
                 [("fact", "fraser", "Partner Fraser volunteers with a mountain rescue team")]),
                ("assistant", "That's a full weekend. Maybe fold Bracken's walks into the count routes where dogs are allowed."),
                ("user",
                 "Ha. Also for the break room radio, anything Runrig. Forever a Runrig girl, I cried at The Last Dance",
                 [("non_standing", "runrig", "Big Runrig fan")]),
                ("assistant", "Good choice. Loch Lomond at full volume should wake the dawn shift up."),
            ]),
            dict(start="2026-10-31T23:10:00+00:00", turns=[
                ("user",
                 "Clocks went back last Sunday and my body clock is in bits. Anyway, Fraser and I are off to Skye for "
                 "a week in mid-November, renting a wee cottage near Portree. What do I pack for a guaranteed wet week?",
                 [("fact", "skye", "Going to Skye with Fraser for a week in mid-November, cottage near Portree")]),
                ("assistant",
                 "Waterproof jacket and overtrousers, two pairs of boots so one can dry, gaiters, a head torch since "
                 "it's dark by half four, midge net is unnecessary in November, and a dry bag for electronics."),
                ("user",
                 "And don't put salted porridge on the breakfast list. I know it's traditional, I just can't stand it",
                 [("non_standing", "porridge", "Dislikes salted porridge")]),
                ("assistant", "Noted, no salted porridge. Oatcakes with cheese or a cooked breakfast instead."),
                ("user",
                 "My sister wants a birthday poem for her boss. Make it daft, just this once",
                 []),
                ("assistant", "Here's a daft one: 'Another year, another chair, another meeting, greyer hair...'"),
            ]),
        ],
        related=[
            ("What should we have for breakfast at the cottage on the island?", ["skye", "porridge"]),
            ("Suggest some Scottish folk-rock bands for a long drive north", ["runrig"]),
            ("Christmas present ideas for my other half, who goes out on call-outs", ["fraser"]),
            ("My dog's getting stiff in her back legs after long hill days, what can I do?", ["bracken"]),
        ],
        unrelated=[
            "How do I get red wine out of a wool jumper?",
            "Explain the difference between an ISA and a pension.",
            "Draft a complaint to the council about a missed bin collection.",
        ],
    ),

    # ------------------------------------------------------------------ u03
    dict(
        n=3,
        persona="Dimitri 'Jim' Papadakis, 52, boilermaker-welder at a fabrication shop in Penrith, Western Sydney; kidney transplant in 2023.",
        zone="Australia/Sydney",
        sessions=[
            dict(start="2026-09-19T18:20:00+10:00", turns=[
                ("user",
                 "gday. im a boilermaker, mig and stick mostly, fab shop out at penrith. want to turn an old 9kg gas "
                 "bottle into an offset smoker, how do i make it safe to cut",
                 [("fact", "welder", "Boilermaker/welder at a fabrication shop in Penrith"),
                  ("fact", "smoker", "Building an offset smoker from an old 9 kg gas bottle")]),
                ("assistant",
                 "Good project. First, the bottle must be completely degassed: open the valve fully outside and let it "
                 "vent, remove the valve, then fill it to the brim with water and leave it overnight. Cut with it full "
                 "of water or purged with inert gas; never cut a 'probably empty' bottle. After that, plan the firebox, "
                 "the door hinges and the chimney position, and grind back all paint before welding..."),
                ("user",
                 "mate thats way too long, i read this on the phone at smoko. dot points, few lines. thats how i want "
                 "everything from you",
                 [("standing", "short", "Wants short replies in dot points, a few lines")]),
                ("assistant",
                 "- Vent bottle, pull valve\n- Fill with water overnight\n- Cut while full of water\n- Grind paint off before welding"),
                ("user",
                 "sweet. also for context i had a kidney transplant in 2023, my brother nick gave me one, legend. "
                 "so im on anti rejection meds. if anything u say touches food, meds, cuts, fumes, factor that in",
                 [("standing", "kidney", "Kidney transplant recipient on anti-rejection drugs: factor into food, medicine, injury and fume advice"),
                  ("fact", "nick", "Brother Nick donated his kidney in 2023")]),
                ("assistant",
                 "- Galvanised/painted fumes: extraction + P2 mask\n- Clean and cover cuts fast, infection risk\n- No NSAIDs, no grapefruit\n- Cook meat right through"),
            ]),
            dict(start="2026-10-10T06:45:00+11:00", turns=[
                ("user",
                 "still filthy the eels missed the finals again. anyway, daughter Eleni gets married 12 dec and im "
                 "doing lamb on the spit. how many kg for 120 people",
                 [("non_standing", "eels", "Supports the Parramatta Eels (NRL)"),
                  ("fact", "wedding", "Daughter Eleni's wedding is on 12 December; he's doing lamb on the spit")]),
                ("assistant",
                 "- About 250 g cooked per head = 30 kg cooked\n- Buy roughly 50-55 kg whole lamb (bone in)\n- Three lambs of ~18 kg"),
                ("user", "greek style marinade. and obviously not the grapefruit one u mentioned last time lol"),
                ("assistant",
                 "- Olive oil, lemon, garlic, oregano, salt\n- Overnight in the fridge\n- Baste while turning"),
                ("user",
                 "taking the tinny out on the hawkesbury tmrw arvo for flathead, best part of my week. what tide do "
                 "they like",
                 [("non_standing", "fishing", "Loves fishing for flathead on the Hawkesbury River in his tinny")]),
                ("assistant",
                 "- Last two hours of the run-out tide\n- Drift the edges of sand flats and drop-offs\n- Soft plastics or pilchards"),
            ]),
        ],
        related=[
            ("Best rig and bait for chasing dusky flatties in the river this weekend?", ["fishing"]),
            ("Help me with a father of the bride speech outline", ["wedding"]),
            ("Is a membership for the blue and gold rugby league side worth it next season?", ["eels"]),
            ("How hot should I run the firebox on the thing I built from the cylinder before the brisket goes in?",
             ["smoker", "kidney"]),
        ],
        unrelated=[
            "How do I reset the clock on my oven?",
            "What's the difference between ducted and split system air con?",
            "Write a text to the landlord asking when the gutters will be fixed.",
        ],
    ),

    # ------------------------------------------------------------------ u04
    dict(
        n=4,
        persona="Mariam Girgis, 39, registered midwife in a community practice in Mississauga; Coptic Orthodox, keeps the fasts.",
        zone="America/Toronto",
        sessions=[
            dict(start="2026-06-10T22:15:00-04:00", turns=[
                ("user",
                 "Hi. Just off a 14 hr shift (I'm a midwife, community practice in Mississauga, two births today) and I "
                 "need a fast dinner idea. We're in the Apostles' Fast right now, and I keep the Coptic fasts in general, "
                 "every Wednesday and Friday plus the long fasting seasons, so no meat, dairy or eggs on those days. "
                 "Please always check that before suggesting food.",
                 [("fact", "midwife", "Midwife in a community practice in Mississauga"),
                  ("standing", "coptic", "Keeps Coptic fasts (Wed, Fri, fasting seasons): no meat, dairy or eggs on those days")]),
                ("assistant",
                 "Of course, ma'am! Since it's a fasting day, how about a quick red lentil soup with cumin and lemon, "
                 "or ful medames on toasted baladi bread? Both are vegan and ready in 20 minutes."),
                ("user",
                 "Please don't call me ma'am, it makes me feel 70 lol. Mariam is fine. Always.",
                 [("standing", "name", "Address her as Mariam, never 'ma'am'")]),
                ("assistant", "Sorry, Mariam. Lentil soup it is?"),
                ("user",
                 "Lentil soup sounds perfect. Fairuz on in the kitchen while it cooks, that's my happy place",
                 [("non_standing", "fairuz", "Loves listening to Fairuz while cooking")]),
                ("assistant", "Sounds like a lovely way to end a long shift. Enjoy, Mariam."),
            ]),
            dict(start="2026-11-14T08:30:00-05:00", turns=[
                ("user",
                 "Hi again! My mom flies in from Alexandria on the 21st and stays till after Christmas, and Mina (my "
                 "son, he turns 8 next month) is beyond excited. What are good things to do with a visiting "
                 "grandmother around Toronto in winter?",
                 [("fact", "mom", "Her mother is visiting from Alexandria from 21 November until after Christmas"),
                  ("fact", "mina", "Son Mina turns 8 in December")]),
                ("assistant",
                 "A few ideas: the Distillery Winter Village, the ROM's Egyptian gallery (she may have opinions!), "
                 "skating at Nathan Phillips Square for Mina while she watches with a hot drink, and a Sunday at "
                 "St. Mark's if you attend there."),
                ("user",
                 "She'll complain about the cold nonstop haha. Also need to put the garden to bed. The heirloom "
                 "tomatoes did amazing this year, I'm honestly obsessed with them. How do I save the seeds?",
                 [("non_standing", "tomatoes", "Loves growing heirloom tomatoes in her garden")]),
                ("assistant",
                 "Scoop the seeds with their gel into a jar with a little water, let it ferment 3 days, rinse, dry on "
                 "a plate for a week, then store in labelled paper envelopes somewhere cool."),
                ("user", "ok thank you, pager's going, gotta run"),
                ("assistant", "Go! Good luck with the birth."),
            ]),
        ],
        related=[
            ("What should I bake for my boy's birthday party next month?", ["mina", "coptic"]),
            ("Recommend some classic Arabic singers in the same vein as the one I play when I cook", ["fairuz"]),
            ("Which varieties should I start indoors in March for the raised beds?", ["tomatoes"]),
            ("Day trip ideas for when my mother's here from Egypt", ["mom"]),
        ],
        unrelated=[
            "How do I change the default browser on a Mac?",
            "Explain how an RRSP withdrawal is taxed.",
            "Write a polite message declining a wedding invitation.",
        ],
    ),

    # ------------------------------------------------------------------ u05
    dict(
        n=5,
        persona="Ingrid Solberg, 31, Norwegian mezzo-soprano in the ensemble of a Berlin opera house; severe egg allergy.",
        zone="Europe/Berlin",
        sessions=[
            dict(start="2026-09-12T13:40:00+02:00", turns=[
                ("user",
                 "Hi! I sing mezzo in the ensemble at one of the Berlin houses and I'm trying to plan food around a "
                 "brutal rehearsal week. One non-negotiable first: I'm seriously allergic to egg, EpiPen-level, so "
                 "never slip egg into anything you suggest. That includes fresh pasta, brioche, mayo, egg-washed "
                 "pastry, all of it.",
                 [("fact", "singer", "Mezzo-soprano in the ensemble of a Berlin opera house"),
                  ("standing", "egg", "Severe egg allergy (carries an EpiPen): no egg in any food suggestion")]),
                ("assistant",
                 "Here's a plan:\n- Overnight oats with seeds\n- Lentil and vegetable tray bake\n- Rice bowls with "
                 "tofu\n- Hummus and crackers for the breaks\nAll egg-free."),
                ("user",
                 "Could you write that as normal paragraphs instead? Bullet points read like a shopping list and my "
                 "brain just switches off. Prose, always, please.",
                 [("standing", "prose", "Write in paragraphs, no bullet points")]),
                ("assistant",
                 "Of course. Start the day with overnight oats and seeds, which keep you full through a morning "
                 "call. For dinner, a lentil and vegetable tray bake does three days, and rice bowls with tofu are "
                 "quick after an evening session. Hummus and crackers travel well for breaks."),
                ("user",
                 "Lovely. No mushrooms in the tray bake though, I find them slimy. Jonas (my boyfriend, he plays cello "
                 "in the orchestra, so we're both in the pit or on the stage all week) eats them, I pick them out.",
                 [("non_standing", "mushrooms", "Dislikes mushrooms"),
                  ("fact", "jonas", "Boyfriend Jonas is a cellist in the same opera orchestra")]),
                ("assistant", "No mushrooms, then. Courgette and peppers will give the tray bake body instead."),
            ]),
            dict(start="2026-10-27T23:05:00+01:00", turns=[
                ("user",
                 "We open Figaro on 14 November and I'm Cherubino, so lots of running around in breeches. How do I "
                 "keep my voice healthy now the heating's on and the air everywhere is bone dry?",
                 [("fact", "figaro", "Singing Cherubino in a new Figaro opening on 14 November")]),
                ("assistant",
                 "Steam twice a day, keep a humidifier in the bedroom, sip water steadily rather than in gulps, and "
                 "mark gently in rehearsals where you can. Cut back on talking in noisy bars during the run."),
                ("user",
                 "Honestly Strauss is where my heart is, I'd sing Octavian every night if they let me. But Mozart "
                 "pays the rent haha",
                 [("non_standing", "strauss", "Loves Richard Strauss; dream role Octavian")]),
                ("assistant", "Octavian is a wonderful dream role. Cherubino is great preparation for it, too."),
                ("user",
                 "It's pitch dark at 5 now the clocks have gone back. Anyway, just for tonight bullet points are fine, "
                 "I'm too tired for paragraphs: what do I pack for tech week?",
                 []),
                ("assistant",
                 "- Water bottle and throat sweets\n- Warm layers for the wings\n- Safe snacks\n- Spare tights and a phone charger"),
            ]),
        ],
        related=[
            ("Which Rosenkavalier recordings are worth owning?", ["strauss"]),
            ("What could I bring to the opening-night party that I know is safe for me?", ["figaro", "egg"]),
            ("Birthday gift idea for my boyfriend that connects to his instrument", ["jonas"]),
            ("Give me a vegetarian risotto recipe for two", ["mushrooms", "egg"]),
        ],
        unrelated=[
            "How does the Pfand deposit on bottles work in Germany?",
            "What's the difference between a Girokonto and a Tagesgeldkonto?",
            "Help me write a complaint to my landlord about a broken radiator.",
        ],
    ),

    # ------------------------------------------------------------------ u06
    dict(
        n=6,
        persona="Kemar Barrett, 29, commercial drone pilot in Kingston running aerial mapping for farms and event filming; Rastafarian (ital), sickle cell disease.",
        zone="America/Jamaica",
        sessions=[
            dict(start="2026-05-23T10:10:00-05:00", turns=[
                ("user",
                 "Wah gwaan. Mi run a likkle drone outfit, SkyYaad Media, mapping fi banana and coffee farmers mostly "
                 "and some weddings pon di side. Need help write a proposal fi a farm inna St Mary",
                 [("fact", "skyyaad", "Runs SkyYaad Media, a drone business doing farm mapping and wedding filming")]),
                ("assistant",
                 "Bless. A solid proposal: the farm's problem (crop health, drainage), what you'll fly (multispectral "
                 "mapping), deliverables (NDVI maps, a short report), timeline, price, and your JCAA permit details."),
                ("user",
                 "Respect. And when yuh suggest food fi di crew pon long field days, keep it ital. Mi is Rasta: no meat, "
                 "no salt, nuttin outta can or packet. Every time, seen?",
                 [("standing", "ital", "Rastafarian ital diet: no meat, no salt, nothing canned or processed")]),
                ("assistant",
                 "Seen. Ital field food: roast breadfruit, callaloo and ackee wraps, fresh fruit, coconut water, "
                 "and a big pot of run down made with fresh coconut milk and no salt."),
                ("user",
                 "Big up. Chronixx pon di drive dis morning, Dread & Terrible still a masterpiece",
                 [("non_standing", "chronixx", "Loves Chronixx's music")]),
                ("assistant", "Timeless tape. Skankin' Sweet never gets old."),
            ]),
            dict(start="2026-07-30T16:45:00-05:00", turns=[
                ("user",
                 "Need a checklist fi flying long days inna di heat. Important ting: mi have sickle cell, SS, so mi "
                 "cyaan get dehydrated or overheat or mi end up inna crisis. Keep dat in mind fi any health or work "
                 "advice yuh give mi.",
                 [("standing", "sickle", "Has sickle cell disease (SS): avoid dehydration, overheating, cold and altitude in advice")]),
                ("assistant",
                 "Heat checklist: start at dawn and stop before noon, a shaded tent at the launch point, at least 3 "
                 "litres of water plus coconut water, a cooling towel, breaks every 45 minutes, and a crew mate who "
                 "knows the signs of a crisis."),
                ("user",
                 "Shanice due inna September, first yute!! Mi want do a drone timelapse of her bump as a surprise",
                 [("fact", "shanice", "Girlfriend Shanice is expecting their first baby in September")]),
                ("assistant",
                 "Congrats! Same spot, same time of day, same height and angle every week, and mark the spot on the "
                 "ground so the framing matches."),
                ("user",
                 "Mi a go watch di cricket highlights tonight. West Indies cricket is life, even when dem a lose",
                 [("non_standing", "cricket", "Passionate West Indies cricket fan")]),
                ("assistant", "Enjoy the highlights, and rest up after the heat today."),
                ("user",
                 "Mi bredda Andre seh him cyaan tek di heat neither, him a go buy one a dem cooling vest. Dem work fi real?"),
                ("assistant", "The evaporative ones help a fair bit in dry heat, less in humid air. Worth a try for him."),
            ]),
        ],
        related=[
            ("What should we cook for the baby shower we're throwing?", ["shanice", "ital"]),
            ("Suggest some conscious roots reggae artists with the same vibe as my favourite", ["chronixx"]),
            ("Help me price an aerial survey of a 40-acre coffee farm", ["skyyaad"]),
            ("Any good documentaries about the great Caribbean fast bowlers?", ["cricket"]),
        ],
        unrelated=[
            "How do I stop my laptop fan from running so loud?",
            "Write a condolence message for a coworker whose grandmother died.",
            "What's the simplest way to set up a monthly budget spreadsheet?",
        ],
    ),

    # ------------------------------------------------------------------ u07
    dict(
        n=7,
        persona="Hannah Whitcombe, 41, Auckland mum of twins whose husband flies 787s long-haul; iron-deficiency anaemia.",
        zone="Pacific/Auckland",
        sessions=[
            dict(start="2026-08-16T20:30:00+12:00", turns=[
                ("user",
                 "Rangi's on a San Francisco trip again (he flies the 787, so I'm basically solo parenting ten days a "
                 "month). The twins have a school disco Friday. Cheap costume ideas? And give me prices in NZ dollars "
                 "please, always, I'm sick of converting from USD",
                 [("fact", "rangi", "Husband Rangi is a long-haul 787 pilot, away about ten days a month"),
                  ("standing", "nzd", "Give prices in New Zealand dollars, never USD")]),
                ("assistant",
                 "A few under NZ$20 each: a glow-stick skeleton (black top plus glow sticks, about NZ$12), a cardboard "
                 "robot, or a superhero cape from an old pillowcase."),
                ("user",
                 "Mia wants to be a jellyfish and Jack wants to be a 'dinosaur pilot', whatever that is. They're 9, "
                 "they're chaos",
                 [("fact", "twins", "Has nine-year-old twins, Mia and Jack")]),
                ("assistant",
                 "Jellyfish: a clear umbrella with ribbons and fairy lights, around NZ$15. Dinosaur pilot: a dino "
                 "hoodie with cardboard wings and Dad's old captain's hat if he has a spare."),
                ("user",
                 "Perfect lol. Also I'm wrecked. GP says my ferritin is in the basement, iron deficiency anaemia, I'm "
                 "on ferrous sulfate now. If you ever give me food or energy tips, factor that in",
                 [("standing", "anaemia", "Iron-deficiency anaemia on iron tablets: factor into food and energy advice")]),
                ("assistant",
                 "Will do. Take the tablets with vitamin C (orange juice) rather than tea or milk, and lean on red "
                 "meat, lentils and spinach. Be gentle with yourself while levels come up."),
            ]),
            dict(start="2026-10-03T09:15:00+13:00", turns=[
                ("user",
                 "Big news, we're moving to Christchurch in January to be near my parents. Rangi will commute up for "
                 "trips. Where do I even start",
                 [("fact", "chch", "Family moving to Christchurch in January to be near her parents")]),
                ("assistant",
                 "Start with school zones for the twins, then book movers early since January is busy. Sort the "
                 "house in Auckland next (sell or rent), and line up a new GP in Christchurch for your iron checks."),
                ("user",
                 "Oh and never put coriander in anything, it tastes like soap to me",
                 [("non_standing", "coriander", "Dislikes coriander")]),
                ("assistant", "Got it, no coriander. Parsley or mint can fill that gap in most recipes."),
                ("user",
                 "Can you do this one in Aussie dollars though, just this once? My cousin in Brisbane wants to know "
                 "what a removal truck from Auckland to Chch would cost for her own move next year"),
                ("assistant", "Roughly A$3,500 to A$5,500 for a three-bedroom house, including the Cook Strait ferry."),
                ("user",
                 "Rewatching Hunt for the Wilderpeople with the kids, Taika is a national treasure. ok bye x",
                 [("non_standing", "taika", "Loves Taika Waititi's films")]),
                ("assistant", "Majestical choice. Bye!"),
            ]),
        ],
        related=[
            ("Which suburbs suit a family with primary-age kids in the South Island city we're heading to?",
             ["chch", "twins"]),
            ("Pick us a family movie night film, something funny with heart", ["taika", "twins"]),
            ("How do I cope with the loneliness when my husband's away on long trips?", ["rangi"]),
            ("Give me a quick Thai green curry recipe", ["coriander"]),
        ],
        unrelated=[
            "How do I unblock a shower drain without harsh chemicals?",
            "Explain how KiwiSaver contribution rates work.",
            "Help me word a text cancelling coffee with a friend.",
        ],
    ),

    # ------------------------------------------------------------------ u08
    dict(
        n=8,
        persona="Luis Ortega, 46, Deaf roofer who owns a small roofing company in Cicero, Illinois; ASL is his first language.",
        zone="America/Chicago",
        sessions=[
            dict(start="2026-07-11T06:20:00-05:00", turns=[
                ("user",
                 "Hi. I am Deaf. ASL my first language, English second. Please short sentences. Simple words.",
                 [("standing", "plain", "English is his second language after ASL: short sentences, simple words")]),
                ("assistant", "Okay. I will use short sentences. How can I help?"),
                ("user",
                 "I own roofing company. Ortega Roofing, in Cicero. 5 guys, 2 are Deaf too. Heat wave next week. "
                 "How I keep crew safe on roof?",
                 [("fact", "company", "Owns Ortega Roofing in Cicero, a crew of five (two of them Deaf)")]),
                ("assistant",
                 "Start early. Stop by noon. Water every 20 minutes. Shade on the ground. Watch for dizzy or confused "
                 "workers. If someone is sick, call 911 right away."),
                ("user",
                 "No phone call. I can't do phone call. Always give me text, email or video relay. Every time.",
                 [("standing", "deaf", "Deaf: never suggest phone calls; give text, email or video relay options")]),
                ("assistant",
                 "Sorry. For emergency, you can text 911 in Cook County. Or use video relay. Tell hearing crew "
                 "members the plan too."),
                ("user", "Ok good. My worker Jose love spicy food, bring hot sauce to the roof every day lol. Crazy guy."),
                ("assistant", "Ha. Tell Jose to drink extra water with all that heat."),
            ]),
            dict(start="2026-11-07T19:00:00-06:00", turns=[
                ("user",
                 "My daughter Sofia start at Gallaudet in August. She miss home. Good care package idea?",
                 [("fact", "sofia", "Daughter Sofia started at Gallaudet University in August")]),
                ("assistant",
                 "Send her favorite snacks. A photo of the family. A warm blanket. A note from you. Maybe a gift card "
                 "for food near campus."),
                ("user",
                 "Sox season bad again this year lol. Lose lose lose. I still love them.",
                 [("non_standing", "sox", "Loyal Chicago White Sox fan")]),
                ("assistant", "Real fan. Next season can be better."),
                ("user",
                 "Winter coming. I want fix my old Honda CB in the garage. I love old bikes. What I do for winter storage?",
                 [("non_standing", "bikes", "Loves working on old motorcycles (an old Honda CB)")]),
                ("assistant",
                 "Fill the tank. Add fuel stabilizer. Change the oil. Take out the battery, use a tender. Put the bike "
                 "on a stand. Cover it."),
            ]),
        ],
        related=[
            ("What can I send my kid at college for her birthday?", ["sofia"]),
            ("How do I make a carburetor run smooth again in spring?", ["bikes"]),
            ("Good place near the South Side ballpark to watch a game with friends?", ["sox"]),
            ("How do I find a good shingle supplier and get a price from them?", ["company", "deaf"]),
        ],
        unrelated=[
            "How to make my phone battery last longer?",
            "What is an easy way to cook rice?",
            "How to write a thank-you card for my neighbor?",
        ],
    ),
]
