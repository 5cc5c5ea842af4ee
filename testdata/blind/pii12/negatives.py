# Hand-written negative frames (no personal data, but numbers that a careless detector might mask).
# Each kind: value generator gen(r) -> dict of slot values, and en / zh frames.
import string

def d(r, n, first="123456789"):
    return r.choice(first) + "".join(r.choice(string.digits) for _ in range(n - 1))

def luhn_digit(s):
    t = 0
    for k, ch in enumerate(reversed(s)):
        x = int(ch)
        if k % 2 == 0:
            x *= 2
            x -= 9 if x > 9 else 0
        t += x
    return str((10 - t % 10) % 10)

def ean13(r, prefix):
    s = prefix + "".join(r.choice(string.digits) for _ in range(12 - len(prefix)))
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10) % 10
    return s + str(c)

def isbn(r):
    pre = r.choice(["978-7-", "978-0-", "978-1-", "978-4-", "978-3-", "979-8-"])
    reg = {"978-7-": [4, 3], "978-0-": [3, 2, 7], "978-1-": [4, 5], "978-4-": [3, 2], "978-3-": [4, 5], "979-8-": [3]}
    pub = r.choice(reg[pre])
    body = d(r, pub, "0123456789") + "-" + d(r, 8 - pub, "0123456789")
    raw = (pre + body).replace("-", "")
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(raw)) % 10) % 10
    return pre + body + "-" + str(c)

def date(r):
    y = r.choice(range(2019, 2027)); m = r.randint(1, 12); dd = r.randint(1, 28)
    if y == 2026 and m > 11: m = 11
    f = r.choice(["{y}-{m:02d}-{d:02d}", "{d:02d}/{m:02d}/{y}", "{m}/{d}/{y}", "{y}年{m}月{d}日", "{d}.{m:02d}.{y}",
                  "{y}{m:02d}{d:02d}", "{mon} {d}, {y}", "{d} {mon} {y}", "{y}/{m:02d}/{d:02d}"])
    mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][m - 1]
    return f.format(y=y, m=m, d=dd, mon=mon)

def luhn_bad(r):
    pre = r.choice(["4", "51", "53", "622202", "621700", "5412", "4716"])
    n = r.choice([16, 16, 16, 19])
    body = pre + "".join(r.choice(string.digits) for _ in range(n - 1 - len(pre)))
    good = luhn_digit(body)
    bad = str((int(good) + r.randint(1, 9)) % 10)
    s = body + bad
    if r.random() < 0.5 and n == 16:
        s = " ".join(s[i:i + 4] for i in range(0, 16, 4))
    return s

W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def id_bad(r):
    reg = r.choice(["110105", "310104", "440305", "330106", "510107", "420106", "320102", "370202"])
    y = r.randint(1960, 2005); m = r.randint(1, 12); dd = r.randint(1, 28)
    s = f"{reg}{y}{m:02d}{dd:02d}{r.randint(0, 999):03d}"
    good = "10X98765432"[sum(int(a) * b for a, b in zip(s, W)) % 11]
    return s + r.choice([c for c in "0123456789X" if c != good])

def hexs(r, n):
    return "".join(r.choice("0123456789abcdef") for _ in range(n))

K = {}

K["order_number"] = dict(
 gen=lambda r: {"v": r.choice([d(r, 19, "1234"), d(r, 12), "1" + r.choice("3589") + d(r, 9, "0123456789"),
                               f"{d(r,3)}-{d(r,7,'0123456789')}-{d(r,7,'0123456789')}", f"{d(r,6)}-{d(r,15)}",
                               "#" + d(r, 6), "DD" + d(r, 14)])},
 en=["where is my order {v}? it said 3-5 days and it's been two weeks",
     "Order {v} arrived with a cracked mug, how do I ask for a refund?",
     "cancel order no. {v} please, bought the wrong size",
     "the shop says my order number is {v} but the app shows nothing",
     "Reorder the same nappies as order {v}"],
 zh=["订单号{v}，一直显示待发货，帮我催一下。", "我的订单{v}收到的杯子是碎的，怎么退？",
     "帮我查一下订单{v}到哪了。", "订单编号：{v}，尺码买错了想换货。", "上次买猫砂的订单是{v}，再买一样的。"])

K["invoice_number"] = dict(
 gen=lambda r: {"v": r.choice([f"INV-{r.randint(2021,2026)}-{d(r,5,'0123456789')}", d(r, 8), d(r, 20, "2"),
                               f"FP{d(r,10)}", f"No. {d(r,7)}", f"{r.randint(2022,2026)}/{d(r,4,'0123456789')}"])},
 en=["Invoice {v} for the piano lessons is attached, due end of month",
     "the plumber's invoice {v} has the wrong amount on it",
     "Need a copy of invoice {v} for my tax return",
     "is invoice {v} paid already? the school says it's outstanding"],
 zh=["发票号码{v}，抬头开错了要重开。", "装修的发票{v}金额不对。", "报销需要发票{v}的原件。",
     "电子发票号{v}已经发到我手机上了吗？"])

K["tracking_number"] = dict(
 gen=lambda r: {"v": r.choice(["SF" + d(r, 13), "YT" + d(r, 13), d(r, 14, "7"), "JDVA" + d(r, 11), "1Z" + hexs(r, 6).upper().replace("A","W") + d(r, 10),
                               " ".join([d(r, 4, "9"), d(r,4,"0123456789"), d(r,4,"0123456789"), d(r,4,"0123456789"), d(r,4,"0123456789"), d(r,2,"0123456789")]),
                               "R" + r.choice("RLBE") + d(r, 9) + "GB", "LP" + d(r, 14)])},
 en=["tracking says {v} is stuck in customs since monday", "Parcel {v} shows delivered but nothing on the doorstep",
     "here's the tracking for grandma's birthday box: {v}", "which courier uses numbers like {v}?"],
 zh=["快递单号{v}，三天没更新物流了。", "单号{v}显示已签收但我没收到。", "给外婆寄的东西，单号：{v}",
     "{v}这个单号是哪家快递的？"])

K["date"] = dict(
 gen=lambda r: {"v": date(r), "w": date(r)},
 en=["Parent evening moved to {v}, don't forget", "passport expires {v}, renew before the trip",
     "My appointment at the clinic is on {v}", "bought the fridge on {v}, is it still under warranty?",
     "School term starts {v} and ends {w}"],
 zh=["家长会改到{v}了，别忘了。", "护照{v}到期，出发前要换。", "医院复诊约在{v}。",
     "冰箱是{v}买的，还在保修期吗？", "开学时间{v}，放假{w}。"])

K["time"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(0,23):02d}:{r.randint(0,59):02d}", f"{r.randint(0,23):02d}:{r.randint(0,59):02d}:{r.randint(0,59):02d}",
                               f"{r.randint(1,12)}.{r.choice(['00','15','30','45'])}{r.choice(['am','pm'])}", f"{r.randint(1,12)}:{r.randint(0,59):02d} {r.choice(['AM','PM'])}"]),
                "w": f"{r.randint(0,23):02d}:{r.randint(0,59):02d}"},
 en=["bus leaves at {v}, be at the stop five minutes early", "Swimming lesson is {v} on saturdays",
     "the pharmacy closes at {v} today", "Alarm for {v} please, and another for {w}", "Check-in opens {v}, boarding {w}"],
 zh=["车{v}开，提前五分钟到站。", "游泳课每周六{v}。", "药店今天{v}关门。", "帮我定个{v}的闹钟，还有一个{w}的。",
     "{v}开始检票，{w}停止。"])

K["duration"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(1,9)}h {r.randint(1,59)}m", f"{r.randint(0,3)}:{r.randint(0,59):02d}:{r.randint(0,59):02d}",
                               f"{r.randint(10,240)} minutes", f"{r.randint(2,14)}天{r.randint(1,13)}晚", f"{r.randint(15,180)}分钟",
                               f"{r.randint(1,12)}小时{r.randint(1,59)}分"])},
 en=["The ferry ride takes {v}, bring snacks", "my half marathon time was {v}, new PB!",
     "Baby slept {v} straight last night", "The drive to grandma's is about {v} without traffic"],
 zh=["坐船要{v}，带点吃的。", "这次跑步用时{v}。", "宝宝昨晚连续睡了{v}。", "开车到外婆家大概{v}。"])

K["version"] = dict(
 gen=lambda r: {"v": r.choice([f"v{r.randint(1,9)}.{r.randint(0,30)}.{r.randint(0,20)}", f"{r.randint(10,11)}.0.{r.randint(19041,26100)}.{r.randint(256,5000)}",
                               f"iOS {r.randint(15,18)}.{r.randint(0,6)}.{r.randint(1,3)}", f"8.0.{r.randint(30,60)}", f"V{r.randint(1,4)}.{r.randint(0,9)}.{r.randint(0,9)}.{r.randint(300,2999)}",
                               f"build {r.randint(1000,99999)}", f"{r.randint(1,5)}.{r.randint(0,9)}.{r.randint(0,9)}-beta.{r.randint(1,9)}"])},
 en=["the kids' tablet is stuck on {v}, should I update?", "After updating to {v} the bluetooth keeps dropping",
     "which version do you have? mine says {v}", "The shop's card reader runs firmware {v}"],
 zh=["孩子的平板还停在{v}，要不要更新？", "更新到{v}以后蓝牙老是断。", "你的是哪个版本？我这显示{v}。",
     "店里收款机的固件版本是{v}。"])

K["amount"] = dict(
 gen=lambda r: {"v": r.choice([f"¥{r.randint(1,99)},{d(r,3,'0123456789')}.00", f"${r.randint(1,9)},{d(r,3,'0123456789')}.{r.randint(10,99)}", f"₹{r.randint(1,99)},{d(r,3,'0123456789')}",
                               f"Rp {r.randint(1,9)}.{d(r,3,'0123456789')}.000", f"€ {r.randint(1,99)}.{d(r,3,'0123456789')},{r.randint(10,99)}", f"{r.randint(1000,99999)}元",
                               f"HK$ {r.randint(1,9)},{d(r,3,'0123456789')}", f"£{r.randint(100,999)}.{r.randint(10,99)}", f"{r.randint(1,9)},{d(r,3,'0123456789')},{d(r,3,'0123456789')}"])},
 en=["the stroller was {v} in the shop but cheaper online", "We spent {v} on the trip, way over budget",
     "School fees went up to {v} a term!!", "Is {v} a fair price for a used sewing machine?"],
 zh=["婴儿车店里卖{v}，网上便宜点。", "这趟旅行花了{v}，超预算了。", "学费涨到{v}一学期了！", "二手缝纫机卖{v}贵不贵？"])

K["postcode"] = dict(
 gen=lambda r: {"v": r.choice([d(r, 6, "12345"), f"{d(r,5)}", f"{d(r,5)}-{d(r,4,'0123456789')}",
                               r.choice(["LS6", "M14", "BS8", "EH9", "CF24", "NW3", "SE15", "G12", "OX4"]) + " " + str(r.randint(1,9)) + r.choice("ABDEFGHJLNPQRSTUWXYZ") + r.choice("ABDEFGHJLNPQRSTUWXYZ"),
                               d(r, 6, "5678"), f"{r.randint(1011,9999)} {r.choice('ABCDEGHJKLMNPRST')}{r.choice('ABCDEGHJKLMNPRST')}",
                               r.choice(["M5V", "H2X", "V6B", "T2P"]) + f" {r.randint(1,9)}{r.choice('ABCEGHJKLMNPRSTVXY')}{r.randint(1,9)}"])},
 en=["what area is postcode {v}? looking at a flat there", "Delivery doesn't cover {v}, annoying",
     "The school catchment includes {v} I think", "Postcode {v} - is that near the station?"],
 zh=["邮编{v}是哪个区？", "快递说{v}这个邮编不配送。", "寄明信片要写邮编，{v}对吗？", "{v}这个邮编附近有没有好的学校？"])

K["measurement"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(95,190)} cm", f"{r.randint(30,110)}.{r.randint(0,9)} kg", f"{r.randint(1,5)}.{r.randint(0,9)}m x {r.randint(1,5)}.{r.randint(0,9)}m",
                               f"{r.randint(120,240)}×{r.randint(60,200)}×{r.randint(40,120)} cm", f"{r.randint(200,1500)} ml", f"{r.randint(20,160)}平方米", f"{r.randint(3,40)}.{r.randint(0,9)}公斤"])},
 en=["kid is {v} now, what bike size should I get?", "Will a rug of {v} fit the living room?",
     "recipe says {v} but my jug has no markings", "Parcel is {v}, how much to ship?"],
 zh=["孩子现在{v}，买多大的自行车？", "地毯{v}放客厅够不够？", "菜谱上写{v}，我没有量杯。", "包裹{v}，寄出去要多少钱？"])

K["score"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(0,7)}-{r.randint(0,7)}", f"{r.randint(40,100)}/100", f"GPA {r.randint(2,3)}.{r.randint(10,99)}", f"{r.randint(60,130)}:{r.randint(60,130)}",
                               f"{r.randint(400,700)}分", f"{r.randint(6,9)}.{r.choice('05')} overall", f"{r.randint(10,150)}/150"])},
 en=["Final score {v}, the under-10s were robbed", "my daughter got {v} on her maths test!!",
     "Is {v} good enough for the scholarship?", "Our quiz team scored {v}, not bad"],
 zh=["比赛结果{v}，孩子们踢得很好。", "女儿数学考了{v}！", "{v}能拿奖学金吗？", "儿子篮球赛最后{v}，输了一点。"])

K["room_seat"] = dict(
 gen=lambda r: {"v": r.choice([f"Room {r.randint(1,30)}{r.randint(1,40):02d}", f"{r.randint(1,30)}排{r.randint(1,30):02d}座", f"seat {r.randint(1,60)}{r.choice('ABCDEFHJK')}",
                               f"{r.randint(1,16):02d}车{r.randint(1,18)}{r.choice('ABCDF')}座", f"Ward {r.randint(1,12)} bed {r.randint(1,30)}", f"{r.randint(1,9)}0{r.randint(1,9)}教室", f"locker {r.randint(100,999)}"])},
 en=["we're in {v}, come up when you arrive", "Mum is in {v}, visiting until 8",
     "I booked {v} for the concert", "swap with me? I have {v}"],
 zh=["我们在{v}，到了直接上来。", "妈妈住在{v}，八点前可以探视。", "电影票买的{v}。", "能跟我换个座吗？我是{v}。"])

K["flight"] = dict(
 gen=lambda r: {"v": r.choice(["CA", "MU", "CZ", "HU", "BA", "EK", "SQ", "NH", "QF", "LH", "AF", "TK", "AI", "3U", "MF"]) + r.choice(["", " "]) + str(r.randint(101, 8999))},
 en=["flight {v} is delayed 2 hours, pick me up later", "Is {v} the direct one or does it stop?",
     "Grandpa lands on {v}, terminal 2", "they moved us from {v} to the next morning"],
 zh=["航班{v}延误两小时，晚点接我。", "{v}是直飞的吗？", "爷爷坐{v}回来，二号航站楼。", "{v}取消了，改到明天早上。"])

K["train"] = dict(
 gen=lambda r: {"v": r.choice([f"G{r.randint(1,9999)}", f"D{r.randint(1,9999)}", f"K{r.randint(100,9999)}次", f"ICE {r.randint(500,1999)}", f"Z{r.randint(1,300)}次",
                               f"Nozomi {r.randint(1,300)}", f"C{r.randint(1000,7999)}", f"the {r.randint(5,11)}:{r.choice(['02','17','32','48'])} train"])},
 en=["We're on {v}, arriving just after lunch", "is {v} running today? strike news everywhere",
     "book {v} for the kids too, they travel free", "{v} was packed, had to stand"],
 zh=["我们坐{v}，中午到。", "{v}今天停运了吗？", "给孩子也买{v}的票。", "{v}人太多了，一路站着。"])

K["isbn"] = dict(
 gen=lambda r: {"v": isbn(r)},
 en=["the school reading list wants ISBN {v}", "Is {v} the hardback or paperback?",
     "Found a used copy, ISBN {v}, only 3 dollars", "Library says {v} is on hold for me"],
 zh=["学校书单要求ISBN {v}这一版。", "ISBN {v}是精装还是平装？", "二手书ISBN {v}，才五块钱。", "图书馆说{v}这本给我留着了。"])

K["serial_number"] = dict(
 gen=lambda r: {"v": r.choice(["SN " + "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(12)),
                               "SM-" + r.choice("SAGN") + d(r, 3) + r.choice(["0", "B", "U"]), "KFR-" + str(r.randint(23, 72)) + "GW/" + d(r, 3),
                               d(r, 4) + r.choice(string.ascii_uppercase) + r.choice(string.ascii_uppercase) + d(r, 5, "0123456789"),
                               r.choice(["MQ", "MU", "MT"]) + "".join(r.choice(string.ascii_uppercase + string.digits) for _ in range(3)) + "CH/A",
                               "S/N: " + d(r, 11)])},
 en=["the washing machine serial is {v}, warranty people asked", "Model {v} - does it fit the same charger?",
     "Found the sticker, it says {v}", "is {v} the right spare part for our fridge?"],
 zh=["洗衣机的序列号{v}，售后要的。", "型号{v}能用同一个充电器吗？", "机器背面贴纸写着{v}。", "{v}这个配件适合我们家冰箱吗？"])

K["coordinates"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.uniform(-45,60):.4f}, {r.uniform(-120,150):.4f}", f"{r.uniform(20,45):.6f},{r.uniform(100,125):.6f}",
                               f"N {r.randint(10,60)}°{r.randint(0,59)}′{r.randint(0,59)}″ E {r.randint(10,150)}°{r.randint(0,59)}′{r.randint(0,59)}″"])},
 en=["campsite is at {v}, no signal there", "Drop pin: {v} - that's where the picnic is",
     "the waterfall coordinates are {v}", "Meet at {v}, by the big oak tree"],
 zh=["露营地坐标{v}，那边没信号。", "野餐的位置：{v}。", "瀑布的坐标是{v}。", "在{v}集合，大树下面。"])

K["hash"] = dict(
 gen=lambda r: {"v": r.choice([hexs(r, 64), hexs(r, 32), hexs(r, 7), hexs(r, 40), "sha256:" + hexs(r, 64)])},
 en=["the download page says the checksum should be {v}", "my file's md5/sha came out {v}, does it match?",
     "dad asked what {v} means in the update log", "commit {v} broke the shop website lol"],
 zh=["下载页写的校验值是{v}。", "算出来的哈希是{v}，对得上吗？", "更新日志里的{v}是什么意思？", "提交{v}之后店里网站就挂了。"])

K["meeting_id"] = dict(
 gen=lambda r: {"v": r.choice([f"{d(r,3)} {d(r,4,'0123456789')} {d(r,4,'0123456789')}", f"{d(r,3)} {d(r,3,'0123456789')} {d(r,3,'0123456789')}", d(r, 11, "89"),
                               f"{d(r,3)}-{d(r,3,'0123456789')}-{d(r,3,'0123456789')}", "-".join("".join(r.choice(string.ascii_lowercase) for _ in range(k)) for k in (3, 4, 3))]),
                "w": str(r.randint(1000, 999999))},
 en=["parents' zoom: meeting ID {v}, passcode {w}", "Church choir practice online, ID {v}",
     "grandma can't join, meeting id {v} says invalid", "Join the class call: {v} (passcode {w})"],
 zh=["家长会腾讯会议号：{v}，密码{w}。", "线上读书会的会议号是{v}。", "奶奶进不去，会议号{v}提示无效。", "网课会议号{v}，密码{w}。"])

K["math"] = dict(
 gen=lambda r: (lambda a, b: {"v": r.choice([f"{a} × {b} = {a*b}", f"{a}*{b}={a*b}", f"{a} + {b} = {a+b}", f"{a*b} ÷ {b} = {a}", f"({a}+{b})*2 = {(a+b)*2}"])})(r.randint(12, 99999), r.randint(12, 9999)),
 en=["homework check: is {v} right?", "my son wrote {v}, can you explain it step by step",
     "quick sanity check {v}", "Teacher marked {v} wrong, was she right?"],
 zh=["帮我检查作业：{v}对吗？", "儿子写的{v}，给他讲讲步骤。", "验算一下{v}。", "老师说{v}错了，真的错了吗？"])

K["year"] = dict(
 gen=lambda r: {"v": str(r.randint(1950, 2026)), "w": str(r.randint(1950, 2026))},
 en=["we moved to this house in {v}", "Grandpa was born in {v} and left the village in {w}",
     "this coin is from {v}, worth anything?", "Class of {v} reunion is next month"],
 zh=["我们{v}年搬进这个房子。", "爷爷{v}年出生，{w}年离开老家。", "这枚硬币是{v}年的，值钱吗？", "{v}届同学聚会下个月。"])

K["stock_quantity"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(1,99)},{d(r,3,'0123456789')}", str(r.randint(100, 99999)), f"{r.randint(1,9)}.{r.randint(1,9)}万"])},
 en=["the shop has {v} bags of rice left in stock", "We sold {v} mugs at the market this year",
     "Warehouse count shows {v} units of the blue scarf", "order {v} stickers for the school fair?"],
 zh=["店里大米还剩{v}袋库存。", "今年集市上卖了{v}个杯子。", "仓库里蓝色围巾还有{v}条。", "学校义卖要订{v}张贴纸吗？"])

K["invalid_card"] = dict(
 gen=lambda r: {"v": luhn_bad(r)},
 en=["test checkout with the fake card {v} should be rejected, right?",
     "for the shop's payment page demo we typed {v}, it failed the check as expected",
     "{v} is a made-up number from the textbook exercise on checksums",
     "the sandbox rejected dummy card {v}, good"],
 zh=["测试用的假卡号{v}应该被拒吧？", "演示付款页面时随便输了{v}，校验没过，正常。",
     "{v}是课本上校验位练习的例子，不是真卡。", "测试环境拒绝了假卡号{v}，没问题。"])

K["invalid_id"] = dict(
 gen=lambda r: {"v": id_bad(r)},
 en=["unit test: fake ID {v} must fail the checksum", "the mock data has {v}, which is invalid on purpose",
     "{v} is a made-up ID for the form demo, the last char is wrong"],
 zh=["单元测试：假身份证号{v}应该校验失败。", "测试数据里的{v}是故意写错校验位的。",
     "{v}是表单演示用的假号码，最后一位不对。", "这个{v}是我编的，校验码肯定不对，用来测试。"])

K["medical_reading"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(100,170)}/{r.randint(60,100)}", f"{r.randint(4,12)}.{r.randint(0,9)} mmol/L", f"{r.randint(1,10)}.{r.choice('05')} ml",
                               f"{r.randint(50,120)} bpm", f"{r.randint(35,39)}.{r.randint(0,9)}°C", f"HbA1c {r.randint(5,9)}.{r.randint(0,9)}%"])},
 en=["dad's reading this morning was {v}, should we worry?", "nurse said {v} is fine for his age",
     "the health diary says {v} for tuesday", "logged {v} after lunch"],
 zh=["爸爸早上量的是{v}，要紧吗？", "护士说{v}这个年纪正常。", "体检单上写着{v}，医生说再观察。", "午饭后测了{v}。"])

K["pickup_code"] = dict(
 gen=lambda r: {"v": r.choice([f"{r.randint(1,20)}-{r.randint(1,9)}-{r.randint(1000,9999)}", f"{r.choice('ABCD')}{r.randint(1,999):03d}", str(r.randint(100000, 999999)),
                               f"{r.randint(1000,9999)}", f"{r.randint(10,99)}-{r.randint(1000,9999)}"])},
 en=["locker pickup code is {v}, grab the parcel on your way home", "we're number {v} in the queue at the clinic",
     "coffee order ready, code {v}", "the bank gave me ticket {v}, 14 people ahead"],
 zh=["取件码{v}，回家路上帮我拿一下。", "医院排队号{v}，前面还有好多人。", "取餐码{v}。", "银行叫号{v}，还要等一会。"])

K["lottery_numbers"] = dict(
 gen=lambda r: {"v": " ".join(f"{x:02d}" for x in sorted(r.sample(range(1, 36), 5))) + " + " + " ".join(f"{x:02d}" for x in sorted(r.sample(range(1, 13), 2)))},
 en=["dad plays the same numbers every week: {v}", "did {v} win anything last night?",
     "these were grandma's lucky numbers {v}", "bought a ticket with {v} lol"],
 zh=["老爸每周都买同一注：{v}。", "{v}昨晚中了吗？", "外婆的幸运号码{v}。", "随手买了一注{v}。"])

K["barcode"] = dict(
 gen=lambda r: {"v": ean13(r, r.choice(["690", "691", "692", "693", "694", "695", "696", "400", "500", "471", "880"]))},
 en=["the barcode on the milk powder is {v}, is it the real brand?", "scan says {v} but the shelf price is different",
     "what product is {v}?", "the shop's till didn't recognise {v}"],
 zh=["奶粉罐上的条码是{v}，是正品吗？", "扫出来是{v}，但是货架价格不一样。", "{v}是什么商品？", "收银机扫不出{v}这个条码。"])

K["transit_ref"] = dict(
 gen=lambda r: {"v": r.choice([f"bus {r.randint(1,999)}", f"gate {r.choice('ABCDE')}{r.randint(1,60)}", f"platform {r.randint(1,20)}",
                               f"exit {r.choice('ABCD')}{r.randint(1,9)}", f"stop {r.randint(1,99)}", f"line {r.randint(1,18)}"])},
 gen_zh=lambda r: {"v": r.choice([f"{r.randint(1,999)}路", f"{r.randint(1,18)}号线", f"{r.choice('ABCD')}{r.randint(1,9)}出口", f"{r.randint(1,20)}号站台", f"{r.choice('ABCDE')}{r.randint(1,60)}登机口"])},
 en=["{v}? is that the right one for the zoo?", "we're waiting by {v}, hurry", "meet at {v} after school",
     "the sign says {v} is closed today"],
 zh=["{v}是去动物园的吗？", "我们在{v}这边等你，快点。", "放学后在{v}见。", "牌子上写着{v}今天不开。"])
