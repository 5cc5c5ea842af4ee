#!/usr/bin/env python3
"""Assemble conversations.json from the hand-written files in src/.

Source format (one file per user, src/<user_id>.txt):
  # user <id> / # lang <en|zh|mixed> / # tz <IANA zone>   header lines
  == <RFC 3339 start>                                      starts a session
  U: <text>  /  A: <text>                                  a user / assistant turn
  | <text>                                                 continues the previous turn on a new line
  > <kind> [<tag>]: <gloss>                                a statement carried by the last user turn
  ?? unrelated: <query>                                    unrelated probe (ids filled in here)
  ?? related [<tag>, <tag>]: <query>                       related probe needing the tagged statements
The script only numbers ids and resolves tags; all text comes from the source files.
"""
import json, re, sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
STMT_RE = re.compile(r"^> (standing|non_standing|fact) \[([\w-]+)\]: (.+)$")
PROBE_RE = re.compile(r"^\?\? (unrelated|related)(?: \[([^\]]+)\])?: (.+)$")


def parse(path):
    user = {"user_id": None, "lang": None, "conversations": [], "statements": [], "probes": []}
    tz = None
    tags = {}
    raw_probes = []
    session = None
    last_turn = None
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path.name}:{n}"
        if not line.strip():
            continue
        if line.startswith("# "):
            key, _, val = line[2:].partition(" ")
            if key == "user":
                user["user_id"] = val.strip()
            elif key == "lang":
                user["lang"] = val.strip()
            elif key == "tz":
                tz = val.strip()
            else:
                sys.exit(f"{where}: unknown header {key}")
        elif line.startswith("== "):
            sid = f"{user['user_id']}-s{len(user['conversations']) + 1}"
            session = {"session_id": sid, "start": line[3:].strip(), "turns": []}
            user["conversations"].append(session)
            last_turn = None
        elif line.startswith("U: ") or line.startswith("A: "):
            role = "user" if line[0] == "U" else "assistant"
            last_turn = {"role": role, "content": line[3:].strip()}
            session["turns"].append(last_turn)
        elif line == "|" or line.startswith("| "):
            if last_turn is None:
                sys.exit(f"{where}: continuation without a turn")
            last_turn["content"] += "\n" + line[2:]
        elif line.startswith("> "):
            m = STMT_RE.match(line)
            if not m or last_turn is None or last_turn["role"] != "user":
                sys.exit(f"{where}: bad statement line or not after a user turn")
            kind, tag, text = m.groups()
            if tag in tags:
                sys.exit(f"{where}: duplicate tag {tag}")
            sid = f"{user['user_id']}-st{len(user['statements']) + 1}"
            tags[tag] = (sid, kind)
            user["statements"].append({
                "id": sid,
                "session_id": session["session_id"],
                "turn_index": len(session["turns"]) - 1,
                "kind": kind,
                "text": text.strip(),
            })
        elif line.startswith("?? "):
            m = PROBE_RE.match(line)
            if not m:
                sys.exit(f"{where}: bad probe line")
            raw_probes.append((where,) + m.groups())
        else:
            sys.exit(f"{where}: unrecognised line: {line[:40]}")

    standing = [s["id"] for s in user["statements"] if s["kind"] == "standing"]
    other = [s["id"] for s in user["statements"] if s["kind"] != "standing"]
    for where, kind, taglist, query in raw_probes:
        pid = f"{user['user_id']}-p{len(user['probes']) + 1}"
        if kind == "unrelated":
            if taglist:
                sys.exit(f"{where}: unrelated probe must not name tags")
            expected, must_not = list(standing), list(other)
        else:
            expected = []
            for t in [t.strip() for t in (taglist or "").split(",") if t.strip()]:
                if t not in tags:
                    sys.exit(f"{where}: unknown tag {t}")
                if tags[t][1] == "standing":
                    sys.exit(f"{where}: related probe names standing tag {t}")
                expected.append(tags[t][0])
            must_not = []
        user["probes"].append({"id": pid, "kind": kind, "query": query.strip(),
                               "expected": expected, "must_not": must_not})
    return user, tz


def main():
    users, zones = [], {}
    for path in sorted((HERE / "src").glob("*.txt")):
        u, tz = parse(path)
        users.append(u)
        zones[u["user_id"]] = tz
    (HERE / "conversations.json").write_text(
        json.dumps({"users": users}, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    (HERE / "timezones.json").write_text(json.dumps(zones, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(users)} users")


if __name__ == "__main__":
    main()
