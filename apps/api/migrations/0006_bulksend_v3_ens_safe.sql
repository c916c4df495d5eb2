CREATE TABLE "ens_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"chain_id" integer,
	"rpc_url" text,
	"registry" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "bulk_send_version" text;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "older_bulk_sends" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_settings" ADD COLUMN "safe_transaction_service_url" text;--> statement-breakpoint
-- Every BulkSend address stored so far is a v2 (v3 did not exist when it was configured).
UPDATE "chain_settings" SET "bulk_send_version" = 'v2' WHERE "bulk_send_address" IS NOT NULL;
