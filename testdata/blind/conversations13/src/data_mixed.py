from lib import S, N, F, U, A, sess, unrel, rel, user

USERS = []

# ---------------------------------------------------------------- u17
# 深圳 infra 工程师，中英混写。
USERS.append(user(17, "mixed", "Asia/Shanghai", [
    sess("2026-06-08 23:05", [
        U("帮我 review 一下这个 Helm chart 的 values 设计，我们在云栈科技做内部 k8s 平台，现在每个 team 都自己 fork 一份 chart，乱死了",
          F("job", "Works at 云栈科技 (Yunzhan Tech) on the internal Kubernetes platform")),
        A("好的！🚀 先说结论：别让各 team fork，改成一个 base chart + 每个 team 一个 values override 文件 ✅。把 resources、replicas、ingress 这些暴露成 values，镜像和 securityContext 锁死在 base 里 🔒。再配一个 CI 检查 values schema，就不会乱了 🎉"),
        U("你能别加 emoji 吗 看着很 cringe。还有 reply 用中文，但 technical terms 别翻译，保留英文，像“容器编排”这种我反而看不懂",
          S("noemoji", "No emojis"),
          S("terms", "Reply in Chinese but keep technical terms in English, untranslated")),
        A("明白。思路是：一个 base chart，每个 team 只维护自己的 values override。resources、replicas、ingress 放进 values，image 和 securityContext 在 base 里写死。再加一个 values.schema.json，CI 里跑 helm lint 校验。"),
        U("这样清楚多了"),
        A("好。需要的话我可以帮你写一个 values.schema.json 的初版。"),
    ]),
    sess("2026-07-02 21:30", [
        U("周末在搞一个 side project，用 Rust 写个 CLI 管理本地的 kubeconfig。我很喜欢 Rust 但 error handling 一直分不清 anyhow 和 thiserror 该用哪个",
          N("rust", "Side project: a Rust CLI for managing local kubeconfigs; enjoys writing Rust")),
        A("简单说：library 代码用 thiserror 定义具体的 error enum，调用方可以 match；application 层，比如你的 CLI main，用 anyhow 把各种 error 统一起来，加 context 方便排查。你这个 CLI 可以内部模块用 thiserror，main 和 command handler 用 anyhow。"),
        U("ok 懂了"),
        A("有具体代码可以贴过来一起看。"),
    ]),
    sess("2026-08-15 20:45", [
        U("女朋友 Coco 是素食者，下周六她生日，想在深圳找个好一点的 vegetarian 餐厅，有推荐吗",
          F("coco", "Girlfriend Coco is vegetarian; her birthday is on a Saturday in late August")),
        A("几个选择：南山的“青禾素食”，偏 fine dining，需要提前订位；福田的“半亩园”，环境安静，适合过生日；蛇口的“草木集”，创意素食，有露台。生日的话可以提前跟餐厅说准备一个小蛋糕。"),
        U("第二家看着不错 就它了"),
        A("好，半亩园周末晚上比较满，建议这两天就订。"),
    ]),
    sess("2026-09-19 22:10", [
        U("下周面一家 fintech，system design 面试，大概率会问 rate limiter，帮我过一下 token bucket vs sliding window",
          F("interview", "Has a system design interview at a fintech company in late September")),
        A("token bucket：按固定速率往 bucket 里放 token，请求拿到 token 才放行，允许一定 burst，实现简单，适合 API gateway。sliding window：统计最近一个 window 内的请求数，更平滑、更精确，但要存 timestamp 或分段 counter，内存开销大一些。面试时可以先讲需求（是否允许 burst、是否分布式），再选方案，分布式场景提一下用 Redis + Lua 保证原子性。"),
        U("Redis 那块我熟 应该没问题"),
        A("那就重点准备 trade-off 的表述，面试官更看重你怎么选，而不是背实现。"),
        U("thx. 面完去深圳湾夜跑放松一下，我每周都会跑两三次",
          N("run", "Likes night runs at Shenzhen Bay, two or three times a week")),
        A("不错，面试前一天也可以跑一下，睡得更好。"),
    ]),
    sess("2026-10-27 09:10", [
        U("kubeconfig 那个 CLI 想加个 TUI，让用户可以上下选 context，有啥 crate 推荐"),
        A("ratatui 是现在最主流的选择，配合 crossterm 做 terminal backend。如果只是一个简单的选择列表，也可以先用 dialoguer 或 inquire，几行代码就能做出 interactive select，以后再换 ratatui。"),
        U("先用 inquire 试试"),
        A("可以，MVP 先跑起来再说。"),
    ]),
], [
    unrel("怎么冲一杯好喝的手冲咖啡"),
    rel("我那个 side project 下一步还能加点什么功能", "rust"),
    unrel("what's the history behind the Great Wall?"),
    rel("帮我给 Coco 订个吃饭的地方", "coco"),
    unrel("帮我解释一下 photosynthesis 的原理"),
    rel("lookup: user's current employer and what they work on", "job"),
    rel("面试那家公司的 system design 我还该准备什么", "interview"),
]))

# ---------------------------------------------------------------- u18
# 新加坡银行 market risk，中英混写。
USERS.append(user(18, "mixed", "Asia/Singapore", [
    sess("2026-06-30 12:40", [
        U("Hi, 我在 bank 做 market risk，想了解一下 FRTB 的 standardised approach 跟 IMA 差在哪。btw 以后每个回答 top 先给我一个 one-line summary，我很忙",
          F("job", "Works in market risk at a bank in Singapore"),
          S("summary", "Put a one-line summary at the top of every answer")),
        A("Summary: SA 用监管给定的 sensitivities 和 risk weights 算资本，IMA 用银行自己的 Expected Shortfall 模型，但要通过 desk-level 的审批和 P&L attribution test。\n\n展开：SA 人人都要算，作为 floor 和 fallback；IMA 资本通常更低，但模型、数据和回测要求高，不达标的 desk 会被打回 SA。"),
        U("ok clear. 午饭去 Maxwell 吃阿坤 chicken rice，我的 favourite，排队排到死",
          N("chickenrice", "Favourite hawker stall is 阿坤 (Ah Kun) chicken rice at Maxwell")),
        A("Summary: 避开 12:15 到 13:00 的高峰。\n\n11:45 之前去基本不用排太久，或者 13:15 之后。"),
        U("haha 11:45 我还在开会 算了 照排"),
        A("Summary: 那就带本书排吧。\n\n或者提前让同事帮忙打包。"),
    ]),
    sess("2026-08-25 21:15", [
        U("明年可能 relocate 去 Hong Kong，公司 internal transfer。那边租金大概多少？",
          F("hk", "Likely relocating to Hong Kong next year through an internal transfer")),
        A("Summary: 一房单位大约每月 HKD 18,000 到 30,000，看区域。\n\n港岛中环、上环附近的一房大约 HKD 25,000 到 30,000；西营盘、北角稍便宜，HKD 18,000 到 24,000；九龙那边再便宜一些。"),
        U("钱的话都 convert 成 SGD 给我，我对 HKD 没 sense。以后所有 amount 都用 SGD 吧",
          S("sgd", "Give all amounts in SGD")),
        A("Summary: 一房大约每月 SGD 3,100 到 5,200（按 1 SGD ≈ 5.8 HKD）。\n\n中环、上环约 SGD 4,300 到 5,200；西营盘、北角约 SGD 3,100 到 4,100。"),
        U("ok 比我想的贵一点 but manageable"),
        A("Summary: 可以问公司有没有 housing allowance。\n\ninternal transfer 通常会有一些 relocation 支持，值得跟 HR 确认。"),
    ]),
    sess("2026-10-11 08:30", [
        U("周末去 MacRitchie hiking，走 treetop walk 那条，我每个月都去一次。今天天气 ok 吗，要带什么",
          N("hike", "Hikes at MacRitchie (TreeTop Walk trail) about once a month")),
        A("Summary: 我看不到实时天气，出发前查一下 NEA 的 forecast；十月下午常有雷阵雨，早上去比较稳。\n\n带够水（至少 1.5 升）、防蚊液、轻便雨衣，看好 TreeTop Walk 的开放时间，别把零食拿在手上，小心猴子。"),
        U("thanks 🙏"),
        A("Have fun!"),
    ]),
], [
    unrel("explain how a refrigerator works"),
    rel("香港那边 apartment 的 budget 要准备多少", "hk"),
    unrel("怎么养好一盆绿萝"),
    rel("午饭吃什么好，老地方？", "chickenrice"),
    unrel("What's the plot of Hamlet?"),
    rel("周末有什么户外活动可以做", "hike"),
    rel("FRTB 新规对我这个岗位的日常工作有什么影响", "job"),
]))

# ---------------------------------------------------------------- u19
# 杭州生鲜电商产品经理，长段落。
USERS.append(user(19, "mixed", "Asia/Shanghai", [
    sess("2026-06-16 22:00", [
        U("最近在写一个会员积分系统的 PRD，老板要求 Q3 上线，我们是做生鲜电商的，用户粘性一直是个问题。想问一下积分过期策略一般怎么设计比较合理？比如按自然年清零，还是滚动 12 个月？另外 reward 兑换那块要不要接第三方券？我自己倾向于先做 MVP，但老板想一步到位，我很头疼。",
          F("prd", "Writing a PRD for a membership points system at a fresh-food e-commerce company; boss wants Q3 launch")),
        A("亲～这个问题问得超好哦！😊 积分过期的话，一般建议滚动 12 个月呢，用户体验会更友好哦～自然年清零会造成年底集中兑换，客服压力会很大的呢！第三方券的话，亲可以先不接哦，MVP 阶段先做自营商品兑换就好啦～"),
        U("可以正常说话吗，别用那种“亲～”的客服腔，我又不是在淘宝买东西。内容本身还行。",
          S("tone", "No customer-service tone ('亲～', cute particles); talk normally")),
        A("好的。建议滚动 12 个月过期，避免年底集中兑换和客服压力；MVP 阶段只做自营商品兑换，第三方券放到第二期。跟老板沟通时可以用数据说话：先上线跑两个月，看兑换率和复购，再决定要不要扩。"),
    ]),
    sess("2026-07-28 08:20", [
        U("早上喝了杯 latte 又闹肚子，我乳糖不耐受老是忘。公司楼下的知味小笼是我最爱，早餐还有什么搭配不含奶的？以后推荐吃的都帮我避开乳制品吧",
          S("lactose", "Lactose intolerant: avoid dairy in all food recommendations"),
          N("zhiwei", "Favourite breakfast place is 知味小笼 downstairs from the office")),
        A("知味小笼配一碗豆浆或者小米粥就很好。其他不含奶的搭配：鲜肉小馄饨、葱油拌面、茶叶蛋。咖啡的话可以换成燕麦奶 latte 或者美式。"),
        U("豆浆可以，燕麦奶 latte 我明天试试"),
        A("好，有燕麦奶的话，大部分咖啡店都能做。"),
    ]),
    sess("2026-09-09 21:30", [
        U("十月去京都玩五天，第一次去。我这次想住町屋，就是那种老房子改的民宿，不想住连锁酒店。有什么区域推荐吗？红叶季会不会太早？",
          F("kyoto", "Going to Kyoto for five days in October, first visit"),
          N("machiya", "For the Kyoto trip wants to stay in a machiya guesthouse rather than a chain hotel")),
        A("区域推荐：东山一带（Higashiyama），步行可以到清水寺和祇园，町屋民宿最多；或者西阵，更安静，本地生活气息浓。红叶一般在十一月中下旬最好，十月去基本看不到，但人少、天气舒服。"),
        U("嗯嗯 那就住 Higashiyama 附近吧"),
        A("好，东山的町屋很抢手，建议尽早订，注意看有没有独立卫浴。"),
    ]),
    sess("2026-11-02 20:00", [
        U("家里的柯基土豆最近掉毛特别厉害，是换季的关系吗？有什么 grooming 的建议",
          F("dog", "Has a corgi named 土豆 (Tudou)")),
        A("柯基是双层毛，春秋换季掉毛很正常。每天用针梳加排梳梳一次，洗澡后一定要彻底吹干底层毛，饮食里可以适当补充鱼油。如果出现局部秃毛或者皮肤发红，就要去看兽医。"),
        U("ok 周末带它去洗个澡"),
        A("好，洗完记得吹干。"),
    ]),
], [
    unrel("how do airplanes actually stay in the air?"),
    rel("积分过期规则最后怎么定比较好", "prd"),
    unrel("有什么改善睡眠质量的方法"),
    rel("how often should I bathe my dog?", "dog"),
    unrel("什么是 machine learning 里的 overfitting"),
    rel("明天早餐吃啥", "zhiwei", "lactose"),
    rel("京都的住宿订在哪里", "kyoto", "machiya"),
]))

# ---------------------------------------------------------------- u20
# 北京跨境并购律师。
USERS.append(user(20, "mixed", "Asia/Shanghai", [
    sess("2026-09-08 23:20", [
        U("我在衡远律师事务所做跨境并购，现在手上有一个收购德国工业公司的 deal，计划 11 月在 Frankfurt signing。帮我梳理一下德国 FDI 审查的要点。另外请用正式一点的语气，不要口语化，我可能直接摘进 memo",
          F("firm", "Works on cross-border M&A at 衡远律师事务所 (Hengyuan Law Firm)"),
          F("deal", "Handling a client's acquisition of a German industrial company; signing planned in Frankfurt in November"),
          S("formal", "Use a formal register, not colloquial (text may go straight into memos)")),
        A("德国外商投资审查主要依据《对外经济法》及其实施条例。非欧盟投资者收购德国公司表决权达到一定比例时，若目标公司属于关键基础设施或特定敏感行业，须履行强制申报义务，申报门槛依行业不同为百分之十、百分之二十或百分之二十五；其他行业则适用跨行业审查，联邦经济部可依职权启动审查程序。审查期限方面，一般分为初步审查与正式审查两个阶段，在强制申报情形下，审查通过前交易不得交割。就本交易而言，建议尽早确认目标公司所属行业是否落入敏感清单，并将审查批准设定为交割先决条件。"),
        U("内容 OK。但段落太长了，每段别超过三行，手机上审稿看着累",
          S("para", "Keep paragraphs short, at most about three lines each")),
        A("谨此调整如下。\n\n德国外资审查以《对外经济法》及其实施条例为依据。\n\n涉及敏感行业的，达到百分之十、二十或二十五的表决权门槛即须强制申报。\n\n强制申报情形下，批准前不得交割，建议将审查批准列为交割先决条件。"),
        U("很好，就按这个格式。"),
        A("遵照办理。\n\n后续如需补充交割时间表，可随时告知。"),
    ]),
    sess("2026-11-16 21:40", [
        U("signing 完了，人在 Frankfurt，想找个地方喝一杯，我喜欢 single malt，尤其 Islay 那种烟熏的",
          N("whisky", "Likes smoky Islay single malt whisky")),
        A("恭喜签约顺利完成。\n\n萨克森豪森区有数家威士忌酒吧，其中“Torfrauch Bar”以艾雷岛泥煤风格酒款见长。\n\n若偏好安静环境，可考虑酒店酒廊，通常备有若干艾雷岛单一麦芽。", ),
        U("回北京后要请客户吃饭，我一般都去松霞，那家日料客户都喜欢",
          N("songxia", "Usually takes clients to the Japanese restaurant 松霞 (Songxia) in Beijing")),
        A("松霞作为惯用的宴请场所较为稳妥。\n\n建议提前确认包间与客户的饮食禁忌。\n\n如需，可代为拟定邀请函。"),
    ], tz="Europe/Berlin"),
], [
    unrel("如何选一台适合自己的 laptop"),
    rel("Frankfurt 那个 deal signing 之后还有哪些步骤要跟进", "deal"),
    unrel("why do leaves change colour in autumn?"),
    rel("下周请客户吃饭，订哪里", "songxia"),
    unrel("讲一下 DNA 复制的过程"),
    rel("recommend a bottle I could buy for myself to celebrate", "whisky"),
]))

# ---------------------------------------------------------------- u21
# Boston 的 PhD 学生，vegan。
USERS.append(user(21, "mixed", "America/New_York", [
    sess("2026-06-11 19:00", [
        U("Hi，我在 Boston 读 PhD，做 protein folding 的 simulation，advisor 是 Prof. Ines Kettering。想问一下 GROMACS 和 OpenMM 哪个更适合 small lab",
          F("phd", "PhD student in Boston working on protein folding simulations; advisor is Prof. Ines Kettering")),
        A("看你们的需求：GROMACS 在 CPU/GPU 上性能都很强，社区大，教程多，适合跑大量标准 MD；OpenMM 是 Python API，改 force field 或者写 custom integrator 很方便，适合方法开发。small lab 如果主要跑 production simulation，GROMACS 更省心；如果要做 enhanced sampling 或者新方法，OpenMM 更灵活。"),
        U("明白。另外我是 vegan，以后推荐吃的东西都不要有任何 animal products 哈，包括 honey",
          S("vegan", "Vegan: no animal products at all in food suggestions, including honey")),
        A("好的，记住了，之后推荐的食物都会是纯素的，不含蜂蜜。"),
        U("谢谢！先去试试 GROMACS"),
        A("好，GROMACS 官方教程里 lysozyme in water 那个很适合上手。"),
    ]),
    sess("2026-08-05 20:30", [
        U("波士顿这周好热，天气预报说 95 度，我完全没概念。以后温度都用摄氏度给我吧，华氏度我换算不过来",
          S("celsius", "Give temperatures in Celsius, not Fahrenheit")),
        A("95°F 大约是 35°C，确实很热。白天尽量待在有空调的地方，多喝水，出门避开中午到下午三点。"),
        U("35！难怪。Allston 那家蜀味 Hot Pot 有 vegan 锅底，我每周都去，这种天吃火锅是不是疯了哈哈",
          N("hotpot", "Goes every week to 蜀味 Hot Pot in Allston, which has a vegan broth")),
        A("一点都不疯，空调开足就行。可以点菌汤的 vegan 锅底，配豆腐、蘑菇、土豆片和青菜，喝点冰的酸梅汤解辣。"),
    ]),
    sess("2026-09-22 22:45", [
        U("quals 在 10 月中，好紧张。怎么准备 oral exam 比较好",
          F("quals", "PhD qualifying exam (oral) in mid-October")),
        A("几点建议：一是把 proposal 的每一页都准备好 follow-up question，尤其是 limitations；二是找 labmate 做两三次 mock，让他们故意打断你；三是复习基础，committee 很喜欢从 stat mech 基础问起；四是练习说“I don't know, but here's how I'd find out”，这比硬答好得多。"),
        U("周末打 ultimate frisbee 放松一下，每周六都打",
          N("frisbee", "Plays ultimate frisbee every Saturday")),
        A("很好，运动对缓解紧张很有效，考前一周注意别受伤就行。"),
    ]),
    sess("2026-11-09 18:20", [
        U("quals 过了！！爸妈 12 月要从成都来 Boston 看我，住两周，冬天有什么地方可以带他们玩的",
          F("parents", "Parents are visiting from Chengdu in December for two weeks")),
        A("恭喜！十二月的 Boston 白天大约 0 到 5°C，晚上会到零下。可以带他们去：Museum of Fine Arts，室内暖和；Freedom Trail 挑晴天走一段；Christmas 前后的灯光展；再坐火车去 Salem 或者 Providence 一日游。记得给爸妈准备厚羽绒服和防滑鞋。"),
        U("好的 MFA 应该他们会喜欢"),
        A("MFA 有中文导览，周三晚上还有延长开放，可以避开人流。"),
    ]),
], [
    unrel("how does a credit score work?"),
    rel("爸妈来了带他们去哪儿玩", "parents"),
    unrel("怎么入门 oil painting"),
    rel("weekend 有什么运动可以约", "frisbee"),
    unrel("what causes earthquakes?"),
    rel("lookup: who is the user's PhD advisor", "phd"),
    rel("今晚想吃火锅", "hotpot", "vegan"),
]))

# ---------------------------------------------------------------- u22
# Sydney 点心店老板，dyslexia。
USERS.append(user(22, "mixed", "Australia/Sydney", [
    sess("2026-10-20 15:00", [
        U("Hi，我在 Chatswood 开了一间 dim sum 店叫嘉味轩。想 develop 几款 new menu items，用澳洲本地食材，比如 wattleseed、finger lime 这种",
          F("shop", "Runs a dim sum restaurant, 嘉味轩 (Jiawei Xuan), in Chatswood, Sydney"),
          N("native", "Wants to develop new dim sum items using Australian native ingredients such as wattleseed and finger lime")),
        A("这个方向很有意思。wattleseed 烘烤后有咖啡和榛子的香气，很适合做甜点类点心，比如 wattleseed 奶黄包，把少量磨碎的 wattleseed 加进奶黄馅里，颜色会稍深，味道更有层次；也可以做 wattleseed 马拉糕。finger lime 的果粒像鱼子一样，一咬会爆开，酸味清新，适合放在海鲜类点心上做点缀，比如带子饺或者虾饺上面放几粒，视觉效果也很好。另外还可以考虑 lemon myrtle，用来做糖水或者蒸鱼的香料……"),
        U("sorry 我有 dyslexia，这么大段我读不进去。用短句，一行一个 idea。还有中文为主就好，英文 ingredient 名可以保留",
          S("dyslexia", "Has dyslexia: use short sentences, one idea per line"),
          S("lang", "Reply mainly in Chinese; English ingredient names can stay")),
        A("明白。\nwattleseed 奶黄包。\nwattleseed 马拉糕。\n带子饺上放 finger lime。\nlemon myrtle 糖水。"),
        U("good. 另外我女儿 nut allergy 好严重，家里跟店里我都不碰 nuts 了。你以后给我的 recipe 全部要 nut-free，这个 rule 一直有效",
          S("nutfree", "All recipes must be nut-free, always (daughter's severe nut allergy; user made this a standing rule)")),
        A("收到。\n以后所有 recipe 都 nut-free。\nmacadamia 也不用。\nwattleseed 是种子，不是坚果，可以用。"),
        U("👍"),
        A("有新 idea 随时找我。"),
    ]),
], [
    unrel("how do I renew my passport?"),
    rel("再给几个用 finger lime 做点心的 idea", "native", "nutfree"),
    unrel("explain how electric cars charge"),
    rel("lookup: name and location of the user's restaurant", "shop"),
    unrel("什么是 stoicism"),
]))

# ---------------------------------------------------------------- u23
# Vancouver 网球教练，peanut 过敏。
USERS.append(user(23, "mixed", "America/Vancouver", [
    sess("2026-07-06 07:30", [
        U("早，我在 Kitsilano Racquet Club 教 junior program，想设计一个 footwork drill 给 10 到 12 岁的 kids",
          F("club", "Coaches the junior program at Kitsilano Racquet Club")),
        A("可以试试这个组合：先做 5 分钟 ladder 热身，练 quick feet；然后是 spider drill，从中心 T 点出发，依次跑到场上五个点摸标志桶再回中心，每组计时，让孩子们互相比；接着加一个 split step 反应练习，教练喂球的同时喊方向，孩子 split step 后启动；最后用一个小游戏收尾，比如两人一组的 shadow footwork，一个做动作，另一个模仿。整个 drill 大约 25 分钟，中间注意补水……"),
        U("ok 但我白天都在 court 上，只能 glance 一下手机。回答短一点，三五行就好",
          S("short", "Keep answers short, three to five lines (glances at phone between lessons)")),
        A("明白：\n1. ladder 热身 5 min\n2. spider drill 计时\n3. split step 反应练习\n4. shadow footwork 小游戏收尾"),
    ]),
    sess("2026-08-28 21:00", [
        U("我 peanut 过敏，挺严重的，随身带 EpiPen。下周带队去 Kelowna 比赛，路上 snacks 有什么推荐？以后食物相关的都帮我避开 peanut",
          S("peanut", "Severe peanut allergy (carries an EpiPen): avoid peanuts in all food suggestions")),
        A("推荐：\n1. 香蕉、苹果、葡萄\n2. 米饼、pretzels（看清 may contain peanuts 标签）\n3. 芝士条、酸奶\n4. 自己做的 sunflower butter 三明治"),
        U("我自己打球是 one-handed backhand，学生都说 old school 哈哈。有没有 drill 能让 one-hander 更稳定",
          N("onehander", "Plays with a one-handed backhand himself")),
        A("试试：\n1. 非持拍手往后拉，保持肩膀关闭\n2. 定点 feeding 打 cross-court，每组 20 球\n3. 击球后 freeze 两秒检查平衡"),
        U("ok 明天课上试试"),
        A("好，比赛顺利！"),
    ]),
    sess("2026-11-04 19:15", [
        U("我妹妹在 Toronto 下个月生宝宝，我 12 月初飞过去，帮我看看 packing list，冬天好冷",
          F("sister", "Sister in Toronto is having a baby in December; he flies there in early December")),
        A("要点：\n1. 羽绒服、帽子、手套，白天大约零下 5 到 0°C\n2. 防滑靴\n3. EpiPen 放随身包，带两支\n4. 给宝宝的小礼物"),
        U("thx"),
        A("一路顺利，恭喜当舅舅！"),
    ]),
], [
    unrel("how do I build my own website?"),
    rel("去多伦多之前还有什么要准备的", "sister"),
    unrel("什么是 index fund"),
    rel("给 junior kids 设计点新的 drill", "club"),
    unrel("why do we dream?"),
    rel("单反稳定性怎么练", "onehander"),
]))

# ---------------------------------------------------------------- u24
# 深圳投行分析师，极简。
USERS.append(user(24, "mixed", "Asia/Shanghai", [
    sess("2026-08-20 01:10", [
        U("港股 IPO 基石投资者 lock-up 一般多久"),
        A("港股 IPO 的基石投资者一般有六个月的禁售期，从上市日起计算，期间不能出售所认购的股份。这是市场惯例，也是上市规则框架下的常见安排。部分项目会有更长的禁售期，比如十二个月，通常是为了向市场传递对公司长期价值的信心。另外需要注意，基石投资者的认购通常在招股书中披露，包括认购金额和禁售安排……"),
        U("太长 三行以内",
          S("short", "Answers at most three lines")),
        A("一般 6 个月，从上市日起算。\n少数项目 12 个月。\n招股书会披露。"),
        U("我们这个项目 募资大概 2.3 billion HKD 基石占多少合适",
          F("ipo", "Working on a Hong Kong IPO project raising about 23亿港元 (HK$2.3bn)")),
        A("2.3 billion HKD 的项目，基石一般占 30% 到 50%。\n即约 690 million 到 1.15 billion HKD。\n看市场情绪调整。"),
        U("用亿 用万 别 billion million 看着转不过来 以后都这样",
          S("yi", "Express large numbers in 亿/万, not million/billion")),
        A("基石一般占三到五成。\n即约 6.9 亿到 11.5 亿港元。\n看市场情绪调整。"),
        U("今晚想吃潮汕牛肉火锅 福田有啥",
          N("hotpot", "Wants Chaoshan beef hotpot in Futian tonight")),
        A("车公庙那边的老店“牛家记”可以去。\n或者“潮鲜牛”，营业到凌晨。\n这个点建议先打电话。"),
    ]),
], [
    unrel("解释一下相对论"),
    rel("那个 IPO 的 cornerstone 认购一般锁多久、占多少", "ipo"),
    unrel("how do I grow tomatoes on a balcony?"),
    rel("宵夜吃点啥 福田附近", "hotpot"),
    unrel("怎么挑选跑鞋"),
]))
