-- 002 (PostgreSQL): `from:NAME` in queries (docs/queries.md), as SQLite's schema/004: who wrote
-- a message, folded like participants' names, with an index that finds a name's threads
-- without reading every message. Released migrations never change; later changes go in a new
-- numbered file.

-- The store writes the key with each message: TextFold's key of the author, stored as
-- participants.name_key is (PostgresText), by every writer (a new thread, a post, seed, import).
ALTER TABLE threads.messages ADD COLUMN author_key text NOT NULL DEFAULT '';

-- Messages stored before this migration: the server has no TextFold (Swift's lowercased()),
-- so lower() under the database's UTF-8 ctype stands in. The two agree for ordinary names; a
-- name with a special case mapping (a dotted capital I) may be keyed differently until its
-- thread is written anew (an import replaces it). New messages always get TextFold's key.
UPDATE threads.messages SET author_key = lower(author);

CREATE INDEX messages_by_author ON threads.messages (author_key, thread_id);
