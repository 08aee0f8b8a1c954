-- 016 (PostgreSQL): each person's counts kept, as SQLite's schema/022 and 024, so that another
-- person's list header, `count` and `tags` read a few rows instead of counting their view of
-- every thread. Released migrations never change; later changes go in a new numbered file.
--
-- As on SQLite, only the threads a person *noted* (starred, muted or with unread messages for
-- them) are counted, by the thread's archive and the person's own state, with the sum of their
-- unread messages; the rest of an archive's threads are read, unstarred and unmuted for them,
-- which the person's view computes from 009's `thread_counts`. And each person's unread threads
-- of each tag; a tag's thread count is the team's, on `tags`.
--
-- Kept by statement triggers with transition tables, as 009 and 010 keep theirs. Each first takes
-- the change log's state row, as every writer of a thread has before its counts (009): whoever
-- holds these rows holds that row first, so they add neither a wait nor a second lock order.

CREATE TABLE threads.person_counts (
    person_id       bigint  NOT NULL,
    archived        boolean NOT NULL,
    muted           boolean NOT NULL,
    starred         boolean NOT NULL,
    unread          boolean NOT NULL,                   -- the person's unread_count > 0
    threads         bigint  NOT NULL,
    unread_messages bigint  NOT NULL,
    PRIMARY KEY (person_id, archived, muted, starred, unread)
);

CREATE TABLE threads.person_tags (
    tag_id         bigint NOT NULL,
    person_id      bigint NOT NULL,
    unread_threads bigint NOT NULL,
    PRIMARY KEY (tag_id, person_id)
);

-- Rows of `person_threads` added and taken away: the noted ones by state (of threads that
-- exist; a thread's rows go before it, below), and each row whose unread messages started or
-- ended, in its thread's tags. One function for the three events, given each side as an array
-- (a trigger's transition tables exist only for its own event).
CREATE FUNCTION threads.count_person_rows(added threads.person_threads[], removed threads.person_threads[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM threads.change_state WHERE id = 1 FOR UPDATE;
    INSERT INTO threads.person_counts AS c (person_id, archived, muted, starred, unread, threads, unread_messages)
    SELECT s.person_id, t.archived, s.muted, s.starred, s.unread, sum(s.threads), sum(s.unread_messages)
    FROM (SELECT person_id, thread_id, muted, starred, unread_count > 0 AS unread, 1 AS threads, unread_count AS unread_messages
          FROM unnest(added) WHERE muted OR starred OR unread_count > 0
          UNION ALL
          SELECT person_id, thread_id, muted, starred, unread_count > 0, -1, -unread_count
          FROM unnest(removed) WHERE muted OR starred OR unread_count > 0) s
    JOIN threads.threads t ON t.id = s.thread_id
    GROUP BY 1, 2, 3, 4, 5 HAVING (sum(s.threads), sum(s.unread_messages)) <> (0, 0)
    ON CONFLICT (person_id, archived, muted, starred, unread)
    DO UPDATE SET threads = c.threads + excluded.threads, unread_messages = c.unread_messages + excluded.unread_messages;
    INSERT INTO threads.person_tags AS c (tag_id, person_id, unread_threads)
    SELECT l.tag_id, f.person_id, sum(f.delta)
    FROM (SELECT person_id, thread_id, sum(delta) AS delta
          FROM (SELECT person_id, thread_id, 1 AS delta FROM unnest(added) WHERE unread_count > 0
                UNION ALL
                SELECT person_id, thread_id, -1 FROM unnest(removed) WHERE unread_count > 0) u
          GROUP BY 1, 2 HAVING sum(delta) <> 0) f
    JOIN threads.thread_tags l ON l.thread_id = f.thread_id
    GROUP BY 1, 2
    ON CONFLICT (tag_id, person_id) DO UPDATE SET unread_threads = c.unread_threads + excluded.unread_threads;
END
$$;

-- A statement that wrote no person's row (every message on an inbox of one) stops at one probe.
CREATE FUNCTION threads.person_rows_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    PERFORM threads.count_person_rows(array(SELECT n::threads.person_threads FROM new_rows n), '{}');
    RETURN NULL;
END
$$;
CREATE FUNCTION threads.person_rows_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    PERFORM threads.count_person_rows(array(SELECT n::threads.person_threads FROM new_rows n), array(SELECT o::threads.person_threads FROM old_rows o));
    RETURN NULL;
END
$$;
CREATE FUNCTION threads.person_rows_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
    PERFORM threads.count_person_rows('{}', array(SELECT o::threads.person_threads FROM old_rows o));
    RETURN NULL;
END
$$;

-- A thread archived or brought back moves everyone's count of it. Every UPDATE of threads comes
-- here (a column list cannot go with transition tables): an inbox of one person stops at one
-- probe, and otherwise each side is grouped by id, no join of the two, as 010's tags trigger.
CREATE FUNCTION threads.threads_updated_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM threads.person_threads) THEN RETURN NULL; END IF;
    PERFORM 1 FROM threads.change_state WHERE id = 1 FOR UPDATE;
    INSERT INTO threads.person_counts AS c (person_id, archived, muted, starred, unread, threads, unread_messages)
    SELECT pt.person_id, s.archived, pt.muted, pt.starred, pt.unread_count > 0, sum(s.sign), sum(s.sign * pt.unread_count)
    -- A thread whose archive changed: its new state counted in (+1), its old one out (-1).
    FROM (SELECT id, bool_and(archived) AS now FROM (SELECT id, archived FROM new_threads UNION ALL
                                                     SELECT id, NOT archived FROM old_threads) x
          GROUP BY id HAVING bool_and(archived) = bool_or(archived)) m
    CROSS JOIN LATERAL (VALUES (m.now, 1), (NOT m.now, -1)) AS s (archived, sign)
    JOIN threads.person_threads pt ON pt.thread_id = m.id AND (pt.muted OR pt.starred OR pt.unread_count > 0)
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (person_id, archived, muted, starred, unread)
    DO UPDATE SET threads = c.threads + excluded.threads, unread_messages = c.unread_messages + excluded.unread_messages;
    RETURN NULL;
END
$$;

-- A thread deleted (mail threading merges two into one) takes its person rows first, while it
-- can still say where they were counted; until now they were left behind.
CREATE FUNCTION threads.threads_deleting_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM threads.person_threads WHERE thread_id = OLD.id;
    RETURN OLD;
END
$$;

-- A tag put on or taken off counts for everyone with unread messages in the thread; a tag gone
-- (010 deletes it with its last link) takes its rows.
CREATE FUNCTION threads.thread_tags_inserted_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM threads.person_threads) THEN RETURN NULL; END IF;
    INSERT INTO threads.person_tags AS c (tag_id, person_id, unread_threads)
    SELECT l.tag_id, pt.person_id, count(*) FROM new_links l
    JOIN threads.person_threads pt ON pt.thread_id = l.thread_id AND pt.unread_count > 0
    GROUP BY 1, 2
    ON CONFLICT (tag_id, person_id) DO UPDATE SET unread_threads = c.unread_threads + excluded.unread_threads;
    RETURN NULL;
END
$$;
CREATE FUNCTION threads.thread_tags_deleted_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM threads.person_threads) THEN RETURN NULL; END IF;
    UPDATE threads.person_tags c SET unread_threads = c.unread_threads - d.n
    FROM (SELECT l.tag_id, pt.person_id, count(*) AS n FROM old_links l
          JOIN threads.person_threads pt ON pt.thread_id = l.thread_id AND pt.unread_count > 0
          GROUP BY 1, 2) d
    WHERE c.tag_id = d.tag_id AND c.person_id = d.person_id;
    DELETE FROM threads.person_tags WHERE tag_id IN (SELECT tag_id FROM old_links) AND tag_id NOT IN (SELECT id FROM threads.tags);
    RETURN NULL;
END
$$;

-- No writer may change a person's rows, a thread or a link between the triggers' start and the
-- first counts below.
LOCK TABLE threads.threads, threads.person_threads, threads.thread_tags IN SHARE ROW EXCLUSIVE MODE;

-- The rows that deleted threads left behind (before this migration nothing took them).
DELETE FROM threads.person_threads pt WHERE NOT EXISTS (SELECT 1 FROM threads.threads t WHERE t.id = pt.thread_id);

CREATE TRIGGER person_threads_inserted_counts AFTER INSERT ON threads.person_threads
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION threads.person_rows_inserted();
CREATE TRIGGER person_threads_updated_counts AFTER UPDATE ON threads.person_threads
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION threads.person_rows_updated();
CREATE TRIGGER person_threads_deleted_counts AFTER DELETE ON threads.person_threads
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION threads.person_rows_deleted();
-- Named to fire after `threads_updated_changes` (the change log's row first) and before `…_tags`.
CREATE TRIGGER threads_updated_people AFTER UPDATE ON threads.threads
    REFERENCING OLD TABLE AS old_threads NEW TABLE AS new_threads FOR EACH STATEMENT EXECUTE FUNCTION threads.threads_updated_people();
CREATE TRIGGER threads_deleting_people BEFORE DELETE ON threads.threads
    FOR EACH ROW EXECUTE FUNCTION threads.threads_deleting_people();
-- After 010's `…_counts` on a delete, which deletes a tag with its last link.
CREATE TRIGGER thread_tags_inserted_people AFTER INSERT ON threads.thread_tags
    REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION threads.thread_tags_inserted_people();
CREATE TRIGGER thread_tags_deleted_people AFTER DELETE ON threads.thread_tags
    REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION threads.thread_tags_deleted_people();

-- Everyone's counts as they stand.
INSERT INTO threads.person_counts (person_id, archived, muted, starred, unread, threads, unread_messages)
SELECT pt.person_id, t.archived, pt.muted, pt.starred, pt.unread_count > 0, count(*), sum(pt.unread_count)
FROM threads.person_threads pt JOIN threads.threads t ON t.id = pt.thread_id
WHERE pt.muted OR pt.starred OR pt.unread_count > 0
GROUP BY 1, 2, 3, 4, 5;
INSERT INTO threads.person_tags (tag_id, person_id, unread_threads)
SELECT l.tag_id, pt.person_id, count(*) FROM threads.thread_tags l
JOIN threads.person_threads pt ON pt.thread_id = l.thread_id AND pt.unread_count > 0
GROUP BY 1, 2;
