# Hand-written negative frames and value generators (pii11).
# Every message here contains NO personal data; values only look like PII to a careless detector.
# {V} = generated value for the kind; {V2} = a second value of the same kind.
import random

def d(n, first="0123456789"):
    return random.choice(first) + "".join(random.choice("0123456789") for _ in range(n - 1))

def luhn_ok(s):
    t = 0
    for k, ch in enumerate(reversed(s)):
        x = int(ch)
        if k % 2:
            x *= 2
            if x > 9: x -= 9
        t += x
    return t % 10 == 0

def luhn_fail(n, first="123456789"):
    while True:
        s = d(n, first)
        if not luhn_ok(s): return s

MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]

def g_order():
    return random.choice([
        lambda: f"{d(3,'1234')}-{d(7)}-{d(7)}",
        lambda: luhn_fail(19, "2345"),
        lambda: d(12, "23"),
        lambda: f"ORD-2026-{d(6)}",
        lambda: f"#{random.choice('ABCKQ')}{d(2)}-{d(5)}",
        lambda: f"PO {d(10,'4')}",
        lambda: "2026" + random.choice(["03", "07", "10", "11"]) + d(2, "12") + d(8),
    ])()

def g_invoice():
    return random.choice([
        lambda: f"INV-2026-{d(5)}", lambda: d(8, "0"), lambda: "0" + d(11, "34"),
        lambda: "26" + d(18), lambda: f"2026/{d(4,'123')}", lambda: f"FP{d(10)}", lambda: f"RE-{d(6)}-25"])()

def g_tracking():
    return random.choice([
        lambda: "SF" + d(13, "1"), lambda: "78" + d(12), lambda: "YT" + d(13, "7"),
        lambda: "1Z" + "".join(random.choice("0123456789ABCDEFWXY") for _ in range(6)) + d(10),
        lambda: "9400 " + " ".join(d(4) for _ in range(4)) + " " + d(2),
        lambda: random.choice(["EA", "RR", "LX"]) + d(9) + random.choice(["CN", "GB", "DE"]),
        lambda: "JT" + d(13, "5"), lambda: d(10, "3")])()

def g_date():
    y = random.choice(["2024", "2025", "2026"]); m = random.randint(1, 11); dd = random.randint(1, 28)
    return random.choice([f"{y}-{m:02d}-{dd:02d}", f"{dd:02d}/{m:02d}/{y}", f"{m}/{dd}/{y}", f"{y}年{m}月{dd}日",
                          f"{y}{m:02d}{dd:02d}", f"{dd} {MON[m-1]} {y}", f"{dd}.{m:02d}.{y}", f"{MON[m-1]} {dd}, {y}"])

def g_time():
    h = random.randint(0, 23); mi = random.randint(0, 59); s = random.randint(0, 59)
    return random.choice([f"{h:02d}:{mi:02d}", f"{h:02d}:{mi:02d}:{s:02d}", f"{(h % 12) or 12}:{mi:02d} {'am' if h < 12 else 'pm'}",
                          f"{h:02d}:{mi:02d}:{s:02d}.{d(3)}", f"{h}点{mi}分", f"T{h:02d}:{mi:02d}:{s:02d}Z"])

def g_duration():
    return random.choice([f"{random.randint(1,3)}:{random.randint(0,59):02d}:{random.randint(0,59):02d}",
                          f"{random.randint(1,9)}h {random.randint(1,59)}m", f"{random.randint(10,99)}分{random.randint(10,59)}秒",
                          f"PT{random.randint(1,5)}H{random.randint(1,59)}M", f"{random.randint(2,59)}:{random.randint(0,59):02d} min",
                          f"{random.randint(100,9999)} ms", f"{random.randint(2,14)} 天 {random.randint(1,23)} 小时"])

def g_version():
    return random.choice([
        lambda: f"v{random.randint(0,9)}.{random.randint(0,30)}.{random.randint(0,99)}",
        lambda: f"10.0.{random.choice(['19045','22631','26100'])}.{random.randint(1000,5999)}",
        lambda: f"{random.randint(120,142)}.0.{random.randint(6000,7200)}.{random.randint(10,200)}",
        lambda: f"build {random.randint(20000,29999)}.{random.randint(1000,9999)}",
        lambda: f"{random.randint(1,5)}.{random.randint(0,20)}.{random.randint(0,9)}-rc.{random.randint(1,4)}",
        lambda: f"17.{random.randint(0,6)}.{random.randint(1,3)} (21F{random.randint(70,99)})",
        lambda: f"2026.{random.randint(1,11)}.{random.randint(1000,3999)}"])()

def g_amount():
    return random.choice([f"${random.randint(1,99)},{d(3)}.{d(2)}", f"¥{random.randint(1,999)},{d(3)}.00", f"€ {random.randint(10,999)},{d(2)}",
                          f"₹{random.randint(1,99)},{d(3)}", f"{random.randint(1,999)},{d(3)}元", f"USD {random.randint(1,9)},{d(3)},000",
                          f"£{random.randint(10,9999)}.{d(2)}", f"{random.randint(2,99)}.{d(2)} 万元", f"RM {random.randint(100,9999)}.{d(2)}"])

def g_postcode():
    return random.choice(["SW1A 2AA", "EC1V 9HX", "M1 4BT", "EH8 9YL", "100080", "200030", "518057", "310012", "94107", "10001",
                          "60614", "10115 Berlin", "75008 Paris", "560034", "400001", "M5V 2T6", "2000 NSW", "3011 AB", "1010 Wien",
                          "28013 Madrid", "00187 Roma", "110-0005", "06236", "8001 Zürich", "01310-100"])

def g_measure():
    return random.choice([f"{random.randint(150,195)} cm", f"{random.randint(45,110)}.{random.randint(0,9)} kg", random.choice(["1920x1080", "2560 × 1440", "3840x2160"]),
                          f"{random.randint(1,5)}.{random.randint(1,9)} GHz", f"{random.randint(12,85)} inch", "220V 50Hz", f"{random.randint(1,60)}.{random.randint(0,9)} mm",
                          f"{random.randint(30,180)} m²", f"{random.randint(100,2000)} ml", f"{random.randint(1,40)}.{d(2)} km", f"{random.randint(35,40)}.{random.randint(0,9)}°C",
                          f"{random.randint(1,9)},{d(3)},{d(3)} bytes"])

def g_score():
    return random.choice([f"{random.randint(0,5)}-{random.randint(0,5)}", f"{random.randint(15,25)}:{random.randint(10,25)}", f"{random.randint(60,100)}.{random.randint(0,9)}/100",
                          f"IELTS {random.choice(['6.5','7.0','7.5','8'])}", f"GPA {random.randint(2,3)}.{d(2)}", f"{random.randint(90,130)}-{random.randint(90,130)}",
                          f"{random.randint(500,750)}分", f"{random.randint(1,10)}/10", f"{random.randint(1000,2400)} Elo"])

def g_room():
    return random.choice([f"Room {random.randint(1,30)}{d(2)}", f"Gate {random.choice('ABCDE')}{random.randint(1,60)}", f"{random.randint(1,40)}排{random.randint(1,30):02d}座",
                          f"{random.randint(1,20)}号楼{random.randint(1,6)}单元{random.randint(1,33)}{d(2,'0')}", f"seat {random.randint(1,60)}{random.choice('ABCDHK')}",
                          f"Platform {random.randint(1,14)}", f"B{random.randint(1,4)}-{d(3)}", f"{random.randint(1,30)}F-{d(2)}", f"{random.randint(1,12)}车{random.randint(1,20):02d}{random.choice('ABCDF')}号"])

def g_flight():
    return random.choice([f"CA{d(4,'1')}", f"MU{d(4,'5')}", f"CZ{d(4,'3')}", f"BA {d(3)}", f"LH{d(3,'4')}", f"EK{d(3,'3')}", f"G{d(4,'1')}",
                          f"D{d(4,'3')}", f"K{d(4,'1')}", f"UA {d(3,'8')}", f"ICE {d(3,'5')}", f"SQ{d(3,'3')}", f"NH {d(3,'9')}", f"Z{d(3,'1')}"])

def g_isbn():
    core = "978" + random.choice(["7", "0", "1", "3", "4"]) + d(8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core)); chk = (10 - s % 10) % 10
    full = core + str(chk)
    return random.choice([full, f"{full[:3]}-{full[3]}-{full[4:8]}-{full[8:12]}-{full[12]}"])

def g_serial():
    A = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    return random.choice([lambda: "C02" + "".join(random.choice(A) for _ in range(9)), lambda: "SN" + d(12, "2"), lambda: f"A{random.randint(2000,3199)}",
                          lambda: "".join(random.choice(A) for _ in range(4)) + "-" + "".join(random.choice(A) for _ in range(4)) + "-" + d(4),
                          lambda: f"RTX {random.choice(['4060','4070 Ti','5080'])}", lambda: f"WD{d(2)}EFZX-{d(2)}Z{d(2)}B0", lambda: f"SM-S{d(3,'9')}B",
                          lambda: f"XPS {random.choice(['13','15','17'])} {d(4,'9')}", lambda: f"型号 KFR-{random.choice(['26','35','50'])}GW/{d(3)}"])()

def g_coord():
    return random.choice([f"{random.randint(20,45)}.{d(4)}, {random.randint(100,125)}.{d(4)}", f"{random.randint(20,45)}.{d(4)}°N {random.randint(100,125)}.{d(4)}°E",
                          f"-{random.randint(10,40)}.{d(4)}, {random.randint(110,155)}.{d(4)}", f"{random.randint(40,60)}°{random.randint(0,59)}′{random.randint(0,59)}″N",
                          f"lat={random.randint(30,52)}.{d(5)}&lng=-{random.randint(1,120)}.{d(5)}"])

def g_hash():
    h = "0123456789abcdef"
    return random.choice([lambda: "".join(random.choice(h) for _ in range(64)), lambda: "".join(random.choice(h) for _ in range(40)),
                          lambda: "".join(random.choice(h) for _ in range(7)), lambda: "".join(random.choice(h) for _ in range(32)),
                          lambda: "sha256:" + "".join(random.choice(h) for _ in range(12))])()

def g_meeting():
    return random.choice([f"{d(3,'89')} {d(4)} {d(4)}", f"{d(3,'4589')}-{d(3)}-{d(3)}", f"{d(3,'2')} {d(3)} {d(3)} {d(3)}", f"{d(3,'6789')} {d(3)} {d(4)}",
                          d(9, "6789"), f"#{d(4,'1')}{d(3)}"])

def g_math():
    a, b = random.randint(11, 99), random.randint(11, 999)
    return random.choice([f"{a} × {b} = {a*b}", f"{a}*{b}={a*b}", "2^31 - 1 = 2147483647", f"{a*b} / {a} = {b}", "π ≈ 3.14159265358979",
                          "√2 ≈ 1.41421356", f"{a}² = {a*a}", f"1/7 = 0.142857142857", f"{a}+{b}+{a+b}={2*(a+b)}", "2^64 = 18446744073709551616",
                          f"log10({b*1000}) ≈ {len(str(b*1000))-1}.{d(3)}"])

def g_year():
    y = random.randint(1949, 2026)
    return random.choice([str(y), f"{y}–{min(y+random.randint(1,6),2026)}", f"{y}年", f"class of {y}", f"FY{y}", f"{str(y)[2]}0后", f"'{str(y)[2:]}"])

def g_stock():
    return random.choice([f"{random.randint(1,99)},{d(3)} 件", f"qty {random.randint(10,9999)}", f"{random.randint(2,999)} pcs", f"{random.randint(10,500)} 箱",
                          f"{random.randint(1000,99999)} units", f"{random.randint(100,99999)} 套", f"MOQ {random.choice(['500','1000','2000','5000'])}"])

def g_short():
    return random.choice(["10086", "10010", "10000", "95588", "95533", "95555", "12306", "12315", "12345", "110", "120", "119", "911", "999", "112",
                          "111", "*#06#", "1823", "114", "95511", "12110", "10659", "0800"])

def g_section():
    # dotted numbers: some have 4 parts <= 255 (IP-shaped on purpose, labelled negative by context)
    return random.choice([f"{random.randint(1,9)}.{random.randint(1,9)}.{random.randint(1,9)}.{random.randint(1,9)}",
                          f"{random.randint(1,12)}.{random.randint(1,9)}.{random.randint(1,9)}", "1.3.6.1.4.1." + d(4, "1"),
                          f"{random.randint(1,9)}.{random.randint(1,9)}.{random.randint(1,9)}.{random.randint(1,9)}.{random.randint(1,9)}",
                          f"§ {random.randint(1,40)}.{random.randint(1,9)}", f"2.5.4.{random.randint(3,50)}"])

def g_handle():
    return random.choice(["@zhangwei_dev", "@Override", "@media (max-width: 640px)", "@types/node", "@everyone", "@babel/core", "@app.route('/login')",
                          "@here", "@dataclass", "@lru_cache(maxsize=128)", "@Transactional", "@angular/cli", "@小李", "@所有人", "@tanaka.k", "@import url(theme.css)",
                          "@property", "@nestjs/common", "@Autowired", "@keyframes spin"])

def g_barcode():
    core = random.choice(["690", "693", "692", "400", "501", "871", "978"])[:3] + d(9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    return core + str((10 - s % 10) % 10)

def g_percent():
    return random.choice([f"{random.randint(1,99)}.{random.randint(0,9)}%", f"{random.randint(1,100)}%", f"+{random.randint(1,30)}.{d(2)}%", f"-{random.randint(1,15)}.{random.randint(0,9)}%",
                          f"{random.randint(1,9)}.{d(2)} 个百分点", f"{random.randint(1,99)}‰"])

def g_badcard():
    pre = random.choice(["4", "5", "62"])
    s = luhn_fail(16 if pre != "62" else random.choice([16, 19]), pre[0])
    if pre == "62": s = "62" + s[2:]
    while luhn_ok(s): s = s[:-1] + str((int(s[-1]) + 1) % 10)
    return random.choice([s, " ".join(s[i:i+4] for i in range(0, len(s), 4))])

W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def g_badid():
    base = random.choice(["110101", "310104", "440305", "330106", "510107"]) + f"{random.randint(1960,2005)}{random.randint(1,12):02d}{random.randint(1,28):02d}" + d(3)
    good = "10X98765432"[sum(int(a) * b for a, b in zip(base, W)) % 11]
    bad = random.choice([c for c in "0123456789X" if c != good])
    return base + bad

def g_standard():
    return random.choice(["GB/T 7714-2015", "GB 18030-2022", "ISO 27001:2022", "ISO 8601", "RFC 7231", "RFC 5321", "IEC 62368-1", "DIN 5008",
                          "EN 13432", "GB 2760-2024", "IEEE 802.11ax", "ISO/IEC 27701:2019", "JIS X 0208", "ASTM D638-14", "GB/T 19001-2016", "RFC 4291",
                          "ISO 3166-1", "GB 50016-2014", "ITU-T E.164", "ISO 9001:2015"])

NEG = {
 "order_number": (g_order, [
   "Where is my order {V}? It's been two weeks.",
   "Order {V} arrived with a cracked screen, need a replacement.",
   "pls cancel order {V}, ordered the wrong size",
   "Can you summarize the status of {V} and {V2}?",
   "Ref: order no. {V}, placed yesterday evening.",
 ], [
   "订单号{V}，什么时候发货？",
   "我的订单{V}显示已签收但是没收到",
   "帮我查下这单 {V} 能不能退",
   "订单编号：{V}，麻烦改一下收货时间",
   "{V} 这个订单重复扣款了",
 ]),
 "invoice_number": (g_invoice, [
   "Invoice {V} is overdue by 30 days.",
   "Please reissue invoice no. {V} with the correct VAT.",
   "Accounts says invoice {V} was paid twice??",
   "attach invoice {V} to the expense report",
 ], [
   "发票号码{V}，帮我核对一下抬头",
   "这张发票{V}开错了税号，要重开",
   "报销单里的发票号是{V}",
   "发票 {V} 还没收到纸质版",
 ]),
 "tracking_number": (g_tracking, [
   "Tracking number {V} hasn't updated since Monday.",
   "Courier gave me {V}, where's the package now?",
   "my parcel {V} says delivered but it's not here",
   "Can you check which carrier uses numbers like {V}?",
 ], [
   "快递单号{V}，一直显示运输中",
   "帮我查一下物流：{V}",
   "运单号 {V} 被退回了，怎么回事",
   "这个单号{V}是哪家快递的？",
 ]),
 "date": (g_date, [
   "Deadline moved to {V}.",
   "Her flight lands on {V}, can you block that day?",
   "Lease starts {V} and ends a year later.",
   "the report dated {V} has the wrong totals",
 ], [
   "截止日期改到{V}了",
   "合同从{V}开始生效",
   "{V}那天我请假",
   "帮我把{V}的会议挪到下周",
 ]),
 "time": (g_time, [
   "Standup is at {V} sharp, don't be late.",
   "Logs show the crash at {V}.",
   "Pickup time changed to {V}.",
   "can we do {V} instead? i have a dentist thing",
 ], [
   "会议改到{V}了",
   "系统在{V}自动重启",
   "明天{V}在楼下集合",
   "闹钟设成{V}，别睡过头",
 ]),
 "duration": (g_duration, [
   "My half marathon time was {V}, new PB!",
   "The video is {V} long, can you summarize it?",
   "Average handling time this week: {V}.",
   "render took {V}, way slower than yesterday",
 ], [
   "这部电影时长{V}",
   "接口平均响应{V}，太慢了",
   "今天跑步用了{V}",
   "上次充电用了{V}才充满",
 ]),
 "version": (g_version, [
   "After updating to {V} the app crashes on launch.",
   "Which version are you on? I'm on {V}.",
   "Release notes for {V} mention a memory fix.",
   "rollback to {V} pls, the new one is broken",
 ], [
   "升级到{V}之后就闪退",
   "我现在的版本是{V}",
   "{V}这个版本修复了什么？",
   "测试环境先部署{V}",
 ]),
 "amount": (g_amount, [
   "The repair quote came to {V}, is that reasonable?",
   "Total after tax: {V}.",
   "We raised {V} at the charity run!",
   "budget for Q3 is {V}, don't exceed it",
 ], [
   "这个月房租{V}",
   "报价单总价{V}，能不能再便宜点",
   "年终奖发了{V}",
   "上个月信用卡账单一共{V}",
 ]),
 "postcode": (g_postcode, [
   "Is {V} inside the delivery zone?",
   "Postcode for the office is {V}.",
   "shipping to {V} costs extra apparently",
   "What area does {V} cover?",
 ], [
   "邮编是{V}，地址写到街道就行",
   "{V}这个邮编对应哪个区？",
   "寄到{V}要几天",
   "填邮政编码{V}的时候报错了",
 ]),
 "measurement": (g_measure, [
   "The box measures {V} on the longest side.",
   "Screen is {V}, is that enough for gaming?",
   "Measured {V} this morning, slightly better.",
   "spec sheet says {V}, the listing says otherwise",
 ], [
   "这个尺寸是{V}",
   "体检结果：{V}",
   "参数写的是{V}，够用吗",
   "量了一下，{V}，比上周好点",
 ]),
 "score": (g_score, [
   "Final score {V}, what a game!",
   "Got {V} on the mock test.",
   "They lost {V} in extra time.",
   "my rating is {V} now lol",
 ], [
   "昨晚比赛{V}，太刺激了",
   "模拟考考了{V}",
   "最后比分{V}",
   "这次测评{V}，还需要努力",
 ]),
 "room_seat": (g_room, [
   "Meet me at {V}, second floor.",
   "I'm in {V}, the one by the window.",
   "They moved us to {V}.",
   "Boarding from {V}, see you there",
 ], [
   "我在{V}，你到了打招呼",
   "座位是{V}",
   "会议改到{V}",
   "快递放{V}门口就行",
 ]),
 "flight_train": (g_flight, [
   "My flight {V} is delayed by two hours.",
   "Booked {V} for Friday morning.",
   "Is {V} the direct one or does it stop?",
   "{V} got cancelled, rebooking now",
 ], [
   "我坐{V}，下午到",
   "{V}晚点了一个小时",
   "帮我查一下{V}几点出发",
   "改签到{V}了",
 ]),
 "isbn": (g_isbn, [
   "The textbook's ISBN is {V}.",
   "Can you find a PDF summary of {V}?",
   "Library says {V} is checked out.",
   "cite the book with {V} in APA",
 ], [
   "这本书的ISBN是{V}",
   "帮我查一下{V}是什么书",
   "教材书号{V}，别买错版本",
   "图书馆里{V}被借走了",
 ]),
 "serial_model": (g_serial, [
   "Serial number on the back reads {V}.",
   "Is {V} still under warranty?",
   "I have the {V}, will this charger work?",
   "support asked for the model: {V}",
 ], [
   "机身上的序列号是{V}",
   "这个型号{V}还在保修期吗",
   "我用的是{V}，能装这个驱动吗",
   "客服让我报一下{V}",
 ]),
 "coordinates": (g_coord, [
   "Meet at {V}, it's the trailhead.",
   "GPS logged {V} when the drone lost signal.",
   "Drop a pin at {V} for the photographers.",
   "what city is at {V}?",
 ], [
   "坐标{V}，就是那个观景台",
   "无人机最后的位置是{V}",
   "帮我看看{V}是哪里",
   "集合点定位：{V}",
 ]),
 "hash": (g_hash, [
   "The download checksum should be {V}.",
   "Reverted commit {V}, tests pass now.",
   "Docker image digest {V} differs from prod.",
   "file hash {V} doesn't match what the vendor sent",
 ], [
   "校验值应该是{V}",
   "回滚到提交{V}",
   "镜像的 digest 是 {V}，和线上不一样",
   "这个文件的 md5 算出来是{V}",
 ]),
 "meeting_id": (g_meeting, [
   "Zoom meeting ID: {V}, passcode in the invite.",
   "Join the Teams call with ID {V}.",
   "Webinar id {V} - starts in 10.",
   "the meeting code {V} doesn't work for me",
 ], [
   "腾讯会议号：{V}",
   "会议ID {V}，密码见群公告",
   "进不去会议{V}，提示不存在",
   "明天的线上会 {V}，记得提前进",
 ]),
 "math": (g_math, [
   "Quick check: {V}, right?",
   "My kid's homework says {V}, is that correct?",
   "Can you explain step by step why {V}?",
   "calculator shows {V}, so the spreadsheet is off",
 ], [
   "验算一下：{V}",
   "作业题：{V}，对吗",
   "为什么{V}？",
   "算出来{V}，和答案不一样",
 ]),
 "year": (g_year, [
   "We lived in Lisbon from {V}.",
   "The building dates from {V}.",
   "That album came out in {V}, I think.",
   "reunion for {V} is next month",
 ], [
   "我们是{V}认识的",
   "这房子是{V}建的",
   "他是{V}，比我小几岁",
   "{V}那届的同学聚会",
 ]),
 "stock_quantity": (g_stock, [
   "Warehouse shows {V} for the blue mugs.",
   "Supplier can ship {V} by next week.",
   "We only have {V} left, reorder?",
   "inventory count today: {V}",
 ], [
   "仓库里还有{V}",
   "这个款式备货{V}",
   "供应商说{V}起订",
   "盘点结果：{V}",
 ]),
 "short_code": (g_short, [
   "In an emergency just dial {V}.",
   "Is {V} the right number for the bank hotline?",
   "My phone keeps getting texts from {V}, it's the carrier.",
   "what does the code {V} do?",
 ], [
   "有事打{V}",
   "客服热线是{V}吗",
   "{V}给我发了条话费提醒",
   "买火车票可以打{V}",
 ]),
 "section_number": (g_section, [
   "See section {V} of the spec for the timeout rules.",
   "Clause {V} covers early termination.",
   "The OID {V} isn't in our MIB file.",
   "per {V}, the retry limit is three",
 ], [
   "参见第{V}条",
   "规范{V}节写了超时规则",
   "这个OID {V}查不到",
   "按照章节{V}的要求整改",
 ]),
 "at_handle": (g_handle, [
   "Why does {V} show up highlighted in my editor?",
   "Saw {V} in the chat export, what is it?",
   "Do I need to escape {V} in markdown?",
   "someone pasted {V} in the thread, what does it refer to",
 ], [
   "这个{V}是干嘛用的",
   "聊天记录里有个{V}，是什么意思",
   "{V}在 markdown 里要转义吗",
   "代码里看到{V}，看不懂",
 ]),
 "barcode": (g_barcode, [
   "Barcode {V} scans as the wrong product.",
   "The EAN on the box is {V}.",
   "Can you look up {V}? it's on a jar of jam",
   "POS rejects {V}, maybe a bad label",
 ], [
   "条形码{V}扫出来是别的商品",
   "包装上的条码是{V}",
   "帮我查下{V}是什么东西",
   "收银机扫不出{V}",
 ]),
 "percentage": (g_percent, [
   "Conversion rate dropped to {V} this week.",
   "Battery health is at {V}.",
   "Revenue grew {V} year over year.",
   "cpu stuck at {V}, fans screaming",
 ], [
   "转化率降到{V}了",
   "电池健康度{V}",
   "同比增长{V}",
   "这次涨幅{V}",
 ]),
 "invalid_card": (g_badcard, [
   "Our staging fixture uses the dummy card {V}; it should fail the Luhn check.",
   "Test case: {V} must be rejected as an invalid card number.",
   "The mock payment form accepted {V}, which is a made-up number that fails Luhn.",
   "unit test expects validate_card('{V}') == False",
 ], [
   "测试用例：{V}应该校验失败",
   "测试环境里的假卡号{V}，Luhn 不通过才对",
   "单元测试：validate_card(\"{V}\") 应该返回 False",
   "这个随便编的卡号{V}居然通过了前端校验，bug",
 ]),
 "invalid_id": (g_badid, [
   "The test fixture ID {V} has a deliberately wrong check digit.",
   "Unit test: validate_id('{V}') should return False.",
   "Mock data row uses {V}; the checksum is wrong on purpose.",
   "QA: form must reject {V} (bad check char)",
 ], [
   "测试数据里的身份证{V}校验位是故意写错的",
   "单测：check_id(\"{V}\") 应该返回 False",
   "这个假数据{V}是造的，校验码不对，系统应该拦截",
   "mock 用户的证件号{V}，最后一位故意错的",
 ]),
 "standard_ref": (g_standard, [
   "Does the packaging meet {V}?",
   "Reference format must follow {V}.",
   "We're getting audited against {V} next month.",
   "is {V} still current or superseded?",
 ], [
   "参考文献要按{V}格式",
   "产品要符合{V}",
   "下个月按{V}审核",
   "{V}这个标准现在还有效吗",
 ]),
}
