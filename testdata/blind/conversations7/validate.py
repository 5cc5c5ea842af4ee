#!/usr/bin/env python3
"""Validate conversations.json (no rebuild): prints counts and OK, exits 1 on any error."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from assemble import validate
data = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "conversations.json"), encoding="utf-8"))
c, errs = validate(data)
for k, v in c.items():
    print(f"{k}: {v}")
print(f"probes: {c['unrelated'] + c['related']}")
for e in errs:
    print("ERROR", e)
sys.exit(1) if errs else print("OK")
