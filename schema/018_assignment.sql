-- 018: a thread given to a person (docs/team.md): `threads assign ID… --to NAME`, the query
-- terms `assignee:NAME`, `is:assigned` and `is:mine`. Assignment is the team's, like a tag, so
-- it lives on the thread. Released migrations never change; later changes go in a new file.

-- NULL: given to no one, which is every thread before this.
ALTER TABLE threads ADD COLUMN assignee TEXT;            -- the name as the assigning command wrote it
ALTER TABLE threads ADD COLUMN assignee_key TEXT;        -- TextFold.key(assignee): what `assignee:` compares

-- Only assigned threads are in it, so it costs nothing until a team assigns, and `assignee:NAME`
-- or `threads people` reads just that person's threads.
CREATE INDEX threads_by_assignee ON threads (assignee_key) WHERE assignee_key IS NOT NULL;

-- 013's starred page reads every column the list shows from its index alone; the list shows
-- the assignee now, so the index holds it too (a NULL is a byte per starred thread).
DROP INDEX threads_starred;
CREATE INDEX threads_starred ON threads (
    archived, muted, last_activity_at, id,
    key, title, created_at, message_count, unread_count, assignee, starred
) WHERE starred = 1;

-- A thread given to someone else has changed for every reader of `/v1/changes` (the update
-- trigger of 007 names the columns it watches, and this is a new one).
CREATE TRIGGER thread_changes_assignee AFTER UPDATE OF assignee ON threads
WHEN OLD.assignee IS NOT NEW.assignee BEGIN
    INSERT INTO thread_changes (thread_id, sequence) VALUES (NEW.id, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
