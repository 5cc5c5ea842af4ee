#!/usr/bin/env python3
"""Validate conversations.json (Python 3 standard library only).

Usage: python3 validate.py [path/to/conversations.json]
Prints the counts and OK, or the list of problems and exits with status 1.
"""
import json, os, re, sys
from collections import Counter
from datetime import datetime, date

PREFIX = "c19"
LANGS = {"en": 8, "zh": 8, "mixed": 8}
DATE_MIN, DATE_MAX = date(2026, 5, 1), date(2026, 11, 25)
RANGES = {  # "about" targets from the brief, checked as tolerant ranges
    "user_turns": (170, 190),
    "standing": (45, 50),
    "non_standing": (40, 50),
    "fact": (45, 55),
}
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")

errors = []


def err(msg):
    errors.append(msg)


def keys_exact(obj, keys, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    if set(obj) != set(keys):
        err(f"{where}: keys {sorted(obj)} != {sorted(keys)}")
        return False
    return True


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "conversations.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)

    if not keys_exact(data, ["users"], "root") or not isinstance(data["users"], list):
        err("root: must be {\"users\": [...]}")
        return report({})

    all_ids = Counter()
    counts = Counter()
    lang_count = Counter()

    for ui, u in enumerate(data["users"]):
        w = f"users[{ui}]"
        if not keys_exact(u, ["user_id", "lang", "conversations", "statements", "probes"], w):
            continue
        uid = u["user_id"]
        w = uid
        if not re.fullmatch(rf"{PREFIX}-u\d{{2}}", str(uid)):
            err(f"{w}: bad user_id")
        all_ids[uid] += 1
        if u["lang"] not in LANGS:
            err(f"{w}: bad lang {u['lang']!r}")
        lang_count[u["lang"]] += 1

        # conversations
        convs = u["conversations"]
        if not isinstance(convs, list) or not 1 <= len(convs) <= 5:
            err(f"{w}: needs 1 to 5 sessions")
            convs = convs if isinstance(convs, list) else []
        counts["sessions"] += len(convs)
        sessions = {}
        prev_start = None
        for ci, c in enumerate(convs):
            cw = f"{w}.conversations[{ci}]"
            if not keys_exact(c, ["session_id", "start", "turns"], cw):
                continue
            sid = c["session_id"]
            if not re.fullmatch(rf"{re.escape(uid)}-s\d+", str(sid)):
                err(f"{cw}: bad session_id {sid!r}")
            all_ids[sid] += 1
            st = c["start"]
            if not isinstance(st, str) or not RFC3339.match(st):
                err(f"{cw}: start not RFC 3339 with offset: {st!r}")
            else:
                dt = datetime.fromisoformat(st.replace("Z", "+00:00"))
                if not DATE_MIN <= dt.date() <= DATE_MAX:
                    err(f"{cw}: start {st} outside {DATE_MIN}..{DATE_MAX}")
                if prev_start and dt <= prev_start:
                    err(f"{cw}: sessions not in chronological order")
                prev_start = dt
            turns = c["turns"]
            if not isinstance(turns, list) or not turns:
                err(f"{cw}: no turns")
                continue
            nuser = 0
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
                    nuser += 1
            if not 2 <= nuser <= 5:
                err(f"{cw}: {nuser} user turns (expected about 3-4)")
            counts["user_turns"] += nuser
            counts["assistant_turns"] += len(turns) - nuser
            sessions[sid] = turns

        # statements
        kinds = {}
        for si, s in enumerate(u["statements"]):
            sw = f"{w}.statements[{si}]"
            if not keys_exact(s, ["id", "session_id", "turn_index", "kind", "text"], sw):
                continue
            if not re.fullmatch(rf"{re.escape(uid)}-st\d+", str(s["id"])):
                err(f"{sw}: bad id {s['id']!r}")
            all_ids[s["id"]] += 1
            if s["kind"] not in ("standing", "non_standing", "fact"):
                err(f"{sw}: bad kind {s['kind']!r}")
            kinds[s["id"]] = s["kind"]
            counts[s["kind"]] += 1
            if not isinstance(s["text"], str) or not s["text"].strip():
                err(f"{sw}: empty text")
            turns = sessions.get(s["session_id"])
            if turns is None:
                err(f"{sw}: session {s['session_id']!r} not found in this user")
                continue
            ti = s["turn_index"]
            if not isinstance(ti, int) or isinstance(ti, bool) or not 0 <= ti < len(turns):
                err(f"{sw}: turn_index {ti!r} out of range")
            elif turns[ti].get("role") != "user":
                err(f"{sw}: turn_index {ti} is not a user turn")
        standing = {i for i, k in kinds.items() if k == "standing"}
        others = {i for i, k in kinds.items() if k != "standing"}
        if not standing:
            err(f"{w}: no standing statement")

        # probes
        pk = Counter()
        for pi, p in enumerate(u["probes"]):
            pw = f"{w}.probes[{pi}]"
            if not keys_exact(p, ["id", "kind", "query", "expected", "must_not"], pw):
                continue
            if not re.fullmatch(rf"{re.escape(uid)}-p\d+", str(p["id"])):
                err(f"{pw}: bad id {p['id']!r}")
            all_ids[p["id"]] += 1
            pk[p["kind"]] += 1
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{pw}: empty query")
            exp, mn = p["expected"], p["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err(f"{pw}: expected/must_not must be lists")
                continue
            for ref in exp + mn:
                if ref not in kinds:
                    err(f"{pw}: references unknown statement {ref!r}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pw}: duplicate ids in expected/must_not")
            if p["kind"] == "unrelated":
                if set(exp) != standing:
                    err(f"{pw}: unrelated expected must be exactly the user's standing statements")
                if set(mn) != others:
                    err(f"{pw}: unrelated must_not must be exactly the user's non_standing and fact statements")
            elif p["kind"] == "related":
                if not exp:
                    err(f"{pw}: related probe with empty expected")
                if mn:
                    err(f"{pw}: related must_not must be empty")
            else:
                err(f"{pw}: bad kind {p['kind']!r}")
        if pk["unrelated"] != 3:
            err(f"{w}: {pk['unrelated']} unrelated probes (need exactly 3)")
        if not 2 <= pk["related"] <= 4:
            err(f"{w}: {pk['related']} related probes (need 2 to 4)")
        counts["probes_unrelated"] += pk["unrelated"]
        counts["probes_related"] += pk["related"]

    counts["users"] = len(data["users"])
    for i, n in all_ids.items():
        if n > 1:
            err(f"duplicate id {i!r} ({n} times)")
    if counts["users"] != sum(LANGS.values()):
        err(f"{counts['users']} users, need {sum(LANGS.values())}")
    for lang, n in LANGS.items():
        if lang_count[lang] != n:
            err(f"{lang_count[lang]} users with lang {lang!r}, need {n}")
    for k, (lo, hi) in RANGES.items():
        if not lo <= counts[k] <= hi:
            err(f"{k} = {counts[k]}, expected {lo}..{hi}")
    counts.update({f"lang_{k}": v for k, v in lang_count.items()})
    return report(counts)


def report(counts):
    order = ["users", "lang_en", "lang_zh", "lang_mixed", "sessions", "user_turns",
             "assistant_turns", "standing", "non_standing", "fact",
             "probes_unrelated", "probes_related"]
    for k in order:
        if k in counts:
            print(f"{k}: {counts[k]}")
    if counts:
        print(f"statements: {counts['standing'] + counts['non_standing'] + counts['fact']}")
        print(f"probes: {counts['probes_unrelated'] + counts['probes_related']}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAILED ({len(errors)} problems)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
