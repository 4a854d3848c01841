ALTER TABLE "entregas" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "video_codec" text;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "video_estado" text;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_video_estado_check" CHECK (video_estado IS NULL OR video_estado IN ('procesando', 'listo', 'fallido'));--> statement-breakpoint
-- Videos delivered before posters existed get theirs from the queue like new ones (issue 18).
UPDATE "entregas" SET "video_estado" = 'procesando' WHERE "tipo_contenido" = 'video' AND "file_key" IS NOT NULL;--> statement-breakpoint
INSERT INTO "trabajos" ("tipo", "datos", "max_intentos") SELECT 'video', jsonb_build_object('entregaId', "id"::text), 3 FROM "entregas" WHERE "tipo_contenido" = 'video' AND "file_key" IS NOT NULL;
