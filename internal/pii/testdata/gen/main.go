//go:build ignore

// Command gen writes the labelled PII evaluation set used by
// TestLabelledSet: positives.jsonl (each line a text holding exactly one
// piece of personal data, its kind and the exact span) and negatives.jsonl
// (hard negatives: text full of numbers that are not personal data, with a
// class naming what they are). The output is deterministic: a fixed PCG seed
// and no map iteration.
//
//	go run ./internal/pii/testdata/gen/main.go -out internal/pii/testdata
//
// It deliberately does not import package pii: the set must not be shaped by
// the detector it evaluates.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math/rand/v2"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
)

type positive struct {
	Text string `json:"text"`
	Kind string `json:"kind"`
	PII  string `json:"pii"`
}

type negative struct {
	Text  string `json:"text"`
	Kind  string `json:"kind"` // always "NONE"
	Class string `json:"class"`
}

var r = rand.New(rand.NewPCG(20231105, 7))

func pick[T any](xs []T) T { return xs[r.IntN(len(xs))] }

func digits(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}

// ---- Chinese mobiles ----

var mobilePrefixes = []string{"130", "131", "132", "133", "134", "135", "136", "137", "138", "139",
	"145", "147", "150", "151", "152", "153", "155", "156", "157", "158", "159", "166", "170",
	"171", "173", "175", "176", "177", "178", "180", "181", "182", "183", "184", "185", "186",
	"187", "188", "189", "191", "198", "199"}

func mobile() string { return pick(mobilePrefixes) + digits(8) }

func fullWidth(s string) string {
	var b strings.Builder
	for _, c := range s {
		if c >= '0' && c <= '9' {
			b.WriteRune('０' + (c - '0'))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

func formatMobile(m string) string {
	a, b, c := m[:3], m[3:7], m[7:]
	switch r.IntN(12) {
	case 0:
		return a + " " + b + " " + c
	case 1:
		return a + "-" + b + "-" + c
	case 2:
		return "+86 " + m
	case 3:
		return "+86-" + a + "-" + b + "-" + c
	case 4:
		return "+86" + m
	case 5:
		return "0086 " + m
	case 6:
		return "(+86) " + a + " " + b + " " + c
	case 7:
		return fullWidth(m)
	case 8:
		return "+86 " + a + " " + b + " " + c
	case 9:
		return "86-" + m
	}
	return m
}

var phoneTemplates = []string{
	"Call me at %s tomorrow morning.",
	"My number is %s.",
	"You can reach Alice on %s or drop by the office.",
	"Phone: %s",
	"Text %s when you land, I'll pick you up.",
	"Her cell is %s, not the office line.",
	"New contact saved: Bob Li, mobile %s",
	"If the courier calls from %s, answer it.",
	"emergency contact %s (my sister)",
	"我的手机号是%s，有事打我。",
	"联系电话：%s",
	"请拨打%s联系客服。",
	"他的电话%s已经停机了",
	"收货人：张三，电话 %s，地址：北京市海淀区中关村大街",
	"有问题随时打我电话%s",
	"加我微信，就是手机号 %s 。",
	"老板的号码是 %s，别告诉别人",
	"预约人手机：%s，预约时间下午三点",
}

// ---- resident IDs ----

var regions = []string{"110101", "110105", "110108", "120101", "130102", "140105", "150102",
	"210102", "220102", "230103", "310104", "310115", "320102", "320583", "330106", "340102",
	"350203", "360102", "370202", "410105", "420106", "430102", "440106", "440305", "450103",
	"460105", "500103", "510107", "520102", "530102", "540102", "610113", "620102", "630102",
	"640104", "650102"}

func idCheck(d17 string) byte {
	w := []int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	s := 0
	for i, c := range d17 {
		s += int(c-'0') * w[i]
	}
	return "10X98765432"[s%11]
}

func birth() string {
	y := 1940 + r.IntN(76)
	m := 1 + r.IntN(12)
	d := 1 + r.IntN(28)
	return fmt.Sprintf("%04d%02d%02d", y, m, d)
}

func residentID() string {
	d17 := pick(regions) + birth() + digits(3)
	return d17 + string(idCheck(d17))
}

func formatID(id string) string {
	if id[17] == 'X' && r.IntN(3) == 0 {
		id = id[:17] + "x"
	}
	if r.IntN(10) == 0 {
		return id[:6] + " " + id[6:14] + " " + id[14:]
	}
	return id
}

var idTemplates = []string{
	"身份证号：%s",
	"我的身份证号码是%s，请核对。",
	"证件号码 %s 已登记入住",
	"Passenger document number %s checked in.",
	"ID card: %s, name: Wang Fang",
	"实名认证失败，身份证%s与姓名不符",
	"Please verify resident ID %s before issuing the contract.",
	"办理人身份证号码%s，联系人李四",
	"the customer gave her national ID as %s",
	"身份证 %s 的持有人已经退房",
}

// ---- bank cards ----

func luhnCheck(body string) byte {
	sum := 0
	double := true
	for i := len(body) - 1; i >= 0; i-- {
		n := int(body[i] - '0')
		if double {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		double = !double
	}
	return byte('0' + (10-sum%10)%10)
}

func cardNumber() (num, brand string) {
	var prefix string
	n := 16
	switch r.IntN(9) {
	case 0, 1:
		prefix, brand = "4"+digits(5), "visa"
		if r.IntN(10) == 0 {
			n = 13
		}
	case 2:
		prefix, brand = fmt.Sprintf("%d", 51+r.IntN(5))+digits(4), "mastercard"
	case 3:
		prefix, brand = fmt.Sprintf("%d", 2221+r.IntN(500))+digits(2), "mastercard"
	case 4:
		prefix, brand, n = pick([]string{"34", "37"})+digits(4), "amex", 15
	case 5, 6:
		prefix, brand = pick([]string{"622202", "621700", "622848", "621483", "622588", "625807", "623052"}), "unionpay"
		n = pick([]int{16, 19, 19})
	case 7:
		prefix, brand = fmt.Sprintf("35%02d", 28+r.IntN(62))+digits(2), "jcb"
	case 8:
		prefix, brand = pick([]string{"6011", "65" + digits(2)})+digits(2), "discover"
	}
	body := prefix + digits(n-1-len(prefix))
	return body + string(luhnCheck(body)), brand
}

func formatCard(num string) string {
	sep := pick([]string{" ", "-"})
	switch r.IntN(3) {
	case 0:
		return num
	}
	if len(num) == 15 {
		return num[:4] + sep + num[4:10] + sep + num[10:]
	}
	var parts []string
	for i := 0; i < len(num); i += 4 {
		parts = append(parts, num[i:min(i+4, len(num))])
	}
	return strings.Join(parts, sep)
}

var cardTemplates = []string{
	"Card number: %s",
	"Please charge my Visa %s for the deposit.",
	"我的银行卡号是%s，工资打到这里。",
	"卡号：%s 开户行：招商银行",
	"Refund it to the credit card %s, thanks.",
	"Paid with card %s, exp 12/27.",
	"转账请打到%s（工商银行）",
	"my debit card %s got declined again",
	"收款账号 %s 户名 李雷",
	"%s is the card on file.",
	"use %s for the hotel",
	"he read me the number %s over the phone",
	"信用卡%s本月账单已出",
	"Mastercard ending... no wait, full number %s",
}

// ---- emails ----

var (
	first   = []string{"john", "alice", "wang", "li.na", "zhang", "bob", "maria", "kenji", "olga", "chen", "sam", "priya", "devops", "support", "hr"}
	last    = []string{"doe", "smith", "fang", "wei", "tanaka", "garcia", "ivanova", "lee", "kumar", "brown"}
	domains = []string{"gmail.com", "qq.com", "163.com", "126.com", "outlook.com", "example.org", "foxmail.com",
		"company.com.cn", "mail.example.co.uk", "sina.cn", "corp.acme.io", "university.edu", "yahoo.co.jp", "proton.me"}
)

func email() string {
	var local string
	switch r.IntN(6) {
	case 0:
		local = pick(first) + "." + pick(last)
	case 1:
		local = pick(first) + "_" + pick(last) + digits(2)
	case 2:
		local = pick(first) + "+" + pick([]string{"news", "bills", "x"})
	case 3:
		return fmt.Sprintf("%d", 10000+r.IntN(900000000)) + "@qq.com"
	case 4:
		local = pick(first) + digits(1+r.IntN(4))
	default:
		local = pick(first)
	}
	if r.IntN(8) == 0 {
		local = strings.ToUpper(local[:1]) + local[1:]
	}
	return local + "@" + pick(domains)
}

var emailTemplates = []string{
	"Email me at %s.",
	"邮箱：%s",
	"Contact: Jane <%s>",
	"cc %s on the thread please",
	"发邮件到%s谢谢",
	"my personal address is %s, the work one bounces",
	"mailto:%s",
	"请把简历发到 %s 。",
	"Reply-To: %s",
	"you can also ping %s about the invoice",
}

// ---- IPs ----

func ipv4() string {
	return fmt.Sprintf("%d.%d.%d.%d", 1+r.IntN(223), r.IntN(256), r.IntN(256), 1+r.IntN(254))
}

func ipv6() string {
	var b [16]byte
	switch r.IntN(4) {
	case 0: // documentation prefix, compressible
		b[0], b[1], b[2], b[3] = 0x20, 0x01, 0x0d, 0xb8
		b[15] = byte(1 + r.IntN(255))
		if r.IntN(2) == 0 {
			b[13] = byte(r.IntN(256))
		}
	case 1: // link-local
		b[0], b[1] = 0xfe, 0x80
		for i := 8; i < 16; i++ {
			b[i] = byte(r.IntN(256))
		}
	case 2: // global, full
		b[0] = 0x20 | byte(r.IntN(16))
		for i := 1; i < 16; i++ {
			b[i] = byte(r.IntN(256))
		}
	case 3: // 4in6
		b[10], b[11] = 0xff, 0xff
		b[12], b[13], b[14], b[15] = byte(1+r.IntN(223)), byte(r.IntN(256)), byte(r.IntN(256)), byte(1+r.IntN(254))
	}
	s := netip.AddrFrom16(b).String()
	if !strings.ContainsAny(s, "0123456789") {
		b[15] = 1
		s = netip.AddrFrom16(b).String()
	}
	return s
}

var ipTemplates = []string{
	"login from %s at 10:22",
	"client ip %s blocked after 5 failed attempts",
	"服务器地址：%s",
	"ssh root@%s",
	"GET /api/v1/users 200 from %s",
	"my home IP is %s, whitelist it",
	"连接 %s 超时",
	"peer %s disconnected",
}

var ipPortTemplates = []string{
	"connect to %s:8080",
	"proxy at %s:3128 is down",
	"route 10.x via %s/24 gateway",
}

var ip6BracketTemplates = []string{
	"dial [%s]:443 failed",
	"listening on [%s]:9090",
}

// ---- negatives ----

func timestamp14() string {
	return fmt.Sprintf("%04d%02d%02d%02d%02d%02d", 2015+r.IntN(11), 1+r.IntN(12), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60))
}

func date() string {
	y, m, d := 2000+r.IntN(26), 1+r.IntN(12), 1+r.IntN(28)
	switch r.IntN(6) {
	case 0:
		return fmt.Sprintf("%04d-%02d-%02d", y, m, d)
	case 1:
		return fmt.Sprintf("%04d/%02d/%02d", y, m, d)
	case 2:
		return fmt.Sprintf("%02d.%02d.%04d", d, m, y)
	case 3:
		return fmt.Sprintf("%d年%d月%d日", y, m, d)
	case 4:
		return fmt.Sprintf("%04d%02d%02d", y, m, d)
	}
	return fmt.Sprintf("%04d-%02d-%02dT%02d:%02d:%02dZ", y, m, d, r.IntN(24), r.IntN(60), r.IntN(60))
}

func badID() string {
	id := residentID()
	for {
		c := "0123456789X"[r.IntN(11)]
		if c != id[17] {
			return id[:17] + string(c)
		}
	}
}

func luhnFail() string {
	num, _ := cardNumber()
	last := num[len(num)-1]
	c := byte('0' + (int(last-'0')+1+r.IntN(9))%10)
	return num[:len(num)-1] + string(c)
}

func hex(n int) string {
	const h = "0123456789abcdef"
	b := make([]byte, n)
	for i := range b {
		b[i] = h[r.IntN(16)]
	}
	return string(b)
}

func nonLeadingDigit() string { return fmt.Sprintf("%d", 1+r.IntN(9)) }

type negGen struct {
	class string
	n     int
	gen   func() string
}

var negatives = []negGen{
	{"timestamp", 120, func() string {
		return fmt.Sprintf(pick([]string{"log ts=%s level=info", "created_at %s", "批次 %s 已完成",
			"backup-%s.tar.gz finished", "快照时间 %s", "event %s processed", "生成于%s"}), timestamp14())
	}},
	{"unix_time", 120, func() string {
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("expires=%d", 1400000000+r.IntN(400000000))
		case 1:
			return fmt.Sprintf(pick([]string{"at %d ms", "\"ts\": %d,", "took effect %d", "最后登录 %d"}), 1400000000000+r.Int64N(400000000000))
		}
		return fmt.Sprintf(pick([]string{"span start %d us", "nonce %d"}), 1400000000000000+r.Int64N(400000000000000))
	}},
	{"order_id", 150, func() string {
		switch r.IntN(5) {
		case 0:
			return fmt.Sprintf(pick([]string{"订单号：%s", "订单 %s 已发货", "Order #%s shipped", "your order %s is on its way"}), timestamp14()[:8]+digits(8+r.IntN(3)))
		case 1:
			return fmt.Sprintf(pick([]string{"订单编号 %s", "order no. %s", "Order ID: %s", "交易流水号%s"}), nonLeadingDigit()+digits(15+r.IntN(4)))
		case 2:
			return fmt.Sprintf("ORD-%s-%s", date()[:4], digits(6))
		case 3:
			return fmt.Sprintf("京东订单 %s 待收货", nonLeadingDigit()+digits(11))
		}
		return fmt.Sprintf("tracking %s%s", pick([]string{"SF", "YT", "JD", "ZTO"}), digits(13))
	}},
	{"invoice", 90, func() string {
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("INV-%s-%06d", date()[:4], r.IntN(1000000))
		case 1:
			return fmt.Sprintf("发票代码 %s 发票号码 %s", "0"+digits(11), digits(8))
		}
		return fmt.Sprintf("invoice %s due in 30 days", digits(10))
	}},
	{"bad_checksum_id", 150, func() string {
		return fmt.Sprintf(pick([]string{"身份证号：%s（校验失败）", "ID %s rejected by the form", "证件号 %s 无效", "%s"}), badID())
	}},
	{"luhn_fail_card", 150, func() string {
		return fmt.Sprintf(pick([]string{"card %s was declined: invalid number", "卡号%s输入有误", "%s", "Visa %s"}), formatCard(luhnFail()))
	}},
	{"version", 110, func() string {
		switch r.IntN(6) {
		case 0:
			return fmt.Sprintf("upgrade to v%d.%d.%d", r.IntN(20), r.IntN(30), r.IntN(100))
		case 1:
			return fmt.Sprintf("version %d.%d.%d.%d released", 1+r.IntN(20), r.IntN(10), r.IntN(10), r.IntN(200))
		case 2:
			return fmt.Sprintf("Windows v10.0.%d.%d", 19000+r.IntN(4000), r.IntN(5000))
		case 3:
			return fmt.Sprintf("Mozilla/5.0 Chrome/%d.0.%d.%d Safari/537.36", 100+r.IntN(30), 5000+r.IntN(2000), r.IntN(300))
		case 4:
			return fmt.Sprintf("版本 %d.%d.%d.%d 已发布", 1+r.IntN(9), r.IntN(10), r.IntN(10), r.IntN(100))
		}
		return fmt.Sprintf("go%d.%d.%d linux/amd64", 1, 18+r.IntN(9), r.IntN(12))
	}},
	{"date_time", 100, func() string {
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("meeting on %s", date())
		case 1:
			return fmt.Sprintf("%02d:%02d:%02d.%03d request started", r.IntN(24), r.IntN(60), r.IntN(60), r.IntN(1000))
		}
		return fmt.Sprintf("生日是%s", date())
	}},
	{"price", 100, func() string {
		switch r.IntN(4) {
		case 0:
			return fmt.Sprintf("total $%d,%03d.%02d", 1+r.IntN(999), r.IntN(1000), r.IntN(100))
		case 1:
			return fmt.Sprintf("总价 ¥%d,%03d,%03d.%02d 元", 1+r.IntN(99), r.IntN(1000), r.IntN(1000), r.IntN(100))
		case 2:
			return fmt.Sprintf("余额 %s.%02d 元", "1"+pick([]string{"3", "5", "8"})+digits(9), r.IntN(100))
		}
		return fmt.Sprintf("revenue 4,%03d,%03d,%03d,%03d yuan", r.IntN(1000), r.IntN(1000), r.IntN(1000), r.IntN(1000))
	}},
	{"zip_code", 60, func() string {
		switch r.IntN(3) {
		case 0:
			return fmt.Sprintf("邮编 %06d", 100000+r.IntN(800000))
		case 1:
			return fmt.Sprintf("San Francisco, CA %05d-%04d", 94000+r.IntN(200), r.IntN(10000))
		}
		return fmt.Sprintf("Beijing %06d, China", 100000+r.IntN(2000))
	}},
	{"eleven_digits_not_mobile", 120, func() string {
		lead := pick([]string{"10", "11", "12", "2", "3", "4", "5", "6", "7", "8", "9"})
		num := lead + digits(11-len(lead))
		return fmt.Sprintf(pick([]string{"reference %s", "工号 %s", "%s", "account balance history row %s", "编号%s"}), num)
	}},
	{"wrong_length_mobile", 80, func() string {
		m := mobile()
		if r.IntN(2) == 0 {
			m = m[:10]
		} else {
			m += digits(1 + r.IntN(3))
		}
		return fmt.Sprintf(pick([]string{"电话 %s 打不通，位数不对", "number %s", "%s"}), m)
	}},
	{"hash_uuid", 80, func() string {
		switch r.IntN(3) {
		case 0:
			return "commit " + hex(40)
		case 1:
			return fmt.Sprintf("request id %s-%s-%s-%s-%s", hex(8), hex(4), hex(4), hex(4), hex(12))
		}
		return "md5 " + hex(32)
	}},
	{"not_ip", 90, func() string {
		switch r.IntN(5) {
		case 0:
			return fmt.Sprintf("%d.%d.%d.%d is not an address", 256+r.IntN(700), r.IntN(256), r.IntN(256), r.IntN(256))
		case 1:
			return fmt.Sprintf("section %d.%d.%d", 1+r.IntN(9), r.IntN(9), r.IntN(9))
		case 2:
			return fmt.Sprintf("OID 1.3.6.1.%d.%d", r.IntN(9), r.IntN(99))
		case 3:
			return fmt.Sprintf("mac %02X:%02X:%02X:%02X:%02X:%02X", r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256), r.IntN(256))
		}
		return fmt.Sprintf("std::vector<int> v(%d); call at %02d:%02d:%02d", r.IntN(100), r.IntN(24), r.IntN(60), r.IntN(60))
	}},
	{"not_email", 60, func() string {
		return pick([]string{"icon@2x.png", "ping @alice about it", "user@localhost", "@everyone meeting at 3",
			"npm i @types/node@20.1.0", "price 3@5.00", "logo@3x.jpg", "a@b", "dev@server:~$ ls"}) + " " + digits(1+r.IntN(3))
	}},
	{"misc_numbers", 100, func() string {
		switch r.IntN(5) {
		case 0:
			return fmt.Sprintf("ISBN 978-7-%d-%05d-%d", 100+r.IntN(900), r.IntN(100000), r.IntN(10))
		case 1:
			return fmt.Sprintf("IMEI %s", "35"+digits(13))
		case 2:
			return fmt.Sprintf("coordinates %d.%06d, %d.%06d", 30+r.IntN(10), r.IntN(1000000), 110+r.IntN(10), r.IntN(1000000))
		case 3:
			return fmt.Sprintf("pi is 3.%s", digits(15))
		}
		return fmt.Sprintf("room %d, floor %d, %d people, %d%% done", 100+r.IntN(900), 1+r.IntN(30), r.IntN(50), r.IntN(100))
	}},
}

func main() {
	out := flag.String("out", "internal/pii/testdata", "output directory")
	flag.Parse()

	var pos []positive
	add := func(kind, tmpl, pii string) {
		pos = append(pos, positive{Text: fmt.Sprintf(tmpl, pii), Kind: kind, PII: pii})
	}
	for range 400 {
		add("PHONE", pick(phoneTemplates), formatMobile(mobile()))
	}
	for range 300 {
		add("CN_ID", pick(idTemplates), formatID(residentID()))
	}
	for range 350 {
		num, brand := cardNumber()
		tmpl := pick(cardTemplates)
		if strings.Contains(tmpl, "Visa") && brand != "visa" {
			tmpl = strings.Replace(tmpl, "Visa", map[string]string{"mastercard": "Mastercard", "amex": "Amex",
				"unionpay": "UnionPay", "jcb": "JCB", "discover": "Discover"}[brand], 1)
		}
		add("BANK_CARD", tmpl, formatCard(num))
	}
	for range 250 {
		add("EMAIL", pick(emailTemplates), email())
	}
	for range 150 {
		if r.IntN(4) == 0 {
			add("IP", pick(ipPortTemplates), ipv4())
		} else {
			add("IP", pick(ipTemplates), ipv4())
		}
	}
	for range 100 {
		if r.IntN(4) == 0 {
			add("IP", pick(ip6BracketTemplates), ipv6())
		} else {
			add("IP", pick(ipTemplates), ipv6())
		}
	}

	var neg []negative
	for _, g := range negatives {
		for range g.n {
			neg = append(neg, negative{Text: g.gen(), Kind: "NONE", Class: g.class})
		}
	}

	write(filepath.Join(*out, "positives.jsonl"), pos)
	write(filepath.Join(*out, "negatives.jsonl"), neg)
	fmt.Printf("wrote %d positives, %d negatives\n", len(pos), len(neg))
}

func write[T any](path string, rows []T) {
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, row := range rows {
		if err := enc.Encode(row); err != nil {
			log.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}
