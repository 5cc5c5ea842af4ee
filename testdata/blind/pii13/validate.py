#!/usr/bin/env python3
"""Validate pii.jsonl (Python 3.11 standard library only).

Checks: schema and field values, unique ids and texts, spans verbatim / in order / non-overlapping /
cleanly bounded, every span valid for its kind (phone numbering plan of the row's country, email
syntax, cn_id ISO 7064 MOD 11-2 check character + province + birth date, bank card Luhn + length,
IPv4/IPv6 parsing), kind/country rules, no personal value left outside the spans of positives, no
valid personal value in negatives, no date after 2026-12-01, and the minimum sizes / coverage of the
brief.  Prints counts and OK (exit 0) or the list of problems (exit 1).

    python3 validate.py [pii.jsonl]
"""
import collections
import datetime
import ipaddress
import json
import re
import sys

LIMIT = datetime.date(2026, 12, 1)
POS_KINDS = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
SPAN_KINDS = POS_KINDS - {"multi"}
REQUIRED_NEG = {"order_number", "tracking_number", "date", "time", "amount", "version", "postcode",
                "measurement", "score", "flight", "isbn", "serial_number", "coordinates", "hash",
                "meeting_id", "math", "year", "invalid_card", "invalid_id", "medical_reading",
                "pickup_code", "barcode"}
FIELDS = ["id", "lang", "label", "kind", "country", "text", "spans"]

# ------------------------------------------------------------------ cn_id
CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
CN_PROV = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
           "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64",
           "65", "71", "81", "82"}


def cn_check_ok(s):
    if not re.fullmatch(r"\d{17}[\dXx]", s):
        return False
    tot = sum(int(a) * w for a, w in zip(s[:17], CN_W))
    return "10X98765432"[tot % 11] == s[17].upper()


def cn_id_ok(s):
    if not cn_check_ok(s) or s[:2] not in CN_PROV:
        return False
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    return datetime.date(1900, 1, 1) <= d <= LIMIT


# ------------------------------------------------------------------ cards
def luhn_ok(d):
    tot, alt = 0, False
    for ch in reversed(d):
        n = int(ch)
        if alt:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
        alt = not alt
    return tot % 10 == 0


def card_ok(s):
    if not re.fullmatch(r"\d+(?:[ -]\d+)*", s):
        return False
    d = re.sub(r"\D", "", s)
    return 16 <= len(d) <= 19 and luhn_ok(d)


# ------------------------------------------------------------------ email / IP
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}")


def email_ok(s):
    if not EMAIL_RE.fullmatch(s):
        return False
    local, dom = s.rsplit("@", 1)
    return not (local.startswith(".") or local.endswith(".") or ".." in s or dom.startswith("-"))


def ipv4_ok(s):
    if not re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}", s):
        return False
    try:
        ipaddress.IPv4Address(s)
        return True
    except ValueError:
        return False


def ipv6_ok(s):
    if ":" not in s or not re.fullmatch(r"[0-9A-Fa-f:.]+", s):
        return False
    try:
        ipaddress.IPv6Address(s)
        return True
    except ValueError:
        return False


# ------------------------------------------------------------------ phones: numbering plans
# country: (calling code, trunk prefix or None, NSN regexes).  NSN = digits after the calling code
# (for national forms: after removing the trunk prefix).  See phones.py for the plans in words.
CA_AREAS = {"416", "647", "437", "604", "778", "236", "514", "438", "403", "587", "780", "613", "343",
            "905", "289", "902", "204", "306", "418", "506", "709", "250", "519", "226", "705", "819"}
PLANS = {
    "CN": ("86", "0", [r"1[3-9]\d{9}", r"(10|2\d)[2-8]\d{7}", r"[3-9]\d{2}[2-8]\d{6,7}"]),
    "HK": ("852", None, [r"[235689]\d{7}"]),
    "TW": ("886", "0", [r"9\d{8}", r"[2-8]\d{7,8}"]),
    "SG": ("65", None, [r"[689]\d{7}"]),
    "MY": ("60", "0", [r"1[0-46-9]\d{7}", r"11\d{8}", r"3\d{8}", r"[4-9]\d{7}"]),
    "JP": ("81", "0", [r"[789]0\d{8}", r"[1-9]\d{8}"]),
    "KR": ("82", "0", [r"10\d{8}", r"2\d{7,8}", r"[3-6]\d{8,9}"]),
    "IN": ("91", "0", [r"[6-9]\d{9}", r"(11|20|22|33|40|44|80)\d{8}"]),
    "PH": ("63", "0", [r"9\d{9}", r"2\d{8}", r"3[2-8]\d{7}"]),
    "TH": ("66", "0", [r"[689]\d{8}", r"2\d{7}", r"[3-7]\d{7}"]),
    "VN": ("84", "0", [r"[35789]\d{8}", r"2[0-9]\d{8}"]),
    "ID": ("62", "0", [r"8\d{8,11}", r"[2-7]\d{7,10}"]),
    "PK": ("92", "0", [r"3[0-4]\d{8}", r"(21|42|51)\d{8}"]),
    "AU": ("61", "0", [r"4\d{8}", r"[2378]\d{8}"]),
    "NZ": ("64", "0", [r"2\d{7,9}", r"[34679][2-9]\d{6}"]),
    "US": ("1", "1", [r"[2-9]\d{2}[2-9]\d{6}"]),
    "CA": ("1", "1", [r"[2-9]\d{2}[2-9]\d{6}"]),
    "MX": ("52", None, [r"1?[2-9]\d{9}"]),
    "BR": ("55", "0", [r"[1-9]{2}9\d{8}", r"[1-9]{2}[2-5]\d{7}"]),
    "AR": ("54", "0", [r"9?(11(15)?\d{8}|[23]\d{2}(15)?\d{7})"]),
    "GB": ("44", "0", [r"7\d{9}", r"20\d{8}", r"1\d{8,9}"]),
    "IE": ("353", "0", [r"8[35679]\d{7}", r"1\d{7}", r"2\d{8}", r"9\d{7,8}"]),
    "DE": ("49", "0", [r"1[5-7]\d{8,9}", r"[2-9]\d{7,10}"]),
    "FR": ("33", "0", [r"[1-79]\d{8}"]),
    "ES": ("34", None, [r"[679]\d{8}"]),
    "IT": ("39", None, [r"3\d{9}", r"0\d{6,10}"]),
    "NL": ("31", "0", [r"6\d{8}", r"[1-57-9]\d{8}"]),
    "BE": ("32", "0", [r"4[5-9]\d{7}", r"[2-9]\d{7}"]),
    "CH": ("41", "0", [r"7[5-9]\d{7}", r"[2-69]\d{8}"]),
    "AT": ("43", "0", [r"6[5-9]\d{8,9}", r"1\d{7,8}", r"[2-9]\d{7,8}"]),
    "SE": ("46", "0", [r"7[02369]\d{7}", r"8\d{7,8}", r"[1-69]\d{8}"]),
    "PL": ("48", None, [r"[1-9]\d{8}"]),
    "RU": ("7", "8", [r"[3-9]\d{9}"]),
    "TR": ("90", "0", [r"5\d{9}", r"[2-4]\d{9}"]),
    "AE": ("971", "0", [r"5[024568]\d{7}", r"[2-9]\d{7}"]),
    "SA": ("966", "0", [r"5\d{8}", r"1[1-7]\d{7}"]),
    "EG": ("20", "0", [r"1[0125]\d{8}", r"2\d{8}", r"3\d{7}"]),
    "ZA": ("27", "0", [r"[6-8]\d{8}", r"[1-5]\d{8}"]),
    "NG": ("234", "0", [r"[789][01]\d{8}", r"[19]\d{7}"]),
    "KE": ("254", "0", [r"7\d{8}", r"1[01]\d{7}", r"20\d{7}"]),
}
EXT_RE = re.compile(r"(?:\s*(?:x|ext\.?|extension|转|分机)\s*\d{1,5})$", re.I)


def _nsn_ok(country, nsn):
    cc, trunk, regs = PLANS[country]
    if not any(re.fullmatch(p, nsn) for p in regs):
        return False
    if country in ("US", "CA"):
        return (nsn[:3] in CA_AREAS) == (country == "CA")
    return True


def phone_ok(s, country):
    """True when s is a well-formed phone number of `country` (formatting and numbering plan)."""
    if country not in PLANS:
        return False
    core = EXT_RE.sub("", s)
    if not re.fullmatch(r"[\d+\-\s().\/]+", core) or not core[0] in "+(0123456789" or not core[-1].isdigit():
        return False
    if core.count("(") != core.count(")") or core.count("+") > 1:
        return False
    if "+" in core and not re.match(r"^\(?\+", core):
        return False
    cc, trunk, _ = PLANS[country]
    flat = core.replace("(0)", "")
    digits = re.sub(r"\D", "", flat)
    if not 7 <= len(digits) <= 15:
        return False
    if "+" in core:
        return digits.startswith(cc) and _nsn_ok(country, digits[len(cc):])
    if digits.startswith("00" + cc):
        return _nsn_ok(country, digits[2 + len(cc):])
    cands = [digits]
    if trunk and digits.startswith(trunk):
        cands.append(digits[len(trunk):])
    if digits.startswith(cc) and re.match(r"^\(?%s\)?[\s\-]?" % cc, core):
        cands.append(digits[len(cc):])
    return any(_nsn_ok(country, c) for c in cands)


def classify(span):
    if "@" in span:
        return "email"
    if ipv4_ok(span):
        return "ipv4"
    if ipv6_ok(span):
        return "ipv6"
    if re.fullmatch(r"\d{17}[\dXx]", span) and cn_check_ok(span):
        return "cn_id"
    if card_ok(span):
        return "bank_card"
    return "phone"


def span_ok(kind, span, country):
    return {"email": email_ok, "ipv4": ipv4_ok, "ipv6": ipv6_ok, "cn_id": cn_id_ok, "bank_card": card_ok,
            "phone": lambda s: phone_ok(s, country)}[kind](span)


# ------------------------------------------------------------------ scanner for stray personal values
DATE_IN_RUN = re.compile(r"\d{1,2}[./]\d{1,2}[./](19|20)\d{2}|(19|20)\d{2}[./\-]\d{1,2}[./\-]\d{1,2}")


def find_stray(text):
    """Personal-looking values in text (used on negatives and on positives with spans masked)."""
    hits = []
    for m in EMAIL_RE.finditer(text):
        hits.append(("email", m.group()))
    for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?!\.?\d)", text):
        if ipv4_ok(m.group()):
            hits.append(("ipv4", m.group()))
    for m in re.finditer(r"[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*", text):
        t = m.group().strip(".:") if not m.group().startswith("::") else m.group().rstrip(".:")
        if ipv6_ok(t) or ipv6_ok(m.group()):
            hits.append(("ipv6", m.group()))
    for m in re.finditer(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])", text):
        if cn_check_ok(m.group()):
            hits.append(("cn_id", m.group()))
    for m in re.finditer(r"(?<![0-9A-Za-z])\d+(?:[ \-]\d+)*(?![0-9A-Za-z])", text):
        run = m.group()
        parts = [run] + re.split(r"[ \-]", run)
        for p in parts:
            d = re.sub(r"\D", "", p)
            if 16 <= len(d) <= 19 and luhn_ok(d):
                hits.append(("bank_card", run))
                break
    # phone heuristics
    for m in re.finditer(r"(?<![A-Za-z0-9+])\(?\+\s?\d[\d\s().\-/]{5,}\d", text):
        if len(re.sub(r"\D", "", m.group())) >= 8:
            hits.append(("phone+", m.group()))
    for m in re.finditer(r"(?<![A-Za-z0-9])(?<![0-9][ \-.])00[1-9][\d\s().\-]{7,}\d", text):
        if len(re.sub(r"\D", "", m.group())) >= 10:
            hits.append(("phone00", m.group()))
    for m in re.finditer(r"(?<![A-Za-z0-9])(?<![0-9][ \-.])1[3-9]\d[\s\-]?\d{4}[\s\-]?\d{4}(?![0-9])(?![ \-.][0-9])", text):
        hits.append(("phone_cn", m.group()))
    for m in re.finditer(r"(?<![A-Za-z0-9.,/:\-])(?<![0-9] )\(?0[1-9][\d\s().\-/]{6,}\d(?![A-Za-z0-9])", text):
        g = m.group()
        n = len(re.sub(r"\D", "", g))
        groups = re.findall(r"\d+", g)
        if len(groups) >= 6 and max(map(len, groups)) <= 2:
            continue   # lottery-style rows of two-digit numbers
        if 9 <= n <= 12 and not DATE_IN_RUN.search(g):
            hits.append(("phone0", g))
    for m in re.finditer(r"(?<![A-Za-z0-9])(?<![0-9][ \-.])(?:\(\d{3}\)\s?|\d{3}[\-.])\d{3}[\-.]\d{4}(?![0-9])(?![\-.][0-9])", text):
        hits.append(("phone_nanp", m.group()))
    return hits


# ------------------------------------------------------------------ dates
def dates_ok(text):
    bad = []
    for m in re.finditer(r"(?<!\d)((?:19|20)\d{2})\s?[-./年]\s?(\d{1,2})\s?[-./月]\s?(\d{1,2})(?!\d)", text):
        try:
            d = datetime.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
        except ValueError:
            continue
        if d > LIMIT:
            bad.append(m.group())
    for m in re.finditer(r"(?<![\d.])(\d{1,2})[-./](\d{1,2})[-./]((?:19|20)\d{2})(?!\d)", text):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        ok = []
        for mo, da in ((b, a), (a, b)):
            try:
                ok.append(datetime.date(y, mo, da) <= LIMIT)
            except ValueError:
                pass
        if ok and not any(ok):
            bad.append(m.group())
    for m in re.finditer(r"(?<!\d)(20[3-9]\d)年", text):
        bad.append(m.group())
    return bad


def boundary_ok(text, start, end, kind):
    before = text[start - 1] if start > 0 else " "
    after = text[end] if end < len(text) else " "
    after2 = text[end + 1] if end + 1 < len(text) else " "
    if kind == "email":
        return not re.match(r"[A-Za-z0-9._%+\-]", before) and not re.match(r"[A-Za-z0-9_\-@]", after) \
            and not (after == "." and re.match(r"[A-Za-z0-9]", after2))
    if kind == "phone":
        return not re.match(r"[0-9+]", before) and not after.isdigit() and not re.match(r"[A-Za-z]", before) \
            and not (after in ".-" and after2.isdigit())
    if kind == "ipv4":
        return not re.match(r"[0-9A-Za-z.:]", before) and not re.match(r"[0-9A-Za-z]", after) \
            and not (after == "." and after2.isdigit())
    if kind == "ipv6":
        return not re.match(r"[0-9A-Za-z.:]", before) and not re.match(r"[0-9A-Za-z]", after) \
            and not (after in ".:" and re.match(r"[0-9A-Fa-f]", after2))
    return not re.match(r"[0-9A-Za-z]", before) and not re.match(r"[0-9A-Za-z]", after)


# ------------------------------------------------------------------ main
def check_row(o, problems):
    rid = o.get("id")
    p = lambda msg: problems.append("%s: %s" % (rid, msg))
    if list(o.keys()) != FIELDS:
        p("fields %s" % list(o.keys()))
        return None
    if o["lang"] not in ("en", "zh"):
        p("lang")
    if o["label"] not in ("positive", "negative"):
        p("label")
        return None
    text, spans = o["text"], o["spans"]
    if not isinstance(text, str) or not text.strip() or not isinstance(spans, list):
        p("text/spans type")
        return None
    if text != text.strip() or "\n" in text:
        p("whitespace in text")
    if o["lang"] == "zh" and not re.search(r"[\u4e00-\u9fff]", text):
        p("zh text without Chinese")
    if o["lang"] == "en" and re.search(r"[\u4e00-\u9fff]", text) and o["kind"] != "cn_id":
        pass  # a few English messages quote a Chinese word; allowed
    prefix = "p13-" if o["label"] == "positive" else "n13-"
    if not re.fullmatch(re.escape(prefix) + r"\d{4}", rid or ""):
        p("id format")
    for b in dates_ok(text):
        p("date after 2026-12-01: %s" % b)
    if o["label"] == "negative":
        if spans:
            p("negative with spans")
        if o["country"] is not None:
            p("negative with country")
        if o["kind"] in POS_KINDS or not re.fullmatch(r"[a-z_]+", o["kind"] or ""):
            p("negative kind %r" % o["kind"])
        for h in find_stray(text):
            p("negative holds %s %r" % h)
        return []
    if o["kind"] not in POS_KINDS:
        p("positive kind %r" % o["kind"])
        return None
    if not spans:
        p("positive without spans")
        return None
    pos, kinds, masked = 0, [], text
    for s in spans:
        if not isinstance(s, str) or not s or s != s.strip():
            p("bad span %r" % s)
            return None
        i = text.find(s, pos)
        if i < 0:
            p("span %r not found in order / overlaps" % s)
            return None
        k = classify(s)
        kinds.append(k)
        if not boundary_ok(text, i, i + len(s), k):
            p("span %r badly bounded (%s)" % (s, k))
        masked = masked[:i] + "§" * len(s) + masked[i + len(s):]
        pos = i + len(s)
    phones = [s for s, k in zip(spans, kinds) if k == "phone"]
    c = o["country"]
    if o["kind"] == "multi":
        n = len(set(kinds))
        if not 2 <= n <= 4:
            p("multi with %d kinds" % n)
        want = c if phones else ("CN" if "cn_id" in kinds else None)
        if not phones and c != want:
            p("multi country %r should be %r" % (c, want))
        if phones and c is None:
            p("multi with phone but no country")
    else:
        if set(kinds) != {o["kind"]}:
            p("kind %s but spans classify as %s" % (o["kind"], kinds))
        want = {"cn_id": "CN", "phone": c}.get(o["kind"])
        if c != want:
            p("country %r should be %r" % (c, want))
    for s, k in zip(spans, kinds):
        if not span_ok(k, s, c):
            p("invalid %s span %r (country %s)" % (k, s, c))
    for h in find_stray(masked):
        p("unlabelled %s %r" % h)
    return kinds


def main(path="pii.jsonl"):
    problems, rows = [], []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                problems.append("line %d: bad JSON %s" % (ln, e))
    ids = collections.Counter(o.get("id") for o in rows)
    texts = collections.Counter(o.get("text") for o in rows)
    problems += ["duplicate id %s" % i for i, n in ids.items() if n > 1]
    problems += ["duplicate text %r" % t for t, n in texts.items() if n > 1]
    span_kinds = collections.Counter()
    info = []
    for o in rows:
        k = check_row(o, problems)
        info.append(k)
        if k:
            span_kinds.update(k)

    pos = [o for o in rows if o.get("label") == "positive"]
    neg = [o for o in rows if o.get("label") == "negative"]
    by_kind = collections.Counter((o["label"], o["kind"]) for o in rows)
    by_lang = collections.Counter(o["lang"] for o in rows)
    by_lang_label = collections.Counter((o["lang"], o["label"]) for o in rows)
    phone_c = collections.Counter()
    for o, k in zip(rows, info):
        if k and "phone" in k:
            phone_c[o["country"]] += 1

    # ---- minimums and coverage
    def need(cond, msg):
        if not cond:
            problems.append("coverage: " + msg)
    need(len(rows) >= 2000, "at least 2000 messages (%d)" % len(rows))
    need(len(neg) >= 500, "at least 500 negatives (%d)" % len(neg))
    need(0.4 <= by_lang["en"] / max(1, len(rows)) <= 0.6, "about half en / zh")
    need(len(phone_c) >= 25, "phones of at least 25 countries (%d)" % len(phone_c))
    for c, n in phone_c.items():
        need(n >= 5, "country %s has only %d phone messages" % (c, n))
    for k in POS_KINDS:
        need(by_kind[("positive", k)] >= 60, "positive kind %s (%d)" % (k, by_kind[("positive", k)]))
    for k in REQUIRED_NEG:
        need(by_kind[("negative", k)] >= 8, "negative kind %s (%d)" % (k, by_kind[("negative", k)]))

    feats = collections.Counter()
    for o, ks in zip(rows, info):
        if not ks:
            continue
        t, pos_ = o["text"], 0
        for s, k in zip(o["spans"], ks):
            i = t.find(s, pos_)
            pos_ = i + len(s)
            before, after = t[max(0, i - 8):i], t[pos_:pos_ + 2]
            if k == "phone":
                core = EXT_RE.sub("", s)
                feats["phone_plus"] += core.startswith("+") or core.startswith("(+")
                feats["phone_00"] += core.startswith("00")
                feats["phone_national"] += not core.startswith(("+", "(+", "00"))
                feats["phone_space"] += " " in core
                feats["phone_dash"] += "-" in core
                feats["phone_dot"] += "." in core
                feats["phone_slash"] += "/" in core
                feats["phone_brackets"] += "(" in core
                feats["phone_(0)"] += "(0)" in core
                feats["phone_runtogether"] += bool(re.fullmatch(r"\+?\d+", core))
                feats["phone_ext"] += core != s
                feats["phone_at_start"] += i == 0
                feats["phone_at_end"] += pos_ == len(t)
                feats["phone_then_punct"] += bool(after) and after[0] in ".,;!?。，；！？)）"
            elif k == "email":
                loc, dom = s.rsplit("@", 1)
                feats["email_dot"] += "." in loc
                feats["email_plus"] += "+" in loc
                feats["email_hyphen"] += "-" in s
                feats["email_subdomain"] += dom.count(".") >= 2
                feats["email_digits"] += bool(re.search(r"\d", s))
                feats["email_upper"] += s != s.lower()
                feats["email_trailing_punct"] += bool(after) and after[0] in ".,;!?。，；！？"
                feats["email_bracketed"] += bool(before) and before[-1] in "<([（【\"'“"
                feats["email_in_chinese"] += bool(before and re.match(r"[\u4e00-\u9fff]", before[-1])) or \
                    bool(after and re.match(r"[\u4e00-\u9fff]", after[0]))
                feats["email_mailto"] += before.endswith("mailto:")
            elif k == "cn_id":
                feats["cn_id_X"] += s[-1] in "Xx"
            elif k == "bank_card":
                d = re.sub(r"\D", "", s)
                feats["card_len_%d" % len(d)] += 1
                feats["card_grouped"] += d != s
                feats["card_ungrouped"] += d == s
            elif k == "ipv4":
                a = ipaddress.IPv4Address(s)
                feats["ipv4_private"] += a.is_private
                feats["ipv4_public"] += not a.is_private
                feats["ipv4_port"] += after.startswith(":")
                feats["ipv4_url"] += "://" in before
            elif k == "ipv6":
                feats["ipv6_full"] += "::" not in s and s.count(":") == 7
                feats["ipv6_compressed"] += "::" in s
                feats["ipv6_port"] += t[pos_:pos_ + 2] == "]:"
                feats["ipv6_url"] += "://[" in before
                feats["ipv6_private"] += ipaddress.IPv6Address(s).is_private
    for f in ["phone_plus", "phone_00", "phone_national", "phone_space", "phone_dash", "phone_dot", "phone_slash",
              "phone_brackets", "phone_(0)", "phone_runtogether", "phone_ext", "phone_at_start", "phone_at_end",
              "phone_then_punct", "email_dot", "email_plus", "email_hyphen", "email_subdomain", "email_digits",
              "email_upper", "email_trailing_punct", "email_bracketed", "email_in_chinese", "email_mailto",
              "cn_id_X", "card_grouped", "card_ungrouped", "card_len_16", "card_len_19", "ipv4_private",
              "ipv4_public", "ipv4_port", "ipv4_url", "ipv6_full", "ipv6_compressed", "ipv6_port", "ipv6_url"]:
        need(feats[f] >= 5, "feature %s (%d)" % (f, feats[f]))

    # ---- report
    print("rows %d  positives %d  negatives %d" % (len(rows), len(pos), len(neg)))
    print("by language:", dict(sorted(by_lang.items())), " by language/label:",
          {"%s/%s" % k: v for k, v in sorted(by_lang_label.items())})
    print("positive kinds:", {k: v for (l, k), v in sorted(by_kind.items()) if l == "positive"})
    print("negative kinds:", {k: v for (l, k), v in sorted(by_kind.items()) if l == "negative"})
    print("span values by type:", dict(sorted(span_kinds.items())))
    print("phone messages by country (%d):" % len(phone_c), dict(sorted(phone_c.items())))
    print("features:", dict(sorted(feats.items())))
    if problems:
        print("\n%d PROBLEMS" % len(problems))
        for x in problems[:200]:
            print("  " + x)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
