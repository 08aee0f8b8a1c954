-- 007: the change log behind `threads changes`, the service's `state`, `/v1/changes` and its
-- events (docs/serve.md). Released migrations never change; later changes go in a new file.
--
-- One row per thread holds the sequence number of its latest change, so the log never needs
-- trimming and "what changed since N" is one range of an index. The triggers mark a changed
-- thread with the number after the current one; the store's write transaction then moves
-- `change_state.sequence` up to it before it commits (SQLiteDataStore.write), so each committed
-- transaction is one step of the state, whatever it touched. A thread deleted keeps its row:
-- a client asking what changed learns it is gone when it reads it.

CREATE TABLE change_state (
    id       INTEGER PRIMARY KEY CHECK (id = 1),
    origin   TEXT    NOT NULL,                          -- random, drawn once: states of another database are refused
    sequence INTEGER NOT NULL
);
INSERT INTO change_state (id, origin, sequence) VALUES (1, lower(hex(randomblob(8))), 0);

CREATE TABLE thread_changes (
    thread_id INTEGER PRIMARY KEY,                      -- no foreign key: a deleted thread's change stays
    sequence  INTEGER NOT NULL
);
CREATE INDEX thread_changes_by_sequence ON thread_changes (sequence);

-- The upsert leaves a thread already marked in this transaction alone (a seed touches each
-- thread once per message: after the first, it is one lookup).
CREATE TRIGGER thread_changes_insert AFTER INSERT ON threads BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (NEW.id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_update AFTER UPDATE ON threads
WHEN OLD.title IS NOT NEW.title OR OLD.key IS NOT NEW.key OR OLD.starred IS NOT NEW.starred OR OLD.archived IS NOT NEW.archived
     OR OLD.muted IS NOT NEW.muted OR OLD.created_at IS NOT NEW.created_at OR OLD.last_activity_at IS NOT NEW.last_activity_at
     OR OLD.message_count IS NOT NEW.message_count OR OLD.unread_count IS NOT NEW.unread_count BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (NEW.id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_delete AFTER DELETE ON threads BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (OLD.id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
-- What a thread's row does not show: a message's text or author edited (an import that
-- replaces a thread), and its participants.
CREATE TRIGGER thread_changes_message_edit AFTER UPDATE OF body, author ON messages
WHEN OLD.body IS NOT NEW.body OR OLD.author IS NOT NEW.author BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (NEW.thread_id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_participants_insert AFTER INSERT ON participants BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (NEW.thread_id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_participants_delete AFTER DELETE ON participants BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (OLD.thread_id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
