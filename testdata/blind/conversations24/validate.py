#!/usr/bin/env python3
"""Validate conversations.json (Python 3 standard library only).

Usage: python3 validate.py [path/to/conversations.json]
Prints counts and OK, or the list of problems and exits with status 1.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

PREFIX = "c24"
LANGS = {"en": 8, "zh": 8, "mixed": 8}
KINDS = {"standing", "non_standing", "fact"}
PROBE_KINDS = {"unrelated", "related"}
START_MIN = datetime(2026, 5, 1).date()
END_MAX = datetime(2026, 11, 25).date()
UTC_MIN = datetime(2026, 4, 30, 10, 0, tzinfo=timezone.utc)   # 2026-05-01 00:00 at +14:00
UTC_MAX = datetime(2026, 11, 26, 12, 0, tzinfo=timezone.utc)  # 2026-11-25 24:00 at -12:00
START_RE = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$")
CJK_RE = re.compile(r"[\u3400-\u9fff]")
LATIN_RE = re.compile(r"[A-Za-z]{2,}")

errors = []


def err(msg):
    errors.append(msg)


def check_keys(obj, keys, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    missing = [k for k in keys if k not in obj]
    extra = [k for k in obj if k not in keys]
    if missing:
        err(f"{where}: missing keys {missing}")
    if extra:
        err(f"{where}: unexpected keys {extra}")
    return not missing


def nonempty_str(v):
    return isinstance(v, str) and v.strip() != ""


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "conversations.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)

    if not check_keys(data, ["users"], "top level") or not isinstance(data["users"], list):
        err("top level: 'users' must be a list")
        report(None)
        return

    all_ids = Counter()
    lang_count = Counter()
    n_sessions = n_turns = n_user_turns = n_statements = n_probes = 0
    kind_count = Counter()
    probe_count = Counter()

    for ui, user in enumerate(data["users"], 1):
        where = f"user #{ui}"
        if not check_keys(user, ["user_id", "lang", "conversations", "statements", "probes"], where):
            continue
        uid = user["user_id"]
        if uid != f"{PREFIX}-u{ui:02d}":
            err(f"{where}: user_id {uid!r} should be {PREFIX}-u{ui:02d}")
        where = uid
        all_ids[uid] += 1
        lang = user["lang"]
        if lang not in LANGS:
            err(f"{where}: bad lang {lang!r}")
        lang_count[lang] += 1

        # conversations
        convs = user["conversations"]
        if not isinstance(convs, list) or not 2 <= len(convs) <= 3:
            err(f"{where}: needs 2 or 3 conversations")
            convs = convs if isinstance(convs, list) else []
        user_turn_sets = {}
        prev = None
        user_text = []
        for ci, conv in enumerate(convs, 1):
            cw = f"{where} conversation #{ci}"
            if not check_keys(conv, ["session_id", "start", "turns"], cw):
                continue
            sid = conv["session_id"]
            if sid != f"{uid}-s{ci}":
                err(f"{cw}: session_id {sid!r} should be {uid}-s{ci}")
            all_ids[sid] += 1
            n_sessions += 1
            start = conv["start"]
            if not isinstance(start, str) or not START_RE.match(start):
                err(f"{sid}: start {start!r} not YYYY-MM-DDTHH:MM:SS+HH:MM")
            else:
                try:
                    dt = datetime.fromisoformat(start)
                except ValueError:
                    err(f"{sid}: start {start!r} not a valid time")
                    dt = None
                if dt is not None:
                    off = dt.utcoffset().total_seconds() / 3600
                    if not -12 <= off <= 14:
                        err(f"{sid}: offset {off} out of range")
                    if not START_MIN <= dt.date() <= END_MAX:
                        err(f"{sid}: date {dt.date()} outside 2026-05-01..2026-11-25")
                    if not UTC_MIN <= dt.astimezone(timezone.utc) <= UTC_MAX:
                        err(f"{sid}: instant outside range")
                    if prev is not None and dt <= prev:
                        err(f"{sid}: start not after previous session")
                    prev = dt
            turns = conv["turns"]
            if not isinstance(turns, list) or not turns:
                err(f"{sid}: turns must be a non-empty list")
                continue
            uturns = set()
            for ti, t in enumerate(turns):
                tw = f"{sid} turn {ti}"
                if not check_keys(t, ["role", "content"], tw):
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if t["role"] != want:
                    err(f"{tw}: role {t['role']!r}, expected {want!r} (turns alternate, user first)")
                if not nonempty_str(t["content"]):
                    err(f"{tw}: empty content")
                if t["role"] == "user":
                    uturns.add(ti)
                    user_text.append(t["content"])
            if turns and turns[-1].get("role") != "assistant":
                err(f"{sid}: last turn should be an assistant reply")
            if not 2 <= len(uturns) <= 5:
                err(f"{sid}: {len(uturns)} user turns, need 2 to 5")
            n_turns += len(turns)
            n_user_turns += len(uturns)
            user_turn_sets[sid] = uturns

        # language sanity on user turns
        joined = "\n".join(user_text)
        if lang == "en" and CJK_RE.search(joined):
            err(f"{where}: lang en but user turns contain CJK characters")
        if lang == "zh" and not CJK_RE.search(joined):
            err(f"{where}: lang zh but no CJK characters in user turns")
        if lang == "mixed":
            mixed_turns = sum(1 for t in user_text if CJK_RE.search(t) and LATIN_RE.search(t))
            if mixed_turns < len(user_text) / 2:
                err(f"{where}: lang mixed but fewer than half of user turns mix Chinese and English")

        # statements
        sts = user["statements"]
        if not isinstance(sts, list) or not sts:
            err(f"{where}: statements must be a non-empty list")
            sts = []
        st_kind = {}
        for si, st in enumerate(sts, 1):
            sw = f"{where} statement #{si}"
            if not check_keys(st, ["id", "session_id", "turn_index", "kind", "text"], sw):
                continue
            if st["id"] != f"{uid}-st{si}":
                err(f"{sw}: id {st['id']!r} should be {uid}-st{si}")
            all_ids[st["id"]] += 1
            if st["kind"] not in KINDS:
                err(f"{st['id']}: bad kind {st['kind']!r}")
            if not nonempty_str(st["text"]):
                err(f"{st['id']}: empty text")
            if st["session_id"] not in user_turn_sets:
                err(f"{st['id']}: session {st['session_id']!r} not one of this user's sessions")
            elif not isinstance(st["turn_index"], int) or isinstance(st["turn_index"], bool) \
                    or st["turn_index"] not in user_turn_sets[st["session_id"]]:
                err(f"{st['id']}: turn_index {st['turn_index']!r} is not a user turn of {st['session_id']}")
            st_kind[st["id"]] = st["kind"]
            kind_count[st["kind"]] += 1
            n_statements += 1
        standing = {i for i, k in st_kind.items() if k == "standing"}
        others = {i for i, k in st_kind.items() if k != "standing"}
        if not standing:
            err(f"{where}: needs at least one standing statement")

        # probes
        probes = user["probes"]
        if not isinstance(probes, list):
            err(f"{where}: probes must be a list")
            probes = []
        pk = Counter()
        for pi, p in enumerate(probes, 1):
            pw = f"{where} probe #{pi}"
            if not check_keys(p, ["id", "kind", "query", "expected", "must_not"], pw):
                continue
            if p["id"] != f"{uid}-p{pi}":
                err(f"{pw}: id {p['id']!r} should be {uid}-p{pi}")
            all_ids[p["id"]] += 1
            if p["kind"] not in PROBE_KINDS:
                err(f"{p['id']}: bad kind {p['kind']!r}")
            pk[p["kind"]] += 1
            if not nonempty_str(p["query"]):
                err(f"{p['id']}: empty query")
            exp, mn = p["expected"], p["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err(f"{p['id']}: expected and must_not must be lists")
                continue
            for ref in exp + mn:
                if ref not in st_kind:
                    err(f"{p['id']}: {ref!r} is not a statement of {uid}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{p['id']}: duplicate ids in expected or must_not")
            if set(exp) & set(mn):
                err(f"{p['id']}: id in both expected and must_not")
            if p["kind"] == "unrelated":
                if set(exp) != standing:
                    err(f"{p['id']}: unrelated probe expected must be exactly the standing statements")
                if set(mn) != others:
                    err(f"{p['id']}: unrelated probe must_not must be exactly the non_standing and fact statements")
            elif p["kind"] == "related":
                if not exp:
                    err(f"{p['id']}: related probe needs at least one expected statement")
                if mn:
                    err(f"{p['id']}: related probe must_not must be empty")
            n_probes += 1
        if pk["unrelated"] != 3:
            err(f"{where}: {pk['unrelated']} unrelated probes, need 3")
        if not 2 <= pk["related"] <= 4:
            err(f"{where}: {pk['related']} related probes, need 2 to 4")
        probe_count.update(pk)

    # global checks
    for i, c in all_ids.items():
        if c > 1:
            err(f"duplicate id {i!r}")
        if not i.startswith(PREFIX + "-"):
            err(f"id {i!r} lacks prefix {PREFIX}-")
    for lang, want in LANGS.items():
        if lang_count[lang] != want:
            err(f"{lang_count[lang]} users with lang {lang!r}, need {want}")

    counts = {
        "users": len(data["users"]),
        "users_by_lang": dict(lang_count),
        "sessions": n_sessions,
        "turns": n_turns,
        "user_turns": n_user_turns,
        "statements": n_statements,
        "statements_by_kind": dict(kind_count),
        "probes": n_probes,
        "probes_by_kind": dict(probe_count),
    }
    report(counts)


def report(counts):
    if counts:
        for k, v in counts.items():
            print(f"{k}: {v}")
    if errors:
        print(f"{len(errors)} problem(s):")
        for e in errors:
            print("  - " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
