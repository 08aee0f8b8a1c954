-- 021: the change log learns whose a change is (docs/team.md): `/v1/events`, `/v1/changes` and
-- `threads changes` tell each person of changes to the team's threads and of changes to their
-- own read state, stars and mutes, never of another person's. Released migrations never change;
-- later changes go in a new numbered file.
--
-- A thread now has a row per scope of change, each with the sequence of its latest change:
--   0   the team's: messages, title, archive, tags, assignment, participants (everyone is told)
--   -1  the first person's own (their state is the threads' own columns, schema/020): whoever
--       the first person is, even on an inbox with no people yet
--   N   the person `people.id = N`'s own, marked by the store as it changes their rows
-- A person reads the scopes 0 and their own. A change of both (a message arrives, which is
-- also unread) is the team's: everyone is told of it anyway.

DROP TRIGGER thread_changes_insert;
DROP TRIGGER thread_changes_update;
DROP TRIGGER thread_changes_delete;
DROP TRIGGER thread_changes_message_edit;
DROP TRIGGER thread_changes_participants_insert;
DROP TRIGGER thread_changes_participants_delete;
DROP TRIGGER thread_changes_tags_insert;
DROP TRIGGER thread_changes_tags_delete;
DROP TRIGGER thread_changes_tags_rename;
DROP TRIGGER thread_changes_assignee;

ALTER TABLE thread_changes RENAME TO thread_changes_020;
CREATE TABLE thread_changes (
    thread_id INTEGER NOT NULL,                         -- no foreign key: a deleted thread's change stays
    person_id INTEGER NOT NULL,                         -- whose: 0 the team's, -1 the first person's, else people.id
    sequence  INTEGER NOT NULL,
    PRIMARY KEY (thread_id, person_id)
) WITHOUT ROWID;
INSERT INTO thread_changes (thread_id, person_id, sequence) SELECT thread_id, 0, sequence FROM thread_changes_020;
DROP TABLE thread_changes_020;
-- Covers a reader's whole question (the primary key rides along): a poll that finds nothing is one probe.
CREATE INDEX thread_changes_by_sequence ON thread_changes (sequence);

CREATE TRIGGER thread_changes_insert AFTER INSERT ON threads BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (NEW.id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
-- What everyone sees of a thread's row (007's list, and 018's assignee)...
CREATE TRIGGER thread_changes_update AFTER UPDATE ON threads
WHEN OLD.title IS NOT NEW.title OR OLD.key IS NOT NEW.key OR OLD.archived IS NOT NEW.archived
     OR OLD.created_at IS NOT NEW.created_at OR OLD.last_activity_at IS NOT NEW.last_activity_at
     OR OLD.message_count IS NOT NEW.message_count OR OLD.assignee IS NOT NEW.assignee BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (NEW.id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
-- ...and what is the first person's alone, when nothing of the team's changed with it.
CREATE TRIGGER thread_changes_update_own AFTER UPDATE ON threads
WHEN (OLD.starred IS NOT NEW.starred OR OLD.muted IS NOT NEW.muted OR OLD.unread_count IS NOT NEW.unread_count)
     AND OLD.title IS NEW.title AND OLD.key IS NEW.key AND OLD.archived IS NEW.archived
     AND OLD.created_at IS NEW.created_at AND OLD.last_activity_at IS NEW.last_activity_at
     AND OLD.message_count IS NEW.message_count AND OLD.assignee IS NEW.assignee BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (NEW.id, -1, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_delete AFTER DELETE ON threads BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (OLD.id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_message_edit AFTER UPDATE OF body, author ON messages
WHEN OLD.body IS NOT NEW.body OR OLD.author IS NOT NEW.author BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (NEW.thread_id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_participants_insert AFTER INSERT ON participants BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (NEW.thread_id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_participants_delete AFTER DELETE ON participants BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (OLD.thread_id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_tags_insert AFTER INSERT ON thread_tags BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (NEW.thread_id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_tags_delete AFTER DELETE ON thread_tags BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence) VALUES (OLD.thread_id, 0, (SELECT sequence + 1 FROM change_state))
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
CREATE TRIGGER thread_changes_tags_rename AFTER UPDATE OF name ON tags WHEN OLD.name IS NOT NEW.name BEGIN
    INSERT INTO thread_changes (thread_id, person_id, sequence)
    SELECT thread_id, 0, (SELECT sequence + 1 FROM change_state) FROM thread_tags WHERE tag_id = NEW.id
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE sequence <> excluded.sequence;
END;
