-- 012 (PostgreSQL): a thread given to a person, as SQLite's schema/018. Released migrations
-- never change; later changes go in a new numbered file.

-- NULL: given to no one, which is every thread before this.
ALTER TABLE threads.threads ADD COLUMN assignee text,                 -- as the assigning command wrote it
                            ADD COLUMN assignee_key text COLLATE "C"; -- folded: what `assignee:` compares

CREATE INDEX threads_by_assignee ON threads.threads (assignee_key) WHERE assignee_key IS NOT NULL;

-- The change log's update trigger (005) compares the columns a reader sees; the assignee is one now.
CREATE OR REPLACE FUNCTION threads.threads_updated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM threads.note_changes(array(
        SELECT n.id FROM old_threads o JOIN new_threads n USING (id)
        WHERE (o.key, o.title, o.starred, o.archived, o.muted, o.created_at, o.last_activity_at, o.message_count, o.unread_count, o.assignee)
              IS DISTINCT FROM (n.key, n.title, n.starred, n.archived, n.muted, n.created_at, n.last_activity_at, n.message_count, n.unread_count, n.assignee)));
    RETURN NULL;
END
$$;
