package sqlite

// migrations are applied in order, each once, inside a transaction; the
// applied version is recorded in schema_migrations. Never edit a released
// migration: append a new one.
var migrations = []string{
	// 1: memories with an FTS5 index, and the state tables.
	`
CREATE TABLE memories (
	id               TEXT PRIMARY KEY,
	tenant_id        TEXT NOT NULL,
	user_id          TEXT NOT NULL,
	agent_id         TEXT NOT NULL DEFAULT '',
	scope            TEXT NOT NULL DEFAULT '',
	type             TEXT NOT NULL,
	content          TEXT NOT NULL,
	key              TEXT NOT NULL DEFAULT '',
	value            TEXT NOT NULL DEFAULT '',
	confidence       REAL NOT NULL,
	importance       REAL NOT NULL,
	sensitivity      TEXT NOT NULL DEFAULT '',
	status           TEXT NOT NULL,
	version          INTEGER NOT NULL,
	created_at       INTEGER NOT NULL,
	updated_at       INTEGER NOT NULL,
	last_accessed_at INTEGER NOT NULL DEFAULT 0,
	access_count     INTEGER NOT NULL DEFAULT 0,
	expires_at       INTEGER NOT NULL DEFAULT 0,
	event_time       INTEGER,
	pinned           INTEGER NOT NULL DEFAULT 0,
	source_turn_ids  TEXT NOT NULL DEFAULT '[]',
	extractor_id     TEXT NOT NULL DEFAULT '',
	embedder_id      TEXT NOT NULL DEFAULT '',
	supersedes       TEXT NOT NULL DEFAULT '',
	vector           BLOB,
	terms            TEXT NOT NULL DEFAULT ''
);
CREATE INDEX memories_user ON memories(tenant_id, user_id, status);
CREATE INDEX memories_key ON memories(tenant_id, user_id, key) WHERE key != '';
CREATE INDEX memories_expires ON memories(expires_at) WHERE expires_at > 0;
CREATE VIRTUAL TABLE memories_fts USING fts5(terms, content='memories', content_rowid='rowid', tokenize='unicode61 remove_diacritics 0');
CREATE TRIGGER memories_ai AFTER INSERT ON memories BEGIN
	INSERT INTO memories_fts(rowid, terms) VALUES (new.rowid, new.terms);
END;
CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN
	INSERT INTO memories_fts(memories_fts, rowid, terms) VALUES ('delete', old.rowid, old.terms);
END;
CREATE TRIGGER memories_au AFTER UPDATE OF terms ON memories BEGIN
	INSERT INTO memories_fts(memories_fts, rowid, terms) VALUES ('delete', old.rowid, old.terms);
	INSERT INTO memories_fts(rowid, terms) VALUES (new.rowid, new.terms);
END;
CREATE TABLE user_gen (
	tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, gen INTEGER NOT NULL,
	PRIMARY KEY (tenant_id, user_id)
) WITHOUT ROWID;
CREATE TABLE locks (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL) WITHOUT ROWID;
CREATE TABLE applied (
	tenant_id TEXT NOT NULL, user_key TEXT NOT NULL, key TEXT NOT NULL, expires_at INTEGER NOT NULL,
	PRIMARY KEY (tenant_id, user_key, key)
) WITHOUT ROWID;
CREATE TABLE profile (
	tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
	type TEXT NOT NULL, memory_id TEXT NOT NULL, scope TEXT NOT NULL DEFAULT '',
	updated_at INTEGER NOT NULL, version INTEGER NOT NULL,
	PRIMARY KEY (tenant_id, user_id, key)
) WITHOUT ROWID;
CREATE TABLE tombstones (
	tenant_id TEXT NOT NULL, user_key TEXT NOT NULL, memory_id TEXT NOT NULL, at INTEGER NOT NULL,
	PRIMARY KEY (tenant_id, user_key, memory_id)
) WITHOUT ROWID;
CREATE TABLE access (
	tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, memory_id TEXT NOT NULL,
	count INTEGER NOT NULL, last INTEGER NOT NULL,
	PRIMARY KEY (tenant_id, user_id, memory_id)
) WITHOUT ROWID;
CREATE TABLE audit (
	seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, tenant_id TEXT NOT NULL,
	user_key TEXT NOT NULL, memory_id TEXT NOT NULL DEFAULT '', action TEXT NOT NULL,
	actor TEXT NOT NULL DEFAULT '', turn_id TEXT NOT NULL DEFAULT '', detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_user ON audit(tenant_id, user_key, seq);
`,
	// 2: an upsert that leaves a memory's terms as they were (a merge, a
	// status change) no longer rewrites its FTS5 entry.
	`
DROP TRIGGER memories_au;
CREATE TRIGGER memories_au AFTER UPDATE OF terms ON memories WHEN old.terms IS NOT new.terms BEGIN
	INSERT INTO memories_fts(memories_fts, rowid, terms) VALUES ('delete', old.rowid, old.terms);
	INSERT INTO memories_fts(rowid, terms) VALUES (new.rowid, new.terms);
END;
`,
	// 3: the per-turn assertions behind a memory's merged fields
	// (memory.Assertion), encoded by memory.EncodeAssertions; '' for none.
	`
ALTER TABLE memories ADD COLUMN assertions TEXT NOT NULL DEFAULT '';
`,
	// 4: the FTS5 index is no longer maintained by default: lexical search
	// runs on the hot per-user index (cache.go), and keeping FTS5 in step
	// cost about a tenth of ingest throughput. Its entries are deleted, so
	// that no erased user's words could linger in an index nobody updates;
	// a store opened without the hot index (Options.CacheUsers < 0)
	// restores the triggers and rebuilds it (ensureFTS).
	`
DROP TRIGGER memories_ai;
DROP TRIGGER memories_ad;
DROP TRIGGER memories_au;
INSERT INTO memories_fts(memories_fts) VALUES ('delete-all');
`,
}

// ftsTriggers keep memories_fts in step with memories (as migrations 1 and
// 2 left them); ensureFTS creates them when the store runs without its hot
// index.
const ftsTriggers = `
CREATE TRIGGER IF NOT EXISTS memories_ai AFTER INSERT ON memories BEGIN
	INSERT INTO memories_fts(rowid, terms) VALUES (new.rowid, new.terms);
END;
CREATE TRIGGER IF NOT EXISTS memories_ad AFTER DELETE ON memories BEGIN
	INSERT INTO memories_fts(memories_fts, rowid, terms) VALUES ('delete', old.rowid, old.terms);
END;
CREATE TRIGGER IF NOT EXISTS memories_au AFTER UPDATE OF terms ON memories WHEN old.terms IS NOT new.terms BEGIN
	INSERT INTO memories_fts(memories_fts, rowid, terms) VALUES ('delete', old.rowid, old.terms);
	INSERT INTO memories_fts(rowid, terms) VALUES (new.rowid, new.terms);
END;
`
