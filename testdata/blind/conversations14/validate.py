"""Validate conversations.json (standard library only). Prints counts and OK."""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "conversations.json")
PREFIX = "c14"
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$")
LO, HI = datetime.fromisoformat("2026-06-01T00:00:00+14:00"), datetime.fromisoformat("2026-11-25T23:59:59-12:00")

errors = []


def err(msg):
    errors.append(msg)


def main():
    with open(PATH, encoding="utf-8") as f:
        data = json.load(f)
    users = data.get("users")
    if not isinstance(users, list):
        print("users[] missing"); sys.exit(1)

    seen = set()

    def uniq(i, what):
        if i in seen:
            err(f"duplicate id {i} ({what})")
        seen.add(i)

    c = Counter()
    sessions_per_user = []
    for u in users:
        uid = u.get("user_id", "")
        uniq(uid, "user")
        if not re.fullmatch(rf"{PREFIX}-u\d\d", uid):
            err(f"bad user id {uid}")
        if u.get("lang") not in ("en", "zh", "mixed"):
            err(f"{uid}: bad lang")
        c["lang_" + str(u.get("lang"))] += 1
        sessions = {}
        convs = u.get("conversations", [])
        sessions_per_user.append(len(convs))
        prev_start = None
        for conv in convs:
            sid = conv.get("session_id", "")
            uniq(sid, "session")
            if not sid.startswith(uid + "-s"):
                err(f"{sid}: session id does not carry user id")
            st = conv.get("start", "")
            if not RFC3339.match(st):
                err(f"{sid}: start not RFC 3339 with offset: {st}")
            else:
                dt = datetime.fromisoformat(st)
                if not (LO <= dt <= HI) or dt.year != 2026:
                    err(f"{sid}: start outside 2026-06-01..2026-11-25")
                if prev_start and dt <= prev_start:
                    err(f"{sid}: sessions not in time order")
                prev_start = dt
            turns = conv.get("turns", [])
            if not turns or turns[0].get("role") != "user":
                err(f"{sid}: must start with a user turn")
            for i, t in enumerate(turns):
                want = "user" if i % 2 == 0 else "assistant"
                if t.get("role") != want:
                    err(f"{sid}: turn {i} should be {want}")
                if not isinstance(t.get("content"), str) or not t["content"].strip():
                    err(f"{sid}: turn {i} empty")
            sessions[sid] = turns
            c["conversations"] += 1
            c["turns"] += len(turns)
            c["user_turns"] += sum(1 for t in turns if t.get("role") == "user")

        kinds = {}
        labelled_turns = set()
        for s in u.get("statements", []):
            stid = s.get("id", "")
            uniq(stid, "statement")
            if not re.fullmatch(rf"{re.escape(uid)}-st\d+", stid):
                err(f"bad statement id {stid}")
            k = s.get("kind")
            if k not in ("standing", "non_standing", "fact"):
                err(f"{stid}: bad kind {k}")
            kinds[stid] = k
            c["st_" + str(k)] += 1
            turns = sessions.get(s.get("session_id"))
            ti = s.get("turn_index")
            if turns is None:
                err(f"{stid}: unknown session {s.get('session_id')}")
            elif not isinstance(ti, int) or not (0 <= ti < len(turns)) or turns[ti].get("role") != "user":
                err(f"{stid}: turn_index {ti} is not a user turn")
            else:
                labelled_turns.add((s["session_id"], ti))
            if not isinstance(s.get("text"), str) or not s["text"].strip():
                err(f"{stid}: empty text")
        c["user_turns_without_statement"] += sum(
            1 for sid, turns in sessions.items() for i, t in enumerate(turns)
            if t.get("role") == "user" and (sid, i) not in labelled_turns)
        standing = {i for i, k in kinds.items() if k == "standing"}
        others = set(kinds) - standing
        if not standing:
            err(f"{uid}: no standing statement")

        n_unrel = n_rel = 0
        for p in u.get("probes", []):
            pid = p.get("id", "")
            uniq(pid, "probe")
            if not re.fullmatch(rf"{re.escape(uid)}-p\d+", pid):
                err(f"bad probe id {pid}")
            if not isinstance(p.get("query"), str) or not p["query"].strip():
                err(f"{pid}: empty query")
            exp, mn = p.get("expected", []), p.get("must_not", [])
            for x in exp + mn:
                if x not in kinds:
                    err(f"{pid}: names unknown statement {x}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pid}: duplicate ids in lists")
            if p.get("kind") == "unrelated":
                n_unrel += 1
                if set(exp) != standing:
                    err(f"{pid}: unrelated expected must be all standing statements")
                if set(mn) != others:
                    err(f"{pid}: unrelated must_not must be all other statements")
            elif p.get("kind") == "related":
                n_rel += 1
                if not exp:
                    err(f"{pid}: related probe with empty expected")
                if mn:
                    err(f"{pid}: related probe must_not should be empty")
            else:
                err(f"{pid}: bad probe kind")
        if n_unrel != 3:
            err(f"{uid}: needs 3 unrelated probes, has {n_unrel}")
        if not 2 <= n_rel <= 4:
            err(f"{uid}: needs 2-4 related probes, has {n_rel}")
        c["probes_unrelated"] += n_unrel
        c["probes_related"] += n_rel

    c["users"] = len(users)
    buckets = Counter("1" if n == 1 else "2-3" if n <= 3 else "4-5" if n <= 5 else "6+"
                      for n in sessions_per_user)
    if c["users"] != 24:
        err("need 24 users")
    for lang in ("en", "zh", "mixed"):
        if c["lang_" + lang] != 8:
            err(f"need 8 {lang} users")
    if c["conversations"] < 60:
        err("need at least 60 conversations")
    if c["turns"] < 320:
        err("need at least 320 turns")
    for b in ("1", "2-3", "4-5"):
        if not buckets[b]:
            err(f"no users with {b} sessions")

    order = ["users", "lang_en", "lang_zh", "lang_mixed", "conversations", "turns", "user_turns",
             "user_turns_without_statement", "st_standing", "st_non_standing", "st_fact",
             "probes_unrelated", "probes_related"]
    for k in order:
        print(f"{k}: {c[k]}")
    print("users by session count:", ", ".join(f"{b}: {buckets[b]}" for b in ("1", "2-3", "4-5")))
    print("statements total:", c["st_standing"] + c["st_non_standing"] + c["st_fact"])
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
