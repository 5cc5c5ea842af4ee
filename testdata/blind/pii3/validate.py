#!/usr/bin/env python3
"""Validate pii.jsonl: schema, ids, spans, validity of every span by kind, look-alike hazards
in negatives, and the coverage minimums of the brief. Prints counts and OK."""
import json, re, sys, ipaddress, datetime, collections, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from phones_data import phone_valid, PHONES

W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]; CHK = "10X98765432"
def id_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dX]", s): return False
    try: datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError: return False
    return s[0] in "123456" and CHK[sum(int(a)*b for a, b in zip(s[:17], W)) % 11] == s[17]
def luhn(d):
    t = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch) * (2 if i % 2 else 1); t += v - 9 if v > 9 else v
    return t % 10 == 0
def card_ok(s):
    d = re.sub(r"[ -]", "", s)
    return d.isdigit() and 16 <= len(d) <= 19 and luhn(d) and (d[:2] == "62" or d[0] == "4" or 51 <= int(d[:2]) <= 55 or 2221 <= int(d[:4]) <= 2720)
EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
def classify(span, country):
    if EMAIL.fullmatch(span): return "email"
    try:
        ip = ipaddress.ip_address(span); return "ipv4" if ip.version == 4 else "ipv6"
    except ValueError: pass
    if id_ok(span): return "cn_id"
    if card_ok(span): return "bank_card"
    if country and country in PHONES and phone_valid(country, span): return "phone"
    return None

L = [json.loads(l) for l in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pii.jsonl"), encoding="utf-8")]
err = []
ids = [d["id"] for d in L]
if len(ids) != len(set(ids)): err.append("duplicate ids")
if len(set(d["text"] for d in L)) != len(L): err.append("duplicate texts")
for d in L:
    for k in ("id","lang","label","kind","country","text","spans"):
        if k not in d: err.append((d.get("id"), "missing " + k))
    if d["lang"] not in ("en","zh","mixed"): err.append((d["id"], "lang"))
    pre = "p" if d["label"] == "positive" else "n"
    if not re.fullmatch(pre + r"\d{4}", d["id"]): err.append((d["id"], "id/label"))
    if d["label"] == "negative":
        if d["spans"]: err.append((d["id"], "negative with spans"))
        if d["country"] is not None: err.append((d["id"], "negative country"))
        # hazards: no Luhn-valid card-like run, no valid ID, no valid IP, no email
        for m in re.finditer(r"\d[\d -]{14,24}\d", d["text"]):
            dg = re.sub(r"[ -]", "", m.group())
            for a in range(len(dg)):
                for b in range(a + 16, min(len(dg), a + 19) + 1):
                    if luhn(dg[a:b]) and (b - a) == len(dg): err.append((d["id"], "luhn-valid run", m.group()))
        for m in re.finditer(r"\d{17}[\dX]", d["text"].replace(" ", "")):
            if id_ok(m.group()): err.append((d["id"], "valid id in negative"))
        for m in re.finditer(r"(?<![\d.])\d{1,3}(\.\d{1,3}){3}(?![\d.])", d["text"]):
            try: ipaddress.ip_address(m.group()); err.append((d["id"], "ip in negative"))
            except ValueError: pass
        if EMAIL.search(d["text"]): err.append((d["id"], "email in negative"))
        continue
    if not d["spans"]: err.append((d["id"], "positive without spans"))
    kinds = set()
    for s in d["spans"]:
        if s not in d["text"]: err.append((d["id"], "span not verbatim", s))
        i = d["text"].index(s)
        before, after = d["text"][i-1:i], d["text"][i+len(s):i+len(s)+1]
        if re.match(r"[A-Za-z0-9]", before) or re.match(r"[A-Za-z0-9@]", after): err.append((d["id"], "span boundary", s))
        if s != s.strip() or s[-1] in ".,;:!?": err.append((d["id"], "span edge", s))
        k = classify(s, d["country"])
        if k is None: err.append((d["id"], "span not valid for any kind", s))
        kinds.add(k)
    exp = d["kind"]
    if exp == "multi":
        if len(kinds) < 2: err.append((d["id"], "multi with one kind", kinds))
    elif kinds != {exp}: err.append((d["id"], "kind mismatch", exp, kinds))
    if ("phone" in kinds or "cn_id" in kinds) and not d["country"]: err.append((d["id"], "country missing"))
    if exp in ("email","bank_card","ipv4","ipv6") and d["country"] is not None: err.append((d["id"], "country should be null"))

pos = [d for d in L if d["label"] == "positive"]; neg = [d for d in L if d["label"] == "negative"]
phone_items = [d for d in L if d["kind"] == "phone"]
countries = collections.Counter(d["country"] for d in phone_items)
lang = collections.Counter(d["lang"] for d in L)
print("total", len(L), "positives", len(pos), "negatives", len(neg))
print("positive kinds", dict(collections.Counter(d["kind"] for d in pos)))
print("negative kinds", dict(sorted(collections.Counter(d["kind"] for d in neg).items())))
print("phone items", len(phone_items), "countries", len(countries))
print("phone by country", dict(sorted(countries.items())))
print("lang", {k: "%d (%.1f%%)" % (v, 100 * v / len(L)) for k, v in lang.items()})
print("distractor items", sum(1 for d in L if d.get("distractor")), "multi-span items", sum(1 for d in pos if len(d["spans"]) > 1))
print("cn_id ending X", sum(1 for d in L if d["kind"] == "cn_id" and d["spans"][0].endswith("X")))
for need, ok in [("2300 total", len(L) >= 2300), ("1600 pos", len(pos) >= 1600), ("650 neg", len(neg) >= 650),
                 ("900 phone", len(phone_items) >= 900), ("30 countries", len(countries) >= 30)]:
    if not ok: err.append("minimum not met: " + need)
for e in err[:50]: print("ERROR", e)
if err: print(len(err), "errors"); sys.exit(1)
print("OK")
