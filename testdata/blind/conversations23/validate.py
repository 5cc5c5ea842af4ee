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

PREFIX = "c23"
LANGS = ("en", "zh", "mixed")
USERS_PER_LANG = 8
KINDS = ("standing", "non_standing", "fact")
RANGE_START = "2026-05-01"
RANGE_END = "2026-11-25"
START_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$")

errors = []


def err(msg):
    errors.append(msg)


def check_keys(obj, keys, where):
    if not isinstance(obj, dict):
        err("%s: not an object" % where)
        return False
    got = set(obj)
    if got != set(keys):
        err("%s: keys %s, expected %s" % (where, sorted(got), sorted(keys)))
        return False
    return True


def nonempty_str(v):
    return isinstance(v, str) and v.strip() != ""


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "conversations.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)

    if not check_keys(data, ["users"], "top level") or not isinstance(data["users"], list):
        err("top level: 'users' must be a list")
        return report({})

    all_ids = Counter()
    counts = Counter()
    lang_count = Counter()

    for ui, user in enumerate(data["users"]):
        where = "users[%d]" % ui
        if not check_keys(user, ["user_id", "lang", "conversations", "statements", "probes"], where):
            continue
        uid = user["user_id"]
        if not isinstance(uid, str) or not re.fullmatch(r"%s-u\d{2}" % PREFIX, uid):
            err("%s: bad user_id %r" % (where, uid))
            continue
        where = uid
        all_ids[uid] += 1
        if user["lang"] not in LANGS:
            err("%s: bad lang %r" % (where, user["lang"]))
        lang_count[user["lang"]] += 1
        counts["users"] += 1

        # conversations
        convs = user["conversations"]
        if not isinstance(convs, list) or not 2 <= len(convs) <= 3:
            err("%s: needs 2 or 3 conversations" % where)
            convs = convs if isinstance(convs, list) else []
        sessions = {}
        prev = None
        for ci, conv in enumerate(convs):
            cw = "%s conversations[%d]" % (where, ci)
            if not check_keys(conv, ["session_id", "start", "turns"], cw):
                continue
            sid = conv["session_id"]
            if sid != "%s-s%d" % (uid, ci + 1):
                err("%s: session_id %r, expected %s-s%d" % (cw, sid, uid, ci + 1))
            all_ids[sid] += 1
            start = conv["start"]
            if not isinstance(start, str) or not START_RE.match(start):
                err("%s: start %r not ISO 8601 with UTC offset" % (cw, start))
            else:
                try:
                    dt = datetime.fromisoformat(start)
                except ValueError:
                    err("%s: start %r unparseable" % (cw, start))
                    dt = None
                if dt is not None:
                    off = dt.utcoffset().total_seconds() / 3600
                    if not -12 <= off <= 14:
                        err("%s: implausible UTC offset in %r" % (cw, start))
                    if not RANGE_START <= start[:10] <= RANGE_END:
                        err("%s: start %s outside %s..%s" % (cw, start, RANGE_START, RANGE_END))
                    if prev is not None and dt.astimezone(timezone.utc) <= prev:
                        err("%s: start %s not after previous session" % (cw, start))
                    prev = dt.astimezone(timezone.utc)
            turns = conv["turns"]
            if not isinstance(turns, list) or not turns:
                err("%s: turns must be a non-empty list" % cw)
                continue
            n_user = 0
            for ti, t in enumerate(turns):
                tw = "%s turns[%d]" % (cw, ti)
                if not check_keys(t, ["role", "content"], tw):
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if t["role"] != want:
                    err("%s: role %r, expected %r (turns must alternate, user first)" % (tw, t["role"], want))
                if not nonempty_str(t["content"]):
                    err("%s: empty content" % tw)
                if t["role"] == "user":
                    n_user += 1
            if not 2 <= n_user <= 5:
                err("%s: %d user turns, expected 2 to 5" % (cw, n_user))
            counts["sessions"] += 1
            counts["turns"] += len(turns)
            counts["user_turns"] += n_user
            sessions[sid] = turns

        # statements
        stmts = user["statements"]
        if not isinstance(stmts, list) or not stmts:
            err("%s: statements must be a non-empty list" % where)
            stmts = []
        kinds = {}
        for si, st in enumerate(stmts):
            sw = "%s statements[%d]" % (where, si)
            if not check_keys(st, ["id", "session_id", "turn_index", "kind", "text"], sw):
                continue
            if not isinstance(st["id"], str) or not re.fullmatch(r"%s-st\d+" % re.escape(uid), st["id"]):
                err("%s: bad id %r" % (sw, st["id"]))
            all_ids[st["id"]] += 1
            if st["kind"] not in KINDS:
                err("%s: bad kind %r" % (sw, st["kind"]))
            kinds[st["id"]] = st["kind"]
            counts["statements"] += 1
            counts["statements_" + str(st["kind"])] += 1
            if not nonempty_str(st["text"]):
                err("%s: empty text" % sw)
            turns = sessions.get(st["session_id"])
            if turns is None:
                err("%s: unknown session_id %r" % (sw, st["session_id"]))
                continue
            ti = st["turn_index"]
            if not isinstance(ti, int) or isinstance(ti, bool) or not 0 <= ti < len(turns):
                err("%s: turn_index %r out of range" % (sw, ti))
            elif turns[ti].get("role") != "user":
                err("%s: turn_index %d is not a user turn" % (sw, ti))
        standing = {i for i, k in kinds.items() if k == "standing"}
        others = {i for i, k in kinds.items() if k != "standing"}
        if not standing:
            err("%s: needs at least one standing statement" % where)

        # probes
        probes = user["probes"]
        if not isinstance(probes, list):
            err("%s: probes must be a list" % where)
            probes = []
        pk = Counter()
        for pi, p in enumerate(probes):
            pw = "%s probes[%d]" % (where, pi)
            if not check_keys(p, ["id", "kind", "query", "expected", "must_not"], pw):
                continue
            if not isinstance(p["id"], str) or not re.fullmatch(r"%s-p\d+" % re.escape(uid), p["id"]):
                err("%s: bad id %r" % (pw, p["id"]))
            all_ids[p["id"]] += 1
            if not nonempty_str(p["query"]):
                err("%s: empty query" % pw)
            exp, mn = p["expected"], p["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err("%s: expected and must_not must be lists" % pw)
                continue
            for ref in exp + mn:
                if ref not in kinds:
                    err("%s: reference %r is not a statement of %s" % (pw, ref, uid))
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err("%s: duplicate references" % pw)
            if set(exp) & set(mn):
                err("%s: a statement is both expected and must_not" % pw)
            pk[p["kind"]] += 1
            if p["kind"] == "unrelated":
                if set(exp) != standing:
                    err("%s: unrelated expected must be exactly the standing statements %s" % (pw, sorted(standing)))
                if set(mn) != others:
                    err("%s: unrelated must_not must be exactly the non_standing and fact statements %s" % (pw, sorted(others)))
            elif p["kind"] == "related":
                if not exp:
                    err("%s: related probe needs at least one expected statement" % pw)
                if mn:
                    err("%s: related probe must_not must be empty" % pw)
            else:
                err("%s: bad probe kind %r" % (pw, p["kind"]))
        if pk["unrelated"] != 3:
            err("%s: %d unrelated probes, expected 3" % (where, pk["unrelated"]))
        if not 2 <= pk["related"] <= 4:
            err("%s: %d related probes, expected 2 to 4" % (where, pk["related"]))
        counts["probes"] += sum(pk.values())
        counts["probes_unrelated"] += pk["unrelated"]
        counts["probes_related"] += pk["related"]

    for i, c in all_ids.items():
        if c > 1:
            err("duplicate id %s (%d times)" % (i, c))
    for lang in LANGS:
        if lang_count[lang] != USERS_PER_LANG:
            err("%d users with lang %r, expected %d" % (lang_count[lang], lang, USERS_PER_LANG))
    counts.update({"lang_" + k: v for k, v in lang_count.items()})
    return report(counts)


def report(counts):
    for key in ("users", "lang_en", "lang_zh", "lang_mixed", "sessions", "turns", "user_turns",
                "statements", "statements_standing", "statements_non_standing", "statements_fact",
                "probes", "probes_unrelated", "probes_related"):
        print("%-24s %d" % (key, counts.get(key, 0)))
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("FAILED (%d problems)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
