# English-language users (c26-u01 .. c26-u08).
# Each user: lang, sessions [(start, [user, assistant, user, assistant, ...])],
# st [(session_no, turn_index, kind, text)], unrel [query x3], rel [(query, [statement_no, ...])]

USERS_EN = [
    # u01 - fisherman, Peniche, Portugal
    dict(
        lang="en",
        sessions=[
            ("2026-05-14T14:35:00+01:00", [
                "hello. my English is not very good so please use simple words and short answers, ok? I want to know how to take rust off a steel winch, the salt eats everything",
                "Ok. First use a wire brush. Then put on rust remover. Wash with fresh water. Dry it. Then paint or grease.",
                "rust remover I find where? in Peniche we have only one shop for boat things",
                "Ask in the boat shop for 'rust converter'. Hardware shops sell it too. Use gloves.",
                "ok thank you. the boat is Estrela do Mar, 11 metre, she is old like me haha",
                "Old boats live long with care. Grease the winch every month.",
            ]),
            ("2026-07-02T21:10:00+01:00", [
                "my daughter Inês marries on 12 september and I must make a speech. never in my life I make a speech. help me, short, in english and then I translate",
                "Of course. Tell me one or two things about Inês. A small story is best.",
                "when she was small she come on the boat with me, never sick, better than the men. now she is nurse in Leiria",
                "Here is a start: 'When Inês was small, she came on my boat. The sea was rough, but she was never sick. She was stronger than my crew. Today she is a nurse, and still strong.'",
                "is good. ah and my back is bad again from the nets, what I can do?",
                "Rest, a warm towel on the back, and slow stretches. If the pain goes down the leg, see a doctor.",
                "always the doctor! everybody tell me doctor. don't say this to me again, just help with what I ask",
                "Understood. No more doctor talk. Heat and slow stretches. Do you want a last line for the speech?",
                "yes. something with the sea",
                "'May your life together have calm water and good wind.'",
            ]),
            ("2026-10-03T19:45:00+01:00", [
                "the wedding was beautiful, the speech everybody cry. tomorrow all the family eat grilled sardines at Tasca do Joel, is my favourite, nobody make sardines like Joel. what wine is good with sardines?",
                "A cold vinho verde. Light and fresh. Good with sardines.",
                "yes vinho verde, my wife likes the Alvarinho. me honestly I prefer beer. Sagres, never Super Bock!",
                "Sagres with sardines is good too. Enjoy the day.",
            ]),
        ],
        st=[
            (1, 0, "standing", "English is not strong: use simple words and short answers"),
            (1, 4, "fact", "owns an old 11-metre boat called Estrela do Mar"),
            (2, 0, "fact", "daughter Inês getting married on 12 September; he must give a speech"),
            (2, 2, "fact", "Inês is a nurse in Leiria; went on his boat as a child"),
            (2, 6, "standing", "do not tell him to see a doctor; just help with what is asked"),
            (3, 0, "non_standing", "favourite restaurant is Tasca do Joel for grilled sardines"),
            (3, 2, "non_standing", "prefers Sagres beer, not Super Bock; wife likes Alvarinho"),
        ],
        unrel=[
            "how does a microwave oven make food hot",
            "write a short thank you note for my neighbour who fed my cat",
            "what is 15 percent of 240",
        ],
        rel=[
            ("where should we go to eat fish on Sunday, my usual place", [6]),
            ("what job does my daughter do and where", [4]),
            ("how long is my boat, I need it for a form", [2]),
            ("I'm buying drinks for a party, which beer do I like", [7]),
        ],
    ),

    # u02 - flight dispatcher, Nairobi, Kenya; Baha'i; night shifts
    dict(
        lang="en",
        sessions=[
            ("2026-05-22T02:40:00+03:00", [
                "Quick one while traffic is slow. I'm a flight dispatcher at JKIA, on nights this whole month. What's a decent way to stay alert at 3am without just drinking more coffee?",
                "Try a bright desk lamp, a short walk every hour, cold water on your face, and a protein snack instead of something sugary. Keeping the room slightly cool also helps.",
                "Can you do bullet points? I glance at the screen between flight plans and paragraphs are hard to scan.",
                "- Bright light\n- Walk hourly\n- Cold water on face\n- Protein snack, not sugar\n- Cool room",
                "Perfect, thanks",
                "- Anytime\n- Safe shift",
            ]),
            ("2026-06-18T16:15:00+03:00", [
                "Planning a small party for my son Baraka, he turns 7 on the 27th. Game ideas for about 12 kids in a compound garden?",
                "- Sack race\n- Treasure hunt\n- Musical chairs\n- Water balloon toss\n- Face painting corner",
                "Love it. For the parents I want a drink that feels special. No alcohol, ever, please, I'm Baha'i and so are most of the guests, so don't even give me the 'mocktail that tastes like wine' stuff.",
                "- Passion fruit and mint cooler\n- Iced hibiscus tea with ginger\n- Tamarind juice with lime\n- Fresh sugarcane juice",
                "Hibiscus is a winner. Oh and the cake is from Sweet Cravings in Kilimani, their red velvet is the best in Nairobi, no debate",
                "- Red velvet it is\n- Order about 3 days ahead for 12+ guests",
            ]),
            ("2026-09-05T11:30:00+03:00", [
                "Heading to Diani for a week in October with my sister Njeri. We always end up at Ali Barbour's, the cave restaurant is a must for us. What else should we do?",
                "- Snorkelling at Kisite-Mpunguti\n- Colobus Conservation tour\n- Kitesurfing lesson\n- Day trip to Shimba Hills",
                "Kisite sounds good. Do I need to book ahead?",
                "- Yes, 1-2 days ahead in high season\n- Boats leave from Shimoni\n- Bring reef-safe sunscreen",
            ]),
        ],
        st=[
            (1, 0, "fact", "flight dispatcher at JKIA, working night shifts this month"),
            (1, 2, "standing", "use bullet points; scans the screen between flight plans"),
            (2, 0, "fact", "son Baraka turns 7 on 27 June"),
            (2, 2, "standing", "Baha'i: no alcohol ever, not even wine-like mocktails"),
            (2, 4, "non_standing", "loves the red velvet cake from Sweet Cravings in Kilimani"),
            (3, 0, "fact", "week in Diani in October with sister Njeri"),
            (3, 0, "non_standing", "always eats at Ali Barbour's cave restaurant in Diani"),
        ],
        unrel=[
            "how do vaccines actually train the immune system",
            "suggest a name for a neighbourhood book club",
            "what causes hiccups and how do you stop them",
        ],
        rel=[
            ("where should I order a cake for the next family celebration", [5]),
            ("who is coming with me to the coast and when", [6]),
            ("any dinner spots for my beach holiday", [6, 7]),
            ("ideas for drinks to serve at an engagement party I'm hosting", [4]),
        ],
    ),

    # u03 - factory worker, Wroclaw, Poland; recent stroke
    dict(
        lang="en",
        sessions=[
            ("2026-05-09T10:05:00+02:00", [
                "Hello. I had a stroke in March, small one, right side. Doctor says salt is now my enemy. Please, when you give me food ideas, always low salt.",
                "I'm sorry to hear that, and glad you are recovering. Low salt it is. Would you like some dinner ideas?",
                "Yes. And write short please. Reading long text makes me tired now, the words jump.",
                "Baked fish with lemon. Potatoes with dill. Cucumber salad with yogurt. No added salt.",
                "Good. My wife Basia cooks, but she puts salt everywhere from habit haha",
                "Give her herbs instead. Garlic, dill, pepper, lemon. She will not miss the salt.",
            ]),
            ("2026-08-11T18:50:00+02:00", [
                "I go back to the factory on 1 September. Lighter job, quality control, not the press line. 22 years I am at the washing machine plant.",
                "That is good news. Quality control sounds right. Start slowly.",
                "What can I do so I am not so tired at the end of shift?",
                "Drink water. Take short breaks. Sit when you can. Eat small meals. Sleep at the same time.",
                "ok. On Sunday we watch Śląsk, I still go to the stadium with my grandson Kuba, it is my medicine",
                "Football with your grandson is good medicine.",
            ]),
            ("2026-10-17T12:20:00+02:00", [
                "My mother's pierogi ruskie, this is the best food in the world. Can I make them low salt and still good?",
                "Yes. Less salt in the dough. More fried onion, pepper and a little nutmeg in the filling. Use a low-salt cheese.",
                "thank you, I try on Sunday",
                "Good luck. Enjoy them.",
            ]),
        ],
        st=[
            (1, 0, "standing", "had a small stroke in March; food ideas must always be low salt"),
            (1, 2, "standing", "write short; long text is tiring to read since the stroke"),
            (1, 4, "fact", "wife Basia does the cooking"),
            (2, 0, "fact", "returns to the washing machine plant on 1 September, in quality control; 22 years there"),
            (2, 4, "non_standing", "supports Śląsk Wrocław and goes to matches"),
            (2, 4, "fact", "grandson named Kuba"),
            (3, 0, "non_standing", "mother's pierogi ruskie are the favourite food"),
        ],
        unrel=[
            "how do bees make honey",
            "what is the capital of Australia",
            "how do I clean windows without streaks",
        ],
        rel=[
            ("when do I start work again, and what job", [4]),
            ("who do I usually take to the football", [5, 6]),
            ("give me a recipe for my favourite dumplings", [7, 1]),
        ],
    ),

    # u04 - game developer, Mexico City; low-FODMAP
    dict(
        lang="en",
        sessions=[
            ("2026-06-03T23:40:00-06:00", [
                "prototyping a dash mechanic in Godot 4 and the character clips through thin walls at high speed. any fix?",
                "Split the dash into substeps, calling move_and_collide several times per physics frame with a fraction of the velocity. You can also raise the physics tick rate or thicken the wall collision shapes.",
                "substeps worked. also pls drop the emojis, last time you sent me like four rockets and I'm not 12",
                "Noted, no emojis. Glad the substeps fixed it.",
                "We're three people, studio's called Mezcal Pixel, the game is a metroidvania about an axolotl. There's an indie showcase in Guadalajara in October and we want a demo by then",
                "Aim for a tight vertical slice: one area, one boss, the dash, and a save point. Polish beats scope for a showcase demo.",
            ]),
            ("2026-07-20T14:05:00-06:00", [
                "ok totally different thing. I have IBS and my gastro put me on low FODMAP. what can I eat at a team lunch that isn't a disaster",
                "Grilled chicken or fish, rice, corn tortillas, lettuce, tomato and lime. Skip onion, garlic, beans and wheat tortillas.",
                "no onion no garlic in Mexico lol. ok. I'm going to miss the tacos al pastor at El Vilsito so much",
                "You can order al pastor without onion or salsa, but the marinade usually has garlic, so keep it to an occasional small portion.",
                "thanks",
                "Good luck with lunch.",
            ]),
            ("2026-09-28T20:30:00-06:00", [
                "need references for tight platforming. Celeste is my all-time favorite, what else should I study?",
                "Hollow Knight for movement and combat flow, Ori and the Blind Forest for chase sequences, and Super Meat Boy for instant respawns.",
                "Hollow Knight obviously. my cat Chamoy keeps walking across the keyboard while I playtest lol",
                "Classic QA cat. Pause the game when you step away.",
            ]),
        ],
        st=[
            (1, 2, "standing", "no emojis"),
            (1, 4, "fact", "three-person studio Mezcal Pixel, axolotl metroidvania; demo due for a Guadalajara showcase in October"),
            (2, 0, "standing", "has IBS and follows a low-FODMAP diet"),
            (2, 2, "non_standing", "loves the tacos al pastor at El Vilsito"),
            (3, 0, "non_standing", "Celeste is the all-time favourite game"),
            (3, 2, "fact", "has a cat named Chamoy"),
        ],
        unrel=[
            "explain compound interest with a simple example",
            "write a short toast for my cousin's graduation",
            "why do we have leap years",
        ],
        rel=[
            ("what's my cat called again", [6]),
            ("remind me which game I said I love most", [5]),
            ("where can I get good tacos tonight", [4, 3]),
            ("how many months do we have left before our demo is due", [2]),
        ],
    ),

    # u05 - yoga teacher, Ubud, Bali, Indonesia; long COVID
    dict(
        lang="en",
        sessions=[
            ("2026-05-27T07:15:00+08:00", [
                "Hi! I teach yoga at a small studio in Ubud called Rumah Napas. Could you write a short description of a gentle morning class for our website?",
                "Start your day slowly. This gentle class uses soft stretches, steady breathing and quiet rest to wake the body without strain. All levels welcome.",
                "Lovely. Actually I've had long COVID since last year, so I teach less and rest a lot. If you ever suggest routines or plans for me, keep them really gentle, I crash if I overdo it.",
                "Thank you for telling me. I'll keep anything physical short and low-energy, with rest built in.",
                "Thanks \U0001f64f",
                "Take care of yourself.",
            ]),
            ("2026-07-14T15:40:00+08:00", [
                "Can you help me make a plan to clean up my email? I have 3000 unread",
                "Sure. 1. Archive everything older than three months. 2. Unsubscribe from newsletters. 3. Create folders for Studio, Family and Bills. 4. Set up filters. 5. Delete promotions. 6. Reply to anything urgent. 7. Schedule 15 minutes a day to keep it at zero.",
                "Too many steps at once, the brain fog makes long lists impossible for me. Max three things please, always.",
                "Got it. 1. Archive anything older than three months. 2. Unsubscribe from a few newsletters. 3. Stop there for today.",
                "much better",
                "Good. One small step at a time.",
            ]),
            ("2026-10-09T12:00:00+08:00", [
                "My mum is coming from Yogyakarta on 2 November for two weeks! Where should I take her near Ubud? She loves rice fields.",
                "1. Tegallalang terraces early in the morning. 2. Jatiluwih for a slow walk. 3. A long lunch looking over the fields.",
                "Jatiluwih is my favourite place on the whole island honestly. And lunch has to be Warung Biah Biah, I go there every week",
                "Perfect. 1. Go early. 2. Rest at the warung. 3. Keep the day short.",
            ]),
        ],
        st=[
            (1, 0, "fact", "teaches yoga at Rumah Napas studio in Ubud"),
            (1, 2, "standing", "has long COVID; any routine or plan must be very gentle"),
            (2, 2, "standing", "brain fog: at most three steps or items at a time"),
            (3, 0, "fact", "mother visiting from Yogyakarta on 2 November for two weeks"),
            (3, 2, "non_standing", "Jatiluwih is the favourite place in Bali"),
            (3, 2, "non_standing", "eats at Warung Biah Biah every week"),
        ],
        unrel=[
            "how do I write a polite email asking for a refund",
            "why does the moon change shape during the month",
            "recommend a good novel for a rainy afternoon",
        ],
        rel=[
            ("ideas for a day out with my mother when she's here", [4]),
            ("where do I usually go for lunch", [6]),
            ("what should I write in my studio's Instagram bio", [1]),
            ("which spot on the island do I love most", [5]),
        ],
    ),

    # u06 - widower, Galway, Ireland; low vision, screen reader; Catholic
    dict(
        lang="en",
        sessions=[
            ("2026-05-05T09:30:00+01:00", [
                "Good morning. I use a screen reader since my eyes went, macular degeneration, so please no tables, no emoji, no fancy symbols. Plain sentences read out best.",
                "Good morning. Understood, I will keep to plain sentences. How can I help today?",
                "My wife Bríd passed away in January and I'm cooking for myself for the first time in forty years. What's something simple for one?",
                "I am very sorry about Bríd. A simple start is an omelette with cheese and ham, or a baked potato with beans. Both are quick and suit one person.",
                "The omelette, grand. Though not the ham on a Friday, I still keep the Friday abstinence, always have.",
                "Of course. On Fridays you could use cheese and chives, or a bit of smoked salmon.",
            ]),
            ("2026-08-02T20:10:00+01:00", [
                "My grandson Cian is coming to stay the last week of August. He's nine. What can the two of us do around Galway that won't wear out an old man?",
                "You could visit the Galway Atlantaquaria in Salthill, walk the Prom, feed the swans at the Claddagh, or take the ferry to Inis Mor for a gentle day.",
                "The Prom, we'll kick the wall. And I'll bring him to hear a bit of trad at Tigh Neachtain, best session in the city if you ask me, though maybe an early one for a child.",
                "An early evening session sounds a fine idea for a nine-year-old. He will remember it.",
            ]),
            ("2026-11-06T15:00:00+00:00", [
                "Would you tell me about John McCormack? Bríd and I had all his records, I'd love to hear what his life was like.",
                "John McCormack was a tenor born in Athlone in 1884. He became one of the best known singers in the world in the early nineteen hundreds, famous for opera and for Irish songs. He was made a papal count in 1928 and died near Dublin in 1945.",
                "Lovely, thank you. The dog, Rua, is asleep at my feet listening too.",
                "That sounds a peaceful afternoon, for you and for Rua.",
            ]),
        ],
        st=[
            (1, 0, "standing", "uses a screen reader (macular degeneration): plain sentences, no tables, emoji or symbols"),
            (1, 2, "fact", "widower; wife Bríd died in January; now cooks for himself"),
            (1, 4, "standing", "Catholic; keeps Friday abstinence from meat"),
            (2, 0, "fact", "grandson Cian, nine, staying the last week of August"),
            (2, 2, "non_standing", "loves the trad sessions at Tigh Neachtain"),
            (3, 0, "non_standing", "loves John McCormack's records"),
            (3, 2, "fact", "has a dog named Rua"),
        ],
        unrel=[
            "how do solar panels make electricity",
            "write a short letter to the county council about a broken footpath",
            "when did the Titanic sink",
        ],
        rel=[
            ("what music should I put on this evening", [6]),
            ("where could I hear some live music in town", [5]),
            ("what's my dog's name", [7]),
            ("plan my dinners for next week", [3]),
        ],
    ),

    # u07 - IT support, Lagos, Nigeria; expectant father; stammer
    dict(
        lang="en",
        sessions=[
            ("2026-06-08T19:25:00+01:00", [
                "Good evening. I do IT support for a bank on Victoria Island. My wife Adaeze is due in September, our first baby, a girl. What should we have ready before she arrives?",
                "Congratulations! The basics: a car seat, newborn nappies, wipes, a few bodysuits, swaddles, a baby bath, and a hospital bag for Adaeze packed by week 36.",
                "Give me prices in naira please, I'm budgeting. I don't want to see dollars.",
                "Rough Lagos prices: car seat N80,000 to N150,000, nappies about N15,000 a pack, baby bath N12,000 to N20,000, swaddles about N10,000 for three.",
                "thank you",
                "You're welcome. Wishing you both well.",
            ]),
            ("2026-07-16T21:00:00+01:00", [
                "I have a stammer. I need to call the hospital about the antenatal class and phone calls are the hardest thing for me. Can you write me a very short script? And generally, when something needs a call, help me find a text or email way first.",
                "First try WhatsApp or email: 'Hello, I would like to book the antenatal class for Adaeze, due in September. Which dates are available?' If you must call, just: 'Hi, I want to book an antenatal class. What dates do you have?'",
                "whatsapp works, they have a number. thanks",
                "Great. Send it whenever you're ready.",
            ]),
            ("2026-09-01T08:10:00+01:00", [
                "Arsenal vs Chelsea last night, my heart cannot. Anyway when baby comes I'll miss every match for a while haha",
                "A small price. You can catch the highlights during night feeds.",
                "true. Adaeze says after delivery she wants jollof from Mama Cass only, it's our place",
                "Then plan a Mama Cass order for the first day home.",
                "how many hours should a newborn sleep",
                "Around 14 to 17 hours a day, in stretches of 2 to 4 hours.",
            ]),
        ],
        st=[
            (1, 0, "fact", "IT support at a bank on Victoria Island, Lagos"),
            (1, 0, "fact", "wife Adaeze due in September with their first baby, a girl"),
            (1, 2, "standing", "give prices in naira, not dollars"),
            (2, 0, "standing", "has a stammer: prefer text or email over calls; keep call scripts very short"),
            (3, 0, "non_standing", "Arsenal supporter"),
            (3, 2, "non_standing", "their favourite place for jollof is Mama Cass"),
        ],
        unrel=[
            "how does a refrigerator keep things cold",
            "write a short poem about the ocean",
            "explain what inflation means in simple terms",
        ],
        rel=[
            ("I need to cancel my gym membership, how should I go about it", [4]),
            ("what food should I get for my wife when she comes home from the hospital", [6]),
            ("which team do I support", [5]),
            ("when is our baby due", [2]),
        ],
    ),

    # u08 - court clerk, Alexandria, Egypt; food poisoning recovery
    dict(
        lang="en",
        sessions=[
            ("2026-06-12T13:30:00+03:00", [
                "Hi. I'm a court clerk at the family court in Alexandria. I need a short internal memo asking colleagues to write the next hearing date on the spine of every case file.",
                "To all clerks: from now on, please write the next hearing date on the spine of each case file. This will help us find files quickly on hearing days. Thank you for your cooperation.",
                "Good, and I like that you just gave it, no 'Sure! Here is your memo' chatter first. Keep it like that always.",
                "Will do.",
            ]),
            ("2026-08-20T10:05:00+03:00", [
                "I've been sick three days, food poisoning from shrimp I think. I'm better now but my stomach is still weak. What can I eat?",
                "Rice, plain toast, bananas, boiled potatoes, and yogurt once you feel stronger. Avoid fried, spicy food and seafood for a while, and drink plenty of fluids.",
                "Can I still have koshari? Zizo near Raml Station is my favourite, I was supposed to go on Friday",
                "Not yet. The fried onions and spicy sauce are hard on a weak stomach. Give it about a week.",
                "ok \U0001f614",
                "Feel better soon.",
            ]),
            ("2026-10-10T19:20:00+03:00", [
                "My engagement party is on 30 October, my fiance Youssef's family is coming from Tanta. I need a short welcome to say.",
                "Welcome, everyone, and especially Youssef's family, who travelled from Tanta. Tonight two families become one. Thank you for sharing this joy with us.",
                "Beautiful. We'll play Fairuz at the start, she's been my favourite since I was a child",
                "A lovely, warm way to begin.",
            ]),
        ],
        st=[
            (1, 0, "fact", "court clerk at the family court in Alexandria"),
            (1, 2, "standing", "give the answer directly, no preamble or chatter"),
            (2, 0, "standing", "recovering from food poisoning; stomach still weak, food advice must be gentle and bland, no seafood"),
            (2, 2, "non_standing", "favourite koshari is Zizo near Raml Station"),
            (3, 0, "fact", "engagement party on 30 October; fiance Youssef, his family from Tanta"),
            (3, 2, "non_standing", "Fairuz is the favourite singer since childhood"),
        ],
        unrel=[
            "how many planets are in the solar system",
            "how do I get a coffee stain out of a white shirt",
            "explain photosynthesis simply",
        ],
        rel=[
            ("what music should we play at my party", [6]),
            ("when is my engagement party again", [5]),
            ("where do I like to get koshari", [4]),
            ("draft a note to my colleagues at work about a schedule change", [1, 2]),
        ],
    ),
]
