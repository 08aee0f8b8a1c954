-- 019: who has a thread open on the page, and who is writing a reply (docs/team.md, "who else is
-- here"). Each open page says so every few seconds and each visit expires a few seconds out, so
-- a closed page is gone without a word from it; every server on the database reads the same rows,
-- so two servers act as one. Expired rows are deleted by the next visit to any thread: nothing
-- here lasts, and nothing here is a change of a thread (no trigger of the change log reads it).
-- Released migrations never change; later changes go in a new numbered file.

CREATE TABLE thread_visits (
    thread_id  INTEGER NOT NULL,       -- no foreign key: a visit outlives no thread by more than seconds
    person_key TEXT    NOT NULL,       -- TextFold.key(person): two tabs of one person are one visit
    person     TEXT    NOT NULL,
    replying   INTEGER NOT NULL,
    until      INTEGER NOT NULL,       -- milliseconds since 1970: gone from then on
    PRIMARY KEY (thread_id, person_key)
) WITHOUT ROWID;
