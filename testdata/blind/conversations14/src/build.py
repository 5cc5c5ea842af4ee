"""Assemble conversations.json from the hand-written sources in this folder.

Only the Python 3.11 standard library is used. Offsets come from zoneinfo,
so every `start` carries the user's real UTC offset on that date.
"""
import json
import os
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import users_en  # noqa: E402
import users_zh  # noqa: E402
import users_mixed  # noqa: E402

PREFIX = "c14"
OUT = os.path.join(os.path.dirname(HERE), "conversations.json")


def build_user(u):
    uid = f"{PREFIX}-u{u['num']:02d}"
    tz = ZoneInfo(u["tz"])
    conversations, statements, keymap = [], [], {}
    for si, sess in enumerate(u["sessions"], 1):
        sid = f"{uid}-s{si}"
        local = datetime.fromisoformat(sess["local_start"]).replace(tzinfo=tz)
        turns = []
        for ti, t in enumerate(sess["turns"]):
            turns.append({"role": t["role"], "content": t["content"]})
            for kind, key, gloss in t["labels"]:
                assert t["role"] == "user", (sid, ti)
                assert key not in keymap, (uid, key)
                stid = f"{uid}-st{len(statements) + 1}"
                keymap[key] = stid
                statements.append({"id": stid, "session_id": sid, "turn_index": ti,
                                   "kind": kind, "text": gloss})
        conversations.append({"session_id": sid, "start": local.isoformat(timespec="seconds"),
                              "turns": turns})
    standing = [s["id"] for s in statements if s["kind"] == "standing"]
    others = [s["id"] for s in statements if s["kind"] != "standing"]
    probes = []
    for q in u["unrelated"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "unrelated", "query": q,
                       "expected": list(standing), "must_not": list(others)})
    for q, keys in u["related"]:
        probes.append({"id": f"{uid}-p{len(probes) + 1}", "kind": "related", "query": q,
                       "expected": [keymap[k] for k in keys], "must_not": []})
    return {"user_id": uid, "lang": u["lang"], "conversations": conversations,
            "statements": statements, "probes": probes}


def main():
    users = users_en.USERS + users_zh.USERS + users_mixed.USERS
    users.sort(key=lambda u: u["num"])
    data = {"users": [build_user(u) for u in users]}
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote", OUT)


if __name__ == "__main__":
    main()
