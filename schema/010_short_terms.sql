-- 010: terms of one or two characters through an index (docs/search.md). The trigram tables
-- serve three characters or more; these hold every character and every pair of neighbouring
-- characters, folded (the `threads_short` tokenizer, registered by the app on every
-- connection). No positions and no token counts: a one-token query needs neither, and without
-- them the tables are lists of ids alone.
-- Released migrations never change; later changes go in a new file.

CREATE VIRTUAL TABLE threads_short USING fts5 (
    title, content = 'threads', content_rowid = 'id', tokenize = 'threads_short', detail = 'none', columnsize = 0
);
CREATE VIRTUAL TABLE messages_short USING fts5 (
    body, content = 'messages', content_rowid = 'id', tokenize = 'threads_short', detail = 'none', columnsize = 0
);

CREATE TRIGGER threads_short_insert AFTER INSERT ON threads BEGIN
    INSERT INTO threads_short (rowid, title) VALUES (NEW.id, NEW.title);
END;
CREATE TRIGGER threads_short_delete AFTER DELETE ON threads BEGIN
    INSERT INTO threads_short (threads_short, rowid, title) VALUES ('delete', OLD.id, OLD.title);
END;
CREATE TRIGGER threads_short_update AFTER UPDATE OF title ON threads BEGIN
    INSERT INTO threads_short (threads_short, rowid, title) VALUES ('delete', OLD.id, OLD.title);
    INSERT INTO threads_short (rowid, title) VALUES (NEW.id, NEW.title);
END;

CREATE TRIGGER messages_short_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_short (rowid, body) VALUES (NEW.id, NEW.body);
END;
CREATE TRIGGER messages_short_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_short (messages_short, rowid, body) VALUES ('delete', OLD.id, OLD.body);
END;
CREATE TRIGGER messages_short_update AFTER UPDATE OF body ON messages BEGIN
    INSERT INTO messages_short (messages_short, rowid, body) VALUES ('delete', OLD.id, OLD.body);
    INSERT INTO messages_short (rowid, body) VALUES (NEW.id, NEW.body);
END;

-- What is already stored, read from the tables themselves.
INSERT INTO threads_short (threads_short) VALUES ('rebuild');
INSERT INTO messages_short (messages_short) VALUES ('rebuild');
