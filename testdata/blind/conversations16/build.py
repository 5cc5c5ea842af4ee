#!/usr/bin/env python3
"""Assemble conversations.json from the hand-written files in source/.

Source format (one item per line):
  USER <user_id> <lang> <IANA time zone> | free note
  SESSION <YYYY-MM-DD> <HH:MM>        (local time; the UTC offset is derived from the zone)
  U: <user turn>          A: <assistant turn>
  + <kind> <label>: <gloss>           (statement on the preceding user turn)
  PROBE unrelated: <query>
  PROBE related <label>[,<label>...]: <query>
Any other non-blank line continues the previous turn (joined with a newline).
Python 3.11 standard library only.
"""
import json
import os
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
FILES = ["en.txt", "zh.txt", "mixed.txt"]


def rfc3339(date, time, tz):
    dt = datetime.fromisoformat(f"{date}T{time}:00").replace(tzinfo=ZoneInfo(tz))
    s = dt.isoformat()
    return s


def parse(path, users):
    user = None
    last = None  # last turn dict
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            where = f"{os.path.basename(path)}:{n}"
            if not line.strip():
                last = None
                continue
            if line.startswith("USER "):
                head = line[5:].split("|")[0].split()
                uid, lang, tz = head
                user = {"user_id": uid, "lang": lang, "_tz": tz, "conversations": [],
                        "statements": [], "probes": [], "_labels": {}, "_rel": []}
                users.append(user)
                last = None
            elif line.startswith("SESSION "):
                date, time = line[8:].split()
                sid = f"{user['user_id']}-s{len(user['conversations']) + 1}"
                user["conversations"].append({"session_id": sid,
                                              "start": rfc3339(date, time, user["_tz"]),
                                              "turns": []})
                last = None
            elif line.startswith("U: ") or line.startswith("A: "):
                role = "user" if line[0] == "U" else "assistant"
                turns = user["conversations"][-1]["turns"]
                last = {"role": role, "content": line[3:].strip()}
                turns.append(last)
            elif line.startswith("+ "):
                head, gloss = line[2:].split(":", 1)
                kind, label = head.split()
                conv = user["conversations"][-1]
                idx = len(conv["turns"]) - 1
                if idx < 0 or conv["turns"][idx]["role"] != "user":
                    sys.exit(f"{where}: statement not on a user turn")
                if label in user["_labels"]:
                    sys.exit(f"{where}: duplicate label {label}")
                stid = f"{user['user_id']}-st{len(user['statements']) + 1}"
                user["_labels"][label] = stid
                user["statements"].append({"id": stid, "session_id": conv["session_id"],
                                           "turn_index": idx, "kind": kind,
                                           "text": gloss.strip()})
            elif line.startswith("PROBE "):
                head, query = line[6:].split(":", 1)
                parts = head.split()
                kind = parts[0]
                labels = parts[1].split(",") if len(parts) > 1 else []
                user["_rel"].append((kind, labels, query.strip(), where))
                last = None
            else:
                if last is None:
                    sys.exit(f"{where}: stray line {line!r}")
                last["content"] += "\n" + line.strip()


def finish(user):
    standing = [s["id"] for s in user["statements"] if s["kind"] == "standing"]
    others = [s["id"] for s in user["statements"] if s["kind"] != "standing"]
    for kind, labels, query, where in user["_rel"]:
        pid = f"{user['user_id']}-p{len(user['probes']) + 1}"
        if kind == "unrelated":
            p = {"id": pid, "kind": kind, "query": query,
                 "expected": list(standing), "must_not": list(others)}
        else:
            try:
                exp = [user["_labels"][l] for l in labels]
            except KeyError as e:
                sys.exit(f"{where}: unknown label {e}")
            p = {"id": pid, "kind": kind, "query": query, "expected": exp, "must_not": []}
        user["probes"].append(p)
    for k in ("_tz", "_labels", "_rel"):
        del user[k]
    return {"user_id": user["user_id"], "lang": user["lang"],
            "conversations": user["conversations"], "statements": user["statements"],
            "probes": user["probes"]}


def main():
    users = []
    for name in FILES:
        parse(os.path.join(HERE, "source", name), users)
    out = {"users": [finish(u) for u in users]}
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print(f"wrote {len(out['users'])} users")


if __name__ == "__main__":
    main()
