V5_MEM = """
01 pf 住在北京朝阳区，32岁
02 pf 在一家游戏公司做UI设计师
03 ev 怀孕中，预产期是2027年3月10日
04 fa 孕期查出妊娠糖尿病，需要控糖
05 fa 丈夫周航在银行工作，经常出差
06 fa 丈夫对猫毛过敏
07 fa 用户对头孢类药物过敏
08 fa 妹妹在减肥，每天只吃沙拉
09 pr 怀孕前爱喝冰美式，现在每天最多一杯低因咖啡
10 pr 回答尽量简短，不超过五句话
11 fa 在北京妇产医院产检，每两周一次
12 ev 下次产检是12月16日，要做胎心监护
13 fa 报名了医院的孕妇学校，周六上午上课
14 fa 婆婆明年二月来北京帮忙坐月子
15 fa 婆婆是广东人，口味清淡
16 fa 用户是湖南人，爱吃辣，但医生让孕期少吃辣
17 td 月底前要买婴儿床和安全座椅
18 fa 家里是两居室，打算把次卧改成婴儿房
19 fa 用户开比亚迪汉，丈夫没有驾照
20 fa 产假从2027年2月开始，一共158天
21 fa 公司在望京，坐地铁14号线通勤
22 fa 养了一条柯基叫豆豆
23 fa 豆豆每月驱虫一次，用的是大宠爱
24 fa 有轻度贫血，孕期在补铁
25 fa 腰疼，晚上睡觉要用孕妇枕
26 pr 喜欢画水彩，周末在家画
27 fa 工作用Figma，同事小刘用Sketch
28 fa 有一台2022款iPad Pro
29 fa 闺蜜林晓在上海当律师
30 ev 闺蜜林晓1月来北京出差，会住在她家
31 fa 爸妈住在长沙，爸爸装过心脏支架
32 fa 妈妈眼睛不好，看不清小字
33 ru 晚上十点以后不看工作消息
34 fa 血型是A型Rh阴性
35 fa 2024年流产过一次
36 fa 宝宝是女孩，打算取名小满
37 pr 喜欢薄荷绿，婴儿房想用这个色调
38 fa 丈夫喜欢钓鱼，周末常去密云水库
39 ev 结婚三周年是2027年1月18日
40 fa 小区电梯偶尔会坏
41 pr 不吃羊肉，闻不了膻味
42 fa 孕早期孕吐严重，现在好多了
43 fa 有北京职工医保，另外买了商业医疗险
44 td 要提前了解新生儿上户口需要的材料
45 fa 英语不错，大学读的是视觉传达
46 fa 每天晚饭后散步半小时
47 fa 手机是华为Mate 60
48 pr 喜欢看综艺，不爱看恐怖片
49 ev 丈夫的生日是8月2日
50 fa 家里净水器每六个月换一次滤芯，上次是7月换的
51 fa Gym membership is paused until after the baby arrives
52 fa Takes Elevit prenatal vitamins, one a day
53 pr Wants to try cloth diapers
54 fa Sister-in-law gave them a used Bugaboo stroller
55 fa Husband is learning to cook; so far he can make tomato and egg stir-fry
56 pr Hopes for a natural birth; birth plan filed with the hospital
"""
V5_Q = """
04 | 下午茶想点一杯珍珠奶茶，可以吗？
07 | 嗓子发炎了，医生要开消炎药，我要提醒什么？
06 | 朋友家的猫生了小猫，想送我一只，能养吗？
12 | 下次去医院是哪天？要做什么检查？
13 | 周六上午约闺蜜去逛街行吗？
37 | 婴儿房的墙刷什么颜色好？
23 | 豆豆这个月的驱虫药买哪款？
41 | 周末想去吃烤羊排，怎么样？
17 | 月底之前还有什么大件要买？
36 | 宝宝的名字我们定了吗？
38 | 老公周末一般喜欢去干嘛？想给他安排个惊喜。
50 | 净水器什么时候该换滤芯了？
03 | When is the baby due?
34 | Is there anything about my blood type the delivery team should know?
20 | When does my maternity leave start?
21 | What's my usual way of getting to the office?
14 | Who's coming to help after the birth, and when?
15 | What kind of dishes should I cook when my mother-in-law is here?
16 | Can I have a fiery chili chicken dinner tonight?
25 | My lower back aches at night. What am I already using to help?
27 | Which design tool do I use at work?
30 | My friend from Shanghai is coming to town. When is that?
39 | When is our wedding anniversary?
33 | My manager messages me at 11pm. Should I reply?
47 | What phone do I have?
51 | 健身房的会员卡现在是什么状态？
52 | 我每天吃的孕期维生素是哪一种？
54 | 婴儿推车还需要买吗？
55 | 老公现在会做什么菜？
U | 珠穆朗玛峰有多高？
U | What is the speed of sound in air?
U | 怎么在Word里自动生成目录？
U | 秦始皇是哪一年统一六国的？
U | How many continents are there?
"""

V6_MEM = """
01 pf Runs a small bakery, Crumb & Co, in Tiong Bahru, Singapore
02 pf 45岁，祖籍福建，在新加坡长大
03 fa Wife Grace is a secondary school maths teacher
04 fa 女儿Chloe今年11岁，2027年参加小六会考（PSLE）
05 fa Son Marcus, 8, has asthma and uses a blue reliever inhaler
06 fa 店里员工阿明对花生过敏
07 fa Has gout; avoids organ meats and limits beer
08 fa 妻子Grace每逢初一、十五吃素
09 pr Prefers answers as numbered steps
10 pr 价格请用新币（SGD）表示
11 fa Bakery is open 7am to 3pm and closed on Mondays
12 fa 每天凌晨四点起床备料
13 fa Sourdough starter is named Auntie and is 6 years old
14 fa 面粉供应商是Prima，每周二、周五送货
15 fa Has three staff: Ah Ming, Siti and Jun
16 fa Siti observes Ramadan and leaves early to break fast during that month
17 ev Shop lease is up for renewal in March 2027; landlord proposed an 8% increase
18 td 农历新年黄梨挞订单1月25日截止接单
19 fa Sold 1,200 jars of pineapple tarts last Chinese New Year
20 fa 店里的烤箱是德国MIWE，上个月坏过一次
21 fa Oven servicing contract with TechBake, once a quarter
22 fa 用一辆丰田Sienta送货
23 ev The van's COE expires in September 2027
24 fa 有轻度腰肌劳损，搬面粉袋要戴护腰
25 fa Cycles along East Coast Park on Monday mornings
26 fa 母亲82岁，住在用户家楼下的组屋
27 fa 母亲有轻度失智，白天有钟点工照顾
28 fa Father passed away in 2019
29 fa 哥哥在吉隆坡开咖啡店
30 ev Family trip to Taiwan planned for the June 2027 school holidays
31 fa Marcus is scared of the dark
32 fa Chloe plays the violin; her Grade 6 exam is in May 2027
33 fa 会讲福建话、华语、英语和一点马来语
34 fa Uses Xero for the bakery's accounts; Grace keeps the household budget in Excel
35 td GST filing for Q4 is due at the end of January
36 fa 店里的收银系统是StoreHub
37 ru 周一是家庭日，不接订单
38 pr 最爱吃肉骨茶，每周日早上八点和妈妈去吃
39 fa Bakery's Instagram account has 18k followers
40 fa Siti runs the bakery's Instagram
41 fa Grace is allergic to latex
42 fa Marcus's asthma gets worse during haze season (September-October)
43 fa 高中在华侨中学读的
44 fa 每年查一次尿酸，目标控制在360以下
45 fa 家住Bukit Merah的四房式组屋
46 ev Wedding anniversary is 12 December (married 2008)
47 fa 每天早上喝一杯kopi-o kosong
48 ev Grace's birthday is 2 January
49 td Buy PSLE science assessment books for Chloe
50 fa Chloe hopes to get into Nanyang Girls' High
51 fa 员工Jun在读夜校，周三、周四提早下班
52 fa Best seller is the kaya butter croissant
53 fa 店里不做含猪油的产品
54 fa 每年12月底关店三天盘点
55 fa Wants to open a second outlet in Punggol by 2028
56 fa 有老花眼，看小字要戴老花镜
"""
V6_Q = """
11 | What opening hours should I put on the new signboard?
07 | I'm hosting dinner. Can I serve chicken liver pâté?
05,42 | Haze season is coming back next year. Who in the family needs extra precautions?
17 | The landlord wants more rent. When does our lease end?
46 | Our anniversary is coming up soon. What's the date?
48 | I want to plan something for Grace's birthday. When is it?
40 | Who looks after our social media posts?
41 | I'm planning a surprise party for my wife with lots of balloons. Any problem?
52 | Which pastry sells best at the shop?
55 | Where was I thinking of opening the next shop?
18 | 新年前黄梨挞什么时候停止接单？
12 | 我明天凌晨几点得起床？
27 | 我妈白天谁在照顾？
24 | 搬货的时候我要注意什么？
37 | 周一有客人想订一个大蛋糕，能接吗？
44 | 我的尿酸要控制在多少以内？
56 | 菜单上的小字看不清怎么办？
54 | 年底那几天店里有什么安排？
14 | Which days does the flour get delivered?
36 | Which POS system does the shop use?
51 | Jun asked to leave early today. Which days is that normal?
29 | What is my brother up to these days?
53 | Should we use lard in the new pastry recipe?
22 | What vehicle do I use for deliveries?
38 | What time do I have breakfast with my mum on Sundays?
06 | We're adding a satay-sauce bun to the menu. Which staff member should I warn?
05 | 儿子哮喘发作时用什么药？
35 | 第四季度的消费税什么时候要报？
32 | 女儿的小提琴考级在什么时候？
23 | 送货车的拥车证什么时候到期？
30 | 明年学校假期全家去哪里玩？
31 | 儿子晚上睡觉要留灯吗？
34 | 店里的账用什么软件记？
16 | 斋月期间店里的人手要怎么安排？谁会提早走？
U | Who invented the telephone?
U | 电脑上怎么截图？
U | What is the largest ocean on Earth?
U | 为什么彩虹有七种颜色？
U | How many legs does a spider have?
"""
