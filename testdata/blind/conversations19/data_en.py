# English-writing users (c19-u01 .. c19-u08).
# Each turn: (user_text, assistant_text, [(kind, gloss, key), ...])
# kind: "s" standing, "n" non_standing, "f" fact. turn_index is derived (2 * user turn position).

USERS = [
# ---------------------------------------------------------------- u01
{
 "n": 1, "lang": "en",
 # Wanjiru, 17, Form Four student in Nairobi
 "sessions": [
  ("2026-06-12T20:14:00+03:00", [
   ("yo can u help me make a revision timetable. KCSE starts 2nd nov and im lowkey panicking, chem and bio are my worst 😩",
    "You've got this!! 💪🔥 Here's your plan 📚✨\n🧪 Mon – Chemistry: organic chem\n🧬 Tue – Biology: genetics\n📐 Wed – Maths\n🌍 Thu – Geography\n📖 Fri – English & Kiswahili\n🎉 Weekend – past papers! 🚀",
    [("f", "KCSE exams start 2 November; chemistry and biology are her weakest subjects", "kcse")]),
   ("bro whats with all the emojis its giving primary school 💀 no emojis pls. like ever",
    "Fair enough. Here it is plain:\nMon: Chemistry, organic\nTue: Biology, genetics\nWed: Maths\nThu: Geography\nFri: English and Kiswahili\nSat and Sun: past papers",
    [("s", "no emojis in any answer, ever", "noemoji")]),
   ("better. oh and tue n thu are out, i have netball after school till like 6",
    "Moved it around. Tuesday and Thursday evenings are now just 30 minutes of flashcards. Biology moves to Monday after chemistry, Geography goes to Wednesday with Maths.",
    [("f", "has netball practice after school on Tuesdays and Thursdays until about 6", "netball")]),
  ]),
  ("2026-08-20T16:40:00+03:00", [
   ("how much is a casio fx-82 calculator, mine got stolen at school 🙄",
    "A Casio fx-82 usually costs about $15 to $20, depending on the version (fx-82MS or fx-82ES Plus).",
    []),
   ("dollars?? im in kenya fam. shillings pls, always",
    "Sorry about that. In Nairobi it's roughly KSh 1,800 to 2,500. The shops around Moi Avenue and Luthuli Avenue are usually cheaper than the malls.",
    [("s", "give prices in Kenyan shillings, always", "kes")]),
   ("ok thanks. also sauti sol is literally my whole personality, any study playlist w that kind of vibe",
    "Go for their slower songs like Melanin and Suzanna, then add Nviiri the Storyteller, Bien's solo stuff and Xenia Manasseh. Keep it low when you do timed past papers.",
    [("n", "Sauti Sol is her favourite band", "sautisol")]),
  ]),
  ("2026-10-29T21:05:00+03:00", [
   ("4 days left. my mum says i shld sleep more but i feel like i need to cram. whats the best thing to do the night before",
    "Sleep wins. Do a light 30 minute run through formulas, pack your kit (pens, calculator, ID), eat properly and be in bed by 10. Late cramming mostly costs you recall the next morning.",
    []),
   ("ok fine. my study snack is always mandazi from the kibanda near our gate, i could eat like 6 lol. is there something healthier tho",
    "Mandazi are deep fried so six is a lot before an exam. Try roasted groundnuts, a banana, or boiled maize. Keep one mandazi as a reward after each paper.",
    [("n", "favourite study snack is mandazi from the kiosk near her gate", "mandazi")]),
  ]),
 ],
 "unrelated": [
  "how do noise cancelling headphones work",
  "write a short poem about the rain",
  "why do cats purr",
 ],
 "related": [
  ("when do my national exams start", ["kcse"]),
  ("which evenings am i busy after school", ["netball"]),
  ("put on some music like the stuff i'm into", ["sautisol"]),
 ],
},
# ---------------------------------------------------------------- u02
{
 "n": 2, "lang": "en",
 # Harold Pemberton, 74, retired schoolmaster, Harrogate, macular degeneration
 "sessions": [
  ("2026-05-14T14:20:00+01:00", [
   ("Good afternoon. I should be grateful for some advice on when to sow runner beans outdoors this year, as the spring has been very cold up here. I ought to mention that my eyesight is failing (macular degeneration) and I read the screen with a magnifier, so I would ask you to keep your lines short and to avoid long paragraphs in all of your replies. Thank you.",
    "Good afternoon.\nSow outdoors from late May\nto mid June.\nWait until the frosts\nhave passed.\nOr start them in pots\nindoors now.",
    [("s", "low vision (macular degeneration, uses a magnifier): short lines, no long paragraphs in every reply", "shortlines")]),
   ("Most helpful. I have kept an allotment on Cold Bath Road for thirty-one years now, plot 14, and the soil is heavy clay. It is my great pleasure in life.",
    "Clay holds water well.\nDig in compost\nor well-rotted manure.\nBeans like a deep,\nrich trench.",
    [("n", "keeps an allotment (plot 14, Cold Bath Road) for 31 years, heavy clay; his great pleasure", "allotment")]),
   ("My wife Margaret is the one who loves the beans. She has Parkinson's now, so I do all of the cooking, and she likes them sliced very thin.",
    "Thin slicing suits them.\nA bean slicer helps.\nSteam 4 to 5 minutes.\nA little butter to finish.",
    [("f", "wife Margaret has Parkinson's; he does all the cooking", "margaret")]),
  ]),
  ("2026-07-03T10:05:00+01:00", [
   ("Could you recommend a recording of Elgar's Cello Concerto? I have loved it ever since I heard Jacqueline du Pré play it in 1967. I think it the finest thing ever written in England.",
    "Great choice, Harold!\nDu Pré with Barbirolli,\n1965, is the classic.\nAlso try Steven Isserlis\nor Sheku Kanneh-Mason.",
    [("n", "loves Elgar's Cello Concerto since hearing du Pré in 1967", "elgar")]),
   ("Thank you. If I may, I would rather not be called Harold by a machine. Mr Pemberton, please, on every occasion.",
    "Of course, Mr Pemberton.\nMy apologies.",
    [("s", "address him as Mr Pemberton, never Harold", "mrp")]),
   ("Now, I must write to the council about the footpath along Skipton Road, which is in a dreadful state. For this letter only I should like it rather stern. I have been polite three times already.",
    "Here is a draft.\nDear Sir or Madam,\nI write for the fourth time\nabout the footpath\non Skipton Road.\nIt remains dangerous.\nI expect a repair date\nwithin fourteen days.",
    [("n", "wants a stern tone for this one letter to the council", "stern")]),
   ("That will do nicely. I shall post it on Monday.",
    "Very good, Mr Pemberton.\nKeep a copy\nfor your records.",
    []),
  ]),
  ("2026-11-03T11:30:00+00:00", [
   ("Good morning. The eye clinic at Harrogate District Hospital has stretched my injections to every six weeks, which is a great relief.",
    "Good morning, Mr Pemberton.\nThat is good news.\nIt usually means\nthe eye is stable.",
    [("f", "eye injections at Harrogate District Hospital now every six weeks", "injections")]),
   ("Indeed. In the evenings I have taken to listening to Middlemarch on audiobook. Juliet Stevenson reads it beautifully. Could you suggest something to follow it?",
    "You might enjoy:\nNorth and South, Gaskell.\nThe Warden, Trollope.\nDaniel Deronda, Eliot.\nAll are on audiobook.",
    [("n", "enjoys the Middlemarch audiobook read by Juliet Stevenson", "middlemarch")]),
  ]),
 ],
 "unrelated": [
  "How does a rainbow form?",
  "Translate 'thank you very much' into Italian.",
  "What is the boiling point of water at high altitude?",
 ],
 "related": [
  ("How often does he go for his eye injections, and where?", ["injections"]),
  ("Suggest a piece of classical music I would enjoy.", ["elgar"]),
  ("What should I cook for my wife's supper, given her condition?", ["margaret"]),
  ("What kind of soil do I have on my plot?", ["allotment"]),
 ],
},
# ---------------------------------------------------------------- u03
{
 "n": 3, "lang": "en",
 # Ruth Goldberg, 66, retired, Toronto
 "sessions": [
  ("2026-05-22T09:15:00-04:00", [
   ("Hi there. Saul and I are finally doing Portugal, Lisbon and then Porto, September 8 to 22. Our first big trip since he retired! Where should we eat in Lisbon? I should say we keep kosher, and that goes for anything food-related you suggest to me, not just this trip.",
    "How exciting! Lisbon has a small Jewish community, and the Shaare Tikvah synagogue can point you to kosher catering and the few certified places. Otherwise supermarkets like El Corte Inglés stock some certified products. I'd plan on self-catering for some meals.",
    [("f", "trip to Lisbon then Porto with husband Saul, September 8 to 22", "portugal"),
     ("s", "keeps kosher: every food suggestion must be kosher", "kosher")]),
   ("That's useful. Is there a synagogue in Porto too? We'll be there over Shabbat.",
    "Yes, the Kadoorie Mekor Haim Synagogue in Porto. The community there also runs a kosher restaurant and shop; book ahead for Shabbat meals.",
    []),
   ("Wonderful. One more thing, can you always give oven temperatures in Fahrenheit as well as Celsius? My oven's an old one and I think in Fahrenheit.",
    "Certainly. From now on I'll give both, for example 180°C (350°F).",
    [("s", "always give oven temperatures in both Fahrenheit and Celsius", "ftemp")]),
  ]),
  ("2026-07-09T19:40:00-04:00", [
   ("I'm making a brisket for Friday night. My grandson Eli's bar mitzvah is in November and the whole family is coming over to start planning. What's a good recipe for 10 people?",
    "For 10 people take a 5 to 6 lb (2.5 kg) first-cut brisket. Sear it, then braise at 325°F (160°C) for about 4 hours with onions, garlic, tomato paste, red wine and beef stock. It slices better made a day ahead.",
    [("f", "grandson Eli's bar mitzvah is in November", "eli")]),
   ("Saul's cousin Debbie is coming and she's lactose intolerant, but that's no problem with a meat meal anyway. Can you do me a pareve dessert?",
    "Of course. A pareve apple cake made with oil instead of butter: bake at 350°F (175°C) for about 55 minutes. Or a lemon olive oil cake.",
    [("f", "Saul's cousin Debbie is lactose intolerant (coming to Friday dinner)", "debbie")]),
   ("Perfect. I'll put Leonard Cohen on while I cook, I've adored him since I was a girl.",
    "A fine kitchen soundtrack. 'Songs of Leonard Cohen' for the chopping, 'You Want It Darker' for the braise.",
    [("n", "has adored Leonard Cohen since girlhood", "cohen")]),
  ]),
  ("2026-09-14T21:10:00+01:00", [
   ("We're in Lisbon! These hills are no joke. Is there a tram that gets us up to the castle without climbing?",
    "Take bus 737 from Praça da Figueira, it stops right by São Jorge Castle. Tram 28 from Martim Moniz gets you close too, but it's very crowded.",
    []),
   ("Thank you. We went to a tiny fado place in Alfama last night and Saul actually cried. I loved it, I could listen every night.",
    "That's fado doing its job. If you want more, Clube de Fado and Tasca do Chico are both small. In Porto try Casa da Mariquinhas.",
    [("n", "loved the fado in Alfama, could listen every night", "fado")]),
  ]),
 ],
 "unrelated": [
  "How do solar panels turn sunlight into electricity?",
  "Explain the basic rules of cricket.",
  "What's the difference between a comet and an asteroid?",
 ],
 "related": [
  ("When is my grandson's big celebration?", ["eli"]),
  ("Which cities are we visiting in Portugal, and on what dates?", ["portugal"]),
  ("What music does she like to put on in the kitchen?", ["cohen"]),
  ("Is there dairy that someone at our family dinner can't have?", ["debbie"]),
 ],
},
# ---------------------------------------------------------------- u04
{
 "n": 4, "lang": "en",
 # Jamal Reid, 34, Atlanta, wheelchair user, voice dictation + screen reader
 "sessions": [
  ("2026-06-03T11:02:00-04:00", [
   ("hey so i need help with my resume i was a warehouse shift supervisor at a distribution center in forest park for six years until my accident last year and now im looking for remote work like customer service or dispatch",
    "Happy to help. Here's a structure:\n\n| Section | What to include |\n|---|---|\n| Summary | Two lines on leadership |\n| Experience | **Shift Supervisor**, Forest Park |\n| Skills | Scheduling, conflict resolution |\n\n**Tip:** lead with your team leadership.",
    [("f", "was a warehouse shift supervisor in Forest Park for six years until an accident last year; now looking for remote customer service or dispatch work", "work")]),
   ("ok hold on my screen reader just read all that out as pipe pipe dash dash its useless i use voice control and a screen reader so no tables no stars no markdown stuff just plain sentences always",
    "Sorry about that. Here it is in plain sentences. Start with a two line summary saying you led a team of about twenty people for six years. Then list your supervisor job with three results, like cutting late shipments. End with skills such as scheduling and handling complaints.",
    [("s", "uses voice control and a screen reader: plain sentences only, no tables or markdown, always", "plain")]),
   ("thats better thanks also im in a wheelchair since the accident so if you ever suggest somewhere to go make sure its wheelchair accessible",
    "Understood. Whenever I suggest a place I will check that it is wheelchair accessible.",
    [("s", "wheelchair user: any place suggested must be wheelchair accessible", "wheelchair")]),
  ]),
  ("2026-08-15T18:30:00-04:00", [
   ("i got an interview next tuesday with a call center company called brightline its a remote position they want a video call what should i prep",
    "Good news. Test your camera and microphone the day before. Have your resume open in another window. Prepare two short stories, one about calming an upset worker and one about fixing a scheduling problem. Have a question ready about their training.",
    [("f", "video interview with Brightline next Tuesday for a remote call center job", "brightline")]),
   ("if it goes good i wanna watch the falcons game with my brother after where can we go downtown im a falcons fan through and through rise up",
    "Stats Brewpub on Marietta Street has big screens, step-free entry and an accessible restroom. Ask them to hold a table near the front so you are not squeezing between chairs.",
    [("n", "Atlanta Falcons fan through and through", "falcons")]),
   ("cool and can you give me a gumbo recipe new orleans style i love making it on sundays",
    "Make a dark roux with equal parts oil and flour, stirring until it is the colour of chocolate. Add onion, celery and bell pepper, then garlic, stock, andouille and chicken. Simmer an hour and add okra or file at the end. Serve over rice.",
    [("n", "loves making New Orleans style gumbo on Sundays", "gumbo")]),
   ("sounds good thank you",
    "You are welcome. Good luck on Tuesday.",
    []),
  ]),
 ],
 "unrelated": [
  "whats the tallest mountain in the world",
  "how do i convert a fraction to a decimal",
  "tell me a fun fact about octopuses",
 ],
 "related": [
  ("what kind of jobs am i going for right now", ["work"]),
  ("when is my interview and who is it with", ["brightline"]),
  ("somewhere to watch the game this weekend", ["falcons", "wheelchair"]),
  ("what dish do i like to cook on sundays", ["gumbo"]),
 ],
},
# ---------------------------------------------------------------- u05
{
 "n": 5, "lang": "en",
 # Siobhán Kelly, 20, dyslexic marine biology student, Galway
 "sessions": [
  ("2026-09-21T22:40:00+01:00", [
   ("hi im startin 3rd year marine biology in university of galway and my thesis is gonna be on seaweed farming in connemara. can u explain what carrageenan is",
    "Carrageenan is a family of linear sulphated polysaccharides extracted from red edible seaweeds, chiefly Chondrus crispus and Kappaphycus alvarezii, which are widely employed as gelling, thickening and stabilising agents owing to their capacity to form thermoreversible gels in the presence of specific cations.",
    [("f", "starting third year of marine biology at University of Galway; thesis on seaweed farming in Connemara", "thesis")]),
   ("sorry thats alot of big words, im dyslexic and it all swims together. can u use simple words and short sentances for me, all the time not just this",
    "Sure. Carrageenan is a jelly stuff. It comes from red seaweed. Food makers use it to make things thick. You find it in ice cream and toothpaste.",
    [("s", "dyslexic: simple words and short sentences in every answer", "simple")]),
   ("perfect ya legend. just this once can u give me a table comparin my two option modules, fish ecology vs coastal management, so i can show my mam",
    "Here you go:\n| | Fish ecology | Coastal management |\n|---|---|---|\n| Lab work | Lots | Little |\n| Field trips | 2 | 4 |\n| Exam | 60% | 40% |",
    [("n", "one-off: wanted a table comparing option modules fish ecology and coastal management", "table")]),
  ]),
  ("2026-10-08T23:15:00+01:00", [
   ("can u explain what a p value is for my stats assignment",
    "A p value shows how surprising your result is. A small p value means the result is unlikely if nothing real is going on. People often use 0.05 as the cut off. Below that, we call it significant.",
    []),
   ("thats good. actualy can u put the main point first in one line and then explain. easier for me to find it",
    "Main point: a small p value means your result is probably not just luck.\nThen the detail: we test against the idea that nothing is going on. If p is under 0.05, we say the result is significant.",
    [("s", "refinement: put the main point first in one line, then explain", "mainfirst")]),
   ("grand. i play trad fiddle at the session in the crane bar on thursdays, its the only thing that gets me out of my head lol. any tunes u recommend learnin",
    "Main point: try The Kesh, Out on the Ocean and The Silver Spear.\nThey are common at sessions. They are not too fast. People will know them.",
    [("n", "plays trad fiddle at the Thursday session in the Crane Bar", "fiddle")]),
  ]),
  ("2026-11-19T14:00:00+00:00", [
   ("my thesis proposal is due 5th december and i havent even started the lit review, help",
    "Main point: find five key papers this week.\nSearch for seaweed farming in Ireland. Read the summary of each paper first. Write three lines on each. Then group them by topic.",
    [("f", "thesis proposal due 5 December; literature review not started", "proposal")]),
   ("ok thx. whats a good way to keep track of all the references",
    "Main point: use Zotero, it is free.\nIt saves papers from your browser with one click. It makes the reference list for you. The library runs short training sessions.",
    []),
  ]),
 ],
 "unrelated": [
  "how does a fridge keep things cold",
  "whats the history of halloween",
  "give me a recipe for pancakes",
 ],
 "related": [
  ("what's my final year project about", ["thesis"]),
  ("when is the proposal deadline", ["proposal"]),
  ("what instrument does she play and where", ["fiddle"]),
 ],
},
# ---------------------------------------------------------------- u06
{
 "n": 6, "lang": "en",
 # Meena Shah, 63, retired teacher, Jain, Ahmedabad -> visiting Edinburgh
 "sessions": [
  ("2026-07-18T07:30:00+05:30", [
   ("Namaste. I am 63 years, retired from teaching in a girls' school here in Ahmedabad. My daughter Kavya is living in Edinburgh and I am going to visit her for six weeks from 1st October, my first time in Europe. Please help me to make a packing list.",
    "Namaste! For Edinburgh in October and November: a warm coat, two thick sweaters, thermal innerwear, a waterproof jacket, comfortable walking shoes, gloves and a scarf, an umbrella, a UK plug adapter, and your regular medicines with prescriptions.",
    [("f", "retired teacher from a girls' school in Ahmedabad; visiting daughter Kavya in Edinburgh for six weeks from 1 October", "edinburgh")]),
   ("Thank you. Kindly remember I am a strict Jain. No meat, fish, eggs, and also no onion, garlic, potato or any root vegetables. Whenever you mention any food or recipe it must follow this.",
    "Noted. I will only suggest Jain food, with no root vegetables, onion or garlic. For the flight, ask the airline for a Jain vegetarian meal (code VJML) at least 48 hours before.",
    [("s", "strict Jain diet in all food suggestions: no meat, fish, eggs, onion, garlic, potato or root vegetables", "jain")]),
   ("Very good. Also I do not eat after sunset, chauvihar. So when you give meal timings keep before sunset.",
    "Understood. In Edinburgh sunset is about 6:45 pm at the start of October and about 4:15 pm by mid November, so dinner will need to move earlier as the weeks go on.",
    [("s", "does not eat after sunset (chauvihar): any meal timings must be before sunset", "sunset")]),
  ]),
  ("2026-10-10T20:15:00+01:00", [
   ("I am in Edinburgh now. Very cold for me! Kavya is at office whole day. What can I see in the city in one day by bus?",
    "Start at the National Museum of Scotland (free), walk the Royal Mile to St Giles' Cathedral, then take the Lothian bus 23 to the Royal Botanic Garden. Back by 4 pm for an early meal.",
    []),
   ("I went to Botanic Garden, it was so lovely even in cold. I like gardens very much, at home I have many tulsi and jasmine pots on my terrace.",
    "Then you would enjoy Dr Neil's Garden by Duddingston Loch, and Princes Street Gardens below the castle.",
    [("n", "loves gardens; keeps many tulsi and jasmine pots on her terrace at home", "gardens")]),
   ("Can you suggest simple Jain dish I can make for Kavya and her husband Callum? He is Scottish and eats everything, only he does not like spicy.",
    "Try a mild moong dal with rice and a cabbage and peas sabzi, using hing and ginger instead of onion and garlic. Keep the chilli out and put pickle on the side. Serve by 5 pm so you can eat before sunset.",
    [("f", "son-in-law Callum is Scottish and does not like spicy food", "callum")]),
   ("In the evening I am listening to old Lata Mangeshkar songs, it makes me feel at home. Lag Ja Gale is my favourite always.",
    "A beautiful song. You might also enjoy 'Aap Ki Nazron Ne Samjha' and 'Rahen Na Rahen Hum'.",
    [("n", "favourite song is Lata Mangeshkar's Lag Ja Gale", "lata")]),
  ]),
 ],
 "unrelated": [
  "What is the speed of light?",
  "How do I make a paper boat?",
  "Explain what inflation means in simple words.",
 ],
 "related": [
  ("When is she flying to see her daughter, and for how long?", ["edinburgh"]),
  ("What can I cook for my son-in-law?", ["callum"]),
  ("Suggest a place I would enjoy visiting near Edinburgh", ["gardens"]),
  ("Play me some old songs I like", ["lata"]),
 ],
},
# ---------------------------------------------------------------- u07
{
 "n": 7, "lang": "en",
 # Ahmed Hassan, 45, from Khartoum, new in Leipzig
 "sessions": [
  ("2026-05-06T19:00:00+02:00", [
   ("Hello. I am from Khartoum, I came to Leipzig in March with my wife and three children. I am learning German in integration course, the B1 exam is in July. Can you explain me the difference of 'seit' and 'vor'?",
    "Of course. 'Seit' is for something that started in the past and still continues: Ich wohne seit März in Leipzig. 'Vor' is for something finished, like English 'ago': Ich bin vor zwei Monaten gekommen.",
    [("f", "came from Khartoum to Leipzig in March with wife and three children; in integration course, B1 exam in July", "arrival")]),
   ("Very good. Please, in every answer, also for other topics, write the important words in German next to English, like this: apartment (die Wohnung). It helps me to learn.",
    "Gladly (gern). From now on I will put the German word (das deutsche Wort) next to the key words.",
    [("s", "in every answer, give the German word in brackets next to important English words", "german")]),
   ("Where I can buy halal meat (Fleisch) near Eisenbahnstraße? We eat only halal, so also when you suggest restaurants or recipes.",
    "Eisenbahnstraße has several halal butchers (Metzgereien) and Arab and Turkish supermarkets (Supermärkte). Look for the halal sign (das Halal-Zeichen) in the window.",
    [("s", "eats only halal: restaurants and recipes must be halal", "halal")]),
   ("Thank you. Can you give me one more example with 'seit' for my homework?",
    "Sure (gern): Meine Kinder gehen seit April in die Schule. (My children have been going to school since April.)",
    []),
  ]),
  ("2026-07-24T21:30:00+02:00", [
   ("I passed the B1!! Now I want to find work as electrician, I was electrician 15 years in Sudan. How I get my certificate recognised?",
    "Congratulations (Herzlichen Glückwunsch)! The recognition (die Anerkennung) of your qualification goes through the Handwerkskammer Leipzig. Bring your certificates (Zeugnisse) with certified translations (beglaubigte Übersetzungen). The IQ Netzwerk Sachsen gives free advice (Beratung).",
    [("f", "passed the B1 exam; was an electrician for 15 years in Sudan and wants recognition to work as one", "electrician")]),
   ("My son Yousif want to join a football club, there is something near Volkmarsdorf? Me also I love Al-Hilal Omdurman, I watch every match on my phone at night even at 2 o'clock.",
    "Several clubs (Vereine) near Volkmarsdorf have youth teams (Jugendmannschaften). Ask at the Rabet park sports ground (der Sportplatz). Training (das Training) is usually twice a week.",
    [("n", "loves Al-Hilal Omdurman, watches every match on his phone at night", "alhilal")]),
   ("Thank you brother. One more, how I say 'I have appointment' on the phone?",
    "You say: Ich habe einen Termin (an appointment). Or to make one: Ich möchte einen Termin vereinbaren (arrange).",
    []),
  ]),
 ],
 "unrelated": [
  "How many planets are in the solar system?",
  "How do airplanes stay in the air?",
  "What is the best way to keep bread fresh?",
 ],
 "related": [
  ("What was my job before I came to Germany?", ["electrician"]),
  ("Which football team does he support?", ["alhilal"]),
  ("How did my language exam go?", ["arrival", "electrician"]),
 ],
},
# ---------------------------------------------------------------- u08
{
 "n": 8, "lang": "en",
 # Annelie van der Merwe, 52, deaf, carer for her mother, Durbanville / Cape Town
 "sessions": [
  ("2026-06-25T09:45:00+02:00", [
   ("Morning. My mom Ria has Alzheimer's and I've looked after her at home in Durbanville for two years. We've decided it's time for a care home. How do I find a good one in Stellenbosch?",
    "I'm sorry, that's a hard decision. The quickest way is to phone the homes directly and ask for a tour, and you could ring Dementia SA's helpline to ask which homes have a dementia unit.",
    [("f", "has cared for her mother Ria (Alzheimer's) at home in Durbanville for two years; looking for a care home in Stellenbosch", "ria")]),
   ("I'm deaf, so phoning is out. It always is. Give me email, WhatsApp or web forms, not phone numbers.",
    "Thank you for informing me, and please accept my sincere apologies for the oversight. Kindly find below the alternative means of contact: Dementia SA accepts enquiries by email through its website, and most Stellenbosch care facilities provide an online enquiry form.",
    [("s", "deaf: never suggest phoning; give email, WhatsApp or web form options", "deaf")]),
   ("ag you don't have to be so formal with me, just talk to me like a normal person, always. ok?",
    "Ok, got it. So: email two or three homes today, ask if they have a dementia wing and a waiting list, and ask to visit on a weekday morning when it's busy. You'll learn a lot from how the staff talk to residents.",
    [("s", "don't be formal, talk to her like a normal person, always", "informal")]),
   ("what should I actually look at when I visit",
    "Look at whether residents are up and dressed or parked in front of a TV. Check the garden is safe for wandering. Ask how many night staff there are, and how they handle it when someone gets agitated. And notice the smell, honestly.",
    []),
  ]),
  ("2026-08-30T16:20:00+02:00", [
   ("Ma moved into Huis Groenrivier last week. She cried the first day but the staff are lovely. I feel guilty as hell though.",
    "That guilt is really common, and it mostly shows how much you care. You kept her safe at home for two years. Give it a few weeks; most people settle.",
    [("f", "mother moved into the Huis Groenrivier care home last week", "carehome")]),
   ("my therapy is birding honestly. I go to Kirstenbosch early on Saturdays, saw a Cape sugarbird on the proteas last week and nearly cried again lol",
    "Sugarbirds on proteas is about as good as it gets. Try the Protea Garden around 7, that's when they're busiest.",
    [("n", "birdwatching at Kirstenbosch early on Saturdays; loves the Cape sugarbird", "birding")]),
   ("Any books on fynbos birds with good pictures?",
    "Sasol Birds of Southern Africa is the one most birders carry. Roberts Bird Guide is more detailed. The Roberts app is handy in the field too.",
    []),
  ]),
 ],
 "unrelated": [
  "How does a microwave heat food?",
  "What's the difference between weather and climate?",
  "Give me a simple banana bread recipe.",
 ],
 "related": [
  ("What's the name of the place my mom lives now?", ["carehome"]),
  ("what does she do on weekends to switch off", ["birding"]),
  ("What illness does her mother have?", ["ria"]),
 ],
},
]
