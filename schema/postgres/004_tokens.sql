-- 004 (PostgreSQL): API tokens for `threads serve`, as SQLite's schema/006: each kept by its
-- name with the SHA-256 of its secret, never the secret. Released migrations never change;
-- later changes go in a new numbered file.

-- `hash` is UNIQUE, so the service finds a secret's token from its index alone; a revoke by
-- any process is seen by every server's next lookup. Times are bigint milliseconds since 1970
-- UTC; `last_used_at` is noted at most once a minute per token.
CREATE TABLE threads.api_tokens (
    name         text   NOT NULL PRIMARY KEY,
    hash         text   NOT NULL UNIQUE,
    scope        text   NOT NULL CHECK (scope IN ('read-write', 'read-only')),
    created_at   bigint NOT NULL,
    last_used_at bigint
);
