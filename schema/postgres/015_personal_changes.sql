-- 015 (PostgreSQL): the change log learns whose a change is, as SQLite's schema/021: a thread
-- has a row per scope of change, 0 the team's, -1 the first person's own (the threads' own
-- columns, 014), N the person `people.id = N`'s own (marked by the store as it changes their
-- rows). A person reads the scopes 0 and their own, so `/v1/events` never tells anyone of
-- another person's read or star. Released migrations never change; later changes go in a new
-- numbered file.

ALTER TABLE threads.thread_changes ADD COLUMN person_id bigint NOT NULL DEFAULT 0;
ALTER TABLE threads.thread_changes DROP CONSTRAINT thread_changes_pkey, ADD PRIMARY KEY (thread_id, person_id);
ALTER TABLE threads.thread_changes ALTER COLUMN person_id DROP DEFAULT;

-- The triggers' calls (005, 010) name no scope and mean the team's. A function body is not a
-- dependency, so the old one-argument function can go.
DROP FUNCTION threads.note_changes(bigint[]);
CREATE FUNCTION threads.note_changes(ids bigint[], whose bigint DEFAULT 0) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    step bigint;
BEGIN
    IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
    step := nullif(current_setting('threads.change_step', true), '')::bigint;
    IF step IS NULL THEN
        UPDATE threads.change_state SET sequence = sequence + 1 WHERE id = 1 RETURNING sequence INTO step;
        PERFORM set_config('threads.change_step', step::text, true);
        PERFORM pg_notify('threads_changes', step::text);
    END IF;
    INSERT INTO threads.thread_changes AS c (thread_id, person_id, sequence) SELECT DISTINCT i, whose, step FROM unnest(ids) AS i
    ON CONFLICT (thread_id, person_id) DO UPDATE SET sequence = excluded.sequence WHERE c.sequence <> excluded.sequence;
END
$$;

-- What everyone sees of a thread's row is the team's change; a star, mute or unread count that
-- changed alone is the first person's.
CREATE OR REPLACE FUNCTION threads.threads_updated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(
        SELECT n.id FROM old_threads o JOIN new_threads n USING (id)
        WHERE (o.key, o.title, o.archived, o.created_at, o.last_activity_at, o.message_count, o.assignee)
              IS DISTINCT FROM (n.key, n.title, n.archived, n.created_at, n.last_activity_at, n.message_count, n.assignee)));
    PERFORM threads.note_changes(array(
        SELECT n.id FROM old_threads o JOIN new_threads n USING (id)
        WHERE (o.key, o.title, o.archived, o.created_at, o.last_activity_at, o.message_count, o.assignee)
              IS NOT DISTINCT FROM (n.key, n.title, n.archived, n.created_at, n.last_activity_at, n.message_count, n.assignee)
          AND (o.starred, o.muted, o.unread_count) IS DISTINCT FROM (n.starred, n.muted, n.unread_count)), -1);
    RETURN NULL;
END
$$;
