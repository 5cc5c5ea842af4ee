#!/usr/bin/env python3
"""Validate pii.jsonl: schema, spans verbatim, unique ids/texts, check digits, counts. Prints counts and OK."""
import json, re, sys, collections, ipaddress
W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
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
def isip(s):
    try: ipaddress.ip_address(s); return True
    except ValueError: return False

# national significant number lengths per country (after removing +CC/00CC or the trunk prefix)
CC = {"CN":"86","IN":"91","US":"1","CA":"1","ID":"62","PK":"92","NG":"234","BR":"55","BD":"880","RU":"7","ET":"251","MX":"52","JP":"81","EG":"20","PH":"63","CD":"243","VN":"84","IR":"98","TR":"90","DE":"49","TH":"66","GB":"44","FR":"33","IT":"39","ES":"34","KR":"82","AU":"61","ZA":"27","SA":"966","AE":"971","SG":"65","MY":"60","HK":"852","TW":"886","NL":"31","PL":"48","SE":"46","AR":"54","CO":"57","KE":"254","CH":"41","IE":"353","NZ":"64","BE":"32"}
NSN = {"CN":{10,11},"IN":{10},"US":{10},"CA":{10},"ID":{9,10,11,12},"PK":{9,10},"NG":{8,10},"BR":{10,11},"BD":{9,10},"RU":{10},"ET":{9},"MX":{10},"JP":{9,10},"EG":{8,9,10},"PH":{9,10},"CD":{9},"VN":{9,10},"IR":{10},"TR":{10},"DE":{10,11},"TH":{8,9},"GB":{10},"FR":{9},"IT":{9,10},"ES":{9},"KR":{8,9,10},"AU":{9},"ZA":{9},"SA":{9},"AE":{8,9},"SG":{8},"MY":{8,9,10},"HK":{8},"TW":{8,9},"NL":{9},"PL":{9},"SE":{8,9},"AR":{10,11,12},"CO":{10},"KE":{9},"CH":{9},"IE":{8,9},"NZ":{8,9},"BE":{8,9}}
def nsn_len(s, cc):
    d = re.sub(r"\D", "", s.replace("(0)", ""))
    c = CC[cc]
    if (s.lstrip("(").startswith("+") or s.startswith("(" + c + ")")) and d.startswith(c): d = d[len(c):]
    elif d.startswith("00" + c): d = d[2 + len(c):]
    elif cc in ("US", "CA") and d.startswith("1") and len(d) == 11: d = d[1:]
    elif cc == "RU" and d[0] == "8": d = d[1:]
    elif cc not in ("IT", "SG", "HK", "PL", "ES", "US", "CA", "MX", "CO") and d[0] == "0": d = d[1:]
    return len(d)
rows = [json.loads(l) for l in open("pii.jsonl", encoding="utf-8")]
err = []; C = collections.Counter
ids = set(); texts = set(); kinds = C(); langs = C(); countries = C(); labels = C(); counts = C()
PK = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
for r in rows:
    i = r.get("id")
    if set(r) != {"id", "lang", "label", "kind", "country", "text", "spans"}: err.append(("fields", i))
    if i in ids: err.append(("dup id", i))
    ids.add(i)
    if r["text"] in texts: err.append(("dup text", i))
    texts.add(r["text"])
    if r["lang"] not in ("en", "zh"): err.append(("lang", i))
    if r["lang"] == "zh" and not re.search(r"[\u4e00-\u9fff]", r["text"]): err.append(("zh without hanzi", i))
    if r["lang"] == "en" and re.search(r"[\u4e00-\u9fff]", r["text"]): err.append(("en with hanzi", i))
    if r["country"] is not None and not re.fullmatch(r"[A-Z]{2}", r["country"]): err.append(("country", i))
    labels[r["label"]] += 1; langs[r["lang"]] += 1; kinds[(r["label"], r["kind"])] += 1
    if r["label"] == "positive":
        if not i.startswith("p") or r["kind"] not in PK or not r["spans"]: err.append(("pos", i))
    elif r["label"] == "negative":
        if not i.startswith("n") or r["spans"] or r["kind"] in PK: err.append(("neg", i))
    else: err.append(("label", i))
    for s in r["spans"]:
        if s not in r["text"]: err.append(("span not in text", i, s))
        if s != s.strip() or s[-1] in ".,;:!?。，；：！？": err.append(("span edge", i, s))
    for s in r["spans"]:
        d = re.sub(r"\D", "", s)
        if "@" in s: counts["email"] += 1; ok = bool(re.fullmatch(r"[\w.+-]+@[\w-]+(\.[\w-]+)+", s))
        elif isip(s):
            ip = ipaddress.ip_address(s); ok = True; counts["ipv%d" % ip.version] += 1
            if r["kind"] in ("phone", "bank_card", "cn_id"): ok = False
        elif r["kind"] in ("ipv4", "ipv6"): ok = False
        elif re.fullmatch(r"\d{17}[\dXx]|\d{6}[ -]\d{8}[ -]\d{3}[\dXx]|\d{6} \d{4} \d{4} \d{3}[\dXx]", s):
            ok = id_ok(s); counts["cn_id"] += 1
        elif r["kind"] in ("bank_card", "multi") and 16 <= len(d) <= 19 and not s.startswith("+"):
            ok = luhn(d); counts["bank_card"] += 1
        else:
            ok = 7 <= len(d) <= 15 and re.fullmatch(r"[+\d()\-./ ]+", s) is not None; counts["phone"] += 1
        if not ok: err.append(("bad span", i, r["kind"], s))
    if r["kind"] == "phone":
        if not r["country"]: err.append(("no country", i))
        countries[r["country"]] += 1
        for s in r["spans"]:
            if r["country"] in NSN and nsn_len(s, r["country"]) not in NSN[r["country"]]: err.append(("nsn length", i, r["country"], s))
    if r["kind"] == "cn_id" and r["country"] != "CN": err.append(("cnid country", i))
    if r["kind"] == "invalid_card":
        n = re.sub(r"\D", "", re.search(r"\d[\d -]{14,24}\d", r["text"]).group())
        if luhn(n): err.append(("invalid_card passes Luhn", i))
    if r["kind"] == "invalid_id":
        if id_ok(re.search(r"\d{17}[\dX]", r["text"]).group()): err.append(("invalid_id passes", i))
    if r["lang"] == "en" and not 2 <= len(r["text"].split()) <= 45: err.append(("words", i))
# frames: replace spans and negative value-like tokens to estimate distinct sentence frames
def frame(r):
    t = r["text"]
    for s in r["spans"]: t = t.replace(s, "<S>")
    return re.sub(r"[0-9A-Za-z@.:#+()\-_/×^%$¥€₹°,]*\d[0-9A-Za-z@.:#+()\-_/×^%$¥€₹°, ]*", "<N>", t) if r["label"] == "negative" else t
nframes = len({frame(r) for r in rows})
print("total", len(rows), dict(labels))
print("lang", dict(langs), {k: round(v/len(rows)*100, 1) for k, v in langs.items()})
print("kinds", dict(sorted(kinds.items())))
print("span kinds (incl. inside multi)", dict(counts))
print("phone items", sum(countries.values()), "countries", len(countries))
print(dict(sorted(countries.items())))
print("negative kinds", len([k for k in kinds if k[0] == "negative"]), "distinct frames (approx)", nframes)
need = ["CN","IN","US","ID","PK","NG","BR","BD","RU","ET","MX","JP","EG","PH","CD","VN","IR","TR","DE","TH","GB","FR","IT","ES","KR","AU","CA","ZA","SA","AE","SG","MY","HK","TW","NL","PL","SE","AR","CO","KE"]
missing = [c for c in need if not countries[c]]
K = lambda k: kinds[("positive", k)]
ok = (len(rows) >= 2300 and labels["positive"] >= 1700 and labels["negative"] >= 600 and sum(countries.values()) >= 1000
      and len(countries) >= 40 and not missing and K("email") >= 180 and K("cn_id") >= 120 and K("bank_card") >= 120
      and K("ipv4") >= 90 and K("ipv6") >= 60 and K("multi") >= 70 and len([k for k in kinds if k[0] == "negative"]) >= 20)
if missing: print("missing countries", missing)
if err:
    for e in err[:40]: print("ERR", e)
    print(len(err), "errors"); sys.exit(1)
print("OK" if ok else "COUNTS TOO LOW"); sys.exit(0 if ok else 1)
