#!/usr/bin/env python3
"""Assemble recall.json from src/u*.txt, check it, print counts.

Source format (one user per file):
  # user <user_id>            header; other '#' lines are comments
  [key] type | content        memory; ids r6-uN-m01.. in file order; type 'preference*'
                              marks a standing answer-style preference (stored as
                              'preference', must not be targeted by any query)
  == queries
  Q | query | key1,key2       related query; kind same/cross derived from languages
  U | query                   unrelated query (expected [])
Query ids r6-q001.. in user order.  --check: validate only, don't write.
"""
import json, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
CJK = re.compile(r'[\u3400-\u9fff\uf900-\ufaff]')
TYPES = {"fact", "preference", "profile", "event", "todo", "rule"}


def lang(t):
    return "zh" if CJK.search(t) else "en"


def main():
    users, queries, err = [], [], []
    standing = []
    qn = 0
    for path in sorted(glob.glob(os.path.join(HERE, "src", "u*.txt")), key=lambda p: int(re.search(r'u(\d+)', p).group(1))):
        uid, mems, keys, inq = None, [], {}, False
        for ln, line in enumerate(open(path, encoding="utf-8"), 1):
            line = line.rstrip("\n")
            if not line.strip():
                continue
            where = f"{os.path.basename(path)}:{ln}"
            if line.startswith("# user "):
                uid = line[7:].strip(); continue
            if line.startswith("#"):
                continue
            if line.startswith("== queries"):
                inq = True; continue
            if not inq:
                m = re.match(r'\[(\w+)\] (\w+\*?) \| (.+)$', line)
                if not m: err.append(f"{where}: bad memory line"); continue
                key, typ, content = m.groups()
                st = typ.endswith("*"); typ = typ.rstrip("*")
                if typ not in TYPES: err.append(f"{where}: type {typ}")
                if key in keys: err.append(f"{where}: dup key {key}")
                mid = f"{uid}-m{len(mems) + 1:02d}"
                keys[key] = (mid, lang(content), st)
                if st: standing.append(mid)
                mems.append({"id": mid, "lang": lang(content), "type": typ, "content": content.strip()})
            else:
                parts = [p.strip() for p in line.split(" | ")]
                qn += 1
                qid = f"r6-q{qn:03d}"
                ql = lang(parts[1])
                if parts[0] == "U":
                    if len(parts) != 2: err.append(f"{where}: bad U line")
                    queries.append({"id": qid, "user_id": uid, "lang": ql, "kind": "unrelated", "query": parts[1], "expected": []})
                    continue
                if parts[0] != "Q" or len(parts) != 3: err.append(f"{where}: bad Q line"); continue
                exp, langs = [], set()
                for k in parts[2].split(","):
                    k = k.strip()
                    if k not in keys: err.append(f"{where}: unknown key {k}"); continue
                    mid, ml, st = keys[k]
                    if st: err.append(f"{where}: targets standing preference {k}")
                    exp.append(mid); langs.add(ml)
                if len(langs) != 1: err.append(f"{where}: mixed expected languages"); continue
                if not 1 <= len(exp) <= 2: err.append(f"{where}: expected size")
                kind = "same" if langs.pop() == ql else "cross"
                queries.append({"id": qid, "user_id": uid, "lang": ql, "kind": kind, "query": parts[1], "expected": exp})
        nst = sum(1 for k in keys.values() if k[2])
        if nst != 2: err.append(f"{uid}: {nst} standing preferences, want 2")
        users.append({"user_id": uid, "memories": mems})
    for e in err:
        print("ERROR", e)
    if err:
        sys.exit(1)
    doc = {"users": users, "queries": queries}
    if "--check" not in sys.argv:
        with open(os.path.join(HERE, "recall.json"), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
        print("wrote recall.json; standing preferences:", " ".join(standing))
    os.system(f"{sys.executable} {os.path.join(HERE, 'validate.py')}")


if __name__ == "__main__":
    main()
