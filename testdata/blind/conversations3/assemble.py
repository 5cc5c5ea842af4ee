#!/usr/bin/env python3
"""Assemble hand-written src/*.txt into conversations.json, validate, count.
Format (written by hand):
  === <user_id> <lang>
  --- <ISO start>
  U: user text            (turn)
  A: assistant text       (turn)
    !<kind>#<label>: note (statement stated by the preceding U: turn)
  ? unrelated: query
  ? related <label>[,<label>]: query
No content is generated here; the script only assembles ids, indexes and the
unrelated-probe label lists (all standing / all non-standing+fact of that user)."""
import json, glob, re, sys, collections

users = []
cur = None
last_was_turn = False
for fn in sorted(glob.glob('src/*.txt')):
    for ln, raw in enumerate(open(fn, encoding='utf-8'), 1):
        line = raw.rstrip('\n')
        if not line.strip() or line.startswith('#'):
            continue
        s = line.strip()
        where = f'{fn}:{ln}'
        if s.startswith('=== '):
            uid, lang = s[4:].split()
            cur = {'user_id': uid, 'lang': lang, 'conversations': [], 'statements': [], 'probes': [], '_labels': {}, '_rel': []}
            users.append(cur)
        elif s.startswith('--- '):
            n = len(cur['conversations']) + 1
            cur['conversations'].append({'session_id': f"{cur['user_id']}-s{n}", 'start': s[4:].strip(), 'turns': []})
        elif s.startswith('U: ') or s.startswith('A: '):
            role = 'user' if s[0] == 'U' else 'assistant'
            cur['conversations'][-1]['turns'].append({'role': role, 'content': s[3:].strip()})
        elif s.startswith('!'):
            m = re.match(r'!(standing|non_standing|fact)#([\w-]+):\s*(.+)$', s)
            assert m, where
            kind, label, text = m.groups()
            conv = cur['conversations'][-1]
            ti = len(conv['turns']) - 1
            assert ti >= 0 and conv['turns'][ti]['role'] == 'user', where
            n = len(cur['statements']) + 1
            sid = f"{cur['user_id']}-st{n}"
            assert label not in cur['_labels'], where
            cur['_labels'][label] = sid
            cur['statements'].append({'id': sid, 'session_id': conv['session_id'], 'turn_index': ti, 'kind': kind, 'text': text})
        elif s.startswith('? '):
            m = re.match(r'\? (unrelated|related)([^:]*):\s*(.+)$', s)
            assert m, where
            kind, labs, q = m.groups()
            n = len(cur['probes']) + 1
            p = {'id': f"{cur['user_id']}-p{n}", 'kind': kind, 'query': q, 'expected': [], 'must_not': []}
            cur['probes'].append(p)
            cur['_rel'].append((p, [x.strip() for x in labs.split(',') if x.strip()], where))
        elif cur and cur['conversations'] and cur['conversations'][-1]['turns'] and last_was_turn:
            cur['conversations'][-1]['turns'][-1]['content'] += '\n' + line.rstrip()
            continue
        else:
            raise SystemExit(f'bad line {where}: {line}')
        last_was_turn = s.startswith('U: ') or s.startswith('A: ')

errs = []
for u in users:
    st = [x['id'] for x in u['statements'] if x['kind'] == 'standing']
    other = [x['id'] for x in u['statements'] if x['kind'] != 'standing']
    for p, labs, where in u['_rel']:
        if p['kind'] == 'unrelated':
            assert not labs, where
            p['expected'] = list(st); p['must_not'] = list(other)
        else:
            assert labs, where
            for l in labs:
                if l not in u['_labels']: errs.append(f'{where}: unknown label {l}')
            p['expected'] = [u['_labels'].get(l, '?') for l in labs]
    del u['_labels'], u['_rel']
    # checks
    if not (1 <= len(st) <= 3): errs.append(f"{u['user_id']}: {len(st)} standing")
    if not (2 <= len(u['conversations']) <= 3): errs.append(f"{u['user_id']}: conv count")
    for c in u['conversations']:
        t = c['turns']
        if not (4 <= len(t) <= 8): errs.append(f"{c['session_id']}: {len(t)} turns")
        for i, x in enumerate(t):
            if x['role'] != ('user' if i % 2 == 0 else 'assistant'): errs.append(f"{c['session_id']}: alternation at {i}")
    nu = sum(p['kind'] == 'unrelated' for p in u['probes'])
    nr = sum(p['kind'] == 'related' for p in u['probes'])
    if nu != 3 or not (3 <= nr <= 4): errs.append(f"{u['user_id']}: probes {nu}/{nr}")
    for p in u['probes']:
        if p['kind'] == 'related':
            for e in p['expected']:
                pass

doc = {'users': users}
json.dump(doc, open('conversations.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
# re-parse
doc = json.load(open('conversations.json', encoding='utf-8'))
U = doc['users']
langs = collections.Counter(u['lang'] for u in U)
kinds = collections.Counter(s['kind'] for u in U for s in u['statements'])
pk = collections.Counter(p['kind'] for u in U for p in u['probes'])
conv = sum(len(u['conversations']) for u in U)
turns = sum(len(c['turns']) for u in U for c in u['conversations'])
print('users', len(U), dict(langs))
print('conversations', conv, 'turns', turns)
print('statements', sum(kinds.values()), dict(kinds))
print('probes', sum(pk.values()), dict(pk))
ids = [u['user_id'] for u in U]
if len(set(ids)) != len(ids): errs.append('dup user ids')
if len(U) < 24 or conv < 50 or sum(kinds.values()) < 130 or sum(pk.values()) < 140: errs.append('totals below brief')
print('\n'.join(errs) if errs else 'OK')
sys.exit(1 if errs else 0)
