package e2e_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"
	_ "modernc.org/sqlite"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

const (
	erTenant = "erasure"
	erVictim = "victim.zorbleck@example.org"
	erOther  = "bystander.brannigan@example.org"
)

var erKeyer = events.NewKeyer([]byte("erase-e2e"))

// Canaries: words that appear only in one user's turns and so in every
// memory, profile value, fact batch and dead letter derived from them.
var (
	victimCanaries = []string{"Zorbleck", "Vexmoorton", "Snarfwiggle", "Plumbiferous", "Quillbax"}
	otherCanaries  = []string{"Brannigan", "Otterholm", "Wumpkin"}
)

func victimTurns(n int, t0 time.Time) []*events.Turn {
	texts := []string{
		"My name is Zorbleck Quintessa.",
		"I live in Vexmoorton.",
		"I have a dog named Snarfwiggle.",
		"Remind me to call Plumbiferous tomorrow.",
		"I work at Quillbax Labs.",
	}
	var out []*events.Turn
	for i := range n {
		txt := texts[i%len(texts)]
		if i >= len(texts) {
			txt = fmt.Sprintf("Remind me to send Zorbleck report number %d to Plumbiferous.", i)
		}
		out = append(out, &events.Turn{TenantID: erTenant, UserID: erVictim, TurnID: fmt.Sprintf("v-%05d", i),
			TS: t0.Add(time.Duration(i) * time.Second), Messages: []events.Message{{Role: events.RoleUser, Content: txt}}})
	}
	return out
}

func otherTurns(t0 time.Time) []*events.Turn {
	texts := []string{"My name is Brannigan Otterly.", "I live in Otterholm.", "I have a cat named Wumpkin."}
	var out []*events.Turn
	for i, txt := range texts {
		out = append(out, &events.Turn{TenantID: erTenant, UserID: erOther, TurnID: fmt.Sprintf("o-%05d", i),
			TS: t0.Add(time.Duration(i) * time.Second), Messages: []events.Message{{Role: events.RoleUser, Content: txt}}})
	}
	return out
}

// erBackend names a store layout: SQLite for both roles, or SQLite vectors
// with Redis state.
type erBackend struct {
	name  string
	redis bool
}

func erBackends() []erBackend { return []erBackend{{"sqlite", false}, {"sqlite+redis", true}} }

// erEnv is one engram "process": embedded NATS with JetStream on disk under
// dir, stores, the extractor and ingester loops and an Eraser.
type erEnv struct {
	t       *testing.T
	dir     string
	srv     *natsembed.Server
	nc      *nats.Conn
	js      jetstream.JetStream
	sq      *sqlite.Store
	vec     store.VectorStore
	state   store.StateStore
	rdb     *redis.Client
	prefix  string
	eraser  *erase.Eraser
	cancel  func()
	wg      sync.WaitGroup
	stopped bool
	// logs collects every component's structured logs at info level and
	// above, for the hygiene check.
	logs *syncBuffer
	log  *slog.Logger

	// holdExtract, if set, is called before a turn is extracted; holdIngest
	// before a batch of fact messages is applied.
	holdExtract func(m jetstream.Msg)
	holdIngest  func(msgs []jetstream.Msg)
}

type erOptions struct {
	backend erBackend
	prefix  string // Redis prefix, shared across restarts
	hold    func(e *erEnv)
}

func erStart(t *testing.T, dir string, o erOptions) *erEnv {
	t.Helper()
	e := &erEnv{t: t, dir: dir, prefix: o.prefix, logs: &syncBuffer{}}
	e.log = slog.New(slog.NewJSONHandler(e.logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	srv, err := natsembed.Start(natsembed.Config{StoreDir: filepath.Join(dir, "nats")})
	if err != nil {
		t.Fatal(err)
	}
	e.srv = srv
	if e.nc, err = srv.Connect("erase-e2e"); err != nil {
		t.Fatal(err)
	}
	if e.js, err = jetstream.New(e.nc); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if err := events.EnsureStreams(ctx, e.js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	if e.sq, err = sqlite.Open(filepath.Join(dir, "engram.db"), sqlite.Options{Keyer: erKeyer}); err != nil {
		t.Fatal(err)
	}
	e.vec, e.state = e.sq, e.sq
	if o.backend.redis {
		e.rdb = testutil.Redis(t)
		rs, err := redisstore.New(e.rdb, erKeyer, redisstore.Options{Prefix: e.prefix})
		if err != nil {
			t.Fatal(err)
		}
		e.state = rs
	}
	e.eraser = erase.New(e.vec, e.state, e.js, erKeyer, e.log)
	if o.hold != nil {
		o.hold(e)
	}
	e.startLoops()
	t.Cleanup(e.stop)
	return e
}

func (e *erEnv) startLoops() {
	t := e.t
	ctx := context.Background()
	runCtx, cancel := context.WithCancel(ctx)
	e.cancel = cancel
	// A short AckWait: after an abrupt stop, what was fetched and not
	// acknowledged is redelivered soon after the restart.
	co := events.ConsumerOptions{AckWait: 3 * time.Second}
	xcons, err := events.EnsureConsumer(ctx, e.js, events.StreamTurns, events.ConsumerExtractor, co)
	if err != nil {
		t.Fatal(err)
	}
	icons, err := events.EnsureConsumer(ctx, e.js, events.StreamFacts, events.ConsumerIngester, co)
	if err != nil {
		t.Fatal(err)
	}
	x := &worker.Extractor{Extractor: rules.New(), Publisher: events.NewPublisher(e.js, erKeyer), Keyer: erKeyer, Log: e.log}
	in := ingest.New(e.vec, e.state, embed.NewLocal(0), erKeyer, ingest.Config{}, e.log)
	in.SetEraser(e.eraser)
	ih := &worker.Ingester{Ingester: in, Keyer: erKeyer, Log: e.log}
	xl := &events.Loop{Stage: worker.StageExtract, JS: e.js, Consumer: xcons, Batch: 64, Logger: e.log}
	il := &events.Loop{Stage: worker.StageIngest, JS: e.js, Consumer: icons, Batch: 64, Logger: e.log}
	e.wg.Add(2)
	go func() {
		defer e.wg.Done()
		_ = xl.Run(runCtx, events.Each(events.HandlerFunc(func(ctx context.Context, m jetstream.Msg) error {
			if e.holdExtract != nil {
				e.holdExtract(m)
			}
			return x.Handle(ctx, m)
		})))
	}()
	go func() {
		defer e.wg.Done()
		_ = il.Run(runCtx, batchFunc(func(ctx context.Context, msgs []jetstream.Msg) []error {
			if e.holdIngest != nil {
				e.holdIngest(msgs)
			}
			return ih.HandleBatch(ctx, msgs)
		}))
	}()
}

// stop stops the loops, closes the stores and shuts NATS down (a process
// exit); it is idempotent.
func (e *erEnv) stop() {
	if e.stopped {
		return
	}
	e.stopped = true
	e.cancel()
	e.wg.Wait()
	e.nc.Close()
	e.srv.Stop()
	if e.state != store.StateStore(e.sq) {
		e.state.Close()
	}
	e.sq.Close()
}

// waitIdle waits until both consumers have nothing pending or unacknowledged.
func (e *erEnv) waitIdle() {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	idle := 0
	for idle < 3 { // three consecutive idle polls: a published fact batch is seen
		busy := false
		for _, sc := range [][2]string{{events.StreamTurns, events.ConsumerExtractor}, {events.StreamFacts, events.ConsumerIngester}} {
			c, err := e.js.Consumer(ctx, sc[0], sc[1])
			if err != nil {
				e.t.Fatal(err)
			}
			info, err := c.Info(ctx)
			if err != nil {
				e.t.Fatal(err)
			}
			if info.NumPending > 0 || info.NumAckPending > 0 {
				busy = true
			}
		}
		if busy {
			idle = 0
		} else {
			idle++
		}
		select {
		case <-ctx.Done():
			e.t.Fatal("pipeline did not become idle")
		case <-time.After(50 * time.Millisecond):
		}
	}
}

func (e *erEnv) publish(ts []*events.Turn) {
	e.t.Helper()
	pub := events.NewPublisher(e.js, erKeyer)
	for _, t := range ts {
		if _, err := pub.PublishTurn(context.Background(), t); err != nil {
			e.t.Fatal(err)
		}
	}
}

// publishPoison puts a turn that fails validation on the user's subject,
// and a fact batch that fails validation on the user's fact subject: both
// end in the dead-letter stream with their payloads.
func (e *erEnv) publishPoison(user string, canary string) {
	e.t.Helper()
	ctx := context.Background()
	bad := fmt.Sprintf(`{"tenant_id":%q,"user_id":%q,"turn_id":"poison","messages":[{"role":"user","content":"My secret is %s"}]}`, erTenant, user, canary)
	if _, err := e.js.Publish(ctx, erKeyer.Subject(events.KindTurns, erTenant, user), []byte(bad)); err != nil {
		e.t.Fatal(err)
	}
	badFacts := fmt.Sprintf(`{"tenant_id":%q,"user_id":%q,"turn_id":"poison","extractor_id":"x","facts":[{"type":"nonsense","content":"%s"}]}`, erTenant, user, canary)
	if _, err := e.js.Publish(ctx, erKeyer.Subject(events.KindFacts, erTenant, user), []byte(badFacts)); err != nil {
		e.t.Fatal(err)
	}
}

// memories counts a user's memories in any status.
func (e *erEnv) memories(user string) int {
	e.t.Helper()
	ids, err := erase.ListIDs(context.Background(), e.vec, store.Filter{TenantID: erTenant, UserID: user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}})
	if err != nil {
		e.t.Fatal(err)
	}
	return len(ids)
}

// needles are what must not remain of a user: its canaries, its id and its
// key.
func needles(user string, canaries []string) []string {
	return append([]string{user, erKeyer.UserKey(erTenant, user)}, canaries...)
}

// found counts occurrences per needle, per place.
type found map[string]map[string]int

func (f found) add(place string, data []byte, ns []string) {
	for _, n := range ns {
		if c := bytes.Count(data, []byte(n)); c > 0 {
			if f[place] == nil {
				f[place] = map[string]int{}
			}
			f[place][n] += c
		}
	}
}

// scanStreams reads every message of the three streams: subject, headers
// and data.
func (e *erEnv) scanStreams(f found, ns []string) map[string]int {
	e.t.Helper()
	ctx := context.Background()
	perStream := map[string]int{}
	for _, name := range []string{events.StreamTurns, events.StreamFacts, events.StreamDLQ} {
		s, err := e.js.Stream(ctx, name)
		if err != nil {
			e.t.Fatal(err)
		}
		info, err := s.Info(ctx)
		if err != nil {
			e.t.Fatal(err)
		}
		for seq := info.State.FirstSeq; seq <= info.State.LastSeq && info.State.Msgs > 0; seq++ {
			m, err := s.GetMsg(ctx, seq)
			if errors.Is(err, jetstream.ErrMsgNotFound) {
				continue
			}
			if err != nil {
				e.t.Fatal(err)
			}
			perStream[name]++
			var h bytes.Buffer
			for k, vs := range m.Header {
				h.WriteString(k + ":" + strings.Join(vs, ",") + "\n")
			}
			f.add("stream "+name, []byte(m.Subject+"\n"+h.String()+string(m.Data)), ns)
		}
	}
	return perStream
}

// scanSQLite reads every row of every table (FTS shadow tables included),
// every column as text or bytes.
func (e *erEnv) scanSQLite(f found, ns []string) {
	e.t.Helper()
	db, err := sql.Open("sqlite", "file:"+filepath.Join(e.dir, "engram.db")+"?mode=ro")
	if err != nil {
		e.t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		e.t.Fatal(err)
	}
	var tables []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			e.t.Fatal(err)
		}
		tables = append(tables, n)
	}
	rows.Close()
	for _, tb := range tables {
		rs, err := db.Query(`SELECT * FROM "` + tb + `"`)
		if err != nil {
			// Virtual tables need their module; their shadow tables are read directly.
			continue
		}
		cols, _ := rs.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rs.Next() {
			if err := rs.Scan(ptrs...); err != nil {
				e.t.Fatal(err)
			}
			var b bytes.Buffer
			for _, v := range vals {
				switch x := v.(type) {
				case []byte:
					b.Write(x)
				case string:
					b.WriteString(x)
				default:
					fmt.Fprint(&b, x)
				}
				b.WriteByte(0)
			}
			place := "sqlite " + tb
			if tb == "tombstones" || tb == "audit" {
				// Kept by design: content-free, the user as its key only.
				place = "sqlite kept " + tb
			}
			f.add(place, b.Bytes(), ns)
		}
		rs.Close()
	}
}

// scanRedis reads every key under the test prefix: its name and value.
func (e *erEnv) scanRedis(f found, ns []string) {
	e.t.Helper()
	if e.rdb == nil {
		return
	}
	ctx := context.Background()
	iter := e.rdb.Scan(ctx, 0, e.prefix+":*", 1000).Iterator()
	for iter.Next(ctx) {
		k := iter.Val()
		var b bytes.Buffer
		b.WriteString(k + "\n")
		switch typ, _ := e.rdb.Type(ctx, k).Result(); typ {
		case "string":
			b.WriteString(e.rdb.Get(ctx, k).Val())
		case "hash":
			for hk, hv := range e.rdb.HGetAll(ctx, k).Val() {
				b.WriteString(hk + "=" + hv + "\n")
			}
		case "set":
			b.WriteString(strings.Join(e.rdb.SMembers(ctx, k).Val(), "\n"))
		case "zset":
			b.WriteString(strings.Join(e.rdb.ZRange(ctx, k, 0, -1).Val(), "\n"))
		case "list":
			b.WriteString(strings.Join(e.rdb.LRange(ctx, k, 0, -1).Val(), "\n"))
		case "stream":
			for _, m := range e.rdb.XRange(ctx, k, "-", "+").Val() {
				j, _ := json.Marshal(m.Values)
				b.Write(j)
			}
		}
		place := "redis"
		if strings.HasSuffix(k, ":tomb") || strings.HasSuffix(k, ":audit") {
			place = "redis kept " + k[strings.LastIndexByte(k, ':')+1:]
		}
		f.add(place, b.Bytes(), ns)
	}
	if err := iter.Err(); err != nil {
		e.t.Fatal(err)
	}
}

// scanFiles greps every file of the NATS store directory, raw bytes.
func (e *erEnv) scanFiles(f found, ns []string) {
	e.t.Helper()
	root := filepath.Join(e.dir, "nats")
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		f.add("nats file "+rel, b, ns)
		return nil
	})
	if err != nil {
		e.t.Fatal(err)
	}
}

// scanDBFiles greps the SQLite database file and its WAL, raw bytes.
func (e *erEnv) scanDBFiles(f found, ns []string) {
	e.t.Helper()
	for _, suffix := range []string{"", "-wal"} {
		b, err := os.ReadFile(filepath.Join(e.dir, "engram.db"+suffix))
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			e.t.Fatal(err)
		}
		f.add("file engram.db"+suffix, b, ns)
	}
}

// scanAll scans the streams, the SQLite file's tables and the Redis keyspace.
func (e *erEnv) scanAll(ns []string) found {
	f := found{}
	e.scanStreams(f, ns)
	e.scanSQLite(f, ns)
	e.scanRedis(f, ns)
	return f
}

// residue drops the places kept by design: tombstones and the audit trail
// may name the user by key only, never by id or content.
func residue(f found, keyOnly string) found {
	out := found{}
	for place, m := range f {
		for n, c := range m {
			if strings.Contains(place, " kept ") && n == keyOnly {
				continue
			}
			if out[place] == nil {
				out[place] = map[string]int{}
			}
			out[place][n] = c
		}
	}
	return out
}

func total(f found) int {
	n := 0
	for _, m := range f {
		for _, c := range m {
			n += c
		}
	}
	return n
}

// TestEraseUserCompleteness is acceptance 2: canaries of one user spread
// over turns, facts, dead letters, memories, profile, idempotency keys,
// access statistics and the vector cache; after "forget me" a scan of every
// store and stream finds none of them, nor the user's id or key (except the
// tombstone and the content-free audit trail), the other user is
// untouched, and the receipt counts what was there.
func TestEraseUserCompleteness(t *testing.T) {
	for _, b := range erBackends() {
		t.Run(b.name, func(t *testing.T) {
			prefix := ""
			if b.redis {
				prefix = testutil.RedisPrefix(t)
			}
			// Secure deletion, so that not even the NATS block files keep
			// the user's bytes (see erase.Eraser.SecureDelete).
			e := erStart(t, t.TempDir(), erOptions{backend: b, prefix: prefix, hold: func(e *erEnv) { e.eraser.SecureDelete = true }})
			ctx := context.Background()
			t0 := time.Now().Add(-time.Hour)
			e.publish(victimTurns(12, t0))
			e.publish(otherTurns(t0))
			e.publishPoison(erVictim, "Zorbleck")
			e.publishPoison(erOther, "Brannigan")
			e.waitIdle()

			// Recall both users: fills access statistics and the vector cache.
			acc := recall.NewAccessRecorder(e.state, time.Millisecond, e.log)
			rc := recall.New(e.vec, e.state, embed.NewLocal(0), acc, recall.Config{}, e.log)
			for _, u := range []string{erVictim, erOther} {
				if _, err := rc.Recall(ctx, recall.Request{TenantID: erTenant, UserID: u, Query: "name dog live remind"}); err != nil {
					t.Fatal(err)
				}
			}
			acc.Close()
			// The recaller's cache of standing instructions is emptied by
			// the erasure too (as app.NewRecaller registers it).
			e.eraser.Caches = &erase.CacheSet{}
			e.eraser.Caches.Add(rc)

			vn, on := needles(erVictim, victimCanaries), needles(erOther, otherCanaries)
			before := e.scanAll(vn)
			otherBefore := e.scanAll(on)
			uk := erKeyer.UserKey(erTenant, erVictim)
			for _, place := range []string{"stream " + events.StreamTurns, "stream " + events.StreamFacts, "stream " + events.StreamDLQ} {
				if len(before[place]) == 0 {
					t.Fatalf("setup: no canary of the victim in %s: %v", place, before)
				}
			}
			// What the receipt must count, read through the store interfaces.
			filters := erKeyer.UserFilters(erTenant, erVictim)
			wantStream := map[string]int{}
			for stream, place := range map[string]string{events.StreamTurns: erase.PlaceTurns, events.StreamFacts: erase.PlaceFacts, events.StreamDLQ: erase.PlaceDeadLetters} {
				s, _ := e.js.Stream(ctx, stream)
				info, err := s.Info(ctx, jetstream.WithSubjectFilter(filters[stream]))
				if err != nil {
					t.Fatal(err)
				}
				for _, n := range info.State.Subjects {
					wantStream[place] += int(n)
				}
			}
			wantMems := e.memories(erVictim)
			prof, _ := e.state.Profile(ctx, erTenant, erVictim)
			var ids []string
			_ = e.sq.Scan(ctx, 1000, func(ms []memory.Memory) error {
				for _, m := range ms {
					if m.UserID == erVictim {
						ids = append(ids, m.ID)
					}
				}
				return nil
			})
			accStats, _ := e.state.AccessStats(ctx, erTenant, erVictim, ids)
			if wantMems == 0 || len(prof) == 0 || len(accStats) == 0 {
				t.Fatalf("setup: %d memories, %d profile entries, %d access stats", wantMems, len(prof), len(accStats))
			}
			otherMems := e.memories(erOther)

			r, err := e.eraser.EraseUser(ctx, erTenant, erVictim, "test")
			if err != nil {
				t.Fatal(err)
			}
			e.waitIdle()
			j, _ := json.Marshal(r)
			t.Logf("receipt: %s", j)
			if bytes.Contains(j, []byte(erVictim)) || bytes.Contains(j, []byte("Zorbleck")) {
				t.Error("receipt carries the user id or content")
			}
			if r.UserKey != uk || r.Scope != erase.ScopeUser || r.Tombstones != 1 {
				t.Errorf("receipt header %+v", r)
			}
			want := map[string]int{erase.PlaceVectorStore: wantMems, erase.PlaceProfile: len(prof), erase.PlaceAccess: len(accStats),
				erase.PlaceTurns: wantStream[erase.PlaceTurns], erase.PlaceFacts: wantStream[erase.PlaceFacts], erase.PlaceDeadLetters: wantStream[erase.PlaceDeadLetters]}
			for place, n := range want {
				if r.Removed[place] != n {
					t.Errorf("receipt %s = %d, store had %d", place, r.Removed[place], n)
				}
			}
			if r.Removed[erase.PlaceIdempotency] == 0 {
				t.Error("receipt counts no idempotency key")
			}
			if n := rc.DropUserCache(erTenant, erVictim); n != 0 {
				t.Errorf("the recaller still keeps %d entries of the erased user", n)
			}
			if resp, err := rc.Recall(ctx, recall.Request{TenantID: erTenant, UserID: erVictim, Query: "name dog live remind"}); err != nil || len(resp.Memories) != 0 || len(resp.Standing) != 0 {
				t.Errorf("recall of the erased user: %+v, %v", resp, err)
			}

			after := residue(e.scanAll(vn), uk)
			if n := total(after); n != 0 {
				t.Errorf("%d traces of the erased user remain: %v", n, after)
			}
			raw := found{}
			e.scanFiles(raw, append([]string{erVictim}, victimCanaries...))
			if n := total(raw); n != 0 {
				t.Errorf("NATS store files still hold %d canary bytes after erasure: %v", n, raw)
			}
			dbraw := found{}
			e.scanDBFiles(dbraw, append([]string{erVictim}, victimCanaries...))
			if n := total(dbraw); n != 0 {
				// The SQLite store zeroes deleted content (secure_delete) and
				// empties the WAL on erasure (ScrubDeleted).
				t.Errorf("SQLite files hold %d canary bytes in free pages or the WAL after erasure: %v", n, dbraw)
			}
			otherAfter := e.scanAll(on)
			if fmt.Sprint(otherAfter) != fmt.Sprint(otherBefore) {
				t.Errorf("the other user's traces changed:\nbefore %v\nafter  %v", otherBefore, otherAfter)
			}
			if n := e.memories(erOther); n != otherMems {
				t.Errorf("other user has %d memories, had %d", n, otherMems)
			}
			// The audit trail keeps the erasure, content-free.
			log, err := e.state.AuditLog(ctx, erTenant, uk, "", 1000)
			if err != nil {
				t.Fatal(err)
			}
			if len(log) == 0 || log[len(log)-1].Action != "erase" || !strings.Contains(log[len(log)-1].Detail, fmt.Sprintf("vector_store=%d", wantMems)) {
				t.Errorf("audit does not end with the erase receipt: %+v", log[len(log)-1:])
			}
			// Log hygiene: no content and no user id at info level and
			// above, in any component's logs (the user key is allowed).
			logs := found{}
			logs.add("logs", e.logs.Bytes(), append(append([]string{erVictim, erOther}, victimCanaries...), otherCanaries...))
			if n := total(logs); n != 0 {
				t.Errorf("structured logs carry %d user ids or content words: %v", n, logs)
			}
			if !bytes.Contains(e.logs.Bytes(), []byte(uk)) {
				t.Error("the erasure was not logged with the user key")
			}
			// Erasing again is safe and finds nothing left.
			r2, err := e.eraser.EraseUser(ctx, erTenant, erVictim, "test")
			if err != nil {
				t.Fatal(err)
			}
			for place, n := range r2.Removed {
				if n != 0 {
					t.Errorf("second erasure removed %d from %s", n, place)
				}
			}
		})
	}
}

// victimFacts counts the fact-stream and turn-stream messages still on the
// victim's subjects.
func (e *erEnv) victimMessages() map[string]int {
	e.t.Helper()
	ctx := context.Background()
	out := map[string]int{}
	for stream, filter := range erKeyer.UserFilters(erTenant, erVictim) {
		s, err := e.js.Stream(ctx, stream)
		if err != nil {
			e.t.Fatal(err)
		}
		info, err := s.Info(ctx, jetstream.WithSubjectFilter(filter))
		if err != nil {
			e.t.Fatal(err)
		}
		for _, n := range info.State.Subjects {
			out[stream] += int(n)
		}
	}
	return out
}

func (e *erEnv) tombstoneDrops(user string) int {
	e.t.Helper()
	log, err := e.state.AuditLog(context.Background(), erTenant, erKeyer.UserKey(erTenant, user), "", 100000)
	if err != nil {
		e.t.Fatal(err)
	}
	n := 0
	for _, ev := range log {
		if ev.Action == "drop" && ev.Detail == "tombstone" {
			n++
		}
	}
	return n
}

// TestEraseRacesIngestion is acceptance 3: "forget me" while 1,000 of the
// user's turns are in flight. The extractor is held on one of the user's
// turns it has fetched (with up to 63 more behind it) and the ingester on
// a fact batch of the user's 200th turns (earlier ones are memories by
// then), both released only after
// the erasure returned: they then produce and apply facts of turns
// accepted before the tombstone, which the ingester must drop. Once the
// pipeline is idle the user has 0 memories.
func TestEraseRacesIngestion(t *testing.T) {
	for _, b := range erBackends() {
		t.Run(b.name, func(t *testing.T) {
			prefix := ""
			if b.redis {
				prefix = testutil.RedisPrefix(t)
			}
			release := make(chan struct{})
			xHeld, iHeld := make(chan struct{}), make(chan struct{})
			var xOnce, iOnce sync.Once
			victimSubj := erKeyer.Subject(events.KindTurns, erTenant, erVictim)
			victimFacts := erKeyer.Subject(events.KindFacts, erTenant, erVictim)
			e := erStart(t, t.TempDir(), erOptions{backend: b, prefix: prefix, hold: func(e *erEnv) {
				e.holdExtract = func(m jetstream.Msg) {
					if m.Subject() == victimSubj && strings.Contains(string(m.Data()), `"v-00300"`) {
						xOnce.Do(func() { close(xHeld); <-release })
					}
				}
				e.holdIngest = func(msgs []jetstream.Msg) {
					for _, m := range msgs {
						if m.Subject() == victimFacts && strings.Contains(string(m.Data()), `"turn_id":"v-002`) {
							iOnce.Do(func() { close(iHeld); <-release })
							return
						}
					}
				}
			}})
			ctx := context.Background()
			t0 := time.Now().Add(-time.Hour)
			e.publish(otherTurns(t0))
			e.publish(victimTurns(1000, t0))
			for _, ch := range []chan struct{}{xHeld, iHeld} {
				select {
				case <-ch:
				case <-time.After(time.Minute):
					t.Fatal("the pipeline never reached the victim's messages")
				}
			}
			r, err := e.eraser.EraseUser(ctx, erTenant, erVictim, "test")
			if err != nil {
				t.Fatal(err)
			}
			close(release)
			t.Logf("receipt removed %v", r.Removed)
			if r.Removed[erase.PlaceTurns] == 0 || r.Removed[erase.PlaceVectorStore] == 0 {
				t.Error("no turn of the victim was in the stream or no memory in the store: no race")
			}
			e.waitIdle()
			if n := e.memories(erVictim); n != 0 {
				t.Errorf("%d memories of the erased user after the pipeline went idle", n)
			}
			drops := e.tombstoneDrops(erVictim)
			if drops == 0 {
				t.Error("no fact was dropped by the tombstone: the held extraction and batch did not race")
			}
			if n := e.memories(erOther); n == 0 {
				t.Error("the other user lost its memories")
			}
			left := e.victimMessages()
			t.Logf("facts dropped by the tombstone: %d; victim messages published after the erasure by extractions in flight: %v", drops, left)
			if left[events.StreamTurns] != 0 || left[events.StreamDLQ] != 0 {
				t.Errorf("victim turns or dead letters reappeared: %v", left)
			}
			// The sweep removes the fact batches that in-flight extractions
			// published after the purge.
			if n, err := e.eraser.Sweep(ctx, 0); err != nil {
				t.Fatal(err)
			} else if n != left[events.StreamFacts] {
				t.Errorf("sweep removed %d messages, %d were left", n, left[events.StreamFacts])
			}
			if left := e.victimMessages(); left[events.StreamFacts] != 0 {
				t.Errorf("victim fact batches remain after the sweep: %v", left)
			}
			f := residue(e.scanAll(needles(erVictim, victimCanaries)), erKeyer.UserKey(erTenant, erVictim))
			if n := total(f); n != 0 {
				t.Errorf("%d traces of the erased user after the sweep: %v", n, f)
			}
		})
	}
}

// TestEraseSurvivesRestart is acceptance 4: erase while the user's turns
// are in flight, stop everything at once (NATS included), start again on
// the same files: nothing of the user comes back.
func TestEraseSurvivesRestart(t *testing.T) {
	for _, b := range erBackends() {
		t.Run(b.name, func(t *testing.T) {
			prefix := ""
			if b.redis {
				prefix = testutil.RedisPrefix(t)
			}
			dir := t.TempDir()
			e := erStart(t, dir, erOptions{backend: b, prefix: prefix})
			ctx := context.Background()
			t0 := time.Now().Add(-time.Hour)
			e.publish(otherTurns(t0))
			e.publish(victimTurns(300, t0))
			e.publishPoison(erVictim, "Zorbleck")
			r, err := e.eraser.EraseUser(ctx, erTenant, erVictim, "test")
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("receipt removed %v", r.Removed)
			e.stop()

			e2 := erStart(t, dir, erOptions{backend: b, prefix: prefix})
			e2.waitIdle()
			if n := e2.memories(erVictim); n != 0 {
				t.Errorf("%d memories of the erased user came back after the restart", n)
			}
			if n := e2.memories(erOther); n == 0 {
				t.Error("the other user lost its memories")
			}
			tombs, err := e2.state.Tombstoned(ctx, erTenant, erKeyer.UserKey(erTenant, erVictim), nil)
			if err != nil {
				t.Fatal(err)
			}
			if tombs[""].IsZero() {
				t.Error("the user tombstone did not survive the restart")
			}
			if _, err := e2.eraser.Sweep(ctx, 0); err != nil {
				t.Fatal(err)
			}
			f := residue(e2.scanAll(needles(erVictim, victimCanaries)), erKeyer.UserKey(erTenant, erVictim))
			if n := total(f); n != 0 {
				t.Errorf("%d traces of the erased user after the restart: %v", n, f)
			}
		})
	}
}

// syncBuffer is a bytes.Buffer safe for concurrent writers.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// Bytes returns a copy of what was written.
func (s *syncBuffer) Bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return bytes.Clone(s.b.Bytes())
}
