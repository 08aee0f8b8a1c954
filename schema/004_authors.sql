-- 004: `from:NAME` in queries (docs/queries.md): who wrote a message, folded like participants'
-- names, with an index that finds a name's threads without reading every message.
-- Released migrations never change; later changes go in a new numbered file.

-- The store writes the key with each message (TextFold, as for participants.name_key).
-- Messages stored before this migration get theirs from threads_fold, the same function,
-- which every connection of this store registers.
ALTER TABLE messages ADD COLUMN author_key TEXT NOT NULL DEFAULT '';
UPDATE messages SET author_key = CAST(threads_fold(CAST(author AS BLOB)) AS TEXT);

CREATE INDEX messages_by_author ON messages (author_key, thread_id);
