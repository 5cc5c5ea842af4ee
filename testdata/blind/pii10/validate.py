#!/usr/bin/env python3
"""Validate pii.jsonl: schema, unique ids/texts, every span verbatim in text, check digits, counts. Prints counts and OK."""
import json, re, sys, collections, ipaddress
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def id_ok(s):
    s = s.replace(" ", "").replace("-", "").upper()
    return bool(re.fullmatch(r"\d{17}[\dX]", s)) and "10X98765432"[sum(int(a)*b for a, b in zip(s[:17], W)) % 11] == s[17]
def luhn(n):
    t = 0
    for k, ch in enumerate(reversed(n)):
        d = int(ch)
        if k % 2: d = d*2; d -= 9 if d > 9 else 0
        t += d
    return t % 10 == 0
EMAIL = re.compile(r"^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$")
rows = [json.loads(l) for l in open("pii.jsonl", encoding="utf-8")]
err = []; C = collections.Counter
ids = set(); texts = set(); kinds = C(); langs = C(); countries = C(); labels = C(); negkinds = C()
PK = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
for r in rows:
    i = r.get("id")
    if set(r) != {"id", "lang", "label", "kind", "country", "text", "spans"}: err.append(("fields", i))
    if i in ids: err.append(("dup id", i))
    ids.add(i)
    if r["text"] in texts: err.append(("dup text", i))
    texts.add(r["text"])
    if r["lang"] not in ("en", "zh"): err.append(("lang", i))
    if r["label"] not in ("positive", "negative"): err.append(("label", i))
    labels[r["label"]] += 1; langs[r["lang"]] += 1; kinds[(r["label"], r["kind"])] += 1
    if r["country"] is not None and not re.fullmatch(r"[A-Z]{2}", r["country"]): err.append(("cc", i))
    if r["label"] == "positive":
        if r["kind"] not in PK or not r["spans"]: err.append(("pos", i))
    else:
        negkinds[r["kind"]] += 1
        if r["spans"] or r["kind"] in PK: err.append(("neg", i))
    for s in r["spans"]:
        if s not in r["text"]: err.append(("span not in text", i, s))
        if s != s.strip() or s[-1] in ".,;:!?。，；：！？": err.append(("span edge", i, s))
    k = r["kind"]
    if k == "phone":
        if not r["country"]: err.append(("country", i))
        countries[r["country"]] += 1
    for s in r["spans"]:
        dg = re.sub(r"\D", "", s)
        if k == "cn_id" or (k == "multi" and re.fullmatch(r"[\d -]{17,22}[\dXx]", s) and len(dg) in (17, 18) and s[-1] in "Xx" or (k == "multi" and len(dg) == 18 and id_ok(s))):
            if not id_ok(s): err.append(("cn_id check", i, s))
        if k == "bank_card" and not (16 <= len(dg) <= 19 and luhn(dg)): err.append(("card", i, s))
        if k in ("ipv4", "ipv6"):
            try:
                a = ipaddress.ip_address(s)
                if a.version != int(k[-1]): err.append(("ipver", i, s))
            except ValueError: err.append(("ip", i, s))
        if k == "email" and not EMAIL.match(s): err.append(("email", i, s))
        if k == "phone" and not 7 <= len(dg) <= 15: err.append(("phonelen", i, s))
    if r["lang"] == "zh" and not re.search(r"[\u4e00-\u9fff]", r["text"]): err.append(("zh without CJK", i))
    if r["lang"] == "en" and re.search(r"[\u4e00-\u9fff]", r["text"]): err.append(("en with CJK", i))
print("total", len(rows), dict(labels))
print("lang", dict(langs))
for kk, v in sorted(kinds.items()): print(" ", kk[0], kk[1], v)
print("phone items", sum(countries.values()), "countries", len(countries))
print(dict(sorted(countries.items())))
need = ["CN","IN","US","ID","PK","NG","BR","BD","RU","ET","MX","JP","EG","PH","CD","VN","IR","TR","DE","TH","GB","FR","IT","ES","KR","AU","CA","ZA","SA","AE","SG","MY","HK","TW","NL","PL","SE","AR","CO","KE"]
missing = [c for c in need if c not in countries]
pk = {k2: v for (l, k2), v in kinds.items() if l == "positive"}
ok = (len(rows) >= 2300 and labels["positive"] >= 1700 and labels["negative"] >= 600 and pk.get("phone", 0) >= 1000
      and len(countries) >= 40 and not missing and pk.get("email", 0) >= 180 and pk.get("cn_id", 0) >= 120 and pk.get("bank_card", 0) >= 120
      and pk.get("ipv4", 0) >= 90 and pk.get("ipv6", 0) >= 60 and pk.get("multi", 0) >= 70 and len(negkinds) >= 20)
if missing: print("missing countries", missing)
if err:
    for e in err[:40]: print("ERR", e)
    print(len(err), "errors"); sys.exit(1)
print("OK" if ok else "COUNTS TOO LOW"); sys.exit(0 if ok else 1)
