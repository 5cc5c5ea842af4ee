import random
R = random.Random(7)
def d(n): return "".join(R.choice("0123456789") for _ in range(n))
def nz(n): return R.choice("123456789")+d(n-1)
def isbn():
    b = "978"+R.choice("0147")+d(8)
    s = sum(int(c)*(1 if i%2==0 else 3) for i,c in enumerate(b))
    return b+str((10-s%10)%10)
def isbn_fmt():
    x = isbn(); return R.choice([x, x[:3]+"-"+x[3]+"-"+x[4:8]+"-"+x[8:12]+"-"+x[12]])
def date():
    y,m,dd = R.randint(1990,2027),R.randint(1,12),R.randint(1,28)
    return R.choice([f"{y}-{m:02d}-{dd:02d}", f"{dd:02d}/{m:02d}/{y}", f"{y}年{m}月{dd}日", f"{m}/{dd}/{y}", f"{y}.{m:02d}.{dd:02d}", f"{y}{m:02d}{dd:02d}"])
def htime(): return R.choice([f"{R.randint(0,23):02d}:{R.choice(['00','15','30','45','10','50'])}", f"{R.randint(1,12)}:{R.randint(0,59):02d} {R.choice(['am','pm'])}", f"{R.randint(0,23):02d}:{R.randint(0,59):02d}:{R.randint(0,59):02d}"])
G = {
 "order_number": lambda: R.choice([nz(18), "E"+d(15), nz(12), "#"+nz(7), "TB"+d(16), nz(19)]),
 "tracking_number": lambda: R.choice(["SF"+nz(12), "1Z"+d(3)+"".join(R.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))+d(10), "YT"+nz(16), "JD"+d(13), nz(12), "LX"+d(9)+"CN", "7"+d(11)]),
 "invoice_number": lambda: R.choice([f"INV-{R.randint(2019,2026)}-{d(5)}", f"No.{nz(8)}", nz(20), f"FP{d(10)}", f"INV{d(7)}"]),
 "date": date,
 "time": htime,
 "version": lambda: R.choice([f"v{R.randint(0,9)}.{R.randint(0,30)}.{R.randint(0,99)}", f"{R.randint(1,20)}.{R.randint(0,9)}.{R.randint(0,20)}", f"10.0.{R.randint(19041,26100)}.{R.randint(1000,5000)}", f"{R.randint(1,5)}.{R.randint(0,9)}.{R.randint(0,9)}-rc{R.randint(1,5)}", f"1.{R.randint(60,130)}.{R.randint(1000,9999)}.{R.randint(0,300)}"]),
 "amount": lambda: R.choice([f"¥{R.randint(100,99999):,}.{d(2)}", f"${R.randint(10,999999):,}", f"{R.randint(1000,999999)}元", f"€{R.randint(5,9999)},{d(2)}", f"USD {R.randint(1000,9999999):,}.00", f"{R.randint(1,999)}万"]),
 "postcode": lambda: R.choice([R.choice(["100","200","510","518","310","610"])+d(3), R.choice(["SW1A 2AA","EC1V 9HX","M1 4BT","EH8 9YL","B15 2TT"]), nz(5), f"{d(3)}-{d(4)}", f"{R.randint(1000,9999)} {R.choice('ABCDEFGHJKLMN')}{R.choice('ABCDEFGHJKLMN')}", f"{R.choice('KMLTV')}{d(1)}{R.choice('ABCEG')} {d(1)}{R.choice('ABCEG')}{d(1)}"]),
 "isbn": isbn_fmt,
 "flight": lambda: R.choice(["CA","MU","CZ","BA","LH","EK","SQ","UA","NH","QF","TK","HU"])+str(R.randint(100,9899)),
 "serial_number": lambda: R.choice(["SN"+d(12), "C02"+"".join(R.choice("ABCDEFGHJKLMNPQRTVWXY0123456789") for _ in range(9)), nz(15), f"S/N {d(4)}-{d(4)}-{d(4)}", "F"+d(2)+"".join(R.choice("ABCDEFGHJK") for _ in range(2))+d(8)]),
 "room_seat": lambda: R.choice([f"Room {R.randint(1,35)}{R.randint(1,40):02d}", f"{R.randint(1,40)}{R.choice('ABCDEFK')}", f"{R.randint(1,30)}号楼{R.randint(1,30)}{R.randint(1,20):02d}室", f"seat {R.randint(1,60)}{R.choice('ABCDEF')}", f"{R.randint(1,16)}车{R.randint(1,20):02d}{R.choice('ABCDF')}号"]),
 "measurement": lambda: R.choice([f"{R.randint(140,200)} cm", f"{R.randint(40,120)}.{R.randint(0,9)} kg", f"{R.randint(10,3000)}mm x {R.randint(10,3000)}mm", f"{R.randint(1,500)} ㎡", f"{R.randint(2,50)}.{d(2)} km", f"{R.randint(100,5000)} ml"]),
 "coordinates": lambda: R.choice([f"{R.uniform(-60,60):.4f}, {R.uniform(-170,170):.4f}", f"{R.uniform(20,45):.6f},{R.uniform(100,125):.6f}", f"{R.randint(10,60)}°{R.randint(0,59)}'{R.randint(0,59)}\"N {R.randint(0,170)}°{R.randint(0,59)}'{R.randint(0,59)}\"E"]),
 "score": lambda: R.choice([f"{R.randint(40,100)}/100", f"{R.randint(300,750)}分", f"{R.randint(5,9)}.{R.choice('05')} overall", f"{R.randint(1,10)}/10", f"GPA {R.randint(2,3)}.{d(2)}"]),
 "percentage": lambda: R.choice([f"{R.randint(0,100)}.{R.randint(0,9)}%", f"{R.randint(1,99)}%", f"-{R.randint(0,30)}.{d(2)}%"]),
 "section_number": lambda: R.choice([f"§ {R.randint(1,30)}.{R.randint(1,9)}.{R.randint(1,9)}", f"{R.randint(1,12)}.{R.randint(1,9)}.{R.randint(1,9)}.{R.randint(1,9)}", f"第{R.randint(1,50)}条第{R.randint(1,9)}款", f"Article {R.randint(1,99)}({R.randint(1,9)})", f"clause {R.randint(1,20)}.{R.randint(1,20)}"]),
 "hash": lambda: R.choice(["".join(R.choice("0123456789abcdef") for _ in range(n)) for n in (7,12,40,64)]),
 "sports_result": lambda: R.choice([f"{R.randint(0,5)}-{R.randint(0,5)}", f"{R.randint(80,130)}:{R.randint(80,130)}", f"6-{R.randint(0,4)}, {R.randint(3,7)}-{R.randint(5,7)}", f"{R.randint(0,4)}比{R.randint(0,4)}"]),
 "stock_quantity": lambda: R.choice([f"{R.randint(100,99999)} units", f"{R.randint(1000,200000)}件", f"{R.randint(10,999)} pcs", f"{R.randint(1,500)}箱"]),
 "year": lambda: R.choice([str(R.randint(1900,2030)), f"{R.randint(1950,2010)}–{R.randint(2011,2030)}", f"{R.randint(1980,2026)}年"]),
 "model_number": lambda: R.choice(["RTX 4070 Ti", f"SM-S9{R.randint(10,28)}B", f"A{R.randint(2000,3200)}", f"WH-1000XM{R.randint(3,6)}", f"MQ{d(2)}{R.choice('LL')}/A", f"X{R.randint(100,999)}-{d(4)}", f"ThinkPad T{R.randint(14,16)} Gen {R.randint(1,5)}", f"KD-{R.randint(43,85)}X{R.randint(80,95)}K"]),
 "ticket_or_booking": lambda: R.choice(["".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(6)), f"E{d(9)}", nz(13), f"PNR {''.join(R.choice('ABCDEFGHJKLMNPQRSTUVWXYZ23456789') for _ in range(6))}"]),
 "meeting_id": lambda: R.choice([f"{nz(3)} {d(4)} {d(4)}", f"{nz(3)} {d(3)} {d(3)}", f"{nz(3)}-{d(3)}-{d(3)}"]),
 "math": lambda: R.choice([f"{R.randint(100,9999)} * {R.randint(100,9999)}", f"{R.randint(1000,99999)} + {R.randint(1000,99999)}", f"{R.randint(10,999)}^2", f"{nz(6)} / {R.randint(2,99)}"]),
 "train": lambda: R.choice(["G","D","K","Z","T","C"])+str(R.randint(1,9999)),
 "license_plate": lambda: R.choice([R.choice("京沪粤浙苏川")+R.choice("ABCDEF")+"·"+"".join(R.choice("0123456789ABCDEFGHJKLMN") for _ in range(5)), f"{R.choice(['AB','KX','LD'])}{d(2)} {''.join(R.choice('ABCDEFGHJKLMNPRSTUVWXYZ') for _ in range(3))}"]),
}
F = {
 "order_number": ["my order {x} still hasn't shipped", "订单号{x}，什么时候发货？", "Order #: {x} — can I change the address?", "退款申请的订单是{x}", "the amazon order {x} arrived damaged", "帮我查下订单{x}的物流", "cancel order {x} pls"],
 "tracking_number": ["tracking number {x}, where is it now?", "快递单号{x}，显示已签收但我没收到", "Your parcel {x} is out for delivery", "顺丰单号 {x}", "can you check {x} on the courier site", "运单号：{x}"],
 "invoice_number": ["invoice {x} is overdue by 10 days", "发票号码{x}，抬头开错了", "Ref: {x}, please pay by transfer", "请核对发票{x}的金额", "the client says invoice {x} was never received"],
 "date": ["my appointment is on {x}", "合同签订日期{x}", "born {x}? no, that's the wedding date", "截止日期是{x}，别忘了", "the lease ends {x}", "{x}的会议改期了", "remind me on {x} to renew the passport"],
 "time": ["meet at {x} at the lobby", "明天{x}开会", "the train leaves at {x}", "闹钟定在{x}", "log shows the crash at {x}", "{x}之前把材料交上来"],
 "version": ["updated to {x} and now wifi is broken", "升级到{x}之后一直闪退", "we're still on {x} in prod", "Windows build {x} has the bug", "请安装{x}版本的驱动", "changelog for {x}?"],
 "amount": ["the total came to {x}", "这个月房租{x}", "he owes me {x}", "报销金额{x}，帮我写个说明", "budget is {x} max", "转了{x}给他了"],
 "postcode": ["postcode is {x}", "邮编{x}", "is {x} in the delivery zone?", "地址：北京市朝阳区，邮政编码{x}", "zip {x} for the shipping form"],
 "isbn": ["ISBN {x} — is that the 2nd edition?", "这本书的ISBN是{x}", "order the textbook, ISBN: {x}", "图书馆说{x}已借出"],
 "flight": ["my flight {x} is delayed", "航班{x}几点起飞？", "picking her up from {x} tonight", "改签到{x}了", "is {x} a direct flight?"],
 "serial_number": ["the serial number is {x}, still under warranty?", "序列号{x}，保修过期了吗", "S/N on the sticker: {x}", "设备编号 {x} 报修"],
 "room_seat": ["I'm in {x}, come up", "座位是{x}", "we're staying at {x}, 3rd floor", "我的座位号{x}，靠窗吗", "meeting moved to {x}"],
 "measurement": ["the couch is {x}, will it fit?", "身高{x}穿什么码", "the box measures {x}", "房子面积{x}", "ran {x} this morning"],
 "coordinates": ["the pin is at {x}", "坐标{x}，帮我看看是哪里", "GPS says {x}", "集合点坐标：{x}"],
 "score": ["I got {x} on the mock test", "高考考了{x}，能上什么学校", "IELTS {x}, good enough?", "评分{x}，值得去吗"],
 "percentage": ["battery at {x}", "增长了{x}", "the fund is down {x} this year", "完成率{x}，还差一点"],
 "section_number": ["see {x} of the contract", "根据{x}的规定", "the answer is in {x} of the manual", "参考文档{x}节"],
 "hash": ["commit {x} broke the build", "文件的sha值是{x}，对得上吗", "checksum {x} doesn't match", "回滚到{x}"],
 "sports_result": ["we won {x} last night!!", "昨晚比分{x}，太刺激了", "final score {x}, what a match", "决赛{x}输了"],
 "stock_quantity": ["we have {x} left in the warehouse", "库存还剩{x}", "reorder when stock drops below {x}", "仓库显示{x}待发"],
 "year": ["I moved here in {x}", "这栋楼建于{x}", "the car is a {x} model", "{x}那会儿我还在上学"],
 "model_number": ["is the {x} worth it?", "我的型号是{x}，能用这个充电器吗", "looking for a case for the {x}", "{x}和上一代有什么区别"],
 "ticket_or_booking": ["booking ref {x}, can I add a bag?", "取票号{x}", "confirmation code: {x}", "预订编号{x}，想取消"],
 "meeting_id": ["zoom meeting ID {x}, no password", "腾讯会议号：{x}", "join with meeting ID {x} at 3", "会议号{x}，大家准时进"],
 "math": ["what's {x}?", "帮我算一下{x}", "quick: {x} = ?", "{x}等于多少"],
 "train": ["taking {x} to Shanghai tomorrow", "高铁{x}晚点了吗", "is {x} the overnight one?", "我坐{x}，大概下午到"],
 "license_plate": ["the car plate was {x}", "车牌号{x}，违章了吗", "a van with plate {x} blocked the drive", "帮我查一下{x}的年检"],
}
