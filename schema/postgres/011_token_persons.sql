-- 011 (PostgreSQL): a token speaks for a person, as SQLite's schema/017. Released migrations
-- never change; later changes go in a new numbered file.

-- NULL: the token's own name, which is whom every token made before this speaks for.
ALTER TABLE threads.api_tokens ADD COLUMN person text;
