#!/usr/bin/env python3
"""Validate conversations.json (stdlib only). Prints counts and OK, or problems and exits 1.

UTC offsets are checked against the city of each session (taken from the data_*.py
files, where a session may override the user's city) using the 2026 rules:
North American DST (2nd Sun Mar 02:00 local .. 1st Sun Nov 02:00 local),
EU DST (last Sun Mar 01:00 UTC .. last Sun Oct 01:00 UTC),
south-east Australian DST (1st Sun Oct 02:00 std .. 1st Sun Apr 03:00 DST),
fixed offsets elsewhere.
"""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

PREFIX = "c31"
LANGS = ("en", "zh", "mixed")
KINDS = ("standing", "non_standing", "fact")
FIRST = dt.date(2026, 5, 1)
LAST = dt.date(2026, 11, 25)

# city -> (rule, standard offset in minutes)
CITIES = {
    "Toronto": ("NA", -300), "Denver": ("NA", -420), "Vancouver": ("NA", -480),
    "San Francisco": ("NA", -480), "Phoenix": ("FIXED", -420),
    "Dublin": ("EU", 0), "London": ("EU", 0),
    "Sydney": ("AU", 600), "Melbourne": ("AU", 600),
    "Nairobi": ("FIXED", 180), "Mumbai": ("FIXED", 330),
    "Singapore": ("FIXED", 480), "Kuala Lumpur": ("FIXED", 480),
    "Beijing": ("FIXED", 480), "Shanghai": ("FIXED", 480), "Chengdu": ("FIXED", 480),
    "Guangzhou": ("FIXED", 480), "Shenzhen": ("FIXED", 480), "Yinchuan": ("FIXED", 480),
    "Hong Kong": ("FIXED", 480), "Taipei": ("FIXED", 480), "Hsinchu": ("FIXED", 480),
}

UTC = dt.timezone.utc


def nth_sunday(year, month, n):
    d = dt.date(year, month, 1)
    d += dt.timedelta(days=(6 - d.weekday()) % 7)
    return d + dt.timedelta(weeks=n - 1)


def last_sunday(year, month):
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    d = nxt - dt.timedelta(days=1)
    return d - dt.timedelta(days=(d.weekday() - 6) % 7)


def at_utc(day, hour, offset_min):
    """UTC instant of local wall time `hour`:00 on `day` at offset `offset_min`."""
    return dt.datetime(day.year, day.month, day.day, hour, tzinfo=UTC) - dt.timedelta(minutes=offset_min)


def expected_offset(city, instant):
    rule, std = CITIES[city]
    y = instant.astimezone(UTC).year
    if rule == "FIXED":
        return std
    if rule == "NA":
        start = at_utc(nth_sunday(y, 3, 2), 2, std)
        end = at_utc(nth_sunday(y, 11, 1), 2, std + 60)
        return std + 60 if start <= instant < end else std
    if rule == "EU":
        start = at_utc(last_sunday(y, 3), 1, 0)
        end = at_utc(last_sunday(y, 10), 1, 0)
        return std + 60 if start <= instant < end else std
    if rule == "AU":
        end = at_utc(nth_sunday(y, 4, 1), 3, std + 60)
        start = at_utc(nth_sunday(y, 10, 1), 2, std)
        return std + 60 if (instant < end or instant >= start) else std
    raise ValueError(rule)


def session_cities():
    import data_en, data_zh, data_mixed
    out = {}
    for u in data_en.USERS + data_zh.USERS + data_mixed.USERS:
        uid = f"{PREFIX}-u{u['n']:02d}"
        for k, s in enumerate(u["sessions"], 1):
            out[f"{uid}-s{k}"] = s.get("city", u["city"])
    return out


def main():
    problems = []
    err = problems.append
    path = os.path.join(HERE, "conversations.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except Exception as e:  # noqa: BLE001
        print(f"cannot read {path}: {e}")
        sys.exit(1)
    cities = session_cities()

    if set(data) != {"users"} or not isinstance(data["users"], list):
        err("top level must be exactly {'users': [...]}")
        data = {"users": []}
    users = data["users"]
    if len(users) != 24:
        err(f"expected 24 users, got {len(users)}")

    lang_count = Counter()
    n_sess = n_turns = 0
    st_count = Counter()
    pr_count = Counter()
    iso_re = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$")

    for ui, u in enumerate(users, 1):
        uid = f"{PREFIX}-u{ui:02d}"
        if set(u) != {"user_id", "lang", "conversations", "statements", "probes"}:
            err(f"user #{ui}: keys {sorted(u)}")
            continue
        if u["user_id"] != uid:
            err(f"user #{ui}: user_id {u['user_id']!r}, expected {uid!r}")
        if u["lang"] not in LANGS:
            err(f"{uid}: bad lang {u['lang']!r}")
        lang_count[u["lang"]] += 1

        convs = u["conversations"]
        if not 2 <= len(convs) <= 3:
            err(f"{uid}: {len(convs)} sessions (need 2-3)")
        turns_of = {}
        prev = None
        for k, c in enumerate(convs, 1):
            sid = f"{uid}-s{k}"
            if set(c) != {"session_id", "start", "turns"}:
                err(f"{sid}: keys {sorted(c)}")
                continue
            if c["session_id"] != sid:
                err(f"{sid}: session_id {c['session_id']!r}")
            n_sess += 1
            start = c["start"]
            if not isinstance(start, str) or not iso_re.match(start):
                err(f"{sid}: start {start!r} is not ISO 8601 with offset")
            else:
                t = dt.datetime.fromisoformat(start)
                if not FIRST <= t.date() <= LAST:
                    err(f"{sid}: start {start} outside 2026-05-01..2026-11-25")
                if prev is not None and t <= prev:
                    err(f"{sid}: start {start} not after previous session")
                prev = t
                city = cities.get(sid)
                if city not in CITIES:
                    err(f"{sid}: unknown city {city!r}")
                else:
                    off = int(t.utcoffset().total_seconds() // 60)
                    want = expected_offset(city, t)
                    if off != want:
                        err(f"{sid}: offset {off / 60:+g}h but {city} on {t.date()} is {want / 60:+g}h")
            turns = c["turns"]
            turns_of[sid] = turns
            if not (isinstance(turns, list) and 4 <= len(turns) <= 10 and len(turns) % 2 == 0):
                err(f"{sid}: {len(turns) if isinstance(turns, list) else '?'} turns (need 2-5 user/assistant pairs)")
                continue
            for i, tr in enumerate(turns):
                n_turns += 1
                if set(tr) != {"role", "content"}:
                    err(f"{sid} turn {i}: keys {sorted(tr)}")
                    continue
                want_role = "user" if i % 2 == 0 else "assistant"
                if tr["role"] != want_role:
                    err(f"{sid} turn {i}: role {tr['role']!r}, expected {want_role!r}")
                if not isinstance(tr["content"], str) or not tr["content"].strip():
                    err(f"{sid} turn {i}: empty content")

        stmts = u["statements"]
        ids = set()
        kinds = {}
        last_pos = (-1, -1)
        for j, s in enumerate(stmts, 1):
            stid = f"{uid}-st{j}"
            if set(s) != {"id", "session_id", "turn_index", "kind", "text"}:
                err(f"{stid}: keys {sorted(s)}")
                continue
            if s["id"] != stid:
                err(f"{stid}: id {s['id']!r}")
            ids.add(s["id"])
            kinds[s["id"]] = s["kind"]
            if s["kind"] not in KINDS:
                err(f"{stid}: bad kind {s['kind']!r}")
            else:
                st_count[s["kind"]] += 1
            if not isinstance(s["text"], str) or not s["text"].strip():
                err(f"{stid}: empty text")
            sid = s["session_id"]
            if sid not in turns_of:
                err(f"{stid}: unknown session {sid!r}")
                continue
            ti = s["turn_index"]
            turns = turns_of[sid]
            if not isinstance(ti, int) or not 0 <= ti < len(turns):
                err(f"{stid}: turn_index {ti!r} out of range")
                continue
            if turns[ti].get("role") != "user":
                err(f"{stid}: turn_index {ti} is not a user turn")
            pos = (int(sid.rsplit("-s", 1)[1]), ti)
            if pos < last_pos:
                err(f"{stid}: not in conversation order")
            last_pos = pos
        standing = {i for i, k in kinds.items() if k == "standing"}
        others = {i for i, k in kinds.items() if k != "standing"}
        if not standing:
            err(f"{uid}: no standing statements")

        probes = u["probes"]
        pk = Counter()
        for j, p in enumerate(probes, 1):
            pid = f"{uid}-p{j}"
            if set(p) != {"id", "kind", "query", "expected", "must_not"}:
                err(f"{pid}: keys {sorted(p)}")
                continue
            if p["id"] != pid:
                err(f"{pid}: id {p['id']!r}")
            if p["kind"] not in ("unrelated", "related"):
                err(f"{pid}: bad kind {p['kind']!r}")
                continue
            pk[p["kind"]] += 1
            pr_count[p["kind"]] += 1
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{pid}: empty query")
            exp, mn = p["expected"], p["must_not"]
            for ref in list(exp) + list(mn):
                if ref not in ids:
                    err(f"{pid}: unknown statement {ref!r}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pid}: duplicate ids in expected/must_not")
            if set(exp) & set(mn):
                err(f"{pid}: ids in both expected and must_not")
            if p["kind"] == "unrelated":
                if set(exp) != standing:
                    err(f"{pid}: unrelated expected must be all standing statements")
                if set(mn) != others:
                    err(f"{pid}: unrelated must_not must be all non_standing and fact statements")
            else:
                if not exp:
                    err(f"{pid}: related probe with empty expected")
                if mn:
                    err(f"{pid}: related must_not must be []")
        if pk["unrelated"] != 3:
            err(f"{uid}: {pk['unrelated']} unrelated probes (need 3)")
        if not 3 <= pk["related"] <= 5:
            err(f"{uid}: {pk['related']} related probes (need 3-5)")

    for lang in LANGS:
        if lang_count[lang] != 8:
            err(f"{lang_count[lang]} users with lang {lang!r} (need 8)")

    n_st = sum(st_count.values())
    n_pr = sum(pr_count.values())
    print(f"users: {len(users)} ({', '.join(f'{l} {lang_count[l]}' for l in LANGS)})")
    print(f"sessions: {n_sess}, turns: {n_turns}")
    print(f"statements: {n_st} (standing {st_count['standing']}, non_standing "
          f"{st_count['non_standing']}, fact {st_count['fact']})")
    print(f"probes: {n_pr} (unrelated {pr_count['unrelated']}, related {pr_count['related']})")
    if problems:
        for p in problems:
            print("PROBLEM:", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
