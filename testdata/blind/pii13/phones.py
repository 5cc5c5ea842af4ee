"""Phone-number generators for 40 countries (made-up numbers, real numbering plans).

Every function `xx(r, typ)` returns ONE formatted phone number as a person would type it in that
country, choosing at random between national and international (+CC / 00CC) forms and between the
separators people really use there.  `typ` is "mob" (mobile) or "land" (fixed line).

Notation in the comments:  CC = country calling code, NSN = national significant number (the digits
after the CC), trunk = prefix dialled only inside the country (dropped after +CC).
Numbers are random digits inside real prefixes; they are invented, not looked up.
"""
import random

CC = {}      # country -> calling code (digits)
NAMES = {}   # country -> English name (for README)
GEN = {}     # country -> generator


def rd(r, n, first="0123456789"):
    """n random digits, the first one taken from `first`."""
    if n <= 0:
        return ""
    return r.choice(first) + "".join(r.choice("0123456789") for _ in range(n - 1))


def grp(s, sizes, sep=" "):
    """Split s into groups of the given sizes (must add up to len(s))."""
    assert sum(sizes) == len(s), (s, sizes)
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def country(code, cc, name):
    def deco(f):
        CC[code] = cc
        NAMES[code] = name
        GEN[code] = f
        return f
    return deco


# ---------------------------------------------------------------- Asia
@country("CN", "86", "China (mainland)")
def cn(r, typ):
    # China +86, trunk 0 (landlines only). Mobile: 11 digits 1[3-9]X XXXX XXXX, no trunk, no area code.
    # Fixed: 0 + area code (2 digits for 10 Beijing, 2X big cities; 3 digits elsewhere, e.g. 755
    # Shenzhen, 571 Hangzhou) + 8-digit subscriber (7 or 8 in smaller 3-digit areas).
    if typ == "mob":
        p = r.choice(["130", "131", "132", "133", "135", "136", "137", "138", "139", "147", "150",
                      "151", "152", "153", "155", "156", "157", "158", "159", "166", "172", "173",
                      "175", "176", "177", "178", "180", "181", "182", "183", "185", "186", "187",
                      "188", "189", "191", "193", "195", "198", "199"])
        n = p + rd(r, 8)
        return r.choice([
            n, n, n, grp(n, [3, 4, 4]), grp(n, [3, 4, 4], "-"), grp(n, [3, 4, 4]),
            "+86 " + grp(n, [3, 4, 4]), "+86 " + n, "+86-" + grp(n, [3, 4, 4], "-"),
            "+86" + n, "0086 " + n, "(+86) " + n, "(+86)" + grp(n, [3, 4, 4]), "0086-" + n,
        ])
    area = r.choice(["10", "20", "21", "22", "23", "25", "27", "28", "29", "755", "571", "512",
                     "532", "591", "731", "371", "551", "871", "431", "451", "311", "351", "592",
                     "769", "757"])
    sub = rd(r, 8 if len(area) == 2 or area in ("755", "571", "512", "769", "757") else r.choice([7, 8]),
             "2345678")
    s = grp(sub, [4, len(sub) - 4]) if len(sub) == 8 else grp(sub, [3, 4])
    return r.choice([
        "0%s-%s" % (area, sub), "0%s-%s" % (area, s), "(0%s)%s" % (area, sub), "(0%s) %s" % (area, s),
        "0%s %s" % (area, sub), "0%s%s" % (area, sub), "+86 %s %s" % (area, s),
        "+86-%s-%s" % (area, sub), "0086 %s %s" % (area, sub),
    ])


@country("HK", "852", "Hong Kong")
def hk(r, typ):
    # Hong Kong +852, closed 8-digit plan, no trunk prefix, no area codes.
    # Mobile starts 5, 6, 9; fixed lines start 2 or 3.
    n = rd(r, 8, "569" if typ == "mob" else "23")
    return r.choice([grp(n, [4, 4]), n, grp(n, [4, 4], "-"), "+852 " + grp(n, [4, 4]),
                     "+852-" + grp(n, [4, 4], "-"), "+852" + n, "(852) " + grp(n, [4, 4]),
                     "00852 " + grp(n, [4, 4]), "+852 " + n])


@country("TW", "886", "Taiwan")
def tw(r, typ):
    # Taiwan +886, trunk 0. Mobile 09XX-XXX-XXX (NSN 9 digits starting 9).
    # Fixed: (02) Taipei + 8 digits, (04) Taichung + 8, (07) Kaohsiung + 7.
    if typ == "mob":
        n = "9" + rd(r, 8)
        return r.choice(["0" + grp(n, [3, 3, 3], "-"), "0" + n, "0" + grp(n, [3, 3, 3]),
                         "+886 " + grp(n, [3, 3, 3]), "+886-" + grp(n, [3, 3, 3], "-"), "+886" + n,
                         "+886 " + n, "0" + grp(n, [3, 6], "-")])
    a = r.choice(["2", "2", "4", "7"])
    sub = rd(r, 7 if a == "7" else 8, "2345678")
    s = grp(sub, [len(sub) - 4, 4], "-")
    return r.choice(["(0%s) %s" % (a, s), "(0%s)%s" % (a, s), "0%s-%s" % (a, s), "0%s %s" % (a, sub),
                     "+886 %s %s" % (a, s.replace("-", " ")), "+886-%s-%s" % (a, s)])


@country("SG", "65", "Singapore")
def sg(r, typ):
    # Singapore +65, closed 8-digit plan, no trunk. Mobile starts 8 or 9, fixed starts 6.
    n = rd(r, 8, "89" if typ == "mob" else "6")
    return r.choice([grp(n, [4, 4]), n, grp(n, [4, 4], "-"), "+65 " + grp(n, [4, 4]),
                     "+65 " + n, "+65-" + grp(n, [4, 4], "-"), "+65" + n, "(65) " + grp(n, [4, 4])])


@country("MY", "60", "Malaysia")
def my(r, typ):
    # Malaysia +60, trunk 0. Mobile 01X-XXX XXXX (010, 012-014, 016-019 + 7 digits; 011 + 8 digits).
    # Fixed: 03 Kuala Lumpur/Selangor + 8 digits; 04 Penang, 05 Perak, 07 Johor + 7 digits.
    if typ == "mob":
        p = r.choice(["10", "12", "13", "14", "16", "17", "18", "19", "11"])
        n = p + rd(r, 8 if p == "11" else 7)
        rest = n[2:]
        g = grp(rest, [4, 4]) if len(rest) == 8 else grp(rest, [3, 4])
        return r.choice(["0%s-%s" % (p, g), "0%s-%s" % (p, rest), "0" + n, "0%s %s" % (p, g),
                         "+60 %s-%s" % (p, g), "+60%s-%s" % (p, g), "+60" + n, "+60 %s %s" % (p, g)])
    a = r.choice(["3", "3", "4", "5", "7"])
    sub = rd(r, 8 if a == "3" else 7, "2345678")
    g = grp(sub, [4, 4]) if len(sub) == 8 else grp(sub, [3, 4])
    return r.choice(["0%s-%s" % (a, g), "0%s-%s" % (a, sub), "0%s %s" % (a, g), "+60 %s-%s" % (a, g),
                     "+60 %s %s" % (a, g)])


@country("JP", "81", "Japan")
def jp(r, typ):
    # Japan +81, trunk 0. Mobile 070/080/090 + 8 digits (NSN 10). Fixed NSN 9 digits:
    # 03 Tokyo / 06 Osaka + 8; 045 Yokohama, 052 Nagoya, 011 Sapporo, 092 Fukuoka, 075 Kyoto + 7.
    if typ == "mob":
        p = r.choice(["90", "80", "70", "90"])
        s = rd(r, 8)
        return r.choice(["0%s-%s-%s" % (p, s[:4], s[4:]), "0%s%s" % (p, s), "0%s %s %s" % (p, s[:4], s[4:]),
                         "+81 %s-%s-%s" % (p, s[:4], s[4:]), "+81 %s %s %s" % (p, s[:4], s[4:]),
                         "+81%s%s" % (p, s), "+81-%s-%s-%s" % (p, s[:4], s[4:])])
    a = r.choice(["3", "6", "45", "52", "11", "92", "75"])
    s = rd(r, 9 - len(a), "2345678")
    x, y = (s[:4], s[4:]) if len(a) == 1 else (s[:3], s[3:])
    return r.choice(["0%s-%s-%s" % (a, x, y), "(0%s) %s-%s" % (a, x, y), "0%s(%s)%s" % (a, x, y),
                     "0%s%s%s" % (a, x, y), "+81 %s-%s-%s" % (a, x, y), "+81 %s %s %s" % (a, x, y)])


@country("KR", "82", "South Korea")
def kr(r, typ):
    # South Korea +82, trunk 0. Mobile 010 + 8 digits. Fixed: 02 Seoul + 7-8 digits;
    # 051 Busan, 032 Incheon, 053 Daegu + 7-8 digits.
    if typ == "mob":
        s = rd(r, 8, "2345678")
        return r.choice(["010-%s-%s" % (s[:4], s[4:]), "010" + s, "010 %s %s" % (s[:4], s[4:]),
                         "010.%s.%s" % (s[:4], s[4:]), "+82 10-%s-%s" % (s[:4], s[4:]),
                         "+82 10 %s %s" % (s[:4], s[4:]), "+8210" + s, "+82-10-%s-%s" % (s[:4], s[4:])])
    a = r.choice(["2", "2", "51", "32", "53"])
    s = rd(r, r.choice([7, 8]), "2345678")
    x, y = s[:-4], s[-4:]
    return r.choice(["0%s-%s-%s" % (a, x, y), "0%s %s %s" % (a, x, y), "(0%s) %s-%s" % (a, x, y),
                     "+82 %s-%s-%s" % (a, x, y), "+82-%s-%s-%s" % (a, x, y)])


@country("IN", "91", "India")
def in_(r, typ):
    # India +91, trunk 0. Mobile 10 digits starting 6-9 (commonly written 98765 43210).
    # Fixed: STD code + subscriber = 10 digits, e.g. 11 Delhi, 22 Mumbai, 80 Bengaluru, 44 Chennai,
    # 33 Kolkata, 40 Hyderabad, 20 Pune + 8 digits.
    if typ == "mob":
        n = rd(r, 10, "6789")
        return r.choice([grp(n, [5, 5]), n, "0" + n, grp(n, [5, 5], "-"), "+91 " + grp(n, [5, 5]),
                         "+91-" + n, "+91" + n, "+91 " + n, "0091 " + grp(n, [5, 5]),
                         "+91 " + grp(n, [3, 3, 4])])
    a = r.choice(["11", "22", "80", "44", "33", "40", "20"])
    s = rd(r, 8, "2346")
    return r.choice(["0%s-%s %s" % (a, s[:4], s[4:]), "0%s %s" % (a, s), "0%s-%s" % (a, s),
                     "+91 %s %s %s" % (a, s[:4], s[4:]), "+91-%s-%s" % (a, s), "(0%s) %s" % (a, s)])


@country("PH", "63", "Philippines")
def ph(r, typ):
    # Philippines +63, trunk 0. Mobile 09XX XXX XXXX (NSN 10 digits starting 9, prefix by network:
    # 917/927/956 Globe, 918/919/998 Smart, 991-994 DITO). Fixed: (02) Metro Manila + 8 digits
    # starting 8; (032) Cebu + 7 digits.
    if typ == "mob":
        p = r.choice(["905", "906", "915", "916", "917", "926", "927", "935", "945", "956", "966", "977",
                      "995", "907", "908", "909", "918", "919", "920", "921", "928", "929", "939", "947",
                      "998", "999", "991", "993"])
        n = p + rd(r, 7)
        return r.choice(["0" + grp(n, [3, 3, 4]), "0" + n, "0" + grp(n, [3, 3, 4], "-"),
                         "+63 " + grp(n, [3, 3, 4]), "+63" + n, "+63 " + grp(n, [3, 3, 4], "-"),
                         "+63-" + grp(n, [3, 3, 4], "-"), "0" + grp(n, [3, 7])])
    if r.random() < 0.75:
        s = "8" + rd(r, 7)
        return r.choice(["(02) %s %s" % (s[:4], s[4:]), "02-%s-%s" % (s[:4], s[4:]), "02 %s" % s,
                         "+63 2 %s %s" % (s[:4], s[4:]), "(02) %s-%s" % (s[:4], s[4:])])
    s = rd(r, 7, "2345")
    return r.choice(["(032) %s %s" % (s[:3], s[3:]), "032-%s-%s" % (s[:3], s[3:]),
                     "+63 32 %s %s" % (s[:3], s[3:])])


@country("TH", "66", "Thailand")
def th(r, typ):
    # Thailand +66, trunk 0. Mobile 06X/08X/09X + 7 digits (NSN 9). Fixed: 02 Bangkok + 7 digits;
    # 053 Chiang Mai, 076 Phuket + 6 digits (NSN 8).
    if typ == "mob":
        n = rd(r, 1, "689") + rd(r, 8)
        return r.choice(["0" + grp(n, [2, 3, 4], "-"), "0" + n, "0" + grp(n, [2, 3, 4]),
                         "+66 " + grp(n, [2, 3, 4]), "+66" + n, "+66-" + grp(n, [2, 3, 4], "-"),
                         "+66 " + n, "0" + grp(n, [2, 7], "-")])
    if r.random() < 0.7:
        s = rd(r, 7, "2345679")
        return r.choice(["02-%s-%s" % (s[:3], s[3:]), "02 %s %s" % (s[:3], s[3:]), "02%s" % s,
                         "+66 2 %s %s" % (s[:3], s[3:]), "+66 2%s" % s])
    a = r.choice(["53", "76"])
    s = rd(r, 6, "2345")
    return r.choice(["0%s-%s-%s" % (a, s[:3], s[3:]), "0%s %s %s" % (a, s[:3], s[3:]),
                     "+66 %s %s %s" % (a, s[:3], s[3:])])


@country("VN", "84", "Vietnam")
def vn(r, typ):
    # Vietnam +84, trunk 0. Mobile NSN 9 digits: 3[2-9], 5[689], 7[06-9], 8[1-9], 9X + 7 digits.
    # Fixed (since 2017): 24 Hanoi / 28 Ho Chi Minh City + 8 digits.
    if typ == "mob":
        p = r.choice(["32", "33", "35", "37", "39", "56", "58", "70", "77", "79", "81", "83", "86",
                      "88", "90", "91", "93", "94", "96", "97", "98"])
        n = p + rd(r, 7)
        return r.choice(["0" + grp(n, [3, 3, 3]), "0" + n, "0" + grp(n, [2, 3, 4]), "0" + grp(n, [3, 3, 3], "."),
                         "+84 " + grp(n, [3, 3, 3]), "+84" + n, "+84 " + grp(n, [2, 3, 2, 2]),
                         "(+84) " + n])
    a = r.choice(["24", "28"])
    s = rd(r, 8, "3567")
    return r.choice(["0%s %s %s" % (a, s[:4], s[4:]), "(0%s) %s %s" % (a, s[:4], s[4:]),
                     "0%s.%s.%s" % (a, s[:4], s[4:]), "+84 %s %s %s" % (a, s[:4], s[4:]), "0%s%s" % (a, s)])


@country("ID", "62", "Indonesia")
def id_(r, typ):
    # Indonesia +62, trunk 0. Mobile 08XX + 6-9 digits (NSN 9-12 digits starting 8; 811-813, 821-823,
    # 852-853 Telkomsel; 814-816, 855-858 Indosat; 817-819, 859, 877-878 XL; 895-899 Tri).
    # Fixed: (021) Jakarta + 8 digits, (031) Surabaya + 7-8 digits.
    if typ == "mob":
        p = r.choice(["811", "812", "813", "821", "822", "852", "853", "815", "856", "857", "817",
                      "818", "819", "859", "877", "878", "895", "896", "898"])
        n = p + rd(r, r.choice([8, 8, 9, 7]))
        rest = n[3:]
        g = grp(rest, [4, len(rest) - 4])
        return r.choice(["0%s-%s" % (p, g.replace(" ", "-")), "0%s %s" % (p, g), "0" + n,
                         "+62 %s-%s" % (p, g.replace(" ", "-")), "+62 %s %s" % (p, g), "+62" + n,
                         "(+62) %s%s" % (p, rest), "62" + n])
    a = r.choice(["21", "21", "31"])
    s = rd(r, 8, "345789")
    return r.choice(["(0%s) %s %s" % (a, s[:4], s[4:]), "0%s-%s-%s" % (a, s[:4], s[4:]),
                     "0%s %s" % (a, s), "+62 %s %s %s" % (a, s[:4], s[4:]), "+62-%s-%s" % (a, s)])


@country("PK", "92", "Pakistan")
def pk(r, typ):
    # Pakistan +92, trunk 0. Mobile 03XX + 7 digits (NSN 10: 300-349). Fixed: 21 Karachi,
    # 42 Lahore, 51 Islamabad + 8 digits.
    if typ == "mob":
        n = "3" + rd(r, 1, "01234") + rd(r, 8)
        return r.choice(["0" + grp(n, [3, 7]), "0" + grp(n, [3, 7], "-"), "0" + n,
                         "+92 " + grp(n, [3, 7]), "+92-" + grp(n, [3, 7], "-"), "+92" + n,
                         "+92 " + grp(n, [3, 3, 4])])
    a = r.choice(["21", "42", "51"])
    s = rd(r, 8, "3")
    return r.choice(["0%s-%s" % (a, s), "(0%s) %s %s" % (a, s[:4], s[4:]), "+92 %s %s %s" % (a, s[:4], s[4:]),
                     "0%s %s" % (a, s)])


# ---------------------------------------------------------------- Oceania
@country("AU", "61", "Australia")
def au(r, typ):
    # Australia +61, trunk 0, NSN 9 digits. Mobile 04XX XXX XXX. Fixed: (02) NSW/ACT, (03) VIC/TAS,
    # (07) QLD, (08) SA/WA/NT + 8 digits.
    if typ == "mob":
        n = "4" + rd(r, 8)
        return r.choice(["0" + grp(n, [3, 3, 3]), "0" + n, "0" + grp(n, [3, 3, 3], "-"),
                         "+61 " + grp(n, [3, 3, 3]), "+61" + n, "+61 " + n,
                         "0" + grp(n, [1, 2, 3, 3]).replace(" ", "", 1)])
    a = r.choice("2378")
    s = rd(r, 8, "3456789")
    return r.choice(["(0%s) %s %s" % (a, s[:4], s[4:]), "0%s %s %s" % (a, s[:4], s[4:]),
                     "0%s%s" % (a, s), "+61 %s %s %s" % (a, s[:4], s[4:]), "0%s-%s-%s" % (a, s[:4], s[4:])])


@country("NZ", "64", "New Zealand")
def nz(r, typ):
    # New Zealand +64, trunk 0. Mobile 02X: 021/022/027/029 + 7 digits (021 also + 6).
    # Fixed: 03 South Island, 04 Wellington, 06, 07, 09 Auckland + 7 digits starting 2-9.
    if typ == "mob":
        p = r.choice(["21", "22", "27", "29", "21", "27"])
        s = rd(r, 6 if (p == "21" and r.random() < 0.25) else 7, "2345789")
        g = grp(s, [3, len(s) - 3])
        return r.choice(["0%s %s" % (p, g), "0%s%s" % (p, s), "0%s-%s" % (p, g.replace(" ", "-")),
                         "+64 %s %s" % (p, g), "+64%s%s" % (p, s), "+64 %s%s" % (p, s)])
    a = r.choice("34679")
    s = rd(r, 7, "2345789")
    return r.choice(["(0%s) %s %s" % (a, s[:3], s[3:]), "0%s %s %s" % (a, s[:3], s[3:]),
                     "0%s-%s %s" % (a, s[:3], s[3:]), "+64 %s %s %s" % (a, s[:3], s[3:]), "+64 %s%s" % (a, s)])


# ---------------------------------------------------------------- Americas
US_AREAS = ["212", "646", "718", "917", "347", "213", "310", "323", "424", "818", "626", "415", "628",
            "510", "408", "650", "312", "773", "617", "857", "206", "305", "786", "404", "678", "512",
            "713", "832", "214", "469", "602", "303", "702", "215", "202", "503", "612", "919", "971"]
CA_AREAS = ["416", "647", "437", "604", "778", "236", "514", "438", "403", "587", "780", "613", "343",
            "905", "289", "902", "204", "306", "418", "506", "709"]


def _nanp(r, areas):
    # NANP: NPA (area, N[0-8]X) + NXX (exchange, [2-9]XX, not X11) + XXXX. 555-01XX is the
    # fictional range; about one number in six uses it.
    a = r.choice(areas)
    if r.random() < 0.17:
        ex, line = "555", "01" + rd(r, 2)
    else:
        while True:
            ex = rd(r, 3, "23456789")
            if ex[1:] != "11" and ex != "555":
                break
        line = rd(r, 4)
    return r.choice([
        "(%s) %s-%s" % (a, ex, line), "(%s) %s-%s" % (a, ex, line), "%s-%s-%s" % (a, ex, line),
        "%s.%s.%s" % (a, ex, line), "%s %s %s" % (a, ex, line), "%s%s%s" % (a, ex, line),
        "+1 %s %s %s" % (a, ex, line), "+1 (%s) %s-%s" % (a, ex, line), "+1-%s-%s-%s" % (a, ex, line),
        "1-%s-%s-%s" % (a, ex, line), "+1%s%s%s" % (a, ex, line), "001 %s %s %s" % (a, ex, line),
        "%s/%s-%s" % (a, ex, line), "1 (%s) %s-%s" % (a, ex, line), "%s %s-%s" % (a, ex, line),
    ])


@country("US", "1", "United States")
def us(r, typ):
    # United States +1 (NANP), trunk 1; 10 digits NPA-NXX-XXXX; no mobile/fixed distinction.
    return _nanp(r, US_AREAS)


@country("CA", "1", "Canada")
def ca(r, typ):
    # Canada +1 (NANP), same 10-digit NPA-NXX-XXXX plan, Canadian area codes (416 Toronto, 604
    # Vancouver, 514 Montreal, 403 Calgary, 613 Ottawa, ...).
    return _nanp(r, CA_AREAS)


@country("MX", "52", "Mexico")
def mx(r, typ):
    # Mexico +52, 10-digit closed plan since 2019, no trunk. 55/56 Mexico City, 33 Guadalajara,
    # 81 Monterrey + 8 digits; other areas 3 digits + 7 (222 Puebla, 442 Queretaro, 664 Tijuana,
    # 998 Cancun). Old mobile form "+52 1 ..." is still typed.
    a = r.choice(["55", "56", "33", "81", "222", "442", "664", "998"])
    s = rd(r, 10 - len(a), "23456789")
    g = grp(s, [4, 4]) if len(s) == 8 else grp(s, [3, 4])
    return r.choice(["%s %s" % (a, g), "%s-%s" % (a, g.replace(" ", "-")), a + s, "(%s) %s" % (a, g),
                     "+52 %s %s" % (a, g), "+52 1 %s %s" % (a, g) if typ == "mob" else "+52 %s %s" % (a, g),
                     "+52" + a + s, "+52 (%s) %s" % (a, g)])


@country("BR", "55", "Brazil")
def br(r, typ):
    # Brazil +55, 2-digit DDD area code (11 Sao Paulo, 21 Rio, 31 BH, 41, 51, 61 Brasilia, 71, 81,
    # 85, 19, 48). Mobile: 9 + 8 digits (9XXXX-XXXX); fixed: [2-5]XXX-XXXX. Trunk 0 (+ carrier)
    # is rarely typed.
    d = r.choice(["11", "11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "48"])
    if typ == "mob":
        s = "9" + rd(r, 8, "6789")
        return r.choice(["(%s) %s-%s" % (d, s[:5], s[5:]), "(%s) %s %s-%s" % (d, s[0], s[1:5], s[5:]),
                         "%s %s-%s" % (d, s[:5], s[5:]), d + s, "+55 %s %s-%s" % (d, s[:5], s[5:]),
                         "+55 (%s) %s-%s" % (d, s[:5], s[5:]), "+55" + d + s, "+55 %s %s" % (d, s)])
    s = rd(r, 8, "2345")
    return r.choice(["(%s) %s-%s" % (d, s[:4], s[4:]), "%s %s-%s" % (d, s[:4], s[4:]),
                     "+55 %s %s-%s" % (d, s[:4], s[4:]), "+55 (%s) %s-%s" % (d, s[:4], s[4:])])


@country("AR", "54", "Argentina")
def ar(r, typ):
    # Argentina +54, trunk 0. Area code + subscriber = 10 digits: 11 Buenos Aires + 8 digits;
    # 351 Cordoba, 341 Rosario, 261 Mendoza + 7. Mobiles: nationally 0 + area + "15" + subscriber;
    # internationally +54 9 + area + subscriber.
    a = r.choice(["11", "11", "351", "341", "261"])
    if typ == "mob":
        s = rd(r, 10 - len(a), "23456")
        g = "%s-%s" % (s[:-4], s[-4:])
        return r.choice(["+54 9 %s %s" % (a, g), "+549%s%s" % (a, s), "0%s 15-%s" % (a, g),
                         "(0%s) 15 %s" % (a, g), "%s 15 %s" % (a, g.replace("-", " ")),
                         "+54 9 %s %s" % (a, g.replace("-", " "))])
    s = rd(r, 10 - len(a), "45" if a == "11" else "4")
    g = "%s-%s" % (s[:-4], s[-4:])
    return r.choice(["(0%s) %s" % (a, g), "0%s %s" % (a, g), "+54 %s %s" % (a, g), "0%s-%s" % (a, g)])


# ---------------------------------------------------------------- Europe
@country("GB", "44", "United Kingdom")
def gb(r, typ):
    # United Kingdom +44, trunk 0 (written "+44 (0)..." too). Mobile 07[1-57-9]XX + 6 digits
    # (NSN 10; 07700 900xxx is the drama range). Fixed: 020 London + 8 digits (7/8/3...),
    # 0121 Birmingham / 0161 Manchester / 0131 Edinburgh + 7, 01865 Oxford / 01223 Cambridge + 6.
    if typ == "mob":
        if r.random() < 0.15:
            n = "7700900" + rd(r, 3)
        else:
            n = "7" + rd(r, 1, "1234579") + rd(r, 8)
        return r.choice(["0" + grp(n, [4, 6]), "0" + n, "0" + grp(n, [4, 3, 3]), "+44 " + grp(n, [4, 6]),
                         "+44 (0)" + grp(n, [4, 6]), "+44" + n, "0044 " + grp(n, [4, 6]),
                         "+44 " + grp(n, [4, 3, 3]), "(0" + n[:4] + ") " + n[4:]])
    k = r.random()
    if k < 0.45:
        s = rd(r, 8, "378")
        return r.choice(["020 %s %s" % (s[:4], s[4:]), "(020) %s %s" % (s[:4], s[4:]),
                         "+44 20 %s %s" % (s[:4], s[4:]), "+44 (0)20 %s %s" % (s[:4], s[4:]),
                         "020%s" % s, "0207 %s %s" % (s[1:4], s[4:]) if s[0] == "7" else "020 %s" % s])
    if k < 0.8:
        a = r.choice(["121", "161", "131", "141", "113"])
        s = rd(r, 7, "2345679")
        return r.choice(["0%s %s %s" % (a, s[:3], s[3:]), "(0%s) %s %s" % (a, s[:3], s[3:]),
                         "+44 %s %s %s" % (a, s[:3], s[3:]), "0%s-%s-%s" % (a, s[:3], s[3:])])
    a = r.choice(["1865", "1223", "1273", "1904"])
    s = rd(r, 6, "2345679")
    return r.choice(["0%s %s" % (a, s), "(0%s) %s" % (a, s), "+44 %s %s" % (a, s), "+44 (0)%s %s" % (a, s)])


@country("IE", "353", "Ireland")
def ie(r, typ):
    # Ireland +353, trunk 0. Mobile 083/085/086/087/089 + 7 digits. Fixed: (01) Dublin + 7 digits,
    # 021 Cork + 7, 091 Galway + 6.
    if typ == "mob":
        n = "8" + r.choice("35679") + rd(r, 7, "123456789")
        return r.choice(["0" + grp(n, [2, 3, 4]), "0" + n, "0" + grp(n, [2, 3, 4], "-"),
                         "+353 " + grp(n, [2, 3, 4]), "+353 (0)" + grp(n, [2, 3, 4]), "+353" + n,
                         "00353 " + grp(n, [2, 3, 4])])
    a = r.choice(["1", "1", "21", "91"])
    s = rd(r, 6 if a == "91" else 7, "2345689")
    g = grp(s, [3, len(s) - 3])
    return r.choice(["(0%s) %s" % (a, g), "0%s %s" % (a, g), "+353 %s %s" % (a, g), "0%s-%s" % (a, s)])


@country("DE", "49", "Germany")
def de(r, typ):
    # Germany +49, trunk 0, written "+49 (0)..." too, slash after area code is traditional.
    # Mobile 015x/016x/017x: 151/152/157/159 + 8 digits, 160/170/171/175 + 7, others + 7 or 8.
    # Fixed: area code 2-5 digits + subscriber (30 Berlin, 40 Hamburg, 89 Munich, 69 Frankfurt + 7-8;
    # 221 Cologne, 711 Stuttgart, 211 Dusseldorf + 6-8).
    if typ == "mob":
        p = r.choice(["151", "152", "157", "159", "160", "170", "171", "175", "162", "172", "176", "177",
                      "178", "179"])
        ln = 8 if p in ("151", "152", "157", "159") else 7 if p in ("160", "170", "171", "175") else r.choice([7, 8])
        s = rd(r, ln)
        return r.choice(["0%s %s" % (p, s), "0%s/%s" % (p, s), "0%s-%s" % (p, s), "0%s%s" % (p, s),
                         "0%s %s %s" % (p, s[:4], s[4:]), "+49 %s %s" % (p, s), "+49 (0)%s %s" % (p, s),
                         "+49%s%s" % (p, s), "0049 %s %s" % (p, s), "+49 %s %s %s" % (p, s[:4], s[4:])])
    a = r.choice(["30", "40", "89", "69", "221", "711", "211"])
    s = rd(r, r.choice([7, 8]) if len(a) == 2 else r.choice([6, 7]), "2345678")
    return r.choice(["0%s %s" % (a, s), "0%s/%s" % (a, s), "(0%s) %s" % (a, s), "0%s-%s" % (a, s),
                     "+49 %s %s" % (a, s), "+49 (0)%s %s" % (a, s), "0%s / %s" % (a, s)])


@country("FR", "33", "France")
def fr(r, typ):
    # France +33, trunk 0, closed 10-digit plan written in pairs: mobile 06/07, fixed 01 (Paris)
    # to 05, 09 for VoIP boxes. NSN 9 digits.
    n = (r.choice("67") if typ == "mob" else r.choice("123459")) + rd(r, 8)
    nat = "0" + n
    return r.choice([grp(nat, [2, 2, 2, 2, 2]), grp(nat, [2, 2, 2, 2, 2], "."), nat,
                     grp(nat, [2, 2, 2, 2, 2], "-"), "+33 " + grp(n, [1, 2, 2, 2, 2]),
                     "+33 (0)" + grp(n, [1, 2, 2, 2, 2]), "0033 " + grp(n, [1, 2, 2, 2, 2]), "+33" + n,
                     "+33 " + grp(n, [1, 2, 2, 2, 2], ".")])


@country("ES", "34", "Spain")
def es(r, typ):
    # Spain +34, closed 9-digit plan, no trunk. Mobile 6XX or 7[1-4]X; fixed 9XX (91 Madrid,
    # 93 Barcelona, 96 Valencia, 95 Seville).
    if typ == "mob":
        n = "6" + rd(r, 8) if r.random() < 0.8 else "7" + r.choice("1234") + rd(r, 7)
        return r.choice([grp(n, [3, 3, 3]), n, grp(n, [3, 2, 2, 2]), "+34 " + grp(n, [3, 3, 3]),
                         "+34" + n, "0034 " + grp(n, [3, 3, 3]), "+34 " + grp(n, [3, 2, 2, 2]),
                         grp(n, [3, 3, 3], "-")])
    n = "9" + r.choice("1356") + rd(r, 7, "12345678")
    return r.choice([grp(n, [2, 3, 2, 2]), grp(n, [3, 3, 3]), n, "+34 " + grp(n, [2, 3, 2, 2]),
                     "+34 " + grp(n, [3, 3, 3])])


@country("IT", "39", "Italy")
def it(r, typ):
    # Italy +39, no trunk: the leading 0 of fixed numbers is kept after +39. Mobile 3XX + 7 digits
    # (320-393). Fixed: 06 Rome / 02 Milan + 8 digits; 011 Turin, 081 Naples, 055 Florence + 7.
    if typ == "mob":
        p = r.choice(["320", "328", "329", "330", "333", "334", "335", "338", "339", "340", "342", "345",
                      "347", "348", "349", "351", "366", "370", "380", "388", "389", "392", "393"])
        s = rd(r, 7)
        return r.choice(["%s %s %s" % (p, s[:3], s[3:]), p + s, "%s-%s" % (p, s), "%s.%s.%s" % (p, s[:3], s[3:]),
                         "+39 %s %s %s" % (p, s[:3], s[3:]), "+39 %s%s" % (p, s), "+39%s%s" % (p, s),
                         "0039 %s %s" % (p, s), "%s %s" % (p, s)])
    a = r.choice(["06", "02", "011", "081", "055"])
    s = rd(r, 8 if len(a) == 2 else 7, "2345678")
    g = grp(s, [4, 4]) if len(s) == 8 else grp(s, [3, 4])
    return r.choice(["%s %s" % (a, g), "%s-%s" % (a, s), "%s %s" % (a, s), "+39 %s %s" % (a, g),
                     "+39 %s%s" % (a, s), "%s/%s" % (a, s)])


@country("NL", "31", "Netherlands")
def nl(r, typ):
    # Netherlands +31, trunk 0, NSN 9 digits. Mobile 06 + 8 digits. Fixed: 020 Amsterdam,
    # 010 Rotterdam, 070 The Hague, 030 Utrecht, 040 Eindhoven + 7 digits.
    if typ == "mob":
        s = rd(r, 8, "123456")
        return r.choice(["06-%s" % s, "06 %s" % s, "06 %s %s" % (s[:4], s[4:]), "06%s" % s,
                         "+31 6 %s" % s, "+31 (0)6 %s %s" % (s[:4], s[4:]), "+316%s" % s, "0031 6 %s" % s,
                         "+31 6 %s %s %s %s" % (s[:2], s[2:4], s[4:6], s[6:])])
    a = r.choice(["20", "10", "70", "30", "40"])
    s = rd(r, 7, "2345678")
    return r.choice(["0%s-%s %s" % (a, s[:3], s[3:]), "0%s %s" % (a, s), "0%s-%s" % (a, s),
                     "+31 %s %s %s" % (a, s[:3], s[3:]), "+31 (0)%s %s" % (a, s)])


@country("BE", "32", "Belgium")
def be(r, typ):
    # Belgium +32, trunk 0. Mobile 04[5-9]X + 6 digits (NSN 9), written 0470 12 34 56 or
    # 0470/12.34.56. Fixed: 02 Brussels, 03 Antwerp, 09 Ghent, 04 Liege + 7 digits.
    if typ == "mob":
        n = "4" + r.choice("56789") + rd(r, 7)
        return r.choice(["0" + grp(n, [3, 2, 2, 2]), "0%s/%s.%s.%s" % (n[:3], n[3:5], n[5:7], n[7:]),
                         "0" + n, "+32 " + grp(n, [3, 2, 2, 2]), "+32" + n, "0032 " + grp(n, [3, 2, 2, 2]),
                         "0%s/%s" % (n[:3], grp(n[3:], [2, 2, 2])), "+32 (0)" + grp(n, [3, 2, 2, 2])])
    a = r.choice("2394")
    s = rd(r, 7, "2345678")
    return r.choice(["0%s %s %s %s" % (a, s[:3], s[3:5], s[5:]), "0%s/%s.%s.%s" % (a, s[:3], s[3:5], s[5:]),
                     "+32 %s %s %s %s" % (a, s[:3], s[3:5], s[5:]), "0%s/%s %s %s" % (a, s[:3], s[3:5], s[5:])])


@country("CH", "41", "Switzerland")
def ch(r, typ):
    # Switzerland +41, trunk 0, NSN 9 digits, written 0XX XXX XX XX. Mobile 075-079.
    # Fixed: 044/043 Zurich, 022 Geneva, 031 Bern, 061 Basel, 021 Lausanne.
    n = ("7" + r.choice("56789") if typ == "mob" else r.choice(["44", "43", "22", "31", "61", "21"])) + rd(r, 7, "2345678")
    return r.choice(["0" + grp(n, [2, 3, 2, 2]), "0" + n, "+41 " + grp(n, [2, 3, 2, 2]),
                     "+41 (0)" + grp(n, [2, 3, 2, 2]), "+41" + n, "0041 " + grp(n, [2, 3, 2, 2]),
                     "0" + grp(n, [2, 3, 2, 2], "-")])


@country("AT", "43", "Austria")
def at(r, typ):
    # Austria +43, trunk 0, open plan with variable lengths. Mobile 0650/0660/0664/0676/0677/0680/
    # 0681/0688/0699 + 7 digits (sometimes 6-8). Fixed: 01 Vienna + 7-8 digits; 0316 Graz,
    # 0732 Linz, 0662 Salzburg, 0512 Innsbruck + 6 digits.
    if typ == "mob":
        p = r.choice(["650", "660", "664", "676", "677", "680", "681", "688", "699", "664"])
        s = rd(r, r.choice([7, 7, 7, 8]), "123456789")
        return r.choice(["0%s %s" % (p, s), "0%s/%s" % (p, s), "0%s %s %s %s" % (p, s[:3], s[3:5], s[5:]),
                         "+43 %s %s" % (p, s), "+43 (0)%s %s" % (p, s), "+43%s%s" % (p, s), "0%s-%s" % (p, s),
                         "0043 %s %s" % (p, s)])
    if r.random() < 0.6:
        s = rd(r, r.choice([7, 8]), "2345678")
        return r.choice(["01 %s" % s, "01/%s" % s, "+43 1 %s" % s, "(01) %s" % s, "+43 (0)1 %s" % s])
    a = r.choice(["316", "732", "662", "512"])
    s = rd(r, 6, "2345678")
    return r.choice(["0%s %s" % (a, s), "0%s/%s" % (a, s), "+43 %s %s" % (a, s)])


@country("SE", "46", "Sweden")
def se(r, typ):
    # Sweden +46, trunk 0. Mobile 070/072/073/076/079 + 7 digits, written 070-123 45 67.
    # Fixed: 08 Stockholm + 7-8 digits (08-123 456 78), 031 Gothenburg / 040 Malmo + 6-7.
    if typ == "mob":
        n = "7" + r.choice("02369") + rd(r, 7)
        return r.choice(["0%s-%s %s %s" % (n[:2], n[2:5], n[5:7], n[7:]), "0" + n,
                         "0%s %s %s %s" % (n[:2], n[2:5], n[5:7], n[7:]), "+46 %s %s %s %s" % (n[:2], n[2:5], n[5:7], n[7:]),
                         "+46" + n, "+46 (0)%s-%s %s %s" % (n[:2], n[2:5], n[5:7], n[7:]), "0%s-%s" % (n[:2], n[2:])])
    if r.random() < 0.6:
        s = rd(r, r.choice([7, 8]), "1234567")
        g = "%s %s %s" % (s[:3], s[3:6], s[6:]) if len(s) == 8 else "%s %s %s" % (s[:3], s[3:5], s[5:])
        return r.choice(["08-%s" % g, "08-%s" % s, "+46 8 %s" % g, "08 %s" % g])
    a = r.choice(["31", "40"])
    s = rd(r, 7, "1234567")
    return r.choice(["0%s-%s %s %s" % (a, s[:3], s[3:5], s[5:]), "+46 %s %s %s %s" % (a, s[:3], s[3:5], s[5:]),
                     "0%s-%s" % (a, s)])


@country("PL", "48", "Poland")
def pl(r, typ):
    # Poland +48, closed 9-digit plan, no trunk. Mobile 45X, 5XX, 6XX, 7[2389]X, 88X written
    # 512 345 678. Fixed: 22 Warsaw, 12 Krakow, 58 Gdansk, 71 Wroclaw, 61 Poznan + 7 digits.
    if typ == "mob":
        n = r.choice(["50", "51", "53", "57", "60", "66", "69", "72", "73", "78", "79", "88", "45"]) + rd(r, 7)
        return r.choice([grp(n, [3, 3, 3]), n, grp(n, [3, 3, 3], "-"), "+48 " + grp(n, [3, 3, 3]),
                         "+48" + n, "0048 " + grp(n, [3, 3, 3]), "+48 " + n])
    n = r.choice(["22", "12", "58", "71", "61"]) + rd(r, 7, "2345678")
    return r.choice([grp(n, [2, 3, 2, 2]), "(%s) %s" % (n[:2], grp(n[2:], [3, 2, 2])),
                     "+48 " + grp(n, [2, 3, 2, 2]), grp(n, [2, 3, 2, 2], "-")])


@country("RU", "7", "Russia")
def ru(r, typ):
    # Russia +7, trunk 8 ("8 (912) 345-67-89"). NSN 10 digits: mobile 9XX; fixed 495/499 Moscow,
    # 812 St Petersburg, 343 Yekaterinburg, 383 Novosibirsk + 7 digits.
    a = ("9" + rd(r, 2)) if typ == "mob" else r.choice(["495", "499", "812", "343", "383"])
    s = rd(r, 7, "2345678")
    d = "%s-%s-%s" % (s[:3], s[3:5], s[5:])
    return r.choice(["8 (%s) %s" % (a, d), "8-%s-%s" % (a, d), "8%s%s" % (a, s), "+7 %s %s" % (a, d),
                     "+7 (%s) %s" % (a, d), "+7%s%s" % (a, s), "8 %s %s" % (a, d.replace("-", " ")),
                     "+7 %s %s %s %s" % (a, s[:3], s[3:5], s[5:]), "+7(%s)%s" % (a, s)])


@country("TR", "90", "Turkey")
def tr(r, typ):
    # Turkey +90, trunk 0, NSN 10 digits. Mobile 5[0345]X + 7 digits (0532 123 45 67).
    # Fixed: 212/216 Istanbul, 312 Ankara, 232 Izmir + 7 digits.
    a = (r.choice(["501", "505", "506", "507"]) if r.random() < 0.2 else "5" + r.choice("345") + rd(r, 1)) \
        if typ == "mob" else r.choice(["212", "216", "312", "232"])
    s = rd(r, 7, "2345678")
    g = "%s %s %s" % (s[:3], s[3:5], s[5:])
    return r.choice(["0%s %s" % (a, g), "0%s %s %s" % (a, s[:3], s[3:]), "0%s%s" % (a, s), "0 %s %s" % (a, g),
                     "+90 %s %s" % (a, g), "+90 (%s) %s" % (a, g), "+90%s%s" % (a, s), "(0%s) %s" % (a, g)])


# ---------------------------------------------------------------- Middle East & Africa
@country("AE", "971", "United Arab Emirates")
def ae(r, typ):
    # UAE +971, trunk 0. Mobile 050/052/054/055/056/058 + 7 digits. Fixed: 04 Dubai, 02 Abu Dhabi,
    # 06 Sharjah + 7 digits.
    a = ("5" + r.choice("024568")) if typ == "mob" else r.choice("426")
    s = rd(r, 7, "2345678")
    return r.choice(["0%s %s %s" % (a, s[:3], s[3:]), "0%s%s" % (a, s), "0%s-%s-%s" % (a, s[:3], s[3:]),
                     "+971 %s %s %s" % (a, s[:3], s[3:]), "+971%s%s" % (a, s), "00971 %s %s" % (a, s),
                     "+971-%s-%s" % (a, s), "+971 %s %s" % (a, s)])


@country("SA", "966", "Saudi Arabia")
def sa(r, typ):
    # Saudi Arabia +966, trunk 0. Mobile 05X + 7 digits (NSN 9 starting 5). Fixed: 011 Riyadh,
    # 012 Jeddah/Mecca, 013 Dammam + 7 digits.
    a = ("5" + r.choice("0345689")) if typ == "mob" else r.choice(["11", "12", "13"])
    s = rd(r, 7, "2345678")
    return r.choice(["0%s %s %s" % (a, s[:3], s[3:]), "0%s%s" % (a, s), "+966 %s %s %s" % (a, s[:3], s[3:]),
                     "+966%s%s" % (a, s), "00966 %s %s" % (a, s), "0%s-%s-%s" % (a, s[:3], s[3:])])


@country("EG", "20", "Egypt")
def eg(r, typ):
    # Egypt +20, trunk 0. Mobile 010/011/012/015 + 8 digits (NSN 10). Fixed: 02 Cairo + 8 digits,
    # 03 Alexandria + 7.
    if typ == "mob":
        n = "1" + r.choice("0125") + rd(r, 8)
        return r.choice(["0" + grp(n, [2, 4, 4]), "0" + n, "0" + grp(n, [3, 3, 4]), "+20 " + grp(n, [2, 4, 4]),
                         "+20" + n, "0020 " + grp(n, [3, 3, 4]), "+20 " + n])
    if r.random() < 0.7:
        s = rd(r, 8, "23")
        return r.choice(["02 %s %s" % (s[:4], s[4:]), "(02) %s %s" % (s[:4], s[4:]), "+20 2 %s %s" % (s[:4], s[4:]),
                         "02%s" % s])
    s = rd(r, 7, "45")
    return r.choice(["03 %s %s" % (s[:3], s[3:]), "+20 3 %s %s" % (s[:3], s[3:])])


@country("ZA", "27", "South Africa")
def za(r, typ):
    # South Africa +27, trunk 0, NSN 9 digits. Mobile 06X, 07[1-9], 08[1-4] + 7 digits.
    # Fixed: 011 Johannesburg, 021 Cape Town, 031 Durban, 012 Pretoria + 7 digits.
    if typ == "mob":
        a = r.choice(["60", "61", "63", "66", "71", "72", "73", "74", "76", "78", "79", "81", "82", "83", "84"])
    else:
        a = r.choice(["11", "21", "31", "12"])
    s = rd(r, 7, "2345678")
    return r.choice(["0%s %s %s" % (a, s[:3], s[3:]), "0%s%s" % (a, s), "0%s-%s-%s" % (a, s[:3], s[3:]),
                     "+27 %s %s %s" % (a, s[:3], s[3:]), "+27%s%s" % (a, s), "+27 (0)%s %s %s" % (a, s[:3], s[3:]),
                     "(0%s) %s %s" % (a, s[:3], s[3:])])


@country("NG", "234", "Nigeria")
def ng(r, typ):
    # Nigeria +234, trunk 0. Mobile 070X, 080X, 081X, 090X, 091X + 7 digits (NSN 10, e.g. 0803 123 4567).
    # Fixed: 01 Lagos + 7 digits, 09 Abuja + 7.
    if typ == "mob":
        n = r.choice(["703", "706", "802", "803", "805", "806", "807", "808", "809", "810", "813", "814",
                      "816", "903", "906", "913", "915", "701", "708", "812"]) + rd(r, 7)
        return r.choice(["0" + grp(n, [3, 3, 4]), "0" + n, "0" + grp(n, [3, 3, 4], "-"), "+234 " + grp(n, [3, 3, 4]),
                         "+234" + n, "+234 (0)" + grp(n, [3, 3, 4]), "+234-" + grp(n, [3, 3, 4], "-")])
    a = r.choice("19")
    s = rd(r, 7, "2345678")
    return r.choice(["0%s %s %s" % (a, s[:3], s[3:]), "0%s-%s" % (a, s), "+234 %s %s %s" % (a, s[:3], s[3:])])


@country("KE", "254", "Kenya")
def ke(r, typ):
    # Kenya +254, trunk 0, NSN 9 digits. Mobile 07XX or 01[01]X + 6 digits (0712 345 678).
    # Fixed: 020 Nairobi + 7 digits.
    if typ == "mob":
        n = r.choice(["7" + rd(r, 2, "0123456789"), "11" + rd(r, 1, "0123"), "10" + rd(r, 1, "0")]) + rd(r, 6)
        return r.choice(["0" + grp(n, [3, 3, 3]), "0" + n, "0" + grp(n, [3, 6]), "+254 " + grp(n, [3, 3, 3]),
                         "+254" + n, "+254 " + n, "0" + grp(n, [3, 3, 3], "-")])
    s = rd(r, 7, "2345678")
    return r.choice(["020 %s %s" % (s[:3], s[3:]), "020-%s" % s, "+254 20 %s %s" % (s[:3], s[3:])])


MOBILE_ONLY = {"US", "CA"}   # NANP: same format for mobile and fixed


def make_phone(r, code, typ=None):
    if typ is None:
        typ = "mob" if r.random() < 0.68 else "land"
    return GEN[code](r, typ), typ


def add_extension(r, phone, lang):
    ext = rd(r, r.choice([2, 3, 3, 4]), "123456789")
    if lang == "zh":
        return phone + r.choice(["转", " 转 ", "转", "-分机", " 分机 "]).replace("-", "") + ext
    return phone + r.choice([" x", " x", " ext. ", " ext ", " extension ", " Ext. ", "x"]) + ext


if __name__ == "__main__":
    r = random.Random(1)
    for c in GEN:
        print(c, CC[c], [make_phone(r, c)[0] for _ in range(4)])
