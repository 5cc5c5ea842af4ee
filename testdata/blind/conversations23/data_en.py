# English-language users (u01-u08)
USERS = []

USERS.append(dict(
    n=1, lang="en",
    sessions=[
        ("2026-05-14T06:20:00-06:00", [
            "hey. got a 40 min break at a truck stop outside Regina. what can I eat here that won't spike my sugar? type 2 diabetic, on metformin. options are basically a Subway, a Tim's and the gas station",
            "At Subway, a salad or a 6-inch on multigrain with chicken and lots of veg, no sweet sauces. At Tim's, an egg and cheese on an English muffin. Skip the juice and the donuts.",
            "figured. anyway keep the diabetes in mind for anything food related from now on, I don't want to repeat myself every time",
            "Will do. Any food suggestions will be diabetes-friendly.",
            "also keep it short. I read these on my phone in the cab and my eyes are done after 11 hrs of driving",
            "Got it. Short answers from here on.",
        ]),
        ("2026-06-22T20:05:00-05:00", [
            "my daughter Kayla graduates high school on the 27th and I'm actually going to be home for it for once. good grad gift for an 18 yr old going into nursing?",
            "A good stethoscope, a simple watch with a second hand, or a few sets of comfortable scrubs. Money toward textbooks is always welcome too.",
            "the watch is a good idea. she starts at Red River College in the fall",
            "Nice. A plain analog watch with a second hand is handy for taking pulses on placement.",
            "thanks. gonna put some Corb Lund on the playlist for the party lol, she hates it",
            "A dad's privilege. 'Hurtin' Albertan' should do the job.",
        ]),
        ("2026-09-03T05:45:00-05:00", [
            "new truck finally. 2024 Kenworth T680. any tips for breaking in a new rig?",
            "Vary your RPM for the first few thousand km, avoid long idling, re-torque the wheel nuts after the first 500 km and keep a close eye on fluid levels.",
            "Diesel is not a fan of the new sleeper, keeps whining at night. he's a 6 yr old heeler, rides with me everywhere",
            "Put his old bed or blanket in there so it smells familiar. He'll settle in after a few trips.",
            "heading east on the 401 tomorrow, 14 hrs. I went through all of Dan Carlin's Hardcore History already. anything like that?",
            "Try 'The Rest Is History', 'Revolutions' by Mike Duncan, or 'Fall of Civilizations'.",
        ]),
    ],
    statements=[
        (1, 0, "standing", "has type 2 diabetes (on metformin); food suggestions must be diabetes-friendly"),
        (1, 4, "standing", "keep answers short; reads on his phone in the truck cab"),
        (2, 0, "fact", "daughter Kayla graduates high school on 27 June and is going into nursing"),
        (2, 2, "fact", "Kayla starts at Red River College in the fall"),
        (2, 4, "non_standing", "likes Corb Lund (country music)"),
        (3, 0, "fact", "bought a new 2024 Kenworth T680"),
        (3, 2, "fact", "has a 6-year-old heeler named Diesel who rides in the truck"),
        (3, 4, "non_standing", "enjoyed Dan Carlin's Hardcore History podcast"),
    ],
    unrelated=[
        "how do tariffs actually work, who ends up paying",
        "what's the difference between a hurricane and a tornado",
        "explain how a credit score is calculated",
    ],
    related=[
        ("need some country for the road tomorrow, who's that singer I like again", [5]),
        ("what should my girl pack for her first week of classes", [3, 4]),
        ("ordering wiper blades, what truck am I in now", [6]),
        ("my dog keeps panting in the cab on hot days, what should I do for him", [7]),
    ],
))

USERS.append(dict(
    n=2, lang="en",
    sessions=[
        ("2026-05-09T22:40:00+03:00", [
            "Hi, I'm on night shift at Kenyatta, paeds ward, and it's quiet for once. Can you help me make a simple weekly meal plan for my family? Budget is about 6,000 shillings a week.",
            "Sure. Build it on staples: ugali, rice, beans, sukuma wiki, eggs, chicken once or twice, and fruit in season. Want it day by day?",
            "Yes please. And we are Muslim so everything must be halal, no pork and no alcohol even in cooking. Please remember that for the future too.",
            "Noted, everything halal. Monday: githeri with avocado. Tuesday: rice and bean stew with cabbage. Wednesday: ugali, sukuma and fried chicken...",
            "Also put prices in Kenyan shillings, not dollars. Last time some app gave me dollars and I had to convert everything myself.",
            "Of course, KSh from now on.",
        ]),
        ("2026-07-18T14:10:00+03:00", [
            "My son Amani turns six next month and he wants a party. Ideas that won't cost too much?",
            "A home party with games like sack races and musical chairs, a simple cake, pilau and juice. For 15 kids, around KSh 4,000 to 6,000.",
            "Pilau for sure. My mother makes the best pilau in all of Nairobi, she will insist on cooking it anyway haha",
            "Then the main dish is sorted. Add kachumbari and chapati and you're done.",
            "And music. He loves Sauti Sol, actually we all do in this house. Which songs are good for kids to dance to?",
            "'Sura Yako' and 'Extravaganza' are good for dancing, and 'Suzanna' for everyone to sing along.",
        ]),
        ("2026-10-02T06:30:00+03:00", [
            "Just finished a 12 hour shift. I start my BSc nursing upgrade classes in November so I really need to fix my sleep. How do I sleep in the day when the neighbours are so loud?",
            "Earplugs or a fan for white noise, blackout curtains, and keep the same sleep window even on off days. A short nap before a night shift also helps.",
            "thank you. good night, or good morning haha",
            "Rest well!",
        ]),
    ],
    statements=[
        (1, 0, "fact", "nurse on the paediatric ward at Kenyatta hospital in Nairobi, works night shifts"),
        (1, 2, "standing", "Muslim: all food advice must be halal, no pork, no alcohol even in cooking"),
        (1, 4, "standing", "prices in Kenyan shillings, not dollars"),
        (2, 0, "fact", "son Amani turns six in August"),
        (2, 2, "non_standing", "thinks her mother's pilau is the best"),
        (2, 4, "non_standing", "the whole family loves Sauti Sol"),
        (3, 0, "fact", "starts BSc nursing upgrade classes in November"),
    ],
    unrelated=[
        "What causes lightning?",
        "Help me write a polite message to my landlord about a tap that keeps leaking.",
        "What is compound interest? Show me a small example.",
    ],
    related=[
        ("What can I cook for my boy's birthday lunch?", [4, 5]),
        ("Suggest songs for a family road trip to Mombasa", [6]),
        ("How do I fit studying around my shifts once classes start?", [1, 7]),
    ],
))

USERS.append(dict(
    n=3, lang="en",
    sessions=[
        ("2026-05-20T10:15:00+09:30", [
            "Good morning. My eyesight isn't what it was, macular degeneration, so I have the VoiceOver on my iPad read your answers to me. Could you please not use tables or lots of symbols? It reads them out as gibberish.",
            "Good morning. Of course. I'll write in plain sentences, without tables or symbols.",
            "Thank you. Now, my roses have black spots on the leaves and the leaves are going yellow. What's wrong with them?",
            "That sounds like black spot, a fungal disease. Remove the affected leaves, water at the base rather than overhead, and spray with a fungicide or a bicarbonate of soda mix.",
            "I've grown roses for forty years, right through my teaching years, and never had it this bad. It's been such a wet autumn.",
            "Wet weather is exactly what black spot loves. Opening up the bushes for better air flow will help too.",
        ]),
        ("2026-08-11T15:30:00+09:30", [
            "My grandson Oliver is turning ten in September and he's mad about dinosaurs. Can you suggest a book?",
            "The DK book 'Dinosaurs: A Visual Encyclopedia' is lovely, or the 'Dinosaur Cove' series if he prefers stories.",
            "Lovely. And please call me Margaret. The last assistant I tried kept calling me 'mate', which I did not care for.",
            "Of course, Margaret.",
            "I've been listening to Cloudstreet again on audiobook. Tim Winton is still my favourite.",
            "It's a wonderful book. If you're enjoying it, 'Breath' and 'Dirt Music' are also out as audiobooks.",
        ]),
        ("2026-10-28T09:00:00+10:30", [
            "My sister and I are going to Tasmania on the 14th of November, ten days. What shouldn't we miss around Hobart?",
            "Salamanca Market on the Saturday, MONA, the drive up kunanyi/Mount Wellington, and a day trip to Bruny Island or Port Arthur.",
            "Port Arthur, yes. What sort of weather should we pack for?",
            "Expect about 8 to 19 degrees, with rain and wind. Layers, a waterproof jacket and comfortable walking shoes.",
        ]),
    ],
    statements=[
        (1, 0, "standing", "has macular degeneration and uses VoiceOver; no tables or symbols, plain sentences"),
        (1, 4, "non_standing", "keen rose gardener for forty years"),
        (1, 4, "fact", "retired teacher"),
        (2, 0, "fact", "grandson Oliver turns ten in September and loves dinosaurs"),
        (2, 2, "standing", "wants to be addressed as Margaret"),
        (2, 4, "non_standing", "favourite author is Tim Winton; listening to Cloudstreet"),
        (3, 0, "fact", "going to Tasmania with her sister from 14 November for ten days"),
    ],
    unrelated=[
        "How does a refrigerator keep things cold?",
        "Why was Canberra chosen as the capital of Australia?",
        "Could you help me write a short thank-you note to the council for fixing the footpath on our street?",
    ],
    related=[
        ("When should I prune the garden before spring, and how hard?", [2]),
        ("Could you recommend another Australian novel I might enjoy?", [6]),
        ("What should I put in my suitcase for the trip next month?", [7]),
        ("Ideas for a birthday cake for my grandson?", [4]),
    ],
))

USERS.append(dict(
    n=4, lang="en",
    sessions=[
        ("2026-06-03T23:50:00+01:00", [
            "ok so I have ADHD and long answers lose me instantly. put the actual answer in the first line, then short numbered steps if needed. thanks",
            "Got it. Answer first, then numbered steps.",
            "how do I squash the last 3 commits without messing up the remote",
            "Interactive rebase, then force-push with lease.\n1. git rebase -i HEAD~3\n2. Mark the last two as 'squash'\n3. git push --force-with-lease",
            "perfect, that format is exactly what works for me",
            "Great, I'll stick to it.",
        ]),
        ("2026-07-25T08:20:00+01:00", [
            "best time of day to surf Ericeira in August? I'm there most weekends, Ribeira d'Ilhas is my spot",
            "Early morning, before the north wind picks up around midday.\n1. Check the tide: mid to high is usually best there\n2. August is often small, so bring more volume",
            "yeah I ride a 7'2 funboard in summer. other thing: just adopted a cat, Pastel, grey and completely chaotic. what do I buy first?",
            "Litter box, food, scratching post.\n1. Litter box and litter\n2. Proper cat food\n3. Tall scratching post\n4. Vet check in the first week",
        ]),
        ("2026-10-12T19:00:00+01:00", [
            "moving to Porto on Nov 1 for a new job at a fintech, remote-first but they want me in the office twice a week. how do I find a flat fast",
            "Use Idealista and set alerts.\n1. Alerts on Idealista and Imovirtual\n2. Have your NIF, contract and payslips ready\n3. Expect a 2-month deposit (around $2,400 for a T1)",
            "and no dollar conversions pls, I only care about euros. you converted stuff last time too, drives me nuts",
            "Understood, euros only. A T1 deposit is around 2,200 euros.",
            "ok. also where's a good francesinha in Porto, honestly that's the part I'm most excited about lol",
            "Café Santiago.\n1. Café Santiago, the classic\n2. Bufete Fase, small and popular, go early",
        ]),
    ],
    statements=[
        (1, 0, "standing", "has ADHD; answer in the first line, then short numbered steps"),
        (2, 0, "non_standing", "surfs Ericeira most weekends; favourite spot Ribeira d'Ilhas"),
        (2, 2, "fact", "adopted a grey cat named Pastel"),
        (3, 0, "fact", "moving to Porto on 1 November for a fintech job, in the office twice a week"),
        (3, 2, "standing", "money in euros only, no dollar conversions"),
        (3, 4, "non_standing", "loves francesinha"),
    ],
    unrelated=[
        "what's the difference between a comet and an asteroid",
        "write a haiku about autumn",
        "how does compound interest work",
    ],
    related=[
        ("swell looks big this saturday, where should I go", [2]),
        ("Pastel keeps knocking things off the shelves at 4am, help", [3]),
        ("which neighbourhoods should I look at so the commute to the office isn't awful", [4]),
        ("what should I eat on my first weekend in the new city", [4, 6]),
    ],
))

USERS.append(dict(
    n=5, lang="en",
    sessions=[
        ("2026-05-05T07:10:00+09:00", [
            "Hey! Quick one: what should I eat the night before a long run? Doing 28 km on Saturday, building up for a marathon. Oh and I'm coeliac, which in Korea is... an adventure.",
            "Rice-based meals are your friend: grilled fish with rice, plain rice and eggs, bibimbap without gochujang. Avoid regular soy sauce unless it's gluten-free.",
            "yes the gochujang thing got me last year, I was sick for three days. so please always flag hidden gluten whenever you mention any food.",
            "Will do. I'll flag hidden gluten every time food comes up.",
            "thanks! and you can call me Min, everyone does.",
            "Sounds good, Min.",
        ]),
        ("2026-07-14T21:30:00+09:00", [
            "I teach English at a hagwon in Mapo, mostly middle schoolers. Need a fun 10-minute warm-up for a summer class on travel vocab.",
            "Try 'Pack Your Bag': the first student says 'I'm going to Jeju and I'm packing a passport', the next repeats it and adds an item, and so on around the room.",
            "ha they'll love that. unrelated but my Novablast 4s are dying. get the 5s or switch? I'm pretty loyal to Asics honestly",
            "If the 4s worked for you, the Novablast 5 is a safe bet: similar ride, slightly softer foam.",
        ]),
        ("2026-09-20T06:00:00+09:00", [
            "5 weeks to Chuncheon Marathon (Oct 25)! Can you sketch a taper?",
            "Do your last long run (about 32 km) in two weeks, then cut weekly volume by roughly 20%, 35% and 50% over the last three weeks, keeping a few short marathon-pace efforts.",
            "my favourite route is along the Han from Mangwon to Yeouido and back, about 20 km. can I still do that during the taper?",
            "Yes in the first taper week. In race week, shorten it to 8 to 10 km easy.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "training for a marathon, doing long runs"),
        (1, 2, "standing", "coeliac; always flag hidden gluten whenever food is mentioned"),
        (1, 4, "standing", "call her Min"),
        (2, 0, "fact", "teaches English to middle schoolers at a hagwon in Mapo"),
        (2, 2, "non_standing", "loyal to Asics; runs in Novablast"),
        (3, 0, "fact", "running the Chuncheon Marathon on 25 October"),
        (3, 2, "non_standing", "favourite route along the Han from Mangwon to Yeouido"),
    ],
    unrelated=[
        "how do tides work?",
        "write a short poem about rain on a window",
        "explain the Pythagorean theorem with an example",
    ],
    related=[
        ("which shoes should I race in?", [5]),
        ("where's a nice place for an easy 15k this weekend?", [7]),
        ("what should I eat for breakfast on race morning?", [2, 6]),
        ("need a game for my kids on Monday, they're 13-14", [4]),
    ],
))

USERS.append(dict(
    n=6, lang="en",
    sessions=[
        ("2026-05-26T05:30:00-05:00", [
            "Milking about 120 Holsteins near Marshfield. One cow's been off her feed two days. Temp normal. What could it be",
            "Could be ketosis, a displaced abomasum or hardware disease. Listen for a ping on the left side and check ketones in the milk. Call your vet if she doesn't pick up.",
            "I'm pretty deaf and the hearing aids are no good on the phone. Don't tell me to call people. Tell me if there's a way to reach the vet by text or online.",
            "Understood. Many clinics take texts or have an online form. Ask yours for a text number and save it, and describe her symptoms in writing.",
        ]),
        ("2026-08-08T20:15:00-05:00", [
            "Linda and I are thinking about handing the farm to our son Eric in a couple years. Where do we start",
            "Start with a succession plan: sit down with Eric about timing and roles, then bring in an ag attorney and an accountant. UW Extension runs farm succession workshops, some online.",
            "Good. And stick to acres and pounds. The last thing I read had hectares and kilos and I don't think in that.",
            "Acres and pounds it is.",
            "Packers preseason starts Thursday. Only thing I watch besides the weather",
            "Here's hoping for a good season.",
        ]),
        ("2026-11-10T06:00:00-06:00", [
            "Looking at a used 1980 John Deere 4440. Fella wants 22 grand. Fair?",
            "For a 4440 in decent shape, $18,000 to $25,000 is typical. Check the hours, the Quad-Range transmission and look for hydraulic leaks.",
            "Always liked the old green ones. My dad had a 4020.",
            "The 4020 is a classic, and the 4440 is a worthy successor.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "milks about 120 Holsteins near Marshfield, Wisconsin"),
        (1, 2, "standing", "very hard of hearing; never suggest phone calls, give text or online options"),
        (2, 0, "fact", "wife Linda; plan to hand the farm to son Eric in a couple of years"),
        (2, 2, "standing", "use acres and pounds, not metric"),
        (2, 4, "non_standing", "Green Bay Packers fan"),
        (3, 0, "fact", "looking at buying a used 1980 John Deere 4440 for $22,000"),
        (3, 2, "non_standing", "likes old John Deere tractors; his dad had a 4020"),
    ],
    unrelated=[
        "where does the tradition of Thanksgiving come from",
        "how do solar panels make electricity",
        "explain what inflation is in plain words",
    ],
    related=[
        ("what should my boy read up on before he takes over the place", [3]),
        ("Christmas gift ideas for a football fan like me", [5]),
        ("that tractor I was looking at, what should I check before I hand over the money", [6]),
        ("how much hay do I need to get the herd through winter", [1, 4]),
    ],
))

USERS.append(dict(
    n=7, lang="en",
    sessions=[
        ("2026-05-12T23:10:00+05:30", [
            "Hi, I'm a final year MBBS student at Madras Medical College. Can you summarise the causes of microcytic anaemia?",
            "Iron deficiency, thalassaemia, anaemia of chronic disease, sideroblastic anaemia and lead poisoning. Iron deficiency is by far the most common.",
            "Good. Please always give me bullet points. I revise from these on my phone and paragraphs are useless at 1 am",
            "- Bullet points from now on\n- Short lines for phone reading",
        ]),
        ("2026-07-30T13:00:00+05:30", [
            "My sister Divya is getting married on 21 August in Madurai and I have to give a short speech in English. Help?",
            "- Open with a childhood memory\n- Say what you admire about her\n- Welcome the groom into the family\n- End with a wish for them",
            "Yes, 2 minutes max. Her fiance is Arun, he's an engineer in Bangalore.",
            "- 'Good evening everyone, I'm Divya's younger brother...'\n- A memory of her helping you study\n- 'Arun, welcome to a very loud family'\n- Raise a toast",
            "thanks. separately, I'm vegetarian, no egg either, so whenever food comes up don't suggest egg or meat for protein. it's always the first thing people say",
            "- Noted: vegetarian, no egg\n- Protein: paneer, dal, curd, chana, soya chunks",
        ]),
        ("2026-10-06T20:00:00+05:30", [
            "Finals start in December and I need a break from studying. Suggest music like Ilaiyaraaja's 80s songs? That's my comfort music",
            "- M. S. Viswanathan's film songs\n- A. R. Rahman's early scores: Roja, Bombay\n- Vidyasagar's 2000s work",
            "nice. also any good cricket documentaries? CSK fan forever",
            "- 'Roar of the Lion' (CSK, Hotstar)\n- 'The Test' (Amazon Prime)\n- 'Beyond the Boundary'",
        ]),
    ],
    statements=[
        (1, 0, "fact", "final year MBBS student at Madras Medical College"),
        (1, 2, "standing", "always answer in bullet points; revises on his phone"),
        (2, 0, "fact", "sister Divya is getting married on 21 August in Madurai"),
        (2, 2, "fact", "Divya's fiance Arun is an engineer in Bangalore"),
        (2, 4, "standing", "vegetarian, no egg; never suggest egg or meat"),
        (3, 0, "fact", "final exams start in December"),
        (3, 0, "non_standing", "Ilaiyaraaja's 80s songs are his comfort music"),
        (3, 2, "non_standing", "lifelong CSK fan"),
    ],
    unrelated=[
        "What's the difference between weather and climate?",
        "Write a short poem about the monsoon",
        "How does GPS work?",
    ],
    related=[
        ("Something sports-related to watch tonight?", [8]),
        ("Songs to play softly while I study", [7]),
        ("What gift can I give my sister and her husband after the wedding?", [3, 4]),
        ("Make me a revision timetable until my exams", [6]),
    ],
))

USERS.append(dict(
    n=8, lang="en",
    sessions=[
        ("2026-05-18T03:40:00-07:00", [
            "3:40am, baby's finally asleep on me. Maya's 5 weeks old. How long is it normal for a newborn to cluster feed in the evening?",
            "Very normal. Evening cluster feeding often lasts 2 to 4 hours, especially around the growth spurts at 3 and 6 weeks.",
            "ok. my back is killing me from rocking her. I've had chronic lower back pain since a disc injury in 2019, so whatever you suggest, exercises, baby gear, anything, factor that in",
            "Will do. Rock her sitting in a glider rather than standing, use a carrier with a hip belt, and try gentle pelvic tilts. Your physio can tailor the rest.",
        ]),
        ("2026-07-09T14:00:00-07:00", [
            "What's a good baby carrier then? And don't link Amazon, I don't buy from them, ever.",
            "The Ergobaby Omni Breeze or the Tula Explore, both with padded hip belts. Local baby shops like Crocodile Baby stock them.",
            "Crocodile Baby on Main? that's like ten minutes from us",
            "That's the one. They'll usually let you try carriers on in the store.",
            "good. honestly the only me time I get now is a Friday beer at 33 Acres. best brewery in the city, don't argue",
            "No argument here. Sounds like a good ritual.",
        ]),
        ("2026-08-24T21:10:00-07:00", [
            "Back to school next week. I teach grade 11 chem in East Van and I have planned nothing. Fun first-day activity?",
            "Open with the elephant toothpaste demo, then a 'mystery powders' lab where groups identify substances. Low prep, big reaction.",
            "love it. other thing, my wife Priya and I used to hike Joffre Lakes every summer before Maya. she wants to go back with the baby in the carrier. doable?",
            "The lower lake is a few minutes' walk. The trail to the upper lake is steep and rocky, so with your back and a baby on your front I'd stop at the middle lake and take it slow.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "baby daughter Maya, about five weeks old in mid May"),
        (1, 2, "standing", "chronic lower back pain since a 2019 disc injury; all suggestions must factor it in"),
        (2, 0, "standing", "never suggest or link Amazon"),
        (2, 2, "fact", "lives about ten minutes from Main Street, Vancouver"),
        (2, 4, "non_standing", "favourite brewery is 33 Acres"),
        (3, 0, "fact", "teaches grade 11 chemistry in East Vancouver"),
        (3, 2, "fact", "wife is Priya"),
        (3, 2, "non_standing", "loves hiking Joffre Lakes"),
    ],
    unrelated=[
        "explain how the stock market works",
        "write a limerick about a seagull",
        "what's the tallest mountain in Africa and how long does it take to climb",
    ],
    related=[
        ("where should I go for a drink this Friday", [5]),
        ("plan a day hike for us this fall", [8]),
        ("quick lab ideas for my students on reaction rates", [6]),
        ("when should my daughter start on solids", [1]),
    ],
))
