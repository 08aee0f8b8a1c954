-- 004: `from:NAME` in queries (docs/queries.md): who wrote a message, folded like participants'
-- names, readable from the index every thread's messages are already read through.
-- Released migrations never change; later changes go in a new numbered file.

-- The store writes the key with each message (TextFold, as for participants.name_key).
-- Messages stored before this migration get theirs from threads_fold, the same function,
-- which every connection of this store registers.
ALTER TABLE messages ADD COLUMN author_key TEXT NOT NULL DEFAULT '';
UPDATE messages SET author_key = CAST(threads_fold(CAST(author AS BLOB)) AS TEXT);

-- The key joins the end of each thread's messages in the index, not an index of its own: a
-- page asks one thread at a time whether a name wrote in it, which this answers from the
-- thread's few entries, and a seed or import of 1M messages does not maintain a second index
-- in author order (it cost 11% of `seed` at 1M messages, measured).
DROP INDEX messages_by_thread;
CREATE INDEX messages_by_thread ON messages (thread_id, sent_at, id, author_key);
