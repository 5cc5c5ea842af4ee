#!/usr/bin/env python3
"""Build pii.jsonl for pii12 (seeded, deterministic) from phones.py, frames.py, negatives.py."""
import json, random, re, ipaddress, string
from phones import P
import frames as F
from negatives import K

r = random.Random(20261112)

# ---------- phones ----------
def expand(form):
    form = re.sub(r"\{([^}]*)\}", lambda m: r.choice(m.group(1).split("|")), form)
    out = []
    for ch in form:
        if ch == "X": out.append(r.choice(string.digits))
        elif ch == "N": out.append(r.choice("23456789"))
        elif ch == "Q":
            while True:
                q = r.choice("2346789") + r.choice("023456789") + r.choice(string.digits)
                if q != "555": break
            out.append(q)
        else: out.append(ch)
    s = "".join(out)
    main = s.split("~")[0]
    return s.replace("~", ""), main

def nsn_of(cc, trunk, main):
    dg = re.sub(r"\D", "", main)
    m = main.strip()
    if m.startswith("+") or m.startswith("(+") or m.startswith("(" + cc + ")"):
        assert dg.startswith(cc), (cc, main); dg = dg[len(cc):]
        if dg.startswith("0") and "(0)" in main: dg = dg[1:]
    elif m.startswith("00" + cc) and cc != "0":
        dg = dg[2 + len(cc):]
        if "(0)" in main: dg = dg[1:]
    elif cc == "1" and m.startswith("001"):
        dg = dg[3:]
    elif trunk and dg.startswith(trunk):
        if cc == "1" and len(dg) == 10: pass
        else: dg = dg[len(trunk):]
    return dg

def phone(cc_code, kind=None):
    c = P[cc_code]
    kind = kind or ("mobile" if r.random() < 0.66 else "land")
    for _ in range(100):
        s, main = expand(r.choice(c[kind]))
        n = nsn_of(c["cc"], c["trunk"], main)
        assert len(n) in c["nsn"], (cc_code, s, n, len(n))
        nd = len(re.sub(r"\D", "", s))
        if 7 <= nd <= 15: return s
    raise SystemExit("phone fail " + cc_code)

# self-check every form of every country
for cc, c in P.items():
    for kind in ("mobile", "land"):
        for f in c[kind]:
            for _ in range(5):
                s, main = expand(f)
                n = nsn_of(c["cc"], c["trunk"], main)
                assert len(n) in c["nsn"], (cc, f, s, n)

# ---------- emails (hand-written local parts and domains) ----------
LOCAL = ["zhang.wei.1987", "liuyang+taobao", "mum.chen", "kevin_ho88", "a.okonkwo", "priya.sharma+school", "j.mueller",
 "sato.yuki", "minji.kim", "carlos.r", "tran.thi.mai", "nur.aisyah", "olga.ivanova", "ahmed.hassan", "thandi.n",
 "lukas.becker+shop", "marie-claire.dubois", "giulia.rossi", "sofia.garcia", "ana.souza", "siti.rahma", "b.nguyen+flights",
 "wangfang0618", "xiaomei_lin", "duoduo.mama", "home.accounts", "li-na.tang", "grandpa.joe", "the.pattersons", "emeka.obi",
 "fatima.zahra", "hiroshi.t", "sunflower.bakery", "kim.family", "oma.heidi", "rahul.v+bills", "yusuf.demir", "ingrid.larsson",
 "pieter.dejong", "kasia.nowak", "amira.s", "dmitri.k", "chloe.b", "noah+receipts", "aroha.w", "siobhan.oc", "marco_b75",
 "lily.huang", "chen.jiahui", "yang_lao_shi", "hu.xiaoming+kids", "lin.family.2019", "mama.bear", "tom.and.jess",
 "m.fernandes", "ravi.k.iyer", "deepa.n", "jun.park", "haruka.m+travel", "ngozi.e", "wanjiru.k", "joao.p.silva",
 "petra.h", "s.ahmadi", "mohammed.alharbi", "layla.k", "ong.wei.ming", "tanaka.family", "gabi.r", "valeria.m",
 "sipho.d", "abebe.t", "mulugeta.g", "kabila.jp", "nkosi.l", "aisha.b+clinic", "ayesha.r", "farhan.h", "bao.tran",
 "e.kowalski", "erik.sv", "camille.r", "matteo.c", "lucia.f", "ibrahim.y", "naveen.s", "chloe.tan88", "j.smith.home",
 "kenji", "mei", "xiao.qi", "annie.w", "zhaolei", "sun.yue+shop", "he.jing", "jiang.min1990"]
DOMAIN = ["qq.com", "163.com", "126.com", "gmail.com", "outlook.com", "yahoo.co.jp", "hotmail.co.uk", "icloud.com",
 "foxmail.com", "sina.com", "mail.ru", "web.de", "gmx.de", "orange.fr", "libero.it", "naver.com", "daum.net",
 "rediffmail.com", "yahoo.co.in", "btinternet.com", "sky.com", "bigpond.com", "xtra.co.nz", "yandex.ru", "wp.pl",
 "telia.com", "ziggo.nl", "seznam.cz", "hotmail.com", "proton.me", "vip.163.com", "vip.qq.com", "yeah.net",
 "parents.greenfield-primary.org.uk", "mail.hillside-clinic.co.za", "students.uni-freiburg.de", "alumni.nus.edu.sg",
 "stu.xjtu.edu.cn", "mails.tsinghua.edu.cn", "bakery-lumiere.fr", "kinderhaus-sonnenschein.de", "familie-weber.de",
 "tokyo-kids.ne.jp", "hanoi-homestay.vn", "casa-rosa.com.br", "sunnyside.com.au", "bellavista-bnb.it", "ymail.com",
 "rocketmail.com", "live.cn", "aliyun.com", "139.com", "sohu.com", "t-online.de", "free.fr", "shaw.ca"]

def email():
    l = r.choice(LOCAL)
    if r.random() < 0.15: l = l + str(r.randint(1, 99))
    dm = r.choice(DOMAIN)
    e = f"{l}@{dm}"
    if r.random() < 0.06: e = e[0].upper() + e[1:]
    return e

# ---------- Chinese resident ID ----------
REGION = ["110101", "110105", "110108", "310101", "310104", "310115", "440106", "440305", "440304", "330106", "320102",
 "320506", "510104", "510107", "420106", "430104", "610113", "500103", "370202", "370102", "210102", "120101", "350203",
 "410105", "530102", "450103", "230103", "340104", "360102", "130102", "140105", "620102", "520102", "460106", "150102",
 "650102", "220102", "350102", "441900", "330205", "321283", "440111", "420111", "510122", "371302"]
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
MD = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
def cn_id(young=False):
    while True:
        y = r.randint(2008, 2019) if young else r.randint(1946, 2006)
        m = r.randint(1, 12); dd = r.randint(1, MD[m - 1])
        s = f"{r.choice(REGION)}{y}{m:02d}{dd:02d}{r.randint(1, 999):03d}"
        ch = "10X98765432"[sum(int(a) * b for a, b in zip(s, W)) % 11]
        if ch == "X" or r.random() < 0.75: break   # push the X share up to about a fifth
    full = s + ch
    if ch == "X" and r.random() < 0.15: full = s + "x"
    f = r.random()
    if f < 0.72: return full
    if f < 0.82: return f"{full[:6]} {full[6:14]} {full[14:]}"
    if f < 0.92: return f"{full[:6]}-{full[6:14]}-{full[14:]}"
    return f"{full[:6]} {full[6:10]} {full[10:14]} {full[14:]}"

# ---------- bank cards ----------
def luhn_digit(s):
    t = 0
    for k, ch in enumerate(reversed(s)):
        x = int(ch)
        if k % 2 == 0:
            x *= 2; x -= 9 if x > 9 else 0
        t += x
    return str((10 - t % 10) % 10)
UNIONPAY = ["622202", "621226", "621700", "622700", "622848", "622588", "621483", "621661", "622262", "625826"]
def card():
    f = r.random()
    if f < 0.5: pre = r.choice(UNIONPAY); n = r.choice([16, 19, 19])
    elif f < 0.7: pre = "4" + r.choice(["0", "1", "2", "3", "5", "7", "8", "9"]) + str(r.randint(0, 9)); n = 16
    elif f < 0.9: pre = r.choice(["51", "52", "53", "54", "55", str(r.randint(2221, 2720))]); n = 16
    else: pre = r.choice(["35" + str(r.randint(28, 89)), "6011", "6521"]); n = 16
    body = pre + "".join(r.choice(string.digits) for _ in range(n - 1 - len(pre)))
    s = body + luhn_digit(body)
    g = r.random()
    if g < 0.4: return s
    if g < 0.75: return " ".join(s[i:i + 4] for i in range(0, n, 4))
    if g < 0.88: return "-".join(s[i:i + 4] for i in range(0, n, 4))
    if n == 19: return s[:6] + " " + s[6:]
    return s[:4] + " " + s[4:10] + " " + s[10:]

# ---------- IPs ----------
V4PUB = [36, 39, 42, 58, 59, 60, 101, 106, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124,
 125, 175, 180, 182, 183, 202, 203, 210, 211, 218, 219, 220, 221, 222, 223, 27, 49, 73, 76, 81, 82, 86, 88, 92, 94, 98, 151, 176, 185, 190, 196, 197, 41, 105]
def ipv4():
    f = r.random()
    if f < 0.22: return f"192.168.{r.choice([0, 1, 1, 2, 3, 10, 31, 50, 100])}.{r.randint(2, 254)}"
    if f < 0.30: return f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
    if f < 0.35: return f"172.{r.randint(16, 31)}.{r.randint(0, 255)}.{r.randint(2, 254)}"
    return f"{r.choice(V4PUB)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(1, 254)}"
V6PRE = ["2409:8a1e", "2409:8900", "240e:3b4", "240e:0398", "2408:8207", "2408:8456", "2a02:8071", "2600:1700",
 "2001:ee0", "2a01:cb00", "2405:201", "2a00:23c7", "2603:8000", "2001:b011", "2001:0db8", "2c0f:f7a8", "2402:800"]
def ipv6():
    f = r.random()
    if f < 0.15:
        a = ipaddress.IPv6Address("fe80::" + ":".join(hex(r.randint(0, 0xffff))[2:] for _ in range(4)))
        return str(a)
    pre = r.choice(V6PRE).split(":")
    groups = pre + [hex(r.randint(0, 0xffff))[2:] for _ in range(8 - len(pre))]
    if r.random() < 0.25:
        for i in r.sample(range(len(pre), 8), r.randint(1, 3)): groups[i] = "0"
    a = ipaddress.IPv6Address(":".join(groups))
    g = r.random()
    if g < 0.45 and not str(a).endswith("::"): return str(a)   # compressed
    if g < 0.7: return a.exploded                  # full, leading zeros
    return ":".join(x.lstrip("0") or "0" for x in a.exploded.split(":"))  # zero-stripped, no ::

# ---------- assemble ----------
rows = []; seen = set()
CJK = re.compile(r"[\u4e00-\u9fff]")
def add(label, kind, country, lang, text, spans):
    if text in seen: return False
    if lang == "en" and CJK.search(text): return False   # e.g. a 转/内線 extension or a 年/元 value in an English frame
    seen.add(text); rows.append(dict(label=label, kind=kind, country=country, lang=lang, text=text, spans=spans)); return True

def place(cc, lang):
    return r.choice(P[cc]["en" if lang == "en" else "zh"])

PHONE_N = {"CN": 90, "US": 56, "GB": 56, "IN": 56}
def n_for(cc): return PHONE_N.get(cc, 24)
for cc in P:
    target = n_for(cc); done = 0
    zh_share = 0.62 if cc in ("CN", "TW", "HK", "SG", "MY") else 0.42
    while done < target:
        lang = "zh" if r.random() < zh_share else "en"
        if r.random() < 0.10:
            fr = r.choice(F.PHONE2_ZH if lang == "zh" else F.PHONE2_EN)
            p1 = phone(cc); p2 = phone(cc)
            if p1 == p2: continue
            text = fr.format(p1=p1, p2=p2); spans = [p1, p2]
        else:
            fr = r.choice(F.PHONE_ZH if lang == "zh" else F.PHONE_EN)
            p = phone(cc)
            text = fr.format(p=p, place=place(cc, lang)); spans = [p]
        done += add("positive", "phone", cc, lang, text, spans)

def fill(kind, n, gen, en, zh, country=None):
    done = 0
    while done < n:
        lang = r.choice(["en", "zh"])
        fr = r.choice(zh if lang == "zh" else en)
        vals, spans = gen(fr)
        done += add("positive", kind, country, lang, fr.format(**vals), spans)

def g_email(fr):
    e = email(); e2 = email()
    return {"e": e, "e2": e2}, [e] + ([e2] if "{e2}" in fr else [])
fill("email", 220, g_email, F.EMAIL_EN, F.EMAIL_ZH)
def g_id(fr):
    young = bool(re.search(r"\bson\b|孩子|入学|表弟", fr)) and r.random() < 0.8
    x = cn_id(young); return {"id": x}, [x]
fill("cn_id", 130, g_id, F.ID_EN, F.ID_ZH, "CN")
def g_card(fr):
    x = card(); return {"c": x}, [x]
fill("bank_card", 130, g_card, F.CARD_EN, F.CARD_ZH)
def g_ip4(fr):
    x = ipv4(); return {"ip": x}, [x]
fill("ipv4", 100, g_ip4, F.IP4_EN, F.IP4_ZH)
def g_ip6(fr):
    x = ipv6()
    if "link-local" in fr or "本地链路" in fr:
        if r.random() < 0.6: x = str(ipaddress.IPv6Address("fe80::" + ":".join(hex(r.randint(0, 0xffff))[2:] for _ in range(4))))
    return {"ip": x}, [x]
fill("ipv6", 80, g_ip6, F.IP6_EN, F.IP6_ZH)

MULTI_CC = ["CN"] * 8 + list(P)
done = 0
while done < 110:
    lang = r.choice(["en", "zh"])
    fr, keys = r.choice(F.MULTI_ZH if lang == "zh" else F.MULTI_EN)
    cc = r.choice(MULTI_CC)
    v = dict(p=phone(cc), e=email(), id=cn_id(), c=card(), ip4=ipv4(), ip6=ipv6())
    order = sorted(((fr.index("{" + k + "}"), k) for k in ["p", "e", "id", "c", "ip4", "ip6"] if "{" + k + "}" in fr))
    spans = [v[k] for _, k in order]
    country = cc if "{p}" in fr else ("CN" if "{id}" in fr else None)
    done += add("positive", "multi", country, lang, fr.format(**v), spans)

for kind, spec in K.items():
    done = 0; tries = 0
    while done < 25 and tries < 5000:
        tries += 1
        lang = "zh" if r.random() < 0.5 else "en"
        gen = spec.get("gen_zh") if lang == "zh" and "gen_zh" in spec else spec["gen"]
        fr = r.choice(spec[lang])
        done += add("negative", kind, None, lang, fr.format(**gen(r)), [])
    assert done == 25, kind

pos = [x for x in rows if x["label"] == "positive"]; neg = [x for x in rows if x["label"] == "negative"]
r.shuffle(pos); r.shuffle(neg)
out = []
for i, x in enumerate(pos, 1): out.append(dict(id=f"p12-{i:04d}", **{k: x[k] for k in ("lang", "label", "kind", "country", "text", "spans")}))
for i, x in enumerate(neg, 1): out.append(dict(id=f"n12-{i:04d}", **{k: x[k] for k in ("lang", "label", "kind", "country", "text", "spans")}))
r.shuffle(out)
with open("pii.jsonl", "w", encoding="utf-8") as fh:
    for x in out:
        fh.write(json.dumps({k: x[k] for k in ("id", "lang", "label", "kind", "country", "text", "spans")}, ensure_ascii=False) + "\n")
nframes = (len(F.PHONE_EN) + len(F.PHONE_ZH) + len(F.PHONE2_EN) + len(F.PHONE2_ZH) + len(F.EMAIL_EN) + len(F.EMAIL_ZH) + len(F.ID_EN) + len(F.ID_ZH)
           + len(F.CARD_EN) + len(F.CARD_ZH) + len(F.IP4_EN) + len(F.IP4_ZH) + len(F.IP6_EN) + len(F.IP6_ZH) + len(F.MULTI_EN) + len(F.MULTI_ZH)
           + sum(len(s["en"]) + len(s["zh"]) for s in K.values()))
print("wrote", len(out), "rows;", nframes, "hand-written frames")
