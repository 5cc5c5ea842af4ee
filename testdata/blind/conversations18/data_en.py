# English-writing users (c18-u01 .. c18-u08).
# Format per user:
#   sessions:   list of (start, [turn0, turn1, ...]) — turns alternate user / assistant, user first
#   statements: list of (session_no, turn_index, kind, text) — numbered st1.. in list order
#   probes:     plain string = unrelated probe; (query, [statement numbers]) = related probe

USERS = []

# u01 — primary-school teacher, Leeds (UK)
USERS.append(dict(
    uid="u01", lang="en",
    sessions=[
        ("2026-05-06T19:25:00+01:00", [
            "Hi! I teach Year 3 at a primary school in Leeds, 28 kids this year and six of them are EAL (mostly Polish and Urdu speakers). I'm planning a Romans topic for next half term. Could you suggest a few activities that would work for 7 and 8 year olds?",
            "Absolutely! Here are some ideas your students will love:\n1. Make Roman shields from cardboard and color them with traditional designs.\n2. Organize a Roman market day where the kids trade goods using coins they've made.\n3. A math scavenger hunt with Roman numerals hidden around the classroom.\n4. Practice mosaic-making with colored paper squares.\nFor your EAL students, picture cards and labeled diagrams will help a lot.",
            "These are lovely, but could you use British spelling with me please? Colour, organise, maths, labelled. I paste bits straight into my planning and the head does notice. That's for always, not just today.",
            "Of course, British spelling from now on. So: colour the shields, organise a market day, a maths hunt with Roman numerals, mosaics from coloured paper squares, and labelled picture cards for your EAL pupils.",
            "Perfect. We're also taking them to the Royal Armouries on 18 June, which I'm slightly dreading. Coach trip with 28 eight-year-olds!",
            "Brave! A few things that help: name stickers with the school number on, fixed buddy pairs, a headcount at every door, and a spare bag with wipes, plasters and sick bags for the coach. The Armouries' learning team can also run a handling session if you book ahead.",
        ]),
        ("2026-06-23T20:10:00+01:00", [
            "Evening! I need to write the end-of-year newsletter to parents. For this one can you keep it really formal, the head reads it before it goes out.",
            "Certainly. Here is a formal draft:\n\nDear Parents and Carers,\n\nAs the academic year draws to a close, I would like to thank you for your continued support. It has been a pleasure to watch the children grow in confidence and independence this year...",
            "That's great. Can you add a line thanking the PTA for the summer fair, and say the museum trip was a real success?",
            "Added: 'We would like to extend our sincere thanks to the PTA for organising the summer fair, and we are delighted to report that our visit to the Royal Armouries was a great success.'",
            "Thank you! Honestly after this term all I want is to sit in the garden with my knitting. I'm doing a jumper for my nephew, my first proper one with sleeves.",
            "That sounds like the perfect way to unwind. Sleeves are a real milestone. Try knitting both at once on the same circular needle so they come out the same length.",
        ]),
        ("2026-09-02T07:05:00+01:00", [
            "Morning, first day back tomorrow. Could you write me a short story for the first carpet session, something about being brave in a new class? Five minutes to read aloud at most.",
            "Pip the hedgehog had never been to a new school before. On the first morning his prickles stood up all on their own, and he hid behind the coat pegs. Then a small voice said, 'I'm new too.' It was a mole called Mabel... By home time, Pip's prickles were lying flat and happy.",
            "Aw, they'll like Pip. Julia Donaldson is still my absolute favourite for this age though, I could read The Gruffalo every single day.",
            "She's very hard to beat! For a first week, Tiddler and The Snail and the Whale both have lovely themes about being small in a big new world.",
            "Ooh, The Snail and the Whale, I'd forgotten that one. Thank you, that's tomorrow sorted.",
            "Good luck tomorrow, I hope it's a calm first day.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "teaches Year 3 at a primary school in Leeds; class of 28 with six EAL pupils (mostly Polish and Urdu speakers)"),
        (1, 2, "standing", "always use British spelling (colour, organise, maths)"),
        (1, 4, "fact", "class trip to the Royal Armouries on 18 June by coach"),
        (2, 0, "non_standing", "wants the end-of-year parents' newsletter written very formally (this one document)"),
        (2, 4, "non_standing", "relaxes by knitting; making a jumper with sleeves for her nephew"),
        (3, 2, "non_standing", "Julia Donaldson is her favourite author for this age; loves The Gruffalo"),
    ],
    probes=[
        "how do vaccines actually work?",
        "what's the difference between weather and climate?",
        "give me a simple recipe for banana bread",
        ("how many children in my class are still learning English?", [1]),
        ("when's the school trip to the museum?", [3]),
        ("what does the user like to do to unwind in the holidays?", [5]),
        ("suggest a picture book author I'd enjoy reading to the kids", [6]),
    ],
))

# u02 — barrister, Lagos (Nigeria)
USERS.append(dict(
    uid="u02", lang="en",
    sessions=[
        ("2026-05-14T21:30:00+01:00", [
            "Good evening. I am a barrister in Lagos, mostly commercial litigation. I need a short explanation of a Mareva injunction for a new junior in chambers.",
            "Hey there! 😊 Great question! ⚖️ A Mareva injunction is basically a freezing order 🧊 that stops a defendant from moving their assets 💰 out of reach before the case is decided. Courts grant it when there's a real risk the money will disappear 🏃‍♂️💨!",
            "Please drop the emojis. I paste some of this into memos and it looks unserious. No emojis in any answer, ever.",
            "Understood, no emojis. A Mareva injunction is an interim order restraining a defendant from removing or dissipating assets within the jurisdiction pending judgment. The applicant must show a good arguable case, assets within the jurisdiction and a real risk of dissipation, and will usually give an undertaking as to damages.",
            "Much better. Also, address me as Barrister Okonkwo, not Adaeze. My juniors read over my shoulder.",
            "Certainly, Barrister Okonkwo.",
        ]),
        ("2026-07-08T06:50:00+01:00", [
            "Barrister Okonkwo here. I have a hearing at the Federal High Court, Ikoyi on 14 July, an interlocutory application for an injunction. Give me a structure for oral submissions of about fifteen minutes.",
            "Good morning, Barrister Okonkwo. A workable structure:\n1. Introduction and the relief sought (1 minute).\n2. Brief facts (3 minutes).\n3. The legal test and your authorities (6 minutes).\n4. Balance of convenience and the undertaking as to damages (3 minutes).\n5. Response to anticipated objections and close (2 minutes).",
            "Good. Just this once, put my two main authorities side by side in a table: issue, holding, relevance. I need to see them at a glance on the morning.",
            "| Authority | Issue | Holding | Relevance |\n|---|---|---|---|\n| Kotoye v CBN (1989) | Grant of interlocutory injunction | Applicant must show a legal right, a serious question to be tried, balance of convenience and an undertaking | Sets out the test you must satisfy |\n| Obeya Memorial Hospital v A-G Federation (1987) | Balance of convenience | Court weighs the harm to each side if the order is or is not granted | Supports your point on irreparable harm |",
            "Thank you. For the long drive over Third Mainland Bridge I've been listening to audiobooks. I adore Chimamanda Adichie, Half of a Yellow Sun is the best novel I have ever read. Anything in that spirit?",
            "You might enjoy Chigozie Obioma's The Fishermen, Sefi Atta's Everything Good Will Come and Ayobami Adebayo's Stay With Me. For an older classic, Buchi Emecheta's The Joys of Motherhood.",
        ]),
        ("2026-08-30T19:15:00+01:00", [
            "Evening. I'm hosting a small dinner on Saturday. Suggest some records to play. Fela is my man, Water No Get Enemy is practically my anthem.",
            "Barrister Okonkwo, for a dinner: Fela's 'Water No Get Enemy' and 'Lady', Tony Allen's 'Jealousy', Orlando Julius, Ebo Taylor's 'Heaven', and Seun Kuti for something newer. Start mellow and save 'Zombie' for later in the evening.",
            "Good. One guest, my colleague's wife, is allergic to shellfish, so Saturday's menu cannot have prawns. What can I serve instead of my usual prawn pepper soup?",
            "Catfish pepper soup keeps the same heat and aroma, or goat meat pepper soup if you want something heartier. Use a pot and utensils that have not touched shellfish, and check that your seasoning does not contain crayfish.",
            "Catfish it is. Thank you.",
            "You're welcome, Barrister Okonkwo. Enjoy the evening.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "barrister in Lagos, mostly commercial litigation"),
        (1, 2, "standing", "no emojis in any answer"),
        (1, 4, "standing", "address her as Barrister Okonkwo, not by her first name Adaeze"),
        (2, 0, "fact", "hearing at the Federal High Court, Ikoyi on 14 July (interlocutory injunction application)"),
        (2, 2, "non_standing", "wanted a table comparing two authorities, just this once"),
        (2, 4, "non_standing", "adores Chimamanda Adichie; Half of a Yellow Sun is her favourite novel"),
        (3, 0, "non_standing", "big Fela fan; 'Water No Get Enemy' is her anthem"),
        (3, 2, "fact", "a guest at her Saturday dinner (a colleague's wife) is allergic to shellfish"),
    ],
    probes=[
        "explain how photosynthesis works",
        "what's the best way to get a red wine stain out of a carpet?",
        "convert 10 kilometres to miles",
        ("when is my court date at Ikoyi?", [4]),
        ("recommend a novel the user would enjoy", [6]),
        ("put together a playlist of the music I love", [7]),
        ("what did I say about one of my dinner guests and food?", [8]),
    ],
))

# u03 — line cook, Toronto (Canada)
USERS.append(dict(
    uid="u03", lang="en",
    sessions=[
        ("2026-05-20T15:10:00-04:00", [
            "yo quick one whats the ratio for hollandaise, doing like 60 covers of eggs benny sat morning",
            "Great question! Hollandaise is one of the five French mother sauces, and getting it right for a big brunch service is all about understanding the emulsion. Egg yolks contain lecithin, which acts as an emulsifier and lets the butterfat stay suspended in tiny droplets. For a classic ratio, use about 1 pound of clarified butter to 6 egg yolks, 2 tablespoons of lemon juice and a pinch of cayenne. For 60 covers you'll want roughly 5 batches, held in a bain-marie at around 145°F. Keep in mind that hollandaise can break if it gets too hot or too cold, so whisk constantly. If it does break, you can rescue it by whisking a fresh yolk in a clean bowl and slowly drizzling the broken sauce back in. Finally, consider making a backup batch in case service runs long...",
            "bro im on my 10 min break i cant read an essay lol. keep it short always, like 2-3 lines max",
            "got it. per 6 yolks: 1 lb clarified butter, 2 tbsp lemon, pinch cayenne. x5 for 60 covers, hold warm in a bain-marie.",
            "can u always do grams n ml tho? we weigh everything at work, cups n pounds mean nothing to me",
            "sure. per 6 yolks: 450 g clarified butter, 30 ml lemon, pinch cayenne. hold around 63°C.",
        ]),
        ("2026-06-11T22:40:00-04:00", [
            "just got off a double, feet are done. my gf is vegetarian and im cooking for her bday sunday, whats a main that isnt just pasta",
            "mushroom wellington: 500 g mixed mushrooms, 200 g spinach, 1 sheet puff pastry. 40 min at 200°C, rest 10 before slicing.",
            "ooh nice. i put hot sauce on literally everything, whats a homemade one thats veggie friendly",
            "fermented habanero: 250 g habaneros in a 2% salt brine, 5-7 days. blend with 50 ml vinegar, strain.",
            "sick ty",
            "np, happy bday to her.",
        ]),
        ("2026-08-19T16:00:00-04:00", [
            "applied for a sous chef job at a spot in leslieville, interview next thurs. what do they usually ask",
            "food cost %, how you run a line in the weeds, handling a no-show, ordering and inventory. bring one dish idea.",
            "food cost i kinda know, we aim for like 28-30 where i am now",
            "good, say that. know how to cost a plate: ingredient cost ÷ menu price.",
            "also my fav cookbook is salt fat acid heat, would it be cringe to bring that up",
            "not cringe if you say what you took from it, like seasoning in layers. keep it quick.",
        ]),
    ],
    statements=[
        (1, 2, "standing", "always keep answers short, 2-3 lines max"),
        (1, 4, "standing", "always use metric kitchen units (grams, ml), not cups or pounds"),
        (2, 0, "fact", "girlfriend is vegetarian; he is cooking her birthday dinner on Sunday"),
        (2, 2, "non_standing", "puts hot sauce on everything"),
        (3, 0, "fact", "applied for a sous chef job in Leslieville; interview next Thursday"),
        (3, 4, "non_standing", "favourite cookbook is Salt Fat Acid Heat"),
    ],
    probes=[
        "how do noise cancelling headphones work",
        "whats the tallest mountain in africa",
        "explain how a credit score works",
        ("what job did i apply for?", [5]),
        ("ideas for a birthday dinner for my girlfriend", [3]),
        ("which cookbook does the user like best?", [6]),
        ("what condiment does the user put on everything?", [4]),
    ],
))

# u04 — farmer, near Nakuru (Kenya)
USERS.append(dict(
    uid="u04", lang="en",
    sessions=[
        ("2026-06-02T07:30:00+03:00", [
            "Good morning. I have a small farm near Nakuru, about 5 acres with maize and 6 dairy cows. How much does a chaff cutter cost, and is it worth buying one?",
            "A manual chaff cutter usually costs around $80-$150, while an electric or petrol model is about $400-$900. With six cows it can pay for itself by reducing wasted fodder, since chopped napier grass is eaten more completely.",
            "Why are you giving me dollars? I am in Kenya. Give me prices in Kenya shillings, always.",
            "Sorry about that. A manual chaff cutter is roughly KSh 10,000-20,000, and a motorised one about KSh 50,000-120,000. For six cows a manual or small electric one is enough.",
            "Thank you. The motorised one is too much for now. I also have type 2 diabetes since 2021, so when you suggest anything to eat or drink keep it low in sugar, the doctor at Nakuru Level 5 is very strict with me. Anyway, where can I find a good second-hand cutter?",
            "Noted, I will keep food and drink suggestions low in sugar. For second-hand cutters, check the agrovets in Nakuru town, the notice board at your dairy cooperative, and online marketplaces, and ask to see it cutting before you pay. Expect about KSh 6,000-12,000 for a manual one in good condition.",
        ]),
        ("2026-07-15T20:05:00+03:00", [
            "Good evening. My daughter Njeri is in second year at Moi University in Eldoret, agricultural economics. Her fees for next semester are due in September. We sell about 60 litres of milk a day to the cooperative at KSh 48 per litre. Can you help me make a simple savings plan?",
            "Certainly. 60 litres x KSh 48 = KSh 2,880 a day, about KSh 86,400 a month. If you set aside KSh 500 a day from the milk money in a separate M-Pesa savings account or your SACCO, you will have about KSh 30,000 by the end of August.",
            "That is clear, I will write it in my notebook.",
            "Good. Check the total every Sunday so you know you are on track.",
            "Gor Mahia plays on Sunday. I will be in the shamba listening on the radio. K'Ogalo is in my blood since I was a boy in Kisumu.",
            "Enjoy the match! I hope K'Ogalo gives you a good result.",
        ]),
        ("2026-10-03T06:45:00+03:00", [
            "The short rains are coming. Which maize is better for Nakuru, H614 or DK 8031? I prefer a drought-tolerant one, the rains are not reliable anymore.",
            "DK 8031 matures earlier and handles dry spells better; H614 yields more but needs good rains and takes longer. For unreliable short rains, DK 8031 is the safer choice. A 2 kg packet is around KSh 600-700.",
            "Then DK 8031 it is.",
            "Good. Plant at 75 cm by 25 cm, one seed per hole, and top-dress with CAN when the maize is knee high.",
            "One more thing. My wife makes mandazi on Sundays and I love them too much. Is there a way I can still eat them?",
            "Yes: make them with no sugar in the dough, use half wholemeal flour, and spice them with cardamom and a little coconut. Have one or two with tea without sugar, and not every day.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "small farm near Nakuru, about 5 acres, maize and 6 dairy cows"),
        (1, 2, "standing", "always give prices in Kenya shillings, not dollars"),
        (1, 4, "standing", "has type 2 diabetes: every food or drink suggestion must be low in sugar"),
        (2, 0, "fact", "daughter Njeri in 2nd year agricultural economics at Moi University, Eldoret; fees due in September; sells about 60 litres of milk a day at KSh 48 per litre"),
        (2, 4, "non_standing", "lifelong Gor Mahia (K'Ogalo) fan since boyhood in Kisumu"),
        (3, 0, "non_standing", "prefers drought-tolerant maize; chose DK 8031"),
        (3, 4, "non_standing", "loves the mandazi his wife makes on Sundays"),
    ],
    probes=[
        "How does a rainbow form?",
        "Write a short poem about friendship",
        "What is the difference between a virus and bacteria?",
        ("How much milk do we sell each day, and at what price?", [4]),
        ("Which university is my daughter at?", [4]),
        ("which football club does the user follow?", [5]),
        ("what kind of maize seed does the user like to plant?", [6]),
    ],
))

# u05 — bus driver, Dublin (Ireland); dictates by voice
USERS.append(dict(
    uid="u05", lang="en",
    sessions=[
        ("2026-05-27T13:20:00+01:00", [
            "hey im a bus driver in dublin mostly on the 46a and my back is killing me after a shift what stretches can i do on my break",
            "Here are some stretches you can do on your break:\n\n- **Seated spinal twist**: sit tall, cross your arms & rotate → hold 20s each side\n- **Hamstring stretch**: heel on a step, lean forward (keep back straight!)\n- **Cat-cow**: on all fours if there's space 🧘\n- **Standing back extension**: hands on hips, lean back gently ↩️",
            "i use voice so the phone reads your answers out to me on the break and all the stars and dashes and arrows come out weird so no bullet points or symbols ever ok just talk in normal sentences",
            "No problem. Sit up tall, cross your arms and slowly turn your upper body to one side, hold it for twenty seconds, then do the other side. Then stand with your hands on your hips and lean back gently a few times.",
            "thats better cheers the physio in tallaght says i have a bulging disc so nothing too mad",
            "That makes sense. With a bulging disc keep everything slow and stop if you feel pain going down your leg. A five minute walk at the terminus is good for it too.",
        ]),
        ("2026-07-09T21:45:00+01:00", [
            "my young lad conor is making his confirmation in september and i want to do a small party at the house for about thirty people what food would be handy",
            "For thirty people the easiest thing is to order a few sandwich platters from a local deli and get a big cake. You could do one hot dish such as a big pot of chilli with rice, which can be made the day before. Cocktail sausages and chicken goujons will keep the kids happy. Put out some crisps and dips as well. Plan on roughly one and a half rounds of sandwiches per adult. Finally, do not forget drinks, and ask someone to help you serve.",
            "thats grand but its still a bit long for listening to keep it to three or four sentences tops from now on",
            "Will do. Get sandwich platters and a cake, make one hot dish like chilli the day before, and add sausages and crisps for the kids.",
            "sound we might do lasagne instead of chilli handier to reheat",
            "Good idea. Two big trays of lasagne with the sandwiches should feed thirty.",
        ]),
        ("2026-10-12T06:10:00+01:00", [
            "morning im on earlies all this week any tips for staying sharp at that hour",
            "Get bright light as soon as you wake and eat something with protein before the shift. Keep coffee to the first half of the shift and take a short walk at the terminus on your break.",
            "good man and any good hurling documentaries i live for the hurling kilkenny till i die even though im in dublin twenty years",
            "Laochra Gael on TG4 has episodes on Kilkenny greats like Henry Shefflin and DJ Carey. Old All-Ireland finals are also worth a rewatch in the off season.",
            "lovely and sundays my day off i love getting up to lough ennell with the rods best thing in the world",
            "That sounds like a great way to spend a Sunday. Check the forecast and bring a flask.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "bus driver in Dublin, mostly on the 46A route"),
        (1, 2, "standing", "answers are read aloud by his phone: no bullet points or symbols, plain spoken sentences only"),
        (1, 4, "fact", "physio in Tallaght says he has a bulging disc"),
        (2, 0, "fact", "son Conor's confirmation is in September; party at home for about thirty people"),
        (2, 2, "standing", "keep answers to three or four sentences at most"),
        (3, 2, "non_standing", "lives for hurling; die-hard Kilkenny supporter"),
        (3, 4, "non_standing", "loves fishing at Lough Ennell on his Sunday off"),
    ],
    probes=[
        "how does a heat pump work",
        "what year did the titanic sink",
        "give me a few tips for learning a new language",
        ("what did the physio say about my back?", [3]),
        ("food for my son's confirmation party", [4]),
        ("which county does the user support in hurling?", [6]),
        ("what does the user like to do on his day off?", [7]),
    ],
))

# u06 — data scientist, Bengaluru then Pune (India)
USERS.append(dict(
    uid="u06", lang="en",
    sessions=[
        ("2026-06-05T22:15:00+05:30", [
            "Hey. I'm a data scientist at a fintech in Bengaluru, working on fraud detection. Quick sanity check: on a heavily imbalanced dataset (0.3% positives), should I report PR-AUC or ROC-AUC?",
            "With only 0.3% positives, PR-AUC is usually more informative. ROC-AUC includes the true negative rate, and because negatives dominate, even a model that raises many false alarms can still show a high ROC-AUC. PR-AUC focuses on precision and recall for the positive class, which is what matters for fraud, where every alert costs analyst time. It is still worth reporting both, along with precision at the alert budget your operations team can handle, because stakeholders often know ROC-AUC better.",
            "Makes sense. Please default to bullet points with me, I skim on my phone between meetings and paragraphs lose me.",
            "- Report PR-AUC as the main metric\n- Add ROC-AUC for familiarity\n- Include precision at your alert budget",
            "Also FYI I follow a Jain diet: no meat, fish or eggs, and no onion, garlic, potatoes or other root vegetables. Keep that in mind for anything food related, always.",
            "- Noted: Jain diet\n- No meat, fish or eggs\n- No onion, garlic, potatoes or other root vegetables",
        ]),
        ("2026-07-21T09:40:00+05:30", [
            "The team is relocating to Pune in September, so I'm moving too. Need a checklist for moving out of a 1BHK.",
            "- Give notice to the landlord; agree on the deposit return\n- Book packers 2-3 weeks ahead; get 3 quotes\n- Transfer or close electricity, gas, broadband\n- Update your address with bank, Aadhaar, PAN\n- Pack a first-night box",
            "For the Slack message to my team about the farewell lunch, make it casual and fun, not corporate.",
            "- Draft: “Hey folks! Before we all pack our lives into cardboard boxes: farewell lunch Friday at 1. Come hungry, leave nostalgic. Bengaluru, you were fun.”",
            "Ha, perfect, sending it.",
            "- Enjoy the lunch",
        ]),
        ("2026-10-18T20:30:00+05:30", [
            "Finally settled in Pune. Weekends I've gone back to Carnatic concerts, I'm a bit obsessed with T.M. Krishna's voice. Any similar artists?",
            "- Sanjay Subrahmanyan\n- Bombay Jayashri\n- Abhishek Raghuram\n- Aruna Sairam",
            "For work I honestly prefer Polars over pandas now, way faster on our 40 GB tables. Any gotchas with lazy frames?",
            "- Call .collect() only at the end\n- Use scan_parquet instead of read_parquet\n- Check the plan with .explain()\n- Row-wise pandas habits don't translate; use expressions",
            "Thanks, the explain() tip is useful.",
            "- Glad it helps",
        ]),
    ],
    statements=[
        (1, 0, "fact", "data scientist at a fintech in Bengaluru, works on fraud detection"),
        (1, 2, "standing", "answer in bullet points by default, no long paragraphs"),
        (1, 4, "standing", "follows a Jain diet: no meat, fish, eggs, onion, garlic, potatoes or other root vegetables, for all food answers"),
        (2, 0, "fact", "moving to Pune in September because the team is relocating"),
        (2, 2, "non_standing", "wanted the farewell-lunch Slack message casual and fun (that one message)"),
        (3, 0, "non_standing", "goes to Carnatic concerts; obsessed with T.M. Krishna's voice"),
        (3, 2, "non_standing", "prefers Polars over pandas for work"),
    ],
    probes=[
        "What causes the northern lights?",
        "How do I remove rust from a bicycle chain?",
        "Summarise the main causes of World War I",
        ("Which city did I relocate to?", [4]),
        ("singers similar to the one I've been listening to a lot", [6]),
        ("which dataframe library does the user prefer?", [7]),
        ("what kind of work does the user do?", [1]),
    ],
))

# u07 — midwife, Johannesburg (South Africa); pregnant
USERS.append(dict(
    uid="u07", lang="en",
    sessions=[
        ("2026-05-18T23:50:00+02:00", [
            "Hi, night shift at Bara maternity and it's finally quiet. I'm a midwife, nine years now. Can you give me a quick refresher on the signs of pre-eclampsia for a student I'm mentoring?",
            "Key signs to teach: BP of 140/90 or more after 20 weeks, proteinuria, severe headache, visual disturbances, epigastric or right upper quadrant pain, sudden swelling of the face and hands, and reduced urine output. Warning signs of imminent eclampsia: hyperreflexia and clonus.",
            "Thanks. Personal one now, I'm 16 weeks pregnant myself, first baby! So whenever you suggest food, medicine, exercise, anything, please flag if it's not safe in pregnancy. I know it all for my patients but I'm tired 😅",
            "Congratulations! I'll flag anything that isn't pregnancy-safe from now on.",
            "Lekker. Ok what can I snack on at 3am that isn't another Bar-One from the vending machine",
            "Good options: pasteurised yoghurt, a handful of nuts, hard-boiled eggs, fruit, or peanut butter on crackers. Pregnancy flag: skip soft unpasteurised cheeses and keep caffeine under about 200 mg a day, roughly two cups of instant coffee.",
        ]),
        ("2026-07-02T14:30:00+02:00", [
            "Afternoon! We're painting the nursery this weekend. What kind of paint should we get?",
            "## Choosing nursery paint\n\n**1. Type of paint**\nGo for a **water-based** paint labelled **low-VOC or zero-VOC**. These release far fewer fumes than solvent-based paints.\n\n**2. Finish**\nA **washable eggshell or satin** finish is easier to wipe clean.\n\n**3. Pregnancy safety**\n- Let someone else do the painting if you can\n- Keep windows open and take breaks in fresh air\n- Avoid solvent-based paints, paint strippers and sanding old paint (it may contain lead)\n\n**4. Timing**\nPaint at least 4-6 weeks before the baby arrives so the room can air out.",
            "Ag, you wrote me an essay again 😂 I read these on a cracked phone between patients. Plain text, no headings or bold, and short please. For everything, not just this.",
            "Sorry! Water-based zero-VOC paint, windows open, and someone else holds the roller. Not safe for you: solvent paints, strippers, sanding old paint.",
            "Haha deal. Baby's due 24 October so we have time.",
            "Plenty. If the room is done by September it has weeks to air out.",
        ]),
        ("2026-08-16T10:00:00+02:00", [
            "My sister is throwing me a baby shower in two weeks. She's lactose intolerant so she wants everything on the snack table dairy-free. Ideas?",
            "Hummus and veg sticks, samoosas, chicken skewers, fruit kebabs, and a malva pudding made with coconut milk. All fine for you too, just make sure the chicken is cooked right through.",
            "Oh she'll love the malva pudding. Also I'm obsessed with my succulents lately, 30 pots on the stoep now",
            "That's a proper collection. Echeverias and haworthias cope well with Joburg sun. Wear gloves when repotting and skip pesticide sprays while you're pregnant.",
            "And for the shower playlist, I'm a huge amapiano person, give me a few tracks",
            "Kabza De Small and DJ Maphorisa 'Abalele', Uncle Waffles 'Tanzania', Focalistic 'Ke Star', Tyla 'Water'.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "midwife at Bara (Chris Hani Baragwanath) maternity for nine years; works night shifts"),
        (1, 2, "standing", "is pregnant (16 weeks in May, first baby): flag anything not safe in pregnancy in every suggestion"),
        (2, 2, "standing", "plain text, no headings or bold, and short answers, for everything"),
        (2, 4, "fact", "baby is due on 24 October"),
        (3, 0, "fact", "her sister, who is lactose intolerant, is hosting her baby shower and wants a dairy-free snack table"),
        (3, 2, "non_standing", "obsessed with succulents; 30 pots on the stoep"),
        (3, 4, "non_standing", "huge amapiano fan"),
    ],
    probes=[
        "How do tides work?",
        "Translate 'thank you very much' into Japanese",
        "Tell me a bit about the history of the Eiffel Tower",
        ("When is my baby due?", [4]),
        ("what plants is the user collecting at home?", [6]),
        ("snack ideas for the party my sister is organising", [5]),
        ("where does the user work?", [1]),
    ],
))

# u08 — fisherman, Bantayan Island, Cebu (Philippines)
USERS.append(dict(
    uid="u08", lang="en",
    sessions=[
        ("2026-06-09T05:40:00+08:00", [
            "gud morning, im fisherman in bantayan island cebu, i go out at nyt with my bangka. how to know if typhoon is coming, what are the sign",
            "Tropical cyclone development is typically preceded by a sustained decrease in barometric pressure, increasing cirrostratus coverage and long-period swells propagating ahead of the system. An anomalous reversal of the prevailing wind direction may also indicate an approaching low-pressure circulation. Consult PAGASA tropical cyclone bulletins and heed public storm warning signals.",
            "sori my english not so gud. pls always use simple words and short sentense, i dont understand the big words",
            "Sorry. Simple signs:\n1. Big waves but no wind.\n2. Red sky in the morning.\n3. Birds fly to land.\n4. Wind changes fast.\nListen to PAGASA on the radio. If there is a signal, do not go out.",
            "ok salamat. also money in peso pls not dolar",
            "Ok. I will use peso.",
        ]),
        ("2026-08-04T19:30:00+08:00", [
            "my wife Marites sell fish at the market in Santa Fe every morning. she want to sell dried fish also. how to make good dried danggit",
            "Easy steps:\n1. Clean the fish. Open it flat.\n2. Soak in salt water for 1 hour.\n3. Dry in the sun 2 to 3 days.\n4. Keep in a dry box with a lid.\nSalt is about ₱20 to ₱30 a kilo.",
            "ok she will try. tnx",
            "Good luck to her.",
            "i love basketbal so much, ginebra fan forever, never miss a game",
            "Ginebra! Never say die. Enjoy the games.",
        ]),
        ("2026-10-20T20:15:00+08:00", [
            "my son want to be seaman. he finish grade 12 next year. what school in cebu",
            "Some schools in Cebu City teach maritime courses, like University of Cebu. Visit them and ask. The cost can be ₱30,000 to ₱60,000 a year. Ask about scholarships from CHED or from shipping companies.",
            "ok. also i like song of Freddie Aguilar, Anak. it make me emotional every time",
            "Anak is a beautiful song. Many people feel the same.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "fisherman on Bantayan Island, Cebu; fishes at night with his bangka"),
        (1, 2, "standing", "always use simple words and short sentences (limited English)"),
        (1, 4, "standing", "give money amounts in pesos, not dollars"),
        (2, 0, "fact", "wife Marites sells fish at the Santa Fe market every morning; wants to start selling dried fish"),
        (2, 4, "non_standing", "loves basketball; Barangay Ginebra fan forever"),
        (3, 0, "fact", "son finishes grade 12 next year and wants to become a seaman"),
        (3, 2, "non_standing", "likes Freddie Aguilar's song 'Anak'"),
    ],
    probes=[
        "what is the capital of japan",
        "how do airplanes stay in the air",
        "write a short happy birthday message for a friend",
        ("what work does my wife do?", [4]),
        ("school for my boy who want to work on ships", [6]),
        ("which basketball team does the user like?", [5]),
    ],
))
