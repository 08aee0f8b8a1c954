-- 002: muted threads. `list` leaves them out unless --muted or --all, and `stats` never
-- counts them as unread. Released migrations never change; later changes go in a new file.

ALTER TABLE threads ADD COLUMN muted INTEGER NOT NULL DEFAULT 0 CHECK (muted IN (0, 1));

-- Muted threads are few: a partial index finds them for `list --muted` without reading the rest.
CREATE INDEX threads_muted ON threads (last_activity_at, id) WHERE muted = 1;
