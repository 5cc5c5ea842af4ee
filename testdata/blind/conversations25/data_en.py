# English-writing users. Each user turn is (text, [(key, kind, gloss), ...]);
# each assistant turn is a plain string. Related probes name statement keys.

USERS_EN = [
    # Guatemala City, night security guard
    dict(lang="en", sessions=[
        ("2026-05-09T06:20:00-06:00", [
            ("hey, just got off a 12 hour shift at the mall, I do security there nights. my english is not perfect so please use easy words, short sentences ok?",
             [("job", "fact", "works night security at a shopping mall, 12-hour shifts"),
              ("simple", "standing", "use easy words and short sentences; English is not his first language")]),
            "Of course. I will keep it simple. How can I help?",
            ("how do I sleep good in the day. the sun comes in and the buses are loud", []),
            "Use dark curtains or a sleep mask. Use earplugs or a fan for the noise. Go to bed at the same time every day. No coffee in the last hours of your shift.",
            ("the fan idea is good. my wife Lucía already bought me a mask lol",
             [("wife", "fact", "wife is named Lucía")]),
            "Great. Mask and fan together is a good start.",
        ]),
        ("2026-06-21T14:05:00-06:00", [
            ("I want to buy a small motorcycle for going to work, maybe a used one. what to check? and give prices in quetzales please, not dollars, always",
             [("moto", "fact", "plans to buy a used motorcycle to ride to work"),
              ("gtq", "standing", "always give prices in quetzales, not dollars")]),
            "Check the brakes, tires and chain. Check that the papers match the bike. A used 125cc is often Q8,000 to Q14,000.",
            ("ok. I like the Honda ones, my uncle had a Honda for 20 years and never broke",
             [("honda", "non_standing", "likes Honda motorcycles")]),
            "Honda is a good choice. Parts are easy to find.",
            ("thanks bro", []),
            "You're welcome. Ride safe.",
        ]),
        ("2026-09-12T20:30:00-06:00", [
            ("Sunday we go to Lake Atitlán with the family, my favorite place in the whole country. what to bring for my 2 boys?",
             [("atitlan", "non_standing", "Lake Atitlán is his favourite place in Guatemala"),
              ("trip", "fact", "family trip to Lake Atitlán on Sunday with his two sons")]),
            "Bring sunscreen, hats, water and snacks. Bring extra clothes. Bring life jackets if they go on a boat.",
            ("do the boats there have life jackets for kids?", []),
            "Many do, but not all. Ask before you get on. You can bring your own to be safe.",
        ]),
    ],
    unrelated=[
        "how does a rainbow form",
        "write a short birthday message for a coworker",
        "what is 15 percent of 240",
    ],
    related=[
        ("tomorrow I go see a guy selling a bike, which brand should I look for", ["moto", "honda"]),
        ("I want to write a card for my wife, remind me her name", ["wife"]),
        ("where is a nice place to go for a family weekend", ["atitlan"]),
        ("what time should I take a nap before work tonight", ["job"]),
    ]),

    # Belgrade, literary translator, Serbian Orthodox
    dict(lang="en", sessions=[
        ("2026-05-20T17:45:00+02:00", [
            ("Hi. I translate literary fiction from Serbian into English, and I keep getting stuck on idioms. How would you render 'ni luk jeo ni luk mirisao'?",
             [("translator", "fact", "literary translator, Serbian into English")]),
            "Something like 'I had nothing to do with it', or keeping the image, 'I never ate the onion, never even smelled it'. It depends on the register of the book.",
            ("The second one is charming but too foreign for this book. Also, I'm Orthodox and I keep the fasts, Wednesdays, Fridays and the long fasts, so if we ever talk food, assume no meat, dairy or eggs on those days unless I say otherwise.",
             [("fasts", "standing", "Orthodox Christian; keeps Wednesday, Friday and the long fasts (no meat, dairy or eggs)")]),
            "Understood, I'll keep the fasting days in mind.",
            ("The book is a Belgrade novel from the seventies and it's due to the publisher on 15 September.",
             [("deadline", "fact", "translation of a 1970s Belgrade novel due to the publisher on 15 September")]),
            "That gives you about four months. Would a weekly page target help?",
        ]),
        ("2026-07-08T21:15:00+02:00", [
            ("I have guests on Friday. Something for dinner, a main and a dessert?", []),
            "Since it's a Friday: a baked bean stew in the prebranac style for the main, and an apple and walnut cake made with oil, baked until it has a deep caramelized color.",
            ("Prebranac is my grandmother's dish, nobody makes it like her. Fine. And please stop with 'color' and 'caramelized', I work in UK English all day and I don't want American spelling creeping into my head.",
             [("prebranac", "non_standing", "loves prebranac, her grandmother's dish"),
              ("british", "standing", "use British spelling, not American")]),
            "Noted: British spelling from now on. Caramelised, colour.",
            ("Ha. Good.", []),
            "Enjoy the dinner.",
        ]),
        ("2026-11-03T10:00:00+01:00", [
            ("The book is delivered, finally. I want a few days in the mountains. I love Zlatibor in autumn but it's getting so crowded. Alternatives?",
             [("zlatibor", "non_standing", "loves Zlatibor in autumn")]),
            "Try Tara National Park, Divčibare or Stara planina. Tara is the quietest of the three at this time of year.",
            ("Tara, maybe. My cat Mrvica will have to go to my sister's.",
             [("cat", "fact", "has a cat named Mrvica; her sister looks after her")]),
            "Tara is lovely in November. Pack warm layers.",
        ]),
    ],
    unrelated=[
        "Explain how compound interest works.",
        "What causes the northern lights?",
        "Write a polite email declining a meeting invitation.",
    ],
    related=[
        ("What's a good traditional dish to cook for the family this weekend?", ["prebranac"]),
        ("When was my manuscript due again?", ["deadline"]),
        ("If I travel again, who can look after my pet?", ["cat"]),
        ("Where did I say I like going in the mountains?", ["zlatibor"]),
    ]),

    # Riga, small-animal vet with MS
    dict(lang="en", sessions=[
        ("2026-05-27T19:40:00+03:00", [
            ("I have MS, relapsing-remitting, mostly fatigue, and heat makes everything worse. Keep that in mind for anything you suggest, please. I'm a small-animal vet and the days are long.",
             [("ms", "standing", "has relapsing-remitting MS: fatigue, heat makes it worse; all suggestions must respect this"),
              ("vet", "fact", "small-animal veterinarian")]),
            "Got it. I'll keep suggestions cool and low-energy. What do you need?",
            ("Ideas for getting through a 10-hour clinic day without crashing by 3pm.", []),
            "Put the hardest cases in the morning, take a ten-minute seated break every two hours, keep cold water and a cooling towel nearby, and eat small protein snacks rather than one big lunch.",
            ("Cooling towel is smart. Also no emojis please, I find them weird in serious answers.",
             [("noemoji", "standing", "no emojis")]),
            "Noted, no emojis.",
        ]),
        ("2026-07-16T08:10:00+03:00", [
            ("Need a calm weekend plan. My greyhound Bruno is 9 now and can't do long walks either, so we're a matched pair.",
             [("dog", "fact", "has a 9-year-old greyhound named Bruno")]),
            "Short walks in the cooler hours, a shaded spot by the water, a book, an early night.",
            ("Jūrmala early in the morning before the crowds is my favourite thing. Bruno loves the sand.",
             [("jurmala", "non_standing", "favourite thing: Jūrmala beach early in the morning")]),
            "Then go before nine, while it's still cool and quiet.",
        ]),
        ("2026-10-02T20:00:00+03:00", [
            ("I'm presenting a case at a veterinary conference in Tallinn on 14 October. Help me structure 12 minutes.",
             [("tallinn", "fact", "presenting a case at a veterinary conference in Tallinn on 14 October")]),
            "Two minutes background, three on history and presentation, four on diagnostics and treatment, two on outcome, one on the take-home message.",
            ("Good. On the bus I'll have Brainstorm on repeat, it's the only thing that calms my nerves.",
             [("brainstorm", "non_standing", "listens to Brainstorm (Prāta Vētra) to calm her nerves")]),
            "A good ritual. Good luck in Tallinn.",
        ]),
    ],
    unrelated=[
        "How does a law get passed in the European Union?",
        "What's the difference between weather and climate?",
        "Help me write a thank-you note to my neighbour for watering my plants.",
    ],
    related=[
        ("What should I listen to on the way there to calm down before my talk?", ["brainstorm", "tallinn"]),
        ("Where's a nice place for a morning walk with my dog?", ["jurmala", "dog"]),
        ("What date is my talk again?", ["tallinn"]),
    ]),

    # Accra, real-estate agent, Seventh-day Adventist
    dict(lang="en", sessions=[
        ("2026-05-12T11:30:00+00:00", [
            ("Good morning. I sell residential property in East Legon and Airport Residential. I need a short WhatsApp message to follow up with a client who went quiet.",
             [("agent", "fact", "real-estate agent selling homes in East Legon and Airport Residential, Accra")]),
            "Here: 'Good morning Mr Mensah, hope you are well. Just checking if you had further thoughts on the 3-bedroom in East Legon. Happy to arrange a second viewing at your convenience.'",
            ("Nice. He asked for a viewing on Saturday but I don't work on the Sabbath, I'm Adventist, so Friday sunset to Saturday sunset is off. Never propose those times.",
             [("sabbath", "standing", "Seventh-day Adventist: nothing from Friday sunset to Saturday sunset, never propose those times")]),
            "Understood. Try: 'Would Sunday afternoon or Monday morning work for the viewing?'",
            ("Perfect", []),
            "Good luck with him.",
        ]),
        ("2026-08-03T19:20:00+00:00", [
            ("My wife Akosua and I are hosting the church youth next month. We are vegetarian at home, so no meat or fish in any ideas please, that goes for everything you suggest about food.",
             [("wife", "fact", "wife is Akosua; hosting church youth next month"),
              ("veg", "standing", "vegetarian: no meat or fish in any food suggestion")]),
            "Vegetable jollof, kelewele, red-red with fried plantain, and a garden egg stew.",
            ("Red-red is the one. Nobody does it like my mother, with plenty of palm oil.",
             [("redred", "non_standing", "favourite dish is red-red, the way his mother makes it")]),
            "Then red-red as the centrepiece, with jollof on the side.",
        ]),
        ("2026-10-21T07:45:00+00:00", [
            ("Trying to relax more. In the car I only listen to highlife, Daddy Lumba mostly. Can you recommend similar artists?",
             [("highlife", "non_standing", "listens to highlife in the car, mostly Daddy Lumba")]),
            "Try Amakye Dede, Kojo Antwi and the older Nana Ampadu records.",
            ("Kojo Antwi yes. Our son Yaw graduates from KNUST on 28 November, I might play some at the party.",
             [("son", "fact", "son Yaw graduates from KNUST on 28 November")]),
            "Congratulations to Yaw! Kojo Antwi will suit a family party.",
        ]),
    ],
    unrelated=[
        "How do solar panels make electricity?",
        "Why is Canberra the capital of Australia and not Sydney?",
        "Explain the difference between a virus and a bacterium.",
    ],
    related=[
        ("Help me plan the food for my son's graduation party.", ["son", "veg"]),
        ("Which Ghanaian dish do I love most?", ["redred"]),
        ("Suggest some music for a long drive to Kumasi.", ["highlife"]),
        ("When can I fit in property viewings next week?", ["sabbath"]),
    ]),

    # Iqaluit, grandmother raising grandchildren, hearing aids
    dict(lang="en", sessions=[
        ("2026-06-02T16:00:00-04:00", [
            ("Hello. I am raising my two grandchildren, Annie who is 7 and Jonah who is 10. Their school sent a form and I don't understand half of it.",
             [("grandkids", "fact", "raising her grandchildren Annie (7) and Jonah (10)")]),
            "I can help. What does the form ask?",
            ("It says to call the office to book a meeting. I wear hearing aids in both ears and phones are very hard for me. Please never tell me to just phone someone, give me another way.",
             [("hearing", "standing", "wears hearing aids in both ears; never tell her to phone, offer another way")]),
            "Understood. You can email the office or go in person. Do you want me to write the email?",
            ("Yes please, short.", []),
            "Hello, I am Annie and Jonah's grandmother. I would like to book a meeting about the form. I have hearing loss, so email or in person is best for me. Thank you.",
        ]),
        ("2026-08-14T13:30:00-04:00", [
            ("Jonah wants to learn to sew kamiks like me. I have sewn since I was a girl and it is the thing I love most. What is a good first project for a boy his age?",
             [("sewing", "non_standing", "loves sewing kamiks, has sewn since childhood")]),
            "Start with something small like a pouch or mitten liners. The seams are simple and he can finish it quickly.",
            ("Mitts, good idea. Also can you write to me in plain words, no big vocabulary? English is my second language after Inuktitut.",
             [("plain", "standing", "write in plain words; Inuktitut is her first language")]),
            "Yes. I will use plain words.",
        ]),
        ("2026-10-05T18:10:00-04:00", [
            ("I fly to Ottawa on October 27 for my hospital appointment. Annie and Jonah stay with my cousin. What do I pack for 3 days?",
             [("ottawa", "fact", "flying to Ottawa on 27 October for a hospital appointment; kids stay with her cousin")]),
            "Clothes for 3 days, a warm jacket, your health card, your medicine, hearing aid batteries and charger, and the letter for the appointment.",
            ("Good thing you said batteries. I will bring some dried char too, I don't like southern food much.",
             [("char", "non_standing", "likes dried Arctic char; doesn't like southern food much")]),
            "Dried char is a good snack for the plane.",
        ]),
    ],
    unrelated=[
        "How do I make my computer run faster?",
        "What is a good way to remember a password?",
        "Why do we have seasons?",
    ],
    related=[
        ("Jonah finished his mitts. What should he sew next?", ["sewing", "grandkids"]),
        ("What snack should I take when I travel?", ["char"]),
        ("When is my flight south?", ["ottawa"]),
    ]),

    # Boise, warehouse picker, Latter-day Saint
    dict(lang="en", sessions=[
        ("2026-05-18T22:50:00-06:00", [
            ("Just finished a 10 hr shift picking at the fulfillment center. My feet are destroyed. Shoe or insole recs?",
             [("picker", "fact", "works 10-hour shifts as a picker at a fulfillment center")]),
            "Look for cushioned work shoes with a wide toe box. Insoles like Superfeet or Powerstep help a lot. Replace them about every six months.",
            ("ok and what can I drink to stay awake on shift that isn't coffee or energy drinks. I'm LDS so no coffee, no tea, no alcohol, don't suggest those ever.",
             [("lds", "standing", "Latter-day Saint: never suggest coffee, tea or alcohol")]),
            "Cold water, an electrolyte drink, a short brisk walk on breaks, and protein snacks like cheese sticks or jerky.",
        ]),
        ("2026-07-26T15:10:00-06:00", [
            ("My wife Kaylee is due December 9 with our first and we're trying to figure out a budget for baby stuff.",
             [("baby", "fact", "wife Kaylee is due with their first baby on 9 December")]),
            "Big items: car seat, crib and stroller, roughly $800 to $1,500 together. Then diapers and wipes, about $70 to $80 a month. Check if your insurance covers a breast pump.",
            ("Can you keep answers shorter? I read these on break and I've got like 5 minutes.",
             [("short", "standing", "keep answers short; reads on short breaks")]),
            "Sure. Shorter from now on.",
            ("thanks. we're going to the BYU game Sept 12 btw, go Cougars",
             [("byu", "non_standing", "BYU Cougars football fan")]),
            "Enjoy the game!",
        ]),
        ("2026-09-30T21:00:00-06:00", [
            ("Idea for a cheap date night? Kaylee's 8 months along.", []),
            "Picnic in the park, a drive-in movie, or board games at home with takeout.",
            ("board games! we're obsessed with Ticket to Ride",
             [("ttr", "non_standing", "he and his wife love the board game Ticket to Ride")]),
            "Try the Europe version or an expansion map for something new.",
        ]),
    ],
    unrelated=[
        "Explain how tides work.",
        "What's a word that rhymes with orange?",
        "What's the tallest mountain in the world?",
    ],
    related=[
        ("What should we play for game night this weekend?", ["ttr"]),
        ("How many weeks until the baby comes?", ["baby"]),
        ("What can I bring to drink on a long shift?", ["lds", "picker"]),
        ("Which college team am I rooting for this Saturday?", ["byu"]),
    ]),

    # Osaka, newspaper reporter, histamine intolerance
    dict(lang="en", sessions=[
        ("2026-06-10T23:15:00+09:00", [
            ("Late deadline night. I'm a reporter at a newspaper in Osaka, I cover city hall. Need a quick dinner idea from a konbini.",
             [("reporter", "fact", "newspaper reporter in Osaka covering city hall")]),
            "Salmon onigiri, a boiled egg and a green salad.",
            ("Salmon might be okay if it's fresh, but I have histamine intolerance, so no fermented stuff, no aged or smoked fish, no soy sauce, miso or natto, nothing that's been sitting around. Please remember that for anything to do with food.",
             [("histamine", "standing", "histamine intolerance: no fermented foods, aged or smoked fish, soy sauce, miso, natto or leftovers")]),
            "Understood. Then a plain salted rice onigiri, a boiled egg, and a fresh apple.",
        ]),
        ("2026-08-01T10:30:00+09:00", [
            ("I have a rare weekend off. Thinking of walking a section of the Kumano Kodo again, I did the Nakahechi route two years ago and loved it.",
             [("kumano", "non_standing", "loves the Kumano Kodo; walked the Nakahechi route two years ago")]),
            "Try Takijiri to Chikatsuyu over two days.",
            ("Good. Please use km and yen, not miles and dollars, I hate converting.",
             [("units", "standing", "use kilometres and yen, not miles or dollars")]),
            "Takijiri to Chikatsuyu is about 13 km. Guesthouses with dinner and breakfast run around ¥12,000 to ¥15,000.",
            ("thanks", []),
            "Have a good walk.",
        ]),
        ("2026-10-19T21:40:00+09:00", [
            ("News: I'm being transferred to the Tokyo bureau from November 16. Apartment hunting from Osaka is a pain.",
             [("tokyo", "fact", "transferring to the Tokyo bureau from 16 November")]),
            "Use Suumo or Homes for listings, and ask your company whether they work with a relocation agent.",
            ("I'll miss Osaka. At least there's a Mister Donut everywhere in Tokyo too, I'm weak for the pon de ring.",
             [("donut", "non_standing", "weakness for Mister Donut's pon de ring")]),
            "Congratulations on the move.",
        ]),
    ],
    unrelated=[
        "How do vaccines train the immune system?",
        "Write a haiku about rain.",
        "What's the difference between TCP and UDP?",
    ],
    related=[
        ("I need a sweet treat to cheer me up, any idea?", ["donut"]),
        ("When do I start at the new office?", ["tokyo"]),
        ("Suggest a hike for my next long weekend.", ["kumano"]),
    ]),

    # Seattle, Ethiopian newcomer, delivery gig worker, dyslexic
    dict(lang="en", sessions=[
        ("2026-05-05T21:00:00-07:00", [
            ("hi. I came to Seattle from Addis in February. I deliver for DoorDash and Uber Eats now. how do I track my miles for taxes",
             [("arrived", "fact", "moved to Seattle from Addis Ababa in February"),
              ("gig", "fact", "delivers for DoorDash and Uber Eats")]),
            "Use an app like Stride or Everlance. It tracks miles while you drive. Keep a log of every trip and save your gas receipts.",
            ("ok. I have dyslexia, big paragraphs are very hard. short lines please, one idea per line.",
             [("dyslexia", "standing", "dyslexic: short lines, one idea per line, no big paragraphs")]),
            "Got it.\nShort lines.\nOne idea each.",
        ]),
        ("2026-07-11T11:45:00-07:00", [
            ("my wife Meron and my daughter Liya are still in Addis. I want them to come here. where do I start",
             [("family", "fact", "wife Meron and daughter Liya are still in Addis Ababa")]),
            "It depends on your status.\nIf you have a green card, you can file form I-130.\nA free legal clinic can check your case.",
            ("thank you. and call me Dawit, not sir, it feels strange",
             [("name", "standing", "call him Dawit, not 'sir'")]),
            "Okay, Dawit.",
        ]),
        ("2026-09-06T19:30:00-07:00", [
            ("found an Ethiopian place on Cherry Street, the tibs is almost like home. any other good ones in the city?",
             [("tibs", "non_standing", "likes the tibs at an Ethiopian place on Cherry Street")]),
            "Try the Central District.\nMany Ethiopian places are there.\nAsk at the Ethiopian Community Center too.",
            ("I listen to Teddy Afro all day in the car, it helps with the homesick.",
             [("teddy", "non_standing", "listens to Teddy Afro in the car")]),
            "That sounds like good company on the road.",
        ]),
    ],
    unrelated=[
        "how does a fridge keep food cold",
        "what is the biggest ocean",
        "how do airplanes stay in the air",
    ],
    related=[
        ("music for a long day of deliveries?", ["teddy", "gig"]),
        ("what is my daughter's name, I want to send her a card", ["family"]),
        ("where can I eat food like back home", ["tibs"]),
    ]),
]
