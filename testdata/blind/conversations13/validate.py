#!/usr/bin/env python3
"""Validate conversations.json (standard library only). Prints counts and OK."""
import json
import os
import re
import sys
from collections import Counter
from datetime import datetime

HERE = os.path.dirname(os.path.abspath(__file__))
PATH = os.path.join(HERE, "conversations.json")
PREFIX = "c13"
errors = []


def err(msg):
    errors.append(msg)


def has_cjk(s):
    return re.search(r"[\u3400-\u9fff]", s) is not None


with open(PATH, encoding="utf-8") as f:
    data = json.load(f)

users = data.get("users")
if not isinstance(users, list):
    sys.exit("users[] missing")

RFC3339 = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$")
LO = datetime.fromisoformat("2026-06-01T00:00:00+14:00")
HI = datetime.fromisoformat("2026-11-25T23:59:59-12:00")

seen_users, seen_sessions, seen_stmts, seen_probes = set(), set(), set(), set()
langs = Counter()
kinds = Counter()
n_conv = n_turns = n_user_turns = 0
n_unrel = n_rel = 0
sessions_per_user = []
stmt_turns_total = 0

for u in users:
    uid = u.get("user_id")
    if not isinstance(uid, str) or not re.fullmatch(rf"{PREFIX}-u\d\d", uid):
        err(f"bad user_id {uid!r}")
    if uid in seen_users:
        err(f"duplicate user_id {uid}")
    seen_users.add(uid)
    lang = u.get("lang")
    if lang not in ("en", "zh", "mixed"):
        err(f"{uid}: bad lang {lang!r}")
    langs[lang] += 1

    convs = u.get("conversations") or []
    sessions_per_user.append(len(convs))
    turns_by_session = {}
    prev_start = None
    for c in convs:
        sid = c.get("session_id")
        if not isinstance(sid, str) or not re.fullmatch(rf"{re.escape(uid)}-s\d+", sid):
            err(f"{uid}: bad session_id {sid!r}")
        if sid in seen_sessions:
            err(f"duplicate session_id {sid}")
        seen_sessions.add(sid)
        start = c.get("start", "")
        if not RFC3339.match(start):
            err(f"{sid}: start not RFC 3339 with offset: {start!r}")
        else:
            dt = datetime.fromisoformat(start.replace("Z", "+00:00"))
            if not (LO <= dt <= HI) or dt.year != 2026:
                err(f"{sid}: start outside 2026-06-01..2026-11-25")
            if prev_start and dt <= prev_start:
                err(f"{sid}: sessions not in chronological order")
            prev_start = dt
        turns = c.get("turns") or []
        if not turns:
            err(f"{sid}: no turns")
        for i, t in enumerate(turns):
            want = "user" if i % 2 == 0 else "assistant"
            if t.get("role") != want:
                err(f"{sid} turn {i}: role {t.get('role')!r}, expected {want}")
            if not isinstance(t.get("content"), str) or not t["content"].strip():
                err(f"{sid} turn {i}: empty content")
            if set(t) - {"role", "content"}:
                err(f"{sid} turn {i}: unexpected fields {set(t) - {'role', 'content'}}")
        turns_by_session[sid] = turns
        n_conv += 1
        n_turns += len(turns)
        n_user_turns += sum(1 for t in turns if t.get("role") == "user")

    stmts = u.get("statements") or []
    ids = {}
    for s in stmts:
        stid = s.get("id")
        if not isinstance(stid, str) or not re.fullmatch(rf"{re.escape(uid)}-st\d+", stid):
            err(f"{uid}: bad statement id {stid!r}")
        if stid in seen_stmts:
            err(f"duplicate statement id {stid}")
        seen_stmts.add(stid)
        kind = s.get("kind")
        if kind not in ("standing", "non_standing", "fact"):
            err(f"{stid}: bad kind {kind!r}")
        kinds[kind] += 1
        ids[stid] = kind
        sid = s.get("session_id")
        ti = s.get("turn_index")
        if sid not in turns_by_session:
            err(f"{stid}: unknown session {sid!r}")
        elif not isinstance(ti, int) or not (0 <= ti < len(turns_by_session[sid])):
            err(f"{stid}: turn_index {ti!r} out of range")
        elif turns_by_session[sid][ti].get("role") != "user":
            err(f"{stid}: turn_index {ti} is not a user turn")
        text = s.get("text")
        if not isinstance(text, str) or not text.strip():
            err(f"{stid}: empty text")
        elif lang == "zh" and not has_cjk(text):
            err(f"{stid}: zh user but gloss is not Chinese")
        elif lang in ("en", "mixed") and not re.search(r"[A-Za-z]{3}", text):
            err(f"{stid}: gloss should be English for {lang} user")
    standing = {k for k, v in ids.items() if v == "standing"}
    others = {k for k, v in ids.items() if v != "standing"}
    if not standing:
        err(f"{uid}: no standing statement")

    probes = u.get("probes") or []
    pk = Counter()
    covered = set()
    for p in probes:
        pid = p.get("id")
        if not isinstance(pid, str) or not re.fullmatch(rf"{re.escape(uid)}-p\d+", pid):
            err(f"{uid}: bad probe id {pid!r}")
        if pid in seen_probes:
            err(f"duplicate probe id {pid}")
        seen_probes.add(pid)
        if not isinstance(p.get("query"), str) or not p["query"].strip():
            err(f"{pid}: empty query")
        exp, mn = p.get("expected"), p.get("must_not")
        if not isinstance(exp, list) or not isinstance(mn, list):
            err(f"{pid}: expected/must_not must be lists")
            continue
        for x in exp + mn:
            if x not in ids:
                err(f"{pid}: names unknown statement {x!r}")
        if len(set(exp)) != len(exp) or len(set(mn)) != len(mn) or set(exp) & set(mn):
            err(f"{pid}: duplicate or overlapping ids")
        kind = p.get("kind")
        pk[kind] += 1
        if kind == "unrelated":
            if set(exp) != standing:
                err(f"{pid}: unrelated probe must expect all standing statements")
            if set(mn) != others:
                err(f"{pid}: unrelated probe must_not must list all non_standing and fact statements")
        elif kind == "related":
            if not exp:
                err(f"{pid}: related probe with empty expected")
            if mn:
                err(f"{pid}: related probe must have empty must_not")
            covered |= set(exp)
        else:
            err(f"{pid}: bad probe kind {kind!r}")
    if pk["unrelated"] != 3:
        err(f"{uid}: {pk['unrelated']} unrelated probes, need 3")
    if not (2 <= pk["related"] <= 4):
        err(f"{uid}: {pk['related']} related probes, need 2-4")
    n_unrel += pk["unrelated"]
    n_rel += pk["related"]

# ---- global counts
if len(users) != 24:
    err(f"{len(users)} users, need 24")
for l in ("en", "zh", "mixed"):
    if langs[l] != 8:
        err(f"{langs[l]} {l} users, need 8")
if n_conv < 60:
    err(f"only {n_conv} conversations, need >= 60")
if n_turns < 320:
    err(f"only {n_turns} turns, need >= 320")
buckets = Counter("1" if n == 1 else "2-3" if n <= 3 else "4-5" if n <= 5 else "6+" for n in sessions_per_user)
for b in ("1", "2-3", "4-5"):
    if not buckets[b]:
        err(f"no user with {b} sessions")
if buckets["6+"]:
    err("users with more than 5 sessions")
if not (45 <= kinds["standing"] <= 50):
    err(f"standing count {kinds['standing']} outside 45-50")
if not (40 <= kinds["non_standing"] <= 50):
    err(f"non_standing count {kinds['non_standing']} far from 45")
if not (45 <= kinds["fact"] <= 55):
    err(f"fact count {kinds['fact']} far from 50")

print(f"users: {len(users)} (en {langs['en']}, zh {langs['zh']}, mixed {langs['mixed']})")
print(f"sessions per user: 1 -> {buckets['1']} users, 2-3 -> {buckets['2-3']}, 4-5 -> {buckets['4-5']}")
print(f"conversations: {n_conv}  turns: {n_turns}  user turns: {n_user_turns}")
print(f"statements: {sum(kinds.values())} (standing {kinds['standing']}, non_standing {kinds['non_standing']}, fact {kinds['fact']})")
print(f"probes: {n_unrel + n_rel} (unrelated {n_unrel}, related {n_rel})")
if errors:
    for e in errors:
        print("ERROR:", e)
    sys.exit(1)
print("OK")
