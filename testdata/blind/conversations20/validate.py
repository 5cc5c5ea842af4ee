#!/usr/bin/env python3
"""Validate conversations.json (Python 3 standard library only).

Checks the layout, id formats and uniqueness, that every statement points at a
user turn, that every referenced id exists, the size targets of the brief, and
the definition of unrelated probes. Prints the counts and OK, or the errors.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime, date

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "conversations.json")
P = "c20"

LANGS = ("en", "zh", "mixed")
ST_KINDS = ("standing", "non_standing", "fact")
PR_KINDS = ("unrelated", "related")
FIRST, LAST = date(2026, 5, 1), date(2026, 11, 25)
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$")

# size targets (the brief gives "about" figures; these are the accepted bands)
USERS_PER_LANG = 8
SESSIONS_PER_USER = (1, 5)
USER_TURNS_TOTAL = (165, 195)
STANDING_TOTAL = (45, 50)
NON_STANDING_TOTAL = (40, 50)
FACT_TOTAL = (45, 56)
UNRELATED_PER_USER = 3
RELATED_PER_USER = (2, 4)

errors = []


def err(msg):
    errors.append(msg)


def keys_exact(obj, keys, where):
    if not isinstance(obj, dict):
        err("%s: not an object" % where)
        return False
    if set(obj) != set(keys):
        err("%s: keys %s, expected %s" % (where, sorted(obj), sorted(keys)))
        return False
    return True


def main():
    with open(PATH, encoding="utf-8") as f:
        data = json.load(f)
    if not keys_exact(data, ["users"], "top level") or not isinstance(data["users"], list):
        err("top level must be {\"users\": [...]}")
        return None

    all_ids = Counter()
    lang_count = Counter()
    kind_count = Counter()
    probe_count = Counter()
    n_sessions = n_turns = n_user_turns = 0
    session_user_turns = Counter()

    for ui, u in enumerate(data["users"], 1):
        where = "user #%d" % ui
        if not keys_exact(u, ["user_id", "lang", "conversations", "statements", "probes"], where):
            continue
        uid = u["user_id"]
        where = uid
        if uid != "%s-u%02d" % (P, ui):
            err("%s: user_id should be %s-u%02d" % (uid, P, ui))
        all_ids[uid] += 1
        if u["lang"] not in LANGS:
            err("%s: bad lang %r" % (uid, u["lang"]))
        lang_count[u["lang"]] += 1

        # conversations
        convs = u["conversations"]
        if not isinstance(convs, list) or not (SESSIONS_PER_USER[0] <= len(convs) <= SESSIONS_PER_USER[1]):
            err("%s: needs %d-%d sessions" % (uid, *SESSIONS_PER_USER))
            convs = convs if isinstance(convs, list) else []
        sessions = {}
        prev_start = None
        for si, c in enumerate(convs, 1):
            w = "%s session #%d" % (uid, si)
            if not keys_exact(c, ["session_id", "start", "turns"], w):
                continue
            sid = c["session_id"]
            if sid != "%s-s%d" % (uid, si):
                err("%s: session_id %s should be %s-s%d" % (w, sid, uid, si))
            all_ids[sid] += 1
            n_sessions += 1
            st = c["start"]
            if not isinstance(st, str) or not RFC3339.match(st):
                err("%s: start %r is not RFC 3339 with offset" % (sid, st))
            else:
                dt = datetime.fromisoformat(st.replace("Z", "+00:00"))
                if dt.utcoffset() is None:
                    err("%s: start has no UTC offset" % sid)
                if not (FIRST <= dt.date() <= LAST):
                    err("%s: start %s outside %s..%s" % (sid, st, FIRST, LAST))
                if prev_start is not None and dt <= prev_start:
                    err("%s: sessions not in chronological order" % sid)
                prev_start = dt
            turns = c["turns"]
            if not isinstance(turns, list) or not turns:
                err("%s: no turns" % sid)
                turns = []
            for ti, t in enumerate(turns):
                if not keys_exact(t, ["role", "content"], "%s turn %d" % (sid, ti)):
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if t["role"] != want:
                    err("%s turn %d: role %r, expected %r (turns alternate, user first)" % (sid, ti, t["role"], want))
                if not isinstance(t["content"], str) or not t["content"].strip():
                    err("%s turn %d: empty content" % (sid, ti))
                n_turns += 1
                if t["role"] == "user":
                    n_user_turns += 1
                    session_user_turns[sid] += 1
            if turns and turns[-1].get("role") == "user":
                err("%s: last user turn is not followed by an assistant turn" % sid)
            sessions[sid] = turns

        # statements
        st_ids = {}
        for si, s in enumerate(u["statements"], 1):
            w = "%s statement #%d" % (uid, si)
            if not keys_exact(s, ["id", "session_id", "turn_index", "kind", "text"], w):
                continue
            if s["id"] != "%s-st%d" % (uid, si):
                err("%s: id %s should be %s-st%d" % (w, s["id"], uid, si))
            all_ids[s["id"]] += 1
            st_ids[s["id"]] = s["kind"]
            if s["kind"] not in ST_KINDS:
                err("%s: bad kind %r" % (s["id"], s["kind"]))
            kind_count[s["kind"]] += 1
            if not isinstance(s["text"], str) or not s["text"].strip():
                err("%s: empty text" % s["id"])
            turns = sessions.get(s["session_id"])
            if turns is None:
                err("%s: unknown session %s" % (s["id"], s["session_id"]))
                continue
            ti = s["turn_index"]
            if not isinstance(ti, int) or isinstance(ti, bool) or not (0 <= ti < len(turns)):
                err("%s: turn_index %r out of range" % (s["id"], ti))
            elif turns[ti].get("role") != "user":
                err("%s: turn_index %d is not a user turn" % (s["id"], ti))
        standing = {i for i, k in st_ids.items() if k == "standing"}
        others = {i for i, k in st_ids.items() if k != "standing"}
        if not standing:
            err("%s: no standing statement" % uid)

        # probes
        n_unrel = n_rel = 0
        for pi, p in enumerate(u["probes"], 1):
            w = "%s probe #%d" % (uid, pi)
            if not keys_exact(p, ["id", "kind", "query", "expected", "must_not"], w):
                continue
            pid = p["id"]
            if pid != "%s-p%d" % (uid, pi):
                err("%s: id %s should be %s-p%d" % (w, pid, uid, pi))
            all_ids[pid] += 1
            if not isinstance(p["query"], str) or not p["query"].strip():
                err("%s: empty query" % pid)
            exp, mn = p["expected"], p["must_not"]
            if not isinstance(exp, list) or not isinstance(mn, list):
                err("%s: expected/must_not must be lists" % pid)
                continue
            for ref in exp + mn:
                if ref not in st_ids:
                    err("%s: references unknown statement %r" % (pid, ref))
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err("%s: duplicate ids in expected or must_not" % pid)
            if set(exp) & set(mn):
                err("%s: an id is both expected and must_not" % pid)
            if p["kind"] == "unrelated":
                n_unrel += 1
                if set(exp) != standing:
                    err("%s: unrelated expected must be exactly the user's standing statements" % pid)
                if set(mn) != others:
                    err("%s: unrelated must_not must be exactly the user's non_standing and fact statements" % pid)
            elif p["kind"] == "related":
                n_rel += 1
                if not exp:
                    err("%s: related probe with empty expected" % pid)
                if mn:
                    err("%s: related probe must have empty must_not" % pid)
            else:
                err("%s: bad kind %r" % (pid, p["kind"]))
            probe_count[p["kind"]] += 1
        if n_unrel != UNRELATED_PER_USER:
            err("%s: %d unrelated probes, need %d" % (uid, n_unrel, UNRELATED_PER_USER))
        if not (RELATED_PER_USER[0] <= n_rel <= RELATED_PER_USER[1]):
            err("%s: %d related probes, need %d-%d" % (uid, n_rel, *RELATED_PER_USER))

    dups = [i for i, c in all_ids.items() if c > 1]
    if dups:
        err("duplicate ids: %s" % ", ".join(sorted(dups)))

    n_users = len(data["users"])
    if n_users != USERS_PER_LANG * len(LANGS):
        err("%d users, need %d" % (n_users, USERS_PER_LANG * len(LANGS)))
    for lg in LANGS:
        if lang_count[lg] != USERS_PER_LANG:
            err("%d users with lang %s, need %d" % (lang_count[lg], lg, USERS_PER_LANG))

    def band(name, value, lohi):
        if not (lohi[0] <= value <= lohi[1]):
            err("%s = %d, outside %d-%d" % (name, value, lohi[0], lohi[1]))

    band("user turns", n_user_turns, USER_TURNS_TOTAL)
    band("standing statements", kind_count["standing"], STANDING_TOTAL)
    band("non_standing statements", kind_count["non_standing"], NON_STANDING_TOTAL)
    band("fact statements", kind_count["fact"], FACT_TOTAL)

    per_session = sorted(session_user_turns.values())
    print("users: %d (en %d, zh %d, mixed %d)" % (n_users, lang_count["en"], lang_count["zh"], lang_count["mixed"]))
    print("sessions: %d" % n_sessions)
    print("turns: %d (user %d, assistant %d)" % (n_turns, n_user_turns, n_turns - n_user_turns))
    if per_session:
        print("user turns per session: min %d, max %d, mean %.1f" % (
            per_session[0], per_session[-1], sum(per_session) / len(per_session)))
    print("statements: %d (standing %d, non_standing %d, fact %d)" % (
        sum(kind_count.values()), kind_count["standing"], kind_count["non_standing"], kind_count["fact"]))
    print("probes: %d (unrelated %d, related %d)" % (
        sum(probe_count.values()), probe_count["unrelated"], probe_count["related"]))
    return None


if __name__ == "__main__":
    main()
    if errors:
        for e in errors:
            print("ERROR:", e)
        print("FAILED (%d errors)" % len(errors))
        sys.exit(1)
    print("OK")
