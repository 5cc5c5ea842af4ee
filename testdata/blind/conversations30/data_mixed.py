# Set c30, mixed Chinese-English users u17-u24.
# A turn is ("user", text, [labels]) or ("assistant", text).
# A label is (kind, tag, gloss); build.py turns tags into statement ids.

LANG = "mixed"

USERS = [
    # ------------------------------------------------------------------ u17
    dict(
        n=17,
        persona="梁永基 (Leung Wing-kei), 74, retired Hong Kong tailor living with his daughter in Richmond BC, learning to use an iPhone; kidney transplant 2019.",
        zone="America/Vancouver",
        sessions=[
            dict(start="2026-10-24T10:05:00-07:00", turns=[
                ("user",
                 "你好 我74歲 啱啱學用 iPhone，個孫 Ethan 教咗我少少，但佢返 school 就冇人教。"
                 "點樣用 WhatsApp video call 我家姐？佢喺香港。",
                 [("fact", "ethan", "Grandson Ethan teaches him to use the phone"),
                  ("fact", "sister", "Elder sister lives in Hong Kong; he wants to video-call her on WhatsApp")]),
                ("assistant",
                 "梁伯你好！打開 WhatsApp，揀你家姐個對話，右上角有個攝影機公仔，撳落去就可以 video call，"
                 "記得兩邊都要有 Wi-Fi 或者數據，而且香港同溫哥華有時差，佢嗰邊而家係半夜一點左右……"),
                ("user",
                 "太多字啦, I cannot follow. 一步一步嚟, one step 一行, 加埋 number. Always like this please.",
                 [("standing", "steps", "Numbered steps, one step per line, for every answer")]),
                ("assistant",
                 "1. 打開 WhatsApp\n2. 撳家姐個名\n3. 撳右上角攝影機\n4. 等佢接聽"),
                ("user",
                 "OK 打通咗！多謝晒。我同女兒美玲住喺 Richmond，佢返工好忙，成日冇時間教我。",
                 [("fact", "meiling", "Lives with his daughter 美玲 in Richmond, BC")]),
                ("assistant", "1. 恭喜梁伯\n2. 有問題隨時問我"),
            ]),
            dict(start="2026-11-03T15:30:00-08:00", turns=[
                ("user",
                 "Ethan 話可以用 phone 睇 YouTube 聽粵曲。我最鍾意任劍輝白雪仙, how to search?",
                 [("non_standing", "yueju", "Loves Cantonese opera, especially 任劍輝 and 白雪仙")]),
                ("assistant",
                 "1. 打開 YouTube\n2. 撳上面個放大鏡\n3. 講「任劍輝 白雪仙」或者打字\n4. 揀一條片撳落去"),
                ("user",
                 "仲有, doctor 話我要準時食藥。我2019年換咗腎，食緊抗排斥藥，早晚各一次。有咩 app 可以提我？"
                 "Also 以後你講食物或者藥嘅嘢，記住我換過腎。",
                 [("standing", "kidney", "Kidney transplant (2019), on anti-rejection drugs: factor into any food or medicine advice")]),
                ("assistant",
                 "1. 打開 iPhone 本身嘅「提醒事項」\n2. 撳「新提醒」\n3. 打「食藥」\n4. 揀時間，設每日重複\n"
                 "5. 早晚各設一個"),
                ("user",
                 "後花園種咗 bok choy 同芥蘭, winter 就冇得種啦, 好悶。",
                 [("non_standing", "garden", "Enjoys growing Chinese vegetables in his back garden")]),
                ("assistant", "1. 冬天可以喺窗邊種豆苗\n2. 春天再落種"),
                ("user", "今次你講詳細啲都得, Ethan 喺隔籬陪我睇, 佢會解釋畀我聽。"),
                ("assistant", "1. 豆苗用淺盤同濕紙巾就種到\n2. 放喺最光嘅窗邊\n3. 每日噴水兩次\n4. 大約十日就剪得"),
            ]),
        ],
        related=[
            ("想喺 phone 度搵一段《帝女花》嚟聽，點搵？", ["yueju", "steps"]),
            ("My sister's birthday 下個禮拜, 點樣喺 phone send 張生日卡畀佢？", ["sister", "steps"]),
            ("Winter 可以喺屋企入面種啲咩菜？", ["garden"]),
            ("女兒週末帶我去飲茶，有咩嘢我要小心唔好食？", ["meiling", "kidney"]),
        ],
        unrelated=[
            "點樣煲一個 for dry weather 嘅清潤湯？",
            "Canada 嘅 OAS pension 每個月幾時入錢？",
            "落雪天出街要注意啲咩？",
        ],
    ),

    # ------------------------------------------------------------------ u18
    dict(
        n=18,
        persona="Tan Ah Huat 陈亚发, 55, Malaysian-Chinese hawker frying char kway teow at a kopitiam in George Town, Penang.",
        zone="Asia/Kuala_Lumpur",
        sessions=[
            dict(start="2026-06-06T15:00:00+08:00", turns=[
                ("user",
                 "Hello boss, 我在 George Town 一间 kopitiam 卖炒粿条, 30 年了 lah. Now 蚶 price naik until "
                 "cannot tahan, I want calculate cost per plate, can help or not?",
                 [("fact", "stall", "Has fried char kway teow at a George Town kopitiam for 30 years")]),
                ("assistant",
                 "可以。請把每樣材料的價錢給我：粿條、蝦、蚶、豆芽、韭菜、蛋、豬油，我幫你算每盤成本，"
                 "比如蚶每公斤 $8 的話……"),
                ("user",
                 "Aiyo why you write 繁体 and dollar? 我们这里用 RM 的 lah. 以后 money 全部 RM, 字用简体, okay?",
                 [("standing", "rm", "All money in Malaysian ringgit (RM)"),
                  ("standing", "simp", "Write Chinese in simplified characters, not traditional")]),
                ("assistant", "好的，以后用简体，全部用 RM。蚶如果一公斤 RM40，一盘用 50 克，就是 RM2。"),
                ("user",
                 "Ok steady. 我是 Liverpool die-hard fan 几十年了, 下个礼拜 World Cup 开始, 又要看到三更半夜 liao.",
                 [("non_standing", "lfc", "Die-hard Liverpool FC fan")]),
                ("assistant", "哈哈，记得第二天还要开档，别太晚！"),
            ]),
            dict(start="2026-09-16T16:20:00+08:00", turns=[
                ("user",
                 "Today Malaysia Day 公假, 档口 close 一天. My son 伟杰 想在 KL 开 café, 他说要 loan RM200k, 这样 make sense 吗?",
                 [("fact", "weijie", "Son 伟杰 wants to open a café in KL with a RM200k loan")]),
                ("assistant",
                 "要看他的计划：店租、装修、每天卖几杯。先叫他写一年的现金流，RM200k 要还几年，每个月要卖多少才够。"),
                ("user",
                 "Landlord 说明年一月起 stall rent 从 RM800 起到 RM1,100. 好 sien.",
                 [("fact", "rent", "Stall rent rises from RM800 to RM1,100 from January")]),
                ("assistant", "多 RM300 一个月，一天卖 100 盘的话，每盘大概多 RM0.10 就能 cover。"),
                ("user",
                 "Durian season 差不多完了, 今年吃了好多 Musang King, 我的最爱 leh!",
                 [("non_standing", "durian", "Loves durian, especially Musang King")]),
                ("assistant", "猫山王真的香，明年早点订。"),
                ("user", "我老婆说 durian 太热气, 叫我少吃一点. 哈哈 she cannot control me one."),
                ("assistant", "哈哈，吃完多喝水，她就没话说了。"),
            ]),
        ],
        related=[
            ("If I 起价每盘 RM0.50, 客人会跑吗? 怎样讲比较好听?", ["rent", "stall", "rm"]),
            ("My boy 的 café 要开张了, 我送什么 gift 好?", ["weijie"]),
            ("槟城哪里有好的 'king of fruits' buffet? Next holiday 想去", ["durian"]),
            ("Anfield 的 stadium tour 大概多少钱? 想明年去", ["lfc", "rm"]),
        ],
        unrelated=[
            "MyKad 裂了, how to 换新的?",
            "Handphone 一直 hang, 要怎样 reset?",
            "帮我写一个 WhatsApp message 祝朋友生日快乐, nicely.",
        ],
    ),

    # ------------------------------------------------------------------ u19
    dict(
        n=19,
        persona="Jimmy Chen 陈志强, 48, Taishan-born cross-border trucker based in Laredo, Texas, hauling over the World Trade Bridge into Mexico.",
        zone="America/Chicago",
        sessions=[
            dict(start="2026-08-22T05:30:00-05:00", turns=[
                ("user",
                 "早晨. I drive cross-border, Laredo 过 World Trade Bridge 去 Nuevo Laredo, 有时一路落 Monterrey. "
                 "今日 customs line 排咗四个钟. 有冇 tips 过关快啲?",
                 [("fact", "border", "Cross-border trucker from Laredo over the World Trade Bridge to Nuevo Laredo and Monterrey")]),
                ("assistant",
                 "| Tip | Why |\n| FAST lane | shorter line |\n| Cross before 7am | less traffic |\n"
                 "More at https://www.cbp.gov ..."),
                ("user",
                 "Hey, 我系车上用 text-to-speech 听嘅, tables 同 links 读出嚟一塌糊涂. Keep it short, no tables, "
                 "no links, 讲出嚟听得明就得 — every time ok?",
                 [("standing", "tts", "Listens by text-to-speech while driving: short, no tables, no links")]),
                ("assistant", "OK. Cross before seven. Use the FAST lane if you have the card. Paperwork ready before the booth."),
                ("user",
                 "And 用 miles 同 gallons, 唔好 km 同 litres, 我睇唔惯.",
                 [("standing", "miles", "Use miles and gallons, not kilometres or litres")]),
                ("assistant", "Got it. Miles and gallons from now on."),
                ("user", "My buddy Ray 揸 Peterbilt, 佢话 Cascadia 冇得比, 讲咩都得, haha."),
                ("assistant", "Every driver has a favourite. Both will get the load there."),
            ]),
            dict(start="2026-11-14T21:45:00-06:00", turns=[
                ("user",
                 "Thinking 明年做 owner-operator, 买自己架 truck. 二手 Freightliner Cascadia 大概几钱? 要唔要 loan?",
                 [("fact", "owner", "Plans to become an owner-operator and buy his own truck next year")]),
                ("assistant",
                 "A used Cascadia with around 400,000 miles runs roughly 60 to 90 thousand dollars. Most people finance. "
                 "Save for a big down payment and six months of repairs."),
                ("user",
                 "老婆阿芳同两个仔喺 Houston, 我一个礼拜先返一次屋企, 佢好辛苦.",
                 [("fact", "family", "Wife 阿芳 and two sons live in Houston; he's home about once a week")]),
                ("assistant", "That's tough on both of you. A set video call time each night can help."),
                ("user",
                 "Cowboys 今季又输. Still bleed blue haha.",
                 [("non_standing", "cowboys", "Dallas Cowboys fan")]),
                ("assistant", "Loyal fan. There's always next week."),
                ("user",
                 "长途最钟意听 Beyond, 海阔天空 play 咗一千次.",
                 [("non_standing", "beyond", "Loves Beyond's songs on long hauls")]),
                ("assistant", "Classic. 光辉岁月 is another good one for the road."),
            ]),
        ],
        related=[
            ("Road trip 听啲 Cantonese rock, 同黄家驹嗰队差唔多嘅, 有冇推介?", ["beyond"]),
            ("Game day 想喺 Houston 屋企同阿芳啲仔搞个 watch party, 准备咩好?", ["cowboys", "family"]),
            ("自己第一架 rig, insurance 一年大概几钱?", ["owner"]),
            ("下一趟落 Monterrey, diesel 要预几多钱?", ["border", "miles"]),
        ],
        unrelated=[
            "点整一个简单嘅番茄炒蛋?",
            "Credit score 点样免费 check?",
            "半夜牙痛, 点算?",
        ],
    ),

    # ------------------------------------------------------------------ u20
    dict(
        n=20,
        persona="Michelle Lee 李美华, 34, Hakka-Chinese from Tangra, Kolkata, Indian Sign Language interpreter and ISKCON devotee (no onion, no garlic).",
        zone="Asia/Kolkata",
        sessions=[
            dict(start="2026-07-09T19:45:00+05:30", turns=[
                ("user",
                 "Hi! I'm an ISL interpreter, Indian Sign Language, mostly at the Calcutta High Court 同 some hospitals. "
                 "想 prepare a glossary for medical interpreting, 可以帮我 structure 吗?",
                 [("fact", "isl", "Indian Sign Language interpreter at the Calcutta High Court and hospitals")]),
                ("assistant",
                 "Sure. Group it by setting: emergency, maternity, oncology, mental health. For each term: English, "
                 "Bengali/Hindi, the ISL sign description, and a note on regional variants."),
                ("user",
                 "Also, 我是 ISKCON devotee. So whenever food comes up: no onion, no garlic, 洋葱大蒜都不行, "
                 "and no meat, fish or eggs. Always, please.",
                 [("standing", "krishna", "Hare Krishna devotee: no onion, garlic, meat, fish or eggs in any food suggestion")]),
                ("assistant", "Noted. All food ideas will be sattvic: no onion, garlic, meat, fish or eggs."),
                ("user", "My friend Anjali eats everything, 她说我太 strict 了. Haha whatever, 她请我吃饭都很 careful."),
                ("assistant", "Sounds like a good friend, even if she teases you."),
                ("user",
                 "My mum 在 Bentinck Street 开鞋店 since 1992. She asks can you write a Facebook post for 她的 monsoon sale?",
                 [("fact", "shoeshop", "Her mother has run a shoe shop on Bentinck Street since 1992")]),
                ("assistant",
                 "Here's one: 'Monsoon Sale at Lee's! Rain-ready sandals and leather shoes, family-run on Bentinck "
                 "Street since 1992. Come dry your feet and grab a deal!'"),
            ]),
            dict(start="2026-10-15T08:10:00+05:30", turns=[
                ("user",
                 "Puja 快到了, 全城都疯了 haha. Budget question: 我想 save 2 lakh for a Vrindavan trip in Kartik, "
                 "early November. Please 用 rupees and lakh/crore, 不要 dollar, 不要 'two hundred thousand', 我脑袋转不过来.",
                 [("standing", "inr", "Money in rupees with lakh/crore, never dollars or 'thousand' groupings"),
                  ("fact", "vrindavan", "Saving ₹2 lakh for a Vrindavan trip during Kartik, early November")]),
                ("assistant",
                 "₹2 lakh over three weeks is ₹9,500 a day, which is a lot. A realistic goal: put aside ₹40,000 now, "
                 "and plan the trip around ₹1.2–1.5 lakh with ashram stays."),
                ("user",
                 "Went to Rabindra Sadan last night for a Rabindra Sangeet evening, 我听到哭. Tagore forever.",
                 [("non_standing", "tagore", "Loves Rabindra Sangeet")]),
                ("assistant", "Sounds beautiful. Which song got you?"),
                ("user",
                 "新 hobby: pottery class on weekends, 手好脏 but so calming.",
                 [("non_standing", "pottery", "Took up pottery classes on weekends")]),
                ("assistant", "Lovely hobby. Centering the clay is the hardest part at first."),
            ]),
        ],
        related=[
            ("I'll be in 那个 holy town near Mathura for a month — where should I stay?", ["vrindavan", "inr"]),
            ("Mum 的 shop 想 start selling online, 哪个 platform 比较好?", ["shoeshop"]),
            ("Suggest some 泰戈尔写的 songs I can learn on the harmonium", ["tagore"]),
            ("周末 studio 想做个 small vase 送人, beginner technique 有哪些?", ["pottery"]),
        ],
        unrelated=[
            "How to 去掉 whiteboard marker from a cotton shirt?",
            "Laptop keeps dropping wifi, 怎么办?",
            "Write a short WhatsApp message 祝贺 a colleague on her promotion.",
        ],
    ),

    # ------------------------------------------------------------------ u21
    dict(
        n=21,
        persona="周宁 Zhou Ning, 24, Shanghai-born second-year midwifery student in Dublin; in recovery from an eating disorder.",
        zone="Europe/Dublin",
        sessions=[
            dict(start="2026-09-24T21:00:00+01:00", turns=[
                ("user",
                 "Hi～我是 midwifery 二年级的 student, 在 Dublin 读书, 上海人. 这学期有 anatomy exam, 能帮我做个 revision plan 吗?",
                 [("fact", "student", "Second-year midwifery student in Dublin, from Shanghai")]),
                ("assistant",
                 "Sure! Split it into weeks: pelvis and pelvic floor, fetal skull, placenta and membranes, then "
                 "past papers. Use active recall and short daily sessions."),
                ("user",
                 "可以用中文回我吗? 但是 medical terms 保留英文, 比如 placenta previa, 不要翻成中文, "
                 "不然 exam 的时候对不上. 以后都这样.",
                 [("standing", "lang", "Reply in Chinese but keep medical terms in English")]),
                ("assistant", "好的! 第一周 pelvis 和 pelvic floor, 第二周 fetal skull, 第三周 placenta and membranes, 最后做 past papers."),
                ("user",
                 "还有一件事, 我在 eating disorder recovery 里, 所以请永远不要提 calories、体重, 或者什么 "
                 "'healthy/unhealthy food'. 讲吃的就正常讲吃的.",
                 [("standing", "ed", "In eating-disorder recovery: never mention calories, weight or healthy/unhealthy food")]),
                ("assistant", "明白, 谢谢你告诉我. 以后聊到吃的, 我就只讲吃什么、怎么做."),
            ]),
            dict(start="2026-10-25T11:30:00+00:00", turns=[
                ("user",
                 "今天 clocks went back, 多睡了一个小时 yay. 下个月开始 placement 在 Rotunda, labour ward, 好紧张!",
                 [("fact", "rotunda", "Starts a labour-ward placement at the Rotunda in November")]),
                ("assistant", "紧张很正常! 提前看看 ward 的 handover 流程, 准备一个小本子记 CTG 和 partogram 的要点."),
                ("user",
                 "周末和 flatmate 去 Forty Foot sea swimming, 冷死了 but 我超爱.",
                 [("non_standing", "swim", "Loves sea swimming at the Forty Foot")]),
                ("assistant", "勇士! 出水以后马上穿暖, 带个保温杯."),
            ]),
            dict(start="2026-11-19T17:40:00+00:00", turns=[
                ("user",
                 "Night shifts 好累. 我妈 12 月要从上海飞过来看我, 第一次来欧洲!",
                 [("fact", "mum", "Her mother is flying from Shanghai to visit in December, first time in Europe")]),
                ("assistant", "太好了! 可以提前帮她办好 visa 材料, 买好 Leap card."),
                ("user",
                 "最近在读 Sally Rooney 的 Intermezzo, 她写 Dublin 写得太准了, 我最喜欢的作家.",
                 [("non_standing", "rooney", "Favourite author is Sally Rooney")]),
                ("assistant", "在 Dublin 读 Rooney 很有代入感."),
                ("user", "下次 shift 之前, give me 一个 packed lunch idea 吧"),
                ("assistant", "带一份 fried rice 配 edamame, 再加一个 mandarin 和一块 flapjack, 夜里饿了也好拿."),
            ]),
        ],
        related=[
            ("Night shift 在 ward 的 break room 吃什么方便?", ["rotunda", "ed"]),
            ("我妈第一次来 Ireland, 帮我排一个一周的 itinerary", ["mum"]),
            ("想找几本跟 Normal People 作者风格像的 novels", ["rooney"]),
            ("冬天在 Dublin 下海要准备什么 gear?", ["swim"]),
        ],
        unrelated=[
            "怎么把 iPhone 的照片导到 laptop 上?",
            "Word 文档 crash 了, 怎么恢复?",
            "Laptop 键盘有个键失灵了, 怎么办?",
        ],
    ),

    # ------------------------------------------------------------------ u22
    dict(
        n=22,
        persona="马福海 Ma Fuhai, 39, Hui welder from 西吉, Ningxia, on structural steel sites in Dubai; Jahriyya (哲赫忍耶) Sufi.",
        zone="Asia/Dubai",
        sessions=[
            dict(start="2026-06-26T20:40:00+04:00", turns=[
                ("user",
                 "Salam. 我是 welder, 在 Dubai 工地干 structural steel, 宁夏人. 想考 6G certification, 要准备什么?",
                 [("fact", "welder", "Welder on structural steel sites in Dubai, from Ningxia"),
                  ("fact", "6g", "Preparing for a 6G welding certification")]),
                ("assistant",
                 "Wa alaikum salam! 🔥 6G 是 pipe 45 度固定, 最难的一级 💪 先练 root pass, 再练 hot pass 和 cap 👍"),
                ("user",
                 "别给我发那些 emoji, 就是小火苗小胳膊那种, 看着乱. 正常说话就行, 以后都不要.",
                 [("standing", "noemoji", "No emoji, plain sober writing")]),
                ("assistant", "好的. 6G 是管子 45 度固定. 先练 root pass, 再练 hot pass 和 cap, 每天练仰焊位置."),
                ("user",
                 "我们是哲赫忍耶的, Sufi. 吃的一定要 halal, 酒一滴都不沾. 礼拜四晚上几个兄弟聚在一起念 dhikr, "
                 "别给我安排那个时间的事. 这些你以后都记住.",
                 [("standing", "sufi", "Jahriyya Sufi: halal only, no alcohol, keep Thursday evenings free for dhikr")]),
                ("assistant", "记住了. 吃的只推荐 halal 的, 不会有酒, 礼拜四晚上不安排事情."),
            ]),
            dict(start="2026-09-04T21:15:00+04:00", turns=[
                ("user",
                 "老婆和女儿在西吉, 女儿今年上初中了. 想给家里寄钱, 用什么 app 汇款 to China 最划算?",
                 [("fact", "family", "Wife and daughter live in 西吉; daughter started junior high this year")]),
                ("assistant", "比较一下 exchange house 的 app 和银行电汇的汇率和手续费, 每次寄之前看一下当天的 rate."),
                ("user",
                 "周末跟工友去 desert camping, 我最喜欢沙漠的晚上, 星星多得跟老家一样.",
                 [("non_standing", "desert", "Loves desert camping at night")]),
                ("assistant", "沙漠的夜晚确实安静. 记得带够水, 晚上会冷."),
                ("user", "工友小王是四川人, 特别能吃辣, 食堂的菜他都嫌没味道, 天天自己带 chili oil."),
                ("assistant", "四川人离了辣椒是难受. 他自己带着也方便."),
                ("user",
                 "还带了老家的八宝茶, 每天必喝.",
                 [("non_standing", "babao", "Drinks Ningxia 八宝茶 every day")]),
                ("assistant", "八宝茶好, 冰糖桂圆枸杞, 在工地也能解乏."),
            ]),
        ],
        related=[
            ("这个礼拜休息, 想去 Hatta 那边住一晚看星星, 帮我排个行程", ["desert", "sufi"]),
            ("考试焊 pipe, 最容易 fail 在哪个位置?", ["6g", "welder"]),
            ("孩子刚上中学, 我在国外能为她做点什么?", ["family"]),
            ("推荐几种配八宝茶的 snack", ["babao", "sufi"]),
        ],
        unrelated=[
            "UAE 的 driving licence 怎么考?",
            "Phone 的 storage 满了, 怎么清?",
            "教我几句简单的 Arabic 打招呼.",
        ],
    ),

    # ------------------------------------------------------------------ u23
    dict(
        n=23,
        persona="Grace Huang 黄雅琴, 36, Fujian-born wife of a Mennonite farmer near Steinbach, Manitoba; keeps the family's no-alcohol and Sunday-rest rules.",
        zone="America/Winnipeg",
        sessions=[
            dict(start="2026-08-04T20:00:00-05:00", turns=[
                ("user",
                 "Hi, 我是 Grace, 福建人, 嫁到 Manitoba 一个 Mennonite 家庭, 住在 Steinbach 附近的 farm. "
                 "想做一个 church potluck 的菜, 要 feed 40 people.",
                 [("fact", "farm", "Married into a Mennonite farm family near Steinbach, Manitoba")]),
                ("assistant",
                 "可以做一大盘 red wine braised beef, 或者 beer-battered fish, 都很适合 potluck."),
                ("user",
                 "No wine please. 我们家不喝酒, 菜里也不能放 alcohol. Sunday is for church and rest, "
                 "所以别建议我礼拜天去 shopping 或者干活. 以后都照这个.",
                 [("standing", "menno", "Mennonite household: no alcohol in food or drink; no shopping or work suggested on Sundays")]),
                ("assistant", "明白. 那就做福建炒米粉和 honey garlic chicken, 不用酒, 礼拜六准备好."),
                ("user",
                 "Peter (我老公) 看不懂中文. So 每次最后加一句 English summary, 他也能看. Thanks!",
                 [("standing", "summary", "Answer in Chinese and end every reply with a one-line English summary for her husband Peter")]),
                ("assistant", "好的. 炒米粉和 honey garlic chicken 都可以前一天做好.\nSummary: Fujian fried rice noodles and honey garlic chicken, made on Saturday."),
                ("user", "婆婆说这次 potluck 她负责 dessert, 她的 rhubarb pie 是全 church 第一名, 谁都不敢跟她抢."),
                ("assistant", "那甜点就交给她了.\nSummary: Helen brings her rhubarb pie for dessert."),
            ]),
            dict(start="2026-11-10T14:20:00-06:00", turns=[
                ("user",
                 "婆婆 Helen 在教我 quilting, 我完全上瘾了! 冬天 farm 上不忙, 想做一个 Log Cabin quilt.",
                 [("non_standing", "quilt", "Hooked on quilting, taught by her mother-in-law Helen")]),
                ("assistant", "Log Cabin 很适合新手. 先从中心红色小方块开始, 一圈一圈加布条.\nSummary: start from the centre square and add strips round by round."),
                ("user",
                 "明年四月我们要带 Peter 第一次回福州见我爸妈, 他好紧张 haha.",
                 [("fact", "fuzhou", "Taking Peter to Fuzhou to meet her parents for the first time next April")]),
                ("assistant", "教他几句福州话打招呼, 爸妈一定开心.\nSummary: teach Peter a few Fuzhou greetings."),
                ("user",
                 "礼拜三我在 MCC thrift store 做 part-time, 今天有人捐了一台旧 sewing machine!",
                 [("fact", "thrift", "Works part-time on Wednesdays at the MCC thrift store")]),
                ("assistant", "好运气! 先上点油, 换根新针试试.\nSummary: oil it and try a new needle."),
                ("user",
                 "我最爱的还是 church 里的 four-part a cappella hymns, 没有乐器, 但是好美.",
                 [("non_standing", "hymns", "Loves four-part a cappella hymn singing")]),
                ("assistant", "四部和声真的很动人.\nSummary: four-part hymns are beautiful."),
            ]),
        ],
        related=[
            ("Christmas 想给婆婆做个 handmade gift, 用布拼的那种, 有什么 pattern?", ["quilt"]),
            ("第一次带外国女婿见家长, 福州那边要准备什么礼物?", ["fuzhou"]),
            ("Thrift store 想搞一个 winter coat drive, 帮我写张 poster", ["thrift"]),
            ("推荐几首适合四个声部一起唱的 classic hymns", ["hymns"]),
        ],
        unrelated=[
            "水管冻住了, 怎么安全化开?",
            "PR card renewal 要准备什么材料?",
            "Kitchen sink 有味道, 怎么办?",
        ],
    ),

    # ------------------------------------------------------------------ u24
    dict(
        n=24,
        persona="Wagner Wu 吴文杰, 42, São Paulo-born son of 青田 immigrants, runs a pastelaria in Liberdade; BPPV vertigo.",
        zone="America/Sao_Paulo",
        sessions=[
            dict(start="2026-05-12T22:30:00-03:00", turns=[
                ("user",
                 "oi, 我是 Wagner, 在 São Paulo 出生, 爸妈是青田人. I run a pastelaria in Liberdade, "
                 "想 add a Chinese-style pastel 到 menu, 比如红烧肉 filling, ideas?",
                 [("fact", "pastelaria", "Runs a pastelaria in Liberdade, São Paulo; parents are from 青田")]),
                ("assistant",
                 "What a great question! I love this idea so much. 红烧肉 pastel could be amazing, and there are "
                 "so many wonderful directions you could take it..."),
                ("user",
                 "Skip the 客套话, just tell me straight. 我不需要 'great question'. Be blunt, always.",
                 [("standing", "blunt", "Be blunt and direct, no pleasantries or flattery")]),
                ("assistant", "Braise the pork dry, chop it fine, add a bit of cheese so it holds. Sell it at R$14."),
                ("user",
                 "And heads up: 我有 BPPV vertigo, 头一转快就天旋地转. So no advice that puts me on ladders or "
                 "快速低头 stuff, ok? 任何 physical 的建议都要考虑这个.",
                 [("standing", "vertigo", "Has BPPV vertigo: no ladders, sudden head movements or bending fast in advice")]),
                ("assistant", "Noted. Nothing with ladders or fast head turns."),
                ("user", "My cook Zé 说 pastel de queijo 永远卖最好, new flavour 没用. 他可能是对的, but I'll try anyway."),
                ("assistant", "He's probably right about volume. Run the new one as a weekend special and count sales."),
            ]),
            dict(start="2026-08-30T09:00:00-03:00", turns=[
                ("user",
                 "Corinthians ganhou ontem! haha sorry, Portuguese. 我是 Timão 死忠. Anyway, 女儿 Júlia 十一月满十五岁, "
                 "要办 festa de 15 anos, budget R$30k 够吗?",
                 [("non_standing", "timao", "Die-hard Corinthians fan"),
                  ("fact", "julia", "Daughter Júlia turns 15 in November; planning her festa de 15 anos on R$30k")]),
                ("assistant", "For 100 guests, R$30k is tight but doable: cheaper venue, buffet instead of plated, DJ not band."),
                ("user",
                 "妈妈下个月七十岁, 她想吃老家的青田菜, I want to cook 田鱼 for her myself.",
                 [("fact", "mom70", "Mother turns 70 in September; he wants to cook 青田 田鱼 for her")]),
                ("assistant", "Steam the fish with ginger and 青田 rice wine, or braise it in soy. Buy tilapia if you can't get carp."),
                ("user",
                 "Karaoke night 我只唱邓丽君, 月亮代表我的心 is my song.",
                 [("non_standing", "tengs", "Loves singing Teresa Teng at karaoke")]),
                ("assistant", "Solid choice. Try 甜蜜蜜 next."),
            ]),
        ],
        related=[
            ("Party 上给年纪大的客人放点 Teresa Teng? Make me a playlist", ["tengs", "julia"]),
            ("How do I decorate the salão for my girl's big birthday without climbing anything?", ["julia", "vertigo"]),
            ("哪里买 Timão home game 的票最方便?", ["timao"]),
            ("Mom 的生日 dinner, 那条鱼旁边配什么菜好?", ["mom70"]),
        ],
        unrelated=[
            "How to 清洁 a stainless steel fridge door 不留 streaks?",
            "'Parcelado sem juros' 真的没有利息吗? Explain.",
            "Recommend a book to learn basic Python.",
        ],
    ),
]
