-- Group chat cards hold ids only (issue 35): the details are filled when a card is read, through
-- consent. Cards posted before kept a copy of the whole record; keep only the record's id.
UPDATE "messages" SET "content" = jsonb_build_object('record_id', "content"->'record_id')
WHERE "message_type" IN ('check-in submit', 'trigger submit') AND "content" IS NOT NULL;
