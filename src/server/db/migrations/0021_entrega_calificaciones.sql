CREATE TABLE "entrega_calificaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entrega_id" uuid NOT NULL,
	"feedback_status" text NOT NULL,
	"feedback_comentario" text,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrega_calificaciones_feedback_status_check" CHECK (feedback_status IN ('excelente', 'bueno', 'descartado')),
	CONSTRAINT "entrega_calificaciones_actor_role_check" CHECK (actor_role IN ('admin', 'tienda', 'colaboradora', 'system'))
);
--> statement-breakpoint
ALTER TABLE "entrega_calificaciones" ADD CONSTRAINT "entrega_calificaciones_entrega_id_entregas_id_fk" FOREIGN KEY ("entrega_id") REFERENCES "public"."entregas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrega_calificaciones" ADD CONSTRAINT "entrega_calificaciones_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entrega_calificaciones_entrega_idx" ON "entrega_calificaciones" USING btree ("entrega_id","created_at");--> statement-breakpoint
-- History is appended, never rewritten (a delivery's deletion still takes its history with it).
CREATE FUNCTION "entrega_calificaciones_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'entrega_calificaciones is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "entrega_calificaciones_no_update" BEFORE UPDATE ON "entrega_calificaciones"
  FOR EACH ROW EXECUTE FUNCTION "entrega_calificaciones_append_only"();
