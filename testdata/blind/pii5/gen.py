import json, random
import phones
from frames_pos import *
from frames_neg import NEG
rng = random.Random(20261202)
D = "0123456789"
def digs(n, first=D): return rng.choice(first) + "".join(rng.choice(D) for _ in range(n-1))
NAMES_EN = ["Tom", "Sarah Jenkins", "Dr. Patel", "Anna", "Mike O'Neill", "Lucy", "Raj", "Emma Clarke", "Jonas", "Mrs Okafor", "Kenji", "Sofia"]
NAMES_ZH = ["王伟", "李娜", "张师傅", "刘经理", "陈静", "赵敏", "老周", "孙丽", "黄磊", "杨阿姨"]
TIMES = ["3pm", "10:30", "18:00", "9am", "noon", "7.45", "14:15", "下午3点", "晚上8点"]
MONEY = ["£25", "$40", "€120", "¥300", "300元", "$15.50", "£1,200", "88块"]
DAYS = ["Friday", "Monday", "the 14th", "next Tuesday", "周五", "3月8日", "tomorrow"]
def fill(frame, lang, **kw):
    zh = lang == "zh"
    kw.setdefault("N", rng.choice(NAMES_ZH if zh or (lang == "mixed" and rng.random() < .5) else NAMES_EN))
    kw.setdefault("T", rng.choice(TIMES[7:] if zh else TIMES[:7]))
    kw.setdefault("M", rng.choice(MONEY[4:5] + MONEY[7:] + MONEY[3:4] if zh else MONEY[:3] + MONEY[5:7]))
    kw.setdefault("D", rng.choice(DAYS[4:6] if zh else DAYS[:4] + DAYS[6:]))
    return frame.format(**kw)
# --- check digits
def luhn_ok(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2: d = d * 2 - 9 if d > 4 else d * 2
        t += d
    return t % 10 == 0
def luhn_complete(p):
    for c in D:
        if luhn_ok(p + c): return p + c
W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
def id_check(s17): return "10X98765432"[sum(int(a)*b for a, b in zip(s17, W)) % 11]
REGIONS = ["110101","110105","310104","310115","440106","440305","330106","320102","510107","420106","610113","500103",
           "120101","370202","350203","430104","210102","230103","410105","530102"]
def cn_id(want_x=None):
    while True:
        y = rng.randint(1950, 2008); m = rng.randint(1, 12); dd = rng.randint(1, 28)
        s = rng.choice(REGIONS) + f"{y}{m:02d}{dd:02d}" + digs(3)
        c = id_check(s)
        if want_x is None or (c == "X") == want_x: return s + c
CARD_P = [("62220", 19), ("62170", 19), ("622848", 19), ("622588", 16), ("621483", 16), ("622609", 16), ("62148", 19),
          ("4", 16), ("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("4", 19)]
def card():
    p, n = rng.choice(CARD_P)
    num = luhn_complete(p + "".join(rng.choice(D) for _ in range(n - len(p) - 1)))
    r = rng.random()
    if r < .45: return num
    if r < .85: return " ".join(num[i:i+4] for i in range(0, n, 4))
    if n == 16: return "-".join(num[i:i+4] for i in range(0, 16, 4))
    return num[:6] + " " + num[6:]
USERS = ["john.smith", "li.wei", "sarah_k", "m.garcia", "zhangsan1988", "anna.b+shopping", "tom+newsletter", "wangfang.hz", "jp.dupont",
         "k.okafor", "dev.team", "xiaoming_chen", "priya.r+work", "nguyen.van.an", "hello", "r.mueller", "chenjing2001", "ops-alerts"]
DOMS = ["gmail.com", "outlook.com", "qq.com", "163.com", "126.com", "foxmail.com", "yahoo.co.uk", "eng.acme-corp.co.uk", "mail.tsinghua.edu.cn",
        "hotmail.fr", "company.com.cn", "sub.example.org", "icloud.com", "staff.uni-heidelberg.de", "protonmail.com", "sina.cn"]
def email(): return rng.choice(USERS) + rng.choice(["", "", str(rng.randint(1, 99))]) + "@" + rng.choice(DOMS)
def ipv4():
    r = rng.random()
    if r < .3: ip = f"192.168.{rng.randint(0,20)}.{rng.randint(2,254)}"
    elif r < .5: ip = f"10.{rng.randint(0,255)}.{rng.randint(0,255)}.{rng.randint(1,254)}"
    elif r < .6: ip = f"172.{rng.randint(16,31)}.{rng.randint(0,255)}.{rng.randint(1,254)}"
    else: ip = f"{rng.choice([203,198,45,81,114,223,58,61,8,101])}.{rng.randint(0,255)}.{rng.randint(0,255)}.{rng.randint(1,254)}"
    return ip, wrap(ip, False)
def ipv6():
    h = lambda: "%x" % rng.randint(1, 0xffff)
    r = rng.random()
    if r < .25: ip = "2001:0db8:" + ":".join("%04x" % rng.randint(0, 0xffff) for _ in range(6))
    elif r < .5: ip = f"2001:db8::{h()}"
    elif r < .75: ip = f"fe80::{h()}:{h()}:{h()}:{h()}"
    else: ip = f"240e:{h()}:{h()}:{h()}::{h()}"
    return ip, wrap(ip, True)
def wrap(ip, v6):
    r = rng.random(); ipb = f"[{ip}]" if v6 else ip
    if r < .55: return ip
    if r < .8: return f"{ipb}:{rng.choice([22, 80, 443, 3306, 8080, 5432, 6379])}"
    return rng.choice(["http://", "https://", "ssh://admin@"]) + ipb + rng.choice(["/login", ":8080/", "/api/v1/health", ""])
items = []; seen = set()
def emit(lang, label, kind, country, text, spans):
    if text in seen: return False
    for s in spans: assert s in text
    seen.add(text); items.append(dict(lang=lang, label=label, kind=kind, country=country, text=text, spans=spans)); return True
def pick_lang(w=(.55, .30, .15)): return rng.choices(["en", "zh", "mixed"], w)[0]
PF = {"en": PHONE_EN, "zh": PHONE_ZH, "mixed": PHONE_MIX}
def phone_frame(lang, typ):
    while True:
        f = rng.choice(PF[lang])
        if f[:2] == "M|" and typ != "m": continue
        if f[:2] == "L|" and typ != "l": continue
        return f.split("|", 1)[-1]
# phones: ~24 per country
for cc in phones.C:
    n = 0
    w = (.1, .7, .2) if cc == "CN" else (.35, .45, .2) if cc in ("HK", "TW") else (.62, .22, .16)
    target = 40 if cc in ("CN", "GB", "US") else 22
    while n < target:
        p, typ = phones.make_phone(rng, cc); lang = pick_lang(w)
        if emit(lang, "positive", "phone", cc, fill(phone_frame(lang, typ), lang, P=p), [p]): n += 1
def simple(kind, gen, frames, count, country=None, w=(.55, .30, .15)):
    n = 0
    while n < count:
        lang = pick_lang(w); fr = frames.get(lang) or frames["en"]
        v = gen(); span, shown = (v if isinstance(v, tuple) else (v, v))
        t = fill(rng.choice(fr), lang, P=shown)
        if emit(lang, "positive", kind, country, t, [span]): n += 1
simple("email", email, {"en": EMAIL_EN, "zh": EMAIL_ZH, "mixed": EMAIL_MIX}, 190)
simple("cn_id", lambda: cn_id(rng.random() < .2), {"en": CNID_EN, "zh": CNID_ZH, "mixed": CNID_MIX}, 150, "CN", (.25, .55, .2))
simple("bank_card", card, {"en": CARD_EN, "zh": CARD_ZH, "mixed": CARD_MIX}, 150)
simple("ipv4", ipv4, {"en": IP4_EN, "zh": IP4_ZH, "mixed": IP4_MIX}, 110)
simple("ipv6", ipv6, {"en": IP6_EN, "zh": IP6_ZH, "mixed": IP6_MIX}, 70)
# multi
MF = {"en": MULTI_EN, "zh": MULTI_ZH, "mixed": MULTI_MIX}
n = 0
while n < 80:
    lang = pick_lang(); f = rng.choice(MF[lang])
    if "身份证号：{A}" in f or "身份证{A}，银行卡" in f or "ID 是 {A}" in f:
        a = cn_id(); b = card() if "银行卡" in f else phones.make_phone(rng, "CN")[0]; country = "CN"
    elif "卡号{A}" in f:
        a = card(); b = phones.make_phone(rng, "CN")[0]; country = "CN"
    elif "login was from" in f:
        a, shown = ipv4(); b = email(); country = None
        t = fill(f, lang, A=shown, B=b)
        if emit(lang, "positive", "multi", None, t, [a, b]): n += 1
        continue
    else:
        country = rng.choice(["GB", "US", "CN", "DE", "AU", "SG", "IN", "FR", "JP", "CN"]); a = phones.make_phone(rng, country)[0]; b = email()
    if emit(lang, "positive", "multi", country, fill(f, lang, A=a, B=b), [a, b]): n += 1
# negatives
def bad_luhn(s): return not luhn_ok(s)
L = lambda *a: rng.choice(a)
def v_order():
    while True:
        s = L(digs(19, "2345"), digs(12, "3456789"), "PO-2024-" + digs(4), "A" + digs(9), digs(8, "123456789"), "#" + digs(6, "123456789"))
        if not (len(s) == 19 and luhn_ok(s)): return s
VGEN = {
"order_number": v_order,
"invoice_number": lambda: L("INV-2024-" + digs(5), "INV" + digs(7), "No." + digs(8, "0123"), digs(4, "2") + "-" + digs(6)),
"tracking_number": lambda: L("SF" + digs(13, "1"), "1Z" + "".join(rng.choice("0123456789ABCDEFGHJKWXY") for _ in range(16)), "YT" + digs(16, "12"), "JD" + digs(13, "0"), "LX" + digs(9) + "CN"),
"date": lambda: L(f"2024-{rng.randint(1,12):02d}-{rng.randint(1,28):02d}", f"{rng.randint(1,28):02d}/{rng.randint(1,12):02d}/2025", f"2025年{rng.randint(1,12)}月{rng.randint(1,28)}日", f"2023{rng.randint(1,12):02d}{rng.randint(10,28)}", f"March {rng.randint(1,28)}, 2026"),
"time": lambda: L(f"{rng.randint(7,22)}:{rng.choice(['00','15','30','45'])}", f"{rng.randint(8,11)}:00-{rng.randint(17,21)}:30", f"{rng.randint(0,23):02d}:{rng.randint(0,59):02d}:{rng.randint(0,59):02d}", f"{rng.randint(1,11)}:{rng.choice(['05','20','40'])} pm"),
"version": lambda: L(f"{rng.randint(1,20)}.{rng.randint(0,30)}.{rng.randint(0,99)}", f"v{rng.randint(1,9)}.{rng.randint(0,20)}.{rng.randint(0,40)}", f"10.0.{rng.randint(17000,22631)}.{rng.randint(300,4000)}", f"{rng.randint(1,5)}.{rng.randint(0,9)}.{rng.randint(256,999)}.{rng.randint(1000,9999)}"),
"amount": lambda: L(f"${rng.randint(1,999)},{rng.randint(100,999)}.{rng.randint(10,99)}", f"¥{rng.randint(1,99)},{rng.randint(100,999)}", f"{rng.randint(1000,99999)}元", f"£{rng.randint(10,9999)}.{rng.randint(10,99)}", f"{rng.randint(1,9)},{rng.randint(100,999)},{rng.randint(100,999)} RMB", f"€{rng.randint(100,9999)}"),
"postcode": lambda: L("SW1A 1AA", "EC1V 9HX", "M1 1AE", str(rng.choice([100080, 200120, 518057, 310012, 610041])), str(rng.choice([90210, 10001, 94105, 60614, 2139])).zfill(5), "D02 X285", "75008", "10115"),
"room_number": lambda: L(f"{rng.randint(2,30)}{rng.randint(1,20):02d}", f"{rng.randint(1,12)}号楼{rng.randint(1,4)}单元{rng.randint(2,30)}{rng.randint(1,4):02d}", f"B{rng.randint(1,9)}-{rng.randint(100,999)}", f"{rng.randint(3,25)}0{rng.randint(1,9)}室"),
"flight_number": lambda: L("CA" + digs(4, "1"), "MU" + digs(4, "5"), "BA " + digs(3, "1239"), "CZ" + digs(4, "3"), "UA" + digs(3, "89"), "EK" + digs(3, "3")),
"train_number": lambda: L("G" + digs(4, "1"), "D" + digs(4, "3"), "K" + digs(3, "1"), "Z" + digs(2, "1"), "G" + digs(2, "1")),
"isbn": lambda: isbn(),
"serial_number": lambda: L("C02" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTVWXYZ0123456789") for _ in range(9)), "SN" + digs(10, "1"), "5CD" + digs(4) + "X" + digs(2), "R58M" + "".join(rng.choice("ABCDEFGH0123456789") for _ in range(7))),
"meeting_id": lambda: L(f"{digs(3,'89')} {digs(4)} {digs(4)}", f"{digs(3,'4567')}-{digs(3)}-{digs(3)}", f"{digs(3,'2345')} {digs(3)} {digs(3)}", digs(9, "4567")),
"score": lambda: L(f"{rng.randint(0,5)}-{rng.randint(0,5)}", f"{rng.randint(80,130)}:{rng.randint(80,130)}", f"{rng.randint(0,7)}比{rng.randint(0,7)}", f"6-{rng.randint(0,4)}, 7-6"),
"measurement": lambda: L(f"{rng.randint(2,9)}.{rng.randint(1,9)}m x {rng.randint(2,9)}.{rng.randint(1,9)}m", f"{rng.randint(20,80)}x{rng.randint(20,80)}x{rng.randint(10,60)} cm", f"{rng.randint(150,195)}cm {rng.randint(45,100)}kg", f"{rng.randint(10,200)}平方米"),
"coordinates": lambda: L(f"{rng.uniform(20,45):.4f}, {rng.uniform(100,125):.4f}", f"{rng.uniform(50,56):.5f}, -{rng.uniform(0,4):.5f}", f"N{rng.randint(20,45)}°{rng.randint(0,59)}' E{rng.randint(100,125)}°{rng.randint(0,59)}'"),
"timestamp": lambda: L(str(rng.randint(1600000000, 1799999999)), str(rng.randint(1600000000000, 1799999999999)), f"2024-{rng.randint(1,12):02d}-{rng.randint(1,28):02d}T{rng.randint(0,23):02d}:{rng.randint(0,59):02d}:00Z"),
"error_code": lambda: L("0x" + "".join(rng.choice("0123456789ABCDEF") for _ in range(8)), "E" + digs(4, "1"), str(rng.choice([404, 500, 502, 403])), "-" + digs(4, "1")),
"stock_code": lambda: L(str(rng.choice([600519, 601318, 600036, 601988])), str(rng.choice([0, 2, 300])).zfill(3) + digs(3), digs(4, "0") + ".HK", rng.choice(["AAPL", "TSLA", "NVDA"])),
"percentage": lambda: L(f"{rng.randint(1,99)}%", f"{rng.randint(1,99)}.{rng.randint(1,9)}%"),
}
def isbn():
    while True:
        core = "978" + L("7", "0", "1") + digs(8)
        c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(core)) % 10) % 10
        s = core + str(c)
        if L(0, 1): s = f"{s[:3]}-{s[3]}-{s[4:7]}-{s[7:12]}-{s[12]}"
        return s
kinds = list(NEG)
n = 0
while n < 640:
    k = kinds[n % len(kinds)]; lang = pick_lang(); fr = NEG[k].get(lang) or NEG[k]["en"]
    v = VGEN[k]()
    if emit(lang, "negative", k, None, fill(rng.choice(fr), lang, V=v), []): n += 1
rng.shuffle(items)
with open("pii.jsonl", "w", encoding="utf-8") as f:
    for i, it in enumerate(items, 1):
        f.write(json.dumps({"id": f"p{i:04d}", **it}, ensure_ascii=False) + "\n")
print(len(items))
