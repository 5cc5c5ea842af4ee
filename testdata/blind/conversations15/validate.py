"""Validate conversations.json (standard library only). Prints counts and OK."""
import json
import re
import sys
from collections import Counter
from datetime import date, datetime
from pathlib import Path

PREFIX = "c15"
errors = []


def err(msg):
    errors.append(msg)


def main():
    path = Path(__file__).with_name("conversations.json")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except Exception as e:  # noqa: BLE001
        print("JSON does not load:", e)
        sys.exit(1)

    users = data.get("users")
    if not isinstance(users, list):
        print("top-level 'users' list missing")
        sys.exit(1)

    seen_ids = set()

    def unique(i, what):
        if i in seen_ids:
            err(f"duplicate id {i} ({what})")
        seen_ids.add(i)

    rfc = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$")

    langs = Counter()
    kinds = Counter()
    n_conv = n_turns = n_unrel = n_rel = 0
    sess_buckets = Counter()

    for u in users:
        uid = u.get("user_id", "")
        unique(uid, "user")
        if not re.fullmatch(rf"{PREFIX}-u\d\d", uid):
            err(f"bad user_id {uid}")
        lang = u.get("lang")
        if lang not in ("en", "zh", "mixed"):
            err(f"{uid}: bad lang {lang}")
        langs[lang] += 1

        convs = u.get("conversations", [])
        sess = {}
        for c in convs:
            sid = c.get("session_id", "")
            unique(sid, "session")
            if not sid.startswith(uid + "-s"):
                err(f"{uid}: session id {sid} lacks user prefix")
            start = c.get("start", "")
            if not rfc.match(start):
                err(f"{sid}: start not RFC 3339: {start}")
            else:
                dt = datetime.fromisoformat(start.replace("Z", "+00:00"))
                local_date = dt.date()
                if not (date(2026, 6, 1) <= local_date <= date(2026, 11, 25)):
                    err(f"{sid}: start date {local_date} outside 2026-06-01..2026-11-25")
                if dt.utcoffset() is None:
                    err(f"{sid}: start has no UTC offset")
            turns = c.get("turns", [])
            if not turns:
                err(f"{sid}: no turns")
            for i, t in enumerate(turns):
                want = "user" if i % 2 == 0 else "assistant"
                if t.get("role") != want:
                    err(f"{sid}: turn {i} role {t.get('role')} (want {want})")
                if not isinstance(t.get("content"), str) or not t["content"].strip():
                    err(f"{sid}: turn {i} empty content")
            sess[sid] = turns
            n_turns += len(turns)
        n_conv += len(convs)
        k = len(convs)
        sess_buckets["1" if k == 1 else "2-3" if k <= 3 else "4-5" if k <= 5 else "6+"] += 1

        stmts = u.get("statements", [])
        by_kind = {"standing": [], "non_standing": [], "fact": []}
        for s in stmts:
            stid = s.get("id", "")
            unique(stid, "statement")
            if not stid.startswith(uid + "-st"):
                err(f"{uid}: statement id {stid} lacks prefix")
            kind = s.get("kind")
            if kind not in by_kind:
                err(f"{stid}: bad kind {kind}")
                continue
            by_kind[kind].append(stid)
            kinds[kind] += 1
            turns = sess.get(s.get("session_id"))
            if turns is None:
                err(f"{stid}: unknown session {s.get('session_id')}")
                continue
            ti = s.get("turn_index")
            if not isinstance(ti, int) or not (0 <= ti < len(turns)):
                err(f"{stid}: turn_index {ti} out of range")
            elif turns[ti]["role"] != "user":
                err(f"{stid}: turn_index {ti} is not a user turn")
            if not str(s.get("text", "")).strip():
                err(f"{stid}: empty text")
        if not by_kind["standing"]:
            err(f"{uid}: no standing statement")
        all_st = {s["id"] for s in stmts}
        standing = set(by_kind["standing"])
        others = set(by_kind["non_standing"]) | set(by_kind["fact"])

        u_unrel = u_rel = 0
        for p in u.get("probes", []):
            pid = p.get("id", "")
            unique(pid, "probe")
            if not pid.startswith(uid + "-p"):
                err(f"{uid}: probe id {pid} lacks prefix")
            if not str(p.get("query", "")).strip():
                err(f"{pid}: empty query")
            exp, mn = p.get("expected", []), p.get("must_not", [])
            for x in list(exp) + list(mn):
                if x not in all_st:
                    err(f"{pid}: names unknown statement {x}")
            if len(set(exp)) != len(exp) or len(set(mn)) != len(mn):
                err(f"{pid}: duplicates in expected/must_not")
            if p.get("kind") == "unrelated":
                u_unrel += 1
                if set(exp) != standing:
                    err(f"{pid}: unrelated probe must expect all standing statements")
                if set(mn) != others:
                    err(f"{pid}: unrelated probe must_not must list all non_standing and fact")
            elif p.get("kind") == "related":
                u_rel += 1
                if not exp:
                    err(f"{pid}: related probe with empty expected")
                if mn:
                    err(f"{pid}: related probe must_not must be empty")
            else:
                err(f"{pid}: bad probe kind {p.get('kind')}")
        if u_unrel != 3:
            err(f"{uid}: {u_unrel} unrelated probes (want 3)")
        if not 2 <= u_rel <= 4:
            err(f"{uid}: {u_rel} related probes (want 2-4)")
        n_unrel += u_unrel
        n_rel += u_rel

    # size and mix
    if len(users) != 24:
        err(f"{len(users)} users (want 24)")
    for lg in ("en", "zh", "mixed"):
        if langs[lg] != 8:
            err(f"{langs[lg]} {lg} users (want 8)")
    if n_conv < 60:
        err(f"{n_conv} conversations (want >= 60)")
    if n_turns < 320:
        err(f"{n_turns} turns (want >= 320)")
    for b in ("1", "2-3", "4-5"):
        if not sess_buckets[b]:
            err(f"no users with {b} sessions")

    print(f"users: {len(users)}  (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
    print(f"sessions per user: 1 -> {sess_buckets['1']} users, 2-3 -> {sess_buckets['2-3']}, 4-5 -> {sess_buckets['4-5']}")
    print(f"conversations: {n_conv}  turns: {n_turns}")
    print(f"statements: {sum(kinds.values())}  (standing {kinds['standing']}, non_standing {kinds['non_standing']}, fact {kinds['fact']})")
    print(f"probes: {n_unrel + n_rel}  (unrelated {n_unrel}, related {n_rel})")
    if errors:
        for e in errors:
            print("ERROR:", e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
