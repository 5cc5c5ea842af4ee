#!/usr/bin/env python3
"""Validator for pii.jsonl (Python 3.11 standard library only).

Checks: schema, unique ids and texts, id prefixes, spans verbatim / in order / non-overlapping /
with clean boundaries, every span valid for its kind (phone numbering plan of the row's country,
email syntax, cn_id ISO 7064 MOD 11-2 + province + birth date, bank card Luhn, IPv4/IPv6 parsing),
that every personal value a rule-based scan finds in a text is covered by a span (so negatives
hold no valid personal value), country rules, date limit, and the brief's minimums.
Prints counts and "OK" (exit 0) or the list of problems (exit 1).

Usage: python3 validate.py [path/to/pii.jsonl]
"""
import datetime
import ipaddress
import json
import os
import re
import sys
from collections import Counter

POS_KINDS = {"phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"}
FIELDS = ["id", "lang", "label", "kind", "country", "text", "spans"]
ID_PREFIX = ("p14-", "n14-")
MAX_DATE = datetime.date(2026, 12, 1)
CJK = re.compile(r"[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]")

# ---------------------------------------------------------------- cn_id
PROVINCES = {"11", "12", "13", "14", "15", "21", "22", "23", "31", "32", "33", "34", "35", "36", "37",
             "41", "42", "43", "44", "45", "46", "50", "51", "52", "53", "54", "61", "62", "63", "64",
             "65"}
ID_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
ID_C = "10X98765432"


def id_check_char(first17):
    return ID_C[sum(int(a) * b for a, b in zip(first17, ID_W)) % 11]


def cn_id_problem(s):
    """None if s is a valid 18-char resident ID, else a reason."""
    if not re.fullmatch(r"\d{17}[\dX]", s):
        return "not 17 digits + digit/X"
    if s[:2] not in PROVINCES:
        return "bad province"
    try:
        d = datetime.date(int(s[6:10]), int(s[10:12]), int(s[12:14]))
    except ValueError:
        return "bad birth date"
    if not (datetime.date(1900, 1, 1) <= d <= MAX_DATE):
        return "birth date out of range"
    if id_check_char(s[:17]) != s[17]:
        return "bad check char"
    return None


# ---------------------------------------------------------------- cards
def luhn_ok(d):
    tot = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def card_problem(s):
    if not re.fullmatch(r"\d[\d -]*\d", s):
        return "bad chars"
    d = re.sub(r"[ -]", "", s)
    if not 16 <= len(d) <= 19:
        return "length %d" % len(d)
    if not luhn_ok(d):
        return "Luhn fails"
    return None


# ---------------------------------------------------------------- email
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")


def email_problem(s):
    if not EMAIL_RE.fullmatch(s):
        return "not an email"
    local, dom = s.split("@")
    if local.startswith(".") or local.endswith(".") or ".." in s:
        return "dot placement"
    if any(p.startswith("-") or p.endswith("-") for p in dom.split(".")):
        return "hyphen placement"
    return None


# ---------------------------------------------------------------- phones
# Independent restatement of the numbering plans (national significant number, NSN):
# cc, trunk prefix stripped from national forms, NSN regex.
PLANS = {
    "CN": ("86", "0", r"1[3-9]\d{9}|(?:10|2\d)[2-9]\d{7}|[3-9]\d{2}[2-9]\d{6,7}"),
    "US": ("1", "1", r"[2-9]\d{2}[2-9]\d{6}"),
    "CA": ("1", "1", r"[2-9]\d{2}[2-9]\d{6}"),
    "GB": ("44", "0", r"7[1-57-9]\d{8}|20\d{8}|1\d{8,9}"),
    "IN": ("91", "0", r"[6-9]\d{9}|(?:11|22|33|44|80)\d{8}"),
    "DE": ("49", "0", r"15\d{9}|1[67]\d{8,9}|(?:30|40|89)\d{7,8}"),
    "FR": ("33", "0", r"[1-79]\d{8}"),
    "JP": ("81", "0", r"[789]0\d{8}|[36]\d{8}"),
    "KR": ("82", "0", r"10\d{8}|2\d{7,8}"),
    "AU": ("61", "0", r"4\d{8}|[2378]\d{8}"),
    "BR": ("55", "0", r"[1-9][1-9]9\d{8}|[1-9][1-9][2-5]\d{7}"),
    "MX": ("52", "", r"[2-9]\d{9}"),
    "RU": ("7", "8", r"9\d{9}|[348]\d{9}"),
    "IT": ("39", "", r"3\d{9}|0\d{6,10}"),
    "ES": ("34", "", r"[67]\d{8}|9[1-8]\d{7}"),
    "NL": ("31", "0", r"6\d{8}|[1-57]\d{8}"),
    "SG": ("65", "", r"[3689]\d{7}"),
    "HK": ("852", "", r"[2-9]\d{7}"),
    "TW": ("886", "0", r"9\d{8}|[2-8]\d{7,8}"),
    "MY": ("60", "0", r"1\d{8,9}|[3-9]\d{7,8}"),
    "TH": ("66", "0", r"[689]\d{8}|2\d{7}"),
    "VN": ("84", "0", r"[35789]\d{8}|2\d{9}"),
    "PH": ("63", "0", r"9\d{9}|2\d{8}"),
    "ID": ("62", "0", r"8\d{8,11}|[2-7]\d{7,10}"),
    "AE": ("971", "0", r"5[024568]\d{7}|[2-479]\d{7}"),
    "SA": ("966", "0", r"5\d{8}|1[1-7]\d{7}"),
    "ZA": ("27", "0", r"[6-8]\d{8}|[1-5]\d{8}"),
    "NG": ("234", "0", r"[789][01]\d{8}|[1-9]\d{7}"),
    "EG": ("20", "0", r"1[0125]\d{8}|[2-9]\d{7,8}"),
    "TR": ("90", "0", r"5\d{9}|[2-4]\d{9}"),
    "PK": ("92", "0", r"3\d{9}|[2-9]\d{9}"),
    "NZ": ("64", "0", r"2\d{7,9}|[3-9]\d{7}"),
    "CH": ("41", "0", r"7[5-9]\d{7}|[2-6]\d{8}"),
    "SE": ("46", "0", r"7[02369]\d{7}|8\d{6,8}|[1-69]\d{6,8}"),
    "PL": ("48", "", r"[1-9]\d{8}"),
}
EXT_RE = re.compile(r"^(.*?\d)(\s*(?:x|ext\.?|extn|转|分机)\s*\d{1,5})$")


def phone_problem(s, country):
    """None if s is a well-formed phone number of `country`; also returns form tag."""
    if country not in PLANS:
        return "unknown country %r" % country, None
    cc, trunk, nsn_re = PLANS[country]
    m = EXT_RE.match(s)
    core = m.group(1) if m else s
    if not re.fullmatch(r"(?:\(\+?|\+)?[\d(][\d \-./()]*\d", core):
        return "bad characters", None
    if core.count("(") != core.count(")"):
        return "unbalanced brackets", None
    had_trunk_bracket = "(0)" in core
    core2 = core.replace("(0)", "")
    digits = re.sub(r"\D", "", core2)
    if core.startswith("+") or core.startswith("(+") or core.startswith("(%s)" % cc):
        form = "intl_plus"
        if not digits.startswith(cc):
            return "does not start with +%s" % cc, None
        nsn = digits[len(cc):]
    elif digits.startswith("00" + cc) and not had_trunk_bracket:
        form = "intl_00"
        nsn = digits[2 + len(cc):]
    else:
        if had_trunk_bracket:
            return "(0) in national form", None
        form = "national"
        nsn = digits
        if country == "BR" and nsn.startswith("0"):
            nsn = nsn[1:]
        elif trunk and nsn.startswith(trunk) and country not in ("US", "CA"):
            nsn = nsn[len(trunk):]
        elif country in ("US", "CA") and len(nsn) == 11 and nsn.startswith("1"):
            nsn = nsn[1:]
    if country == "MX" and form != "national" and len(nsn) == 11 and nsn.startswith("1"):
        nsn = nsn[1:]
    if not re.fullmatch(nsn_re, nsn):
        return "NSN %s does not fit %s plan" % (nsn, country), None
    return None, form


# ---------------------------------------------------------------- scanning
IPV4_RE = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?!\d|\.\d)")
IPV6_RE = re.compile(r"(?<![0-9A-Za-z:])[0-9A-Fa-f:]*:[0-9A-Fa-f:]*:[0-9A-Fa-f:]*(?![0-9A-Za-z:])")
ID_RE = re.compile(r"(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])")
CARD_RUN_RE = re.compile(r"(?<!\d)\d{16,19}(?!\d)")
CARD_GROUP_RE = re.compile(r"(?<!\d)(?<!\d[ -])\d{4}([ -])\d{4}\1\d{4}\1\d{4}(?:\1?\d{1,3})?(?![ -]?\d)")
CARD_GROUP2_RE = re.compile(r"(?<!\d)(?<!\d[ -])\d{6}[ -]\d{10,13}(?![ -]?\d)")
CN_MOBILE_RE = re.compile(r"(?<![\d+])1[3-9]\d(?:[ -]?\d{4}){2}(?![\d])")
INTL_RE = re.compile(r"(?<![\w)])(?:\+|\b00)(?:%s)[ \-.]?(?:\(0\)\s?)?\(?\d[\d \-.()]{5,}\d" %
                     "|".join(sorted({p[0] for p in PLANS.values()}, key=len, reverse=True)))


def find_personal(text):
    """Rule-based scan: list of (kind, start, end, value) of valid personal values."""
    out = []
    for m in EMAIL_RE.finditer(text):
        if email_problem(m.group()) is None:
            out.append(("email", m.start(), m.end(), m.group()))
    for m in IPV4_RE.finditer(text):
        try:
            ipaddress.IPv4Address(m.group())
            out.append(("ipv4", m.start(), m.end(), m.group()))
        except ValueError:
            pass
    for m in IPV6_RE.finditer(text):
        v = m.group()
        if len(re.sub(r"[^0-9A-Fa-f]", "", v)) < 2:
            continue
        try:
            ipaddress.IPv6Address(v)
            out.append(("ipv6", m.start(), m.end(), v))
        except ValueError:
            pass
    for m in ID_RE.finditer(text):
        if cn_id_problem(m.group().upper()) is None:
            out.append(("cn_id", m.start(), m.end(), m.group()))
    for rx in (CARD_RUN_RE, CARD_GROUP_RE, CARD_GROUP2_RE):
        for m in rx.finditer(text):
            if luhn_ok(re.sub(r"\D", "", m.group())):
                out.append(("bank_card", m.start(), m.end(), m.group()))
    for m in CN_MOBILE_RE.finditer(text):
        out.append(("phone", m.start(), m.end(), m.group()))
    for m in INTL_RE.finditer(text):
        out.append(("phone", m.start(), m.end(), m.group()))
    return out


def classify_span(s, country):
    """Return (kind, problem, extra) for one span."""
    if "@" in s:
        return "email", email_problem(s), None
    try:
        ipaddress.IPv4Address(s)
        return "ipv4", None, None
    except ValueError:
        pass
    if ":" in s:
        try:
            ipaddress.IPv6Address(s)
            return "ipv6", None, None
        except ValueError:
            return "ipv6", "unparsable IPv6", None
    if re.fullmatch(r"\d{17}[\dX]", s) and cn_id_problem(s) is None:
        return "cn_id", None, None
    if re.fullmatch(r"\d[\d -]*\d", s) and len(re.sub(r"\D", "", s)) >= 16:
        return "bank_card", card_problem(s), None
    prob, form = phone_problem(s, country)
    return "phone", prob, form


def boundary_problem(text, start, end, kind):
    before = text[start - 1] if start > 0 else ""
    after = text[end] if end < len(text) else ""
    after2 = text[end + 1] if end + 1 < len(text) else ""
    if kind == "email":
        if before and re.match(r"[A-Za-z0-9._%+-]", before):
            return "email glued on left"
        if after and (re.match(r"[A-Za-z0-9_%+@-]", after) or (after == "." and re.match(r"[A-Za-z0-9]", after2))):
            return "email glued on right"
        return None
    if kind in ("ipv4", "ipv6"):
        if before and re.match(r"[0-9A-Za-z.:]", before) and text[max(0, start - 3):start] not in ("://",):
            if not (kind == "ipv4" and before == "@"):
                return "ip glued on left"
        if after and (re.match(r"[0-9A-Za-z]", after) or (after in ".:" and re.match(r"[0-9A-Fa-f]", after2) and kind == "ipv6")
                      or (after == "." and after2.isdigit())):
            return "ip glued on right"
        return None
    if before and (before.isdigit() or before in "+"):
        return "glued on left"
    if after and (after.isdigit() or (after in "-./" and after2.isdigit())):
        return "glued on right"
    if kind == "cn_id" and (re.match(r"[A-Za-z]", before or " ") or re.match(r"[A-Za-z]", after or " ")):
        return "id glued to letters"
    return None


DATE_PATTERNS = [
    re.compile(r"(?<![\d.\-/])((?:19|20)\d\d)[-./年](\d{1,2})[-./月](\d{1,2})(?!\d)"),
    re.compile(r"(?<![\d.\-/])(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d\d)(?!\d)"),
]
YEAR_ZH = re.compile(r"(?<!\d)((?:19|20)\d\d)年")


def date_problems(text):
    probs = []
    for m in DATE_PATTERNS[0].finditer(text):
        y, mo, d = map(int, m.groups())
        if y > 2026 or (y == 2026 and mo == 12 and d > 1):
            probs.append(m.group())
    for m in DATE_PATTERNS[1].finditer(text):
        a, b, y = map(int, m.groups())
        if y > 2026 or (y == 2026 and (a == 12 or b == 12)):
            probs.append(m.group())
    for m in YEAR_ZH.finditer(text):
        if int(m.group(1)) > 2026:
            probs.append(m.group())
    return probs


def check_row(r):
    """Return (problems, info) for one row; info holds per-span kinds and phone forms."""
    probs = []
    info = {"span_kinds": [], "phone_forms": []}
    if list(r.keys()) != FIELDS:
        return ["fields %s" % list(r.keys())], info
    text, spans = r["text"], r["spans"]
    if not isinstance(text, str) or not text.strip() or text != text.strip():
        probs.append("empty/padded text")
    if r["lang"] not in ("en", "zh"):
        probs.append("lang")
    if r["lang"] == "en" and CJK.search(text):
        probs.append("CJK in en text")
    if r["lang"] == "zh" and not CJK.search(text):
        probs.append("zh text without Chinese")
    if r["label"] == "positive":
        if r["kind"] not in POS_KINDS:
            probs.append("positive kind %r" % r["kind"])
        if not r["id"].startswith(ID_PREFIX[0]):
            probs.append("positive id prefix")
        if not spans:
            probs.append("positive without spans")
    elif r["label"] == "negative":
        if r["kind"] in POS_KINDS or not re.fullmatch(r"[a-z_]+", r["kind"] or ""):
            probs.append("negative kind %r" % r["kind"])
        if not r["id"].startswith(ID_PREFIX[1]):
            probs.append("negative id prefix")
        if spans:
            probs.append("negative with spans")
        if r["country"] is not None:
            probs.append("negative with country")
    else:
        probs.append("label")
    if not re.fullmatch(r"[pn]14-\d{4,}", r["id"]):
        probs.append("id format")
    # spans verbatim, ordered, non-overlapping
    pos = 0
    ranges = []
    for s in spans:
        if not isinstance(s, str) or not s or s != s.strip():
            probs.append("bad span %r" % s)
            continue
        i = text.find(s, pos)
        if i < 0:
            probs.append("span not found in order: %r" % s)
            continue
        ranges.append((i, i + len(s), s))
        pos = i + len(s)
    for (st, en, s) in ranges:
        kind, prob, form = classify_span(s, r["country"])
        info["span_kinds"].append(kind)
        if prob:
            probs.append("span %r (%s): %s" % (s, kind, prob))
        if kind == "phone":
            info["phone_forms"].append(form)
        b = boundary_problem(text, st, en, kind)
        if b:
            probs.append("span %r: %s" % (s, b))
    kinds = info["span_kinds"]
    if r["label"] == "positive":
        if r["kind"] == "multi":
            if not 2 <= len(set(kinds)) <= 4:
                probs.append("multi with %d kinds" % len(set(kinds)))
            want = "CN" if ("phone" not in kinds and "cn_id" in kinds) else None
            if "phone" not in kinds and r["country"] != want:
                probs.append("multi country should be %r" % want)
            if "phone" in kinds and r["country"] not in PLANS:
                probs.append("multi phone country")
        elif r["kind"] in POS_KINDS:
            if set(kinds) != {r["kind"]}:
                probs.append("span kinds %s != kind %s" % (kinds, r["kind"]))
            if r["kind"] == "cn_id" and r["country"] != "CN":
                probs.append("cn_id country must be CN")
            if r["kind"] not in ("phone", "cn_id") and r["country"] is not None:
                probs.append("country must be null")
    # every detected personal value must overlap a span
    for (k, st, en, v) in find_personal(text):
        if not any(st < e and s < en for (s, e, _) in ranges):
            probs.append("unlabelled %s %r" % (k, v))
    for d in date_problems(text):
        probs.append("date after 2026-12-01: %r" % d)
    return probs, info


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "pii.jsonl")
    rows, errors = [], []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                rows.append(json.loads(line))
            except json.JSONDecodeError as e:
                errors.append("line %d: bad JSON %s" % (n, e))
    ids, texts = Counter(r.get("id") for r in rows), Counter(r.get("text") for r in rows)
    errors += ["duplicate id %s" % i for i, c in ids.items() if c > 1]
    errors += ["duplicate text %r" % t for t, c in texts.items() if c > 1]
    phone_country = Counter()
    phone_forms = Counter()
    feats = Counter()
    for r in rows:
        probs, info = check_row(r)
        errors += ["%s: %s" % (r.get("id"), p) for p in probs]
        if probs:
            continue
        for k, s in zip(info["span_kinds"], r["spans"]):
            if k == "phone":
                phone_country[r["country"]] += 1
            elif k == "email":
                local, dom = s.split("@")
                feats["email_dot"] += "." in local
                feats["email_plus"] += "+" in local
                feats["email_hyphen"] += "-" in s
                feats["email_digit"] += bool(re.search(r"\d", s))
                feats["email_upper"] += bool(re.search(r"[A-Z]", s))
                feats["email_subdomain"] += dom.count(".") >= 2
                i = r["text"].find(s)
                after = r["text"][i + len(s):i + len(s) + 1]
                before = r["text"][i - 1:i] if i else ""
                feats["email_trailing_punct"] += after in (".", ",", "!", "?", ";", "。", "，", "！")
                feats["email_bracketed"] += before in "<(（[“\"" and before != ""
                feats["email_cjk_glued"] += bool(CJK.match(before or "a") or CJK.match(after or "a"))
            elif k == "cn_id":
                feats["id_X"] += s.endswith("X")
            elif k == "bank_card":
                d = re.sub(r"\D", "", s)
                feats["card_len_%d" % len(d)] += 1
                feats["card_grouped" if len(d) != len(s) else "card_ungrouped"] += 1
            elif k == "ipv4":
                a = ipaddress.IPv4Address(s)
                feats["ipv4_private" if a.is_private else "ipv4_public"] += 1
                t = r["text"]
                feats["ipv4_port"] += bool(re.search(re.escape(s) + r":\d", t))
                feats["ipv4_url"] += bool(re.search(r"://" + re.escape(s), t))
            elif k == "ipv6":
                feats["ipv6_compressed" if "::" in s else "ipv6_full"] += 1
                feats["ipv6_exploded"] += s.lower() == ipaddress.IPv6Address(s).exploded
                feats["ipv6_port"] += ("[%s]:" % s) in r["text"]
                feats["ipv6_url"] += ("://[%s]" % s) in r["text"]
        phone_forms.update(info["phone_forms"])
    n = len(rows)
    lab = Counter(r.get("label") for r in rows)
    lang = Counter(r.get("lang") for r in rows)
    kind = Counter((r.get("label"), r.get("kind")) for r in rows)
    neg_kinds = {k for (l, k) in kind if l == "negative"}

    def need(cond, msg):
        if not cond:
            errors.append("minimum not met: " + msg)
    need(n >= 2000, "2000 messages (have %d)" % n)
    need(lab["negative"] >= 500, "500 negatives (have %d)" % lab["negative"])
    need(0.4 <= lang["en"] / max(n, 1) <= 0.6, "about half en/zh")
    for k in POS_KINDS:
        need(kind[("positive", k)] >= 60, "60 positives of kind %s" % k)
    need(len(neg_kinds) >= 20, "20 negative kinds")
    need(sum(1 for c in phone_country.values() if c >= 3) >= 25, "25 phone countries with >=3 numbers")
    for f in ("intl_plus", "intl_00", "national"):
        need(phone_forms[f] >= 20, "phone form %s" % f)
    for f in ("email_dot", "email_plus", "email_hyphen", "email_digit", "email_upper", "email_subdomain",
              "email_trailing_punct", "email_bracketed", "email_cjk_glued", "id_X", "card_grouped",
              "card_ungrouped", "card_len_16", "card_len_19", "ipv4_private", "ipv4_public", "ipv4_port",
              "ipv4_url", "ipv6_compressed", "ipv6_full", "ipv6_exploded", "ipv6_port", "ipv6_url"):
        need(feats[f] >= 5, "feature %s (have %d)" % (f, feats[f]))

    print("rows %d  positive %d  negative %d" % (n, lab["positive"], lab["negative"]))
    print("lang:", dict(lang))
    print("lang x label:", dict(Counter((r.get("lang"), r.get("label")) for r in rows)))
    print("positive kinds:", {k: c for (l, k), c in sorted(kind.items()) if l == "positive"})
    print("negative kinds (%d):" % len(neg_kinds), {k: c for (l, k), c in sorted(kind.items()) if l == "negative"})
    print("phone countries (%d, phone spans):" % len(phone_country), dict(sorted(phone_country.items())))
    print("row country field:", dict(sorted(Counter(r.get("country") for r in rows if r.get("country")).items())))
    print("phone forms:", dict(phone_forms))
    print("features:", dict(sorted(feats.items())))
    if errors:
        print("\n%d PROBLEMS" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
