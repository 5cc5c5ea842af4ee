#!/usr/bin/env python3
"""Assemble users/*.json (hand-written, one user per file) into conversations.json,
validate structure and print counts. Does not generate any content."""
import json, glob, os, sys, collections
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []
users = []
for fn in sorted(glob.glob(os.path.join(HERE, "users", "*.json"))):
    try:
        with open(fn, encoding="utf-8") as f:
            users.append(json.load(f))
    except Exception as e:
        errors.append(f"{fn}: {e}")

seen_ids = set()
c = collections.Counter()
for u in users:
    uid = u["user_id"]
    assert u["lang"] in ("en", "zh", "mixed"), uid
    c["lang_" + u["lang"]] += 1
    sess = {}
    prev = None
    for conv in u["conversations"]:
        sid = conv["session_id"]
        if not sid.startswith(uid + "-s"):
            errors.append(f"{uid}: bad session id {sid}")
        t = datetime.fromisoformat(conv["start"])
        if t.tzinfo is None:
            errors.append(f"{sid}: no tz")
        if prev and t <= prev:
            errors.append(f"{sid}: not chronological")
        prev = t
        turns = conv["turns"]
        if not 4 <= len(turns) <= 8:
            errors.append(f"{sid}: {len(turns)} turns")
        for i, tr in enumerate(turns):
            want = "user" if i % 2 == 0 else "assistant"
            if tr["role"] != want or not tr["content"].strip():
                errors.append(f"{sid} turn {i}: role {tr['role']}")
        sess[sid] = turns
        c["conversations"] += 1
        c["turns"] += len(turns)
    kinds = collections.defaultdict(list)
    for st in u["statements"]:
        if st["id"] in seen_ids:
            errors.append(f"dup id {st['id']}")
        seen_ids.add(st["id"])
        if not st["id"].startswith(uid + "-st"):
            errors.append(f"bad st id {st['id']}")
        if st["session_id"] not in sess:
            errors.append(f"{st['id']}: unknown session")
            continue
        ti = st["turn_index"]
        turns = sess[st["session_id"]]
        if not (0 <= ti < len(turns)) or turns[ti]["role"] != "user":
            errors.append(f"{st['id']}: turn_index {ti} not a user turn")
        if st["kind"] not in ("standing", "non_standing", "fact"):
            errors.append(f"{st['id']}: kind")
        kinds[st["kind"]].append(st["id"])
        c["st_" + st["kind"]] += 1
    if not 1 <= len(kinds["standing"]) <= 3:
        errors.append(f"{uid}: {len(kinds['standing'])} standing")
    standing = set(kinds["standing"])
    others = set(kinds["non_standing"]) | set(kinds["fact"])
    allst = standing | others
    pk = collections.Counter()
    for p in u["probes"]:
        if p["id"] in seen_ids:
            errors.append(f"dup id {p['id']}")
        seen_ids.add(p["id"])
        if not p["id"].startswith(uid + "-p"):
            errors.append(f"bad probe id {p['id']}")
        pk[p["kind"]] += 1
        c["probe_" + p["kind"]] += 1
        for x in p["expected"] + p["must_not"]:
            if x not in allst:
                errors.append(f"{p['id']}: unknown ref {x}")
        if p["kind"] == "unrelated":
            if set(p["expected"]) != standing or set(p["must_not"]) != others:
                errors.append(f"{p['id']}: unrelated expected/must_not wrong")
        elif p["kind"] == "related":
            if not p["expected"] or p["must_not"]:
                errors.append(f"{p['id']}: related expected/must_not wrong")
        else:
            errors.append(f"{p['id']}: kind")
    if pk["unrelated"] != 3 or not 3 <= pk["related"] <= 4:
        errors.append(f"{uid}: probes {dict(pk)}")
    if not 2 <= len(u["conversations"]) <= 3:
        errors.append(f"{uid}: {len(u['conversations'])} conversations")

c["users"] = len(users)
out = {"users": users}
with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
# re-parse
with open(os.path.join(HERE, "conversations.json"), encoding="utf-8") as f:
    json.load(f)
for k in sorted(c):
    print(f"{k}: {c[k]}")
if errors:
    print("ERRORS:")
    for e in errors:
        print("  " + e)
    sys.exit(1)
print("OK")
