-- 015: tags, the user's own named piles (`threads tag`, `tag:NAME`, `threads tags`).
-- A tag is a row of `tags`; a thread carries it by a row of `thread_tags`. `threads tags` prints
-- each tag's thread count and how many of those threads have unread messages: both are kept on
-- the tag's row by the triggers below, in the writer's transaction, as 003 keeps thread_counts,
-- so the list of tags reads a row a tag and never counts threads (`db check` recounts them).
-- Released migrations never change; later changes go in a new numbered file.

CREATE TABLE tags (
    id             INTEGER PRIMARY KEY,
    name           TEXT    NOT NULL,                  -- as first written
    key            TEXT    NOT NULL UNIQUE,           -- TextFold.key(name): names compare by it
    threads        INTEGER NOT NULL DEFAULT 0,        -- kept: threads carrying it
    unread_threads INTEGER NOT NULL DEFAULT 0         -- kept: those with an unread message
);

-- By tag first: a `tag:` query gathers a tag's threads from its key's range. By thread second:
-- a page reads its threads' tags, and a walk for a common tag asks each thread it passes.
CREATE TABLE thread_tags (
    tag_id    INTEGER NOT NULL REFERENCES tags (id),
    thread_id INTEGER NOT NULL REFERENCES threads (id),
    PRIMARY KEY (tag_id, thread_id)
) WITHOUT ROWID;
CREATE INDEX thread_tags_by_thread ON thread_tags (thread_id, tag_id);

CREATE TRIGGER thread_tags_insert AFTER INSERT ON thread_tags BEGIN
    UPDATE tags SET threads = threads + 1,
                    unread_threads = unread_threads + (SELECT unread_count > 0 FROM threads WHERE id = NEW.thread_id)
    WHERE id = NEW.tag_id;
END;

-- A tag no thread carries any more is gone ("a tag with no thread left disappears").
CREATE TRIGGER thread_tags_delete AFTER DELETE ON thread_tags BEGIN
    UPDATE tags SET threads = threads - 1,
                    unread_threads = unread_threads - (SELECT unread_count > 0 FROM threads WHERE id = OLD.thread_id)
    WHERE id = OLD.tag_id;
    DELETE FROM tags WHERE id = OLD.tag_id AND threads = 0;
END;

-- A thread deleted (mail threading merges two into one) leaves its tags first, while its unread
-- count can still be read.
CREATE TRIGGER threads_delete_tags BEFORE DELETE ON threads BEGIN
    DELETE FROM thread_tags WHERE thread_id = OLD.id;
END;

-- Only a thread's first unread message or its last read changes a tag's unread count: the WHEN
-- clause keeps every other write to a comparison, and a thread with no tag finds no row.
CREATE TRIGGER thread_tags_unread AFTER UPDATE OF unread_count ON threads
WHEN (OLD.unread_count > 0) <> (NEW.unread_count > 0) BEGIN
    UPDATE tags SET unread_threads = unread_threads + (NEW.unread_count > 0) - (OLD.unread_count > 0)
    WHERE id IN (SELECT tag_id FROM thread_tags WHERE thread_id = NEW.id);
END;

-- A tag put on or taken off is a change of its thread (`/v1/changes`, `/v1/events`), as 007
-- marks a participant's; a rename marks every thread that shows the tag.
CREATE TRIGGER thread_changes_tags_insert AFTER INSERT ON thread_tags BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (NEW.thread_id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_tags_delete AFTER DELETE ON thread_tags BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (OLD.thread_id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_tags_rename AFTER UPDATE OF name ON tags WHEN OLD.name IS NOT NEW.name BEGIN
    INSERT INTO thread_changes (thread_id, sequence)
    SELECT thread_id, (SELECT sequence + 1 FROM change_state) FROM thread_tags WHERE tag_id = NEW.id
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
