#!/usr/bin/env python3
"""Assemble pii.jsonl from hand-written frames/forms (seeded, deterministic)."""
import json, random, re, ipaddress, datetime
from phones import PLANS, NAMES, LOCAL
import frames as F
from negatives import NEG
R = random.Random(20261202)

def fill(form):
    out = []
    for ch in form:
        if ch == "X": out.append(str(R.randint(0, 9)))
        elif ch == "N": out.append(str(R.randint(2, 9)))
        elif ch == "M": out.append(str(R.randint(2, 8)))
        else: out.append(ch)
    return "".join(out)

def phone_ok(c, s):
    d = re.sub(r"\D", "", s)
    if c in ("US", "CA"):
        if len(d) == 11 and d[0] == "1": d = d[1:]
        if len(d) == 13 and d.startswith("001"): d = d[3:]
        ex = d[3:6]
        if ex[1:] == "11" or ex == "555": return False
    if c == "GB":
        if re.search(r"(?:^|44|0)(?:161|121|131|141|113|117)496", d) or re.search(r"(?:44|0)207946", d) or "7700900" in d: return False
    if c == "AU" and re.search(r"(?:61|0)491570", d): return False
    return True

_cycle = {}
def phone(c):
    forms = PLANS[c]
    i = _cycle.get(c, R.randrange(len(forms)))
    _cycle[c] = i + 1
    f = forms[i % len(forms)]
    while True:
        s = fill(f)
        if phone_ok(c, s): return s

ALLOC = {"CN": 90, "US": 50, "IN": 45, "GB": 40}
OTHER = 21

# ---------- emails ----------
LOCALS = ["anna.schmidt", "li.wei", "j.okoro+invoices", "mark_t", "chen.xiaoming1988", "sales", "priya.r+travel", "kenji.tanaka",
          "maria-jose.lopez", "wang.fang", "support+tickets", "d.mwangi", "zhangsan_2024", "oliver.b", "fatima.zahra", "nguyen.van.an",
          "h.kim", "lucas.martins", "team.lead", "elif.yilmaz", "accounts.payable", "sophie+newsletter", "ravi.k.sharma", "liuyang",
          "noreply", "mei.ling.tan", "ahmed.hassan", "b.nowak", "ingrid.larsen", "carlos.ruiz+shop", "xiaohong.zhou", "rebecca.o",
          "admin", "dr.patel", "jun-ho.park", "info", "t.ivanova", "grace_chen", "hr-recruiting", "wei.zhang+jd"]
DOMAINS = ["gmail.com", "outlook.com", "qq.com", "163.com", "126.com", "mail.tsinghua.edu.cn", "eng.corp-example.co.uk", "yahoo.co.jp",
           "empresa.com.br", "student.unimelb.edu.au", "naver.com", "web.de", "orange.fr", "hr.acme-logistics.de", "foxmail.com",
           "sina.cn", "hotmail.co.uk", "icloud.com", "alumni.nus.edu.sg", "mail.ru", "proton.me", "fudan.edu.cn", "example-clinic.com.ph",
           "mx.bigretail.com.mx", "ops.cloudteam.io", "libero.it", "gmx.at", "seznam.cz", "bk.ru", "aliyun.com", "uni-heidelberg.de",
           "dept.cs.stanford.edu", "kakao.com", "yandex.com", "sub.mail.example.co.za", "zoho.in"]
def email():
    return R.choice(LOCALS) + "@" + R.choice(DOMAINS)

# ---------- cn id ----------
REG = ["110101", "110105", "110108", "310101", "310104", "310115", "440103", "440106", "440305", "330106", "320102", "510104",
       "420106", "500103", "610113", "370202", "210102", "230102", "350203", "430104", "120101", "410105", "530102", "450103",
       "130102", "340104", "360102", "520102", "620102", "650102", "440304", "320506", "330203", "370102"]
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def chk(s17): return "10X98765432"[sum(int(a) * b for a, b in zip(s17, W)) % 11]
def cnid(want_x=False, wrong=False):
    while True:
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=R.randrange(20800))
        s = R.choice(REG) + d.strftime("%Y%m%d") + "%03d" % R.randrange(1000)
        c = chk(s)
        if want_x != (c == "X"): continue
        if wrong: c = R.choice([x for x in "0123456789" if x != c])
        return s + c
def fmt_id(s):
    k = R.random()
    if k < 0.6: return s
    if k < 0.75: return s[:6] + " " + s[6:14] + " " + s[14:]
    if k < 0.88: return s[:6] + "-" + s[6:14] + "-" + s[14:]
    if k < 0.95: return s[:6] + " " + s[6:10] + " " + s[10:14] + " " + s[14:]
    return s[:-1] + s[-1].lower()

# ---------- bank card ----------
def luhn_digit(p):
    t = 0
    for k, ch in enumerate(reversed(p)):
        d = int(ch)
        if k % 2 == 0: d *= 2; d -= 9 if d > 9 else 0
        t += d
    return str((10 - t % 10) % 10)
CARDP = [("622202", 19), ("622848", 19), ("621700", 19), ("622588", 16), ("621483", 16), ("622700", 19), ("621226", 19),
         ("4", 16), ("4", 16), ("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("3528", 16), ("6212", 19), ("625", 16)]
def card(bad=False):
    p, n = R.choice(CARDP)
    s = p + "".join(str(R.randint(0, 9)) for _ in range(n - len(p) - 1))
    c = luhn_digit(s)
    if bad: c = str((int(c) + R.randint(1, 9)) % 10)
    return s + c
def fmt_card(s):
    k = R.random(); g = [s[i:i + 4] for i in range(0, len(s), 4)]
    if k < 0.35: return s
    if k < 0.7: return " ".join(g)
    if k < 0.85: return "-".join(g)
    return s[:6] + " " + s[6:]

# ---------- ip ----------
PUB = [23, 31, 45, 58, 61, 77, 81, 101, 112, 114, 117, 121, 139, 144, 151, 176, 183, 185, 202, 211, 218, 220, 222, 36, 47, 120]
def ipv4():
    k = R.random()
    if k < 0.2: return "192.168.%d.%d" % (R.randint(0, 20), R.randint(2, 254))
    if k < 0.3: return "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
    if k < 0.36: return "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254))
    return "%d.%d.%d.%d" % (R.choice(PUB), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))
V6P = ["2408:8207", "240e:3a1", "2409:8a1e", "2a02:8108", "2a01:4f8", "2600:1700", "2601:646", "2001:db8", "2804:14c", "2400:cb00"]
def ipv6():
    k = R.random()
    if k < 0.15:
        a = ipaddress.IPv6Address("fe80::" + ":".join("%x" % R.randrange(65536) for _ in range(4)))
        return str(a)
    groups = R.choice(V6P).split(":")
    while len(groups) < 8: groups.append("%x" % R.randrange(65536))
    if k < 0.45: groups[4:7] = ["0", "0", "0"] if R.random() < 0.5 else groups[4:7]
    a = ipaddress.IPv6Address(":".join(groups))
    if k < 0.3: return a.exploded
    if k < 0.4: return ":".join(groups)
    return str(a)

rows = []; texts = set()
def add(label, kind, lang, country, text, spans):
    if text in texts: return False
    for s in spans: assert s in text, (text, s)
    texts.add(text); rows.append(dict(lang=lang, label=label, kind=kind, country=country, text=text, spans=spans)); return True

def lang(): return "en" if R.random() < 0.5 else "zh"

# ---------- phones ----------
for c in PLANS:
    n = ALLOC.get(c, OTHER); made = 0
    while made < n:
        L = lang(); cn, cz = NAMES[c]; k = R.random()
        if k < 0.12:
            a, b = phone(c), phone(c)
            if a == b: continue
            t = R.choice(F.PHONE2_EN if L == "en" else F.PHONE2_ZH).format(P=a, P2=b); sp = [a, b]
        elif k < 0.17:
            a, b2, c3 = phone(c), phone(c), phone(c)
            if len({a, b2, c3}) < 3: continue
            t = R.choice(F.PHONE3_EN if L == "en" else F.PHONE3_ZH).format(P=a, P2=b2, P3=c3); sp = [a, b2, c3]
        elif k < 0.29 and c in LOCAL:
            p = phone(c); line = R.choice(LOCAL[c]).format(P=p)
            t = R.choice(F.LOCAL_EN if L == "en" else F.LOCAL_ZH).format(L=line); sp = [p]
        else:
            p = phone(c)
            t = R.choice(F.PHONE_EN if L == "en" else F.PHONE_ZH).format(P=p, C=cn if L == "en" else cz); sp = [p]
        if add("positive", "phone", L, c, t, sp): made += 1

def many(n, kind, en, zh, gen, country=None):
    made = 0
    while made < n:
        L = lang(); v = gen()
        t = R.choice(en if L == "en" else zh)
        if add("positive", kind, L, country, t.replace("{" + key[kind] + "}", v), [v]): made += 1
key = {"email": "E", "cn_id": "I", "bank_card": "B", "ipv4": "V4", "ipv6": "V6"}
many(210, "email", F.EMAIL_EN, F.EMAIL_ZH, email)
many(140, "cn_id", F.ID_EN, F.ID_ZH, lambda: fmt_id(cnid(R.random() < 0.25)), "CN")
many(140, "bank_card", F.CARD_EN, F.CARD_ZH, lambda: fmt_card(card()))
many(100, "ipv4", F.V4_EN, F.V4_ZH, ipv4)
many(75, "ipv6", F.V6_EN, F.V6_ZH, ipv6)

# ---------- multi ----------
mc = ["CN"] * 5 + ["US", "GB", "IN", "SG", "HK", "DE", "JP", "AU", "MY", "TW"]
made = 0
while made < 85:
    L = lang(); t = R.choice(F.MULTI_EN if L == "en" else F.MULTI_ZH); c = R.choice(mc)
    vals = {"P": phone(c), "E": email(), "I": fmt_id(cnid(R.random() < 0.25)), "B": fmt_card(card()), "V4": ipv4(), "V6": ipv6()}
    sp = []
    for m in re.finditer(r"\{(\w+)\}", t): sp.append(vals[m.group(1)])
    text = t.format(**vals)
    country = c if "{P}" in t else ("CN" if "{I}" in t else None)
    if add("positive", "multi", L, country, text, sp): made += 1

# ---------- negatives ----------
def d(n): return "".join(str(R.randint(0, 9)) for _ in range(n))
def isbn():
    s = R.choice(["978", "979"]) + str(R.randint(0, 7)) + d(8)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10) % 10
    s += str(c); return R.choice([s, s[:3] + "-" + s[3] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12]])
def ean():
    s = R.choice(["690", "692", "400", "501", "300", "880", "489"]) + d(9)
    return s + str((10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(s)) % 10) % 10)
MON = ["January", "March", "April", "June", "July", "September", "October", "December"]
GEN = {
"order_number": lambda: R.choice(["#" + d(7), "ORD-" + d(4) + "-" + d(5), "2026" + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + d(8), "TB" + d(12), "AMZ 112-" + d(7) + "-" + d(7)]),
"tracking_number": lambda: R.choice(["SF" + d(13), "1Z" + d(3) + "X" + d(2) + "E" + d(10), "YT" + d(16), "JD" + d(13), "LX" + d(9) + "CN", "RR" + d(9) + "DE", "9400" + d(18)]),
"invoice_number": lambda: R.choice(["INV-2026-" + d(5), "FV/" + d(4) + "/11/2026", "No. " + d(8), "INV" + d(6) + "-A"]),
"date": lambda: R.choice(["%d-%02d-%02d" % (R.randint(2019, 2028), R.randint(1, 12), R.randint(1, 28)), "%02d/%02d/%d" % (R.randint(1, 28), R.randint(1, 12), R.randint(2019, 2028)), "%d %s %d" % (R.randint(1, 28), R.choice(MON), R.randint(2020, 2028)), "%d年%d月%d日" % (R.randint(2020, 2028), R.randint(1, 12), R.randint(1, 28)), "%d.%02d.%02d" % (R.randint(2020, 2028), R.randint(1, 12), R.randint(1, 28))]),
"time": lambda: R.choice(["%02d:%02d" % (R.randint(0, 23), R.choice([0, 15, 30, 45, 10, 50])), "%d:%02d pm" % (R.randint(1, 11), R.choice([0, 30, 15])), "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)), "%d:%02d am" % (R.randint(5, 11), R.choice([0, 45]))]),
"version": lambda: R.choice(["v%d.%d.%d" % (R.randint(1, 20), R.randint(0, 30), R.randint(0, 99)), "%d.%d.%d" % (R.randint(1, 9), R.randint(0, 40), R.randint(0, 20)), "%d.%d.%d-rc%d" % (R.randint(0, 5), R.randint(0, 20), R.randint(0, 9), R.randint(1, 4)), "iOS %d.%d.%d" % (R.randint(15, 18), R.randint(0, 6), R.randint(1, 3))]),
"build_number": lambda: "10.0.%d.%d" % (R.choice([19045, 22621, 22631, 26100]), R.randint(1000, 5000)),
"amount": lambda: R.choice(["$%d,%03d.%02d" % (R.randint(1, 99), R.randint(0, 999), R.randint(0, 99)), "€%d.%02d" % (R.randint(10, 9999), R.randint(0, 99)), "¥%d" % R.randint(100, 99999), "%d元" % R.randint(50, 20000), "£%d,%03d" % (R.randint(1, 40), R.randint(0, 999)), "₹%d,%02d,%03d" % (R.randint(1, 9), R.randint(0, 99), R.randint(0, 999))]),
"postcode": lambda: R.choice([str(R.choice([100, 200, 310, 510, 518, 610])) + d(3), "SW1A %dAA" % R.randint(1, 2), "%05d" % R.randint(10000, 99999), "M%d %dAB" % (R.randint(1, 40), R.randint(1, 9)), "%03d-%04d" % (R.randint(100, 999), R.randint(0, 9999)), "1%03d AB" % R.randint(11, 999)]),
"isbn": isbn,
"flight": lambda: R.choice(["CA", "MU", "CZ", "BA", "LH", "SQ", "EK", "UA", "NH", "QF", "TK"]) + str(R.randint(100, 9999)),
"serial_number": lambda: R.choice(["C02" + "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(8)), "SN" + d(12), "F4K" + d(9), "R58M" + d(2) + "ABCD"[R.randrange(4)] + d(4)]),
"room_seat": lambda: R.choice(["%d%02d" % (R.randint(2, 30), R.randint(1, 40)), "%d%s and %d%s" % (R.randint(10, 40), "A", R.randint(10, 40), "B"), "B%d-%02d" % (R.randint(1, 9), R.randint(1, 30)), "%d排%d座" % (R.randint(1, 30), R.randint(1, 40))]),
"measurement": lambda: R.choice(["%d x %d cm" % (R.randint(40, 220), R.randint(30, 120)), "%d.%d kg" % (R.randint(2, 4), R.randint(0, 9)), "%dx%dx%d mm" % (R.randint(100, 600), R.randint(50, 400), R.randint(20, 300)), "%d.%d m" % (R.randint(1, 9), R.randint(0, 99))]),
"coordinates": lambda: "%d.%04d, %d.%04d" % (R.randint(-40, 60), R.randint(0, 9999), R.randint(-120, 150), R.randint(0, 9999)),
"score": lambda: R.choice(["%d/%d" % (R.randint(60, 150), 150), str(R.randint(550, 850)), "%d.%d" % (R.randint(60, 99), R.randint(0, 9)), "%d/100" % R.randint(40, 100)]),
"percentage": lambda: R.choice(["%d%%" % R.randint(1, 99), "%d.%d%%" % (R.randint(0, 99), R.randint(0, 9))]),
"section_number": lambda: R.choice(["%d.%d" % (R.randint(1, 12), R.randint(1, 20)), "%d.%d.%d" % (R.randint(1, 12), R.randint(1, 20), R.randint(1, 9)), "%d(%s)" % (R.randint(1, 40), R.choice("abcd")), "§%d.%d" % (R.randint(1, 30), R.randint(1, 9))]),
"hash": lambda: R.choice(["".join(R.choice("0123456789abcdef") for _ in range(7)), "".join(R.choice("0123456789abcdef") for _ in range(40)), "".join(R.choice("0123456789abcdef") for _ in range(64))]),
"sports_result": lambda: R.choice(["%d-%d" % (R.randint(0, 6), R.randint(0, 6)), "%d:%d" % (R.randint(0, 5), R.randint(0, 5)), "%d–%d" % (R.randint(80, 130), R.randint(80, 130)), "7-6(%d)" % R.randint(2, 9)]),
"stock_quantity": lambda: R.choice(["%d,%03d units" % (R.randint(1, 99), R.randint(0, 999)), "%d pallets" % R.randint(5, 400), "%d件" % R.randint(20, 90000), "%d箱" % R.randint(5, 3000)]),
"year": lambda: R.choice(["%d" % R.randint(1950, 2026), "%d to %d" % (R.randint(1990, 2005), R.randint(2006, 2024)), "%d-%d" % (R.randint(1980, 2010), R.randint(2011, 2025))]),
"model_number": lambda: R.choice(["SM-S" + d(3) + "B", "A" + d(4), "WH-1000XM" + str(R.randint(3, 5)), "HL-L" + d(4) + "DW", "RTX " + str(R.choice([3060, 4070, 4090])), "KD-" + d(2) + "X" + d(4) + "K"]),
"account_ref": lambda: R.choice(["CUST-" + d(6), "M" + d(9), "POL" + d(10), "VIP" + d(7)]),
"math": lambda: R.choice(["%d × %d" % (R.randint(12, 999), R.randint(12, 999)), "%d + %d - %d" % (R.randint(100, 9999), R.randint(100, 9999), R.randint(1, 999)), "%d/%d" % (R.randint(10, 99), R.randint(100, 999)), "%d^%d" % (R.randint(2, 9), R.randint(2, 12))]),
"invalid_card": lambda: fmt_card(card(bad=True)),
"invalid_id": lambda: cnid(wrong=True),
"meeting_id": lambda: R.choice(["%d %04d %04d" % (R.randint(810, 899), R.randint(0, 9999), R.randint(0, 9999)), "%03d %03d %03d" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999)), "%03d-%03d-%03d" % (R.randint(100, 999), R.randint(0, 999), R.randint(0, 999))]),
"transaction_id": lambda: R.choice(["4200" + d(24), "T" + d(18), "FT" + d(2) + "%03d" % R.randint(1, 365) + "ABCD"[R.randrange(4)] + d(6)]),
"barcode": ean,
}
NCOUNT = {k: 26 for k in NEG}
NCOUNT.update({"invalid_card": 18, "invalid_id": 18, "order_number": 40, "tracking_number": 36, "date": 36, "time": 30, "version": 30, "build_number": 18, "isbn": 22, "flight": 24})
for k, (en, zh) in NEG.items():
    made = 0; tries = 0
    while made < NCOUNT[k] and tries < 5000:
        tries += 1; L = lang(); v = GEN[k]()
        if L == "en" and re.search(r"[\u4e00-\u9fff]", v): continue
        if add("negative", k, L, None, R.choice(en if L == "en" else zh).replace("{v}", v), []): made += 1

R.shuffle(rows)
out = []; pi = ni = 0
for r in rows:
    if r["label"] == "positive": pi += 1; i = "p%04d" % pi
    else: ni += 1; i = "n%04d" % ni
    rest = r["text"]
    for s in r["spans"]: rest = rest.replace(s, "")
    o = {"id": i, **r}
    if r["label"] == "positive" and re.search(r"\d", rest): o["distractor"] = True
    out.append(o)
out.sort(key=lambda o: (o["id"][0] == "n", o["id"]))
with open("pii.jsonl", "w", encoding="utf-8") as f:
    for o in out: f.write(json.dumps(o, ensure_ascii=False) + "\n")
print(len(out), pi, ni)
