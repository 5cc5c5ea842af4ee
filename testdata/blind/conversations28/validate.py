#!/usr/bin/env python3
"""Validate conversations.json of set c28 against the layout rules.

Prints counts and OK, or the list of problems and exits 1.
If the zoneinfo database is available, also checks that each session's
UTC offset matches the user's real local offset (daylight saving included),
using the zone named in the data files.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "c28"
LANGS = ("en", "zh", "mixed")
LO, HI = datetime(2026, 5, 1).date(), datetime(2026, 11, 25).date()
ISO = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$")

problems = []


def bad(msg):
    problems.append(msg)


def zones():
    """user_id -> zone name, from the data files (None if unavailable)."""
    try:
        sys.path.insert(0, HERE)
        import data_en, data_zh, data_mixed
        src = data_en.USERS + data_zh.USERS + data_mixed.USERS
        return {"%s-u%02d" % (PREFIX, i): u.get("zone") for i, u in enumerate(src, 1)}
    except Exception:
        return {}


def main():
    path = os.path.join(HERE, "conversations.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if set(data) != {"users"}:
        bad("top level keys must be exactly ['users'], got %s" % sorted(data))
    users = data.get("users", [])
    try:
        from zoneinfo import ZoneInfo
    except ImportError:
        ZoneInfo = None
    zmap = zones() if ZoneInfo else {}
    tz_checked = 0

    counts = Counter()
    lang_count = Counter()
    for ui, u in enumerate(users, 1):
        uid = "%s-u%02d" % (PREFIX, ui)
        if set(u) != {"user_id", "lang", "conversations", "statements", "probes"}:
            bad("%s: user keys %s" % (uid, sorted(u)))
        if u.get("user_id") != uid:
            bad("user %d: id %r, expected %r" % (ui, u.get("user_id"), uid))
        lang = u.get("lang")
        if lang not in LANGS:
            bad("%s: bad lang %r" % (uid, lang))
        lang_count[lang] += 1

        convs = u.get("conversations", [])
        if not 2 <= len(convs) <= 3:
            bad("%s: %d sessions (need 2-3)" % (uid, len(convs)))
        sessions = {}
        prev = None
        for si, c in enumerate(convs, 1):
            sid = "%s-s%d" % (uid, si)
            if set(c) != {"session_id", "start", "turns"}:
                bad("%s: session keys %s" % (sid, sorted(c)))
            if c.get("session_id") != sid:
                bad("%s: session id %r" % (sid, c.get("session_id")))
            start = c.get("start", "")
            if not ISO.match(start):
                bad("%s: start %r is not ISO 8601 with offset" % (sid, start))
            else:
                dt = datetime.fromisoformat(start)
                if not LO <= dt.date() <= HI:
                    bad("%s: date %s outside 2026-05-01..2026-11-25" % (sid, dt.date()))
                if prev is not None and dt <= prev:
                    bad("%s: sessions out of order" % sid)
                prev = dt
                zone = zmap.get(uid)
                if ZoneInfo and zone:
                    try:
                        real = dt.replace(tzinfo=None).replace(tzinfo=ZoneInfo(zone)).utcoffset()
                        tz_checked += 1
                        if real != dt.utcoffset():
                            bad("%s: offset %s but %s local offset on that date is %s"
                                % (sid, dt.utcoffset(), zone, real))
                    except Exception:
                        pass
            turns = c.get("turns", [])
            if len(turns) % 2 or not 2 <= len(turns) // 2 <= 5:
                bad("%s: %d turns (need 2-5 user/assistant pairs)" % (sid, len(turns)))
            for ti, t in enumerate(turns):
                want = "user" if ti % 2 == 0 else "assistant"
                if set(t) != {"role", "content"}:
                    bad("%s turn %d: keys %s" % (sid, ti, sorted(t)))
                if t.get("role") != want:
                    bad("%s turn %d: role %r, expected %r" % (sid, ti, t.get("role"), want))
                if not str(t.get("content", "")).strip():
                    bad("%s turn %d: empty content" % (sid, ti))
            sessions[sid] = turns
            counts["sessions"] += 1
            counts["turns"] += len(turns)

        sts = u.get("statements", [])
        kinds = Counter()
        ids = []
        for i, s in enumerate(sts, 1):
            stid = "%s-st%d" % (uid, i)
            if set(s) != {"id", "session_id", "turn_index", "kind", "text"}:
                bad("%s: statement keys %s" % (stid, sorted(s)))
            if s.get("id") != stid:
                bad("%s: statement id %r" % (stid, s.get("id")))
            ids.append(s.get("id"))
            turns = sessions.get(s.get("session_id"))
            ti = s.get("turn_index")
            if turns is None:
                bad("%s: unknown session %r" % (stid, s.get("session_id")))
            elif not isinstance(ti, int) or not 0 <= ti < len(turns):
                bad("%s: turn_index %r out of range" % (stid, ti))
            elif turns[ti].get("role") != "user":
                bad("%s: turn_index %d is not a user turn" % (stid, ti))
            if s.get("kind") not in ("standing", "non_standing", "fact"):
                bad("%s: bad kind %r" % (stid, s.get("kind")))
            if not str(s.get("text", "")).strip():
                bad("%s: empty text" % stid)
            kinds[s.get("kind")] += 1
        if len(set(ids)) != len(ids):
            bad("%s: duplicate statement ids" % uid)
        # statements listed in conversation order
        order = [(int(s["session_id"].rsplit("-s", 1)[1]), s["turn_index"]) for s in sts
                 if s.get("session_id") in sessions and isinstance(s.get("turn_index"), int)]
        if order != sorted(order):
            bad("%s: statements not in conversation order" % uid)
        if kinds["standing"] != 2:
            bad("%s: %d standing statements (need 2)" % (uid, kinds["standing"]))
        if kinds["non_standing"] != 2:
            bad("%s: %d non_standing statements (need 2)" % (uid, kinds["non_standing"]))
        if not 2 <= kinds["fact"] <= 4:
            bad("%s: %d fact statements (need 2-4)" % (uid, kinds["fact"]))
        for k in ("standing", "non_standing", "fact"):
            counts[k] += kinds[k]

        standing = [s["id"] for s in sts if s.get("kind") == "standing"]
        others = [s["id"] for s in sts if s.get("kind") != "standing"]
        pk = Counter()
        pids = []
        for i, p in enumerate(u.get("probes", []), 1):
            pid = "%s-p%d" % (uid, i)
            if set(p) != {"id", "kind", "query", "expected", "must_not"}:
                bad("%s: probe keys %s" % (pid, sorted(p)))
            if p.get("id") != pid:
                bad("%s: probe id %r" % (pid, p.get("id")))
            pids.append(p.get("id"))
            if not str(p.get("query", "")).strip():
                bad("%s: empty query" % pid)
            exp, mn = p.get("expected", []), p.get("must_not", [])
            for x in exp + mn:
                if x not in ids:
                    bad("%s: unknown statement %r" % (pid, x))
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                bad("%s: duplicate ids in lists" % pid)
            if p.get("kind") == "unrelated":
                if sorted(exp) != sorted(standing):
                    bad("%s: unrelated expected must be all standing %s" % (pid, standing))
                if sorted(mn) != sorted(others):
                    bad("%s: unrelated must_not must be all non_standing+fact" % pid)
            elif p.get("kind") == "related":
                if not exp:
                    bad("%s: related probe with empty expected" % pid)
                if mn:
                    bad("%s: related probe must_not must be empty" % pid)
                if exp and all(x in standing for x in exp):
                    bad("%s: related probe needs something beyond standing statements" % pid)
            else:
                bad("%s: bad probe kind %r" % (pid, p.get("kind")))
            pk[p.get("kind")] += 1
        if len(set(pids)) != len(pids):
            bad("%s: duplicate probe ids" % uid)
        if pk["unrelated"] != 3:
            bad("%s: %d unrelated probes (need 3)" % (uid, pk["unrelated"]))
        if not 2 <= pk["related"] <= 4:
            bad("%s: %d related probes (need 2-4)" % (uid, pk["related"]))
        counts["unrelated"] += pk["unrelated"]
        counts["related"] += pk["related"]

    if len(users) != 24:
        bad("%d users (need 24)" % len(users))
    for l in LANGS:
        if lang_count[l] != 8:
            bad("%d users with lang %s (need 8)" % (lang_count[l], l))

    print("users: %d (en %d, zh %d, mixed %d)" % (len(users), lang_count["en"],
                                                  lang_count["zh"], lang_count["mixed"]))
    print("sessions: %d, turns: %d" % (counts["sessions"], counts["turns"]))
    print("statements: %d (standing %d, non_standing %d, fact %d)" % (
        counts["standing"] + counts["non_standing"] + counts["fact"],
        counts["standing"], counts["non_standing"], counts["fact"]))
    print("probes: %d (unrelated %d, related %d)" % (
        counts["unrelated"] + counts["related"], counts["unrelated"], counts["related"]))
    print("utc offsets checked against zone rules: %d" % tz_checked)
    if problems:
        print("PROBLEMS (%d):" % len(problems))
        for p in problems:
            print("  " + p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
