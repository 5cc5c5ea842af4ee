# Hand-written negative frames per kind; {X} (and {Y}) filled by the generator of that kind in build.py.
NEG = {
"order_number": ("""where is my order {X}? it's been a week
order #{X} arrived damaged, help me write a complaint
Can you cancel order no. {X} before it ships?
ref {X} — they said refund in 5 days""", """订单号{X}一直没发货，帮我催一下
我的订单{X}显示已签收，可是我没收到
帮我写个退货申请，订单编号：{X}
淘宝订单 {X} 申请了仅退款"""),
"tracking_number": ("""tracking: {X}, stuck in customs since monday
the courier says parcel {X} was delivered to a locker
is {X} a DHL or UPS tracking code?""", """快递单号{X}，三天没更新了
帮我查一下运单号{X}到哪了
顺丰单号：{X}，收件人不在家"""),
"invoice_number": ("""Invoice {X} is overdue, draft a reminder
please reference invoice no. {X} in the payment note
we got billed twice, invoices {X} and {Y}""", """发票号码{X}，报销要用
请在备注里写上发票编号{X}
这张发票{X}的抬头写错了"""),
"date": ("""the appointment is on {X}, remind me the day before
contract signed {X}, expires in two years
what day of the week is {X}?""", """合同签订日期是{X}，帮我算一下到期日
{X}那天我有空
我的生日是{X}，帮我算星座"""),
"time": ("""meeting moved to {X}, tell the team
the train leaves at {X}, wake me an hour earlier
alarm for {X} please""", """会议改到{X}了
明天{X}出发，别迟到
帮我定个{X}的闹钟"""),
"version": ("""after updating to {X} the app keeps crashing
we're still on {X}, should we upgrade?
release notes for {X} mention a security fix""", """升级到{X}之后就闪退
现在的版本是{X}，需要更新吗
{X}这个版本有什么新功能"""),
"amount": ("""I paid {X} for the flights, split it between 3
the quote came in at {X}, too high?
salary offer is {X} per year before tax""", """这个月房租{X}，水电另算
报价{X}，能不能再便宜点
帮我算一下{X}分12期每期多少"""),
"postcode": ("""my postcode is {X}, is that in zone 2?
ship it to the office, postal code {X}
which city has zip {X}?""", """邮编是{X}，地址写到门牌号
帮我查一下{X}是哪个区的邮编
寄到公司，邮政编码{X}"""),
"isbn": ("""can you find the book with ISBN {X}?
the library copy is ISBN {X}, 2nd edition
cite this: ISBN {X}""", """帮我查一下ISBN {X}是哪本书
教材的书号是ISBN {X}
这本书 ISBN {X} 有电子版吗"""),
"flight": ("""my flight {X} is delayed 2 hours
booked {X} for the 14th, window seat
is {X} a direct flight?""", """我坐{X}航班，几点落地
{X}延误了，帮我改签
帮我查一下{X}的值机柜台"""),
"serial_number": ("""the laptop serial is {X}, is it still under warranty?
S/N {X} — the repair shop needs it
registering device serial {X}""", """电脑序列号{X}，帮我查保修
设备SN：{X}
售后让我提供序列号，是{X}"""),
"room_seat": ("""I'm in room {X}, can you send towels
our seats are {X}, near the aisle
the exam is in hall B, seat {X}""", """我住{X}房间，空调坏了
座位号是{X}，帮我记一下
考场座位号{X}，别走错"""),
"measurement": ("""the box is {X}, will it fit in my car
it measures {X}, is that standard?
the spec sheet says {X}""", """这个柜子尺寸{X}，放得下吗
量出来是{X}，这个尺寸常见吗
屏幕分辨率{X}"""),
"coordinates": ("""meet at {X}, that's the trailhead
the drone logged {X} as the last position
what's at coordinates {X}?""", """坐标是{X}，帮我看看是哪里
在地图上搜{X}
定位显示{X}，离我多远"""),
"score": ("""final score {X}, what a match
the scoreboard said {X} at half time
we lost {X} again lol""", """昨天比赛{X}，太可惜了
成绩单上写的是{X}
最后比分{X}"""),
"percentage": ("""the interest rate went up to {X}
battery health is at {X}, replace it?
conversion dropped by {X} last week""", """利率变成了{X}
电池健康度{X}，要换吗
这个月增长了{X}"""),
"section_number": ("""see clause {X} of the lease
as per section {X} of the handbook
the answer is in chapter {X}""", """合同第{X}条怎么理解
按照规范{X}节的要求
教材{X}小节看不懂"""),
"hash": ("""the commit {X} broke the build
sha256 of the file is {X}, does it match?
revert {X} please""", """这个提交{X}引入了bug
文件的MD5是{X}，对一下
回滚到{X}"""),
"sports_result": ("""lakers won {X} last night
the marathon time was {X}, new PB
she bowled {X} in the final""", """昨晚湖人{X}赢了
我的马拉松成绩{X}
决赛比分{X}，逆转了"""),
"stock_quantity": ("""we have {X} units left in the warehouse
order {X} pcs of the blue model
inventory shows {X} in stock""", """仓库还剩{X}件
补货{X}箱
库存显示{X}"""),
"year": ("""I graduated in {X}
the house was built in {X}, any issues to check?
back in {X} we lived in Lyon""", """我是{X}年毕业的
这房子是{X}年建的
{X}年我在深圳工作"""),
"model_number": ("""is the {X} compatible with usb-c?
my fridge model {X} is making noise
compare {X} and the older one""", """我的手机型号是{X}
{X}这个型号还在保修吗
帮我对比一下{X}的参数"""),
"invalid_card": ("""for the unit test use a fake card like {X}, it should fail Luhn
sandbox rejected test card {X} as invalid, expected?
mock data: card_no = {X} (deliberately invalid)""", """测试用的假卡号{X}，校验应该不通过
单元测试里这个无效卡号{X}要报错
造了个错误卡号{X}测校验逻辑"""),
"invalid_id": ("""test fixture id {X} has a wrong check digit on purpose
our validator should reject mock ID {X}
write a unit test asserting {X} is invalid""", """测试用例：身份证{X}校验位是错的，应该拒绝
这个假身份证号{X}是故意写错校验码的
单元测试里放个错误的身份证号{X}"""),
"meeting_id": ("""zoom meeting ID {X}, passcode in the invite
join the webex, meeting number {X}
the Teams conference ID is {X}""", """腾讯会议号{X}，九点开始
会议ID：{X}，密码稍后发
明天的会议号是{X}"""),
"math": ("""what's {X}?
is {X} correct? my calculator disagrees
simplify {X} for me""", """{X}等于多少
帮我验算一下{X}
这道题{X}怎么算"""),
"product_code": ("""SKU {X} is out of stock again
can you look up part number {X}?
the barcode says {X}""", """商品编码{X}缺货了
配件编号{X}还有货吗
条形码{X}扫不出来"""),
}
