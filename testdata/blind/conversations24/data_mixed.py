# Users mixing Chinese and English (u17-u24). Same layout as data_en.py.

USERS_MIXED = [
    # u17 - KL university student, accounting at UM, dyslexia, part-time rider
    {
        "lang": "mixed",
        "sessions": [
            ("2026-05-12T23:30:00+08:00", [
                "hi, 我在 UM 读 accounting year 2 的. 可以帮我 explain 什么是 deferred tax 吗? 我有 dyslexia, 所以 please short short paragraphs, 不要一大堆字 ok",
                "OK!\n\nDeferred tax = 账上的税和税局算的税, 时间不一样.\n\n比如 company 用 accelerated depreciation 报税, 现在少交, 以后多交. 以后要交的那部分 = deferred tax liability.",
                "ohhh ok faham. thanks",
                "No problem! 还有不懂的再问.",
            ]),
            ("2026-07-20T14:10:00+08:00", [
                "我 part-time 做 Foodpanda rider, 下雨天 order 多但是很危险. 有什么 tips?",
                "雨天骑车要注意这几点:\n- 穿颜色亮的雨衣\n- 慢一点, 早点刹车\n- 避开积水, 下面可能有坑\n- 手机放防水袋",
                "ok noted. 送完 order 我一定去买 Tealive 的 brown sugar boba, 是我的 reward lol",
                "Haha deserved. 少糖的也不错.",
                "还有 reply 我可以中文 English mix 一样, 不要 full 中文, 我看不惯",
                "Ok can, 就这样 mix 着讲.",
            ]),
            ("2026-10-26T20:20:00+08:00", [
                "最近在追 Queen of Tears, 哭到不行. 有类似的 K-drama 推荐吗?",
                "可以试 Crash Landing on You, Goblin, 还有 Our Beloved Summer.",
                "CLOY 看过了 haha 我超爱. ok 我试 Goblin",
                "Goblin 很好哭, 准备 tissue.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "studies accounting, year 2, at Universiti Malaya"),
            (1, 0, "standing", "has dyslexia; short paragraphs, no walls of text"),
            (2, 0, "fact", "works part-time as a Foodpanda rider"),
            (2, 2, "non_standing", "rewards herself with Tealive brown sugar boba"),
            (2, 4, "standing", "reply in mixed Chinese and English, not full Chinese"),
            (3, 0, "non_standing", "loves K-dramas like Queen of Tears and Crash Landing on You"),
        ],
        "unrelated": [
            "rainbow 是怎么形成的啊?",
            "帮我 check 这句 grammar: 'She don't like apples'",
            "world 最深的 ocean 是哪个?",
        ],
        "related": [
            ("下雨天送 order 要带什么东西?", [3]),
            ("exam 完想 treat myself, 喝什么好?", [4]),
            ("weekend 想 binge 一部 drama, 推荐?", [6]),
            ("final exam 那几个 subject 要怎么 revise?", [1]),
        ],
    },
    # u18 - Chinese PhD student in Boston, CRISPR in mice, vegetarian
    {
        "lang": "mixed",
        "sessions": [
            ("2026-05-27T21:45:00-04:00", [
                "我在 Boston 读 PhD, 做 CRISPR screening in mice. 下周 lab meeting 要 present, 有什么 slides tips?",
                "一张 slide 一个 message, title 直接写 conclusion, figure 放大, 字少一点. 开头讲 question, 最后 summarize 三点.",
                "good. BTW 我吃素, vegetarian, 以后 recommend 餐厅或者 recipe 不要有肉, 鱼也不要",
                "明白, no meat, no fish.",
            ]),
            ("2026-08-11T19:30:00-04:00", [
                "今天 Boston 90 度, 热死 lol. 等下, 你以后跟我讲 temperature 用 Celsius 吧, Fahrenheit 我永远换算不过来",
                "好的. 90°F 大约是 32°C.",
                "男朋友 Kevin 想周末去 Cape Cod, 有什么 vegetarian friendly 的地方吃?",
                "Provincetown 有不少 vegetarian 选择, 去之前 check 一下 menu. 周末最高大概 28°C, 记得防晒.",
            ]),
            ("2026-10-18T16:00:00-04:00", [
                "Celtics 新赛季要开始了!! 我是 Jaylen Brown 铁粉",
                "期待! 开季几场就很有看头.",
                "defense 定在 11月20号, 好紧张. committee 的问题要怎么准备?",
                "先列出 project 的 weaknesses, 每个准备两分钟的回答; 找 labmate 做 mock defense; backup slides 放最后.",
                "ok. 压力大我就去 Chinatown 那家麻辣烫, 可以全素的",
                "全素麻辣烫是很好的 reward.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "PhD student in Boston doing CRISPR screening in mice"),
            (1, 2, "standing", "vegetarian: no meat or fish in restaurant or recipe suggestions"),
            (2, 0, "standing", "give temperatures in Celsius"),
            (2, 2, "fact", "boyfriend Kevin; planning a weekend on Cape Cod"),
            (3, 0, "non_standing", "Celtics fan, big Jaylen Brown fan"),
            (3, 2, "fact", "PhD defense on November 20"),
            (3, 4, "non_standing", "likes an all-vegetable mala tang place in Chinatown"),
        ],
        "unrelated": [
            "帮我写一封 professional 的 email 给 landlord, 说 heater 坏了",
            "explain 一下 inflation 和 interest rate 的关系",
            "Roman Empire 为什么会衰落? 简单讲",
        ],
        "related": [
            ("这个周末想吃点辣的 comfort food, 去哪?", [7, 2]),
            ("mock defense 要怎么安排 timeline?", [6]),
            ("下一场 game 什么时候, 想约朋友一起看", [5]),
            ("跟 boyfriend 的 anniversary 去哪里吃饭好?", [4, 2]),
        ],
    },
    # u19 - China Eastern A330 captain, Shanghai
    {
        "lang": "mixed",
        "sessions": [
            ("2026-06-01T10:10:00+08:00", [
                "Hi, 我是东航飞 A330 的机长. long-haul 回来之后怎么 recover 比较快? 回答中文为主, technical terms 用 English 就行, 我们平时都这么讲.",
                "回来先睡一个 anchor sleep, 4 小时左右; 白天多晒太阳; 下午两点后别碰 caffeine; 第二天按正常作息.",
                "叫我刘机长就行 haha, 不要'先生'.",
                "好的, 刘机长.",
            ]),
            ("2026-08-30T22:00:00+08:00", [
                "Hamilton 在 Ferrari 还是不太顺啊. 我从他在 McLaren 的时候就开始追了",
                "适应新车和新 team 需要时间, 今年的新 regulations 也是个变数.",
                "另外, 儿子在 Vancouver 读 UBC, 9 月开学 year 1, 要给他准备什么?",
                "刘机长, 主要是: winter jacket 和 rain gear, 加拿大 bank account, 医疗保险 (先是 iMED, 之后 MSP), 手机 plan, 还有 Compass Card.",
            ]),
            ("2026-11-02T09:30:00+08:00", [
                "新入手了一台 Leica Q3, 想 layover 的时候拍街景. 有什么 setting 建议?",
                "Aperture priority, f/5.6 到 f/8, auto ISO 上限 6400, zone focus 在 3 米左右, 拍 DNG.",
                "不错. 我最喜欢就是 layover 出去扫街. 下次 layover 在 Madrid, 哪里适合 street photography?",
                "Lavapiés, La Latina 和 Gran Vía 一带, 傍晚光线最好.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "A330 captain at China Eastern"),
            (1, 0, "standing", "answer mainly in Chinese, keep technical terms in English"),
            (1, 2, "standing", "call him 刘机长, not 先生"),
            (2, 0, "non_standing", "F1 fan, follows Hamilton since his McLaren days"),
            (2, 2, "fact", "son starting year 1 at UBC in Vancouver in September"),
            (3, 0, "fact", "bought a Leica Q3"),
            (3, 2, "non_standing", "loves street photography on layovers"),
        ],
        "unrelated": [
            "帮我算一下 25 乘以 48",
            "quantum computing 是什么, 简单讲讲",
            "厨房的 grease 怎么清比较快?",
        ],
        "related": [
            ("下个 layover 在 Tokyo, 哪里适合出去拍照?", [7, 6]),
            ("下一站 F1 在哪, 几点看?", [4]),
            ("想寄点过冬的东西给儿子, 寄什么好?", [5]),
        ],
    },
    # u20 - Chinese-American stay-at-home mum in LA, twins, peanut allergy
    {
        "lang": "mixed",
        "sessions": [
            ("2026-05-05T13:20:00-07:00", [
                "Hi! 我有两个 kids, Ethan 和 Emma, 6 岁 twins. Emma 有 severe peanut allergy, 所以你 suggest 的 snack 或 recipe 都不能有 peanuts, 包括 peanut oil.",
                "Got it, no peanuts or peanut oil. School snack ideas: apple slices with sunflower seed butter, cheese cubes, rice crackers, yogurt tubes.",
                "Sunflower butter 好 idea. 老公 Jason 是 nurse, 上 night shift, 所以 dinner 我要早点准备好.",
                "可以 batch cook: Sunday 煲一锅汤, 做好 chicken rice 和炒青菜, 分装好.",
            ]),
            ("2026-07-14T21:00:00-07:00", [
                "Kids 终于睡了. 在看《繁花》, 胡歌演得太好. 还有类似的 drama 吗?",
                "可以看《人世间》, 或者王家卫的电影《花样年华》.",
                "Wong Kar-wai 我超爱, In the Mood for Love 看了好多遍",
                "那《2046》和《重庆森林》也一定要看.",
                "btw 可以 reply 我 English 为主吗, 中文 OK 但是字太多我读得慢",
                "Sure, mostly English from now on.",
            ]),
            ("2026-09-25T10:00:00-07:00", [
                "Costco 又买了 rotisserie chicken, 我每个礼拜都买 lol. 剩下的可以做什么?",
                "Chicken congee, chicken fried rice, or chicken salad wraps for the kids' lunches. All peanut-free.",
                "Congee 好. 骨头要不要留着?",
                "Yes. Simmer the carcass with ginger for about an hour for stock, then cook the rice in it.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "6-year-old twins, Ethan and Emma"),
            (1, 0, "standing", "Emma has a severe peanut allergy: no peanuts or peanut oil in any food suggestion"),
            (1, 2, "fact", "husband Jason is a nurse on night shifts"),
            (2, 2, "non_standing", "loves Wong Kar-wai, has watched In the Mood for Love many times"),
            (2, 4, "standing", "reply mostly in English; she reads Chinese slowly"),
            (3, 0, "non_standing", "buys a Costco rotisserie chicken every week"),
        ],
        "unrelated": [
            "how do vaccines actually work?",
            "comet 和 asteroid 有什么分别?",
            "help me write a complaint email to my internet provider",
        ],
        "related": [
            ("Halloween candy 哪些是 safe 给 kids 的?", [2, 1]),
            ("what should I watch tonight?", [4]),
            ("dinner 想用 leftover chicken 做点什么", [6, 2]),
            ("my husband's shifts make dinner timing hard, 这个礼拜怎么安排?", [3]),
        ],
    },
    # u21 - Anya from Vladivostok, working in Shanghai, HSK4 Chinese
    {
        "lang": "mixed",
        "sessions": [
            ("2026-06-24T20:15:00+08:00", [
                "你好! I'm Anya, from Vladivostok, 现在在上海一家 trading company 工作. My Chinese is about HSK4, 所以请用简单的中文, difficult words 加 English, ok?",
                "好的 Anya! 我会用简单的中文. 难的词我会加 English, 比如 贸易 (trade).",
                "太好了. 我想问, 上海的夏天为什么这么 humid?",
                "因为上海在海边 (by the sea). 夏天的季风 (monsoon) 从海上带来很多水汽 (water vapour). 六月还有梅雨 (plum rain season).",
            ]),
            ("2026-08-09T11:00:00+08:00", [
                "周末我想去滑冰, I've been skating since I was little. 上海有 ice rink 吗?",
                "有. 很多商场 (shopping mall) 里面有冰场 (ice rink). 你可以在大众点评 (Dianping app) 上搜 '滑冰'.",
                "ok! 还有, I love 煎饼果子, 我公司楼下那个 stand is the best.",
                "煎饼果子很好吃! 加一个鸡蛋 (egg) 更好.",
            ]),
            ("2026-10-02T17:30:00+08:00", [
                "My mom is coming to 上海 on 10月20号, 第一次来中国. 带她去哪里?",
                "亲, 可以去外滩 (the Bund)、豫园 (Yu Garden), 坐船看黄浦江 (Huangpu River), 还有朱家角 (an old water town).",
                "She doesn't eat spicy at all 哈哈. 还有, please don't call me 亲 like Taobao, 好奇怪 lol",
                "好的, Anya. 不辣的菜: 小笼包 (soup dumplings), 还有本帮菜 (Shanghai food) 的糖醋排骨 (sweet and sour ribs).",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "from Vladivostok; works at a trading company in Shanghai"),
            (1, 0, "standing", "use simple Chinese (HSK4 level), add English for difficult words"),
            (2, 0, "non_standing", "loves ice skating, has skated since childhood"),
            (2, 2, "non_standing", "loves the jianbing guozi stand below her office"),
            (3, 0, "fact", "her mother visits Shanghai on October 20, first time in China"),
            (3, 2, "fact", "her mother doesn't eat spicy food"),
            (3, 2, "standing", "don't call her 亲; call her Anya"),
        ],
        "unrelated": [
            "为什么 cats 一天睡那么多?",
            "how does a refrigerator work? 简单讲讲",
            "世界上最高的山是哪一座?",
        ],
        "related": [
            ("this weekend 我想运动一下, 去哪里?", [3]),
            ("my mom wants to try local food, 哪里吃?", [5, 6]),
            ("明天早饭吃什么好?", [4]),
        ],
    },
    # u22 - Chinese-Brazilian pastelaria owner in Liberdade, São Paulo
    {
        "lang": "mixed",
        "sessions": [
            ("2026-05-30T07:00:00-03:00", [
                "Bom dia! 我在 São Paulo 的 Liberdade 开一家 pastelaria, 爸妈是从广东过来的. 想加几个 Chinese style 的 pastel 馅, any ideas?",
                "可以试: 叉烧 pastel, 韭菜猪肉, 咖喱牛肉, 或者 queijo 加腊肠.",
                "叉烧 pastel 好像不错. 回答短点, 我在 kitchen 一边炸一边看手机",
                "OK. 叉烧切小丁, 加一点 cebolinha, 包紧, 180°C 炸.",
            ]),
            ("2026-07-18T22:30:00-03:00", [
                "价格都用 reais 讲, 不要 dollar. 现在普通 pastel 卖 R$12, 叉烧的卖多少合适?",
                "叉烧成本高一点, R$15 到 R$16.",
                "Palmeiras 今天又赢了!! Verdão 🐷",
                "Parabéns! 今年状态很好.",
            ]),
            ("2026-10-06T15:15:00-03:00", [
                "女儿 Bia 在 USP 读 medicina, 下个月 exam week. 想给她做葱油饼, 她从小最爱. 可以 make ahead 冻起来吗?",
                "可以. 擀好, 每张中间夹 papel manteiga, 冻平再装袋. 不用解冻, 直接中小火煎.",
                "obrigado! 其实葱油饼 is my favourite too haha",
                "家里的味道最好.",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "runs a pastelaria in Liberdade, São Paulo; parents came from Guangdong"),
            (1, 2, "standing", "short answers; reads on his phone while frying in the kitchen"),
            (2, 0, "standing", "prices in reais, not dollars"),
            (2, 2, "non_standing", "Palmeiras fan"),
            (3, 0, "fact", "daughter Bia studies medicine at USP, exam week next month"),
            (3, 2, "non_standing", "葱油饼 is his own favourite too"),
        ],
        "unrelated": [
            "airplane 是怎么飞起来的, 简单说",
            "帮我翻译 'thank you for your patience' 成中文",
            "地球离太阳多远?",
        ],
        "related": [
            ("店里想加一款新的 suco, 定价多少好?", [3, 1]),
            ("Bia 考试那个礼拜我做什么给她吃?", [5]),
            ("下一场 jogo 是什么时候?", [4]),
            ("今天休息, 想给自己做点好吃的", [6]),
        ],
    },
    # u23 - Chongqing-born cabin crew based in Dubai, lactose intolerant
    {
        "lang": "mixed",
        "sessions": [
            ("2026-06-28T16:40:00+04:00", [
                "我在 Dubai 做 cabin crew, 重庆人. 下周 layover 在 Bangkok 三天, 有什么好吃的推荐?",
                "Jay Fai 的 crab omelette, Yaowarat 唐人街的 street food, mango sticky rice, 还有 Victory Monument 的 boat noodles.",
                "mango sticky rice 是 coconut milk 对吧? 我乳糖不耐, 但 coconut 没问题. Dairy 不行, 以后推荐吃的帮我注意一下.",
                "对, coconut milk 不是 dairy. 泰国菜大部分不用奶, 小心 Thai milk tea 就好.",
            ]),
            ("2026-08-20T09:00:00+04:00", [
                "用 bullet points 回答我吧, layover 的时候 scroll 手机看比较方便. 问题: flying east 怎么 deal with jet lag?",
                "- 出发前两天早点睡\n- 到了马上晒太阳\n- 小睡不超过 20 min\n- 别靠 coffee 硬撑",
                "thanks. 还有我超爱 Le Labo Santal 33, 有没有类似但便宜一点的?",
                "- Dossier 的 Woody Sandalwood\n- Zara 的 Vibrant Leather\n- 或者买 Santal 33 的 travel size",
            ]),
            ("2026-10-10T13:00:00+04:00", [
                "姐姐 10月31号在重庆结婚, 我是伴娘, 已经请好假了. 伴娘要准备什么?",
                "- 提前试伴娘服\n- 准备堵门游戏\n- 红包和小礼物\n- 带充电宝和补妆包",
                "回重庆第一件事就是吃火锅 lol, 牛油锅底!",
                "- 点毛肚和鸭肠\n- 要个油碟, 麻油蒜泥",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "cabin crew based in Dubai, from Chongqing"),
            (1, 2, "standing", "lactose intolerant: no dairy in food suggestions (coconut is fine)"),
            (2, 0, "standing", "answer in bullet points; reads on her phone on layovers"),
            (2, 2, "non_standing", "loves Le Labo Santal 33"),
            (3, 0, "fact", "bridesmaid at her sister's wedding in Chongqing on October 31"),
            (3, 2, "non_standing", "loves Chongqing hotpot with beef tallow broth"),
        ],
        "unrelated": [
            "Pythagorean theorem 是什么, 举个例子",
            "plants 怎么知道什么时候开花?",
            "explain 一下 credit score 是怎么算的",
        ],
        "related": [
            ("下次 Tokyo layover 吃什么好?", [2]),
            ("伴娘 speech 要怎么写?", [5]),
            ("想买一瓶新香水送自己", [4]),
            ("回到家那天晚上吃什么?", [6]),
        ],
    },
    # u24 - Taiwanese-American immigration lawyer in Queens, caring for father, epilepsy
    {
        "lang": "mixed",
        "sessions": [
            ("2026-06-13T22:00:00-04:00", [
                "我是 immigration lawyer, 最近 caseload 爆炸. 有沒有好的 case management 方法?",
                "每週 review 一次每个 case 的 deadline, 用 Clio 或 Docketwise 这类 software, 每天早上先处理最紧急的三件.",
                "OK. 我有 epilepsy, 所以 please 不要 suggest 熬夜或 skip sleep 的方法, 也不要推薦有 strobe 燈的東西.",
                "明白. 那就把 deadline 往前排, 不靠熬夜赶.",
                "中文部分請用繁體, 我是台灣長大的.",
                "好的, 之後中文都用繁體.",
            ]),
            ("2026-08-25T19:30:00-04:00", [
                "我爸 78 歲, 跟我住在 Queens. 他最近 kidney function 下降, 醫生叫他少鹽. 但他超愛醬油, 怎麼辦?",
                "可以換 low-sodium 醬油, 多用蔥薑蒜、醋和檸檬提味, 醬油裝進小噴瓶, 噴一點就好.",
                "好主意. 週末我都去 bouldering, 是我唯一的 stress relief.",
                "很好的運動. 別在太累的時候爬, 最好有人一起.",
            ]),
            ("2026-11-14T15:00:00-05:00", [
                "Flushing 那家珍奶店我每週都去, 他們的黑糖珍奶最好. 今天想學自己做, 珍珠怎麼煮?",
                "水滾後下乾珍珠, 中火煮 20 到 30 分鐘, 關火燜 20 分鐘, 撈起來泡黑糖漿.",
                "Thanks!",
                "不客氣, 享受你的 DIY 珍奶!",
            ]),
        ],
        "statements": [
            (1, 0, "fact", "immigration lawyer with a heavy caseload"),
            (1, 2, "standing", "has epilepsy: never suggest staying up late or skipping sleep, nothing with strobe lights"),
            (1, 4, "standing", "Chinese parts in traditional characters"),
            (2, 0, "fact", "father, 78, lives with her in Queens; declining kidney function, told to cut salt"),
            (2, 2, "non_standing", "goes bouldering every weekend to de-stress"),
            (3, 0, "non_standing", "loves the brown sugar boba from a shop in Flushing"),
        ],
        "unrelated": [
            "打雷是怎麼來的? 簡單講",
            "幫我 proofread: 'Their going to the park tomorrow'",
            "explain 一下 black hole 是什麼",
        ],
        "related": [
            ("我爸生日, 做什麼菜給他好?", [4]),
            ("週末想放鬆一下, 有什麼建議?", [5]),
            ("new client intake form 要怎麼設計?", [1]),
            ("想喝點甜的, 推薦一下", [6]),
        ],
    },
]
