#!/usr/bin/env python3
"""Validate conversations.json against the brief. Python 3.11 standard library only."""
import json, re, sys
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
PREFIX = "c10"
errors = []


def err(msg):
    errors.append(msg)


CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
RFC3339 = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$")
LO = datetime(2026, 9, 1, tzinfo=timezone.utc)
HI = datetime(2026, 12, 1, tzinfo=timezone.utc)

# Fallback 2026 offsets (hours) if the system has no tz database: (offset before, switch date UTC, offset after)
FALLBACK = {
    "America/Chicago": (-5, "2026-11-01T07:00", -6), "America/Denver": (-6, "2026-11-01T08:00", -7),
    "America/Los_Angeles": (-7, "2026-11-01T09:00", -8), "America/Vancouver": (-7, "2026-11-01T09:00", -8),
    "America/Toronto": (-4, "2026-11-01T06:00", -5), "America/New_York": (-4, "2026-11-01T06:00", -5),
    "Europe/London": (1, "2026-10-25T01:00", 0), "Europe/Dublin": (1, "2026-10-25T01:00", 0),
    "Europe/Berlin": (2, "2026-10-25T01:00", 1), "Europe/Paris": (2, "2026-10-25T01:00", 1),
    "Pacific/Auckland": (12, "2026-09-26T14:00", 13), "Australia/Sydney": (10, "2026-10-03T16:00", 11),
    "Asia/Kolkata": (5.5, None, 5.5), "Asia/Shanghai": (8, None, 8), "Asia/Taipei": (8, None, 8),
    "Asia/Singapore": (8, None, 8), "Asia/Hong_Kong": (8, None, 8),
}


def expected_offset(zone, dt_utc):
    try:
        from zoneinfo import ZoneInfo
        return dt_utc.astimezone(ZoneInfo(zone)).utcoffset()
    except Exception:
        if zone not in FALLBACK:
            return None
        before, switch, after = FALLBACK[zone]
        if switch and dt_utc >= datetime.fromisoformat(switch).replace(tzinfo=timezone.utc):
            return timedelta(hours=after)
        return timedelta(hours=before)


def main():
    data = json.loads((HERE / "conversations.json").read_text(encoding="utf-8"))
    zones_path = HERE / "timezones.json"
    zones = json.loads(zones_path.read_text(encoding="utf-8")) if zones_path.exists() else {}
    if set(data) != {"users"} or not isinstance(data["users"], list):
        err("top level must be exactly {'users': [...]}")
        return report(None)
    users = data["users"]
    if len(users) != 24:
        err(f"expected 24 users, got {len(users)}")
    langs = Counter(u.get("lang") for u in users)
    if langs != Counter({"en": 8, "zh": 8, "mixed": 8}):
        err(f"language split must be 8/8/8, got {dict(langs)}")

    kinds_total = Counter()
    tiers = Counter()
    n_conv = n_turns = n_probes = 0
    cross_lang_related = 0
    empty_user_turns = 0
    later_session_standing = 0
    multi_stmt_turns = 0
    all_texts = []

    for ui, u in enumerate(users, 1):
        uid = f"{PREFIX}-u{ui:02d}"
        if set(u) != {"user_id", "lang", "conversations", "statements", "probes"}:
            err(f"{u.get('user_id')}: wrong keys {sorted(u)}")
            continue
        if u["user_id"] != uid:
            err(f"user {ui}: id {u['user_id']} != {uid}")
        if u["lang"] not in ("en", "zh", "mixed"):
            err(f"{uid}: bad lang {u['lang']}")
        zone = zones.get(uid)
        if not zone:
            err(f"{uid}: no time zone recorded in timezones.json")

        # conversations
        convs = u["conversations"]
        sessions = {}
        prev = None
        user_texts = []
        for si, c in enumerate(convs, 1):
            sid = f"{uid}-s{si}"
            if set(c) != {"session_id", "start", "turns"}:
                err(f"{sid}: wrong keys {sorted(c)}")
                continue
            if c["session_id"] != sid:
                err(f"{uid}: session {si} id {c['session_id']} != {sid}")
            sessions[c["session_id"]] = c
            st = c["start"]
            if not isinstance(st, str) or not RFC3339.match(st) or st.endswith("Z"):
                err(f"{sid}: start {st!r} is not RFC 3339 with a numeric local offset")
            else:
                dt = datetime.fromisoformat(st)
                dtu = dt.astimezone(timezone.utc)
                if not (LO <= dtu < HI) or not ("2026-09-01" <= st[:10] < "2026-12-01"):
                    err(f"{sid}: start {st} outside 2026-09-01..2026-12-01")
                if prev is not None and dtu <= prev:
                    err(f"{sid}: start not after previous session")
                prev = dtu
                if zone:
                    exp = expected_offset(zone, dtu)
                    if exp is None:
                        err(f"{sid}: unknown zone {zone}")
                    elif dt.utcoffset() != exp:
                        err(f"{sid}: offset {st[-6:]} wrong for {zone} (expected {exp})")
            turns = c["turns"]
            if len(turns) < 2 or len(turns) % 2:
                err(f"{sid}: needs an even number (>=2) of turns, got {len(turns)}")
            for ti, t in enumerate(turns):
                if set(t) != {"role", "content"}:
                    err(f"{sid} turn {ti}: wrong keys")
                    continue
                want = "user" if ti % 2 == 0 else "assistant"
                if t["role"] != want:
                    err(f"{sid} turn {ti}: role {t['role']} should be {want}")
                if not isinstance(t["content"], str) or not t["content"].strip():
                    err(f"{sid} turn {ti}: empty content")
                if t["role"] == "user":
                    user_texts.append(t["content"])
            n_turns += len(turns)
        n_conv += len(convs)

        # language of the user's own turns
        joined = "\n".join(user_texts)
        if u["lang"] == "en" and CJK.search(joined):
            err(f"{uid}: English user writes CJK text")
        if u["lang"] == "zh":
            for t in user_texts:
                if not CJK.search(t):
                    err(f"{uid}: Chinese user turn without Chinese: {t[:30]!r}")
        if u["lang"] == "mixed":
            mixed_turns = sum(1 for t in user_texts if CJK.search(t) and LATIN_WORD.search(t))
            if mixed_turns < 2:
                err(f"{uid}: mixed user needs at least 2 turns blending English and Chinese")

        # statements
        stmts = u["statements"]
        kinds = Counter()
        ids = {}
        per_turn = Counter()
        for k, s in enumerate(stmts, 1):
            sid = f"{uid}-st{k}"
            if set(s) != {"id", "session_id", "turn_index", "kind", "text"}:
                err(f"{sid}: wrong keys {sorted(s)}")
                continue
            if s["id"] != sid:
                err(f"{uid}: statement {k} id {s['id']} != {sid}")
            if s["kind"] not in ("standing", "non_standing", "fact"):
                err(f"{sid}: bad kind {s['kind']}")
            if not isinstance(s["text"], str) or not s["text"].strip():
                err(f"{sid}: empty text")
            all_texts.append(s["text"])
            conv = sessions.get(s["session_id"])
            if conv is None:
                err(f"{sid}: unknown session {s['session_id']}")
            else:
                ti = s["turn_index"]
                if not isinstance(ti, int) or not (0 <= ti < len(conv["turns"])):
                    err(f"{sid}: turn_index {ti} out of range")
                elif conv["turns"][ti]["role"] != "user":
                    err(f"{sid}: turn_index {ti} is not a user turn")
                per_turn[(s["session_id"], ti)] += 1
                if s["kind"] == "standing" and s["session_id"] != f"{uid}-s1":
                    later_session_standing += 1
            kinds[s["kind"]] += 1
            ids[s["id"]] = s["kind"]
        multi_stmt_turns += sum(1 for v in per_turn.values() if v > 1)
        labelled = {k for k in per_turn}
        for c in convs:
            for ti, t in enumerate(c["turns"]):
                if t["role"] == "user" and (c["session_id"], ti) not in labelled:
                    empty_user_turns += 1
        if kinds["standing"] > 3:
            err(f"{uid}: {kinds['standing']} standing statements (max 3)")
        if kinds["standing"] == 0:
            err(f"{uid}: no standing statement (unrelated probes would expect nothing)")
        kinds_total.update(kinds)

        nc, ns = len(convs), len(stmts)
        if nc == 1 and 2 <= ns <= 3:
            tiers["1"] += 1
        elif 2 <= nc <= 3 and 4 <= ns <= 7:
            tiers["2-3"] += 1
        elif 4 <= nc <= 5 and 9 <= ns <= 10:
            tiers["4-5"] += 1
        else:
            err(f"{uid}: {nc} conversations / {ns} statements fits no tier")

        # probes
        standing = sorted(i for i, k in ids.items() if k == "standing")
        other = sorted(i for i, k in ids.items() if k != "standing")
        covered = set()
        pk = Counter()
        for k, p in enumerate(u["probes"], 1):
            pid = f"{uid}-p{k}"
            if set(p) != {"id", "kind", "query", "expected", "must_not"}:
                err(f"{pid}: wrong keys {sorted(p)}")
                continue
            if p["id"] != pid:
                err(f"{uid}: probe {k} id {p['id']} != {pid}")
            if not isinstance(p["query"], str) or not p["query"].strip():
                err(f"{pid}: empty query")
            for fld in ("expected", "must_not"):
                if len(set(p[fld])) != len(p[fld]):
                    err(f"{pid}: duplicate ids in {fld}")
                for i in p[fld]:
                    if i not in ids:
                        err(f"{pid}: unknown id {i} in {fld}")
            pk[p["kind"]] += 1
            if p["kind"] == "unrelated":
                if sorted(p["expected"]) != standing:
                    err(f"{pid}: unrelated expected must be all standing ids")
                if sorted(p["must_not"]) != other:
                    err(f"{pid}: unrelated must_not must be all non_standing/fact ids")
            elif p["kind"] == "related":
                if not p["expected"]:
                    err(f"{pid}: related probe expects nothing")
                if any(ids.get(i) == "standing" for i in p["expected"]):
                    err(f"{pid}: related probe lists a standing id")
                if p["must_not"] != []:
                    err(f"{pid}: related must_not must be []")
                covered.update(p["expected"])
                stmt_lang_cjk = any(CJK.search(s["text"]) or False for s in stmts if s["id"] in p["expected"])
                q_cjk = bool(CJK.search(p["query"]))
                if (u["lang"] == "en" and q_cjk) or (u["lang"] == "zh" and not q_cjk):
                    cross_lang_related += 1
                elif u["lang"] == "mixed" and q_cjk != stmt_lang_cjk:
                    cross_lang_related += 1
            else:
                err(f"{pid}: bad kind {p['kind']}")
        if pk["unrelated"] != 3:
            err(f"{uid}: {pk['unrelated']} unrelated probes (need exactly 3)")
        if not 2 <= pk["related"] <= 4:
            err(f"{uid}: {pk['related']} related probes (need 2-4)")
        missing = set(other) - covered
        if missing:
            err(f"{uid}: statements not covered by a related probe: {sorted(missing)}")
        n_probes += len(u["probes"])

    if not 60 <= n_conv <= 75:
        err(f"{n_conv} conversations (need 60-75)")
    for t in ("1", "2-3", "4-5"):
        if tiers[t] != 8:
            err(f"tier {t}: {tiers[t]} users (need 8)")
    if kinds_total["standing"] < 30:
        err(f"standing {kinds_total['standing']} < 30")
    if kinds_total["non_standing"] < 40:
        err(f"non_standing {kinds_total['non_standing']} < 40")
    if kinds_total["fact"] < 40:
        err(f"fact {kinds_total['fact']} < 40")
    if cross_lang_related == 0:
        err("no related probe is in a different language from its statements")
    if empty_user_turns == 0:
        err("no user turns that carry nothing")

    readme = HERE / "README.md"
    if readme.exists():
        rtext = readme.read_text(encoding="utf-8")
        for t in all_texts:
            if t in rtext:
                err(f"README lists a statement text: {t[:40]!r}")
    else:
        err("README.md missing")

    stats = {
        "users": len(users), "langs": dict(langs), "conversations": n_conv, "turns": n_turns,
        "statements": sum(kinds_total.values()), "kinds": dict(kinds_total), "tiers": dict(tiers),
        "probes": n_probes, "cross_language_related_probes": cross_lang_related,
        "user_turns_without_statement": empty_user_turns,
        "standing_in_later_sessions": later_session_standing,
        "turns_with_two_statements": multi_stmt_turns,
    }
    report(stats)


def report(stats):
    if stats:
        for k, v in stats.items():
            print(f"{k}: {v}")
    if errors:
        for e in errors:
            print("ERROR:", e)
        print(f"FAILED ({len(errors)} errors)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
