-- 009 (PostgreSQL): `threads stats` and the service's `/v1/stats` read kept counts, as SQLite's
-- schema/014, rather than counting every row of `threads` each time. For each archived, muted,
-- starred and unread state: how many threads it holds, how many messages those threads hold and
-- how many of them are unread; every figure of `stats` is a sum over these 16 rows. Released
-- migrations never change; later changes go in a new numbered file.
--
-- Kept by statement-level triggers with transition tables, in the writer's own transaction: one
-- UPDATE per statement, of the states whose sums it changed. These rows are shared by every
-- writer, and yet no writer waits for them: a statement that changes a sum has changed a thread,
-- so the change log's trigger (005), which fires first (triggers of one event fire in the order
-- of their names, and `…_changes` sorts before `…_counts`), has already taken the change log's
-- state row, which stays locked until commit. Whoever holds a counts row holds that row first,
-- so the counts add neither a wait nor a second lock order (no deadlock).

CREATE TABLE threads.thread_counts (
    archived        boolean NOT NULL,
    muted           boolean NOT NULL,
    starred         boolean NOT NULL,
    unread          boolean NOT NULL,                   -- unread_count > 0
    threads         bigint  NOT NULL,
    messages        bigint  NOT NULL,
    unread_messages bigint  NOT NULL,
    PRIMARY KEY (archived, muted, starred, unread)
);

-- A statement's change, summed by state: what its new rows bring minus what its old rows take
-- away. States whose sums it leaves as they were are not touched (nor locked). An insert's new
-- rows and a delete's old ones are both `arrived_or_left`, told apart by the operation.
CREATE FUNCTION threads.thread_counts_arrived_or_left() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    sign integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
    UPDATE threads.thread_counts c SET threads = c.threads + sign * d.threads, messages = c.messages + sign * d.messages,
                                       unread_messages = c.unread_messages + sign * d.unread_messages
    FROM (SELECT archived, muted, starred, unread_count > 0 AS unread, count(*) AS threads,
                 sum(message_count) AS messages, sum(unread_count) AS unread_messages
          FROM arrived_or_left GROUP BY 1, 2, 3, 4) d
    WHERE (c.archived, c.muted, c.starred, c.unread) = (d.archived, d.muted, d.starred, d.unread);
    RETURN NULL;
END
$$;

CREATE FUNCTION threads.thread_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE threads.thread_counts c SET threads = c.threads + d.threads, messages = c.messages + d.messages,
                                       unread_messages = c.unread_messages + d.unread_messages
    FROM (SELECT archived, muted, starred, unread, sum(threads) AS threads, sum(messages) AS messages, sum(unread_messages) AS unread_messages
          FROM (SELECT archived, muted, starred, unread_count > 0 AS unread, 1 AS threads, message_count AS messages, unread_count AS unread_messages
                FROM new_threads
                UNION ALL
                SELECT archived, muted, starred, unread_count > 0, -1, -message_count, -unread_count FROM old_threads) s
          GROUP BY 1, 2, 3, 4
          HAVING (sum(threads), sum(messages), sum(unread_messages)) <> (0, 0, 0)) d
    WHERE (c.archived, c.muted, c.starred, c.unread) = (d.archived, d.muted, d.starred, d.unread);
    RETURN NULL;
END
$$;

-- No writer may change a thread between the triggers' start and the first sums below: the lock
-- waits for the writers under way and holds off new ones until this migration commits.
LOCK TABLE threads.threads IN SHARE ROW EXCLUSIVE MODE;

CREATE TRIGGER threads_inserted_counts AFTER INSERT ON threads.threads
    REFERENCING NEW TABLE AS arrived_or_left FOR EACH STATEMENT EXECUTE FUNCTION threads.thread_counts_arrived_or_left();
CREATE TRIGGER threads_updated_counts AFTER UPDATE ON threads.threads
    REFERENCING OLD TABLE AS old_threads NEW TABLE AS new_threads FOR EACH STATEMENT EXECUTE FUNCTION threads.thread_counts_updated();
CREATE TRIGGER threads_deleted_counts AFTER DELETE ON threads.threads
    REFERENCING OLD TABLE AS arrived_or_left FOR EACH STATEMENT EXECUTE FUNCTION threads.thread_counts_arrived_or_left();

-- All 16 states from the start, so the triggers only add and subtract.
INSERT INTO threads.thread_counts (archived, muted, starred, unread, threads, messages, unread_messages)
SELECT a, m, s, u, coalesce(t.threads, 0), coalesce(t.messages, 0), coalesce(t.unread_messages, 0)
FROM (VALUES (false), (true)) AS archived (a) CROSS JOIN (VALUES (false), (true)) AS muted (m)
     CROSS JOIN (VALUES (false), (true)) AS starred (s) CROSS JOIN (VALUES (false), (true)) AS unread (u)
     LEFT JOIN (SELECT archived, muted, starred, unread_count > 0 AS unread, count(*) AS threads,
                       sum(message_count) AS messages, sum(unread_count) AS unread_messages
                FROM threads.threads GROUP BY 1, 2, 3, 4) t
     ON (t.archived, t.muted, t.starred, t.unread) = (a, m, s, u);
