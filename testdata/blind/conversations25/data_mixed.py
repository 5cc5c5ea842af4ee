# Users who mix Chinese and English. Same layout as data_en.py.

USERS_MIXED = [
    # Richmond BC, realtor, Cantonese/English
    dict(lang="mixed", sessions=[
        ("2026-05-19T09:15:00-07:00", [
            ("Morning! 我喺 Richmond 做 realtor，想写个 listing description，3-bed townhouse near No. 3 Road，大概 150 words.",
             [("realtor", "fact", "realtor in Richmond, BC")]),
            "Here's a draft: 'Bright, south-facing 3-bedroom townhouse steps from No. 3 Road, Richmond Centre and the Canada Line. Open-plan main floor, updated kitchen with quartz counters, two full baths upstairs, private patio and a double side-by-side garage...'",
            ("OK 几好. 以后 prices 全部用 CAD，唔好俾 USD，我啲 clients 成日 confused.",
             [("cad", "standing", "always give prices in CAD, never USD")]),
            "Noted, CAD only from now on.",
        ]),
        ("2026-07-02T20:40:00-07:00", [
            ("今晚收工去 Kirin 饮茶，我觉得佢哋嘅 har gow 系全 Richmond 最好。Dim sum 配咩茶好？",
             [("kirin", "non_standing", "thinks Kirin has the best har gow in Richmond")]),
            "Har gow 同 siu mai 配普洱或者铁观音都得；食炸嘢就叫菊普，解腻。",
            ("我个女 Chloe 九月入 UBC 读 Science，dorm 要准备咩？",
             [("chloe", "fact", "daughter Chloe starts Science at UBC in September")]),
            "Twin XL bedding, desk lamp, power bar, 衣架, a good rain jacket. Vancouver 落雨好多.",
            ("Haha true. Please 答短啲, I read between showings.",
             [("short", "standing", "keep answers short; reads between showings")]),
            "Got it, short.",
        ]),
        ("2026-10-20T12:00:00-07:00", [
            ("Canucks season started! 我同 husband 第一次买咗 season tickets.",
             [("canucks", "non_standing", "Canucks fan; season tickets with her husband")]),
            "Nice! Enjoy the season.",
            ("Rogers Arena 附近 parking 贵唔贵？", []),
            "Event nights around $30–40 CAD. SkyTrain to Stadium–Chinatown is easier.",
        ]),
    ],
    unrelated=[
        "点解啲 leaves 秋天会变色？",
        "What's the difference between a crocodile and an alligator?",
        "教我整个简单嘅 tomato egg stir fry",
    ],
    related=[
        ("Chloe move-in 之后仲要买咩？", ["chloe"]),
        ("想搵个地方饮茶，去边间好？", ["kirin"]),
        ("Next home game 点去最方便？", ["canucks"]),
    ]),

    # London, marine underwriter, nut and sesame allergy
    dict(lang="mixed", sessions=[
        ("2026-05-28T19:30:00+01:00", [
            ("Hi，我在 Lloyd's 一个 syndicate 做 marine underwriter，下周要给 team 做个 presentation on war risk exclusions，能帮我 structure 一下吗？",
             [("underwriter", "fact", "marine underwriter at a Lloyd's syndicate")]),
            "Sure: 1) background 2) current clause wording 3) recent losses 4) pricing implications 5) Q&A.",
            ("Thanks. 另外 FYI，我对 peanuts、tree nuts 和 sesame 都严重过敏，带 EpiPen 的那种。以后推荐吃的 always 要注意。",
             [("allergy", "standing", "severe peanut, tree nut and sesame allergy (carries an EpiPen); any food suggestion must account for it")]),
            "Noted. I'll flag nuts and sesame whenever food comes up.",
        ]),
        ("2026-08-04T21:00:00+01:00", [
            ("我八月底要搬家，from Canary Wharf to Walthamstow。有 checklist 吗？",
             [("move", "fact", "moving from Canary Wharf to Walthamstow at the end of August")]),
            "Council tax, utilities, broadband, TV licence, register with a new GP, electoral roll, Royal Mail redirection, and update your bank and employer.",
            ("Walthamstow 那边 Arsenal fans 多吗 lol，我是 Gooner，二十年了。",
             [("arsenal", "non_standing", "Arsenal supporter for twenty years")]),
            "Mixed, lots of Spurs fans too. The Emirates is about 30 minutes away on the Victoria line.",
            ("Please 用 British spelling，我写 report 的时候会 copy 你的东西，美式拼写很尴尬。",
             [("british", "standing", "use British spelling")]),
            "Will do, British spelling from now on.",
        ]),
        ("2026-11-07T13:20:00+00:00", [
            ("周末想吃川菜，我最爱 Soho 的 Barshu，但是好多菜有花生和芝麻。有什么安全点的点法？",
             [("barshu", "non_standing", "favourite Sichuan restaurant is Barshu in Soho")]),
            "Tell the staff about the allergy before ordering. 干煸四季豆 or 水煮鱼 can work if they confirm no sesame oil or peanuts, but avoid 宫保 and anything with 红油 or 麻酱. Cross-contamination is a real risk in Sichuan kitchens.",
            ("Yeah，EpiPen 会带着。Thanks.", []),
            "Enjoy, and do check the oil.",
        ]),
    ],
    unrelated=[
        "解释一下 photosynthesis 的原理",
        "How many bones are in the human body?",
        "推荐一个学 Spanish 的方法",
    ],
    related=[
        ("周五 team dinner，我来选 restaurant，选哪家？", ["barshu", "allergy"]),
        ("这周六有 football 吗？想去看我的队", ["arsenal"]),
        ("我新家附近有什么好的 GP？", ["move"]),
    ]),

    # Tehran, Persian-Chinese translator, Hui Muslim
    dict(lang="mixed", sessions=[
        ("2026-06-13T20:00:00+03:30", [
            ("我在德黑兰一个中资 construction project 做 Persian-Chinese 翻译，今天翻 contract 翻到头大。'force majeure' 在波斯语合同里一般怎么写？",
             [("translator", "fact", "Persian-Chinese translator on a Chinese construction project in Tehran")]),
            "常用 'فورس ماژور'，也有写 'قوه قاهره' 的，条款标题一般是 'شرایط قوه قاهره'。",
            ("对。你跟我说话用中文，但专业词保留英文原文，我要对照。",
             [("terms", "standing", "reply in Chinese, keep technical terms in English")]),
            "好的，以后用中文回复，terminology 保留英文。",
        ]),
        ("2026-08-27T21:30:00+03:30", [
            ("这边夏天太热了。我老婆小雯下个月从成都过来探亲，想带她去 Isfahan 玩两天。",
             [("wife", "fact", "wife Xiaowen visits from Chengdu next month; plans two days in Isfahan")]),
            "Isfahan 两天：Naqsh-e Jahan Square、Si-o-se-pol（三十三孔桥）、Vank Cathedral，晚上逛 bazaar。",
            ("我最喜欢 Naqsh-e Jahan 旁边的 Azadegan teahouse，每次去都能坐一下午。",
             [("teahouse", "non_standing", "favourite spot is the Azadegan teahouse by Naqsh-e Jahan")]),
            "那家 teahouse 很有氛围，带她去正好。",
            ("对了，我是回族，不吃猪肉，你推荐吃的东西都要 halal。",
             [("halal", "standing", "Hui Muslim: all food suggestions must be halal")]),
            "记住了，饮食推荐都按 halal。",
        ]),
        ("2026-10-25T19:00:00+03:30", [
            ("周末在家听 Mohsen Chavoshi，他的歌真的好听，有类似的推荐吗？",
             [("chavoshi", "non_standing", "likes Mohsen Chavoshi's songs")]),
            "可以听 Homayoun Shajarian、Alireza Ghorbani 和 Reza Sadeghi。",
            ("谢了", []),
            "不客气。",
        ]),
    ],
    unrelated=[
        "黑洞是怎么形成的？",
        "How do I fix a slow Wi-Fi connection?",
        "帮我解释一下 inflation 和 deflation 的区别",
    ],
    related=[
        ("小雯来了以后带她去哪儿喝茶？", ["teahouse", "wife"]),
        ("推荐几首 Persian pop，跟我喜欢的那个歌手风格像的", ["chavoshi"]),
        ("写 CV 用，帮我概括一下我现在的工作", ["translator"]),
    ]),

    # Dhaka, garment factory QA manager, after sleeve gastrectomy
    dict(lang="mixed", sessions=[
        ("2026-05-10T21:20:00+06:00", [
            ("我在 Dhaka 一家 garment factory 做 QA manager，管 30 多个 inspectors。怎么给他们做 AQL sampling 的 training？",
             [("qa", "fact", "QA manager at a garment factory in Dhaka, leads 30+ inspectors")]),
            "先讲 AQL 2.5 的基本概念，然后用真箱子做 hands-on 抽检，再发一张 Bangla 和 English 对照的 one-page cheat sheet。",
            ("Good idea，用 Bangla。我三周前在 Bangkok 做了 sleeve gastrectomy，现在只能吃 soft food，少量多餐，不能喝 soda。你推荐吃的时候要按这个来。",
             [("sleeve", "standing", "recovering from sleeve gastrectomy: soft food, small frequent meals, no carbonated drinks")]),
            "明白。饮食建议会按术后阶段：soft、high-protein、small portions、no carbonated drinks。",
        ]),
        ("2026-07-18T13:00:00+06:00", [
            ("Dhaka 这边能买到的 high protein soft food 有什么？", []),
            "鸡蛋羹、煮烂的 dal、鸡肉末粥、plain dahi、嫩豆腐，Gulshan 的 supermarket 基本都有。",
            ("Dal 我本来就超爱，尤其 masoor dal。OK。",
             [("dal", "non_standing", "loves dal, especially masoor dal")]),
            "Masoor dal 煮软了很适合现在这个阶段。",
            ("回答用 bullet points 吧，我都是在 factory floor 上看手机。",
             [("bullets", "standing", "answer in bullet points; reads on the factory floor")]),
            "- OK\n- 以后用 bullet points",
        ]),
        ("2026-09-29T20:00:00+06:00", [
            ("下周国庆公司放七天，想回 Kunming 看我妈。Dhaka 到 Kunming 有直飞吗？",
             [("kunming", "fact", "flying home to Kunming to see his mother over the October holiday")]),
            "- 有，China Eastern 直飞 Dhaka–Kunming\n- 大约 2.5 小时",
            ("太好了。我妈做的过桥米线我想死了，虽然现在只能喝汤哈哈。",
             [("mixian", "non_standing", "misses his mother's crossing-the-bridge noodles")]),
            "- 汤可以喝\n- 米线剪短，嚼烂再咽",
        ]),
    ],
    unrelated=[
        "How do earthquakes happen?",
        "什么是 compound interest？",
        "Why do cats purr?",
    ],
    related=[
        ("回昆明那天几点的 flight 比较好？", ["kunming"]),
        ("今晚想吃点 Bangladeshi food，吃什么合适？", ["dal", "sleeve"]),
        ("回家我妈问我想吃什么，我该说什么？", ["mixian", "sleeve"]),
    ]),

    # Hong Kong, beautician planning her own studio
    dict(lang="mixed", sessions=[
        ("2026-06-01T22:00:00+08:00", [
            ("我喺旺角一間 beauty salon 做 facial 同 eyelash extension，做咗五年。想自己出嚟開 studio，要準備幾多 budget？",
             [("salon", "fact", "beautician at a salon in Mong Kok for five years (facials, lash extensions)")]),
            "大約：租金按金 HK$30–50k，裝修 HK$50–80k，機器 HK$30k 以上，再預三個月周轉金。",
            ("OK。以後叫我 Kiki 就得，同埋唔好用「親」呢啲大陸用語，用繁體。",
             [("kiki", "standing", "call her Kiki"),
              ("trad", "standing", "use traditional Chinese, no mainland expressions like「親」")]),
            "收到，Kiki。",
        ]),
        ("2026-08-15T23:30:00+08:00", [
            ("收工好攰，追 K-drama 係我嘅 therapy，最鍾意 romcom。有咩推介？",
             [("kdrama", "non_standing", "unwinds with K-drama romcoms")]),
            "可以睇《愛的迫降》、《社內相親》同《海岸村恰恰恰》。",
            ("社內相親睇咗三次 haha。我隻貓 Mochi 成日坐喺部 iPad 前面擋住。",
             [("mochi", "fact", "has a cat named Mochi")]),
            "Mochi 都想一齊睇。",
        ]),
        ("2026-10-27T21:00:00+08:00", [
            ("Studio 搵到舖位喇！喺太子，十二月開。想揀 skincare brand 做 retail，我自己用開 Dr. Jart+ 同 Sulwhasoo。",
             [("studio", "fact", "opening her own studio in Prince Edward in December"),
              ("brands", "non_standing", "uses Dr. Jart+ and Sulwhasoo herself")]),
            "可以由自己熟嘅 brands 開始，先入少量試水溫，睇客人反應再加貨。",
            ("Sounds good, thx!", []),
            "加油 Kiki！",
        ]),
    ],
    unrelated=[
        "點解海水係鹹嘅？",
        "How do I calculate a percentage increase?",
        "幫我寫個 email 取消 gym membership",
    ],
    related=[
        ("今晚想睇劇，推介下？", ["kdrama"]),
        ("開張係幾時？仲有咩要準備？", ["studio"]),
        ("Retail shelf 應該擺咩 brand？", ["brands", "studio"]),
    ]),

    # Tokyo, Taiwanese working-holiday hotel room cleaner
    dict(lang="mixed", sessions=[
        ("2026-05-14T23:00:00+09:00", [
            ("我是 working holiday 來東京的，現在在新宿一家 hotel 做 room cleaning，一天要整理 14 間房，腰好痠，有什麼 stretch 推薦？",
             [("cleaning", "fact", "on a working holiday in Tokyo, cleans hotel rooms in Shinjuku")]),
            "下班後可以做 cat-cow、child's pose 和 hamstring stretch，各 30 秒，做兩輪。",
            ("謝謝。拜託不要給我 bullet points，感覺很像在讀說明書，像朋友聊天那樣回就好。",
             [("chatty", "standing", "no bullet points; reply conversationally like a friend")]),
            "好啊，那就像聊天一樣講。",
        ]),
        ("2026-07-25T20:10:00+09:00", [
            ("這個週末想去箱根泡溫泉，我超愛溫泉，來日本最大的快樂就是這個。但我手腕有個小刺青，有哪裡可以去？",
             [("onsen", "non_standing", "loves onsen"),
              ("tattoo", "fact", "has a small tattoo on her wrist")]),
            "箱根很多旅館有可以預約的貸切風呂，就是包場的 private bath，刺青完全不用擔心；小刺青也可以貼遮瑕貼，但還是先問一下比較保險。",
            ("還有，我乳糖不耐，牛奶冰淇淋那些吃了會很慘，之後推薦吃的都幫我避開。",
             [("lactose", "standing", "lactose intolerant: avoid dairy in all food suggestions")]),
            "了解，之後推薦吃的都會避開乳製品。",
        ]),
        ("2026-11-12T21:30:00+09:00", [
            ("我的 working holiday visa 明年三月到期，在想要不要留下來找 full-time job。",
             [("visa", "fact", "working holiday visa expires next March")]),
            "可以找願意 sponsor work visa 的公司，飯店和觀光業現在很缺人，日文有 N2 以上會好找很多。",
            ("好想念台南的牛肉湯啊，東京都喝不到。",
             [("beefsoup", "non_standing", "misses Tainan beef soup")]),
            "台南牛肉湯真的很難取代，回去第一餐就去喝吧。",
        ]),
    ],
    unrelated=[
        "月亮為什麼會有 phases？",
        "什麼是 blockchain？",
        "怎麼煮白飯才不會太硬？",
    ],
    related=[
        ("休假想去泡湯放鬆，有什麼要注意的？", ["onsen", "tattoo"]),
        ("我的 visa 什麼時候到期？", ["visa"]),
        ("好想吃台灣味，我最想念的是哪個？", ["beefsoup"]),
    ]),

    # Vilnius, order picker from Wenzhou, Seventh-day Adventist
    dict(lang="mixed", sessions=[
        ("2026-06-04T19:00:00+03:00", [
            ("Hi，我去年底从 Wenzhou 搬到 Vilnius，现在在一个 logistics center 做 order picker。Lithuanian 太难了，有什么 app 推荐吗？",
             [("picker", "fact", "moved from Wenzhou to Vilnius at the end of last year; order picker at a logistics centre")]),
            "可以试 Ling 或者 LingQ，也可以报 Vilnius University 的晚间语言课。",
            ("Thanks。我是 Seventh-day Adventist，Saturday 是 Sabbath，不工作也不购物，你以后帮我 plan 东西不要放在 Saturday。",
             [("sabbath", "standing", "Seventh-day Adventist: keeps Saturday Sabbath, never plan work or shopping on Saturday")]),
            "明白，Saturday 不安排。",
        ]),
        ("2026-08-12T20:30:00+03:00", [
            ("Sunday 想带老婆去 Trakai 玩，她叫 Lina，也是 Wenzhou 人哈哈。",
             [("lina", "fact", "wife Lina, also from Wenzhou")]),
            "Trakai 从 Vilnius 坐 bus 大约 40 分钟，可以看 island castle、划船，再吃 kibinai。",
            ("Kibinai 有猪肉吗？我们不吃 pork，shrimp 这些 unclean 的也不吃，记住哦。",
             [("unclean", "standing", "no pork, shellfish or other 'unclean' meat")]),
            "传统 kibinai 多是羊肉或牛肉馅，也有蔬菜和奶酪的，点之前问一下就好。",
            ("OK。我们俩最喜欢划船，以前在温州常去三垟湿地划。",
             [("boating", "non_standing", "he and Lina love boating")]),
            "那 Trakai 很适合你们，Galvė lake 很漂亮。",
        ]),
        ("2026-11-01T18:00:00+02:00", [
            ("Vilnius 冬天好黑。下班只想窝着听 hymns，尤其 'It Is Well with My Soul'，每次都听哭。",
             [("hymn", "non_standing", "loves the hymn 'It Is Well with My Soul'")]),
            "这首很安慰人。也可以听 'Great Is Thy Faithfulness'。",
            ("对了，12月有 Christmas market 吗？", []),
            "有，Cathedral Square 的 Christmas tree 和 market 一般 late November 就开始。",
        ]),
    ],
    unrelated=[
        "What causes thunder?",
        "帮我算一下 250 乘以 18",
        "怎么让室内的 plants 长得好一点？",
    ],
    related=[
        ("推荐几首 worship songs，冬天晚上听", ["hymn"]),
        ("下个 long weekend 想和 Lina 出去玩，做什么好？", ["lina", "boating"]),
        ("这周 grocery shopping 哪天去比较好？", ["sabbath"]),
    ]),

    # Toronto, newcomer from Shenyang, house cleaner
    dict(lang="mixed", sessions=[
        ("2026-05-21T20:00:00-04:00", [
            ("我从沈阳来 Toronto 半年了，现在做 house cleaning，按小时收钱。想问 CRA 那边 self-employed 要怎么报税？",
             [("cleaner", "fact", "came from Shenyang to Toronto six months ago; self-employed house cleaner")]),
            "用 T2125 报 business income，记下所有收入和支出，比如清洁用品、TTC 车费。一年收入超过 $30,000 要注册 GST/HST。",
            ("好的。我没车也不会开，以后你给我的建议别让我开车，我都坐 TTC。",
             [("nocar", "standing", "no car and doesn't drive; never suggest driving, uses the TTC")]),
            "明白，以后都按 TTC 来建议。",
        ]),
        ("2026-07-29T21:15:00-04:00", [
            ("我闺女 Amy 在 North York 上 Grade 9，她说想参加 swim team，要准备啥？",
             [("amy", "fact", "daughter Amy is in Grade 9 in North York, wants to join the swim team")]),
            "Swimsuit、goggles、swim cap，学校一般要填 physical form。可以先去 community centre 的 lane swim 练练。",
            ("行。你说话能不能少点英文？我英文还不太行，看着累。除了地名啥的都用中文。",
             [("lessen", "standing", "use Chinese; English only for place and organisation names")]),
            "好的，以后尽量用中文，只保留地名和机构名。",
            ("我最爱吃的还是老家的酸菜白肉，这边找不着正宗的。",
             [("suancai", "non_standing", "favourite dish is suancai bairou from home")]),
            "士嘉堡和万锦有几家东北菜馆，可以去试试。",
        ]),
        ("2026-10-11T16:00:00-04:00", [
            ("感恩节周末歇了，想去看枫叶，坐车能到的地方。", []),
            "可以坐地铁到 Broadview 站，再坐免费接驳车去 Evergreen Brick Works；或者坐 GO 火车去 Rattray Marsh 附近。",
            ("去年这时候还在沈阳，秋天总去北陵公园溜达，最喜欢那儿。",
             [("beiling", "non_standing", "loved autumn walks in Beiling Park in Shenyang")]),
            "这边 High Park 有点那个感觉，坐地铁到 High Park 站就到。",
        ]),
    ],
    unrelated=[
        "为什么会有闰年？",
        "怎么把手机里的照片传到电脑上？",
        "电脑 virus 和 worm 有什么区别？",
    ],
    related=[
        ("Amy 下周要比赛了，我给她准备点啥？", ["amy"]),
        ("想吃口家乡菜，多伦多哪儿有？", ["suancai"]),
        ("周末想找个公园走走，去哪儿好？", ["beiling", "nocar"]),
    ]),
]
