-- 001: threads, their participants and messages, saved filters, and full-text search.
-- Released migrations never change; later changes go in a new numbered file.
-- Times are INTEGER milliseconds since 1970-01-01 UTC.

CREATE TABLE threads (
    id               INTEGER PRIMARY KEY,
    key              TEXT    NOT NULL UNIQUE,          -- identity across import/export
    title            TEXT    NOT NULL,
    title_key        TEXT    NOT NULL,                 -- folded title, for the `title` sort
    starred          INTEGER NOT NULL DEFAULT 0 CHECK (starred IN (0, 1)),
    archived         INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    created_at       INTEGER NOT NULL,
    -- Kept by the triggers below, so every writer keeps them right, in the same transaction.
    last_activity_at INTEGER NOT NULL,                 -- newest message's sent_at, else created_at
    message_count    INTEGER NOT NULL DEFAULT 0,
    unread_count     INTEGER NOT NULL DEFAULT 0
);

-- One index per sort, led by the archived state that every list query constrains.
CREATE INDEX threads_by_activity ON threads (archived, last_activity_at, id);
CREATE INDEX threads_by_title    ON threads (archived, title_key, id);
CREATE INDEX threads_by_unread   ON threads (archived, unread_count, id);

CREATE TABLE participants (
    thread_id INTEGER NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,                        -- order as given
    name      TEXT    NOT NULL,
    name_key  TEXT    NOT NULL,                        -- folded name, for `--with`
    PRIMARY KEY (thread_id, position)
) WITHOUT ROWID;

CREATE INDEX participants_by_name ON participants (name_key, thread_id);

CREATE TABLE messages (
    id        INTEGER PRIMARY KEY,                     -- insertion order breaks sent_at ties
    thread_id INTEGER NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
    author    TEXT    NOT NULL,
    body      TEXT    NOT NULL,
    sent_at   INTEGER NOT NULL,
    read      INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1))
);

CREATE INDEX messages_by_thread ON messages (thread_id, sent_at, id);

CREATE TABLE saved_filters (
    name       TEXT    NOT NULL PRIMARY KEY,
    definition TEXT    NOT NULL                         -- JSON written by the Data layer
);

-- Counters: an insert adjusts them; anything else recounts the thread from its messages.
CREATE TRIGGER messages_after_insert AFTER INSERT ON messages BEGIN
    UPDATE threads SET
        message_count    = message_count + 1,
        unread_count     = unread_count + (1 - NEW.read),
        last_activity_at = CASE WHEN message_count = 0 THEN NEW.sent_at
                                ELSE max(last_activity_at, NEW.sent_at) END
    WHERE id = NEW.thread_id;
END;

CREATE TRIGGER messages_after_read_change AFTER UPDATE OF read ON messages
WHEN OLD.read <> NEW.read AND OLD.thread_id = NEW.thread_id BEGIN
    UPDATE threads SET unread_count = unread_count + OLD.read - NEW.read
    WHERE id = NEW.thread_id;
END;

CREATE TRIGGER messages_after_move AFTER UPDATE OF thread_id, sent_at ON messages BEGIN
    UPDATE threads SET
        message_count    = (SELECT count(*) FROM messages WHERE thread_id = threads.id),
        unread_count     = (SELECT count(*) FROM messages WHERE thread_id = threads.id AND read = 0),
        last_activity_at = coalesce((SELECT max(sent_at) FROM messages WHERE thread_id = threads.id), created_at)
    WHERE id IN (OLD.thread_id, NEW.thread_id);
END;

CREATE TRIGGER messages_after_delete AFTER DELETE ON messages BEGIN
    UPDATE threads SET
        message_count    = (SELECT count(*) FROM messages WHERE thread_id = threads.id),
        unread_count     = (SELECT count(*) FROM messages WHERE thread_id = threads.id AND read = 0),
        last_activity_at = coalesce((SELECT max(sent_at) FROM messages WHERE thread_id = threads.id), created_at)
    WHERE id = OLD.thread_id;
END;

CREATE TRIGGER threads_after_created_change AFTER UPDATE OF created_at ON threads
WHEN NEW.message_count = 0 BEGIN
    UPDATE threads SET last_activity_at = NEW.created_at WHERE id = NEW.id;
END;

-- Full-text search: trigram tokens match any substring of three or more characters,
-- case-insensitively, in any script. External content: the text is stored once.
CREATE VIRTUAL TABLE threads_fts USING fts5 (
    title, content = 'threads', content_rowid = 'id', tokenize = 'trigram'
);
CREATE VIRTUAL TABLE messages_fts USING fts5 (
    body, content = 'messages', content_rowid = 'id', tokenize = 'trigram'
);

CREATE TRIGGER threads_fts_insert AFTER INSERT ON threads BEGIN
    INSERT INTO threads_fts (rowid, title) VALUES (NEW.id, NEW.title);
END;
CREATE TRIGGER threads_fts_delete AFTER DELETE ON threads BEGIN
    INSERT INTO threads_fts (threads_fts, rowid, title) VALUES ('delete', OLD.id, OLD.title);
END;
CREATE TRIGGER threads_fts_update AFTER UPDATE OF title ON threads BEGIN
    INSERT INTO threads_fts (threads_fts, rowid, title) VALUES ('delete', OLD.id, OLD.title);
    INSERT INTO threads_fts (rowid, title) VALUES (NEW.id, NEW.title);
END;

CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_fts (rowid, body) VALUES (NEW.id, NEW.body);
END;
CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body) VALUES ('delete', OLD.id, OLD.body);
END;
CREATE TRIGGER messages_fts_update AFTER UPDATE OF body ON messages BEGIN
    INSERT INTO messages_fts (messages_fts, rowid, body) VALUES ('delete', OLD.id, OLD.body);
    INSERT INTO messages_fts (rowid, body) VALUES (NEW.id, NEW.body);
END;
