"""Validate conversations.json (standard library only). Prints counts and OK."""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "c12"
errors = []


def err(msg):
    errors.append(msg)


RFC3339 = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$")
CJK = re.compile(r"[\u4e00-\u9fff]")
LO = datetime(2026, 6, 1, tzinfo=timezone.utc)
HI = datetime(2026, 11, 26, tzinfo=timezone.utc)

try:
    with open(os.path.join(HERE, "conversations.json"), encoding="utf-8") as f:
        doc = json.load(f)
except Exception as e:  # noqa: BLE001
    print(f"FAIL: cannot load JSON: {e}")
    sys.exit(1)

users = doc.get("users")
if not isinstance(users, list):
    print("FAIL: top-level 'users' list missing")
    sys.exit(1)

seen_users, seen_sessions, seen_st, seen_probes = set(), set(), set(), set()
kinds = Counter()
langs = Counter()
n_conv = n_turns = n_user_turns = n_unlabelled_user_turns = 0
probe_kinds = Counter()
sessions_per_user = []

for u in users:
    uid = u.get("user_id", "")
    if not re.fullmatch(rf"{PREFIX}-u\d\d", uid):
        err(f"bad user_id {uid!r}")
    if uid in seen_users:
        err(f"duplicate user_id {uid}")
    seen_users.add(uid)
    lang = u.get("lang")
    if lang not in ("en", "zh", "mixed"):
        err(f"{uid}: bad lang {lang!r}")
    langs[lang] += 1

    sessions = {}
    convs = u.get("conversations", [])
    sessions_per_user.append(len(convs))
    for c in convs:
        sid = c.get("session_id", "")
        if not sid.startswith(uid + "-s"):
            err(f"{uid}: session id {sid!r} lacks user prefix")
        if sid in seen_sessions:
            err(f"duplicate session_id {sid}")
        seen_sessions.add(sid)
        start = c.get("start", "")
        if not RFC3339.match(start):
            err(f"{sid}: start {start!r} not RFC 3339 with offset")
        else:
            dt = datetime.fromisoformat(start.replace("Z", "+00:00"))
            if not (LO <= dt.astimezone(timezone.utc) < HI):
                err(f"{sid}: start {start} outside 2026-06-01..2026-11-25")
        turns = c.get("turns", [])
        if not turns:
            err(f"{sid}: no turns")
        for i, t in enumerate(turns):
            want = "user" if i % 2 == 0 else "assistant"
            if t.get("role") != want:
                err(f"{sid} turn {i}: role {t.get('role')!r}, expected {want}")
            if not isinstance(t.get("content"), str) or not t["content"].strip():
                err(f"{sid} turn {i}: empty content")
        sessions[sid] = turns
        n_conv += 1
        n_turns += len(turns)
        n_user_turns += sum(1 for t in turns if t.get("role") == "user")

    st_ids, st_kind = [], {}
    labelled_turns = set()
    for s in u.get("statements", []):
        sid_ = s.get("id", "")
        if not sid_.startswith(uid + "-st"):
            err(f"{uid}: statement id {sid_!r} lacks prefix")
        if sid_ in seen_st:
            err(f"duplicate statement id {sid_}")
        seen_st.add(sid_)
        k = s.get("kind")
        if k not in ("standing", "non_standing", "fact"):
            err(f"{sid_}: bad kind {k!r}")
        kinds[k] += 1
        st_ids.append(sid_)
        st_kind[sid_] = k
        sess = s.get("session_id")
        ti = s.get("turn_index")
        if sess not in sessions:
            err(f"{sid_}: unknown session {sess!r}")
        elif not isinstance(ti, int) or not (0 <= ti < len(sessions[sess])):
            err(f"{sid_}: turn_index {ti!r} out of range")
        elif sessions[sess][ti].get("role") != "user":
            err(f"{sid_}: turn_index {ti} is not a user turn")
        else:
            labelled_turns.add((sess, ti))
        text = s.get("text", "")
        if not text.strip():
            err(f"{sid_}: empty text")
        elif lang == "zh" and not CJK.search(text):
            err(f"{sid_}: zh user statement text should be Chinese")
        elif lang in ("en", "mixed") and CJK.search(text):
            err(f"{sid_}: en/mixed user statement text should be English")
    for sess, turns in sessions.items():
        for i, t in enumerate(turns):
            if t.get("role") == "user" and (sess, i) not in labelled_turns:
                n_unlabelled_user_turns += 1

    standing = {i for i in st_ids if st_kind[i] == "standing"}
    others = {i for i in st_ids if st_kind[i] != "standing"}
    if not standing:
        err(f"{uid}: no standing statement")

    pk = Counter()
    for p in u.get("probes", []):
        pid = p.get("id", "")
        if not pid.startswith(uid + "-p"):
            err(f"{uid}: probe id {pid!r} lacks prefix")
        if pid in seen_probes:
            err(f"duplicate probe id {pid}")
        seen_probes.add(pid)
        if not str(p.get("query", "")).strip():
            err(f"{pid}: empty query")
        exp, mn = p.get("expected", []), p.get("must_not", [])
        for ref in exp + mn:
            if ref not in st_kind:
                err(f"{pid}: references unknown statement {ref}")
        if set(exp) & set(mn):
            err(f"{pid}: statement in both expected and must_not")
        kind = p.get("kind")
        pk[kind] += 1
        probe_kinds[kind] += 1
        if kind == "unrelated":
            if set(exp) != standing or len(exp) != len(standing):
                err(f"{pid}: unrelated expected must list all standing statements")
            if set(mn) != others or len(mn) != len(others):
                err(f"{pid}: unrelated must_not must list all non_standing and fact statements")
        elif kind == "related":
            if not exp:
                err(f"{pid}: related probe with empty expected")
            if mn:
                err(f"{pid}: related probe must_not should be empty")
        else:
            err(f"{pid}: bad probe kind {kind!r}")
    if pk["unrelated"] != 3:
        err(f"{uid}: {pk['unrelated']} unrelated probes, expected 3")
    if not (2 <= pk["related"] <= 4):
        err(f"{uid}: {pk['related']} related probes, expected 2-4")

# global counts
if len(users) != 24:
    err(f"{len(users)} users, expected 24")
for lg in ("en", "zh", "mixed"):
    if langs[lg] != 8:
        err(f"{langs[lg]} {lg} users, expected 8")
if n_conv < 60:
    err(f"only {n_conv} conversations (< 60)")
if n_turns < 320:
    err(f"only {n_turns} turns (< 320)")
one = sum(1 for n in sessions_per_user if n == 1)
two3 = sum(1 for n in sessions_per_user if 2 <= n <= 3)
four5 = sum(1 for n in sessions_per_user if 4 <= n <= 5)
if not (one and two3 and four5):
    err("need users with 1, 2-3 and 4-5 sessions")
if one + two3 + four5 != len(users):
    err("every user should have 1-5 sessions")
if not (44 <= kinds["standing"] <= 52):
    err(f"standing count {kinds['standing']} not about 45-50")
if not (40 <= kinds["non_standing"] <= 50):
    err(f"non_standing count {kinds['non_standing']} not about 45")
if not (45 <= kinds["fact"] <= 56):
    err(f"fact count {kinds['fact']} not about 50")
if n_unlabelled_user_turns == 0:
    err("expected some user turns with no statement")

print(f"users: {len(users)} (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
print(f"users by sessions: 1 -> {one}, 2-3 -> {two3}, 4-5 -> {four5}")
print(f"conversations: {n_conv}")
print(f"turns: {n_turns} (user {n_user_turns}, of which without a statement {n_unlabelled_user_turns})")
print(f"statements: {sum(kinds.values())} (standing {kinds['standing']}, "
      f"non_standing {kinds['non_standing']}, fact {kinds['fact']})")
print(f"probes: {sum(probe_kinds.values())} (unrelated {probe_kinds['unrelated']}, "
      f"related {probe_kinds['related']})")
if errors:
    for e in errors:
        print("ERROR:", e)
    print(f"FAIL ({len(errors)} errors)")
    sys.exit(1)
print("OK")
