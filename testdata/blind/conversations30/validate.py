#!/usr/bin/env python3
"""Validate conversations.json of set c30 against the layout rules.

Prints counts, then OK, or lists every problem and exits 1.
Time zones are read from the data modules (USERS[*]["zone"]).
Standard library only.
"""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime, date
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

SET = "c30"
FIRST_DAY = date(2026, 5, 1)
LAST_DAY = date(2026, 11, 25)
KINDS = ("standing", "non_standing", "fact")

problems = []


def bad(msg):
    problems.append(msg)


def load_zones():
    zones, personas = {}, {}
    try:
        import data_en
        import data_zh
        import data_mixed
    except Exception as e:  # pragma: no cover
        bad("cannot import data modules: %s" % e)
        return zones, personas
    for mod in (data_en, data_zh, data_mixed):
        for u in mod.USERS:
            uid = "%s-u%02d" % (SET, u["n"])
            zones[uid] = u.get("zone")
            personas[uid] = u.get("persona")
    return zones, personas


def expected_lang(n):
    if 1 <= n <= 8:
        return "en"
    if 9 <= n <= 16:
        return "zh"
    return "mixed"


def has_cjk(s):
    return any("\u3400" <= ch <= "\u9fff" for ch in s)


def has_latin_word(s):
    return re.search(r"[A-Za-z]{2,}", s) is not None


def copied(query, user_texts):
    """True if the probe shares a long verbatim run with a user turn."""
    q = query.lower()
    words = re.findall(r"[a-z0-9']+", q)
    for t in user_texts:
        tl = t.lower()
        tw = re.findall(r"[a-z0-9']+", tl)
        grams = set(tuple(tw[i:i + 6]) for i in range(len(tw) - 5))
        for i in range(len(words) - 5):
            if tuple(words[i:i + 6]) in grams:
                return True
        qc = re.sub(r"[^\u3400-\u9fff]", "", q)
        tc = re.sub(r"[^\u3400-\u9fff]", "", tl)
        for i in range(len(qc) - 7):
            if qc[i:i + 8] in tc:
                return True
    return False


def check_user(u, zones, personas, pos):
    n_expect = pos + 1
    uid_expect = "%s-u%02d" % (SET, n_expect)
    keys = set(u.keys())
    if keys != {"user_id", "lang", "conversations", "statements", "probes"}:
        bad("%s: top-level keys %s" % (u.get("user_id"), sorted(keys)))
    uid = u.get("user_id")
    if uid != uid_expect:
        bad("user #%d has id %r, expected %r" % (pos + 1, uid, uid_expect))
        return
    if u.get("lang") != expected_lang(n_expect):
        bad("%s: lang %r, expected %r" % (uid, u.get("lang"), expected_lang(n_expect)))
    zone = zones.get(uid)
    if not zone:
        bad("%s: no zone in data module" % uid)
        tz = None
    else:
        try:
            tz = ZoneInfo(zone)
        except Exception:
            bad("%s: unknown zone %r" % (uid, zone))
            tz = None
    if not personas.get(uid):
        bad("%s: no persona line" % uid)

    convs = u.get("conversations", [])
    if not 2 <= len(convs) <= 3:
        bad("%s: %d sessions (need 2-3)" % (uid, len(convs)))
    sess_turns = {}
    sess_order = {}
    prev_start = None
    all_user_text = []
    for k, c in enumerate(convs, start=1):
        sid = "%s-s%d" % (uid, k)
        if set(c.keys()) != {"session_id", "start", "turns"}:
            bad("%s: session keys %s" % (sid, sorted(c.keys())))
        if c.get("session_id") != sid:
            bad("%s: session #%d has id %r" % (uid, k, c.get("session_id")))
        start = c.get("start", "")
        try:
            dt = datetime.fromisoformat(start)
        except Exception:
            bad("%s: start %r is not ISO 8601" % (sid, start))
            dt = None
        if dt is not None:
            if not re.match(r"^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?[+-]\d\d:\d\d$", start):
                bad("%s: start %r must carry an explicit +hh:mm offset" % (sid, start))
            if dt.tzinfo is None:
                bad("%s: start %r has no UTC offset" % (sid, start))
            else:
                if not FIRST_DAY <= dt.date() <= LAST_DAY:
                    bad("%s: start %s outside 2026-05-01..2026-11-25" % (sid, start))
                if tz is not None:
                    local = dt.replace(tzinfo=None).replace(tzinfo=tz)
                    real = local.utcoffset()
                    if real != dt.utcoffset():
                        bad("%s: offset %s but %s is at %s on that date"
                            % (sid, dt.utcoffset(), zone, real))
                if prev_start is not None and dt <= prev_start:
                    bad("%s: start not after the previous session" % sid)
                prev_start = dt
        turns = c.get("turns", [])
        if len(turns) % 2 or not 4 <= len(turns) <= 10:
            bad("%s: %d turns (need 2-5 user/assistant pairs)" % (sid, len(turns)))
        for i, t in enumerate(turns):
            want = "user" if i % 2 == 0 else "assistant"
            if set(t.keys()) != {"role", "content"}:
                bad("%s turn %d: keys %s" % (sid, i, sorted(t.keys())))
            if t.get("role") != want:
                bad("%s turn %d: role %r, expected %r" % (sid, i, t.get("role"), want))
            if not isinstance(t.get("content"), str) or not t["content"].strip():
                bad("%s turn %d: empty content" % (sid, i))
            elif want == "user":
                all_user_text.append(t["content"])
        sess_turns[sid] = turns
        sess_order[sid] = k

    # language character of user turns
    lang = u.get("lang")
    user_turns = [t["content"] for c in convs for t in c.get("turns", [])
                  if t.get("role") == "user" and isinstance(t.get("content"), str)]
    if lang == "en" and any(has_cjk(t) for t in user_turns):
        pass  # allowed (a name, a dish), not an error
    if lang == "zh":
        if sum(1 for t in user_turns if has_cjk(t)) < len(user_turns):
            bad("%s: zh user has a user turn without Chinese" % uid)
    if lang == "mixed":
        both = sum(1 for t in user_turns if has_cjk(t) and has_latin_word(t))
        if both < max(2, len(user_turns) // 2):
            bad("%s: mixed user has only %d turns mixing Chinese and English" % (uid, both))

    sts = u.get("statements", [])
    counts = Counter()
    ids = []
    prev_pos = (0, -1)
    for j, s in enumerate(sts, start=1):
        stid = "%s-st%d" % (uid, j)
        if set(s.keys()) != {"id", "session_id", "turn_index", "kind", "text"}:
            bad("%s: statement keys %s" % (stid, sorted(s.keys())))
        if s.get("id") != stid:
            bad("%s: statement #%d has id %r" % (uid, j, s.get("id")))
        ids.append(s.get("id"))
        kind = s.get("kind")
        if kind not in KINDS:
            bad("%s: kind %r" % (stid, kind))
        counts[kind] += 1
        sid = s.get("session_id")
        if sid not in sess_turns:
            bad("%s: unknown session %r" % (stid, sid))
            continue
        ti = s.get("turn_index")
        turns = sess_turns[sid]
        if not isinstance(ti, int) or not 0 <= ti < len(turns):
            bad("%s: turn_index %r out of range" % (stid, ti))
            continue
        if turns[ti].get("role") != "user":
            bad("%s: turn_index %d is not a user turn" % (stid, ti))
        if not isinstance(s.get("text"), str) or not s["text"].strip():
            bad("%s: empty text" % stid)
        p = (sess_order[sid], ti)
        if p < prev_pos:
            bad("%s: statements not in conversation order" % stid)
        prev_pos = p
    if counts["standing"] != 2:
        bad("%s: %d standing statements (need exactly 2)" % (uid, counts["standing"]))
    if counts["non_standing"] != 2:
        bad("%s: %d non_standing statements (need exactly 2)" % (uid, counts["non_standing"]))
    if not 2 <= counts["fact"] <= 4:
        bad("%s: %d fact statements (need 2-4)" % (uid, counts["fact"]))
    kind_of = {s.get("id"): s.get("kind") for s in sts}
    standing = [s["id"] for s in sts if s.get("kind") == "standing"]
    others = [s["id"] for s in sts if s.get("kind") != "standing"]

    probes = u.get("probes", [])
    pc = Counter()
    queries = set()
    for j, p in enumerate(probes, start=1):
        prid = "%s-p%d" % (uid, j)
        if set(p.keys()) != {"id", "kind", "query", "expected", "must_not"}:
            bad("%s: probe keys %s" % (prid, sorted(p.keys())))
        if p.get("id") != prid:
            bad("%s: probe #%d has id %r" % (uid, j, p.get("id")))
        q = p.get("query")
        if not isinstance(q, str) or not q.strip():
            bad("%s: empty query" % prid)
            q = ""
        if q in queries:
            bad("%s: duplicate query" % prid)
        queries.add(q)
        exp = p.get("expected", [])
        mn = p.get("must_not", [])
        for x in list(exp) + list(mn):
            if x not in kind_of:
                bad("%s: refers to unknown statement %r" % (prid, x))
        if len(set(exp)) != len(exp) or set(exp) & set(mn):
            bad("%s: duplicate or contradictory ids" % prid)
        kind = p.get("kind")
        pc[kind] += 1
        if kind == "unrelated":
            if sorted(exp) != sorted(standing):
                bad("%s: unrelated expected must be all standing ids" % prid)
            if sorted(mn) != sorted(others):
                bad("%s: unrelated must_not must be all other ids" % prid)
        elif kind == "related":
            if mn:
                bad("%s: related must_not must be empty" % prid)
            if not any(kind_of.get(x) in ("non_standing", "fact") for x in exp):
                bad("%s: related probe needs a non_standing or fact statement" % prid)
            if q and copied(q, all_user_text):
                bad("%s: query copies a user turn verbatim" % prid)
        else:
            bad("%s: probe kind %r" % (prid, kind))
    if pc["unrelated"] != 3:
        bad("%s: %d unrelated probes (need 3)" % (uid, pc["unrelated"]))
    if not 2 <= pc["related"] <= 4:
        bad("%s: %d related probes (need 2-4)" % (uid, pc["related"]))
    return counts, pc


def main():
    path = os.path.join(HERE, "conversations.json")
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except Exception as e:
        print("cannot read %s: %s" % (path, e))
        sys.exit(1)
    zones, personas = load_zones()
    if set(data.keys()) != {"users"}:
        bad("top level keys %s (need only 'users')" % sorted(data.keys()))
    users = data.get("users", [])
    if len(users) != 24:
        bad("%d users (need 24)" % len(users))
    st_total, pr_total = Counter(), Counter()
    n_sess = n_turns = 0
    used_zones = set()
    dst_users = 0
    for pos, u in enumerate(users):
        res = check_user(u, zones, personas, pos)
        if res:
            st_total.update(res[0])
            pr_total.update(res[1])
        n_sess += len(u.get("conversations", []))
        n_turns += sum(len(c.get("turns", [])) for c in u.get("conversations", []))
        z = zones.get(u.get("user_id"))
        if z:
            used_zones.add(z)
        offs = set()
        for c in u.get("conversations", []):
            try:
                offs.add(datetime.fromisoformat(c["start"]).utcoffset())
            except Exception:
                pass
        if len(offs) > 1:
            dst_users += 1
    if len(used_zones) < 12:
        bad("only %d different time zones (need at least 12)" % len(used_zones))
    if dst_users < 2:
        bad("only %d users with sessions on both sides of a DST change" % dst_users)

    print("users: %d" % len(users))
    print("sessions: %d" % n_sess)
    print("turns: %d" % n_turns)
    print("statements: %d (standing %d, non_standing %d, fact %d)" % (
        sum(st_total.values()), st_total["standing"], st_total["non_standing"], st_total["fact"]))
    print("probes: %d (unrelated %d, related %d)" % (
        sum(pr_total.values()), pr_total["unrelated"], pr_total["related"]))
    print("time zones: %d; users across a DST change: %d" % (len(used_zones), dst_users))
    if problems:
        print("PROBLEMS (%d):" % len(problems))
        for p in problems:
            print(" -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
