DROP INDEX "webhook_deliveries_unprocessed_idx";--> statement-breakpoint
ALTER TABLE "trabajos" ADD COLUMN "periodo" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "trabajos_periodo_idx" ON "trabajos" USING btree ("tipo","periodo") WHERE periodo IS NOT NULL;--> statement-breakpoint
-- Decision 057: a delivery is acted on by its queue job. Deliveries recorded before this migration and not
-- yet processed get theirs; the old self-requeueing prune job gives way to the schedule's.
INSERT INTO "trabajos" ("tipo", "clave", "datos")
  SELECT 'webhook.procesar', 'webhook:' || "webhook_id", jsonb_build_object('webhookId', "webhook_id")
  FROM "webhook_deliveries" WHERE "processed_at" IS NULL
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "trabajos" WHERE "tipo" = 'webhooks.purgar' AND "estado" IN ('pendiente', 'en_curso');
