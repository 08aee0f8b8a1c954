-- 029: the bodies' words index (027) keeps where each word stands (`detail = 'full'`), so that a
-- phrase is listed by its words in their order (docs/search.md, "A phrase's words in order").
-- Without places the index could only list the messages holding a phrase's rarer word: for
-- `"dohuz jasonip"` on 100,000 long messages that is `jasonip`'s 1,084 messages, each then read
-- for the phrase (2 to 6 KB apiece), where 105 hold `dohuz` right before it. With places FTS5
-- lists those 105 itself, by `jasonip`'s places and `dohuz`'s just before them.
-- The index grows about fourfold (26.7 → 120 MB on 100,000 long messages, 4.9 → 14.4 MB on
-- 100,000 short ones); the trigram index beside it is 853 MB of the same long mail.
-- An FTS5 table's options cannot change, so the index is made again, its word list with it; the
-- triggers of 027 name the table and go on filling the new one.
-- Released migrations never change; later changes go in a new numbered file.

DROP TABLE messages_words_terms;
DROP TABLE messages_words;
CREATE VIRTUAL TABLE messages_words USING fts5 (
    body, content = 'messages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 0', detail = 'full', columnsize = 0
);
CREATE VIRTUAL TABLE messages_words_terms USING fts5vocab (messages_words, 'row');

-- What is already stored, read from the table itself.
INSERT INTO messages_words (messages_words) VALUES ('rebuild');
