#!/usr/bin/env python3
"""Seeded generator for the pii15 blind test set (Python 3.11 stdlib only).

Reads the hand-written frames in frames_en.txt / frames_zh.txt, fills placeholders with
invented values (phones: see phones.py for the numbering plan of each of 45 countries;
other values: values.py), checks every filled message with validate.py's checkers and
retries with new values when a fill is ambiguous, then writes pii.jsonl and README.md.

Frame files: "[kind]" starts a section (positive kinds phone/email/cn_id/bank_card/ipv4/
ipv6/multi, or "[neg:KIND]" for negatives); one frame per line; "\\n" is a line break
inside a message; "#" starts a comment line.
Placeholders (span-producing):
  {PHONE} {PHONE/m} {PHONE/l} {PHONE/lx} {PHONE@GB} {PHONE@GB/m} ...   m=mobile l=landline x=maybe ext
                                p=prefer a form with dots/slashes (DE, AT, BE, FR, US, KR, VN ...)
  {EMAIL} {EMAIL/w} {EMAIL/f}   w=work domain f=free mail
  {ID} {ID/x}                   18-char resident ID (x: force check char X)
  {CARD} {CARD/g} {CARD/u} {CARD/c}  g=grouped u=ungrouped c=Chinese bank BIN
  {IP4} {IP4/p} {IP4/g}         p=private g=public
  {IP6} {IP6/f} {IP6/c} {IP6/l} {IP6/u}  full / compressed / link-local / ULA
Fillers (no span): {NAME} {ENAME} {FIRST} {SUR} {COMPANY} {TITLE} {ADDR} {DATE} {TIME}
  {PRICE} {NUM} {ORDER}, {V} / {V:variant} = the section's look-alike value,
  {X:kind} = a look-alike value of another negative kind.
"""
import collections
import json
import os
import random
import re
import sys

import phones
import values as V
import validate

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 15015
PH_RE = re.compile(r"\{([A-Z0-9]+)(?:@([A-Z]{2}))?(?:/([a-z]+))?(?::([a-z_]+))?\}")

TARGETS = {
    "en": {"phone": 330, "email": 120, "cn_id": 60, "bank_card": 90, "ipv4": 70, "ipv6": 60, "multi": 130},
    "zh": {"phone": 300, "email": 110, "cn_id": 110, "bank_card": 95, "ipv4": 65, "ipv6": 55, "multi": 125},
}
NEG_TARGET = {"en": 360, "zh": 360}

# phone-country weights for frames that do not name a country
W_EN = {"US": 8, "GB": 8, "CA": 4, "AU": 5, "IN": 6, "CN": 4, "SG": 3, "HK": 2, "IE": 3, "NZ": 3, "DE": 3,
        "FR": 3, "ES": 3, "IT": 3, "NL": 3, "PH": 3, "MY": 3, "ZA": 3, "NG": 3, "KE": 2, "AE": 3, "SA": 2,
        "PK": 2, "JP": 2, "KR": 2, "TW": 1, "BR": 3, "MX": 3, "AR": 2, "BE": 2, "CH": 2, "AT": 2, "SE": 2,
        "NO": 2, "DK": 2, "PL": 2, "PT": 2, "TR": 2, "RU": 2, "EG": 2, "TH": 2, "VN": 2, "ID": 2, "IL": 2,
        "MO": 1}
W_ZH = {"CN": 70, "HK": 5, "TW": 4, "MO": 2, "SG": 3, "MY": 3, "US": 3, "CA": 2, "GB": 2, "AU": 2, "JP": 1,
        "KR": 1, "NZ": 1}


class Deck:
    def __init__(self, weights, rng):
        self.w, self.rng, self.cards = weights, rng, []

    def draw(self):
        if not self.cards:
            self.cards = [c for c, n in self.w.items() for _ in range(n)]
            self.rng.shuffle(self.cards)
        return self.cards.pop()


def load_frames(path):
    sec, out = None, collections.OrderedDict()
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            m = re.fullmatch(r"\[([a-z0-9_:]+)\]", line.strip())
            if m:
                sec = m.group(1)
                out.setdefault(sec, [])
                continue
            if sec is None:
                raise SystemExit("%s:%d frame before section" % (path, ln))
            out[sec].append(line.replace("\\n", "\n"))
    return out


class Retry(Exception):
    pass


def fill(frame, lang, section, rng, deck):
    toks = list(PH_RE.finditer(frame))
    country = None
    for m in toks:
        if m.group(1) == "PHONE" and m.group(2):
            country = m.group(2)
            break
    if country is None and any(m.group(1) == "PHONE" for m in toks):
        country = deck.draw()
    addr_country = country or ("CN" if lang == "zh" else rng.choice(["US", "GB", "AU", "CA", "IE", "NZ", "SG", "IN"]))
    person = None
    neg_kind = section[4:] if section.startswith("neg:") else None
    out, spans, pos = [], [], 0
    for m in toks:
        out.append(frame[pos:m.start()])
        pos = m.end()
        name, cc, flags, var = m.group(1), m.group(2), m.group(3) or "", m.group(4)
        span = True
        if name == "PHONE":
            c = cc or country
            typ = "m" if "m" in flags else "l" if "l" in flags else None
            val = phones.make_phone(rng, c, typ, ext=("x" in flags and rng.random() < 0.7), lang=lang,
                                    punct="p" in flags)
        elif name == "EMAIL":
            style = "work" if "w" in flags else "free" if "f" in flags else None
            val = V.make_email(rng, lang, person, style)
        elif name == "ID":
            fx = True if "x" in flags else (True if rng.random() < 0.15 else None)
            val = V.write_cn_id(rng, V.make_cn_id(rng, force_x=fx))
        elif name == "CARD":
            cn = "c" in flags or (lang == "zh" and rng.random() < 0.7)
            st = "g" if "g" in flags else "u" if "u" in flags else None
            if st == "g" and rng.random() < 0.2:
                st = "dash"
            val = V.group_card(rng, V.make_card_digits(rng, cn=cn), st)
        elif name == "IP4":
            val = V.make_ipv4(rng, flags or None)
        elif name == "IP6":
            val = V.make_ipv6(rng, flags or None)
        else:
            span = False
            if name == "NAME":
                person = V.make_name(rng, lang)
                val = person["text"]
            elif name == "ENAME":
                person = V.en_name(rng)
                val = person["text"]
            elif name == "FIRST":
                person = V.make_name(rng, lang)
                val = person.get("zh_given", person["first"]) if lang == "zh" else person["first_text"]
            elif name == "SUR":
                person = V.make_name(rng, lang)
                val = person.get("zh_sur", person["last"]) if lang == "zh" else person["last_text"]
            elif name == "COMPANY":
                val = rng.choice(V.ZH_COMPANIES if lang == "zh" else V.EN_COMPANIES)
            elif name == "TITLE":
                val = rng.choice(V.ZH_TITLES if lang == "zh" else V.EN_TITLES)
            elif name == "ADDR":
                val = V.make_addr(rng, addr_country, lang)
            elif name == "DATE":
                val = V.date_str(rng, lang)
            elif name == "TIME":
                val = V.time_str(rng, lang)
            elif name == "PRICE":
                val = V.price_str(rng, lang, country or (None if lang == "zh" else addr_country))
            elif name == "NUM":
                val = str(rng.randint(2, 30))
            elif name == "PCN":
                val = V.cn_postcode(rng)
            elif name == "ORDER":
                val = V.order_filler(rng)
            elif name == "V":
                val = V.NEG_MAKERS[neg_kind](rng, lang, var)
            elif name == "X":
                val = V.NEG_MAKERS[var](rng, lang)
            else:
                raise SystemExit("unknown placeholder %s in %r" % (name, frame))
        out.append(val)
        if span:
            spans.append(val)
    out.append(frame[pos:])
    text = "".join(out)
    return text, spans, country


def check(text, spans, lang, section, country):
    cjk = re.search(r"[\u4e00-\u9fff]", text) is not None
    if cjk != (lang == "zh"):
        raise SystemExit("language mismatch in frame result: %r" % text)
    if section.startswith("neg:"):
        if spans or validate.check_negative_text(text):
            raise Retry()
        return section[4:], None
    probs, kinds = validate.check_positive_text(text, spans)
    if probs or None in kinds:
        raise Retry(probs)
    ks = set(kinds)
    if section == "multi":
        if not 2 <= len(ks) <= 4:
            raise SystemExit("multi frame gives kinds %s: %r" % (ks, text))
        kind = "multi"
    else:
        if ks != {section}:
            raise Retry(["kinds %s" % ks])
        kind = section
    ph = [s for s, k in zip(spans, kinds) if k == "phone"]
    if ph:
        if not all(country in validate.phone_countries(p) for p in ph):
            raise Retry(["country"])
        cty = country
    elif "cn_id" in ks:
        cty = "CN"
    else:
        cty = None
    return kind, cty


def main():
    rng = random.Random(SEED)
    rows, seen = [], set()
    failures = collections.Counter()
    for lang in ("en", "zh"):
        frames = load_frames(os.path.join(HERE, "frames_%s.txt" % lang))
        deck = Deck(W_EN if lang == "en" else W_ZH, rng)
        jobs = []
        for kind, n in TARGETS[lang].items():
            fl = [(kind, f) for f in frames.get(kind, [])]
            if not fl:
                raise SystemExit("no frames for %s/%s" % (lang, kind))
            jobs.append((fl, n))
        negs = [(s, f) for s in frames if s.startswith("neg:") for f in frames[s]]
        jobs.append((negs, NEG_TARGET[lang]))
        for fl, n in jobs:
            made, cycle = 0, []
            guard = 0
            while made < n:
                guard += 1
                if guard > n * 20:
                    raise SystemExit("cannot fill %s" % fl[0][0])
                if not cycle:
                    cycle = fl[:]
                    rng.shuffle(cycle)
                section, frame = cycle.pop()
                for attempt in range(40):
                    text, spans, country = fill(frame, lang, section, rng, deck)
                    if text in seen:
                        continue
                    try:
                        kind, cty = check(text, spans, lang, section, country)
                    except Retry:
                        failures[(lang, section)] += 1
                        continue
                    seen.add(text)
                    label = "negative" if section.startswith("neg:") else "positive"
                    rows.append({"lang": lang, "label": label, "kind": kind, "country": cty,
                                 "text": text, "spans": spans})
                    made += 1
                    break
                else:
                    print("WARN frame never filled:", lang, section, repr(frame), file=sys.stderr)
    rng.shuffle(rows)
    out = []
    for i, r in enumerate(rows):
        pid = ("p15-%04d" if r["label"] == "positive" else "n15-%04d") % i
        out.append({"id": pid, "lang": r["lang"], "label": r["label"], "kind": r["kind"],
                    "country": r["country"], "text": r["text"], "spans": r["spans"]})
    with open(os.path.join(HERE, "pii.jsonl"), "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d rows; retries per section: %s" % (len(out), dict(failures.most_common(12))), file=sys.stderr)
    write_readme(out, {lang: load_frames(os.path.join(HERE, "frames_%s.txt" % lang)) for lang in ("en", "zh")})


def write_readme(rows, frames):
    kinds = collections.Counter((r["label"], r["kind"]) for r in rows)
    lang = collections.Counter((r["lang"], r["label"]) for r in rows)
    ctry = collections.Counter(r["country"] for r in rows if r["country"] and any(
        validate.classify(s) == "phone" for s in r["spans"]))
    spank = collections.Counter(validate.classify(s) for r in rows for s in r["spans"])
    nframes = {l: (sum(len(v) for k, v in fr.items() if not k.startswith("neg:")),
                   sum(len(v) for k, v in fr.items() if k.startswith("neg:"))) for l, fr in frames.items()}
    L = []
    L.append("# pii15: blind test set for a personal-data detector (chat messages, English and Chinese)\n")
    L.append("Files: `pii.jsonl` (the set), `validate.py` (checker, prints counts and OK), `gen.py` (seeded "
             "generator, seed %d), `phones.py` (numbering plans and written forms of 45 countries), "
             "`values.py` (value makers), `frames_en.txt` / `frames_zh.txt` (hand-written sentence frames).\n" % SEED)
    L.append("Rebuild: `python3 gen.py && python3 validate.py`.\n")
    L.append("Frames: en %d positive + %d negative, zh %d positive + %d negative (%d in all).\n" % (
        nframes["en"][0], nframes["en"][1], nframes["zh"][0], nframes["zh"][1],
        sum(a + b for a, b in nframes.values())))
    L.append("## Counts\n")
    L.append("Rows: %d (positives %d, negatives %d)\n" % (len(rows), sum(v for (a, _), v in kinds.items() if a == "positive"),
                                                          sum(v for (a, _), v in kinds.items() if a == "negative")))
    L.append("| language | positive | negative | total |\n|---|---|---|---|")
    for l in ("en", "zh"):
        L.append("| %s | %d | %d | %d |" % (l, lang[(l, "positive")], lang[(l, "negative")],
                                          lang[(l, "positive")] + lang[(l, "negative")]))
    L.append("\n### Positive kinds (message level)\n\n| kind | en | zh | total |\n|---|---|---|---|")
    byl = collections.Counter((r["label"], r["kind"], r["lang"]) for r in rows)
    for k in ("phone", "email", "cn_id", "bank_card", "ipv4", "ipv6", "multi"):
        L.append("| %s | %d | %d | %d |" % (k, byl[("positive", k, "en")], byl[("positive", k, "zh")], kinds[("positive", k)]))
    L.append("\nSpans by kind (all positives incl. multi): " + ", ".join("%s %d" % kv for kv in sorted(spank.items())) + "\n")
    L.append("### Negative kinds\n\n| kind | en | zh | total |\n|---|---|---|---|")
    for (lab, k), v in sorted(kinds.items()):
        if lab == "negative":
            L.append("| %s | %d | %d | %d |" % (k, byl[("negative", k, "en")], byl[("negative", k, "zh")], v))
    L.append("\n### Phone countries (messages with a phone span, incl. multi)\n\n| country | name | messages |\n|---|---|---|")
    for c, v in sorted(ctry.items(), key=lambda x: (-x[1], x[0])):
        L.append("| %s | %s | %d |" % (c, phones.COUNTRY_NAMES[c], v))
    L.append("\n%d countries in all.\n" % len(ctry))
    L.append(RULES)
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L) + "\n")


RULES = """## Labelling rules

* A message is **positive** when it holds at least one personal value of the six kinds: phone number,
  email address, mainland-China resident ID (18 characters), bank card number, IPv4 or IPv6 address.
  `kind` is that kind, or `multi` when two to four different kinds occur. Several values of the same
  kind (a contact list of phones) keep the single kind.
* **Every** such value is a span, listed in order of appearance, exactly as written. Names, street
  addresses, postcodes, order numbers, dates, prices written next to them are context, never spans.
* Phone numbers count whoever owns them (a person, a landlord, a small shop, a clinic); the span
  holds the whole number as written: "+", country code, "00" prefix, brackets, "(0)", spaces,
  dashes, dots, slashes and an extension ("x204", "ext. 15", "转8012", "分机 203") when written.
  Labels in front ("Tel:", "Mob.", "手机：") and sentence punctuation after are outside the span.
* `country` for phone items is the ISO code of the number's country (all phones in one message share
  it); for multi: the phone's country, else "CN" if a cn_id is present, else null; "CN" for cn_id;
  null for all other kinds and for negatives.
* Emails: the address only, without `mailto:`, angle brackets, quotes or trailing punctuation.
* IPs: the address only, no scheme, square brackets or port (`http://[2001:db8::1]:8080` gives
  `2001:db8::1`; `192.168.1.20:8080` gives `192.168.1.20`).
* cn_id: valid ISO 7064 MOD 11-2 check character, real province code, a birth date between 1952 and
  2012; some end in X (a few with lowercase x or written 6-8-4 with spaces; the span keeps the form).
* bank_card: 16-19 digits passing Luhn, grouped by 4 (spaces or dashes), 6+13 or ungrouped.
* A message is **negative** when it holds look-alike numbers but no personal value: `kind` names the
  look-alike. Negatives never contain a Luhn-valid 16-19 digit run, a valid cn_id, a parseable IP,
  an email, or a phone-like pattern (+CC..., Chinese mobile 1[3-9]x 11 digits, (xxx) xxx-xxxx,
  0xx-xxxxxxxx); 16-19 digit numbers there always fail Luhn and 18-character IDs always have a wrong
  check character. Partly masked numbers (`138****1234`, `**** 4821`) are negatives (`partial_number`).
  Dotted four-part versions (1.2.3.4) are avoided altogether.
* No real people's data: every name, number and address is invented (some use real area codes, bank
  BINs and region codes so that they look real). No date after 2026-12-01.
"""

if __name__ == "__main__":
    main()
