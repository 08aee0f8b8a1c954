-- 023: another person's `list --starred` reads their stars in the page's order, as the first
-- person's reads 013's index. Until now it gathered every thread they starred, read each
-- thread's row and sorted them, to keep 50: 1.21× the first person's page at 1M messages
-- (docs/performance.md, "Each person's own state").
-- Each starred row of `person_threads` now holds a copy of its thread's archive and activity,
-- so a person's stars in one state are one range of `person_threads_starred`, in the page's
-- order, and a page of 50 reads 50 entries and their threads. The copies are kept only while
-- the row is starred (an unstarred row's are stale and read by nothing): every post would
-- otherwise update every person's row of its thread once more. `db check` compares them.
-- Released migrations never change; later changes go in a new numbered file.

ALTER TABLE person_threads ADD COLUMN starred_archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE person_threads ADD COLUMN starred_activity INTEGER NOT NULL DEFAULT 0;
UPDATE person_threads SET (starred_archived, starred_activity) =
    (SELECT archived, last_activity_at FROM threads WHERE id = person_threads.thread_id)
WHERE starred = 1;
DROP INDEX person_threads_starred;
CREATE INDEX person_threads_starred ON person_threads (person_id, starred_archived, muted, starred_activity, thread_id)
WHERE starred = 1;

-- A row starred takes its thread's copy: a row's update of its copies fires no other trigger.
CREATE TRIGGER person_threads_star_copy AFTER INSERT ON person_threads WHEN NEW.starred = 1 BEGIN
    UPDATE person_threads SET (starred_archived, starred_activity) = (SELECT archived, last_activity_at FROM threads WHERE id = NEW.thread_id)
    WHERE person_id = NEW.person_id AND thread_id = NEW.thread_id;
END;
CREATE TRIGGER person_threads_star_copy_update AFTER UPDATE OF starred ON person_threads
WHEN NEW.starred = 1 AND OLD.starred = 0 BEGIN
    UPDATE person_threads SET (starred_archived, starred_activity) = (SELECT archived, last_activity_at FROM threads WHERE id = NEW.thread_id)
    WHERE person_id = NEW.person_id AND thread_id = NEW.thread_id;
END;

-- A thread archived or with new activity updates its stars' copies: a thread nobody else
-- starred finds no row (one probe of `person_threads_by_thread`, empty for an inbox of one).
CREATE TRIGGER threads_copy_to_stars AFTER UPDATE OF archived, last_activity_at ON threads
WHEN OLD.archived IS NOT NEW.archived OR OLD.last_activity_at IS NOT NEW.last_activity_at BEGIN
    UPDATE person_threads SET starred_archived = NEW.archived, starred_activity = NEW.last_activity_at
    WHERE thread_id = NEW.id AND starred = 1;
END;
