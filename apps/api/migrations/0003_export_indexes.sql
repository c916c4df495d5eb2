DROP INDEX "messages_created_at_idx";--> statement-breakpoint
CREATE INDEX "outbox_message_id_idx" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at","id");