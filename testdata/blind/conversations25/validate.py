#!/usr/bin/env python3
"""Validate conversations.json (Python 3 standard library only).

Usage: python3 validate.py [path/to/conversations.json]
Prints counts and OK, or a list of problems and exits with status 1.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

PREFIX = "c25"
LANGS = ("en", "zh", "mixed")
USERS_PER_LANG = 8
KINDS = ("standing", "non_standing", "fact")
START_MIN = datetime(2026, 5, 1, 0, 0, tzinfo=timezone.utc)
END_MAX = datetime(2026, 11, 26, 0, 0, tzinfo=timezone.utc)  # exclusive
TIME_RE = re.compile(r"^2026-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$")

errors = []


def err(msg):
    errors.append(msg)


def check_keys(obj, keys, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    got = set(obj)
    if got != set(keys):
        err(f"{where}: keys {sorted(got)} != expected {sorted(keys)}")
        return False
    return True


def nonempty_str(x):
    return isinstance(x, str) and x.strip() != ""


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "conversations.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)

    if not check_keys(data, ["users"], "top level") or not isinstance(data["users"], list):
        print("\n".join(errors) or "top level: 'users' must be a list")
        sys.exit(1)

    all_ids = Counter()
    lang_count = Counter()
    n_sessions = n_turns = n_user_turns = 0
    kind_count = Counter()
    probe_count = Counter()
    expected_links = 0

    for u_no, user in enumerate(data["users"], 1):
        where = f"user #{u_no}"
        if not check_keys(user, ["user_id", "lang", "conversations", "statements", "probes"], where):
            continue
        uid = user["user_id"]
        if not (isinstance(uid, str) and re.fullmatch(rf"{PREFIX}-u\d\d", uid)):
            err(f"{where}: bad user_id {uid!r}")
            continue
        if uid != f"{PREFIX}-u{u_no:02d}":
            err(f"{uid}: expected user_id {PREFIX}-u{u_no:02d} at position {u_no}")
        all_ids[uid] += 1
        where = uid
        if user["lang"] not in LANGS:
            err(f"{where}: bad lang {user['lang']!r}")
        lang_count[user["lang"]] += 1

        # conversations
        convs = user["conversations"]
        if not isinstance(convs, list) or not 2 <= len(convs) <= 3:
            err(f"{where}: needs 2 or 3 conversations")
            convs = convs if isinstance(convs, list) else []
        sessions = {}
        prev = None
        for s_no, conv in enumerate(convs, 1):
            sw = f"{where} session #{s_no}"
            if not check_keys(conv, ["session_id", "start", "turns"], sw):
                continue
            sid = conv["session_id"]
            if sid != f"{uid}-s{s_no}":
                err(f"{sw}: session_id {sid!r} should be {uid}-s{s_no}")
            all_ids[sid] += 1
            sw = sid
            start = conv["start"]
            if not (isinstance(start, str) and TIME_RE.match(start)):
                err(f"{sw}: start {start!r} not ISO 8601 with UTC offset")
            else:
                try:
                    t = datetime.fromisoformat(start)
                except ValueError:
                    err(f"{sw}: unparseable start {start!r}")
                    t = None
                if t is not None:
                    local_day = t.date()
                    if not (START_MIN <= t < END_MAX) or not (
                            datetime(2026, 5, 1).date() <= local_day <= datetime(2026, 11, 25).date()):
                        err(f"{sw}: start {start} outside 2026-05-01..2026-11-25")
                    off = t.utcoffset().total_seconds() / 3600
                    if not -12 <= off <= 14:
                        err(f"{sw}: implausible offset {start}")
                    if prev is not None and t <= prev:
                        err(f"{sw}: start not after previous session")
                    prev = t
            turns = conv["turns"]
            if not isinstance(turns, list) or len(turns) % 2 or not 4 <= len(turns) <= 10:
                err(f"{sw}: turns must be 2-5 user/assistant pairs")
                turns = turns if isinstance(turns, list) else []
            for i, turn in enumerate(turns):
                if not check_keys(turn, ["role", "content"], f"{sw} turn {i}"):
                    continue
                want = "user" if i % 2 == 0 else "assistant"
                if turn["role"] != want:
                    err(f"{sw} turn {i}: role {turn['role']!r}, expected {want}")
                if not nonempty_str(turn["content"]):
                    err(f"{sw} turn {i}: empty content")
            sessions[sid] = turns
            n_sessions += 1
            n_turns += len(turns)
            n_user_turns += sum(1 for t_ in turns if isinstance(t_, dict) and t_.get("role") == "user")

        # statements
        stmts = user["statements"]
        if not isinstance(stmts, list) or not stmts:
            err(f"{where}: statements must be a non-empty list")
            stmts = []
        kinds = {}
        for st_no, st in enumerate(stmts, 1):
            stw = f"{where} statement #{st_no}"
            if not check_keys(st, ["id", "session_id", "turn_index", "kind", "text"], stw):
                continue
            if st["id"] != f"{uid}-st{st_no}":
                err(f"{stw}: id {st['id']!r} should be {uid}-st{st_no}")
            all_ids[st["id"]] += 1
            if st["kind"] not in KINDS:
                err(f"{stw}: bad kind {st['kind']!r}")
            kinds[st["id"]] = st["kind"]
            kind_count[st["kind"]] += 1
            if not nonempty_str(st["text"]):
                err(f"{stw}: empty text")
            turns = sessions.get(st["session_id"])
            ti = st["turn_index"]
            if turns is None:
                err(f"{stw}: unknown session {st['session_id']!r}")
            elif not isinstance(ti, int) or isinstance(ti, bool) or not 0 <= ti < len(turns):
                err(f"{stw}: turn_index {ti!r} out of range")
            elif turns[ti].get("role") != "user":
                err(f"{stw}: turn_index {ti} is not a user turn")
        c = Counter(kinds.values())
        if c["standing"] < 1:
            err(f"{where}: needs at least one standing statement")
        standing = {i for i, k in kinds.items() if k == "standing"}
        others = {i for i, k in kinds.items() if k != "standing"}

        # probes
        probes = user["probes"]
        if not isinstance(probes, list):
            err(f"{where}: probes must be a list")
            probes = []
        pk = Counter()
        for p_no, pr in enumerate(probes, 1):
            pw = f"{where} probe #{p_no}"
            if not check_keys(pr, ["id", "kind", "query", "expected", "must_not"], pw):
                continue
            if pr["id"] != f"{uid}-p{p_no}":
                err(f"{pw}: id {pr['id']!r} should be {uid}-p{p_no}")
            all_ids[pr["id"]] += 1
            if not nonempty_str(pr["query"]):
                err(f"{pw}: empty query")
            exp, mn = pr["expected"], pr["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err(f"{pw}: expected/must_not must be lists")
                continue
            for ref in exp + mn:
                if ref not in kinds:
                    err(f"{pw}: {ref!r} is not a statement of {uid}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pw}: duplicate ids in expected/must_not")
            if set(exp) & set(mn):
                err(f"{pw}: id in both expected and must_not")
            pk[pr["kind"]] += 1
            if pr["kind"] == "unrelated":
                if set(exp) != standing:
                    err(f"{pw}: unrelated expected must be exactly the standing statements")
                if set(mn) != others:
                    err(f"{pw}: unrelated must_not must be exactly the non_standing and fact statements")
            elif pr["kind"] == "related":
                if not exp:
                    err(f"{pw}: related probe needs expected statements")
                if mn:
                    err(f"{pw}: related probe must_not must be empty")
            else:
                err(f"{pw}: bad kind {pr['kind']!r}")
            expected_links += len(exp)
        if pk["unrelated"] != 3:
            err(f"{where}: {pk['unrelated']} unrelated probes, need 3")
        if not 2 <= pk["related"] <= 4:
            err(f"{where}: {pk['related']} related probes, need 2-4")
        probe_count.update(pk)

    dup = [i for i, n in all_ids.items() if n > 1]
    if dup:
        err(f"duplicate ids: {dup}")
    for lang in LANGS:
        if lang_count[lang] != USERS_PER_LANG:
            err(f"lang {lang}: {lang_count[lang]} users, need {USERS_PER_LANG}")
    if sum(lang_count.values()) != USERS_PER_LANG * len(LANGS):
        err(f"{sum(lang_count.values())} users, need {USERS_PER_LANG * len(LANGS)}")

    print(f"users: {len(data['users'])} ({', '.join(f'{l} {lang_count[l]}' for l in LANGS)})")
    print(f"sessions: {n_sessions}  turns: {n_turns}  user turns: {n_user_turns}")
    print(f"statements: {sum(kind_count.values())} "
          f"(standing {kind_count['standing']}, non_standing {kind_count['non_standing']}, fact {kind_count['fact']})")
    print(f"probes: {sum(probe_count.values())} "
          f"(unrelated {probe_count['unrelated']}, related {probe_count['related']}); "
          f"expected links: {expected_links}")
    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
