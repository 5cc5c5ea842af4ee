V7_MEM = """
01 pf Lives in Austin, Texas; 29 years old; Taiwanese-American
02 pf Senior data engineer at a healthcare startup
03 fa Partner Diego is a line cook at a barbecue restaurant
04 pr Vegan since 2023; was pescatarian before that
05 fa Diego eats meat and loves brisket
06 fa Allergic to bee stings; carries an EpiPen
07 fa Diego can't take ibuprofen because of a stomach ulcer
08 pr Wants code examples in TypeScript
09 pr Likes concise answers with a TL;DR at the top
10 fa Works with dbt, Snowflake and Airflow; teammate Priya prefers Dagster
11 fa Works remotely; team standup is 9:30am Central every day
12 fa On-call every fourth week; next on-call week starts December 14
13 fa Two cats, Nacho and Queso
14 fa Queso has chronic kidney disease and eats a prescription renal diet
15 ev Running the Austin Marathon on February 14, 2027
16 fa Runs with Run Austin Crew on Saturday mornings at 6:30
17 fa Plantar fasciitis in the right foot flared up in October
18 fa Drives a 2017 Toyota Prius but bikes most days
19 ev Prius registration renewal is due in February 2027
20 fa Rents an apartment in East Austin; lease ends May 31, 2027
21 td Decide by March whether to renew the lease or buy a house
22 fa Pre-approved for a mortgage up to $420k
23 fa Parents live in Albuquerque; mom is a retired librarian
24 fa Younger sister Kayla, 24, is in nursing school in Houston
25 ev Driving to Albuquerque for Christmas, December 23 to 27
26 fa Dad has celiac disease
27 fa Plays bass in a weekend cover band called The Overdue Fines
28 ev Band gig at Cheer Up Charlies on January 9
29 fa Has ADHD; takes Adderall XR in the morning
30 fa Avoids caffeine after noon because of his medication
31 fa Therapy every other Thursday at 5pm
32 fa Health insurance is a Blue Cross PPO through his employer
33 fa Personal laptop is a Framework running Fedora
34 fa Work laptop is a MacBook Pro
35 fa Learning Spanish to talk with Diego's grandmother
36 fa Diego's family lives in San Antonio
37 ev Diego's birthday is January 30
38 ev Anniversary with Diego is July 4 (together since 2021)
39 fa Fair skin; sunburns easily
40 pr Favorite food is vegan Thai green curry
41 fa Dislikes crowds; skipped SXSW last year
42 ru No meetings before 9am, to protect his morning run
43 fa Contributes 8% to his 401k; employer matches 4%
44 td Schedule a dental crown for the lower left molar
45 fa Wears contact lenses, -3.25 in both eyes
46 fa Best friend Sam lives in Portland and visits in spring
47 fa Volunteers at Austin Pets Alive one Sunday a month
48 fa Stopped drinking alcohol in 2024
49 fa 奶奶住在台中，今年九十岁
50 fa 小时候上过六年中文学校，看得懂繁体字
51 fa 妈妈每年春节都做萝卜糕寄过来
52 fa 用户的中文名字是陈立安
53 fa 爸爸退休前是电机工程师
54 fa Nacho is overweight and on a weight-control diet
55 fa Sister Kayla is allergic to cats
56 fa Budgets with YNAB
"""
V7_Q = """
04 | The team lunch is at a Texas BBQ joint. What can I order?
06 | Planning a picnic in a wildflower meadow this weekend. What should I bring to stay safe?
07 | Diego has a bad headache. Which painkiller should I not hand him?
12 | Could I take a long weekend trip starting December 15?
10 | Which tools should I list in my resume summary?
14 | I'm out of cat food for Queso. What should I buy?
15 | How many weeks do I have left until race day?
16 | Can I join friends for brunch at 7am this Saturday?
17 | My heel hurts first thing in the morning. Is it the same problem as before?
20,21 | When do I need to make a call on moving?
22 | How much house can we afford?
26 | What's a dish I can bring to my parents' for Christmas that my dad can actually eat?
30 | Can I grab a cold brew at 3pm?
31 | Can I make a 5pm happy hour next Thursday?
39 | Heading to Barton Springs all afternoon. What should I remember?
55 | My sister wants to crash at our place for a weekend. Any issue?
28 | 我们乐队下一场演出是什么时候？
37 | 我男朋友的生日是哪天？
25 | 圣诞节回家是哪天出发？
45 | 我的隐形眼镜是多少度？
42 | 早上八点能安排一个会议吗？
48 | 这个周末朋友聚会，我能喝一杯啤酒吗？
41 | 要不要去挤一下那个大型音乐节？
56 | 我是用哪个App做预算的？
43 | 我的退休账户缴纳比例是多少？
44 | 我的牙齿还有什么要处理的？
11 | 每天几点开团队站会？
52 | What's my Chinese name?
49 | I'm sending a birthday card to my grandma in Taiwan. How old is she?
50 | Will I be able to read the menus in Taipei?
53 | What did my dad do for work before he retired?
51 | What homemade treat does my mom usually send around Lunar New Year?
U | What is the square root of 144?
U | Who was the first president of the United States?
U | What's the tallest building in the world?
U | How do I convert Celsius to Fahrenheit?
U | 地球大约有多少岁了？
"""

V8_MEM = """
01 pf 住在广州天河区，68岁，退休中学语文老师
02 pf 丈夫老陈70岁，退休工程师
03 fa 有骨质疏松，每天吃钙片和维生素D
04 fa 老陈有冠心病，装过两个支架
05 fa 对磺胺类药物过敏
06 fa 老陈对花粉过敏
07 pr 以前爱吃甜点，2025年血糖偏高后尽量少吃糖
08 pr 回答请分点列出，每点一句话
09 pr 回答里不要用太多英文术语
10 fa 孙女朵朵5岁，在读幼儿园中班
11 fa 朵朵对鸡蛋过敏
12 fa 周一到周五下午四点半去接朵朵放学
13 fa 儿子陈立在深圳做外贸
14 fa 儿媳是护士，经常上夜班
15 fa 女儿陈欣在加拿大温哥华
16 ev 女儿今年春节不回国，视频拜年
17 ev 女儿2027年7月生孩子，用户打算6月去温哥华帮忙
18 td 要办加拿大探亲签证，材料月底前要交
19 fa 每天早上在公园跳广场舞
20 fa 周三、周六上午去老年大学学书法
21 fa 右膝盖半月板损伤，不能爬山
22 fa 老陈每天早上去饮早茶
23 pr 喜欢听粤剧，最喜欢红线女
24 fa 会讲粤语和普通话，英语只会简单几句
25 fa 用的是华为手机，字体调到最大
26 fa 家里养了一只鹦鹉叫阿福
27 fa 阿福会说“早晨”
28 pr 不吃牛肉
29 fa 老陈爱喝汤，家里每天都要煲汤
30 fa 有轻度失眠，睡前喝一杯温牛奶
31 fa 血压正常，但空腹血糖6.5，偏高
32 ev 下次复查血糖是2027年1月10日
33 fa 看病一般去中山一院，有广州职工医保
34 fa 退休金每月八千多
35 fa 在银行存了一笔定期，2027年3月到期
36 td 定期到期后想买国债，不想买理财产品
37 ru 不接陌生电话，防诈骗
38 fa 朵朵喜欢小猪佩奇和画画
39 ev 朵朵的生日是2月14日
40 fa 妹妹住在佛山，每月见一次面
41 fa 年轻时在湛江下过乡
42 fa 家住七楼，有电梯
43 fa 老陈不会用手机付款
44 fa 会用微信支付，但不会用网上银行
45 ev 2027年4月和老同学去桂林旅游
46 fa 晕车，坐长途车要坐前排
47 pr 喜欢养兰花，阳台上有二十多盆
48 fa 兰花冬天要搬进屋里
49 fa Daughter Xin's husband is a Canadian named Ryan
50 fa Ryan is vegetarian
51 fa Xin's due date is July 20, 2027
52 fa Ryan's family lives in Calgary
53 fa Xin's Vancouver apartment has a spare bedroom for visitors
54 fa The visitor visa application needs an invitation letter from Xin
55 fa Granddaughter Duoduo attends Tianhe No. 3 Kindergarten
56 fa Ms. Huang is organizing the old classmates' trip
"""
V8_Q = """
11 | 朵朵过生日，我想亲手给她做个蛋糕，要注意什么？
05 | 拉肚子去药店，店员推荐复方新诺明，我能吃吗？
20 | 周三上午老姐妹约我去喝茶，有空吗？
21 | 周末想和老同事去爬白云山，行不行？
12 | 礼拜二下午四点去做头发，时间合适吗？
04 | 老伴心脏不好，他做过什么手术？
30 | 晚上总睡不着，我平时睡前会做什么？
35 | 银行那笔钱什么时候到期？
36 | 那笔钱到期以后我打算怎么处理？
46 | 去桂林要坐好几个小时大巴，我要注意什么？
48 | 天冷了，阳台上的花要怎么处理？
37 | 有个不认识的号码一直打过来，要不要接？
17 | 我打算什么时候去温哥华？
22 | 老陈早上一般去哪里？
03 | What medicine am I taking for my bones?
07,31 | Can I have a slice of the birthday cake at my friend's party?
27 | What does our parrot say?
38 | What does my granddaughter like? I want to buy her a present.
32 | When is my next blood sugar check?
33 | Which hospital do I usually go to?
18 | What's the deadline for my Canada visa paperwork?
16 | Will my daughter be home for Spring Festival?
23 | Which Cantonese opera singer do I like best?
40 | Where does my sister live?
13 | What does my son do for a living?
43 | Can my husband pay with his phone?
42 | What floor do we live on, and is there a lift?
50 | 去温哥华给女婿做饭，他有什么忌口？
51 | 女儿的预产期具体是哪一天？
52 | 女婿的家人住在哪里？
54 | 办签证需要女儿提供什么文件？
55 | 朵朵的幼儿园叫什么名字？
56 | 老同学的旅行是谁在组织？
U | 太阳系有几大行星？
U | 长江有多长？
U | 孔子是哪个朝代的人？
U | How many days are in a leap year?
U | 世界上最大的沙漠是哪里？
"""
