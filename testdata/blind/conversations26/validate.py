"""Validate conversations.json (Python 3 standard library only).

Usage: python3 validate.py [path/to/conversations.json]
Prints counts and OK, or the list of problems and exits with status 1.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime, date

PREFIX = "c26"
LANGS = {"en": 8, "zh": 8, "mixed": 8}
KINDS = {"standing", "non_standing", "fact"}
DATE_MIN = date(2026, 5, 1)
DATE_MAX = date(2026, 11, 25)
OFFSET_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$")

errors = []


def err(msg):
    errors.append(msg)


def check_keys(obj, keys, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    got = set(obj)
    if got != set(keys):
        err(f"{where}: keys {sorted(got)} != {sorted(keys)}")
        return False
    return True


def main(path):
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if not check_keys(data, ["users"], "top level") or not isinstance(data["users"], list):
        return report(None)

    all_ids = Counter()
    lang_count = Counter()
    n_sessions = n_turns = n_user_turns = 0
    st_kinds = Counter()
    probe_kinds = Counter()
    sessions_per_user = Counter()

    for ui, u in enumerate(data["users"], start=1):
        where = f"user #{ui}"
        if not check_keys(u, ["user_id", "lang", "conversations", "statements", "probes"], where):
            continue
        uid = u["user_id"]
        where = uid
        if uid != f"{PREFIX}-u{ui:02d}":
            err(f"{where}: user_id should be {PREFIX}-u{ui:02d}")
        all_ids[uid] += 1
        if u["lang"] not in LANGS:
            err(f"{where}: bad lang {u['lang']!r}")
        lang_count[u["lang"]] += 1

        # conversations
        convs = u["conversations"]
        if not isinstance(convs, list) or not 2 <= len(convs) <= 3:
            err(f"{where}: needs 2 or 3 conversations")
            convs = convs if isinstance(convs, list) else []
        sessions_per_user[len(convs)] += 1
        user_turn_idx = {}
        prev = None
        for si, c in enumerate(convs, start=1):
            cw = f"{where} session #{si}"
            if not check_keys(c, ["session_id", "start", "turns"], cw):
                continue
            sid = c["session_id"]
            if sid != f"{uid}-s{si}":
                err(f"{cw}: session_id should be {uid}-s{si}")
            all_ids[sid] += 1
            n_sessions += 1
            start = c["start"]
            if not isinstance(start, str) or not OFFSET_RE.match(start):
                err(f"{sid}: start {start!r} is not ISO 8601 with a UTC offset")
            else:
                dt = datetime.fromisoformat(start)
                if not DATE_MIN <= dt.date() <= DATE_MAX:
                    err(f"{sid}: start {start} outside {DATE_MIN}..{DATE_MAX}")
                if prev is not None and dt <= prev:
                    err(f"{sid}: start {start} not after previous session")
                prev = dt
            turns = c["turns"]
            if not isinstance(turns, list) or not turns:
                err(f"{sid}: no turns")
                continue
            users_here = set()
            for ti, t in enumerate(turns):
                tw = f"{sid} turn {ti}"
                if not check_keys(t, ["role", "content"], tw):
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if t["role"] != want:
                    err(f"{tw}: role {t['role']!r}, expected {want!r} (turns must alternate, user first)")
                if not isinstance(t["content"], str) or not t["content"].strip():
                    err(f"{tw}: empty content")
                if t["role"] == "user":
                    users_here.add(ti)
            n_turns += len(turns)
            n_user_turns += len(users_here)
            if not 2 <= len(users_here) <= 5:
                err(f"{sid}: {len(users_here)} user turns, need 2 to 5")
            if turns[-1].get("role") != "assistant":
                err(f"{sid}: last turn should be the assistant's reply")
            user_turn_idx[sid] = users_here

        # statements
        stmts = u["statements"]
        kinds_by_id = {}
        for k, s in enumerate(stmts if isinstance(stmts, list) else [], start=1):
            sw = f"{where} statement #{k}"
            if not check_keys(s, ["id", "session_id", "turn_index", "kind", "text"], sw):
                continue
            if s["id"] != f"{uid}-st{k}":
                err(f"{sw}: id should be {uid}-st{k}")
            all_ids[s["id"]] += 1
            if s["kind"] not in KINDS:
                err(f"{s['id']}: bad kind {s['kind']!r}")
            kinds_by_id[s["id"]] = s["kind"]
            st_kinds[s["kind"]] += 1
            if s["session_id"] not in user_turn_idx:
                err(f"{s['id']}: unknown session {s['session_id']!r}")
            elif not isinstance(s["turn_index"], int) or s["turn_index"] not in user_turn_idx[s["session_id"]]:
                err(f"{s['id']}: turn_index {s['turn_index']!r} is not a user turn of {s['session_id']}")
            if not isinstance(s["text"], str) or not s["text"].strip():
                err(f"{s['id']}: empty text")
        standing = {i for i, k in kinds_by_id.items() if k == "standing"}
        others = set(kinds_by_id) - standing
        if not standing:
            err(f"{where}: needs at least one standing statement")

        # probes
        probes = u["probes"]
        pk = Counter()
        for k, p in enumerate(probes if isinstance(probes, list) else [], start=1):
            pw = f"{where} probe #{k}"
            if not check_keys(p, ["id", "kind", "query", "expected", "must_not"], pw):
                continue
            if p["id"] != f"{uid}-p{k}":
                err(f"{pw}: id should be {uid}-p{k}")
            all_ids[p["id"]] += 1
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{p['id']}: empty query")
            exp, mn = p["expected"], p["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err(f"{p['id']}: expected/must_not must be lists")
                continue
            for ref in exp + mn:
                if ref not in kinds_by_id:
                    err(f"{p['id']}: {ref!r} is not a statement of {uid}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{p['id']}: duplicate ids in expected/must_not")
            if set(exp) & set(mn):
                err(f"{p['id']}: expected and must_not overlap")
            if p["kind"] == "unrelated":
                if set(exp) != standing:
                    err(f"{p['id']}: unrelated expected must be exactly the standing statements")
                if set(mn) != others:
                    err(f"{p['id']}: unrelated must_not must be exactly the non_standing and fact statements")
            elif p["kind"] == "related":
                if not exp:
                    err(f"{p['id']}: related probe needs expected statements")
                if mn:
                    err(f"{p['id']}: related must_not must be empty")
            else:
                err(f"{p['id']}: bad kind {p['kind']!r}")
            pk[p["kind"]] += 1
            probe_kinds[p["kind"]] += 1
        if pk["unrelated"] != 3:
            err(f"{where}: {pk['unrelated']} unrelated probes, need 3")
        if not 2 <= pk["related"] <= 4:
            err(f"{where}: {pk['related']} related probes, need 2 to 4")

    for i, c in all_ids.items():
        if c > 1:
            err(f"duplicate id {i}")
        if not i.startswith(PREFIX + "-"):
            err(f"id {i} lacks prefix {PREFIX}-")
    for lang, want in LANGS.items():
        if lang_count[lang] != want:
            err(f"{lang_count[lang]} users with lang {lang!r}, need {want}")

    counts = {
        "users": len(data["users"]),
        "users_by_lang": dict(lang_count),
        "users_by_session_count": {str(k): v for k, v in sorted(sessions_per_user.items())},
        "sessions": n_sessions,
        "turns": n_turns,
        "user_turns": n_user_turns,
        "statements": sum(st_kinds.values()),
        "statements_by_kind": dict(st_kinds),
        "probes": sum(probe_kinds.values()),
        "probes_by_kind": dict(probe_kinds),
    }
    return report(counts)


def report(counts):
    if counts:
        for k, v in counts.items():
            print(f"{k}: {v}")
    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "conversations.json"))
