#!/usr/bin/env python3
"""Validate conversations.json (standard library only). Prints counts and OK."""
import collections
import datetime
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "c17"
errors = []


def err(msg):
    errors.append(msg)


def main():
    path = os.path.join(HERE, "conversations.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    users = data.get("users")
    if not isinstance(users, list):
        print("FAIL: no users list")
        sys.exit(1)

    lo = datetime.datetime(2026, 6, 1, tzinfo=datetime.timezone.utc)
    hi = datetime.datetime(2026, 11, 26, tzinfo=datetime.timezone.utc)
    all_ids = set()
    langs = collections.Counter()
    kinds = collections.Counter()
    pkinds = collections.Counter()
    n_conv = n_turns = n_user_turns = 0
    sess_hist = collections.Counter()

    def unique(i, what):
        if i in all_ids:
            err(f"duplicate id {i} ({what})")
        all_ids.add(i)

    for u in users:
        uid = u.get("user_id", "")
        unique(uid, "user")
        if not uid.startswith(PREFIX + "-u"):
            err(f"bad user id {uid}")
        if u.get("lang") not in ("en", "zh", "mixed"):
            err(f"{uid}: bad lang")
        langs[u.get("lang")] += 1
        convs = u.get("conversations", [])
        sess_hist[len(convs)] += 1
        turns_by_sid = {}
        prev_start = None
        for c in convs:
            sid = c["session_id"]
            unique(sid, "session")
            if not sid.startswith(uid + "-s"):
                err(f"{sid}: session id does not carry user id")
            try:
                st = datetime.datetime.fromisoformat(c["start"])
            except ValueError:
                err(f"{sid}: start not RFC 3339")
                continue
            if st.tzinfo is None or "T" not in c["start"]:
                err(f"{sid}: start lacks offset or T")
            elif not (lo <= st < hi):
                err(f"{sid}: start {c['start']} outside 2026-06-01..2026-11-25")
            if prev_start and st <= prev_start:
                err(f"{sid}: sessions not in chronological order")
            prev_start = st
            turns = c.get("turns", [])
            if not turns:
                err(f"{sid}: no turns")
            for i, t in enumerate(turns):
                want = "user" if i % 2 == 0 else "assistant"
                if t.get("role") != want:
                    err(f"{sid} turn {i}: role {t.get('role')} expected {want}")
                if not isinstance(t.get("content"), str) or not t["content"].strip():
                    err(f"{sid} turn {i}: empty content")
            turns_by_sid[sid] = turns
            n_conv += 1
            n_turns += len(turns)
            n_user_turns += sum(1 for t in turns if t.get("role") == "user")

        stmts = u.get("statements", [])
        st_kind = {}
        for s in stmts:
            unique(s["id"], "statement")
            if not s["id"].startswith(uid + "-st"):
                err(f"{s['id']}: statement id does not carry user id")
            if s.get("kind") not in ("standing", "non_standing", "fact"):
                err(f"{s['id']}: bad kind")
            turns = turns_by_sid.get(s.get("session_id"))
            if turns is None:
                err(f"{s['id']}: unknown session {s.get('session_id')}")
            else:
                ti = s.get("turn_index")
                if not isinstance(ti, int) or not (0 <= ti < len(turns)) or turns[ti]["role"] != "user":
                    err(f"{s['id']}: turn_index {ti} is not a user turn")
            if not s.get("text", "").strip():
                err(f"{s['id']}: empty text")
            st_kind[s["id"]] = s.get("kind")
            kinds[s.get("kind")] += 1
        standing = {i for i, k in st_kind.items() if k == "standing"}
        others = set(st_kind) - standing
        if not standing:
            err(f"{uid}: no standing statement")

        pk = collections.Counter()
        for p in u.get("probes", []):
            unique(p["id"], "probe")
            if not p["id"].startswith(uid + "-p"):
                err(f"{p['id']}: probe id does not carry user id")
            if not p.get("query", "").strip():
                err(f"{p['id']}: empty query")
            exp, mn = p.get("expected", []), p.get("must_not", [])
            for i in exp + mn:
                if i not in st_kind:
                    err(f"{p['id']}: names unknown statement {i}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{p['id']}: repeated ids")
            if p.get("kind") == "unrelated":
                if set(exp) != standing:
                    err(f"{p['id']}: unrelated expected must be all standing statements")
                if set(mn) != others:
                    err(f"{p['id']}: unrelated must_not must be all other statements")
            elif p.get("kind") == "related":
                if not exp:
                    err(f"{p['id']}: related probe without expected")
                if mn:
                    err(f"{p['id']}: related must_not must be empty")
            else:
                err(f"{p['id']}: bad probe kind")
            pk[p.get("kind")] += 1
            pkinds[p.get("kind")] += 1
        if pk["unrelated"] != 3:
            err(f"{uid}: {pk['unrelated']} unrelated probes, want 3")
        if not (2 <= pk["related"] <= 4):
            err(f"{uid}: {pk['related']} related probes, want 2-4")

    # size and mix
    if len(users) != 24:
        err(f"{len(users)} users, want 24")
    if (langs["en"], langs["zh"], langs["mixed"]) != (8, 8, 8):
        err(f"language mix {dict(langs)}, want 8/8/8")
    if n_conv < 60:
        err(f"{n_conv} conversations, want >= 60")
    if n_turns < 320:
        err(f"{n_turns} turns, want >= 320")
    if not any(k == 1 for k in sess_hist) or not any(k in (2, 3) for k in sess_hist) \
            or not any(k in (4, 5) for k in sess_hist):
        err(f"session-count mix missing a band: {dict(sess_hist)}")

    print(f"users: {len(users)} (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
    print("users by session count: " + ", ".join(f"{k}: {v}" for k, v in sorted(sess_hist.items())))
    print(f"conversations: {n_conv}")
    print(f"turns: {n_turns} (user {n_user_turns})")
    print(f"statements: {sum(kinds.values())} (standing {kinds['standing']}, "
          f"non_standing {kinds['non_standing']}, fact {kinds['fact']})")
    print(f"probes: {sum(pkinds.values())} (unrelated {pkinds['unrelated']}, related {pkinds['related']})")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("FAIL")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
