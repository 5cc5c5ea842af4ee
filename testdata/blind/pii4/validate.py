#!/usr/bin/env python3
"""Validate pii.jsonl: schema, spans verbatim, unique ids, check digits, counts. Prints counts and OK."""
import json, re, sys, collections, ipaddress
W=[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
def id_ok(s):
    s=s.replace(" ","").replace("-","").upper()
    return bool(re.fullmatch(r"\d{17}[\dX]",s)) and "10X98765432"[sum(int(a)*b for a,b in zip(s[:17],W))%11]==s[17]
def luhn(n):
    t=0
    for k,ch in enumerate(reversed(n)):
        d=int(ch)
        if k%2: d=d*2; d-=9 if d>9 else 0
        t+=d
    return t%10==0
rows=[json.loads(l) for l in open("pii.jsonl",encoding="utf-8")]
err=[]
ids=set(); C=collections.Counter; kinds=C(); langs=C(); countries=C(); labels=C(); dis=0
PK={"phone","email","cn_id","bank_card","ipv4","ipv6","multi"}
texts=set()
for r in rows:
    i=r["id"]
    if i in ids: err.append(("dup id",i))
    ids.add(i)
    if r["text"] in texts: err.append(("dup text",i))
    texts.add(r["text"])
    if set(r)-{"id","lang","label","kind","country","text","spans","distractor"}: err.append(("field",i))
    if r["lang"] not in ("en","zh","mixed"): err.append(("lang",i))
    labels[r["label"]]+=1; langs[r["lang"]]+=1; kinds[(r["label"],r["kind"])]+=1
    if r.get("distractor"): dis+=1
    if r["label"]=="positive":
        if not i.startswith("p") or r["kind"] not in PK or not r["spans"]: err.append(("pos",i))
    else:
        if not i.startswith("n") or r["spans"] or r["kind"] in PK: err.append(("neg",i))
    for s in r["spans"]:
        if s not in r["text"]: err.append(("span",i,s))
    if r["kind"]=="phone":
        if not r["country"]: err.append(("country",i))
        countries[r["country"]]+=1
        for s in r["spans"]:
            n=len(re.sub(r"\D","",s))
            if not 7<=n<=15: err.append(("phonelen",i,s))
    if r["kind"]=="cn_id":
        if r["country"]!="CN" or not all(id_ok(s) for s in r["spans"]): err.append(("cnid",i))
    if r["kind"]=="bank_card":
        for s in r["spans"]:
            n=re.sub(r"\D","",s)
            if not (16<=len(n)<=19 and luhn(n)): err.append(("card",i,s))
    if r["kind"] in ("ipv4","ipv6"):
        for s in r["spans"]:
            try: ipaddress.ip_address(s)
            except ValueError: err.append(("ip",i,s))
    if r["kind"]=="invalid_card":
        m=re.search(r"\d[\d -]{14,24}\d",r["text"]); n=re.sub(r"\D","",m.group())
        if luhn(n): err.append(("invalid_card passes",i))
    if r["kind"]=="invalid_id":
        m=re.search(r"\d{17}[\dX]",r["text"])
        if id_ok(m.group()): err.append(("invalid_id passes",i))
    if r["lang"]=="en":
        wc=len(r["text"].split())
        if not 4<=wc<=40: err.append(("words",i,wc))
    if r["kind"]=="multi":
        pass
print("total",len(rows),dict(labels))
print("lang",dict(langs),{k:round(v/len(rows)*100,1) for k,v in langs.items()})
print("kinds",dict(sorted(kinds.items())))
print("phone items",sum(countries.values()),"countries",len(countries))
print(dict(sorted(countries.items())))
print("distractor positives",dis)
ok = labels["positive"]>=1600 and labels["negative"]>=650 and len(rows)>=2300 and sum(countries.values())>=900 and len(countries)>=30
if err:
    for e in err[:30]: print("ERR",e)
    print(len(err),"errors"); sys.exit(1)
print("OK" if ok else "COUNTS TOO LOW"); sys.exit(0 if ok else 1)
