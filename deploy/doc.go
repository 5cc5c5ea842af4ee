// Package deploy holds engram's deployment artefacts: the docker compose
// stack (compose/), Kubernetes manifests (k8s/), the Grafana dashboard
// (grafana/) and the container healthcheck probe (healthcheck/). Its tests
// validate them offline, with no Docker engine and no cluster.
package deploy
