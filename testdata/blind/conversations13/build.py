#!/usr/bin/env python3
"""Assemble conversations.json from the hand-written files in src/.

Numbers sessions (s1..), statements (st1..) and probes (p1..) per user,
computes each statement's turn_index, fills unrelated probes with all
standing statements (expected) and all others (must_not), and turns the
local wall-clock start times into RFC 3339 with the real UTC offset.
Standard library only.
"""
import json
import os
import sys
from datetime import datetime
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "src"))

import data_en, data_zh, data_mixed  # noqa: E402

PREFIX = "c13"


def build():
    out_users = []
    for u in data_en.USERS + data_zh.USERS + data_mixed.USERS:
        uid = f"{PREFIX}-u{u['num']:02d}"
        convs, stmts, key2id = [], [], {}
        for si, s in enumerate(u["sessions"], 1):
            sid = f"{uid}-s{si}"
            tz = ZoneInfo(s["tz"] or u["tz"])
            start = datetime.strptime(s["local"], "%Y-%m-%d %H:%M").replace(tzinfo=tz)
            turns = []
            for ti, t in enumerate(s["turns"]):
                turns.append({"role": t["role"], "content": t["content"]})
                for kind, key, text in t["statements"]:
                    if key in key2id:
                        raise SystemExit(f"{uid}: duplicate key {key}")
                    stid = f"{uid}-st{len(stmts) + 1}"
                    key2id[key] = stid
                    stmts.append({"id": stid, "session_id": sid, "turn_index": ti,
                                  "kind": kind, "text": text})
            convs.append({"session_id": sid, "start": start.isoformat(), "turns": turns})
        standing = [s["id"] for s in stmts if s["kind"] == "standing"]
        others = [s["id"] for s in stmts if s["kind"] != "standing"]
        probes = []
        for pi, p in enumerate(u["probes"], 1):
            pid = f"{uid}-p{pi}"
            if p["kind"] == "unrelated":
                probes.append({"id": pid, "kind": "unrelated", "query": p["query"],
                               "expected": list(standing), "must_not": list(others)})
            else:
                try:
                    exp = [key2id[k] for k in p["keys"]]
                except KeyError as e:
                    raise SystemExit(f"{uid}: unknown key {e}")
                probes.append({"id": pid, "kind": "related", "query": p["query"],
                               "expected": exp, "must_not": []})
        out_users.append({"user_id": uid, "lang": u["lang"], "conversations": convs,
                          "statements": stmts, "probes": probes})
    return {"users": out_users}


if __name__ == "__main__":
    data = build()
    with open(os.path.join(HERE, "conversations.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write("\n")
    print("wrote conversations.json with", len(data["users"]), "users")
