CREATE TABLE "empaquetado_lote_items" (
	"lote_id" uuid NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"created_by" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"mensaje" text,
	"numero_pedido" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empaquetado_lote_items_lote_id_colaboracion_id_pk" PRIMARY KEY("lote_id","colaboracion_id"),
	CONSTRAINT "empaquetado_lote_items_estado_check" CHECK (estado IN ('pendiente', 'ok', 'error'))
);
--> statement-breakpoint
ALTER TABLE "empaquetado_lote_items" ADD CONSTRAINT "empaquetado_lote_items_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empaquetado_lote_items" ADD CONSTRAINT "empaquetado_lote_items_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empaquetado_lote_items_created_at_idx" ON "empaquetado_lote_items" USING btree ("created_at");