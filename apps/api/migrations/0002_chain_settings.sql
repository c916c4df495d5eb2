CREATE TABLE "chain_settings" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"name" text,
	"native_name" text,
	"native_symbol" text,
	"native_decimals" integer,
	"rpc_urls" jsonb,
	"explorer_url" text,
	"bulk_send_address" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_tokens" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"symbol" text,
	"decimals" integer,
	"is_default" boolean DEFAULT false NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_tokens_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
