-- 028: the bodies' words, each once, with their trigrams: which words of `messages_words` (027) a
-- term is part of (docs/search.md, "A word's words"). A term is text: `tafup` is in `xtafupy`, so
-- its matches were listed from the trigram index, whose lists for a word of common trigrams are far
-- longer than the word's (`jasonip` on 100,000 long messages: 38M instructions for 1,084 matches).
-- Every text holding a term of ASCII letters and digits holds it inside one of its words as
-- `unicode61` cuts them; this list says which words those are (`jasonip`), and `messages_words`
-- lists their messages (0.5M).
--
-- Kept by the program, not by triggers (a trigger cannot cut a text into words): an import adds
-- the words of the messages after `through`, and a message written by anything else is after it
-- or brings it down (the triggers below), so every message up to `through` has its words here and
-- the ones after it are asked of the trigrams. Words of messages since deleted stay: a word here
-- that no message holds lists nothing.
-- Released migrations never change; later changes go in a new numbered file.

CREATE TABLE words_vocabulary (
    id   INTEGER PRIMARY KEY,
    word TEXT NOT NULL UNIQUE
);
CREATE VIRTUAL TABLE words_vocabulary_grams USING fts5 (
    word, content = 'words_vocabulary', content_rowid = 'id', tokenize = 'trigram'
);
-- The newest message whose words are all in `words_vocabulary`, and every one before it.
CREATE TABLE words_vocabulary_coverage (
    through INTEGER NOT NULL
);

-- A message stored at or under `through` (an id used again), or given a new body or id there: its
-- words may be missing, so the list covers no further than the message before it.
CREATE TRIGGER words_vocabulary_behind_insert AFTER INSERT ON messages
WHEN NEW.id <= (SELECT through FROM words_vocabulary_coverage) BEGIN
    UPDATE words_vocabulary_coverage SET through = NEW.id - 1;
END;
CREATE TRIGGER words_vocabulary_behind_update AFTER UPDATE OF id, body ON messages
WHEN NEW.id <= (SELECT through FROM words_vocabulary_coverage) BEGIN
    UPDATE words_vocabulary_coverage SET through = NEW.id - 1;
END;

-- What is already stored, from the words index's own list of its words.
INSERT INTO words_vocabulary (word) SELECT term FROM messages_words_terms;
INSERT INTO words_vocabulary_grams (words_vocabulary_grams) VALUES ('rebuild');
INSERT INTO words_vocabulary_coverage (through) SELECT coalesce(max(id), 0) FROM messages;
