-- 007 (PostgreSQL): finding a mail message's thread, as SQLite's schema/009. Every id a stored
-- message has or refers to leads to one thread, so later mail joins it, through messages that
-- never arrived too. Released migrations never change; later changes go in a new numbered file.

CREATE TABLE threads.mail_links (
    id        text   NOT NULL PRIMARY KEY,              -- a Message-ID, without angle brackets
    thread_id bigint NOT NULL REFERENCES threads.threads (id) ON DELETE CASCADE
);

-- Merging one thread into another moves its links.
CREATE INDEX mail_links_by_thread ON threads.mail_links (thread_id);

-- Kept by every writer, JSON Lines imports included. The first message to name an id (by
-- message id, then place in its references) gives it its thread, as SQLite's row trigger does.
CREATE FUNCTION threads.messages_inserted_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO threads.mail_links (id, thread_id)
    SELECT l.id, l.thread_id FROM (
        SELECT n.message_id AS id, n.thread_id, n.id AS message, 0::bigint AS place FROM new_messages n WHERE n.message_id IS NOT NULL
        UNION ALL
        SELECT r.id, n.thread_id, n.id, r.place FROM new_messages n, unnest(n.refs) WITH ORDINALITY AS r (id, place) WHERE n.refs IS NOT NULL
    ) l ORDER BY l.message, l.place
    ON CONFLICT (id) DO NOTHING;
    RETURN NULL;
END
$$;

CREATE TRIGGER messages_inserted_links AFTER INSERT ON threads.messages
    REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION threads.messages_inserted_links();

INSERT INTO threads.mail_links (id, thread_id)
SELECT l.id, l.thread_id FROM (
    SELECT m.message_id AS id, m.thread_id, m.id AS message, 0::bigint AS place FROM threads.messages m WHERE m.message_id IS NOT NULL
    UNION ALL
    SELECT r.id, m.thread_id, m.id, r.place FROM threads.messages m, unnest(m.refs) WITH ORDINALITY AS r (id, place) WHERE m.refs IS NOT NULL
) l ORDER BY l.message, l.place
ON CONFLICT (id) DO NOTHING;
