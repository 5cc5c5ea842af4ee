#!/usr/bin/env python3
"""Validate conversations.json (c21 blind test set). Python 3 standard library only."""
import json, os, re, sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "conversations.json")
P = "c21"
errors = []

def err(msg):
    errors.append(msg)

def keys_exact(obj, keys, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object"); return False
    if set(obj) != set(keys):
        err(f"{where}: keys {sorted(obj)} != {sorted(keys)}"); return False
    return True

with open(PATH, encoding="utf-8") as f:
    data = json.load(f)

if not keys_exact(data, ["users"], "root") or not isinstance(data["users"], list):
    print("FAIL: bad root"); sys.exit(1)

RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$")
LO = datetime.fromisoformat("2026-05-01T00:00:00+00:00")
HI = datetime.fromisoformat("2026-11-26T00:00:00+00:00")
all_ids = set()
c = Counter()
langs = Counter()

def new_id(i, where):
    if not isinstance(i, str) or not i:
        err(f"{where}: bad id {i!r}")
    elif i in all_ids:
        err(f"{where}: duplicate id {i}")
    all_ids.add(i)

for ui, u in enumerate(data["users"]):
    w = f"users[{ui}]"
    if not keys_exact(u, ["user_id", "lang", "conversations", "statements", "probes"], w):
        continue
    uid = u["user_id"]
    new_id(uid, w)
    if not re.fullmatch(rf"{P}-u\d{{2}}", uid or ""):
        err(f"{w}: user_id {uid!r} does not match {P}-uNN")
    if u["lang"] not in ("en", "zh", "mixed"):
        err(f"{uid}: bad lang {u['lang']!r}")
    langs[u["lang"]] += 1
    c["users"] += 1

    sessions = {}
    nconv = len(u["conversations"])
    if not 1 <= nconv <= 5:
        err(f"{uid}: {nconv} sessions (want 1-5)")
    prev = None
    for ci, conv in enumerate(u["conversations"]):
        cw = f"{uid}.conversations[{ci}]"
        if not keys_exact(conv, ["session_id", "start", "turns"], cw):
            continue
        sid = conv["session_id"]
        new_id(sid, cw)
        if not re.fullmatch(rf"{re.escape(uid)}-s\d+", sid or ""):
            err(f"{cw}: session_id {sid!r} not prefixed by {uid}-s")
        if not isinstance(conv["start"], str) or not RFC3339.match(conv["start"]):
            err(f"{cw}: start {conv['start']!r} not RFC 3339 with offset")
        else:
            t = datetime.fromisoformat(conv["start"])
            if not LO <= t < HI:
                err(f"{cw}: start {conv['start']} outside 2026-05-01..2026-11-25")
            if prev and t <= prev:
                err(f"{cw}: sessions not in chronological order")
            prev = t
        turns = conv["turns"]
        if not isinstance(turns, list) or not turns:
            err(f"{cw}: no turns"); continue
        for ti, t in enumerate(turns):
            tw = f"{cw}.turns[{ti}]"
            if not keys_exact(t, ["role", "content"], tw):
                continue
            want = "user" if ti % 2 == 0 else "assistant"
            if t["role"] != want:
                err(f"{tw}: role {t['role']!r}, expected {want!r} (turns must alternate, user first)")
            if not isinstance(t["content"], str) or not t["content"].strip():
                err(f"{tw}: empty content")
            if t["role"] == "user":
                c["user_turns"] += 1
        if turns[-1].get("role") != "assistant":
            err(f"{cw}: last turn is not an assistant turn (each user turn needs a reply)")
        sessions[sid] = turns
        c["sessions"] += 1

    kinds = {}
    ukinds = Counter()
    for si, st in enumerate(u["statements"]):
        sw = f"{uid}.statements[{si}]"
        if not keys_exact(st, ["id", "session_id", "turn_index", "kind", "text"], sw):
            continue
        new_id(st["id"], sw)
        if not re.fullmatch(rf"{re.escape(uid)}-st\d+", st["id"] or ""):
            err(f"{sw}: id {st['id']!r} not prefixed by {uid}-st")
        if st["kind"] not in ("standing", "non_standing", "fact"):
            err(f"{sw}: bad kind {st['kind']!r}")
        if not isinstance(st["text"], str) or not st["text"].strip():
            err(f"{sw}: empty text")
        turns = sessions.get(st["session_id"])
        if turns is None:
            err(f"{sw}: session {st['session_id']!r} not found in this user")
        else:
            ti = st["turn_index"]
            if not isinstance(ti, int) or isinstance(ti, bool) or not 0 <= ti < len(turns):
                err(f"{sw}: turn_index {ti!r} out of range")
            elif turns[ti].get("role") != "user":
                err(f"{sw}: turn_index {ti} points at a {turns[ti].get('role')} turn")
        kinds[st["id"]] = st["kind"]
        ukinds[st["kind"]] += 1
        c[st["kind"]] += 1
    if ukinds["standing"] < 1:
        err(f"{uid}: no standing statement")

    standing = sorted(i for i, k in kinds.items() if k == "standing")
    other = sorted(i for i, k in kinds.items() if k != "standing")
    pk = Counter()
    for pi, p in enumerate(u["probes"]):
        pw = f"{uid}.probes[{pi}]"
        if not keys_exact(p, ["id", "kind", "query", "expected", "must_not"], pw):
            continue
        new_id(p["id"], pw)
        if not re.fullmatch(rf"{re.escape(uid)}-p\d+", p["id"] or ""):
            err(f"{pw}: id {p['id']!r} not prefixed by {uid}-p")
        if not isinstance(p["query"], str) or not p["query"].strip():
            err(f"{pw}: empty query")
        for fld in ("expected", "must_not"):
            if not isinstance(p[fld], list):
                err(f"{pw}: {fld} not a list"); continue
            for ref in p[fld]:
                if ref not in kinds:
                    err(f"{pw}: {fld} references unknown statement {ref!r} (not this user's)")
            if len(set(p[fld])) != len(p[fld]):
                err(f"{pw}: duplicate ids in {fld}")
        if p["kind"] == "unrelated":
            if sorted(p["expected"]) != standing:
                err(f"{pw}: unrelated expected must be exactly the user's standing statements")
            if sorted(p["must_not"]) != other:
                err(f"{pw}: unrelated must_not must be exactly the user's non_standing + fact statements")
        elif p["kind"] == "related":
            if not p["expected"]:
                err(f"{pw}: related probe with empty expected")
            if p["must_not"] != []:
                err(f"{pw}: related probe must_not must be []")
        else:
            err(f"{pw}: bad kind {p['kind']!r}")
        pk[p["kind"]] += 1
        c["probes_" + str(p["kind"])] += 1
    if pk["unrelated"] != 3:
        err(f"{uid}: {pk['unrelated']} unrelated probes (want exactly 3)")
    if not 2 <= pk["related"] <= 4:
        err(f"{uid}: {pk['related']} related probes (want 2-4)")

# global counts (the brief's "about" targets, with a small tolerance)
if c["users"] != 24:
    err(f"{c['users']} users (want 24)")
for lg in ("en", "zh", "mixed"):
    if langs[lg] != 8:
        err(f"{langs[lg]} users with lang {lg} (want 8)")
RANGES = {"user_turns": (165, 195), "standing": (45, 50), "non_standing": (40, 50), "fact": (45, 55)}
for k, (lo, hi) in RANGES.items():
    if not lo <= c[k] <= hi:
        err(f"{k} = {c[k]} outside {lo}-{hi}")

print(f"users: {c['users']} (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
print(f"sessions: {c['sessions']}")
print(f"user turns: {c['user_turns']}")
print(f"statements: {c['standing'] + c['non_standing'] + c['fact']} "
      f"(standing {c['standing']}, non_standing {c['non_standing']}, fact {c['fact']})")
print(f"probes: {c['probes_unrelated'] + c['probes_related']} "
      f"(unrelated {c['probes_unrelated']}, related {c['probes_related']})")
if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"FAIL ({len(errors)} errors)")
    sys.exit(1)
print("OK")
