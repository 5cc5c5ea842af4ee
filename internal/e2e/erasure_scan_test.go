package e2e

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// abuseRestartNATS stops the cluster's nats-server and starts it again on
// the same address and store directory; the test's connection reconnects.
func (c *procCluster) abuseRestartNATS() {
	c.t.Helper()
	addr := strings.TrimPrefix(c.NATS.URL(), "nats://")
	c.NATS.Stop()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: c.NATSDir, Listen: addr})
	if err != nil {
		c.t.Fatalf("restart nats-server on %s: %v", addr, err)
	}
	c.t.Cleanup(srv.Stop)
	c.NATS = srv
	c.WaitFor("test connection back", 30*time.Second, func() bool { return c.NC.IsConnected() })
}

// abuseNewCluster is procNewCluster with the nats-server on a fixed free
// port, so that it can be restarted at the same URL.
func abuseNewCluster(t *testing.T, shutdown time.Duration) *procCluster {
	t.Helper()
	c := procNewCluster(t, shutdown)
	addr := testutil.FreeAddr(t)
	c.NC.Close()
	c.NATS.Stop()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: c.NATSDir, Listen: addr})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	c.NATS = srv
	nc, err := nats.Connect(srv.URL(), nats.Name("e2e-test"), nats.MaxReconnects(-1), nats.ReconnectWait(200*time.Millisecond))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	c.NC = nc
	if c.JS, err = jetstream.New(nc); err != nil {
		t.Fatal(err)
	}
	return c
}

// abuseErasureUser is one user of the erasure test and the canary words
// only its turns carry.
type abuseErasureUser struct {
	id       string
	canaries []string
}

func (u abuseErasureUser) turns(prefix string, n int, t0 time.Time) []*events.Turn {
	texts := []string{"My name is %s Quandry.", "I live in %s.", "I have a dog named %s.", "I work at %s Labs.", "My email is %s@example.org."}
	var out []*events.Turn
	for i := range n {
		w := u.canaries[i%len(u.canaries)]
		out = append(out, &events.Turn{TenantID: abuseTenant, UserID: u.id, TurnID: fmt.Sprintf("%s-%03d", prefix, i),
			TS: t0.Add(time.Duration(i) * time.Second), Messages: []events.Message{{Role: events.RoleUser, Content: fmt.Sprintf(texts[i%len(texts)], w)}}})
	}
	return out
}

// abuseRaced is a turn published while an erasure ran, and when its
// publication was acknowledged.
type abuseRaced struct {
	turnID string
	user   string
	acked  time.Time
}

// TestErasureRacingPublicationByteScan runs the four binaries with
// --erase-secure-delete (on SQLite, and on SQLite with the state in a
// redis-server the test starts, with RDB snapshots only and with the
// append-only file on), publishes turns carrying canary words of
// two users, erases one with DELETE /v1/users/{id} and the other with a
// forget-me turn while turns of both keep being published, and then scans
// the bytes of every SQLite file (WAL included), every file of the NATS
// store directory and the Redis state (the live keyspace and its dump)
// for the canaries: none may be left once the receipt says the scrub is
// complete, and none after a restart of every process (nats-server and
// redis-server included). Turns published after the erasure are kept,
// and a bystander's memories are untouched.
func TestErasureRacingPublicationByteScan(t *testing.T) {
	t.Parallel()
	for _, v := range []struct {
		name            string
		redisState, aof bool
	}{{"sqlite", false, false}, {"sqlite+redis", true, false}, {"sqlite+redis-aof", true, true}} {
		t.Run(v.name, func(t *testing.T) { abuseErasureRace(t, v.redisState, v.aof) })
	}
}

func abuseErasureRace(t *testing.T, redisState, aof bool) {
	c := abuseNewCluster(t, 5*time.Second)
	var rs *abuseRedisServer
	flags := []string{"--erase-secure-delete"}
	if redisState {
		rs = abuseStartRedis(t, aof)
		flags = append(flags, "--state-store", "redis", "--redis-url", rs.URL())
	}
	start := func() map[string]*procProc {
		return map[string]*procProc{
			"extractor": c.Start("extractor", flags...),
			"ingester":  c.Start("ingester", flags...),
			"recaller":  c.Start("recaller", flags...),
			"forgetter": c.Start("forgetter", append([]string{"--interval", "1s"}, flags...)...),
		}
	}
	procs := start()
	httpVictim := abuseErasureUser{"http.victim@example.org", []string{"Zarquonel", "Blivetshire", "Snorkelwump", "Quaffington"}}
	intentVictim := abuseErasureUser{"intent.victim@example.org", []string{"Frobnitzka", "Glumbershaw", "Yoinkerby", "Wobblethorp"}}
	bystander := abuseErasureUser{"bystander@example.org", []string{"Keepington", "Steadfastia", "Remainderby", "Lastingham"}}
	canaries := append(append([]string(nil), httpVictim.canaries...), intentVictim.canaries...)

	t0 := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
	var turns []*events.Turn
	turns = append(turns, httpVictim.turns("hv", 40, t0)...)
	turns = append(turns, intentVictim.turns("iv", 40, t0)...)
	turns = append(turns, bystander.turns("by", 20, t0)...)
	procPublishTurns(t, c.JS, c.Keyer, turns)
	c.WaitDrained(3 * time.Minute)
	if hits := faultScanDir(t, c.NATSDir, canaries); len(hits) == 0 {
		t.Fatal("setup: no canary in the NATS store")
	}
	if hits := faultScanDir(t, c.Dir, canaries); len(hits) == 0 {
		t.Fatal("setup: no canary in the SQLite files")
	}
	if rs != nil {
		// The scan sees what the state holds: the profiles' values in the
		// keyspace and in the uncompressed dump.
		rc := rs.Client()
		live := abuseCount(abuseRedisValues(t, rc), canaries)
		rc.Close()
		rs.Save()
		dump := faultScanDir(t, rs.Dir, canaries)
		t.Logf("setup: canaries in Redis: keyspace %v, dump %v", live, dump)
		if len(live) == 0 || len(dump) == 0 {
			t.Fatal("setup: no canary in the Redis state: the scan would prove nothing")
		}
	}

	// Publish turns of both victims (without canaries) while they are
	// erased, and for a while after.
	var mu sync.Mutex
	var raced []abuseRaced
	stopRace := make(chan struct{})
	var raceWG sync.WaitGroup
	raceWG.Add(1)
	go func() {
		defer raceWG.Done()
		pub := events.NewPublisher(c.JS, c.Keyer)
		for i := 0; ; i++ {
			select {
			case <-stopRace:
				return
			case <-time.After(40 * time.Millisecond):
			}
			u := []string{httpVictim.id, intentVictim.id}[i%2]
			tr := &events.Turn{TenantID: abuseTenant, UserID: u, TurnID: fmt.Sprintf("race-%04d", i), TS: time.Now().UTC(),
				Messages: []events.Message{{Role: events.RoleUser, Content: fmt.Sprintf("I live in Newtown%04d.", i)}}}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			_, err := pub.PublishTurn(ctx, tr)
			cancel()
			if err != nil {
				continue // not acknowledged: not published
			}
			mu.Lock()
			raced = append(raced, abuseRaced{tr.TurnID, u, time.Now()})
			mu.Unlock()
		}
	}()
	time.Sleep(500 * time.Millisecond)
	api := "http://" + procs["recaller"].Addr
	httpSent := time.Now()
	code, body := faultDelete(t, api+"/v1/users/"+url.PathEscape(httpVictim.id)+"?tenant_id="+abuseTenant)
	httpErased := time.Now()
	if code != http.StatusOK {
		t.Fatalf("DELETE /v1/users: %d %s", code, body)
	}
	var receipt struct {
		Removed map[string]int `json:"removed"`
		Scrub   string         `json:"scrub"`
	}
	if err := json.Unmarshal(body, &receipt); err != nil {
		t.Fatalf("receipt %s: %v", body, err)
	}
	t.Logf("receipt of DELETE /v1/users: %s", body)
	intentSent := time.Now()
	procPublishTurns(t, c.JS, c.Keyer, []*events.Turn{{TenantID: abuseTenant, UserID: intentVictim.id, TurnID: "forget-me", TS: time.Now().UTC(),
		Messages: []events.Message{{Role: events.RoleUser, Content: "Please forget me."}}}})
	// The forget-me erasure is done once the user's earlier memories are
	// gone; turns published after that are new data.
	var intentErased time.Time
	c.WaitFor("forget-me erasure applied", 2*time.Minute, func() bool {
		for _, m := range procMemoriesOf(t, c, intentVictim.id) {
			if strings.HasPrefix(m.Sources, "iv-") || strings.Contains(m.Sources, ",iv-") {
				return false
			}
		}
		intentErased = time.Now()
		return true
	})
	time.Sleep(2 * time.Second)
	close(stopRace)
	raceWG.Wait()
	c.WaitDrained(3 * time.Minute)
	// Let the forgetter's sweep run (every second) over what was in
	// flight.
	time.Sleep(3 * time.Second)

	scan := func(when string) (map[string]int, map[string]int, map[string]int) {
		natsHits := faultScanDir(t, c.NATSDir, canaries)
		sqlHits := faultScanDir(t, c.Dir, canaries)
		redisHits := map[string]int{}
		if rs != nil {
			rc := rs.Client()
			redisHits = abuseCount(abuseRedisValues(t, rc), canaries)
			rc.Close()
			rs.Save()
			for f, n := range faultScanDir(t, rs.Dir, canaries) {
				redisHits["file "+f] += n
			}
		}
		t.Logf("%s: canary residue NATS %v, SQLite %v, Redis %v", when, natsHits, sqlHits, redisHits)
		if len(sqlHits) > 0 {
			abuseWhereInSQLite(t, c.SQLite, canaries)
			abusePagesOf(t, c.SQLite, canaries)
		}
		return natsHits, sqlHits, redisHits
	}
	scrubWait := time.Duration(0)
	if receipt.Scrub != "complete" {
		// The receipt says the scrub is pending: it finishes in the
		// background; wait for the files to be clean, and say how long.
		begin := time.Now()
		c.WaitFor("background scrub", 2*time.Minute, func() bool { return len(faultScanDir(t, c.Dir, canaries)) == 0 })
		scrubWait = time.Since(begin)
	}
	n1, s1, r1 := scan("after the erasures")
	for what, hits := range map[string]map[string]int{"NATS store": n1, "SQLite files": s1, "Redis": r1} {
		if len(hits) > 0 {
			t.Errorf("after the erasures (receipt scrub %q): canaries in the %s: %v", receipt.Scrub, what, hits)
		}
	}
	checkKept := func(when string) (kept, after, before, byMems int) {
		have := map[string]bool{}
		for _, m := range procMemories(t, c.SQLite) {
			for _, s := range strings.Split(m.Sources, ",") {
				have[s] = true
			}
		}
		mu.Lock()
		defer mu.Unlock()
		for _, r := range raced {
			cut, sent := httpErased, httpSent
			if r.user == intentVictim.id {
				cut, sent = intentErased, intentSent
			}
			if r.acked.Before(sent) {
				before++
				if have[r.turnID] {
					t.Errorf("%s: turn %s of %s published before its erasure has a memory", when, r.turnID, r.user)
				}
				continue
			}
			if !r.acked.After(cut) {
				continue
			}
			after++
			if have[r.turnID] {
				kept++
			} else {
				t.Errorf("%s: turn %s of %s published after its erasure has no memory", when, r.turnID, r.user)
			}
		}
		var text strings.Builder
		for _, m := range procMemoriesOf(t, c, bystander.id) {
			text.WriteString(m.Content + "\x00" + m.Value + "\x00")
		}
		for _, w := range bystander.canaries {
			if strings.Contains(text.String(), w) {
				byMems++
			}
		}
		if byMems != len(bystander.canaries) {
			t.Errorf("%s: %d of the bystander's %d words are in its memories", when, byMems, len(bystander.canaries))
		}
		if len(faultScanDir(t, c.NATSDir, bystander.canaries)) == 0 {
			t.Errorf("%s: the bystander's turns are gone from the NATS store", when)
		}
		return kept, after, before, byMems
	}
	kept1, after1, before1, _ := checkKept("after the erasures")

	// Restart every process, the servers included, and scan again.
	for _, p := range procs {
		c.stopChecked(p, "restart after the erasures")
	}
	c.abuseRestartNATS()
	if rs != nil {
		rs.Restart()
	}
	procs = start()
	c.WaitDrained(3 * time.Minute)
	time.Sleep(3 * time.Second)
	n2, s2, r2 := scan("after a restart of every process")
	for what, hits := range map[string]map[string]int{"NATS store": n2, "SQLite files": s2, "Redis": r2} {
		if len(hits) > 0 {
			t.Errorf("after the restart: canaries in the %s: %v", what, hits)
		}
	}
	kept2, after2, _, by2 := checkKept("after the restart")
	for _, p := range procs {
		c.stopChecked(p, "end of the erasure test")
	}
	mu.Lock()
	nRaced := len(raced)
	mu.Unlock()
	backend := t.Name()[strings.LastIndex(t.Name(), "/")+1:]
	fmt.Fprintf(os.Stdout, "FIGURES abuse-erasure %s: turns=%d canaries=%d receipt_scrub=%s scrub_wait=%s residue_nats=%d residue_sqlite=%d residue_redis=%d raced_turns=%d erased_before=%d after_erasure=%d kept=%d restart_residue=%d/%d/%d restart_kept=%d/%d bystander_words=%d/4\n",
		backend, len(turns), len(canaries), receipt.Scrub, scrubWait.Round(time.Millisecond), abuseTotal(n1), abuseTotal(s1), abuseTotal(r1), nRaced, before1, after1, kept1,
		abuseTotal(n2), abuseTotal(s2), abuseTotal(r2), kept2, after2, by2)
}

// procMemoriesOf returns the memories of one user in the cluster's SQLite
// file.
func procMemoriesOf(t *testing.T, c *procCluster, user string) []procMemory {
	var out []procMemory
	t.Helper()
	for _, m := range procMemories(t, c.SQLite) {
		if m.UserID == user {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// abuseTotal is the sum of m's counts.
func abuseTotal(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// abuseWhereInSQLite logs the rows of every table of the SQLite file at
// path that hold one of needles, to say where a residue is.
func abuseWhereInSQLite(t *testing.T, path string, needles []string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&mode=ro")
	if err != nil {
		t.Logf("open %s: %v", path, err)
		return
	}
	defer db.Close()
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		t.Logf("list tables: %v", err)
		return
	}
	var tables []string
	for rows.Next() {
		var n string
		_ = rows.Scan(&n)
		tables = append(tables, n)
	}
	rows.Close()
	for _, tb := range tables {
		r, err := db.Query(`SELECT * FROM "` + tb + `"`)
		if err != nil {
			continue
		}
		cols, _ := r.Columns()
		for r.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if r.Scan(ptrs...) != nil {
				continue
			}
			for i, v := range vals {
				if b, ok := v.([]byte); ok {
					vals[i] = string(b)
				}
			}
			row := fmt.Sprintf("%v", vals)
			for _, n := range needles {
				if strings.Contains(row, n) {
					t.Logf("residue: table %s holds %s: %.600s", tb, n, row)
				}
			}
		}
		r.Close()
	}
}

// abusePagesOf logs, for each needle found in the SQLite file at path, the
// page that holds it and the page's b-tree type (2 interior index, 5
// interior table, 10 leaf index, 13 leaf table, else freelist or
// overflow).
func abusePagesOf(t *testing.T, path string, needles []string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil || len(b) < 100 {
		return
	}
	pageSize := int(b[16])<<8 | int(b[17])
	if pageSize == 1 {
		pageSize = 65536
	}
	for _, n := range needles {
		for off := 0; ; {
			i := bytes.Index(b[off:], []byte(n))
			if i < 0 {
				break
			}
			at := off + i
			page := at / pageSize
			hdr := page * pageSize
			if page == 0 {
				hdr = 100
			}
			t.Logf("residue: %s at byte %d, page %d, page type %d: %q", n, at, page+1, b[hdr], b[max(0, at-60):min(len(b), at+40)])
			off = at + len(n)
		}
	}
}
