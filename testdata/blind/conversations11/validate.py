"""Validate conversations.json against the brief (Python 3.11 standard library only).

Run:  python3 validate.py [path/to/conversations.json]
Prints counts, then OK, or a list of problems and exits with status 1.
"""
import json
import re
import sys
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "c11"
N_USERS = 24
KINDS = ("standing", "non_standing", "fact")
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$")
CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
FIRST, LAST = date(2026, 9, 1), date(2026, 12, 1)
# Offsets in use somewhere in the real world (hours*60 + minutes).
REAL_OFFSETS = {m * 60 for m in range(-12, 15)} | {-570, -210, 210, 270, 330, 345, 390, 525, 570, 630, 765, 825}

problems = []


def err(msg):
    problems.append(msg)


# ---------------------------------------------------------------- time zones
def _nth_sunday(y, m, n):
    d = date(y, m, 1)
    d += timedelta(days=(6 - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def _last_sunday(y, m):
    d = date(y + (m == 12), m % 12 + 1, 1) - timedelta(days=1)
    return d - timedelta(days=(d.weekday() + 1) % 7)


def fallback_offset(zone, local):
    """Hand-written rules for the zones used here, for machines without tzdata."""
    fixed = {"America/Regina": -6, "America/Phoenix": -7, "Asia/Shanghai": 8, "Asia/Taipei": 8,
             "Asia/Hong_Kong": 8, "Asia/Singapore": 8, "Asia/Kuala_Lumpur": 8, "Australia/Perth": 8}
    us = {"America/New_York": -5, "America/Chicago": -6, "America/Denver": -7,
          "America/Los_Angeles": -8, "America/Vancouver": -8}
    if zone in fixed:
        return timedelta(hours=fixed[zone])
    y = local.year
    if zone in us:
        std = us[zone]
        start = datetime.combine(_nth_sunday(y, 3, 2), datetime.min.time()) + timedelta(hours=2)
        end = datetime.combine(_nth_sunday(y, 11, 1), datetime.min.time()) + timedelta(hours=1)
        return timedelta(hours=std + (start <= local < end))
    if zone == "Europe/London":
        start = datetime.combine(_last_sunday(y, 3), datetime.min.time()) + timedelta(hours=1)
        end = datetime.combine(_last_sunday(y, 10), datetime.min.time()) + timedelta(hours=1)
        return timedelta(hours=int(start <= local < end))
    if zone == "Pacific/Auckland":
        end = datetime.combine(_nth_sunday(y, 4, 1), datetime.min.time()) + timedelta(hours=2)
        start = datetime.combine(_last_sunday(y, 9), datetime.min.time()) + timedelta(hours=3)
        return timedelta(hours=12 + (local >= start or local < end))
    return None


def expected_offset(zone, local):
    try:
        from zoneinfo import ZoneInfo
        return local.replace(tzinfo=ZoneInfo(zone)).utcoffset()
    except Exception:
        return fallback_offset(zone, local)


def source_zones():
    zones = {}
    for p in sorted((HERE / "src").glob("u*.txt")):
        uid = tz = None
        for line in p.read_text(encoding="utf-8").splitlines():
            if line.startswith("USER "):
                uid = line[5:].strip()
            elif line.startswith("TZ "):
                tz = line[3:].strip()
        if uid and tz:
            zones[uid] = tz
    return zones


# ---------------------------------------------------------------- helpers
def fmt_off(td):
    m = int(td.total_seconds() // 60)
    return f"{'+' if m >= 0 else '-'}{abs(m) // 60:02d}:{abs(m) % 60:02d}"


def exact_keys(obj, keys, where):
    if not isinstance(obj, dict):
        err(f"{where}: not an object")
        return False
    if set(obj) != set(keys):
        err(f"{where}: keys {sorted(obj)} != {sorted(keys)}")
        return False
    return True


def script(text):
    cjk = len(CJK.findall(text))
    latin = len(LATIN_WORD.findall(text))
    return "zh" if cjk >= latin else "en"


def shared_run(a, b, n_words=6, n_chars=8):
    """True if a and b share n_words consecutive words or n_chars consecutive CJK characters."""
    aw, bw = re.findall(r"[a-z0-9']+", a.lower()), re.findall(r"[a-z0-9']+", b.lower())
    grams = {tuple(aw[i:i + n_words]) for i in range(len(aw) - n_words + 1)}
    if any(tuple(bw[i:i + n_words]) in grams for i in range(len(bw) - n_words + 1)):
        return True
    ac = "".join(CJK.findall(a))
    bc = "".join(CJK.findall(b))
    cgrams = {ac[i:i + n_chars] for i in range(len(ac) - n_chars + 1)}
    return any(bc[i:i + n_chars] in cgrams for i in range(len(bc) - n_chars + 1))


# ---------------------------------------------------------------- main check
def main():
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "conversations.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    if not exact_keys(data, ["users"], "top level"):
        return report(None)
    users = data["users"]
    if not isinstance(users, list) or len(users) != N_USERS:
        err(f"need {N_USERS} users, got {len(users) if isinstance(users, list) else 'non-list'}")
        return report(None)

    zones = source_zones()
    c = {"conversations": 0, "turns": 0, "user_turns": 0, "empty_user_turns": 0,
         "statements": 0, "probes": 0, "related": 0, "unrelated": 0,
         "cross_language_related": 0, "standing_after_s1": 0, "two_in_one_turn": 0}
    kinds = dict.fromkeys(KINDS, 0)
    langs = {"en": 0, "zh": 0, "mixed": 0}
    tiers = {1: 0, 2: 0, 3: 0}

    for ui, u in enumerate(users, 1):
        uid = f"{PREFIX}-u{ui:02d}"
        if not exact_keys(u, ["user_id", "lang", "conversations", "statements", "probes"], f"user {ui}"):
            continue
        if u["user_id"] != uid:
            err(f"user {ui}: id {u['user_id']!r}, expected {uid}")
        if u["lang"] not in langs:
            err(f"{uid}: bad lang {u['lang']!r}")
        else:
            langs[u["lang"]] += 1

        # sessions and turns
        convs = u["conversations"]
        turns_by_sid, sess_index, prev = {}, {}, None
        user_text = []
        zone = zones.get(uid)
        if zone is None:
            err(f"{uid}: no TZ found in src/ for offset check")
        for si, s in enumerate(convs, 1):
            sid = f"{uid}-s{si}"
            if not exact_keys(s, ["session_id", "start", "turns"], f"{uid} session {si}"):
                continue
            if s["session_id"] != sid:
                err(f"{uid}: session id {s['session_id']!r}, expected {sid}")
            st = s["start"]
            if not isinstance(st, str) or not RFC3339.match(st):
                err(f"{sid}: start {st!r} is not RFC 3339 with offset")
            else:
                t = datetime.fromisoformat(st.replace("Z", "+00:00"))
                off = t.utcoffset()
                if int(off.total_seconds() // 60) not in REAL_OFFSETS:
                    err(f"{sid}: offset {fmt_off(off)} is not a real-world offset")
                if not (FIRST <= t.date() <= LAST):
                    err(f"{sid}: local date {t.date()} outside {FIRST}..{LAST}")
                if t.date() == LAST and t.time() != datetime.min.time():
                    err(f"{sid}: start after 2026-12-01T00:00")
                if prev is not None and t <= prev:
                    err(f"{sid}: start not after previous session")
                prev = t
                if zone:
                    exp = expected_offset(zone, t.replace(tzinfo=None))
                    if exp is None:
                        err(f"{sid}: cannot compute offset for zone {zone}")
                    elif exp != off:
                        err(f"{sid}: offset {fmt_off(off)} but {zone} has {fmt_off(exp)} at that local time")
            turns = s["turns"]
            if not isinstance(turns, list) or len(turns) < 2:
                err(f"{sid}: needs at least 2 turns")
                continue
            for ti, tr in enumerate(turns):
                if not exact_keys(tr, ["role", "content"], f"{sid} turn {ti}"):
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if tr["role"] != want:
                    err(f"{sid} turn {ti}: role {tr['role']!r}, expected {want}")
                if not isinstance(tr["content"], str) or not tr["content"].strip():
                    err(f"{sid} turn {ti}: empty content")
                if tr["role"] == "user":
                    user_text.append(tr["content"])
            if turns[-1].get("role") != "assistant":
                err(f"{sid}: last turn should be the assistant's reply")
            turns_by_sid[sid] = turns
            sess_index[sid] = si
            c["turns"] += len(turns)
        c["conversations"] += len(convs)

        # language of the user's own turns
        if u["lang"] == "en" and any(CJK.search(x) for x in user_text):
            err(f"{uid}: English user writes CJK")
        if u["lang"] == "zh" and not all(CJK.search(x) for x in user_text):
            err(f"{uid}: Chinese user has a turn without Chinese")
        if u["lang"] == "mixed":
            joined = " ".join(user_text)
            if not (CJK.search(joined) and LATIN_WORD.search(joined)):
                err(f"{uid}: mixed user does not mix English and Chinese")
            if sum(1 for x in user_text if CJK.search(x) and LATIN_WORD.search(x)) < 1:
                err(f"{uid}: mixed user never blends both in one turn")

        # statements
        stmts = u["statements"]
        by_id, per_turn = {}, {}
        for k, s in enumerate(stmts, 1):
            want = f"{uid}-st{k}"
            if not exact_keys(s, ["id", "session_id", "turn_index", "kind", "text"], f"{uid} statement {k}"):
                continue
            if s["id"] != want:
                err(f"{uid}: statement id {s['id']!r}, expected {want}")
            by_id[s["id"]] = s
            if s["kind"] not in KINDS:
                err(f"{s['id']}: bad kind {s['kind']!r}")
            else:
                kinds[s["kind"]] += 1
            if not isinstance(s["text"], str) or not s["text"].strip():
                err(f"{s['id']}: empty text")
            turns = turns_by_sid.get(s["session_id"])
            ti = s["turn_index"]
            if turns is None:
                err(f"{s['id']}: unknown session {s['session_id']!r}")
            elif not isinstance(ti, int) or isinstance(ti, bool) or not 0 <= ti < len(turns):
                err(f"{s['id']}: turn_index {ti!r} out of range")
            elif turns[ti]["role"] != "user":
                err(f"{s['id']}: turn_index {ti} is not a user turn")
            else:
                per_turn.setdefault((s["session_id"], ti), []).append(s["id"])
                if s["kind"] == "standing" and sess_index[s["session_id"]] >= 2:
                    c["standing_after_s1"] += 1
        c["two_in_one_turn"] += sum(1 for v in per_turn.values() if len(v) >= 2)
        n_user_turns = sum((len(t) + 1) // 2 for t in turns_by_sid.values())
        c["user_turns"] += n_user_turns
        c["empty_user_turns"] += n_user_turns - len(per_turn)
        c["statements"] += len(stmts)
        standing = {i for i, s in by_id.items() if s["kind"] == "standing"}
        other = {i for i, s in by_id.items() if s["kind"] in ("non_standing", "fact")}
        if len(standing) > 3:
            err(f"{uid}: {len(standing)} standing statements (max 3)")
        if n_user_turns == len(per_turn):
            err(f"{uid}: every user turn carries a statement; add some that carry nothing")

        # tier
        nc, ns = len(convs), len(stmts)
        if nc == 1 and 2 <= ns <= 3:
            tiers[1] += 1
        elif 2 <= nc <= 3 and 4 <= ns <= 7:
            tiers[2] += 1
        elif 4 <= nc <= 5 and 9 <= ns <= 10:
            tiers[3] += 1
        else:
            err(f"{uid}: {nc} conversations / {ns} statements fits no tier")

        # probes
        probes = u["probes"]
        n_unrel = n_rel = 0
        covered = set()
        for k, p in enumerate(probes, 1):
            want = f"{uid}-p{k}"
            if not exact_keys(p, ["id", "kind", "query", "expected", "must_not"], f"{uid} probe {k}"):
                continue
            if p["id"] != want:
                err(f"{uid}: probe id {p['id']!r}, expected {want}")
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{p['id']}: empty query")
            exp, mn = p["expected"], p["must_not"]
            if not (isinstance(exp, list) and isinstance(mn, list)):
                err(f"{p['id']}: expected/must_not must be lists")
                continue
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{p['id']}: duplicate ids")
            for i in exp + mn:
                if i not in by_id:
                    err(f"{p['id']}: unknown statement id {i!r}")
            if p["kind"] == "unrelated":
                n_unrel += 1
                if set(exp) != standing:
                    err(f"{p['id']}: unrelated expected must be exactly the standing ids")
                if set(mn) != other:
                    err(f"{p['id']}: unrelated must_not must be exactly the non_standing+fact ids")
                for i in by_id:
                    if shared_run(p["query"], by_id[i]["text"], 3, 3):
                        err(f"{p['id']}: unrelated query overlaps statement {i}")
            elif p["kind"] == "related":
                n_rel += 1
                if not exp:
                    err(f"{p['id']}: related probe expects nothing")
                if mn:
                    err(f"{p['id']}: related must_not must be empty")
                for i in exp:
                    s = by_id.get(i)
                    if s is None:
                        continue
                    if s["kind"] == "standing":
                        err(f"{p['id']}: related probe lists standing id {i}")
                    covered.add(i)
                    src_turn = turns_by_sid[s["session_id"]][s["turn_index"]]["content"]
                    if s["text"].lower() in p["query"].lower() or shared_run(p["query"], src_turn):
                        err(f"{p['id']}: query repeats the wording of {i}")
                    if script(p["query"]) != script(s["text"]):
                        c["cross_language_related"] += 1
            else:
                err(f"{p['id']}: bad kind {p['kind']!r}")
        if n_unrel != 3:
            err(f"{uid}: {n_unrel} unrelated probes (need exactly 3)")
        if not 2 <= n_rel <= 4:
            err(f"{uid}: {n_rel} related probes (need 2-4)")
        missing = other - covered
        if missing:
            err(f"{uid}: not covered by a related probe: {sorted(missing)}")
        c["probes"] += len(probes)
        c["related"] += n_rel
        c["unrelated"] += n_unrel

    # set-level minimums
    for lg, n in langs.items():
        if n != 8:
            err(f"lang {lg}: {n} users (need 8)")
    for t, n in tiers.items():
        if n != 8:
            err(f"tier {t}: {n} users (need 8)")
    if not 60 <= c["conversations"] <= 75:
        err(f"{c['conversations']} conversations (need 60-75)")
    for k, m in (("standing", 30), ("non_standing", 40), ("fact", 40)):
        if kinds[k] < m:
            err(f"{kinds[k]} {k} statements (need at least {m})")
    if c["cross_language_related"] < 10:
        err("too few related probes in the other language")

    print(f"users {len(users)}  langs {langs}  tiers {tiers}")
    print(f"conversations {c['conversations']}  turns {c['turns']}  user turns {c['user_turns']} "
          f"(carrying nothing: {c['empty_user_turns']})")
    print(f"statements {c['statements']}  " + "  ".join(f"{k} {v}" for k, v in kinds.items()))
    print(f"standing said after session 1: {c['standing_after_s1']}  "
          f"turns with two or more statements: {c['two_in_one_turn']}")
    print(f"probes {c['probes']}  unrelated {c['unrelated']}  related {c['related']} "
          f"(expected id in the other language: {c['cross_language_related']})")
    return report(True)


def report(_):
    if problems:
        print(f"{len(problems)} problem(s):")
        for p in problems:
            print("  -", p)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
