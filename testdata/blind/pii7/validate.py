#!/usr/bin/env python3
"""Validate pii.jsonl: schema, unique ids/texts, spans verbatim, check digits, phone lengths per country plan, counts. Prints OK."""
import json, re, sys, collections, ipaddress
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def id_ok(s):
    s = s.replace(" ", "").replace("-", "").upper()
    return bool(re.fullmatch(r"\d{17}[\dX]", s)) and "10X98765432"[sum(int(a) * b for a, b in zip(s[:17], W)) % 11] == s[17]
def luhn(n):
    t = 0
    for k, ch in enumerate(reversed(n)):
        d = int(ch)
        if k % 2: d = d * 2; d -= 9 if d > 9 else 0
        t += d
    return t % 10 == 0
# country: (calling code, trunk prefix, allowed national significant number lengths)
CC = {"CN": ("86", "0", {10, 11}), "IN": ("91", "0", {10}), "US": ("1", "1", {10}), "CA": ("1", "1", {10}), "ID": ("62", "0", {9, 10, 11, 12}),
"PK": ("92", "0", {9, 10}), "NG": ("234", "0", {8, 10}), "BR": ("55", "", {10, 11}), "BD": ("880", "0", {9, 10}), "RU": ("7", "8", {10}),
"ET": ("251", "0", {9}), "MX": ("52", "", {10}), "JP": ("81", "0", {9, 10}), "EG": ("20", "0", {8, 9, 10}), "PH": ("63", "0", {9, 10}),
"CD": ("243", "0", {9}), "VN": ("84", "0", {9, 10}), "IR": ("98", "0", {10}), "TR": ("90", "0", {10}), "DE": ("49", "0", {9, 10, 11}),
"TH": ("66", "0", {8, 9}), "GB": ("44", "0", {10}), "FR": ("33", "0", {9}), "IT": ("39", "", {10}), "ES": ("34", "", {9}),
"KR": ("82", "0", {8, 9, 10}), "AU": ("61", "0", {9}), "ZA": ("27", "0", {9}), "SA": ("966", "0", {9}), "AE": ("971", "0", {8, 9}),
"SG": ("65", "", {8}), "MY": ("60", "0", {8, 9, 10}), "HK": ("852", "", {8}), "TW": ("886", "0", {8, 9}), "NL": ("31", "0", {9}),
"PL": ("48", "", {9}), "SE": ("46", "0", {8, 9}), "CO": ("57", "", {10}), "KE": ("254", "0", {9}), "CH": ("41", "0", {9}),
"NZ": ("64", "0", {8, 9}), "IE": ("353", "0", {8, 9}), "PT": ("351", "", {9}), "CL": ("56", "", {9}), "IL": ("972", "0", {8, 9}),
"AR": ("54", "0", {10, 11, 12})}  # AR: +54 9 11 xxxx xxxx -> 11; national 011 15 xxxx xxxx -> 12 after trunk
def nsn(c, s):
    cc, tr, L = CC[c]; g = s.replace("(0)", "")
    d = re.sub(r"\D", "", g)
    if g.startswith("+") or g.startswith("(%s)" % cc): d = d[len(cc):]
    elif g.startswith("00" + cc) or (cc == "1" and g.startswith("001")): d = d[2 + len(cc):]
    elif tr and d.startswith(tr): d = d[1:]
    return len(d) in L
rows = [json.loads(l) for l in open("pii.jsonl", encoding="utf-8")]
err = []; C = collections.Counter
ids = set(); texts = set(); kinds = C(); langs = C(); countries = C(); labels = C(); dis = 0
PK = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
for r in rows:
    i = r["id"]
    if i in ids: err.append(("dup id", i))
    ids.add(i)
    if r["text"] in texts: err.append(("dup text", i))
    texts.add(r["text"])
    if set(r) - {"id", "lang", "label", "kind", "country", "text", "spans", "distractor"} or not {"id", "lang", "label", "kind", "country", "text", "spans"} <= set(r): err.append(("field", i))
    if r["lang"] not in ("en", "zh"): err.append(("lang", i))
    if r["label"] not in ("positive", "negative"): err.append(("label", i))
    labels[r["label"]] += 1; langs[r["lang"]] += 1; kinds[(r["label"], r["kind"])] += 1
    if r.get("distractor"): dis += 1
    if r["label"] == "positive":
        if not i.startswith("p") or r["kind"] not in PK or not r["spans"]: err.append(("pos", i))
    else:
        if not i.startswith("n") or r["spans"] or r["kind"] in PK or r["country"] is not None: err.append(("neg", i))
    for s in r["spans"]:
        if s not in r["text"]: err.append(("span", i, s))
        if s != s.strip() or s[-1] in ".,;!?。，；！": err.append(("span edge", i, s))
    if r["kind"] == "phone":
        if r["country"] not in CC: err.append(("country", i))
        countries[r["country"]] += 1
        for s in r["spans"]:
            if not nsn(r["country"], s): err.append(("phone plan length", i, s))
    if r["kind"] == "cn_id":
        if r["country"] != "CN" or not all(id_ok(s) for s in r["spans"]): err.append(("cnid", i))
    if r["kind"] == "bank_card":
        for s in r["spans"]:
            n = re.sub(r"\D", "", s)
            if not (16 <= len(n) <= 19 and luhn(n)): err.append(("card", i, s))
    if r["kind"] in ("ipv4", "ipv6"):
        for s in r["spans"]:
            try:
                a = ipaddress.ip_address(s)
                if a.version != int(r["kind"][-1]): err.append(("ipver", i, s))
            except ValueError: err.append(("ip", i, s))
    if r["kind"] == "invalid_card":
        m = re.search(r"\d[\d -]{14,24}\d", r["text"]); n = re.sub(r"\D", "", m.group())
        if luhn(n): err.append(("invalid_card passes", i))
    if r["kind"] == "invalid_id":
        m = re.search(r"\d{17}[\dX]", r["text"])
        if id_ok(m.group()): err.append(("invalid_id passes", i))
    if r["lang"] == "en" and not 2 <= len(r["text"].split()) <= 60: err.append(("words", i))
    if r["lang"] == "zh" and not re.search(r"[\u4e00-\u9fff]", r["text"]): err.append(("zh without Chinese", i))
    if r["lang"] == "en" and re.search(r"[\u4e00-\u9fff]", r["text"]) and r["kind"] not in ("phone",): err.append(("en with Chinese", i))
pos = [r for r in rows if r["label"] == "positive"]
def has(kind): return sum(1 for r in pos if r["kind"] == kind)
print("total", len(rows), dict(labels))
print("lang", dict(langs), {k: round(v / len(rows) * 100, 1) for k, v in langs.items()})
for k, v in sorted(kinds.items()): print("  %-9s %-16s %d" % (k[0], k[1], v))
print("negative kinds", len([k for k in kinds if k[0] == "negative"]))
print("phone items", sum(countries.values()), "countries", len(countries))
print(dict(sorted(countries.items())))
print("distractor positives", dis)
need = ["CN", "IN", "US", "ID", "PK", "NG", "BR", "BD", "RU", "ET", "MX", "JP", "EG", "PH", "CD", "VN", "IR", "TR", "DE", "TH",
        "GB", "FR", "IT", "ES", "KR", "AU", "CA", "ZA", "SA", "AE", "SG", "MY", "HK", "TW", "NL", "PL", "SE", "AR", "CO", "KE"]
missing = [c for c in need if c not in countries]
if missing: err.append(("missing countries", missing))
ok = (len(rows) >= 2300 and labels["positive"] >= 1700 and labels["negative"] >= 600 and sum(countries.values()) >= 1000
      and len(countries) >= 40 and has("email") >= 180 and has("cn_id") >= 120 and has("bank_card") >= 120 and has("ipv4") >= 90
      and has("ipv6") >= 60 and has("multi") >= 70 and len([k for k in kinds if k[0] == "negative"]) >= 20)
if err:
    for e in err[:40]: print("ERR", e)
    print(len(err), "errors"); sys.exit(1)
print("OK" if ok else "COUNTS TOO LOW"); sys.exit(0 if ok else 1)
