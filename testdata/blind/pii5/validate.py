"""Validate pii.jsonl: schema, uniqueness, spans, check digits, phone plans (independent regexes), counts."""
import json, re, sys, collections, ipaddress
ITEMS = [json.loads(l) for l in open("pii.jsonl", encoding="utf-8")]
err = []
def bad(i, m): err.append(f"{i['id']}: {m}")
# Independent per-country NSN regexes (national significant number after removing +CC / exit code / trunk).
CC = {"GB":("44","0",r"7[4-9]\d{8}|20[378]\d{7}|1[1-9]1[2-9]\d{6}|11[378][2-9]\d{6}"),
 "US":("1","1",r"(212|415|312|617|206|303|404|512|702|305|646|718|213|310|202|919|615|503)[2-9]\d{6}"),
 "CA":("1","1",r"(416|604|514|403|613|780|647|905|902|204)[2-9]\d{6}"),
 "AU":("61","0",r"4[1-8]\d{7}|[2378]\d{8}"), "NZ":("64","0",r"2[127][2-9]\d{6}|[349][2-9]\d{6}"),
 "IE":("353","0",r"8[35679][2-9]\d{6}|1[2-9]\d{6}"),
 "DE":("49","0",r"15[1279]\d{8}|176\d{8}|16[02]\d{7}|17[0-57-9]\d{7}|(30|40|89)[2-9]\d{7}"),
 "FR":("33","0",r"6\d{8}|7[3-9]\d{7}|[1-5][2-9]\d{7}"), "ES":("34","",r"6\d{8}|7[1-4]\d{7}|9[136][2-9]\d{6}|954[2-9]\d{5}"),
 "IT":("39","",r"3[2-9]\d{8}|0[26][2-9]\d{7}"), "NL":("31","0",r"6[1-58]\d{7}|[12]0[2-9]\d{6}"),
 "BE":("32","0",r"4[6-9]\d{7}|[23][2-9]\d{6}"), "CH":("41","0",r"7[5-9]\d{7}|(44|22|31)[2-9]\d{6}"),
 "AT":("43","0",r"6(50|60|64|76|99)\d{7}|1[2-9]\d{6}"), "SE":("46","0",r"7[02369]\d{7}|8[2-9]\d{6}"),
 "NO":("47","",r"[49]\d{7}|2[23]\d{6}"), "DK":("45","",r"[2-9]\d{7}"), "FI":("358","0",r"4[01456]\d{7}|50\d{7}|9[2-9]\d{6}"),
 "PL":("48","",r"(5[0137]|6[069]|7[2389]|88)\d{7}|(22|12|58|61|71)[2-9]\d{6}"), "PT":("351","",r"9[1236]\d{7}|2[12][2-9]\d{6}"),
 "BR":("55","0",r"[1-9][1-9]9[6-9]\d{7}|[1-9][1-9][2-5]\d{7}"), "MX":("52","",r"(55|56|81|33)[2-9]\d{7}"),
 "AR":("54","0",r"911[3-6]\d{7}|1115[3-6]\d{7}|11[3-6]\d{7}"),
 "CN":("86","0",r"1[3-9]\d{9}|(10|20|21|28)[2-8]\d{7}|(755|571|512|532)[2-8]\d{7}"),
 "HK":("852","",r"[235689]\d{7}"), "TW":("886","0",r"9\d{8}|2[23]\d{7}"),
 "JP":("81","0",r"[789]0[1-9]\d{7}|3[356]\d{7}|66\d{7}"), "KR":("82","0",r"10[2-9]\d{7}|2[2-9]\d{6,7}"),
 "SG":("65","",r"[89][1-7]\d{6}|6[1-4]\d{6}"), "MY":("60","0",r"1[234679][2-9]\d{6}|11[1256]\d{7}|3[2679]\d{7}"),
 "IN":("91","0",r"[6-9]\d{9}|(11|22|80|44)[2-6]\d{7}"), "PK":("92","0",r"3[0-4]\d[2-9]\d{6}|(21|42)3\d{7}"),
 "AE":("971","0",r"5[024568][2-9]\d{6}|[24][2-9]\d{6}"), "SA":("966","0",r"5[0345689][2-9]\d{6}|1[12][2-9]\d{6}"),
 "ZA":("27","0",r"(6[01]|7[1-46-9]|8[1-4])\d{7}|(11|21|31)[2-9]\d{6}"), "NG":("234","0",r"(70|80|81|90)\d[2-9]\d{6}"),
 "KE":("254","0",r"7\d{8}"), "EG":("20","0",r"1[0125]\d{8}"), "TR":("90","0",r"5[0345]\d[2-9]\d{6}|21[26][2-5]\d{6}"),
 "RU":("7","8",r"9\d{9}|(495|499|812)[2-9]\d{6}"), "IL":("972","0",r"5[0-58][2-9]\d{6}|[23][56]\d{6}"),
 "TH":("66","0",r"[689]\d{8}|2[1-7]\d{6}"), "VN":("84","0",r"(3[2-9]|70|7[6-9]|8[1-689]|9[0134678])\d{7}"),
 "PH":("63","0",r"9\d{9}|28\d{7}"), "ID":("62","0",r"8[1-8]\d[2-9]\d{7}|21[35]\d{7}"), "GR":("30","",r"69\d{8}|210[3-9]\d{6}"),}
EXITS = ["0011", "011", "010", "00"]
def phone_ok(span, cc):
    code, trunk, rx = CC[cc]
    s = span.replace("(0)", "")
    d = re.sub(r"\D", "", s)
    intl = s.lstrip("(").startswith("+") or s.startswith("(" + code + ")")
    if not intl:
        for e in EXITS:
            if d.startswith(e + code):
                d = d[len(e):]; intl = True; break
    if intl:
        if not d.startswith(code): return False
        d = d[len(code):]
    elif trunk and d.startswith(trunk) and not re.fullmatch(rx, d):
        d = d[len(trunk):]
    return re.fullmatch(rx, d) is not None
W = [7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
def id_ok(s):
    if not re.fullmatch(r"\d{17}[\dX]", s): return False
    import datetime
    try: datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError: return False
    return s[2:6] != "0000" and s[0] in "123456" and "10X98765432"[sum(int(a)*b for a, b in zip(s, W)) % 11] == s[17]
def luhn(s):
    t = 0
    for i, ch in enumerate(reversed(s)):
        x = int(ch)
        if i % 2: x = x*2-9 if x > 4 else x*2
        t += x
    return t % 10 == 0
def classify(span):
    if re.fullmatch(r"[^@\s]+@[\w.-]+\.[a-z]{2,}", span): return "email"
    if re.fullmatch(r"\d{17}[\dX]", span) and id_ok(span): return "cn_id"
    try: return "ipv%d" % ipaddress.ip_address(span).version
    except ValueError: pass
    d = re.sub(r"[ -]", "", span)
    if re.fullmatch(r"\d{16,19}", d) and luhn(d) and d[0] in "2456": return "bank_card"
    return "phone"
ids, texts = set(), set()
KINDS = {"phone","email","cn_id","bank_card","ipv4","ipv6","multi"}
for it in ITEMS:
    if set(it) != {"id","lang","label","kind","country","text","spans"}: bad(it, "keys")
    if it["id"] in ids: bad(it, "dup id")
    if it["text"] in texts: bad(it, "dup text")
    ids.add(it["id"]); texts.add(it["text"])
    if it["lang"] not in ("en","zh","mixed"): bad(it, "lang")
    if it["label"] == "negative":
        if it["spans"] or it["kind"] in KINDS or it["country"] is not None: bad(it, "negative fields")
        for run in re.findall(r"\d[\d -]*\d", it["text"]):
            d = re.sub(r"\D", "", run)
            if 16 <= len(d) <= 19 and luhn(d): bad(it, "negative contains luhn-valid run " + run)
            if len(d) == 11 and re.fullmatch(r"1[3-9]\d{9}", d): bad(it, "negative contains CN-mobile-like run")
        for run in re.findall(r"\d{17}[\dX]", it["text"]):
            if id_ok(run): bad(it, "negative contains valid CN ID")
        continue
    if it["kind"] not in KINDS or not it["spans"]: bad(it, "positive fields")
    for s in it["spans"]:
        if s not in it["text"]: bad(it, "span not substring " + s)
        if s[-1] in ".,;:!?。，；：！？)]": bad(it, "trailing punct " + s)
        k = classify(s)
        if it["kind"] != "multi" and k != it["kind"]: bad(it, f"span {s!r} classified {k}")
        if k == "phone":
            cc = it["country"]
            if cc not in CC or not phone_ok(s, cc): bad(it, f"invalid phone {s!r} for {cc}")
    if it["kind"] == "multi" and len({classify(s) for s in it["spans"]}) < 2: bad(it, "multi needs two kinds")
    if it["kind"] == "phone" and it["country"] is None: bad(it, "phone needs country")
    if it["kind"] == "cn_id" and it["country"] != "CN": bad(it, "cn_id country")
    if it["kind"] in ("email","bank_card","ipv4","ipv6") and it["country"] is not None: bad(it, "country should be null")
c = collections.Counter
lab = c(i["label"] for i in ITEMS); lang = c(i["lang"] for i in ITEMS)
kind = c(i["kind"] for i in ITEMS); neg_kinds = {i["kind"] for i in ITEMS if i["label"] == "negative"}
countries = c(i["country"] for i in ITEMS if i["kind"] == "phone")
xids = sum(1 for i in ITEMS if i["kind"] == "cn_id" and i["spans"][0].endswith("X"))
sys.path.insert(0, "."); import frames_pos, frames_neg
nfr = sum(len(v) for k, v in vars(frames_pos).items() if k.isupper()) + sum(len(f) for d in frames_neg.NEG.values() for f in d.values())
print("total", len(ITEMS), dict(lab)); print("lang", {k: f"{v} ({v/len(ITEMS):.0%})" for k, v in lang.items()})
print("kinds", dict(kind)); print("phone countries", len(countries), dict(countries))
print("negative kinds", len(neg_kinds), "| cn_id ending X", xids, "| hand-written frames", nfr)
if len(ITEMS) < 2200 or lab["positive"] < 1600 or lab["negative"] < 550: err.append("minimum counts")
if kind["phone"] < 1000 or len(countries) < 30 or len(neg_kinds) < 15 or nfr < 300 or xids == 0: err.append("minimum coverage")
for e in err[:30]: print("ERR", e)
print("FAIL" if err else "OK", len(err) if err else "")
