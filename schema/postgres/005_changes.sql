-- 005 (PostgreSQL): the change log, as SQLite's schema/007: one row per thread with the step
-- of its latest change, and the state (origin and newest step) that `threads changes`, the
-- service's `state`, `/v1/changes` and its events read. Released migrations never change;
-- later changes go in a new numbered file.
--
-- Many writers on many machines: a transaction's step is taken from the state row by its first
-- change, and that row stays locked until it commits, so steps become visible in order — a
-- reader that saw step N never later finds a change numbered N or lower. The step is kept for
-- the rest of the transaction in a transaction-local setting, and announced with NOTIFY
-- (delivered at commit, to every server LISTENing on `threads_changes`).

CREATE TABLE threads.change_state (
    id       integer NOT NULL PRIMARY KEY CHECK (id = 1),
    origin   text    NOT NULL,                          -- random, drawn once: states of another database are refused
    sequence bigint  NOT NULL
);
INSERT INTO threads.change_state (id, origin, sequence) VALUES (1, substr(md5(random()::text || clock_timestamp()::text), 1, 16), 0);

CREATE TABLE threads.thread_changes (
    thread_id bigint NOT NULL PRIMARY KEY,              -- no foreign key: a deleted thread's change stays
    sequence  bigint NOT NULL
);
CREATE INDEX thread_changes_by_sequence ON threads.thread_changes (sequence);

CREATE FUNCTION threads.note_changes(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
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
    INSERT INTO threads.thread_changes AS c (thread_id, sequence) SELECT DISTINCT i, step FROM unnest(ids) AS i
    ON CONFLICT (thread_id) DO UPDATE SET sequence = excluded.sequence WHERE c.sequence <> excluded.sequence;
END
$$;

CREATE FUNCTION threads.threads_inserted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(SELECT id FROM new_threads));
    RETURN NULL;
END
$$;

-- Only rows that differ: starring a starred thread changes nothing.
CREATE FUNCTION threads.threads_updated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(
        SELECT n.id FROM old_threads o JOIN new_threads n USING (id)
        WHERE (o.key, o.title, o.starred, o.archived, o.muted, o.created_at, o.last_activity_at, o.message_count, o.unread_count)
              IS DISTINCT FROM (n.key, n.title, n.starred, n.archived, n.muted, n.created_at, n.last_activity_at, n.message_count, n.unread_count)));
    RETURN NULL;
END
$$;

CREATE FUNCTION threads.threads_deleted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(SELECT id FROM old_threads));
    RETURN NULL;
END
$$;

-- What a thread's row does not show: a message's text or author edited, and its participants.
CREATE FUNCTION threads.messages_edited_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(
        SELECT n.thread_id FROM old_messages o JOIN new_messages n USING (id)
        WHERE (o.body, o.author) IS DISTINCT FROM (n.body, n.author)));
    RETURN NULL;
END
$$;

CREATE FUNCTION threads.participants_inserted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(SELECT thread_id FROM new_participants));
    RETURN NULL;
END
$$;

CREATE FUNCTION threads.participants_deleted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(SELECT thread_id FROM old_participants));
    RETURN NULL;
END
$$;

CREATE TRIGGER threads_inserted_changes AFTER INSERT ON threads.threads
    REFERENCING NEW TABLE AS new_threads FOR EACH STATEMENT EXECUTE FUNCTION threads.threads_inserted_changes();
CREATE TRIGGER threads_updated_changes AFTER UPDATE ON threads.threads
    REFERENCING OLD TABLE AS old_threads NEW TABLE AS new_threads FOR EACH STATEMENT EXECUTE FUNCTION threads.threads_updated_changes();
CREATE TRIGGER threads_deleted_changes AFTER DELETE ON threads.threads
    REFERENCING OLD TABLE AS old_threads FOR EACH STATEMENT EXECUTE FUNCTION threads.threads_deleted_changes();
CREATE TRIGGER messages_edited_changes AFTER UPDATE ON threads.messages
    REFERENCING OLD TABLE AS old_messages NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION threads.messages_edited_changes();
CREATE TRIGGER participants_inserted_changes AFTER INSERT ON threads.participants
    REFERENCING NEW TABLE AS new_participants FOR EACH STATEMENT EXECUTE FUNCTION threads.participants_inserted_changes();
CREATE TRIGGER participants_deleted_changes AFTER DELETE ON threads.participants
    REFERENCING OLD TABLE AS old_participants FOR EACH STATEMENT EXECUTE FUNCTION threads.participants_deleted_changes();
