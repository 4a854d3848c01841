-- Rows recorded before content keys: each keeps its own (its webhook id), so none collides.
ALTER TABLE "webhook_deliveries" ADD COLUMN "content_key" text;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "content_key" = 'id:' || "webhook_id" WHERE "content_key" IS NULL;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ALTER COLUMN "content_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_content_key_idx" ON "webhook_deliveries" USING btree ("content_key");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_processed_idx" ON "webhook_deliveries" USING btree ("processed_at") WHERE processed_at IS NOT NULL;
