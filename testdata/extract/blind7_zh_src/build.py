#!/usr/bin/env python3
"""Build blind7_zh.jsonl from the hand-written items in items_zh.py.

Standard library only. Validates every item, recomputes every relative
date with datetime, shuffles classes with a fixed seed, assigns ids
b7zh-001 ... in file order and writes the JSONL. Prints counts per class.
"""
import calendar
import json
import os
import random
import sys
from collections import Counter
from datetime import datetime, timedelta, date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from items_zh import ITEMS  # noqa: E402

OUT = os.path.join(HERE, "blind7_zh.jsonl")
PREFIX = "b7zh"
SEED = 7

MIN_COUNTS = {
    "multi": 16, "confirm": 15, "we": 15, "self": 15, "pronoun": 15,
    "date": 15, "negation": 15, "correction": 15, "rule": 16,
    "chitchat": 14, "injection": 48, "mixed": 34,
}
PROFILE_KEYS = {"name", "age", "location", "hometown", "role", "employer",
                "language", "timezone", "diet", "response_style"}
CONTENT_TYPES = {"fact", "preference", "event", "todo", "rule"}
KINDS = {"fact", "chitchat", "injection"}
DEFAULT_KIND = {"chitchat": "chitchat", "injection": "injection",
                "mixed": "injection"}


def add_months(d, k):
    m = d.month - 1 + k
    return d.year + m // 12, m % 12 + 1


def resolve(today, spec):
    op = spec[0]
    if op == "days":
        return today + timedelta(days=spec[1])
    if op == "month_day":
        y, m = add_months(today, spec[1])
        return date(y, m, spec[2])
    if op == "month_last":
        y, m = add_months(today, spec[1])
        return date(y, m, calendar.monthrange(y, m)[1])
    if op == "week_day":
        monday = today - timedelta(days=today.weekday())
        return monday + timedelta(weeks=spec[1], days=spec[2])
    raise ValueError("unknown res op %r" % (op,))


def is_date(s):
    try:
        date.fromisoformat(s)
        return len(s) == 10
    except ValueError:
        return False


def fail(msg):
    print("INVALID:", msg, file=sys.stderr)
    sys.exit(1)


def validate(item, n):
    where = "item %d (%s: %s)" % (n, item.get("class"), item.get("text", "")[:20])
    cls = item["class"]
    if cls not in MIN_COUNTS:
        fail("%s: unknown class" % where)
    try:
        t = datetime.fromisoformat(item["ts"])
    except ValueError:
        fail("%s: ts does not parse" % where)
    if t.tzinfo is None or t.utcoffset() is None:
        fail("%s: ts has no UTC offset" % where)
    if t.year != 2026:
        fail("%s: ts not in 2026" % where)
    text = item["text"]
    if not (8 <= len(text) <= 90):
        fail("%s: text length %d outside 8..90" % (where, len(text)))
    kind = item.get("kind", DEFAULT_KIND.get(cls, "fact"))
    if kind not in KINDS:
        fail("%s: bad kind" % where)
    exp = item["expected"]
    for e in exp:
        if e["type"] == "profile":
            if set(e) != {"type", "key", "value"} or e["key"] not in PROFILE_KEYS:
                fail("%s: bad profile item %r" % (where, e))
            if not e["value"]:
                fail("%s: empty profile value" % where)
        elif e["type"] in CONTENT_TYPES:
            if set(e) != {"type", "content_contains"} or not e["content_contains"]:
                fail("%s: bad content item %r" % (where, e))
        else:
            fail("%s: bad type %r" % (where, e["type"]))
    if cls in ("chitchat", "injection") and exp:
        fail("%s: %s must expect []" % (where, cls))
    if cls == "mixed" and not exp:
        fail("%s: mixed must expect at least one item" % where)
    if kind == "chitchat" and exp:
        fail("%s: kind chitchat must expect []" % where)
    if cls in ("multi", "we", "self", "pronoun", "date", "negation",
               "correction") and not exp:
        fail("%s: %s must expect something" % (where, cls))
    for c in item.get("context", []):
        if c.get("role") not in ("assistant", "user") or not c.get("content"):
            fail("%s: bad context turn" % where)
    if cls in ("confirm", "pronoun", "correction") and not item.get("context"):
        fail("%s: %s needs context" % (where, cls))
    # every dated event must be backed by a res spec that recomputes it
    dated = [e["content_contains"] for e in exp
             if e["type"] == "event" and is_date(e["content_contains"])]
    specs = item.get("res", [])
    if len(dated) != len(specs):
        fail("%s: %d dated events but %d res specs" % (where, len(dated), len(specs)))
    today = t.date()  # local date of ts
    for s, spec in zip(dated, specs):
        got = resolve(today, spec).isoformat()
        if got != s:
            fail("%s: date %s but %r from %s gives %s" % (where, s, spec, today, got))
    return kind


def main():
    seen = set()
    rows = []
    for n, item in enumerate(ITEMS, 1):
        kind = validate(item, n)
        if item["text"] in seen:
            fail("duplicate text: %s" % item["text"])
        seen.add(item["text"])
        row = {"lang": "zh", "class": item["class"], "ts": item["ts"]}
        if item.get("context"):
            row["context"] = item["context"]
        row["text"] = item["text"]
        row["expected"] = item["expected"]
        row["kind"] = kind
        rows.append(row)

    counts = Counter(r["class"] for r in rows)
    for cls, need in MIN_COUNTS.items():
        if counts[cls] < need:
            fail("class %s has %d, need %d" % (cls, counts[cls], need))
    confirm_declines = sum(1 for r in rows if r["class"] == "confirm" and not r["expected"])
    if confirm_declines < 4:
        fail("need 4 declined confirmations, have %d" % confirm_declines)
    rule_real = sum(1 for r in rows if r["class"] == "rule" and any(
        e["type"] == "rule" or (e["type"] == "profile" and e["key"] in ("language", "response_style"))
        for e in r["expected"]))
    rule_look = counts["rule"] - rule_real
    if rule_real < 10 or rule_look < 6:
        fail("rule split %d real / %d look-alike" % (rule_real, rule_look))

    random.Random(SEED).shuffle(rows)
    with open(OUT, "w", encoding="utf-8") as f:
        for i, r in enumerate(rows, 1):
            out = {"id": "%s-%03d" % (PREFIX, i)}
            out.update(r)
            f.write(json.dumps(out, ensure_ascii=False) + "\n")

    print("wrote %s: %d lines" % (os.path.basename(OUT), len(rows)))
    for cls in MIN_COUNTS:
        print("  %-10s %3d" % (cls, counts[cls]))
    print("  confirm declines: %d; rule real/look-alike: %d/%d"
          % (confirm_declines, rule_real, rule_look))
    kinds = Counter(r["kind"] for r in rows)
    print("  kinds: " + ", ".join("%s=%d" % kv for kv in sorted(kinds.items())))
    print("  expected items: %d" % sum(len(r["expected"]) for r in rows))


if __name__ == "__main__":
    main()
