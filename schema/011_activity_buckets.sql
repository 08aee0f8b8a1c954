-- 011: how many threads each archived and muted state has in each stretch of activity time, so
-- that a page far down the list (`list --offset 500000`, docs/cli.md) starts near its place
-- instead of reading every index entry before it: SQLite's b-trees cannot skip ahead by count.
-- A bucket is 2^26 ms (about 18.6 hours) of `last_activity_at`: `>> 26` floors, negative times
-- included, so bucket b holds [b << 26, (b + 1) << 26). About a thousand buckets for two years of
-- mail: summing them is quicker than walking a few thousand index entries, and walking what is
-- left inside one bucket is short. The triggers run in the writer's transaction, as
-- thread_counts' do, so the counts cannot drift from `threads` (`db check` recounts them).
-- A bucket whose count falls to zero stays: it costs a row and counts for nothing.
-- Released migrations never change; later changes go in a new numbered file.

CREATE TABLE activity_buckets (
    archived INTEGER NOT NULL,
    muted    INTEGER NOT NULL,
    bucket   INTEGER NOT NULL,                         -- last_activity_at >> 26
    threads  INTEGER NOT NULL,
    PRIMARY KEY (archived, muted, bucket)
) WITHOUT ROWID;

INSERT INTO activity_buckets (archived, muted, bucket, threads)
SELECT archived, muted, last_activity_at >> 26, count(*) FROM threads GROUP BY 1, 2, 3;

CREATE TRIGGER activity_buckets_insert AFTER INSERT ON threads BEGIN
    INSERT INTO activity_buckets (archived, muted, bucket, threads)
    VALUES (NEW.archived, NEW.muted, NEW.last_activity_at >> 26, 1)
    ON CONFLICT (archived, muted, bucket) DO UPDATE SET threads = threads + 1;
END;

CREATE TRIGGER activity_buckets_delete AFTER DELETE ON threads BEGIN
    UPDATE activity_buckets SET threads = threads - 1
    WHERE archived = OLD.archived AND muted = OLD.muted AND bucket = OLD.last_activity_at >> 26;
END;

-- Most updates (a new message in the same stretch of time, a star, a read) move nothing: the
-- WHEN clause keeps them to one comparison.
CREATE TRIGGER activity_buckets_update AFTER UPDATE OF archived, muted, last_activity_at ON threads
WHEN OLD.archived <> NEW.archived OR OLD.muted <> NEW.muted OR (OLD.last_activity_at >> 26) <> (NEW.last_activity_at >> 26)
BEGIN
    UPDATE activity_buckets SET threads = threads - 1
    WHERE archived = OLD.archived AND muted = OLD.muted AND bucket = OLD.last_activity_at >> 26;
    INSERT INTO activity_buckets (archived, muted, bucket, threads)
    VALUES (NEW.archived, NEW.muted, NEW.last_activity_at >> 26, 1)
    ON CONFLICT (archived, muted, bucket) DO UPDATE SET threads = threads + 1;
END;
