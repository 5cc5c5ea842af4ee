#!/usr/bin/env python3
"""Assemble pii.jsonl deterministically from hand-written frames (frames_pos.py, frames_neg.py) and number plans (phones.py)."""
import json, random, re, ipaddress
import phones, frames_pos as F, frames_neg as N
rng = random.Random(20261202)
W=[7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2]
def idcheck(s17): return "10X98765432"[sum(int(a)*b for a,b in zip(s17,W))%11]
def luhn_ok(n):
    t=0
    for k,ch in enumerate(reversed(n)):
        d=int(ch)
        if k%2: d=d*2; d-=9 if d>9 else 0
        t+=d
    return t%10==0
def luhn_complete(body):
    for c in "0123456789":
        if luhn_ok(body+c): return body+c
def expand(pat):
    out=[]; i=0
    while i<len(pat):
        c=pat[i]
        if c=="{":
            j=pat.index("}",i); out.append(rng.choice(pat[i+1:j].split("|"))); i=j+1; continue
        out.append(str(rng.randint(0,9)) if c=="#" else c); i+=1
    return "".join(out)

# ---------- CN ID ----------
REG=["110101","110105","110108","310104","310115","310110","440106","440305","440304","330106","330102","320102","320106","510107","510104","420106","610113","370202","500103","120101","430104","350203","410105","210102","230103","450103","360102","340104","130102","140105","150102","620102","520102","460105","640104","650102","630102","220102","441900","330282","321102","371002"]
def cn_id(force_x=None):
    while True:
        y=rng.randint(1950,2006); m=rng.randint(1,12); d=rng.randint(1,28 if m==2 else 30)
        s17=rng.choice(REG)+f"{y}{m:02d}{d:02d}"+f"{rng.randint(0,999):03d}"
        c=idcheck(s17)
        if force_x is None or (c=="X")==force_x: break
    s=s17+c
    if c=="X" and rng.random()<0.15: s=s17+"x"
    r=rng.random()
    if r<0.62: return s
    if r<0.77: return s[:6]+" "+s[6:14]+" "+s[14:]
    if r<0.9: return s[:6]+"-"+s[6:14]+"-"+s[14:]
    return s[:6]+" "+s[6:10]+" "+s[10:14]+" "+s[14:]
def id_valid(s):
    s=re.sub(r"[ -]","",s).upper(); return idcheck(s[:17])==s[17]
# ---------- cards ----------
CARDP=[("622202",19),("621226",19),("621700",19),("622848",19),("622588",16),("621483",16),("622700",19),("623058",19),("622609",16),("621661",19),("625965",16),("628288",16),
       ("4",16),("4",16),("4",16),("51",16),("53",16),("55",16),("2221",16),("2720",16),("2367",16),("3528",16),("3566",16),("6011",16),("4",19)]
def card_digits():
    p,n=rng.choice(CARDP)
    return luhn_complete(p+"".join(str(rng.randint(0,9)) for _ in range(n-len(p)-1)))
def card():
    d=card_digits(); r=rng.random()
    if r<0.4: return d
    sep=" " if r<0.75 else "-"
    if len(d)==19 and rng.random()<0.4: return d[:6]+sep+d[6:]
    return sep.join(d[i:i+4] for i in range(0,len(d),4))
# ---------- emails (hand-written local parts and domains) ----------
LOC=["lin.wei","j.okonkwo","maria.fernanda","sato.kenji","a.rahman","priya.s","tom.berger","zhangxiaoyu","emma_w","k.nakamura","olga.petrova","dev.ops","noreply-billing","hr.recruit","liam.obrien","fatima.z","chen.hao88","juan.p.garcia","sun_yue","grace.kim","m.rossi","nguyen.thao","ahmet.yilmaz","a.kowalski","sven.lindqvist","r.mehta","hello","info","press","wang.lei+invoices","sarah+newsletter","mike.t+shop","li.na+work","jdoe2019","amelie.dubois","ikechukwu.e","thanh.ho","yuki-tanaka","p.schmidt","lucas.silva","ananya.iyer","omar.haddad","ivy.chan","bo.zhou","carlos_m","nora.h","test.account","finance.team","support","ops-alerts","rachel.levi","wu.jun+travel","hugo.m","david.osei","mei.ling","anna-maria","tk","x.liu1990"]
DOM=["gmail.com","outlook.com","163.com","qq.com","126.com","yahoo.co.jp","hotmail.co.uk","icloud.com","mail.ru","protonmail.com","sina.cn","foxmail.com","naver.com","web.de","orange.fr","libero.it","cs.tsinghua.edu.cn","mail.ustc.edu.cn","eng.unimelb.edu.au","student.uva.nl","corp.alibaba-inc.com","hq.brightline.io","mx.nordfisk.no","sales.kiteworks.de","ac.uk.example-uni.ac.uk","lab.sjtu.edu.cn","dept.ucl.ac.uk","tencent.com","bytedance.com","studio-nine.co","greenleaf.org","mail.hk-trading.com.hk","sg.globalfreight.sg","in.acmeinfo.co.in","br.vendas.com.br","ox.ac.uk","pku.edu.cn","gmx.de","yandex.ru","rediffmail.com"]
def email(): return rng.choice(LOC)+"@"+rng.choice(DOM)
# ---------- IPs ----------
def ipv4():
    r=rng.random()
    if r<0.15: return f"192.168.{rng.choice([0,1,2,3,10,31,100])}.{rng.randint(2,254)}"
    if r<0.25: return f"10.{rng.randint(0,255)}.{rng.randint(0,255)}.{rng.randint(1,254)}"
    if r<0.3: return f"172.{rng.randint(16,31)}.{rng.randint(0,255)}.{rng.randint(1,254)}"
    while True:
        a=rng.randint(1,223)
        if a not in (10,127,169,172,192,100,0): break
    return f"{a}.{rng.randint(0,255)}.{rng.randint(0,255)}.{rng.randint(1,254)}"
V6P=["2001:da8","2400:cb00","2606:4700","2a00:1450","240e:3b7","2408:8207","2409:8a28","2a03:2880","2604:a880","2001:4860","2a01:4f8","fe80:0:0:0","2001:db8","2402:4e00","2600:1f18"]
def ipv6():
    pre=rng.choice(V6P); parts=pre.split(":")
    while len(parts)<8:
        r=rng.random()
        parts.append("0" if r<0.3 else format(rng.randint(1,0xffff),"x"))
    a=ipaddress.IPv6Address(":".join(parts))
    r=rng.random()
    if r<0.65: return a.compressed
    if r<0.8: return a.exploded
    if r<0.9: return a.compressed.upper()
    return ":".join(format(int(x,16),"x") for x in a.exploded.split(":"))
# ---------- phones ----------
CW={"CN":95,"IN":42,"US":42,"GB":30,"JP":24,"DE":24,"BR":24,"HK":22,"TW":22,"SG":20,"MY":20,"KR":22}
ZH_HEAVY={"CN":0.8,"HK":0.6,"TW":0.65,"SG":0.5,"MY":0.45}
def phone_country_list():
    L=[]
    for c in phones.P: L+= [c]*CW.get(c,18)
    return L

rows=[]; seen=set(); frames_used=set()
def add(label,kind,country,lang,frame,text,spans):
    if text in seen: return False
    for s in spans: assert s in text,(text,s)
    seen.add(text); frames_used.add(frame)
    rows.append(dict(lang=lang,label=label,kind=kind,country=country,text=text,spans=spans)); return True

LANDW=["座机","landline","office line","Fax","home ","家里电话","总机","办公室","front desk","Office ","hotel","Doctor's office","老家","物业","医院","school nurse","pharmacy","helpline","前台","预约电话","vet clinic","Landlord:","hostel","白天","Our office"]
MOBW=["mobile","Mobile","mob","cell","WhatsApp","Viber","Signal","Telegram","手机","text ","sim","微信","短信","Line","发个","texted","验证码","实名","晚上","new one","新号","新换","phone num","回个"]
def slot_kind(text,key):
    pre=text[:text.index(key)][-22:]
    best=None; pos=-1
    for w in LANDW:
        j=pre.rfind(w)
        if j>pos: pos=j; best="land"
    for w in MOBW:
        j=pre.rfind(w)
        if j>pos: pos=j; best="mob"
    if key=="{P}" and "{P2}" not in text and best is None:
        post=text[text.index(key):][:30]
        if any(w in post for w in ["验证码","短信","实名"]): best="mob"
    return best
CTRY={"韩国":"KR","泰国":"TH","泰语":"TH","日本":"JP","德国":"DE","迪拜":"AE","加拿大":"CA","菲律宾":"PH","英国":"GB"}
CNONLY=["移动还是联通","老家座机","已实名","国内","广交会","Whoever"]
def frame_ok(fr,c):
    for w,cc in CTRY.items():
        if w in fr and c!=cc: return False
    if "在国外" in fr and c=="CN": return False
    if any(w in fr for w in ["移动还是联通","老家座机","已实名"]) and c!="CN": return False
    if "微信同号" in fr and c not in ("CN","HK","TW","SG","MY"): return False
    if "Teléfono" in fr and c not in ("ES","MX","AR","CO","CL","PE"): return False
    if "電話番号" in fr and c!="JP": return False
    if "huisarts" in fr and c not in ("NL","BE"): return False
    if "appelle-moi" in fr and c not in ("FR","BE","CH"): return False
    if "Mi número" in fr and c not in ("ES","MX","AR","CO","CL","PE"): return False
    if "Telefon:" in fr and c not in ("DE","AT","CH","SE","NO","DK","PL","TR"): return False
    if "Line是" in fr and c not in ("JP","TW","TH"): return False
    if not phones.has_land(c) and any(slot_kind(fr,k)=="land" for k in ("{P}","{P2}") if k in fr): return False
    return True
def fill(frame, country=None):
    spans=[]; text=frame
    for key in ["{P2}","{P}","{E2}","{E}","{I}","{C}","{V4b}","{V4}","{V6}"]:
        while key in text:
            if key in("{P}","{P2}"): v=phones.gen(country,rng,slot_kind(text,key))
            elif key in("{E}","{E2}"): v=email()
            elif key=="{I}": v=cn_id(force_x=(rng.random()<0.25))
            elif key=="{C}": v=card()
            elif key in("{V4}","{V4b}"): v=ipv4()
            else: v=ipv6()
            text=text.replace(key,v,1); spans.append(v)
    # order spans by position in text
    spans.sort(key=lambda s: text.index(s))
    return text,spans

# phones
for c in phone_country_list():
    for _ in range(60):
        zh = rng.random() < ZH_HEAVY.get(c,0.35)
        fr = rng.choice(F.PHONE_ZH if zh else F.PHONE_EN)
        if not frame_ok(fr,c): continue
        t,sp = fill(fr,c)
        if add("positive","phone",c,"zh" if zh else "en",fr,t,sp): break
def many(n,en,zh,kind,country_fn,pzh=0.5):
    k=0; tries=0
    while k<n and tries<n*50:
        tries+=1
        isz=rng.random()<pzh; fr=rng.choice(zh if isz else en)
        c=country_fn(fr)
        if c and "{P}" in fr and not frame_ok(fr,c): continue
        t,sp=fill(fr,c)
        if add("positive",kind,(c if kind!="cn_id" else "CN") if kind in("multi","cn_id") else None,"zh" if isz else "en",fr,t,sp): k+=1
many(200,F.EMAIL_EN,F.EMAIL_ZH,"email",lambda f:None,0.5)
many(135,F.ID_EN,F.ID_ZH,"cn_id",lambda f:None,0.7)
many(135,F.CARD_EN,F.CARD_ZH,"bank_card",lambda f:None,0.65)
many(100,F.V4_EN,F.V4_ZH,"ipv4",lambda f:None,0.55)
many(70,F.V6_EN,F.V6_ZH,"ipv6",lambda f:None,0.55)
PC=list(phones.P)
def multi_country(fr):
    if "{P}" in fr: return "CN" if rng.random()<0.5 else rng.choice(PC)
    if "{I}" in fr: return "CN"
    return None
many(90,F.MULTI_EN,F.MULTI_ZH,"multi",multi_country,0.55)
# fix multi country: phone country if phone else CN if ID else null
for r in rows:
    pass
# negatives
def isbn13():
    body="978"+rng.choice(["7","0","1","4","3"])+"".join(str(rng.randint(0,9)) for _ in range(8))
    s=sum(int(d)*(1 if i%2==0 else 3) for i,d in enumerate(body)); c=(10-s%10)%10
    d=body+str(c); return rng.choice([d, f"{d[:3]}-{d[3]}-{d[4:8]}-{d[8:12]}-{d[12]}"])
def ean13():
    body=rng.choice(["690","692","693","400","490","880"])+"".join(str(rng.randint(0,9)) for _ in range(9))
    s=sum(int(d)*(1 if i%2==0 else 3) for i,d in enumerate(body)); return body+str((10-s%10)%10)
def bad_card():
    d=card_digits(); last=str((int(d[-1])+rng.randint(1,9))%10); d=d[:-1]+last
    return rng.choice([d," ".join(d[i:i+4] for i in range(0,len(d),4))])
def bad_id():
    s=cn_id(force_x=False); s=re.sub(r"[ -]","",s)
    good=s[17]; bad=rng.choice([c for c in "0123456789X" if c!=good]); return s[:17]+bad
def negval(kind):
    pat=rng.choice(N.VAL[kind])
    if pat=="ISBN13": return isbn13()
    if pat=="EAN13": return ean13()
    if pat=="BADCARD": return bad_card()
    if pat=="BADID": return bad_id()
    if pat.startswith("HEX"): return "".join(rng.choice("0123456789abcdef") for _ in range(int(pat[3:])))
    return expand(pat)
def neg_ok(kind,text):
    if kind in("invalid_card","invalid_id"): return True
    for m in re.finditer(r"\d[\d -]{14,24}\d",text):
        d=re.sub(r"\D","",m.group())
        if 16<=len(d)<=19 and luhn_ok(d): return False
    for m in re.finditer(r"\d{17}[\dXx]",text):
        if id_valid(m.group()): return False
    return True
NEGN={"order_number":50,"tracking_number":45,"invoice_number":30,"date":30,"time":26,"version":34,"amount":28,"postcode":26,"isbn":20,"flight":24,"serial_number":22,"room_seat":24,"measurement":22,"coordinates":18,"score":18,"percentage":16,"section_number":16,"hash":18,"sports_result":16,"stock_quantity":16,"year":12,"model_number":18,"meeting_id":22,"train":12,"barcode":14,"license_plate":12,"math":14,"invalid_card":24,"invalid_id":20}
for kind,n in NEGN.items():
    n=int(n*1.15)
    k=0; tries=0
    while k<n and tries<2000:
        tries+=1
        lang,fr=rng.choice(N.NEG[kind]); v=negval(kind); t=fr.replace("{v}",v)
        if lang=="en" and re.search(r"[\u4e00-\u9fff]",v): continue
        if not neg_ok(kind,t): continue
        if t in seen: continue
        seen.add(t); frames_used.add(fr); k+=1
        rows.append(dict(lang=lang,label="negative",kind=kind,country=None,text=t,spans=[]))
rng.shuffle(rows)
pi=ni=0; out=[]
for r in rows:
    if r["label"]=="positive": pi+=1; i=f"p{pi:04d}"
    else: ni+=1; i=f"n{ni:04d}"
    out.append(dict(id=i,**r))
out.sort(key=lambda r:(r["id"][0]!="p",r["id"]))
with open("pii.jsonl","w",encoding="utf-8") as f:
    for r in out: f.write(json.dumps(r,ensure_ascii=False)+"\n")
print(len(out),"rows; distinct frames used:",len(frames_used))
