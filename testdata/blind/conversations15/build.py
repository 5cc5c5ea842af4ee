"""Assemble conversations.json from the hand-written data_*.py files.

Python 3.11 standard library only. The text lives in data_en.py, data_zh.py
and data_mixed.py; this script only numbers ids, computes turn indexes and
UTC offsets (from IANA zone names via zoneinfo), and fills the expected /
must_not lists of the unrelated probes.
"""
import json
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import data_en, data_mixed, data_zh

PREFIX = "c15"
KIND = {"S": "standing", "N": "non_standing", "F": "fact"}


def rfc3339(local, tz):
    dt = datetime.fromisoformat(local).replace(tzinfo=ZoneInfo(tz))
    return dt.isoformat(timespec="seconds")


def build_user(spec):
    uid = f"{PREFIX}-u{spec['num']:02d}"
    convs, stmts, labels = [], [], {}
    for si, sess in enumerate(spec["sessions"], 1):
        if len(sess) == 3:
            local, tz, turns = sess
        else:
            (local, turns), tz = sess, spec["tz"]
        sid = f"{uid}-s{si}"
        out = []
        for ti, t in enumerate(turns):
            role = {"u": "user", "a": "assistant"}[t[0]]
            out.append({"role": role, "content": t[1]})
            if len(t) > 2:
                assert role == "user", (sid, ti)
                for label, kind, gloss in t[2]:
                    assert label not in labels, (uid, label)
                    stid = f"{uid}-st{len(stmts) + 1}"
                    labels[label] = stid
                    stmts.append({"id": stid, "session_id": sid, "turn_index": ti,
                                  "kind": KIND[kind], "text": gloss})
        convs.append({"session_id": sid, "start": rfc3339(local, tz), "turns": out})
    standing = [s["id"] for s in stmts if s["kind"] == "standing"]
    other = [s["id"] for s in stmts if s["kind"] != "standing"]
    probes = []
    for pi, p in enumerate(spec["probes"], 1):
        pid = f"{uid}-p{pi}"
        if p[0] == "x":
            probes.append({"id": pid, "kind": "unrelated", "query": p[1],
                           "expected": list(standing), "must_not": list(other)})
        else:
            probes.append({"id": pid, "kind": "related", "query": p[1],
                           "expected": [labels[l] for l in p[2]], "must_not": []})
    return {"user_id": uid, "lang": spec["lang"], "conversations": convs,
            "statements": stmts, "probes": probes}


def main():
    specs = data_en.USERS + data_zh.USERS + data_mixed.USERS
    specs.sort(key=lambda s: s["num"])
    users = [build_user(s) for s in specs]
    out = Path(__file__).with_name("conversations.json")
    out.write_text(json.dumps({"users": users}, ensure_ascii=False, indent=2) + "\n",
                   encoding="utf-8")
    print("wrote", out, "users:", len(users))


if __name__ == "__main__":
    main()
