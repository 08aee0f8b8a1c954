-- 008 (PostgreSQL): search terms of one or two characters through an index. pg_trgm serves
-- ILIKE only for terms of three characters or more; a shorter term read every title and every
-- message (seconds at a million messages). Released migrations never change; later changes go
-- in a new numbered file.

-- Every character and every pair of adjacent characters of lower(value), the keys of the GIN
-- indexes below. A term of one or two characters (after lower()) is a substring of a text
-- exactly when it is one of these keys, and ILIKE compares lower() of both sides, so
-- `threads.grams(x) @> ARRAY[lower(term)]` means what `x ILIKE '%term%'` means for such a term.
-- Duplicates are left in: GIN keeps each key once per row, and removing them here would cost a
-- sort per row. PL/pgSQL rather than SQL: its array variables are expanded, so c[i] and the
-- append cost O(1) each, the whole O(length) (about 25 µs for a short message), where an SQL
-- function's executor start-up per row cost twice as much. COST tells the planner so (ILIKE is 1,
-- the default 100): a scan computing grams() for every row is what the indexes are there to avoid.
CREATE FUNCTION threads.grams(value text) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
DECLARE
    c text[] := string_to_array(lower(value), NULL);
    g text[] := c;
BEGIN
    FOR i IN 1 .. cardinality(c) - 1 LOOP
        g := g || (c[i] || c[i + 1]);
    END LOOP;
    RETURN g;
END
$$;

CREATE INDEX threads_title_grams ON threads.threads USING gin (threads.grams(title));
CREATE INDEX messages_body_grams ON threads.messages USING gin (threads.grams(body));
