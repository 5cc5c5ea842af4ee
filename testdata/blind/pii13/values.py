"""Value generators: personal values (email, cn_id, bank card, IPv4, IPv6), neutral fillers
(dates, times, prices ... placed next to personal values) and look-alike values for negatives.
All values are invented with a seeded random.Random; nothing is looked up."""
import datetime
import ipaddress

from phones import rd

# ------------------------------------------------------------------ helpers
CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def luhn_ok(digits):
    tot, alt = 0, False
    for ch in reversed(digits):
        d = int(ch)
        if alt:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
        alt = not alt
    return tot % 10 == 0


def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


def cn_check(first17):
    s = sum(int(a) * w for a, w in zip(first17, CN_WEIGHTS))
    return "10X98765432"[s % 11]


# 6-digit administrative division codes (county level) that exist: Beijing Dongcheng 110101 ...
CN_AREAS = ["110101", "110105", "110108", "120101", "120104", "130102", "130104", "140105", "150102",
            "210102", "210202", "220102", "230103", "310101", "310104", "310115", "320102", "320106",
            "320505", "330102", "330106", "330203", "340104", "350203", "350102", "360102", "370102",
            "370202", "410105", "420106", "420111", "430104", "430111", "440103", "440106", "440305",
            "440306", "441900", "450103", "460105", "500103", "500112", "510104", "510107", "520102",
            "530102", "540102", "610113", "620102", "630104", "640104", "650102", "445202", "321282",
            "411302", "431102", "522601", "362201"]
CN_PROVINCES = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
                "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64",
                "65", "71", "81", "82"}


def rand_date(r, y0, y1, upto=datetime.date(2026, 12, 1)):
    a = datetime.date(y0, 1, 1)
    b = min(datetime.date(y1, 12, 31), upto)
    return a + datetime.timedelta(days=r.randrange((b - a).days + 1))


def cn_id(r, want_x=None):
    while True:
        body = r.choice(CN_AREAS) + rand_date(r, 1948, 2008).strftime("%Y%m%d") + rd(r, 3)
        c = cn_check(body)
        if want_x is None or (c == "X") == want_x:
            return body + c


def cn_id_bad(r):
    body = r.choice(CN_AREAS) + rand_date(r, 1950, 2008).strftime("%Y%m%d") + rd(r, 3)
    good = cn_check(body)
    bad = r.choice([c for c in "0123456789X" if c != good])
    return body + bad


# ------------------------------------------------------------------ email
EN_GIVEN = ["james", "olivia", "liam", "emma", "noah", "ava", "lucas", "mia", "ethan", "sophie", "omar",
            "fatima", "priya", "arjun", "camille", "lukas", "giulia", "mateo", "sofia", "chloe", "daniel",
            "hannah", "yuki", "haruto", "minjun", "seoyeon", "aisha", "kwame", "ngozi", "ivan", "olga",
            "pedro", "lucia", "ahmed", "leila", "tom", "grace", "ben", "ella", "sam", "nina", "raj", "meera",
            "kenji", "sakura", "marco", "ines", "jonas", "freya", "tariq", "zara", "diego", "anya", "felix"]
EN_SUR = ["smith", "brown", "wilson", "nguyen", "garcia", "mueller", "rossi", "dubois", "kowalski", "tanaka",
          "kim", "park", "patel", "sharma", "okafor", "mensah", "ivanova", "silva", "santos", "fernandez",
          "cohen", "obrien", "murphy", "jansen", "novak", "yilmaz", "haddad", "reyes", "lee", "chan", "wong",
          "schmidt", "moreau", "bianchi", "lindqvist", "costa", "dlamini", "kariuki", "suzuki", "choi"]
PY_GIVEN = ["wei", "fang", "na", "xiuying", "min", "jing", "li", "qiang", "lei", "jun", "yang", "yong", "yan",
            "jie", "tao", "ming", "chao", "xiulan", "xia", "ping", "hui", "yu", "hao", "yi", "xin", "ziyi",
            "zihan", "yuxuan", "haoran", "yutong", "junjie", "shuang", "mengqi", "tingting", "jiahui", "kai"]
PY_SUR = ["wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun", "ma",
          "zhu", "hu", "guo", "he", "lin", "luo", "gao", "zheng", "liang", "xie", "song", "tang", "han", "feng",
          "deng", "cao", "peng", "zeng", "xiao", "tian", "dong", "pan", "yuan", "cai", "jiang", "du", "ye",
          "cheng", "su", "ding", "ren", "shen", "yao", "lu", "fu", "zhong"]
NICK = ["sunnyday", "coffee.lover", "tiger-mom", "xiaoyu", "gamer.kaito", "bluewhale", "night_owl",
        "panda-fan", "mooncake", "rainy.city", "lazy_cat", "happyfeet", "tea-time", "skyline", "pixel.art",
        "little.bear", "joyride", "maple_leaf", "redbean", "kiwi.bird"]
WEBMAIL = ["gmail.com"] * 5 + ["outlook.com"] * 2 + ["hotmail.com", "yahoo.com", "icloud.com", "proton.me",
           "gmx.de", "web.de", "orange.fr", "libero.it", "wp.pl", "yandex.ru", "naver.com", "yahoo.co.jp",
           "btinternet.com", "hotmail.co.uk", "live.com", "aol.com", "mail.ru", "seznam.cz", "rediffmail.com"]
CN_MAIL = ["qq.com"] * 4 + ["163.com"] * 4 + ["126.com"] * 2 + ["sina.com", "foxmail.com", "yeah.net",
           "sohu.com", "aliyun.com", "139.com", "vip.163.com", "sina.cn", "outlook.com", "gmail.com"]
ORG = ["lumenbright.co.uk", "qingyun-tech.cn", "hzsunrise.com.cn", "north-harbour.edu.au", "maplewood.ca",
       "brightpath.io", "kestrel-labs.de", "acme-logistics.com", "blueharbor.org", "sakura-design.jp",
       "riverstone-clinic.com", "xinghe-edu.cn", "oakfield-school.org.uk", "tiandi-law.com.cn",
       "pacificlink.com.sg", "greenleaf.nl", "solara-energy.es", "dragonfly.hk", "cedar-realty.com",
       "mingde-hospital.cn"]
ORG_SUB = ["mail", "hr", "sales", "cs", "students", "dept.math", "support", "eng", "staff", "alumni"]
TAGS = ["shopping", "work", "news", "amazon", "taobao", "2025", "school", "travel", "bills", "games", "jobs"]


def email(r, lang="en"):
    cn = (lang == "zh" and r.random() < 0.75) or (lang == "en" and r.random() < 0.2)
    g = r.choice(PY_GIVEN if cn else EN_GIVEN)
    s = r.choice(PY_SUR if cn else EN_SUR)
    k = r.random()
    if cn and r.random() < 0.15:
        local = rd(r, r.randint(5, 10), "123456789")     # QQ number as the mailbox name
        return local + "@qq.com"
    if k < 0.18:
        local = g + "." + s
    elif k < 0.30:
        local = s + g + str(r.choice([r.randint(1, 99), r.randint(1975, 2008)]))
    elif k < 0.40:
        local = g[0] + "." + s
    elif k < 0.48:
        local = g + "_" + s
    elif k < 0.56:
        local = g + "-" + s
    elif k < 0.66:
        local = g + "." + s + "+" + r.choice(TAGS)
    elif k < 0.74:
        local = r.choice(NICK) + str(r.randint(1, 999))
    elif k < 0.82:
        local = (g.capitalize() + "." + s.capitalize()) if r.random() < 0.7 else (g[0] + s).upper()
    elif k < 0.9:
        local = s + "." + g + str(r.randint(1, 9))
    else:
        local = g + s[0] + str(r.randint(10, 9999))
    q = r.random()
    if q < 0.55:
        dom = r.choice(CN_MAIL if cn else WEBMAIL)
    elif q < 0.8:
        dom = r.choice(ORG)
    else:
        dom = r.choice(ORG_SUB) + "." + r.choice(ORG)
    if r.random() < 0.06:
        dom = dom.upper() if r.random() < 0.5 else dom.capitalize()
    return local + "@" + dom


# ------------------------------------------------------------------ bank cards
CARD_BINS = [  # (prefix, total length)
    ("621700", 19), ("622848", 19), ("622202", 19), ("621226", 19), ("621661", 19), ("622700", 19),
    ("623668", 19), ("621799", 19), ("622588", 16), ("621483", 16), ("628288", 16), ("625807", 16),
    ("622609", 16), ("620522", 17), ("621485", 18), ("4", 16), ("4", 16), ("4", 16), ("51", 16),
    ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("3528", 16), ("3589", 16), ("6011", 16),
    ("65", 16), ("4", 19), ("6304", 18), ("5019", 16)]


def card_digits(r, valid=True):
    pre, n = r.choice(CARD_BINS)
    body = pre + rd(r, n - len(pre) - 1)
    full = luhn_complete(body)
    if valid:
        return full
    bad = str((int(full[-1]) + r.randint(1, 9)) % 10)
    return full[:-1] + bad


def fmt_card(r, d):
    n = len(d)
    k = r.random()
    if k < 0.35:
        return d
    if k < 0.75 or n not in (19, 16):
        sizes = [4] * (n // 4) + ([n % 4] if n % 4 else [])
        return " ".join(d[i:i + s] for i, s in zip(_acc(sizes), sizes))
    if k < 0.88:
        sizes = [4] * (n // 4) + ([n % 4] if n % 4 else [])
        return "-".join(d[i:i + s] for i, s in zip(_acc(sizes), sizes))
    if n == 19:
        return d[:6] + " " + d[6:]
    return d[:4] + " " + d[4:10] + " " + d[10:] if r.random() < 0.5 else d[:8] + " " + d[8:]


def _acc(sizes):
    out, t = [], 0
    for s in sizes:
        out.append(t)
        t += s
    return out


def bank_card(r, lang="en"):
    while True:
        d = card_digits(r, True)
        if not (len(d) == 18 and cn_check(d[:17]) == d[17]):   # keep 18-digit cards unlike an ID
            return fmt_card(r, d)


# ------------------------------------------------------------------ IPs
def ipv4_private(r):
    k = r.random()
    if k < 0.5:
        return "192.168.%d.%d" % (r.choice([0, 1, 1, 1, 2, 3, 10, 31, 50, 100, 88]), r.randint(2, 254))
    if k < 0.8:
        return "10.%d.%d.%d" % (r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    return "172.%d.%d.%d" % (r.randint(16, 31), r.randint(0, 255), r.randint(1, 254))


def ipv4_public(r):
    if r.random() < 0.15:
        return r.choice(["203.0.113.", "198.51.100.", "192.0.2."]) + str(r.randint(1, 254))
    while True:
        a = r.randint(1, 223)
        ip = "%d.%d.%d.%d" % (a, r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
        o = ipaddress.IPv4Address(ip)
        if o.is_global and not o.is_multicast:
            return ip


def ipv4(r, sub=None):
    if sub == "priv":
        return ipv4_private(r)
    if sub == "pub":
        return ipv4_public(r)
    return ipv4_private(r) if r.random() < 0.45 else ipv4_public(r)


V6_PREFIX = ["2408:8207", "2408:8256", "240e:3b4", "240e:47c", "2409:8a1e", "2409:8900", "2001:db8",
             "2001:db8", "2a01:4f8", "2600:1700", "2a02:c7f", "2400:cb00", "2604:a880", "2001:da8",
             "2c0f:fb50", "2001:0db8"]


def _h(r, lo=0):
    return "%x" % r.randint(lo, 0xffff)


def ipv6(r, sub=None):
    k = r.random()
    if sub == "full" or (sub is None and k < 0.4):
        pre = r.choice(V6_PREFIX).split(":")
        groups = pre + [_h(r) for _ in range(8 - len(pre))]
        if r.random() < 0.2:
            groups = ["%04x" % int(g, 16) for g in groups]
        s = ":".join(groups)
    elif sub == "comp" or k < 0.85:
        c = r.random()
        if c < 0.2:
            s = "fe80::%s:%s:%s:%s" % (_h(r), _h(r, 0x100), _h(r), _h(r))
        elif c < 0.35:
            s = "fd%02x:%s:%s::%s" % (r.randint(0, 255), _h(r), _h(r), _h(r, 1))
        elif c < 0.45:
            s = "::ffff:" + ipv4(r)
        else:
            pre = r.choice(V6_PREFIX)
            mid = ":".join(_h(r) for _ in range(r.randint(0, 2)))
            tail = ":".join(_h(r, 1) for _ in range(r.randint(1, 2)))
            s = pre + (":" + mid if mid else "") + "::" + tail
            if len(s.split(":")) > 8:
                s = pre + "::" + tail
    else:
        pre = r.choice(V6_PREFIX)
        s = pre + ":" + ":".join(_h(r) for _ in range(3)) + "::" + _h(r, 1)
    if r.random() < 0.08:
        s = s.upper()
    ipaddress.IPv6Address(s)
    return s


def ipv6_compressed_form(s):
    return str(ipaddress.IPv6Address(s))


# ------------------------------------------------------------------ fillers (not personal)
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_L = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December"]


def f_date(r, lang):
    d = rand_date(r, 2024, 2026)
    if lang == "zh":
        return r.choice(["%d月%d日" % (d.month, d.day), "%d年%d月%d日" % (d.year, d.month, d.day),
                         "%d号" % d.day, "下周%s" % r.choice("一二三四五六日"), "%d.%d" % (d.month, d.day),
                         d.isoformat(), "%d月%d号" % (d.month, d.day)])
    return r.choice(["%s %d" % (MONTHS_L[d.month - 1], d.day), "%d %s" % (d.day, MONTHS[d.month - 1]),
                     d.isoformat(), "%d/%d" % (d.month, d.day), "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year),
                     r.choice(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]),
                     "the %d%s" % (d.day, "th" if 10 < d.day < 14 else {1: "st", 2: "nd", 3: "rd"}.get(d.day % 10, "th"))])


def f_time(r, lang):
    h, m = r.randint(7, 21), r.choice([0, 0, 15, 30, 45, 10, 20, 40, 50])
    if lang == "zh":
        if r.random() < 0.5:
            return "%d:%02d" % (h, m)
        p = "上午" if h < 12 else ("下午" if h < 18 else "晚上")
        hh = h if h <= 12 else h - 12
        return p + "%d点" % hh + ("半" if m == 30 else ("" if m == 0 else "%d分" % m))
    k = r.random()
    if k < 0.4:
        return "%d:%02d" % (h, m)
    hh = h if h <= 12 else h - 12
    ap = "am" if h < 12 else "pm"
    if k < 0.8:
        return ("%d%s" % (hh, ap)) if m == 0 else ("%d:%02d %s" % (hh, m, ap))
    return "%d:%02d%s" % (hh, m, ap.upper())


def f_price(r, lang):
    v = r.choice([r.randint(5, 99), r.randint(100, 999), r.randint(1000, 30000)])
    c = ("%d" % v) if v < 1000 else "{:,}".format(v)
    if lang == "zh":
        return r.choice(["%s元" % c, "¥%s" % c, "%s块" % c, "￥%s" % c, "%s元" % c])
    return r.choice(["$%s" % c, "£%s" % c, "€%s" % c, "$%s.%02d" % (c, r.randint(0, 99)), "%s EUR" % c,
                     "AU$%s" % c, "¥%s" % c])


def f_num(r, lang):
    return str(r.randint(2, 30))


def f_order(r, lang):
    return r.choice(["#%d" % r.randint(10000, 999999), "A%d-%04d" % (r.randint(2401, 2612), r.randint(1, 9999)),
                     "ORD-%d" % r.randint(100000, 9999999), "#%s" % rd(r, 8, "123456789")])


def f_code(r, lang):
    return rd(r, 6, "123456789")


FILLERS = {"DATE": f_date, "TIME": f_time, "PRICE": f_price, "NUM": f_num, "ORDER": f_order, "CODE": f_code}


# ------------------------------------------------------------------ negative look-alikes
def n_order(r, lang):
    k = r.random()
    if k < 0.25:
        return "2" + rd(r, 18)                                     # marketplace 19-digit order id
    if k < 0.4:
        return "%03d-%s-%s" % (r.randint(100, 999), rd(r, 7), rd(r, 7))   # 3-7-7 style
    if k < 0.55:
        d = rand_date(r, 2024, 2026)
        return d.strftime("%y%m%d") + "-" + rd(r, 15, "123456789")
    if k < 0.7:
        return rd(r, 12, "23456789")
    if k < 0.85:
        d = rand_date(r, 2024, 2026)
        return r.choice(["DD", "SO", "PO", "ORD", "WX"]) + d.strftime("%Y%m%d") + rd(r, 6)
    return "E" + rd(r, 20, "123456789")


def _s10(r):
    body = rd(r, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(a) * b for a, b in zip(body, w)) % 11
    c = 5 if c == 11 else 0 if c == 10 else c
    return r.choice(["EA", "RR", "LX", "CP", "EE"]) + body + str(c) + r.choice(["CN", "CN", "GB", "US", "DE"])


def n_tracking(r, lang):
    k = r.random()
    if k < 0.2:
        return "SF" + rd(r, 13, "123456789")
    if k < 0.35:
        return "YT" + rd(r, 13, "23456789")
    if k < 0.45:
        return "JDV" + rd(r, 12, "0")
    if k < 0.6:
        return "1Z" + "".join(r.choice("0123456789ABCDEFGHJKLMNPRSTVWXY") for _ in range(6)) + rd(r, 10)
    if k < 0.72:
        return _s10(r)
    if k < 0.85:
        return "78" + rd(r, 12)
    return "9400 " + " ".join(rd(r, 4) for _ in range(4)) + " " + rd(r, 2)


def n_date(r, lang):
    d = rand_date(r, 1990, 2026)
    fm = r.choice(["%Y.%m.%d", "%d.%m.%Y", "%Y/%m/%d", "%d/%m/%Y", "%m/%d/%Y", "%Y-%m-%d", "%d-%m-%Y",
                   "%Y.%-m.%-d", "%-d/%-m/%Y", "%m.%d.%y"])
    if lang == "zh" and r.random() < 0.35:
        return "%d年%d月%d日" % (d.year, d.month, d.day)
    return d.strftime(fm)


def n_time(r, lang):
    h, m, s = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    k = r.random()
    if k < 0.35:
        return "%02d:%02d" % (h, m)
    if k < 0.55:
        return "%02d:%02d:%02d" % (h, m, s)
    if k < 0.75:
        return "%d:%02d-%d:%02d" % (h, m, min(h + 1, 23), r.choice([0, 15, 30, 45]))
    if lang == "zh":
        return r.choice(["凌晨", "早上", "中午", "下午", "晚上"]) + "%d:%02d" % (r.randint(1, 12), m)
    return "%d:%02d %s" % (r.randint(1, 12), m, r.choice(["am", "pm", "AM", "PM"]))


def n_amount(r, lang, sub=None):
    if sub == "small":
        v = r.randint(1000, 9999)
    elif sub == "big":
        v = r.randint(1000000, 99999999)
    else:
        v = r.choice([r.randint(1000, 9999), r.randint(10000, 999999)])
    cents = r.randint(0, 99)
    k = r.random()
    if k < 0.4:
        return r.choice(["$", "¥", "￥", "£", "HK$", "S$", "RM "]) + "{:,}".format(v) + (".%02d" % cents if r.random() < 0.5 else "")
    if k < 0.55:
        return "€" + "{:,}".format(v).replace(",", ".") + ",%02d" % cents
    if k < 0.65:
        s = str(r.randint(100000, 99999999))
        head, tail = s[:-3], s[-3:]
        parts = []
        while len(head) > 2:
            parts.insert(0, head[-2:])
            head = head[:-2]
        if head:
            parts.insert(0, head)
        return "₹" + ",".join(parts) + "," + tail
    if lang == "zh":
        return r.choice(["{:,}元".format(v), "%.1f万元" % (v / 10000), "{:,}.%02d元".format(v) % cents,
                         "人民币{:,}元".format(v)])
    return "{:,}.%02d USD".format(v) % cents


def n_version(r, lang):
    a, b, c = r.randint(0, 24), r.randint(0, 30), r.randint(0, 99)
    return r.choice(["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a, b, c), "%d.%d" % (a, b),
                     "%d.%d.%d-beta.%d" % (a, b, c, r.randint(1, 9)), "iOS %d.%d.%d" % (r.randint(15, 18), b % 8, c % 6),
                     "Android %d" % r.randint(10, 15), "%d.%d.%d-rc%d" % (a, b, c, r.randint(1, 5)),
                     "version %d.%d" % (a, b), "v%d.%d" % (a, b), "Python 3.%d.%d" % (r.randint(8, 13), r.randint(0, 12))])


def n_postcode(r, lang):
    return r.choice(["%d" % r.choice([100020, 100027, 200030, 200120, 510620, 518057, 310012, 610041, 430074,
                                     210008, 300051, 201202]),
                     "%05d" % r.randint(10001, 99950), "%05d-%04d" % (r.randint(10001, 99950), r.randint(1, 9999)),
                     r.choice(["SW1A 1AA", "EC1A 1BB", "M1 1AE", "EH1 1YZ", "B33 8TH", "CR2 6XH", "W1A 0AX"]),
                     "%03d-%04d" % (r.randint(100, 999), r.randint(1, 9999)),
                     r.choice(["M5V 2T6", "H2X 1Y4", "V6B 4Y8", "K1P 1J1"]),
                     "%d" % r.randint(110001, 855117), "%04d %s" % (r.randint(1011, 9999), r.choice(["AB", "KL", "XZ", "CD"])),
                     "%05d-%03d" % (r.randint(1000, 99999), r.randint(0, 999))])


def n_measure(r, lang, sub=None):
    zh = lang == "zh"
    gens = {
        "height": lambda: r.choice(["%d cm" % r.randint(90, 190), "%dcm" % r.randint(90, 190), "1.%02d m" % r.randint(0, 95),
                                    ("%d厘米" % r.randint(90, 190)) if zh else "%d'%d\"" % (r.randint(3, 6), r.randint(0, 11))]),
        "weight": lambda: r.choice(["%.1f kg" % r.uniform(12, 110), "%.1fkg" % r.uniform(12, 110),
                                    ("%d斤" % r.randint(40, 220)) if zh else "%d lbs" % r.randint(30, 260)]),
        "dims": lambda: r.choice(["%d×%d×%d cm" % (r.randint(30, 240), r.randint(20, 120), r.randint(15, 110)),
                                  "%.1fm × %.1fm" % (r.uniform(1, 3), r.uniform(0.5, 2)),
                                  "%d x %d x %d mm" % (r.randint(300, 2400), r.randint(200, 1200), r.randint(150, 1100))]),
        "volume": lambda: r.choice(["{:,} ml".format(r.randint(100, 5000)), "%.1f L" % r.uniform(0.3, 80)]),
        "mass": lambda: r.choice(["%d g" % r.randint(50, 1500), ("%d克" % r.randint(50, 1500)) if zh else "%d oz" % r.randint(2, 40)]),
        "screen": lambda: ("%d寸" % r.choice([32, 43, 50, 55, 65, 75, 85])) if zh and r.random() < 0.5 else "%d inch" % r.choice([32, 43, 50, 55, 65, 75, 85]),
        "distance": lambda: r.choice(["%.2f km" % r.uniform(1, 42.2), "%.1f miles" % r.uniform(1, 26.2), ("%.1f公里" % r.uniform(1, 42)) if zh else "%.1fkm" % r.uniform(1, 42)]),
        "area": lambda: ("%d平方米" % r.randint(20, 300)) if zh else r.choice(["%d sq ft" % r.randint(300, 4000), "%d m²" % r.randint(20, 300)]),
        "electric": lambda: r.choice(["%dV %.1fA" % (r.choice([5, 9, 12, 15, 20]), r.choice([1, 1.5, 2, 2.25, 3, 3.25, 5])),
                                      "%dW" % r.choice([18, 20, 30, 45, 65, 96, 100, 140])]),
    }
    if sub is None:
        sub = r.choice(sorted(gens))
    return gens[sub]()


def n_time(r, lang, sub=None):
    h, m, s = r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)
    if sub == "range":
        h = r.randint(6, 20)
        return r.choice(["%d:%02d-%d:%02d" % (h, r.choice([0, 15, 30, 45]), h + r.randint(1, 3), r.choice([0, 15, 30, 45])),
                         "%02d:%02d–%02d:%02d" % (h, r.choice([0, 30]), h + r.randint(1, 3), r.choice([0, 30]))])
    k = r.random()
    if k < 0.4:
        return "%02d:%02d" % (h, m)
    if k < 0.6:
        return "%02d:%02d:%02d" % (h, m, s)
    if lang == "zh":
        return r.choice(["凌晨", "早上", "中午", "下午", "晚上"]) + "%d:%02d" % (r.randint(1, 12), m)
    return "%d:%02d %s" % (r.randint(1, 12), m, r.choice(["am", "pm", "AM", "PM"]))


def n_score(r, lang, sub=None):
    gens = {
        "match": lambda: r.choice(["%d:%d" % (r.randint(0, 7), r.randint(0, 7)), "%d-%d" % (r.randint(0, 5), r.randint(0, 5)),
                                   "%d-%d" % (r.randint(15, 30), r.randint(15, 30)), "6-%d, 7-%d" % (r.randint(0, 4), r.randint(5, 6)),
                                   "%d–%d" % (r.randint(80, 130), r.randint(80, 130))]),
        "exam": lambda: r.choice(["%d/%d" % (r.randint(40, 100), 100), "%d/150" % r.randint(60, 150), "%.1f" % r.uniform(55, 100),
                                  ("%d分" % r.randint(380, 720)) if lang == "zh" else "%d%%" % r.randint(40, 100)]),
        "gpa": lambda: r.choice(["%.2f" % r.uniform(2.2, 4.0), "%.1f/4.0" % r.uniform(2.2, 4.0), "%.2f/5" % r.uniform(2.5, 5)]),
    }
    if sub is None:
        sub = r.choice(sorted(gens))
    return gens[sub]()


AIRLINES = ["CA", "MU", "CZ", "HU", "3U", "MF", "ZH", "BA", "UA", "AA", "DL", "LH", "AF", "SQ", "CX", "NH",
            "JL", "KE", "EK", "QR", "TK", "QF", "AC", "KL", "HO", "9C"]


def n_flight(r, lang):
    return r.choice(AIRLINES) + r.choice(["", " "]) + str(r.randint(1, 9999))


def _isbn13(r):
    body = r.choice(["9787", "9780", "9781", "9784"]) + rd(r, 8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def n_isbn(r, lang):
    d = _isbn13(r)
    k = r.random()
    if k < 0.4:
        return "ISBN " + "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:7], d[7:12], d[12])
    if k < 0.7:
        return "%s-%s-%s-%s-%s" % (d[:3], d[3], d[4:8], d[8:12], d[12])
    return "ISBN " + d


def n_serial(r, lang):
    a = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    return r.choice(["S/N " + "".join(r.choice(a) for _ in range(12)), "SN: " + "".join(r.choice(a) for _ in range(10)),
                     "C02" + "".join(r.choice(a) for _ in range(9)),
                     "%s%s-%s" % (r.choice(["XR", "KD", "HW", "MX"]), rd(r, 6), "".join(r.choice(a) for _ in range(5))),
                     "".join(r.choice(a) for _ in range(14)) if lang == "zh" else "serial " + "".join(r.choice(a) for _ in range(11))])


def n_coords(r, lang):
    la, lo = r.uniform(-45, 60), r.uniform(-120, 150)
    k = r.random()
    if k < 0.5:
        return "%.4f, %.4f" % (la, lo)
    if k < 0.75:
        return "%.5f,%.5f" % (la, lo)
    ns, ew = ("N" if la >= 0 else "S"), ("E" if lo >= 0 else "W")
    la, lo = abs(la), abs(lo)
    return "%d°%02d′%02d″%s %d°%02d′%02d″%s" % (int(la), int(la * 60) % 60, int(la * 3600) % 60, ns,
                                               int(lo), int(lo * 60) % 60, int(lo * 3600) % 60, ew)


def n_hash(r, lang):
    hx = "0123456789abcdef"
    n = r.choice([7, 7, 12, 32, 40, 64])
    s = "".join(r.choice(hx) for _ in range(n))
    return r.choice([s, s, "sha256:" + s if n == 64 else s])


def n_meeting(r, lang):
    k = r.random()
    if k < 0.4:
        return "%s %s %s" % (rd(r, 3, "89"), rd(r, 4), rd(r, 4))
    if k < 0.7:
        return "%s %s %s" % (rd(r, 3, "2345789"), rd(r, 3), rd(r, 3))
    if k < 0.85:
        return "%s-%s-%s" % (rd(r, 3, "2345789"), rd(r, 3), rd(r, 3))
    return "%s %s %s %s" % (rd(r, 3, "23456789"), rd(r, 3), rd(r, 3), rd(r, 3))


def n_math(r, lang, sub=None):
    k = r.random()
    a, b = r.randint(1000, 999999), r.randint(12, 99999)
    if sub == "eq":
        k = k * 0.5
    elif sub == "expr":
        k = 0.5 + k * 0.5
    if k < 0.3:
        return "%d + %d = %d" % (a, b, a + b) if r.random() < 0.8 else "%d + %d = %d" % (a, b, a + b + r.choice([-10, 1, 100]))
    if k < 0.5:
        return "%d × %d = %d" % (a % 9999, b % 999, (a % 9999) * (b % 999))
    if k < 0.65:
        return "%d - %d" % (a, b)
    if k < 0.8:
        return "%d ÷ %d" % (a * 7, 7)
    if k < 0.9:
        return "(%d + %d) × %d" % (r.randint(10, 999), r.randint(10, 999), r.randint(2, 99))
    return "%d^%d" % (r.randint(2, 99), r.randint(2, 9))


def n_year(r, lang):
    y = r.randint(1950, 2026)
    return ("%d年" % y) if lang == "zh" and r.random() < 0.6 else str(y)


def n_invalid_card(r, lang):
    d = card_digits(r, valid=False)
    return fmt_card(r, d)


def n_invalid_id(r, lang):
    return cn_id_bad(r)


def n_medical(r, lang, sub=None):
    if sub == "glucose":
        return ("血糖%.1f" % r.uniform(4, 13)) if lang == "zh" else "glucose %.1f mmol/L" % r.uniform(4, 13)
    if lang == "zh":
        return r.choice(["血压%d/%d" % (r.randint(95, 170), r.randint(55, 105)), "空腹血糖%.1f" % r.uniform(4, 12),
                         "心率%d" % r.randint(50, 130), "体温%.1f℃" % r.uniform(36, 40), "血氧%d%%" % r.randint(88, 100),
                         "糖化血红蛋白%.1f%%" % r.uniform(4.5, 9), "尿酸%d μmol/L" % r.randint(200, 600),
                         "胆固醇%.2f mmol/L" % r.uniform(3, 7)])
    return r.choice(["BP %d/%d" % (r.randint(95, 170), r.randint(55, 105)), "%d/%d mmHg" % (r.randint(95, 170), r.randint(55, 105)),
                     "glucose %.1f mmol/L" % r.uniform(4, 12), "HbA1c %.1f%%" % r.uniform(4.5, 9),
                     "heart rate %d bpm" % r.randint(50, 130), "temp %.1f°C" % r.uniform(36, 40),
                     "SpO2 %d%%" % r.randint(88, 100), "LDL %.1f" % r.uniform(1.5, 5.5), "TSH %.2f mIU/L" % r.uniform(0.2, 6)])


def n_pickup(r, lang):
    return r.choice(["%d-%d-%d" % (r.randint(1, 9), r.randint(1, 6), r.choice([r.randint(1000, 1899), r.randint(2100, 9999)])), "A%03d" % r.randint(1, 999),
                     rd(r, 6, "123456789"), "%d-%d-%d" % (r.randint(1, 30), r.randint(1, 9), r.randint(100, 999)),
                     "B%d" % r.randint(10, 999), rd(r, 4, "123456789"), "%02d格%s" % (r.randint(1, 40), rd(r, 6, "123456789"))
                     if lang == "zh" else "locker %d code %s" % (r.randint(1, 60), rd(r, 6, "123456789"))])


def _ean13(r):
    body = r.choice(["690", "691", "692", "693", "694", "695", "400", "500", "490", "880", "471"]) + rd(r, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def n_barcode(r, lang):
    if r.random() < 0.8:
        return _ean13(r)
    body = r.choice("678") + rd(r, 10)
    s = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def n_invoice(r, lang):
    return r.choice(["INV-%d-%05d" % (r.randint(2023, 2026), r.randint(1, 99999)), "25" + rd(r, 18),
                     "%s%s" % (rd(r, 12, "1"), rd(r, 8)), "No. %s" % rd(r, 8, "0"), "INV%s" % rd(r, 7)])


def n_train(r, lang):
    return r.choice(["G", "G", "D", "C", "K", "T", "Z"]) + str(r.randint(1, 9999))


def n_stock(r, lang):
    return r.choice(["600519", "000001.SZ", "00700.HK", "601318", "300750", "AAPL", "TSLA", "NVDA", "9988.HK",
                     "688981", "002594", "7203.T", "005930.KS", "BABA", "MSFT", "0005.HK"])


def n_masked(r, lang):
    t = rd(r, 4)
    return r.choice(["**** **** **** %s" % t, "%s **** **** %s" % (r.choice(["6222", "6217", "4392", "5187"]), t),
                     "xxxx-xxxx-xxxx-%s" % t, "•••• %s" % t, "%s******%s" % (r.choice(["622848", "621700", "438888"]), t),
                     ("尾号%s" % t) if lang == "zh" else "ending %s" % t])


def n_short(r, lang):
    return r.choice(["10086", "10010", "10000", "95588", "95555", "95533", "12306", "12315", "12345", "114", "110",
                     "120", "119", "911", "999", "112", "000", "111", "311", "101", "95599", "12333"])


def n_invalid_ip(r, lang):
    parts = [r.randint(0, 255) for _ in range(4)]
    i = r.randrange(4)
    parts[i] = r.randint(256, 999)
    if r.random() < 0.3:
        return "192.168.%d.%d" % (r.randint(0, 9), r.randint(256, 999))
    return ".".join(map(str, parts))


def n_error(r, lang):
    return r.choice(["0x%08X" % r.randint(0x80000000, 0x8FFFFFFF), "ERR-%d" % r.randint(100, 9999), "E%d" % r.randint(10, 999),
                     "HTTP %d" % r.choice([400, 401, 403, 404, 408, 429, 500, 502, 503, 504]),
                     "-%d" % r.randint(1000000000, 2147483647), "code %d" % r.randint(1000, 99999),
                     "0x%04x" % r.randint(0, 0xffff)])


def n_duration(r, lang, sub=None):
    if sub == "race":
        return r.choice(["%d:%02d:%02d" % (r.randint(2, 5), r.randint(0, 59), r.randint(0, 59)),
                         ("%d小时%d分" % (r.randint(2, 5), r.randint(1, 59))) if lang == "zh" else "%dh%02d" % (r.randint(2, 5), r.randint(0, 59))])
    return r.choice(["%d:%02d:%02d" % (r.randint(0, 5), r.randint(0, 59), r.randint(0, 59)),
                     "%02d:%02d" % (r.randint(0, 59), r.randint(0, 59)), "%dh %02dm" % (r.randint(1, 14), r.randint(0, 59)),
                     ("%d小时%d分钟" % (r.randint(1, 12), r.randint(1, 59))) if lang == "zh" else "%d min %d s" % (r.randint(1, 59), r.randint(1, 59))])


def n_section(r, lang, sub=None):
    a, b, c = r.randint(1, 20), r.randint(1, 12), r.randint(1, 9)
    if lang == "zh" or sub == "num":
        return r.choice(["%d.%d.%d" % (a, b, c), "%d.%d" % (a, b)])
    return r.choice(["%d.%d.%d" % (a, b, c), "%d.%d" % (a, b), "%d(%d)(%s)" % (a, b, "abcd"[c % 4]), "§%d.%d" % (a, b)])


def n_resolution(r, lang):
    return r.choice(["1920×1080", "1920x1080", "2560 x 1440", "3840×2160", "1080x2400", "1280×720", "2048x1536",
                     "3024 × 4032", "750x1334", "5120×2880"])


def n_cve(r, lang):
    return "CVE-%d-%d" % (r.randint(2014, 2026), r.randint(1000, 49999))


def n_model(r, lang):
    return r.choice(["SM-S9280", "A2848", "RTX 4070", "XPS 9530", "WH-1000XM5", "MQ6L3CH/A", "RT-AX88U", "DS920+",
                     "EOS R6", "Mate 60 Pro", "ThinkPad X1 Carbon Gen 11", "KD-65X85K", "NE-JS300", "G9 Pro",
                     "U2723QE", "Mi 13T", "FE-2800", "HD-220W"])


def n_lottery(r, lang):
    nums = sorted(r.sample(range(1, 34), 6))
    return " ".join("%02d" % n for n in nums) + " + %02d" % r.randint(1, 16)


def n_percent(r, lang):
    return r.choice(["%.1f%%" % r.uniform(0.1, 99), "%.2f%%" % r.uniform(0.1, 9), "%d%%" % r.randint(1, 100)])


def n_seat(r, lang):
    return r.choice(["%d%s" % (r.randint(1, 60), r.choice("ABCDEFHJK")), "Row %d Seat %d" % (r.randint(1, 40), r.randint(1, 30)),
                     ("%02d车%02d%s号" % (r.randint(1, 16), r.randint(1, 20), r.choice("ABCDF"))) if lang == "zh" else "coach %d seat %d%s" % (r.randint(1, 16), r.randint(1, 20), r.choice("ABCDF"))])


def n_batch(r, lang):
    d = rand_date(r, 2023, 2026)
    return r.choice([d.strftime("%Y%m%d"), d.strftime("%y%m%d") + "%02d" % r.randint(1, 99),
                     "LOT %s%s" % (d.strftime("%y%m"), rd(r, 3)), "B" + d.strftime("%Y%m%d") + "-%d" % r.randint(1, 9)])


def n_temperature(r, lang):
    return r.choice(["%d°C" % r.randint(-15, 42), "%.1f℃" % r.uniform(-10, 40), "%d°F" % r.randint(10, 105),
                     "%d-%d°C" % (r.randint(-5, 20), r.randint(21, 38))])


NEG = {
    "order_number": n_order, "tracking_number": n_tracking, "date": n_date, "time": n_time, "amount": n_amount,
    "version": n_version, "postcode": n_postcode, "measurement": n_measure, "score": n_score, "flight": n_flight,
    "isbn": n_isbn, "serial_number": n_serial, "coordinates": n_coords, "hash": n_hash, "meeting_id": n_meeting,
    "math": n_math, "year": n_year, "invalid_card": n_invalid_card, "invalid_id": n_invalid_id,
    "medical_reading": n_medical, "pickup_code": n_pickup, "barcode": n_barcode, "invoice_number": n_invoice,
    "train_number": n_train, "stock_code": n_stock, "masked_card": n_masked, "short_code": n_short,
    "invalid_ip": n_invalid_ip, "error_code": n_error, "duration": n_duration, "section_number": n_section,
    "resolution": n_resolution, "cve": n_cve, "model_number": n_model, "lottery": n_lottery,
    "percentage": n_percent, "seat_number": n_seat, "batch_number": n_batch, "temperature": n_temperature,
}
