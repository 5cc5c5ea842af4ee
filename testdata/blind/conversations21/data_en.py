# English-writing users (c21-u01 .. c21-u08).
# Each user turn: ("u", text, [(kind, key, gloss), ...]); kind S=standing, N=non_standing, F=fact.
# Each assistant turn: ("a", text). Related probes refer to statement keys.

USERS = [
    # u01 Kwame Mensah, accountant, Accra (UTC+00:00)
    dict(n=1, lang="en", sessions=[
        ("2026-05-06T18:20:00+00:00", [
            ("u", "Good evening. I need to start budgeting for my daughter Akosua's wedding in December. The groom's people are from Kumasi so there will be a second ceremony there as well. Can you give me a rough breakdown of typical costs - venue, catering, kente, photographer, that sort of thing?",
             [("F", "wedding", "daughter Akosua marries in December, with a second ceremony in Kumasi (groom's family); he is budgeting for it")]),
            ("a", "Here is a rough breakdown for a mid-sized wedding: venue $2,000-$4,000, catering for 200 guests $3,000-$5,000, kente and outfits $800-$1,500, photographer $600-$1,200, decor $500-$1,000. Total roughly $7,000-$12,700."),
            ("u", "Why are you giving me dollars? I'm in Accra. Everything in cedis please, always, I don't want to be converting in my head.",
             [("S", "cedis", "all prices and money in Ghana cedis, never dollars")]),
            ("a", "Apologies. In cedis: venue GH₵ 25,000-45,000, catering GH₵ 35,000-60,000, kente and outfits GH₵ 9,000-17,000, photographer GH₵ 7,000-14,000, decor GH₵ 6,000-12,000."),
            ("u", "Better. Now add transport to Kumasi for about 30 of us.", []),
            ("a", "For 30 people Accra-Kumasi return, a hired coach is about GH₵ 9,000-12,000, plus fuel and driver allowance. I've added a line for it."),
        ]),
        ("2026-06-14T07:45:00+00:00", [
            ("u", "Morning. Quick one on depreciation - straight line vs reducing balance for a client's fleet of delivery motorbikes. Give me the answer in bullet points, I can't read long paragraphs before my coffee. Actually do bullets for everything you send me, it's just easier for me.",
             [("S", "bullets", "wants every answer in bullet points, not long paragraphs")]),
            ("a", "- Straight line: same charge each year, simple, fits assets that wear evenly.\n- Reducing balance: bigger charge early, better for motorbikes that lose value fast.\n- For a delivery fleet, reducing balance usually reflects reality better.\n- Check which the GRA capital allowance rules follow so the tax computation lines up."),
            ("u", "Good. By the way I was made partner at the firm last week, so I'll be signing off on a lot more of these.",
             [("F", "partner", "was recently made partner at his accounting firm")]),
            ("a", "- Congratulations, that's a big step.\n- If useful, I can help you set up a review checklist for sign-offs."),
            ("u", "Thank you. We are celebrating at Buka in Osu tonight, my favourite place in Accra, nobody does red red like them.",
             [("N", "buka", "favourite restaurant is Buka in Osu; loves their red red")]),
            ("a", "- Enjoy the evening.\n- Their kelewele is a good side if you haven't had it."),
        ]),
        ("2026-08-22T16:05:00+00:00", [
            ("u", "Can you draft a short note to my staff about the new expense policy? For this one make it warm and friendly, not stiff, they've had a hard quarter and I don't want it to read like a telling off.",
             [("N", "warmnote", "wanted the staff note on the expense policy warm, not stiff (one note)")]),
            ("a", "- Subject: A small change to how we handle expenses\n- Thank you all for carrying us through a tough quarter.\n- From 1 September, receipts go through the new form; the team will walk everyone through it.\n- Any questions, my door is open."),
            ("u", "Perfect. And roughly what should I set aside now for the wedding photographer and video together?", []),
            ("a", "- Photo and video together: about GH₵ 15,000-25,000 for a full day.\n- Add GH₵ 3,000-5,000 if they travel to Kumasi for the second ceremony."),
        ]),
    ], related=[
        ("what family event is the user saving up for at the end of the year?", ["wedding"]),
        ("suggest somewhere to eat in Osu, something like the place I always go to", ["buka"]),
        ("what's the user's position at his firm now?", ["partner"]),
    ], unrelated=[
        "How do vaccines train the immune system?",
        "What's the capital of Mongolia?",
        "Give me a simple explanation of how tides work",
    ]),

    # u02 Margaret Doyle, 74, retired, Ballarat, Victoria (AEST +10:00; AEDT +11:00 from 4 Oct)
    dict(n=2, lang="en", sessions=[
        ("2026-05-12T10:30:00+10:00", [
            ("u", "hello I am new to this. my grandson Liam set up this phone for me before he went back to Perth. how do I make the writing bigger",
             [("F", "liam", "grandson Liam set up her phone; he lives in Perth")]),
            ("a", "Open Settings, tap Display, then Font size and style, and drag the slider to the right. You can also turn on Screen zoom in the same menu, and if you want bigger icons switch the home screen to Easy mode via the launcher settings in the app drawer."),
            ("u", "Sorry dear that is too much at once. My eyes are not good, I have macular degeneration. Please one step at a time, short lines, and no fancy words like launcher. Always like that please.",
             [("S", "lowvision", "has macular degeneration: short lines, one step at a time, plain words, no jargon")]),
            ("a", "Of course.\nStep 1: Find the grey wheel picture.\nTap it.\nTell me when you see it."),
            ("u", "found it. thank you love", []),
            ("a", "Good.\nStep 2: Tap the word Display."),
        ]),
        ("2026-09-03T14:10:00+10:00", [
            ("u", "Hello again. How do I send a photo of my roses to Liam. The Pierre de Ronsard is flowering early this year, it is my pride and joy",
             [("N", "roses", "grows roses; the Pierre de Ronsard is her pride and joy")]),
            ("a", "Lovely.\nStep 1: Open the photos.\nStep 2: Tap the rose picture.\nStep 3: Tap Share.\nStep 4: Tap Liam's name."),
            ("u", "It worked! He sent back a little thumb pointing up. what does that mean", []),
            ("a", "It means he likes it.\nIt is a happy sign."),
            ("u", "Also the doctor said I can't have grapefruit with my blood pressure tablets. Is marmalade alright on my toast?",
             [("S", "grapefruit", "no grapefruit: it interacts with her blood pressure tablets; check food for it")]),
            ("a", "Orange marmalade is usually fine.\nDo not have grapefruit marmalade.\nSeville orange can affect some tablets too.\nAsk your chemist to be sure."),
        ]),
        ("2026-10-20T19:40:00+11:00", [
            ("u", "Good evening. Midsomer Murders is on at 8 and I can't find it on the new telly. I never miss it",
             [("N", "midsomer", "never misses Midsomer Murders")]),
            ("a", "Let's find it.\nStep 1: Pick up the telly remote.\nStep 2: Press the button that says Guide.\nTell me what you see."),
            ("u", "Liam rang, he got a job with a mining company up in Karratha, fly in fly out. Where is that?",
             [("F", "karratha", "grandson Liam got a fly-in fly-out mining job in Karratha")]),
            ("a", "Karratha is in Western Australia.\nIt is far up the north coast.\nAbout 1,500 km north of Perth."),
        ]),
    ], related=[
        ("where is my grandson working these days?", ["karratha", "liam"]),
        ("what does the user grow in her garden?", ["roses"]),
        ("which TV programme does she like to watch in the evening?", ["midsomer"]),
    ], unrelated=[
        "why do leaves change colour in autumn",
        "what is the tallest mountain in the world",
        "how do bees make honey",
    ]),

    # u03 Dev Raghavan, backend engineer, Bengaluru (IST +05:30)
    dict(n=3, lang="en", sessions=[
        ("2026-05-18T23:10:00+05:30", [
            ("u", "how do i make postgres use the index on created_at, its doing a seq scan on 40M rows", []),
            ("a", "Great question! 🚀 Let's dive in! 😊 Postgres can sometimes skip an index, and there are a few reasons why that happens. First, let's talk about how the planner works... 💡"),
            ("u", "pls no emojis. and skip the 'great question' stuff, just answer directly. applies always tbh",
             [("S", "noemoji", "no emojis, ever"),
              ("S", "nopreamble", "no filler or 'great question' preamble; answer directly")]),
            ("a", "1. Run EXPLAIN (ANALYZE, BUFFERS) to see the row estimate.\n2. If estimates are off, run ANALYZE on the table.\n3. Check the predicate isn't wrapped in a function or cast.\n4. If the range covers a big share of rows, a seq scan may actually be cheaper."),
            ("u", "ok that was it, stats were stale. its our payments recon service, i'm on the ledger team at a fintech so this table is kind of important lol",
             [("F", "ledger", "works on the ledger team at a fintech (payments reconciliation service)")]),
            ("a", "Makes sense. Consider raising autovacuum_analyze_scale_factor for that table so stats stay fresh as it grows."),
        ]),
        ("2026-06-27T11:00:00+05:30", [
            ("u", "just this once give me a table comparing kafka, rabbitmq and nats for our event bus, i need to paste it in a slide",
             [("N", "table", "wanted a table for the Kafka/RabbitMQ/NATS comparison (one time, for a slide)")]),
            ("a", "| | Kafka | RabbitMQ | NATS |\n|---|---|---|---|\n| Model | log | queue | pub/sub + JetStream |\n| Throughput | very high | medium | high |\n| Ops effort | high | medium | low |\n| Replay | yes | limited | with JetStream |"),
            ("u", "cool. also moving to pune in august, company is opening an office in kharadi. which areas nearby are decent, budget around 35k a month for a 2bhk",
             [("F", "pune", "moving to Pune in August for the new office in Kharadi; rent budget about 35k a month for a 2BHK")]),
            ("a", "Viman Nagar, Wadgaon Sheri and Magarpatta are close to Kharadi. 35k gets a decent 2BHK in Wadgaon Sheri; Viman Nagar runs higher."),
        ]),
        ("2026-09-06T08:30:00+05:30", [
            ("u", "sunday match got rained off again, our office team plays every weekend and i open the batting so im gutted lol. anyway whats a good rust crate for decimal money math",
             [("N", "cricket", "plays cricket every weekend with the office team; opens the batting")]),
            ("a", "rust_decimal is the usual choice: 96-bit fixed precision, serde support, no float rounding. For currency types on top, look at rusty-money."),
            ("u", "thx. does it work with sqlx", []),
            ("a", "Yes. Enable the rust_decimal feature in sqlx and map NUMERIC columns to Decimal."),
        ]),
    ], related=[
        ("what kind of company does the user work at and on which team?", ["ledger"]),
        ("i need to find a flat near the new office, what was my budget again", ["pune"]),
        ("does the user play any sport?", ["cricket"]),
    ], unrelated=[
        "explain the main causes of the French Revolution",
        "how do i get a red wine stain out of a cotton shirt",
        "what's the difference between weather and climate",
    ]),

    # u04 Rosa Delgado, NICU nurse, Chicago (CDT -05:00)
    dict(n=4, lang="en", sessions=[
        ("2026-05-09T03:40:00-05:00", [
            ("u", "On my break at 3am lol. I'm 18 weeks pregnant so anything you suggest food or meds wise, please flag it if it's not safe for pregnancy. What can I snack on at night that won't give me heartburn?",
             [("S", "pregnant", "is pregnant: flag any food or medicine that is unsafe in pregnancy")]),
            ("a", "Good options: plain Greek yogurt (pasteurized), oatmeal, a banana with a little peanut butter, whole grain crackers with hard cheese. Avoid spicy and fried food late at night. For heartburn, calcium carbonate antacids like Tums are generally considered safe in pregnancy, but check with your OB before regular use."),
            ("u", "Thanks. I work nights in the NICU at Lurie so my eating schedule is all over the place",
             [("F", "nicu", "works night shifts as a nurse in the NICU at Lurie Children's")]),
            ("a", "Night shifts make it hard. Try a proper meal before your shift, a small snack around 2-3am, and a light breakfast before sleeping."),
            ("u", "Also can you always give me times in Central? The last app I used kept showing UTC and I almost missed an appointment",
             [("S", "central", "give all times in US Central time")]),
            ("a", "Will do - all times in Central from now on."),
        ]),
        ("2026-06-17T16:15:00-05:00", [
            ("u", "Planning dinner for Saturday. My husband Marco is allergic to shellfish so no shrimp this time. Something Mexican?",
             [("F", "marco", "husband Marco is allergic to shellfish (Saturday dinner)")]),
            ("a", "Chicken tinga tostadas: shredded chicken in chipotle-tomato sauce, refried beans, lettuce, crema. No shellfish anywhere. For you: use pasteurized queso fresco only, since unpasteurized soft cheese carries a listeria risk in pregnancy."),
            ("u", "Yum. Can I make the tinga the night before?", []),
            ("a", "Yes, it's better the next day. Cool it quickly, keep it in the fridge and reheat until piping hot."),
            ("u", "Also I'm obsessed with the podcast Crime Junkie, been binging it on my drives home. Anything similar?",
             [("N", "crimejunkie", "loves the Crime Junkie podcast")]),
            ("a", "Try Morbid, Casefile and Anatomy of Murder."),
        ]),
        ("2026-07-30T10:05:00-05:00", [
            ("u", "Glucose test came back a little high, they want me to do the 3 hour one next week. Ugh.",
             [("F", "glucose", "glucose screening came back high; has the 3-hour test next week")]),
            ("a", "That's common and many people pass the 3-hour test. You'll usually be asked to fast for 8-12 hours beforehand and stay at the clinic for the whole test."),
            ("u", "What should I eat the day before? And answer in Spanish this time por favor, my mom is reading over my shoulder",
             [("N", "spanish", "wanted one answer in Spanish because her mother was reading along (one time)")]),
            ("a", "El día anterior come normal, con carbohidratos como siempre: arroz, pan, fruta. No hagas dieta especial. Cena a la hora de siempre y luego ayuno de 8 a 12 horas, solo agua."),
            ("u", "Gracias! Back to English now. My shift ends 7:30am, is it ok to do the test right after a night shift?", []),
            ("a", "It can skew results a bit if you've been awake all night. If you can, book it for a morning after a night off, e.g. 8:00am Central."),
        ]),
    ], related=[
        ("what is my husband allergic to?", ["marco"]),
        ("recommend me something to listen to on the commute like the show I'm hooked on", ["crimejunkie"]),
        ("where does the user work and what shift?", ["nicu"]),
        ("what medical test does she have coming up?", ["glucose"]),
    ], unrelated=[
        "how do airplanes stay in the air?",
        "write a haiku about rain",
        "what's the best way to learn to touch type",
    ]),

    # u05 Tom Gordon, sheep farmer, Aberdeenshire (BST +01:00) - voice dictation
    dict(n=5, lang="en", sessions=[
        ("2026-05-04T05:50:00+01:00", [
            ("u", "morning lambing is nearly done we had 400 ewes this year and the weather has been brutal whats the best thing for a ewe with a prolapse",
             [("F", "ewes", "sheep farmer with 400 ewes; lambing nearly finished")]),
            ("a", "Good morning Mr Gordon. For a vaginal prolapse, clean the tissue gently, replace it and fit a retainer or harness. If she's straining badly or it's a uterine prolapse, call your vet straight away. Keep her on a slight slope, head down."),
            ("u", "its Tom not Mr Gordon nobody calls me that except the bank and give me weights in kilos and land in hectares I dont do pounds or acres",
             [("S", "tom", "call him Tom, not Mr Gordon"),
              ("S", "metric", "weights in kilos and land in hectares, never pounds or acres")]),
            ("a", "Right you are Tom. Kilos and hectares from here on."),
            ("u", "aye thats grand thanks", []),
            ("a", "Good luck with the last of the lambing."),
        ]),
        ("2026-07-11T21:30:00+01:00", [
            ("u", "my boy Callum is taking over the farm next year he wants to go into beef as well how much grass do I need per suckler cow",
             [("F", "callum", "son Callum takes over the farm next year and wants to add beef")]),
            ("a", "Tom, on decent lowland grass allow roughly 0.5 to 0.7 hectares per cow and calf for grazing, plus silage ground. On hill ground it can be 1 hectare or more."),
            ("u", "on a different note the wife and I are off to the Lonach gathering in August never miss it and I play the fiddle at the ceilidh after",
             [("N", "fiddle", "plays the fiddle at ceilidhs; never misses the Lonach Gathering")]),
            ("a", "Sounds a grand night. Have you got your set sorted or want some tune ideas?"),
            ("u", "no I have my tunes been playing them forty year", []),
            ("a", "Fair enough Tom, enjoy it."),
        ]),
        ("2026-09-29T12:15:00+01:00", [
            ("u", "I need to write to the council about the road up to the farm its falling to bits potholes a foot deep make it formal for this one they dont listen otherwise",
             [("N", "council", "wanted the letter to the council about the farm road formal (one letter)")]),
            ("a", "Dear Sir or Madam,\nI write to report the serious deterioration of the unclassified road serving my farm. Potholes of up to 30 cm deep now make it hazardous for livestock lorries and emergency vehicles. I request an inspection and a timetable for repairs.\nYours faithfully,\nTom Gordon"),
            ("u", "thats good make it a bit shorter and send it again", []),
            ("a", "Dear Sir or Madam,\nThe road to my farm has potholes up to 30 cm deep and is unsafe for lorries and emergency vehicles. Please inspect it and tell me when it will be repaired.\nYours faithfully,\nTom Gordon"),
        ]),
    ], related=[
        ("how many sheep does Tom keep?", ["ewes"]),
        ("who is going to run the farm after him?", ["callum"]),
        ("what instrument does the user play?", ["fiddle"]),
    ], unrelated=[
        "how does a microwave heat food",
        "what's the plot of Hamlet",
        "how do I get candle wax out of a carpet",
    ]),

    # u06 Ingrid Halvorsen, historian, Bergen (CEST +02:00; CET +01:00 from 25 Oct)
    dict(n=6, lang="en", sessions=[
        ("2026-05-21T09:00:00+02:00", [
            ("u", "Good morning. I'm finishing a chapter of my book on the Hanseatic Kontor in Bergen and need a summary of the stockfish trade in the fourteenth century.",
             [("F", "book", "is writing a book on the Hanseatic Kontor in Bergen")]),
            ("a", "Key points:\n- The Kontor organized the export of stockfish from northern Norway.\n- Lübeck merchants controlled credit and grain imports.\n- Bergen became the center of the trade by the 1360s.\n- Norwegian fishermen grew dependent on Hanseatic credit."),
            ("u", "Thank you, but two things. Please don't give me bullet points; I think in paragraphs and I'd like answers written as prose. And I use British spelling - 'organised', 'centre' - so please stick to that in everything you write for me.",
             [("S", "prose", "no bullet points; write answers as prose paragraphs"),
              ("S", "british", "British spelling in everything")]),
            ("a", "Of course. In the fourteenth century the Kontor organised the export of stockfish from the north, while Lübeck merchants controlled the credit and grain on which the northern fishermen depended. By the 1360s Bergen had become the centre of this exchange."),
            ("u", "Much better. I'm presenting part of this at a conference in Lisbon in September, so it needs to be tight.",
             [("F", "lisbon", "presenting at a conference in Lisbon in September")]),
            ("a", "Then I'd suggest framing the talk around the credit relationship, which gives you a clear argument to carry in twenty minutes."),
        ]),
        ("2026-07-02T14:20:00+02:00", [
            ("u", "I need a grant abstract for the Research Council of Norway. For this one keep it under 200 words, they are strict about it.",
             [("N", "abstract", "wanted the grant abstract under 200 words (that abstract only)")]),
            ("a", "This project examines how credit bound Norwegian fishermen to Hanseatic merchants in Bergen between 1350 and 1450 ... (186 words)"),
            ("u", "Good. Unrelated: I've just come back from a week walking on the Hardangervidda. I'm never happier than up there. Is there anything comparable in the Alps for early autumn?",
             [("N", "hardanger", "loves walking on the Hardangervidda; happiest there")]),
            ("a", "The high plateaux of the Vanoise or the Engadine in early autumn have a similar open, empty feel, with the advantage of huts still open until late September."),
        ]),
        ("2026-09-08T07:30:00+02:00", [
            ("u", "Flying to Lisbon tomorrow. I chose SAS over KLM this time because of the Copenhagen connection. What should I know about getting into town from the airport?",
             [("N", "sas", "chose SAS over KLM for this Lisbon trip")]),
            ("a", "The red metro line runs from the airport to Saldanha, where you can change; a Viva Viagem card costs 50 cents and you top it up. A taxi to the centre is roughly 15-20 euros."),
            ("u", "And my husband Per is joining me for two days - he's coeliac. Any restaurants near Alfama that do proper gluten-free?",
             [("F", "per", "husband Per is coeliac and joins her in Lisbon for two days")]),
            ("a", "It would be worth looking at places in Alfama and Baixa that advertise a separate gluten-free kitchen, and carrying a Portuguese coeliac card ('sou celíaco') to show staff."),
        ]),
        ("2026-11-03T20:45:00+01:00", [
            ("u", "A student asked me about 'which' versus 'that' in restrictive clauses and I gave a muddled answer. Could you explain it clearly?", []),
            ("a", "In American usage 'that' introduces restrictive clauses and 'which' non-restrictive ones, and editors prioritize this rule. In British English 'which' is common in restrictive clauses too, so the distinction is less rigid; the comma is what really signals a non-restrictive clause."),
            ("u", "Thank you. And just to repeat, in case it slipped: British spelling, always. That answer had 'prioritize'.",
             [("S", "british2", "repeats: British spelling always (complained about 'prioritize')")]),
            ("a", "Apologies - it should have read 'prioritise'. British spelling throughout from here on."),
        ]),
    ], related=[
        ("what is the user's research about?", ["book"]),
        ("where did she go to give a paper this autumn and how did she fly?", ["lisbon", "sas"]),
        ("are there any dietary needs for my husband when we eat out?", ["per"]),
        ("suggest a walking holiday I would enjoy", ["hardanger"]),
    ], unrelated=[
        "Explain how a rainbow forms.",
        "What's a good way to keep cut flowers fresh?",
        "Summarise the basic rules of chess.",
    ]),

    # u07 Lerato Mokoena, civil servant, Pretoria (SAST +02:00) - Deaf
    dict(n=7, lang="en", sessions=[
        ("2026-06-03T12:30:00+02:00", [
            ("u", "Hi. My passport application at Home Affairs is stuck - ironic because I work for the department, just not in that section lol. What's the best way to follow up?",
             [("F", "homeaffairs", "works for the Department of Home Affairs; her passport application is stuck")]),
            ("a", "The quickest route is usually to phone the Home Affairs contact centre on 0800 60 11 90 and ask for a status update with your reference number."),
            ("u", "I'm Deaf, so calling isn't an option. Please always give me email, SMS, WhatsApp or in-person options instead of phone numbers.",
             [("S", "deaf", "is Deaf: never suggest phone calls; give email, SMS, WhatsApp or in-person options")]),
            ("a", "Understood. You can track the application by SMS using your ID number, send an email to the contact centre with your reference number, or go in person to the office where you applied."),
            ("u", "Thanks. Also you're very stiff, you can relax, I'm not your boss 😂",
             [("S", "casual", "wants a relaxed, casual tone, not stiff")]),
            ("a", "Ha, fair enough! Sending the SMS is honestly the easiest first step."),
        ]),
        ("2026-07-19T09:10:00+02:00", [
            ("u", "Just back from kloofing in the Magaliesberg with my hiking club, Tonquani was unreal this morning. I'm addicted honestly",
             [("N", "kloof", "loves kloofing and hiking in the Magaliesberg")]),
            ("a", "Tonquani is a classic! If you want another one, Grootkloof is a good next challenge."),
            ("u", "Noted! Is it ok to go in September or too cold for the water?", []),
            ("a", "The pools are icy in September, but a wetsuit top makes it fine. October is warmer if you'd rather wait."),
        ]),
        ("2026-09-23T18:00:00+02:00", [
            ("u", "Heritage Day braai tomorrow at my gogo's place in Soshanguve. She's diabetic so what sides can I make that won't spike her sugar?",
             [("F", "gogo", "grandmother in Soshanguve is diabetic; Heritage Day braai at her place")]),
            ("a", "Chakalaka with extra veg, a big green salad, grilled mielies in small portions, and a bean salad. Swap pap for a smaller portion or cauliflower mash."),
            ("u", "Sharp. Also my fave restaurant Marble in Rosebank is doing a Heritage menu, worth booking for the weekend?",
             [("N", "marble", "favourite restaurant is Marble in Rosebank")]),
            ("a", "If you love it already, yes! You can book online or through their WhatsApp line, no call needed."),
        ]),
    ], related=[
        ("how should I chase up my passport?", ["homeaffairs", "deaf"]),
        ("what outdoor stuff does the user do on weekends?", ["kloof"]),
        ("what sides should I bring when I visit my grandmother?", ["gogo"]),
    ], unrelated=[
        "how do solar panels work?",
        "what's the difference between a crocodile and an alligator",
        "give me a quick stretching routine for my lower back",
    ]),

    # u08 Desmond "Dez" Persaud, taxi driver, Georgetown, Guyana (GYT -04:00) - dyslexic
    dict(n=8, lang="en", sessions=[
        ("2026-05-25T22:15:00-04:00", [
            ("u", "hey i drive taxi in georgetown nights mostly. my car making a squeek when i brake what it could be",
             [("F", "taxi", "drives a taxi in Georgetown, mostly at night")]),
            ("a", "This could indicate worn brake pads with the wear indicators contacting the rotor, glazed pads from excessive heat, or insufficient lubrication of the caliper slide pins. A mechanic should inspect the braking assembly."),
            ("u", "boss i dyslexic, all them big word hard for me. short word short sentence ok? every time",
             [("S", "dyslexic", "is dyslexic: short words and short sentences, every answer")]),
            ("a", "OK.\nThe brake pads may be thin.\nA thin pad can squeak.\nGet a mechanic to look soon."),
            ("u", "ok thanks", []),
            ("a", "Drive safe."),
        ]),
        ("2026-07-04T14:40:00-04:00", [
            ("u", "my daughter Shanice start university of guyana in september, doing nursing. proud of she",
             [("F", "shanice", "daughter Shanice starts nursing at the University of Guyana in September")]),
            ("a", "That is great news.\nYou must be very proud."),
            ("u", "how much books cost for first year? and always tell me money in guyana dollars, the US money confuse me",
             [("S", "gyd", "all money in Guyana dollars, not US dollars")]),
            ("a", "Books for first year nursing may cost about G$60,000 to G$100,000.\nAsk the school for the list first.\nSome books you can buy used."),
        ]),
        ("2026-10-10T06:30:00-04:00", [
            ("u", "amazon warriors win last night!! best team in the CPL nobody could tell me different",
             [("N", "warriors", "big fan of the Guyana Amazon Warriors")]),
            ("a", "Big win!\nThe fans must be happy."),
            ("u", "i love to cook pepperpot for christmas, my grandmother recipe. how long it keep in the fridge?",
             [("N", "pepperpot", "loves cooking his grandmother's pepperpot at Christmas")]),
            ("a", "Pepperpot keeps a long time.\nHeat it up each day and it can last a week or more.\nKeep it in the fridge when cool."),
            ("u", "ok good", []),
            ("a", "Enjoy it."),
        ]),
    ], related=[
        ("what job does the user do?", ["taxi"]),
        ("what my daughter going to study", ["shanice"]),
        ("which cricket team does he support?", ["warriors"]),
    ], unrelated=[
        "why the sea salty",
        "how to boil a egg perfect",
        "what is the biggest animal in the world",
    ]),
]
