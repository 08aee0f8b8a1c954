-- 003: the list at a million messages (docs/performance.md has the measurements).
-- Released migrations never change; later changes go in a new numbered file.

-- Every list query fixes both the archived and the muted state, so both lead each sort's
-- index: the page is then one ordered range read until it is full, and counting a scope
-- never reads the table. They replace 001's indexes, which left `muted` to a row lookup.
DROP INDEX threads_by_activity;
DROP INDEX threads_by_title;
DROP INDEX threads_by_unread;
DROP INDEX threads_muted;
CREATE INDEX threads_by_activity ON threads (archived, muted, last_activity_at, id);
CREATE INDEX threads_by_title    ON threads (archived, muted, title_key, id);
CREATE INDEX threads_by_unread   ON threads (archived, muted, unread_count, id);

-- Starred threads are a minority that `--starred` wants newest first: a partial index reads
-- them alone, in order. It changes only when a starred thread does.
CREATE INDEX threads_starred ON threads (archived, muted, last_activity_at, id) WHERE starred = 1;

-- How many threads are in each state, for the list's "12 of 340 threads" without counting
-- 100,000 rows per page. All 16 states exist from the start, so the triggers only add and
-- subtract; they run in the writer's transaction, so the counts cannot drift from `threads`
-- (`db check` recounts and compares).
CREATE TABLE thread_counts (
    archived INTEGER NOT NULL,
    muted    INTEGER NOT NULL,
    starred  INTEGER NOT NULL,
    unread   INTEGER NOT NULL,                         -- 1 when unread_count > 0
    threads  INTEGER NOT NULL,
    PRIMARY KEY (archived, muted, starred, unread)
) WITHOUT ROWID;

INSERT INTO thread_counts (archived, muted, starred, unread, threads)
SELECT a.v, m.v, s.v, u.v,
       (SELECT count(*) FROM threads t
        WHERE t.archived = a.v AND t.muted = m.v AND t.starred = s.v AND (t.unread_count > 0) = u.v)
FROM (SELECT 0 AS v UNION ALL SELECT 1) a, (SELECT 0 AS v UNION ALL SELECT 1) m,
     (SELECT 0 AS v UNION ALL SELECT 1) s, (SELECT 0 AS v UNION ALL SELECT 1) u;

CREATE TRIGGER thread_counts_insert AFTER INSERT ON threads BEGIN
    UPDATE thread_counts SET threads = threads + 1
    WHERE archived = NEW.archived AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;

CREATE TRIGGER thread_counts_delete AFTER DELETE ON threads BEGIN
    UPDATE thread_counts SET threads = threads - 1
    WHERE archived = OLD.archived AND muted = OLD.muted AND starred = OLD.starred AND unread = (OLD.unread_count > 0);
END;

-- Most updates (a message arriving in a thread that already has unread ones) change no state:
-- the WHEN clause keeps them to one comparison.
CREATE TRIGGER thread_counts_update AFTER UPDATE OF archived, muted, starred, unread_count ON threads
WHEN OLD.archived <> NEW.archived OR OLD.muted <> NEW.muted OR OLD.starred <> NEW.starred
     OR (OLD.unread_count > 0) <> (NEW.unread_count > 0) BEGIN
    UPDATE thread_counts SET threads = threads - 1
    WHERE archived = OLD.archived AND muted = OLD.muted AND starred = OLD.starred AND unread = (OLD.unread_count > 0);
    UPDATE thread_counts SET threads = threads + 1
    WHERE archived = NEW.archived AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;
