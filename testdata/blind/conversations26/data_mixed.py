# Chinese-English mixed users (c26-u17 .. c26-u24). Same layout as data_en.py.

USERS_MIXED = [
    # u17 - Auckland data centre IT support, night shift; carnivore
    dict(
        lang="mixed",
        sessions=[
            ("2026-05-16T03:20:00+12:00", [
                "night shift again 😴 我在 Auckland 一个 data centre 做 IT support，一周四个夜班。有没有 tips 让我凌晨不那么困？",
                "可以试试：每小时起来走几分钟、工作区开亮一点的灯、少量多次喝水、凌晨三点前吃点蛋白质。",
                "protein 没问题，我在吃 carnivore，只吃肉、蛋、黄油，所以 anything food-related 都别给我推荐 carbs 或者水果啊",
                "明白。夜班小吃可以准备水煮蛋、无糖牛肉干、芝士。",
                "牛肉干要 check 一下有没有加糖 right",
                "对，很多牛肉干加了糖和酱油，买之前看成分表。",
            ]),
            ("2026-07-04T11:45:00+12:00", [
                "帮我看下这个 PowerShell 报错: 'The term Get-ADUser is not recognized'. 对了，回复用中文就好，但是 tech terms 保留英文，别翻译成“活动目录”这种，看着别扭",
                "这是因为没装 ActiveDirectory module。先装 RSAT 里的 Active Directory tools，然后 Import-Module ActiveDirectory，就能用 Get-ADUser 了。",
                "搞定了 thanks",
                "不客气。",
            ]),
            ("2026-10-11T14:30:00+13:00", [
                "周末想和女朋友 Jess 去 Piha surf，我最喜欢那片 beach，west coast 的浪很爽。要注意什么?",
                "Piha 的 rip 很强，一定在红黄旗之间下水，出发前看 surf forecast。Jess 如果不熟，可以先上一节 surf lesson。",
                "ok. 路上要在 Ponsonby 那家 Dizengoff 买 flat white，我每周都去",
                "一杯 flat white 再出发，不错。",
                "我们刚买了一辆二手 Toyota Aqua，第一次开去 west coast 😂",
                "去 Piha 的路很弯，下坡用低档，慢慢开。",
            ]),
        ],
        st=[
            (1, 0, "fact", "IT support at an Auckland data centre, four night shifts a week"),
            (1, 2, "standing", "carnivore diet: only meat, eggs, butter; never suggest carbs or fruit"),
            (2, 0, "standing", "reply in Chinese but keep tech terms in English"),
            (3, 0, "fact", "girlfriend named Jess"),
            (3, 0, "non_standing", "Piha is the favourite beach for surfing"),
            (3, 2, "non_standing", "gets a flat white at Dizengoff in Ponsonby every week"),
            (3, 4, "fact", "just bought a used Toyota Aqua"),
        ],
        unrel=[
            "explain 一下 blockchain 是怎么运作的",
            "为什么猫会打呼噜？",
            "帮我写一首关于秋天的短诗",
        ],
        rel=[
            ("这个周末去哪里 surf 比较好", [5]),
            ("我那辆车多久要 service 一次", [7]),
            ("where do I usually get my coffee", [6]),
            ("anniversary 快到了，想给女朋友一个 surprise", [4]),
        ],
    ),

    # u18 - 台干, shoe factory in Binh Duong, Vietnam; 繁體; sober
    dict(
        lang="mixed",
        sessions=[
            ("2026-05-21T20:30:00+07:00", [
                "我在越南 Bình Dương 一間鞋廠當 production manager，台灣派過來三年了。最近 line 上 efficiency 一直掉，有什麼方法可以快速找出 bottleneck？",
                "可以做一次 line balancing：每个工站测 cycle time，画出 Yamazumi chart，时间最长的站就是 bottleneck。",
                "OK. 請都用繁體回我，你剛剛回簡體我看得很累。",
                "好的，之後都用繁體。",
            ]),
            ("2026-07-10T21:50:00+07:00", [
                "下週有客戶從 Portland 來 audit，晚上要招待，有什麼好地方？先說，我戒酒三年了，所以不要推薦 bar 或喝酒的場合，這個一直都適用。",
                "可以帶他們去胡志明市的 Cục Gạch 吃越南家常菜，或者搭西貢河的晚餐遊船（選不含酒水的方案），飯後去 Bến Thành 夜市走走。",
                "Cục Gạch 不錯。我自己最愛的是 Phở Hòa Pasteur，每次去西貢都要吃一碗",
                "那可以隔天早上帶客戶去吃 phở，很有在地感。",
            ]),
            ("2026-09-14T19:10:00+07:00", [
                "老婆和兩個小孩在台中，中秋我要飛回去。幫我想想中秋可以跟小孩玩什麼",
                "可以一起做月餅、畫燈籠、在陽台賞月講嫦娥的故事，還有台灣人必備的中秋烤肉。",
                "烤肉一定要的。週末我在這邊都去 Twin Doves 打 golf，回台灣想帶兒子去練習場試試",
                "帶小孩去練習場很好，先用短鐵桿、球數少一點，玩得開心最重要。",
            ]),
        ],
        st=[
            (1, 0, "fact", "production manager at a shoe factory in Binh Duong, Vietnam, posted from Taiwan three years ago"),
            (1, 2, "standing", "always reply in traditional Chinese"),
            (2, 0, "standing", "sober for three years: never suggest bars or drinking"),
            (2, 2, "non_standing", "favourite pho is Phở Hòa Pasteur in Saigon"),
            (3, 0, "fact", "wife and two children live in Taichung; flying back for Mid-Autumn"),
            (3, 2, "non_standing", "plays golf at Twin Doves on weekends"),
        ],
        unrel=[
            "為什麼 airplane 的窗戶是圓的？",
            "hybrid car 是怎麼運作的？",
            "什麼是 inflation，簡單說明一下",
        ],
        rel=[
            ("這個週末想放鬆一下，有什麼好安排", [6, 3]),
            ("明天早餐想吃 noodle soup，去哪吃", [4]),
            ("我老婆小孩住哪個城市", [5]),
            ("下個月又有客戶來，晚餐招待去哪裡好", [3]),
        ],
    ),

    # u19 - Mongolian tour guide, Ulaanbaatar; learned Chinese in Hohhot
    dict(
        lang="mixed",
        sessions=[
            ("2026-06-10T18:00:00+08:00", [
                "你好! I am tour guide in Ulaanbaatar, 我带中国团, 去 Terelj 和 Gobi. 我的中文是在呼和浩特学的, 所以请用简单的中文, 不要成语, thank you",
                "好的，我用简单的中文。你想问什么？",
                "游客常常问 ger 的门为什么向南. 我要怎么简单解释?",
                "你可以这样说：蒙古包的门向南，因为南边太阳多、风少。冬天北风很冷，门向南可以挡风，屋里也更亮。",
                "very good. please always 给我分点写, 1 2 3, 我看得快",
                "好的：1. 南边太阳多 2. 北风冷，门向南可以挡风 3. 屋里更亮、更暖",
            ]),
            ("2026-08-05T21:30:00+08:00", [
                "今天带团吃 khorkhog, 我最喜欢的蒙古菜, 游客也很喜欢. 有人问怎么做, 帮我写简单步骤",
                "1. 羊肉切大块 2. 石头放火里烧热 3. 肉、热石头、土豆、胡萝卜一层一层放进锅 4. 加一点水和盐，盖紧 5. 煮一个半小时",
                "好. 游客还问我喜欢什么音乐, 我说 The HU, 他们不知道, 哈哈",
                "1. The HU 是蒙古的金属乐队 2. 他们用马头琴和呼麦 3. 可以给游客放《Wolf Totem》",
            ]),
            ("2026-09-26T16:10:00+08:00", [
                "旅游季九月底结束, then 我想明年去北京读 master, 旅游管理. 我弟弟 Bat-Erdene 会帮我照顾妈妈",
                "1. 先查学校申请时间，一般是12月到3月 2. 准备 HSK 成绩，很多学校要 HSK5 3. 准备推荐信和个人陈述",
                "HSK5 我有了, 去年考的",
                "1. 很好，HSK5 够了 2. 下一步写个人陈述 3. 先选三个学校",
            ]),
        ],
        st=[
            (1, 0, "fact", "tour guide in Ulaanbaatar for Chinese groups (Terelj, Gobi)"),
            (1, 0, "standing", "learned Chinese in Hohhot: use simple Chinese, no chengyu"),
            (1, 4, "standing", "always answer in numbered points"),
            (2, 0, "non_standing", "khorkhog is the favourite Mongolian dish"),
            (2, 2, "non_standing", "likes the band The HU"),
            (3, 0, "fact", "plans to study a master's in tourism management in Beijing next year"),
            (3, 0, "fact", "brother Bat-Erdene will look after their mother"),
            (3, 2, "fact", "passed HSK5 last year"),
        ],
        unrel=[
            "为什么晚上的天空是黑的?",
            "How do I make a strong password?",
            "帮我写一个生日祝福 for my friend",
        ],
        rel=[
            ("What Mongolian food do I like the most?", [4]),
            ("帮我写 personal statement 的开头", [6, 8]),
            ("我去北京以后谁照顾妈妈?", [7]),
            ("推荐一些跟我喜欢的乐队差不多的音乐", [5]),
        ],
    ),

    # u20 - magistrate, Hong Kong; paragraphs; British spelling
    dict(
        lang="mixed",
        sessions=[
            ("2026-05-07T22:40:00+08:00", [
                "I sit as a magistrate at Kowloon City 裁判法院, and next month I'm giving a short talk to secondary school students on what a day in a courtroom looks like. Can you outline it?",
                "- Arrival and the day's cause list\n- Mentions and pleas in the morning\n- Trials after the break\n- Roles: magistrate, prosecutor, defence, interpreter, clerk\n- Sentencing and adjournments",
                "Please don't chop everything into bullet points, 我唔係睇緊PowerPoint. Write it in proper paragraphs. And British spelling, not American, 'programme' not 'program'. Both always, please.",
                "Certainly. The day begins before the court sits, when the clerk prepares the cause list and the magistrate reads the files. The morning is largely taken up with mentions and pleas, short hearings that keep cases moving. After a break, trials are heard, with the prosecutor, the defence and, where needed, an interpreter each playing their part. The day closes with sentencing or adjournments, and the students may be surprised how much of the work is careful organisation rather than drama.",
            ]),
            ("2026-08-16T09:15:00+08:00", [
                "周末行 Dragon's Back, 我最鍾意嘅 hike, 但依家咁熱. 幾點出發最好?",
                "In this heat it is best to set off by seven in the morning, so that you finish the exposed ridge before the sun is high. Take at least two litres of water each, a hat and sun cream, and check the Observatory's heat warnings before you leave.",
                "Noted. 行完去石澳食嘢, 我成日去 Shek O Chinese and Thai Seafood.",
                "That makes a fine end to the walk. It is a short bus ride from the end of the trail, and arriving before one o'clock should spare you the longest queue.",
            ]),
            ("2026-10-28T20:00:00+08:00", [
                "I'm retiring from the bench at the end of December. 35 years in the law. 想寫封 farewell letter to the court staff, 唔好太煽情.",
                "Dear colleagues, at the end of December I shall step down from the bench after thirty-five years in the law. I want to thank each of you for the patience, precision and good humour that keep this court running. Whatever was achieved in my courtroom was achieved together. With warm regards and every good wish for the years ahead.",
                "Good. Then in January my wife and I fly to Vancouver, our daughter Charmaine is getting married there.",
                "Congratulations. That is a happy way to begin your retirement, and a new chapter for the whole family.",
            ]),
        ],
        st=[
            (1, 0, "fact", "magistrate at Kowloon City Magistrates' Courts; giving a talk to secondary students next month"),
            (1, 2, "standing", "no bullet points; write in proper paragraphs"),
            (1, 2, "standing", "use British spelling"),
            (2, 0, "non_standing", "Dragon's Back is the favourite hike"),
            (2, 2, "non_standing", "often eats at Shek O Chinese and Thai Seafood"),
            (3, 0, "fact", "retiring from the bench at the end of December after 35 years in law"),
            (3, 2, "fact", "daughter Charmaine is getting married in Vancouver in January"),
        ],
        unrel=[
            "Explain how a rainbow forms.",
            "點樣整一碟好味嘅番茄炒蛋?",
            "What's the difference between a virus and a bacterium?",
        ],
        rel=[
            ("Suggest a hike for this Sunday morning", [4]),
            ("我退休之後第一個月有咩安排?", [6, 7]),
            ("Where do I usually eat after a hike?", [5]),
            ("Help me prepare some Q&A for the school talk", [1]),
        ],
    ),

    # u21 - copper mine maintenance engineer near Antofagasta, Chile; hypertension
    dict(
        lang="mixed",
        sessions=[
            ("2026-05-12T20:30:00-04:00", [
                "我在 Chile 北部 Antofagasta 附近的铜矿做 maintenance engineer, 4x4 轮班, 四天上山四天下山. 矿上海拔 3000 米, 下山以后总是睡不好, 为什么?",
                "海拔变化会影响呼吸和睡眠节律，刚下山的头两天身体还在调整。保持规律作息，下山第一天别熬夜，少喝咖啡。",
                "另外我有高血压, 在吃药. 以后给我吃的或者运动的建议, 都要考虑这个, 盐少一点",
                "记住了。饮食少盐、少加工肉，运动以中等强度为主，避免憋气的力量训练。",
                "ok. 还有, 地名别翻译成中文, keep Spanish, 我跟同事说的时候要用",
                "明白，地名保留西语原名，比如 Calama、San Pedro de Atacama。",
            ]),
            ("2026-07-18T13:00:00-04:00", [
                "下山这四天想去 San Pedro de Atacama 玩, 有什么推荐",
                "Valle de la Luna 看日落，Lagunas Altiplánicas，还有 Geysers del Tatio 要清晨去。Tatio 海拔 4300 米左右，血压高要慢慢走，别剧烈运动。",
                "好. 说到吃, 我现在最爱智利的 empanada de pino, Antofagasta 有家 Empanadas Don Sergio 特别好吃",
                "Empanada de pino 偏咸，一次吃一个，配点沙拉就好。",
            ]),
            ("2026-10-22T19:40:00-03:00", [
                "十一月底合同到期, 回成都待两个月, 老婆和儿子都在那边. 儿子 Leo 八岁, 想给他带点 Chile 特色的礼物",
                "可以带 lapislázuli 小饰品、Atacama 的矿石标本，或者一件 Colo-Colo 球衣。",
                "球衣好, 他喜欢足球. 回去第一件事就是吃火锅, 我最想的就是这口, 虽然你肯定又要说少盐哈哈",
                "哈哈，可以点鸳鸯锅多涮清汤，蘸料少放盐和味精。",
            ]),
        ],
        st=[
            (1, 0, "fact", "maintenance engineer at a copper mine near Antofagasta at 3000 m, 4x4 rotation"),
            (1, 2, "standing", "has high blood pressure on medication: food and exercise advice must account for it, low salt"),
            (1, 4, "standing", "keep place names in Spanish, do not translate them into Chinese"),
            (2, 2, "non_standing", "loves empanada de pino, especially from Empanadas Don Sergio in Antofagasta"),
            (3, 0, "fact", "contract ends late November; going back to Chengdu for two months"),
            (3, 0, "fact", "wife and son Leo, 8, live in Chengdu"),
            (3, 2, "fact", "son Leo likes football"),
            (3, 2, "non_standing", "misses Chengdu hotpot most"),
        ],
        unrel=[
            "为什么 ocean 看起来是蓝色的?",
            "black hole 是怎么形成的?",
            "推荐几本好看的 science fiction 小说",
        ],
        rel=[
            ("下山以后想吃点当地的东西, 推荐一下", [4, 2]),
            ("给我儿子买个生日礼物, 他喜欢什么", [6, 7]),
            ("我什么时候回国", [5]),
            ("回家后第一顿想吃什么来着, 有什么健康一点的吃法", [8, 2]),
        ],
    ),

    # u22 - Chinese expectant father in Istanbul; colour-blind
    dict(
        lang="mixed",
        sessions=[
            ("2026-06-24T22:00:00+03:00", [
                "Elif 怀孕了! twelve weeks, due in January, 我们第一胎. 我是中国人她是土耳其人, 想给宝宝取一个中文和土耳其语都好念的名字, any ideas?",
                "Congratulations! Some names that work in both languages: Deniz (德尼兹, 'sea'), Can (灿), Ada (阿达), Ela (艾拉), Aylin (爱琳).",
                "Can 不错, 灿. 另外我是色盲, red-green 那种, 你给我什么 chart 或者说明的时候别只用颜色区分",
                "Noted. I'll use labels, symbols or patterns rather than relying on colour alone.",
            ]),
            ("2026-08-14T19:30:00+03:00", [
                "周末和 Elif 去 Moda 那家 Nazlı Kahvaltı 吃 serpme kahvaltı, 是我们最喜欢的早餐店. 她现在怀孕, 有什么要避开的?",
                "During pregnancy it's best to avoid unpasteurised cheese (some köy peyniri is made from raw milk), runny eggs and undercooked sucuk. Olives, honey, well-cooked eggs and bread are fine.",
                "ok. please 以后回复都用简体中文, 我打字中英混是习惯, 但读中文快很多",
                "好的，以后都用简体中文回复。",
            ]),
            ("2026-10-30T21:15:00+03:00", [
                "最近在学 bağlama, 土耳其的弦乐器, 超难但很好玩, 一周上一次课",
                "Bağlama 很有特色。刚开始多练右手扫弦的节奏，每天练十分钟，比一周练一次长时间更有效。",
                "还有下个月要搬到 Üsküdar, 离 Elif 爸妈近一点, 宝宝出生后他们可以帮忙",
                "搬到父母附近，宝宝出生后会轻松很多。记得提前安排网络和搬家公司。",
            ]),
        ],
        st=[
            (1, 0, "fact", "wife Elif is pregnant with their first baby, due in January"),
            (1, 2, "standing", "red-green colour-blind: never distinguish things by colour alone"),
            (2, 0, "non_standing", "favourite breakfast place is Nazlı Kahvaltı in Moda"),
            (2, 2, "standing", "always reply in simplified Chinese"),
            (3, 0, "non_standing", "learning the bağlama, one lesson a week, enjoys it"),
            (3, 2, "fact", "moving to Üsküdar next month, near Elif's parents"),
        ],
        unrel=[
            "GPS 是怎么知道我在哪里的?",
            "帮我做一个 simple monthly budget spreadsheet 的模板",
            "为什么 cats 那么喜欢纸箱?",
        ],
        rel=[
            ("周末早餐去哪里吃", [3]),
            ("新家附近有没有可以继续上乐器课的地方", [5, 6]),
            ("宝宝 due date 是什么时候", [1]),
        ],
    ),

    # u23 - IT support, Beijing; dyslexic; apps must work in mainland China
    dict(
        lang="mixed",
        sessions=[
            ("2026-05-28T12:30:00+08:00", [
                "我在北京一家外企做 IT support, 每天处理 ticket. 想整理一个 new hire onboarding checklist, 帮我列一下",
                "入职前需要准备的内容包括：创建 AD 账号并分配到对应的部门组、开通邮箱和 Teams、准备好笔记本电脑并安装标准镜像、配置 VPN 和 MFA、分配打印机权限、准备工牌和门禁卡，入职第一天还需要安排一次 IT 安全培训，并确认新员工已经签署了 IT 使用政策……",
                "能短一点吗, I'm dyslexic, 长段落我读得很慢. 短句, 每条一行, 以后都这样",
                "好。\n- AD 账号\n- 邮箱和 Teams\n- 电脑装镜像\n- VPN 和 MFA\n- 打印机权限\n- 工牌门禁\n- 安全培训",
            ]),
            ("2026-07-22T20:00:00+08:00", [
                "老婆 Lily 想学游泳, 有什么 app 可以 track 游泳进度? 记住, 要国内能用的, 不要推荐 Google 或者 need VPN 的东西, 一直都是",
                "- Keep\n- 咕咚\n- 华为运动健康\n- 小米运动健康\n都能记游泳。",
                "Keep 就行. 周末我们去顺义看房, 想搬过去, 离她公司近",
                "看房重点：\n- 通勤时间\n- 地铁15号线\n- 小区物业",
            ]),
            ("2026-09-19T21:40:00+08:00", [
                "今晚去簋街吃小龙虾, 胡大, 每次排队两小时但值得, my absolute favourite",
                "胡大很火。\n- 可以先线上取号",
                "好主意. 明天早上去打 badminton, 我每个周日都打, 球拍线断了, 推荐什么线?",
                "- YONEX BG65：耐打\n- BG80：手感脆\n- 磅数 24-26",
            ]),
        ],
        st=[
            (1, 0, "fact", "IT support at a foreign company in Beijing"),
            (1, 2, "standing", "dyslexic: short sentences, one item per line, no long paragraphs"),
            (2, 0, "fact", "wife named Lily, learning to swim"),
            (2, 0, "standing", "only recommend apps/services usable in mainland China without VPN; no Google"),
            (2, 2, "fact", "looking at flats in Shunyi to move closer to wife's office"),
            (3, 0, "non_standing", "favourite crayfish is Hu Da on Gui Street"),
            (3, 2, "non_standing", "plays badminton every Sunday morning"),
        ],
        unrel=[
            "What is the Pythagorean theorem?",
            "推荐一个好用的 note-taking app",
            "怎么跟小孩解释 inflation?",
        ],
        rel=[
            ("周末想吃 crayfish, 去哪家", [6]),
            ("想找个周日一起运动的群", [7]),
            ("我们打算搬到哪个区", [5]),
            ("给老婆报个游泳课, 有什么建议", [3]),
        ],
    ),

    # u24 - HR at a consulting firm in Shanghai, grew up in Sydney; Catholic
    dict(
        lang="mixed",
        sessions=[
            ("2026-06-02T19:50:00+08:00", [
                "hi, 我在上海一家 consulting firm 做 HR, 下个月 team building, 想要一些不是 KTV 的 ideas",
                "可以考虑密室逃脱、烹饪课、青浦的龙舟体验，或者法租界的 city walk。",
                "Can you reply in English? 我在 Sydney 长大, 中文说没问题 but reading is slow for me. Always English please.",
                "Sure. Escape rooms, a cooking class, a dragon boat session in Qingpu, or a guided walk through the former French Concession.",
                "Cooking class sounds fun. Just not on a Sunday morning, I'm Catholic and go to Mass at Xujiahui every Sunday, so never plan things for me then.",
                "Noted. A Saturday afternoon cooking class would work well.",
            ]),
            ("2026-08-27T21:10:00+08:00", [
                "My mum is flying in from Sydney on 10 September for a month. She's a total foodie. 她最想吃的是小杨生煎, I told her it's my favourite.",
                "She'll love it. You could also try Jia Jia Tang Bao for soup dumplings and Lao Zhengxing for classic Shanghainese dishes.",
                "ha, Jia Jia is good. what's the weather like mid September?",
                "Still warm, roughly 24 to 30°C and humid, with the odd typhoon shower. Light layers and an umbrella.",
            ]),
            ("2026-11-12T20:30:00+08:00", [
                "Weekend plans: starting pottery classes on 安福路, been wanting to for ages. Any tips for a total beginner?",
                "Wear clothes you don't mind getting dirty, keep your nails short, and don't worry if centring the clay fails on day one. It takes a few sessions.",
                "Thanks! It's a Saturday class, so no clash with Mass 😄",
                "Perfect timing.",
            ]),
        ],
        st=[
            (1, 0, "fact", "HR at a consulting firm in Shanghai; organising team building next month"),
            (1, 2, "standing", "always reply in English; grew up in Sydney, reads Chinese slowly"),
            (1, 4, "standing", "Catholic, Sunday morning Mass at Xujiahui: never plan anything then"),
            (2, 0, "fact", "mother visiting from Sydney from 10 September for a month"),
            (2, 0, "non_standing", "Xiaoyang shengjian (小杨生煎) is the user's favourite; mum wants to try it"),
            (3, 0, "non_standing", "taking pottery classes on Anfu Road, long wanted to"),
        ],
        unrel=[
            "How does a credit score work?",
            "用简单的话解释一下 machine learning",
            "What's a good stretching routine for a stiff lower back?",
        ],
        rel=[
            ("Where should I take a friend for breakfast dumplings?", [5]),
            ("Plan me a weekend day trip to Hangzhou", [3]),
            ("When does my mum land again?", [4]),
            ("我上次说想学的那个手工课是什么来着?", [6]),
        ],
    ),
]
