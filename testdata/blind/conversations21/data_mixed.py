# Users mixing Chinese and English (c21-u17 .. c21-u24). Same layout as data_en.py.

USERS = [
    # u17 Jason Tan, data engineer, Singapore (+08:00) - Singlish + 华语
    dict(n=17, lang="mixed", sessions=[
        ("2026-05-19T13:05:00+08:00", [
            ("u", "eh can help me see why my python script so slow ah, 我用 pandas iterrows loop 500k rows, take like 10 min", []),
            ("a", "Sure thing! Great that you're looking into performance.\n\nPandas iterrows is known to be slow because each row is converted into a Series object, which carries significant overhead...\n\n(four more paragraphs on vectorisation, apply, itertuples, numba and profiling)"),
            ("u", "wah so long 看到我头晕. next time short short can, 最多五行 ok",
             [("S", "fivelines", "answers short, 最多五行")]),
            ("a", "Don't use iterrows.\nVectorise: df['c'] = df['a'] * df['b'].\nIf must loop, use itertuples, about 10x faster.\n500k rows should take seconds."),
            ("u", "ok settle liao, 2 seconds now. btw I'm data engineer at a logistics company in Changi, we track container trucks so got a lot of this kind of data",
             [("F", "logistics", "data engineer at a logistics company in Changi (tracks container trucks)")]),
            ("a", "Nice. For truck GPS data, also look at Parquet + DuckDB.\nMuch faster than CSV."),
        ]),
        ("2026-08-09T20:30:00+08:00", [
            ("u", "national day fireworks just now damn nice. 我儿子 Ethan 六岁, first time see, super excited 到跳来跳去",
             [("F", "ethan", "son Ethan is six years old")]),
            ("a", "Happy National Day!\nFirst fireworks at six is the best age."),
            ("u", "I play pipa one, in a community 华乐团 at Toa Payoh, every Thursday night practice. can recommend some pieces not so hard?",
             [("N", "pipa", "plays pipa in a community Chinese orchestra at Toa Payoh, Thursday practice")]),
            ("a", "Try 《彝族舞曲》 sections, 《春江花月夜》 (pipa version), 《阳春白雪》 later.\nStart slow with a metronome."),
            ("u", "this weekend bring him go eat 肉骨茶 at Song Fa, my all time fave. 他吃得了 pepper 吗 haha",
             [("N", "songfa", "all-time favourite bak kut teh is Song Fa")]),
            ("a", "Song Fa soup is quite peppery.\nAsk for soup on the side, or let him try a little first."),
            ("u", "ok. New Bridge Road that one got parking nearby or not", []),
            ("a", "Yes, Central and Clarke Quay Central carparks are a short walk.\nWeekend lunch queue can be long, go before 11."),
        ]),
    ], related=[
        ("what instrument I play ah", ["pipa"]),
        ("where is good 肉骨茶 for the weekend", ["songfa"]),
        ("用户是做什么工作的", ["logistics"]),
        ("how old is the user's son", ["ethan"]),
    ], unrelated=[
        "explain what is inflation, simple simple",
        "帮我写一首关于雨的短诗",
        "why cats purr ah",
    ]),

    # u18 Vivian Ng, commercial litigation lawyer, Hong Kong (+08:00) - 廣東話 + English
    dict(n=18, lang="mixed", sessions=[
        ("2026-06-05T23:40:00+08:00", [
            ("u", "我做 commercial litigation 嘅, 啱啱 prepare 完 bundle 做到十一點. Help me summarise limitation periods for contract claims in HK",
             [("F", "litigation", "commercial litigation lawyer in Hong Kong")]),
            ("a", "香港合約申索嘅時效：\n• 簡單合約：六年（由違約日起計）\n• 契據（deed）：十二年\n• 人身傷亡：三年\n• 欺詐或隱瞞：由發現之日起計"),
            ("u", "Please reply in English, 唔該, I think in English for work. 同埋唔好用 bullet points, write it as proper paragraphs. Both always please.",
             [("S", "english", "reply in English"),
              ("S", "prose", "no bullet points; write in paragraphs")]),
            ("a", "Under the Limitation Ordinance (Cap. 347), an action on a simple contract must be brought within six years of the breach, while an action on a deed has a twelve-year period. Personal injury claims are subject to three years. Where there is fraud or deliberate concealment, time runs only from when the plaintiff discovered it or could with reasonable diligence have discovered it."),
            ("u", "Perfect, 多謝", []),
            ("a", "You're welcome. Good luck with the bundle."),
        ]),
        ("2026-07-21T19:15:00+08:00", [
            ("u", "下個月去 London 出 arbitration hearing, 一個星期. I'm a big Burgundy person, any nice wine bars near the Temple?",
             [("F", "london", "going to London next month for a one-week arbitration hearing"),
              ("N", "burgundy", "loves Burgundy wine")]),
            ("a", "Near the Temple and Fleet Street there are several old wine bars with serious French lists, and Covent Garden is a short walk away if you want a broader Burgundy selection by the glass."),
            ("u", "This trip 我想坐 Cathay 唔坐 BA, 因為要儲 Marco Polo miles. Any evening flight on the Sunday?",
             [("N", "cathay", "wants Cathay rather than BA for this London trip")]),
            ("a", "Cathay usually runs a late-evening departure from Hong Kong to Heathrow, landing early the next morning, which would suit a Monday start."),
            ("u", "btw my partner 係 vegetarian, 佢會飛過嚟陪我一晚, somewhere that works for both of us?",
             [("F", "partnerveg", "her partner is vegetarian and will join her in London for one evening")]),
            ("a", "A restaurant with a strong vegetarian tasting menu would work for both of you; several in Soho and Marylebone offer parallel vegetarian menus alongside the main one."),
        ]),
    ], related=[
        ("What area of law does the user practise?", ["litigation"]),
        ("想搵間好嘅 wine bar, 你知我鍾意飲咩", ["burgundy"]),
        ("what are my travel plans for the hearing in London?", ["london", "cathay"]),
    ], unrelated=[
        "How do noise-cancelling headphones work?",
        "教我整一個簡單嘅 omelette",
        "What's the difference between a comet and an asteroid?",
    ]),

    # u19 Kevin 李承翰, chip verification engineer, San Jose (PDT -07:00; PST -08:00 from 1 Nov) - 台灣
    dict(n=19, lang="mixed", sessions=[
        ("2026-05-23T21:00:00-07:00", [
            ("u", "我在 San Jose 做 chip verification，最近在學 UVM 的 factory override，可以解釋一下嗎？",
             [("F", "verif", "chip verification engineer in San Jose")]),
            ("a", "UVM 工厂覆盖机制允许你在不修改原始代码的情况下，用派生类替换原有的组件或事务对象。你可以通过类型覆盖或实例覆盖两种方式实现……"),
            ("u", "請用繁體中文回答，但技術名詞保留英文就好，像 factory、override、sequence 不要翻。之後都這樣。",
             [("S", "trad", "用繁體中文回答，技術名詞保留英文")]),
            ("a", "好的。UVM factory 讓你在不改原始 code 的情況下，用 derived class 取代原本的 component 或 sequence item。override 分兩種：type override 和 instance override，通常在 test 的 build_phase 裡設定。"),
            ("u", "懂了，那 instance override 的 path 要怎麼寫？", []),
            ("a", "用 set_inst_override_by_type，path 寫完整的 hierarchy，例如 \"uvm_test_top.env.agent.drv\"，可以用 wildcard。"),
        ]),
        ("2026-08-30T09:45:00-07:00", [
            ("u", "寶寶出生了！女兒，叫 Olivia。現在每天只睡四小時 lol",
             [("F", "olivia", "daughter Olivia was just born")]),
            ("a", "恭喜！新生兒頭幾週最累，能輪班睡就輪班睡。"),
            ("u", "給我時間都用 Pacific time，我常常跟台灣開會，時區一直搞混。",
             [("S", "pacific", "all times in Pacific time")]),
            ("a", "沒問題，之後時間都用 Pacific time 表示。"),
            ("u", "以前週末最大的樂趣是去 Half Moon Bay 衝浪，現在應該要暫停一陣子了哈哈",
             [("N", "surf", "loves surfing at Half Moon Bay on weekends")]),
            ("a", "等寶寶大一點再回去，浪還會在的。"),
        ]),
        ("2026-11-08T14:00:00-08:00", [
            ("u", "想買一台新的磨豆機，我是手沖派，最愛衣索比亞的淺焙。",
             [("N", "coffee", "pour-over coffee fan; favourite is light-roast Ethiopian")]),
            ("a", "淺焙手沖可以看 Fellow Ode 或 Baratza Encore ESP，研磨均勻度對淺焙很重要。"),
            ("u", "預算 200 美金內，不要太難清的", []),
            ("a", "那 Baratza Encore ESP 比較適合，拆卸簡單，價格在預算內。"),
        ]),
    ], related=[
        ("What does the user do for work?", ["verif"]),
        ("我女兒叫什麼名字", ["olivia"]),
        ("recommend a coffee I'd like", ["coffee"]),
    ], unrelated=[
        "為什麼冬天比較容易感冒？",
        "explain how GPS figures out your location",
        "幫我把「生日快樂」翻成法文",
    ]),

    # u20 小雅 (陈雅), account manager at a 4A agency, 上海 (+08:00)
    dict(n=20, lang="mixed", sessions=[
        ("2026-06-11T10:20:00+08:00", [
            ("u", "帮我 review 一下这个 campaign slogan：\"燕麦自由，想喝就喝\"，客户做燕麦奶的，target 是 Z 世代", []),
            ("a", "The slogan is catchy and uses a playful tone that fits Gen Z. However, \"燕麦自由\" may feel a bit generic. Consider adding a sharper benefit..."),
            ("u", "你怎么全用英文回我？以后都用中文回答，but 专有名词和 marketing 术语保留英文就行",
             [("S", "chinese", "用中文回答，专有名词和 marketing 术语保留英文")]),
            ("a", "好的。这个 slogan 有节奏感，tone 也贴近 Z 世代，但\"燕麦自由\"有点泛，可以加一个更具体的 benefit，比如口感或低负担。"),
            ("u", "我在 4A 做 account manager，天天被 client push，好累",
             [("F", "am", "account manager at a 4A agency in Shanghai")]),
            ("a", "辛苦了。可以试着每周和 client 固定一个 check-in 时间，减少临时 push。"),
        ]),
        ("2026-08-27T22:05:00+08:00", [
            ("u", "这次给 client 的 email 要很 formal，因为是道歉信，我们 deadline delay 了。",
             [("N", "apology", "this apology email to the client must be very formal (one email)")]),
            ("a", "尊敬的王总：您好！关于本次项目交付延误，我们深表歉意……我们已调整排期，将于 9 月 5 日前完成全部交付。"),
            ("u", "下周 team building 去莫干山，我超爱 glamping，有推荐的 site 吗",
             [("N", "glamping", "loves glamping")]),
            ("a", "莫干山有不少 glamping site，选有独立卫浴和山景帐篷的，周末要提前两周订。"),
            ("u", "对了我最近在做 keto，别给我推荐高碳水的东西，以后都这样",
             [("S", "keto", "on keto: no high-carb food suggestions")]),
            ("a", "收到，之后推荐吃的都按低碳水来。"),
        ]),
        ("2026-10-03T15:30:00+08:00", [
            ("u", "我男朋友 Leo 下个月生日，他是个 sneaker head，送什么好？预算三千以内",
             [("F", "leo", "boyfriend Leo's birthday is next month; he is a sneaker fan")]),
            ("a", "可以考虑限量联名款的 sneaker，或者一套专业的鞋履清洁护理 kit 加一个展示鞋盒，三千以内都够。"),
            ("u", "联名款太难抢了，还有别的 idea 吗", []),
            ("a", "可以定制一双球鞋，或者买他喜欢的球鞋品牌的 vintage 卫衣，配一张手写卡片。"),
        ]),
    ], related=[
        ("用户做什么职位的？", ["am"]),
        ("团建住哪里比较好，你知道我喜欢什么", ["glamping"]),
        ("what gift should I get my boyfriend", ["leo"]),
    ], unrelated=[
        "为什么飞机上耳朵会痛",
        "explain blockchain in two sentences",
        "推荐一个 10 分钟的 morning stretch routine",
    ]),

    # u21 陈美玲 Melinda Chan, cleaner from Ipoh, Melbourne (AEST +10:00; AEDT +11:00 from 4 Oct)
    dict(n=21, lang="mixed", sessions=[
        ("2026-05-14T20:45:00+10:00", [
            ("u", "hi 我在 Melbourne 做 cleaning 的，office 和 house 都做。想问 oven 很多油垢要用什么 clean 比较快？",
             [("F", "cleaner", "works as a cleaner in Melbourne (offices and houses)")]),
            ("a", "For heavy grease in an oven, start by removing the racks and soaking them in hot soapy water. Apply a paste of baking soda and water to the interior surfaces and leave it overnight. The next day, wipe with a damp cloth and spray white vinegar to lift the residue..."),
            ("u", "sorry my English not so good, 你用中文回我 ok? 简单一点的，以后都这样",
             [("S", "zh", "用简单的中文回答")]),
            ("a", "好的。先把架子拿出来泡热肥皂水。里面抹苏打粉加水，放一晚。第二天用湿布擦掉，再喷白醋。"),
            ("u", "还有我对 bleach 会 allergic，手会痒，不要叫我用 bleach 的东西",
             [("S", "bleach", "allergic to bleach: never suggest bleach products")]),
            ("a", "明白，以后不推荐漂白水那类东西。"),
        ]),
        ("2026-07-26T18:30:00+10:00", [
            ("u", "我儿子 Jun Hao 在 Ipoh 跟奶奶住，明年想来 Melbourne 读 high school，student visa 要准备什么？",
             [("F", "junhao", "son Jun Hao lives with his grandmother in Ipoh; may come to Melbourne for high school next year")]),
            ("a", "要准备：学校的录取信（CoE）、护照、监护人安排、医疗保险 OSHC、资金证明。签证申请费大约 AUD 2,000，要在网上办。"),
            ("u", "ok 谢谢。周末我最喜欢去 Box Hill 吃 curry laksa，有一家 Penang 人开的很正",
             [("N", "laksa", "favourite weekend treat is curry laksa in Box Hill")]),
            ("a", "听起来很好吃！周末人多，早点去。"),
        ]),
        ("2026-10-11T07:10:00+11:00", [
            ("u", "今天要 clean 一间 Airbnb，很赶，4 点就起身了 haha。你可以给我一个 checklist 吗", []),
            ("a", "1. 换床单毛巾\n2. 厨房：洗碗，擦台面\n3. 厕所：用浴室清洁剂刷马桶、擦镜子（不用漂白水）\n4. 吸尘、拖地\n5. 倒垃圾\n6. 补厕纸和洗手液"),
            ("u", "我空闲时间喜欢种辣椒和香茅，后院种了一大堆，天冷了要怎样保护？",
             [("N", "chilli", "grows chillies and lemongrass in her backyard as a hobby")]),
            ("a", "辣椒可以搬到靠墙有太阳的地方，晚上盖布。香茅剪短一点，根部盖厚一点的木屑。"),
        ]),
    ], related=[
        ("用户做什么工作？", ["cleaner"]),
        ("我儿子来读书要准备什么", ["junhao"]),
        ("weekend where to eat, you know what I like", ["laksa"]),
    ], unrelated=[
        "为什么天空会打雷",
        "what is the meaning of the word 'resilient'",
        "教我怎样煮白饭不会糊",
    ]),

    # u22 Dr Grace Wong 黃, GP, London (BST +01:00) then station doctor, Rothera, Antarctica (-03:00)
    dict(n=22, lang="mixed", sessions=[
        ("2026-05-28T21:30:00+01:00", [
            ("u", "Hi, quick one, I'm a GP in Hackney, 想問下 the current NICE approach on statins for primary prevention, summary please",
             [("F", "gp", "GP in Hackney, London")]),
            ("a", "NICE recommends offering atorvastatin 20 mg for primary prevention when 10-year QRISK3 is 10% or more, after lifestyle optimization. Check baseline lipids; aim for a >40% reduction in non-HDL cholesterol, e.g. from 190 mg/dL."),
            ("u", "Please UK spelling and mmol/L, 我哋英國唔用 mg/dL. Always UK spelling and metric/SI units for me.",
             [("S", "uk", "UK spelling and metric/SI units (mmol/L, not mg/dL) always")]),
            ("a", "Apologies. Offer atorvastatin 20 mg when QRISK3 is 10% or more, after lifestyle optimisation. Aim for a reduction in non-HDL cholesterol of more than 40%, e.g. from 4.9 mmol/L to under 2.9 mmol/L."),
            ("u", "多謝. Also I'm leaving in August for six months as the station doctor at Rothera, Antarctica! 好興奮",
             [("F", "rothera", "leaving in August for six months as station doctor at Rothera, Antarctica")]),
            ("a", "That's wonderful. The British Antarctic Survey medical training beforehand is usually very thorough."),
            ("u", "Thanks! Back to statins, 如果 patient complains of muscle aches, what's the usual approach?", []),
            ("a", "Check CK if symptoms are severe, and TSH, since hypothyroidism raises the risk. If CK is under five times the upper limit, stop the statin until symptoms resolve, then rechallenge at a lower dose or switch to another statin. Document the discussion and shared decision."),
        ]),
        ("2026-09-12T13:00:00-03:00", [
            ("u", "Hello from Rothera 🐧 minus 25 today. I'm baking for the base on Sunday, 我 lactose intolerant 㗎, so dessert ideas need to be dairy-free - please keep that in mind for all food stuff",
             [("S", "lactose", "lactose intolerant: all food suggestions dairy-free")]),
            ("a", "Dairy-free ideas for a crowd: a chocolate olive oil cake, flapjacks made with dairy-free spread, and apple crumble using oat milk custard. All scale easily."),
            ("u", "Flapjacks it is. 我冬天夜晚好長 so I've been rereading Le Guin, The Dispossessed is my favourite book of all time",
             [("N", "leguin", "favourite book of all time is Le Guin's The Dispossessed")]),
            ("a", "A fitting choice for a remote station. If you want more, The Left Hand of Darkness is set on an ice world."),
            ("u", "ha already read it twice. anyway thanks", []),
            ("a", "Enjoy the baking."),
        ]),
    ], related=[
        ("Where is the user working this winter?", ["rothera"]),
        ("suggest a novel like my favourite one", ["leguin"]),
        ("用戶係咩職業？", ["gp"]),
    ], unrelated=[
        "How does a refrigerator keep things cold?",
        "幫我寫一首關於海嘅短詩",
        "What's the origin of the word 'quarantine'?",
    ]),

    # u23 郑浩 (阿浩), jazz double bassist, 北京 (+08:00)
    dict(n=23, lang="mixed", sessions=[
        ("2026-06-18T01:20:00+08:00", [
            ("u", "刚 gig 完，在三里屯一个 jazz club 弹了三个 set，手都麻了。我是弹 upright bass 的，帮我想几个 walking bass line 的练习思路",
             [("F", "bassist", "jazz upright bass player gigging in Beijing")]),
            ("a", "郑先生您好，以下是一些练习建议：\n1. 先用根音和五音走四分音符\n2. 加入经过音\n3. 用半音趋近下一和弦根音\n4. 练 ii-V-I 进行\n5. 加入 enclosure\n6. 跟 play-along 练习\n7. 录音回听\n希望对您有所帮助！"),
            ("u", "别叫我郑先生，叫我阿浩就行。还有回答别超过五行，我都在地铁上看。",
             [("S", "ahao", "call him 阿浩, not 郑先生"),
              ("S", "fivelines", "answers at most five lines")]),
            ("a", "好的阿浩。\n1. 根音+五音走四分音符\n2. 半音趋近下一个根音\n3. 练 ii-V-I，每天换调"),
            ("u", "I absolutely love jazz man, it's my life. Mingus 是我的神",
             [("N", "mingus", "loves jazz passionately; Mingus is his idol")]),
            ("a", "懂。听听 Mingus Ah Um 里的 bass line，边听边扒。"),
            ("u", "ok 明天就扒 Fables of Faubus", []),
            ("a", "好。先扒前八小节，慢速跟弹，再提速。"),
        ]),
        ("2026-08-20T15:00:00+08:00", [
            ("u", "左手四指按弦老是不准，intonation 有什么办法", []),
            ("a", "阿浩，几个办法：\n1. 开着调音器慢练音阶\n2. 用空弦做参照\n3. 录音回听，每天十分钟长音\n4. 找老师看手型"),
            ("u", "actually 三行就够了，五行还是长",
             [("S", "threelines", "refined: at most three lines (was five)")]),
            ("a", "好。\n调音器开着慢练音阶。\n空弦当参照，录音回听。"),
            ("u", "下周 my girlfriend 小林 过生日，她 vegan，想带她去吃顿好的，北京有啥推荐",
             [("F", "girlfriend", "girlfriend 小林 is vegan; her birthday is next week")]),
            ("a", "找主打植物料理的 fine dining，提前说明全素。\n三里屯和东城都有几家。\n记得订位。"),
        ]),
    ], related=[
        ("我女朋友吃东西有什么讲究", ["girlfriend"]),
        ("what instrument does the user play?", ["bassist"]),
        ("推荐几张我会喜欢的唱片", ["mingus"]),
    ], unrelated=[
        "为什么猫喜欢钻纸箱",
        "how does compound interest work",
        "给我讲讲丝绸之路",
    ]),

    # u24 马俊 Ma Jun, Hui woodworker from 银川, Auckland (NZST +12:00; NZDT +13:00 from 27 Sep)
    dict(n=24, lang="mixed", sessions=[
        ("2026-06-22T19:00:00+12:00", [
            ("u", "你好，我在 Auckland 开了个小木工 workshop，做实木家具。想问 rimu 和 kauri 哪个做餐桌好？",
             [("F", "workshop", "runs a small solid-wood furniture workshop in Auckland")]),
            ("a", "Rimu is easier to get and harder-wearing for a table top. A typical top would be 1-1/4 inches thick and around 72 x 36 inches for six people."),
            ("u", "用 mm 啦，我们这边都公制，inch 我还要换算。以后尺寸都用毫米。",
             [("S", "mm", "all measurements in millimetres / metric, no inches")]),
            ("a", "不好意思。台面厚度大约 32 mm，六人桌大约 1800 x 900 mm。"),
            ("u", "还有我是回族，吃清真，以后推荐吃的都要 halal",
             [("S", "halal", "is Hui Muslim: all food suggestions must be halal")]),
            ("a", "明白，以后推荐吃的都会是 halal 的。"),
        ]),
        ("2026-09-05T10:30:00+12:00", [
            ("u", "周末带女儿去 Piha 看海，她八岁，最近迷上了 bodyboard，要注意什么？",
             [("F", "daughter", "daughter is eight and has taken up bodyboarding")]),
            ("a", "Piha 有离岸流，一定要在红黄旗中间玩，有 lifeguard 的时候才下水。给她穿 wetsuit，现在水还很冷。"),
            ("u", "我最爱还是兰州拉面 haha，Auckland 哪里有正宗的？",
             [("N", "lamian", "favourite food is Lanzhou lamian")]),
            ("a", "CBD 和 Dominion Road 一带有几家西北人开的拉面馆，标明清真的可以放心吃。"),
            ("u", "这次 client 要一个 Scandinavian 风格的书柜，其实我个人更喜欢 Shaker style，简单耐看",
             [("N", "shaker", "personally prefers Shaker style furniture")]),
            ("a", "两种风格都讲究简洁，可以在比例和细节上用一点 Shaker 的做法，比如榫卯外露。"),
        ]),
        ("2026-11-14T08:20:00+13:00", [
            ("u", "workshop 的 dust extractor 坏了 要买新的 预算 NZD 2000 以内 推荐一下", []),
            ("a", "可以看 Festool CT 系列或者 Carbatec 的 2HP 集尘机，后者约 NZD 1,500，风管直径 100 mm，适合小作坊。"),
            ("u", "ok Carbatec 那个 好 谢谢", []),
            ("a", "不客气。"),
        ]),
    ], related=[
        ("用户的工作是什么", ["workshop"]),
        ("我女儿喜欢什么运动", ["daughter"]),
        ("where to get a bowl of my favourite noodles", ["lamian", "halal"]),
    ], unrelated=[
        "为什么海水是咸的",
        "explain what a black hole is",
        "给我推荐几本好看的科幻小说",
    ]),
]
