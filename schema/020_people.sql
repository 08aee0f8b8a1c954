-- 020: each person's own read state, star and mute on one shared inbox (docs/team.md,
-- docs/architecture.md "A team's inbox").
-- The inbox's first person (id 1: today's single user, named as the CLI names "me") keeps
-- `messages.read`, `threads.starred`, `threads.muted` and every count kept from them, so an inbox
-- with one person reads and writes exactly as before. Each further person has rows of their own:
-- the messages still unread for them, and a row per thread they starred, muted or have unread.
-- Released migrations never change; later changes go in a new numbered file.

CREATE TABLE people (
    id   INTEGER PRIMARY KEY,                 -- 1: the inbox's first person
    name TEXT    NOT NULL,                    -- as first written
    key  TEXT    NOT NULL UNIQUE              -- TextFold.key(name): how persons compare
);

-- A person new to the inbox has no rows here: everything that existed then is read for them.
-- Led by the thread, so that marking a thread read for one person is one range of their rows.
CREATE TABLE person_unread (
    thread_id  INTEGER NOT NULL,
    person_id  INTEGER NOT NULL,
    message_id INTEGER NOT NULL,
    PRIMARY KEY (thread_id, person_id, message_id)
) WITHOUT ROWID;

-- Kept by the triggers below from `person_unread`, and by the store for stars and mutes: a
-- person's list reads their row of each thread as today's reads the thread's own columns.
CREATE TABLE person_threads (
    person_id    INTEGER NOT NULL,
    thread_id    INTEGER NOT NULL,
    starred      INTEGER NOT NULL DEFAULT 0 CHECK (starred IN (0, 1)),
    muted        INTEGER NOT NULL DEFAULT 0 CHECK (muted IN (0, 1)),
    unread_count INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (person_id, thread_id)
) WITHOUT ROWID;
CREATE INDEX person_threads_by_thread ON person_threads (thread_id);

-- A message that arrives is unread for every person but the first, whose `read` says it; the
-- store then takes it off for its author's own person. One lookup of `people` on a one-person inbox.
CREATE TRIGGER messages_unread_for_people AFTER INSERT ON messages BEGIN
    INSERT INTO person_unread (thread_id, person_id, message_id)
    SELECT NEW.thread_id, id, NEW.id FROM people WHERE id > 1;
END;

CREATE TRIGGER messages_gone_for_people AFTER DELETE ON messages BEGIN
    DELETE FROM person_unread WHERE thread_id = OLD.thread_id AND message_id = OLD.id;
END;

CREATE TRIGGER messages_moved_for_people AFTER UPDATE OF thread_id ON messages
WHEN OLD.thread_id <> NEW.thread_id BEGIN
    INSERT INTO person_unread (thread_id, person_id, message_id)
    SELECT NEW.thread_id, person_id, NEW.id FROM person_unread WHERE thread_id = OLD.thread_id AND message_id = OLD.id;
    DELETE FROM person_unread WHERE thread_id = OLD.thread_id AND message_id = OLD.id;
END;

CREATE TRIGGER threads_gone_for_people AFTER DELETE ON threads BEGIN
    DELETE FROM person_threads WHERE thread_id = OLD.id;
END;

CREATE TRIGGER person_unread_after_insert AFTER INSERT ON person_unread BEGIN
    INSERT INTO person_threads (person_id, thread_id, unread_count) VALUES (NEW.person_id, NEW.thread_id, 1)
    ON CONFLICT (person_id, thread_id) DO UPDATE SET unread_count = unread_count + 1;
END;

CREATE TRIGGER person_unread_after_delete AFTER DELETE ON person_unread BEGIN
    UPDATE person_threads SET unread_count = unread_count - 1
    WHERE person_id = OLD.person_id AND thread_id = OLD.thread_id;
END;
