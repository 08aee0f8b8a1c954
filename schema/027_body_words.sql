-- 027: each message's words, for a phrase's rarer words (docs/search.md, "A phrase's words").
-- The trigram index (001) answers any text, but a phrase of two common words asks it to walk
-- lists that cover the inbox, and even its rest (the phrase without the common word) walks
-- trigram lists far longer than the rest's matches: `tafup` is in 9,955 of 1,000,000 short
-- messages, its three trigrams in 38,122, 111,818 and 60,148 (54M instructions, 6.8 ms with the
-- `sqlite3` shell). This index holds each word once per message, as SQLite's `unicode61`
-- tokenizer cuts and lower-cases it: `tafup` is one list of 9,955 ids (0.7 ms). No positions and
-- no token counts, like the short-term index (010): a page reads each listed message for the
-- phrase, as it reads a trigram list's, so the index need only hold every message the phrase
-- can be in. 48 MB at 1,000,000 short messages, where the trigram index is 900 MB.
-- Built by SQLite itself, no tokenizer of ours: its cuts and folding are the same in every
-- program that opens the file, and `SQLiteDataStore.wordListing` uses it only for a word of
-- ASCII letters and digits that a space starts in the phrase, for which they need be no more.
-- Released migrations never change; later changes go in a new numbered file.

CREATE VIRTUAL TABLE messages_words USING fts5 (
    body, content = 'messages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 0', detail = 'none', columnsize = 0
);
-- The index's words in order, to find those a phrase's word begins (`term >= 'tafup' AND term < 'tafuq'`).
CREATE VIRTUAL TABLE messages_words_terms USING fts5vocab (messages_words, 'row');

CREATE TRIGGER messages_words_insert AFTER INSERT ON messages BEGIN
    INSERT INTO messages_words (rowid, body) VALUES (NEW.id, NEW.body);
END;
CREATE TRIGGER messages_words_delete AFTER DELETE ON messages BEGIN
    INSERT INTO messages_words (messages_words, rowid, body) VALUES ('delete', OLD.id, OLD.body);
END;
CREATE TRIGGER messages_words_update AFTER UPDATE OF body ON messages BEGIN
    INSERT INTO messages_words (messages_words, rowid, body) VALUES ('delete', OLD.id, OLD.body);
    INSERT INTO messages_words (rowid, body) VALUES (NEW.id, NEW.body);
END;

-- What is already stored, read from the table itself.
INSERT INTO messages_words (messages_words) VALUES ('rebuild');
