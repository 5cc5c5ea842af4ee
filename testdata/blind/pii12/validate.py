#!/usr/bin/env python3
"""Validate pii12/pii.jsonl: schema (format of /work/fresh/_format/pii), ids, spans, check digits, brief minimums.
Prints counts and OK. Run from this directory: python3 validate.py"""
import json, re, sys, collections, ipaddress
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def id_ok(s):
    s = s.replace(" ", "").replace("-", "").upper()
    return bool(re.fullmatch(r"\d{17}[\dX]", s)) and "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], W)) % 11] == s[17]
def id_plausible(s):
    s = s.replace(" ", "").replace("-", "").upper()
    y, m, d = int(s[6:10]), int(s[10:12]), int(s[12:14])
    return 1900 <= y <= 2026 and 1 <= m <= 12 and 1 <= d <= 31 and s[:2] in {"11","12","13","14","15","21","22","23","31","32","33","34","35","36","37","41","42","43","44","45","46","50","51","52","53","54","61","62","63","64","65"}
def luhn(n):
    t = 0
    for k, ch in enumerate(reversed(n)):
        x = int(ch)
        if k % 2: x *= 2; x -= 9 if x > 9 else 0
        t += x
    return t % 10 == 0
EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$")
PK = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
rows = [json.loads(l) for l in open("pii.jsonl", encoding="utf-8")]
err = []; ids = set(); texts = set()
labels = collections.Counter(); langs = collections.Counter(); kinds = collections.Counter(); countries = collections.Counter()
for r in rows:
    i = r.get("id")
    if list(r) != ["id", "lang", "label", "kind", "country", "text", "spans"]: err.append(("fields", i)); continue
    if i in ids: err.append(("dup id", i))
    ids.add(i)
    if r["text"] in texts: err.append(("dup text", i))
    texts.add(r["text"])
    if r["lang"] not in ("en", "zh"): err.append(("lang", i))
    if r["label"] not in ("positive", "negative"): err.append(("label", i))
    if not re.fullmatch(r"p12-\d{4}" if r["label"] == "positive" else r"n12-\d{4}", i): err.append(("id pattern", i))
    if r["country"] is not None and not re.fullmatch(r"[A-Z]{2}", r["country"]): err.append(("country", i))
    labels[r["label"]] += 1; langs[r["lang"]] += 1; kinds[(r["label"], r["kind"])] += 1
    t, k, sp = r["text"], r["kind"], r["spans"]
    if r["lang"] == "zh" and not re.search(r"[\u4e00-\u9fff]", t): err.append(("zh without CJK", i))
    if r["lang"] == "en":
        if re.search(r"[\u4e00-\u9fff]", t): err.append(("en with CJK", i))
        if not 4 <= len(t.split()) <= 40: err.append(("en length", i))
    for y, mo, dd in re.findall(r"\b(20\d\d)[-/年.](\d{1,2})[-/月.](\d{1,2})", t):
        if (int(y), int(mo), int(dd)) > (2026, 12, 1): err.append(("future date", i))
    if r["label"] == "positive":
        if k not in PK or not sp: err.append(("positive kind/spans", i))
        if k == "phone" or (k == "cn_id"):
            if not r["country"]: err.append(("country missing", i))
        if k == "cn_id" and r["country"] != "CN": err.append(("cn_id country", i))
        if k in ("email", "bank_card", "ipv4", "ipv6") and r["country"] is not None: err.append(("country should be null", i))
        if k == "phone": countries[r["country"]] += 1
        # spans verbatim, non-overlapping, clean edges
        pos = []
        for s in sp:
            j = t.find(s)
            if j < 0: err.append(("span not in text", i, s)); continue
            while any(a <= j < b for a, b in pos):
                j = t.find(s, j + 1)
                if j < 0: break
            if j < 0: err.append(("span overlap", i, s)); continue
            pos.append((j, j + len(s)))
            if s != s.strip() or s[-1] in ".,;:!?。，；：！？、)）>\"'": err.append(("span edge", i, s))
            dg = re.sub(r"\D", "", s)
            kind = k
            if k == "multi":
                if "@" in s: kind = "email"
                elif ":" in s: kind = "ipv6"
                elif re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", s): kind = "ipv4"
                elif re.fullmatch(r"[\d -]+[\dXx]", s) and len(re.sub(r"[ -]", "", s)) == 18 and not s.startswith("+"): kind = "cn_id"
                elif re.fullmatch(r"[\d -]+", s) and 16 <= len(dg) <= 19: kind = "bank_card"
                else: kind = "phone"
            if kind == "cn_id" and not (id_ok(s) and id_plausible(s)): err.append(("cn_id check", i, s))
            if kind == "bank_card" and not (re.fullmatch(r"[\d -]+", s) and 16 <= len(dg) <= 19 and luhn(dg)): err.append(("card", i, s))
            if kind in ("ipv4", "ipv6"):
                try:
                    if ipaddress.ip_address(s).version != int(kind[-1]): err.append(("ip version", i, s))
                except ValueError: err.append(("ip parse", i, s))
            if kind == "email" and not EMAIL.match(s): err.append(("email", i, s))
            if kind == "phone" and not (7 <= len(dg) <= 15 and re.fullmatch(r"[\d +()./\-]+(( ?([Ee]xt\.?|x) ?|-|转|内線)\d{1,4})?", s)): err.append(("phone", i, s))
    else:
        if sp or k in PK or r["country"] is not None: err.append(("negative", i))
        if re.search(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+\.[A-Za-z]", t): err.append(("email in negative", i))
        for m in re.findall(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.])", t):
            try: ipaddress.IPv4Address(m); err.append(("ipv4 in negative", i, m))
            except ValueError: pass
        for m in re.findall(r"(?<![\dXx])\d{17}[\dXx](?![\dXx])", t):
            if id_ok(m): err.append(("valid cn_id in negative", i, m))
        for m in re.findall(r"(?<!\d)(?:\d[ -]?){15,18}\d(?!\d)", t):
            dg = re.sub(r"\D", "", m)
            if k == "invalid_card" and luhn(dg): err.append(("invalid_card passes Luhn", i, m))
        if k == "invalid_id" and not re.search(r"\d{17}[\dX]", t): err.append(("invalid_id missing", i))
neg = {k: v for (l, k), v in kinds.items() if l == "negative"}
pk = {k: v for (l, k), v in kinds.items() if l == "positive"}
print("total", len(rows), dict(labels))
print("lang", dict(langs), "en share %.1f%%" % (100 * langs["en"] / len(rows)))
for (l, k), v in sorted(kinds.items()): print(" ", l, k, v)
print("phone items", sum(countries.values()), "countries", len(countries))
print(" ", dict(sorted(countries.items())))
ok = True
def need(cond, msg):
    global ok
    if not cond: ok = False; print("COUNT FAIL:", msg)
need(len(rows) >= 2400, "total >= 2400")
need(labels["positive"] >= 1800, "positives >= 1800")
need(labels["negative"] >= 600, "negatives >= 600")
need(0.4 <= langs["en"] / len(rows) <= 0.6, "about half English")
need(len(countries) >= 40, "phone countries >= 40")
need(all(v >= 20 for v in countries.values()), "each phone country >= 20")
need(all(countries[c] > 40 for c in ("US", "GB", "IN", "CN")), "US/GB/IN/CN more than the others")
need(len(neg) >= 20 and sum(1 for v in neg.values() if v >= 20) >= 20, "negative kinds: >= 20 kinds with >= 20 items")
for kk in ("email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"): need(pk.get(kk, 0) >= 60, kk + " >= 60")
if err:
    for e in err[:40]: print("ERR", e)
    print(len(err), "errors"); sys.exit(1)
print("OK" if ok else "COUNTS TOO LOW"); sys.exit(0 if ok else 1)
