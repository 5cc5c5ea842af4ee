#!/usr/bin/env python3
"""Validate pii.jsonl: schema, unique ids/texts, spans verbatim, check digits, IPs, counts. Prints counts and OK."""
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
err=[]; C=collections.Counter
ids=set(); texts=set(); kinds=C(); langs=C(); countries=C(); labels=C(); spans_by=C()
PK={"phone","email","cn_id","bank_card","ipv4","ipv6","multi"}
EMAIL=re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+")
for r in rows:
    i=r.get("id")
    if set(r)!={"id","lang","label","kind","country","text","spans"}: err.append(("fields",i))
    if i in ids: err.append(("dup id",i))
    ids.add(i)
    if r["text"] in texts: err.append(("dup text",i))
    texts.add(r["text"])
    if r["lang"] not in ("en","zh"): err.append(("lang",i))
    if r["label"] not in ("positive","negative"): err.append(("label",i))
    labels[r["label"]]+=1; langs[r["lang"]]+=1; kinds[(r["label"],r["kind"])]+=1
    if r["country"] is not None and not re.fullmatch(r"[A-Z]{2}",r["country"]): err.append(("country code",i))
    if r["label"]=="positive":
        if not i.startswith("p") or r["kind"] not in PK or not r["spans"]: err.append(("pos",i))
    else:
        if not i.startswith("n") or r["spans"] or r["kind"] in PK: err.append(("neg",i))
        t=r["text"]
        if EMAIL.search(t): err.append(("email in negative",i))
        for m in re.finditer(r"(?<![\d.])\d{1,3}(\.\d{1,3}){3}(?![\d.])",t):
            try: ipaddress.IPv4Address(m.group()); err.append(("ipv4 in negative",i,m.group()))
            except ValueError: pass
        if r["kind"] not in ("invalid_card","invalid_id"):
            for m in re.finditer(r"\d[\d -]{14,24}\d",t):
                d=re.sub(r"\D","",m.group())
                if 16<=len(d)<=19 and luhn(d): err.append(("luhn-valid run in negative",i))
            for m in re.finditer(r"\d{17}[\dXx]",t):
                if id_ok(m.group()): err.append(("valid id in negative",i))
    for s in r["spans"]:
        if s not in r["text"]: err.append(("span not in text",i,s))
        if s!=s.strip() or s[-1] in ".,;!?。，；！？": err.append(("span edge",i,s))
    if r["kind"]=="phone":
        if not r["country"]: err.append(("phone country",i))
        countries[r["country"]]+=1
    if r["kind"] in ("email","cn_id","bank_card","ipv4","ipv6") and r["kind"]!="cn_id" and r["country"] is not None: err.append(("country should be null",i))
    if r["kind"]=="cn_id" and r["country"]!="CN": err.append(("cn_id country",i))
    for s in r["spans"]:
        d=re.sub(r"\D","",s)
        if "@" in s:
            if not EMAIL.fullmatch(s): err.append(("email",i,s))
            spans_by["email"]+=1
        elif ":" in s:
            try: ipaddress.IPv6Address(s); spans_by["ipv6"]+=1
            except ValueError: err.append(("ipv6",i,s))
        elif re.fullmatch(r"\d{1,3}(\.\d{1,3}){3}",s):
            try: ipaddress.IPv4Address(s); spans_by["ipv4"]+=1
            except ValueError: err.append(("ipv4",i,s))
        elif re.fullmatch(r"\d{6}[ -]?\d{4} ?\d{4}[ -]?\d{3}[\dXx]",s) and id_ok(s):
            spans_by["cn_id"]+=1
        elif 16<=len(d)<=19 and re.fullmatch(r"[\d -]+",s) and luhn(d) and r["kind"] in ("bank_card","multi"):
            spans_by["bank_card"]+=1
        elif 7<=len(d)<=15 and re.fullmatch(r"[\d +()./-]+",s):
            spans_by["phone"]+=1
        else: err.append(("unclassified span",i,s))
    if r["kind"]=="cn_id" and not all(id_ok(s) for s in r["spans"]): err.append(("cn_id check",i))
    if r["kind"]=="bank_card":
        for s in r["spans"]:
            d=re.sub(r"\D","",s)
            if not (16<=len(d)<=19 and luhn(d)): err.append(("card",i,s))
    if r["kind"]=="invalid_card":
        m=re.search(r"\d[\d ]{14,24}\d",r["text"]); d=re.sub(r"\D","",m.group())
        if luhn(d): err.append(("invalid_card passes Luhn",i))
    if r["kind"]=="invalid_id":
        m=re.search(r"\d{17}[\dX]",r["text"])
        if id_ok(m.group()): err.append(("invalid_id passes check",i))
    if r["kind"]=="multi":
        ks=set()
        for s in r["spans"]:
            ks.add("e" if "@" in s else "6" if ":" in s else "4" if re.fullmatch(r"[\d.]+",s) and s.count(".")==3 else "i" if id_ok(s) else "c" if 16<=len(re.sub(r"\D","",s))<=19 and luhn(re.sub(r"\D","",s)) else "d")
        if len(ks)<2: err.append(("multi has one kind",i))
n=len(rows)
print("total",n,dict(labels))
print("lang",dict(langs),{k:round(v/n*100,1) for k,v in langs.items()})
for k,v in sorted(kinds.items()): print(" ",k[0],k[1],v)
print("negative kinds",len([k for k in kinds if k[0]=="negative"]))
print("spans by type",dict(spans_by))
print("phone items",sum(countries.values()),"countries",len(countries))
print(dict(sorted(countries.items())))
need=dict(total=n>=2300,pos=labels["positive"]>=1700,neg=labels["negative"]>=600,phone=sum(countries.values())>=1000,countries=len(countries)>=40,
  top20=all(c in countries for c in "CN IN US ID PK NG BR BD RU ET MX JP EG PH CD VN IR TR DE TH".split()),
  email=kinds[("positive","email")]>=180,cn_id=kinds[("positive","cn_id")]>=120,card=kinds[("positive","bank_card")]>=120,
  ipv4=kinds[("positive","ipv4")]>=90,ipv6=kinds[("positive","ipv6")]>=60,multi=kinds[("positive","multi")]>=70,negkinds=len([k for k in kinds if k[0]=="negative"])>=20)
bad=[k for k,v in need.items() if not v]
if err:
    for e in err[:40]: print("ERR",e)
    print(len(err),"errors"); sys.exit(1)
if bad: print("COUNTS TOO LOW:",bad); sys.exit(1)
print("OK")
