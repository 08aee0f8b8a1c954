-- 024: each person's unread threads of each tag kept, as 015 keeps the first person's on the
-- tag's row, so another person's `threads tags` reads a row a tag instead of counting the tag's
-- threads against their rows. A tag's thread count is the team's and stays on `tags`.
-- Released migrations never change; later changes go in a new numbered file.

-- A person with no unread thread of a tag has no row for it (or a row of 0).
-- Led by the tag: a tag's links count for every person with unread messages in the thread.
CREATE TABLE person_tags (
    tag_id         INTEGER NOT NULL,
    person_id      INTEGER NOT NULL,
    unread_threads INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (tag_id, person_id)
) WITHOUT ROWID;

INSERT INTO person_tags (tag_id, person_id, unread_threads)
SELECT l.tag_id, pt.person_id, count(*) FROM thread_tags l JOIN person_threads pt ON pt.thread_id = l.thread_id
WHERE pt.unread_count > 0 GROUP BY l.tag_id, pt.person_id;

-- A person's first unread message of a thread or their last read counts in each of its tags.
CREATE TRIGGER person_tags_insert AFTER INSERT ON person_threads WHEN NEW.unread_count > 0 BEGIN
    INSERT INTO person_tags (tag_id, person_id, unread_threads)
    SELECT tag_id, NEW.person_id, 1 FROM thread_tags WHERE thread_id = NEW.thread_id
    ON CONFLICT (tag_id, person_id) DO UPDATE SET unread_threads = unread_threads + 1;
END;
CREATE TRIGGER person_tags_unread AFTER UPDATE OF unread_count ON person_threads
WHEN (OLD.unread_count > 0) <> (NEW.unread_count > 0) BEGIN
    INSERT INTO person_tags (tag_id, person_id, unread_threads)
    SELECT tag_id, NEW.person_id, (NEW.unread_count > 0) - (OLD.unread_count > 0) FROM thread_tags WHERE thread_id = NEW.thread_id
    ON CONFLICT (tag_id, person_id) DO UPDATE SET unread_threads = unread_threads + excluded.unread_threads;
END;
-- A thread deleted takes its rows and its links, in either order: whichever goes second finds
-- nothing of the first left to subtract.
CREATE TRIGGER person_tags_row_gone AFTER DELETE ON person_threads WHEN OLD.unread_count > 0 BEGIN
    UPDATE person_tags SET unread_threads = unread_threads - 1
    WHERE person_id = OLD.person_id AND tag_id IN (SELECT tag_id FROM thread_tags WHERE thread_id = OLD.thread_id);
END;

-- A tag put on or taken off counts for everyone with unread messages in the thread.
CREATE TRIGGER person_tags_link AFTER INSERT ON thread_tags BEGIN
    INSERT INTO person_tags (tag_id, person_id, unread_threads)
    SELECT NEW.tag_id, person_id, 1 FROM person_threads WHERE thread_id = NEW.thread_id AND unread_count > 0
    ON CONFLICT (tag_id, person_id) DO UPDATE SET unread_threads = unread_threads + 1;
END;
CREATE TRIGGER person_tags_unlink AFTER DELETE ON thread_tags BEGIN
    UPDATE person_tags SET unread_threads = unread_threads - 1
    WHERE tag_id = OLD.tag_id AND person_id IN (SELECT person_id FROM person_threads WHERE thread_id = OLD.thread_id AND unread_count > 0);
END;

-- A tag gone (its last link taken off, 015) takes its rows.
CREATE TRIGGER person_tags_gone AFTER DELETE ON tags BEGIN
    DELETE FROM person_tags WHERE tag_id = OLD.id;
END;
