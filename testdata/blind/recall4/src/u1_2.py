V1_MEM = """
01 pf Lives in Portland, Oregon
02 pf Works as a pediatric nurse at a children's hospital
03 pf Married to Tom, a high school chemistry teacher
04 fa Daughter Emma (7) has a severe peanut allergy
05 fa Son Leo (4) is lactose intolerant
06 fa Allergic to penicillin
07 fa Tom gets hay fever every spring
08 ev Leo starts kindergarten in September 2027
09 fa Emma carries an EpiPen in her school backpack
10 fa Works night shifts Tuesday, Wednesday and Thursday
11 pr Prefers answers as short bullet lists
12 pr Wants temperatures in Fahrenheit and distances in miles
13 fa Drives a 2019 Subaru Outback
14 fa Tom drives a Honda Civic
15 ev Subaru is due for an oil change and tire rotation in January 2027
16 fa Has a golden retriever named Biscuit, 9 years old
17 fa Biscuit has hip dysplasia and takes carprofen daily
18 fa Feeds the neighbors' cat Mochi when they travel
19 pr Enjoys trail running; ran the Hood to Coast relay in 2025
20 fa Tore the meniscus in her left knee; had surgery in 2024, told to avoid high-impact running on pavement
21 pr Vegetarian since 2022; followed a keto diet before that
22 pr Dislikes cilantro
23 fa Tom eats everything except pork
24 pr Favorite cuisine is Ethiopian
25 ev Tom's parents arrive Dec 22 to stay through Christmas
26 fa Mother lives in Tucson, Arizona and has type 2 diabetes
27 fa Father passed away in 2020
28 fa Sister Jenna lives in Denver and works as a software engineer
29 td Renew passport before March 2027 (it expires June 2027)
30 ev Family trip to Japan planned for April 2027
31 fa Speaks some Spanish; learning Japanese with Duolingo
32 fa Banks with Advantis Credit Union
33 fa Saving for Emma's college in a 529 plan
34 ru Keeps Sunday mornings free for the family pancake breakfast
35 fa Kids' bedtime is 7:30 pm
36 fa Emma has piano lessons on Monday afternoons, pickup at 5:15
37 fa Leo attends Little Acorns Montessori preschool
38 fa Emma's best friend is Ava from her class
39 fa Uses an iPhone 14; Tom uses a Pixel
40 fa House has a gas stove and a small backyard
41 pr Grows tomatoes and zucchini in raised beds in the backyard
42 fa Blood type O negative; donates blood every few months
43 fa Takes vitamin D and iron supplements
44 fa Had gestational diabetes during the pregnancy with Leo
45 fa Book club meets on the first Saturday of each month
46 pr Likes mystery novels, especially Tana French
47 fa Drinks oat milk lattes, no more than two a day
48 ev Wedding anniversary with Tom is June 14 (married 2014)
49 ev Emma's birthday is March 3
50 ev Leo's birthday is August 19
51 fa 婆婆不吃牛肉
52 fa 在学做川菜，但自己不太能吃辣
53 td 要给Biscuit预约一月份的年度体检
54 fa 护士执照2027年5月到期，需要先修满继续教育学分
55 fa Refinanced the mortgage at 5.1% in 2025
56 fa Tom is mildly allergic to cats
"""
V1_Q = """
04 | Emma's class is having a bake sale on Friday. What should I bake for it?
05 | Leo's friends are coming over after preschool, is mac and cheese a good snack to serve?
06 | My doctor wants to put me on an antibiotic for strep throat. Anything I should mention to her?
10 | A friend invited me to a Wednesday evening concert downtown. Can I go?
15 | When does the car need to go to the shop next?
17 | Biscuit is limping more than usual. What is he already taking?
21 | Can you suggest a quick dinner recipe I can cook for myself tonight?
24 | Recommend a restaurant for date night that I'd really enjoy.
29,30 | What paperwork do I need to sort out before our spring trip?
31 | Which app am I using to study a language right now?
20 | A road-running club near me does 10Ks on asphalt every week. Should I sign up?
48 | How many years will Tom and I have been married next summer?
36 | Which weekday do I need to leave work early to collect Emma from her lessons?
56 | The kids are begging me to adopt a kitten. Is that a good idea for our household?
47 | What's my usual order at the coffee shop?
26 | My mom is visiting for a week. What should I keep in mind when planning desserts?
51 | What main dish should I avoid for Christmas dinner with my in-laws?
54 | When is my professional license up for renewal?
53 | Is there any appointment I need to book for the dog soon?
52 | How spicy should I make the Sichuan dishes I've been practicing?
49 | 艾玛的生日是哪天？
42 | 我去献血时要填血型，我是什么血型？
34 | 帮我安排一下这个周日上午的活动。
35 | 孩子们晚上几点应该上床睡觉？
08 | 儿子明年秋天要开始上学了，我该提前准备些什么？
28 | 我妹妹住在哪个城市？
45 | 读书会一般是哪天聚会？
46 | 推荐几本我可能会喜欢的小说吧。
43 | 我现在每天在吃哪些营养补充剂？
41 | 明年春天后院的菜地还种之前那几样吗？我之前种的是什么？
37 | 小儿子上的幼儿园叫什么名字？
44 | 我怀小儿子的时候有过什么妊娠并发症吗？
U | How many bones are there in the adult human skeleton?
U | What is the capital of Australia?
U | How do I convert a Word document into a PDF?
U | 为什么天空是蓝色的？
U | In what year did the Berlin Wall fall?
"""

V2_MEM = """
01 pf 住在上海徐汇区
02 pf 在一家金融科技公司做后端架构师
03 pf 妻子李婷是小学英语老师
04 fa 儿子小宇今年10岁，对芒果过敏
05 fa 用户本人对尘螨过敏
06 fa 妻子乳糖不耐受，喝牛奶会拉肚子
07 fa 用户有高血压，每天早上吃氨氯地平
08 fa 父亲有痛风，不能吃海鲜和喝啤酒
09 pr 以前吃生酮饮食，2025年起改为低盐清淡饮食
10 pr 希望回答先给结论，再展开理由
11 pr 涉及金额时用人民币表示
12 fa 开一辆2023年买的特斯拉Model 3
13 fa 妻子开一辆大众高尔夫
14 ev 特斯拉的车险2027年2月到期
15 fa 养了一只英短蓝猫，叫团子
16 fa 团子已绝育，每年三月打疫苗
17 fa 小宇在学围棋，每周六下午两点到五点上课
18 fa 小宇读四年级，在徐汇实验小学
19 ev 小宇2027年6月参加围棋段位赛
20 pr 喜欢打羽毛球，每周三晚上和同事一起打
21 fa 腰椎间盘突出，不能久坐，医生不让跑步
22 pr 不吃香菜
23 pr 爱喝普洱茶，不喝咖啡
24 fa 用户写代码用VS Code
25 fa 同事老陈只用Vim
26 fa 公司主要技术栈是Java和Go
27 td 12月20日前要交年度绩效自评
28 ev 2027年春节回湖南长沙老家过年
29 fa 父母住在长沙，母亲退休前是护士
30 fa 母亲膝盖不好，爬楼梯困难
31 fa 房贷还剩18年，月供1.2万
32 fa 每月定投沪深300指数基金
33 ru 周日晚上不安排工作会议
34 fa 会说普通话和长沙话，英语能读技术文档但口语一般
35 ev 结婚纪念日是10月1日
36 ev 妻子生日是5月20日
37 ev 用户生日是7月8日
38 fa 近视600度，平时戴隐形眼镜
39 fa 下午三点以后喝茶会失眠
40 fa 喜欢看科幻小说，最喜欢刘慈欣
41 fa 家里用的是小米智能家居
42 td 要给团子换猫砂，现在那款粉尘太大
43 fa 妻子在减肥，晚上不吃主食
44 fa 小宇不爱吃青菜，但喜欢西兰花
45 fa 每年在瑞慈体检中心做体检
46 fa 血脂偏高，医生建议少吃动物内脏
47 ev 2026年11月从阿里跳槽到现在的公司
48 fa 护照2028年到期
49 ev 计划2027年暑假带家人去北海道
50 fa 妻子不会游泳
51 fa Work laptop is a MacBook Pro M3; personal laptop is a ThinkPad
52 fa Prefers aisle seats on flights because of his back
53 fa Son Xiaoyu wants to learn swimming next summer
54 td Renew the building parking permit by December 31
55 fa Uses Alipay for most payments, WeChat Pay only for red packets
56 fa Mother-in-law stays with the family on weekdays to help with childcare
"""
V2_Q = """
04 | 小宇学校要办水果分享会，我给他带什么水果比较好？
05 | 家里要不要买个除螨仪？
07,09 | 晚饭我该做点什么菜比较合适？
20 | 周三晚上请你吃饭，有空吗？
14 | 车险什么时候要续保？
16 | 团子今年的疫苗什么时候打？
17 | 这周六下午带小宇去科技馆怎么样？
28 | 过年回老家的高铁票应该买到哪里？
08 | 回家给我爸带点什么吃的好？
40 | 最近书荒，推荐本我可能喜欢的书。
33 | 周日晚上八点能开个项目复盘会吗？
39 | 下午四点来一壶铁观音提提神如何？
36 | What should I get my wife for her birthday, and when is it?
24 | Which code editor should I set up on my new machine?
21 | The company is organizing a 5K fun run next month. Should I sign up?
43 | Is a late-night hotpot with noodles a good plan for my wife?
31 | How much is our monthly mortgage payment?
38 | What's my contact lens prescription?
45 | Where do I usually go for my annual checkup?
46 | Can I order the stir-fried pork liver at the restaurant tonight?
47 | When did I start at my current company?
49 | Where were we planning to go for the summer holiday?
48 | Will my passport still be valid next summer?
41 | What brand of smart plugs would work with my home setup?
42 | Is there anything I need to change for the cat?
52 | 帮我订机票的时候选什么座位？
53 | 给儿子报个明年暑假的兴趣班，报什么好？
54 | 小区停车证什么时候之前要续？
U | 地球到月球有多远？
U | 怎么用Excel做数据透视表？
U | What causes the northern lights?
U | 唐朝是哪一年建立的？
U | How do I get a red wine stain out of a carpet?
"""
