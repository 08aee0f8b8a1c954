-- 003 (PostgreSQL): as SQLite's schema/005, the unread messages of the starred threads in a
-- state, summed from an index (an index-only scan once the table is vacuumed) rather than a
-- heap fetch per unread thread for its star. Released migrations never change; later changes
-- go in a new numbered file.
CREATE INDEX threads_unread_starred ON threads.threads (archived, muted, unread_count) WHERE starred;
