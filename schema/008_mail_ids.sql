-- 008: a mail message's identity (docs/mail.md): its Message-ID, and the ids it refers to
-- (In-Reply-To first, then References), so that later mail finds its thread and the same
-- message is never stored twice. Both stay NULL on messages that did not come from mail.
-- Released migrations never change; later changes go in a new file.

ALTER TABLE messages ADD COLUMN message_id TEXT;
ALTER TABLE messages ADD COLUMN refs TEXT;              -- a JSON array of ids, NULL when none

-- Only mail's messages are in it, so an inbox without mail pays nothing for it.
CREATE INDEX messages_by_message_id ON messages (message_id) WHERE message_id IS NOT NULL;
