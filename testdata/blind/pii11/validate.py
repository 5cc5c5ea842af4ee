#!/usr/bin/env python3
"""Validate pii11/pii.jsonl: schema, ids, unique texts, spans verbatim, check digits, negatives free of PII,
minimum counts from the brief. Prints counts and OK. Run from this directory: python3 validate.py"""
import json, re, sys, collections, ipaddress, datetime, importlib
here = __import__("os").path.dirname(__import__("os").path.abspath(__file__)); sys.path.insert(0, here)
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def id_check(s17): return "10X98765432"[sum(int(a) * b for a, b in zip(s17, W)) % 11]
def id_ok(s):
    s = s.replace(" ", "").replace("-", "").upper()
    if not re.fullmatch(r"\d{17}[\dX]", s) or id_check(s[:17]) != s[17]: return False
    try: b = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError: return False
    return datetime.date(1950, 1, 1) <= b <= datetime.date(2010, 12, 31) and s[:2] in {"11","12","13","14","15","21","22","23","31","32","33","34","35","36","37","41","42","43","44","45","46","50","51","52","53","54","61","62","63","64","65"}
def luhn(n):
    t = 0
    for k, ch in enumerate(reversed(n)):
        d = int(ch)
        if k % 2: d = d * 2; d -= 9 if d > 9 else 0
        t += d
    return t % 10 == 0
EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$")
EMAIL_ANY = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+")
CJK = re.compile(r"[\u4e00-\u9fff]")
PK = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
def span_type(s):
    if EMAIL.match(s): return "email"
    try: return "ipv%d" % ipaddress.ip_address(s).version
    except ValueError: pass
    if id_ok(s): return "cn_id"
    g = re.sub(r"\D", "", s)
    if re.fullmatch(r"[\d -]+", s) and 16 <= len(g) <= 19 and luhn(g): return "bank_card"
    if 7 <= len(g) <= 15 and re.fullmatch(r"[\d +()./-]+", s): return "phone"
    return None

rows = [json.loads(l) for l in open(here + "/pii.jsonl", encoding="utf-8")]
err = []; C = collections.Counter
ids, texts = set(), set(); labels, langs, kinds, countries, negkinds, ll = C(), C(), C(), C(), C(), C()
for r in rows:
    i = r.get("id")
    if list(r) != ["id", "lang", "label", "kind", "country", "text", "spans"]: err.append(("fields", i)); continue
    if not re.fullmatch(r"[pn]11-\d{4}", i) or (i[0] == "p") != (r["label"] == "positive"): err.append(("id pattern", i))
    if i in ids: err.append(("dup id", i))
    ids.add(i)
    t = r["text"]
    if t in texts: err.append(("dup text", i))
    texts.add(t)
    if r["lang"] not in ("en", "zh"): err.append(("lang", i))
    if r["label"] not in ("positive", "negative"): err.append(("label", i))
    if r["lang"] == "zh" and not CJK.search(t): err.append(("zh without CJK", i))
    if r["lang"] == "en":
        if CJK.search(t): err.append(("en with CJK", i))
        if not 4 <= len(t.split()) <= 40: err.append(("en word count", i))
    labels[r["label"]] += 1; langs[r["lang"]] += 1; kinds[(r["label"], r["kind"])] += 1; ll[(r["label"], r["lang"])] += 1
    cc = r["country"]
    if cc is not None and not re.fullmatch(r"[A-Z]{2}", cc): err.append(("country code", i))
    t_wo = t
    for s in r["spans"]: t_wo = t_wo.replace(s, " ")
    for y in re.findall(r"(?<![\d.-])(20\d\d)(?=[-/年.]\d|年)|(?<![\d.])\d{1,2}/\d{1,2}/(20\d\d)", t_wo):
        if int(y[0] or y[1]) > 2026: err.append(("date after 2026-12-01", i, t))
    if r["label"] == "positive":
        k = r["kind"]
        if k not in PK or not r["spans"]: err.append(("positive kind/spans", i)); continue
        for s in r["spans"]:
            if t.count(s) < 1: err.append(("span not in text", i, s))
            if s != s.strip() or s[-1] in ".,;:!?。，；：！？、": err.append(("span edge", i, s))
        types = [span_type(s) for s in r["spans"]]
        if None in types: err.append(("unparseable span", i, r["spans"]))
        if k == "multi":
            if len(set(types)) < 2: err.append(("multi needs 2 kinds", i, types))
            want = cc_phone = None
            if "phone" in types: want = "phone country"
            elif "cn_id" in types: want = "CN"
            if want == "CN" and cc != "CN" or want is None and cc is not None or want == "phone country" and cc is None: err.append(("multi country", i))
        else:
            if any(x != k for x in types): err.append(("span type", i, k, types))
            if k == "phone": 
                if cc is None: err.append(("phone country", i))
                countries[cc] += 1
            elif k == "cn_id":
                if cc != "CN": err.append(("cn_id country", i))
            elif cc is not None: err.append(("country should be null", i))
    else:
        k = r["kind"]; negkinds[k] += 1
        if r["spans"] or k in PK or cc is not None: err.append(("negative fields", i))
        if EMAIL_ANY.search(t): err.append(("negative has email", i, t))
        for run in re.findall(r"\d[\d -]{14,24}\d", t):
            g = re.sub(r"\D", "", run)
            if 16 <= len(g) <= 19 and luhn(g): err.append(("negative has Luhn-valid card", i, t))
        for m in re.findall(r"\d{17}[\dXx]", t):
            if id_check(m[:17]) == m[17].upper(): err.append(("negative has valid cn_id", i, t))
        if k != "section_number":
            for m in re.findall(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", t):
                try: ipaddress.ip_address(m); err.append(("negative has IPv4", i, t))
                except ValueError: pass
        if k == "invalid_card":
            g = [re.sub(r"\D", "", x) for x in re.findall(r"\d[\d ]{14,22}\d", t)]
            if not g or any(luhn(x) for x in g): err.append(("invalid_card must fail Luhn", i))
        if k == "invalid_id":
            m = re.findall(r"\d{17}[\dX]", t)
            if not m or id_check(m[0][:17]) == m[0][17]: err.append(("invalid_id must have wrong check", i))

fp = importlib.import_module("frames_pos"); ng = importlib.import_module("negatives")
n_frames = sum(len(v) for k, v in vars(fp).items() if k.isupper() and isinstance(v, list)) + sum(len(a) + len(b) for _, a, b in ng.NEG.values())
print("total", len(rows), dict(labels))
print("lang", dict(langs), {f"{a}/{b}": v for (a, b), v in sorted(ll.items())})
for kk, v in sorted(kinds.items()): print(" ", kk[0], kk[1], v)
print("phone countries", len(countries), dict(sorted(countries.items())))
print("hand-written frames", n_frames)
zh_share = langs["zh"] / len(rows)
pk = {k2: v for (l, k2), v in kinds.items() if l == "positive"}
checks = {
 "total>=2400": len(rows) >= 2400, "positives>=1800": labels["positive"] >= 1800, "negatives>=600": labels["negative"] >= 600,
 "zh share 40-60%": 0.4 <= zh_share <= 0.6,
 ">=40 countries x>=20": sum(1 for v in countries.values() if v >= 20) >= 40,
 "US/GB/IN/CN more": all(countries[c] >= 40 for c in ("US", "GB", "IN", "CN")),
 "every positive kind present": all(pk.get(k, 0) >= 50 for k in PK),
 ">=20 negative kinds x>=20": sum(1 for v in negkinds.values() if v >= 20) >= 20,
 ">=400 frames": n_frames >= 400,
}
for k, v in checks.items(): print(("  ok  " if v else "  FAIL"), k)
if err:
    for e in err[:40]: print("ERR", e)
    print(len(err), "errors"); sys.exit(1)
print("OK" if all(checks.values()) else "COUNTS TOO LOW"); sys.exit(0 if all(checks.values()) else 1)
