package events

import "embed"

// Schemas holds the JSON Schema documents of the events (turn.schema.json,
// factbatch.schema.json), for agents in other languages and for tooling.
//
//go:embed schema/*.json
var Schemas embed.FS
