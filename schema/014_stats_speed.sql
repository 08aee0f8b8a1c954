-- 014: `threads stats` and the service's `/v1/stats` read kept counts, as the list's header does,
-- rather than summing every row of `threads` (30 ms at a million messages; docs/performance.md).
-- thread_counts (003) already keeps how many threads each archived, muted, starred and unread
-- state holds; it now also keeps how many messages those threads hold and how many of them are
-- unread, so every figure of `stats` is a sum over its 16 rows. The triggers run in the writer's
-- transaction, as 003's do, so the sums cannot drift from `threads` (`db check` recounts them).
-- Released migrations never change; later changes go in a new numbered file.

ALTER TABLE thread_counts ADD COLUMN messages        INTEGER NOT NULL DEFAULT 0;
ALTER TABLE thread_counts ADD COLUMN unread_messages INTEGER NOT NULL DEFAULT 0;

-- What is already stored, summed in one pass (the migration's only read of the whole table).
UPDATE thread_counts SET messages = s.messages, unread_messages = s.unread_messages
FROM (SELECT archived, muted, starred, unread_count > 0 AS unread,
             sum(message_count) AS messages, sum(unread_count) AS unread_messages
      FROM threads GROUP BY 1, 2, 3, 4) AS s
WHERE thread_counts.archived = s.archived AND thread_counts.muted = s.muted
  AND thread_counts.starred = s.starred AND thread_counts.unread = s.unread;

-- 003's triggers, replaced by ones that carry the sums too: a thread brings its counts into its
-- state when it arrives or moves there, and takes them away when it leaves.
DROP TRIGGER thread_counts_insert;
DROP TRIGGER thread_counts_delete;
DROP TRIGGER thread_counts_update;

CREATE TRIGGER thread_counts_insert AFTER INSERT ON threads BEGIN
    UPDATE thread_counts SET threads = threads + 1, messages = messages + NEW.message_count,
                             unread_messages = unread_messages + NEW.unread_count
    WHERE archived = NEW.archived AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;

CREATE TRIGGER thread_counts_delete AFTER DELETE ON threads BEGIN
    UPDATE thread_counts SET threads = threads - 1, messages = messages - OLD.message_count,
                             unread_messages = unread_messages - OLD.unread_count
    WHERE archived = OLD.archived AND muted = OLD.muted AND starred = OLD.starred AND unread = (OLD.unread_count > 0);
END;

-- A thread that changes state (a star, an archive, its first unread message or its last read).
CREATE TRIGGER thread_counts_update AFTER UPDATE OF archived, muted, starred, message_count, unread_count ON threads
WHEN OLD.archived <> NEW.archived OR OLD.muted <> NEW.muted OR OLD.starred <> NEW.starred
     OR (OLD.unread_count > 0) <> (NEW.unread_count > 0) BEGIN
    UPDATE thread_counts SET threads = threads - 1, messages = messages - OLD.message_count,
                             unread_messages = unread_messages - OLD.unread_count
    WHERE archived = OLD.archived AND muted = OLD.muted AND starred = OLD.starred AND unread = (OLD.unread_count > 0);
    UPDATE thread_counts SET threads = threads + 1, messages = messages + NEW.message_count,
                             unread_messages = unread_messages + NEW.unread_count
    WHERE archived = NEW.archived AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;

-- The common write: a message arrives in, or is read in, a thread that stays in its state. One
-- row of the 16 changes by the difference; the WHEN clause keeps other updates to comparisons.
CREATE TRIGGER thread_counts_sums AFTER UPDATE OF message_count, unread_count ON threads
WHEN OLD.archived = NEW.archived AND OLD.muted = NEW.muted AND OLD.starred = NEW.starred
     AND (OLD.unread_count > 0) = (NEW.unread_count > 0)
     AND (OLD.message_count <> NEW.message_count OR OLD.unread_count <> NEW.unread_count) BEGIN
    UPDATE thread_counts SET messages = messages + NEW.message_count - OLD.message_count,
                             unread_messages = unread_messages + NEW.unread_count - OLD.unread_count
    WHERE archived = NEW.archived AND muted = NEW.muted AND starred = NEW.starred AND unread = (NEW.unread_count > 0);
END;
