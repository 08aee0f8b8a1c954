-- 022: each person's counts kept, as `thread_counts` (003) keeps the first person's, so that
-- another person's list header and `count` read a few rows instead of counting their view of
-- every thread (docs/team.md, "How fast"). Released migrations never change; later changes go
-- in a new numbered file.
--
-- A thread another person has no row for in `person_threads`, or a row with nothing set (read,
-- not starred, not muted), is in their state (archived, 0, 0, 0): the triggers count only the
-- others, the threads they *noted*, by their own state and the thread's archive, with the sum
-- of those threads' unread messages for them (what `count` prints). A person's
-- count of (archived, 0, 0, 0) is then that archive's threads (`thread_counts`) less everything
-- they noted there: the person's view (`PersonView`) computes it.

CREATE TABLE person_counts (
    person_id INTEGER NOT NULL,
    archived  INTEGER NOT NULL,
    muted     INTEGER NOT NULL,
    starred   INTEGER NOT NULL,
    unread    INTEGER NOT NULL,                        -- 1 when the person's unread_count > 0
    threads   INTEGER NOT NULL,
    unread_messages INTEGER NOT NULL,                  -- the sum of those threads' unread_count for the person
    PRIMARY KEY (person_id, archived, muted, starred, unread)
) WITHOUT ROWID;

-- All 16 states of every person but the first exist from when they join: the triggers only add
-- and subtract.
CREATE TRIGGER person_counts_join AFTER INSERT ON people WHEN NEW.id > 1 BEGIN
    INSERT INTO person_counts (person_id, archived, muted, starred, unread, threads, unread_messages)
    SELECT NEW.id, a.v, m.v, s.v, u.v, 0, 0
    FROM (SELECT 0 AS v UNION ALL SELECT 1) a, (SELECT 0 AS v UNION ALL SELECT 1) m,
         (SELECT 0 AS v UNION ALL SELECT 1) s, (SELECT 0 AS v UNION ALL SELECT 1) u;
END;

INSERT INTO person_counts (person_id, archived, muted, starred, unread, threads, unread_messages)
SELECT p.id, a.v, m.v, s.v, u.v,
       (SELECT count(*) FROM person_threads pt JOIN threads t ON t.id = pt.thread_id
        WHERE pt.person_id = p.id AND t.archived = a.v AND pt.muted = m.v AND pt.starred = s.v AND (pt.unread_count > 0) = u.v
          AND (pt.muted OR pt.starred OR pt.unread_count > 0)),
       (SELECT coalesce(sum(pt.unread_count), 0) FROM person_threads pt JOIN threads t ON t.id = pt.thread_id
        WHERE pt.person_id = p.id AND t.archived = a.v AND pt.muted = m.v AND pt.starred = s.v AND (pt.unread_count > 0) = u.v)
FROM people p, (SELECT 0 AS v UNION ALL SELECT 1) a, (SELECT 0 AS v UNION ALL SELECT 1) m,
     (SELECT 0 AS v UNION ALL SELECT 1) s, (SELECT 0 AS v UNION ALL SELECT 1) u
WHERE p.id > 1;

-- Another person's starred threads are a few they read alone, to sort them (`--starred`, `is:starred`).
CREATE INDEX person_threads_starred ON person_threads (person_id, thread_id) WHERE starred = 1;
-- ...and their threads with unread messages, most first, their page by unread count (`--sort unread`).
CREATE INDEX person_threads_unread ON person_threads (person_id, unread_count, thread_id) WHERE unread_count > 0;

CREATE TRIGGER person_counts_insert AFTER INSERT ON person_threads
WHEN NEW.muted OR NEW.starred OR NEW.unread_count > 0 BEGIN
    UPDATE person_counts SET threads = threads + 1, unread_messages = unread_messages + NEW.unread_count
    WHERE person_id = NEW.person_id AND archived = (SELECT archived FROM threads WHERE id = NEW.thread_id)
      AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;

-- Every change of a person's unread count moves their sum of unread messages; a state, only
-- when it starts or ends their unread, star or mute.
CREATE TRIGGER person_counts_update AFTER UPDATE OF muted, starred, unread_count ON person_threads
WHEN OLD.muted <> NEW.muted OR OLD.starred <> NEW.starred OR OLD.unread_count <> NEW.unread_count BEGIN
    UPDATE person_counts SET threads = threads - 1, unread_messages = unread_messages - OLD.unread_count
    WHERE (OLD.muted OR OLD.starred OR OLD.unread_count > 0)
      AND person_id = OLD.person_id AND archived = (SELECT archived FROM threads WHERE id = OLD.thread_id)
      AND muted = OLD.muted AND starred = OLD.starred AND unread = (OLD.unread_count > 0);
    UPDATE person_counts SET threads = threads + 1, unread_messages = unread_messages + NEW.unread_count
    WHERE (NEW.muted OR NEW.starred OR NEW.unread_count > 0)
      AND person_id = NEW.person_id AND archived = (SELECT archived FROM threads WHERE id = NEW.thread_id)
      AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;

-- A thread archived or brought back moves every person's count of it.
CREATE TRIGGER person_counts_archive AFTER UPDATE OF archived ON threads WHEN OLD.archived <> NEW.archived BEGIN
    UPDATE person_counts SET threads = threads - 1, unread_messages = unread_messages - pt.unread_count FROM person_threads pt
    WHERE pt.thread_id = NEW.id AND (pt.muted OR pt.starred OR pt.unread_count > 0)
      AND person_counts.person_id = pt.person_id AND person_counts.archived = OLD.archived AND person_counts.muted = pt.muted
      AND person_counts.starred = pt.starred AND person_counts.unread = (pt.unread_count > 0);
    UPDATE person_counts SET threads = threads + 1, unread_messages = unread_messages + pt.unread_count FROM person_threads pt
    WHERE pt.thread_id = NEW.id AND (pt.muted OR pt.starred OR pt.unread_count > 0)
      AND person_counts.person_id = pt.person_id AND person_counts.archived = NEW.archived AND person_counts.muted = pt.muted
      AND person_counts.starred = pt.starred AND person_counts.unread = (pt.unread_count > 0);
END;

-- A thread deleted takes its rows out of every person's counts, before its messages go (their
-- cascade would change the rows' unread counts with no thread left to say where they were counted).
DROP TRIGGER threads_gone_for_people;
CREATE TRIGGER threads_gone_for_people BEFORE DELETE ON threads BEGIN
    UPDATE person_counts SET threads = threads - 1, unread_messages = unread_messages - pt.unread_count FROM person_threads pt
    WHERE pt.thread_id = OLD.id AND (pt.muted OR pt.starred OR pt.unread_count > 0)
      AND person_counts.person_id = pt.person_id AND person_counts.archived = OLD.archived AND person_counts.muted = pt.muted
      AND person_counts.starred = pt.starred AND person_counts.unread = (pt.unread_count > 0);
    DELETE FROM person_threads WHERE thread_id = OLD.id;
END;
