-- 005: `threads count --starred` (docs/cli.md) sums the unread messages of the starred threads
-- in a state from an index, as the inbox's and `--unread`'s sums are read from threads_by_unread:
-- without it each unread thread was a row lookup for its star (26 ms against the page's 0.2 ms at
-- 100,000 threads; 1.2 ms with it, measured). Partial, so only starred threads, a minority, pay
-- for it on a write. Released migrations never change; later changes go in a new numbered file.
-- `starred` closes the key only so the sum reads the index alone: SQLite does not count a column
-- the partial WHERE fixes as covered.
CREATE INDEX threads_unread_starred ON threads (archived, muted, unread_count, starred) WHERE starred = 1;
