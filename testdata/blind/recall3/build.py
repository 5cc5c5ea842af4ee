#!/usr/bin/env python3
"""Assemble recall.json from the hand-written sources in src/ and validate it.

Source format (one item per line, '#' starts a comment line):
  m01 <type> <content>            memory; type in fact/preference/profile/event/todo/rule;
                                  'preference*' marks a standing answer-style preference
  Q <kind> | <query> | m04 m07    query; kind same/cross/unrelated; expected may be empty
Language is derived: zh if the text holds a CJK character, else en.
"""
import json, os, re, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]')
TYPES = {"fact", "preference", "profile", "event", "todo", "rule"}
USERS = ["w1", "w2", "w3", "w4", "w5", "w6", "w7", "w8"]

def lang(s):
    return "zh" if CJK.search(s) else "en"

def build():
    errors = []
    users, queries, style = [], [], set()
    qn = 0
    for uid in USERS:
        path = os.path.join(HERE, "src", uid + ".txt")
        mems, seen = [], set()
        with open(path, encoding="utf-8") as f:
            lines = [l.rstrip("\n") for l in f]
        for ln, line in enumerate(lines, 1):
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            if s.startswith("Q "):
                parts = [p.strip() for p in s[2:].split("|")]
                if len(parts) != 3:
                    errors.append(f"{uid}:{ln} bad query line"); continue
                kind, text, exp = parts
                qn += 1
                queries.append({"id": f"q{qn:03d}", "user_id": uid, "lang": lang(text),
                                "kind": kind, "query": text,
                                "expected": [f"{uid}-{e}" for e in exp.split()],
                                "_ln": f"{uid}:{ln}"})
                continue
            m = re.match(r'(m\d\d)\s+(\S+)\s+(.+)$', s)
            if not m:
                errors.append(f"{uid}:{ln} bad memory line"); continue
            mid, typ, content = m.groups()
            full = f"{uid}-{mid}"
            if typ.endswith("*"):
                typ = typ[:-1]; style.add(full)
            if typ not in TYPES:
                errors.append(f"{uid}:{ln} bad type {typ}")
            if full in seen:
                errors.append(f"{uid}:{ln} duplicate id {full}")
            seen.add(full)
            mems.append({"id": full, "lang": lang(content), "type": typ, "content": content})
        users.append({"user_id": uid, "memories": mems})

    mem_by_id = {m["id"]: m for u in users for m in u["memories"]}
    for q in queries:
        where = q["_ln"]
        if q["kind"] not in ("same", "cross", "unrelated"):
            errors.append(f"{where} bad kind")
        exp = q["expected"]
        if q["kind"] == "unrelated":
            if exp:
                errors.append(f"{where} unrelated query with expected")
            continue
        if not 1 <= len(exp) <= 3:
            errors.append(f"{where} expected must list 1-3 ids")
        if len(set(exp)) != len(exp):
            errors.append(f"{where} duplicate expected id")
        langs = set()
        for e in exp:
            if e not in mem_by_id:
                errors.append(f"{where} unknown id {e}"); continue
            if e in style:
                errors.append(f"{where} targets a style preference {e}")
            langs.add(mem_by_id[e]["lang"])
        if len(langs) > 1:
            errors.append(f"{where} expected memories in mixed languages")
        if langs:
            tl = langs.pop()
            if q["kind"] == "same" and tl != q["lang"]:
                errors.append(f"{where} 'same' but languages differ")
            if q["kind"] == "cross" and tl == q["lang"]:
                errors.append(f"{where} 'cross' but languages equal")
    qtexts = Counter(q["query"] for q in queries)
    for t, c in qtexts.items():
        if c > 1:
            errors.append(f"duplicate query text: {t}")
    ctexts = Counter((m["content"]) for u in users for m in u["memories"])
    for t, c in ctexts.items():
        if c > 1:
            errors.append(f"duplicate memory text: {t}")

    # counts
    print("user  mems  en  zh  style | same-en same-zh cross-en>zh cross-zh>en unrelated total")
    tot = Counter()
    for u in users:
        uid = u["user_id"]
        ms = u["memories"]
        ml = Counter(m["lang"] for m in ms)
        uq = [q for q in queries if q["user_id"] == uid]
        c = Counter()
        for q in uq:
            if q["kind"] == "same": c[f"same-{q['lang']}"] += 1
            elif q["kind"] == "cross": c[f"cross-{q['lang']}"] += 1
            else: c["unrelated"] += 1
        tot.update(c)
        ns = sum(1 for m in ms if m["id"] in style)
        print(f"{uid:4} {len(ms):5} {ml['en']:3} {ml['zh']:3} {ns:5}  | {c['same-en']:7} {c['same-zh']:7} "
              f"{c['cross-en']:11} {c['cross-zh']:11} {c['unrelated']:9} {len(uq):5}")
        if len(ms) < 55: errors.append(f"{uid} has only {len(ms)} memories")
        if c["unrelated"] != 5: errors.append(f"{uid} has {c['unrelated']} unrelated queries, need 5")
    print(f"all  {len(mem_by_id):5}          | {tot['same-en']:7} {tot['same-zh']:7} "
          f"{tot['cross-en']:11} {tot['cross-zh']:11} {tot['unrelated']:9} {len(queries):5}")
    need = {"same-en": 60, "same-zh": 45, "cross-en": 35, "cross-zh": 35}
    for k, v in need.items():
        if tot[k] < v: errors.append(f"{k}: {tot[k]} < {v}")
    if len(queries) < 230: errors.append(f"only {len(queries)} queries")
    for q in queries:
        del q["_ln"]
    return {"users": users, "queries": queries}, errors

if __name__ == "__main__":
    doc, errors = build()
    if errors:
        for e in errors: print("ERROR", e)
        sys.exit(1)
    if "--check" not in sys.argv:
        with open(os.path.join(HERE, "recall.json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
    print("OK")
