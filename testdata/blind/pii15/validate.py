#!/usr/bin/env python3
"""Validator for pii15/pii.jsonl (Python 3.11 standard library only).

Checks: schema and field order, id prefixes and uniqueness, unique texts, spans
verbatim / in order / non-overlapping / with clean boundaries, the kind of every span
(phone numbering plans per country, email syntax, cn_id check character, Luhn,
IPv4/IPv6 parsing), that positives carry no unannotated personal values, that
negatives carry no valid personal values, no dates after 2026-12-01, and the
coverage minimums of the brief.  Prints counts and OK, or the errors and exits 1.

The checker functions are also imported by gen.py (to reject bad fills).
"""
import collections
import datetime
import ipaddress
import json
import os
import re
import sys

PPFX, NPFX = "p15-", "n15-"
HERE = os.path.dirname(os.path.abspath(__file__))
FIELDS = ["id", "lang", "label", "kind", "country", "text", "spans"]
POS_KINDS = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
REQ_NEG_KINDS = {"order_number", "tracking_number", "date", "time", "amount", "version",
                 "postcode", "measurement", "score", "flight", "isbn", "serial_number",
                 "coordinates", "hash", "meeting_id", "math", "year", "invalid_card",
                 "invalid_id", "medical_reading", "pickup_code", "barcode"}
CUTOFF = datetime.date(2026, 12, 1)

# ---------------------------------------------------------------- phone plans
# country: (country calling code, national regex on all digits as dialled inside the
# country incl. trunk prefix, international regex on the digits after the code).
# Written independently of gen.py's format tables.
PLANS = {
    "CN": ("86", r"1[3-9]\d{9}|0(?:10|2\d)\d{8}|0[3-9]\d{2}\d{7,8}",
           r"1[3-9]\d{9}|(?:10|2\d)\d{8}|[3-9]\d{2}\d{7,8}"),
    "US": ("1", r"1?[2-9]\d{2}[2-9]\d{6}", r"[2-9]\d{2}[2-9]\d{6}"),
    "CA": ("1", r"1?[2-9]\d{2}[2-9]\d{6}", r"[2-9]\d{2}[2-9]\d{6}"),
    "GB": ("44", r"0(?:7[1-9]\d{8}|[12]\d{8,9})", r"7[1-9]\d{8}|[12]\d{8,9}"),
    "AU": ("61", r"0[23478]\d{8}", r"[23478]\d{8}"),
    "NZ": ("64", r"0(?:2\d{7,9}|[34679]\d{7})", r"2\d{7,9}|[34679]\d{7}"),
    "IN": ("91", r"0?[6-9]\d{9}|0[1-8]\d{9}", r"[1-9]\d{9}"),
    "SG": ("65", r"[3689]\d{7}", r"[3689]\d{7}"),
    "HK": ("852", r"[235679]\d{7}", r"[235679]\d{7}"),
    "MO": ("853", r"(?:6\d|28)\d{6}", r"(?:6\d|28)\d{6}"),
    "TW": ("886", r"0(?:9\d{8}|[24]\d{8}|[3-8]\d{7,8})", r"9\d{8}|[24]\d{8}|[3-8]\d{7,8}"),
    "JP": ("81", r"0(?:[789]0\d{8}|[1-9]\d{8})", r"[789]0\d{8}|[1-9]\d{8}"),
    "KR": ("82", r"0(?:10\d{8}|2\d{7,8}|[3-6]\d{8,9})", r"10\d{8}|2\d{7,8}|[3-6]\d{8,9}"),
    "DE": ("49", r"0(?:1[5-7]\d{8,9}|[2-9]\d{7,10})", r"1[5-7]\d{8,9}|[2-9]\d{7,10}"),
    "FR": ("33", r"0[1-79]\d{8}", r"[1-79]\d{8}"),
    "ES": ("34", r"[6-9]\d{8}", r"[6-9]\d{8}"),
    "IT": ("39", r"3\d{8,9}|0\d{5,10}", r"3\d{8,9}|0\d{5,10}"),
    "NL": ("31", r"0[1-9]\d{8}", r"[1-9]\d{8}"),
    "BE": ("32", r"0(?:4\d{8}|[1-9]\d{7})", r"4\d{8}|[1-9]\d{7}"),
    "CH": ("41", r"0[1-9]\d{8}", r"[1-9]\d{8}"),
    "AT": ("43", r"0(?:6[5-9]\d{8,10}|1\d{6,8}|[2-9]\d{7,10})",
           r"6[5-9]\d{8,10}|1\d{6,8}|[2-9]\d{7,10}"),
    "SE": ("46", r"0(?:7[02369]\d{7}|8\d{6,8}|[1-69]\d{6,8})",
           r"7[02369]\d{7}|8\d{6,8}|[1-69]\d{6,8}"),
    "NO": ("47", r"[2-9]\d{7}", r"[2-9]\d{7}"),
    "DK": ("45", r"[2-9]\d{7}", r"[2-9]\d{7}"),
    "PL": ("48", r"[1-9]\d{8}", r"[1-9]\d{8}"),
    "IE": ("353", r"0(?:8[35-9]\d{7}|1\d{7}|[2-9]\d{6,8})", r"8[35-9]\d{7}|1\d{7}|[2-9]\d{6,8}"),
    "PT": ("351", r"[29]\d{8}", r"[29]\d{8}"),
    "BR": ("55", r"0?[1-9]{2}(?:9\d{8}|[2-5]\d{7})", r"[1-9]{2}(?:9\d{8}|[2-5]\d{7})"),
    "MX": ("52", r"[1-9]\d{9}", r"[1-9]\d{9}"),
    "AR": ("54", r"0?(?:11(?:15)?\d{8}|[23]\d{2}(?:15)?\d{7})", r"9?(?:11\d{8}|[23]\d{9})"),
    "ZA": ("27", r"0[1-8]\d{8}", r"[1-8]\d{8}"),
    "NG": ("234", r"0(?:[789][01]\d{8}|1\d{7})", r"[789][01]\d{8}|1\d{7}"),
    "KE": ("254", r"0(?:[17]\d{8}|20\d{7})", r"[17]\d{8}|20\d{7}"),
    "EG": ("20", r"0(?:1[0125]\d{8}|2\d{8}|3\d{7})", r"1[0125]\d{8}|2\d{8}|3\d{7}"),
    "AE": ("971", r"0(?:5[024568]\d{7}|[2-79]\d{7})", r"5[024568]\d{7}|[2-79]\d{7}"),
    "SA": ("966", r"0(?:5\d{8}|1[1-7]\d{7})", r"5\d{8}|1[1-7]\d{7}"),
    "TR": ("90", r"0(?:5\d{9}|[2-4]\d{9})", r"5\d{9}|[2-4]\d{9}"),
    "RU": ("7", r"8[3489]\d{9}", r"[3489]\d{9}"),
    "PH": ("63", r"0(?:9\d{9}|2\d{8}|[3-8]\d{8})", r"9\d{9}|2\d{8}|[3-8]\d{8}"),
    "MY": ("60", r"0(?:1\d{8,9}|3\d{8}|[4-9]\d{7})", r"1\d{8,9}|3\d{8}|[4-9]\d{7}"),
    "TH": ("66", r"0(?:[689]\d{8}|[2-7]\d{7})", r"[689]\d{8}|[2-7]\d{7}"),
    "VN": ("84", r"0(?:[35789]\d{8}|2\d{9})", r"[35789]\d{8}|2\d{9}"),
    "ID": ("62", r"0(?:8\d{8,11}|[2-7]\d{7,10})", r"8\d{8,11}|[2-7]\d{7,10}"),
    "PK": ("92", r"0(?:3\d{9}|[2-9]\d{8,9})", r"3\d{9}|[2-9]\d{8,9}"),
    "IL": ("972", r"0(?:5\d{8}|[2-489]\d{7})", r"5\d{8}|[2-489]\d{7}"),
}
CA_AREAS = {"204", "226", "236", "249", "250", "289", "306", "343", "365", "403", "416",
            "418", "431", "437", "438", "450", "506", "514", "519", "548", "579", "581",
            "587", "604", "613", "639", "647", "672", "705", "709", "778", "780", "782",
            "807", "819", "825", "867", "873", "902", "905"}
EXT_RE = re.compile(r"(?:\s*(?:ext\.?|x|extension)\s*\d{1,5}|\s*(?:转|分机|內線)\s*\d{1,5})$", re.I)


def phone_countries(span):
    """Set of countries whose numbering plan accepts this written phone number."""
    core = EXT_RE.sub("", span)
    if not core or not re.fullmatch(r"[\d\s\-./()+]+", core) or not core[-1].isdigit():
        return set()
    if core.count("(") != core.count(")") or core.count("+") > 1:
        return set()
    if "+" in core and not re.match(r"\(?\+", core):
        return set()
    if re.search(r"[\s\-./]{2,}", core.replace(") ", ")").replace(" (", "(")):
        return set()
    digits = re.sub(r"\D", "", core)
    if not 7 <= len(digits) <= 15:
        return set()
    out = set()
    intl = None
    if re.match(r"\(?\+", core):
        intl = re.sub(r"\D", "", core.replace("(0)", ""))
    elif core.startswith("00"):
        intl = re.sub(r"\D", "", core.replace("(0)", ""))[2:]
    m = re.match(r"\((\d{1,3})\)", core)
    for c, (cc, nat, itl) in PLANS.items():
        ok = False
        if intl is not None:
            ok = intl.startswith(cc) and re.fullmatch(itl, intl[len(cc):]) is not None
        else:
            ok = re.fullmatch(nat, digits) is not None
            if not ok and m and m.group(1) == cc:
                ok = re.fullmatch(itl, digits[len(cc):]) is not None
        if ok and c in ("US", "CA"):
            nsn = (intl[1:] if intl is not None else digits[-10:])
            ok = (nsn[:3] in CA_AREAS) == (c == "CA")
        if ok:
            out.add(c)
    return out


# ---------------------------------------------------------------- other kinds
EMAIL_FULL = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9._%+-]*[A-Za-z0-9_])?@"
                        r"(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}")
EMAIL_FIND = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
PROVINCES = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35",
             "36", "37", "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54",
             "61", "62", "63", "64", "65"}
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_check_char(first17):
    return "10X98765432"[sum(int(a) * b for a, b in zip(first17, W)) % 11]


def cn_id_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"\d{17}[\dXx]", s) or s[:2] not in PROVINCES:
        return False
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return False
    if not datetime.date(1900, 1, 1) <= d < CUTOFF:
        return False
    return cn_check_char(s[:17]) == s[17].upper()


def luhn_ok(digits):
    tot = 0
    for i, ch in enumerate(reversed(digits)):
        v = int(ch)
        if i % 2:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def card_ok(s):
    d = re.sub(r"[ -]", "", s)
    return re.fullmatch(r"\d{16,19}", d) is not None and luhn_ok(d) and \
        re.fullmatch(r"\d+(?:([ -])\d+)*", s) is not None


def ipv4_ok(s):
    if not re.fullmatch(r"\d{1,3}(?:\.\d{1,3}){3}", s):
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


def classify(span):
    if "@" in span:
        return "email" if EMAIL_FULL.fullmatch(span) else None
    if ipv4_ok(span):
        return "ipv4"
    if ipv6_ok(span):
        return "ipv6"
    if cn_id_ok(span) and re.fullmatch(r"\d{17}[\dXx]|\d{6} \d{8} \d{3}[\dXx]", span):
        return "cn_id"
    if card_ok(span):
        return "bank_card"
    if phone_countries(span):
        return "phone"
    return None


# ---------------------------------------------------------------- finders
def find_values(text):
    """Find personal-looking values in free text: list of (start, end, kind)."""
    out = []
    for m in EMAIL_FIND.finditer(text):
        out.append((m.start(), m.end(), "email"))
    for m in re.finditer(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?!\.?\d)", text):
        if ipv4_ok(m.group()):
            out.append((m.start(), m.end(), "ipv4"))
    for m in re.finditer(r"(?<![0-9A-Za-z:])[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*", text):
        cand = m.group().rstrip(".")
        for c in {cand, cand.rstrip(":")}:
            if c.count(":") >= 2 and ipv6_ok(c):
                out.append((m.start(), m.start() + len(c), "ipv6"))
                break
    for m in re.finditer(r"(?<![0-9A-Za-z])(?:\d{17}[\dXx]|\d{6} \d{8} \d{3}[\dXx])(?![0-9A-Za-z])", text):
        if cn_id_ok(m.group()):
            out.append((m.start(), m.end(), "cn_id"))
    for m in re.finditer(r"(?<!\d)\d+(?:[ -]\d+)*(?!\d)", text):
        groups = [(g.start() + m.start(), g.end() + m.start()) for g in re.finditer(r"\d+", m.group())]
        for i in range(len(groups)):
            tot = 0
            for j in range(i, len(groups)):
                glen = groups[j][1] - groups[j][0]
                if j > i and glen < 3:
                    break
                tot += glen
                if tot > 19:
                    break
                if tot >= 16:
                    digits = re.sub(r"\D", "", text[groups[i][0]:groups[j][1]])
                    if luhn_ok(digits):
                        out.append((groups[i][0], groups[j][1], "bank_card"))
    phone_pats = [r"\+ ?\d[\d \-().]{6,}\d", r"(?<!\d)1[3-9]\d{9}(?!\d)",
                  r"(?<!\d)1[3-9]\d[ -]\d{4}[ -]\d{4}(?!\d)", r"\(\d{3}\) ?\d{3}-\d{4}(?!\d)",
                  r"(?<![\d\-])0\d{2,3}-\d{7,8}(?![\d\-])", r"(?<![\dA-Za-z])00[1-9]\d[ -]?\d{6,}"]
    for p in phone_pats:
        for m in re.finditer(p, text):
            if len(re.sub(r"\D", "", m.group())) >= 8:
                out.append((m.start(), m.end(), "phone?"))
    return out


def bad_dates(text):
    """Dates (or 4-digit years) after the 2026-12-01 cut-off."""
    bad = []
    for m in re.finditer(r"(?<!\d)(\d{4})\s?[-/.年]\s?(\d{1,2})\s?[-/.月](?:\s?(\d{1,2}))?", text):
        y, mo = int(m.group(1)), int(m.group(2))
        if 1900 <= y <= 2100 and (y > 2026 or (y == 2026 and mo >= 12)):
            bad.append(m.group())
    for m in re.finditer(r"(?<!\d)(\d{1,2})[/.\-](\d{1,2})[/.\-](\d{4})(?!\d)", text):
        a, b, y = int(m.group(1)), int(m.group(2)), int(m.group(3))
        if y > 2026 or (y == 2026 and 12 in (a, b)):
            bad.append(m.group())
    for m in re.finditer(r"(?<![\d.,])(20[3-9]\d|202[7-9])(?![\d.,])", text):
        bad.append(m.group())
    for m in re.finditer(r"(?:Dec(?:ember)?\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?2026)|"
                         r"(?:\d{1,2}\s+Dec(?:ember)?\.?\s+2026)", text):
        bad.append(m.group())
    return bad


def mask(text, spans):
    """Replace the annotated spans (found in order) by spaces; returns masked text or None."""
    pos, out = 0, text
    for s in spans:
        i = text.find(s, pos)
        if i < 0:
            return None
        out = out[:i] + " " * len(s) + out[i + len(s):]
        pos = i + len(s)
    return out


def span_positions(text, spans):
    pos, res = 0, []
    for s in spans:
        i = text.find(s, pos)
        if i < 0:
            return None
        res.append((i, i + len(s)))
        pos = i + len(s)
    return res


def boundary_problem(text, a, b, kind):
    before = text[a - 1] if a > 0 else ""
    after = text[b] if b < len(text) else ""
    after2 = text[b + 1] if b + 1 < len(text) else ""
    s = text[a:b]
    if s != s.strip() or not s:
        return "whitespace at span edge"
    if not s[-1].isalnum():
        return "span ends with punctuation"
    if kind in ("phone", "bank_card", "cn_id"):
        if before.isdigit() or after.isdigit() or before == "+":
            return "digit next to span"
        if kind == "cn_id" and (before.isascii() and before.isalpha() or after.isascii() and after.isalpha()):
            return "letter next to id"
    if kind == "email":
        if before and (before.isascii() and (before.isalnum() or before in "._%+-")):
            return "email continues left"
        if after and after.isascii() and (after.isalnum() or after in "_%+-@"):
            return "email continues right"
        if after == "." and after2.isascii() and after2.isalnum():
            return "email continues right (dot)"
    if kind == "ipv4":
        if before.isdigit() or before == "." or after.isdigit() or (after == "." and after2.isdigit()):
            return "ipv4 continues"
    if kind == "ipv6":
        if (before and before in "0123456789abcdefABCDEF:") or (after and after in "0123456789abcdefABCDEF"):
            return "ipv6 continues"
        if after == ":" and not before == "[":
            return "ipv6 followed by colon outside brackets"
    return None


def check_negative_text(text):
    probs = ["%s:%s" % (k, text[a:b]) for a, b, k in find_values(text)]
    probs += ["date:" + d for d in bad_dates(text)]
    return probs


def check_positive_text(text, spans):
    """Problems with a positive: unannotated values, bad spans, bad dates."""
    probs = []
    pos = span_positions(text, spans)
    if pos is None:
        return ["span not found verbatim/in order"], []
    kinds = []
    for (a, b), s in zip(pos, spans):
        k = classify(s)
        kinds.append(k)
        if k is None:
            probs.append("unclassifiable span " + repr(s))
            continue
        bp = boundary_problem(text, a, b, k)
        if bp:
            probs.append(bp + " " + repr(s))
    for a, b, k in find_values(text):
        if not any(a >= x and b <= y for x, y in pos):
            probs.append("unannotated %s %r" % (k, text[a:b]))
    masked = mask(text, spans)
    probs += ["date:" + d for d in bad_dates(masked)]
    return probs, kinds


# ---------------------------------------------------------------- main
def main(path):
    errors = []
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append("line %d: bad json %s" % (ln, e))
    ids, texts = set(), set()
    cnt = collections.Counter()
    kind_cnt = collections.Counter()
    lang_cnt = collections.Counter()
    lang_label = collections.Counter()
    countries = collections.Counter()
    span_kind_cnt = collections.Counter()
    feats = collections.Counter()
    for r in rows:
        rid = r.get("id")
        where = "row %s" % rid
        if list(r.keys()) != FIELDS:
            errors.append("%s: fields %s" % (where, list(r.keys())))
            continue
        if rid in ids:
            errors.append("%s: duplicate id" % where)
        ids.add(rid)
        t = r["text"]
        if not isinstance(t, str) or not t.strip():
            errors.append("%s: empty text" % where)
            continue
        if t in texts:
            errors.append("%s: duplicate text" % where)
        texts.add(t)
        lang, label, kind, country, spans = r["lang"], r["label"], r["kind"], r["country"], r["spans"]
        cjk = re.search(r"[\u4e00-\u9fff]", t) is not None
        if lang not in ("en", "zh"):
            errors.append("%s: lang" % where)
        elif (lang == "zh") != cjk:
            errors.append("%s: lang %s but CJK=%s" % (where, lang, cjk))
        if not isinstance(spans, list) or not all(isinstance(s, str) and s for s in spans):
            errors.append("%s: spans must be a list of non-empty strings" % where)
            continue
        lang_cnt[lang] += 1
        lang_label[(lang, label)] += 1
        kind_cnt[(label, kind)] += 1
        if label == "positive":
            if not re.fullmatch(re.escape(PPFX) + r"\d{4}", rid or ""):
                errors.append("%s: bad positive id" % where)
            if kind not in POS_KINDS:
                errors.append("%s: bad positive kind %s" % (where, kind))
                continue
            if not spans:
                errors.append("%s: positive without spans" % where)
                continue
            probs, kinds = check_positive_text(t, spans)
            for p in probs:
                errors.append("%s: %s" % (where, p))
            if None in kinds:
                continue
            kset = set(kinds)
            if kind == "multi":
                if not 2 <= len(kset) <= 4:
                    errors.append("%s: multi with kinds %s" % (where, kset))
            elif kset != {kind}:
                errors.append("%s: kind %s but spans are %s" % (where, kind, kset))
            # country
            phones = [s for s, k in zip(spans, kinds) if k == "phone"]
            if phones:
                exp_ok = all(country in phone_countries(p) for p in phones)
                if not exp_ok:
                    errors.append("%s: country %s does not fit phones %s (%s)" % (
                        where, country, phones, [sorted(phone_countries(p)) for p in phones]))
            elif "cn_id" in kset:
                if country != "CN":
                    errors.append("%s: country should be CN" % where)
            elif country is not None:
                errors.append("%s: country should be null" % where)
            if phones and country:
                countries[country] += 1
            for s, k in zip(spans, kinds):
                span_kind_cnt[k] += 1
                feats.update(span_features(t, s, k))
        elif label == "negative":
            if not re.fullmatch(re.escape(NPFX) + r"\d{4}", rid or ""):
                errors.append("%s: bad negative id" % where)
            if kind in POS_KINDS or not re.fullmatch(r"[a-z][a-z0-9_]*", kind or ""):
                errors.append("%s: bad negative kind %s" % (where, kind))
            if spans:
                errors.append("%s: negative with spans" % where)
            if country is not None:
                errors.append("%s: negative with country" % where)
            for p in check_negative_text(t):
                errors.append("%s: negative holds %s" % (where, p))
        else:
            errors.append("%s: bad label" % where)

    # ------------------------------------------------------------ minimums
    n = len(rows)
    npos = sum(v for (lab, _), v in kind_cnt.items() if lab == "positive")
    nneg = n - npos
    need = []
    if n < 2000:
        need.append("at least 2000 messages (have %d)" % n)
    if nneg < 500:
        need.append("at least 500 negatives (have %d)" % nneg)
    if n and not 0.4 <= lang_cnt["en"] / n <= 0.6:
        need.append("about half en / zh")
    if len(countries) < 25:
        need.append("phones of >= 25 countries (have %d)" % len(countries))
    for k in POS_KINDS:
        if kind_cnt[("positive", k)] < 40:
            need.append("positive kind %s >= 40" % k)
    negk = {k for (lab, k) in kind_cnt if lab == "negative"}
    if REQ_NEG_KINDS - negk:
        need.append("negative kinds missing: %s" % sorted(REQ_NEG_KINDS - negk))
    for fk, mn in FEATURE_MIN.items():
        if feats[fk] < mn:
            need.append("feature %s: %d < %d" % (fk, feats[fk], mn))
    for e in errors[:60]:
        print("ERROR", e)
    if len(errors) > 60:
        print("... %d errors in all" % len(errors))
    for x in need:
        print("MISSING", x)

    print("rows %d  positives %d  negatives %d" % (n, npos, nneg))
    print("per language:", dict(lang_cnt), {"%s/%s" % k: v for k, v in sorted(lang_label.items())})
    print("positive kinds:", {k: v for (lab, k), v in sorted(kind_cnt.items()) if lab == "positive"})
    print("negative kinds (%d):" % len(negk), {k: v for (lab, k), v in sorted(kind_cnt.items()) if lab == "negative"})
    print("span kinds:", dict(span_kind_cnt))
    print("phone countries (%d):" % len(countries), dict(sorted(countries.items())))
    print("features:", dict(sorted(feats.items())))
    if errors or need:
        print("FAILED")
        return 1
    print("OK")
    return 0


FEATURE_MIN = {
    "phone:+cc": 100, "phone:00cc": 20, "phone:national": 200, "phone:brackets": 60,
    "phone:dots": 10, "phone:slash": 8, "phone:dashes": 80, "phone:rundigits": 80,
    "phone:ext": 25, "phone:(0)": 15, "phone:start": 30, "phone:end": 80, "phone:middle": 150,
    "phone:punct_after": 80, "phone:in_zh_nospace": 60,
    "email:dot": 60, "email:plus": 15, "email:hyphen": 15, "email:subdomain": 15,
    "email:digits": 40, "email:upper": 10, "email:punct_after": 20, "email:bracketed": 10,
    "email:in_zh_nospace": 20,
    "cn_id:X": 20, "cn_id:digit": 60,
    "card:grouped": 50, "card:ungrouped": 50, "card:16": 40, "card:19": 25, "card:17-18": 6,
    "ipv4:private": 30, "ipv4:public": 30, "ipv4:port": 15, "ipv4:url": 15,
    "ipv6:full": 20, "ipv6:compressed": 30, "ipv6:port": 10, "ipv6:url": 8,
}


def span_features(text, s, k):
    i = text.find(s)
    before, after = text[:i], text[i + len(s):]
    f = []
    if k == "phone":
        core = EXT_RE.sub("", s)
        f.append("phone:+cc" if re.match(r"\(?\+", s) else "phone:00cc" if s.startswith("00") else "phone:national")
        if "(" in s:
            f.append("phone:brackets")
        if "(0)" in s:
            f.append("phone:(0)")
        if "." in core:
            f.append("phone:dots")
        if "/" in core:
            f.append("phone:slash")
        if "-" in core:
            f.append("phone:dashes")
        if re.fullmatch(r"\+?\d+", core):
            f.append("phone:rundigits")
        if core != s:
            f.append("phone:ext")
        if not before.strip():
            f.append("phone:start")
        elif not after.strip(" .!?。！？，,;；)）"):
            f.append("phone:end")
        else:
            f.append("phone:middle")
        if after[:1] in list(".,;!?。，；！？)）"):
            f.append("phone:punct_after")
        if re.search(r"[\u4e00-\u9fff：:]$", before) or re.match(r"[\u4e00-\u9fff]", after):
            f.append("phone:in_zh_nospace")
    elif k == "email":
        local, dom = s.split("@", 1)
        if "." in local:
            f.append("email:dot")
        if "+" in local:
            f.append("email:plus")
        if "-" in s:
            f.append("email:hyphen")
        if dom.count(".") >= 2:
            f.append("email:subdomain")
        if re.search(r"\d", s):
            f.append("email:digits")
        if re.search(r"[A-Z]", s):
            f.append("email:upper")
        if after[:1] in list(".,;!?。，；！？"):
            f.append("email:punct_after")
        if before[-1:] in list("<([（【") or before.endswith("mailto:"):
            f.append("email:bracketed")
        if re.search(r"[\u4e00-\u9fff]$", before) or re.match(r"[\u4e00-\u9fff]", after):
            f.append("email:in_zh_nospace")
    elif k == "cn_id":
        f.append("cn_id:X" if s[-1] in "Xx" else "cn_id:digit")
    elif k == "bank_card":
        d = re.sub(r"\D", "", s)
        f.append("card:grouped" if d != s else "card:ungrouped")
        f.append("card:16" if len(d) == 16 else "card:19" if len(d) == 19 else "card:17-18")
    elif k == "ipv4":
        a = ipaddress.IPv4Address(s)
        f.append("ipv4:private" if a.is_private else "ipv4:public")
        if after.startswith(":") and after[1:2].isdigit():
            f.append("ipv4:port")
        if re.search(r"https?://$|ftp://$|ssh://$|rtsp://$", before):
            f.append("ipv4:url")
    elif k == "ipv6":
        f.append("ipv6:compressed" if "::" in s else "ipv6:full")
        if before.endswith("[") and re.match(r"\]:\d", after):
            f.append("ipv6:port")
        if re.search(r"https?://\[$", before):
            f.append("ipv6:url")
    return f


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "pii.jsonl")))
