import json, re, sys
from collections import Counter
import os
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train2.jsonl")
rows = []
with open(path, encoding="utf-8") as f:
    for i, line in enumerate(f, 1):
        r = json.loads(line)
        assert set(r) == {"text", "label", "lang"}, i
        assert r["label"] in ("standing", "not"), i
        assert r["lang"] in ("en", "zh", "mixed"), i
        assert r["text"].strip(), i
        rows.append(r)
texts = Counter(r["text"] for r in rows)
dups = [t for t, c in texts.items() if c > 1]
norm = Counter(re.sub(r"[\W_]+", "", r["text"].lower()) for r in rows)
near = [t for t, c in norm.items() if c > 1]
print("total", len(rows))
print("by label", dict(Counter(r["label"] for r in rows)))
print("by lang", dict(Counter(r["lang"] for r in rows)))
print("by label x lang", dict(Counter((r["label"], r["lang"]) for r in rows)))
print("exact duplicates", len(dups), dups[:10])
print("normalised duplicates", len(near), near[:10])
sys.exit(1 if dups else 0)
