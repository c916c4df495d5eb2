ALTER TABLE "chain_settings" ADD COLUMN "approval_address" text;--> statement-breakpoint
-- One home for BulkSend addresses: each chain's newest `contracts add` row becomes its configured address, unless the
-- chain already has one in chain_settings (that is the address the Tool has been using). Addresses were stored
-- lowercased; the API serves them in EIP-55 form. A chain that is not built in gets a row with only this address: it
-- is served once the operator gives its facts (`cli chains list` names what is missing).
INSERT INTO "chain_settings" ("chain_id", "bulk_send_address")
SELECT DISTINCT ON ("chain_id") "chain_id", "address" FROM "contracts" WHERE "kind" = 'bulkSend' ORDER BY "chain_id", "id" DESC
ON CONFLICT ("chain_id") DO UPDATE SET "bulk_send_address" = excluded."bulk_send_address"
WHERE "chain_settings"."bulk_send_address" IS NULL;--> statement-breakpoint
-- The approval-for-all contract (one at most; the newest if SQL wrote several) on its chain.
INSERT INTO "chain_settings" ("chain_id", "approval_address")
SELECT "chain_id", "address" FROM "contracts" WHERE "kind" = 'approval' ORDER BY "id" DESC LIMIT 1
ON CONFLICT ("chain_id") DO UPDATE SET "approval_address" = excluded."approval_address";--> statement-breakpoint
DROP TABLE "contracts" CASCADE;
