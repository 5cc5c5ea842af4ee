"""Assemble conversations.json from the hand-written files in src/.

Source format (one file per user, src/uNN.txt), one item per line:
  USER <user_id> / LANG <en|zh|mixed> / TZ <IANA zone>
  SESSION <YYYY-MM-DD> <HH:MM>      local wall-clock time; the offset is
                                    taken from TZ for that date (DST aware)
  U: <user turn>     A: <assistant turn>     ("\\n" inside a turn = newline)
  S <standing|non_standing|fact> <key>: <gloss>   labels the preceding U turn
  PROBE unrelated: <query>          expected/must_not filled in mechanically
  PROBE related <key> [<key>...]: <query>
Lines starting with # are comments.
"""
import json
import re
import sys
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"

S_RE = re.compile(r"^S (standing|non_standing|fact) ([A-Za-z0-9_]+): (.+)$")
P_RE = re.compile(r"^PROBE (unrelated|related)((?: [A-Za-z0-9_]+)*): (.+)$")


def fail(path, ln, msg):
    sys.exit(f"{path.name}:{ln}: {msg}")


def parse(path):
    uid = lang = tz = None
    sessions, statements, raw_probes, keys = [], [], [], {}
    for ln, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("USER "):
            uid = line[5:].strip()
        elif line.startswith("LANG "):
            lang = line[5:].strip()
        elif line.startswith("TZ "):
            tz = ZoneInfo(line[3:].strip())
        elif line.startswith("SESSION "):
            if not (uid and tz):
                fail(path, ln, "USER/TZ must come before SESSION")
            d, t = line.split()[1:3]
            local = datetime.fromisoformat(f"{d}T{t}:00").replace(tzinfo=tz)
            sessions.append({
                "session_id": f"{uid}-s{len(sessions) + 1}",
                "start": local.isoformat(),
                "turns": [],
            })
        elif line.startswith("U: ") or line.startswith("A: "):
            if not sessions:
                fail(path, ln, "turn before SESSION")
            role = "user" if line[0] == "U" else "assistant"
            text = line[3:].strip().replace("\\n", "\n")
            sessions[-1]["turns"].append({"role": role, "content": text})
        elif line.startswith("S "):
            m = S_RE.match(line)
            if not m:
                fail(path, ln, "bad statement line")
            kind, key, gloss = m.groups()
            turns = sessions[-1]["turns"]
            if not turns or turns[-1]["role"] != "user":
                fail(path, ln, "statement must follow a user turn")
            if key in keys:
                fail(path, ln, f"duplicate key {key}")
            sid = f"{uid}-st{len(statements) + 1}"
            keys[key] = sid
            statements.append({
                "id": sid,
                "session_id": sessions[-1]["session_id"],
                "turn_index": len(turns) - 1,
                "kind": kind,
                "text": gloss.strip(),
            })
        elif line.startswith("PROBE "):
            m = P_RE.match(line)
            if not m:
                fail(path, ln, "bad probe line")
            raw_probes.append((ln, m.group(1), m.group(2).split(), m.group(3).strip()))
        else:
            fail(path, ln, f"unrecognised line: {line[:40]}")

    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    other = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for ln, kind, pkeys, query in raw_probes:
        pid = f"{uid}-p{len(probes) + 1}"
        if kind == "unrelated":
            if pkeys:
                fail(path, ln, "unrelated probes take no keys")
            probes.append({"id": pid, "kind": kind, "query": query,
                           "expected": list(standing), "must_not": list(other)})
        else:
            missing = [k for k in pkeys if k not in keys]
            if missing or not pkeys:
                fail(path, ln, f"unknown or missing keys {missing}")
            probes.append({"id": pid, "kind": kind, "query": query,
                           "expected": [keys[k] for k in pkeys], "must_not": []})
    return {"user_id": uid, "lang": lang, "conversations": sessions,
            "statements": statements, "probes": probes}


def main():
    users = [parse(p) for p in sorted(SRC.glob("u*.txt"))]
    out = HERE / "conversations.json"
    out.write_text(json.dumps({"users": users}, ensure_ascii=False, indent=1) + "\n",
                   encoding="utf-8")
    print(f"wrote {out.name}: {len(users)} users")


if __name__ == "__main__":
    main()
