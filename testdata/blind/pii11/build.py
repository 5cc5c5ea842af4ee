#!/usr/bin/env python3
"""Assemble pii.jsonl for pii11 from hand-written frames (frames_pos.py, negatives.py) and
hand-written number forms (phones.py). Deterministic (seeded). Python 3.11 stdlib only."""
import json, random, re, ipaddress
import phones, frames_pos as FP, negatives as NG

random.seed(20261111)
RD = random.randint

def dig(n): return "".join(random.choice("0123456789") for _ in range(n))

# ---------------- phones ----------------
def nanp_exchange():
    while True:
        e = str(RD(2, 9)) + dig(2)
        if e != "555" and e[1:] != "11": return e

GB_DRAMA = re.compile(r"^(44|0)?(20)?79460|^(44|0)?1(1[3-8]|21|31|41|51|61)4960|^(44|0)?7700900")
def fill_phone(cc, form):
    ext = ""
    if isinstance(form, tuple): form, ext = form
    while True:
        out = []
        for ch in form:
            if ch == "X": out.append(random.choice("0123456789"))
            elif ch == "N": out.append(str(RD(2, 9)))
            elif ch == "E": out.append(nanp_exchange())
            else: out.append(ch)
        s = "".join(out)
        digits = re.sub(r"\D", "", s)
        if cc == "GB" and GB_DRAMA.search(digits): continue
        if cc == "AU" and re.search(r"^(61|0)?4915[7-9]", digits): continue
        e = "".join(str(RD(0, 9)) if c == "X" else c for c in ext)
        return s, e

MOBILE_HINT = re.compile(r"cell|mobile|WhatsApp|text |Signal|SIM|temp number|手机|手機|微信|短信|新卡|新号|新號")
LAND_HINT = re.compile(r"landline|office|reception|Reception|front desk|IT support|座机|前台|物业|公司电话|Office|Day line|clinic|bakery|燃气公司|酒店")
def phone(cc, mobile_bias=0.62):
    d = phones.PHONES[cc]
    pool = d["M"] if (random.random() < mobile_bias or not d["L"]) else d["L"]
    return fill_phone(cc, random.choice(pool))

# ---------------- emails ----------------
LOCAL = ["jamie.rowe", "priya.nair", "chen.xiaoyu", "m.okafor", "sofia_k", "liwei88", "tom.hughes+invoices", "anna-lena.weber",
         "kenji.sato", "r.fernandes", "zhangmin.hr", "dev+alerts", "yusuf.demir", "ola.nordmann", "grace_adeyemi", "hannah.b",
         "wang.lei2019", "support-team", "lucas.moreau", "isabella.rossi", "ahmed.elsayed", "nguyen.thi.lan", "p.kowalski",
         "j.smith+newsletter", "ming.zhao", "fatima.zahra", "carlos.mendez", "sarah.o+school", "bjorn.lund", "aisha.k",
         "tanaka.haruto", "kim.jiwoo", "raj.patel.work", "lena.schmidt", "olivia.martin", "ethan+test", "xiaomei.liu",
         "daniel_w", "noura.alqahtani", "mateo.silva", "emma.johansson", "finance.ap", "chloe.dubois", "wei.jie+shop",
         "o.ivanova", "sam.taylor", "huang.jun", "bella+2026", "a.haddad", "zoe.clarke", "leo.fischer", "mia_wong",
         "arjun.mehta", "keira.obrien", "hr-recruit", "ivan.petrenko", "yuki.m", "nadia.b", "kofi.mensah", "ellie.park+jobs"]
DOMAINS = ["gmail.com", "outlook.com", "qq.com", "163.com", "126.com", "yahoo.co.uk", "hotmail.com", "icloud.com", "proton.me",
           "mail.ru", "web.de", "gmx.de", "orange.fr", "libero.it", "naver.com", "yahoo.co.jp", "foxmail.com", "sina.com",
           "uni-heidelberg.de", "cs.stanford.edu", "mail.tsinghua.edu.cn", "eng.acme-robotics.io", "hk.brightpath.com.hk",
           "sales.nordvik.no", "corp.kestrel-logistics.com", "student.unimelb.edu.au", "lists.example.org", "alumni.ox.ac.uk",
           "fastmail.fm", "yandex.ru", "rediffmail.com", "bigpond.com", "shaw.ca", "telkom.net.id", "vodafone.com.eg",
           "sh.bluewhale-tech.cn", "zju.edu.cn", "mx.grupolumen.com.mx", "ops.tidewater.co.za", "team.kivu-energy.cd"]
NAMES = ["Jamie Rowe", "Priya Nair", "Chen Xiaoyu", "Dr. M. Okafor", "Sofia K.", "Support", "Lena Schmidt", "王磊", "HR Team"]

def email_bare():
    loc = random.choice(LOCAL); dom = random.choice(DOMAINS)
    if random.random() < 0.08: loc = loc.capitalize()
    if random.random() < 0.12 and "+" not in loc: loc += str(RD(1, 99))
    return f"{loc}@{dom}"

def email_wrapped():
    e = email_bare(); r = random.random()
    if r < 0.58: t = e
    elif r < 0.68: t = f"<{e}>"
    elif r < 0.76: t = f"({e})"
    elif r < 0.81: t = f"[{e}]"
    elif r < 0.87: t = f"mailto:{e}"
    elif r < 0.94: t = f"{random.choice(NAMES)} <{e}>"
    else: t = f"\"{e}\""
    return t, e

# ---------------- cn ids ----------------
REGIONS = ["110101", "110105", "110108", "310101", "310104", "310115", "440103", "440106", "440304", "440305", "330106", "320102",
           "320506", "510107", "420106", "500103", "610113", "370202", "210102", "230103", "430104", "350203", "530102", "410105",
           "340104", "120101", "130102", "140105", "150102", "450103", "460106", "520102", "620102", "650102", "360102", "220102",
           "440604", "441900", "330203", "330302", "371102", "421002", "510682", "130682", "411302"]
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
MD = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
def cn_id(want_x=None):
    while True:
        y = RD(1952, 2008); m = RD(1, 12); dd = RD(1, MD[m - 1] + (1 if m == 2 and y % 4 == 0 else 0))
        base = random.choice(REGIONS) + f"{y}{m:02d}{dd:02d}" + f"{RD(1, 999):03d}"
        c = "10X98765432"[sum(int(a) * b for a, b in zip(base, W)) % 11]
        if want_x is None or (c == "X") == want_x: break
    s = base + c; r = random.random()
    if c == "X" and r < 0.2: s = s[:-1] + "x"
    r = random.random()
    if r < 0.1: return f"{s[:6]} {s[6:14]} {s[14:]}"
    if r < 0.15: return f"{s[:6]}-{s[6:14]}-{s[14:]}"
    if r < 0.2: return f"{s[:6]} {s[6:10]} {s[10:14]} {s[14:]}"
    return s

# ---------------- cards ----------------
BINS = [("622202", 19), ("621226", 19), ("621700", 19), ("622848", 19), ("622588", 16), ("621483", 16), ("622262", 19),
        ("621799", 19), ("623058", 19), ("622689", 16), ("625900", 16), ("456351", 16), ("436742", 16),
        ("4", 16), ("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("6011", 16), ("3528", 16), ("35", 16)]
def luhn_complete(p):
    for c in "0123456789":
        if NG.luhn_ok(p + c): return p + c
def card():
    b, n = random.choice(BINS)
    s = luhn_complete(b + dig(n - len(b) - 1)); r = random.random()
    if r < 0.45: return s
    if r < 0.75: return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    if r < 0.88: return "-".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s[:6] + " " + s[6:]

# ---------------- IPs ----------------
FIRST = [1, 8, 14, 23, 27, 36, 39, 42, 45, 58, 59, 60, 61, 77, 78, 80, 81, 85, 88, 91, 93, 95, 101, 103, 106, 110, 111, 112, 113,
         114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 139, 140, 150, 151, 157, 163, 171, 175, 176, 178, 180, 182,
         183, 185, 188, 193, 195, 202, 210, 211, 212, 213, 217, 218, 219, 220, 221, 222, 223]
def ipv4_bare():
    r = random.random()
    if r < 0.15: return f"192.168.{RD(0, 10)}.{RD(2, 254)}"
    if r < 0.25: return f"10.{RD(0, 255)}.{RD(0, 255)}.{RD(1, 254)}"
    if r < 0.3: return f"172.{RD(16, 31)}.{RD(0, 255)}.{RD(1, 254)}"
    return f"{random.choice(FIRST)}.{RD(0, 255)}.{RD(0, 255)}.{RD(1, 254)}"
PORTS = [22, 80, 443, 3306, 5432, 6379, 8000, 8080, 8443, 9000, 25565, 3389, 5000, 27017]
def ipv4_form():
    ip = ipv4_bare(); r = random.random()
    if r < 0.5: return ip, ip
    if r < 0.7: return f"{ip}:{random.choice(PORTS)}", ip
    if r < 0.85: return f"http://{ip}:{random.choice(PORTS)}/{random.choice(['admin', 'api/v1/health', 'login', ''])}", ip
    return f"https://{ip}/{random.choice(['', 'status', 'dashboard'])}", ip

V6P = ["2001:db8", "2409:8a55", "240e:3b4", "2408:8207", "2a02:8109", "2600:1700", "2607:f8b0", "2a01:4f8", "2400:cb00", "2804:14c"]
def h4(): return format(RD(0, 0xffff), "x")
def ipv6_bare():
    r = random.random()
    if r < 0.12: return "fe80::" + ":".join(h4() for _ in range(RD(2, 4)))
    if r < 0.18: return "fd" + format(RD(0, 255), "02x") + ":" + h4() + "::" + h4()
    if r < 0.23: return "::ffff:" + ipv4_bare()
    p = random.choice(V6P)
    if r < 0.5:
        g = [h4() for _ in range(6)]
        s = p + ":" + ":".join(g)
        if random.random() < 0.3: s = s.upper()
        return s
    if r < 0.62:
        g = [format(RD(0, 0xffff), "04x") for _ in range(6)]
        return p + ":" + ":".join(g)
    k = RD(1, 3)
    return p + ":" + ":".join(h4() for _ in range(k)) + "::" + ":".join(h4() for _ in range(RD(1, 5 - k)))
def ipv6_form():
    ip = ipv6_bare(); r = random.random()
    if r < 0.55 or ip.startswith("fe80"): return ip, ip
    if r < 0.75: return f"[{ip}]:{random.choice(PORTS)}", ip
    return f"http{'s' if random.random() < 0.5 else ''}://[{ip}]{':' + str(random.choice(PORTS)) if random.random() < 0.6 else ''}/", ip

# ---------------- distractors ----------------
def dis(slot, zh):
    if slot == "T":
        return random.choice(["9点", "3点", "8点半", "10点", f"{RD(7, 22)}:{random.choice(['00', '15', '30', '45'])}"]) if zh else \
               random.choice(["6pm", "noon", "9:30", f"{RD(7, 22)}:{random.choice(['00', '15', '30', '45'])}", "5.30pm"])
    if slot == "D":
        m, dd = RD(1, 11), RD(1, 28)
        return random.choice([f"{m}月{dd}日", f"2026-{m:02d}-{dd:02d}", f"下周{random.choice('一二三四五')}"]) if zh else \
               random.choice([f"{NG.MON[m - 1]} {dd}", f"{dd}/{m:02d}", f"{NG.MON[m - 1]} {dd}th".replace("1th", "1st").replace("2th", "2nd").replace("3th", "3rd").replace("11st", "11th").replace("12nd", "12th").replace("13rd", "13th"), f"2026-{m:02d}-{dd:02d}"])
    if slot == "AMT":
        return random.choice([f"{RD(50, 3000)}块", f"{RD(50, 9000)}元", f"¥{RD(20, 999)}"]) if zh else random.choice([f"${RD(20, 900)}", f"£{RD(20, 500)}", f"€{RD(15, 800)}.{dig(2)}"])
    if slot == "NUM": return str(RD(2, 20))
    if slot == "ORD": return random.choice([f"#{dig(6)}", f"TK-{dig(5)}", f"A{dig(7)}", dig(9)])
    if slot == "LOGD": return f"{RD(1, 28):02d}/{random.choice(NG.MON)}/2026"
    raise KeyError(slot)

SLOT = re.compile(r"\{([A-Z0-9]+)\}")
PII_SLOTS = {"P", "P2", "E", "EB", "ID", "C", "IP", "IPB", "IP6", "IP6B"}

def render(frame, zh, cc=None):
    spans = []
    def sub(m):
        k = m.group(1)
        if k in ("P", "P2"):
            two = "{P2}" in frame
            if two: bias = 1.0 if k == "P2" else 0.4
            elif MOBILE_HINT.search(frame) and LAND_HINT.search(frame) or re.search(r"座机|landline", frame): bias = 0.5
            elif MOBILE_HINT.search(frame): bias = 1.0
            elif LAND_HINT.search(frame): bias = 0.0
            else: bias = 0.6
            s, ext = phone(cc, bias); spans.append(s); return s + ext
        if k == "E": t, e = email_wrapped(); spans.append(e); return t
        if k == "EB": e = email_bare(); spans.append(e); return e
        if k == "ID": s = cn_id(random.random() < 0.22); spans.append(s); return s
        if k == "C": s = card(); spans.append(s); return s
        if k == "IP": t, s = ipv4_form(); spans.append(s); return t
        if k == "IPB": s = ipv4_bare(); spans.append(s); return s
        if k == "IP6": t, s = ipv6_form(); spans.append(s); return t
        if k == "IP6B": s = ipv6_bare(); spans.append(s); return s
        return dis(k, zh)
    text = SLOT.sub(sub, frame.replace("[{D}:10:22:31", "[{LOGD}:10:22:31"))
    return text, spans

rows = []; seen = set()
def add(label, kind, country, frame, zh, cc=None):
    for _ in range(50):
        text, spans = render(frame, zh, cc)
        if text in seen: continue
        if not zh and re.search(r"[\u4e00-\u9fff]", text): continue
        if len(set(spans)) != len(spans): continue
        if any(text.count(s) != 1 for s in spans): continue
        if not zh and not (4 <= len(text.split()) <= 40): raise SystemExit("word count: " + text)
        seen.add(text)
        rows.append(dict(lang="zh" if zh else "en", label=label, kind=kind, country=country, text=text, spans=spans))
        return
    raise SystemExit("could not render " + frame)

class Cycler:
    """hands out frames in shuffled rounds so every frame gets used about equally"""
    def __init__(self, items): self.items = list(items); self.q = []
    def next(self):
        if not self.q: self.q = self.items[:]; random.shuffle(self.q)
        return self.q.pop()

# phones
pe, pz = Cycler(FP.PHONE_EN), Cycler(FP.PHONE_ZH)
pe2, pz2 = Cycler(FP.PHONE_EN2), Cycler(FP.PHONE_ZH2)
for cc, n in phones.COUNTS.items():
    for i in range(n):
        zh = (i % 2 == 1) if cc not in ("CN", "TW", "HK") else (i % 5 != 0)
        two = random.random() < 0.1
        f = (pz2 if two else pz).next() if zh else (pe2 if two else pe).next()
        add("positive", "phone", cc, f, zh, cc)

def block(kind, en, zh, n, country=None, zh_share=0.5):
    ce, cz = Cycler(en), Cycler(zh)
    for i in range(n):
        z = random.random() < zh_share
        add("positive", kind, country, (cz if z else ce).next(), z)

block("email", FP.EMAIL_EN, FP.EMAIL_ZH, 230)
block("cn_id", FP.ID_EN, FP.ID_ZH, 150, "CN", 0.62)
block("bank_card", FP.CARD_EN, FP.CARD_ZH, 140, None, 0.58)
block("ipv4", FP.IPV4_EN, FP.IPV4_ZH, 110)
block("ipv6", FP.IPV6_EN, FP.IPV6_ZH, 80)
# multi
me, mz = Cycler(FP.MULTI_EN), Cycler(FP.MULTI_ZH)
CCS = list(phones.PHONES)
for i in range(110):
    z = i % 2 == 1
    f = (mz if z else me).next()
    cc = None
    if "{P}" in f:
        cc = "CN" if (z and random.random() < 0.6) or "{ID}" in f and random.random() < 0.7 else random.choice(CCS)
        country = cc
    else:
        country = "CN" if "{ID}" in f else None
    add("positive", "multi", country, f, z, cc)

# negatives
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+")
def neg_ok(kind, text):
    if EMAIL_RE.search(text): return False
    for run in re.findall(r"\d[\d -]{14,24}\d", text):
        g = re.sub(r"\D", "", run)
        if 16 <= len(g) <= 19 and NG.luhn_ok(g): return False
        if kind != "invalid_id" and len(g) == 17:
            pass
    for m in re.findall(r"\d{17}[\dXx]", text):
        if "10X98765432"[sum(int(a) * b for a, b in zip(m, W)) % 11] == m[17].upper(): return False
    if kind != "section_number":
        for m in re.findall(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", text):
            try: ipaddress.ip_address(m); return False
            except ValueError: pass
    return True

PER_KIND = 24
for kind, (gen, en, zh) in NG.NEG.items():
    ce, cz = Cycler(en), Cycler(zh)
    for i in range(PER_KIND):
        z = i % 2 == 1
        f = (cz if z else ce).next()
        for _ in range(200):
            text = f.replace("{V2}", gen()).replace("{V}", gen())
            if not z and re.search(r"[\u4e00-\u9fff]", text): continue
            if text not in seen and neg_ok(kind, text): break
        else: raise SystemExit("neg fail " + f)
        if not z and not (4 <= len(text.split()) <= 40): raise SystemExit("word count: " + text)
        seen.add(text)
        rows.append(dict(lang="zh" if z else "en", label="negative", kind=kind, country=None, text=text, spans=[]))

random.shuffle(rows)
np_ = nn = 0; out = []
for r in rows:
    if r["label"] == "positive": np_ += 1; rid = f"p11-{np_:04d}"
    else: nn += 1; rid = f"n11-{nn:04d}"
    out.append({"id": rid, "lang": r["lang"], "label": r["label"], "kind": r["kind"], "country": r["country"], "text": r["text"], "spans": r["spans"]})
with open("pii.jsonl", "w", encoding="utf-8") as fh:
    for r in out: fh.write(json.dumps(r, ensure_ascii=False) + "\n")
print("wrote", len(out), "positives", np_, "negatives", nn)
