-- 006: API tokens for `threads serve` (docs/cli.md, `threads token`). A token is kept by its
-- name with the SHA-256 of its secret, never the secret: a copy of this file opens nothing.
-- Released migrations never change; later changes go in a new numbered file.

-- `hash` is UNIQUE, so the service finds a secret's token from its index alone. Times are
-- milliseconds since 1970 UTC; `last_used_at` is noted at most once a minute per token.
CREATE TABLE api_tokens (
    name         TEXT    PRIMARY KEY NOT NULL,
    hash         TEXT    NOT NULL UNIQUE,
    scope        TEXT    NOT NULL CHECK (scope IN ('read-write', 'read-only')),
    created_at   INTEGER NOT NULL,
    last_used_at INTEGER
);
