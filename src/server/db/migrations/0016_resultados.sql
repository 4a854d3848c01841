ALTER TABLE "colaboraciones" ADD COLUMN "enviada_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "colaboraciones_enviada_idx" ON "colaboraciones" USING btree ("enviada_at","id") WHERE enviada_at IS NOT NULL;--> statement-breakpoint
-- Backfill (decision 053): a collaboration already past the store was sent when it first entered logistica or a later step, as its history says; one in such a state without that history row (none expected) was sent no later than it was created in it.
UPDATE "colaboraciones" SET "enviada_at" = coalesce(
  (SELECT min(ev.created_at) FROM "colaboracion_eventos" ev WHERE ev.colaboracion_id = "colaboraciones"."id" AND ev.to_estado IN ('logistica', 'produccion', 'revision', 'entregado')),
  CASE WHEN "colaboraciones"."estado" IN ('logistica', 'produccion', 'revision', 'entregado') THEN "colaboraciones"."created_at" END);
