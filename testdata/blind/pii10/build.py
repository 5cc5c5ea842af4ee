#!/usr/bin/env python3
"""Assemble pii.jsonl from hand-written forms/frames (seeded, deterministic)."""
import json, random, re, ipaddress
from phones import P, LAND
from frames import PHONE_EN, PHONE_ZH
import frames2 as F2
import negatives as NEG
R = random.Random(20261202)
CJK = re.compile(r"[\u4e00-\u9fff]")

def fill(pat):
    out = ""; i = 0
    while i < len(pat):
        c = pat[i]
        if c == "{":
            j = pat.index("}", i); out += fill(R.choice(pat[i+1:j].split("|"))); i = j+1; continue
        out += R.choice("0123456789") if c == "X" else R.choice("23456789") if c == "N" else c
        i += 1
    return out
BAD = ["7700900", "1614960", "1214960", "2079460", "4915705", "2555", ]
MOBW = ["手机", "mobile", "Mobile", "cell", "mob", "WhatsApp", "whatsapp", "微信", "Viber", "Signal", "signal", "Telegram", "text", "SMS", "短信", "Handy", "local SIM"]
LANDW = ["座机", "landline", "Landline", "office", "Office", "front desk", "前台", "Fax", "home:"]
def ptype(seg):
    lw = max([seg.rfind(w) for w in LANDW] + [-1]); mw = max([seg.rfind(w) for w in MOBW] + [-1])
    if lw < 0 and mw < 0: return None
    return "l" if lw > mw else "m"
def phone(cc, typ=None):
    forms = P[cc]; li = LAND[cc]
    if li is not None and typ == "m": forms = forms[:li]
    if li is not None and typ == "l": forms = forms[li:]
    while True:
        s = fill(R.choice(forms)); dg = re.sub(r"\D", "", s)
        if cc in ("US", "CA") and re.search(r"(?:^1?)\d{3}555", dg): continue
        if any(b in dg for b in BAD[:5]): continue
        return s

# country weights for phone items
W = {"CN": 95, "US": 50, "IN": 48, "GB": 44}
COUNTRIES = list(P)
ZH_ONLY_CC = {"这是他的新加坡号码{p}，加个whatsapp吧": ["SG"], "我朋友在日本，电话{p}，你到了打给她": ["JP"], "Handy: {p}": ["DE", "CH"]}
ABROAD = ["我在国外", "出差期间请打我当地", "说是海外的", "我表姐在国外", "I'm using a local SIM"]

LOCAL = ["anna.schmidt", "j.okoro", "li.wei", "wangfang88", "m_rossi", "sato.yuki", "priya.n+shopping", "dev-ops", "hr", "noreply.alerts", "tom.h.baker", "chen_xiaoming", "k.lindqvist+jobs", "info", "support", "nguyen.thanh.hai", "ahmed.k", "lucia.fernandez", "zhangsan2003", "orders+cn", "a.ivanova", "kim.minjun", "fatima.z+newsletter", "paul", "jiayi.liu", "r.mendes", "mtaylor", "oluwaseun.a", "liang.hui", "sarah+test", "kenji.t", "bookings", "eric.dubois", "xiao_yu", "team.lead", "admin", "b.nowak", "hanna-k", "yuki+travel", "lin.mei"]
DOM = ["gmail.com", "outlook.com", "qq.com", "163.com", "126.com", "yahoo.co.jp", "hotmail.co.uk", "mail.ru", "web.de", "proton.me", "icloud.com", "foxmail.com", "sina.com", "naver.com", "eng.acme-corp.com", "cs.tsinghua.edu.cn", "mail.ust.hk", "students.unimelb.edu.au", "hq.example-logistics.co.za", "sub.mail.example.org", "bj.company.com.cn", "uni-heidelberg.de", "orange.fr", "libero.it", "alumni.nus.edu.sg", "company.in", "yandex.ru", "sales.globex.io", "kaist.ac.kr", "corp.tw"]
def email():
    l = R.choice(LOCAL)
    if R.random() < .3: l += str(R.randint(1, 99))
    s = l + "@" + R.choice(DOM)
    return s.upper() if R.random() < .02 else s

AREAS = ["110101", "110105", "110108", "310104", "310115", "440305", "440106", "330106", "320102", "510107", "420106", "500103", "610113", "370202", "350203", "210102", "430104", "120101", "530102", "450103", "230102", "410105", "340104", "130102", "360102"]
WT = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def cnid():
    while True:
        y, m, dd = R.randint(1950, 2006), R.randint(1, 12), R.randint(1, 28)
        b = f"{R.choice(AREAS)}{y}{m:02d}{dd:02d}{R.randint(0,999):03d}"
        ck = "10X98765432"[sum(int(a)*w for a, w in zip(b, WT)) % 11]
        if ck == "X" or R.random() < .75: break
    s = b + ck
    if ck == "X" and R.random() < .15: s = s[:-1] + "x"
    r = R.random()
    if r < .65: return s
    if r < .8: return f"{s[:6]} {s[6:14]} {s[14:]}"
    if r < .92: return f"{s[:6]}-{s[6:14]}-{s[14:]}"
    return f"{s[:6]} {s[6:10]} {s[10:14]} {s[14:]}"

def luhn_complete(b):
    t = 0
    for k, ch in enumerate(reversed(b)):
        dgt = int(ch)
        if k % 2 == 0: dgt *= 2; dgt -= 9 if dgt > 9 else 0
        t += dgt
    return b + str((10 - t % 10) % 10)
BINS = [("622202", 19), ("622202", 16), ("621700", 19), ("622848", 19), ("622588", 16), ("621226", 19), ("622700", 19), ("625807", 16), ("628288", 16), ("621483", 16), ("4", 16), ("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("6214", 18), ("6217", 17)]
def card():
    b, n = R.choice(BINS)
    s = luhn_complete(b + "".join(R.choice("0123456789") for _ in range(n - 1 - len(b))))
    r = R.random()
    if r < .45: return s
    sep = " " if r < .8 else "-"
    if R.random() < .2 and n == 19: return s[:6] + sep + s[6:]
    return sep.join(s[i:i+4] for i in range(0, n, 4))

def ipv4():
    r = R.random()
    if r < .15: return f"192.168.{R.randint(0,255)}.{R.randint(1,254)}"
    if r < .22: return f"10.{R.randint(0,255)}.{R.randint(0,255)}.{R.randint(1,254)}"
    if r < .27: return f"172.{R.randint(16,31)}.{R.randint(0,255)}.{R.randint(1,254)}"
    a = R.choice([x for x in range(1, 224) if x not in (10, 127)])
    return f"{a}.{R.randint(0,255)}.{R.randint(0,255)}.{R.randint(1,254)}"
V6P = ["2001:db8", "2400:cb00", "2408:8207", "240e:3a1", "2a00:1450", "2606:4700", "2001:4860", "2409:8a00", "2a02:8108", "fe80:0", "2001:da8", "2604:a880"]
def ipv6():
    pre = R.choice(V6P)
    groups = pre.split(":") + [format(R.randint(0, 65535), "x") if R.random() < .6 else "0" for _ in range(8 - len(pre.split(":")))]
    groups[-1] = format(R.randint(1, 65535), "x")
    a = ipaddress.IPv6Address(":".join(groups))
    r = R.random()
    s = a.compressed if r < .6 else a.exploded if r < .8 else ":".join(format(int(g, 16), "x") for g in a.exploded.split(":"))
    if R.random() < .1: s = s.upper()
    return s

NAMES = ["王磊", "陈静", "Liu Yang", "Amara Obi", "María López", "Hiroshi Tanaka", "Sophie Martin", "Rahul Mehta", "赵敏", "Oksana Petrenko", "Ahmet Yılmaz", "Nguyen Van An", "Kwame Mensah", "Lena Fischer", "孙浩", "Siti Rahma"]

rows = []
def add(label, kind, cc, text, spans):
    rows.append(dict(lang="zh" if CJK.search(text) else "en", label=label, kind=kind, country=cc, text=text, spans=spans))

def cyc(lst):
    while True:
        l = lst[:]; R.shuffle(l)
        for x in l: yield x

# phones
plan = []
for cc in COUNTRIES: plan += [cc] * W.get(cc, 21)
R.shuffle(plan)
en_it, zh_it = cyc(PHONE_EN), cyc(PHONE_ZH)
for k, cc in enumerate(plan):
    while True:
        fr = next(zh_it) if k % 2 else next(en_it)
        if fr in ZH_ONLY_CC and cc not in ZH_ONLY_CC[fr]: continue
        if cc == "CN" and any(a in fr for a in ABROAD): continue
        break
    pre, _, rest = fr.partition("{p}")
    tp = "m" if "同微信" in fr else ptype(pre); tq = ptype(rest.partition("{q}")[0]) if "{q}" in fr else None
    p = phone(cc, tp); q = phone(cc, tq)
    while q == p: q = phone(cc, tq)
    text = fr.replace("{p}", p).replace("{q}", q)
    add("positive", "phone", cc, text, [p] + ([q] if "{q}" in fr else []))
# make sure country-only frames are used
for fr, ccs in ZH_ONLY_CC.items():
    for cc in ccs:
        p = phone(cc); add("positive", "phone", cc, fr.replace("{p}", p), [p])

def simple(kind, en, zh, n, gen, slot):
    ei, zi = cyc(en), cyc(zh)
    for k in range(n):
        fr = next(zi) if k % 2 else next(ei)
        a = gen(); b = gen()
        while b == a: b = gen()
        text = fr.replace("{" + slot + "}", a).replace("{f}", b)
        add("positive", kind, "CN" if kind == "cn_id" else None, text, [a] + ([b] if "{f}" in fr else []))
simple("email", F2.EMAIL_EN, F2.EMAIL_ZH, 210, email, "e")
simple("cn_id", F2.CNID_EN, F2.CNID_ZH, 140, cnid, "c")
simple("bank_card", F2.CARD_EN, F2.CARD_ZH, 140, card, "k")
simple("ipv4", F2.IPV4_EN, F2.IPV4_ZH, 105, ipv4, "i")
simple("ipv6", F2.IPV6_EN, F2.IPV6_ZH, 75, ipv6, "v")

mi = cyc(F2.MULTI)
for k in range(95):
    lang, fr, slots = next(mi)
    cc = R.choice(["CN", "CN", "CN", "HK", "TW", "SG"]) if lang == "zh" else R.choice(COUNTRIES)
    vals = {"p": phone(cc, ptype(fr.partition("{p}")[0])), "e": email(), "c": cnid(), "k": card(), "i": ipv4(), "v": ipv6()}
    text = fr.replace("{n}", R.choice(NAMES))
    spans = []
    for s in slots: text = text.replace("{" + s + "}", vals[s]); spans.append(vals[s])
    add("positive", "multi", cc if "p" in slots else ("CN" if "c" in slots else None), text, spans)

# negatives
for kind, frs in NEG.F.items():
    it = cyc(frs)
    for k in range(25):
        fr = next(it); add("negative", kind, None, fr.replace("{x}", NEG.G[kind]()), [])

# dedupe texts, assign ids
seen = set(); out = []
for r in rows:
    if r["text"] in seen: continue
    seen.add(r["text"]); out.append(r)
pc = nc = 0
with open("pii.jsonl", "w", encoding="utf-8") as f:
    for r in out:
        if r["label"] == "positive": pc += 1; i = f"p{pc:04d}"
        else: nc += 1; i = f"n{nc:04d}"
        f.write(json.dumps(dict(id=i, **r), ensure_ascii=False) + "\n")
print(pc, nc)
