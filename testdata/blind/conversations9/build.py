#!/usr/bin/env python3
"""Build conversations.json from src/*.txt, then run validate.py's checks.

Source format (one item per line; blank lines and lines starting with # are ignored):
  U <user_id> <lang> <IANA time zone>   start a user (lang: en | zh | mixed)
  S <YYYY-MM-DD HH:MM>                   start a conversation; local time, offset computed from the zone
  > text                                 user turn      (a literal \\n becomes a line break)
  < text                                 assistant turn
  = st|ns|fa <key> | gloss               label the user turn directly above (several lines allowed)
  P U | query                            unrelated probe (labels filled in mechanically)
  P R key,key | query                    related probe (expected = those keys' statement ids)
"""
import glob, json, os, sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
KIND = {"st": "standing", "ns": "non_standing", "fa": "fact"}


def die(where, msg):
    sys.exit(f"{where}: {msg}")


def parse():
    users = []
    u = conv = tz = None
    keys = {}
    last_tag = None
    for fn in sorted(glob.glob(os.path.join(HERE, "src", "*.txt"))):
        for ln, raw in enumerate(open(fn, encoding="utf-8"), 1):
            line = raw.rstrip("\n")
            where = f"{os.path.basename(fn)}:{ln}"
            if not line.strip() or line.startswith("#"):
                continue
            tag, rest = line[0], line[2:].strip()
            if len(line) < 2 or line[1] != " ":
                die(where, "tag must be followed by a space")
            if tag == "U":
                uid, lang, zone = rest.split()
                tz = ZoneInfo(zone)
                u = {"user_id": uid, "lang": lang, "conversations": [], "statements": [], "probes": []}
                users.append(u); keys = {}; conv = None
            elif tag == "S":
                t = datetime.strptime(rest, "%Y-%m-%d %H:%M").replace(tzinfo=tz)
                conv = {"session_id": f"{u['user_id']}-s{len(u['conversations']) + 1}",
                        "start": t.isoformat(), "turns": []}
                u["conversations"].append(conv)
            elif tag in "><":
                conv["turns"].append({"role": "user" if tag == ">" else "assistant",
                                      "content": rest.replace("\\n", "\n")})
            elif tag == "=":
                if last_tag not in (">", "="):
                    die(where, "label must follow a user turn")
                head, gloss = rest.split("|", 1)
                kind, key = head.split()
                if key in keys:
                    die(where, f"duplicate key {key}")
                sid = f"{u['user_id']}-st{len(u['statements']) + 1}"
                keys[key] = sid
                u["statements"].append({"id": sid, "session_id": conv["session_id"],
                                        "turn_index": len(conv["turns"]) - 1,
                                        "kind": KIND[kind], "text": gloss.strip()})
            elif tag == "P":
                head, q = rest.split("|", 1)
                parts = head.split()
                pid = f"{u['user_id']}-p{len(u['probes']) + 1}"
                if parts[0] == "U":
                    std = [s["id"] for s in u["statements"] if s["kind"] == "standing"]
                    oth = [s["id"] for s in u["statements"] if s["kind"] != "standing"]
                    u["probes"].append({"id": pid, "kind": "unrelated", "query": q.strip(),
                                        "expected": std, "must_not": oth})
                elif parts[0] == "R":
                    try:
                        exp = [keys[k] for k in parts[1].split(",")]
                    except KeyError as e:
                        die(where, f"unknown key {e}")
                    u["probes"].append({"id": pid, "kind": "related", "query": q.strip(),
                                        "expected": exp, "must_not": []})
                else:
                    die(where, "probe must be P U or P R")
            else:
                die(where, f"bad line {line[:40]!r}")
            last_tag = tag
    return {"users": users}


if __name__ == "__main__":
    data = parse()
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=1)
    import validate
    sys.exit(validate.main())
