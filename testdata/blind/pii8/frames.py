# Hand-written message frames. {P},{P2},{P3}: phones (same country); {E},{E2}: emails; {ID}: CN id; {C}: card; {V4},{V6}: IPs.
PHONE_EN = """ring me on {P} when you land
my new number is {P}, pls save it
can you remind me to call the plumber at {P} tomorrow morning
Reach her at {P} — she's the one handling the lease.
whatsapp me: {P}
text {P} if the meeting moves
Tel: {P}
Mobile: {P}
Ph. {P} (after 6pm only)
the landlord's number is {P}, he prefers calls not texts
Got a missed call from {P}, is that a scam number?
my mum's phone is {P} in case you need to reach her
please put {P} as the emergency contact on the form
call the front desk, {P}, and ask for late checkout
Dr. Okafor's office: {P}
You can get me on {P} most evenings.
save this as Grandma: {P}
the delivery guy asked me to ring {P} when I'm downstairs
hey it's me, lost my phone, this is my temp number {P}
Fwd: contact card — Name: Lena Brandt / Handy: {P}
My celular is {P}, text me there
her WhatsApp is {P} but she rarely checks it
Number for the taxi company? I think it's {P}
draft a text to {P} saying I'll be 10 minutes late
the school nurse called from {P}, what should I say when I call back
plz call {P} and cancel my appointment, I can't talk rn
Contact: Mr. Haddad, {P}
i keep getting spam calls from {P}
Write a polite message to the seller at {P} asking if the bike is still available.
Could you add {P} to my contacts under "Vet"?
my husband's mobile ({P}) is the backup number for the bank
for urgent stuff call {P}, otherwise email
call me back on {P}, the other line is dead
the hotel reception number is {P} if the booking fails
if you can't reach me try my office line {P}
Signal: {P}
phone no {P}
reservations at the restaurant: {P}, ask for a table by the window
number's {P}, ask for Tomasz
She gave me {P} at the party, should I text her first?
Telegram / WhatsApp {P}
My son's coach is at {P}. Remind me to call Thursday.
The recruiter left a voicemail from {P}, help me write a reply.
our nanny: {P} (mornings)
insurance claim hotline they gave me: {P}
I changed my number to {P}, update my profile please
ok so the garage is {P} and they close at 5
my wife is on {P} if anything happens
Emergency contact - {P} (brother)
pls ring {P} re: the parcel
translate this for my Airbnb host: "my number is {P}, I arrive at 9"
Mi número es {P}, can you help me write this in a flyer
ruf mich an unter {P} — how do I say that formally?
Mon portable: {P}. Is that the right way to sign a letter in French?
store the clinic as {P}
The number on the flyer was {P}. Is that a real agency?
add to my CV header: phone {P}
call {P} pls
lmk if {P} works for you, it's my work cell
my daughter's number {P}, she's 16, can you set a reminder to call her
Landline at the cottage is {P}, there's no mobile signal there
I texted {P} but no reply yet
hi, write an SMS to {P}: running late, start without me
The caretaker's number ({P}) is written on the gate
is {P} a mobile or a landline?
call centre said to call back on {P} and quote my case
here's the tutor's contact {P}, book Tuesday 4pm
dial {P} and press 2 for english
my boss's mobile is {P}, don't share it
note: Aunt Priya {P}
the vet clinic is {P}, they open at 8
I'm at {P} all weekend
contact person for the venue — Joanna, {P}
please confirm the order by calling {P}
number changed!! new one {P}
customer called from {P} complaining about the invoice, draft a reply
Phone: {P}
Cell — {P}
Whats the country code in {P}? my friend sent it
my numbr is {P} pls dont loose it again
cal me at {P} asap, its abt the flat
yo save my no. {P}
— sent from my phone — reach me on {P} or not at all lol
Name: Ravi Menon · Mob: {P} · Dept: Ops
Whatsapp numbr for the group admin is {P}
(mobile) {P}
pls txt the babysitter {P} that we're home by 11
u can call the shop on {P} they open 9ish
Can u forward my number ({P}) to the hiring manager?
She said to reach out on {P} after the holidays.
if the alarm goes off ring security on {P}
"""
PHONE_EN_MULTI = """home {P}, mobile {P2}
You can try {P} or {P2}, one of them should work.
Contacts for the trip: driver {P}, guide {P2}
call {P} first, if busy {P2}
Office: {P} | Mobile: {P2}
my parents are on {P} and {P2}
Tel {P} / Fax {P2}
reach the team at {P}, {P2} or {P3}
the two numbers on the invoice are {P} and {P2}, which is the sales line?
day: {P}; night: {P2}
Numbers for the wedding: caterer {P}, florist {P2}, DJ {P3}
i have {P} for work and {P2} personal
"""
PHONE_ZH = """我的手机号是{P}，有事打给我
帮我记一下，房东电话{P}
这个号码{P}给我打了好几次，是不是诈骗电话？
快递员让我到了楼下打{P}
座机：{P}
联系电话：{P}（工作日）
我换号了，新号码{P}，麻烦更新一下
我妈的手机{P}，紧急联系人填她
你可以加我微信，就是这个手机号{P}
帮我给{P}发条短信，说我晚点到
酒店前台电话是{P}，帮我问问能不能延迟退房
手机：{P}
电话{P}，找王经理
医生办公室的号码是{P}，明天上午帮我提醒打过去
我朋友在国外，号码是{P}，怎么打过去？
刚才{P}打来说我中奖了，骗子吧
维修师傅电话{P}，下午三点上门
麻烦把{P}存成“物业”
我老公手机{P}，找不到我就打他的
孩子班主任电话：{P}
客户留的电话是{P}，帮我写个回访话术
这是我在新加坡同事的号码{P}，帮我存一下
请拨打{P}预约
有急事打{P}，其他时间发邮件
我的WhatsApp是{P}
转发名片：张伟 / 手机 {P}
紧急联系人：{P}（父亲）
你打{P}试试，应该有人接
我姐的电话{P}，周末帮我提醒给她打电话
这个{P}是手机还是座机？
前台说回电请打{P}
帮我写个租房广告，联系方式{P}
电话打不通，换这个{P}
宝宝的儿科医生：{P}
我在日本的号码是{P}，回国之前都用这个
面试官让我明天打{P}确认时间
请帮我把简历上的电话改成{P}
外卖小哥{P}打了三次我没接到
驾校教练电话{P}，明早七点
我现在用这个号{P}，旧号不用了
你把{P}发给师傅就行
订餐电话：{P}
叫车电话是{P}吗？
老家座机{P}，奶奶只接这个
咨询热线{P}，帮我问下退款进度
收件人：李娜，电话{P}，地址我稍后发
这是我爸的新手机号：{P}
装修公司的联系人是刘工，{P}
打{P}，报我名字就行
如果联系不上我，打我同事{P}
这个号码{P}是哪个国家的？
美国那边的朋友电话{P}，时差怎么算
帮我查一下{P}是不是运营商的号段
租车公司电话（{P}）写在合同第二页
手机号码:{P}
联系方式——{P}
我在广州的座机是{P}
你给{P}回个电话，说货已经发了
帮我翻译成英文：我的电话是{P}，请晚上联系
业主群里说物业值班电话是{P}
宠物医院{P}，周日也营业
月嫂的电话{P}，下周一上岗
导游电话{P}，集合时间早上八点
Tel：{P}（前台）
我的号码{P}，加我时备注一下名字
留个电话吧：{P}
体检中心电话{P}，要空腹去
跟他说打{P}就能找到我
帮我草拟短信发给{P}：明天的会议改到下午
我的phone number是{P}，你记一下
pls帮我call一下{P}，问问快递到哪了
这个是我的WhatsApp：{P}（国外用）
手机号{P} 微信同号
联系人 Tony，mobile {P}
电话:{P}(仅工作日)
打过去是空号？{P}
我同学的手机号是{P}吧，我记不太清了
号码{P}帮我标记成快递
"""
PHONE_ZH_MULTI = """家里电话{P}，手机{P2}
你打{P}或者{P2}都可以
办公室{P}，手机{P2}，传真就不用了
司机电话{P}，导游电话{P2}
先打{P}，没人接再打{P2}
爸爸{P}，妈妈{P2}
联系人：陈先生 {P}；刘女士 {P2}
白天{P}，晚上{P2}
婚礼那天的几个电话：司仪{P}，化妆师{P2}，摄影{P3}
我有两个号，{P}工作用，{P2}私人的
"""
EMAIL_EN = """my email is {E}
send the invoice to {E}, thanks
can you draft a reply to {E} declining the offer
Email: {E}
cc {E} on that thread pls
I signed up with {E}, but never got the confirmation
reach me at {E}.
the support address they gave me is {E}; is it legit?
forward the slides to {E}!
my work email changed to {E}
Contact: {E}
is {E} a valid address? the form rejects it
put {E} as the billing contact
write to {E} and ask for a refund
please unsubscribe {E} from everything
the teacher's address is {E} (she answers at night)
Her personal one is {E}, not the school one.
login: {E}
email him at {E} about the keys
recovery email should be {E}
I use {E} for newsletters only
tell the landlord to email {E}
the recruiter wrote from {E}, is that a real company domain?
my gmail is {E}
emial me at {E} pls (typo'd it last time)
E-mail — {E}
u can reach the club secretary via {E}; she's quick
"""
EMAIL_ZH = """我的邮箱是{E}
把发票发到{E}，谢谢
帮我给{E}写封邮件，说合同已经签好了
邮箱：{E}
抄送{E}
我用{E}注册的，但是一直没收到验证码
这个{E}是不是钓鱼邮件？
简历请投递至{E}。
请把会议纪要发我邮箱{E}，我晚上看
我的工作邮箱换成{E}了
联系邮箱：{E}；电话稍后补充
老师的邮箱是{E}，作业发那里
帮我退订{E}的所有推送
客户说邮件发到{E}就行
用{E}登录不了，怎么办
我的email是{E}，注册的时候用的
请回复至{E}，勿回复本邮件
电子邮件{E}，有问题随时联系
"""
EMAIL_MULTI_EN = """send it to {E} and cc {E2}
emails: {E}, {E2}
"""
EMAIL_MULTI_ZH = """发给{E}，同时抄送{E2}
两个邮箱都可以：{E}、{E2}
"""
ID_EN = """My Chinese ID number is {ID}, fill it in the hotel form
ID: {ID}
can you check if {ID} has a valid check digit?
my wife's resident ID is {ID}
Put {ID} in the visa application, section 3
id no: {ID}  pls double check
my mom's shenfenzheng number is {ID}, booking train tickets for her
the train ticket needs ID {ID}
"""
ID_ZH = """我的身份证号是{ID}，帮我填到表里
身份证：{ID}
帮我看看{ID}这个身份证号对不对
订机票用这个身份证{ID}
乘车人：王芳，证件号{ID}
我爸的身份证号码{ID}，帮他挂个号
开户需要身份证号，{ID}
请核对身份证号：{ID}。
身份证号码（{ID}）填在第二栏
孩子的身份证号是{ID}，报名要用
租房合同上写的身份证是{ID}
快递实名登记：{ID}
帮我算一下{ID}对应的出生日期和年龄
酒店入住登记 {ID}
公民身份号码：{ID}
"""
CARD_EN = """my card number is {C}, can you tell which bank it's from
Card: {C}
please save {C} as my default payment card
was {C} charged twice? check my statement
refund should go to card {C}
the transfer is to account card {C}
I lost my card {C}, how do I freeze it
pls pay the deposit to card no {C}
pay to: {C} (HSBC debit)
"""
CARD_ZH = """我的银行卡号是{C}，帮我查一下是哪个银行的
卡号：{C}
工资卡{C}，帮我填到入职表
转账到这张卡{C}，户名张敏
这张卡{C}被扣了两次钱
退款请退回尾号那张卡，完整卡号{C}
我的信用卡{C}丢了，怎么挂失
收款账户：{C}（储蓄卡）
帮我记一下卡号{C}
房租打到{C}就行
银行卡号 {C}，开户行招商银行深圳分行
"""
V4_EN = """my server's IP is {V4}, can you help me set up ssh
i can't ping {V4} from home
the router admin page is at http://{V4}/
whitelist {V4} on the firewall please
someone keeps logging in from {V4}, block it?
ssh root@{V4} asks for a password I don't know
nginx is listening on {V4}:8080 but nothing loads
my home IP: {V4}
fail2ban keeps banning {V4} which is my own office
the printer got {V4} from dhcp
"""
V4_ZH = """我的服务器IP是{V4}，帮我配一下ssh
家里的公网IP是{V4}
有人用{V4}登录了我的账号
路由器后台地址是http://{V4}/，密码忘了
把{V4}加到白名单
数据库在{V4}:3306，连不上
我本机IP：{V4}
"""
V6_EN = """my IPv6 address is {V6}, is that public?
cannot reach [{V6}]:443 from outside
add {V6} to the allow list
the VPS got {V6} assigned, how do I set the AAAA record
ping6 {V6} times out
my laptop shows inet6 {V6} — is that leaking my location?
"""
V6_ZH = """我的IPv6地址是{V6}
服务器的v6地址{V6}，帮我配AAAA记录
为什么ping不通{V6}
把{V6}加到防火墙白名单
访问http://[{V6}]:8080/ 一直超时
"""
MULTI_EN = """Name: Chen Jie, phone {P}, email {E}
call me on {P} or email {E}
card {C} and my phone is {P} for the OTP
my ID is {ID} and my number {P}
server {V4}, admin contact {E}
new hire: email {E}, mobile {P}, salary card {C}
ipv6 {V6} / ipv4 {V4}, both for the same host
reach me: {E} / {P}
"""
MULTI_ZH = """姓名：李强，电话{P}，邮箱{E}
身份证{ID}，手机号{P}，帮我填报名表
我的卡号{C}，预留手机号{P}
服务器{V4}，有问题联系{E}
入职资料：身份证号{ID}，工资卡{C}，邮箱{E}
打我电话{P}或者发邮件到{E}
这台机器的IPv4是{V4}，IPv6是{V6}
收货人王磊 {P}，身份证{ID}（清关用）
报销：银行卡{C}，联系电话{P}
"""
