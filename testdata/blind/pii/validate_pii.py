#!/usr/bin/env python3
"""Validate pii.jsonl: schema, spans, counts, checksums. Prints a summary used for README."""
import json, re, os, sys
from collections import Counter, defaultdict
HERE = os.path.dirname(os.path.abspath(__file__))
W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]

def id_ok(s):
    s = s.replace(" ", "").upper()
    return len(s) == 18 and s[:17].isdigit() and "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], W)) % 11] == s[17]

def luhn(n):
    t = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        t += d
    return t % 10 == 0

EMAIL = re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
items = [json.loads(l) for l in open(os.path.join(HERE, "pii.jsonl"), encoding="utf-8")]
errs = []
ids = set()
kinds = Counter(); langs = Counter(); ctry = Counter(); ctry_items = Counter(); spk = Counter(); sub = Counter()
digits_by_c = defaultdict(Counter)
neg_luhn = 0
for it in items:
    for k in ("id", "lang", "label", "kind", "country", "text", "spans"):
        if k not in it: errs.append((it.get("id"), "missing " + k))
    if it["id"] in ids: errs.append((it["id"], "dup id"))
    ids.add(it["id"])
    assert it["lang"] in ("en", "zh") and it["label"] in ("positive", "negative")
    for s in it["spans"]:
        if s not in it["text"]: errs.append((it["id"], "span not in text", s))
    kinds[(it["label"], it["kind"])] += 1
    langs[(it["label"], it["lang"])] += 1
    if it["label"] == "negative":
        if it["spans"]: errs.append((it["id"], "neg with spans"))
        if EMAIL.search(it["text"]): errs.append((it["id"], "email-like in negative", it["text"]))
        for m in re.finditer(r"\d[\d -]{14,}\d", it["text"]):
            dg = re.sub(r"\D", "", m.group())
            if 16 <= len(dg) <= 19 and luhn(dg): neg_luhn += 1
        for m in re.finditer(r"(?<!\d)\d{17}[\dXx](?!\d)", it["text"]):
            if id_ok(m.group()): errs.append((it["id"], "valid cn id in negative"))
        continue
    if len(it["spans"]) != len(it["span_kinds"]) or not it["spans"]: errs.append((it["id"], "span_kinds"))
    if it["kind"] == "phone":
        ctry_items[it["country"]] += 1
        if it["country"] == "CN": sub[it["phone_type"]] += 1
    for s, k in zip(it["spans"], it["span_kinds"]):
        spk[k] += 1
        if k == "phone":
            ctry[it["country"]] += 1
            digits_by_c[it["country"]][len(re.sub(r"\D", "", s))] += 1
        if k == "cn_id" and not id_ok(s): errs.append((it["id"], "bad id", s))
        if k == "bank_card":
            dg = re.sub(r"\D", "", s)
            if not (16 <= len(dg) <= 19 and luhn(dg)): errs.append((it["id"], "bad card", s))
        if k == "email" and not EMAIL.fullmatch(s): errs.append((it["id"], "bad email", s))
        if k == "ipv4":
            p = s.split(".")
            if len(p) != 4 or not all(x.isdigit() and 0 <= int(x) <= 255 for x in p): errs.append((it["id"], "bad v4", s))
        if k == "ipv6":
            import ipaddress
            try: ipaddress.IPv6Address(s)
            except Exception: errs.append((it["id"], "bad v6", s))
pos = sum(v for (l, k), v in kinds.items() if l == "positive")
neg = sum(v for (l, k), v in kinds.items() if l == "negative")
print("total", len(items), "positive", pos, "negative", neg)
print("by label/kind:", sorted(kinds.items()))
print("by label/lang:", sorted(langs.items()))
print("span kinds:", dict(spk))
print("phone items per country:", dict(sorted(ctry_items.items())))
print("phone spans per country:", dict(sorted(ctry.items())))
print("CN phone_type:", dict(sub))
print("digit counts per country:", {c: dict(v) for c, v in sorted(digits_by_c.items())})
print("negatives with a Luhn-valid 16-19 digit run (by chance):", neg_luhn)
ok = pos >= 1600 and neg >= 600 and len(items) >= 2200 and min(ctry_items.values()) >= 40 and len(ctry_items) >= 22 and sub["mobile"] >= 40 and sub["landline"] >= 40
print("ERRORS:", len(errs)); [print(e) for e in errs[:30]]
print("SPEC OK" if ok and not errs else "SPEC FAIL")
