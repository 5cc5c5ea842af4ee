package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/eval/progress"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// RecallOptions size the recall benchmark; zero values take the defaults.
type RecallOptions struct {
	// Users × PerUser memories are seeded; 0 means 1,000 × 1,000.
	Users, PerUser int
	// Queries measured in-process; 0 means 20,000.
	Queries int
	// HTTPRate is the open-loop request rate over HTTP; 0 means 200/s.
	HTTPRate float64
	// HTTPSeconds is how long the HTTP phase runs; 0 means 15.
	HTTPSeconds float64
	// CacheDir keeps the seeded database between runs, keyed by size,
	// schema and embedder; "" means <user cache dir>/engram-bench.
	CacheDir string
	// NoAccess turns the recaller's access recorder off (it writes access
	// statistics to SQLite in the background), to isolate its cost.
	NoAccess bool
	// Embedders are run one after the other on databases of the same
	// memories ("hashed", "semantic"); empty means hashed alone.
	Embedders []string
	// ModelsDir holds the semantic table (semantic.Path); "" means
	// config.DefaultModelsDir().
	ModelsDir string
	// EpisodeShare is the share of seeded memories that are episodes; 0
	// means DefaultEpisodeShare, negative none.
	EpisodeShare float64
	Progress     io.Writer
}

// DefaultEpisodeShare is the share of episodes among the seeded memories:
// about what the rules extractor leaves from conversational turns (one
// episode beside one or two facts).
const DefaultEpisodeShare = 0.4

// RecallResult is what the recall benchmark measured.
type RecallResult struct {
	// Embedder is the embedder id of the stored vectors and the queries.
	Embedder    string  `json:"embedder"`
	Memories    int     `json:"memories"`
	Episodes    int     `json:"episodes"`
	Users       int     `json:"users"`
	DBPath      string  `json:"db_path"`
	SeedSeconds float64 `json:"seed_seconds"` // 0 when the database was reused
	WarmSeconds float64 `json:"warm_seconds"`
	// DiskBytesPerMemory is the database file (and WAL) size per memory.
	DiskBytesPerMemory float64 `json:"disk_bytes_per_memory"`
	// ResidentBytesPerMemory is the growth of the process's resident set
	// while every user's index was loaded, per memory; HeapBytesPerMemory
	// the growth of the Go heap in use.
	ResidentBytesPerMemory float64   `json:"resident_bytes_per_memory"`
	HeapBytesPerMemory     float64   `json:"heap_bytes_per_memory"`
	InProcess              Latencies `json:"in_process"`
	// InProcessCPU is the CPU time of each in-process query on its
	// thread: the latency without the time spent waiting for a core, which
	// on a shared machine is most of the tail.
	InProcessCPU Latencies `json:"in_process_cpu"`
	// LoadAverage is the machine's one-minute load average after the
	// in-process phase (Linux; 0 elsewhere), to read the tail by.
	LoadAverage     float64   `json:"load_average"`
	HTTPRate        float64   `json:"http_rate"`
	HTTP            Latencies `json:"http"`
	HTTPErrors      int       `json:"http_errors"`
	AccessRecording bool      `json:"access_recording"`
}

// VectorEmbedder is an embedder that embeds one text without a context
// (embed.Local, semantic.Embedder).
type VectorEmbedder interface {
	embed.Embedder
	Vector(text string) []float32
}

// SeedDB returns a SQLite database holding users × perUser memories of the
// hashed embedder, none of them episodes (SeedDBWith).
func SeedDB(ctx context.Context, dir string, users, perUser int, w io.Writer) (string, float64, error) {
	return SeedDBWith(ctx, dir, users, perUser, -1, embed.NewLocal(0), w)
}

// SeedDBWith returns a SQLite database holding users × perUser memories
// embedded by emb, episodeShare of them episodes (the same texts whatever
// the embedder), creating it in dir on first use (a done-marker guards
// against reusing a half-written one). It returns the path and the seeding
// time (0 if reused).
func SeedDBWith(ctx context.Context, dir string, users, perUser int, episodeShare float64, emb VectorEmbedder, w io.Writer) (string, float64, error) {
	if dir == "" {
		c, err := os.UserCacheDir()
		if err != nil {
			c = os.TempDir()
		}
		dir = filepath.Join(c, "engram-bench")
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", 0, fmt.Errorf("create cache dir: %w", err)
	}
	name := fmt.Sprintf("recall-%dx%d-%s", users, perUser, strings.NewReplacer("/", "_", ":", "_").Replace(emb.ID()))
	if episodeShare > 0 {
		name += fmt.Sprintf("-ep%02.0f", 100*episodeShare)
	}
	path := filepath.Join(dir, name+".db")
	marker := path + ".done"
	// A one-user hot index: seeding needs none, and a store without one
	// would maintain the FTS5 index, which the default store does not.
	st, err := sqlite.Open(path, sqlite.Options{CacheUsers: 1, CacheMemories: 1})
	if err != nil {
		return "", 0, err
	}
	defer st.Close()
	ver, err := st.SchemaVersion(ctx)
	if err != nil {
		return "", 0, fmt.Errorf("schema version: %w", err)
	}
	if b, err := os.ReadFile(marker); err == nil && strings.TrimSpace(string(b)) == strconv.Itoa(ver) {
		return path, 0, nil
	}
	start := time.Now()
	bar := progress.New(w, "recall: seed", users*perUser)
	base := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	for u := range users {
		r := rand.New(rand.NewPCG(uint64(u), 7))
		user := fmt.Sprintf("user-%04d", u)
		mems := make([]memory.Memory, 0, perUser)
		for i := range perUser {
			ts := base.Add(time.Duration(i) * time.Minute)
			typ, text, imp := events.TypeFact, memoryText(r)+" ("+strconv.Itoa(i)+")", 0.3+0.5*r.Float64()
			var evt *time.Time
			if episodeShare > 0 && r.Float64() < episodeShare {
				typ, text, imp, evt = events.TypeEpisode, episodeText(r)+" ("+strconv.Itoa(i)+")", 0.2+0.2*r.Float64(), &ts
			}
			mems = append(mems, memory.Memory{
				ID: memory.ID("bench", user, typ, "", "", "", text), TenantID: "bench", UserID: user,
				Type: typ, Content: text, Confidence: 0.9, Importance: imp, EventTime: evt,
				Status: memory.StatusActive, Version: 1, CreatedAt: ts, UpdatedAt: ts,
				SourceTurnIDs: []string{"turn-" + strconv.Itoa(i)}, ExtractorID: "rules/1",
				EmbedderID: emb.ID(), Vector: emb.Vector(text),
			})
		}
		if err := st.Upsert(ctx, mems); err != nil {
			return "", 0, err
		}
		bar.Add(perUser)
	}
	bar.Done()
	if err := os.WriteFile(marker, []byte(strconv.Itoa(ver)+"\n"), 0o600); err != nil {
		return "", 0, err
	}
	return path, time.Since(start).Seconds(), nil
}

func fileSize(paths ...string) int64 {
	var n int64
	for _, p := range paths {
		if fi, err := os.Stat(p); err == nil {
			n += fi.Size()
		}
	}
	return n
}

// OpenEmbedder returns the embedder a recall benchmark names: "hashed"
// (or "") or "semantic" (the table in modelsDir, "" meaning
// config.DefaultModelsDir()).
func OpenEmbedder(name, modelsDir string) (VectorEmbedder, error) {
	switch name {
	case "", "hashed":
		return embed.NewLocal(0), nil
	case "semantic":
		if modelsDir == "" {
			modelsDir = config.DefaultModelsDir()
		}
		e, err := semantic.Open(modelsDir)
		if errors.Is(err, semantic.ErrNoTable) {
			return nil, fmt.Errorf("semantic embedder: no table in %s (run `engram models pull`)", modelsDir)
		}
		if err != nil {
			return nil, fmt.Errorf("semantic embedder: %w", err)
		}
		return e, nil
	}
	return nil, fmt.Errorf("embedder %q: want hashed or semantic", name)
}

// RecallEach runs Recall once per embedder of o.Embedders (hashed alone
// when empty), one after the other on databases of the same memories, so
// that their figures come from the same run.
func RecallEach(ctx context.Context, o RecallOptions) ([]*RecallResult, error) {
	names := o.Embedders
	if len(names) == 0 {
		names = []string{"hashed"}
	}
	var out []*RecallResult
	for _, n := range names {
		emb, err := OpenEmbedder(n, o.ModelsDir)
		if err != nil {
			return out, err
		}
		r, err := RecallWith(ctx, o, emb)
		if err != nil {
			return out, fmt.Errorf("%s: %w", n, err)
		}
		out = append(out, r)
	}
	return out, nil
}

// Recall is RecallWith on the hashed embedder.
func Recall(ctx context.Context, o RecallOptions) (*RecallResult, error) {
	return RecallWith(ctx, o, embed.NewLocal(0))
}

// RecallWith seeds (or reuses) the database of emb's vectors, loads every
// user's index, then measures recall latency in-process (closed loop, one
// query at a time, each query embedded by emb) and over HTTP (open loop
// at a fixed rate, latency counted from each request's scheduled start).
func RecallWith(ctx context.Context, o RecallOptions, emb VectorEmbedder) (*RecallResult, error) {
	if o.Users <= 0 {
		o.Users = 1000
	}
	if o.PerUser <= 0 {
		o.PerUser = 1000
	}
	if o.Queries <= 0 {
		o.Queries = 20000
	}
	if o.HTTPRate <= 0 {
		o.HTTPRate = 200
	}
	if o.HTTPSeconds <= 0 {
		o.HTTPSeconds = 15
	}
	if o.EpisodeShare == 0 {
		o.EpisodeShare = DefaultEpisodeShare
	}
	path, seed, err := SeedDBWith(ctx, o.CacheDir, o.Users, o.PerUser, o.EpisodeShare, emb, o.Progress)
	if err != nil {
		return nil, err
	}
	res := &RecallResult{Embedder: emb.ID(), Memories: o.Users * o.PerUser, Users: o.Users, DBPath: path, SeedSeconds: seed, AccessRecording: !o.NoAccess}
	res.DiskBytesPerMemory = float64(fileSize(path, path+"-wal")) / float64(res.Memories)
	// Whatever an earlier run of the process held goes back to the system
	// first, so that the growth measured below is this run's.
	debug.FreeOSMemory()
	st, err := sqlite.Open(path, sqlite.Options{CacheUsers: o.Users + 16, CacheMemories: res.Memories + 1024})
	if err != nil {
		return nil, err
	}
	defer st.Close()
	if res.Episodes, err = countEpisodes(ctx, st, o.Users); err != nil {
		return nil, err
	}
	log := slog.New(slog.DiscardHandler)
	var acc *recall.AccessRecorder
	if !o.NoAccess {
		acc = recall.NewAccessRecorder(st, 0, log)
		defer acc.Close()
	}
	rc := recall.New(st, st, emb, acc, recall.Config{}, log)
	user := func(i int) string { return fmt.Sprintf("user-%04d", i) }

	runtime.GC()
	var m0 runtime.MemStats
	runtime.ReadMemStats(&m0)
	rss0 := rssBytes()
	start := time.Now()
	bar := progress.New(o.Progress, "recall: warm", o.Users)
	for u := range o.Users {
		if _, err := rc.Recall(ctx, recall.Request{TenantID: "bench", UserID: user(u), Query: "warm up"}); err != nil {
			return nil, fmt.Errorf("warm-up recall: %w", err)
		}
		bar.Add(1)
	}
	bar.Done()
	res.WarmSeconds = time.Since(start).Seconds()
	runtime.GC()
	var m1 runtime.MemStats
	runtime.ReadMemStats(&m1)
	res.ResidentBytesPerMemory = float64(rssBytes()-rss0) / float64(res.Memories)
	res.HeapBytesPerMemory = float64(int64(m1.HeapInuse)-int64(m0.HeapInuse)) / float64(res.Memories)

	r := rand.New(rand.NewPCG(42, 42))
	lat := make([]time.Duration, 0, o.Queries)
	cpu := make([]time.Duration, 0, o.Queries)
	bar = progress.New(o.Progress, "recall: in-process", o.Queries)
	// On one OS thread, so that its CPU clock times each query's own work.
	runtime.LockOSThread()
	for range o.Queries {
		req := recall.Request{TenantID: "bench", UserID: user(r.IntN(o.Users)), Query: queryText(r)}
		t0, c0 := time.Now(), threadCPU()
		if _, err := rc.Recall(ctx, req); err != nil {
			runtime.UnlockOSThread()
			return nil, fmt.Errorf("recall: %w", err)
		}
		lat = append(lat, time.Since(t0))
		if c0 > 0 {
			cpu = append(cpu, threadCPU()-c0)
		}
		bar.Add(1)
	}
	runtime.UnlockOSThread()
	bar.Done()
	res.InProcess = Summarize(lat)
	res.InProcessCPU = Summarize(cpu)
	res.LoadAverage = loadAverage()

	res.HTTPRate = o.HTTPRate
	res.HTTP, res.HTTPErrors, err = httpRecall(ctx, rc, o, user)
	if err != nil {
		return nil, err
	}
	return res, nil
}

func httpRecall(ctx context.Context, rc *recall.Recaller, o RecallOptions, user func(int) string) (Latencies, int, error) {
	api := httpapi.New(httpapi.Deps{Recaller: rc, Log: slog.New(slog.DiscardHandler)})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return Latencies{}, 0, fmt.Errorf("listen: %w", err)
	}
	srv := &http.Server{Handler: api, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String() + "/v1/recall"
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 256, MaxIdleConns: 256}}
	n := int(o.HTTPRate * o.HTTPSeconds)
	interval := time.Duration(float64(time.Second) / o.HTTPRate)
	r := rand.New(rand.NewPCG(7, 7))
	bodies := make([][]byte, n)
	for i := range bodies {
		bodies[i], _ = json.Marshal(recall.Request{TenantID: "bench", UserID: user(r.IntN(o.Users)), Query: queryText(r)})
	}
	var mu sync.Mutex
	lat := make([]time.Duration, 0, n)
	errs := 0
	var wg sync.WaitGroup
	bar := progress.New(o.Progress, fmt.Sprintf("recall: http @%.0f/s", o.HTTPRate), n)
	start := time.Now()
	for i := range n {
		at := start.Add(time.Duration(i) * interval)
		if d := time.Until(at); d > 0 {
			time.Sleep(d)
		}
		wg.Add(1)
		go func(body []byte) {
			defer wg.Done()
			req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			resp, err := client.Do(req)
			ok := err == nil && resp.StatusCode == http.StatusOK
			if err == nil {
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
			d := time.Since(at)
			mu.Lock()
			if ok {
				lat = append(lat, d)
			} else {
				errs++
			}
			mu.Unlock()
			bar.Add(1)
		}(bodies[i])
	}
	wg.Wait()
	bar.Done()
	return Summarize(lat), errs, nil
}

// countEpisodes counts the seeded episodes.
func countEpisodes(ctx context.Context, st *sqlite.Store, users int) (int, error) {
	n := 0
	for u := range users {
		cursor := ""
		f := store.Filter{TenantID: "bench", UserID: fmt.Sprintf("user-%04d", u), Types: []events.FactType{events.TypeEpisode}}
		for {
			page, next, err := st.List(ctx, f, cursor, 1000)
			if err != nil {
				return 0, fmt.Errorf("count episodes: %w", err)
			}
			n += len(page)
			if next == "" {
				break
			}
			cursor = next
		}
	}
	return n, nil
}
