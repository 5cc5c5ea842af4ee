"""Value makers for gen.py: personal values (emails, cn_id, cards, IPs), fillers (names,
companies, addresses, dates, prices) and the look-alike values of every negative kind.
All values are invented; seeded by the caller's random.Random."""
import ipaddress
import unicodedata

from validate import cn_check_char, luhn_ok, cn_id_ok

# ------------------------------------------------------------------ names
EN_FIRST = ["James", "Olivia", "Liam", "Emma", "Noah", "Ava", "Aarav", "Priya", "Mohammed", "Fatima", "Chloe",
            "Lucas", "Sofia", "Mateo", "Isabella", "Ethan", "Mia", "Oliver", "Amelia", "Jack", "Grace", "Daniel",
            "Hannah", "Samuel", "Zoe", "Ryan", "Leah", "Kwame", "Amara", "Chidi", "Ngozi", "Thabo", "Lerato",
            "Ahmed", "Layla", "Omar", "Yusuf", "Aisha", "Hiroshi", "Yuki", "Minjun", "Jiwoo", "Carlos", "Lucia",
            "Diego", "Valentina", "Pierre", "Camille", "Lukas", "Lena", "Jonas", "Anna", "Giulia", "Marco", "Sven",
            "Freja", "Ingrid", "Piotr", "Zofia", "Joao", "Ines", "Rahul", "Ananya", "Arjun", "Siti", "Ahmad",
            "Linh", "Minh", "Somchai", "Mei", "Tomas", "Aoife", "Ciaran", "Sean", "Tariq", "Noor", "Elif", "Emre",
            "Dmitri", "Olga", "Rafael", "Beatriz", "Kofi", "Wanjiru", "Nadia", "Sipho", "Rosa", "Marta", "Hugo",
            "Maya", "Ben", "Sarah", "Tom", "Kate", "Dave", "Rachel", "Chris", "Helen", "Mark", "Julia"]
EN_LAST = ["Smith", "Johnson", "Patel", "Nguyen", "Kim", "Garcia", "Mueller", "Rossi", "Dubois", "O'Brien",
           "Okafor", "Mensah", "Khan", "Ali", "Tanaka", "Sato", "Park", "Lee", "Silva", "Santos", "Fernandez",
           "Kowalski", "Nowak", "Andersson", "Hansen", "Jensen", "van der Berg", "de Vries", "Peeters", "Murphy",
           "Walsh", "Brown", "Wilson", "Taylor", "Thompson", "Martin", "Clarke", "Hughes", "Singh", "Sharma",
           "Reddy", "Iyer", "Mokoena", "Naidoo", "Otieno", "Mwangi", "Hassan", "Ibrahim", "Yilmaz", "Demir",
           "Ivanov", "Petrova", "Cohen", "Levi", "Reyes", "Cruz", "Lim", "Tan", "Wong", "Chan", "Ng", "Rahman",
           "Abdullah", "Wijaya", "Suzuki", "Chen", "Wang", "Zhang", "Liu", "Huang", "Lopez", "Hernandez", "Gomez",
           "Rodriguez", "Schmidt", "Weber", "Fischer", "Bianchi", "Moreau", "Laurent", "Costa", "Pereira",
           "Novak", "Horvath", "Eriksen", "Lindqvist", "Byrne", "Kelly", "Adeyemi", "Banda", "Osei", "Farah"]
ZH_SUR = [("王", "wang"), ("李", "li"), ("张", "zhang"), ("刘", "liu"), ("陈", "chen"), ("杨", "yang"),
          ("黄", "huang"), ("赵", "zhao"), ("吴", "wu"), ("周", "zhou"), ("徐", "xu"), ("孙", "sun"), ("马", "ma"),
          ("朱", "zhu"), ("胡", "hu"), ("郭", "guo"), ("何", "he"), ("林", "lin"), ("罗", "luo"), ("高", "gao"),
          ("郑", "zheng"), ("梁", "liang"), ("谢", "xie"), ("宋", "song"), ("唐", "tang"), ("许", "xu"),
          ("韩", "han"), ("冯", "feng"), ("邓", "deng"), ("曹", "cao"), ("彭", "peng"), ("曾", "zeng"),
          ("肖", "xiao"), ("田", "tian"), ("董", "dong"), ("潘", "pan"), ("袁", "yuan"), ("蔡", "cai"),
          ("蒋", "jiang"), ("余", "yu"), ("于", "yu"), ("杜", "du"), ("叶", "ye"), ("程", "cheng"), ("魏", "wei"),
          ("苏", "su"), ("吕", "lv"), ("丁", "ding"), ("沈", "shen"), ("姚", "yao"), ("卢", "lu"), ("钟", "zhong"),
          ("姜", "jiang"), ("崔", "cui"), ("谭", "tan"), ("陆", "lu"), ("范", "fan"), ("汪", "wang"),
          ("廖", "liao"), ("石", "shi"), ("金", "jin"), ("贾", "jia"), ("夏", "xia"), ("方", "fang"), ("邹", "zou"),
          ("熊", "xiong"), ("白", "bai"), ("孟", "meng"), ("秦", "qin"), ("邱", "qiu"), ("侯", "hou"),
          ("江", "jiang"), ("尹", "yin"), ("薛", "xue"), ("段", "duan"), ("雷", "lei"), ("龙", "long"),
          ("黎", "li"), ("史", "shi"), ("陶", "tao"), ("贺", "he"), ("顾", "gu"), ("毛", "mao"), ("郝", "hao"),
          ("龚", "gong"), ("邵", "shao"), ("万", "wan"), ("覃", "qin"), ("武", "wu"), ("戴", "dai"),
          ("欧阳", "ouyang"), ("司马", "sima"), ("上官", "shangguan")]
ZH_GIVEN = [("伟", "wei"), ("芳", "fang"), ("娜", "na"), ("秀英", "xiuying"), ("敏", "min"), ("静", "jing"),
            ("丽", "li"), ("强", "qiang"), ("磊", "lei"), ("军", "jun"), ("洋", "yang"), ("勇", "yong"),
            ("艳", "yan"), ("杰", "jie"), ("娟", "juan"), ("涛", "tao"), ("明", "ming"), ("超", "chao"),
            ("秀兰", "xiulan"), ("霞", "xia"), ("平", "ping"), ("刚", "gang"), ("桂英", "guiying"),
            ("子涵", "zihan"), ("浩然", "haoran"), ("梓萱", "zixuan"), ("一诺", "yinuo"), ("宇轩", "yuxuan"),
            ("欣怡", "xinyi"), ("思远", "siyuan"), ("雨桐", "yutong"), ("俊杰", "junjie"), ("嘉怡", "jiayi"),
            ("晓东", "xiaodong"), ("文静", "wenjing"), ("建国", "jianguo"), ("海燕", "haiyan"),
            ("志强", "zhiqiang"), ("佳琪", "jiaqi"), ("博文", "bowen"), ("婷婷", "tingting"), ("晨", "chen"),
            ("昊", "hao"), ("琳", "lin"), ("睿", "rui"), ("悦", "yue"), ("鹏", "peng"), ("丹", "dan"),
            ("凯", "kai"), ("雪", "xue"), ("慧敏", "huimin"), ("国华", "guohua"), ("春梅", "chunmei"),
            ("立新", "lixin"), ("美玲", "meiling"), ("家豪", "jiahao"), ("诗涵", "shihan"), ("梓豪", "zihao"),
            ("若曦", "ruoxi"), ("天佑", "tianyou"), ("红梅", "hongmei"), ("建平", "jianping"), ("玉兰", "yulan")]


def ascii_fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def make_name(rng, lang):
    """A person: dict with 'text' (as written in the message), and romanised parts for emails."""
    if lang == "zh" or rng.random() < 0.18:
        sur, spy = rng.choice(ZH_SUR)
        giv, gpy = rng.choice(ZH_GIVEN)
        if lang == "zh":
            text = sur + giv
        else:
            text = rng.choice(["%s %s" % (spy.title(), gpy.title()), "%s %s" % (gpy.title(), spy.title())])
        return {"text": text, "first": gpy, "last": spy, "zh_sur": sur, "zh_given": giv,
                "first_text": gpy.title(), "last_text": spy.title()}
    f, l = rng.choice(EN_FIRST), rng.choice(EN_LAST)
    return {"text": "%s %s" % (f, l), "first": f, "last": l, "first_text": f, "last_text": l}


def en_name(rng):
    f, l = rng.choice(EN_FIRST), rng.choice(EN_LAST)
    return {"text": "%s %s" % (f, l), "first": f, "last": l, "first_text": f, "last_text": l}


EN_COMPANIES = ["Harbourline Freight Ltd", "Bluegum Dental Group", "Northwind Analytics", "Kestrel & Finch LLP",
                "Oakridge Property Management", "Lumen Biotech", "Copperleaf Studio", "Greystone Accounting",
                "Silverfern Tours", "Maple & Birch Realty", "Sunrise Physio Clinic", "Tidewater Marine Services",
                "Redwood Learning Centre", "Quayside Events", "Brightpath Logistics", "Ironbark Engineering",
                "Juniper HR Solutions", "Atlas Home Repairs", "Cobalt Cloud Systems", "Pinecrest Veterinary Clinic",
                "Hollis & Grant Solicitors", "Meridian Print Co.", "Starling Travel", "Fernhill Primary School"]
ZH_COMPANIES = ["杭州青禾网络科技有限公司", "深圳市启航物流有限公司", "上海澄明会计师事务所", "北京远见教育咨询有限公司",
                "成都蓝鲸文化传媒有限公司", "苏州锦程电子有限公司", "广州恒信装饰工程有限公司", "南京云帆软件有限公司",
                "武汉东湖健康管理中心", "厦门海韵进出口贸易有限公司", "青岛北辰机械设备有限公司", "西安长安印务有限公司",
                "重庆山城餐饮管理有限公司", "宁波港湾供应链有限公司", "长沙麓山律师事务所"]
EN_TITLES = ["Account Manager", "Senior Software Engineer", "Office Manager", "Head of Operations",
             "Property Manager", "Sales Director", "HR Business Partner", "Project Coordinator",
             "Customer Success Lead", "Practice Manager", "Founder & CEO", "Procurement Officer", "Head Teacher",
             "Logistics Supervisor", "Marketing Executive", "Finance Assistant"]
ZH_TITLES = ["销售经理", "项目主管", "人事专员", "技术总监", "客户经理", "行政助理", "财务主管", "区域经理", "采购专员",
             "市场部总监", "运营经理", "班主任"]

# ------------------------------------------------------------------ email
FREE_DOMAINS_EN = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com", "icloud.com",
                   "proton.me", "aol.com", "hotmail.co.uk", "yahoo.co.uk", "btinternet.com", "outlook.de", "web.de",
                   "gmx.de", "gmx.at", "orange.fr", "free.fr", "libero.it", "yahoo.es", "wp.pl", "mail.ru",
                   "yandex.ru", "naver.com", "yahoo.co.jp", "bigpond.com", "xtra.co.nz", "rediffmail.com",
                   "yahoo.com.br", "uol.com.br", "live.ca", "telenet.be", "bluewin.ch", "seznam.cz", "me.com"]
FREE_DOMAINS_ZH = ["qq.com", "qq.com", "qq.com", "163.com", "163.com", "126.com", "sina.com", "sina.cn",
                   "foxmail.com", "yeah.net", "aliyun.com", "139.com", "sohu.com", "vip.163.com", "vip.qq.com",
                   "gmail.com", "outlook.com", "hotmail.com", "icloud.com"]
WORK_DOMAINS = ["harbourline-freight.co.uk", "bluegumdental.com.au", "northwind-analytics.com", "kestrelfinch.law",
                "oakridge-pm.com", "lumenbio.io", "copperleaf.studio", "greystone-accounting.co.uk",
                "mail.silverfern-tours.co.nz", "maplebirch.ca", "sunrisephysio.ie", "tidewater-marine.com",
                "redwood-learning.org", "eng.cobaltcloud.dev", "hr.juniper-hr.com", "brightpath-logistics.sg",
                "ironbark.com.au", "atlas-repairs.co.za", "cs.example-uni.edu", "students.riverside-college.ac.uk",
                "pinecrest-vet.com", "hollisgrant.co.uk", "meridianprint.de", "starling-travel.fr",
                "qinghe-tech.cn", "mail.qihang-logistics.com", "chengming-cpa.com.cn", "yunfan-soft.cn",
                "hr.jincheng-elec.com", "alumni.hz-university.edu.cn", "corp.haiyun-trade.cn", "bjyuanjian.com"]
TAGS = ["newsletter", "shopping", "work", "2024", "amazon", "taobao", "bank", "travel", "school", "spam",
        "receipts", "jobs", "steam", "github"]


def _slug(s):
    return "".join(c for c in ascii_fold(s).lower() if c.isalnum())


def make_email(rng, lang, person=None, style=None):
    if person is None or rng.random() < 0.35:
        person = make_name(rng, "zh" if (lang == "zh" and rng.random() < 0.8) else "en")
    f, l = _slug(person["first"]), _slug(person["last"])
    yy = str(rng.choice([rng.randint(1965, 2008), rng.randint(60, 99), rng.randint(1, 999)]))
    if style is None:
        style = rng.choice(["free", "free", "free", "work"])
    if style == "work":
        cn_dom = [d for d in WORK_DOMAINS if d.endswith(".cn") or "-" in d and d.endswith(".com") and
                  d.split(".")[-2] in ("qihang-logistics", "haiyun-trade", "jincheng-elec")]
        dom = rng.choice(cn_dom if (lang == "zh" and rng.random() < 0.7) else WORK_DOMAINS)
        local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f[0], l), "%s" % f, "%s_%s" % (f, l),
                            "%s.%s" % (f[0], l), "%s-%s" % (f, l), rng.choice(["info", "accounts", "bookings",
                                                                                "support", "hr", "admin",
                                                                                "frontdesk", "sales"])])
    else:
        dom = rng.choice(FREE_DOMAINS_ZH if lang == "zh" else FREE_DOMAINS_EN)
        if dom.endswith("qq.com") and rng.random() < 0.6:
            local = str(rng.randint(10000, 3999999999))
        else:
            local = rng.choice(["%s.%s" % (f, l), "%s%s" % (f, l), "%s%s%s" % (l, f, yy), "%s.%s%s" % (f, l, yy),
                                "%s_%s" % (f, l), "%s-%s" % (f, l), "%s.%s+%s" % (f, l, rng.choice(TAGS)),
                                "%s%s+%s" % (f, l, rng.choice(TAGS)), "%s%s" % (f[0], l), "%s%s" % (l, yy),
                                "%s.%s.%s" % (f, l, yy), "%s%s_%s" % (l, f, yy[-2:])])
    if rng.random() < 0.1:
        local = "".join(p.title() for p in local.split(".")) if "." not in local else \
            ".".join(p[:1].upper() + p[1:] for p in local.split("."))
    if rng.random() < 0.05:
        dom = dom.upper() if rng.random() < 0.3 else dom[:1].upper() + dom[1:]
    return "%s@%s" % (local.strip(".-_+") or "mail", dom)


# ------------------------------------------------------------------ cn_id
REGIONS = ["110101", "110105", "110108", "110114", "120101", "120104", "130102", "130602", "140105", "150102",
           "210102", "210202", "220102", "230103", "310101", "310104", "310109", "310115", "320102", "320506",
           "321002", "330106", "330203", "330702", "340104", "350203", "350102", "360102", "370102", "370203",
           "371302", "410105", "411302", "420106", "420111", "430104", "440106", "440305", "440304", "441900",
           "450103", "460105", "500103", "500112", "510104", "510107", "520102", "530102", "540102", "610113",
           "620102", "630102", "640104", "650102", "420502", "445102", "360702"]


def make_cn_id(rng, force_x=None, bad=False):
    while True:
        reg = rng.choice(REGIONS)
        y = rng.choice([rng.randint(1952, 2012), rng.randint(1975, 2000)])
        m = rng.randint(1, 12)
        d = rng.randint(1, 28 if m == 2 else 30)
        seq = "%03d" % rng.randint(1, 999)
        first = "%s%04d%02d%02d%s" % (reg, y, m, d, seq)
        chk = cn_check_char(first)
        if force_x is True and chk != "X":
            continue
        if force_x is False and chk == "X":
            continue
        if bad:
            wrong = rng.choice([c for c in "0123456789X" if c != chk])
            return first + wrong
        return first + chk


def write_cn_id(rng, s):
    r = rng.random()
    if r < 0.04 and s.endswith("X"):
        return s[:-1] + "x"
    if r < 0.09:
        return "%s %s %s" % (s[:6], s[6:14], s[14:])
    return s


# ------------------------------------------------------------------ cards
BINS_16 = ["4{532|556|716|929|485|539|024|916|111|427|263|571|658}", "5{1|2|3|4|5}{0|1|2|3|4|5|6|7|8|9}",
           "2{3|4|5|6}{1|2|4|7}", "622588", "621483", "439225", "6011", "35{28|30|41|66|89}", "625{9|8}{0|1|2}",
           "436742", "524{0|1}{1|3}", "622{5|6}{0|1|2}"]
BINS_19 = ["622202", "621226", "622848", "621700", "621661", "622262", "621799", "623052", "622908", "621485",
           "622700", "623668", "621098"]


def _expand(t, rng):
    out, i = [], 0
    while i < len(t):
        if t[i] == "{":
            j = t.index("}", i)
            out.append(rng.choice(t[i + 1:j].split("|")))
            i = j + 1
        else:
            out.append(t[i])
            i += 1
    return "".join(out)


def luhn_digit(body):
    for c in "0123456789":
        if luhn_ok(body + c):
            return c


def make_card_digits(rng, length=None, cn=False, valid=True):
    if length is None:
        r = rng.random()
        length = (16 if r < 0.5 else 19 if r < 0.95 else rng.choice([17, 18])) if cn else \
            (16 if r < 0.8 else 19 if r < 0.96 else rng.choice([17, 18]))
    while True:
        if length == 16 and not cn:
            b = _expand(rng.choice(BINS_16), rng)
        elif length == 16:
            b = rng.choice(["622588", "621483", "625958", "622260", "436742", "622609", "628288"])
        else:
            b = rng.choice(BINS_19) if (cn or rng.random() < 0.7) else _expand(rng.choice(BINS_16), rng)
        body = b + "".join(str(rng.randrange(10)) for _ in range(length - 1 - len(b)))
        c = luhn_digit(body)
        if not valid:
            c = rng.choice([x for x in "0123456789" if x != c])
        num = body + c
        if cn_id_ok(num) if len(num) == 18 else False:
            continue
        return num


def group_card(rng, d, style=None):
    if style is None:
        style = rng.choice(["g", "g", "g", "u", "u", "dash"])
    if style == "u":
        return d
    sep = "-" if style == "dash" else " "
    if len(d) == 19 and rng.random() < 0.25:
        return d[:6] + sep + d[6:]
    return sep.join(d[i:i + 4] for i in range(0, len(d), 4))


# ------------------------------------------------------------------ IPs
PUB_FIRST = [23, 31, 36, 37, 39, 42, 45, 49, 58, 59, 60, 61, 66, 71, 73, 77, 78, 81, 82, 85, 86, 89, 91, 93, 94, 95,
             101, 103, 106, 110, 111, 112, 113, 114, 115, 116, 117, 119, 120, 121, 122, 123, 124, 125, 139, 140,
             144, 151, 153, 157, 159, 162, 171, 175, 176, 178, 180, 182, 183, 185, 188, 190, 194, 195, 196, 197,
             202, 210, 211, 212, 213, 217, 218, 219, 220, 221, 222, 223]


def make_ipv4(rng, kind=None):
    if kind is None:
        kind = rng.choice(["p", "g", "g"])
    if kind == "p":
        r = rng.random()
        if r < 0.5:
            return "192.168.%d.%d" % (rng.choice([0, 1, 1, 1, 2, 3, 10, 31, 50, 88, 100, 123]), rng.randint(2, 254))
        if r < 0.8:
            return "10.%d.%d.%d" % (rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        return "172.%d.%d.%d" % (rng.randint(16, 31), rng.randint(0, 255), rng.randint(1, 254))
    while True:
        s = "%d.%d.%d.%d" % (rng.choice(PUB_FIRST), rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))
        a = ipaddress.IPv4Address(s)
        if a.is_global:
            return s


V6_PREFIX = ["2001:db8", "2408:8207", "2408:820c", "240e:3b0", "240e:47a", "2409:8a1e", "2409:8c54", "2a02:8108",
             "2a01:cb00", "2601:646", "2600:1700", "2604:3d09", "2406:da18", "2400:4050", "2a00:23c5", "2001:ee0",
             "2405:201", "2804:14c"]


def make_ipv6(rng, style=None):
    if style is None:
        style = rng.choice(["f", "c", "c", "c", "l", "u", "z"])
    if style == "l":
        groups = ["fe80", "0", "0", "0"] + ["%x" % rng.randint(1, 0xffff) for _ in range(4)]
    elif style == "u":
        groups = ["fd%02x" % rng.randint(0, 255), "%x" % rng.randint(1, 0xffff), "%x" % rng.randint(1, 0xffff),
                  "%x" % rng.randint(0, 0xff)] + ["0"] * rng.randint(1, 3)
        groups += ["%x" % rng.randint(1, 0xffff) for _ in range(8 - len(groups))]
    else:
        p = rng.choice(V6_PREFIX).split(":")
        groups = p + ["%x" % rng.randint(0, 0xffff) for _ in range(8 - len(p))]
        if style in ("c", "z"):
            i = rng.randint(len(p), 5)
            n = rng.randint(2, 7 - i) if 7 - i >= 2 else 2
            for k in range(i, min(8, i + n)):
                groups[k] = "0"
            if groups[7] == "0":
                groups[7] = "%x" % rng.randint(1, 0xfff)
    addr = ipaddress.IPv6Address(":".join(groups))
    if style == "f":
        if rng.random() < 0.35:
            s = addr.exploded
        else:
            s = ":".join("%x" % int(g, 16) for g in addr.exploded.split(":"))
    else:
        s = addr.compressed
    if rng.random() < 0.1:
        s = s.upper()
    return s


# ------------------------------------------------------------------ fillers
def rand_date(rng):
    y = rng.choice([2023, 2024, 2024, 2025, 2025, 2025, 2026])
    m = rng.randint(1, 11 if y == 2026 else 12)
    d = rng.randint(1, 28)
    return y, m, d


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_L = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December"]


def date_str(rng, lang, style=None):
    y, m, d = rand_date(rng)
    if lang == "zh":
        forms = ["%d年%d月%d日" % (y, m, d), "%d月%d日" % (m, d), "%d-%02d-%02d" % (y, m, d), "%d/%d/%d" % (y, m, d),
                 "%d.%02d.%02d" % (y, m, d), "%d.%d" % (m, d), "%d号" % d]
    else:
        forms = ["%02d/%02d/%d" % (d, m, y), "%d/%d/%d" % (m, d, y), "%d %s" % (d, MONTHS[m - 1]),
                 "%s %d" % (MONTHS_L[m - 1], d), "%d-%02d-%02d" % (y, m, d), "%02d.%02d.%d" % (d, m, y),
                 "%d %s %d" % (d, MONTHS_L[m - 1], y), "the %d%s" % (d, "th" if 10 < d < 20 else
                                                                   {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th"))]
    return rng.choice(forms)


def time_str(rng, lang):
    h, mi = rng.randint(6, 22), rng.choice([0, 0, 15, 30, 45, 10, 20, 40, 50, 5])
    if lang == "zh":
        return rng.choice(["%d:%02d" % (h, mi), "%02d:%02d" % (h, mi),
                           "%s%d点%s" % ("下午" if h > 12 else "上午", h - 12 if h > 12 else h,
                                        {0: "", 30: "半", 15: "一刻"}.get(mi, "%d分" % mi))])
    return rng.choice(["%d:%02d" % (h, mi), "%02d:%02d" % (h, mi),
                       "%d:%02d%s" % (h - 12 if h > 12 else h, mi, "pm" if h >= 12 else "am"),
                       "%d%s" % (h - 12 if h > 12 else h, "pm" if h >= 12 else "am")])


CURRENCY = {"US": "${:,}", "CA": "${:,}", "AU": "${:,}", "NZ": "${:,}", "SG": "S${:,}", "HK": "HK${:,}",
            "GB": "£{:,}", "IE": "€{:,}", "DE": "{:,} €", "FR": "{:,} €", "ES": "{:,} €", "IT": "€{:,}",
            "NL": "€{:,}", "BE": "€{:,}", "AT": "€{:,}", "PT": "€{:,}", "CH": "CHF {:,}", "SE": "{:,} kr",
            "NO": "{:,} kr", "DK": "{:,} kr", "PL": "{:,} zł", "IN": "₹{:,}", "CN": "¥{:,}", "JP": "¥{:,}",
            "KR": "₩{:,}", "TW": "NT${:,}", "MO": "MOP {:,}", "BR": "R$ {:,}", "MX": "${:,} MXN", "AR": "ARS {:,}",
            "ZA": "R{:,}", "NG": "₦{:,}", "KE": "KSh {:,}", "EG": "EGP {:,}", "AE": "AED {:,}", "SA": "SAR {:,}",
            "TR": "{:,} TL", "RU": "{:,} ₽", "PH": "₱{:,}", "MY": "RM{:,}", "TH": "{:,} baht", "VN": "{:,} VND",
            "ID": "Rp{:,}", "PK": "Rs {:,}", "IL": "₪{:,}"}
BIG_CUR = {"JP", "KR", "VN", "ID", "IN", "PK", "NG", "KE", "PH", "AR", "TW", "TH", "RU", "EG"}


def price_str(rng, lang, country=None):
    v = rng.choice([rng.randint(5, 99), rng.randint(100, 999), rng.randint(100, 999), rng.randint(1000, 4999)])
    if lang == "zh":
        return rng.choice(["%d元" % v, "¥%s" % "{:,}".format(v), "%d块" % v, "￥%d" % v, "%d元" % v])
    c = country if country in CURRENCY else rng.choice(["US", "GB", "AU", "IE"])
    if c in BIG_CUR:
        v *= rng.choice([10, 50, 100])
    return CURRENCY[c].format(v)


def order_filler(rng):
    return rng.choice(["#%d" % rng.randint(10000, 999999), "A%d" % rng.randint(100000, 999999),
                       "ORD-%d" % rng.randint(100000, 999999), "%d" % rng.randint(100000, 9999999),
                       "REF %s%d" % (rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"), rng.randint(10000, 99999))])


def D(rng):
    return str(rng.randrange(10))


def fill_tokens(rng, t):
    """<n> 1-199, <m> 1-40, <N> 10-99, <D> digit, <L> letter, <P> postcode-safe letter."""
    out = t
    while "<" in out:
        i = out.index("<")
        j = out.index(">", i)
        tok = out[i + 1:j]
        rep = {"n": lambda: str(rng.randint(1, 199)), "m": lambda: str(rng.randint(1, 40)),
               "N": lambda: str(rng.randint(10, 99)), "D": lambda: D(rng),
               "L": lambda: rng.choice("ABCDEFGHJKLMNPRSTUWXY"), "P": lambda: rng.choice("ABDEFGHJLNPQRSTUWXYZ"),
               "R": lambda: str(rng.randint(101, 2808))}[tok]()
        out = out[:i] + rep + out[j + 1:]
    return out


ADDR_EN = {
    "US": ["<n> Maple Street, Apt <m>, Brooklyn, NY 11215", "<R> Valencia St, San Francisco, CA 94110",
           "<R> N Halsted St, Chicago, IL 60614", "<R> S Lamar Blvd, Austin, TX 78704",
           "<R> Fremont Ave N, Seattle, WA 98103", "<n> Elm Street, Boston, MA 02134",
           "<R> Peachtree Rd NE, Atlanta, GA 30307", "<R> SE Hawthorne Blvd, Portland, OR 97214"],
    "CA": ["<n> Queen St W, Toronto, ON M5V 2<L><D>", "<R> Commercial Dr, Vancouver, BC V5L 3<L><D>",
           "<R> rue Saint-Denis, Montreal, QC H2J 2<L><D>", "<n> Bank St, Ottawa, ON K1S 3<L><D>"],
    "GB": ["<n> Albert Road, London SE15 <D><P><P>", "Flat <m>, <n> Wilmslow Road, Manchester M14 <D><P><P>",
           "<n> Headingley Lane, Leeds LS6 <D><P><P>", "<n> North Street, Bristol BS3 <D><P><P>",
           "<n> Leith Walk, Edinburgh EH6 <D><P><P>", "<n> Cathays Terrace, Cardiff CF24 <D><P><P>"],
    "AU": ["<m>/<n> King St, Newtown NSW 2042", "<n> Brunswick St, Fitzroy VIC 3065",
           "<n> Boundary St, West End QLD 4101", "<n> South Terrace, Fremantle WA 6160"],
    "NZ": ["<n> Ponsonby Road, Ponsonby, Auckland 1011", "<n> Cuba Street, Te Aro, Wellington 6011"],
    "IE": ["<n> Rathmines Road Lower, Dublin 6, D06 <L><D><L><D>", "<n> Douglas Street, Cork T12 <L><D><L><D>"],
    "IN": ["Flat <n>, Lakeview Apartments, Koramangala, Bengaluru 560034", "<n> Linking Road, Bandra West, Mumbai 400050",
           "House <n>, Sector 15, Gurugram 122001"],
    "SG": ["Blk <n> Tampines St <N>, #<N>-<R>, Singapore 52<D><D><D><D>", "<n> Jurong West Ave 1, #0<D>-<n>, Singapore 64<D><D><D><D>"],
    "HK": ["Flat <L>, <m>/F, Kwong Wah Mansion, <n> Nathan Road, Mong Kok, Kowloon",
           "Room <R>, Block <D>, Tai Koo Shing, Quarry Bay"],
    "CN": ["Room <R>, Building <D>, No. <n> Caoxi North Road, Xuhui District, Shanghai 200030",
           "No. <n> Tianhe Road, Tianhe District, Guangzhou 510630",
           "Unit <D>, Building <m>, No. <n> Keyuan Road, Nanshan District, Shenzhen 518057",
           "No. <n> Wensan Road, Xihu District, Hangzhou 310012"],
    "TW": ["No. <n>, Sec. 4, Zhongxiao E. Rd., Da'an Dist., Taipei City 106"],
    "JP": ["2-<m>-<m> Jingumae, Shibuya-ku, Tokyo 150-0001", "1-<m>-<m> Namba, Chuo-ku, Osaka 542-0076"],
    "KR": ["<n> Teheran-ro, Gangnam-gu, Seoul 06<D><D><D>"],
    "DE": ["Kastanienallee <n>, 10435 Berlin", "Leopoldstraße <n>, 80802 München", "Schanzenstraße <n>, 20357 Hamburg"],
    "FR": ["<n> rue Oberkampf, 75011 Paris", "<n> rue de la République, 69002 Lyon"],
    "ES": ["Calle de Fuencarral <n>, 3º B, 28004 Madrid", "Carrer de Verdi <n>, 08012 Barcelona"],
    "IT": ["Via del Corso <n>, 00186 Roma", "Via Torino <n>, 20123 Milano"],
    "NL": ["Prinsengracht <n>, 1015 <L><L> Amsterdam", "Witte de Withstraat <n>, 3012 <L><L> Rotterdam"],
    "BE": ["Rue de la Loi <n>, 1040 Bruxelles"], "CH": ["Langstrasse <n>, 8004 Zürich"],
    "AT": ["Neubaugasse <n>/<m>, 1070 Wien"], "SE": ["Götgatan <n>, 116 46 Stockholm"],
    "NO": ["Thorvald Meyers gate <n>, 0555 Oslo"], "DK": ["Nørrebrogade <n>, 2. tv, 2200 København N"],
    "PL": ["ul. Marszałkowska <n>/<m>, 00-624 Warszawa"], "PT": ["Rua da Rosa <n>, 1200-385 Lisboa"],
    "BR": ["Rua dos Pinheiros <R>, apto <n>, São Paulo - SP, 05422-0<D><D>"],
    "MX": ["Calle Colima <n>, Col. Roma Norte, 06700 Ciudad de México"],
    "AR": ["Av. Corrientes <R>, piso <m>, C1043 CABA"], "ZA": ["<n> Lower Main Road, Observatory, Cape Town, 7925"],
    "NG": ["<n> Admiralty Way, Lekki Phase 1, Lagos"], "KE": ["Argwings Kodhek Road, Kilimani, Nairobi, P.O. Box <R>-00100"],
    "EG": ["<n> Abu El Feda St, Zamalek, Cairo 11211"], "AE": ["Apt <R>, Marina Crown Tower, Dubai Marina, Dubai"],
    "SA": ["Olaya Street, Al Olaya, Riyadh 12211"], "TR": ["Moda Cad. No: <n> D: <m>, 34710 Kadıköy/İstanbul"],
    "RU": ["ul. Tverskaya, d. <n>, kv. <m>, Moscow 125009"], "PH": ["<n> Shaw Blvd, Brgy. San Antonio, Pasig City 1600"],
    "MY": ["No. <n>, Jalan Telawi 3, Bangsar, 59100 Kuala Lumpur"],
    "TH": ["<n>/<m> Sukhumvit Soi 24, Khlong Toei, Bangkok 10110"],
    "VN": ["<n> Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh"],
    "ID": ["Jl. Senopati No. <n>, Kebayoran Baru, Jakarta Selatan 12190"],
    "PK": ["House <n>, Street <m>, F-7/2, Islamabad 44000"], "IL": ["Rothschild Blvd <n>, Tel Aviv"],
    "MO": ["Rua de Pedro Coutinho n.º <n>, Macau"],
}
ADDR_ZH = {
    "CN": ["北京市海淀区中关村大街<n>号<m>号楼<R>室，邮编100080", "上海市徐汇区漕溪北路<n>弄<m>号<R>室",
           "广州市天河区天河路<n>号<D>栋<R>", "深圳市南山区科技园南路<n>号<m>栋<D>单元<R>室（邮编518057）",
           "浙江省杭州市西湖区文三路<n>号<R>室 310012", "成都市武侯区人民南路四段<n>号<m>栋<R>",
           "南京市鼓楼区中山路<n>号<R>室，210008", "武汉市洪山区珞喻路<n>号<m>栋<D>单元<R>",
           "江苏省苏州市工业园区星湖街<n>号<m>幢<R>室", "重庆市渝北区新南路<n>号<D>-<R>",
           "天津市南开区鞍山西道<n>号<R>", "湖南省长沙市岳麓区麓山南路<n>号<m>栋<R>", "福建省厦门市思明区湖滨南路<n>号<R>室",
           "西安市雁塔区小寨东路<n>号<m>号楼<D>单元<R>室"],
    "HK": ["香港九龙旺角弥敦道<n>号<m>楼<L>室", "香港鲗鱼涌太古城<D>座<m>楼<L>"],
    "TW": ["台北市大安区忠孝东路四段<n>号<D>楼"], "MO": ["澳门氹仔海洋花园大马路<n>号<m>楼<L>"],
    "SG": ["新加坡淡滨尼<N>街 <n>座 #<N>-<R>，邮编52<D><D><D><D>"],
    "MY": ["吉隆坡孟沙 Jalan Telawi 3 第<n>号，邮编59100"], "JP": ["东京都涩谷区神宫前2-<m>-<m>，〒150-0001"],
    "US": ["美国加州旧金山 Valencia St <R>号，邮编94110"], "GB": ["英国伦敦 <n> Albert Road, SE15 <D><P><P>"],
    "AU": ["澳大利亚悉尼 Newtown King St <n>号，邮编2042"], "CA": ["加拿大多伦多 Queen St W <n>号，M5V 2<L><D>"],
}


def make_addr(rng, country, lang):
    if lang == "zh" and country in ADDR_ZH:
        return fill_tokens(rng, rng.choice(ADDR_ZH[country]))
    if country not in ADDR_EN:
        country = rng.choice(["US", "GB", "AU", "CA"])
    a = fill_tokens(rng, rng.choice(ADDR_EN[country]))
    if lang == "zh":
        return a
    return a


# ------------------------------------------------------------------ negatives
def digits(rng, n, first="123456789"):
    return rng.choice(first) + "".join(str(rng.randrange(10)) for _ in range(n - 1))


def neg_order_number(rng, lang, v=None):
    v = v or rng.choice(["amazon", "taobao", "jd", "pdd", "generic", "ebay", "long"])
    if v == "amazon":
        return "%d-%s-%s" % (rng.choice([111, 112, 113, 114, 202, 203, 204, 205, 206, 302, 303, 402, 403, 404, 405]),
                             digits(rng, 7, "0123456789"), digits(rng, 7, "0123456789"))
    if v == "taobao":
        return digits(rng, rng.choice([18, 19]), "1234")
    if v == "jd":
        return digits(rng, rng.choice([12, 13]), "23")
    if v == "pdd":
        y, m, d = rand_date(rng)
        return "%02d%02d%02d-%s" % (y % 100, m, d, digits(rng, 15, "0123456789"))
    if v == "ebay":
        return "%s-%s-%s" % (digits(rng, 2), digits(rng, 5), digits(rng, 5))
    if v == "long":
        return digits(rng, rng.choice([16, 17, 20]), "2345678")
    return rng.choice(["ORD-%d-%06d" % (rng.choice([2024, 2025, 2026]), rng.randint(1, 999999)),
                       "#%s" % digits(rng, 9), "SO%s" % digits(rng, 10), "W%s" % digits(rng, 9)])


def neg_tracking_number(rng, lang, v=None):
    v = v or rng.choice(["sf", "yt", "zto", "jd", "ups", "usps", "royalmail", "ems", "dhl", "cainiao", "sto"])
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return {"sf": lambda: "SF%s" % digits(rng, 13),
            "yt": lambda: "YT%s" % digits(rng, 13),
            "zto": lambda: "7%s" % digits(rng, 13, "0123456789"),
            "sto": lambda: "77%s" % digits(rng, 11, "0123456789"),
            "jd": lambda: "JDV%s" % digits(rng, 12, "0123456789"),
            "ups": lambda: "1Z%s%s%s" % ("".join(rng.choice(L + "0123456789") for _ in range(6)),
                                         rng.choice(["01", "03", "42", "66"]), digits(rng, 8, "0123456789")),
            "usps": lambda: " ".join(["9400", digits(rng, 4, "01"), digits(rng, 4), digits(rng, 4), digits(rng, 4),
                                      digits(rng, 2)]),
            "royalmail": lambda: "%s%s%s GB" % (rng.choice(L), rng.choice(L), digits(rng, 9, "0123456789")),
            "ems": lambda: "E%s%sCN" % (rng.choice(L), digits(rng, 9, "0123456789")),
            "dhl": lambda: digits(rng, 10, "3456789"),
            "cainiao": lambda: "LP%s" % digits(rng, 14, "0"),
            }[v]()


def neg_date(rng, lang, v=None):
    y, m, d = rand_date(rng)
    if lang == "zh":
        return rng.choice(["%d.%02d.%02d" % (y, m, d), "%d/%02d/%02d" % (y, m, d), "%d年%d月%d日" % (y, m, d),
                           "%d-%02d-%02d" % (y, m, d), "%02d/%02d/%d" % (d, m, y), "%d.%d.%d" % (y, m, d)])
    return rng.choice(["%02d.%02d.%d" % (d, m, y), "%02d/%02d/%d" % (d, m, y), "%d/%d/%d" % (m, d, y),
                       "%d-%02d-%02d" % (y, m, d), "%d.%d.%d" % (d, m, y % 100), "%d %s %d" % (d, MONTHS[m - 1], y),
                       "%d/%02d/%02d" % (y, m, d)])


def neg_time(rng, lang, v=None):
    h, mi, s = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    return rng.choice(["%02d:%02d" % (h, mi), "%02d:%02d:%02d" % (h, mi, s), "%d:%02d" % (h, mi),
                       "%02d%02dh" % (h, mi), "%d:%02d:%02d.%03d" % (h, mi, s, rng.randint(0, 999)),
                       "%02d:%02d-%02d:%02d" % (h, mi, (h + 1) % 24, mi)])


def _cur(rng, lang, x, cents=True):
    c = ".%02d" % rng.randint(0, 99) if cents and rng.random() < 0.4 else ""
    if lang == "zh":
        return rng.choice(["{:,}元".format(x), "¥{:,}{}".format(x, c), "{:,}{}元".format(x, c), "RMB {:,}".format(x),
                           "{:,}块".format(x), "人民币{:,}元".format(x)])
    forms = ["${:,}{}".format(x, c), "£{:,}{}".format(x, c), "€{}".format("{:,}".format(x).replace(",", ".")) +
             (",%02d" % rng.randint(0, 99) if c else ""), "AUD {:,}".format(x), "{:,} USD".format(x),
             "CAD {:,}".format(x), "S${:,}".format(x), "{:,} EUR".format(x)]
    if x < 10000000:
        s = str(x)
        last3, rest, parts = s[-3:], s[:-3], []
        while len(rest) > 2:
            parts.insert(0, rest[-2:])
            rest = rest[:-2]
        if rest:
            parts.insert(0, rest)
        forms.append("₹" + ",".join(parts + [last3]))
    return rng.choice(forms)


AMOUNT_RANGES = {"rent": (1100, 6800), "salary": (28000, 185000), "car": (8500, 95000), "bill": (1200, 85000),
                 "budget": (12000, 90000), "small": (1000, 9999), "house": (180000, 2500000),
                 "big": (1000, 99999999)}


def neg_amount(rng, lang, v=None):
    lo, hi = AMOUNT_RANGES[v or rng.choice(list(AMOUNT_RANGES))]
    x = rng.randint(lo, hi)
    if lang == "zh" and v in ("salary", "house", "car", "budget") and rng.random() < 0.3:
        return "%s万" % (round(x / 10000, 1))
    return _cur(rng, lang, x, cents=v not in ("salary", "house"))


def neg_version(rng, lang, v=None):
    a, b, c = rng.randint(0, 20), rng.randint(0, 30), rng.randint(0, 60)
    return rng.choice(["v%d.%d.%d" % (a, b, c), "%d.%d.%d" % (a + 1, b, c), "%d.%d" % (a + 1, b),
                       "%d.%d.%d-beta.%d" % (a, b, c, rng.randint(1, 9)), "build %d.%d" % (rng.randint(19000, 26100),
                                                                                         rng.randint(1000, 5000)),
                       "%d.%d.%d-rc%d" % (a, b, c, rng.randint(1, 5)), "v%d.%d.%d+%d" % (a, b, c, rng.randint(100, 999))])


def cn_postcode(rng):
    return rng.choice(["100080", "200120", "510630", "518057", "310012", "610041", "210008", "430070", "710061",
                       "300071", "100020", "215021", "410006", "361005", "401120", "266071"])


def neg_postcode(rng, lang, v=None):
    if lang == "zh" and rng.random() < 0.7:
        return cn_postcode(rng)
    return rng.choice(["SW1A 2AA", "EC1V %d%s%s" % (rng.randint(1, 9), rng.choice("ABDEFGHJ"), rng.choice("NPQRSTU")),
                       "%06d" % rng.choice([100080, 200120, 510630, 518057, 310012, 610041, 210008, 430070, 710061,
                                            300071, 100020, 215021]),
                       "%05d" % rng.choice([94105, 10001, 60614, 2134, 78704, 98103, 30307, 33133]),
                       "M5V %d%s%d" % (rng.randint(1, 9), rng.choice("ABCEGHJK"), rng.randint(0, 9)),
                       str(rng.choice([2000, 3000, 4000, 6000, 2042, 3065])), "%d" % rng.choice([10115, 80331, 75008, 20121]),
                       "%d %s%s" % (rng.choice([1012, 1015, 3011]), rng.choice("ABCDEFGH"), rng.choice("ABCDEFGH")),
                       "〒150-000%d" % rng.randint(1, 9), "%d" % rng.choice([560001, 400050, 110001]),
                       "01310-%03d" % rng.randint(100, 999), "D02 %s%d%s%d" % (rng.choice("AXYW"), rng.randint(1, 9),
                                                                           rng.choice("HKPR"), rng.randint(1, 9))])


def neg_measurement(rng, lang, v=None):
    zh = lang == "zh"
    v = v or rng.choice(["kid", "furniture", "volume", "area", "screen", "distance", "battery", "room", "power"])
    if v == "kid":
        return rng.choice(["%d cm" % rng.randint(95, 160), "%.1f kg" % rng.uniform(14, 48),
                           ("%d厘米" % rng.randint(95, 160)) if zh else "%d'%d\"" % (rng.randint(3, 5), rng.randint(0, 11)),
                           ("%.1f公斤" % rng.uniform(14, 48)) if zh else "%d lb" % rng.randint(30, 100)])
    if v == "furniture":
        return rng.choice(["%d x %d x %d cm" % (rng.randint(150, 240), rng.randint(80, 100), rng.randint(70, 95)),
                           "%d×%d×%d mm" % (rng.randint(1500, 2400), rng.randint(800, 1000), rng.randint(700, 950)),
                           "%d cm wide, %d cm deep" % (rng.randint(150, 240), rng.randint(80, 100))])
    if v == "volume":
        return rng.choice(["%d ml" % rng.choice([150, 200, 250, 300, 400, 500, 750]), "%.1f L" % rng.uniform(0.5, 2.5),
                           "%d fl oz" % rng.choice([4, 6, 8, 12])] + (["%d毫升" % rng.choice([200, 250, 500])] if zh else []))
    if v == "area":
        return rng.choice(["%.1f m²" % rng.uniform(9, 45), "%d m x %d m" % (rng.randint(3, 8), rng.randint(3, 8))] +
                          (["%d平方米" % rng.randint(9, 45), "%d平" % rng.randint(9, 45)] if zh else
                           ["{:,} sq ft".format(rng.randint(120, 480))]))
    if v == "screen":
        return rng.choice(["%.1f inch" % rng.choice([11.0, 13.3, 14.0, 15.6, 16.0]), "%.1f\"" % rng.choice([13.3, 14.0, 15.6]),
                           "%d英寸" % rng.choice([13, 14, 16]) if zh else "%d-inch" % rng.choice([13, 14, 16])])
    if v == "distance":
        return rng.choice(["%.2f km" % rng.uniform(2, 25), "%d steps" % rng.randint(4000, 19000) if not zh else
                           "%d步" % rng.randint(4000, 19000), "%.1f miles" % rng.uniform(1, 15)])
    if v == "battery":
        return rng.choice(["%d mAh" % rng.choice([5000, 10000, 20000, 26800]), "%d Wh" % rng.choice([74, 99, 160])])
    if v == "power":
        return rng.choice(["%d W" % rng.choice([65, 100, 1200, 2000]), "%.1f GHz" % rng.choice([2.4, 5.0, 3.2, 4.7])])
    return rng.choice(["%.1f m x %.1f m" % (rng.uniform(2, 6), rng.uniform(2, 6)), "%.1f m²" % rng.uniform(9, 40)])


def neg_score(rng, lang, v=None):
    v = v or rng.choice(["match", "ielts", "gpa", "game", "quiz", "rating", "exam"])
    if v == "match":
        return rng.choice(["%d-%d" % (rng.randint(0, 6), rng.randint(0, 6)), "%d:%d" % (rng.randint(80, 130), rng.randint(80, 130)),
                           "%d-%d, %d-%d" % (6, rng.randint(0, 4), rng.randint(3, 7), 6)])
    if v == "ielts":
        return "%.1f" % rng.choice([5.5, 6.0, 6.5, 7.0, 7.5, 8.0])
    if v == "gpa":
        return "%.2f" % rng.uniform(2.5, 4.0)
    if v == "game":
        return rng.choice(["K/D %.2f" % rng.uniform(0.5, 3.5), "%d/%d/%d KDA" % (rng.randint(0, 20), rng.randint(0, 12), rng.randint(0, 25)),
                           "%d-%d" % (rng.randint(0, 20), rng.randint(0, 20))])
    if v == "quiz":
        return "%d/%d" % (rng.randint(12, 100), 100)
    if v == "rating":
        return rng.choice(["%.1f/10" % rng.uniform(5, 9.6), "%.1f" % rng.uniform(5, 9.6)])
    return ("%d分" % rng.randint(420, 710)) if lang == "zh" else "%d/1600" % rng.randint(900, 1600)


def neg_flight(rng, lang, v=None):
    return rng.choice(["%s%d" % (rng.choice(["CA", "MU", "CZ", "HU", "MF", "ZH", "3U", "UA", "BA", "LH", "AF", "SQ",
                                              "CX", "EK", "QR", "NH", "JL", "KE", "TK", "QF", "AA", "DL"]),
                                  rng.randint(10, 9899)),
                       "%s %d" % (rng.choice(["BA", "LH", "UA", "EK", "SQ", "CX", "QF", "AC"]), rng.randint(1, 999))])


def isbn13(rng):
    body = rng.choice(["9787", "9780", "9781", "9784"]) + "".join(str(rng.randrange(10)) for _ in range(8))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def neg_isbn(rng, lang, v=None):
    i = isbn13(rng)
    return rng.choice([i, "%s-%s-%s-%s-%s" % (i[:3], i[3], i[4:8], i[8:12], i[12]),
                       "ISBN %s-%s-%s-%s-%s" % (i[:3], i[3], i[4:8], i[8:12], i[12])])


def neg_serial_number(rng, lang, v=None):
    A = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"
    return rng.choice(["C02%s" % "".join(rng.choice(A) for _ in range(9)), "%s%s" % (
        "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)), digits(rng, 8)),
        "SN%s" % "".join(rng.choice(A) for _ in range(12)),
        "%s-%s-%s" % ("".join(rng.choice(A) for _ in range(4)), "".join(rng.choice(A) for _ in range(4)),
                      "".join(rng.choice(A) for _ in range(4))),
        "5CD%s%s" % (digits(rng, 4), "".join(rng.choice(A) for _ in range(3)))])


def neg_coordinates(rng, lang, v=None):
    la, lo = rng.uniform(-45, 60), rng.uniform(-120, 150)
    return rng.choice(["%.4f, %.4f" % (la, lo), "%.6f,%.6f" % (la, lo),
                       "%d°%d′N %d°%d′E" % (abs(int(la)), rng.randint(0, 59), abs(int(lo)), rng.randint(0, 59)),
                       "(%.5f, %.5f)" % (la, lo), "N%.4f E%.4f" % (abs(la), abs(lo))])


def neg_hash(rng, lang, v=None):
    n = rng.choice([7, 12, 32, 40, 64])
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def neg_meeting_id(rng, lang, v=None):
    v = v or rng.choice(["zoom", "tencent", "teams", "zoom"])
    if v == "zoom":
        return rng.choice(["%s %s %s" % (digits(rng, 3, "89"), digits(rng, 4), digits(rng, 4)),
                           "%s %s %s" % (digits(rng, 3, "2345679"), digits(rng, 3), digits(rng, 4)),
                           digits(rng, 11, "89")])
    if v == "tencent":
        return rng.choice(["%s-%s-%s" % (digits(rng, 3, "2456789"), digits(rng, 3), digits(rng, 3)),
                           "%s %s %s" % (digits(rng, 3, "2456789"), digits(rng, 3), digits(rng, 3)), digits(rng, 9, "2456789")])
    return "%s %s %s %s" % (digits(rng, 3), digits(rng, 3), digits(rng, 3), digits(rng, 3))


def neg_math(rng, lang, v=None):
    a, b = rng.randint(100, 99999), rng.randint(10, 9999)
    return rng.choice(["%d + %d = %d" % (a, b, a + b), "%d × %d = %d" % (a % 1000, b % 100, (a % 1000) * (b % 100)),
                       "%d - %d" % (a, b), "%d ÷ %d" % (a, b % 90 + 2), "2^%d = %d" % (b % 20 + 5, 2 ** (b % 20 + 5)),
                       "%dx + %d = %d" % (b % 9 + 2, a % 100, a % 100 + (b % 9 + 2) * 7),
                       "(%d + %d) * %d" % (a % 500, b % 500, b % 12 + 2), "sqrt(%d)" % (rng.randint(10, 300) ** 2)])


def neg_year(rng, lang, v=None):
    return str(rng.choice([rng.randint(1950, 2026), rng.randint(1985, 2026)]))


def neg_invalid_card(rng, lang, v=None):
    d = make_card_digits(rng, length=rng.choice([16, 16, 16, 19, 18]), valid=False, cn=(lang == "zh"))
    return group_card(rng, d)


def neg_invalid_id(rng, lang, v=None):
    return make_cn_id(rng, bad=True)


def neg_medical_reading(rng, lang, v=None):
    v = v or rng.choice(["bp", "glucose", "hr", "lab", "temp"])
    if v == "bp":
        return rng.choice(["%d/%d mmHg" % (rng.randint(100, 170), rng.randint(60, 105)), "%d/%d" % (rng.randint(100, 170), rng.randint(60, 105))])
    if v == "glucose":
        return rng.choice(["%.1f mmol/L" % rng.uniform(4.2, 8.5), "%d mg/dL" % rng.randint(75, 150)])
    if v == "hr":
        return "%d bpm" % rng.randint(48, 130) if lang == "en" or rng.random() < 0.5 else "%d次/分" % rng.randint(48, 130)
    if v == "temp":
        return rng.choice(["%.1f℃" % rng.uniform(36.5, 40), "%.1f°C" % rng.uniform(36.5, 40)] +
                          (["%.1f°F" % rng.uniform(97.5, 104)] if lang == "en" else []))
    return rng.choice(["HbA1c %.1f%%" % rng.uniform(4.8, 9.5), "TSH %.2f mIU/L" % rng.uniform(0.3, 8),
                       "LDL %.1f mmol/L" % rng.uniform(1.8, 5.5), "eGFR %d" % rng.randint(30, 120),
                       "ALT %d U/L" % rng.randint(10, 120), "SpO2 %d%%" % rng.randint(88, 100)])


def neg_pickup_code(rng, lang, v=None):
    return rng.choice(["%d-%d-%04d" % (rng.randint(1, 9), rng.randint(1, 9), rng.randint(1000, 9999)),
                       "%s%03d" % (rng.choice("ABCDEFKM"), rng.randint(1, 999)), digits(rng, 6, "123456789"),
                       digits(rng, 8, "2345689"), "%d-%04d" % (rng.randint(1, 30), rng.randint(1000, 9999)),
                       "%d号柜%d" % (rng.randint(1, 20), rng.randint(1000, 9999)) if lang == "zh" else
                       "locker %d, code %s" % (rng.randint(1, 60), digits(rng, 6))])


def ean13(rng, prefix=None):
    body = (prefix or rng.choice(["690", "692", "693", "694", "695", "400", "500", "880", "471", "489", "750"]))
    body += "".join(str(rng.randrange(10)) for _ in range(12 - len(body)))
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - s % 10) % 10)


def neg_barcode(rng, lang, v=None):
    e = ean13(rng)
    if rng.random() < 0.25:
        body = "0" + "".join(str(rng.randrange(10)) for _ in range(10))
        s = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
        return body + str((10 - s % 10) % 10)
    return e


def neg_timestamp(rng, lang, v=None):
    t = rng.randint(1672531200, 1795000000)
    return rng.choice([str(t), str(t) + "%03d" % rng.randint(0, 999)])


def neg_train_number(rng, lang, v=None):
    return rng.choice(["G%d" % rng.randint(1, 9999), "D%d" % rng.randint(1, 9999), "K%d" % rng.randint(1, 1999),
                       "Z%d" % rng.randint(1, 299), "C%d" % rng.randint(1000, 9999), "T%d" % rng.randint(1, 399)])


def neg_invoice_number(rng, lang, v=None):
    return rng.choice(["INV-%d-%05d" % (rng.choice([2024, 2025, 2026]), rng.randint(1, 99999)), digits(rng, 8, "0"),
                       digits(rng, 20, "2"), "%s-%s" % (digits(rng, 12, "0"), digits(rng, 8, "0")),
                       "FP%s" % digits(rng, 10)])


CC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"
CC_W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]


def neg_credit_code(rng, lang, v=None):
    while True:
        body = rng.choice(["91", "92", "93", "52", "12"]) + rng.choice(REGIONS)
        body += "".join(rng.choice("0123456789" * 3 + "ABCDEFGHJKLMNPQRTUWXY") for _ in range(9))
        s = sum(CC_CHARS.index(c) * w for c, w in zip(body, CC_W))
        chk = CC_CHARS[(31 - s % 31) % 31]
        code = body + chk
        if any(c.isalpha() for c in code):
            return code


def neg_stock_code(rng, lang, v=None):
    return rng.choice(["%06d" % rng.choice([600519, 601318, 300750, 2594, 688981, 600036, 1, 2415]),
                       "%05d.HK" % rng.choice([700, 9988, 3690, 1810, 5, 1299]), "%s.SZ" % rng.choice(["000858", "002594"]),
                       rng.choice(["AAPL", "TSLA", "NVDA", "MSFT", "BABA"]) + " $%.2f" % rng.uniform(50, 900)])


def neg_transaction_id(rng, lang, v=None):
    y, m, d = rand_date(rng)
    return rng.choice(["TXN%d%02d%02d%s" % (y, m, d, digits(rng, 6, "0")), "%d%02d%02d%s" % (y, m, d, digits(rng, 10, "0123")),
                       "REF-%s" % "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(10)),
                       "42%s" % digits(rng, 26, "0")])


def neg_otp_code(rng, lang, v=None):
    return rng.choice([digits(rng, 6, "0123456789"), digits(rng, 4), "%s %s" % (digits(rng, 3), digits(rng, 3)),
                       "G-%s" % digits(rng, 6)])


def neg_uuid(rng, lang, v=None):
    h = lambda n: "".join(rng.choice("0123456789abcdef") for _ in range(n))
    return "%s-%s-4%s-%s%s-%s" % (h(8), h(4), h(3), rng.choice("89ab"), h(3), h(12))


def neg_model_number(rng, lang, v=None):
    return rng.choice(["A%d" % rng.randint(1500, 3200), "SM-S%d%s" % (rng.randint(900, 939), rng.choice("BUN")),
                       "RTX %d" % rng.choice([3060, 4070, 4090, 5080]), "WH-1000XM%d" % rng.randint(3, 5),
                       "KD-%d%s%d" % (rng.choice([55, 65, 75]), rng.choice("XA"), rng.randint(80, 95)),
                       "SKU %s" % digits(rng, 12), "型号 %s-%d" % (rng.choice(["BCD", "KFR", "XQB"]), rng.randint(100, 700))
                       if lang == "zh" else "model %s-%d" % (rng.choice(["DW", "HX", "TP"]), rng.randint(100, 9999))])


def neg_ticket_number(rng, lang, v=None):
    return rng.choice(["%d-%s" % (rng.choice([999, 781, 784, 125, 176, 618, 160, 16]), digits(rng, 10)),
                       "E%s" % digits(rng, 9), "%s%s" % (rng.choice(["E", "G", "K"]), digits(rng, 9, "0123456789"))])


def neg_lottery(rng, lang, v=None):
    reds = sorted(rng.sample(range(1, 34), 6))
    return " ".join("%02d" % x for x in reds) + " + %02d" % rng.randint(1, 16)


def neg_percentage(rng, lang, v=None):
    return rng.choice(["%.1f%%" % rng.uniform(-30, 80), "%.2f%%" % rng.uniform(0, 12), "%d%%" % rng.randint(1, 100)])


def neg_section_number(rng, lang, v=None):
    return rng.choice(["%d.%d.%d" % (rng.randint(1, 12), rng.randint(1, 9), rng.randint(1, 9)), "%d.%d" % (rng.randint(1, 20),
                                                                                                           rng.randint(1, 30)),
                       "§%d(%d)" % (rng.randint(1, 300), rng.randint(1, 9)), "Art. %d.%d" % (rng.randint(1, 99), rng.randint(1, 9))])


def neg_exchange_rate(rng, lang, v=None):
    return rng.choice(["1 USD = %.4f CNY" % rng.uniform(6.8, 7.4), "1 EUR = %.4f USD" % rng.uniform(1.0, 1.2),
                       "100 JPY = %.3f CNY" % rng.uniform(4.5, 5.2), "GBP/USD %.4f" % rng.uniform(1.2, 1.35)])


def neg_partial_number(rng, lang, v=None):
    v = v or rng.choice(["tail", "mphone", "mcard"])
    if v == "tail":
        return "%04d" % rng.randint(0, 9999)
    if v == "mphone":
        return rng.choice(["1%d%d****%04d", "1%d%d-****-%04d"]) % (rng.randint(3, 9), rng.randint(0, 9), rng.randint(0, 9999))
    return rng.choice(["**** **** **** %04d" % rng.randint(0, 9999), "****%04d" % rng.randint(0, 9999),
                       "%s******%s" % (digits(rng, 6, "456"), digits(rng, 4, "0123456789"))])


def neg_room_number(rng, lang, v=None):
    return rng.choice(["%d" % rng.randint(101, 2899), "%d-%d" % (rng.randint(1, 30), rng.randint(101, 2899)),
                       "B%d-%03d" % (rng.randint(1, 3), rng.randint(1, 300)), "%s%d" % (rng.choice("ABCDE"), rng.randint(101, 999))])


def neg_course_code(rng, lang, v=None):
    return rng.choice(["CS%d" % rng.randint(1000, 4999), "MATH %d" % rng.randint(100, 499), "ECON%d" % rng.randint(100, 399),
                       "COMP%d" % rng.randint(1000, 9999), "PHYS %d" % rng.randint(1000, 3999)])


def neg_wifi_password(rng, lang, v=None):
    return rng.choice([digits(rng, 8), digits(rng, 10, "2345678"), "%s%s" % (rng.choice(["home", "guest", "cafe"]), digits(rng, 4))])


def neg_bus_route(rng, lang, v=None):
    return rng.choice(["%d" % rng.randint(1, 999), "%d路" % rng.randint(1, 999) if lang == "zh" else "N%d" % rng.randint(1, 99),
                       "X%d" % rng.randint(1, 99), "%d%s" % (rng.randint(1, 99), rng.choice("ABX"))])


def neg_temperature(rng, lang, v=None):
    return rng.choice(["%d°C" % rng.randint(-20, 42), "%d°F" % rng.randint(0, 105), "%d℃" % rng.randint(-20, 42),
                       "%d~%d℃" % (rng.randint(-5, 20), rng.randint(21, 38))])


NEG_MAKERS = {k[4:]: v for k, v in globals().items() if k.startswith("neg_")}
