# Hand-written message frames. {X} = the identifier; {A},{B} for multi items.
# Harmless numbers (times, prices) appear in some positive frames on purpose.
PHONE = {
"en": [
"Ring me on {X} if the delivery is late.", "My number's {X}", "WhatsApp me at {X} when you land",
"her number's {X}, she said call after 6pm", "Can you save this contact: Dave Hollis {X}",
"call the plumber, {X}, he charges about $80 an hour", "Text {X} to confirm the booking for Friday",
"You can reach my landlord on {X}.", "Mum - {X}", "The clinic's phone is {X}, open 9 to 5",
"new mobile: {X}", "I changed my number to {X}, please update it", "contact: Priya {X}",
"If nobody picks up try {X} instead", "Put {X} as the emergency contact on the form",
"Best, Tom\nMobile {X}", "Regards,\nAnna Keller\nSales Manager\nTel: {X}",
"Here's the list:\n- John {X}\n- bring 2 chairs", "My dad's phone is {X} but he rarely answers",
"Please remind me to call {X} tomorrow at 10:30.", "Is {X} a mobile or a landline?",
"Sign me up with {X} for the SMS alerts", "The hotel number was {X}, room cost 120 euros a night",
"Save under 'Garage': {X}", "{X} is the number for the taxi company", "Call back: {X} (ask for Leila)",
"Her cell is {X}.", "you can text me at {X} anytime", "Phone: {X}\nAddress: same as before",
"my work line is {X}, ext not needed", "Tell the courier to phone {X} on arrival",
"Lost my phone, use my wife's number {X} for now", "Reminder: dentist {X}, appointment 3:15",
"Signal/Telegram: {X}", "Could you draft a text to {X} saying I'm running 20 min late?",
"The recruiter called from {X} twice today", "landline at the cottage {X}, no mobile signal there",
"BEGIN:VCARD\nFN:Marco Rossi\nTEL;TYPE=CELL:{X}\nEND:VCARD", "Ping me on {X}, thanks!",
"For the school run the backup contact is Uncle Ben, {X}.", "I'm reachable at {X} until Sunday",
"Our office: {X}. Opening hours 08:00-17:30.", "number for the vet is {X} I think",
"Write down {X} somewhere, it's Sam's new one", "Who keeps calling me from {X}?",
"Tel. {X} / Fax none", "please call {X} and cancel the 7pm table for 4",
"The babysitter, Chloe: {X}", "Store my mobile as {X}.", "Karen from HR gave me {X} to call",
"mobile {X} email to follow", "dial {X} then press 2 for bookings",
"Okay so the number is {X} - got it?", "Can you remember that Jake's phone is {X}?",
"Booking ref aside, the guesthouse phone is {X}.", "My brother lives abroad, his number is {X}",
"Update contact 'Grandma' to {X}", "The seller's number: {X}, asking price £250",
"Call me: {X}", "{X} - that's the after-hours line",
],
"zh": [
"我手机{X}，有事打给我", "我的电话是{X}", "麻烦帮我记一下，张师傅的电话{X}", "快递到了打{X}",
"她的号码是{X}，晚上七点以后再打", "联系人：王丽 {X}", "我换号了，新号码{X}，旧的不用了",
"房东电话{X}，押金3000块", "有问题可以拨打{X}咨询", "紧急联系人填{X}就行",
"我妈的手机号是{X}", "明天上午10点给{X}回个电话", "加我微信，手机号就是{X}",
"司机电话：{X}，车牌号待定", "帮我存一下：李老师 {X}", "客服电话{X}，工作日9:00-18:00",
"你打{X}找刘经理", "收货人：陈先生，电话：{X}，地址稍后发你", "这是我同事的号{X}，姓赵",
"我的联系方式：{X}", "如果联系不上我，打我老公的电话{X}", "餐厅订位电话{X}，人均150左右",
"保存一下，{X}是修空调的", "记住这个号码{X}，是幼儿园的", "我爸的新手机号{X}，帮我更新通讯录",
"谁的号码是{X}？一直给我打电话", "电话{X}，微信同号", "报名请联系{X}（周老师）",
"医院预约电话是{X}", "到了楼下打我电话{X}", "中介小孙的电话是{X}，明天下午三点看房",
"我在外地，有事打{X}", "备用号码：{X}", "请把{X}设为我的通知号码", "他让我打{X}，说是总机",
"名片上写的是：{X}", "酒店前台电话{X}", "帮我发短信给{X}，说我晚到半小时",
"姐姐的手机号：{X}。", "{X}这个号是我工作用的",
],
"mixed": [
"我的WhatsApp是{X}，thanks", "Call我{X}就行", "my 手机 is {X}", "please 存一下 Lucy 的电话 {X}",
"新号码 new number: {X}", "Tel/电话: {X}", "我在London，本地号码是{X}", "contact 小王 at {X}",
"客户 Mr. Smith 的 mobile 是 {X}", "如果 urgent 就打 {X}", "Line/电话 {X}，周末也可以",
"备注一下 hotel 电话 {X}", "我的 office phone 是{X}", "打 {X} 找 Kevin", "帮我 text {X} 说会议改到3点",
"Emergency contact 紧急联系人：{X}", "她的 cell 是 {X}", "我 Telegram 用的是 {X}",
"Driver 司机 {X}", "请 call back {X}，谢谢",
],
}
EMAIL = {
"en": [
"Email me at {X}.", "my email is {X}", "Send the invoice to {X}, please", "cc {X} on that thread",
"You can reach her at {X}!", "Forward the slides to {X} before 2pm", "Contact: {X}",
"Use {X} for the newsletter signup", "The address I use for work is {X}", "Is {X} still your email?",
"Reply to {X} (not my old one)", "Best,\nLiam\n{X}", "Please add {X} to the shared calendar",
"I registered with {X} last year", "Her address: {X}; she prefers email over calls",
"Can you draft an email to {X} about the refund of $45.99?", "{X} is the support address",
"Login: {X}", "send the receipts to {X} or just print them", "Remember my personal email, {X}.",
],
"zh": [
"我的邮箱是{X}", "请发到{X}，谢谢", "把合同发给{X}", "邮箱：{X}", "抄送{X}",
"他的邮件地址是{X}。", "简历投递到{X}即可", "有问题发邮件到{X}", "我用{X}注册的账号",
"帮我记一下，财务的邮箱{X}", "发票请寄到邮箱{X}，金额是2380元", "老板的邮箱：{X}，别发错了",
"以后用{X}联系我", "会议纪要发{X}一份",
],
"mixed": [
"我的 email 是 {X}", "请 send 到 {X}", "邮箱 email: {X}", "cc 一下 {X}", "把 report 发到 {X}",
"我的 Gmail {X}，你 add 一下", "Contact 邮箱 {X}",
],
}
CNID = {
"en": [
"My ID number is {X}", "Chinese ID: {X}", "For the visa form, my resident ID is {X}.",
"Her ID card number {X} - needed for the train ticket", "ID {X}, name Li Wei",
"Fill in {X} as the passenger ID", "Can you check if {X} is a valid ID number?",
"Hotel asked for my ID: {X}",
],
"zh": [
"我的身份证号是{X}", "身份证号码：{X}", "帮我订票，身份证{X}", "乘车人：张伟，证件号{X}",
"我妈的身份证是{X}，帮我填一下", "身份证号{X}，姓名王芳", "填表时身份证写{X}",
"请核对一下身份证号{X}是否正确", "开户需要身份证：{X}", "这是我的证件号码{X}。",
"他身份证号{X}，明天8点的高铁",
],
"mixed": [
"我的 ID number 是 {X}", "身份证 ID: {X}", "passenger 身份证号 {X}", "请 fill in 身份证 {X}",
],
}
BANK = {
"en": [
"My card number is {X}", "Pay with card {X}, expiry later", "card: {X}",
"Refund to {X} please, amount was $129.00", "Save my Visa {X} for next time",
"The company card is {X}.", "Use the card ending... actually the full number is {X}",
"Bank card {X} for the salary", "charge {X} for the 3 tickets",
],
"zh": [
"我的银行卡号是{X}", "卡号：{X}", "工资卡{X}，开户行招商银行", "请把钱打到{X}",
"退款到这张卡{X}，一共560元", "帮我记一下信用卡号{X}", "银行卡{X}，户名李娜",
"转账到{X}就行", "绑定的卡是{X}。",
],
"mixed": [
"我的 card number 是 {X}", "卡号 card: {X}", "refund 到 {X}", "用 Visa {X} 付款",
],
}
IP = {
"en": [
"The server is at {X}", "ssh into {X} and restart nginx", "Whitelist {X} on the firewall",
"My home IP is {X}.", "Can you ping {X}? it's timing out", "Open {X} in the browser",
"Our VPN gateway: {X}", "block {X}, it's been scanning us since 03:00",
"the printer got {X} from DHCP", "Set the DNS to {X}",
],
"zh": [
"服务器地址是{X}", "把{X}加到白名单", "我家的IP是{X}", "登录{X}看一下日志",
"数据库在{X}上", "帮我封掉{X}，一直在扫端口", "打开{X}就能看到后台", "网关设成{X}",
],
"mixed": [
"server IP 是 {X}", "ssh 到 {X} 看看", "把 {X} 加到 whitelist", "我的 IP address 是 {X}",
],
}
MULTI = {
"en": [
"Contact me at {A} or {B}.", "Name: Ravi\nPhone: {A}\nEmail: {B}", "call {A}, or email {B} if I don't answer",
"Here are my details - {A} and {B}", "Send to {B}; backup phone {A}",
"For the booking use {A}, and my card is {B}", "{A} / {B}",
],
"zh": [
"我的电话{A}，邮箱{B}", "联系方式：{A}，{B}", "手机{A}，身份证{B}", "电话：{A}\n邮箱：{B}",
"姓名：刘洋 电话{A} 卡号{B}",
],
"mixed": [
"我的 phone 是 {A}，email 是 {B}", "Tel {A} 邮箱 {B}", "contact 我：{A} 或者 {B}",
],
}
# Negatives: kind -> lang -> frames; {X} filled from NEG_VALUES generators in gen.py
NEG = {
"order_number": {"en": ["My order number is {X}, it hasn't shipped", "Order {X} arrived damaged", "where is order {X}?"],
                 "zh": ["订单号{X}还没发货", "我的订单{X}能退吗"], "mixed": ["order 号 {X} 还没到"]},
"invoice_number": {"en": ["Invoice {X} is overdue", "Please reference {X} when paying"], "zh": ["发票号码{X}，请核对"], "mixed": ["invoice 号是 {X}"]},
"tracking_number": {"en": ["Tracking number: {X}", "The parcel {X} is stuck in customs"], "zh": ["快递单号{X}", "运单号是{X}，帮我查一下"], "mixed": ["tracking 单号 {X}"]},
"date": {"en": ["The meeting is on {X}", "I was born on {X}, so I'm a Pisces", "deadline {X}"], "zh": ["会议定在{X}", "我{X}出发"], "mixed": ["deadline 是 {X}"]},
"time": {"en": ["See you at {X}", "The train leaves at {X} sharp"], "zh": ["明天{X}见", "闹钟定在{X}"], "mixed": ["meeting 改到 {X}"]},
"version": {"en": ["Upgrade to {X} fixed the crash", "We're still on {X} in production"], "zh": ["升级到{X}以后就好了", "当前版本{X}"], "mixed": ["App 更新到 {X} 了"]},
"amount": {"en": ["The total came to {X}", "Rent is {X} a month"], "zh": ["一共花了{X}", "这个月工资到账{X}"], "mixed": ["budget 是 {X}"]},
"postcode": {"en": ["Ship it to postcode {X}", "The zip code is {X}"], "zh": ["邮编{X}", "邮政编码是{X}"], "mixed": ["邮编 postcode {X}"]},
"room_number": {"en": ["I'm staying in room {X}", "Meet in conference room {X}"], "zh": ["我住{X}房间", "会议室在{X}"], "mixed": ["room {X} 见"]},
"flight_number": {"en": ["My flight is {X}, landing 18:40", "Check the status of {X}"], "zh": ["我坐{X}航班", "航班号{X}延误了"], "mixed": ["flight {X} 延误了"]},
"train_number": {"en": ["We're on train {X} to Shanghai", "Book seats on {X}"], "zh": ["我坐{X}次列车", "买了{X}的二等座"], "mixed": ["高铁 {X} 的 ticket 买好了"]},
"isbn": {"en": ["The book's ISBN is {X}", "Order ISBN {X} from the library"], "zh": ["这本书的ISBN是{X}"], "mixed": ["ISBN {X} 这本 book 很好"]},
"serial_number": {"en": ["Serial number {X} is under warranty", "S/N: {X}"], "zh": ["序列号{X}", "设备编号是{X}"], "mixed": ["serial number 是 {X}"]},
"meeting_id": {"en": ["Zoom meeting ID: {X}", "Join Teams meeting {X}, passcode on the invite"], "zh": ["腾讯会议号{X}", "会议ID：{X}"], "mixed": ["Zoom 会议号 {X}"]},
"score": {"en": ["We won {X} last night", "Final score {X} after extra time"], "zh": ["比分{X}", "昨晚比赛{X}赢了"], "mixed": ["final score {X}"]},
"measurement": {"en": ["The box is {X}", "I'm {X} now"], "zh": ["尺寸是{X}", "我现在{X}"], "mixed": ["size 是 {X}"]},
"coordinates": {"en": ["The campsite is at {X}", "GPS: {X}"], "zh": ["坐标{X}", "定位在{X}"], "mixed": ["GPS 坐标 {X}"]},
"percentage_stat": {"en": ["Conversion went up by {X} this quarter"], "zh": ["同比增长{X}"], "mixed": ["增长 rate {X}"]},
"build_number": {"en": ["Windows build {X} keeps rebooting"], "zh": ["系统版本号{X}"], "mixed": ["build {X} 有 bug"]},
"ticket_number": {"en": ["Support ticket {X} is still open", "Case number {X}"], "zh": ["工单号{X}", "投诉编号{X}"], "mixed": ["ticket {X} 还没处理"]},
"product_code": {"en": ["The part number is {X}", "SKU {X} is out of stock"], "zh": ["商品编码{X}", "型号{X}"], "mixed": ["SKU {X} 没货了"]},
}
