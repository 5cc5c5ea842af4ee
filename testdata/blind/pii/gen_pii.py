#!/usr/bin/env python3
"""Generator for the blind PII-detection test set (stdlib only, deterministic).

Writes pii.jsonl next to this file. All templates and number generators are
hand-written here; no phone-number library is used.
"""
import json
import os
import random
import re
from collections import Counter

R = random.Random(20261127)
HERE = os.path.dirname(os.path.abspath(__file__))


def D(n):
    return "".join(R.choice("0123456789") for _ in range(n))


def Dn(n, first="123456789"):
    return R.choice(first) + D(n - 1)


def pick(xs):
    return R.choice(xs)


# ---------------------------------------------------------------- phones
def g_nanp(areas):
    a = pick(areas)
    while True:
        e = Dn(3, "23456789")
        if e[1:] != "11" and e != "555":
            break
    l = D(4)
    return pick([
        f"({a}) {e}-{l}", f"({a}) {e}-{l}", f"{a}-{e}-{l}", f"{a}-{e}-{l}",
        f"{a}.{e}.{l}", f"+1 {a} {e} {l}", f"+1-{a}-{e}-{l}", f"+1 ({a}) {e}-{l}",
        f"{a}{e}{l}", f"1-{a}-{e}-{l}", f"{a} {e} {l}", f"+1{a}{e}{l}", f"1 ({a}) {e}-{l}",
    ])


US_AREAS = ["212", "213", "305", "312", "415", "617", "646", "702", "713", "206", "404", "503",
            "512", "602", "720", "818", "310", "718", "919", "214", "469", "480", "571", "703",
            "773", "860", "901", "952", "347", "510", "408", "650", "267", "804", "615", "727"]
CA_AREAS = ["416", "647", "437", "604", "778", "514", "438", "403", "587", "613", "343", "905",
            "289", "902", "306", "204", "780", "519", "250", "418"]

CN_MOB = ["130", "131", "132", "133", "134", "135", "136", "137", "138", "139", "150", "151",
          "152", "153", "155", "156", "157", "158", "159", "166", "173", "175", "176", "177",
          "178", "180", "181", "182", "183", "184", "185", "186", "187", "188", "189", "191",
          "195", "198", "199", "147"]


def g_cn_mob():
    p = pick(CN_MOB)
    r = D(8)
    s = p + r
    return pick([s, s, s, s, f"{p} {r[:4]} {r[4:]}", f"{p}-{r[:4]}-{r[4:]}", f"+86 {p} {r[:4]} {r[4:]}",
                 f"+86-{s}", f"+86{s}", f"(+86){s}", f"0086 {s}", f"86-{s}", f"+86 {s}", f"{p} {r}"])


CN_LAND = ["010", "021", "020", "0755", "0571", "028", "027", "025", "0512", "023", "022", "029",
           "0532", "0731", "0591", "0851", "0871", "0574", "0757", "0769", "0411", "024", "0351"]


def g_cn_land():
    a = pick(CN_LAND)
    n = Dn(8, "2345678")
    a2 = a[1:]
    return pick([f"{a}-{n}", f"{a}-{n}", f"{a} {n[:4]} {n[4:]}", f"({a}){n}", f"({a}) {n}",
                 f"+86 {a2} {n[:4]} {n[4:]}", f"+86-{a2}-{n}", f"{a}-{n[:4]}-{n[4:]}", f"{a}{n}",
                 f"0086-{a2}-{n}"])


def g_in():
    if R.random() < 0.8:
        m = Dn(10, "6789")
        return pick([f"+91 {m[:5]} {m[5:]}", f"+91-{m[:5]}-{m[5:]}", f"+91 {m}", f"0{m}",
                     f"{m[:5]} {m[5:]}", m, m, f"+91-{m}", f"0091 {m[:5]} {m[5:]}", f"91 {m}",
                     f"+91 {m[:3]} {m[3:6]} {m[6:]}", f"0{m[:5]} {m[5:]}"])
    a, n = pick([("11", Dn(8, "2346")), ("22", Dn(8, "2346")), ("80", Dn(8, "2346")),
                 ("44", Dn(8, "2346")), ("33", Dn(8, "2346")), ("40", Dn(8, "2346"))])
    return pick([f"0{a}-{n}", f"0{a} {n[:4]} {n[4:]}", f"+91 {a} {n[:4]} {n[4:]}", f"+91-{a}-{n}",
                 f"(0{a}) {n}"])


ID_MOB = ["0811", "0812", "0813", "0821", "0822", "0823", "0851", "0852", "0853", "0814", "0815",
          "0816", "0855", "0856", "0857", "0858", "0817", "0818", "0819", "0859", "0877", "0878",
          "0831", "0838", "0895", "0896", "0897", "0898", "0899", "0881", "0882", "0887", "0888"]


def g_id():
    if R.random() < 0.85:
        p = pick(ID_MOB)
        r = D(pick([7, 8, 8, 8]))
        s = p + r
        q = p[1:]
        if len(r) == 8:
            grp = f"{r[:4]}-{r[4:]}"
            grs = f"{r[:4]} {r[4:]}"
        else:
            grp = f"{r[:4]}-{r[4:]}"
            grs = f"{r[:3]} {r[3:]}"
        return pick([f"{p}-{grp}", f"{p} {grs}", s, s, f"+62 {q}-{grp}", f"+62 {q} {grs}",
                     f"+62{q}{r}", f"62{q}{r}", f"+62 {q}{r}", f"({p}) {grs}"])
    a, n = pick([("21", Dn(8, "2345678")), ("31", Dn(7, "35789")), ("22", Dn(7, "2456789")),
                 ("274", Dn(6, "345")), ("61", Dn(7, "4578"))])
    return pick([f"(0{a}) {n}", f"0{a}-{n}", f"+62 {a} {n}", f"(0{a}) {n[:4]} {n[4:]}" if len(n) == 8 else f"(0{a}) {n[:3]}-{n[3:]}"])


PK_MOB = ["300", "301", "302", "303", "304", "305", "306", "307", "308", "309", "310", "311",
          "312", "313", "314", "315", "316", "317", "318", "320", "321", "322", "323", "324",
          "330", "331", "332", "333", "334", "335", "336", "340", "341", "342", "343", "344",
          "345", "346", "347", "355"]


def g_pk():
    if R.random() < 0.85:
        p = pick(PK_MOB)
        r = D(7)
        return pick([f"0{p}-{r}", f"0{p}-{r}", f"0{p} {r}", f"0{p}{r}", f"+92 {p} {r}",
                     f"+92-{p}-{r}", f"+92{p}{r}", f"0092 {p} {r}", f"0{p}-{r[:3]}-{r[3:]}",
                     f"92{p}{r}", f"+92 {p} {r[:3]} {r[3:]}"])
    a, n = pick([("21", "3" + D(7)), ("42", "3" + D(7)), ("51", Dn(7, "2456789")),
                 ("91", Dn(7, "25")), ("61", Dn(7, "4567"))])
    return pick([f"0{a}-{n}", f"0{a} {n}", f"+92 {a} {n}", f"(0{a}) {n[:4]} {n[4:]}", f"+92-{a}-{n}"])


NG_MOB = ["0803", "0806", "0703", "0706", "0813", "0816", "0810", "0814", "0903", "0906", "0805",
          "0807", "0815", "0811", "0905", "0802", "0808", "0708", "0812", "0701", "0902", "0809",
          "0817", "0818", "0909", "0908", "0704", "0901", "0907", "0916"]


def g_ng():
    p = pick(NG_MOB)
    r = D(7)
    q = p[1:]
    return pick([f"{p} {r[:3]} {r[3:]}", f"{p}{r}", f"{p}{r}", f"{p}-{r[:3]}-{r[3:]}",
                 f"+234 {q} {r[:3]} {r[3:]}", f"+234 {q}{r}", f"+234{q}{r}",
                 f"+234 (0) {q} {r[:3]} {r[3:]}", f"234-{q}-{r[:3]}-{r[3:]}", f"+234-{q}-{r[:3]}-{r[3:]}",
                 f"{p} {r}"])


BR_DDD = ["11", "21", "31", "41", "51", "61", "71", "81", "85", "19", "27", "48", "62", "92", "13",
          "15", "16", "47", "43", "67", "65", "91", "98", "83", "84", "82", "79", "86", "12", "24"]


def g_br():
    a = pick(BR_DDD)
    if R.random() < 0.8:
        n = "9" + Dn(8, "6789")
        return pick([f"({a}) {n[:5]}-{n[5:]}", f"({a}) {n[:5]}-{n[5:]}", f"({a}) {n[0]} {n[1:5]}-{n[5:]}",
                     f"{a} {n[:5]}-{n[5:]}", f"+55 {a} {n[:5]}-{n[5:]}", f"+55 ({a}) {n[:5]}-{n[5:]}",
                     f"+55{a}{n}", f"(0{a}) {n[:5]}-{n[5:]}", f"{a}{n}", f"+55 {a} {n[:5]} {n[5:]}",
                     f"{a} {n[0]}{n[1:5]} {n[5:]}"])
    n = Dn(8, "2345")
    return pick([f"({a}) {n[:4]}-{n[4:]}", f"+55 {a} {n[:4]}-{n[4:]}", f"{a} {n[:4]}-{n[4:]}",
                 f"(0{a}) {n[:4]}-{n[4:]}"])


def g_bd():
    p = "01" + pick("3456789")
    r = D(8)
    s = p + r
    q = s[1:]
    return pick([f"{s[:5]}-{s[5:]}", f"{s[:5]}-{s[5:]}", s, s, f"{s[:3]} {s[3:7]} {s[7:]}",
                 f"+880 {q[:4]}-{q[4:]}", f"+880 {q[:4]} {q[4:]}", f"+880{q}",
                 f"+880-{q[:2]}-{q[2:6]}-{q[6:]}", f"880 {q}", f"{s[:5]} {s[5:]}", f"+88{s}"])


RU_MOB = ["903", "905", "906", "909", "910", "911", "912", "913", "914", "915", "916", "917", "918",
          "919", "920", "921", "922", "925", "926", "929", "950", "951", "952", "953", "960", "961",
          "962", "963", "964", "965", "977", "978", "980", "985", "987", "999"]


def g_ru():
    if R.random() < 0.8:
        c = pick(RU_MOB)
    else:
        c = pick(["495", "499", "812", "343", "383", "846"])
    n = Dn(7, "23456789")
    a, b, d = n[:3], n[3:5], n[5:]
    return pick([f"+7 {c} {a}-{b}-{d}", f"+7 ({c}) {a}-{b}-{d}", f"8 ({c}) {a}-{b}-{d}",
                 f"8-{c}-{a}-{b}-{d}", f"8{c}{n}", f"+7{c}{n}", f"+7{c}{n}", f"8 {c} {a} {b} {d}",
                 f"+7-{c}-{a}-{n[3:]}", f"+7 {c} {n}", f"8 {c} {a}{b}{d}"])


MX_AREAS = ["55", "33", "81", "222", "998", "664", "477", "442", "999", "614", "656", "662", "667",
            "686", "744", "833", "871", "229", "311", "444", "618", "722", "984", "961", "951"]


def g_mx():
    a = pick(MX_AREAS)
    n = Dn(10 - len(a), "123456789")
    if len(a) == 2:
        f1, f2 = n[:4], n[4:]
    else:
        f1, f2 = n[:3], n[3:]
    return pick([f"{a} {f1} {f2}", f"+52 {a} {f1} {f2}", f"+52 1 {a} {f1} {f2}", f"({a}) {f1}-{f2}",
                 f"{a}-{f1}-{f2}", f"{a}{n}", f"+52{a}{n}", f"+52 ({a}) {f1} {f2}", f"+521{a}{n}",
                 f"{a} {f1}{f2}", f"+52-{a}-{f1}-{f2}"])


def g_jp():
    if R.random() < 0.65:
        p = pick(["090", "080", "070", "090", "080"])
        n = Dn(8, "123456789")
        q = p[1:]
        return pick([f"{p}-{n[:4]}-{n[4:]}", f"{p}-{n[:4]}-{n[4:]}", f"{p}{n}", f"{p} {n[:4]} {n[4:]}",
                     f"+81 {q}-{n[:4]}-{n[4:]}", f"+81 {q} {n[:4]} {n[4:]}", f"+81-{q}-{n[:4]}-{n[4:]}",
                     f"+81{q}{n}", f"({p}){n[:4]}-{n[4:]}"])
    a = pick(["03", "06", "045", "052", "011", "075", "092", "078", "022", "082"])
    n = Dn(10 - len(a), "23456789")
    if len(a) == 2:
        f1, f2 = n[:4], n[4:]
    else:
        f1, f2 = n[:3], n[3:]
    q = a[1:]
    return pick([f"{a}-{f1}-{f2}", f"{a}-{f1}-{f2}", f"{a}({f1}){f2}", f"+81 {q}-{f1}-{f2}",
                 f"+81 {q} {f1} {f2}", f"{a} {f1} {f2}", f"{a}{n}"])


def g_et():
    if R.random() < 0.8:
        p = pick(["091", "092", "093", "094", "096", "091", "091", "070", "071"])
        r = D(7)
        s = p + r
        q = s[1:]
        return pick([f"{s[:4]} {s[4:7]} {s[7:]}", s, s, f"{s[:4]}-{s[4:6]}-{s[6:8]}-{s[8:]}",
                     f"+251 {q[:3]} {q[3:6]} {q[6:]}", f"+251-{q[:3]}-{q[3:]}", f"+251{q}",
                     f"+251 {q[:2]} {q[2:5]} {q[5:]}", f"00251 {q[:3]} {q[3:]}", f"251{q}",
                     f"+251 ({q[:3]}) {q[3:6]} {q[6:]}"])
    a = pick(["11", "11", "22", "25", "33", "46", "58"])
    n = Dn(7, "1235678")
    return pick([f"0{a} {n[:3]} {n[3:]}", f"+251 {a} {n[:3]} {n[3:]}", f"0{a}-{n}", f"+251-{a}-{n[:3]}-{n[3:]}"])


PH_MOB = ["0905", "0906", "0915", "0916", "0917", "0926", "0927", "0935", "0936", "0945", "0955",
          "0956", "0965", "0966", "0975", "0977", "0995", "0997", "0908", "0918", "0919", "0920",
          "0921", "0928", "0929", "0939", "0947", "0949", "0951", "0961", "0998", "0999", "0991"]


def g_ph():
    if R.random() < 0.85:
        p = pick(PH_MOB)
        r = D(7)
        q = p[1:]
        return pick([f"{p} {r[:3]} {r[3:]}", f"{p}{r}", f"{p}{r}", f"{p}-{r[:3]}-{r[3:]}",
                     f"+63 {q} {r[:3]} {r[3:]}", f"+63-{q}-{r[:3]}-{r[3:]}", f"+63{q}{r}",
                     f"({p}) {r[:3]}-{r[3:]}", f"+63 ({q}) {r[:3]} {r[3:]}", f"63{q}{r}"])
    n = "8" + D(7)
    return pick([f"(02) {n[:4]} {n[4:]}", f"02-{n[:4]}-{n[4:]}", f"+63 2 {n[:4]} {n[4:]}", f"(02) {n}",
                 f"02 {n[:4]}-{n[4:]}"])


def g_eg():
    if R.random() < 0.8:
        p = "01" + pick("0125")
        r = D(8)
        s = p + r
        q = s[1:]
        return pick([f"{s[:3]} {s[3:7]} {s[7:]}", s, s, f"{s[:4]} {s[4:7]} {s[7:]}",
                     f"+20 {q[:2]} {q[2:6]} {q[6:]}", f"+20 {q[:3]} {q[3:6]} {q[6:]}", f"+20{q}",
                     f"0020 {q[:3]} {q[3:6]} {q[6:]}", f"+20-{q[:2]}-{q[2:6]}-{q[6:]}", f"{s[:3]}-{s[3:]}"])
    if R.random() < 0.7:
        n = Dn(8, "23")
        return pick([f"02 {n[:4]} {n[4:]}", f"(02) {n}", f"+20 2 {n[:4]} {n[4:]}", f"02-{n}"])
    n = Dn(7, "345")
    return pick([f"03 {n[:3]} {n[3:]}", f"+20 3 {n[:3]} {n[3:]}", f"(03) {n}"])


VN_MOB = ["090", "093", "089", "070", "076", "077", "078", "079", "091", "094", "088", "081", "082",
          "083", "084", "085", "096", "097", "098", "086", "032", "033", "034", "035", "036", "037",
          "038", "039", "092", "056", "058", "099", "059"]


def g_vn():
    if R.random() < 0.85:
        p = pick(VN_MOB)
        r = D(7)
        s = p + r
        q = s[1:]
        return pick([f"{s[:4]} {s[4:7]} {s[7:]}", s, s, f"{s[:3]} {s[3:6]} {s[6:]}", f"{s[:4]}.{s[4:7]}.{s[7:]}",
                     f"{s[:4]} {s[4:]}", f"+84 {q[:3]} {q[3:6]} {q[6:]}", f"+84 {q[:2]} {q[2:5]} {q[5:]}",
                     f"+84{q}", f"(+84) {q[:3]}-{q[3:6]}-{q[6:]}", f"84{q}", f"{s[:4]}-{s[4:7]}-{s[7:]}"])
    a = pick(["024", "028", "0236", "0225"])
    n = Dn(11 - len(a), "3367")
    return pick([f"{a} {n[:4]} {n[4:]}", f"({a}) {n}", f"+84 {a[1:]} {n[:4]} {n[4:]}", f"{a}.{n[:4]}.{n[4:]}"])


CD_MOB = ["081", "082", "083", "084", "085", "089", "090", "091", "097", "098", "099"]


def g_cd():
    p = pick(CD_MOB)
    r = D(7)
    s = p + r
    q = s[1:]
    return pick([f"{s[:4]} {s[4:7]} {s[7:]}", s, s, f"{s[:3]} {s[3:6]} {s[6:]}",
                 f"+243 {q[:3]} {q[3:6]} {q[6:]}", f"+243 {q[:2]} {q[2:5]} {q[5:]}", f"+243{q}",
                 f"+243{q}", f"00243 {q[:2]} {q[2:5]} {q[5:7]} {q[7:]}", f"+243 (0) {q[:2]} {q[2:5]} {q[5:]}",
                 f"243 {q}", f"+243-{q[:3]}-{q[3:6]}-{q[6:]}"])


TR_MOB = ["501", "505", "506", "507", "530", "531", "532", "533", "534", "535", "536", "537", "538",
          "539", "541", "542", "543", "544", "545", "546", "547", "548", "549", "551", "552", "553",
          "554", "555", "559"]


def g_tr():
    if R.random() < 0.8:
        p = pick(TR_MOB)
    else:
        p = pick(["212", "216", "312", "232", "224", "242"])
    r = Dn(7, "2345678")
    a, b, c = r[:3], r[3:5], r[5:]
    return pick([f"0{p} {a} {b} {c}", f"0{p} {a} {b} {c}", f"0{p}{r}", f"0 {p} {a} {b} {c}",
                 f"0 ({p}) {a} {b} {c}", f"+90 {p} {a} {b} {c}", f"+90 ({p}) {a} {r[3:]}",
                 f"+90{p}{r}", f"0{p}-{a}-{r[3:]}", f"+90 {p} {a} {r[3:]}", f"0({p}) {a}-{b}-{c}"])


IR_MOB = ["0910", "0911", "0912", "0913", "0914", "0915", "0916", "0917", "0918", "0919", "0901",
          "0902", "0903", "0905", "0930", "0933", "0935", "0936", "0937", "0938", "0939", "0920",
          "0921", "0922", "0990", "0991", "0992"]


def g_ir():
    if R.random() < 0.8:
        p = pick(IR_MOB)
        r = D(7)
        q = p[1:]
        return pick([f"{p} {r[:3]} {r[3:]}", f"{p}{r}", f"{p}{r}", f"{p}-{r[:3]}-{r[3:]}",
                     f"+98 {q} {r[:3]} {r[3:]}", f"+98-{q}-{r[:3]}-{r[3:]}", f"+98{q}{r}",
                     f"0098 {q} {r[:3]} {r[3:]}", f"+98 ({q}) {r}", f"98{q}{r}", f"{p} {r}"])
    a = pick(["21", "21", "31", "51", "71", "41"])
    n = Dn(8, "2345678")
    return pick([f"0{a} {n[:4]} {n[4:]}", f"0{a}-{n}", f"(0{a}) {n}", f"+98 {a} {n[:4]} {n[4:]}",
                 f"+98-{a}-{n}"])


def g_de():
    if R.random() < 0.7:
        p = pick(["0151", "0152", "0157", "0159", "0160", "0162", "0163", "0170", "0171", "0172",
                  "0173", "0174", "0175", "0176", "0177", "0178", "0179", "0155"])
        if p in ("0160", "0170", "0171", "0172", "0173", "0174", "0175"):
            r = Dn(7)
        elif p == "0162" or p == "0163":
            r = Dn(7)
        else:
            r = Dn(8)
        q = p[1:]
        return pick([f"{p} {r}", f"{p} {r}", f"{p}-{r}", f"{p}/{r}", f"+49 {q} {r}", f"+49 (0){q} {r}",
                     f"+49{q}{r}", f"0049 {q} {r}", f"+49 {q} {r[:4]} {r[4:]}", f"{p}{r}",
                     f"{p} / {r[:3]} {r[3:]}", f"+49-{q}-{r}"])
    a = pick(["030", "089", "040", "069", "0221", "0211", "0711", "0341", "0351", "0911", "0511"])
    ln = pick([7, 8]) if len(a) == 3 else pick([6, 7])
    n = Dn(ln, "2345678")
    q = a[1:]
    return pick([f"{a} {n}", f"{a}/{n}", f"{a}-{n}", f"+49 {q} {n}", f"({a}) {n}", f"+49 (0){q} {n}",
                 f"{a} {n[:3]} {n[3:]}"])


def g_th():
    if R.random() < 0.8:
        p = pick(["06", "08", "09", "08", "09"])
        p = p + (pick("1234589") if p == "06" else pick("0123456789"))
        r = D(7)
        s = p + r
        q = s[1:]
        return pick([f"{s[:3]}-{s[3:6]}-{s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}", s, f"{s[:3]} {s[3:6]} {s[6:]}",
                     f"+66 {q[:2]} {q[2:5]} {q[5:]}", f"+66 (0){q[:2]} {q[2:5]} {q[5:]}", f"+66{q}",
                     f"+66-{q[:2]}-{q[2:5]}-{q[5:]}", f"{s[:2]} {s[2:6]} {s[6:]}", f"66{q}"])
    if R.random() < 0.7:
        n = Dn(7, "2345679")
        return pick([f"02-{n[:3]}-{n[3:]}", f"02 {n[:3]} {n[3:]}", f"+66 2 {n[:3]} {n[3:]}", f"02{n}",
                     f"(02) {n[:3]}-{n[3:]}"])
    a = pick(["053", "076", "038", "043", "074"])
    n = Dn(6, "2345689")
    return pick([f"{a}-{n[:3]}-{n[3:]}", f"{a} {n[:3]} {n[3:]}", f"+66 {a[1:]} {n[:3]} {n[3:]}"])


def g_gb():
    if R.random() < 0.7:
        s = "07" + pick("12345789") + D(8)
        q = s[1:]
        return pick([f"{s[:5]} {s[5:]}", f"{s[:5]} {s[5:]}", s, f"{s[:5]} {s[5:8]} {s[8:]}",
                     f"+44 {q[:4]} {q[4:]}", f"+44 (0){q[:4]} {q[4:]}", f"+44{q}", f"0044 {q[:4]} {q[4:7]} {q[7:]}",
                     f"+44 {q[:4]} {q[4:7]} {q[7:]}", f"{s[:5]}-{s[5:]}", f"+44 (0) {q[:4]} {q[4:]}"])
    k = R.random()
    if k < 0.45:
        n = pick("378") + D(7)
        return pick([f"020 {n[:4]} {n[4:]}", f"+44 20 {n[:4]} {n[4:]}", f"(020) {n[:4]} {n[4:]}",
                     f"+44 (0)20 {n[:4]} {n[4:]}", f"020{n}", f"0207 {n[1:4]} {n[4:]}" if n[0] == "7" else f"020 {n}"])
    if k < 0.85:
        a = pick(["0161", "0121", "0131", "0113", "0117", "0141", "0114", "0151", "0115", "0191"])
        n = Dn(7, "23456789")
        return pick([f"{a} {n[:3]} {n[3:]}", f"({a}) {n[:3]} {n[3:]}", f"+44 {a[1:]} {n[:3]} {n[3:]}",
                     f"{a}-{n[:3]}-{n[3:]}", f"{a} {n}"])
    a = pick(["01223", "01865", "01904", "01392", "01273"])
    n = Dn(6, "2345678")
    return pick([f"{a} {n}", f"({a}) {n}", f"+44 {a[1:]} {n}", f"{a} {n[:3]} {n[3:]}"])


def g_fr():
    p = pick(["06", "06", "07", "01", "02", "03", "04", "05", "09", "06", "07"])
    if p == "07":
        r = pick("3456789") + D(7)
    else:
        r = Dn(8)
    s = p + r
    pr = [s[i:i + 2] for i in range(0, 10, 2)]
    q = s[1]
    return pick([" ".join(pr), " ".join(pr), ".".join(pr), s, "-".join(pr),
                 f"+33 {q} " + " ".join(pr[1:]), f"+33 (0){q} " + " ".join(pr[1:]), f"+33{s[1:]}",
                 f"0033 {q} " + " ".join(pr[1:]), f"+33 {q}." + ".".join(pr[1:]), f"+33 {s[1:]}"])


IT_MOB = ["320", "322", "323", "324", "327", "328", "329", "330", "331", "333", "334", "335", "336",
          "337", "338", "339", "340", "342", "343", "345", "346", "347", "348", "349", "350", "351",
          "366", "368", "380", "388", "389", "391", "392", "393"]


def g_it():
    if R.random() < 0.75:
        p = pick(IT_MOB)
        r = D(7)
        return pick([f"{p} {r[:3]} {r[3:]}", f"{p}{r}", f"{p} {r}", f"{p}-{r[:3]}-{r[3:]}",
                     f"+39 {p} {r[:3]} {r[3:]}", f"+39 {p}{r}", f"+39 {p} {r}", f"0039 {p} {r[:3]} {r[3:]}",
                     f"{p}.{r[:3]}.{r[3:]}", f"+39{p}{r}", f"{p}/{r}"])
    a, n = pick([("06", Dn(8, "3456789")), ("02", Dn(8, "2345678")), ("055", Dn(7, "2345")),
                 ("011", Dn(7, "3456")), ("081", Dn(7, "2345678")), ("051", Dn(6, "2345")),
                 ("041", Dn(6, "25"))])
    sp = f"{n[:4]} {n[4:]}" if len(n) == 8 else (f"{n[:3]} {n[3:]}" if len(n) == 7 else n)
    return pick([f"{a} {sp}", f"{a} {n}", f"+39 {a} {n}", f"{a}/{n}", f"+39 {a} {sp}", f"{a}-{n}"])


def g_kr():
    if R.random() < 0.75:
        m = Dn(4, "23456789")
        l = D(4)
        return pick([f"010-{m}-{l}", f"010-{m}-{l}", f"010{m}{l}", f"010 {m} {l}", f"+82 10-{m}-{l}",
                     f"+82 10 {m} {l}", f"+8210{m}{l}", f"+82-10-{m}-{l}", f"010.{m}.{l}", f"82-10-{m}-{l}"])
    a = pick(["02", "02", "051", "032", "053", "031", "042", "062", "064"])
    m = Dn(pick([3, 4]), "2345678")
    l = D(4)
    return pick([f"{a}-{m}-{l}", f"{a}-{m}-{l}", f"{a} {m} {l}", f"+82 {a[1:]}-{m}-{l}", f"+82 {a[1:]} {m} {l}",
                 f"({a}) {m}-{l}"])


def g_es():
    if R.random() < 0.7:
        s = "6" + D(8) if R.random() < 0.8 else "7" + pick("1234") + D(7)
    else:
        s = pick(["91", "93", "96", "95", "94", "98", "97"]) + Dn(7, "2345678")
    return pick([f"{s[:3]} {s[3:5]} {s[5:7]} {s[7:]}", f"{s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]} {s[3:6]} {s[6:]}",
                 s, f"+34 {s[:3]} {s[3:6]} {s[6:]}", f"+34 {s[:3]} {s[3:5]} {s[5:7]} {s[7:]}", f"+34{s}",
                 f"0034 {s[:3]} {s[3:6]} {s[6:]}", f"{s[:3]}-{s[3:6]}-{s[6:]}", f"+34 {s}",
                 f"{s[:2]} {s[2:5]} {s[5:7]} {s[7:]}" if s[0] == "9" else f"{s[:3]} {s[3:6]} {s[6:]}"])


# country code -> (generator, English name, Chinese name, en cities, zh cities)
COUNTRIES = {
    "US": (lambda: g_nanp(US_AREAS), "the US", "美国", ["New York", "Chicago", "Seattle", "Austin", "Boston", "Miami", "Denver", "SF"], ["纽约", "芝加哥", "西雅图", "旧金山", "波士顿", "洛杉矶"]),
    "CA": (lambda: g_nanp(CA_AREAS), "Canada", "加拿大", ["Toronto", "Vancouver", "Montreal", "Calgary", "Ottawa", "Halifax"], ["多伦多", "温哥华", "蒙特利尔", "卡尔加里", "渥太华"]),
    "CN": (None, "China", "中国", ["Shanghai", "Beijing", "Shenzhen", "Chengdu", "Hangzhou", "Wuhan"], ["上海", "北京", "深圳", "成都", "杭州", "武汉", "广州", "南京", "西安", "重庆"]),
    "IN": (g_in, "India", "印度", ["Mumbai", "Bangalore", "Delhi", "Pune", "Hyderabad", "Chennai"], ["孟买", "班加罗尔", "新德里", "海得拉巴"]),
    "ID": (g_id, "Indonesia", "印尼", ["Jakarta", "Surabaya", "Bandung", "Bali", "Medan", "Yogya"], ["雅加达", "泗水", "万隆", "巴厘岛"]),
    "PK": (g_pk, "Pakistan", "巴基斯坦", ["Karachi", "Lahore", "Islamabad", "Peshawar", "Faisalabad"], ["卡拉奇", "拉合尔", "伊斯兰堡"]),
    "NG": (g_ng, "Nigeria", "尼日利亚", ["Lagos", "Abuja", "Port Harcourt", "Ibadan", "Kano"], ["拉各斯", "阿布贾"]),
    "BR": (g_br, "Brazil", "巴西", ["São Paulo", "Rio", "Belo Horizonte", "Curitiba", "Recife", "Porto Alegre"], ["圣保罗", "里约", "巴西利亚"]),
    "BD": (g_bd, "Bangladesh", "孟加拉", ["Dhaka", "Chittagong", "Sylhet", "Khulna"], ["达卡", "吉大港"]),
    "RU": (g_ru, "Russia", "俄罗斯", ["Moscow", "St Petersburg", "Kazan", "Novosibirsk", "Yekaterinburg"], ["莫斯科", "圣彼得堡", "喀山", "新西伯利亚"]),
    "MX": (g_mx, "Mexico", "墨西哥", ["CDMX", "Guadalajara", "Monterrey", "Cancún", "Puebla", "Tijuana"], ["墨西哥城", "瓜达拉哈拉", "蒙特雷", "坎昆"]),
    "JP": (g_jp, "Japan", "日本", ["Tokyo", "Osaka", "Kyoto", "Yokohama", "Fukuoka", "Sapporo"], ["东京", "大阪", "京都", "横滨", "福冈", "札幌"]),
    "ET": (g_et, "Ethiopia", "埃塞俄比亚", ["Addis", "Addis Ababa", "Hawassa", "Bahir Dar", "Dire Dawa"], ["亚的斯亚贝巴", "哈瓦萨"]),
    "PH": (g_ph, "the Philippines", "菲律宾", ["Manila", "Cebu", "Davao", "Makati", "Quezon City"], ["马尼拉", "宿务", "达沃"]),
    "EG": (g_eg, "Egypt", "埃及", ["Cairo", "Alexandria", "Giza", "Hurghada", "Luxor"], ["开罗", "亚历山大", "吉萨"]),
    "VN": (g_vn, "Vietnam", "越南", ["Hanoi", "Saigon", "HCMC", "Da Nang", "Hai Phong"], ["河内", "胡志明市", "岘港"]),
    "CD": (g_cd, "DR Congo", "刚果（金）", ["Kinshasa", "Lubumbashi", "Goma", "Kisangani"], ["金沙萨", "卢本巴希"]),
    "TR": (g_tr, "Turkey", "土耳其", ["Istanbul", "Ankara", "Izmir", "Antalya", "Bursa"], ["伊斯坦布尔", "安卡拉", "伊兹密尔"]),
    "IR": (g_ir, "Iran", "伊朗", ["Tehran", "Isfahan", "Shiraz", "Mashhad", "Tabriz"], ["德黑兰", "伊斯法罕", "设拉子"]),
    "DE": (g_de, "Germany", "德国", ["Berlin", "Munich", "Hamburg", "Frankfurt", "Cologne", "Stuttgart"], ["柏林", "慕尼黑", "汉堡", "法兰克福"]),
    "TH": (g_th, "Thailand", "泰国", ["Bangkok", "Chiang Mai", "Phuket", "Pattaya"], ["曼谷", "清迈", "普吉"]),
    "GB": (g_gb, "the UK", "英国", ["London", "Manchester", "Leeds", "Edinburgh", "Bristol", "Glasgow"], ["伦敦", "曼彻斯特", "爱丁堡", "伯明翰"]),
    "FR": (g_fr, "France", "法国", ["Paris", "Lyon", "Marseille", "Toulouse", "Bordeaux", "Lille"], ["巴黎", "里昂", "马赛", "尼斯"]),
    "IT": (g_it, "Italy", "意大利", ["Rome", "Milan", "Florence", "Naples", "Turin", "Bologna"], ["罗马", "米兰", "佛罗伦萨", "威尼斯"]),
    "KR": (g_kr, "South Korea", "韩国", ["Seoul", "Busan", "Incheon", "Daegu", "Jeju"], ["首尔", "釜山", "仁川", "济州"]),
    "ES": (g_es, "Spain", "西班牙", ["Madrid", "Barcelona", "Valencia", "Seville", "Málaga", "Bilbao"], ["马德里", "巴塞罗那", "瓦伦西亚"]),
}


def phone_for(cc, sub=None):
    if cc == "CN":
        if sub is None:
            sub = "mobile" if R.random() < 0.75 else "landline"
        return (g_cn_mob() if sub == "mobile" else g_cn_land()), sub
    return COUNTRIES[cc][0](), None


# ---------------------------------------------------------------- other PII generators
EN_FIRST = ["james", "mary", "john", "patricia", "robert", "jennifer", "michael", "linda", "david",
            "elizabeth", "sarah", "kevin", "emily", "daniel", "jessica", "chris", "ashley", "matt",
            "laura", "ryan", "olivia", "ethan", "sophia", "noah", "ava", "liam", "mia", "lucas",
            "chloe", "ben", "priya", "arjun", "fatima", "ahmed", "chidi", "ngozi", "yuki", "kenji",
            "minji", "jiwoo", "ana", "joao", "lucia", "marco", "giulia", "pierre", "camille",
            "hans", "lena", "olga", "dmitri", "mehmet", "elif", "reza", "sara", "thanh", "linh"]
EN_LAST = ["smith", "johnson", "williams", "brown", "jones", "garcia", "miller", "davis", "rodriguez",
           "martinez", "hernandez", "lopez", "wilson", "anderson", "thomas", "taylor", "moore",
           "jackson", "martin", "lee", "thompson", "white", "harris", "clark", "lewis", "walker",
           "young", "allen", "king", "wright", "okafor", "nguyen", "patel", "sharma", "kowalski",
           "schmidt", "rossi", "silva", "santos", "tanaka", "sato", "kim", "park", "ivanov", "yilmaz",
           "dubois", "moreau", "fischer", "weber", "ferrari", "adeyemi", "hossain", "rahman", "tran"]
PY_GIVEN = ["wei", "fang", "na", "min", "jing", "li", "qiang", "lei", "jun", "yang", "yong", "yan",
            "jie", "tao", "ming", "chao", "xiuying", "xiaoming", "haoran", "yuxuan", "zihan",
            "yichen", "siyu", "jiahui", "zhiqiang", "junjie", "shuang", "ting", "hui", "peng", "xin"]
PY_SUR = ["wang", "li", "zhang", "liu", "chen", "yang", "huang", "zhao", "wu", "zhou", "xu", "sun",
          "ma", "zhu", "hu", "guo", "he", "lin", "gao", "luo", "zheng", "liang", "xie", "song",
          "tang", "han", "feng", "deng", "cao", "peng"]
NICK = ["sunnyday", "coolcat", "bluefish", "tiger_mom", "nightowl", "coffee.addict", "xiaoyu",
        "momo", "kiki", "dragonfly", "happy.panda", "ricebowl", "skywalker", "mapleleaf", "jojo",
        "leo.runs", "pixel_art", "greentea", "bookworm", "starlight"]
FREE_DOM = ["gmail.com", "gmail.com", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com",
            "icloud.com", "proton.me", "protonmail.com", "aol.com", "163.com", "163.com", "126.com",
            "qq.com", "qq.com", "foxmail.com", "sina.com", "sohu.com", "yeah.net", "aliyun.com",
            "yahoo.co.jp", "gmx.de", "web.de", "orange.fr", "libero.it", "naver.com", "daum.net",
            "mail.ru", "yandex.ru", "hotmail.co.uk", "btinternet.com", "rediffmail.com",
            "yahoo.com.br", "uol.com.br", "live.com", "me.com", "sina.cn", "139.com"]
ORG_DOM = ["cs.stanford.edu", "mail.tsinghua.edu.cn", "stu.pku.edu.cn", "zju.edu.cn",
           "eng.acme-corp.com", "northwind-traders.com", "brightpath.io", "hr.globex-intl.com",
           "mail.sjtu.edu.cn", "alumni.ucl.ac.uk", "student.unimelb.edu.au", "lumenlabs.ai",
           "kestrel-logistics.co.uk", "sales.tiangong-tech.cn", "bj.huayu-edu.com.cn",
           "mail.ustc.edu.cn", "fudan.edu.cn", "umich.edu", "ece.utoronto.ca", "my.nthu.edu.tw",
           "research.orbitalbio.com", "sg.redlantern-media.com", "team.pinecrest.dev",
           "office.meridian-law.co.uk", "m.scnu.edu.cn", "dept.math.ox.ac.uk", "studio-kumo.jp"]
TAGS = ["news", "shopping", "amazon", "work", "spam", "github", "bills", "travel", "2026", "taobao", "jobs"]


def g_email():
    k = R.random()
    f, l = pick(EN_FIRST), pick(EN_LAST)
    if R.random() < 0.4:
        f, l = pick(PY_GIVEN), pick(PY_SUR)
    dom = pick(FREE_DOM) if R.random() < 0.65 else pick(ORG_DOM)
    if dom == "qq.com" and R.random() < 0.7:
        loc = Dn(R.randint(6, 10))
    elif k < 0.18:
        loc = f"{f}.{l}"
    elif k < 0.28:
        loc = f"{f}_{l}"
    elif k < 0.38:
        loc = f"{f[0]}{l}{D(R.randint(0, 3))}"
    elif k < 0.48:
        loc = f"{f}.{l}+{pick(TAGS)}"
    elif k < 0.55:
        loc = f"{l}{f}{pick(['', '1990', '88', '2001', '123', '07', '666'])}"
    elif k < 0.62:
        loc = f"{f}.{pick('abcdefghjklmnprstw')}.{l}"
    elif k < 0.70:
        loc = pick(NICK) + D(R.randint(0, 4))
    elif k < 0.76:
        loc = f"{f}-{l}"
    elif k < 0.82:
        loc = f"{f}{D(2)}+{pick(TAGS)}"
    elif k < 0.88:
        loc = f"{l}.{f}"
    else:
        loc = f"{f}{l}"
    e = f"{loc}@{dom}"
    u = R.random()
    if u < 0.08:
        e = e.upper()
    elif u < 0.2:
        parts = re.split(r"([._+@-])", e)
        e = "".join(p.capitalize() if p and p[0].isalpha() and R.random() < 0.7 else p for p in parts)
    elif u < 0.25:
        a, b = e.split("@")
        e = a + "@" + b.upper()
    return e


REGIONS = ["110101", "110105", "110108", "310101", "310115", "310104", "440103", "440106", "440305",
           "440304", "330106", "330102", "320102", "320106", "510107", "510104", "420106", "420111",
           "500103", "500112", "610113", "370202", "430104", "350203", "210102", "120101", "130102",
           "410105", "340104", "360102", "450103", "530102", "520102", "230103", "220102", "140105",
           "150102", "620102", "650102", "460106", "320583", "330382", "441900", "445102", "370781",
           "411302", "371302", "421002", "522101", "130682", "412726", "342221", "513922", "432524"]
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def id_check(s17):
    return "10X98765432"[sum(int(c) * w for c, w in zip(s17, ID_W)) % 11]


def g_cn_id(force_x=False):
    while True:
        y = R.randint(1950, 2010)
        m = R.randint(1, 12)
        dd = R.randint(1, [31, 29 if y % 4 == 0 else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1])
        s17 = f"{pick(REGIONS)}{y:04d}{m:02d}{dd:02d}{D(3)}"
        c = id_check(s17)
        if force_x and c != "X":
            continue
        return s17 + c


def luhn_ok(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(prefix, length):
    body = prefix + D(length - len(prefix) - 1)
    for c in "0123456789":
        if luhn_ok(body + c):
            return body + c


CARD_BINS = [("622202", 19, "工商银行", "ICBC"), ("621226", 19, "工商银行", "ICBC"), ("622848", 19, "农业银行", "ABC"),
             ("621700", 19, "建设银行", "CCB"), ("622588", 16, "招商银行", "CMB"), ("621483", 16, "招商银行", "CMB"),
             ("622609", 16, "民生银行", "CMBC"), ("621661", 19, "中国银行", "BOC"), ("622262", 19, "交通银行", "BoCom"),
             ("623058", 19, "平安银行", "Ping An"), ("621799", 19, "邮储银行", "PSBC"), ("625809", 16, "浦发银行", "SPDB"),
             ("4", 16, "Visa", "Visa"), ("4", 16, "Visa", "Visa"), ("4", 16, "Visa", "Visa"), ("51", 16, "Mastercard", "Mastercard"),
             ("53", 16, "Mastercard", "Mastercard"), ("55", 16, "Mastercard", "Mastercard"), ("2221", 16, "Mastercard", "Mastercard"),
             ("6011", 16, "Discover", "Discover"), ("3528", 16, "JCB", "JCB"), ("3566", 16, "JCB", "JCB"), ("4", 19, "Visa", "Visa"),
             ("6250", 16, "银联信用卡", "UnionPay")]


def g_card():
    pre, ln, zh, en = pick(CARD_BINS)
    n = luhn_complete(pre, ln)
    k = R.random()
    if k < 0.45:
        s = " ".join(n[i:i + 4] for i in range(0, ln, 4))
    elif k < 0.6:
        s = "-".join(n[i:i + 4] for i in range(0, ln, 4))
    elif k < 0.68 and ln == 19:
        s = f"{n[:6]} {n[6:]}"
    else:
        s = n
    return s, zh, en


PUB_FIRST = [23, 24, 31, 36, 39, 42, 49, 58, 59, 60, 61, 66, 67, 68, 71, 73, 76, 82, 85, 86, 92, 98,
             101, 103, 106, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124,
             125, 139, 157, 171, 175, 180, 182, 183, 185, 188, 202, 210, 211, 218, 219, 220, 221, 222, 223]


def g_ipv4():
    k = R.random()
    if k < 0.25:
        return f"192.168.{pick([0, 1, 1, 1, 2, 3, 10, 31, 50, 100])}.{R.randint(2, 254)}"
    if k < 0.38:
        return f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    if k < 0.45:
        return f"172.{R.randint(16, 31)}.{R.randint(0, 255)}.{R.randint(1, 254)}"
    return f"{pick(PUB_FIRST)}.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}"


V6_PRE = [["2001", "db8"], ["2408", "8207"], ["240e", "3b5"], ["2409", "8a28"], ["2a02", "908"],
          ["2600", "1700"], ["2607", "fb90"], ["2a01", "4f8"], ["2400", "cb00"], ["fe80"], ["2001", "470"],
          ["2406", "da14"], ["2a00", "23c5"], ["2804", "14c"], ["2405", "201"], ["240e", "47c"], ["2408", "820c"]]


def hexg():
    return format(R.randint(0, 0xFFFF) if R.random() < 0.7 else R.randint(0, 0xFFF), "x")


def g_ipv6():
    pre = pick(V6_PRE)
    if pre == ["fe80"]:
        g = ["fe80", "0", "0", "0", hexg(), hexg(), hexg(), hexg()]
    else:
        g = pre + [hexg() for _ in range(8 - len(pre))]
        if R.random() < 0.6:
            st = R.randint(2, 5)
            ln = R.randint(2, 8 - st - 1) if 8 - st - 1 >= 2 else 2
            for i in range(st, min(8, st + ln)):
                g[i] = "0"
    # compress longest run of zeros (len >= 2)
    best, bl, i = -1, 0, 0
    while i < 8:
        if g[i] == "0":
            j = i
            while j < 8 and g[j] == "0":
                j += 1
            if j - i > bl:
                best, bl = i, j - i
            i = j
        else:
            i += 1
    if bl >= 2 and R.random() < 0.9:
        s = ":".join(g[:best]) + "::" + ":".join(g[best + bl:])
    else:
        s = ":".join(g)
    if R.random() < 0.15:
        s = s.upper()
    return s


# ---------------------------------------------------------------- fillers
WHO_EN = ["my mom", "my dad", "my wife", "my husband", "my sister", "my brother", "my landlord",
          "my boss", "the plumber", "my babysitter", "my friend Dave", "Grandma", "my coworker Priya",
          "my roommate", "our nanny", "my uncle", "my daughter", "my son", "the contractor", "my piano teacher",
          "my neighbour", "Tom from accounting", "my cousin", "my gf", "the dog walker"]
WHO_ZH = ["我妈", "我爸", "我老婆", "我老公", "我姐", "我弟", "房东", "我们老板", "维修师傅", "家政阿姨",
          "我同学小王", "奶奶", "同事李姐", "我表哥", "室友", "我闺女", "中介小陈", "装修队长", "我舅舅",
          "导师", "隔壁张阿姨", "我发小", "孩子班主任", "健身教练"]

PH_EN = [
    "my number is {P}",
    "You can reach me at {P} after 6pm.",
    "Call me on {P} if anything comes up",
    "Can you save {who}'s number? It's {P}",
    "new phone number: {P}",
    "pls text me at {P}, I don't check email much",
    "Hi, I'm filling out the form and it wants a contact number — use {P}.",
    "The delivery guy needs a phone number, put {P}",
    "remind me to call {who} tomorrow at 10, number is {P}",
    "I moved to {city} last month so my new number is {P}. Please update my contact card.",
    "Draft a text to {P} saying I'll be 15 min late",
    "Whatsapp me on {P}",
    "{P} is my work cell, don't give it to recruiters though",
    "My emergency contact is {who}, {P}.",
    "Could you format this number properly for a business card: {P}",
    "Is {P} a valid number? My friend in {city} gave it to me",
    "I keep getting missed calls from {P}, prob the guy I met at the conference",
    "Add to my notes: {who} — {P}",
    "For the booking, the phone on file should be {P}, not the old one.",
    "hey its me, lost my phone, this is my temporary number {P}",
    "Write a short message to the landlord: the heater's broken again, call me back at {P}.",
    "The school asked for a parent contact. Mine is {P}.",
    "ok so the number she gave me was {P} but it goes straight to voicemail",
    "Put my cell ({P}) in the email signature under my name",
    "I need to change the 2FA phone from {P} to my new one",
    "tel: {P}",
    "Contact: {P} (mornings preferred)",
    "Text {P} when you land",
    "He said call him at {P} or just swing by the shop",
    "my sim from {city}: {P} — only works on wifi calling rn",
    "Help me write a lost-dog flyer. Name: Biscuit, golden retriever, reward, call {P}",
    "Selling my old bike, can you write the listing? Price 120, contact {P}",
    "The Airbnb host's number is {P}, can you remind me when we're near {city}?",
    "Reservation for 4 at 7:30 under the name Chen, phone {P}",
    "I'll be in {city} till friday, best number is {P}",
    "what time zone is {P} in? need to call without waking them up",
    "My gym has an outdated number for me, new one is {P}, can you draft the email",
    "the tutor is {P}, she charges by the hour",
    "Can you translate 'please call me back at {P}' into Spanish?",
    "Mobile: {P}",
    "My dad's new mobile is {P} and he can't figure out voicemail lol",
    "Correction — the right number is {P}, I mistyped earlier",
    "{who} just changed numbers. Old one's dead, new is {P}",
    "Please ring {P} to confirm the appointment",
    "Here's my number in case the app crashes: {P}",
    "Can u remind me to call back {P} at 3?",
    "If I'm not answering, try my home line {P}",
    "Fill the emergency contact field with {P} pls",
    "she wrote her number on a napkin: {P}. save it as 'Maya from the bookstore'",
    "i think the number is {P} but double check the digits",
    "Landlord in {city} is {P}. He only speaks the local language, can you help me write a message?",
    "what's the right way to dial {P} from {country_from}?",
    "numbr is {P} btw",
    "I'm the parent of Leo in class 3B, my phone is {P} if the teacher needs me.",
    "Need a polite voicemail script. I'm calling {P} about the apartment listing.",
    "The taxi driver said to call him on {P} when we're ready",
    "phone {P} / ask for Ahmed",
    "Update my profile: phone number {P}, everything else stays the same.",
]
PH_ZH = [
    "我的手机号是{P}，有事打我",
    "帮我记一下{who}的电话：{P}",
    "{who}换号了，新号码{P}",
    "电话{P}，下午三点以后都可以打",
    "快递员要电话，填{P}就行",
    "麻烦帮我写条短信发给{P}，说我晚点到",
    "我在{city}的号码是{P}，微信同号",
    "联系人：张先生 {P}",
    "紧急联系人填我妈吧，{P}",
    "这个号码{P}一直打给我，要不要拉黑",
    "提醒我明天上午十点给{who}回电话 {P}",
    "我换手机号了！新号{P}，旧的别打了",
    "报名表上的联系电话写{P}",
    "房东电话是{P}，下个月房租记得转",
    "你帮我看看{P}这个号对不对，是不是少了一位",
    "回头打我座机{P}也行",
    "订餐：周六晚上6点，4位，留的电话{P}",
    "家里电话：{P}",
    "他让我有问题就打{P}找他",
    "把{P}加到我的通讯录，备注“装修王师傅”",
    "丢了手机，先用这个号联系我：{P}",
    "{P} 这个是我工作号，别外传哈",
    "写个寻物启事：在地铁上丢了一个黑色双肩包，拾到请联系{P}，必有重谢",
    "出租房源，两室一厅，月租4500，有意者电话{P}",
    "到了给我打电话，{P}",
    "手机：{P}（微信同号）",
    "你帮我查下{P}是哪里的号码",
    "我在{city}出差，当地号码{P}，有急事打这个",
    "朋友在{city}的电话是{P}，从国内打过去要怎么拨？",
    "客户留的电话：{P}，周一记得跟进",
    "老师说有事打她电话{P}",
    "明天面试，HR留的电话是{P}",
    "帮我把这句话翻译成英文：请拨打{P}与我联系。",
    "{who}的号码{P}，帮我存一下",
    "留个电话吧 {P}",
    "联系电话：{P}。",
    "电话打不通啊，{P}是不是停机了",
    "我的号码改成{P}了，帮我改一下简历上的",
]
PH_ZH_FOREIGN = [
    "我在{city}的号码是{P}，有事打这个",
    "朋友在{city}的电话是{P}，从国内打过去要怎么拨？",
    "帮我记一下{city}那边民宿老板的电话：{P}",
    "下周去{country_zh}，导游的电话是{P}",
    "{who}现在在{city}，号码换成{P}了",
    "帮我查一下{P}是不是{country_zh}的号码",
    "这是我在{country_zh}办的新卡：{P}",
    "客户是{city}的，电话{P}，明天上午跟进一下",
    "留学时的室友在{city}，电话{P}，想给她发个生日祝福",
    "{country_zh}的同事给了个号码{P}，WhatsApp能加吗",
]
TWO_EN = [
    "Two numbers for {who}: cell {P} and home {P2}",
    "Call {P}; if no answer, try {P2}",
    "old number {P} is gone, use {P2} from now on",
    "me: {P}, my husband: {P2}",
]
TWO_ZH = [
    "电话：{P} / {P2}",
    "我的号{P}，我老公的{P2}，哪个打得通打哪个",
    "原来的号码{P}不用了，新号{P2}",
]
PE_EN = [
    "my number is {P} and email {E}",
    "Contact me at {P} or {E}.",
    "Signature: Dana Whitfield | {P} | {E}",
    "He gave me his card — phone {P}, email {E}",
    "update my profile pls: {E}, {P}",
]
PE_ZH = [
    "手机{P}，邮箱{E}",
    "联系方式：{P}，或者发邮件到{E}。",
    "报名信息：电话{P}，邮箱{E}，人数2人",
    "名片上写的是：{P}，{E}",
]
DECOY_EN = [
    "Order #{ORD} hasn't arrived, call me at {P}",
    "Flight {FL} lands at {TIME}, pick me up, my number is {P}",
    "I'm in room {ROOM}; if reception needs me it's {P}",
    "Invoice {INV} is overdue. If they have questions they can call me on {P}.",
    "Paid {AMT} deposit already. My phone: {P}",
]
DECOY_ZH = [
    "订单号{ORD}还没发货，联系电话{P}",
    "我坐{FL}航班，{TIME}落地，到时打{P}",
    "住{ROOM}房间，有事打我手机{P}",
    "定金{AMT}已经付了，电话{P}，麻烦尽快安排",
]

EM_EN = [
    "my email is {E}",
    "Send the invoice to {E}, thanks",
    "write to {E}.",
    "Can you draft a reply to {E} saying I accept the offer?",
    "Please CC {E} on this",
    "Her email is {E} (she prefers that over Slack)",
    "I signed up with {E} but never got the verification link",
    "update my account email to {E}!",
    "You can reach me at {E}; I usually reply within a day.",
    "Is {E} a valid address? the form keeps rejecting it",
    "forward the PDF to {E} pls",
    "Contact: {E}",
    "email {who} at {E} about the party",
    "he said to email him — {E} — before friday",
    "Add {E} to the mailing list",
    "The recruiter's email is {E}. should I follow up?",
    "Set up a filter so emails from {E} skip the inbox",
    "Send me the summary at {E}?",
    "Sign the letter with my name and put <{E}> under it",
    "I'm using {E} for newsletters so I can filter them",
    "write a polite email to {E} asking for the refund",
    "the reply-to address is {E}, but that's my personal one, oops",
    "Any idea why gmail says {E} doesn't exist?",
    "my login is {E}",
    "RSVP to {E} by the 15th!",
    "Email: {E}",
    "please send the signed copy to {E}, not to my work address",
    "Mailto link isn't working: mailto:{E}",
    "Can you make an outlook rule for anything from {E}",
    "Reach out to {E} — she handles the visa paperwork.",
    "Hey! it's {E}, add me",
    "Typo'd my email on the form, it should be {E} not the one with the extra s",
    "pls send the photos to \"{E}\"",
    "is it weird to use {E} on my CV?",
    "got a weird login alert for {E}...",
]
EM_ZH = [
    "我的邮箱是{E}",
    "简历发到{E}就行",
    "（邮箱：{E}）",
    "请把发票发到邮箱{E}，谢谢！",
    "帮我给{E}写封邮件，说周五的会改到下午",
    "{who}的邮箱是{E}，抄送她一下",
    "我注册用的是{E}，但一直收不到验证码",
    "邮箱：{E}",
    "你发我{E}吧，微信文件太大了",
    "作业交到{E}，截止周日晚12点。",
    "把{E}加到白名单里",
    "联系邮箱 {E}，工作日回复",
    "论文的通讯作者邮箱填{E}。",
    "这个邮箱{E}是不是写错了？发过去被退回了",
    "请用{E}联系我，手机不常看",
    "账号是{E}，密码我等会儿单独发你",
    "有问题可以发邮件至{E}～",
    "帮我订阅一下，邮箱填{E}",
    "对方邮箱：{E}。语气正式一点",
]
EM2_EN = [
    "my old email was {E}, now I use {E2}",
    "my school email {E} expires in June, use this instead: {E2}",
    "cc {E} and {E2} on the contract",
]
EM2_ZH = [
    "老邮箱{E}不用了，以后发{E2}",
    "抄送{E}和{E2}",
]

ID_ZH = [
    "我的身份证号是{ID}",
    "帮我填一下报名表，身份证号{ID}",
    "身份证：{ID}",
    "订票要身份证号，我的是{ID}",
    "{who}的身份证号{ID}，帮我一起订了",
    "核对一下：{ID}，出生日期对得上吗",
    "公积金提取需要身份证号码：{ID}。",
    "我身份证{ID}，办卡的时候工作人员说要复印件",
    "实名认证一直失败，身份证号{ID}明明没错",
    "证件号码：{ID}，证件类型：居民身份证",
    "给孩子报名夏令营，身份证号{ID}",
    "酒店入住登记用的是{ID}",
    "帮我算一下{ID}这个人今年多大",
    "我爸的身份证号 {ID} 护照还没办",
    "投保人身份证号：{ID}（请核对）",
    "租房合同上乙方身份证号写{ID}",
]
ID_ZH_X = [
    "这个身份证号{ID}最后一位是X，系统说格式不对怎么办",
    "身份证尾号是X的，完整是{ID}，输小写x可以吗",
]
ID_EN = [
    "My Chinese ID number is {ID}, can you check if the format is right?",
    "For the visa form, resident ID: {ID}",
    "The train booking needs my ID no. {ID}",
    "my shenfenzheng number: {ID}",
    "Fill in ID number {ID} for my mother, she's traveling with me",
    "ID card #: {ID}",
    "Can you check the birth date encoded in {ID}?",
    "Citizen ID {ID} — is the last digit a checksum?",
]
ID_EN_X = ["why does 12306 reject {ID}? it ends in X"]

BC_ZH = [
    "我的银行卡号是{BC}",
    "工资卡：{BC}，开户行{bank}",
    "转账到这个卡号{BC}，户名写我",
    "帮我记一下卡号 {BC}",
    "退款请退到{BC}这张卡",
    "报销打款账户：{BC}（{bank}）",
    "这张卡{BC}被冻结了，怎么解冻",
    "房租直接打我卡上：{BC}",
    "信用卡号{BC}，帮我看看账单日是哪天",
    "卡号发你：{BC} 别外传",
    "收款账号：{BC}",
    "绑卡的时候输的{BC}，提示卡号错误？",
    "{who}的卡号{BC}，学费打这个",
    "工资卡换成{BC}了，财务那边要改一下",
]
BC_EN = [
    "my card number is {BC}",
    "Can you check if {BC} passes the Luhn check?",
    "Card: {BC}",
    "charge it to my {bank_en} card... here's the full number {BC}",
    "I got charged twice on {BC}, help me write a dispute letter",
    "Refund should go back to {BC}",
    "the {bank_en} {BC} is my business one, the other is personal",
    "Pay the deposit with {BC} please",
    "Debit card no. {BC} — is that enough for them to send me money?",
    "Update billing: new card {BC}.",
    "why was {BC} declined at checkout??",
]
V4_EN = [
    "my home IP is {IP}, can you whitelist it?",
    "ssh into {IP} keeps timing out",
    "The router admin page is at {IP} but it won't load",
    "Our office static IP: {IP}",
    "Someone logged into my account from {IP}, is that near me?",
    "Add {IP} to the allowlist for the staging db",
    "ping {IP} returns 'destination host unreachable'",
    "my laptop got {IP} from DHCP but the printer is on a different subnet",
    "server: {IP}:{port}, user root",
    "The minecraft server I host is at {IP}, tell the guys",
    "why does whatismyip show {IP} when I'm on VPN",
    "firewall logs show repeated hits from {IP}",
    "Can you explain why {IP} is a private address?",
    "curl http://{IP}:{port}/health returns 502",
    "set a static ip {IP} for the raspberry pi, how?",
    "my public IP changed to {IP} overnight, do I need to update the DDNS?",
]
V4_ZH = [
    "我家的公网IP是{IP}",
    "服务器地址{IP}，端口{port}",
    "帮我把{IP}加到白名单",
    "登录记录显示{IP}，这不是我",
    "路由器后台{IP}打不开怎么办",
    "NAS的内网地址是{IP}",
    "ssh连{IP}一直超时",
    "这个IP {IP} 是哪里的？",
    "监控摄像头IP设成了{IP}",
    "把数据库连接改成{IP}:{port}",
    "打印机的IP地址：{IP}。",
]
V6_EN = [
    "my IPv6 address is {IP6}",
    "the server listens on [{IP6}]:{port}",
    "why does my phone show {IP6} as its address",
    "Whitelist {IP6} too, the office has dual stack now",
    "ping6 {IP6} works but the website doesn't",
    "Got an alert: new sign-in from {IP6}",
    "ip -6 addr shows {IP6} on eth0, is that my public one?",
    "add an AAAA record pointing to {IP6}",
]
V6_ZH = [
    "我的IPv6地址是{IP6}",
    "光猫分到的v6地址：{IP6}",
    "异地登录提醒，IP是{IP6}",
    "服务器的IPv6 {IP6} 能ping通但网站打不开",
    "把{IP6}也加到安全组里",
    "AAAA记录指向{IP6}对吗？",
]

# ---------------------------------------------------------------- negative fillers


def isbn13():
    body = "978" + pick(["7", "0", "1", "4", "3"]) + D(8)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    c = (10 - s % 10) % 10
    full = body + str(c)
    if R.random() < 0.6:
        g = full[4:]
        cut = R.randint(2, 5)
        return f"{full[:3]}-{full[3]}-{g[:cut]}-{g[cut:8]}-{c}"
    return full


def isbn10():
    body = pick(["0", "1", "7"]) + D(8)
    s = sum(int(c) * (10 - i) for i, c in enumerate(body))
    c = (11 - s % 11) % 11
    cs = "X" if c == 10 else str(c)
    return f"{body[0]}-{body[1:4]}-{body[4:9]}-{cs}"


def f_order():
    return pick([f"{D(3)}-{D(7)}-{D(7)}", Dn(12), Dn(18), Dn(19), f"{R.randint(2401, 2612)}{D(2)}{Dn(12)}",
                 f"#{R.randint(1000, 99999)}", f"SO-{D(6)}", f"{R.randint(240101, 261231)}-{D(15)}",
                 f"DD{D(14)}", f"A{D(3)}-{D(4)}"])


def f_track():
    return pick([f"SF{D(13)}", f"YT{D(13)}", f"75{D(12)}", f"JDVA{D(11)}", f"E{pick('ABM')}{D(9)}CN",
                 f"1Z{''.join(pick('0123456789ABCDEFGHJKRWXY') for _ in range(6))}{D(10)}",
                 D(12), "9400 " + " ".join(D(4) for _ in range(4)) + " " + D(2), f"LP00{D(12)}",
                 f"JT{D(13)}", f"RR{D(9)}CN", f"{D(10)}"])


def f_invoice():
    return pick([f"INV-{R.randint(2023, 2026)}-{D(6)}", f"#{R.randint(100000, 999999)}", f"B/{R.randint(2024, 2026)}/{D(4)}",
                 f"PO {Dn(10)}", f"RCPT-{D(5)}", f"{R.randint(2025, 2026) % 100}44{D(16)}", f"INV{D(8)}",
                 f"2026-{D(4)}"])


MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_F = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]


def f_date(zh=False):
    y = R.randint(2019, 2027)
    m = R.randint(1, 12)
    d = R.randint(1, 28)
    if zh:
        return pick([f"{y}年{m}月{d}日", f"{m}月{d}日", f"{y}-{m:02d}-{d:02d}", f"{y}/{m}/{d}", f"{y}.{m:02d}.{d:02d}",
                     f"{y}年{m:02d}月{d:02d}日"])
    return pick([f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{m}/{d}/{y}", f"{d}.{m}.{y}", f"{MONTHS[m-1]} {d}, {y}",
                 f"{d} {MONTHS_F[m-1]} {y}", f"{y}{m:02d}{d:02d}", f"{m:02d}/{d:02d}/{y % 100:02d}", f"{y}/{m:02d}/{d:02d}",
                 f"{MONTHS_F[m-1]} {d}th"])


def f_time(zh=False):
    h = R.randint(0, 23)
    mi = R.randint(0, 59)
    if zh:
        return pick([f"{h:02d}:{mi:02d}", f"下午{R.randint(1, 6)}点{mi}分", f"晚上{R.randint(7, 11)}点半", f"{h}点{mi:02d}",
                     f"凌晨{R.randint(1, 5)}:{mi:02d}"])
    return pick([f"{h:02d}:{mi:02d}", f"{R.randint(1, 12)}:{mi:02d} {pick(['am', 'pm', 'PM', 'AM'])}", f"{h:02d}:{mi:02d}:{R.randint(0, 59):02d}",
                 f"{h}h{mi:02d}", f"{R.randint(1, 12)}{pick(['am', 'pm'])}", f"{h:02d}{mi:02d} hrs", f"{h:02d}:{mi:02d}:{R.randint(0, 59):02d}.{D(3)}"])


def f_dur(zh=False):
    if zh:
        return pick([f"{R.randint(1, 9)}小时{R.randint(1, 59)}分钟", f"{R.randint(2, 30)}天", f"{R.randint(1, 5)}天{R.randint(1, 23)}小时",
                     f"{R.randint(10, 90)}分钟", f"{R.randint(0, 3):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}", f"{R.randint(2, 18)}个月"])
    return pick([f"{R.randint(1, 9)}h {R.randint(1, 59)}m", f"{R.randint(0, 3):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}",
                 f"{R.randint(20, 180)} mins", f"PT{R.randint(1, 5)}H{R.randint(1, 59)}M", f"{R.randint(2, 14)} days",
                 f"{R.randint(1, 59)}m{R.randint(1, 59)}s", f"{R.randint(1, 9)}.{R.randint(1, 9)} hours", f"{R.randint(100, 9999)} ms"])


def f_ver():
    return pick([f"v{R.randint(0, 3)}.{R.randint(0, 40)}.{R.randint(0, 20)}", f"10.0.{R.randint(17763, 26100)}",
                 f"{R.randint(100, 131)}.0.{R.randint(5000, 6999)}.{R.randint(10, 250)}", f"{R.randint(15, 18)}.{R.randint(0, 7)}.{R.randint(1, 3)}",
                 f"3.{R.randint(8, 13)}.{R.randint(0, 12)}", f"{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(0, 9)}.{R.randint(0, 99)}",
                 f"{R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 9)}-beta.{R.randint(1, 5)}", f"6.1.7601.{R.randint(17000, 24000)}",
                 f"{R.randint(20, 24)}.{R.randint(1, 12):02d}", f"build {R.randint(1000, 99999)}"])


def f_amt(zh=False):
    a = R.randint(1, 999999) + R.randint(0, 99) / 100
    s = f"{a:,.2f}"
    return pick([f"¥{s}", f"${s}", f"€{s.replace(',', 'X').replace('.', ',').replace('X', '.')}", f"£{a:,.2f}", f"RMB {s}", f"{s}元",
                 f"USD {int(a):,}", f"R$ {s.replace(',', 'X').replace('.', ',').replace('X', '.')}", f"¥{int(a):,}",
                 f"₩{R.randint(1, 999) * 1000:,}", f"{R.randint(1, 99)}.{R.randint(1, 9)}万元", f"-${R.randint(10, 900)}.00",
                 f"₹{R.randint(1, 9)},{R.randint(10, 99)},{R.randint(100, 999)}", f"${R.randint(1, 99)},{R.randint(100, 999)}.{D(2)}"])


def f_post():
    return pick([("US", f"{Dn(5)}"), ("US", f"{Dn(5)}-{D(4)}"), ("UK", pick(["SW1A 1AA", "EC1A 1BB", "M1 1AE", "WC1B 3DG", "EH1 1YZ", "B33 8TH", "LS1 4AP", "CB2 1TN"])),
                 ("CN", f"{pick(['10', '20', '51', '31', '61', '43', '21'])}{D(4)}"), ("CA", pick(["M5V 2T6", "V6B 4Y8", "H3B 1X9", "K1P 5J2", "T2P 0B3"])),
                 ("IN", f"{pick('1234567')}{D(5)}"), ("DE", f"{Dn(5)}"), ("JP", f"〒{D(3)}-{D(4)}"), ("BR", f"{D(5)}-{D(3)}"), ("NL", f"{Dn(4)} {pick(['AB', 'KL', 'XZ', 'RS'])}")])


def f_model():
    return pick(["iPhone 15 Pro A3102", "ThinkPad X1 Carbon Gen 11 21HM", "RTX 4090", "SM-S9180", "XPS 13 9340", "WH-1000XM5",
                 "DS-2CD2143G2-I", "MacBook Air M2 A2681", "Redmi K70 23113RKC6C", "HUAWEI Mate 60 Pro ALN-AL00", "Galaxy Tab S9 SM-X710",
                 "Dyson V15 SV22", "Canon EOS R6 Mark II", "Kindle Paperwhite M2L4EK", "RT-AX86U", "TL-WR841N", "i7-13700K",
                 "Ryzen 7 7800X3D", "GT-AX11000", "Bosch SMS6ZCI48E", "LG OLED55C3PCA", "iPad A2757", "MI 13 2211133C", "PS5 CFI-1215A"])


def f_flight():
    return pick([f"CA{R.randint(100, 1999)}", f"MU {R.randint(500, 5999)}", f"CZ{R.randint(300, 6999)}", f"UA{R.randint(1, 999)}",
                 f"BA {R.randint(1, 999)}", f"EK{R.randint(1, 599)}", f"SQ {R.randint(1, 999)}", f"NH {R.randint(1, 999)}",
                 f"LH {R.randint(100, 999)}", f"AF{R.randint(100, 1999)}", f"QR {R.randint(1, 999)}", f"TK{R.randint(1, 99)}",
                 f"KE 0{R.randint(10, 99)}", f"DL {R.randint(10, 2999)}", f"6E {R.randint(100, 6999)}", f"HU{R.randint(7000, 7999)}",
                 f"3U{R.randint(8000, 8999)}", f"VN {R.randint(100, 999)}"])


def f_room(zh=False):
    if zh:
        return pick([f"{R.randint(2, 30)}{R.randint(1, 20):02d}", f"A-{R.randint(1, 20)}{R.randint(1, 20):02d}", f"{R.randint(1, 9)}-{R.randint(100, 520)}",
                     f"B{R.randint(1, 3)}{R.randint(10, 30)}", f"{R.randint(1, 5)}号楼{R.randint(101, 620)}"])
    return pick([f"{R.randint(2, 30)}{R.randint(1, 20):02d}", f"B-{R.randint(1, 20)}{R.randint(1, 20):02d}", f"{R.randint(1, 6)}.{R.randint(1, 40):02d}",
                 f"{R.randint(100, 520)}", f"{pick('ABCDE')}{R.randint(100, 450)}", f"{R.randint(1, 9)}F-{R.randint(1, 30)}"])


def post_cn():
    return f"{pick(['10', '20', '51', '31', '61', '43', '21', '71', '65'])}{D(4)}"


def post_any():
    return f_post()[1]


def win_ver():
    return f"10.0.{pick(['19045', '22621', '22631', '19044', '26100'])}.{R.randint(1000, 4999)}"


def chrome_ver():
    return f"{R.randint(118, 131)}.0.{R.randint(5900, 6999)}.{R.randint(10, 250)}"


def sem_ver():
    return pick([f"v{R.randint(0, 3)}.{R.randint(0, 40)}.{R.randint(0, 20)}", f"{R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 9)}",
                 f"{R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 9)}-beta.{R.randint(1, 5)}", f"v{R.randint(1, 9)}.{R.randint(0, 9)}.{R.randint(0, 9)}.{R.randint(0, 99)}",
                 f"{R.randint(1, 4)}.{R.randint(0, 9)}.{R.randint(0, 9)}.{R.randint(0, 255)}"])


def ios_ver():
    return f"{pick(['iOS', 'iPadOS', 'macOS'])} {R.randint(15, 18)}.{R.randint(0, 7)}{pick(['', '.1', '.2', '.3'])}"


def py_ver():
    return f"3.{R.randint(8, 13)}.{R.randint(0, 12)}"


def sport_score():
    a = R.randint(1, 6)
    b = R.randint(0, a - 1)
    return pick([f"{a}:{b}", f"{a}-{b}", f"{R.randint(100, 130)}-{R.randint(85, 99)}", f"6-{R.randint(0, 4)}, 7-6({R.randint(1, 8)})"])


def test_score():
    return pick([f"{R.randint(60, 100)}/100", f"{R.randint(1200, 1600)} on the SAT", f"{R.randint(95, 118)} on the TOEFL", f"{R.randint(60, 99)} out of 100",
                 f"{R.randint(140, 170)}/{R.randint(140, 170)} on the GRE"])


def test_score_zh():
    return pick([f"{R.randint(60, 100)}分", f"{R.randint(400, 710)}分", f"{R.randint(90, 150)}/150", f"总分{R.randint(480, 700)}"])


def pct(lo, hi, dec=True):
    v = R.randint(lo, hi)
    return f"{v}.{R.randint(0, 9)}%" if dec and R.random() < 0.5 else f"{v}%"


def bigcount():
    return f"{R.randint(1, 99)},{D(3)},{D(3)}" if R.random() < 0.5 else f"{R.randint(1, 999)},{D(3)}"


def amt_en():
    a = R.randint(5, 99999) + R.randint(0, 99) / 100
    return pick([f"${a:,.2f}", f"£{a:,.2f}", f"€{a:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."), f"USD {int(a):,}",
                 f"${R.randint(1, 99)},{R.randint(100, 999)}.{D(2)}", f"₹{R.randint(1, 9)},{R.randint(10, 99)},{R.randint(100, 999)}",
                 f"R$ {a:,.2f}".replace(",", "X").replace(".", ",").replace("X", "."), f"¥{R.randint(1, 999) * 100:,} (yen)", f"${a:,.2f}"])


def amt_zh():
    a = R.randint(5, 99999) + R.randint(0, 99) / 100
    return pick([f"¥{a:,.2f}", f"{a:,.2f}元", f"RMB {a:,.2f}", f"{R.randint(1, 99)}.{R.randint(1, 9)}万元", f"￥{int(a):,}", f"{int(a)}块",
                 f"¥{R.randint(1, 99)},{D(3)}.00"])


def date_en():
    return f_date(False)


def date_zh():
    return f_date(True)


def t_clock():
    h, m = R.randint(6, 22), pick([0, 0, 15, 30, 45, R.randint(0, 59)])
    return pick([f"{h:02d}:{m:02d}", f"{(h - 1) % 12 + 1}:{m:02d} {'pm' if h >= 12 else 'am'}", f"{(h - 1) % 12 + 1}{'pm' if h >= 12 else 'am'}",
                 f"{h}h{m:02d}", f"{h:02d}{m:02d} hrs"])


def t_log():
    return pick([f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}", f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}.{D(3)}",
                 f"T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"])


def t_zh():
    return pick([f"{R.randint(7, 21):02d}:{pick(['00', '30', '15', '45'])}", f"下午{R.randint(1, 6)}点{pick(['', '半', '一刻', str(R.randint(10, 50)) + '分'])}",
                 f"晚上{R.randint(7, 11)}点半", f"早上{R.randint(6, 9)}点", f"{R.randint(8, 20)}点{R.randint(10, 59)}"])


def img_name():
    y, m, d = R.randint(2019, 2026), R.randint(1, 12), R.randint(1, 28)
    return pick([f"IMG_{y}{m:02d}{d:02d}_{R.randint(0, 23):02d}{R.randint(0, 59):02d}{R.randint(0, 59):02d}.jpg",
                 f"VID_{y}{m:02d}{d:02d}_{R.randint(0, 23):02d}{R.randint(0, 59):02d}{R.randint(0, 59):02d}.mp4",
                 f"Screenshot {y}-{m:02d}-{d:02d} at {R.randint(1, 12)}.{R.randint(0, 59):02d}.{R.randint(0, 59):02d} PM.png",
                 f"backup_{y}-{m:02d}-{d:02d}.tar.gz", f"data.{y}.{m:02d}.{d:02d}.csv", f"mmexport{Dn(13)}.jpg"])


def other_name():
    return pick(["report.v2.pdf", "合同终版-v3(1).docx", f"setup-10.0.{R.randint(17763, 26100)}.exe", f"invoice_INV-2026-{D(5)}.pdf", "final_FINAL_v7.pptx",
                 "thesis.draft.3.tex", f"scan{D(4)}.pdf", "1.2.3.zip", f"年度总结_{R.randint(2024, 2026)}.xlsx", f"node-v{R.randint(18, 22)}.{R.randint(0, 12)}.{R.randint(0, 9)}-x64.msi",
                 "budget(2).xlsx", f"WeChat_{R.randint(2023, 2026)}{R.randint(1, 12):02d}{R.randint(10, 28)}{D(6)}.jpg", "app-release-2.14.0.apk", "简历_最新版.pdf",
                 f"minutes_{R.randint(1, 12):02d}.{R.randint(10, 28)}.docx", "config.prod.yaml", "v1.0.0.tar.gz"])


def fname():
    return img_name() if R.random() < 0.45 else other_name()


MENTIONS = ["@zhangwei", "@Li Lei", "@all", "@everyone", "@dev-team", "@jane.doe", "@john_smith99", "@王小明", "@here", "@sarah.k",
            "@ops-oncall", "@小李", "@mike.chen.dev", "@产品-王姐", "@qa_team", "@tom.h", "@Anna_Müller", "@ravi.k", "@design", "@所有人",
            "@chen.yu", "@Kevin", "@backend-guild", "@hr.team", "@李老师"]


def mention():
    return pick(MENTIONS)


def model():
    return f_model()


def math_q():
    return pick([f"{Dn(6)} * {Dn(3)}", "2^32", f"{Dn(5)} / 12", f"{R.randint(100, 9999)}+{R.randint(100, 9999)}", f"3x + {R.randint(1, 20)} = {R.randint(21, 60)}",
                 f"({R.randint(1, 20)}+{R.randint(1, 20)})*{R.randint(2, 9)}", "998244353 mod 7", f"{Dn(10)} mod 1000000007", f"{R.randint(10, 99)} choose {R.randint(2, 5)}",
                 f"{R.randint(1, 9)}.{D(4)} × 10^{R.randint(3, 9)}", f"{Dn(4)} - {Dn(4)} - {Dn(3)}", f"{Dn(7)} ÷ {Dn(2)}", f"{R.randint(11, 99)}² + {R.randint(11, 99)}²",
                 f"log2({pick(['1024', '65536', '4294967296'])})", f"{Dn(8)} × 0.{D(2)}"])


def otp():
    return D(6) if R.random() < 0.7 else D(4)


def coupon():
    return pick([f"SAVE{R.randint(10, 50)}", f"WELCOME{R.randint(5, 30)}", f"SPRING{R.randint(20, 26)}", f"{pick(['VIP', 'NEW', 'FREE'])}{D(3)}"])


def errcode():
    return pick([f"0x8007{D(4)}", f"ERR_{D(4)}", f"E{D(3)}", f"-{Dn(4)}", f"{pick(['404', '502', '503', '429', '401', '500'])}"])


def pickup():
    return pick([f"{R.randint(1, 9)}-{R.randint(1, 9)}-{D(4)}", f"{D(6)}", f"{R.randint(10, 99)}-{R.randint(1, 6)}-{D(4)}"])


def q_no():
    return pick([f"{pick('ABCD')}{R.randint(1, 150):03d}", f"{pick('ABC')}{R.randint(10, 99)}", f"{R.randint(1, 300)}"])


N = {}
N["order_number"] = [
    ("en", "Order {O} still says processing after 5 days", lambda: {"O": f_order()}),
    ("en", "where's my order #{O}?", lambda: {"O": pick([Dn(9), Dn(12), f"{R.randint(1000, 99999)}"])}),
    ("en", "Return request for order {O}: wrong size, need a medium", lambda: {"O": f_order()}),
    ("en", "can you write a complaint? order number {O}, the mug arrived broken", lambda: {"O": f_order()}),
    ("en", "The confirmation says order no. {O}, is that the same as tracking?", lambda: {"O": f_order()}),
    ("en", "cancel order {O} please, I ordered the wrong color", lambda: {"O": f_order()}),
    ("en", "Amazon says order {O} was delivered but it wasn't", lambda: {"O": f"{D(3)}-{D(7)}-{D(7)}"}),
    ("zh", "订单号{O}到现在还没发货", lambda: {"O": f_order()}),
    ("zh", "我要退货，订单编号：{O}", lambda: {"O": f_order()}),
    ("zh", "帮我催一下单 {O}", lambda: {"O": Dn(12)}),
    ("zh", "拼多多订单{O}显示已签收但我没收到", lambda: {"O": f"{R.randint(240101, 261231)}-{D(15)}"}),
    ("zh", "这个订单{O}能开发票吗", lambda: {"O": f_order()}),
    ("zh", "淘宝订单{O}退款一直没到账", lambda: {"O": Dn(pick([18, 19]))}),
    ("zh", "京东订单号{O}，帮我写个差评，东西质量太差了", lambda: {"O": Dn(12)}),
]
N["tracking_number"] = [
    ("en", "tracking {T} hasn't moved since tuesday", lambda: {"T": f_track()}),
    ("en", "UPS tracking: {T}", lambda: {"T": f"1Z{''.join(pick('0123456789ABCDEFGHJKRWXY') for _ in range(6))}{D(10)}"}),
    ("en", "The seller sent tracking number {T} but the site says invalid", lambda: {"T": f_track()}),
    ("en", "is {T} a DHL or FedEx number?", lambda: {"T": pick([D(10), D(12)])}),
    ("en", "package {T} is stuck in customs, what do I do", lambda: {"T": f_track()}),
    ("en", "USPS says {T} is in transit, arriving late", lambda: {"T": "9400 " + " ".join(D(4) for _ in range(4)) + " " + D(2)}),
    ("zh", "快递单号{T}，顺丰的", lambda: {"T": f"SF{D(13)}"}),
    ("zh", "查一下物流 {T}", lambda: {"T": f_track()}),
    ("zh", "运单号：{T}，显示在转运中心三天了", lambda: {"T": f_track()}),
    ("zh", "这个单号{T}是哪家快递的？", lambda: {"T": pick([f"75{D(12)}", f"YT{D(13)}", f"JT{D(13)}", D(12)])}),
    ("zh", "帮我跟快递客服说一下，单号{T}，包裹破损了", lambda: {"T": f_track()}),
]
N["invoice_id"] = [
    ("en", "Invoice {I} is still unpaid according to their system", lambda: {"I": f_invoice()}),
    ("en", "Can you make the reminder email for invoice {I}?", lambda: {"I": f_invoice()}),
    ("en", "I was billed twice — {I} and the one before it", lambda: {"I": f"INV-{R.randint(2024, 2026)}-{D(6)}"}),
    ("en", "the receipt number is {I} if that helps", lambda: {"I": pick([f"RCPT-{D(5)}", f"#{R.randint(100000, 999999)}", f"{Dn(8)}"])}),
    ("en", "reference: {I}, due net 30", lambda: {"I": pick([f"PO {Dn(10)}", f"INV{D(8)}", f"B/{R.randint(2024, 2026)}/{D(4)}"])}),
    ("zh", "发票号码{I}，帮我核对一下金额", lambda: {"I": pick([D(8), f"{R.randint(24, 26)}44{D(16)}"])}),
    ("zh", "报销单上要填发票号{I}", lambda: {"I": pick([D(8), f"{R.randint(24, 26)}31{D(16)}"])}),
    ("zh", "发票代码{I}，号码{I2}，这张能抵扣吗", lambda: {"I": f"0{D(11)}", "I2": D(8)}),
    ("zh", "这张发票{I}抬头开错了，能重开吗", lambda: {"I": f_invoice()}),
    ("zh", "对账：发票{I}已付款", lambda: {"I": f_invoice()}),
]
N["date"] = [
    ("en", "the deadline is {D}", lambda: {"D": date_en()}),
    ("en", "can we move the meeting to {D}?", lambda: {"D": date_en()}),
    ("en", "Lease starts {D}, moving truck booked", lambda: {"D": date_en()}),
    ("en", "Project kickoff: {D}", lambda: {"D": date_en()}),
    ("en", "tickets are for {D}, is that a Saturday?", lambda: {"D": date_en()}),
    ("en", "how many days between {D} and {D2}?", lambda: {"D": date_en(), "D2": date_en()}),
    ("en", "warranty expires {D}", lambda: {"D": date_en()}),
    ("en", "the log file is named by date, e.g. {D}", lambda: {"D": f"{R.randint(2024, 2026)}{R.randint(1, 12):02d}{R.randint(1, 28):02d}"}),
    ("zh", "会议改到{D}了", lambda: {"D": date_zh()}),
    ("zh", "合同{D}到期", lambda: {"D": date_zh()}),
    ("zh", "{D}之前要交报告", lambda: {"D": date_zh()}),
    ("zh", "签证有效期到{D}", lambda: {"D": date_zh()}),
    ("zh", "帮我算一下{D}到{D2}一共多少天", lambda: {"D": date_zh(), "D2": date_zh()}),
    ("zh", "{D}是星期几？", lambda: {"D": date_zh()}),
    ("zh", "演唱会是{D}，记得抢票", lambda: {"D": date_zh()}),
]
N["time"] = [
    ("en", "meet at {T} in the lobby", lambda: {"T": t_clock()}),
    ("en", "the train leaves at {T}", lambda: {"T": t_clock()}),
    ("en", "alarm for {T} pls", lambda: {"T": t_clock()}),
    ("en", "log shows the crash at {T}", lambda: {"T": t_log()}),
    ("en", "is {T} too early for a call with the team?", lambda: {"T": t_clock()}),
    ("en", "store closes at {T} on sundays", lambda: {"T": t_clock()}),
    ("en", "timestamps {T} and {T2} — how far apart are they?", lambda: {"T": t_log(), "T2": t_log()}),
    ("zh", "{T}在楼下集合", lambda: {"T": t_zh()}),
    ("zh", "明天{T}开会", lambda: {"T": t_zh()}),
    ("zh", "提醒我{T}吃药", lambda: {"T": t_zh()}),
    ("zh", "高铁{T}发车", lambda: {"T": t_zh()}),
    ("zh", "日志里报错时间是{T}", lambda: {"T": t_log()}),
]
N["duration"] = [
    ("en", "my run took {X} today", lambda: {"X": pick([f"{R.randint(20, 59)}m{R.randint(1, 59):02d}s", f"{R.randint(0, 1)}:{R.randint(10, 59)}:{R.randint(10, 59)}"])}),
    ("en", "the movie is {X} long, too long for tonight", lambda: {"X": pick([f"2h {R.randint(1, 59)}m", f"{R.randint(130, 200)} mins"])}),
    ("en", "video length {X}", lambda: {"X": f"{R.randint(0, 2):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"}),
    ("en", "the build took {X}, any way to speed it up?", lambda: {"X": pick([f"{R.randint(3, 59)}m{R.randint(1, 59)}s", f"{R.randint(100, 9999)} ms", f"{R.randint(1, 3)}.{R.randint(1, 9)} hours"])}),
    ("en", "shipping estimate: {X}", lambda: {"X": pick([f"{R.randint(2, 14)} days", f"{R.randint(3, 7)}-{R.randint(8, 15)} business days"])}),
    ("en", "the API field wants an ISO duration, is {X} right for 1.5h?", lambda: {"X": pick(["PT1H30M", "PT90M", "P0DT1H30M"])}),
    ("zh", "今天跑步用了{X}", lambda: {"X": pick([f"{R.randint(20, 59)}分{R.randint(1, 59)}秒", f"{R.randint(1, 2)}小时{R.randint(1, 59)}分钟"])}),
    ("zh", "这部电影{X}，太长了", lambda: {"X": pick([f"{R.randint(2, 3)}小时{R.randint(1, 59)}分钟", f"{R.randint(130, 200)}分钟"])}),
    ("zh", "编译花了{X}", lambda: {"X": pick([f"{R.randint(3, 59)}分钟", f"{R.randint(1, 3)}小时"])}),
    ("zh", "从北京开车过去要{X}", lambda: {"X": pick([f"{R.randint(2, 12)}个小时", f"{R.randint(1, 2)}天"])}),
    ("zh", "视频时长{X}", lambda: {"X": f"{R.randint(0, 2):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"}),
]
N["version"] = [
    ("en", "updated to {V} and now bluetooth is broken", lambda: {"V": ios_ver()}),
    ("en", "which python do I need, {V} or newer?", lambda: {"V": py_ver()}),
    ("en", "the changelog for {V} mentions a fix for this", lambda: {"V": sem_ver()}),
    ("en", "we're pinned to {V} in prod", lambda: {"V": sem_ver()}),
    ("en", "winver says {V}, is that 22H2?", lambda: {"V": win_ver()}),
    ("en", "Chrome {V} keeps crashing on this site", lambda: {"V": chrome_ver()}),
    ("en", "app crashes on {V}, worked fine before", lambda: {"V": sem_ver()}),
    ("zh", "升级到{V}之后一直闪退", lambda: {"V": pick([ios_ver(), sem_ver()])}),
    ("zh", "我们线上用的是{V}", lambda: {"V": sem_ver()}),
    ("zh", "版本号{V}有什么新功能", lambda: {"V": sem_ver()}),
    ("zh", "系统版本{V}，装不上这个驱动", lambda: {"V": win_ver()}),
    ("zh", "浏览器版本{V}，页面白屏", lambda: {"V": chrome_ver()}),
]
N["amount"] = [
    ("en", "the total came to {A}, is that right?", lambda: {"A": amt_en()}),
    ("en", "rent is {A} a month now", lambda: {"A": amt_en()}),
    ("en", "refund of {A} should show up in 5-7 days", lambda: {"A": amt_en()}),
    ("en", "budget for the trip: {A}", lambda: {"A": amt_en()}),
    ("en", "I was charged {A} instead of the sale price", lambda: {"A": amt_en()}),
    ("en", "split {A} four ways", lambda: {"A": amt_en()}),
    ("zh", "一共{A}，帮我算下每人多少", lambda: {"A": amt_zh()}),
    ("zh", "房租涨到{A}了", lambda: {"A": amt_zh()}),
    ("zh", "退款{A}什么时候到账", lambda: {"A": amt_zh()}),
    ("zh", "这个月信用卡账单{A}", lambda: {"A": amt_zh()}),
    ("zh", "报价{A}，能不能再便宜点", lambda: {"A": amt_zh()}),
]
N["postcode"] = [
    ("en", "shipping calculator wants a postcode, {PC} gives me free delivery", lambda: {"PC": post_any()}),
    ("en", "does the store deliver to {PC}?", lambda: {"PC": post_any()}),
    ("en", "is {PC} a valid postal code format?", lambda: {"PC": post_any()}),
    ("en", "weather for zip {PC} this weekend?", lambda: {"PC": Dn(5)}),
    ("en", "the form rejects my ZIP+4 {PC}, what's wrong", lambda: {"PC": f"{Dn(5)}-{D(4)}"}),
    ("en", "which area is postcode {PC}?", lambda: {"PC": pick(["SW1A 1AA", "EC1A 1BB", "M1 1AE", "WC1B 3DG", "EH1 1YZ", "LS1 4AP", "CB2 1TN", "BS1 5TR"])}),
    ("zh", "邮编{PC}是哪个区的？", lambda: {"PC": post_cn()}),
    ("zh", "填邮编{PC}对吗", lambda: {"PC": post_cn()}),
    ("zh", "{PC}这个邮编能包邮吗", lambda: {"PC": post_cn()}),
    ("zh", "日本的邮编{PC}是东京哪里？", lambda: {"PC": f"〒1{R.randint(0, 9)}{D(1)}-{D(4)}"}),
]
N["isbn"] = [
    ("en", "ISBN {B} — is this the 2nd edition?", lambda: {"B": isbn13()}),
    ("en", "can you find a summary of the book with ISBN {B}", lambda: {"B": isbn13()}),
    ("en", "the library copy is {B}", lambda: {"B": isbn10()}),
    ("en", "Assigned reading: ISBN {B}", lambda: {"B": isbn13() if R.random() < 0.7 else isbn10()}),
    ("zh", "书号ISBN {B}，帮我找一下电子版", lambda: {"B": isbn13()}),
    ("zh", "教材的ISBN是{B}", lambda: {"B": isbn13()}),
    ("zh", "这本书{B}有没有新版", lambda: {"B": isbn13()}),
]
N["flight_number"] = [
    ("en", "my flight {F} is delayed 2 hours", lambda: {"F": f_flight()}),
    ("en", "Is {F} a direct flight?", lambda: {"F": f_flight()}),
    ("en", "booked {F} on {D}", lambda: {"F": f_flight(), "D": date_en()}),
    ("en", "{F} departs from terminal 2 right?", lambda: {"F": f_flight()}),
    ("en", "gate changed for {F}, ugh", lambda: {"F": f_flight()}),
    ("en", "what plane does {F} usually use", lambda: {"F": f_flight()}),
    ("zh", "航班{F}延误了", lambda: {"F": f_flight()}),
    ("zh", "我坐{F}，几号航站楼？", lambda: {"F": f_flight()}),
    ("zh", "帮我查一下{F}的行李额度", lambda: {"F": f_flight()}),
    ("zh", "{F}能改签吗", lambda: {"F": f_flight()}),
]
N["room_number"] = [
    ("en", "the workshop is in room {RM}", lambda: {"RM": f_room(False)}),
    ("en", "we're staying in room {RM}, ocean view!", lambda: {"RM": f"{R.randint(2, 30)}{R.randint(1, 40):02d}"}),
    ("en", "office hours: room {RM}, tuesdays", lambda: {"RM": f_room(False)}),
    ("en", "the meeting got moved to room {RM}", lambda: {"RM": f_room(False)}),
    ("en", "lab {RM} has the 3D printer", lambda: {"RM": f_room(False)}),
    ("zh", "下午在会议室{RM}开会", lambda: {"RM": f_room(True)}),
    ("zh", "下午的课在教室{RM}", lambda: {"RM": f_room(True)}),
    ("zh", "酒店房间{RM}空调坏了", lambda: {"RM": f"{R.randint(2, 30)}{R.randint(1, 40):02d}"}),
    ("zh", "面试在{RM}会议室进行", lambda: {"RM": f_room(True)}),
]
N["model_number"] = [
    ("en", "is the {M} worth it in 2026?", lambda: {"M": model()}),
    ("en", "my {M} won't turn on after the update", lambda: {"M": model()}),
    ("en", "does the {M} support wifi 6?", lambda: {"M": model()}),
    ("en", "compare {M} vs the previous gen", lambda: {"M": model()}),
    ("en", "need the manual for {M}", lambda: {"M": model()}),
    ("zh", "{M}值得买吗", lambda: {"M": model()}),
    ("zh", "我的{M}突然开不了机", lambda: {"M": model()}),
    ("zh", "{M}和上一代有啥区别", lambda: {"M": model()}),
    ("zh", "帮我找{M}的说明书", lambda: {"M": model()}),
]
N["score"] = [
    ("en", "we won {S}!", lambda: {"S": sport_score()}),
    ("en", "final score {S}, what a game", lambda: {"S": sport_score()}),
    ("en", "I got {S}, is that good enough?", lambda: {"S": test_score()}),
    ("en", "my IELTS was {S}, is that enough for a master's?", lambda: {"S": f"{R.randint(5, 8)}.{pick('05')}"}),
    ("en", "the place is rated {S} on maps", lambda: {"S": f"{R.randint(3, 4)}.{R.randint(0, 9)}/5"}),
    ("en", "GPA {S}, should I still apply?", lambda: {"S": f"{R.randint(2, 3)}.{R.randint(10, 99)}/4.0"}),
    ("zh", "比分{S}，太刺激了", lambda: {"S": sport_score()}),
    ("zh", "这次考了{S}", lambda: {"S": test_score_zh()}),
    ("zh", "雅思总分{S}够不够申请", lambda: {"S": f"{R.randint(5, 8)}.{pick('05')}"}),
    ("zh", "豆瓣评分{S}，还行", lambda: {"S": f"{R.randint(5, 9)}.{R.randint(0, 9)}"}),
]
N["percentage"] = [
    ("en", "sales are up {X} this quarter", lambda: {"X": pct(1, 60)}),
    ("en", "battery health is {X}", lambda: {"X": pct(72, 100, False)}),
    ("en", "the SLA promises {X} uptime", lambda: {"X": pick(["99.9%", "99.95%", "99.99%", "99.999%"])}),
    ("en", "interest rate went to {X}", lambda: {"X": f"{R.randint(1, 9)}.{D(2)}%"}),
    ("en", "only {X} of users clicked it", lambda: {"X": pct(1, 30)}),
    ("zh", "同比增长{X}", lambda: {"X": pct(1, 80)}),
    ("zh", "电池健康度{X}", lambda: {"X": pct(72, 100, False)}),
    ("zh", "房贷利率降到{X}了", lambda: {"X": f"{R.randint(2, 4)}.{D(2)}%"}),
    ("zh", "转化率只有{X}", lambda: {"X": pct(1, 20)}),
    ("zh", "打完折便宜了{X}", lambda: {"X": pct(5, 60, False)}),
]
N["count"] = [
    ("en", "the video hit {N} views", lambda: {"N": bigcount()}),
    ("en", "our repo has {N} stars now", lambda: {"N": f"{R.randint(1, 99)},{D(3)}"}),
    ("en", "population of the metro area is about {N}", lambda: {"N": f"{R.randint(1, 30)},{D(3)},{D(3)}"}),
    ("en", "we processed {N} requests yesterday", lambda: {"N": bigcount()}),
    ("en", "the dataset has {N} rows", lambda: {"N": bigcount()}),
    ("zh", "播放量{N}了", lambda: {"N": bigcount()}),
    ("zh", "粉丝数{N}", lambda: {"N": bigcount()}),
    ("zh", "日活{N}", lambda: {"N": bigcount()}),
    ("zh", "这个表有{N}行数据", lambda: {"N": bigcount()}),
    ("zh", "今年报名人数{N}", lambda: {"N": bigcount()}),
]
N["math"] = [
    ("en", "what's {Q}?", lambda: {"Q": math_q()}),
    ("en", "solve {Q}", lambda: {"Q": f"{R.randint(2, 9)}x + {R.randint(1, 20)} = {R.randint(21, 99)}"}),
    ("en", "is {Q} correct?", lambda: {"Q": f"{Dn(4)} × {Dn(3)} = {Dn(7)}"}),
    ("en", "quick check: {Q}", lambda: {"Q": math_q()}),
    ("en", "explain step by step: {Q}", lambda: {"Q": math_q()}),
    ("zh", "{Q}等于多少", lambda: {"Q": math_q()}),
    ("zh", "帮我算一下 {Q}", lambda: {"Q": math_q()}),
    ("zh", "这题怎么做：{Q}", lambda: {"Q": math_q()}),
    ("zh", "验算：{Q}", lambda: {"Q": f"{Dn(5)} + {Dn(5)} = {Dn(6)}"}),
]
N["short_code"] = [
    ("en", "the verification code they sent is {C}, but it says expired", lambda: {"C": otp()}),
    ("en", "use coupon {C} for 20% off", lambda: {"C": coupon()}),
    ("en", "error code {C} when I open the app", lambda: {"C": errcode()}),
    ("en", "got HTTP {C} from the API", lambda: {"C": pick(["404", "502", "503", "429", "401", "500", "418"])}),
    ("en", "we're at table {C}", lambda: {"C": str(R.randint(1, 40))}),
    ("en", "boarding at gate {C}", lambda: {"C": f"{pick('ABCDEK')}{R.randint(1, 60)}"}),
    ("en", "our queue number is {C}", lambda: {"C": q_no()}),
    ("zh", "验证码{C}输进去说无效", lambda: {"C": otp()}),
    ("zh", "取件码{C}", lambda: {"C": pickup()}),
    ("zh", "报错代码{C}", lambda: {"C": errcode()}),
    ("zh", "排队号{C}，前面还有30桌", lambda: {"C": q_no()}),
    ("zh", "优惠码{C}还能用吗", lambda: {"C": coupon()}),
    ("zh", "储物柜{C}号", lambda: {"C": str(R.randint(1, 300))}),
]
N["pseudo_email"] = [(l, t, lambda: {}) for l, t in [
    ("en", "the company format is firstname at company dot com, right?"),
    ("en", "just put name at example dot com as the placeholder in the docs"),
    ("en", "email field shows 'email@' and then nothing, is the form broken?"),
    ("en", "all the bounced ones end in @gmail.con lol"),
    ("en", "Reply to support at the usual address, I'll find it later"),
    ("en", "the template says {{user_email}} but it's not filling in"),
    ("en", "what regex matches something like x@y?"),
    ("en", "the page just shows [email protected] instead of the address"),
    ("en", "type your address as user (at) domain (dot) com to avoid bots — is that still a thing?"),
    ("en", "@outlook.com accounts can't receive our invoices, why?"),
    ("en", "do I need the part after the @ for the login, or just the username?"),
    ("en", "column A has emails like ___@___.com, blanked out for privacy"),
    ("en", "Placeholder text: your-email-here"),
    ("en", "the error says 'invalid address: missing @'"),
    ("en", "they told me to write to info at their domain but didn't say which domain"),
    ("en", "is it firstname.lastname@ or first initial + lastname@ at most companies?"),
    ("zh", "邮箱格式是 姓名拼音@公司域名，对吧？"),
    ("zh", "为什么@qq.com结尾的邮箱都收不到我们的邮件"),
    ("zh", "表单上只写了“邮箱@”后面没了"),
    ("zh", "文档里的示例写的是 用户名 at 域名 dot com"),
    ("zh", "页面上显示的是[email protected]，不是真的地址"),
    ("zh", "邮箱那栏先空着，填“待补充”"),
    ("zh", "@163和@126有什么区别？"),
    ("zh", "模板变量{{email}}没替换成功"),
    ("zh", "提示“邮箱地址缺少@符号”是啥意思"),
    ("zh", "公司邮箱是 工号@公司缩写.com 这种格式吗"),
]]
N["filename"] = [
    ("en", "can you open {FN}?", lambda: {"FN": fname()}),
    ("en", "I attached {FN}, see page 3", lambda: {"FN": fname()}),
    ("en", "{FN} won't upload, says file too large", lambda: {"FN": fname()}),
    ("en", "rename {FN} to something cleaner", lambda: {"FN": fname()}),
    ("en", "where did {FN} go, it was on my desktop", lambda: {"FN": fname()}),
    ("zh", "{FN}打不开", lambda: {"FN": fname()}),
    ("zh", "我把{FN}发你了", lambda: {"FN": fname()}),
    ("zh", "帮我看下{FN}第二页", lambda: {"FN": fname()}),
    ("zh", "{FN}上传失败", lambda: {"FN": fname()}),
]
N["mention"] = [
    ("en", "{U} can you review the PR?", lambda: {"U": mention()}),
    ("en", "thanks {U} for covering today!", lambda: {"U": mention()}),
    ("en", "cc {U}", lambda: {"U": mention()}),
    ("en", "{U} pls check the build, it's red again", lambda: {"U": mention()}),
    ("en", "ask {U}, they know the deploy process", lambda: {"U": mention()}),
    ("en", "lol {U} this is you", lambda: {"U": mention()}),
    ("en", "ping {U} and {U2} about the budget", lambda: {"U": mention(), "U2": mention()}),
    ("zh", "{U} 麻烦看一下", lambda: {"U": mention()}),
    ("zh", "{U} 明天的会你参加吗", lambda: {"U": mention()}),
    ("zh", "谢谢{U}！", lambda: {"U": mention()}),
    ("zh", "{U} 文件发群里了", lambda: {"U": mention()}),
    ("zh", "有问题找{U}", lambda: {"U": mention()}),
]



# ---------------------------------------------------------------- assembly
items = []
seen = set()


def fill(t, vals):
    out = t
    for k, v in vals.items():
        out = out.replace("{" + k + "}", v)
    return out.replace("{{", "{").replace("}}", "}")


def add(lang, label, kind, country, text, spans, span_kinds, extra=None):
    if text in seen:
        return False
    for s in spans:
        assert s in text, (s, text)
    seen.add(text)
    it = {"id": None, "lang": lang, "label": label, "kind": kind, "country": country, "text": text, "spans": spans}
    if label == "positive":
        it["span_kinds"] = span_kinds
    if extra:
        it.update(extra)
    items.append(it)
    return True


def fillers(cc, zh):
    c = COUNTRIES[cc]
    return {"who": pick(WHO_ZH if zh else WHO_EN), "city": pick(c[4] if zh else c[3]), "country_zh": c[2],
            "country_from": pick(["China", "the US", "Germany", "Dubai", "Singapore", "the UK", "Canada"]),
            "ORD": f_order(), "FL": f_flight(), "TIME": f_time(zh), "ROOM": f_room(zh), "INV": f_invoice(), "AMT": f_amt(zh)}


PER_COUNTRY = 44
for cc in COUNTRIES:
    subs = [None]
    if cc == "CN":
        subs = ["mobile", "landline"]
    for sub in subs:
        n = 0
        tries = 0
        while n < PER_COUNTRY and tries < 5000:
            tries += 1
            zh = R.random() < (0.85 if cc == "CN" else 0.2)
            p, s2 = phone_for(cc, sub)
            f = fillers(cc, zh)
            f["P"] = p
            k = R.random()
            extra = {"phone_type": s2} if cc == "CN" else None
            if k < 0.08:
                p2, _ = phone_for(cc, sub)
                f["P2"] = p2
                t = pick(TWO_ZH if zh else TWO_EN)
                ok = add("zh" if zh else "en", "positive", "phone", cc, fill(t, f), [p, p2], ["phone", "phone"], extra)
            elif k < 0.16:
                e = g_email()
                f["E"] = e
                t = pick(PE_ZH if zh else PE_EN)
                ok = add("zh" if zh else "en", "positive", "phone", cc, fill(t, f), [p, e], ["phone", "email"], extra)
            elif k < 0.26:
                t = pick(DECOY_ZH if zh else DECOY_EN)
                ok = add("zh" if zh else "en", "positive", "phone", cc, fill(t, f), [p], ["phone"], extra)
            else:
                if zh:
                    t = pick(PH_ZH if cc == "CN" else (PH_ZH_FOREIGN + PH_ZH[:20]))
                else:
                    t = pick(PH_EN)
                ok = add("zh" if zh else "en", "positive", "phone", cc, fill(t, f), [p], ["phone"], extra)
            if ok:
                n += 1


def gen_simple(kind, n, en_t, zh_t, zh_p, make, span_kind, extra_t=None):
    c = 0
    tries = 0
    while c < n and tries < 20000:
        tries += 1
        zh = R.random() < zh_p
        vals, spans = make(zh)
        vals["who"] = pick(WHO_ZH if zh else WHO_EN)
        ts = zh_t if zh else en_t
        if extra_t and "force" in vals:
            ts = extra_t[1] if zh else extra_t[0]
        t = pick(ts)
        if add("zh" if zh else "en", "positive", kind, None, fill(t, vals), spans, [span_kind] * len(spans)):
            c += 1


# emails: single
def mk_email(zh):
    e = g_email()
    return {"E": e}, [e]


gen_simple("email", 190, EM_EN, EM_ZH, 0.4, mk_email, "email")
c = 0
while c < 20:
    zh = R.random() < 0.4
    e1, e2 = g_email(), g_email()
    t = pick(EM2_ZH if zh else EM2_EN)
    if add("zh" if zh else "en", "positive", "email", None, fill(t, {"E": e1, "E2": e2}), [e1, e2], ["email", "email"]):
        c += 1


def mk_id(zh):
    fx = R.random() < 0.12
    i = g_cn_id(force_x=fx)
    if fx and R.random() < 0.3:
        i = i[:-1] + "x"
    v = {"ID": i}
    if fx and R.random() < 0.6:
        v["force"] = "1"
    if R.random() < 0.08:
        i2 = f"{i[:6]} {i[6:14]} {i[14:]}"
        v["ID"] = i2
        return v, [i2]
    return v, [i]


gen_simple("cn_id", 115, ID_EN, ID_ZH, 0.75, mk_id, "cn_id", extra_t=(ID_EN_X, ID_ZH_X))


def mk_card(zh):
    s, bz, be = g_card()
    return {"BC": s, "bank": bz, "bank_en": be}, [s]


gen_simple("bank_card", 115, BC_EN, BC_ZH, 0.55, mk_card, "bank_card")


def mk_v4(zh):
    ip = g_ipv4()
    return {"IP": ip, "port": pick(["22", "8080", "3306", "443", "5432", "8443", "25565", "6379", "9000"])}, [ip]


gen_simple("ipv4", 95, V4_EN, V4_ZH, 0.4, mk_v4, "ipv4")


def mk_v6(zh):
    ip = g_ipv6()
    return {"IP6": ip, "port": pick(["443", "8080", "22", "51820"])}, [ip]


gen_simple("ipv6", 75, V6_EN, V6_ZH, 0.4, mk_v6, "ipv6")

# a few mixed non-phone items
MIX = [
    ("zh", "帮我填开户资料：身份证{ID}，银行卡{BC}", ["ID", "BC"], "cn_id"),
    ("en", "For the reimbursement: card {BC}, and send the receipt to {E}", ["BC", "E"], "bank_card"),
    ("en", "login from {IP} to {E} — was that you?", ["IP", "E"], "ipv4"),
    ("zh", "异地登录：账号{E}，IP {IP}", ["E", "IP"], "email"),
    ("zh", "退款账户{BC}，有问题发邮件{E}", ["BC", "E"], "bank_card"),
]
KMAP = {"ID": "cn_id", "BC": "bank_card", "E": "email", "IP": "ipv4"}
c = 0
while c < 30:
    lang, t, keys, kind = pick(MIX)
    vals = {"ID": g_cn_id(), "BC": g_card()[0], "E": g_email(), "IP": g_ipv4()}
    if add(lang, "positive", kind, None, fill(t, vals), [vals[k] for k in keys], [KMAP[k] for k in keys]):
        c += 1

# negatives
NEG_PER = 34
for kind, tl in N.items():
    c = 0
    tries = 0
    target = min(NEG_PER, len(tl)) if kind == "pseudo_email" else NEG_PER
    while c < target and tries < 5000:
        tries += 1
        lang, t, mk = pick(tl)
        if add(lang, "negative", kind, None, fill(t, mk()), [], []):
            c += 1

# ids
pc = nc = 0
R.shuffle(items)
for it in items:
    if it["label"] == "positive":
        pc += 1
        it["id"] = f"p{pc:04d}"
    else:
        nc += 1
        it["id"] = f"n{nc:04d}"
items.sort(key=lambda x: x["id"])

with open(os.path.join(HERE, "pii.jsonl"), "w", encoding="utf-8") as fh:
    for it in items:
        fh.write(json.dumps(it, ensure_ascii=False) + "\n")
print("wrote", len(items), "items;", pc, "positive,", nc, "negative")
