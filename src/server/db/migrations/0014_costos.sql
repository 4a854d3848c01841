ALTER TABLE "colaboraciones" ADD COLUMN "costo_unitario" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD COLUMN "costo_moneda" text;--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD COLUMN "costo_envio" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD COLUMN "shopify_eliminado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD CONSTRAINT "colaboraciones_costo_unitario_check" CHECK (costo_unitario IS NULL OR costo_unitario >= 0);--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD CONSTRAINT "colaboraciones_costo_envio_check" CHECK (costo_envio IS NULL OR costo_envio >= 0);--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD CONSTRAINT "colaboraciones_costo_moneda_check" CHECK (costo_moneda IS NULL OR costo_moneda ~ '^[A-Z]{3}$');