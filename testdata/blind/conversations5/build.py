"""Assemble conversations.json from the hand-written src/*.txt files.
DSL: 'U id lang' starts a user; 'S start' starts a session; 'u:'/'a:' turns
(consecutive non-directive lines are appended to the previous turn, e.g. code);
'!kind | gloss' after a user turn marks a statement made in that turn;
'P u | query' unrelated probe; 'P r 1,2 | query' related probe (k-th non-standing/fact statement of the user)."""
import json, re, pathlib
HERE = pathlib.Path(__file__).parent
users = []
for fn in ["en.txt", "zh.txt", "mx.txt"]:
    cur = conv = None
    for raw in (HERE / "src" / fn).read_text(encoding="utf-8").splitlines():
        line = raw.rstrip("\n")
        if line.startswith("U "):
            _, uid, lang = line.split()
            cur = {"user_id": uid, "lang": lang, "conversations": [], "statements": [], "probes": []}
            users.append(cur); conv = None
        elif line.startswith("S "):
            n = len(cur["conversations"]) + 1
            conv = {"session_id": f"{cur['user_id']}-s{n}", "start": line[2:].strip(), "turns": []}
            cur["conversations"].append(conv)
        elif line.startswith("u: ") or line.startswith("a: "):
            conv["turns"].append({"role": "user" if line[0] == "u" else "assistant", "content": line[3:].strip()})
        elif line.startswith("!"):
            kind, gloss = [x.strip() for x in line[1:].split("|", 1)]
            assert conv["turns"][-1]["role"] == "user", line
            n = len(cur["statements"]) + 1
            cur["statements"].append({"id": f"{cur['user_id']}-st{n}", "session_id": conv["session_id"],
                                      "turn_index": len(conv["turns"]) - 1, "kind": kind, "text": gloss})
        elif line.startswith("P "):
            head, q = line[2:].split("|", 1)
            parts = head.split()
            n = len(cur["probes"]) + 1
            pid = f"{cur['user_id']}-p{n}"
            if parts[0] == "u":
                exp = [s["id"] for s in cur["statements"] if s["kind"] == "standing"]
                mn = [s["id"] for s in cur["statements"] if s["kind"] != "standing"]
                cur["probes"].append({"id": pid, "kind": "unrelated", "query": q.strip(), "expected": exp, "must_not": mn})
            else:
                ns = [s["id"] for s in cur["statements"] if s["kind"] != "standing"]
                ids = [ns[int(k) - 1] for k in parts[1].split(",")]
                cur["probes"].append({"id": pid, "kind": "related", "query": q.strip(), "expected": ids, "must_not": []})
        elif line.strip() == "":
            continue
        else:  # continuation line (code blocks)
            conv["turns"][-1]["content"] += "\n" + line
(HERE / "conversations.json").write_text(json.dumps({"users": users}, ensure_ascii=False, indent=1), encoding="utf-8")
print("wrote", len(users), "users")
