-- 017: a token speaks for a person (docs/team.md): `threads token create NAME --person P`.
-- What its holder reads and writes through the service is that person's. Released migrations
-- never change; later changes go in a new numbered file.

-- NULL: the token's own name, which is whom every token made before this speaks for.
ALTER TABLE api_tokens ADD COLUMN person TEXT;
