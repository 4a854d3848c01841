ALTER TABLE "envios" ADD COLUMN "destino_ciudad" text;--> statement-breakpoint
ALTER TABLE "envios" ADD COLUMN "destino_estado" text;