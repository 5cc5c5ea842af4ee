#!/usr/bin/env python3
"""Build pii.jsonl from the hand-written frames in frames/ (seeded, Python 3.11 stdlib only).

    python3 generate.py          # writes pii.jsonl and README.md (counts section)

Every candidate row is checked with validate.check_row (same rules as the final validation);
a frame fill that fails (e.g. a filler number that happens to pass Luhn) is redrawn.
"""
import collections
import json
import os
import random
import re

import phones
import validate
import values as V

SEED = 1314
HERE = os.path.dirname(os.path.abspath(__file__))

POS_TARGET = {
    ("en", "phone"): 270, ("zh", "phone"): 250,
    ("en", "email"): 125, ("zh", "email"): 125,
    ("en", "cn_id"): 70, ("zh", "cn_id"): 105,
    ("en", "bank_card"): 95, ("zh", "bank_card"): 95,
    ("en", "ipv4"): 85, ("zh", "ipv4"): 80,
    ("en", "ipv6"): 70, ("zh", "ipv6"): 65,
    ("en", "multi"): 140, ("zh", "multi"): 140,
}
NEG_PER_KIND_REQUIRED = 10   # per language, for the kinds named in the brief
NEG_PER_KIND_OTHER = 6       # per language, for the extra kinds

ALL_C = list(phones.GEN)
W_EN = {c: 1 for c in ALL_C}
W_EN.update({"CN": 3, "US": 3, "GB": 3, "IN": 2})
W_ZH = {c: 1 for c in ALL_C}
W_ZH.update({"CN": 50, "HK": 8, "TW": 8, "SG": 5, "MY": 5})

PH = re.compile(r"\{([A-Z0-9]+)((?::[A-Za-z0-9]+)*)\}")


def load_frames(name):
    out, cur = collections.defaultdict(list), None
    with open(os.path.join(HERE, "frames", name), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("//"):
                continue
            m = re.fullmatch(r"\[([a-z_0-9]+)\]", line.strip())
            if m:
                cur = m.group(1)
                continue
            out[cur].append(line.strip())
    return out


def pick_country(r, lang):
    w = W_ZH if lang == "zh" else W_EN
    cs = list(w)
    return r.choices(cs, [w[c] for c in cs])[0]


def fill(frame, lang, kind, r):
    """Return (text, spans, span_kinds, offsets, phone_country)."""
    fixed = {a for m in PH.finditer(frame) if m.group(1) == "PHONE"
             for a in m.group(2).split(":")[1:] if a.isupper()}
    assert len(fixed) <= 1, frame
    country = fixed.pop() if fixed else pick_country(r, lang)
    has_phone = False
    out, spans, skinds, offs, pos, length = [], [], [], [], 0, 0
    for m in PH.finditer(frame):
        lit = frame[pos:m.start()]
        out.append(lit)
        length += len(lit)
        name, args = m.group(1), m.group(2).split(":")[1:]
        sk = None
        if name == "PHONE":
            typ = "mob" if "mob" in args else "land" if "land" in args else None
            val, typ = phones.make_phone(r, country, typ)
            if "ext" in args:
                val = phones.add_extension(r, val, lang)
            sk, has_phone = "phone", True
        elif name == "EMAIL":
            val, sk = V.email(r, lang), "email"
        elif name == "CNID":
            val, sk = V.cn_id(r, want_x=(r.random() < 0.25)), "cn_id"
        elif name == "CARD":
            val, sk = V.bank_card(r, lang), "bank_card"
        elif name == "IP4":
            val, sk = V.ipv4(r, args[0] if args else None), "ipv4"
        elif name == "IP6":
            val, sk = V.ipv6(r, args[0] if args else None), "ipv6"
        elif name == "V":
            val = V.NEG[kind](r, lang, *args)
        elif name in V.FILLERS:
            val = V.FILLERS[name](r, lang)
        else:
            raise KeyError(name + " in " + frame)
        if sk:
            spans.append(val)
            skinds.append(sk)
            offs.append(length)
        out.append(val)
        length += len(val)
        pos = m.end()
    out.append(frame[pos:])
    return "".join(out), spans, skinds, offs, (country if has_phone else None)


def make_row(frame, lang, label, kind, r, seen):
    last = None
    for _ in range(60):
        text, spans, skinds, offs, pc = fill(frame, lang, kind, r)
        if text in seen:
            continue
        # the validator locates spans left to right; make sure it finds the ones we placed
        p, ok = 0, True
        for s, o in zip(spans, offs):
            i = text.find(s, p)
            if i != o:
                ok = False
                break
            p = i + len(s)
        if not ok:
            continue
        if label == "positive" and kind != "multi":
            country = pc if kind == "phone" else ("CN" if kind == "cn_id" else None)
        elif label == "positive":
            country = pc if pc else ("CN" if "cn_id" in skinds else None)
        else:
            country = None
        row = {"id": ("p13-0000" if label == "positive" else "n13-0000"), "lang": lang, "label": label,
               "kind": kind, "country": country, "text": text, "spans": spans}
        probs = []
        validate.check_row(row, probs)
        if not probs:
            seen.add(text)
            return row
        last = probs
    raise RuntimeError("frame keeps failing: %r %s" % (frame, last))


def main():
    r = random.Random(SEED)
    rows, seen = [], set()
    failures = collections.Counter()
    for lang in ("en", "zh"):
        pos_frames = load_frames(lang + "_pos.txt")
        neg_frames = load_frames(lang + "_neg.txt")
        for kind in sorted(k for (l, k) in POS_TARGET if l == lang):
            fr = pos_frames[kind]
            if kind == "multi":
                for f in fr:
                    ks = {m.group(1) for m in PH.finditer(f)} & {"PHONE", "EMAIL", "CNID", "CARD", "IP4", "IP6"}
                    assert 2 <= len(ks) <= 4, f
            n = POS_TARGET[(lang, kind)]
            order = []
            while len(order) < n:
                cyc = fr[:]
                r.shuffle(cyc)
                order += cyc
            for f in order[:n]:
                try:
                    rows.append(make_row(f, lang, "positive", kind, r, seen))
                except RuntimeError as e:
                    failures[str(e)[:200]] += 1
        for kind, fr in sorted(neg_frames.items()):
            assert kind in V.NEG, kind
            n = NEG_PER_KIND_REQUIRED if kind in validate.REQUIRED_NEG else NEG_PER_KIND_OTHER
            order = []
            while len(order) < n:
                cyc = fr[:]
                r.shuffle(cyc)
                order += cyc
            for f in order[:n]:
                try:
                    rows.append(make_row(f, lang, "negative", kind, r, seen))
                except RuntimeError as e:
                    failures[str(e)[:200]] += 1
    for f, n in failures.items():
        print("FAILED x%d: %s" % (n, f))
    r.shuffle(rows)
    for i, o in enumerate(rows):
        o["id"] = ("p13-%04d" if o["label"] == "positive" else "n13-%04d") % i
    with open(os.path.join(HERE, "pii.jsonl"), "w", encoding="utf-8") as f:
        for o in rows:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    write_readme(rows)
    print("wrote %d rows" % len(rows))


def write_readme(rows):
    path = os.path.join(HERE, "README.md")
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    a, b = "<!-- COUNTS START -->", "<!-- COUNTS END -->"
    if a not in doc:
        return
    kinds = collections.Counter((o["label"], o["kind"], o["lang"]) for o in rows)
    lines = ["", "Total: **%d** messages, %d positive, %d negative." % (
        len(rows), sum(o["label"] == "positive" for o in rows), sum(o["label"] == "negative" for o in rows)), ""]
    lang = collections.Counter((o["lang"], o["label"]) for o in rows)
    lines += ["### Per language", "", "| lang | positive | negative | total |", "|---|---|---|---|"]
    for l in ("en", "zh"):
        lines.append("| %s | %d | %d | %d |" % (l, lang[(l, "positive")], lang[(l, "negative")],
                                              lang[(l, "positive")] + lang[(l, "negative")]))
    for label in ("positive", "negative"):
        lines += ["", "### Per kind (%s)" % label, "", "| kind | en | zh | total |", "|---|---|---|---|"]
        for k in sorted({k for (lb, k, l) in kinds if lb == label}):
            e, z = kinds[(label, k, "en")], kinds[(label, k, "zh")]
            lines.append("| %s | %d | %d | %d |" % (k, e, z, e + z))
    pc = collections.Counter()
    for o in rows:
        if o["label"] == "positive" and o["kind"] in ("phone", "multi") and o["country"]:
            if any(validate.classify(s) == "phone" for s in o["spans"]):
                pc[(o["country"], o["kind"])] += 1
    lines += ["", "### Messages with a phone, per country (country field)", "",
              "| country | name | phone | multi | total |", "|---|---|---|---|---|"]
    for c in sorted({c for c, _ in pc}, key=lambda c: -(pc[(c, "phone")] + pc[(c, "multi")])):
        lines.append("| %s | %s | %d | %d | %d |" % (c, phones.NAMES[c], pc[(c, "phone")], pc[(c, "multi")],
                                                    pc[(c, "phone")] + pc[(c, "multi")]))
    cn_multi = sum(1 for o in rows if o["kind"] == "multi" and o["country"] == "CN"
                   and not any(validate.classify(s) == "phone" for s in o["spans"]))
    nulls = sum(1 for o in rows if o["kind"] == "multi" and o["country"] is None)
    lines += ["", "Multi messages without a phone: %d with country CN (they hold a cn_id), %d with null." % (cn_multi, nulls)]
    sk = collections.Counter(validate.classify(s) for o in rows for s in o["spans"])
    lines += ["", "Personal values (spans) by type: " + ", ".join("%s %d" % kv for kv in sorted(sk.items())), ""]
    i, j = doc.index(a) + len(a), doc.index(b)
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc[:i] + "\n".join(lines) + doc[j:])


if __name__ == "__main__":
    main()
