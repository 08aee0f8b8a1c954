-- 013 (PostgreSQL): who has a thread open on the page, as SQLite's schema/019. UNLOGGED: visits
-- last seconds, so a crash that empties the table loses nothing anyone would miss, and the writes
-- each open page makes every few seconds cost no WAL. Released migrations never change; later
-- changes go in a new numbered file.

CREATE UNLOGGED TABLE threads.thread_visits (
    thread_id  bigint  NOT NULL,
    person_key text    NOT NULL COLLATE "C",
    person     text    NOT NULL,
    replying   boolean NOT NULL,
    until      bigint  NOT NULL,
    PRIMARY KEY (thread_id, person_key)
);
