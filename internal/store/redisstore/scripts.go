package redisstore

import "github.com/redis/go-redis/v9"

// Lua scripts. Every script touches keys of one user only (one hash tag), so
// they run on one Redis Cluster slot. Times are passed as 19-digit
// zero-padded unix nanoseconds and compared as strings: Lua numbers are
// doubles and would round nanoseconds.

// setProfileScript applies profile entries atomically, without decoding
// JSON in Lua.
// KEYS[1] profile hash (key -> JSON entry), KEYS[2] version hash (key ->
// "<last version>:<identity of the current entry, empty if deleted>", kept
// across deletion so that versions never go back).
// ARGV: quadruples of (key, identity, JSON entry without its version value,
// i.e. ending in `"version":`, touch). An empty identity deletes the key; an
// entry with the current identity (value, type, memory id, scope) is no
// change and keeps its version, but is rewritten (a new updated_at) when
// touch is "1"; any other gets version = last + 1.
var setProfileScript = redis.NewScript(`
for i = 1, #ARGV, 4 do
  local f, id, js, touch = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local cur = redis.call('HGET', KEYS[2], f)
  local v, curid = 0, ''
  if cur then
    local sep = string.find(cur, ':', 1, true)
    v = tonumber(string.sub(cur, 1, sep - 1))
    curid = string.sub(cur, sep + 1)
  end
  if id == '' then
    if curid ~= '' then
      redis.call('HDEL', KEYS[1], f)
      redis.call('HSET', KEYS[2], f, string.format('%d', v) .. ':')
    end
  elseif id ~= curid then
    local vs = string.format('%d', v + 1)
    redis.call('HSET', KEYS[2], f, vs .. ':' .. id)
    redis.call('HSET', KEYS[1], f, js .. vs .. '}')
  elseif touch == '1' then
    redis.call('HSET', KEYS[1], f, js .. string.format('%d', v) .. '}')
  end
end
return 0
`)

// accessScript records recall hits.
// KEYS[1] access hash (memory id -> "<count>:<last nanos, 19 digits>").
// ARGV: pairs of (memory id, nanos).
var accessScript = redis.NewScript(`
for i = 1, #ARGV, 2 do
  local f = ARGV[i]
  local at = ARGV[i + 1]
  local cur = redis.call('HGET', KEYS[1], f)
  local n = 1
  if cur then
    local sep = string.find(cur, ':', 1, true)
    n = tonumber(string.sub(cur, 1, sep - 1)) + 1
    local last = string.sub(cur, sep + 1)
    if last > at then at = last end
  end
  redis.call('HSET', KEYS[1], f, string.format('%d', n) .. ':' .. at)
end
return 0
`)

// maxTimeScript keeps the latest time per field.
// KEYS[1] hash (field -> nanos, 19 digits). ARGV: pairs of (field, nanos).
var maxTimeScript = redis.NewScript(`
for i = 1, #ARGV, 2 do
  local cur = redis.call('HGET', KEYS[1], ARGV[i])
  if (not cur) or cur < ARGV[i + 1] then
    redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  end
end
return 0
`)

// releaseScript deletes KEYS[1] if it still holds the token ARGV[1].
var releaseScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`)

// renewScript extends KEYS[1] to ARGV[2] milliseconds if it still holds
// the token ARGV[1].
var renewScript = redis.NewScript(`
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`)

// leaseScript takes KEYS[1] for holder ARGV[1] for ARGV[2] milliseconds, or
// renews it if the holder already has it. It returns 1 if holder has it.
var leaseScript = redis.NewScript(`
local cur = redis.call('GET', KEYS[1])
if cur == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if not cur then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0
`)

// markAppliedScript records idempotency keys in the sorted set KEYS[1]:
// ARGV[1] is now (unix ms), ARGV[2] the keys' expiry ("+inf" for none),
// ARGV[3..] the keys. Expired members are pruned first, so a key recorded
// again after it expired gets its new expiry; a live one keeps its first.
// The set expires with its last member.
var markAppliedScript = redis.NewScript(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
for i = 3, #ARGV do
	redis.call('ZADD', KEYS[1], 'NX', ARGV[2], ARGV[i])
end
local top = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if top[2] == 'inf' then
	redis.call('PERSIST', KEYS[1])
else
	redis.call('PEXPIREAT', KEYS[1], top[2])
end
return 1
`)

// zcardDeleteScript returns ZCARD KEYS[1] and deletes it atomically.
var zcardDeleteScript = redis.NewScript(`
local n = redis.call('ZCARD', KEYS[1])
redis.call('UNLINK', KEYS[1])
return n
`)

// countDeleteScript returns HLEN KEYS[1] and deletes KEYS[1..n] atomically.
var countDeleteScript = redis.NewScript(`
local n = redis.call('HLEN', KEYS[1])
redis.call('UNLINK', unpack(KEYS))
return n
`)
