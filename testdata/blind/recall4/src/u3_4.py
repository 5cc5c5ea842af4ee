V3_MEM = """
01 pf PhD student in computational biology at the University of Toronto
02 pf 来自成都，2021年来加拿大读书
03 fa Supervisor is Dr. Patel; weekly one-on-one on Tuesdays at 10am
04 ev Thesis proposal defense scheduled for February 18, 2027
05 fa 对花粉过敏，春天要吃氯雷他定
06 fa Roommate Jess has celiac disease and keeps a gluten-free shelf in the kitchen
07 pr 能吃辣，最爱吃火锅
08 fa Lactose intolerant; takes Lactaid pills with dairy
09 pr When she writes in Chinese, wants the reply in Chinese with code comments in English
10 pr 回答里的代码示例请用Python，不要用R
11 fa Builds pipelines in Python with Snakemake; most labmates use R
12 fa Lab cluster is Niagara; jobs need the group's allocation code
13 fa 男朋友Kevin在温哥华工作，是UX设计师
14 ev Kevin visits Toronto over New Year, December 29 to January 3
15 fa 每月奖学金大约2300加元，房租1100加元
16 fa Study permit expires August 2027
17 td 续签学签要提前三个月开始准备材料
18 fa Doesn't own a car; gets around by TTC subway and bike
19 fa 去年冬天自行车在学校门口被偷了
20 pr Plays badminton at the campus gym on Friday nights
21 fa 右手腕有腱鞘炎，打字多了会疼
22 fa 父母在成都开一家小面馆
23 fa 妈妈有高血压，爸爸已经戒烟两年
24 ev 2027年5月回国参加表姐的婚礼
25 fa Grandmother is 88 and lives with her parents in Chengdu
26 fa Speaks Mandarin, Sichuanese and English; taking an evening French class
27 fa 法语课在每周一、周三晚上七点
28 pr Drinks flat whites; no caffeine after 2pm
29 fa 喜欢养多肉，窗台上有十几盆
30 fa 租房合同禁止养宠物
31 fa Has played the guzheng since age 8
32 fa Shoe size 37 (EU)
33 fa 近视，左眼450度，右眼500度
34 fa Phone is a Pixel 8; laptop is a MacBook Air
35 ev Paper submitted to RECOMB 2027; decision expected in early January
36 fa Co-first author of a 2025 Bioinformatics paper with labmate Arjun
37 fa Labmate Arjun works on a Linux desktop with vim
38 td Book a dental cleaning; the last one was in June 2026
39 fa Grad student union dental plan covers two cleanings a year
40 ru 周日上午不回复工作消息
41 pr 喜欢看日剧和推理小说，最近在读东野圭吾
42 fa Banks with RBC; uses a no-fee student Visa card
43 fa 冬天容易手脚冰凉，有轻度贫血
44 fa Takes an iron supplement every other day
45 fa 2026年开始练瑜伽，每周两次
46 fa Kevin is vegetarian
47 pr 不吃动物内脏
48 fa Birthday is October 12
49 ev Kevin的生日是1月15日
50 fa Apartment near Spadina and College, 3rd floor walk-up, no elevator
51 fa 每周六去唐人街买菜
52 fa TA for BIO 230 this term; office hours Thursday 3-5pm
53 ev BIO 230 final exam grading due December 18
54 fa 坐飞机容易晕机，要提前吃晕车药
55 fa Kevin的妈妈对海鲜过敏
56 fa Shares a Costco membership with Jess
"""
V3_Q = """
52 | Can I sit in on a visiting speaker's talk on Thursday at 4pm?
04 | How much time do I have left to prepare for my proposal?
12 | I need to run a big alignment job on the cluster. What do I need to submit it?
18 | My building is offering parking spots for $150 a month. Is that worth it for me?
08 | Which milk should I use in the pancakes I'm making for myself?
28 | Is a latte at 4pm a good idea for me?
06 | I'm picking up groceries for the shared shelf. What should I avoid putting on Jess's?
35 | When will I hear back about my conference submission?
39 | How many cleanings per year does my dental plan pay for?
05 | 春天快到了，我要提前准备什么药？
15 | 这个月的钱够花吗？房租占了多少？
17 | 学签续签要提前多久开始准备？
27 | 周三晚上一起吃饭怎么样？
30 | 我想养一只猫，可以吗？
41 | 推荐一部周末可以看的剧。
43 | 冬天我的手总是冰凉，这是怎么回事？
24 | 明年五月我需要请假吗？为什么？
22 | 我爸妈在成都是做什么生意的？
49 | What's a good time to plan something special for my boyfriend's birthday?
54 | Anything I should take before boarding my flight home to Chengdu?
40 | My labmate pinged me on Slack on Sunday at 9am. Do I need to answer right away?
33 | What's my glasses prescription?
51 | Where do I usually shop for groceries on weekends?
19 | What happened to my old bike?
21 | My right wrist aches after a long day of coding. Is this a known issue for me?
14 | 男朋友什么时候来多伦多？
46 | 男朋友来多伦多的时候，带他去吃什么比较好？
16 | 我的学签哪天到期？
03 | 导师每周什么时候和我开会？
32 | 我穿多大码的鞋？
25 | 我外婆今年多大了？
48 | 我的生日是哪天？
53 | 期末改卷截止是哪天？
50 | 我想买个大冰箱，搬家具上楼方便吗？
U | What is the boiling point of water at sea level in Celsius?
U | 长城有多长？
U | Who wrote Pride and Prejudice?
U | 为什么会有潮汐？
U | How many players are on a soccer team on the field?
"""

V4_MEM = """
01 pf Lives in Manchester, UK; semi-retired architect, aged 62
02 pf Married to Lina, who is originally from Hangzhou
03 fa Has type 2 diabetes, managed with metformin
04 fa Lina is allergic to shellfish
05 fa Had a mild heart attack in 2023; takes a statin and low-dose aspirin
06 pr Gave up red meat after the heart attack; used to have steak every week
07 pr Wants measurements in metric and prices in pounds
08 pr Prefers detailed explanations with the reasoning spelled out
09 fa Sees a cardiologist every six months at Wythenshawe Hospital
10 ev Next cardiology check-up is on January 21, 2027
11 fa Son Daniel, 34, lives in London and works in finance
12 fa Daughter Sophie, 30, is a vet in Leeds
13 ev Sophie is expecting her first baby in April 2027
14 fa Daniel's partner Priya is vegetarian
15 fa Plays golf twice a week at Didsbury Golf Club; handicap 14
16 fa Arthritis in the left shoulder flares up in cold weather
17 fa Drives a 2020 Volvo XC60 hybrid
18 ev Volvo's MOT is due in February 2027
19 fa Lina doesn't drive
20 fa Building a walnut dining table in his garage workshop
21 fa Western red cedar sawdust gives him a skin rash
22 fa Keeps two beehives at the allotment
23 fa Has plot 27 at the Chorlton allotments
24 fa Manchester City season ticket holder
25 pr Enjoys real ale but his doctor limits him to two pints a week
26 pr Reads Hilary Mantel and naval history
27 td Update his will with the solicitor in spring 2027
28 fa Drawing a defined-benefit pension since 2025
29 fa Still consults Mondays and Tuesdays for his former firm
30 ru Never books anything that clashes with a Man City home match
31 fa Has worn a hearing aid in his right ear since 2024
32 fa Border terrier called Pip, 5 years old
33 fa Pip is terrified of fireworks
34 fa Lives in a 1930s semi-detached house with damp in the cellar
35 td Get quotes for tanking the cellar before spring
36 fa Learning Mandarin to talk with Lina's parents; currently at HSK 2
37 ev Trip to Hangzhou to visit the in-laws planned for October 2027
38 fa Brother Ian lives in Edinburgh; they phone every Sunday evening
39 fa Uses a Samsung Galaxy phone; Lina has an iPhone
40 ev Wedding anniversary is 9 September (married 1990)
41 fa Has mild red-green colour blindness
42 fa Sleeps badly if he eats after 9pm
43 fa Pip is insured with Petplan
44 fa Takes the tram into the city centre rather than driving
45 fa Volunteers at a food bank on Thursday mornings
46 fa Former firm is Hartley Ross Architects
47 fa Fasting blood sugar target is under 7 mmol/L
48 pr Favourite holiday spot is Keswick in the Lake District
49 fa 岳父岳母住在杭州西湖区，岳父今年八十岁
50 fa 岳母有糖尿病，不能吃甜食
51 fa 丽娜喜欢龙井茶和越剧
52 fa 丽娜每周六上午在社区中心教太极
53 ev 丽娜的六十岁生日是2027年3月8日
54 fa 中文老师姓周，每周四下午上网课
55 fa 用户吃不了太辣的菜
56 td 打算送岳父一把按摩椅当新年礼物
"""
V4_Q = """
06 | Fancy booking a steakhouse for my birthday dinner?
03 | There's a big chocolate cake at the office party. Should I have a slice?
10 | When am I next seeing the heart specialist?
18 | Is the car due for anything soon?
04 | We're thinking of making a seafood paella for Sunday lunch. Any concerns?
13 | What should I get for my daughter ahead of the new arrival?
14 | What should I cook when Daniel brings his partner round for dinner?
21 | Which timber should I steer clear of for the table legs?
29 | Can the plasterer come on a Monday when I'm out?
30 | Would a Saturday afternoon slot on the 16th work for the boiler service, if City are at home?
33 | Any advice for New Year's Eve at home with the dog?
47 | What's my fasting glucose goal again?
48 | Where should we go for a quiet long weekend in the UK?
43 | Who covers the vet bills if Pip gets ill?
34,35 | What still needs doing on the house before spring?
38 | 我一般什么时候跟哥哥通电话？
45 | 周四上午有空吗？
15 | 我的高尔夫差点是多少？
16 | 天一冷肩膀就疼，是老毛病吗？
42 | 晚上十点吃点夜宵可以吗？
36 | 我的中文现在是什么水平？
37 | 去杭州看岳父母的行程定在什么时候？
40 | 我们的结婚纪念日是哪天？
41 | 给书房挑红色和绿色的油漆时，我需要注意什么？
25 | 这周我还能喝几品脱啤酒？
31 | 听力方面我有什么辅助设备？
50 | What treats can I bring back for Lina's mum?
53 | Lina has a big birthday coming up. When exactly is it?
52 | Is Lina free for brunch on Saturday morning?
54 | When is my Chinese lesson each week?
56 | What present did I have in mind for my father-in-law?
U | How long does sunlight take to reach the Earth?
U | Who painted the Mona Lisa?
U | What is the tallest mountain in Africa?
U | How many strings does a violin have?
U | What's the chemical symbol for gold?
"""
