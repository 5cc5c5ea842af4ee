# Mixed Chinese/English users of set c15. Hand-written. Glosses in English.

USERS = []

# u03 - pharmacist in Penang, vegetarian on lunar 1st/15th
USERS.append(dict(num=3, lang="mixed", tz="Asia/Kuala_Lumpur", sessions=[
    ("2026-07-21T19:45", [
        ("u", "hi can u suggest some dinner recipe for this week? simple one ya, I finish work quite late one"),
        ("a", "Sure! Quick dinners: 1) garlic butter prawns with rice, 2) chicken and potato curry in one pot, 3) stir-fried kangkung with belacan, 4) steamed fish with ginger, 5) fried rice with leftover char siu."),
        ("u", "ok but take note ah, every 初一 and 十五 I eat vegetarian, so if the day falls on that give me 素食 options. next week got 十五",
         [("lunar", "S", "Eats vegetarian on the 1st and 15th of each lunar month: give vegetarian options on those days")]),
        ("a", "Got it. For the 十五 next week: braised tofu with mushrooms, vegetarian curry with potato and long beans, or fried bee hoon with cabbage and egg."),
        ("u", "also pls use RM when u talk about price, some website last time show me SGD confuse me only",
         [("rm", "S", "Give prices in Malaysian ringgit (RM)")]),
        ("a", "Noted, RM from now on. The braised tofu works out to about RM12 for two people at the wet market."),
        ("u", "wah cheap. eh Musang King season now, 我超爱 durian, any dessert I can make with it?",
         [("durian", "N", "Loves durian, especially Musang King")]),
        ("a", "Try durian pengat: simmer durian flesh with coconut milk, a little gula melaka and pandan for 10 minutes. Or blend it into a simple no-bake durian cheesecake."),
        ("u", "nice nice. my boss at Sentosa Farmasi sure want to try also haha",
         [("job", "F", "Works as a pharmacist at Sentosa Farmasi in Penang")]),
        ("a", "Make a double batch then, the pengat keeps a day in the fridge."),
        ("u", "oh and my mum staying with me now after her knee op, she prefer soft food",
         [("mum", "F", "Her mother is staying with her after a knee operation and prefers soft food")]),
        ("a", "For your mum: steamed egg custard, fish porridge, soft braised tofu and pumpkin soup are all gentle and easy to chew."),
    ]),
], probes=[
    ("x", "how do I change the wiper blades on my car?"),
    ("x", "打雷是怎么产生的？"),
    ("x", "explain how a credit score works"),
    ("r", "want something sweet this weekend, based on what I like", ["durian"]),
    ("r", "ada soft food idea for 我妈妈?", ["mum"]),
    ("r", "lookup: user's workplace", ["job"]),
]))

# u06 - Taiwanese flight attendant, traditional characters, lactose intolerant
USERS.append(dict(num=6, lang="mixed", tz="Asia/Taipei", sessions=[
    ("2026-06-20T23:10", [
        ("u", "幫我整理一下 next month 的班表 reminder，我飛 Formosa Skyways，常常 Tokyo、Bangkok 來回",
         [("job", "F", "Flight attendant at Formosa Skyways, often flies Tokyo and Bangkok")]),
        ("a", "好的，以下是你的班表提醒模板：航班号、报到时间、落地时间、外站酒店、备注。需要我帮你按日期排好吗？"),
        ("u", "拜託用繁體字好嗎 簡體我看得很吃力 以後都繁體 thx",
         [("trad", "S", "Always reply in traditional Chinese characters, never simplified")]),
        ("a", "抱歉！以後都用繁體。班表提醒模板：航班號、報到時間、落地時間、外站酒店、備註。"),
        ("u", "ok 👍"),
        ("a", "祝飛行順利。"),
    ]),
    ("2026-07-14T22:40", "Asia/Tokyo", [
        ("u", "layover in Tokyo again，又住 Shinagawa 那間 Hotel Kaede，超愛他們的大浴場",
         [("kaede", "N", "Loves Hotel Kaede in Shinagawa (the big bath) on Tokyo layovers")]),
        ("a", "泡完澡好好休息！明天幾點報到？"),
        ("u", "推薦附近宵夜？but no milk stuff 我乳糖不耐 喝牛奶會很慘",
         [("lactose", "S", "Lactose intolerant: no milk or dairy in food suggestions")]),
        ("a", "品川站附近可以吃醬油拉麵或烏龍麵，避開奶油類和白醬。便利商店的飯糰、關東煮也不含乳製品。"),
        ("u", "哈哈 好 我去吃拉麵"),
        ("a", "慢慢吃，早點睡。"),
    ]),
    ("2026-09-02T11:00", [
        ("u", "我下個月要搬去桃園 near the airport，通勤方便很多，幫我列搬家 checklist",
         [("move", "F", "Moving to Taoyuan near the airport in October 2026")]),
        ("a", "搬家清單：一、提前一個月找搬家公司比價並預約；二、通知房東退租，約好點交；三、辦理水電瓦斯與網路的停用和新址申請；四、更新公司人事資料、銀行、信用卡地址；五、分類打包，每箱標房間；六、貴重物品和證件自己帶……"),
        ("u", "太長了啦 我只要重點",
         [("brief", "S", "Keep replies to the key points, no long lists")]),
        ("a", "重點：搬家公司、退租、水電網路、改地址。"),
    ]),
    ("2026-10-25T16:20", [
        ("u", "休假想喝手搖，台北我最愛『茶緣巷』，but I'm in Taoyuan now，附近有類似的嗎",
         [("boba", "N", "Favourite bubble tea shop is 茶緣巷 in Taipei")]),
        ("a", "桃園站附近有不少手搖店，找主打原葉茶的，記得選燕麥奶或直接點純茶。"),
        ("u", "燕麥奶 ok!! 你有記得欸 😂"),
        ("a", "當然，喝得開心。"),
    ]),
], probes=[
    ("x", "how do solar panels turn sunlight into electricity?"),
    ("x", "什麼是通貨膨脹？"),
    ("x", "how to fix a squeaky door hinge"),
    ("r", "back in Tokyo next week, where should I stay?", ["kaede"]),
    ("r", "附近有什麼好喝的飲料店", ["boba"]),
    ("r", "where did I move to last month?", ["move"]),
    ("r", "lookup: which airline the user works for", ["job"]),
]))

# u09 - cardiology resident in Shanghai, pregnant
USERS.append(dict(num=9, lang="mixed", tz="Asia/Shanghai", sessions=[
    ("2026-06-06T22:15", [
        ("u", "帮我 summarize 一下最新 ESC guideline 里 HFpEF 的治疗推荐。我是心内科住院医，太基础的东西不用解释",
         [("resident", "F", "Cardiology resident at a Shanghai hospital"),
          ("doctor", "S", "She is a doctor: use proper medical terminology, skip basic explanations")]),
        ("a", "要点：SGLT2i（dapagliflozin / empagliflozin）为 I 类推荐以降低心衰住院和心血管死亡；利尿剂用于减轻充血；同时积极管理合并症（AF、高血压、肥胖、CKD）……"),
        ("u", "ok good. SGLT2i 那部分再展开一点"),
        ("a", "SGLT2i 在 HFpEF 的证据主要来自两项大型 RCT，主要终点为心衰住院或心血管死亡复合终点，获益在 LVEF 各亚组间基本一致；eGFR 较低时仍可起始，注意容量状态和生殖道感染……"),
    ]),
    ("2026-07-03T13:10", [
        ("u", "中午在医院附近吃饭，老弄堂的红烧肉 is the best，徐汇有没有类似的本帮菜 recommendation",
         [("nongtang", "N", "Loves the braised pork at 老弄堂 (Shanghainese food)")]),
        ("a", "徐汇这边可以找那种老式本帮馆子，招牌一般是红烧肉、油爆虾、腌笃鲜。"),
        ("u", "btw 我现在怀孕 17 周，所以推荐吃的 or 药 都要注意一下 safety",
         [("pregnant", "S", "Pregnant (17 weeks in early July 2026): check food and medication safety")]),
        ("a", "明白。那醉蟹、醉虾、糟货这类生腌或含酒精的要避开；红烧肉、腌笃鲜没问题，腌笃鲜注意咸度。"),
        ("u", "嗯 醉蟹 obviously not 哈哈"),
        ("a", "那就红烧肉加个清炒时蔬。"),
    ]),
    ("2026-08-16T09:30", [
        ("u", "我老公周末想去 hiking，他做 civil engineer 的，天天在工地跑还不嫌累 lol",
         [("husband", "F", "Husband is a civil engineer who likes hiking")]),
        ("a", "以你现在孕中期，可以选坡度小、有台阶有护栏、随时能折返的路线，比如佘山、滨江步道，控制在两小时内。"),
        ("u", "佘山 ok。"),
        ("a", "记得带水和小零食，热的话早点出发。"),
    ]),
    ("2026-09-27T20:45", [
        ("u", "预产期 12 月 8 号，想开始准备 hospital bag 了，list 一下",
         [("due", "F", "Due date is 8 December 2026")]),
        ("a", "待产包清单：证件类（身份证、医保卡、产检资料），妈妈用品（产褥垫、哺乳内衣、拖鞋），宝宝用品（包被、纸尿裤、衣服两三套），以及每一项为什么需要的简单说明……"),
        ("u", "有些太 generic 了，我自己就是医生 you know 哈哈，删掉解释，只留清单"),
        ("a", "证件：身份证、医保卡、产检资料\n妈妈：产褥垫、哺乳内衣、拖鞋、吸管杯\n宝宝：包被、NB 纸尿裤、衣服 3 套、帽子"),
    ]),
    ("2026-11-12T21:00", [
        ("u", "最近晚上听 podcast 放松，喜欢 science history 那种，讲科学家八卦的",
         [("podcast", "N", "Likes science-history podcasts, especially scientist gossip")]),
        ("a", "可以找讲诺贝尔奖背后故事、实验室恩怨这类的节目，一集半小时左右，睡前听刚好。"),
        ("u", "有 Chinese 的吗"),
        ("a", "中文的也有，搜“科学史”“科学家故事”这类关键词，挑更新稳定的栏目。"),
    ]),
], probes=[
    ("x", "explain how a TLS handshake works"),
    ("x", "怎么学会盲打？"),
    ("x", "how do I repot a cactus without getting stabbed?"),
    ("r", "周末和老公出去走走，去哪儿合适", ["husband"]),
    ("r", "when's my due date again?", ["due"]),
    ("r", "午饭想吃我最爱那家那种菜", ["nongtang"]),
    ("r", "recommend something to listen to before bed", ["podcast"]),
]))

# u12 - Hong Kong housing reporter
USERS.append(dict(num=12, lang="mixed", tz="Asia/Hong_Kong", sessions=[
    ("2026-06-23T01:15", [
        ("u", "deadline 3am，help me tighten this para，係講 subdivided flats rent 嘅：Rents for subdivided units in older districts have continued to climb, with some tenants now paying more per square foot than owners of private flats..."),
        ("a", "好！改咗少少：劏房租金喺舊區持續上升，部分租戶每呎租金已經高過私人樓……"),
        ("u", "reply in English pls，my editor reads over my shoulder sometimes and 佢唔識中文. I'm on the housing beat at Harbour Ledger btw",
         [("english", "S", "Reply in English (her editor reads over her shoulder and doesn't read Chinese)"),
          ("job", "F", "Housing reporter at the Harbour Ledger in Hong Kong")]),
        ("a", "Sure. Tightened: \"Subdivided-flat rents in older districts keep climbing; some tenants now pay more per square foot than private-flat owners.\""),
        ("u", "ok sent. 瞓覺"),
        ("a", "Good night, well done on the deadline."),
    ]),
    ("2026-07-30T12:40", [
        ("u", "lunch at 榮記冰室 again, their 菠蘿油 is unbeatable. 有冇 stat on how many cha chaan tengs closed since 2020?",
         [("wingkee", "N", "Loves the pineapple bun at 榮記冰室")]),
        ("a", "I don't have a verified count. Around 2023 there were reports of a few hundred restaurant closures a year, but that's not specific to cha chaan tengs."),
        ("u", "that's exactly the problem. from now on when you give me any number tell me where it comes from, source + year. I can't print stuff I can't trace",
         [("sources", "S", "For any figure, always state the source and year")]),
        ("a", "Understood. For this one, the closest traceable data would be the restaurant licence figures from the Food and Environmental Hygiene Department, by year; I'd check their latest annual release before quoting anything."),
    ]),
    ("2026-09-09T22:00", [
        ("u", "moving flat next month, staying in Sham Shui Po tho, I like the area",
         [("ssp", "F", "Moving to a new flat within Sham Shui Po in October 2026")]),
        ("a", "Nice, staying local makes it easier. Want a moving checklist?"),
        ("u", "nah. need a new laptop tho, old one died. 14 inch, light, 我鍾意 Kestrel 嗰個牌子",
         [("kestrel", "N", "Prefers Kestrel-brand laptops")]),
        ("a", "Kestrel's 14-inch ultralight line would fit: around 1.2 kg, good keyboard for long writing sessions. Check the 16 GB RAM version if you run lots of browser tabs."),
    ]),
    ("2026-11-03T08:30", [
        ("u", "weekend: hiking Lion Rock w/ my sister, she's vegetarian so pick a veggie place for after",
         [("sister", "F", "Her sister is vegetarian; they hike together")]),
        ("a", "Wong Tai Sin and Kowloon City both have vegetarian restaurants within a short ride of the Lion Rock trail ends; look for a Buddhist vegetarian place for a proper sit-down lunch."),
        ("u", "great 多謝"),
        ("a", "Enjoy the hike."),
    ]),
], probes=[
    ("x", "how does regenerative braking work in electric cars?"),
    ("x", "點樣整一個簡單嘅 budget spreadsheet?"),
    ("x", "what's the plot of Hamlet?"),
    ("r", "lunch near the office, my usual kind of place", ["wingkee"]),
    ("r", "which laptop should I get?", ["kestrel"]),
    ("r", "where am I living after the move?", ["ssp"]),
    ("r", "揀間餐廳俾我同家姐食", ["sister"]),
]))

# u15 - mother in Kuala Lumpur, son with peanut and egg anaphylaxis
USERS.append(dict(num=15, lang="mixed", tz="Asia/Kuala_Lumpur", sessions=[
    ("2026-06-13T14:20", [
        ("u", "hi, my son 小杰 6 years old, he got severe peanut and egg allergy, must carry EpiPen one. so anything food u suggest me, recipe, snack, restaurant, must be peanut-free and egg-free ok? no exception",
         [("allergy", "S", "All food suggestions must be peanut-free and egg-free (son has anaphylaxis)"),
          ("son", "F", "Son Xiao Jie (小杰) is 6 years old")]),
        ("a", "Understood, every food idea from me will be peanut-free and egg-free. What do you need first?"),
        ("u", "ok first one: birthday party snacks for his class next month"),
        ("a", "Peanut- and egg-free party snacks: popcorn, fruit cups, vegetable sticks with hummus, rice crackers, and a vegan chocolate cake. Check labels for \"may contain\" warnings."),
    ]),
    ("2026-07-18T21:30", [
        ("u", "my husband works in Singapore weekdays, balik KL every Friday night. so weekday dinner I cook for 2 only",
         [("husband", "F", "Husband works in Singapore on weekdays, returns to KL every Friday night")]),
        ("a", "Dinners for two: chicken soup with rice, stir-fried beef with broccoli, fish curry, fried mee hoon with vegetables, all without peanut or egg."),
        ("u", "can give price in RM? the last list u put $ sign I blur, SGD or USD",
         [("rm", "S", "Give prices in RM")]),
        ("a", "Sorry about that. In RM: chicken soup about RM15, beef stir-fry about RM22, fish curry about RM18, mee hoon about RM10."),
    ]),
    ("2026-09-05T22:50", [
        ("u", "kid sleep already finally. 我在追一部韩剧叫 Spring Letters so good 哭死",
         [("kdrama", "N", "Loves the K-drama Spring Letters")]),
        ("a", "Sounds like a good one to unwind with."),
        ("u", "any other similar drama?"),
        ("a", "If you like slow, emotional stories, try Lantern Street or The Winter Pharmacy, both are quiet romance with a lot of letters and flashbacks."),
        ("u", "ok will try the first one"),
        ("a", "Enjoy, keep tissues nearby."),
    ]),
    ("2026-11-14T10:10", [
        ("u", "weekend bring 小杰 go Penang. 我自己最爱 nasi lemak, can he eat or not?",
         [("nasilemak", "N", "Her favourite food is nasi lemak")]),
        ("a", "Careful: nasi lemak usually comes with fried peanuts and a boiled or fried egg, and sambal sometimes has peanut. Ask for it without peanuts and egg, and check the sambal, or pack a safe meal for him."),
        ("u", "haiya I forgot got peanut and egg. ok ask them remove"),
        ("a", "Good plan, and keep the EpiPen in your bag the whole trip."),
    ]),
], probes=[
    ("x", "what's the difference between an LED and an OLED TV?"),
    ("x", "光合作用是怎么回事，简单讲"),
    ("x", "how do I reset my home wifi router?"),
    ("r", "recommend me something to watch tonight", ["kdrama"]),
    ("r", "weekday dinner ideas since it's just us two", ["husband"]),
    ("r", "what's my favourite breakfast again?", ["nasilemak"]),
    ("r", "birthday present idea for my boy", ["son"]),
]))

# u18 - English teacher in Shenzhen
USERS.append(dict(num=18, lang="mixed", tz="Asia/Shanghai", sessions=[
    ("2026-06-28T21:00", [
        ("u", "我是深圳一所初中的英语老师，想多练练，以后你都用英文回答我，but if there's a hard word 后面括号里写中文意思",
         [("teacher", "F", "English teacher at a middle school in Shenzhen"),
          ("englishgloss", "S", "Reply in English, with the Chinese meaning in brackets after hard words")]),
        ("a", "Great idea! I'll reply in English and add meanings for tricky (棘手的) words. What shall we practise today?"),
        ("u", "perfect!! 我最近超迷一个 indie band 叫 Paper Lanterns, their new album 太好听了",
         [("band", "N", "Loves the indie band Paper Lanterns")]),
        ("a", "Nice! What do you like most about the album, the melodies or the lyrics? Describing music is excellent (极好的) speaking practice."),
        ("u", "lyrics, they're like poems"),
        ("a", "Then try writing a short review (评论) of your favourite song, three sentences, and I'll give feedback."),
    ]),
    ("2026-08-30T20:15", [
        ("u", "我男朋友在杭州，we do long distance，国庆想去找他，帮我看看高铁",
         [("bf", "F", "Boyfriend lives in Hangzhou; they are in a long-distance relationship")]),
        ("a", "Shenzhen North to Hangzhou East takes about 6 to 7 hours by high-speed train (高铁). Tickets for the National Day holiday usually go on sale 15 days before and sell out fast, so set a reminder (提醒) for mid-September. You could also consider leaving a day early to avoid the peak, and remember that return tickets on October 7 are the hardest to get..."),
        ("u", "能不能别每次都那么长 🙏 三五句就够",
         [("short", "S", "Keep replies short: three to five sentences")]),
        ("a", "Sure. Trains take about 6-7 hours. Tickets open 15 days ahead. Book the moment (一…就) they open."),
        ("u", "对了去杭州我最想吃的是片儿川",
         [("pianerchuan", "N", "Most wants to eat pian'er chuan noodles on the Hangzhou trip")]),
        ("a", "Good choice! It's a noodle soup with pickled greens (雪菜) and pork. Ask your boyfriend for his favourite shop."),
    ]),
], probes=[
    ("x", "how does a fridge keep food cold?"),
    ("x", "信用卡怎么申请比较容易通过"),
    ("x", "what caused the fall of the Roman Empire?"),
    ("r", "周末想听点新歌", ["band"]),
    ("r", "help me plan my National Day trip", ["bf"]),
    ("r", "what should I eat first when I get to Hangzhou?", ["pianerchuan"]),
    ("r", "lookup: user's job", ["teacher"]),
]))

# u21 - Chinese chip designer in Bangalore, Jain husband
USERS.append(dict(num=21, lang="mixed", tz="Asia/Kolkata", sessions=[
    ("2026-07-02T20:30", [
        ("u", "hi! 我老公 Rohan 是 Jain，his parents 下个月从 Ahmedabad 来住两周。我想学几道他们能吃的菜",
         [("inlaws", "F", "Husband Rohan and his parents are Jain; in-laws came from Ahmedabad for two weeks in August")]),
        ("a", "Jain cooking avoids meat, eggs, and root vegetables such as onion, garlic, potato and carrot. Good starters: moong dal, cabbage sabzi, paneer in tomato gravy, and plain jeera rice..."),
        ("u", "可以用中文回答吗 English 的食材名可以保留 like jeera 这种",
         [("zh", "S", "Reply mainly in Chinese; keep English terms such as ingredient names")]),
        ("a", "当然。几道简单的：moong dal 黄豆汤、卷心菜 sabzi、番茄汁 paneer、jeera rice。都不放洋葱大蒜和根茎类。"),
        ("u", "我自己其实无辣不欢 哈哈 川菜girl，but this time 不能放洋葱大蒜 so sad",
         [("spicy", "N", "Loves spicy Sichuan food")]),
        ("a", "辣可以照放！用 green chili 和红辣椒粉代替蒜的香味，再加点 hing（阿魏），味道会很足。"),
    ]),
    ("2026-08-20T22:00", [
        ("u", "公婆来了。白天我要上班 at Lumen Silicon 做芯片设计，晚饭 pressure 好大",
         [("job", "F", "Works in chip design at Lumen Silicon in Bangalore")]),
        ("a", "可以周末先把 dal 和 sabzi 的底料做好冷冻，工作日只需加热再做个 jeera rice，二十分钟开饭。"),
        ("u", "thx 这周末带他们去 Lalbagh 逛逛"),
        ("a", "早上去最凉快，玻璃房附近适合拍照。"),
    ]),
    ("2026-09-28T19:00", [
        ("u", "公婆回去了，but honestly 我们觉得 Jain 饮食挺好的。from now on 你给我的所有 recipe 都按 Jain 来：no root veg，no onion garlic，no eggs no meat。我们家以后就这么吃了",
         [("jain", "S", "All recipes must now be Jain: no root vegetables, onion, garlic, eggs or meat")]),
        ("a", "好的，以后所有菜谱都按 Jain 标准来。"),
        ("u", "周末想出去吃顿好的，Indiranagar 有家 Saffron Leaf 我超喜欢，他们也有 Jain menu",
         [("saffron", "N", "Likes the restaurant Saffron Leaf in Indiranagar")]),
        ("a", "那就订 Saffron Leaf，周末晚上人多，建议提前订位，点 Jain menu 就行。"),
    ]),
], probes=[
    ("x", "GPS 是怎么定位的？"),
    ("x", "游泳换气总是呛水怎么办"),
    ("x", "how do I choose a good mattress?"),
    ("r", "周末去哪儿吃饭", ["saffron"]),
    ("r", "craving something really spicy tonight", ["spicy"]),
    ("r", "公婆上次来是什么时候", ["inlaws"]),
    ("r", "lookup: where the user works", ["job"]),
]))

# u24 - Deaf hospital pharmacist in Shanghai
USERS.append(dict(num=24, lang="mixed", tz="Asia/Shanghai", sessions=[
    ("2026-07-27T19:30", [
        ("u", "hi 我是聋人 Deaf，在一家医院药剂科上班。想 complain 一个快递问题，but please don't tell me to call the hotline，我打不了电话",
         [("deaf", "S", "Deaf: never suggest phone calls; give text, app or email options"),
          ("pharmacy", "F", "Works in a hospital pharmacy department in Shanghai")]),
        ("a", "明白。可以这样投诉：在快递 app 里找“在线客服”留言，附上单号和照片；如果 24 小时没回复，再到国家邮政局申诉网站提交书面申诉。"),
        ("u", "OK 我在 app 上留言了。家里猫团子把纸箱抓烂了 lol",
         [("cat", "F", "Has a cat named Tuanzi (团子)")]),
        ("a", "团子显然对这个快递也很有意见。"),
    ]),
    ("2026-10-11T15:00", [
        ("u", "周末想去看话剧，有没有 sign language interpreted 或者有字幕的 show",
         [("theatre", "N", "Enjoys theatre shows with captions or sign-language interpretation")]),
        ("a", "上海有些剧场会在部分场次提供字幕屏或手语翻译，通常在购票页面的场次说明里标注，也可以给剧场公众号发消息询问哪一场有，再根据日期挑选合适的演出，另外……"),
        ("u", "上次回复有点乱，用 bullet points 吧，清楚点，以后都这样",
         [("bullets", "S", "Use bullet points in replies")]),
        ("a", "- 查购票页面的场次说明\n- 给剧场公众号留言问字幕或手语场\n- 选好场次尽早买票"),
        ("u", "还有 hiking 是我最爱的 weekend 活动，上海周边推荐下",
         [("hiking", "N", "Hiking is her favourite weekend activity")]),
        ("a", "- 佘山：轻松，半天\n- 天目山：一日或两日游\n- 莫干山：秋天景色好"),
    ]),
], probes=[
    ("x", "how does inflation affect my savings?"),
    ("x", "什么是机器学习？"),
    ("x", "how to get rid of fruit flies in the kitchen"),
    ("r", "周末想做点户外的事", ["hiking"]),
    ("r", "my cat keeps scratching the sofa, help", ["cat"]),
    ("r", "recommend a show I could go to this weekend", ["theatre"]),
    ("r", "lookup: user's department at work", ["pharmacy"]),
]))
