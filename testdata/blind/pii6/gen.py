"""Seeded assembler: combines hand-written frames (frames.py) with hand-written number
forms (phones.py and the forms below); computes check digits.  python3 gen.py -> pii.jsonl"""
import json, random, re
from phones import PHONES
import frames as F

R = random.Random(20261202)

def fill(form):
    out, i = [], 0
    while i < len(form):
        c = form[i]
        if c == '[':
            j = form.index(']', i); chars = form[i+1:j]
            opts = []
            k = 0
            while k < len(chars):
                if k + 2 < len(chars) and chars[k+1] == '-':
                    opts += [chr(x) for x in range(ord(chars[k]), ord(chars[k+2]) + 1)]; k += 3
                else:
                    opts.append(chars[k]); k += 1
            out.append(R.choice(opts)); i = j + 1; continue
        out.append(str(R.randint(0, 9)) if c == '#' else str(R.randint(2, 9)) if c == 'N'
                   else str(R.randint(1, 9)) if c == 'M' else c)
        i += 1
    return ''.join(out)

def phone(country=None, lang="en"):
    if country is None:
        if lang == "zh" and R.random() < 0.5:
            country = R.choice(["CN", "CN", "CN", "HK", "TW", "SG", "MY"])
        else:
            country = R.choice(sorted(PHONES))
    return country, fill(R.choice(PHONES[country]))

# --- emails: hand-written local parts and domains
LOCALS = ["j.smith", "wang.lei+shopping", "anna_k", "li.na88", "tom.o'brien"[:0] or "tom.obrien", "m.garcia-lopez",
          "zhangwei", "chen.xiao.yu", "sarah+newsletter", "dev-team", "k.tanaka", "lucy.h", "mike2009",
          "yuki.sato+work", "p.novak", "info", "liuyang_1990", "amelie.dupont", "raj.patel", "olga.ivanova",
          "huang.min+jd", "b.schmidt", "emma.w", "zhao_qiang", "noreply.billing", "sam.taylor.uk"]
DOMAINS = ["gmail.com", "outlook.com", "qq.com", "163.com", "126.com", "yahoo.co.uk", "mail.company.co.uk",
           "cs.tsinghua.edu.cn", "hotmail.com", "icloud.com", "dept.example.org", "sina.com", "foxmail.com",
           "eng.acme-corp.com", "student.unimelb.edu.au", "web.de", "proton.me", "alibaba-inc.com"]
def email():
    if R.random() < 0.15:
        return "%d@qq.com" % R.randint(10000000, 3999999999)
    return R.choice(LOCALS) + (str(R.randint(1, 99)) if R.random() < 0.3 else "") + "@" + R.choice(DOMAINS)

# --- Chinese resident ID: real county-level region codes, valid birth date, ISO 7064 MOD 11-2
REGIONS = ["110101", "110105", "110108", "310104", "310115", "440305", "440106", "330106", "510107",
           "420106", "320102", "610113", "370202", "500103", "120101", "430104", "350203", "210102"]
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def idcheck(s17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(s17, W)) % 11]
def cnid(want_x=False):
    import datetime
    while True:
        d = datetime.date(1950, 1, 1) + datetime.timedelta(days=R.randint(0, 20000))
        s = R.choice(REGIONS) + d.strftime("%Y%m%d") + "%03d" % R.randint(1, 999)
        c = idcheck(s)
        if (c == "X") == want_x:
            return s + c

# --- bank cards: hand-written IIN prefixes, Luhn check digit computed
def luhn_ok(num):
    t = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        t += d
    return t % 10 == 0
def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c): return body + c
CARD_PREFIX = [("622202", 19), ("621700", 19), ("622848", 19), ("622588", 16), ("621483", 16),
               ("622262", 19), ("625807", 16), ("4", 16), ("4", 16), ("5", 16), ("2221", 16), ("2720", 16), ("6217", 18)]
def card():
    p, n = R.choice(CARD_PREFIX)
    if p == "5": p = "5" + str(R.randint(1, 5))
    body = p + "".join(str(R.randint(0, 9)) for _ in range(n - 1 - len(p)))
    num = luhn_complete(body)
    r = R.random()
    if r < 0.45: return num
    if r < 0.9: return " ".join(num[i:i+4] for i in range(0, len(num), 4))
    return "-".join(num[i:i+4] for i in range(0, len(num), 4))

# --- IPs: returns (text_as_written, span)
def ipv4_addr():
    return R.choice(["192.168.%d.%d" % (R.randint(0, 20), R.randint(2, 254)),
                     "10.%d.%d.%d" % (R.randint(0, 255), R.randint(0, 255), R.randint(1, 254)),
                     "172.%d.%d.%d" % (R.randint(16, 31), R.randint(0, 255), R.randint(1, 254)),
                     "%d.%d.%d.%d" % (R.choice([47, 39, 121, 203, 58, 114, 8, 185, 81]), R.randint(0, 255), R.randint(0, 255), R.randint(1, 254))])
def ipv6_addr():
    h = lambda: "%x" % R.randint(0, 0xffff)
    return R.choice(["2001:db8:%s:%s::%s" % (h(), h(), h()), "fe80::%s:%s:%s:%s" % (h(), h(), h(), h()),
                     "2408:8207:%s:%s:%s:%s:%s:%s" % tuple(h() for _ in range(6)),
                     "240e:%s:%s::%s" % (h(), h(), h()), "2a02:%s:%s:%s:%s:%s:%s:%s" % tuple(h() for _ in range(7))])
def ipv4():
    a = ipv4_addr(); r = R.random()
    if r < 0.5: return a, a
    if r < 0.75: return "%s:%d" % (a, R.choice([22, 80, 443, 3306, 6379, 8080, 8443, 5432])), a
    return R.choice(["http://", "https://"]) + a + R.choice(["", ":8080", ":3000"]) + R.choice(["/", "/admin", "/api/v1/health"]), a
def ipv6():
    a = ipv6_addr(); r = R.random()
    if r < 0.55: return a, a
    if r < 0.8: return "[%s]:%d" % (a, R.choice([443, 8443, 22, 8080])), a
    return "http://[%s]%s" % (a, R.choice(["/", ":8080/status"])), a

# --- negatives: hand-written look-alike forms
def d(n): return "".join(str(R.randint(0, 9)) for _ in range(n))
def not_luhn(s):
    while luhn_ok(s): s = s[:-1] + str((int(s[-1]) + 1) % 10)
    return s
def isbn13():
    b = "9787" + R.choice(["111", "115", "302", "508", "121"]) + d(5)
    c = (10 - sum(int(x) * (1 if i % 2 == 0 else 3) for i, x in enumerate(b)) % 10) % 10
    return R.choice(["%s-%s-%s-%s-%d" % (b[:3], b[3], b[4:7], b[7:], c), b + str(c)])
NEGV = {
 "order_number": lambda: R.choice([not_luhn("2024" + "%02d%02d" % (R.randint(1, 12), R.randint(1, 28)) + d(10)),
                                   "#A" + d(5), "112-" + d(7) + "-" + d(7), "ORD-" + d(8), "E" + d(12)]),
 "invoice_number": lambda: R.choice(["INV-2024-%05d" % R.randint(1, 99999), "FP" + d(10), "INV" + d(6)]),
 "tracking_number": lambda: R.choice(["SF" + d(12), "YT" + d(13), "1Z" + R.choice(["999AA1", "A12B34", "X78F90"]) + d(10), "JD00" + d(11), "RR" + d(9) + "CN"]),
 "date": lambda: R.choice(["2024-%02d-%02d" % (R.randint(1, 12), R.randint(1, 28)), "%02d/%02d/20%02d" % (R.randint(1, 28), R.randint(1, 12), R.randint(10, 26)),
                           "%d年%d月%d日" % (R.randint(1990, 2026), R.randint(1, 12), R.randint(1, 28)), "%s %d, %d" % (R.choice(["March", "July", "Oct", "January"]), R.randint(1, 28), R.randint(1980, 2026))]),
 "time": lambda: R.choice(["%02d:%02d" % (R.randint(0, 23), R.choice([0, 15, 30, 45, 10, 50])), "%d:%02dam" % (R.randint(1, 11), R.randint(0, 59)), "%02d:%02d:%02d" % (R.randint(0, 23), R.randint(0, 59), R.randint(0, 59))]),
 "version": lambda: R.choice(["v%d.%d.%d" % (R.randint(1, 9), R.randint(0, 30), R.randint(0, 20)), "%d.%d.%d" % (R.randint(1, 20), R.randint(0, 40), R.randint(0, 99)), "%d.0.0-beta.%d" % (R.randint(1, 5), R.randint(1, 9))]),
 "amount": lambda: R.choice(["$%s.%02d" % (format(R.randint(10, 99999), ","), R.randint(0, 99)), "¥%s" % format(R.randint(100, 2000000), ","), "€%d,%02d" % (R.randint(5, 999), R.randint(0, 99)), "£%d.50" % R.randint(5, 900), "%s元" % format(R.randint(1000, 9000000), ",")]),
 "postcode": lambda: R.choice(["SW1A 1AA", "EC2V 7HH", "M1 %dAE" % R.randint(1, 9), "%05d" % R.randint(10001, 99950), "1000%d%d" % (R.randint(0, 9), R.randint(0, 9)), "2001%d0" % R.randint(0, 9), "5180%d%d" % (R.randint(0, 6), R.randint(0, 9))]),
 "room_number": lambda: R.choice(["%d%02d" % (R.randint(2, 30), R.randint(1, 40)), "B-%d%02d" % (R.randint(1, 20), R.randint(1, 30)), "%dF-%02d" % (R.randint(1, 12), R.randint(1, 30))]),
 "flight_number": lambda: R.choice(["CA", "MU", "CZ", "BA ", "UA", "LH", "HU", "EK "]) + str(R.randint(100, 9899)),
 "train_number": lambda: R.choice(["G", "D", "K", "Z", "C"]) + str(R.randint(1, 9999)),
 "isbn": isbn13,
 "serial_number": lambda: R.choice(["SN-%s-%s" % (d(4), "K9X2"), "C02" + R.choice(["XK1AB", "ZP9QR", "FF3MD"]) + "JGH" + str(R.randint(1, 9)), "F4GH2-%s-KD3P" % d(5), "SN" + d(12)]),
 "meeting_id": lambda: R.choice(["%d%s %s %s" % (R.randint(8, 9), d(2), d(4), d(4)), "3%s %s %s" % (d(2), d(3), d(3))]),
 "score": lambda: R.choice(["%d:%d" % (R.randint(0, 6), R.randint(0, 6)), "%d-%d" % (R.randint(0, 5), R.randint(0, 5)), "%d-%d" % (R.randint(80, 130), R.randint(80, 130))]),
 "measurement": lambda: R.choice(["%d x %d x %d cm" % (R.randint(10, 200), R.randint(10, 200), R.randint(5, 100)), "%dcm, %dkg" % (R.randint(150, 195), R.randint(45, 110)), "1.%02d m" % R.randint(50, 99), "%dmm" % R.randint(100, 5000)]),
 "coordinates": lambda: R.choice(["%.4f, %.4f" % (R.uniform(20, 45), R.uniform(100, 125)), "%.4f° N, %.4f° W" % (R.uniform(40, 58), R.uniform(0, 8))]),
 "percentage_stat": lambda: R.choice(["%.1f%%" % R.uniform(0.5, 60), "%d%%" % R.randint(1, 300)]),
 "build_number": lambda: R.choice(["10.0.%d.%d" % (R.choice([19045, 22621, 22631, 26100]), R.randint(1000, 5000)), "%d.%d" % (R.choice([22631, 19045]), R.randint(1000, 5000))]),
 "ticket_number": lambda: R.choice(["#%d" % R.randint(10000, 99999), "CS-2024-%06d" % R.randint(1, 999999), "INC%07d" % R.randint(1, 9999999)]),
 "product_code": lambda: R.choice(["MX-%d-BLK" % R.randint(1000, 9999), "A%d" % R.randint(1000, 3000), "RTX-%d0" % R.randint(30, 49), "XJ-%s-%d" % (d(3), R.randint(10, 99))]),
}

def pick_lang():
    r = R.random()
    return "en" if r < 0.55 else "zh" if r < 0.85 else "mixed"

items, seen = [], set()
def add(lang, label, kind, country, text, spans):
    if text in seen: return False
    for s in spans: assert s in text, (s, text)
    seen.add(text)
    items.append({"lang": lang, "label": label, "kind": kind, "country": country, "text": text, "spans": spans})
    return True

TARGET = {"phone": 1120, "email": 200, "cn_id": 120, "bank_card": 120, "ipv4": 90, "ipv6": 60, "multi": 70}
# phones: first guarantee every country appears, then random
countries = sorted(PHONES)
n = 0; i = 0
while n < TARGET["phone"]:
    lang = pick_lang()
    c = countries[i % len(countries)] if i < 4 * len(countries) else None
    i += 1
    c, num = phone(c, lang)
    if add(lang, "positive", "phone", c, R.choice(F.PHONE[lang]).replace("{X}", num), [num]): n += 1
def simple(kind, table, make, country=None, cnt=0):
    n = 0
    while n < cnt:
        lang = pick_lang(); v, span = make()
        if add(lang, "positive", kind, country, R.choice(table[lang]).replace("{X}", v), [span]): n += 1
simple("email", F.EMAIL, lambda: (lambda e: (e, e))(email()), None, TARGET["email"])
simple("cn_id", F.CNID, lambda: (lambda e: (e, e))(cnid(R.random() < 0.25)), "CN", TARGET["cn_id"])
simple("bank_card", F.BANK, lambda: (lambda e: (e, e))(card()), None, TARGET["bank_card"])
simple("ipv4", F.IP, ipv4, None, TARGET["ipv4"])
simple("ipv6", F.IP, ipv6, None, TARGET["ipv6"])
n = 0
while n < TARGET["multi"]:
    lang = pick_lang(); fr = R.choice(F.MULTI[lang])
    c, a = phone(None, lang)
    if "身份证" in fr: b = cnid(R.random() < 0.2)
    elif "card" in fr or "卡号" in fr: b = card()
    else: b = email()
    if add(lang, "positive", "multi", c, fr.replace("{A}", a).replace("{B}", b), [a, b]): n += 1
kinds = sorted(F.NEG); n = 0; k = 0
while n < 620:
    kind = kinds[k % len(kinds)]; k += 1
    lang = pick_lang(); fr = R.choice(F.NEG[kind][lang])
    if add(lang, "negative", kind, None, fr.replace("{X}", NEGV[kind]()), []): n += 1

R.shuffle(items)
with open("pii.jsonl", "w", encoding="utf-8") as f:
    for j, it in enumerate(items, 1):
        f.write(json.dumps({"id": "p%04d" % j, **it}, ensure_ascii=False) + "\n")
print(len(items))
