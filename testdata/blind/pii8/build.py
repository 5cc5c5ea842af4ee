#!/usr/bin/env python3
"""Assemble pii.jsonl from phones.py, frames.py, negatives.py (seeded, deterministic)."""
import json, random, re, ipaddress
from phones import PLANS, WEIGHT, MOBILE
import frames as F
from negatives import NEG
R = random.Random(8088)

def lines(s): return [l for l in s.splitlines() if l.strip()]

def expand(t):
    out = []; i = 0
    while i < len(t):
        c = t[i]
        if c == '{':
            j = t.index('}', i); out.append(expand(R.choice(t[i+1:j].split('|')))); i = j+1; continue
        if c == '[':
            j = t.index(']', i); cls = t[i+1:j]; opts = []
            k = 0
            while k < len(cls):
                if k+2 < len(cls) and cls[k+1] == '-': opts += [str(d) for d in range(int(cls[k]), int(cls[k+2])+1)]; k += 3
                else: opts.append(cls[k]); k += 1
            out.append(R.choice(opts)); i = j+1; continue
        if c == 'X': out.append(str(R.randint(0, 9)))
        elif c == 'N': out.append(str(R.randint(2, 9)))
        elif c == 'E':
            while True:
                e = str(R.randint(2, 9)) + '%02d' % R.randint(0, 99)
                if e[1:] != '11' and e != '555': break
            out.append(e)
        else: out.append(c)
        i += 1
    return ''.join(out)

MOB_W = re.compile(r"mobile|cell|whats ?app|text|sms|signal|telegram|celular|portable|handy|手机|微信|短信|my number|new number|temp number", re.I)
LAND_W = re.compile(r"landline|座机|office|fax|传真|front desk|前台|reception|家里|home|办公室|clinic|hotline|热线|订餐|garage|restaurant|hotel|酒店", re.I)
def phone(cc, ctx=""):
    forms = PLANS[cc]; m = MOBILE[cc]
    if MOB_W.search(ctx): forms = forms[:m]
    elif LAND_W.search(ctx) and m < len(forms): forms = forms[m:]
    return expand(R.choice(forms))
def ctx_of(frame, key):
    i = frame.find("{" + key + "}")
    return re.split(r"[,;|，；/、]", frame[max(0, i-22):i])[-1] if i >= 0 else ""

# ---------- emails
FIRST = ["anna","j.smith","wei.zhang","liu_yang","m.garcia","tom","priya.k","olu","kenji.sato","nguyen.lan","ahmed","sofia.r","li.na","zhao.lei","e.muller","ivan.p","chloe","rahul.verma","fatima","jk","mei","s.okafor","dmitri","ana.souza","hiroshi","minji.park","lucas.b","noor","chen.xi","wang-fang","b.nowak","karin.lind","diego","amelia.w","yusuf","thanh","sara+news","jun.li+shop","mark+work","xiaoming+jd","helen.ford","peter_k88","ml2024","zhangsan1990","lily.h","omar.f","g.rossi","elena"]
DOMAINS = ["gmail.com","qq.com","163.com","outlook.com","yahoo.co.jp","foxmail.com","mail.ru","hotmail.co.uk","icloud.com","126.com","sina.cn","proton.me","eng.acme-corp.com","cs.tsinghua.edu.cn","mail.ox.ac.uk","staff.unimelb.edu.au","hr.bytedance.com","alumni.stanford.edu","web.de","orange.fr","naver.com","uol.com.br","rediffmail.com","gmx.net","sales.example-logistics.co.za","lab.fudan.edu.cn","yandex.ru","libero.it","finance.globex.io","support.shop.tw"]
def email():
    u = R.choice(FIRST)
    if R.random() < .3: u += str(R.randint(1, 99))
    return u + "@" + R.choice(DOMAINS)

# ---------- cn id
REGIONS = ["110101","110105","110108","310104","310115","440305","440106","330106","320102","510107","420111","610113","500103","370202","210203","350203","430104","120101","410105","530102","230103","450103","130104","340104","360102","520102","620102","650102","460106","150102"]
W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
def idcheck(s17): return "10X98765432"[sum(int(a)*b for a, b in zip(s17, W)) % 11]
MDAYS = [31,28,31,30,31,30,31,31,30,31,30,31]
def cn_id(want_x=None, wrong=False):
    while True:
        y = R.randint(1950, 2006); m = R.randint(1, 12); d = R.randint(1, MDAYS[m-1])
        s17 = R.choice(REGIONS) + "%04d%02d%02d" % (y, m, d) + "%03d" % R.randint(1, 999)
        c = idcheck(s17)
        if want_x is None or (c == "X") == want_x: break
    if wrong: c = R.choice([x for x in "0123456789X" if x != c and x != "X"])
    return s17 + c
def fmt_id(s):
    r = R.random()
    if r < .7: return s if R.random() < .9 or s[-1] != "X" else s[:-1] + "x"
    if r < .8: return s[:6] + " " + s[6:14] + " " + s[14:]
    if r < .9: return s[:6] + "-" + s[6:14] + "-" + s[14:]
    return s[:6] + " " + s[6:10] + " " + s[10:14] + " " + s[14:]

# ---------- cards
BINS = [("622202",19),("622202",16),("621700",19),("622848",19),("622588",16),("621483",16),("622260",19),("620522",19),("625965",16),("628288",16),("4",16),("4",16),("51",16),("53",16),("55",16),("2221",16),("2720",16),("6225",16),("35",16),("4",19)]
def luhn_digit(p):
    t = 0
    for k, ch in enumerate(reversed(p)):
        d = int(ch)
        if k % 2 == 0: d *= 2; d -= 9 if d > 9 else 0
        t += d
    return str((10 - t % 10) % 10)
def card(bad=False):
    b, n = R.choice(BINS)
    p = b + ''.join(str(R.randint(0, 9)) for _ in range(n - 1 - len(b)))
    c = luhn_digit(p)
    if bad: c = str((int(c) + R.randint(1, 9)) % 10)
    return p + c
def fmt_card(s):
    r = R.random()
    if r < .45: return s
    g = [s[i:i+4] for i in range(0, len(s), 4)]
    if r < .8: return " ".join(g)
    if r < .92: return "-".join(g)
    return s[:6] + " " + s[6:]

# ---------- IPs
def v4():
    r = R.random()
    if r < .2: return "192.168.%d.%d" % (R.randint(0, 10), R.randint(1, 254))
    if r < .3: return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    if r < .35: return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254))
    return "%d.%d.%d.%d" % (R.choice([8,23,31,45,47,52,58,61,77,81,88,101,103,112,114,119,121,139,152,163,175,183,185,194,203,211,218,222]), R.randint(0,255), R.randint(0,255), R.randint(1,254))
def v6():
    h = lambda: "%x" % R.randint(0, 0xffff)
    pre = R.choice(["2001:db8","2408:8207","240e:3b7","2a02:6b8","2607:f8b0","2001:da8","2400:cb00","fe80:0","2a01:4f8","2403:a200"])
    r = R.random()
    if r < .3: a = pre + ":" + ":".join(h() for _ in range(6))
    elif r < .65: a = pre + ":" + h() + "::" + h()
    elif r < .8: a = "fe80::" + ":".join(h() for _ in range(4))
    elif r < .9: a = pre + "::" + h()
    else: a = str(ipaddress.ip_address(pre + ":" + ":".join(h() for _ in range(6))).exploded)
    if R.random() < .15: a = a.upper()
    return str(a)

# ---------- negative value generators
def digits(n, first="123456789"): return R.choice(first) + ''.join(str(R.randint(0, 9)) for _ in range(n-1))
def isbn13():
    p = R.choice(["978711","978730","978020","978014","978750","978155"]) + digits(6, "0123456789")
    c = (10 - sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(p)) % 10) % 10
    s = p + str(c)
    return R.choice([s, s[:3]+"-"+s[3]+"-"+s[4:7]+"-"+s[7:12]+"-"+s[12]])
def hexs(n): return ''.join(R.choice("0123456789abcdef") for _ in range(n))
GEN = {
 "order_number": lambda: R.choice([digits(R.choice([18,19,16,12])), "#"+digits(7), "ORD-"+digits(8), "112-"+digits(7,"0123456789")+"-"+digits(7,"0123456789"), "2025"+digits(14,"0123456789"), "A"+digits(9)]),
 "tracking_number": lambda: R.choice(["SF"+digits(13), "YT"+digits(16), "1Z"+''.join(R.choice("0123456789ABCDEFGHJKLMNPRSTVWXY") for _ in range(16)), "JDVB"+digits(11), digits(12), "LX"+digits(9)+"CN", "75"+digits(12,"0123456789")]),
 "invoice_number": lambda: R.choice(["INV-%d-%05d" % (R.randint(2021,2026), R.randint(1,99999)), digits(8), "2444"+digits(16,"0123456789"), "FP%d%06d" % (R.randint(2022,2026), R.randint(1,999999)), "#%d" % R.randint(1000,99999)]),
 "date": lambda: R.choice(["%d-%02d-%02d" % (R.randint(1990,2027), R.randint(1,12), R.randint(1,28)), "%02d/%02d/%d" % (R.randint(1,28), R.randint(1,12), R.randint(1990,2027)), "%d年%d月%d日" % (R.randint(1990,2027), R.randint(1,12), R.randint(1,28)), "%d.%02d.%02d" % (R.randint(1990,2027), R.randint(1,12), R.randint(1,28)), "%d/%d/%d" % (R.randint(1,12), R.randint(1,28), R.randint(2019,2027))]),
 "time": lambda: R.choice(["%02d:%02d" % (R.randint(0,23), R.choice([0,15,30,45,5,50])), "%d:%02d pm" % (R.randint(1,11), R.choice([0,30,15])), "%02d:%02d:%02d" % (R.randint(0,23), R.randint(0,59), R.randint(0,59)), "%d点%d分" % (R.randint(1,12), R.choice([10,20,30,45]))]),
 "version": lambda: R.choice(["v%d.%d.%d" % (R.randint(0,20), R.randint(0,40), R.randint(0,99)), "%d.%d.%d" % (R.randint(1,30), R.randint(0,20), R.randint(0,300)), "10.0.%d.%d" % (R.randint(19041,26100), R.randint(300,5000)), "%d.0.%d.%d" % (R.randint(110,131), R.randint(5000,6999), R.randint(10,200)), "iOS %d.%d.%d" % (R.randint(15,18), R.randint(0,6), R.randint(1,3)), "%d.%d.%d-rc%d" % (R.randint(1,9), R.randint(0,20), R.randint(0,9), R.randint(1,4))]),
 "amount": lambda: R.choice(["$%s.%02d" % (format(R.randint(10,99999), ","), R.randint(0,99)), "¥%s" % format(R.randint(100,999999), ","), "€%d" % R.randint(20,9999), "%s元" % R.randint(500,99999), "₹%s" % format(R.randint(1000,2000000), ","), "%s VND" % format(R.randint(100000,99000000), ",")]),
 "postcode": lambda: R.choice([digits(6,"12345678"), "%05d" % R.randint(10000,99999), "%05d-%04d" % (R.randint(10000,99999), R.randint(0,9999)), R.choice(["SW1A","EC1V","M1","B15","EH3","LS6"])+" "+str(R.randint(1,9))+R.choice(["AA","HX","QT","BN","DJ"]), "%03d-%04d" % (R.randint(100,999), R.randint(0,9999))]),
 "isbn": isbn13,
 "flight": lambda: R.choice(["CA","MU","CZ","BA","LH","NH","SQ","EK","QR","AA","UA","HU","3U"]) + R.choice(["", " "]) + str(R.randint(100,9999)),
 "serial_number": lambda: R.choice(["C02"+''.join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(9)), "SN"+digits(12), "5CD"+digits(7)+R.choice("XYZ"), digits(15)+" (IMEI is on a sticker, not this)" if False else "R58M"+digits(8), "H"+hexs(10).upper()]),
 "room_seat": lambda: R.choice([str(R.randint(101,3899)), "%d%s" % (R.randint(1,60), R.choice("ABCDEFK")), "%d排%d座" % (R.randint(1,30), R.randint(1,40)), "B-%d" % R.randint(100,999), "%d车%02d%s" % (R.randint(1,16), R.randint(1,20), R.choice("ABCDF"))]),
 "measurement": lambda: R.choice(["%dx%dx%d cm" % (R.randint(20,200), R.randint(20,200), R.randint(10,120)), "%dcm %dkg" % (R.randint(150,195), R.randint(45,110)), "%dx%d" % R.choice([(1920,1080),(2560,1440),(3840,2160),(1366,768)]), "%.1f inch" % R.uniform(5,32), "%d mm" % R.randint(100,9000)]),
 "coordinates": lambda: "%.4f, %.4f" % (R.uniform(-60,60), R.uniform(-170,170)) if R.random() < .6 else "%.5f°N %.5f°E" % (R.uniform(0,60), R.uniform(0,150)),
 "score": lambda: R.choice(["%d-%d" % (R.randint(0,6), R.randint(0,6)), "%d/100" % R.randint(40,100), "%d:%d" % (R.randint(0,5), R.randint(0,5)), str(R.randint(60,750))]),
 "percentage": lambda: R.choice(["%.2f%%" % R.uniform(0,20), "%d%%" % R.randint(1,100), "%.1f %%" % R.uniform(0,99)]),
 "section_number": lambda: ".".join(str(R.randint(1,12)) for _ in range(R.choice([2,3,3,4]))),
 "hash": lambda: R.choice([hexs(7), hexs(40), hexs(32), hexs(64)]),
 "sports_result": lambda: R.choice(["%d-%d" % (R.randint(90,130), R.randint(85,129)), "%d:%02d:%02d" % (R.randint(2,5), R.randint(0,59), R.randint(0,59)), "%d" % R.randint(180,300), "%d-%d, %d-%d" % (R.randint(6,7), R.randint(0,5), R.randint(3,7), R.randint(6,7))]),
 "stock_quantity": lambda: R.choice([format(R.randint(100,250000), ","), str(R.randint(1000,99999)), "%d,%03d" % (R.randint(1,99), R.randint(0,999))]),
 "year": lambda: str(R.randint(1950,2026)),
 "model_number": lambda: R.choice(["A%d" % R.randint(2000,3200), "SM-S%d0" % R.randint(900,938), "RTX %d" % R.choice([3060,4070,4090,5080]), "XPS %d" % R.choice([9315,9530,9640]), "WD-%dH%d" % (R.randint(10,99), R.randint(100,999)), "KFR-%dGW" % R.choice([26,35,50,72]), "ThinkPad X1 Gen %d" % R.randint(9,12)]),
 "invalid_card": lambda: card(bad=True),
 "invalid_id": lambda: cn_id(wrong=True),
 "meeting_id": lambda: R.choice(["%s %s %s" % (digits(3), digits(4,"0123456789"), digits(4,"0123456789")), "%s %s %s" % (digits(3), digits(3,"0123456789"), digits(3,"0123456789")), "%s-%s-%s" % (digits(3), digits(3,"0123456789"), digits(3,"0123456789")), digits(10)]),
 "math": lambda: R.choice(["%d × %d" % (R.randint(100,9999), R.randint(12,999)), "%d + %d" % (R.randint(1000,99999), R.randint(1000,99999)), "2^%d" % R.randint(10,40), "%d / %d" % (R.randint(1000,99999), R.randint(3,97)), "sqrt(%d)" % R.randint(100,99999)]),
 "product_code": lambda: R.choice(["69"+digits(11,"0123456789"), "SKU-%06d" % R.randint(1,999999), "%s-%04d-%s" % (R.choice(["AX","BT","KM"]), R.randint(0,9999), R.choice(["BLK","WHT","RED"])), digits(12)]),
}

out = []
seen = set()
def add(label, kind, country, lang, text, spans):
    if text in seen: return False
    for s in spans: assert s in text, (text, s)
    seen.add(text)
    out.append(dict(lang=lang, label=label, kind=kind, country=country, text=text, spans=spans))
    return True

def fill(frame, vals):
    t = frame
    for k, v in vals.items(): t = t.replace("{"+k+"}", v)
    return t

# ---------- phones
PEN, PZH = lines(F.PHONE_EN), lines(F.PHONE_ZH)
MEN, MZH = lines(F.PHONE_EN_MULTI), lines(F.PHONE_ZH_MULTI)
plan = []
for cc in PLANS: plan += [cc] * WEIGHT.get(cc, 22)
R.shuffle(plan)
for k, cc in enumerate(plan):
    zh = (k % 2 == 0) if cc != "CN" else (R.random() < .75)
    multi = R.random() < .12
    pool = (MZH if zh else MEN) if multi else (PZH if zh else PEN)
    for _ in range(20):
        f = R.choice(pool)
        vals = {x: phone(cc, ctx_of(f, x)) for x in ("P", "P2", "P3")}
        if len(set(vals.values())) < 3: continue
        spans = [vals[x] for x in ("P", "P2", "P3") if "{"+x+"}" in f]
        if add("positive", "phone", cc, "zh" if zh else "en", fill(f, vals), spans): break

# ---------- email / id / card / ip
def simple(kind, en, zh, n, gen, key, country=None):
    en, zh = lines(en), lines(zh)
    for k in range(n):
        z = k % 2 == 1
        for _ in range(20):
            f = R.choice(zh if z else en)
            v = gen(); v2 = gen()
            spans = [v] + ([v2] if "{"+key+"2}" in f else [])
            if add("positive", kind, country, "zh" if z else "en", fill(f, {key: v, key+"2": v2}), spans): break

def email_trailing():
    return email()
simple("email", F.EMAIL_EN + F.EMAIL_MULTI_EN, F.EMAIL_ZH + F.EMAIL_MULTI_ZH, 200, email, "E")
simple("cn_id", F.ID_EN, F.ID_ZH, 140, lambda: fmt_id(cn_id(want_x=(R.random() < .25))), "ID", "CN")
simple("bank_card", F.CARD_EN, F.CARD_ZH, 140, lambda: fmt_card(card()), "C")
simple("ipv4", F.V4_EN, F.V4_ZH, 100, v4, "V4")
simple("ipv6", F.V6_EN, F.V6_ZH, 70, v6, "V6")

# ---------- multi-kind
MCC = ["CN"] * 4 + ["US", "GB", "IN", "SG", "HK", "DE", "JP", "AU"]
men, mzh = lines(F.MULTI_EN), lines(F.MULTI_ZH)
for k in range(85):
    z = k % 2 == 1
    for _ in range(20):
        f = R.choice(mzh if z else men)
        cc = "CN" if z and R.random() < .7 else R.choice(MCC)
        vals = {"P": phone(cc, "mobile" if re.search("OTP|手机|mobile", f) else ctx_of(f, "P")), "E": email(), "ID": fmt_id(cn_id()), "C": fmt_card(card()), "V4": v4(), "V6": v6()}
        spans = [vals[x] for x in vals if "{"+x+"}" in f]
        country = cc if "{P}" in f else ("CN" if "{ID}" in f else None)
        if add("positive", "multi", country, "zh" if z else "en", fill(f, vals), spans): break

# ---------- negatives
for kind, (en, zh) in NEG.items():
    en, zh = lines(en), lines(zh)
    for k in range(26):
        z = k % 2 == 1
        for _ in range(30):
            f = R.choice(zh if z else en)
            t = fill(f, {"X": GEN[kind](), "Y": GEN[kind]()})
            if not z and re.search(r"[\u4e00-\u9fff]", t): continue
            if add("negative", kind, None, "zh" if z else "en", t, []): break

pos = [r for r in out if r["label"] == "positive"]; neg = [r for r in out if r["label"] == "negative"]
R.shuffle(pos); R.shuffle(neg)
with open("pii.jsonl", "w", encoding="utf-8") as fh:
    for i, r in enumerate(pos, 1):
        fh.write(json.dumps(dict(id="p%04d" % i, **r), ensure_ascii=False) + "\n")
    for i, r in enumerate(neg, 1):
        fh.write(json.dumps(dict(id="n%04d" % i, **r), ensure_ascii=False) + "\n")
print(len(pos), len(neg))
