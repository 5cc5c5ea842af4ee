// Package faults is engram's process fault suite: ordinary Go tests that
// build the four worker binaries (cmd/ingester, cmd/extractor,
// cmd/recaller, cmd/forgetter) once per run, start real nats-server and
// redis-server processes on free loopback ports, inject faults (SIGKILL of
// a worker, a crash loop, a NATS restart, the loss of a cluster node, a
// Redis restart, a slow model) while turns are published, and check a
// ledger: every turn becomes exactly one memory (counted by its
// provenance turn id), nothing unexpected is stored and nothing is
// dead-lettered.
//
// The default (short) profile fits CI; ENGRAM_FAULT_LONG=1 runs the long
// profile (10,000 turns, at least five kills of each worker). Every test
// prints its figures in one line starting with "FAULT " (see figures).
// RELIABILITY.md holds the figures of the last runs.
package faults
