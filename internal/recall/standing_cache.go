package recall

import (
	"container/list"
	"strings"
	"sync"
	"time"

	"github.com/engram-memory/engram/pkg/memory"
)

// A user's standing instructions change only when their memories do, so
// recall keeps them between recalls, per user and scope, tagged with the
// vector store's revision of the user (store.Revisioner): a recall whose
// revision matches the entry's serves it without searching. Every write,
// status change, delete and erasure of the user's memories, by this
// process or another sharing the store, changes the revision; an erased
// user has none (0), and nothing is served or kept under 0. The one change
// without a new revision is time: a memory's expiry. An entry is therefore
// served only before the earliest expiry of the hits it was derived from
// (the store scores all of a user's memories and filters the expired
// after, so a hit expiring is the only way time changes the result). A
// store without revisions (Qdrant) is searched every time.

// standingCacheSize bounds the users (and scopes) whose standing
// instructions are kept: at most maxStanding memories each, without their
// vectors.
const standingCacheSize = 8192

// standingEntry is one user's standing instructions at a revision.
type standingEntry struct {
	key string
	rev int64
	// until is the earliest expiry of the search's hits; zero for none.
	until time.Time
	ms    []memory.Memory
}

// standingCache is a bounded LRU of standingEntry by user and scope, safe
// for concurrent use.
type standingCache struct {
	mu    sync.Mutex
	max   int
	ll    *list.List
	items map[string]*list.Element
}

func newStandingCache(max int) *standingCache {
	return &standingCache{max: max, ll: list.New(), items: map[string]*list.Element{}}
}

// standingKey is the cache key of a user's standing instructions in a scope.
func standingKey(tenant, user, scope string) string {
	return tenant + "\x00" + user + "\x00" + scope
}

// get returns the entry of key when it is of revision rev and none of its
// hits has expired at now. The memories are shared: read them only.
func (c *standingCache) get(key string, rev int64, now time.Time) ([]memory.Memory, bool) {
	if rev == 0 {
		return nil, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[key]
	if !ok {
		return nil, false
	}
	e := el.Value.(*standingEntry)
	if e.rev != rev || !e.until.IsZero() && !now.Before(e.until) {
		return nil, false
	}
	c.ll.MoveToFront(el)
	return e.ms, true
}

// put keeps ms as key's standing instructions at revision rev, valid
// before until (zero: no expiry). Revision 0 is never kept.
func (c *standingCache) put(key string, rev int64, until time.Time, ms []memory.Memory) {
	if rev == 0 {
		return
	}
	kept := make([]memory.Memory, len(ms))
	for i, m := range ms {
		m.Vector = nil // rendering needs the content and id only
		kept[i] = m
	}
	e := &standingEntry{key: key, rev: rev, until: until, ms: kept}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		el.Value = e
		c.ll.MoveToFront(el)
		return
	}
	c.items[key] = c.ll.PushFront(e)
	for c.ll.Len() > c.max {
		old := c.ll.Back()
		c.ll.Remove(old)
		delete(c.items, old.Value.(*standingEntry).key)
	}
}

// drop removes key's entry.
func (c *standingCache) drop(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.Remove(el)
		delete(c.items, key)
	}
}

// dropUser removes the entries of every scope of a user and returns how
// many there were.
func (c *standingCache) dropUser(tenant, user string) int {
	prefix := tenant + "\x00" + user + "\x00"
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for key, el := range c.items {
		if strings.HasPrefix(key, prefix) {
			c.ll.Remove(el)
			delete(c.items, key)
			n++
		}
	}
	return n
}

// DropUserCache forgets the standing instructions kept of the user, so
// that nothing of an erased user stays in the process's memory (erasure
// calls it through erase.CacheSet; an erased user is never served from the
// cache either way, since erasure leaves the user without a revision). It
// returns how many entries it dropped.
func (rc *Recaller) DropUserCache(tenant, user string) int {
	return rc.stand.dropUser(tenant, user)
}

// len is the number of entries kept.
func (c *standingCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}
