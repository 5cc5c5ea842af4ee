#!/usr/bin/env python3
"""Check conversations.json against the brief's layout and rules; print counts and OK.
Python 3.11 standard library only."""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "c16"
errors = []


def err(msg):
    errors.append(msg)


def main():
    path = os.path.join(HERE, "conversations.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except Exception as e:  # noqa: BLE001
        print(f"FAIL: cannot load JSON: {e}")
        sys.exit(1)

    users = data.get("users")
    if not isinstance(users, list):
        print("FAIL: top-level 'users' list missing")
        sys.exit(1)

    seen_ids = set()

    def unique(i, what):
        if i in seen_ids:
            err(f"duplicate id {i} ({what})")
        seen_ids.add(i)

    langs = Counter()
    kinds = Counter()
    probe_kinds = Counter()
    n_conv = n_turns = n_user_turns = 0
    sessions_per_user = Counter()
    lo = datetime.fromisoformat("2026-06-01T00:00:00+14:00")
    hi = datetime.fromisoformat("2026-11-25T23:59:59-12:00")

    for u in users:
        uid = u.get("user_id", "")
        if not re.fullmatch(rf"{PREFIX}-u(0[1-9]|1[0-9]|2[0-4])", uid):
            err(f"bad user_id {uid!r}")
        unique(uid, "user")
        lang = u.get("lang")
        if lang not in ("en", "zh", "mixed"):
            err(f"{uid}: bad lang {lang!r}")
        langs[lang] += 1

        turns_by_session = {}
        convs = u.get("conversations", [])
        sessions_per_user[len(convs)] += 1
        for c in convs:
            sid = c.get("session_id", "")
            if not sid.startswith(uid + "-s"):
                err(f"{uid}: session id {sid!r} lacks user prefix")
            unique(sid, "session")
            try:
                st = datetime.fromisoformat(c["start"])
                if st.tzinfo is None:
                    err(f"{sid}: start has no UTC offset")
                elif not (lo <= st <= hi):
                    err(f"{sid}: start {c['start']} outside 2026-06-01..2026-11-25")
                if not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d", c["start"]):
                    err(f"{sid}: start {c['start']!r} not RFC 3339 with offset")
            except Exception as e:  # noqa: BLE001
                err(f"{sid}: bad start: {e}")
            turns = c.get("turns", [])
            if not turns:
                err(f"{sid}: no turns")
            for i, t in enumerate(turns):
                want = "user" if i % 2 == 0 else "assistant"
                if t.get("role") != want:
                    err(f"{sid}: turn {i} role {t.get('role')!r}, expected {want}")
                if not isinstance(t.get("content"), str) or not t["content"].strip():
                    err(f"{sid}: turn {i} empty content")
            turns_by_session[sid] = turns
            n_conv += 1
            n_turns += len(turns)
            n_user_turns += sum(1 for t in turns if t.get("role") == "user")

        st_kind = {}
        for s in u.get("statements", []):
            sid_ = s.get("id", "")
            if not sid_.startswith(uid + "-st"):
                err(f"{uid}: statement id {sid_!r} lacks user prefix")
            unique(sid_, "statement")
            k = s.get("kind")
            if k not in ("standing", "non_standing", "fact"):
                err(f"{sid_}: bad kind {k!r}")
            kinds[k] += 1
            st_kind[sid_] = k
            turns = turns_by_session.get(s.get("session_id"))
            ti = s.get("turn_index")
            if turns is None:
                err(f"{sid_}: unknown session {s.get('session_id')!r}")
            elif not isinstance(ti, int) or not (0 <= ti < len(turns)):
                err(f"{sid_}: turn_index {ti!r} out of range")
            elif turns[ti].get("role") != "user":
                err(f"{sid_}: turn_index {ti} is not a user turn")
            if not isinstance(s.get("text"), str) or not s["text"].strip():
                err(f"{sid_}: empty text")
        if "standing" not in st_kind.values():
            err(f"{uid}: no standing statement")

        standing = {i for i, k in st_kind.items() if k == "standing"}
        others = {i for i, k in st_kind.items() if k != "standing"}
        per_kind = Counter()
        for p in u.get("probes", []):
            pid = p.get("id", "")
            if not pid.startswith(uid + "-p"):
                err(f"{uid}: probe id {pid!r} lacks user prefix")
            unique(pid, "probe")
            pk = p.get("kind")
            per_kind[pk] += 1
            probe_kinds[pk] += 1
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                err(f"{pid}: empty query")
            exp, mn = p.get("expected", []), p.get("must_not", [])
            for x in exp + mn:
                if x not in st_kind:
                    err(f"{pid}: names unknown statement {x!r}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pid}: repeated statement ids")
            if set(exp) & set(mn):
                err(f"{pid}: statement both expected and must_not")
            if pk == "unrelated":
                if set(exp) != standing:
                    err(f"{pid}: unrelated probe must expect exactly all standing statements")
                if set(mn) != others:
                    err(f"{pid}: unrelated probe must_not must list all non_standing and fact statements")
            elif pk == "related":
                if not exp:
                    err(f"{pid}: related probe expects nothing")
                if mn:
                    err(f"{pid}: related probe must_not should be empty")
            else:
                err(f"{pid}: bad probe kind {pk!r}")
        if per_kind["unrelated"] != 3:
            err(f"{uid}: {per_kind['unrelated']} unrelated probes, want 3")
        if not (2 <= per_kind["related"] <= 4):
            err(f"{uid}: {per_kind['related']} related probes, want 2-4")

    # overall size and mix
    if len(users) != 24:
        err(f"{len(users)} users, want 24")
    for lang in ("en", "zh", "mixed"):
        if langs[lang] != 8:
            err(f"{langs[lang]} {lang} users, want 8")
    if n_conv < 60:
        err(f"{n_conv} conversations, want at least 60")
    if n_turns < 320:
        err(f"{n_turns} turns, want at least 320")
    one = sessions_per_user[1]
    few = sum(sessions_per_user[k] for k in (2, 3))
    many = sum(sessions_per_user[k] for k in (4, 5))
    if not (one and few and many):
        err("need users with 1, 2-3 and 4-5 sessions")

    print(f"users: {len(users)} (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
    print(f"sessions per user: 1 -> {one} users, 2-3 -> {few} users, 4-5 -> {many} users")
    print(f"conversations: {n_conv}")
    print(f"turns: {n_turns} (user {n_user_turns}, assistant {n_turns - n_user_turns})")
    print(f"statements: {sum(kinds.values())} (standing {kinds['standing']}, "
          f"non_standing {kinds['non_standing']}, fact {kinds['fact']})")
    print(f"probes: {sum(probe_kinds.values())} (unrelated {probe_kinds['unrelated']}, "
          f"related {probe_kinds['related']})")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAIL ({len(errors)} errors)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
