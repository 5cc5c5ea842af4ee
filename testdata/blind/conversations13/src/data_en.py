from lib import S, N, F, U, A, sess, unrel, rel, user

USERS = []

# ---------------------------------------------------------------- u01
# Backend engineer in Bengaluru, Indian English, reads on the phone in a cab.
USERS.append(user(1, "en", "Asia/Kolkata", [
    sess("2026-06-09 08:40", [
        U("good morning! need a weekly lunch prep plan, I carry tiffin to office daily. pure veg only pls and no egg also, we don't eat egg at home",
          S("veg", "Pure vegetarian and eats no eggs: all food suggestions must be vegetarian and egg-free")),
        A("Good morning! Here is a five-day egg-free vegetarian lunch plan built around two short prep sessions. On Sunday, cook a big pot of rajma and a batch of jeera rice, roast a tray of mixed vegetables with a little chaat masala, and blend a jar of mint-coriander chutney. Monday is rajma rice with cucumber raita. Tuesday is a roasted vegetable and paneer wrap with the chutney. Wednesday evening you do the second prep: lemon rice and a dry chana sabzi, which keep well for two days. Thursday is the lemon rice with chana and a small salad, and Friday is a mixed leftover bowl with curd. For storage, cool everything fully before closing the boxes, keep the chutney separate so the wraps don't go soggy, and reheat rice only once. A shopping list for all of this would include rajma, chana, paneer, rice, lemons, cucumbers, curd, mint, coriander and whatever vegetables are in season..."),
        U("ok this is too long yaar, I'm reading it in the cab on my phone. from now on just short bullet points, no big paragraphs pls",
          S("bullets", "Wants short bullet-point answers, no long paragraphs (reads on her phone)")),
        A("Got it. Short version:\n- Sun prep: rajma, jeera rice, roast veg, mint chutney\n- Mon: rajma rice + raita\n- Tue: paneer veg wrap\n- Wed: lemon rice + dry chana (prep again)\n- Thu: lemon rice + chana\n- Fri: leftovers bowl with curd"),
        U("perfect thx"),
        A("Anytime! Enjoy the lunches."),
    ]),
    sess("2026-06-22 21:10", [
        U("we r moving our payments service from java to kotlin at work. any gotchas with coroutines + JDBC? its all blocking calls right now",
          F("kotlin", "At work she is migrating the payments service from Java to Kotlin")),
        A("- JDBC is blocking: run it inside withContext(Dispatchers.IO) or a small dedicated dispatcher\n- Never call runBlocking inside request handlers\n- Coroutines can switch threads, so ThreadLocal-based transaction managers can lose the transaction\n- Only look at R2DBC if you truly need non-blocking end to end"),
        U("hmm the threadlocal thing sounds exactly like what bit us in staging. will check tmrw"),
        A("- Check whether your transaction manager relies on ThreadLocal\n- Keep each transactional block on one thread, or use a coroutine-aware context element\n- Add a test that forces a dispatcher switch mid-transaction so it fails loudly"),
        U("ok. and testcontainers for the db tests, that works fine with coroutines na?"),
        A("- Yes, the container itself doesn't care\n- Use runTest from kotlinx-coroutines-test for the test body\n- Start the container once per class, not per test, or the suite gets slow"),
    ]),
    sess("2026-07-04 10:05", [
        U("Amma is coming from Coimbatore on 18 july, staying 3 weeks. suggest places in Bangalore for her, she cant walk much, knee problem",
          F("amma", "Her mother is visiting from Coimbatore from 18 July for three weeks; has a knee problem and can't walk much")),
        A("- Lalbagh: you can drive close to the glass house, flat paths, lots of benches\n- Cubbon Park by car, sit near the bandstand in the morning\n- A Carnatic concert evening at a local sabha\n- Temples with lift access\n- Malls that lend wheelchairs at the entrance for longer outings"),
        U("she'll love the concert idea. also where to get good filter coffee near Indiranagar in the evening? Kaapi Kutira is my fav but they close by 7",
          N("kaapi", "Favourite filter coffee place is Kaapi Kutira in Indiranagar (closes at 7 pm)")),
        A("- Small darshinis near the metro station often brew till 9 or 10\n- Cafes on 12th Main stay open late, quality varies\n- Or buy Kaapi Kutira's powder and decoction filter and make it at home"),
        U("lol true, amma makes better than all of them anyway"),
        A("Hard to beat a mother's filter coffee!"),
    ]),
    sess("2026-10-14 19:30", [
        U("reached Singapore for DevSummit, here till the 19th. hawker food suggestions near Marina?",
          F("sg", "In Singapore for the DevSummit conference until 19 October")),
        A("- Lau Pa Sat: vegetarian stalls, ask for no egg in fried rice\n- Tekka Centre in Little India: many pure veg thalis and dosas\n- Check that noodles aren't egg noodles before ordering\n- Vegetarian bee hoon stalls are usually egg-free, but ask"),
        U("tekka was amazing. for this trip I want to stay near Little India only, the Bugis hotel is too far from everything I like. any options for last 2 nights?",
          N("littleindia", "For this Singapore trip wants a hotel near Little India for the last two nights")),
        A("- Boutique hotels along Dunlop St and Serangoon Rd\n- Farrer Park MRT side is quieter and a bit cheaper\n- Pick free cancellation since it's only 2 nights"),
        U("ok will check, thanks"),
        A("Enjoy the rest of the conference!"),
    ], tz="Asia/Singapore"),
], [
    unrel("How do noise cancelling headphones actually work?"),
    rel("that transaction problem we had during the kotlin move, what was the fix again?", "kotlin"),
    unrel("explain the difference between a Roth IRA and a traditional IRA"),
    rel("Mom is visiting again soon, where can I take her that is easy on her knees?", "amma"),
    unrel("what causes the northern lights?"),
    rel("lookup: user's usual place for filter coffee in Bangalore", "kaapi"),
    rel("which area should I book for my remaining nights in Singapore?", "sg", "littleindia"),
]))

# ---------------------------------------------------------------- u02
# Treasury analyst in Lagos, Nigerian English, reads on his phone.
USERS.append(user(2, "en", "Africa/Lagos", [
    sess("2026-07-02 07:55", [
        U("Good morning. Please I need to prepare a short note on why the naira weakened this quarter, for my MD. Quote any figures in naira with the dollar equivalent in brackets, that is how my bosses think.",
          S("naira", "Quote amounts in naira with the USD equivalent in brackets")),
        A("Good morning. Here is a draft you can adapt: The naira came under pressure this quarter mainly because of lower oil receipts, strong import demand for raw materials, and some portfolio outflows as foreign investors took profits. As an illustration, if the rate moved from ₦1,500 to ₦1,620 per dollar, a ₦50 million ($33,300) import payable would cost roughly ₦4 million ($2,470) more to settle. You may want to add the exact quarter-start and quarter-end rates from your desk's data."),
        U("This is good. I am on the treasury desk at Crestline Capital so they will ask me about our own FX exposure next, just keep that in mind",
          F("crestline", "Works on the treasury desk at Crestline Capital")),
        A("Understood. For the exposure part you could add a short paragraph on the bank's net open position, how much of it is hedged with forwards, and what a further ₦100 ($62) move per dollar would do to the trading book. If you give me the position size I can draft the numbers."),
        U("Ok let me get the figures from the desk. Will come back before noon"),
        A("Sounds good. Once you have them, paste them in and we can finish the note together."),
    ]),
    sess("2026-08-19 13:20", [
        U("Abeg what is a good way to study for my professional finals in November, I have like 3 hours every evening after work. Also my wife Chiamaka is pregnant, due in December, so I want to finish everything before the baby comes",
          F("exams", "Writing professional accountancy finals in November; studies about three hours each evening"),
          F("wife", "Wife Chiamaka is pregnant, due in December")),
        A("Congratulations to you both! Here is a 12-week plan:\n\n| Weeks | Focus | Hours per week |\n|---|---|---|\n| 1-3 | Corporate reporting | 15 |\n| 4-6 | Audit and assurance | 15 |\n| 7-9 | Strategic management | 15 |\n| 10-12 | Timed mock exams | 15 |"),
        U("Thanks but abeg no tables, they scatter on my phone screen. Just write it normally, this time and next time",
          S("notables", "No tables: they render badly on his phone; write in plain text")),
        A("Sorry about that. Weeks 1 to 3: corporate reporting, about 15 hours a week. Weeks 4 to 6: audit and assurance. Weeks 7 to 9: strategic management. Weeks 10 to 12: full timed mock exams, two a week, and review every wrong answer the next evening."),
        U("Better. Thank you"),
        A("You're welcome. Wishing you success in the exams and a smooth delivery for Chiamaka."),
    ]),
    sess("2026-09-27 18:45", [
        U("I have to go to Nairobi for a client meeting on 6 October. For this one I prefer Sahel Air, their lounge in Lagos is better and the timing fits. What should I know about the route?",
          N("sahelair", "For the 6 October Nairobi client trip, prefers to fly Sahel Air (better Lagos lounge, good timing)")),
        A("A direct Lagos to Nairobi flight takes around five and a half hours, and Nairobi is two hours ahead of Lagos. Check Kenya's current entry rules before you book, since many visitors must apply online for a travel authorisation a few days ahead. If the fare is around ₦1,100,000 ($680) return, that is within the normal range for that route."),
        U("Ok. Where I fit eat pepper soup for Nairobi? Nothing beats Mama Ngozi's spot for Yaba for me but I go dey miss am",
          N("peppersoup", "Favourite pepper soup is from Mama Ngozi's spot in Yaba")),
        A("Nairobi has a few West African restaurants around Kilimani and Westlands where pepper soup is on the menu. It won't be Mama Ngozi's, but it should carry you through the trip."),
        U("Lol ok. Thank you"),
        A("You're welcome. Safe trip and good luck with the client."),
    ]),
], [
    unrel("how do vaccines train the immune system?"),
    unrel("what is the best way to learn chess as an adult?"),
    rel("remind me how I planned my weeks before the November exams", "exams"),
    unrel("why do cats purr?"),
    rel("things to get ready at home before the baby arrives", "wife"),
    rel("lookup: which airline the user wanted for the Kenya trip", "sahelair"),
    rel("draft a two-line intro about me and my role for the FX exposure call", "crestline"),
]))

# ---------------------------------------------------------------- u03
# Litigation partner in Chicago; long paragraphs, sets rules up front.
USERS.append(user(3, "en", "America/Chicago", [
    sess("2026-08-03 22:15", [
        U("Okay, I'm going to try this one more time with a different assistant because the last one drove me up the wall. A couple of ground rules first. Please call me Dana, not ma'am, not counselor, and skip the 'Great question!' opener, I find it patronizing. And write in actual prose. I spend my whole day reading bullet-pointed memos from second-years and I cannot stand them anymore; give me paragraphs like a normal person would write. Now the actual question: my son Theo has a travel soccer tournament in Milwaukee the weekend of August 22nd and I need to decide whether to drive up Friday night after work or go Saturday at dawn. His first game is at 8:40.",
          S("dana", "Address her as Dana; never ma'am or counselor, and no flattering openers like 'Great question'"),
          S("prose", "Write in prose paragraphs, not bullet points"),
          F("theo", "Son Theo has a travel soccer tournament in Milwaukee the weekend of 22 August (first game 8:40)")),
        A("Dana, I'd go Friday night. Chicago to Milwaukee is about ninety minutes in light traffic, and even if Friday evening on I-94 stretches that past two hours, it is a far safer bet than Saturday morning. For an 8:40 game with a 7:45 warm-up you would need to leave around 5:45, which means a five o'clock alarm at the end of a work week, and a single lane closure would put Theo on the field without warming up. A hotel near the fields also gives you somewhere to rest between games, and at these tournaments the gaps between games can run to three or four hours."),
        U("That's more or less what I expected. Friday it is, though I'll have to leave the office by five which, given the week I'm having, is aspirational at best. We're in the middle of preparing for a product liability trial that starts September 14th and the expert depositions are eating everybody alive.",
          F("trial", "Preparing for a product liability trial starting 14 September; expert depositions under way")),
        A("That sounds like a punishing stretch. If it helps, you could block the Friday afternoon as an off-site deposition prep window so that leaving at five looks like a plan rather than an escape, and take the exhibits with you for the quieter hours at the hotel. Expert depositions tend to bunch up in the last month before trial, so the weekend may be the last clean break you get before September."),
        U("Ha. Maybe. On a lighter note, what should I listen to on the drive back, audiobook-wise? I've gone through everything Marcus Velde has written. His courtroom thrillers are the only fiction I can bear right now because he actually gets the procedure right.",
          N("velde", "Loves Marcus Velde's courtroom thrillers because the procedure is accurate")),
        A("If procedural accuracy is the test, you might try Elena Brask's appellate novels, which are slower than Velde's but take the rules of evidence seriously, or the Harlan Ames series, written by a former public defender, where the cross-examinations read like transcripts. Both narrators are good, and either would fill a Milwaukee round trip comfortably."),
        U("I'll start with Brask. Thank you, this was the first useful conversation I've had with one of these things."),
        A("I'm glad it helped. I hope Theo has a good tournament and that the depositions give you at least a little room to breathe."),
    ]),
    sess("2026-11-10 07:30", [
        U("We got through the trial, defense verdict after nine days of deliberation, and I'm taking the team out on Friday to celebrate. Eight people, downtown, somewhere with a semi-private room. I always end up at Italian places for these things because our senior partner won't eat anything else, so let's say Italian again.",
          F("verdict", "Won a defense verdict in the product liability trial; celebrating with her team"),
          N("italian", "For team dinners she usually picks Italian restaurants because the senior partner only eats Italian")),
        A("Congratulations, Dana, that's a hard-won result. For eight people downtown with some privacy, Trattoria Fiorenza in River North has a back room that seats ten and takes Friday bookings, and the menu is traditional enough to keep your senior partner happy. Osteria Calvi in the Loop is the quieter alternative; its wine room is smaller but easier to book at short notice. I'd call Fiorenza today, since Friday slots go early in November."),
        U("Fiorenza sounds right. Thank you, and thank you for not bulleting that."),
        A("You're welcome. Enjoy the evening, the team has earned it."),
    ]),
], [
    unrel("What's the difference between a stock split and a reverse split?"),
    rel("anything new for the car that's like the books I liked?", "velde"),
    unrel("how do I get rid of aphids on my roses?"),
    rel("where should we hold the team dinner this time?", "italian"),
    unrel("what is the Krebs cycle?"),
    rel("lookup: when and where is the user's son's soccer tournament", "theo"),
    rel("how did that product liability case end up?", "trial", "verdict"),
]))

# ---------------------------------------------------------------- u04
# Filipino Muslim line cook in Dubai; plain English, asks later for simple words.
USERS.append(user(4, "en", "Asia/Dubai", [
    sess("2026-06-05 23:40", [
        U("hello po. I am cook here in Dubai, I want to make Filipino style menu for my friends on our kabayan gathering friday but all must be halal, no pork no alcohol, even in the sauce. I am muslim from Mindanao",
          S("halal", "Muslim: all food must be halal, no pork and no alcohol, not even in sauces")),
        A("Hello! Here is a halal Filipino menu for the gathering: chicken adobo with vinegar and soy sauce, beef kaldereta using chicken liver spread instead of pork liver, pancit bihon with chicken and shrimp, lumpiang gulay, and leche flan for dessert. None of these needs wine or any pork product."),
        U("nice. but pls no shrimp in pancit, I'm allergic in shrimp and crabs, I get hives and my throat get itchy",
          S("shellfish", "Allergic to shrimp and crab (hives, itchy throat): no shellfish in any food")),
        A("Noted, no shrimp and no crab. For the pancit, use chicken, cabbage, carrots and a little fish sauce for flavour. I will also leave out bagoong alamang, because that is made from tiny shrimp."),
        U("ah yes good you mention the bagoong. salamat"),
        A("Walang anuman! Enjoy the gathering."),
    ]),
    sess("2026-06-28 15:10", [
        U("I work line cook in Al Waha Grand hotel in Dubai Marina, 6 days a week. my dream is open small stall of Filipino food in Sharjah next year, name Kusina ni Amir. how much capital I need?",
          F("job", "Works as a line cook at the Al Waha Grand hotel in Dubai Marina, six days a week"),
          F("stall", "Plans to open a small Filipino food stall called Kusina ni Amir in Sharjah next year")),
        A("That's a great goal. For a small food stall in Sharjah, a realistic starting budget is somewhere between AED 80,000 and AED 150,000. The main costs are the trade licence and municipality approvals, the rent and deposit for the unit, fit-out and kitchen equipment, initial stock, and at least three months of running costs as a cushion. The licensing side involves the economic development department, a food safety approval from the municipality and civil defence sign-off for the kitchen."),
        U("wow ok, that is big. I will save more first"),
        A("That's a sensible plan. Even saving part of it and looking for a small partner could bring the date closer."),
    ]),
    sess("2026-07-20 10:30", [
        U("sorry can you explain again the license part but pls use simple English, my english is not so deep. some of your words I need to google",
          S("simple", "Use simple, plain English; avoid difficult words")),
        A("Sure. To open a food stall in Sharjah you need three things.\n1. A trade licence. This is a paper from the government. It says you can do business.\n2. A food safety OK from the city. They check your kitchen is clean and safe.\n3. A fire safety OK. They check your gas and fire tools.\nYou get them in this order: licence first, then the two checks."),
        U("ok now I understand. thank you"),
        A("Good! You can ask me any time."),
    ]),
    sess("2026-08-30 20:00", [
        U("my sister Liza in Cotabato is studying nursing, 2nd year. I send her money every month. what is the cheapest way to send from UAE to Philippines?",
          F("liza", "Sends money every month to his sister Liza, a second-year nursing student in Cotabato")),
        A("Here are the usual ways:\n1. Exchange house in a mall. Easy, small fee, good rate on weekdays.\n2. A money app on your phone. Often the cheapest. Check the rate and the fee before you send.\n3. Bank transfer. Safe but often more expensive.\nTip: compare the final amount in pesos, not only the fee."),
        U("ok. also my favourite food in whole world is my lola's chicken tinola, can you give recipe so I can cook it here",
          N("tinola", "Favourite dish is his grandmother's chicken tinola")),
        A("Yes! Simple tinola:\n1. Cook garlic, onion and lots of ginger in a little oil.\n2. Add chicken pieces. Cook until light brown.\n3. Add water and a little fish sauce. Boil, then cook slow for 25 minutes.\n4. Add green papaya or sayote. Cook 10 minutes.\n5. Add malunggay or chili leaves at the end.\nAll halal, no shrimp."),
    ]),
    sess("2026-10-09 22:15", [
        U("every friday we play basketball with kabayan after jummah, I'm always the first one tired lol. what I eat before the game?",
          N("basketball", "Plays basketball with Filipino friends every Friday after Friday prayer")),
        A("Eat 2 or 3 hours before the game:\n1. Rice with chicken or egg, not too much oil.\n2. A banana 30 minutes before.\n3. Drink water all day, not only at the game.\nAfter the game, eat rice and protein to help your body."),
        U("ok thanks bro"),
        A("You're welcome! Have a good game."),
    ]),
], [
    unrel("What is the difference between a virus and bacteria?"),
    rel("what do I still need before I can open my own food business?", "stall"),
    unrel("how do I reset my phone to factory settings?"),
    rel("I want to cook something today that tastes like home", "tinola", "halal", "shellfish"),
    rel("best way to send money to my family back home", "liza"),
    unrel("why is the sea salty?"),
]))

# ---------------------------------------------------------------- u05
# German atmospheric physics postdoc in Munich; German English.
USERS.append(user(5, "en", "Europe/Berlin", [
    sess("2026-06-12 08:05", [
        U("Hello, I plan a hike in the Karwendel on Saturday, what should I bring? It will be around 28 degrees in the valley"),
        A("Sounds like a hot one! At around 82°F in the valley you'll want at least 2 quarts of water, sunscreen and a light layer. With roughly 5,000 feet of elevation gain it can easily be 20°F cooler at the top, and afternoon thunderstorms are common in summer, so plan to be off the ridge by early afternoon."),
        U("Please no Fahrenheit and feet, I am in Europe and I have no feeling for these. Always metric and Celsius for me, also for distances and weights.",
          S("metric", "Always use metric units and Celsius (no Fahrenheit, feet, miles or pounds)")),
        A("Of course. Bring at least 2 litres of water, better 3 on a 28 °C day. With about 1,500 m of ascent it can be around 10 °C cooler at the summit, so pack a thin jacket. Start early and aim to be below the ridge by 14:00 because of thunderstorm risk."),
        U("Good, thanks."),
        A("Have a great hike!"),
    ]),
    sess("2026-07-08 21:30", [
        U("I am writing the abstract for the Lisbon conference in September, I present a poster about the aerosol measurements from our drone campaign. Can you help me to shorten it to 250 words? Here: 'We present vertically resolved measurements of aerosol number concentration and size distribution obtained with a lightweight optical particle counter mounted on a multicopter during a three-week campaign in the Bavarian pre-Alps...'",
          F("lisbon", "Presenting a poster on drone-based aerosol measurements at a conference in Lisbon in September")),
        A("Your draft is about 410 words, so we need to lose roughly 40 percent. The methods paragraph repeats the instrument description twice and lists every flight date, which reviewers will not miss. I would keep the first sentence almost unchanged, compress the instrument and calibration into one sentence, drop the flight list, and make sure the key result about the boundary layer gradient appears in the first half. Here is a 248-word version: ..."),
        U("Thanks. One thing, please always start with a short summary at the top, 2 or 3 lines, then the details. I read a lot of text every day and I want to see the point first.",
          S("summary", "Always start answers with a 2-3 line summary, then the details")),
        A("Summary: Shortened to 248 words. Instrument details merged into one sentence, flight list removed, main result moved up.\n\nDetails: The revised abstract opens with the measurement setup in one sentence, then states the boundary layer gradient result, and ends with the implication for satellite retrievals..."),
        U("Perfect, exactly like this."),
        A("Summary: Glad it works. Good luck with the submission.\n\nDetails: If the organisers send reviewer comments, paste them here and we can adapt the text."),
    ]),
    sess("2026-08-22 18:40", [
        U("My partner Miriam is lactose intolerant, we are cooking for her parents on Sunday. Any idea for a dessert that works for her?",
          F("miriam", "Partner Miriam is lactose intolerant")),
        A("Summary: A plum tart with an oat-based cream, or a lemon sorbet, works well without lactose.\n\nDetails: For the tart, use a shortcrust made with plant-based margarine, about 600 g of plums, 60 g of sugar and cinnamon. Bake at 180 °C for 40 minutes. Serve with whipped oat cream or lactose-free vanilla yoghurt."),
        U("The plum tart sounds good, it is plum season. By the way, I go to Lisbon by train, not flying, I prefer trains inside Europe when it is possible. Is that realistic from Munich?",
          N("trains", "Prefers trains over flights for travel within Europe")),
        A("Summary: Yes, but plan for about two days with one overnight stop, usually in Paris or Madrid.\n\nDetails: Munich to Paris is around six hours by high-speed train, Paris to Barcelona or Madrid another six to ten hours depending on the route, and the final leg into Portugal is the slowest part of the journey. Booking early helps a lot with the Spanish trains."),
        U("Two days is ok, I can work in the train. Thanks."),
        A("Summary: Sounds like a good plan.\n\nDetails: Most high-speed trains on the route have sockets and reasonable wifi, so a working day on board is realistic."),
    ]),
    sess("2026-10-28 19:15", [
        U("The poster went well and now I need to relax a bit. What is a good way to get back into bouldering after two months break? I go usually to Kletterhalle Nordwand, twice per week.",
          N("boulder", "Goes bouldering at Kletterhalle Nordwand, usually twice a week")),
        A("Summary: Start at two grades below your usual level for two weeks, and keep sessions to about 90 minutes.\n\nDetails: Warm up 15 minutes with easy traverses, do mostly volume on easy problems, and add one limit problem per session only from week three. Tendons adapt more slowly than muscles, so finger pain is the signal to stop, not the pump."),
        U("ok, I will start easy. thanks"),
        A("Good plan. Enjoy being back on the wall."),
    ]),
], [
    unrel("Can you explain how blockchain consensus works?"),
    rel("Ich brauche wieder ein Dessert, das Miriam verträgt. Idee?", "miriam"),
    unrel("what is a good strategy for negotiating a salary?"),
    rel("how should I travel to Vienna next month?", "trains"),
    unrel("how do I write a haiku?"),
    rel("remind me where my poster was presented and what it was about", "lisbon"),
    rel("lookup: user's climbing routine", "boulder"),
]))

# ---------------------------------------------------------------- u06
# Running coach in Sao Paulo, Brazilian English, type 1 diabetic.
USERS.append(user(6, "en", "America/Sao_Paulo", [
    sess("2026-06-15 06:10", [
        U("Hi! I am a running coach here in São Paulo and I have a group of 12 amateurs that I'm preparing for the Curitiba half marathon in the end of August. Can you help me with a 10 weeks plan?",
          F("group", "Coaches a group of 12 amateur runners for the Curitiba half marathon at the end of August")),
        A("Dear Coach, it would be my pleasure to assist you with this endeavour. Please find below a structured ten-week periodisation proposal. Phase one (weeks one to three) focuses on aerobic base development, with three to four sessions per week at conversational pace. Phase two (weeks four to seven) introduces threshold work and progressive long runs. Phase three (weeks eight to ten) consists of race-specific sessions followed by a two-week taper. Should you require further elaboration, I remain at your disposal."),
        U("man no need to be so formal haha, talk normal with me like a friend. we are runners not bankers",
          S("casual", "Wants a casual, friendly tone, not formal")),
        A("Haha fair enough! So here's the deal: weeks 1 to 3 just build base, easy runs, people should be able to chat. Weeks 4 to 7 add one tempo day and stretch the long run up to 16 or 18 km. Weeks 8 to 10 get race specific, then chill out the last 10 days so everyone shows up fresh."),
        U("nice, that's it"),
        A("Boa! Shout if you want the day-by-day version."),
    ]),
    sess("2026-07-10 17:30", [
        U("Question for me this time. I have type 1 diabetes since I was 14, so anything you tell me about food or long runs, always think about the carbs and the hypo risk ok? I want to do a 30k long run saturday, what I eat before and during?",
          S("t1d", "Has type 1 diabetes: food and exercise advice must account for carbs and hypoglycaemia risk")),
        A("Sure thing. Before: a carb-focused breakfast 2 to 3 hours out, like toast with banana, roughly 60 to 80 g of carbs, and check your glucose before you leave. Lots of T1 runners lower their basal or pre-run bolus for long efforts, but that's something to set up with your endo, not guess. During: aim for 30 to 60 g of carbs per hour from gels or sports drink, check every 30 to 45 minutes, and always carry fast sugar in case you drop. After: carbs plus protein within an hour, and watch for late lows that night."),
        U("cool. I always run with the Corvo Pro 3, best shoe I ever had, but they are getting old. worth to buy the same again or try something new for long runs?",
          N("corvo", "Favourite running shoe is the Corvo Pro 3")),
        A("If the Pro 3 has never given you problems, buying the same again is honestly the safest bet, especially with a long block coming. If you want to try something new, use it for short runs first and keep the Corvos for the 30k."),
        U("haha ok same again then. never change a winning team"),
        A("Exactly. Good luck on Saturday, and keep that fast sugar in your pocket!"),
    ]),
    sess("2026-09-12 20:05", [
        U("race was amazing, 10 of the 12 did PR!! now problem: my assistant coach Rafa is moving to Porto end of this month, I need to find somebody. how I write a good job post?",
          F("rafa", "Assistant coach Rafa is moving to Porto at the end of September; he needs a replacement")),
        A("Huge, congrats to the whole crew! For the post, keep it real: who you are, what the group looks like, what days and times you need help, and what kind of person fits. Something like: 'Running group in São Paulo looking for an assistant coach, Tuesday and Thursday evenings plus Saturday long runs. You love helping amateurs get better, you know basic training zones, and you don't take yourself too seriously.' Add how to apply and you're done."),
        U("perfect. after the race we went to eat açaí at Açaí da Vila, best in the city for me, I go there after every long run",
          N("acai", "Favourite post-run spot is Açaí da Vila; goes after every long run")),
        A("Classic! Quick heads-up though since you mentioned you're T1: a big bowl with granola, banana and condensed milk can be 100 g of carbs or more, pretty fast ones too. Maybe go for the smaller bowl or skip the condensed milk and dose for it."),
        U("true true, the condensed milk is crazy. I will take the small one next time"),
        A("Good call. Enjoy it, you and the group earned it."),
    ]),
], [
    unrel("how do I set up a mesh wifi network at home?"),
    rel("I need new shoes for long runs, what should I get?", "corvo"),
    unrel("explain what inflation is"),
    rel("who do I still need to replace on my coaching staff?", "rafa"),
    unrel("how do bees make honey?"),
    rel("Como foi a preparação do meu grupo para a meia maratona?", "group"),
    rel("where do I usually go to eat after a long run?", "acai"),
]))

# ---------------------------------------------------------------- u07
# Terse head chef in London.
USERS.append(user(7, "en", "Europe/London", [
    sess("2026-11-03 15:20", [
        U("need a brine ratio for pork belly, 2kg"),
        A("Great choice! 🐷✨ A classic wet brine is about 1 cup of kosher salt to 1 gallon of water, plus 1/2 cup of sugar 🍯 and some aromatics like bay leaves and peppercorns. Let it sit for 24-36 hours in the fridge 🧊 and you'll have juicy, flavourful belly! 😋"),
        U("no emojis. ever. and grams not cups, im a chef not a blogger",
          S("noemoji", "No emojis, ever"),
          S("grams", "Use grams and metric measures, never cups")),
        A("Understood. For 2 kg of belly: 4 litres of water, 240 g salt (6%), 80 g sugar. Brine 24 to 36 hours, rinse, then dry uncovered in the fridge overnight."),
        U("6 is high for 36h. 5"),
        A("Fair. At 5%: 200 g salt in 4 litres, 24 to 36 hours is fine at that strength."),
        U("right. its the friday special at ashgrove, my kitchen",
          F("ashgrove", "Runs the kitchen at Ashgrove Kitchen; pork belly is this Friday's special")),
        A("Good luck with it. For a glaze, reduced cider with wholegrain mustard works well with belly."),
        U("been doing koji a lot lately. koji glaze better",
          N("koji", "Has been experimenting a lot with koji lately")),
        A("Agreed. Shio koji brushed on after the brine and dried overnight gives deeper colour, then a thin glaze of koji, honey and a little rice vinegar in the last 10 minutes."),
        U("also need a new steel, mine's knackered. been using Harrow for years, love em",
          N("harrow", "Loves Harrow knives and steels; has used them for years")),
        A("If you like Harrow, their ceramic honing rod is the one most chefs move to from a grooved steel. Gentler on harder blades and lasts for years."),
    ]),
], [
    unrel("what's the quickest way to learn touch typing?"),
    rel("ideas to finish the belly special", "koji", "ashgrove"),
    unrel("explain how compound interest works"),
    rel("lookup: which knife brand the user prefers", "harrow"),
    unrel("how do solar panels generate electricity?"),
]))

# ---------------------------------------------------------------- u08
# Blind sociologist in Toronto using a screen reader.
USERS.append(user(8, "en", "America/Toronto", [
    sess("2026-09-03 14:20", [
        U("Hi. Quick note before anything else: I'm blind and use a screen reader, so please don't use tables, ASCII diagrams or decorative symbols, and if you link something, say what the link is. Today I need help structuring a grant application on housing co-ops, the deadline is November 15.",
          S("screenreader", "Blind, uses a screen reader: no tables, ASCII diagrams or decorative symbols; always say what a link is"),
          F("grant", "Writing a grant application on housing co-ops; deadline 15 November")),
        A("Thanks for telling me. Here is a structure in plain numbered sections. Section 1, summary: one paragraph on the problem and what the project will find out. Section 2, background: what is known about housing co-ops and where the gap is. Section 3, research questions. Section 4, methods: sites, interviews, data. Section 5, knowledge mobilization: how co-op members and policy makers will hear about the results. Section 6, timeline. Section 7, budget and justification. Most funders weigh sections 3 and 4 most heavily, so I'd draft those first."),
        U("That's helpful. I'll have to do most of the writing in the mornings, my guide dog Biscuit has a vet appointment most afternoons this week, she's been limping.",
          F("biscuit", "Has a guide dog named Biscuit, who has been limping and has vet visits this week")),
        A("I hope Biscuit feels better soon. A morning plan could be: Monday and Tuesday for research questions and methods, Wednesday for background, Thursday for the summary, and Friday for a read-through. Leaving the budget for the following week keeps the heavy thinking in the first days."),
        U("That works. Thanks."),
        A("You're welcome. Good luck with the writing, and best wishes to Biscuit."),
    ]),
    sess("2026-11-05 09:45", [
        U("Morning. The grant is nearly done. Your answers last time were a bit long to listen through, by the way, so keep them under about 150 words unless I ask for more. Can you check my budget justification for clarity? Here it is: 'Funds requested for research assistance will support one graduate student for 10 hours per week over 24 months to conduct and transcribe interviews...'",
          S("short", "Keep answers under about 150 words unless she asks for more (long answers are tiring to listen to)")),
        A("It's clear overall. Three small fixes. First, say how many interviews the assistant will conduct, so the 10 hours a week looks justified. Second, split the long sentence about transcription and coding into two. Third, move the line about co-op member honoraria into its own short paragraph, since reviewers look for it separately."),
        U("Great. Unrelated, but I finished the last book of The Tallow Ring audiobooks and I'm bereft. Something similar? I love slow, political space opera.",
          N("tallow", "Loves The Tallow Ring audiobook series; enjoys slow, political space opera")),
        A("Two suggestions. The Quiet Meridian trilogy by Oyelaran Vance, about a failing colonial senate, with a patient, excellent narrator. Or Salt Under Glass by Petra Imhoff, slower and more intimate, mostly diplomacy aboard a generation ship."),
        U("Also, my friends and I are celebrating after submission, we always go to Selam Kitchen on the Danforth, Ethiopian, my favourite. Any dish I haven't tried? I usually get the shiro.",
          N("selam", "Favourite restaurant is Selam Kitchen, an Ethiopian place on the Danforth; usually orders shiro")),
        A("If you like shiro, try misir wot, a spicy red lentil stew, or gomen, slow-cooked collard greens. For a group, a combination platter lets everyone share several dishes on one injera."),
        U("Misir wot it is. Thanks!"),
        A("Enjoy the celebration, and good luck with the submission."),
    ]),
], [
    unrel("how do tides work?"),
    rel("recommend my next audiobook", "tallow"),
    unrel("what's the difference between a latte and a flat white?"),
    rel("check: does the user have a pet or service animal?", "biscuit"),
    unrel("explain how a mortgage amortization schedule works"),
    rel("when is my funding application due?", "grant"),
    rel("where should we go to eat after I submit?", "selam"),
]))
