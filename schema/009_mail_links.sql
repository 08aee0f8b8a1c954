-- 009: finding a mail message's thread (docs/mail.md). Every id a stored message has or refers
-- to leads to one thread, so later mail joins it, through messages that never arrived too.
-- Released migrations never change; later changes go in a new file.

CREATE TABLE mail_links (
    id        TEXT    NOT NULL PRIMARY KEY,             -- a Message-ID, without angle brackets
    thread_id INTEGER NOT NULL REFERENCES threads (id) ON DELETE CASCADE
) WITHOUT ROWID;

-- Merging one thread into another moves its links.
CREATE INDEX mail_links_by_thread ON mail_links (thread_id);

-- Kept by every writer, JSON Lines imports included, so an inbox moved by `export | import`
-- still threads later mail. The first thread to name an id keeps it.
CREATE TRIGGER mail_links_after_insert AFTER INSERT ON messages
WHEN NEW.message_id IS NOT NULL OR NEW.refs IS NOT NULL BEGIN
    INSERT OR IGNORE INTO mail_links (id, thread_id)
    SELECT NEW.message_id, NEW.thread_id WHERE NEW.message_id IS NOT NULL
    UNION ALL
    SELECT value, NEW.thread_id FROM json_each(NEW.refs);
END;

INSERT OR IGNORE INTO mail_links (id, thread_id)
SELECT message_id, thread_id FROM messages WHERE message_id IS NOT NULL ORDER BY id;
INSERT OR IGNORE INTO mail_links (id, thread_id)
SELECT j.value, m.thread_id FROM messages AS m, json_each(m.refs) AS j WHERE m.refs IS NOT NULL ORDER BY m.id;
