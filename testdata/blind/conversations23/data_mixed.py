# Mixed Chinese-English users (u17-u24)
USERS = []

USERS.append(dict(
    n=17, lang="mixed",
    sessions=[
        ("2026-05-10T08:10:00+08:00", [
            "Just finished night shift at TTSH, so tired. 我想问 night shift 之后要怎样调整 sleep，下星期又要转 day shift",
            "Night shift 之后先睡 3 到 4 小时，下午起来晒太阳，晚上按平时时间睡，帮 body clock reset。2pm 之后避免 caffeine。",
            "ok thanks. 你以后就用中文 reply 我，但 medical terms 和 technical terms 保留英文，我读 nursing 是用英文读的，中文术语我反而看不懂",
            "明白，中文回答，专业术语保留英文。",
        ]),
        ("2026-07-22T21:00:00+08:00", [
            "九月要去台北 5 天, with my sister. 有什么 must-eat?",
            "台北必吃有鼎泰丰小笼包、永康街芒果冰、宁夏夜市，还有阜杭豆浆的早餐，记得早点去排队，因为通常要等一个小时左右。",
            "can you do it in point form next time? 一大段我看得很累",
            "好的：\n- 鼎泰丰小笼包\n- 永康街芒果冰\n- 宁夏夜市\n- 阜杭豆浆（早点去）",
            "better. btw 我是 Seventeen 的 Carat 哈哈，台北有没有 K-pop merch 店?",
            "- 西门町有几家 K-pop 周边店\n- 留意有没有 pop-up store",
        ]),
        ("2026-10-05T13:30:00+08:00", [
            "今天 off day，又去吃了 Tai Hwa 的 bak chor mee，排了 40 分钟 but worth it. 有什么 similar 的 hawker 推荐?",
            "- Bedok 85 的 minced meat noodles\n- Seng Kee mushroom minced meat noodle\n- Crawford Lane 一带其他档口",
            "Bedok 85 去过了哈哈. ok thanks",
            "- 那下次试 Seng Kee\n- 早点去避开 queue",
        ]),
    ],
    statements=[
        (1, 0, "fact", "nurse at Tan Tock Seng Hospital, rotating night and day shifts"),
        (1, 2, "standing", "reply in Chinese but keep medical/technical terms in English"),
        (2, 0, "fact", "going to Taipei for 5 days in September with her sister"),
        (2, 2, "standing", "use point form, no long paragraphs"),
        (2, 4, "non_standing", "Seventeen fan (Carat)"),
        (3, 0, "non_standing", "loves the bak chor mee at Tai Hwa, queues 40 minutes for it"),
    ],
    unrelated=[
        "how does a rainbow form? 简单讲就好",
        "帮我写个 birthday message 给 colleague",
        "explain 一下什么是 inflation",
    ],
    related=[
        ("去台北要买什么 souvenirs 回来?", [3]),
        ("Seventeen 最近有 new album 吗", [5]),
        ("想吃 noodles，推荐一个 hawker stall", [6]),
        ("下个月 roster 很多 night shift，吃什么保持 energy?", [1]),
    ],
))

USERS.append(dict(
    n=18, lang="mixed",
    sessions=[
        ("2026-05-24T23:00:00+08:00", [
            "我做 backend，喺觀塘一間 fintech。想問 Kafka consumer lag 突然升好多，通常點 debug?",
            "可以 check：\n- consumer group 有冇不停 rebalance\n- 每條 message 嘅 processing time\n- partition 有冇 skew",
            "唔該你唔好再用 bullet points，一點一點好似 PowerPoint 咁，寫返正常 paragraph 啦",
            "明白。通常先睇 consumer group 有冇成日 rebalance，因為每次 rebalance 都會停止消費。之後睇每條 message 嘅處理時間，同埋 lag 係咪集中喺某幾個 partition。",
        ]),
        ("2026-07-05T09:30:00+08:00", [
            "今個禮拜六想行麥理浩徑第二段，西灣嗰截，我每年都行幾次，天氣熱有咩要注意?",
            "第二段由浪茄去北潭凹，全程冇乜遮蔭，最好帶兩公升水以上，早啲出發避開中午。西灣有士多可以補給，亦可以喺鹹田灣落水沖下涼。",
            "好。另外我係 vegan，西灣士多啲嘢食有咩啱我? 以後 suggest 食嘢都要 plant-based㗎",
            "士多嘅炒麵可以叫佢唔落蛋唔落肉，不過未必肯定冇用豬油，最穩陣係自己帶花生醬三文治同香蕉。之後推介食物都會係 plant-based。",
        ]),
        ("2026-09-12T20:00:00+08:00", [
            "隻柯基 Mochi 最近成日咬拖鞋，佢兩歲喇，仲係咁正唔正常?",
            "兩歲仲咬嘢多數係悶或者精力過剩。多啲散步同玩 puzzle toy，將拖鞋收埋，佢咬啱嘅玩具就即刻獎勵佢。",
            "ok 試下。而家聽緊 Radiohead 嘅 In Rainbows 冷靜吓，真係聽幾多次都唔厭",
            "In Rainbows 係好適合放鬆嘅一張碟。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "backend developer at a fintech in Kwun Tong"),
        (1, 2, "standing", "no bullet points, write normal paragraphs"),
        (2, 0, "non_standing", "hikes MacLehose Trail stage 2 (Sai Wan) several times a year"),
        (2, 2, "standing", "vegan; all food suggestions must be plant-based"),
        (3, 0, "fact", "has a two-year-old corgi named Mochi"),
        (3, 2, "non_standing", "loves Radiohead, especially In Rainbows"),
    ],
    unrelated=[
        "explain 下點解飛機可以飛得起",
        "幫我寫封 email 同業主講冷氣壞咗",
        "typhoon 同 hurricane 有咩分別?",
    ],
    related=[
        ("推介啲 albums 俾我夜晚 coding 嗰陣聽", [6]),
        ("Mochi 要打咩 vaccine booster?", [5]),
        ("聽日想去行山，行邊段好?", [3]),
        ("公司附近 lunch 有咩好推介?", [1, 4]),
    ],
))

USERS.append(dict(
    n=19, lang="mixed",
    sessions=[
        ("2026-06-06T21:30:00+08:00", [
            "Hi，我在台中一所高中教高二英文。想設計一堂教 conditional sentences 的課，有什麼好玩的 activity?",
            "可以玩 Chain of Consequences：第一個學生說 If I won the lottery, I would buy a boat，下一個接 If I bought a boat, I would...，一路接下去，看誰的故事最荒謬。",
            "好耶。先跟你說，我自己有 dyslexia，一大段文字我讀起來很吃力。請用短句，一段不要太長，最多三段就好",
            "了解。我會用短句。最多三段。",
        ]),
        ("2026-07-15T10:00:00+08:00", [
            "暑假要帶 20 個學生去 Brisbane 遊學兩週，8/3 出發。有什麼要提醒學生的?",
            "澳洲現在是冬天，早晚很冷。\n\n插頭是 Type I，要帶轉接頭。\n\n太陽很強，記得擦防曬。",
            "thanks! 還有，我每次搭長途飛機都要看 Whisper of the Heart，是我的 comfort movie 哈哈",
            "很適合。《心之谷》很療癒。",
        ]),
        ("2026-10-20T19:00:00+08:00", [
            "連假想去花蓮，我超愛七星潭，每次去都坐在那邊發呆。這次想住不一樣的地方",
            "可以住新城。那裡比市區安靜。\n\n早上去七星潭看日出。",
            "sounds good. 對了我的柴犬小麥可以一起去嗎?",
            "很多花蓮民宿可以帶寵物。訂房前先問清楚。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "teaches 11th-grade English at a high school in Taichung"),
        (1, 2, "standing", "has dyslexia; short sentences, short paragraphs, at most three"),
        (2, 0, "fact", "taking 20 students to Brisbane for a two-week study tour, leaving 3 August"),
        (2, 2, "non_standing", "comfort movie is Whisper of the Heart, watches it on long flights"),
        (3, 0, "non_standing", "loves Hualien, especially sitting at Qixingtan"),
        (3, 2, "fact", "has a Shiba Inu named 小麥"),
    ],
    unrelated=[
        "地震是怎麼發生的?",
        "幫我寫一張卡片謝謝鄰居幫我收包裹",
        "how does compound interest work? 簡單說",
    ],
    related=[
        ("週末想看一部溫暖的動畫電影，推薦一下", [4]),
        ("台中有沒有 pet-friendly 的咖啡廳?", [6]),
        ("幫我寫遊學行前說明會要給家長的注意事項", [3]),
        ("下次放假想去海邊放空，去哪好?", [5]),
    ],
))

USERS.append(dict(
    n=20, lang="mixed",
    sessions=[
        ("2026-05-15T16:40:00-07:00", [
            "hey 我妈让我问你 how to make 饺子 from scratch, but I have celiac so the 面皮 needs to be gluten-free. possible?",
            "可以的。用糯米粉、木薯淀粉和土豆淀粉按比例混合，用开水烫面，这样皮会比较有韧性，不容易破。",
            "nice. btw 你 reply in English 就好, my Chinese reading is slow, 我是在这边长大的",
            "Sure, English from now on.",
            "and yeah celiac is a forever thing lol, so any food stuff always has to be GF, 包括 soy sauce 之类的",
            "Noted. All food suggestions will be gluten-free, and I'll flag soy sauce, which usually contains wheat. Tamari is a good swap.",
        ]),
        ("2026-08-01T22:10:00-07:00", [
            "I'm going into 三年级 computer science at UBC, and got a co-op at a startup in Burnaby starting September. they use Go. what should I prep?",
            "Get comfortable with Go basics (goroutines, channels, error handling), Git workflows and writing tests. Ask your manager if you can see the codebase before day one.",
            "ok. 另外 五月天 is my all-time fav, 有什么 similar bands 推荐?",
            "Try Sodagreen, Bii, 告五人 and 八三夭.",
        ]),
        ("2026-10-18T19:00:00-07:00", [
            "my roommate Hannah 生日 next week, want to take her out for hot pot. Richmond 哪家好? she loves spicy",
            "Try one of the Chongqing-style places on No. 3 Road. Ask for a gluten-free broth; many soup bases contain wheat or beer.",
            "actually 上次去的 Haidilao was fine for me, the staff knew the gluten stuff",
            "Good to know. If it worked, Haidilao is a safe pick.",
        ]),
    ],
    statements=[
        (1, 2, "standing", "reply in English; reads Chinese slowly, grew up in Canada"),
        (1, 4, "standing", "has celiac; all food suggestions must be gluten-free, including soy sauce"),
        (2, 0, "fact", "third-year CS at UBC; co-op at a Burnaby startup that uses Go from September"),
        (2, 2, "non_standing", "all-time favourite band is Mayday (五月天)"),
        (3, 0, "fact", "roommate Hannah's birthday is next week (late October); she loves spicy food"),
        (3, 2, "non_standing", "Haidilao worked well for him and understood gluten"),
    ],
    unrelated=[
        "how do noise-cancelling headphones work?",
        "写一首 short poem about the ocean",
        "explain how the Bank of Canada sets interest rates",
    ],
    related=[
        ("what should I get my roommate for her birthday?", [5]),
        ("推荐点 Chinese bands 给我 study 的时候听", [4]),
        ("what Go concepts should I learn before my first day?", [3]),
        ("去哪吃 hot pot 比较安全?", [6, 2]),
    ],
))

USERS.append(dict(
    n=21, lang="mixed",
    sessions=[
        ("2026-05-19T12:30:00+08:00", [
            "在协和内分泌科做住院医，今天查房被问 SGLT2 inhibitor 相关 euglycemic DKA 的机制，我答得一塌糊涂。能快速 explain 一下吗?",
            "核心：SGLT2i 让葡萄糖从尿里排掉，血糖不高，胰岛素用量随之下降，glucagon 相对升高，脂肪分解和酮体生成增加。诱因常见于手术、禁食、减胰岛素。如有疑问请咨询专业医生。",
            "好。另外别每次都加“请咨询专业医生”这种 disclaimer，我自己就是医生，看着烦",
            "明白，不再加 disclaimer。",
        ]),
        ("2026-07-28T22:40:00+08:00", [
            "老婆怀孕 24 周，due date 10 月中。我们住朝阳，想在附近找个 prenatal class，有推荐吗?",
            "朝阳区的和睦家、美中宜和都有孕期课程，可以在它们的公众号报名，也有不少线上课，适合你们时间不固定的情况，另外社区医院有时候也有免费的孕妇学校，可以问问建档医院。",
            "ok. 你回答能不能短一点，200 字以内，我都是值班间隙看",
            "好，控制在 200 字内。",
        ]),
        ("2026-09-07T06:20:00+08:00", [
            "早上去香山 trail run，10 公里左右，我周末基本都去。最近膝盖外侧有点疼，IT band?",
            "很可能是 ITBS。减量两周，下坡放慢，加强臀中肌，foam roll 大腿外侧。",
            "行。跑的时候耳机里一直是 Taylor Swift，别笑",
            "不笑。爬坡配 Shake It Off 挺合适。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "endocrinology resident at PUMCH (协和)"),
        (1, 2, "standing", "no disclaimers like 'consult a doctor'; he is a doctor"),
        (2, 0, "fact", "wife is 24 weeks pregnant, due mid-October; they live in Chaoyang"),
        (2, 2, "standing", "answers under 200 characters; reads during on-call breaks"),
        (3, 0, "non_standing", "trail runs about 10 km at Xiangshan most weekends"),
        (3, 2, "non_standing", "listens to Taylor Swift while running"),
    ],
    unrelated=[
        "解释一下 blockchain 到底是什么",
        "帮我写一段给朋友婚礼的 toast",
        "heat pump 是怎么制热的?",
    ],
    related=[
        ("宝宝出生后我能请几天陪产假?", [3]),
        ("周末跑步想换条 trail，有什么新路线?", [5]),
        ("推荐点跑步的歌单", [6]),
        ("下周给 intern 讲 DKA，帮我列个提纲", [1]),
    ],
))

USERS.append(dict(
    n=22, lang="mixed",
    sessions=[
        ("2026-06-14T15:00:00+08:00", [
            "Hi，我在杭州西湖区开了一家小咖啡店，两年了，想写一条朋友圈 promo 推新品桂花 latte",
            "**新品上市** 桂花拿铁\n- 秋天的第一口甜\n- 限时第二杯半价",
            "不要 markdown 啊，那些星号我复制到微信里全是乱码。plain text 就好，以后都这样",
            "收到，纯文本版：新品上市，桂花拿铁，秋天的第一口甜。本周第二杯半价，等你来尝。",
        ]),
        ("2026-08-09T11:00:00+08:00", [
            "我合伙人阿杰想换 Yirgacheffe 的供应商。我个人最爱就是耶加雪菲水洗，有什么 sourcing 建议?",
            "找能提供产地批次信息的进口商，要样品自己做 cupping，看生豆含水率和瑕疵率，先小批量试单再签长期。",
            "ok。还有你叫我 May 就行，别“您”来“您”去的，太客气了",
            "好的 May。",
        ]),
        ("2026-10-25T21:00:00+08:00", [
            "今晚熬夜看 F1，我是 Ferrari 粉，明天店里要晚开了哈哈",
            "熬夜加油，希望红色的车争气。",
            "帮我写个明天晚开一小时的通知，发朋友圈",
            "明天本店晚开一小时，11点开门，给大家带来不便请见谅，到店送一块小饼干。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "owns a small coffee shop in Xihu district, Hangzhou, open two years"),
        (1, 2, "standing", "no markdown, plain text only; copies into WeChat"),
        (2, 0, "fact", "business partner is 阿杰"),
        (2, 0, "non_standing", "personal favourite coffee is washed Yirgacheffe"),
        (2, 2, "standing", "call her May, no formal 您"),
        (3, 0, "non_standing", "Ferrari F1 fan, stays up to watch races"),
    ],
    unrelated=[
        "为什么月亮总是同一面朝着地球?",
        "帮我翻译一下 'The early bird catches the worm'，再解释下意思",
        "vaccine 是怎么让身体产生免疫的?",
    ],
    related=[
        ("推荐几款适合做手冲的豆子", [4]),
        ("帮我写条消息给合伙人，约他下周开会对账", [3]),
        ("这个周末有 race 吗? 我支持的车队最近怎么样", [6]),
        ("店里周年庆想搞个活动，给点 idea", [1]),
    ],
))

USERS.append(dict(
    n=23, lang="mixed",
    sessions=[
        ("2026-05-23T18:00:00+02:00", [
            "刚来 Delft 读 PhD，做 coastal engineering。周末想骑车去 Zaanse Schans，从 Delft 骑过去 realistic 吗?",
            "单程大约 80 km，全是平路，体力好的话 4 小时左右。也可以骑到 Amsterdam 再坐火车过去。",
            "ok 我平时一周骑 200 km，没问题。by the way 距离和速度都用 km 就好，别给我 miles，钱用 euro",
            "好的，公制和欧元。",
        ]),
        ("2026-07-11T20:30:00+02:00", [
            "下周 department 有 BBQ，我对 shellfish 严重过敏，虾蟹贝类都不行，要怎么跟 organiser 说? 以后 recommend food 也记得这个",
            "直接发 email 说明是 severe allergy，请他们把海鲜单独烤、用不同的夹子，你自己也带上 EpiPen。之后推荐食物都会避开 shellfish。",
            "thx。另外女朋友 Sophie 八月从上海过来 visit 两周，带她去哪好?",
            "Kinderdijk 风车、Giethoorn、Utrecht 运河，天气好可以去 Texel 骑车。",
            "她超爱 stroopwafel 哈哈，我也是，有没有哪家现做的最好?",
            "Gouda 的 Kamphuisen 是老字号；Rotterdam Markthal 也有现做的。",
        ]),
        ("2026-11-02T17:30:00+01:00", [
            "天黑得好早，下班骑车回家冷死了。winter cycling gear 推荐?",
            "防风手套、头盔里戴薄帽、亮一点的前后灯、反光背心，再加一条防风裤。",
            "ok 谢谢，明天就去 Decathlon 买",
            "记得试戴手套，确认还能灵活捏刹车。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "new PhD student in coastal engineering at TU Delft"),
        (1, 2, "non_standing", "keen cyclist, rides about 200 km a week"),
        (1, 2, "standing", "use km and metric units, money in euros"),
        (2, 0, "standing", "severe shellfish allergy; food recommendations must avoid shellfish"),
        (2, 2, "fact", "girlfriend Sophie visiting from Shanghai for two weeks in August"),
        (2, 4, "non_standing", "loves stroopwafels"),
    ],
    unrelated=[
        "aurora 极光是怎么形成的?",
        "electric car 的电池为什么冬天续航会变短?",
        "帮我写一段 thank-you message 给帮我搬家的朋友",
    ],
    related=[
        ("周六想骑个长途，推荐一条新路线", [2]),
        ("Sophie 下次来还能带她去哪?", [5]),
        ("哪里能买到好吃的荷兰甜点?", [6]),
        ("我这个研究方向明年有什么 conference 可以投?", [1]),
    ],
))

USERS.append(dict(
    n=24, lang="mixed",
    sessions=[
        ("2026-05-27T23:30:00+09:00", [
            "剛下班，在居酒屋打工站了六小時，腰又在痛了。我有慢性腰痛，椎間盤突出，有什麼睡前可以做的 stretch?",
            "可以試 knee-to-chest、cat-cow 和仰躺骨盆後傾，每個 30 秒。避免彎腰碰腳尖那種拉伸。",
            "ok 謝謝。你之後給我任何運動或工作上的建議都要考慮我的腰，不要叫我做 deadlift 之類的",
            "明白，會避開負重和彎腰的動作。",
        ]),
        ("2026-08-03T14:00:00+09:00", [
            "我住中野，在日本語學校讀書，12 月要考 JLPT N2。讀解一直很慢怎麼辦",
            "每天限時做一篇讀解，先看問題再看文章，另外把 N2 常見的接續詞整理起來。可以買《新完全マスター読解 N2》，大約 1,500 日圓。",
            "還有推薦東西的時候便宜一點的，我是窮學生 lol 上次你推薦的課程要三萬日圓",
            "了解，會優先推薦免費或便宜的，例如 NHK News Web Easy，或圖書館借舊題本。",
        ]),
        ("2026-09-21T20:00:00+09:00", [
            "連休去了箱根泡溫泉，腰好很多 haha。我真的超愛溫泉，下次想去草津",
            "草津從新宿有高速巴士，大約 4 小時，比新幹線加轉車便宜很多。西の河原露天風呂價格也親民。",
            "路上想聽 city pop，竹内まりや是我的最愛，還有類似的嗎?",
            "山下達郎、大貫妙子、杏里、角松敏生。",
        ]),
    ],
    statements=[
        (1, 0, "fact", "works part-time at an izakaya"),
        (1, 2, "standing", "chronic back pain (disc herniation); exercise and work advice must respect it, no heavy lifting"),
        (2, 0, "fact", "lives in Nakano, studies at a Japanese language school, taking JLPT N2 in December"),
        (2, 2, "standing", "broke student on a tight budget; recommend cheap or free options"),
        (3, 0, "non_standing", "loves onsen; went to Hakone, wants to go to Kusatsu next"),
        (3, 2, "non_standing", "favourite is Mariya Takeuchi; likes city pop"),
    ],
    unrelated=[
        "為什麼大地震之後會有海嘯?",
        "microwave 是怎麼把食物加熱的?",
        "幫我寫一段 LINE 訊息跟朋友說生日快樂",
    ],
    related=[
        ("這週末想放鬆一下，去哪裡泡湯好?", [5]),
        ("推薦一些 80 年代的日本歌", [6]),
        ("考試前最後一個月讀書要怎麼排?", [3]),
        ("打工的時候一直站著，怎麼站比較不累?", [1]),
    ],
))
