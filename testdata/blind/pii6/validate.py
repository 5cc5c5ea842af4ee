"""Validate pii.jsonl: schema, spans, check digits, phone lengths, negatives free of identifiers."""
import json, re, sys, ipaddress, collections, datetime
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
def idcheck(s): return "10X98765432"[sum(int(a) * b for a, b in zip(s, W)) % 11]
def luhn(n):
    t = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch) * (2 if i % 2 else 1); t += d - 9 if d > 9 else d
    return t % 10 == 0
# country: (calling code, trunk prefix or None, allowed national significant number lengths)
PLAN = {"GB": ("44", "0", {10}), "US": ("1", "1", {10}), "CA": ("1", "1", {10}), "CN": ("86", "0", {10, 11}),
 "HK": ("852", None, {8}), "TW": ("886", "0", {9}), "JP": ("81", "0", {9, 10}), "KR": ("82", "0", {8, 9, 10}),
 "SG": ("65", None, {8}), "IN": ("91", "0", {10}), "AU": ("61", "0", {9}), "NZ": ("64", "0", {8, 9}),
 "DE": ("49", "0", {10, 11}), "FR": ("33", "0", {9}), "ES": ("34", None, {9}), "IT": ("39", None, {10}),
 "NL": ("31", "0", {9}), "BE": ("32", "0", {8, 9}), "CH": ("41", "0", {9}), "AT": ("43", "0", {8, 10}),
 "SE": ("46", "0", {8, 9}), "NO": ("47", None, {8}), "DK": ("45", None, {8}), "FI": ("358", "0", {8, 9}),
 "IE": ("353", "0", {8, 9}), "PL": ("48", None, {9}), "PT": ("351", None, {9}), "BR": ("55", "0", {10, 11}),
 "MX": ("52", None, {10, 11}), "AR": ("54", "0", {10, 11, 12}), "ZA": ("27", "0", {9}), "RU": ("7", "8", {10}),
 "TR": ("90", "0", {10}), "AE": ("971", "0", {8, 9}), "SA": ("966", "0", {9}), "IL": ("972", "0", {8, 9}),
 "EG": ("20", "0", {9, 10}), "NG": ("234", "0", {8, 10}), "KE": ("254", "0", {9}), "MY": ("60", "0", {9, 10}),
 "TH": ("66", "0", {8, 9}), "VN": ("84", "0", {9, 10}), "PH": ("63", "0", {9, 10}), "ID": ("62", "0", {10, 11})}
def phone_ok(s, c):
    """Accept if some reading (international after +, 00, 011 or bracketed code; or national
    with/without trunk prefix) gives a national significant number of an allowed length."""
    if not re.fullmatch(r"\+?[0-9 ()\-./]+", s): return False
    cc, trunk, lens = PLAN[c]
    d_all = re.sub(r"\D", "", s); d_intl = re.sub(r"\D", "", s.replace("(0)", ""))
    if s.startswith("+") or s.startswith("(" + cc + ")"):
        return d_intl.startswith(cc) and len(d_intl) - len(cc) in lens
    for ex in ("00", "011"):
        if d_intl.startswith(ex + cc) and len(d_intl) - len(ex + cc) in lens: return True
    if trunk and d_all.startswith(trunk) and len(d_all) - len(trunk) in lens: return True
    return len(d_all) in lens  # trunk omitted (NANP, CN/IN mobiles, BR DDD, no-trunk plans)
EMAIL = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(\.[A-Za-z0-9\-]+)+$")
rows = [json.loads(l) for l in open("pii.jsonl", encoding="utf-8")]
err = []; ids = set(); texts = set()
for r in rows:
    e = lambda m: err.append((r["id"], m, r["text"]))
    if set(r) != {"id", "lang", "label", "kind", "country", "text", "spans"}: e("keys")
    if r["id"] in ids: e("dup id")
    if r["text"] in texts: e("dup text")
    ids.add(r["id"]); texts.add(r["text"])
    if r["lang"] not in ("en", "zh", "mixed"): e("lang")
    if r["label"] == "negative":
        if r["spans"] or r["country"] is not None: e("neg spans/country")
        t = r["text"]
        if "@" in t: e("neg has @")
        for m in re.finditer(r"\d{16,19}", t):
            if luhn(m.group()) : e("neg luhn run")
        for m in re.finditer(r"\d{17}[\dX]", t):
            if idcheck(m.group()[:17]) == m.group()[17]: e("neg id-like")
        for m in re.finditer(r"\d+\.\d+\.\d+\.\d+", t):
            try: ipaddress.IPv4Address(m.group()); e("neg ipv4")
            except ValueError: pass
        continue
    if not r["spans"]: e("no spans")
    for s in r["spans"]:
        if s not in r["text"]: e("span not substring")
        if s[-1] in ".,;:!?。，！？": e("trailing punct")
    k = r["kind"]
    def check(kind, s):
        if kind == "phone": return phone_ok(s, r["country"])
        if kind == "email": return bool(EMAIL.match(s))
        if kind == "cn_id":
            try: datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
            except ValueError: return False
            return len(s) == 18 and s[:17].isdigit() and idcheck(s[:17]) == s[17]
        if kind == "bank_card":
            n = re.sub(r"[ -]", "", s)
            return n.isdigit() and 16 <= len(n) <= 19 and luhn(n) and n[0] in "2456"
        if kind == "ipv4": ipaddress.IPv4Address(s); return True
        if kind == "ipv6": ipaddress.IPv6Address(s); return True
    def guess(s):
        if "@" in s: return "email"
        if re.fullmatch(r"\d{17}[\dX]", s): return "cn_id"
        if ":" in s: return "ipv6"
        if re.fullmatch(r"\d+\.\d+\.\d+\.\d+", s): return "ipv4"
        if len(re.sub(r"\D", "", s)) >= 16 and not s.startswith("+"): return "bank_card"
        return "phone"
    if k == "multi":
        if len(r["spans"]) != 2: e("multi needs 2")
        kinds = [guess(s) for s in r["spans"]]
        if kinds[0] != "phone" or kinds[1] == "phone": e("multi kinds")
        for kk, s in zip(kinds, r["spans"]):
            if not check(kk, s): e("multi bad " + kk)
    else:
        if len(r["spans"]) != 1 or not check(k, r["spans"][0]): e("bad " + k)
    if k in ("phone", "multi", "cn_id") and r["country"] not in PLAN: e("country")
    if k in ("email", "bank_card", "ipv4", "ipv6") and r["country"] is not None: e("country should be null")
pos = [r for r in rows if r["label"] == "positive"]; neg = [r for r in rows if r["label"] == "negative"]
ph = [r for r in rows if r["kind"] == "phone"]
print("items", len(rows), "positives", len(pos), "negatives", len(neg))
print("kinds", dict(collections.Counter(r["kind"] for r in pos)))
print("negative kinds", len(set(r["kind"] for r in neg)), dict(collections.Counter(r["kind"] for r in neg)))
print("langs", {k: "%d (%.0f%%)" % (v, 100 * v / len(rows)) for k, v in collections.Counter(r["lang"] for r in rows).items()})
print("phone items", len(ph), "countries", len(set(r["country"] for r in ph)))
print("X-ending IDs", sum(1 for r in rows for s in r["spans"] if re.fullmatch(r"\d{17}X", s)))
assert len(rows) >= 2200 and len(pos) >= 1600 and len(neg) >= 550 and len(ph) >= 1000
assert len(set(r["country"] for r in ph)) >= 30 and len(set(r["kind"] for r in neg)) >= 15
for x in err[:30]: print("ERR", x)
if err: print(len(err), "errors"); sys.exit(1)
print("OK")
