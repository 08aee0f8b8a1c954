-- 013: `list --starred` reads its page from the index alone. 003's partial index gave the order;
-- each of the page's threads was then a row lookup in the table, where starred threads lie
-- scattered (about 50 pages of the file for 50 threads). The index now also holds every column
-- the list shows of a thread (ThreadRecord.listColumns), so a page of 50 reads a few of the
-- index's pages. Starred threads are a minority, so the copy is small (about 1.6 MB at 100,000
-- threads, a fifth of them starred), and only a starred thread's writes update it.
-- `starred` closes the key only so the page reads the index alone: SQLite does not count a
-- column the partial WHERE fixes as covered (as in 005).
-- Released migrations never change; later changes go in a new numbered file.

DROP INDEX threads_starred;
CREATE INDEX threads_starred ON threads (
    archived, muted, last_activity_at, id,
    key, title, created_at, message_count, unread_count, starred
) WHERE starred = 1;
