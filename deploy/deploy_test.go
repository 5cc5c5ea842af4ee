package deploy

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/yaml"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/metrics/metricstest"
)

// ---------------------------------------------------------------- compose

var (
	infraServices  = []string{"nats", "qdrant", "redis"}
	engramServices = []string{"extractor", "ingester", "recaller", "forgetter"}
)

func loadCompose(t *testing.T, env map[string]string) (*types.Project, error) {
	t.Helper()
	abs, err := filepath.Abs("compose")
	if err != nil {
		t.Fatal(err)
	}
	return loader.LoadWithContext(context.Background(), types.ConfigDetails{
		WorkingDir:  abs,
		ConfigFiles: []types.ConfigFile{{Filename: filepath.Join(abs, "compose.yaml")}},
		Environment: env,
	}, func(o *loader.Options) {
		o.SetProjectName("engram", true)
	})
}

func TestComposeProject(t *testing.T) {
	p, err := loadCompose(t, map[string]string{"ENGRAM_USER_KEY_SECRET": "test-secret"})
	if err != nil {
		t.Fatalf("load compose.yaml: %v", err)
	}
	var names []string
	for name := range p.Services {
		names = append(names, name)
	}
	sort.Strings(names)
	want := slices.Sorted(slices.Values(append(slices.Clone(infraServices), engramServices...)))
	if !slices.Equal(names, want) {
		t.Fatalf("services = %v, want %v", names, want)
	}

	for name, s := range p.Services {
		if s.HealthCheck == nil || s.HealthCheck.Disable || len(s.HealthCheck.Test) == 0 {
			t.Errorf("%s: no healthcheck", name)
		}
		if s.Restart == "" || s.Restart == "no" {
			t.Errorf("%s: restart policy %q", name, s.Restart)
		}
	}

	for _, name := range engramServices {
		s := p.Services[name]
		if len(s.Command) == 0 || s.Command[0] != name {
			t.Errorf("%s: command %v does not start with the binary name", name, s.Command)
		}
		for _, dep := range infraServices {
			d, ok := s.DependsOn[dep]
			if !ok || d.Condition != types.ServiceConditionHealthy {
				t.Errorf("%s: depends_on %s = %+v, want condition service_healthy", name, dep, d)
			}
		}
		if !s.ReadOnly || s.User != "65532:65532" {
			t.Errorf("%s: read_only=%v user=%q, want read-only non-root", name, s.ReadOnly, s.User)
		}
		if v := s.Environment["ENGRAM_USER_KEY_SECRET"]; v == nil || *v != "test-secret" {
			t.Errorf("%s: ENGRAM_USER_KEY_SECRET not interpolated: %v", name, v)
		}
		if v := s.Environment["NATS_URL"]; v == nil || *v != "nats://nats:4222" {
			t.Errorf("%s: NATS_URL = %v", name, v)
		}
		if s.HealthCheck != nil && !slices.Contains(s.HealthCheck.Test, "healthcheck") {
			t.Errorf("%s: healthcheck %v does not use the image's probe", name, s.HealthCheck.Test)
		}
	}

	rec := p.Services["recaller"]
	if len(rec.Ports) != 1 || rec.Ports[0].Target != 8080 || rec.Ports[0].Published != "8080" {
		t.Errorf("recaller ports = %+v, want 8080", rec.Ports)
	}
	if v := rec.Environment["ENGRAM_HTTP_ADDR"]; v == nil || *v != "0.0.0.0:8080" {
		t.Errorf("recaller ENGRAM_HTTP_ADDR = %v", v)
	}
	if got := strings.Join(p.Services["forgetter"].Command, " "); got != "forgetter --interval 1h" {
		t.Errorf("forgetter command = %q", got)
	}
	if got := strings.Join(p.Services["redis"].Command, " "); !strings.Contains(got, "--appendonly yes") || !strings.Contains(got, "--appendfsync everysec") {
		t.Errorf("redis command = %q, want AOF everysec", got)
	}

	// Persistent named volumes for the three stateful services.
	for svc, target := range map[string]string{"nats": "/data", "qdrant": "/qdrant/storage", "redis": "/data"} {
		found := false
		for _, v := range p.Services[svc].Volumes {
			if v.Type == types.VolumeTypeVolume && v.Target == target {
				if _, ok := p.Volumes[v.Source]; ok {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s: no named volume at %s", svc, target)
		}
	}

	conf, err := os.ReadFile("compose/nats.conf")
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^\s*sync_interval:\s*\S+`).Match(conf) {
		t.Error("nats.conf does not set jetstream sync_interval")
	}
}

func TestComposeRequiresUserKeySecret(t *testing.T) {
	_, err := loadCompose(t, map[string]string{})
	if err == nil || !strings.Contains(err.Error(), "ENGRAM_USER_KEY_SECRET") {
		t.Fatalf("loading without ENGRAM_USER_KEY_SECRET: err = %v, want a clear error", err)
	}
}

// ------------------------------------------------------------- kubernetes

// decodeManifest decodes one YAML document strictly into the official API
// type for its apiVersion and kind. Unknown kinds and unknown fields are
// errors.
func decodeManifest(doc []byte) (any, error) {
	j, err := yaml.YAMLToJSON(doc)
	if err != nil {
		return nil, fmt.Errorf("yaml: %w", err)
	}
	var tm metav1.TypeMeta
	if err := json.Unmarshal(j, &tm); err != nil {
		return nil, fmt.Errorf("type meta: %w", err)
	}
	var obj any
	switch tm.APIVersion + "/" + tm.Kind {
	case "apps/v1/Deployment":
		obj = &appsv1.Deployment{}
	case "batch/v1/CronJob":
		obj = &batchv1.CronJob{}
	case "policy/v1/PodDisruptionBudget":
		obj = &policyv1.PodDisruptionBudget{}
	case "v1/Service":
		obj = &corev1.Service{}
	case "v1/ConfigMap":
		obj = &corev1.ConfigMap{}
	case "v1/Secret":
		obj = &corev1.Secret{}
	default:
		return nil, fmt.Errorf("unsupported apiVersion/kind %q/%q", tm.APIVersion, tm.Kind)
	}
	dec := json.NewDecoder(bytes.NewReader(j))
	dec.DisallowUnknownFields()
	if err := dec.Decode(obj); err != nil {
		return nil, fmt.Errorf("%s: %w", tm.Kind, err)
	}
	return obj, nil
}

var docSeparator = regexp.MustCompile(`(?m)^---[ \t]*$`)

// splitDocs splits a multi-document YAML file, dropping documents that hold
// only comments or whitespace.
func splitDocs(data []byte) [][]byte {
	var out [][]byte
	for _, d := range docSeparator.Split(string(data), -1) {
		empty := true
		for _, line := range strings.Split(d, "\n") {
			if l := strings.TrimSpace(line); l != "" && !strings.HasPrefix(l, "#") {
				empty = false
				break
			}
		}
		if !empty {
			out = append(out, []byte(d))
		}
	}
	return out
}

type manifests struct {
	deployments map[string]*appsv1.Deployment
	pdbs        map[string]*policyv1.PodDisruptionBudget
	cronjobs    map[string]*batchv1.CronJob
	services    map[string]*corev1.Service
	configmaps  map[string]*corev1.ConfigMap
	secrets     map[string]*corev1.Secret
}

func loadManifests(t *testing.T) (manifests, []string) {
	t.Helper()
	files, err := filepath.Glob("k8s/*.yaml")
	if err != nil {
		t.Fatal(err)
	}
	m := manifests{
		deployments: map[string]*appsv1.Deployment{},
		pdbs:        map[string]*policyv1.PodDisruptionBudget{},
		cronjobs:    map[string]*batchv1.CronJob{},
		services:    map[string]*corev1.Service{},
		configmaps:  map[string]*corev1.ConfigMap{},
		secrets:     map[string]*corev1.Secret{},
	}
	var resources []string
	for _, f := range files {
		if filepath.Base(f) == "kustomization.yaml" {
			continue
		}
		resources = append(resources, filepath.Base(f))
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		docs := splitDocs(data)
		if len(docs) == 0 {
			t.Errorf("%s: no documents", f)
		}
		for i, doc := range docs {
			obj, err := decodeManifest(doc)
			if err != nil {
				t.Errorf("%s doc %d: %v", f, i, err)
				continue
			}
			switch o := obj.(type) {
			case *appsv1.Deployment:
				m.deployments[o.Name] = o
			case *policyv1.PodDisruptionBudget:
				m.pdbs[o.Name] = o
			case *batchv1.CronJob:
				m.cronjobs[o.Name] = o
			case *corev1.Service:
				m.services[o.Name] = o
			case *corev1.ConfigMap:
				m.configmaps[o.Name] = o
			case *corev1.Secret:
				m.secrets[o.Name] = o
			}
		}
	}
	return m, resources
}

func TestK8sManifestsDecodeStrictly(t *testing.T) {
	m, _ := loadManifests(t)

	for _, name := range []string{"extractor", "ingester", "recaller"} {
		d, ok := m.deployments["engram-"+name]
		if !ok {
			t.Errorf("missing Deployment engram-%s", name)
			continue
		}
		checkPodSpec(t, d.Name, &d.Spec.Template.Spec, true)
		if !labelsMatch(d.Spec.Selector.MatchLabels, d.Spec.Template.Labels) {
			t.Errorf("%s: selector does not match template labels", d.Name)
		}
		pdb, ok := m.pdbs["engram-"+name]
		if !ok {
			t.Errorf("missing PodDisruptionBudget engram-%s", name)
		} else if pdb.Spec.Selector == nil || !labelsMatch(pdb.Spec.Selector.MatchLabels, d.Spec.Template.Labels) {
			t.Errorf("PDB engram-%s does not select its Deployment's pods", name)
		}
	}

	cj, ok := m.cronjobs["engram-forgetter"]
	if !ok {
		t.Fatal("missing CronJob engram-forgetter")
	}
	if cj.Spec.ConcurrencyPolicy != batchv1.ForbidConcurrent {
		t.Errorf("forgetter concurrencyPolicy = %q, want Forbid", cj.Spec.ConcurrencyPolicy)
	}
	pod := &cj.Spec.JobTemplate.Spec.Template.Spec
	checkPodSpec(t, cj.Name, pod, false)
	if len(pod.Containers) == 0 || !slices.Contains(pod.Containers[0].Command, "--once") {
		t.Errorf("forgetter CronJob does not run --once")
	}

	svc, ok := m.services["engram-recaller"]
	if !ok {
		t.Fatal("missing Service engram-recaller")
	}
	rec := m.deployments["engram-recaller"]
	if rec != nil && !labelsMatch(svc.Spec.Selector, rec.Spec.Template.Labels) {
		t.Error("Service engram-recaller does not select the recaller pods")
	}

	cm, ok := m.configmaps["engram-config"]
	if !ok {
		t.Fatal("missing ConfigMap engram-config")
	}
	for _, k := range []string{"NATS_URL", "ENGRAM_VECTOR_STORE", "ENGRAM_STATE_STORE", "QDRANT_URL", "REDIS_URL"} {
		if cm.Data[k] == "" {
			t.Errorf("ConfigMap engram-config lacks %s", k)
		}
	}
	// The first worker creates the streams with this many replicas and
	// nothing changes them afterwards: the cluster needs R3 from the start.
	if r := cm.Data["ENGRAM_STREAM_REPLICAS"]; r != "3" {
		t.Errorf("ConfigMap engram-config sets ENGRAM_STREAM_REPLICAS=%q, want 3 (streams are never changed after creation)", r)
	}
	sec, ok := m.secrets["engram-secrets"]
	if !ok {
		t.Fatal("missing Secret engram-secrets")
	}
	for _, k := range []string{"user-key-secret", "api-keys", "openai-api-key"} {
		if _, ok := sec.StringData[k]; !ok {
			t.Errorf("Secret engram-secrets lacks %s", k)
		}
	}
}

// checkPodSpec asserts the hardening and probes every engram pod carries.
func checkPodSpec(t *testing.T, name string, spec *corev1.PodSpec, probes bool) {
	t.Helper()
	if psc := spec.SecurityContext; psc == nil || psc.RunAsNonRoot == nil || !*psc.RunAsNonRoot {
		t.Errorf("%s: pod securityContext.runAsNonRoot not set", name)
	}
	if len(spec.Containers) != 1 {
		t.Fatalf("%s: %d containers, want 1", name, len(spec.Containers))
	}
	c := spec.Containers[0]
	sc := c.SecurityContext
	if sc == nil || sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem ||
		sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
		t.Errorf("%s: container must have a read-only root fs and no privilege escalation", name)
	}
	if c.Resources.Requests.Cpu().IsZero() || c.Resources.Requests.Memory().IsZero() || c.Resources.Limits.Memory().IsZero() {
		t.Errorf("%s: resources requests/limits missing", name)
	}
	if len(c.Command) == 0 || !strings.HasPrefix(c.Command[0], "/usr/local/bin/") {
		t.Errorf("%s: command %v does not name a binary", name, c.Command)
	}
	var hasSecret bool
	for _, e := range c.Env {
		if e.Name == "ENGRAM_USER_KEY_SECRET" && e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
			hasSecret = true
		}
	}
	if !hasSecret {
		t.Errorf("%s: ENGRAM_USER_KEY_SECRET does not come from a Secret", name)
	}
	if !probes {
		return
	}
	if c.LivenessProbe == nil || c.LivenessProbe.HTTPGet == nil || c.LivenessProbe.HTTPGet.Path != "/healthz" {
		t.Errorf("%s: liveness probe must GET /healthz", name)
	}
	if c.ReadinessProbe == nil || c.ReadinessProbe.HTTPGet == nil || c.ReadinessProbe.HTTPGet.Path != "/readyz" {
		t.Errorf("%s: readiness probe must GET /readyz", name)
	}
}

func labelsMatch(selector, labels map[string]string) bool {
	if len(selector) == 0 {
		return false
	}
	for k, v := range selector {
		if labels[k] != v {
			return false
		}
	}
	return true
}

// kustomization is the subset of kustomize's Kustomization used here,
// decoded strictly so that a misspelled key fails.
type kustomization struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Namespace  string `json:"namespace"`
	Labels     []struct {
		Pairs            map[string]string `json:"pairs"`
		IncludeSelectors bool              `json:"includeSelectors,omitempty"`
	} `json:"labels"`
	Resources []string `json:"resources"`
	Images    []struct {
		Name    string `json:"name"`
		NewName string `json:"newName,omitempty"`
		NewTag  string `json:"newTag,omitempty"`
		Digest  string `json:"digest,omitempty"`
	} `json:"images"`
}

func TestKustomizationListsEveryManifest(t *testing.T) {
	_, files := loadManifests(t)
	data, err := os.ReadFile("k8s/kustomization.yaml")
	if err != nil {
		t.Fatal(err)
	}
	j, err := yaml.YAMLToJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(j))
	dec.DisallowUnknownFields()
	var k kustomization
	if err := dec.Decode(&k); err != nil {
		t.Fatalf("kustomization.yaml: %v", err)
	}
	if k.Kind != "Kustomization" || k.Namespace == "" {
		t.Errorf("kustomization kind=%q namespace=%q", k.Kind, k.Namespace)
	}
	res := slices.Sorted(slices.Values(k.Resources))
	files = slices.Sorted(slices.Values(files))
	if !slices.Equal(res, files) {
		t.Errorf("kustomization resources = %v, manifests in deploy/k8s = %v", res, files)
	}
}

func TestStrictDecodeRejectsBadManifests(t *testing.T) {
	good := `apiVersion: apps/v1
kind: Deployment
metadata:
  name: x
spec:
  replicas: 2
  selector:
    matchLabels: {app: x}
  template:
    metadata:
      labels: {app: x}
    spec:
      containers:
        - name: x
          image: x
`
	if _, err := decodeManifest([]byte(good)); err != nil {
		t.Fatalf("valid Deployment rejected: %v", err)
	}
	for name, doc := range map[string]string{
		"misspelled replicas":  strings.Replace(good, "replicas:", "replcas:", 1),
		"misspelled nested":    strings.Replace(good, "image: x", "imag: x", 1),
		"wrong value type":     strings.Replace(good, "replicas: 2", "replicas: two", 1),
		"unknown kind":         strings.Replace(good, "kind: Deployment", "kind: Deploymnt", 1),
		"wrong api version":    strings.Replace(good, "apiVersion: apps/v1", "apiVersion: extensions/v1beta1", 1),
		"cronjob unknown spec": "apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: f}\nspec:\n  schedule: '@hourly'\n  concurrency: Forbid\n",
	} {
		if _, err := decodeManifest([]byte(doc)); err == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
}

func TestSplitDocs(t *testing.T) {
	docs := splitDocs([]byte("# header\n---\na: 1\n---\n# only a comment\n---\nb: 2\n"))
	if len(docs) != 2 {
		t.Fatalf("got %d docs, want 2", len(docs))
	}
}

// ---------------------------------------------------------------- grafana

var metricRef = regexp.MustCompile(`\bengram_[a-zA-Z0-9_:]+`)

// collectExprs returns every "expr" string in a decoded dashboard JSON.
func collectExprs(v any, out *[]string) {
	switch x := v.(type) {
	case map[string]any:
		for k, val := range x {
			if s, ok := val.(string); ok && (k == "expr" || k == "query") {
				*out = append(*out, s)
				continue
			}
			collectExprs(val, out)
		}
	case []any:
		for _, val := range x {
			collectExprs(val, out)
		}
	}
}

func TestDashboardUsesExistingMetrics(t *testing.T) {
	data, err := os.ReadFile("grafana/engram-dashboard.json")
	if err != nil {
		t.Fatal(err)
	}
	var dash map[string]any
	if err := json.Unmarshal(data, &dash); err != nil {
		t.Fatalf("dashboard JSON: %v", err)
	}
	if dash["title"] == nil || dash["uid"] == nil {
		t.Error("dashboard lacks title or uid")
	}
	panels, _ := dash["panels"].([]any)
	if len(panels) == 0 {
		t.Fatal("dashboard has no panels")
	}

	reg := prometheus.NewRegistry()
	metricstest.TouchAll(metrics.New(reg))
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, mf := range mfs {
		known[mf.GetName()] = true
		if mf.GetType() == dto.MetricType_HISTOGRAM {
			for _, suf := range []string{"_bucket", "_sum", "_count"} {
				known[mf.GetName()+suf] = true
			}
		}
	}

	var exprs []string
	collectExprs(dash, &exprs)
	if len(exprs) == 0 {
		t.Fatal("dashboard has no queries")
	}
	used := map[string]bool{}
	for _, e := range exprs {
		for _, name := range metricRef.FindAllString(e, -1) {
			used[name] = true
			if !known[name] {
				t.Errorf("dashboard references %s, which internal/metrics does not export (in %q)", name, e)
			}
		}
	}
	if len(used) < 10 {
		t.Errorf("dashboard references only %d engram metrics", len(used))
	}
}

// dockerfileEnv returns the ENV settings of the Dockerfile's final stage.
func dockerfileEnv(t *testing.T) map[string]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(b), "\\\n", " ")
	final := text[strings.LastIndex(text, "\nFROM "):]
	env := map[string]string{}
	for _, line := range strings.Split(final, "\n") {
		rest, ok := strings.CutPrefix(strings.TrimSpace(line), "ENV ")
		if !ok {
			continue
		}
		for _, kv := range strings.Fields(rest) {
			if k, v, ok := strings.Cut(kv, "="); ok {
				env[k] = v
			}
		}
	}
	return env
}

// The image's environment gives `engram serve` a data directory that its
// user owns: without ENGRAM_DATA_DIR it would fall back to ~/.engram in a
// home that does not exist in the scratch image. No container engine is
// needed: the test reads the Dockerfile.
func TestImageEnvironment(t *testing.T) {
	env := dockerfileEnv(t)
	if env["ENGRAM_DATA_DIR"] != "/var/lib/engram" {
		t.Errorf("the image sets ENGRAM_DATA_DIR=%q, want /var/lib/engram (the directory chowned to 65532)", env["ENGRAM_DATA_DIR"])
	}
	if env["HOME"] != env["ENGRAM_DATA_DIR"] {
		t.Errorf("the image sets HOME=%q, want the data directory %q (no other home exists in scratch)", env["HOME"], env["ENGRAM_DATA_DIR"])
	}
	b, _ := os.ReadFile(filepath.Join("..", "Dockerfile"))
	for _, want := range []string{"chown -R 65532:65532 /rootfs/var/lib/engram", "WORKDIR /var/lib/engram", ":" + env["HOME"] + ":"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("Dockerfile lacks %q", want)
		}
	}
}
