-- 006 (PostgreSQL): a mail message's identity, as SQLite's schema/008: its Message-ID and the
-- ids it refers to (In-Reply-To first, then References). NULL on messages not from mail.
-- Released migrations never change; later changes go in a new numbered file.

ALTER TABLE threads.messages ADD COLUMN message_id text, ADD COLUMN refs text[];

-- Only mail's messages are in it, so an inbox without mail pays nothing for it.
CREATE INDEX messages_by_message_id ON threads.messages (message_id) WHERE message_id IS NOT NULL;
