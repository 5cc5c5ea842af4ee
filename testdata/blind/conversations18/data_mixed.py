# Users mixing Chinese and English (c18-u17 .. c18-u24). Same format as data_en.py.

USERS = []

# u17 — software tester (QA), Shanghai
USERS.append(dict(
    uid="u17", lang="mixed",
    sessions=[
        ("2026-05-11T19:45:00+08:00", [
            "帮我 review 一下这个 test case 的标题: 'Verify user can login with valid credentials'，感觉太笼统了",
            "确实有点笼统 😊 可以拆得更细：\n1. 手机号+正确密码登录成功 ✅\n2. 邮箱+正确密码登录成功 ✅\n3. 微信授权登录成功 🚀\n这样每个 case 只验证一个点 👍",
            "以后 reply 都用 English 吧，我想多看英文。还有 emoji 能不能别用了，看着很乱",
            "Sure. Split it into specific cases, e.g. 'Login succeeds with registered phone number and correct password', 'Login succeeds with email and correct password', 'Login succeeds via WeChat authorization'. One check per case.",
            "nice. 我在一家做 e-commerce 的公司做 QA，主要测 app 的 checkout flow，618 之后应该能轻松点",
            "Makes sense, checkout is the riskiest flow before 618. Afterwards might be a good time to add automated regression for payment edge cases.",
        ]),
        ("2026-07-19T11:20:00+08:00", [
            "周末去攀岩，我现在超迷 bouldering，一周去三次，卡在 V4 好久了怎么突破",
            "To get past V4: focus on footwork with quiet-feet drills, project one problem per session instead of flashing many easy ones, and keep hangboard work to twice a week to protect your fingers.",
            "btw IELTS 考试定在 9月13号了，speaking 最弱，有什么练法",
            "You have about eight weeks. Record yourself answering one Part 2 cue card every day, then listen back and note filler words. Do a full mock speaking test with a partner every weekend.",
            "这次 mock test 的 feedback 邮件帮我回一下，这封要非常 polite 和 formal，是回给外教的",
            "Dear Ms Harris,\n\nThank you very much for your detailed feedback on my mock test. I truly appreciate the time you took to point out my weaknesses in the speaking section. I will follow your suggestions closely and would be grateful for the chance to attempt another mock test before the exam.\n\nKind regards,\nKevin Chen",
        ]),
    ],
    statements=[
        (1, 2, "standing", "always reply in English (wants English practice)"),
        (1, 2, "standing", "no emoji"),
        (1, 4, "fact", "works as QA at an e-commerce company, tests the app's checkout flow"),
        (2, 0, "non_standing", "obsessed with bouldering, three times a week, stuck at V4"),
        (2, 2, "fact", "IELTS exam on 13 September; speaking is the weakest part"),
        (2, 4, "non_standing", "wanted the feedback email to the teacher very polite and formal (that one email)"),
    ],
    probes=[
        "帮我解释一下 blockchain 是什么",
        "怎么煮一个 perfect 的溏心蛋",
        "why do cats purr?",
        ("when is my English exam?", [5]),
        ("用户是做什么工作的？", [3]),
        ("我的运动 hobby 是什么", [4]),
    ],
))

# u18 — bank call-centre agent, Singapore (Singlish)
USERS.append(dict(
    uid="u18", lang="mixed",
    sessions=[
        ("2026-06-03T23:40:00+08:00", [
            "eh just finish my shift at the bank hotline, 2pm to 11pm, 今天 kena 骂 by three customers 😩 how to not bring the stress home",
            "I'm truly sorry to hear that you had such a difficult day. Dealing with upset customers can be emotionally draining. Here are some evidence-based strategies you may wish to consider: 1. Establish a transition ritual between work and home. 2. Practise mindful breathing. 3. Engage in physical activity. Would you like me to elaborate on any of these strategies?",
            "walao so formal for what, talk to me like friend can? and don't always end with 'would you like me to...' every time, very 烦",
            "Ok ok. Damn sian day sia. Take the long way home, bathe first thing, then makan something nice. Don't replay the calls in your head, they scold the bank, not you.",
            "haha ok better. 我妈 next week 要做 knee surgery at SGH, I taking leave to jaga her",
            "Hope the op goes smooth. Pack her slip-on shoes, a long charging cable and some snacks for the ward.",
        ]),
        ("2026-08-28T22:15:00+08:00", [
            "my mum recovering ok already. now I binge K-drama every night, 我超爱 Lee Jun-ho, finish King the Land already, got similar one?",
            "Try 'Twenty-Five Twenty-One', 'Business Proposal' and 'Crash Landing on You'. For more Lee Jun-ho, 'The Red Sleeve' is a must.",
            "also I'm quite obsessed with bubble tea, LiHO or KOI better?",
            "KOI for the classic milk tea with golden bubbles, LiHO if you like cheese foam. Honestly KOI la.",
            "steady",
            "Enjoy your bubble tea.",
        ]),
        ("2026-11-20T21:00:00+08:00", [
            "bro can recommend staycation for my mum birthday in Dec, not too ex",
            "Here got a few: 1. Village Hotel Sentosa, about S$250 a night, got pools. 2. Hotel Jen Orchardgateway, about S$280, near shopping. 3. Oasia Hotel Downtown, about S$300, rooftop pool. 4. Amara Sanctuary Sentosa, about S$320, quiet. 5. Marina Bay Sands, about S$800, iconic but ex. 6. Holiday Inn Express Katong, about S$200, near food.",
            "too long leh, 3 options enough. from now on max 3 things ok",
            "Ok. Village Hotel Sentosa for pools, Holiday Inn Express Katong for food, Hotel Jen Orchardgateway for shopping.",
            "ok the sentosa one, shiok",
            "Nice, your mum sure like.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "bank hotline call-centre agent, shift 2pm to 11pm"),
        (1, 2, "standing", "casual tone, talk like a friend, not formal"),
        (1, 2, "standing", "don't end answers with offers like 'would you like me to...'"),
        (1, 4, "fact", "mother having knee surgery at SGH; taking leave to look after her"),
        (2, 0, "non_standing", "binges K-drama; loves Lee Jun-ho"),
        (2, 2, "non_standing", "obsessed with bubble tea"),
        (3, 2, "standing", "lists or options: at most three items"),
    ],
    probes=[
        "how does GST work ah",
        "什么是 black hole?",
        "give me a quick 10 min workout can",
        ("what operation did my mother have?", [4]),
        ("推荐一部我会喜欢的 drama", [5]),
        ("what time does the user finish work?", [1]),
    ],
))

# u19 — electrician, lives in Johor Bahru, works in Singapore; dyslexic
USERS.append(dict(
    uid="u19", lang="mixed",
    sessions=[
        ("2026-06-17T05:30:00+08:00", [
            "morning. 我每天从 JB 过 causeway 去 singapore 做 electrician，5am 就要出门。有什么方法可以少 jam 一点?",
            "Commuters crossing the Johor-Singapore Causeway may wish to consider utilising alternative transportation modalities, such as the KTM Shuttle Tebrau service, which circumvents road congestion, or alternatively adjusting departure times to avoid the peak congestion window, which typically commences around 5:30am and persists until approximately 8:30am, whilst also monitoring real-time traffic conditions through navigation applications.",
            "我有 dyslexia，这种长句子我读得很辛苦。以后用简单的 words, short sentences, 一句一行 ok?",
            "Ok.\nLeave before 4:45am.\nOr take the KTM shuttle train.\nCheck Google Maps before you go.",
            "ok better. thanks bro",
            "No problem.\nDrive safe.",
        ]),
        ("2026-09-08T21:00:00+08:00", [
            "周末带老婆孩子去 Desaru 玩，孩子 5 岁和 8 岁，有什么好玩",
            "Adventure Waterpark.\nThe beach.\nDesaru Fruit Farm.\nAll good for 5 and 8.",
            "我最爱 durian，Musang King 可以一个人吃一整粒，Desaru 那边有 durian 吗",
            "Yes.\nDesaru Fruit Farm has durian.\nGo in the morning.\nAsk about the season first.",
            "还有，以后 money 用 RM 不要 SGD，除非我问 singapore 的东西",
            "Ok.\nRM from now.\nSGD only for Singapore things.",
        ]),
    ],
    statements=[
        (1, 0, "fact", "electrician working in Singapore, commutes daily from JB across the Causeway, leaves at 5am"),
        (1, 2, "standing", "has dyslexia: simple words, short sentences, one sentence per line"),
        (2, 0, "fact", "has a wife and two kids aged 5 and 8; weekend trip to Desaru"),
        (2, 2, "non_standing", "loves durian, can eat a whole Musang King"),
        (2, 4, "standing", "money in RM, not SGD, unless asking about something in Singapore"),
    ],
    probes=[
        "what is climate change",
        "怎么 reset wifi router",
        "帮我 translate 'happy new year' 去 Tamil",
        ("how old are my kids?", [3]),
        ("用户最爱吃什么水果？", [4]),
        ("我每天几点出门去 work？", [1]),
    ],
))

# u20 — physiotherapist, Hong Kong (Cantonese + English); vegan
USERS.append(dict(
    uid="u20", lang="mixed",
    sessions=[
        ("2026-07-06T20:20:00+08:00", [
            "Hi, 我係 physio，喺 Queen Mary Hospital 做。最近好多 patient frozen shoulder，有冇啲 home exercise 可以俾佢哋？",
            "可以試：pendulum swing、wall walk（手指沿牆爬上去）、towel stretch（毛巾喺背後拉）、cross-body stretch。每日兩至三次，每個動作10下。",
            "thx。btw 我食全素 vegan 㗎，以後 recipe 或者講食嘢都要 plant-based，連 honey 都唔好。",
            "收到，以後食物建議全部 plant-based，冇 honey。",
            "我 boyfriend Jason 就唔係 vegan，佢生日想食 steak，我想自己煮俾佢，點整好？",
            "Jason 嘅 steak：室溫放半個鐘、大火每面煎兩分半、落牛油香草、rest 五分鐘。你自己可以煎個 portobello mushroom steak 一齊食，用 olive oil 唔使牛油。",
        ]),
        ("2026-09-12T08:00:00+08:00", [
            "morning！今日 off，去 Dragon's Back。我 trail running 好癡線，逢星期日都跑。",
            "**Dragon's Back 路線**\n\n| 路段 | 距離 | 時間 |\n|---|---|---|\n| 土地灣 → 打爛埕頂山 | 3 km | 50 分鐘 |\n| 打爛埕頂山 → 大浪灣 | 5.5 km | 1.5 小時 |\n\n**Tips:** 帶 1.5L 水，山脊冇遮蔭。",
            "唔該唔好用 table，我用手機睇爆晒版。always plain text 就得。",
            "OK。由土地灣起步，行到大浪灣，大約 8.5 km，跑嘅話一個半鐘左右。帶 1.5L 水，山脊冇遮蔭。",
            "我報咗十一月嘅 Oxfam Trailwalker，100 km，好驚呀",
            "會好辛苦但做得到。週末練 back-to-back long run，夜晚練埋頭燈跑，同隊友夾好速度。補給可以帶香蕉、vegan 嘅能量 gel（check 成分）同鹽丸。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "physiotherapist at Queen Mary Hospital"),
        (1, 2, "standing", "vegan: all recipes and food suggestions plant-based, no honey"),
        (1, 4, "fact", "boyfriend Jason is not vegan; wants steak for his birthday and she will cook it"),
        (2, 0, "non_standing", "crazy about trail running, runs every Sunday"),
        (2, 2, "standing", "no tables, plain text only"),
        (2, 4, "fact", "signed up for the 100 km Oxfam Trailwalker in November"),
    ],
    probes=[
        "點解會有 jet lag？",
        "explain 一下 inflation 係咩",
        "教我寫一張 simple 嘅 thank-you card",
        ("我 boyfriend 生日想食咩？", [3]),
        ("which race did I sign up for?", [6]),
        ("用戶喺邊間醫院返工？", [1]),
    ],
))

# u21 — long-haul truck driver, Vancouver (Canada), from Northeast China
USERS.append(dict(
    uid="u21", lang="mixed",
    sessions=[
        ("2026-06-28T18:30:00-07:00", [
            "我在 Vancouver 开 long-haul truck，主要跑 Vancouver 到 Calgary，Coquihalla 那段冬天很吓人。想问 chain up 的规定",
            "In BC, commercial vehicles over 11,794 kg must carry chains on designated highways, including the Coquihalla, from October 1 to March 31. Watch for the chain-up signs. On ice, stopping distance can be up to ten times longer: at 60 mph you may need more than 1,000 feet to stop.",
            "能不能以后都用 metric? 公里, 公斤, 摄氏度。我脑子里不会转 miles 和 feet",
            "没问题。结冰路面刹车距离可能是干路的十倍，时速 100 km/h 时可能要 300 米以上才能停下。",
            "谢谢。另外我有 sleep apnea，用 CPAP，在卡车上睡要接 inverter，多大功率够?",
            "CPAP 一般 30–60 W，开加湿器可能到 100 W 左右。买一个 300 W 的 pure sine wave inverter 就够，注意别把电瓶放空。",
        ]),
        ("2026-10-22T20:00:00-07:00", [
            "这趟 run 回来了。老婆包了饺子，我最爱猪肉白菜馅的，东北人就好这口",
            "跑完长途吃饺子最舒服了。多包点冻上，下次带在车上，微波炉热一下就行。",
            "休息的时候我爱听评书，单田芳的《隋唐演义》听了好几遍",
            "那可以试试田连元的《杨家将》，或者袁阔成的《三国演义》。",
            "还有 reply 以后中文为主吧，technical 的词留英文就行，比如 inverter、chain up 这些",
            "好的，以后中文为主，technical terms 保留英文。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "long-haul truck driver based in Vancouver, mainly Vancouver to Calgary via the Coquihalla"),
        (1, 2, "standing", "always use metric units (km, kg, °C), not miles or feet"),
        (1, 4, "fact", "has sleep apnea and uses a CPAP in the truck"),
        (2, 0, "non_standing", "favourite food is pork and napa cabbage dumplings (from Northeast China)"),
        (2, 2, "non_standing", "likes listening to pingshu storytelling, Shan Tianfang's 隋唐演义"),
        (2, 4, "standing", "reply mainly in Chinese, keep technical terms in English"),
    ],
    probes=[
        "光速大概是多少？",
        "怎么 make 一杯好喝的 latte",
        "explain 一下 photosynthesis",
        ("我一般跑哪条线？", [1]),
        ("我睡觉用的那个机器要多大 power", [3]),
        ("user 最爱吃什么？", [4]),
        ("推荐点路上听的 audio 节目", [5]),
    ],
))

# u22 — small-shop owner, 25 de Março, São Paulo (Brazil); glaucoma / low vision
USERS.append(dict(
    uid="u22", lang="mixed",
    sessions=[
        ("2026-07-24T10:15:00-03:00", [
            "你好，我在 São Paulo 25 de Março 开一家小店，卖手机壳和小电器，十五年了。最近 sales 不好，怎么用 Instagram 做 promotion?",
            "用 Instagram 做推广，首先你需要把个人账号转成商业账号（business account），这样才能看到数据分析和投放广告；然后每天固定时间发布新货的照片或短视频，并在文案里写清楚价格和店铺地址；另外可以和附近的店家或者本地的小网红合作互相推荐，还可以用限时动态做每日特价……",
            "我眼睛不好，有 glaucoma，字要放很大才看得到。以后每一行短一点，一行不要超过十几个字，分开写",
            "好的。\n1. 开 business 账号\n2. 每天发新货照片\n3. 写清楚价钱\n4. 留言要快回",
            "价格都帮我用 reais 算，R$，不要美金",
            "好。\n广告一天\nR$20 起就可以。",
        ]),
        ("2026-10-10T15:30:00-03:00", [
            "我女儿 Julia 在 USP 读 medicine，今年第三年，下个月生日，想送她礼物",
            "可以送：\n好的听诊器，\n约 R$600–900。\n或者一个好背包。",
            "我自己最喜欢唱 karaoke，every weekend 都和朋友唱邓丽君",
            "邓丽君经典：\n《月亮代表我的心》\n《甜蜜蜜》\n《我只在乎你》",
            "thanks 很好",
            "不客气。",
        ]),
        ("2026-11-18T11:00:00-03:00", [
            "下个月 Natal，要进货。500 个手机壳，每个进价 R$8，卖 R$25，利润多少",
            "成本是 500 × R$8 = R$4.000，\n全部卖完收入 R$12.500，\n利润大约是 R$8.500。",
            "还是有点长，一行八个字就好，以后都这样",
            "好。\n利润\nR$8.500",
            "我每天早上都要吃一个 pão de queijo，最爱",
            "好吃。\n配咖啡\n最好。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "runs a small shop on 25 de Março, São Paulo, selling phone cases and small electronics, for 15 years"),
        (1, 2, "standing", "has glaucoma / low vision: short lines, no more than a dozen or so characters per line"),
        (1, 4, "standing", "prices in Brazilian reais (R$), not US dollars"),
        (2, 0, "fact", "daughter Julia is in 3rd year of medicine at USP; birthday next month"),
        (2, 2, "non_standing", "loves karaoke; sings Teresa Teng songs with friends every weekend"),
        (3, 2, "standing", "refined: at most eight characters per line"),
        (3, 4, "non_standing", "loves pão de queijo, has one every morning"),
    ],
    probes=[
        "为什么 ocean 是咸的",
        "how to 煮 rice 不粘锅",
        "什么是 AI",
        ("gift idea for my daughter's birthday", [4]),
        ("我的店卖什么东西？", [1]),
        ("用户周末喜欢做什么？", [5]),
    ],
))

# u23 — Amazon cross-border seller, Shenzhen
USERS.append(dict(
    uid="u23", lang="mixed",
    sessions=[
        ("2026-08-11T23:10:00+08:00", [
            "在深圳做 Amazon 跨境，卖 pet products，主要是 US 站。帮我写个 listing 的 bullet points，产品是 dog slow feeder bowl",
            "**Bullet Points:**\n\n- **SLOW DOWN FAST EATERS**: Maze design extends mealtime up to 10x...\n- **NON-SLIP BASE**: Rubber ring keeps the bowl in place...\n- **FOOD-GRADE MATERIAL**: BPA-free PP...\n- **EASY TO CLEAN**: Dishwasher safe...",
            "以后所有回复都 plain text，不要 markdown，不要星号和井号，我要直接 copy 到 WeChat 和 Seller Central，一 copy 全是 ** 很烦",
            "OK, plain text:\nSLOW DOWN FAST EATERS: Maze design extends mealtime up to 10x, reducing bloating and vomiting.\nNON-SLIP BASE: Rubber ring keeps the bowl in place.\nFOOD-GRADE MATERIAL: BPA-free PP, safe for daily use.\nEASY TO CLEAN: Dishwasher safe, top rack.",
            "nice。我养了只柯基叫豆包，产品图都是它出镜 haha",
            "豆包出镜转化率肯定高，主图可以放它吃饭的动图。",
        ]),
        ("2026-10-06T14:00:00+08:00", [
            "国庆还在加班，Q4 旺季要来了，Black Friday 的 ad budget 怎么分配比较好",
            "建议：\n提前两周把预算往 Sponsored Products 的 exact match 上压，约占 60%；\nBlack Friday 当周把 budget 提到平时的 2–3 倍；\n留 10–15% 给 Sponsored Brands 做品牌词防守。",
            "对了我更喜欢用 Helium 10，比 Jungle Scout 数据准一点",
            "那可以用 Helium 10 的 Cerebro 反查竞品关键词，再放进 Adtomic 里跑。",
            "给 supplier 的催货消息帮我写一下，这次语气要硬一点，他们已经拖了两周了",
            "王总，这批 slow feeder 已经比合同约定晚了两周，严重影响我们 Q4 备货。请在本周五前给出确切发货日期，否则我们将按合同条款处理，并考虑更换供应商。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "Amazon cross-border seller in Shenzhen, pet products, mainly the US marketplace"),
        (1, 2, "standing", "all replies plain text: no markdown, no asterisks or hashes (copies into WeChat and Seller Central)"),
        (1, 4, "fact", "has a corgi named 豆包 who models in the product photos"),
        (2, 2, "non_standing", "prefers Helium 10 over Jungle Scout"),
        (2, 4, "non_standing", "wanted a firm tone for this one chaser message to the supplier"),
    ],
    probes=[
        "怎么 explain 量子计算给小朋友听",
        "what's the best way to 背单词",
        "给我讲个 joke",
        ("我的狗叫什么名字？", [3]),
        ("which research tool do I prefer?", [4]),
        ("我们店卖什么、主要在哪个站？", [1]),
    ],
))

# u24 — baker, Marrickville, Sydney (Australia); deaf
USERS.append(dict(
    uid="u24", lang="mixed",
    sessions=[
        ("2026-05-25T16:00:00+10:00", [
            "hi，我在 Sydney Marrickville 一家 bakery 做 baker，凌晨三点开工。最近 sourdough 的 crumb 太紧，是 hydration 不够吗？",
            "有可能。可以把 hydration 从 70% 慢慢提到 75%；另外看看 bulk fermentation 是不是太短，面团体积涨 50% 左右再整形。",
            "thanks。另外想问 Medicare 的 claim 怎么弄，我第一次搞",
            "最简单是直接打 Medicare 电话 132 011 问，他们会一步步教你；或者去 Service NSW 柜台问。",
            "我是聋人，deaf，phone call 对我完全没用。以后别叫我打电话，给我 online、email 或者 text 的方法",
            "明白，抱歉。可以在 myGov 里连 Medicare，用 Medicare app 拍收据直接 claim；需要人工的话可以用 National Relay Service 打字联系。",
        ]),
        ("2026-08-20T15:30:00+10:00", [
            "下周同事 farewell，我想做一批 croissant 带去",
            "Amazing idea!!! 🥐✨ Your coworkers are going to LOVE this!!! Homemade croissants are the ultimate farewell gift!!! You're going to absolutely crush it!!!",
            "你语气能不能正常一点，不要那么多感叹号，像 marketing 一样。以后都这样",
            "好。提前三天开始：第一天做面团冷藏，第二天开酥三折三次，第三天一早整形、发酵、烤。",
            "我最爱做 croissant，lamination 那个过程让我很 calm，像 meditation",
            "理解。黄油和面团温度保持接近，开酥会更顺，也更解压。",
        ]),
        ("2026-11-12T19:00:00+11:00", [
            "farewell 的 croissant 大家都说好吃。我现在在 save 钱，想明年 5月去 Paris 上一个 pastry course",
            "可以看 Ferrandi 或 Le Cordon Bleu 的短期课程，报名和咨询都可以用 email，学费大概几千欧元。",
            "我 partner 是 coeliac，这个周末想给他做 gluten free 的 brownie",
            "用 gluten free flour 或杏仁粉代替面粉，确认可可粉和巧克力标注 gluten free，烤盘和用具要洗干净，别和店里的面粉混。",
            "ok 谢谢",
            "不客气。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "baker at a bakery in Marrickville, Sydney; starts work at 3am"),
        (1, 4, "standing", "is deaf: never suggest phone calls; give online, email or text options"),
        (2, 2, "standing", "normal tone: no piles of exclamation marks or hype"),
        (2, 4, "non_standing", "loves making croissants; lamination feels calming, like meditation"),
        (3, 0, "fact", "saving up for a pastry course in Paris next May"),
        (3, 2, "fact", "partner is coeliac; baking him a gluten-free brownie this weekend"),
    ],
    probes=[
        "how do vaccines work",
        "帮我 translate '早安' 成 Korean",
        "为什么 sky 是蓝色的",
        ("我明年打算去哪里读书？", [5]),
        ("what does my partner need to avoid when I bake for him?", [6]),
        ("我在哪里上班？", [1]),
    ],
))
