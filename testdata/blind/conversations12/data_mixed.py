from helpers import S, U, A, X, R

USERS = []

# c12-u17  Kevin, HK-born bubble tea shop owner in Richmond BC
USERS.append({
    "n": 17, "lang": "mixed",
    "sessions": [
        ("2026-06-30T22:05:00-07:00", [
            U("hi, 我喺 Richmond 开咗间 bubble tea shop, 叫 Tapioca Tide. 想问 summer menu 有咩 idea? btw reply in English 啦, 我睇中文好慢",
              S("english", "standing", "Reply in English (he reads Chinese slowly), even when he writes in mixed Chinese"),
              S("shop", "fact", "Runs a bubble tea shop called Tapioca Tide in Richmond, BC")),
            A("Sure, English it is. Summer ideas: a lychee-rose sparkling tea, a watermelon slush with aloe jelly, and a brown sugar cold-foam oolong. They all use toppings you probably stock already."),
            U("watermelon slush 好正. cost per cup 要 under $2.50 先得"),
            A("Rough costing for a 700 ml cup: watermelon about $0.70, syrup $0.15, aloe jelly $0.35, cup, lid and straw $0.40. That's around $1.60-$1.80 USD per cup, well under target."),
            U("点解俾 USD 我? 我喺加拿大喎. always quote me CAD 啦, 上次都系咁 confuse 咗",
              S("cad", "standing", "Always quote prices in Canadian dollars, never USD")),
            A("Sorry about that. In CAD it's roughly $2.20-$2.45 per cup, so still under your $2.50. I'll stick to CAD from now on."),
        ]),
        ("2026-08-16T10:30:00-07:00", [
            U("我阿妈 from HK 下个月嚟探我, 佢膝头唔好, 行唔到太多. where can I bring her around Vancouver?",
              S("mum", "fact", "His mother is visiting from Hong Kong in September; she has bad knees and can't walk far")),
            A("Low-walking options: a drive around Stanley Park with short stops at the viewpoints, Granville Island market (plenty of benches), a botanical garden with flat paths and seating, and a long slow dim sum lunch in Richmond."),
            U("佢最钟意饮茶. me? more of a ramen guy, tonkotsu 我可以日日食",
              S("ramen", "non_standing", "Loves tonkotsu ramen")),
            A("Then dim sum with her one day and a ramen lunch for you another. When you book dim sum, ask for a table near the entrance or lift so she doesn't have to walk far."),
        ]),
        ("2026-10-05T19:45:00-07:00", [
            U("this weekend 想去 hike 下, Lynn Canyon 有冇 easy trail? I'm not super fit haha",
              S("hike", "non_standing", "Enjoys easy weekend hikes (not very fit)")),
            A("The loop from the suspension bridge down to the 30 Foot Pool and back is short and mostly easy, roughly an hour. Wear shoes with grip since it gets muddy in October, and go early for parking."),
            U("thx!"),
            A("Enjoy the hike."),
        ]),
    ],
    "probes": [
        X("what's the difference between RAM and storage?"),
        X("how do vaccines get approved?"),
        X("explain the basic rules of cricket"),
        R("help me cost out a new hot drink for winter", "shop", "cad"),
        R("somewhere to take my mum where she won't have to walk much", "mum"),
        R("晚餐想食啲日本嘢, any idea?", "ramen"),
        R("outdoor plans for Saturday", "hike"),
    ],
})

# c12-u18  Rita, Chinese MSc student then junior analyst in London, vegan
USERS.append({
    "n": 18, "lang": "mixed",
    "sessions": [
        ("2026-06-02T23:15:00+01:00", [
            U("hello~ 我在伦敦读 MSc Data Science, dissertation 快要开始写了 topic 是 fairness in ML, 有点 panic",
              S("msc", "fact", "MSc Data Science student in London; dissertation on fairness in machine learning")),
            A("Totally normal to feel that way. A good first step: pick one fairness definition, such as demographic parity or equalised odds, one dataset, and one mitigation method to compare. That gives you a clear scope."),
            U("可以用中文回我吗 但是 technical terms 保留英文 不然我写论文对不上",
              S("zh_terms", "standing", "Reply in Chinese but keep technical terms in English")),
            A("当然可以。建议先定一个 fairness definition，比如 demographic parity 或 equalised odds，再选一个 dataset 和一个 mitigation method 做对比，这样 scope 就清楚了。"),
        ]),
        ("2026-06-28T18:40:00+01:00", [
            U("今天去 Borough Market 逛 好多 cheese 但我 vegan 啥也吃不了 haha. 推荐点 vegan 的 London brunch?",
              S("vegan", "standing", "Vegan")),
            A("可以找专门做 plant-based 的 brunch 店，点 tofu scramble、avocado toast 或 vegan pancakes。很多 café 也有 oat milk，去之前看 menu 上的 (VG) 标记。"),
            U("Oat & Ember 那家我去过 pancake 超好吃 is my fav",
              S("oatember", "non_standing", "Favourite brunch place is Oat & Ember (loves their pancakes)")),
            A("那下次可以试试他们的 seasonal menu，换个口味。"),
        ]),
        ("2026-07-30T14:00:00+01:00", [
            U("supervisor Dr. Okafor 说我 literature review 太散了 T_T deadline 9月8号 how to structure"),
            A("可以按 theme 组织，而不是一篇 paper 一篇 paper 写：1) fairness definitions；2) sources of bias；3) mitigation methods（pre-processing / in-processing / post-processing）；4) research gap。每一节最后点出和你 research question 的关系。"),
            U("谢谢 你太好了 我今晚就改"),
            A("加油！"),
        ]),
        ("2026-09-09T01:30:00+01:00", [
            U("交了!!!! submitted at 11:58pm lol. 想 celebrate, 附近有啥 vegan dessert"),
            A("恭喜！可以找做 vegan gelato 或 plant-based bakery 的店，很多 dessert bar 也有 dairy-free 选项。不过这个点多数关门了，明天再好好庆祝吧。"),
            U("btw 我搬家了 from Camden to Walthamstow, 去 new job 通勤近一点",
              S("home", "fact", "Moved from Camden to Walthamstow")),
            A("Walthamstow 不错，坐 Victoria line 上班很方便。"),
        ]),
        ("2026-10-21T08:10:00+01:00", [
            U("new job 是 junior analyst at a fintech called Ledgerly. first week 好紧张, 有啥 tips 跟 manager 沟通",
              S("ledgerly", "fact", "Works as a junior analyst at the fintech Ledgerly (started in October)")),
            A("第一周可以：1) 约一个 1:1，问清楚 expectations 和 30/60/90 days 的目标；2) 每周发一个简短的 update；3) 遇到 blocker 早点说，不要自己硬扛。"),
            U("ok 我会 try. 下班去看 Lantern Rivers 的 gig, 我最爱的 indie band!!",
              S("band", "non_standing", "Favourite indie band is Lantern Rivers")),
            A("好好享受！第一周结束正好放松一下。"),
        ]),
    ],
    "probes": [
        X("how does a nuclear reactor work?"),
        X("怎么在阳台种番茄？"),
        X("what's the history of the Olympic Games?"),
        R("周末 brunch 去哪", "oatember", "vegan"),
        R("what are my options for getting to the office?", "home", "ledgerly"),
        R("prep me for a 1:1 with my manager", "ledgerly"),
        R("any gigs coming up I'd like?", "band"),
    ],
})

# c12-u19  Uncle Lim, retired engineer in Kuala Lumpur, shellfish allergy
USERS.append({
    "n": 19, "lang": "mixed",
    "sessions": [
        ("2026-07-04T09:00:00+08:00", [
            U("Morning. 我 retired already, 以前做 civil engineer 的. Call me Uncle Lim can lah, everybody also call me that.",
              S("unclelim", "standing", "Wants to be called Uncle Lim")),
            A("Good morning, Uncle Lim! What can I help you with today?"),
            U("My grandson Jun Hao next month take piano grade 5 exam, 紧张到 cannot sleep. how to help him relax?",
              S("junhao", "fact", "Grandson Jun Hao sits his grade 5 piano exam in August")),
            A("Uncle Lim, a few things help. Let him play his pieces for the family like a small concert, so performing feels normal. Keep practice short in the last few days. On exam day, a proper breakfast and arrive early so he isn't rushed."),
            U("ok good. tonight got badminton final on TV, 我最爱看 badminton, cannot miss",
              S("badminton", "non_standing", "Loves watching badminton on TV")),
            A("Enjoy the match, Uncle Lim!"),
        ]),
        ("2026-08-23T19:20:00+08:00", [
            U("Weekend want to go Penang makan. But I'm allergic to shellfish ah, prawn crab all cannot, 严重会肿. So food recommend 一定要 avoid.",
              S("shellfish", "standing", "Allergic to shellfish (prawn, crab): never recommend food containing shellfish")),
            A("Noted, Uncle Lim. In Penang skip char kway teow and Hokkien mee, both use prawns, and be careful with asam laksa because it usually comes with shrimp paste. Safer picks: chicken rice, nasi kandar with chicken or mutton curry, apom, and satay."),
            U("durian season also here, Musang King 我的 favourite, any good stall 在 Penang?",
              S("durian", "non_standing", "Favourite durian is Musang King")),
            A("Balik Pulau is the place in season. Go straight to the farms there, many let you eat on the spot."),
            U("ok 谢谢. uncle go sleep already"),
            A("Good night, Uncle Lim."),
        ]),
    ],
    "probes": [
        X("how do I reset my wifi router?"),
        X("explain how photosynthesis works"),
        X("what's the difference between a comet and an asteroid?"),
        R("exam results coming soon, how to celebrate with my grandson?", "junhao"),
        R("this weekend going Ipoh, what to eat?", "shellfish"),
        R("fruit to buy at the pasar this weekend", "durian"),
        R("any sport on TV tonight worth watching?", "badminton"),
    ],
})

# c12-u20  Jessie, paediatric nurse in Sydney
USERS.append({
    "n": 20, "lang": "mixed",
    "sessions": [
        ("2026-06-13T07:50:00+10:00", [
            U("刚下 night shift, 在 children's ward 做 nurse. brain fried. keep answers short ok, 最多五行",
              S("short", "standing", "Keep answers short: five lines at most"),
              S("nurse", "fact", "Paediatric nurse on a children's ward, works night shifts")),
            A("Got it, five lines max. Rest well after your shift."),
            U("how to sleep during the day 不被吵醒, neighbours renovating 😩"),
            A("Foam earplugs plus white noise on your phone.\nBlackout curtains or a sleep mask.\nAsk the neighbours their work hours and shift your sleep around them.\nKeep the room cool."),
        ]),
        ("2026-07-29T15:20:00+10:00", [
            U("my sister Vivian 12月结婚 in Melbourne, 我系 bridesmaid 要讲 speech, English 同中文 both",
              S("vivian", "fact", "Sister Vivian's wedding is in Melbourne in December; she is bridesmaid and gives a speech in English and Chinese")),
            A("Structure:\n- Short welcome in both languages\n- One funny childhood story\n- What you love about her partner\n- Toast in Chinese, then English"),
            U("pls no bullet points, 读起来好 robotic. just normal sentences, for everything ok",
              S("nobullets", "standing", "No bullet points in any answer; write normal sentences")),
            A("Sure. Open with a short welcome in both languages, then tell one funny childhood story about Vivian. Say what you love about her partner, and finish with a toast in Chinese followed by English."),
        ]),
        ("2026-09-19T12:00:00+10:00", [
            U("weekend 同 aunties 打 mahjong, Sydney 嘅 rules 同 HK rules 有咩分别?",
              S("mahjong", "non_standing", "Plays mahjong with her aunties on weekends")),
            A("The biggest difference is scoring. Hong Kong style counts fan and needs a minimum to win, while many Sydney groups use simpler points or house rules. Flowers and bonus tiles are often treated differently too, so agree before the first hand."),
            U("哈哈 ok. 打完去 Cabramatta 食 Pho Lucky, best pho in Sydney hands down",
              S("pho", "non_standing", "Favourite pho is from Pho Lucky in Cabramatta")),
            A("Sounds like a perfect Saturday. Enjoy the pho."),
        ]),
        ("2026-11-07T20:30:00+11:00", [
            U("thinking of adopting a cat from the shelter, 但我 shift work 会唔会太 lonely for it?",
              S("cat", "fact", "Thinking of adopting a cat from a shelter")),
            A("One calm adult cat, or a bonded pair, usually copes well with shift work. Ask the shelter for a cat that's used to being alone, and set up a window perch and a puzzle feeder."),
            U("名都改好咗, Mochi haha"),
            A("Mochi is a great name. Good luck at the shelter."),
        ]),
    ],
    "probes": [
        X("how does GPS work?"),
        X("what's the difference between a crocodile and an alligator?"),
        X("tips for learning guitar as an adult"),
        R("help me polish the toast for the wedding", "vivian"),
        R("plans for Saturday with the aunties", "mahjong"),
        R("is a pet a good idea with my roster?", "cat", "nurse"),
        R("想食 noodle soup, 去边好?", "pho"),
    ],
})

# c12-u21  Wang Fei, chemistry PhD student in Boston, hard of hearing
USERS.append({
    "n": 21, "lang": "mixed",
    "sessions": [
        ("2026-11-12T21:00:00-05:00", [
            U("hi 我是 Boston 的 chem PhD 三年级, qualifying exam 过了 现在开始写 research proposal, 想找点 electrochemistry 的 YouTube lectures",
              S("phd", "fact", "Third-year chemistry PhD student in Boston, writing a research proposal in electrochemistry")),
            A("Congrats on passing quals! Good places to look: university open-courseware channels that post full electrochemistry courses; recorded lecture series from electrochemical society meetings; short explainer channels that cover cyclic voltammetry and impedance step by step; and department seminar recordings, which are great for seeing current research questions. Pair them with a standard textbook chapter on electrode kinetics so the lectures have something to hang on."),
            U("忘了说 我 hard of hearing, 没 captions 的 video 对我 useless. 推荐 video 一定要有 accurate captions 或者 transcript",
              S("captions", "standing", "Hard of hearing: only recommend videos that have accurate captions or transcripts")),
            A("Understood. Stick to open-courseware lectures that ship with full transcripts, and channels that upload human-made captions. Auto-captions often mangle terms like Nernst or overpotential, so I'll flag those."),
            U("also 太长了. 每次回答 top 放个 one-line TL;DR 吧 我先看那个",
              S("tldr", "standing", "Start every answer with a one-line TL;DR")),
            A("TL;DR: open-courseware lectures with transcripts first.\nThey're the most reliable source of accurate captions for technical terms."),
            U("nice. 周末去 bouldering 放松下, 手指皮磨破了 咋护理",
              S("bouldering", "non_standing", "Goes bouldering at weekends")),
            A("TL;DR: trim the flaps, moisturise, rest a day.\nClip torn skin with nail clippers, sand the edges smooth, use a climbing balm at night, and tape up only if you climb before it heals."),
            U("thanks. 明天 lab meeting 要见 advisor Prof. Haldane 好怕. 今晚先去 Chinatown 吃麻辣 hotpot 压压惊, 我对麻辣 addicted",
              S("haldane", "fact", "Advisor is Prof. Haldane; has a lab meeting with him the next day"),
              S("mala", "non_standing", "Addicted to spicy mala hotpot")),
            A("TL;DR: enjoy the hotpot, bring three clear slides tomorrow.\nShow what you did, one problem you hit, and your next step. Advisors mostly want to see progress and a plan."),
        ]),
    ],
    "probes": [
        X("what's the best way to keep fresh herbs from wilting?"),
        X("how does the US electoral college work?"),
        X("给我讲讲文艺复兴"),
        R("help me get ready to meet my PI", "haldane"),
        R("my fingertips are raw after the climbing wall, what now?", "bouldering"),
        R("find me lectures for my research area", "phd", "captions"),
        R("想吃点辣的 dinner, where?", "mala"),
    ],
})

# c12-u22  Chloe, Sichuan-born mum in Auckland, pregnant with gestational diabetes
USERS.append({
    "n": 22, "lang": "mixed",
    "sessions": [
        ("2026-06-07T20:15:00+12:00", [
            U("嗨 我是 Chloe, 四川人 住 Auckland 五年了. 儿子 Leo 3岁, 下个月开始去 kindy, 好舍不得",
              S("leo", "fact", "Lives in Auckland; son Leo (3) starts kindy in July")),
            A("Dear Chloe, thank you for sharing this with me. Starting kindergarten is a significant milestone. It is recommended that you establish a consistent drop-off routine and communicate any concerns to the teaching staff."),
            U("你说话好 formal 哦 像 government letter 哈哈. 可以 warm 一点 casual 一点吗, like a friend",
              S("warm", "standing", "Use a warm, casual, friend-like tone, never formal")),
            A("哈哈 当然！舍不得太正常啦。可以先陪 Leo 去 kindy 玩几次熟悉环境，drop off 的时候抱一下就走，别拖太久，他反而适应得更快。"),
        ]),
        ("2026-07-12T13:40:00+12:00", [
            U("怀二胎 16 weeks 了, 第一胎有过 GDM 所以 doctor 让我早点测, 结果又是 gestational diabetes 😭 要控糖. 以后给我 food ideas 都要 low GI 哦",
              S("gdm", "standing", "Pregnant (16 weeks in July) with gestational diabetes: all food ideas must be low-GI")),
            A("抱抱你！没事的，我们一起搞定。早餐可以 plain Greek yogurt 加 berries 和 nuts，午饭 brown rice 或 quinoa 配蔬菜和 protein，零食来点 hummus 配 carrot sticks。"),
            U("呜呜 我最爱的 bubble tea 也没了",
              S("boba", "non_standing", "Loves bubble tea")),
            A("哎，太惨了！偶尔真的想喝，可以点无糖茶底、不加珍珠的，先跟你的 midwife 确认一下哈。"),
        ]),
        ("2026-08-20T19:00:00+12:00", [
            U("Leo 在 kindy 交了个 best friend 叫 Arlo, 周末来我家 playdate, 有啥 easy 的活动"),
            A("太可爱了！可以玩 playdough、用纸箱搭城堡、在院子里找小虫子，或者一起做 mini pizza，小朋友超爱自己动手。"),
            U("Arlo 妈妈说他要 gluten free, snack 要注意",
              S("arlo", "fact", "Leo's kindy friend Arlo is gluten-free")),
            A("好嘞！pizza 就用 gluten-free 的 base，或者换成 rice cakes 加 toppings，再配点水果和 cheese cubes，安全又好吃。"),
        ]),
        ("2026-10-03T10:30:00+13:00", [
            U("周六 pottery class 第一次做了个碗 歪歪的 haha 但好 healing",
              S("pottery", "non_standing", "Takes a Saturday pottery class")),
            A("歪歪的才有灵魂嘛！第一次就做出碗已经很厉害了。下次拉坯的时候手肘靠紧身体，会稳很多。"),
            U("哈哈 好 下周试试"),
            A("加油，等你的第二个碗！"),
        ]),
        ("2026-11-20T18:45:00+13:00", [
            U("老公 Matt 说想吃川菜, Shu Xiang 那家我们最爱, 但我要控糖 咋点菜",
              S("shuxiang", "non_standing", "She and her husband Matt's favourite restaurant is Shu Xiang (Sichuan)")),
            A("点以蛋白质和蔬菜为主的：水煮鱼、干煸四季豆、口水鸡都不错，米饭吃半碗或者多点一个蔬菜代替。糖醋、鱼香这种偏甜的先跳过哈。"),
            U("好耶 谢谢亲"),
            A("不客气！吃得开心～"),
        ]),
    ],
    "probes": [
        X("how do solar eclipses happen?"),
        X("日语五十音怎么记比较快？"),
        X("what is a Roth IRA?"),
        R("what snacks should I make for the kids' playdate?", "arlo"),
        R("craft supplies for my weekend class", "pottery"),
        R("date night dinner with my husband, 去哪", "shuxiang", "gdm"),
        R("想喝点饮料 有什么推荐", "boba", "gdm"),
    ],
})

# c12-u23  刘阿姨, Dongbei grandma helping her daughter in Seattle, learning English
USERS.append({
    "n": 23, "lang": "mixed",
    "sessions": [
        ("2026-06-19T09:30:00-07:00", [
            U("hello 我是东北的 来西雅图帮闺女带孩子. 想学点英语 你回答能不能中文英文都写上 一句中文一句英文那种 我好对着学",
              S("bilingual", "standing", "Reply bilingually: each Chinese sentence followed by its English (she is learning English)")),
            A("当然可以。\nOf course.\n以后我都一句中文一句英文。\nFrom now on I'll write one line in Chinese, then one in English."),
            U("外孙女 Emma 八个月了 贼招人稀罕. 超市里那些 baby food 咋挑",
              S("emma", "fact", "Granddaughter Emma is 8 months old (in June)")),
            A("看配料表，越短越好。\nRead the ingredient list; the shorter, the better.\n选没加糖、没加盐的。\nChoose ones with no added sugar or salt.\n先买单一种蔬菜或水果的。\nStart with single vegetables or fruits."),
            U("好嘞 thank you"),
            A("不客气。\nYou're welcome."),
        ]),
        ("2026-07-27T15:10:00-07:00", [
            U("你说那个 75 F 到底多热啊 俺整不明白. 以后温度用摄氏度 重量用斤或者公斤 别整那磅啊华氏度的",
              S("units", "standing", "Use Celsius for temperature and jin or kilograms for weight; never Fahrenheit or pounds")),
            A("75华氏度大约是24摄氏度，挺舒服的。\n75 degrees Fahrenheit is about 24 degrees Celsius, quite comfortable.\n以后都用摄氏度和公斤。\nFrom now on I'll use Celsius and kilograms."),
            U("今天包酸菜饺子 闺女她们单位的老外同事都抢着吃 哈哈",
              S("jiaozi", "non_standing", "Loves making pickled cabbage (suancai) dumplings")),
            A("太棒了！\nThat's wonderful!\n酸菜饺子是东北的味道。\nSuancai dumplings are a true taste of the Northeast."),
        ]),
        ("2026-10-14T11:00:00-07:00", [
            U("签证12月到期了 得回沈阳 舍不得Emma",
              S("visa", "fact", "Visa expires in December; she is returning home to Shenyang")),
            A("舍不得是肯定的。\nOf course you'll miss her.\n回去以后可以天天视频。\nAfter you go back, you can video call every day."),
            U("回去前想给闺女冻一冰箱饺子 咋冻不粘"),
            A("包好的饺子先一个个摆在托盘上，别挨着。\nLay the dumplings on a tray, not touching.\n冻两个小时，硬了再装袋。\nFreeze them for two hours, then bag them once they're hard.\n一袋装一顿的量，大概半斤到一斤。\nPut one meal's worth in each bag, about 250 to 500 grams."),
        ]),
    ],
    "probes": [
        X("how does a credit score work?"),
        X("世界上最大的沙漠是哪个？"),
        X("why do cats purr?"),
        R("帮我收拾回国的行李", "visa"),
        R("what can the baby eat this month?", "emma"),
        R("这周包点啥馅的饺子好", "jiaozi"),
    ],
})

# c12-u24  Singapore architecture student, wheelchair user
USERS.append({
    "n": 24, "lang": "mixed",
    "sessions": [
        ("2026-09-03T14:20:00+08:00", [
            U("hello, year 2 architecture student here, need to do site visits around Tiong Bahru for my studio project. 我坐 wheelchair 的 so 推荐地方 always check got lift or ramp can?",
              S("wheelchair", "standing", "Wheelchair user: always check step-free access (lifts, ramps) for any place recommended"),
              S("arch", "fact", "Year-2 architecture student doing studio-project site visits around Tiong Bahru")),
            A("Can. Bigger buildings such as the market generally have lifts, but many older pre-war blocks and five-foot-ways have kerbs and a step or two. I'll flag the step-free route for every place I suggest."),
            U("ok. also times 用 24h format pls, 12h 我成日睇错 am pm",
              S("24h", "standing", "Use the 24-hour clock for all times")),
            A("Noted. Suggested plan: 09:30 start at the market, 11:00 loop the estate on the flat paths, 12:30 lunch, 14:00 sketching."),
            U("after site visit 去吃 laksa, Ah Seng Laksa at the hawker centre near my place 我最爱",
              S("laksa", "non_standing", "Favourite laksa is Ah Seng Laksa at the hawker centre near home")),
            A("Good reward after a long day. Check the stall's closing time though, many close by 20:00."),
            U("my studio tutor 好 strict, crit is on 18 Sept 14:00, 紧张 sia",
              S("crit", "fact", "Studio crit on 18 September at 14:00, with a strict tutor")),
            A("You have two weeks. Aim to finish drawings by 15 Sept, print on 16 Sept, and rehearse your five-minute pitch on 17 Sept at 20:00."),
        ]),
    ],
    "probes": [
        X("what's the difference between weather and climate?"),
        X("how do I make cold brew coffee?"),
        X("how do noise-cancelling headphones work?"),
        R("help me prepare what to say at my review", "crit", "arch"),
        R("supper later, what's good?", "laksa", "wheelchair"),
        R("plan a route for tomorrow's site visit", "arch", "wheelchair", "24h"),
    ],
})
