#!/usr/bin/env python3
"""Check conversations.json of the c27 set against the layout rules in the brief."""
import json
import os
import re
import sys
from collections import Counter
from datetime import date, datetime, timedelta

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "c27"
LO, HI = date(2026, 5, 1), date(2026, 11, 25)

# Local UTC offset rules per user (city), DST included.
def _nth_sunday(y, m, n):
    d = date(y, m, 1)
    d += timedelta(days=(6 - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)

def _last_sunday(y, m):
    d = date(y, m + 1, 1) - timedelta(days=1)
    return d - timedelta(days=(d.weekday() + 1) % 7)

def na(std):   # North America: 2nd Sun Mar .. 1st Sun Nov
    return lambda d: std + 1 if _nth_sunday(d.year, 3, 2) <= d < _nth_sunday(d.year, 11, 1) else std

def eu(std):   # Europe: last Sun Mar .. last Sun Oct
    return lambda d: std + 1 if _last_sunday(d.year, 3) <= d < _last_sunday(d.year, 10) else std

def au(std):   # south-east Australia: 1st Sun Oct .. 1st Sun Apr
    return lambda d: std + 1 if (d >= _nth_sunday(d.year, 10, 1) or d < _nth_sunday(d.year, 4, 1)) else std

def fixed(h):
    return lambda d: h

TZ = {
    1: na(-6),      # Winnipeg
    2: eu(0),       # Leicester
    3: eu(0),       # Dublin
    4: fixed(5.5),  # Pune
    5: au(10),      # Melbourne
    6: fixed(1),    # Lagos
    7: na(-7),      # Salt Lake City
    8: fixed(2),    # Cape Town
    **{n: fixed(8) for n in range(9, 18)},  # Shanghai .. Beijing, Singapore
    18: eu(1),      # Munich
    19: fixed(8),   # Kuala Lumpur
    20: na(-8),     # Vancouver
    21: fixed(8),   # Hong Kong
    22: fixed(8),   # Perth
    23: na(-5),     # New York
    24: fixed(8),   # Shanghai
}

problems = []

def bad(msg):
    problems.append(msg)


def check_ids(items, key, fmt, where):
    ids = [it.get(key) for it in items]
    want = [fmt(i) for i in range(1, len(items) + 1)]
    if ids != want:
        bad(f"{where}: {key}s {ids} should be {want}")


def main():
    path = os.path.join(HERE, "conversations.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except Exception as e:  # noqa: BLE001
        print(f"cannot read {path}: {e}")
        sys.exit(1)
    if not isinstance(data, dict) or set(data) != {"users"} or not isinstance(data["users"], list):
        print('top level must be {"users": [...]}')
        sys.exit(1)
    users = data["users"]
    check_ids(users, "user_id", lambda i: f"{PREFIX}-u{i:02d}", "users")
    langs = Counter()
    c = Counter()
    for n, u in enumerate(users, 1):
        uid = u.get("user_id", f"#{n}")
        if set(u) != {"user_id", "lang", "conversations", "statements", "probes"}:
            bad(f"{uid}: keys {sorted(u)}")
            continue
        if u["lang"] not in ("en", "zh", "mixed"):
            bad(f"{uid}: bad lang {u['lang']!r}")
        langs[u["lang"]] += 1
        convs = u["conversations"]
        if not 2 <= len(convs) <= 3:
            bad(f"{uid}: {len(convs)} sessions (need 2-3)")
        check_ids(convs, "session_id", lambda i: f"{uid}-s{i}", uid)
        prev = None
        turns_of = {}
        for cv in convs:
            sid = cv.get("session_id")
            if set(cv) != {"session_id", "start", "turns"}:
                bad(f"{sid}: keys {sorted(cv)}")
                continue
            st = cv["start"]
            if not isinstance(st, str) or not re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?[+-]\d\d:\d\d", st):
                bad(f"{sid}: start {st!r} not ISO 8601 with offset")
            else:
                dt = datetime.fromisoformat(st)
                if not LO <= dt.date() <= HI:
                    bad(f"{sid}: date {dt.date()} outside {LO}..{HI}")
                if prev and dt <= prev:
                    bad(f"{sid}: start not after previous session")
                prev = dt
                off = dt.utcoffset().total_seconds() / 3600
                rule = TZ.get(n)
                if rule and off != rule(dt.date()):
                    bad(f"{sid}: offset {off:+g}h, expected {rule(dt.date()):+g}h for that date")
            turns = cv["turns"]
            turns_of[sid] = turns
            if not isinstance(turns, list) or len(turns) % 2 or not 4 <= len(turns) <= 10:
                bad(f"{sid}: {len(turns)} turns (need 2-5 user/assistant pairs)")
            for i, t in enumerate(turns):
                want = "user" if i % 2 == 0 else "assistant"
                if not isinstance(t, dict) or set(t) != {"role", "content"}:
                    bad(f"{sid} turn {i}: keys")
                    continue
                if t["role"] != want:
                    bad(f"{sid} turn {i}: role {t['role']} (want {want})")
                if not isinstance(t["content"], str) or not t["content"].strip():
                    bad(f"{sid} turn {i}: empty content")
            c["sessions"] += 1
            c["turns"] += len(turns)
        sts = u["statements"]
        check_ids(sts, "id", lambda i: f"{uid}-st{i}", uid)
        kinds = Counter()
        for s in sts:
            sid = s.get("session_id")
            if set(s) != {"id", "session_id", "turn_index", "kind", "text"}:
                bad(f"{s.get('id')}: keys {sorted(s)}")
                continue
            if sid not in turns_of:
                bad(f"{s['id']}: unknown session {sid}")
            else:
                ti = s["turn_index"]
                tl = turns_of[sid]
                if not isinstance(ti, int) or not 0 <= ti < len(tl) or tl[ti].get("role") != "user":
                    bad(f"{s['id']}: turn_index {ti} is not a user turn of {sid}")
            if s["kind"] not in ("standing", "non_standing", "fact"):
                bad(f"{s['id']}: bad kind {s['kind']!r}")
            if not isinstance(s["text"], str) or not s["text"].strip():
                bad(f"{s['id']}: empty text")
            kinds[s["kind"]] += 1
        if kinds["standing"] != 2:
            bad(f"{uid}: {kinds['standing']} standing (need 2)")
        if kinds["non_standing"] != 2:
            bad(f"{uid}: {kinds['non_standing']} non_standing (need 2)")
        if not 2 <= kinds["fact"] <= 4:
            bad(f"{uid}: {kinds['fact']} facts (need 2-4)")
        c.update({f"st_{k}": v for k, v in kinds.items()})
        order = [s.get("id") for s in sts]
        standing = [s["id"] for s in sts if s.get("kind") == "standing"]
        others = [s["id"] for s in sts if s.get("kind") in ("non_standing", "fact")]
        allids = set(order)
        prs = u["probes"]
        check_ids(prs, "id", lambda i: f"{uid}-p{i}", uid)
        pk = Counter()
        for p in prs:
            if set(p) != {"id", "kind", "query", "expected", "must_not"}:
                bad(f"{p.get('id')}: keys {sorted(p)}")
                continue
            pk[p["kind"]] += 1
            if not isinstance(p["query"], str) or not p["query"].strip():
                bad(f"{p['id']}: empty query")
            if not isinstance(p["expected"], list) or not isinstance(p["must_not"], list):
                bad(f"{p['id']}: expected / must_not must be lists")
                continue
            if len(set(p["expected"])) != len(p["expected"]):
                bad(f"{p['id']}: duplicate ids in expected")
            if p["kind"] == "unrelated":
                if sorted(p["expected"]) != sorted(standing):
                    bad(f"{p['id']}: expected must be all standing {standing}")
                if sorted(p["must_not"]) != sorted(others):
                    bad(f"{p['id']}: must_not must be all non_standing and facts")
            elif p["kind"] == "related":
                if not p["expected"]:
                    bad(f"{p['id']}: related probe with empty expected")
                if not set(p["expected"]) <= allids:
                    bad(f"{p['id']}: expected ids not among {uid}'s statements")
                if p["must_not"]:
                    bad(f"{p['id']}: related probe must_not must be empty")
            else:
                bad(f"{p['id']}: bad kind {p['kind']!r}")
        if pk["unrelated"] != 3:
            bad(f"{uid}: {pk['unrelated']} unrelated probes (need 3)")
        if not 2 <= pk["related"] <= 4:
            bad(f"{uid}: {pk['related']} related probes (need 2-4)")
        c.update({f"pr_{k}": v for k, v in pk.items()})
    for lg in ("en", "zh", "mixed"):
        if langs[lg] != 8:
            bad(f"{langs[lg]} users with lang {lg} (need 8)")
    if len(users) != 24:
        bad(f"{len(users)} users (need 24)")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        print(f"{len(problems)} problem(s)")
        sys.exit(1)
    print(f"users: {len(users)} (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
    print(f"sessions: {c['sessions']}, turns: {c['turns']}")
    nst = c['st_standing'] + c['st_non_standing'] + c['st_fact']
    print(f"statements: {nst} (standing {c['st_standing']}, non_standing {c['st_non_standing']}, fact {c['st_fact']})")
    print(f"probes: {c['pr_unrelated'] + c['pr_related']} (unrelated {c['pr_unrelated']}, related {c['pr_related']})")
    print("OK")


if __name__ == "__main__":
    main()
