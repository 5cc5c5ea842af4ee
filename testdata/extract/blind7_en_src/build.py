#!/usr/bin/env python3
"""Build blind7_en.jsonl from the hand-written items in data/*.py.

Standard library only.  Assigns ids b7en-001... after a seeded shuffle,
validates every line, writes the JSONL and refreshes the per-item notes
table in README.md (between the NOTES markers), then prints counts.
"""
import datetime as dt
import importlib.util
import json
import os
import random
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.join(HERE, "blind7_en.jsonl")
README = os.path.join(HERE, "README.md")
PREFIX = "b7en"
SEED = 7

# file name -> class name
FILES = [("multi", "multi"), ("confirm", "confirm"), ("we", "we"), ("self_", "self"),
         ("pronoun", "pronoun"), ("date", "date"), ("negation", "negation"),
         ("correction", "correction"), ("rule", "rule"), ("chitchat", "chitchat"),
         ("injection", "injection"), ("mixed", "mixed")]
MIN_COUNTS = {"multi": 16, "confirm": 15, "we": 15, "self": 15, "pronoun": 15, "date": 15,
              "negation": 15, "correction": 15, "rule": 16, "chitchat": 14,
              "injection": 48, "mixed": 34}
PROFILE_KEYS = {"name", "age", "location", "hometown", "role", "employer", "language",
                "timezone", "diet", "response_style"}
TYPES = {"fact", "preference", "event", "todo", "rule"}
ROLES = {"user", "assistant"}

errors = []


def err(msg):
    errors.append(msg)


def load(modname):
    path = os.path.join(DATA, modname + ".py")
    spec = importlib.util.spec_from_file_location("data_" + modname, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def parse_exp(s, where):
    kind, _, rest = s.partition(":")
    if kind == "p":
        key, eq, val = rest.partition("=")
        if not eq or not val:
            err(f"{where}: bad profile spec {s!r}")
        if key not in PROFILE_KEYS:
            err(f"{where}: profile key {key!r} not allowed")
        return {"type": "profile", "key": key, "value": val}
    if kind not in TYPES:
        err(f"{where}: type {kind!r} not allowed")
    if not rest:
        err(f"{where}: empty content_contains")
    return {"type": kind, "content_contains": rest}


def is_iso_date(s):
    try:
        dt.date.fromisoformat(s)
        return len(s) == 10
    except ValueError:
        return False


def wordcount(text):
    return len(text.split())


def main():
    items = []
    date_checks = {}
    for modname, cls in FILES:
        mod = load(modname)
        if cls == "date":
            date_checks = getattr(mod, "DATE_CHECKS", {})
        for i, it in enumerate(mod.ITEMS):
            it = dict(it)
            it["cls"] = cls
            it["where"] = f"{modname}[{i}]"
            items.append(it)

    # ---- build records ----
    recs = []
    for it in items:
        where, cls = it["where"], it["cls"]
        ts = it["ts"]
        try:
            t = dt.datetime.fromisoformat(ts)
        except ValueError:
            err(f"{where}: ts does not parse: {ts}")
            continue
        if t.tzinfo is None:
            err(f"{where}: ts has no UTC offset")
        if t.year != 2026:
            err(f"{where}: ts not in 2026")
        text = it["text"]
        ctx = [{"role": r, "content": c} for r, c in it.get("ctx", [])]
        for m in ctx:
            if m["role"] not in ROLES:
                err(f"{where}: bad context role {m['role']}")
        exp = [parse_exp(s, where) for s in it.get("exp", [])]
        if cls in ("injection", "mixed"):
            kind = "injection"
        elif cls == "chitchat":
            kind = "chitchat"
        elif cls == "rule" and not exp:
            kind = "chitchat"
        else:
            kind = "fact"
        rec = {"lang": "en", "class": cls, "ts": ts}
        if ctx:
            rec["context"] = ctx
        rec["text"] = text
        rec["expected"] = exp
        rec["kind"] = kind
        recs.append((rec, it, t))

    # ---- validation ----
    seen = set()
    for rec, it, t in recs:
        where, cls, text, exp = it["where"], rec["class"], rec["text"], rec["expected"]
        if text.strip().lower() in seen:
            err(f"{where}: duplicate text")
        seen.add(text.strip().lower())
        n = wordcount(text)
        if not 5 <= n <= 60:
            err(f"{where}: {n} words (want 5-60)")
        if rec["kind"] in ("chitchat",) and exp:
            err(f"{where}: chitchat line must expect []")
        if cls == "injection" and exp:
            err(f"{where}: injection line must expect []")
        if cls == "mixed" and not exp:
            err(f"{where}: mixed line needs at least one expected item")
        if cls == "confirm" and not exp and not it.get("decline"):
            err(f"{where}: confirm with [] must be marked decline")
        if cls == "confirm" and it.get("decline") and exp:
            err(f"{where}: a decline must expect []")
        if cls == "confirm" and not rec.get("context"):
            err(f"{where}: confirm needs context")
        if cls in ("pronoun", "correction") and not rec.get("context"):
            err(f"{where}: {cls} needs context")
        haystack = (text + " " + " ".join(m["content"] for m in rec.get("context", []))).lower()
        for e in exp:
            s = e.get("content_contains") or e.get("value")
            if e["type"] == "event" and is_iso_date(s):
                continue
            if e.get("key") == "timezone" or e.get("key") == "age":
                pass
            if s.lower() not in haystack:
                err(f"{where}: {s!r} not found in the user's words or context")
        # date lines: every ISO date S must match an independent recomputation
        if cls == "date":
            dates = [e["content_contains"] for e in exp
                     if e["type"] == "event" and is_iso_date(e["content_contains"])]
            keys = [k for k in date_checks if k.lower() in text.lower()]
            if dates:
                if len(keys) != 1:
                    err(f"{where}: need exactly one DATE_CHECKS key, found {keys}")
                else:
                    want = date_checks[keys[0]](t.date()).isoformat()
                    if dates != [want]:
                        err(f"{where}: event date {dates} but recomputed {want}")
        for e in exp:
            if e["type"] == "event" and is_iso_date(e["content_contains"]):
                d = dt.date.fromisoformat(e["content_contains"])
                if abs((d - t.date()).days) > 120:
                    err(f"{where}: event date far from ts")

    counts = Counter(rec["class"] for rec, _, _ in recs)
    for cls, need in MIN_COUNTS.items():
        if counts[cls] < need:
            err(f"class {cls}: {counts[cls]} < {need}")
    declines = sum(1 for _, it, _ in recs if it.get("decline"))
    lookalikes = sum(1 for _, it, _ in recs if it.get("lookalike"))
    real_rules = counts["rule"] - lookalikes
    if declines < 4:
        err(f"only {declines} declines")
    if lookalikes < 6 or real_rules < 10:
        err(f"rule split {real_rules} real / {lookalikes} look-alike")

    if errors:
        print("VALIDATION FAILED:")
        for e in errors:
            print("  -", e)
        sys.exit(1)

    # ---- shuffle so classes are not in blocks (no run of 3 of one class) ----
    seed = SEED
    while True:
        rng = random.Random(seed)
        order = recs[:]
        rng.shuffle(order)
        cl = [r["class"] for r, _, _ in order]
        if all(not (cl[i] == cl[i + 1] == cl[i + 2]) for i in range(len(cl) - 2)):
            break
        seed += 1000

    lines, notes = [], []
    for n, (rec, it, _) in enumerate(order, 1):
        rid = f"{PREFIX}-{n:03d}"
        out = {"id": rid}
        out.update(rec)
        lines.append(json.dumps(out, ensure_ascii=False))
        tag = []
        if it.get("decline"):
            tag.append("decline")
        if it.get("lookalike"):
            tag.append("rule look-alike")
        if it.get("note") or tag:
            notes.append((rid, rec["class"], ", ".join(tag), it.get("note", "")))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")

    # ---- refresh the notes table in README ----
    if os.path.exists(README):
        with open(README, encoding="utf-8") as f:
            md = f.read()
        a, b = "<!-- NOTES START -->", "<!-- NOTES END -->"
        if a in md and b in md:
            table = ["| id | class | tag | note |", "|---|---|---|---|"]
            table += [f"| {i} | {c} | {t} | {x} |" for i, c, t, x in notes]
            head, rest = md.split(a, 1)
            _, tail = rest.split(b, 1)
            md = head + a + "\n" + "\n".join(table) + "\n" + b + tail
            with open(README, "w", encoding="utf-8") as f:
                f.write(md)

    kinds = Counter(r["kind"] for r, _, _ in recs)
    nexp = sum(len(r["expected"]) for r, _, _ in recs)
    print(f"wrote {len(lines)} lines to {os.path.basename(OUT)} (shuffle seed {seed})")
    for cls, _ in [(c, 0) for c in MIN_COUNTS]:
        extra = ""
        if cls == "confirm":
            extra = f"  ({declines} decline)"
        if cls == "rule":
            extra = f"  ({real_rules} real, {lookalikes} look-alike)"
        print(f"  {cls:<11}{counts[cls]:>4}{extra}")
    print("  kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    print(f"  expected items: {nexp}")


if __name__ == "__main__":
    main()
