CREATE TABLE "publicaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"plataforma" text NOT NULL,
	"url" text NOT NULL,
	"slot" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publicaciones_plataforma_check" CHECK (plataforma IN ('instagram', 'tiktok', 'youtube', 'facebook')),
	CONSTRAINT "publicaciones_url_check" CHECK (url LIKE 'https://%' AND char_length(url) <= 500),
	CONSTRAINT "publicaciones_slot_check" CHECK (slot BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publicaciones_colaboracion_url_idx" ON "publicaciones" USING btree ("colaboracion_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "publicaciones_colaboracion_slot_idx" ON "publicaciones" USING btree ("colaboracion_id","slot");