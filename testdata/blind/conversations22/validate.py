"""Validate conversations.json for set c22 (Python 3 standard library only)."""
import json, os, re, sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
errors = []
def err(msg): errors.append(msg)

with open(os.path.join(HERE, "conversations.json"), encoding="utf-8") as f:
    data = json.load(f)

P = "c22"
LO = datetime(2026, 5, 1, tzinfo=timezone.utc)
HI = datetime(2026, 11, 26, tzinfo=timezone.utc)
RFC = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$")
KINDS = {"standing", "non_standing", "fact"}

if set(data) != {"users"} or not isinstance(data["users"], list):
    err("top level must be {'users': [...]}")
users = data.get("users", [])
all_ids = set()
def uniq(i):
    if i in all_ids: err(f"duplicate id {i}")
    all_ids.add(i)

cnt = {"users": 0, "sessions": 0, "user_turns": 0, "assistant_turns": 0,
       "standing": 0, "non_standing": 0, "fact": 0, "unrelated": 0, "related": 0}
langs = {"en": 0, "zh": 0, "mixed": 0}

for ui, u in enumerate(users, 1):
    cnt["users"] += 1
    uid = u.get("user_id")
    if set(u) != {"user_id", "lang", "conversations", "statements", "probes"}:
        err(f"{uid}: wrong user keys {sorted(u)}")
    if uid != f"{P}-u{ui:02d}": err(f"user id {uid} out of sequence")
    uniq(uid)
    if u.get("lang") not in langs: err(f"{uid}: bad lang")
    else: langs[u["lang"]] += 1
    convs = u.get("conversations", [])
    if not 1 <= len(convs) <= 5: err(f"{uid}: {len(convs)} sessions")
    turns_by_session = {}
    prev = None
    for si, c in enumerate(convs, 1):
        cnt["sessions"] += 1
        sid = c.get("session_id")
        if set(c) != {"session_id", "start", "turns"}: err(f"{sid}: wrong session keys")
        if sid != f"{uid}-s{si}": err(f"{sid}: bad session id")
        uniq(sid)
        st = c.get("start", "")
        if not RFC.match(st): err(f"{sid}: start not RFC 3339 with offset: {st}")
        else:
            dt = datetime.fromisoformat(st.replace("Z", "+00:00"))
            if not LO <= dt < HI: err(f"{sid}: start {st} outside 2026-05-01..2026-11-25")
            if prev and dt <= prev: err(f"{sid}: sessions not in time order")
            prev = dt
        turns = c.get("turns", [])
        if not turns: err(f"{sid}: no turns")
        for ti, t in enumerate(turns):
            if set(t) != {"role", "content"}: err(f"{sid}[{ti}]: wrong turn keys")
            want = "user" if ti % 2 == 0 else "assistant"
            if t.get("role") != want: err(f"{sid}[{ti}]: expected role {want}")
            if not isinstance(t.get("content"), str) or not t["content"].strip():
                err(f"{sid}[{ti}]: empty content")
            cnt["user_turns" if t.get("role") == "user" else "assistant_turns"] += 1
        turns_by_session[sid] = turns
    stmts = u.get("statements", [])
    kinds = {}
    for n, s in enumerate(stmts, 1):
        sid = s.get("id")
        if set(s) != {"id", "session_id", "turn_index", "kind", "text"}: err(f"{sid}: wrong statement keys")
        if sid != f"{uid}-st{n}": err(f"{sid}: bad statement id")
        uniq(sid)
        if s.get("kind") not in KINDS: err(f"{sid}: bad kind")
        else: cnt[s["kind"]] += 1
        kinds[sid] = s.get("kind")
        turns = turns_by_session.get(s.get("session_id"))
        ti = s.get("turn_index")
        if turns is None: err(f"{sid}: unknown session {s.get('session_id')}")
        elif not isinstance(ti, int) or not 0 <= ti < len(turns): err(f"{sid}: turn_index out of range")
        elif turns[ti]["role"] != "user": err(f"{sid}: points at a non-user turn")
        if not str(s.get("text", "")).strip(): err(f"{sid}: empty text")
    standing = sorted(k for k, v in kinds.items() if v == "standing")
    other = sorted(k for k, v in kinds.items() if v != "standing")
    if not standing: err(f"{uid}: no standing statement")
    nu = nr = 0
    for n, p in enumerate(u.get("probes", []), 1):
        pid = p.get("id")
        if set(p) != {"id", "kind", "query", "expected", "must_not"}: err(f"{pid}: wrong probe keys")
        if pid != f"{uid}-p{n}": err(f"{pid}: bad probe id")
        uniq(pid)
        if not str(p.get("query", "")).strip(): err(f"{pid}: empty query")
        for ref in p.get("expected", []) + p.get("must_not", []):
            if ref not in kinds: err(f"{pid}: unknown statement {ref}")
        if p.get("kind") == "unrelated":
            nu += 1
            if sorted(p["expected"]) != standing: err(f"{pid}: expected must be all standing statements")
            if sorted(p["must_not"]) != other: err(f"{pid}: must_not must be all non_standing and fact statements")
        elif p.get("kind") == "related":
            nr += 1
            if not p["expected"]: err(f"{pid}: related probe without expected")
            if p["must_not"]: err(f"{pid}: related probe must_not must be empty")
        else: err(f"{pid}: bad probe kind")
    cnt["unrelated"] += nu; cnt["related"] += nr
    if nu != 3: err(f"{uid}: {nu} unrelated probes (need 3)")
    if not 2 <= nr <= 4: err(f"{uid}: {nr} related probes (need 2-4)")

if cnt["users"] != 24: err(f"{cnt['users']} users (need 24)")
for l, v in langs.items():
    if v != 8: err(f"{v} users with lang {l} (need 8)")
def rng(name, lo, hi):
    if not lo <= cnt[name] <= hi: err(f"{name} = {cnt[name]}, expected {lo}-{hi}")
rng("user_turns", 160, 200)
rng("standing", 44, 52)
rng("non_standing", 40, 50)
rng("fact", 45, 55)

for k, v in cnt.items(): print(f"{k}: {v}")
print("langs:", ", ".join(f"{k}={v}" for k, v in langs.items()))
if errors:
    for e in errors: print("ERROR:", e)
    sys.exit(1)
print("OK")
