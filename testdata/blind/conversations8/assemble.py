#!/usr/bin/env python3
"""Build conversations.json from src/*.txt, validate it, print counts and OK.

Source format (one item per line; blank lines and lines starting with ';' are ignored):
  == <user_id> <lang>                       new user (lang: en | zh | mixed)
  -- <YYYY-MM-DD> <HH:MM> <IANA zone>       new conversation; the offset is computed from the zone
  U: text                                   user turn   (a literal \\n inside is a line break)
  A: text                                   assistant turn
  + <st|ns|fa> <key> | gloss                statement labelling the latest user turn
  ?U | query                                unrelated probe (labels are filled in mechanically)
  ?R key,key | query                        related probe
"""
import glob, json, os, sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
KIND = {"st": "standing", "ns": "non_standing", "fa": "fact"}


def die(where, msg):
    sys.exit(f"{where}: {msg}")


def parse():
    users, u, conv, keys = [], None, None, {}
    for fn in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        for ln, raw in enumerate(open(fn, encoding="utf-8"), 1):
            line = raw.rstrip("\n").strip()
            where = f"{os.path.basename(fn)}:{ln}"
            if not line or line.startswith(";"):
                continue
            if line.startswith("== "):
                uid, lang = line[3:].split()
                u = {"user_id": uid, "lang": lang, "conversations": [], "statements": [], "probes": []}
                users.append(u); conv = None; keys = {}
            elif line.startswith("-- "):
                d, t, zone = line[3:].split()
                start = datetime.fromisoformat(f"{d}T{t}").replace(tzinfo=ZoneInfo(zone))
                conv = {"session_id": f"{u['user_id']}-s{len(u['conversations']) + 1}",
                        "start": start.isoformat(timespec="seconds"), "turns": []}
                u["conversations"].append(conv)
            elif line.startswith(("U:", "A:")):
                role = "user" if line[0] == "U" else "assistant"
                conv["turns"].append({"role": role, "content": line[2:].strip().replace("\\n", "\n")})
            elif line.startswith("+ "):
                head, gloss = line[2:].split("|", 1)
                kind, key = head.split()
                if key in keys:
                    die(where, f"duplicate key {key}")
                ti = len(conv["turns"]) - 1
                if ti < 0 or conv["turns"][ti]["role"] != "user":
                    die(where, "statement must follow a user turn")
                sid = f"{u['user_id']}-st{len(u['statements']) + 1}"
                keys[key] = sid
                u["statements"].append({"id": sid, "session_id": conv["session_id"], "turn_index": ti,
                                        "kind": KIND[kind], "text": gloss.strip()})
            elif line.startswith("?U"):
                q = line.split("|", 1)[1].strip()
                std = [s["id"] for s in u["statements"] if s["kind"] == "standing"]
                oth = [s["id"] for s in u["statements"] if s["kind"] != "standing"]
                u["probes"].append({"id": f"{u['user_id']}-p{len(u['probes']) + 1}", "kind": "unrelated",
                                    "query": q, "expected": std, "must_not": oth})
            elif line.startswith("?R "):
                head, q = line[3:].split("|", 1)
                try:
                    exp = [keys[k.strip()] for k in head.split(",")]
                except KeyError as e:
                    die(where, f"unknown key {e}")
                u["probes"].append({"id": f"{u['user_id']}-p{len(u['probes']) + 1}", "kind": "related",
                                    "query": q.strip(), "expected": exp, "must_not": []})
            else:
                die(where, f"cannot parse {line[:50]!r}")
    return {"users": users}


if __name__ == "__main__":
    sys.path.insert(0, HERE)
    from validate import validate, report
    data = parse()
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
    sys.exit(report(data))
