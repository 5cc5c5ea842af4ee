from dsl import U, A, S, N, F, user

USERS = [
    # u17 Kevin Wong, full-time Grab driver, Singapore
    user("mixed", [
        ("2026-05-30T23:10:00+08:00", [
            U("hi 我开Grab的, full time, 多数 night shift lah. 想问 car tyre 多久要换一次",
              F("grab", "full-time Grab driver in Singapore, mostly night shifts")),
            A("您好！一般而言，轮胎的更换周期取决于多种因素，包括行驶里程、驾驶习惯、路况以及轮胎品牌等。通常建议您每行驶40,000至50,000公里更换一次，或在胎纹深度低于1.6毫米时立即更换。此外，敬请定期检查胎压，以确保行车安全。如有任何疑问，欢迎随时咨询。"),
            U("wah 不用那么 formal lah, 讲话随便一点就好, like friend like that. 什么'您'的 very 奇怪",
              S("casual", "talk casually like a friend, not formal, no 您")),
            A("Ok bro 😄 Usually 40k to 50k km change. Tread below 2mm confirm must change already."),
            U("four tyres how much ah"),
            A("Mid-range ones around US$400-600 for four, installed."),
            U("eh why US dollar, I in Singapore leh. always SGD ok",
              S("sgd", "prices always in SGD")),
            A("Oops sorry! Mid-range about S$500-800 for four. Try the tyre shops around Ubi or Kaki Bukit, usually cheaper a bit."),
        ]),
        ("2026-08-26T15:40:00+08:00", [
            U("我女儿九月底 PSLE 了, 她 maths 有点弱, 怎么帮她 last minute",
              F("psle", "daughter sits PSLE at the end of September, weak in maths")),
            A("Don't panic lah. One past year paper a day, then go through the mistakes together. Focus on problem sums and model drawing. Week before the exam, sleep early, very important."),
            U("ok thanks bro. 跑完 night shift 我最爱去 Tai Hwa 吃 bak chor mee, 排队一个钟都愿意",
              N("bcm", "loves the bak chor mee at Tai Hwa")),
            A("Wah good taste! Michelin one some more. Go early, the queue shorter."),
            U("那边一碗几钱 now"),
            A("Last I know around S$8 to S$10 a bowl, depends on size. Might go up a bit already."),
        ]),
    ],
        unrelated=[
            "how does 5G work ah",
            "帮我 translate 'good morning' to Malay",
            "为什么 cat 会 purr one",
        ],
        related=[
            ("my girl's exam when ah", ["psle"]),
            ("car maintenance for my driving job, what else to check", ["grab"]),
            ("想吃 noodles, 我最喜欢那家叫什么", ["bcm"]),
        ]),

    # u18 Sylvia 陈思雨, master's student in Paris, ethical vegan
    user("mixed", [
        ("2026-06-03T18:30:00+02:00", [
            U("Bonjour 哈哈. 我在 Sciences Po 读 master, public policy, dissertation 八月底要交. 想问 literature review 怎么 structure 比较好",
              F("master", "public policy master's at Sciences Po; dissertation due end of August")),
            A("文献综述可以按主题来组织：先写理论框架，比如政策扩散理论和制度主义；再梳理实证研究，按研究方法或地区分类；最后指出现有研究的空白，引出你的研究问题。每一部分结尾做一个小结。"),
            U("以后可以中文回答 but 专业词保留 English 吗, 比如 literature review, policy diffusion 这种, 我 dissertation 是英文写的, 翻成中文我反而看不懂",
              S("terms", "answer in Chinese but keep technical terms in English")),
            A("没问题。重写一下：literature review 按 theme 组织：先写 theoretical framework（比如 policy diffusion、institutionalism），再梳理 empirical studies，最后指出 research gap，引出你的 research question。"),
            U("对了 I'm vegan, 不是 diet 是 ethical 那种, 所以任何 recipe 或者餐厅推荐都要 fully plant-based 哦",
              S("vegan", "ethical vegan: every recipe and restaurant suggestion fully plant-based")),
            A("Noted，以后推荐的 recipe 和餐厅都会是 fully plant-based。"),
        ]),
        ("2026-07-19T22:50:00+02:00", [
            U("我在 Marais 一家奶茶店打工, 一周三天. 老板想出 new menu, just this once 帮我写个法语版的 menu 介绍",
              F("bubble", "works part-time at a bubble tea shop in the Marais, three days a week"),
              N("french", "French menu text for the shop (just this once)")),
            A("Découvrez notre nouvelle carte d'été : thé au jasmin et à la pêche, lait d'avoine au sucre brun, perles de tapioca préparées chaque matin. À déguster sur place ou à emporter !"),
            U("Taylor Swift 我真的每一场都想去, she's literally my religion lol. 有什么她的冷门歌推荐",
              N("taylor", "huge Taylor Swift fan")),
            A("几首 deep cuts：'Dear Reader'、'right where you left me'、'The Great War'、'hoax'、'Clara Bow'。"),
        ]),
        ("2026-09-02T12:15:00+02:00", [
            U("dissertation 交了!!! 想庆祝一下, Paris 有什么好吃的 vegan 餐厅"),
            A("恭喜！可以试试 Le Potager du Marais（经典法餐的 vegan 版），或者 Land&Monkeys 的 vegan pâtisserie，还有 Hank Burger。周末记得提前 book。"),
            U("Le Potager du Marais 我最喜欢了, 每次都点 seitan bourguignon, 那就去那里",
              N("potager", "favourite restaurant: Le Potager du Marais (seitan bourguignon)")),
            A("好选择！好好庆祝一下，enjoy 🎉"),
        ]),
    ],
        unrelated=[
            "explain 一下 black hole 是怎么形成的",
            "what's the difference between 天气 and climate",
            "帮我 translate 'nice to meet you' into Japanese",
        ],
        related=[
            ("我在读什么 program, dissertation 什么时候 due", ["master"]),
            ("where do I work part-time", ["bubble"]),
            ("推荐我最喜欢的 singer 的歌", ["taylor"]),
            ("book a table at my usual place for Friday", ["potager", "vegan"]),
        ]),

    # u19 Jason 李, fab process engineer in Hsinchu, G6PD deficiency
    user("mixed", [
        ("2026-06-17T20:40:00+08:00", [
            U("我在新竹科學園區的 fab 當 process engineer, 做四休四, 一班 12 小時. 下班都很想睡但又睡不著, 有什麼 tips",
              F("fab", "process engineer at a fab in Hsinchu Science Park, 4-on-4-off 12-hour shifts")),
            A("輪班後睡不著很常見，原因通常是身體還處在工作時的緊繃狀態，加上下班時接觸到的光線會讓大腦以為還是白天。建議你在下班前兩小時就不要再喝咖啡或含咖啡因的飲料，回家路上可以戴墨鏡減少光線刺激。到家之後先洗個熱水澡，讓體溫先升後降，有助於入睡。房間要盡量全暗，可以用遮光窗簾和眼罩，並且把手機放遠一點。如果躺了二十分鐘還睡不著，就起來做點無聊的事，等有睡意再回床上。"),
            U("可以 bullet points 就好嗎, 以後都這樣, 下班腦袋已經讀不了長段落了",
              S("bullets", "always answer in bullet points")),
            A("- 下班前 2 小時停咖啡\n- 回家戴墨鏡\n- 熱水澡再睡\n- 遮光窗簾 + 眼罩\n- 20 分鐘睡不著就起來"),
            U("還有我有蠶豆症 G6PD deficiency, 以後任何食物或藥的建議都要避開 trigger, 像蠶豆、樟腦丸、某些止痛藥那種",
              S("g6pd", "G6PD deficiency: food and medicine suggestions must avoid triggers (fava beans, mothballs, some painkillers)")),
            A("- 收到，食物和藥都會幫你避開\n- 助眠的部分我也不會推薦你自己買藥\n- 不確定的藥先問藥師"),
        ]),
        ("2026-08-29T09:30:00+08:00", [
            U("女朋友在 Vancouver 讀書, 我們時差 15 小時, 有什麼 long distance date 的 idea",
              F("gf", "girlfriend studies in Vancouver, 15-hour time difference")),
            A("- 同時看同一部電影，開視訊\n- 一起線上玩小遊戲\n- 訂同一家的外送，一起吃\n- 寄手寫信和小禮物\n- 固定每週一個 date 時間"),
            U("下個月我要飛過去找她, 這次機票就訂長榮, 我不想轉機",
              N("eva", "EVA Air nonstop for next month's trip to Vancouver")),
            A("- 長榮有桃園直飛溫哥華\n- 約 11 小時\n- 早點訂，九月票價會漲"),
            U("我超愛喝 50嵐 的四季春加珍波, Vancouver 有類似的嗎",
              N("50lan", "loves 50 Lan four-seasons tea with boba")),
            A("- Vancouver 手搖店很多，Richmond 最集中\n- 可以找台灣連鎖品牌\n- 四季春不一定有，可以點烏龍或綠茶加珍珠"),
        ]),
    ],
        unrelated=[
            "為什麼會有閏年",
            "how do airplanes stay in the air",
            "推薦幾本 sci-fi 小說",
        ],
        related=[
            ("what's my shift schedule at work", ["fab"]),
            ("我女朋友住哪裡, 她那邊現在幾點", ["gf"]),
            ("推薦一家手搖 like the one I always drink", ["50lan"]),
            ("我頭痛可以吃什麼藥", ["g6pd"]),
        ]),

    # u20 Mandy 黃, senior auditor in Central, Hong Kong, pregnant with second child
    user("mixed", [
        ("2026-07-07T22:30:00+08:00", [
            U("Hi, 我 22 weeks pregnant, 第二胎. 以後你 suggest 嘢食或者藥, 有咩孕婦唔啱嘅一定要 flag 我. thx",
              S("preg", "pregnant: flag any food or medicine unsafe in pregnancy")),
            A("Noted，恭喜！以後有孕婦要小心嘅嘢我會講明。"),
            U("成日好攰, 返工有咩 snack 可以 keep 住 energy"),
            A("懷孕中期攰係好常見嘅，一來身體要供血俾BB，二來有時會有輕微貧血，所以飲食上可以揀啲慢慢釋放能量、又有鐵質同蛋白質嘅嘢。以下係一啲返工方便帶嘅選擇：\n1. 原味乳酪加燕麥同藍莓\n2. 全麥多士夾花生醬\n3. 烚蛋（一定要全熟）\n4. 一小把果仁，例如杏仁、合桃\n5. 香蕉或者蘋果\n6. 芝士粒（要揀硬芝士，避開軟芝士同藍芝士）\n7. 鷹嘴豆泥配甘筍條\n另外記得每日飲夠水，因為缺水都會令人好攰。如果攰到影響工作，或者有頭暈、心跳快，最好問下婦產科醫生驗下血。"),
            U("太長啦, 我一手抱住個女打字. 以後 keep it short, 3 points max",
              S("short", "keep answers short, three points at most")),
            A("1. 烚蛋（全熟）\n2. 乳酪加燕麥\n3. 果仁一小把"),
        ]),
        ("2026-09-10T13:05:00+08:00", [
            U("Lunch break. 我喺 Central 一間 audit firm 做 senior. 我最鍾意食譚仔, 但唔知孕婦食辣 OK 唔 OK",
              F("work", "senior at an audit firm in Central"),
              N("tamjai", "loves TamJai noodles")),
            A("1. 小辣 OK，唔會傷到BB\n2. 但會易胃酸倒流，揀小辣或者微辣\n3. 避開生蛋同未熟嘅配料"),
            U("OK. 我 10月中開始放產假, 要 handover 俾個 junior, 有冇 checklist",
              F("leave", "maternity leave starts mid-October")),
            A("1. 列晒 open items 同 deadline\n2. 同 junior 一齊見一次 client\n3. 寫低所有 file 同 password 放邊"),
            U("for this email to the partner, 要好 formal, 唔好 casual 啲",
              N("formalmail", "formal tone for this email to the firm partner")),
            A("Dear Mr. Lau,\nI would like to confirm that my maternity leave will commence on 15 October. I will complete a full handover to Ms. Cheung by 9 October and remain reachable by email for urgent matters.\nKind regards,\nMandy Wong"),
        ]),
    ],
        unrelated=[
            "點解會有彩虹",
            "explain what is blockchain",
            "幫我 translate 'happy birthday' 做日文",
        ],
        related=[
            ("我幾時開始放 maternity leave", ["leave"]),
            ("where do I work and what's my role", ["work"]),
            ("lunch 想食我最鍾意嗰間", ["tamjai"]),
            ("頭痛可唔可以食 panadol", ["preg"]),
        ]),

    # u21 刘建军 JJ, construction project manager in Dubai, gout
    user("mixed", [
        ("2026-06-24T20:15:00+04:00", [
            U("在 Dubai 工地做 project manager, 最近脚趾又肿了, 医生说 gout 复发. 以后推荐吃的都注意一下嘌呤, 海鲜啤酒我都得少碰",
              F("pm", "project manager on a construction site in Dubai"),
              S("gout", "gout: all food suggestions must watch purines (little seafood, no beer)")),
            A("Sorry to hear that. For gout, limit red meat, organ meats, shellfish and beer; drink 2-3 L of water a day; low-fat dairy, eggs and vegetables are good choices."),
            U("还有 回答用中文就好. 但帮我写 email 的时候用 English, 工地上都是英文沟通",
              S("lang", "answer in Chinese, but write email drafts in English")),
            A("好的。简单说：少吃红肉、内脏、海鲜，不喝啤酒；每天喝两到三升水；鸡蛋、低脂奶和蔬菜可以放心吃。"),
            U("写个 email 给 subcontractor, 说 scaffolding inspection 延到下周三"),
            A("Subject: Scaffolding Inspection Rescheduled\n\nDear Mr. Khan,\n\nPlease note that the scaffolding inspection has been moved to next Wednesday. Kindly make sure your team is available on site from 8:00 am.\n\nBest regards,\nLiu Jianjun"),
        ]),
        ("2026-09-18T21:40:00+04:00", [
            U("老婆和儿子在武汉, 儿子今年刚上一年级. 国庆想让他们飞过来玩一周, 天气会不会太热",
              F("family", "wife and son (just started first grade) live in Wuhan")),
            A("十月初迪拜白天还有三十五度左右，晚上凉快一些。白天可以安排商场、水族馆和室内乐园，傍晚再去海滩和沙漠。给孩子带好防晒和帽子。"),
            U("周末我都跟几个同事在 Al Quoz 打羽毛球, 这是我在这边唯一的乐趣了哈哈",
              N("badminton", "plays badminton with colleagues in Al Quoz at weekends")),
            A("挺好，运动还能帮助控制尿酸。打完球多喝水，别马上喝冰啤酒。"),
            U("夏天工地 45 度, 工人中暑怎么预防, 给我列个 toolbox talk 的要点"),
            A("要点：\n1. 每 20 分钟喝一次水，不要等口渴\n2. 中午 12:30 到 15:00 停止户外作业\n3. 设阴凉休息点，配电解质饮料\n4. 新来的工人前一周逐步增加工作量\n5. 出现头晕、恶心、停止出汗，马上报告\n需要 English 版本直接发给工人的话我再写。"),
        ]),
    ],
        unrelated=[
            "为什么 ocean 是咸的",
            "怎么学 Excel 的 pivot table",
            "解释一下 what is 量子纠缠",
        ],
        related=[
            ("我家里人在哪里", ["family"]),
            ("周末一般干什么", ["badminton"]),
            ("draft an email to the client about the delay on level 3", ["lang", "pm"]),
        ]),

    # u22 Annie 林, exchange student at Yonsei in Seoul, dyslexia
    user("mixed", [
        ("2026-05-10T23:50:00+09:00", [
            U("hi 我是从厦门来 Yonsei 的交换生, 这学期在新村一家 cafe 打工. 有个 English essay 明天要交, 可以帮我看看 grammar 吗",
              F("yonsei", "exchange student at Yonsei from Xiamen; works part-time at a café in Sinchon")),
            A("Your essay demonstrates a commendable command of argumentation; nevertheless, several syntactic inconsistencies merit attention, particularly regarding subject-verb concordance, the occasionally ambiguous antecedents of your relative clauses, and a tendency towards comma splices that undermines the otherwise coherent progression of your thesis."),
            U("sorry 我有 dyslexia, 这种长句子我要读很久. 以后英文的部分请用 simple words, short sentences, 谢谢",
              S("dys", "dyslexia: English parts in simple words and short sentences")),
            A("Sure. Three things to fix:\n- 'He go' should be 'He goes'.\n- Cut long sentences in two.\n- Put a full stop, not a comma, between two full sentences."),
            U("SEVENTEEN is literally my life 真的, 下个月 concert 在 Gocheok, 我抢到票了!!!",
              N("svt", "huge SEVENTEEN fan")),
            A("Wow, well done! 高尺 Sky Dome is big. Go early. Take a light stick and a power bank."),
        ]),
        ("2026-08-05T12:40:00+09:00", [
            U("韩国室友教我做 kimchi jjigae, 但我对虾过敏 shrimp allergy, 以后给我 recipe 都不要有虾",
              S("shrimp", "shrimp allergy: no shrimp in any recipe")),
            A("好的，以后的 recipe 都不会有虾。注意：很多 kimchi 里面有 saeujeot（腌虾酱），做 kimchi jjigae 要买 label 写没有虾的 vegan kimchi，或者自己做。"),
            U("哇我都不知道 kimchi 里面有虾. 我九月就回厦门了, 回去要写毕业论文",
              F("return", "goes back to Xiamen in September to write her graduation thesis")),
            A("回厦门也能做，超市的韩国泡菜看成分表，选没有 shrimp 的就好。Good luck with the thesis."),
            U("回国前想买点 souvenir 送朋友, Olive Young 什么值得买"),
            A("Olive Young 的 sheet mask 和 sunscreen 送人最好。Buy in Myeongdong. Ask for tax refund."),
        ]),
    ],
        unrelated=[
            "how do volcanoes form",
            "帮我解释 what is machine learning, easy 一点",
            "为什么 leaves 秋天会变红",
        ],
        related=[
            ("where do I work part time", ["yonsei"]),
            ("我什么时候回国", ["return"]),
            ("any news about my favourite group", ["svt"]),
        ]),

    # u23 吴浩 Howard, family pastelaria in Liberdade, São Paulo (voice dictation)
    user("mixed", [
        ("2026-06-13T07:30:00-03:00", [
            U("早上好 我家 在 São Paulo 的 Liberdade 开 pastelaria 开了 十五年 我爸 传给 我的 想问 pastel de queijo 的 massa 怎么 做得 更脆",
              F("pastelaria", "family pastelaria in Liberdade, São Paulo, 15 years, took it over from his father")),
            A("**让 massa 更脆的三个关键：**\n\n| 做法 | 效果 |\n|---|---|\n| 加一勺 cachaça | 油炸时起泡更脆 |\n| 面团 *醒* 30 分钟 | 更好擀薄 |\n| 油温 180°C | 不吸油 |\n\n* 擀得越薄越好\n* 炸之前别放太久"),
            U("你 说的 那些 表格 星号 我 手机 读出来 全是 乱码 我 都是 用 语音 听的 以后 别用 表格 和 符号 还有 回答 短一点",
              S("plain", "answers are read aloud: short, plain sentences, no tables or symbols")),
            A("好的。面团里加一勺 cachaça，醒半小时，擀薄，油温一百八十度再炸。"),
            U("我 老婆 Fernanda 是 celiac 今晚 给她 做饭 不能 有 glúten 做 什么 好",
              F("wife", "wife Fernanda is coeliac (gluten-free dinner tonight)")),
            A("可以做 pão de queijo，用木薯粉，本来就没有麸质。配一个烤鸡腿和沙拉就够了。注意酱油和高汤块可能有小麦。"),
        ]),
        ("2026-10-02T21:10:00-03:00", [
            U("周日 Palmeiras 踢 Corinthians 我 一定 要 去 看 我 是 Palmeiras 死忠 三十年 了",
              N("palmeiras", "die-hard Palmeiras fan for thirty years")),
            A("好啊。德比人多，早点到 Allianz Parque，坐地铁去，别开车。"),
            U("那 这次 帮我 写 一个 葡萄牙语 的 告示 贴 在 店门口 说 周日 下午 不开门 要 正式 一点",
              N("aviso", "a formal Portuguese notice for the shop door this Sunday")),
            A("Prezados clientes, informamos que neste domingo a pastelaria estará fechada no período da tarde. Agradecemos a compreensão e esperamos por vocês na segunda-feira. Atenciosamente, a Família Wu."),
            U("好 谢谢 打印 出来 了"),
            A("不客气。周日 看球 开心。"),
        ]),
    ],
        unrelated=[
            "为什么 飞机 能 飞",
            "how to say good morning in Japanese",
            "什么 是 photosynthesis",
        ],
        related=[
            ("我 老婆 什么 东西 不能 吃", ["wife"]),
            ("我的 店 在 哪里 开了 多久", ["pastelaria"]),
            ("football this weekend 我 支持 哪个 队", ["palmeiras"]),
        ]),

    # u24 马骏 Jun, telecom engineer in Lagos, type 1 diabetes
    user("mixed", [
        ("2026-07-12T19:45:00+01:00", [
            U("我在 Lagos 做 telecom, Huawei 的 project, 来了一年多了. 我是一型糖尿病 T1D, 用 insulin pump, 所以你给我任何饮食建议都要写 carb 克数, 我要算 bolus",
              F("huawei", "telecom engineer on a Huawei project in Lagos for over a year"),
              S("t1d", "type 1 diabetic on a pump: every food suggestion must give carb grams")),
            A("明白，以后饮食建议都会标碳水克数。比如一碗米饭（150 克）约 42 克碳水，一个中等大小的 plantain 约 57 克。"),
            U("另外 以后 reply in English 吧, 我想练英文, 工作要用",
              S("english", "reply in English")),
            A("Sure, English from now on. Let me know what you want to eat and I will give the carbs."),
            U("What is jollof rice carbs? My driver always buy me from Mama Cass, it's my favourite",
              N("jollof", "favourite food: jollof rice from Mama Cass")),
            A("A normal plate of jollof rice (about 250 g) has around 65-75 g carbs. If there is fried plantain on the side, add about 30 g for a small portion."),
        ]),
        ("2026-09-27T20:30:00+01:00", [
            U("English is ok but food names 也给我中文, 有时候我不认识 like 'egusi'",
              S("foodcn", "give Chinese names for foods as well")),
            A("Good idea. Egusi (甜瓜籽汤) is a soup made from ground melon seeds. One bowl is about 10-15 g carbs, but eaten with pounded yam (捣山药泥) 200 g it adds about 70 g."),
            U("My wife and daughter are in 西安, daughter is 6, just started primary school. 中秋 I couldn't go back, sad",
              F("family", "wife and six-year-old daughter live in Xi'an")),
            A("That is hard. Maybe a video call at her bedtime, and send her a small gift from Lagos. Christmas leave could be the next chance to go home."),
            U("weekend I play table tennis with colleagues, I'm the best in the team haha",
              N("pingpong", "plays table tennis with colleagues at weekends")),
            A("Nice! Remember to check your glucose before you play, and keep some glucose tablets (葡萄糖片, 4 g carbs each) in your bag."),
        ]),
    ],
        unrelated=[
            "why is the sea salty",
            "怎么 learn to swim as an adult",
            "explain 什么是 inflation",
        ],
        related=[
            ("what's my favourite Nigerian food and where do I get it", ["jollof"]),
            ("where is my family", ["family"]),
            ("what job am I doing in Lagos", ["huawei"]),
            ("plan me a dinner for tonight", ["t1d", "foodcn"]),
        ]),
]
