-- 016: a `tag:NAME` page reads its tag's threads in the page's order, as `list --starred` reads
-- 013's index. Until now a page of a common tag walked every thread by activity and asked each
-- whether it carried the tag (500 threads for a page of 50 when one thread in ten does), and its
-- header's count walked on to 1,001 of them (10,000 threads, 14 ms at 100,000 threads).
-- Each link now holds a copy of its thread's state and activity, so a tag's links in one state are
-- one range of `thread_tags_page`, already in the page's order: a page of 50 reads 50 entries and
-- their 50 threads. The triggers below keep the copies in the writer's transaction, from any
-- writer; `db check` compares them with the threads.
-- Released migrations never change; later changes go in a new numbered file.

ALTER TABLE thread_tags ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE thread_tags ADD COLUMN muted INTEGER NOT NULL DEFAULT 0;
ALTER TABLE thread_tags ADD COLUMN last_activity_at INTEGER NOT NULL DEFAULT 0;
UPDATE thread_tags SET (archived, muted, last_activity_at) =
    (SELECT archived, muted, last_activity_at FROM threads WHERE id = thread_tags.thread_id);
CREATE INDEX thread_tags_page ON thread_tags (tag_id, archived, muted, last_activity_at, thread_id);

-- A link put on without its thread's copy (the store writes it; another writer may not) takes it
-- here: one lookup for a link written whole, and a link row's own update fires no other trigger.
CREATE TRIGGER thread_tags_copy AFTER INSERT ON thread_tags
WHEN NOT EXISTS (SELECT 1 FROM threads WHERE id = NEW.thread_id AND archived IS NEW.archived AND muted IS NEW.muted
                 AND last_activity_at IS NEW.last_activity_at) BEGIN
    UPDATE thread_tags SET (archived, muted, last_activity_at) =
        (SELECT archived, muted, last_activity_at FROM threads WHERE id = NEW.thread_id)
    WHERE tag_id = NEW.tag_id AND thread_id = NEW.thread_id;
END;

-- A thread archived, muted or with new activity updates its links' copies: the WHEN clause keeps
-- every other write to a comparison, and a thread with no tag finds no row.
CREATE TRIGGER threads_copy_to_tags AFTER UPDATE OF archived, muted, last_activity_at ON threads
WHEN OLD.archived IS NOT NEW.archived OR OLD.muted IS NOT NEW.muted OR OLD.last_activity_at IS NOT NEW.last_activity_at BEGIN
    UPDATE thread_tags SET archived = NEW.archived, muted = NEW.muted, last_activity_at = NEW.last_activity_at
    WHERE thread_id = NEW.id;
END;
