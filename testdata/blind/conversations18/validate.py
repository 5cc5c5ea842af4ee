#!/usr/bin/env python3
"""Validate conversations.json (Python 3 standard library only).

Checks the layout, ids, statement pointers, probe lists and the counts
required by the brief, then prints the counts and OK (exit code 0), or
the list of problems (exit code 1).
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "conversations.json")
P = "c18"

RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
DATE_MIN, DATE_MAX = "2026-05-01", "2026-11-25"

# ranges for the totals ("about" in the brief)
RANGES = {
    "users": (24, 24),
    "user_turns": (170, 190),
    "standing": (45, 50),
    "non_standing": (40, 50),
    "fact": (45, 55),
}

errors = []


def err(msg):
    errors.append(msg)


def keys(obj, want, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    if set(obj) != set(want):
        err(f"{where}: keys {sorted(obj)} != {sorted(want)}")
        return False
    return True


def main():
    with open(PATH, encoding="utf-8") as f:
        data = json.load(f)
    if not keys(data, ["users"], "top level") or not isinstance(data["users"], list):
        err("top level: 'users' must be a list")
        return report({})

    all_ids = []
    c = Counter()
    langs = Counter()
    for ui, u in enumerate(data["users"]):
        where = f"users[{ui}]"
        if not keys(u, ["user_id", "lang", "conversations", "statements", "probes"], where):
            continue
        uid = u["user_id"]
        where = uid
        if not re.fullmatch(rf"{P}-u\d{{2}}", uid):
            err(f"{where}: bad user_id")
        all_ids.append(uid)
        if u["lang"] not in ("en", "zh", "mixed"):
            err(f"{where}: bad lang {u['lang']!r}")
        langs[u["lang"]] += 1
        c["users"] += 1

        # conversations
        convs = u["conversations"]
        if not isinstance(convs, list) or not 1 <= len(convs) <= 5:
            err(f"{where}: must have 1 to 5 sessions")
            convs = convs if isinstance(convs, list) else []
        sessions = {}
        prev_start = None
        for si, s in enumerate(convs):
            sw = f"{where} session[{si}]"
            if not keys(s, ["session_id", "start", "turns"], sw):
                continue
            sid = s["session_id"]
            if not re.fullmatch(rf"{re.escape(uid)}-s\d+", sid):
                err(f"{sw}: bad session_id {sid}")
            all_ids.append(sid)
            st = s["start"]
            if not isinstance(st, str) or not RFC3339.match(st):
                err(f"{sid}: start not RFC 3339 with offset: {st!r}")
            else:
                dt = datetime.fromisoformat(st.replace("Z", "+00:00"))
                if not DATE_MIN <= st[:10] <= DATE_MAX:
                    err(f"{sid}: start {st} outside {DATE_MIN}..{DATE_MAX}")
                if prev_start and dt <= prev_start:
                    err(f"{sid}: sessions not in chronological order")
                prev_start = dt
            turns = s["turns"]
            if not isinstance(turns, list) or not turns:
                err(f"{sid}: no turns")
                continue
            for ti, t in enumerate(turns):
                if not keys(t, ["role", "content"], f"{sid} turn {ti}"):
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if t["role"] != want:
                    err(f"{sid} turn {ti}: role {t['role']!r}, expected {want!r}")
                if not isinstance(t["content"], str) or not t["content"].strip():
                    err(f"{sid} turn {ti}: empty content")
            if len(turns) % 2:
                err(f"{sid}: last user turn has no assistant reply")
            nu = sum(1 for t in turns if isinstance(t, dict) and t.get("role") == "user")
            c["user_turns"] += nu
            c["sessions"] += 1
            sessions[sid] = turns

        # statements
        kinds = {}
        for sti, stt in enumerate(u["statements"]):
            sw = f"{where} statement[{sti}]"
            if not keys(stt, ["id", "session_id", "turn_index", "kind", "text"], sw):
                continue
            if not re.fullmatch(rf"{re.escape(uid)}-st\d+", stt["id"]):
                err(f"{sw}: bad id {stt['id']}")
            all_ids.append(stt["id"])
            if stt["kind"] not in ("standing", "non_standing", "fact"):
                err(f"{stt['id']}: bad kind {stt['kind']!r}")
            kinds[stt["id"]] = stt["kind"]
            c[stt["kind"]] += 1
            if not isinstance(stt["text"], str) or not stt["text"].strip():
                err(f"{stt['id']}: empty text")
            turns = sessions.get(stt["session_id"])
            if turns is None:
                err(f"{stt['id']}: unknown session {stt['session_id']}")
                continue
            ti = stt["turn_index"]
            if not isinstance(ti, int) or isinstance(ti, bool) or not 0 <= ti < len(turns):
                err(f"{stt['id']}: turn_index {ti!r} out of range")
            elif turns[ti].get("role") != "user":
                err(f"{stt['id']}: turn_index {ti} is not a user turn")
        standing = {i for i, k in kinds.items() if k == "standing"}
        other = {i for i, k in kinds.items() if k != "standing"}
        if not standing:
            err(f"{where}: no standing statement")

        # probes
        pk = Counter()
        for pi, p in enumerate(u["probes"]):
            pw = f"{where} probe[{pi}]"
            if not keys(p, ["id", "kind", "query", "expected", "must_not"], pw):
                continue
            pid = p["id"]
            if not re.fullmatch(rf"{re.escape(uid)}-p\d+", pid):
                err(f"{pw}: bad id {pid}")
            all_ids.append(pid)
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{pid}: empty query")
            exp, mn = p["expected"], p["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err(f"{pid}: expected/must_not must be lists")
                continue
            for ref in exp + mn:
                if ref not in kinds:
                    err(f"{pid}: references unknown statement {ref}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pid}: duplicate ids in a list")
            if p["kind"] == "unrelated":
                if set(exp) != standing:
                    err(f"{pid}: unrelated expected must be every standing statement")
                if set(mn) != other:
                    err(f"{pid}: unrelated must_not must be every non_standing and fact statement")
            elif p["kind"] == "related":
                if not exp:
                    err(f"{pid}: related probe with empty expected")
                if mn:
                    err(f"{pid}: related must_not must be []")
            else:
                err(f"{pid}: bad kind {p['kind']!r}")
            pk[p["kind"]] += 1
            c["probes_" + p["kind"]] += 1
        if pk["unrelated"] != 3:
            err(f"{where}: {pk['unrelated']} unrelated probes, need exactly 3")
        if not 2 <= pk["related"] <= 4:
            err(f"{where}: {pk['related']} related probes, need 2 to 4")

    dup = [i for i, n in Counter(all_ids).items() if n > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    for lang in ("en", "zh", "mixed"):
        if langs[lang] != 8:
            err(f"lang {lang}: {langs[lang]} users, need 8")
    for name, (lo, hi) in RANGES.items():
        if not lo <= c[name] <= hi:
            err(f"count {name} = {c[name]}, expected {lo}..{hi}")
    return report(c, langs)


def report(c, langs=None):
    if c:
        print(f"users: {c['users']} ({', '.join(f'{k} {v}' for k, v in sorted((langs or {}).items()))})")
        print(f"sessions: {c['sessions']}")
        print(f"user turns: {c['user_turns']}")
        print(f"statements: standing {c['standing']}, non_standing {c['non_standing']}, fact {c['fact']}"
              f" (total {c['standing'] + c['non_standing'] + c['fact']})")
        print(f"probes: unrelated {c['probes_unrelated']}, related {c['probes_related']}"
              f" (total {c['probes_unrelated'] + c['probes_related']})")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAILED ({len(errors)} problems)")
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
