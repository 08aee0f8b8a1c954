-- 012: which version of the short-term tokenizer built the short-term index (010). Its tables
-- are external content: a delete trigger tokenizes the old text again, and a tokenizer that
-- folds a character otherwise than the one that inserted it (a new revision of its algorithm, or
-- a Swift runtime of another Unicode version) would leave stale tokens behind (docs/search.md).
-- One row per index, with the tokenizer version that built it (`1/Unicode 17.0`); an open that
-- may write rebuilds the index when the row is not this build's, and `db check` reports it.
-- The app writes the row as this migration runs: the version is the running program's, which
-- SQL cannot know (SchemaMigrator).
-- Released migrations never change; later changes go in a new numbered file.

CREATE TABLE index_versions (
    name    TEXT NOT NULL PRIMARY KEY,                 -- 'short_terms': threads_short, messages_short
    version TEXT NOT NULL                              -- ShortTermTokenizer.version
) WITHOUT ROWID;
