CREATE TABLE "tienda_productos" (
	"id" text PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"vendor" text,
	"product_type" text,
	"imagen" text,
	"colecciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"es_jeans" boolean DEFAULT false NOT NULL,
	"creado_at" timestamp with time zone NOT NULL,
	"actualizado_at" timestamp with time zone,
	"eliminado_at" timestamp with time zone,
	"leido_por" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tienda_trabajos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"estado" text DEFAULT 'en_cola' NOT NULL,
	"fase" text DEFAULT 'En cola' NOT NULL,
	"hechos" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"variant_ids" jsonb,
	"resumen" jsonb,
	"error" text,
	"bulk_operation_id" text,
	"bulk_terminada_at" timestamp with time zone,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminada_at" timestamp with time zone,
	CONSTRAINT "tienda_trabajos_tipo_check" CHECK (tipo IN ('catalogo', 'import', 'resync')),
	CONSTRAINT "tienda_trabajos_estado_check" CHECK (estado IN ('en_cola', 'en_curso', 'esperando_tienda', 'terminada', 'fallida')),
	CONSTRAINT "tienda_trabajos_hechos_check" CHECK (hechos >= 0 AND (total IS NULL OR total >= 0))
);
--> statement-breakpoint
CREATE TABLE "tienda_variantes" (
	"id" text PRIMARY KEY NOT NULL,
	"producto_id" text NOT NULL,
	"titulo" text NOT NULL,
	"sku" text,
	"barcode" text,
	"opciones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inventory_quantity" integer,
	"available_for_sale" boolean DEFAULT false NOT NULL,
	"inventory_item_id" text,
	"costo_unitario" numeric(12, 2),
	"costo_moneda" text,
	"posicion" integer DEFAULT 0 NOT NULL,
	"eliminado_at" timestamp with time zone,
	"leido_por" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tienda_trabajos" ADD CONSTRAINT "tienda_trabajos_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tienda_productos_orden_idx" ON "tienda_productos" USING btree ("es_jeans","creado_at","id") WHERE eliminado_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tienda_trabajos_uno_activo_idx" ON "tienda_trabajos" USING btree ((true)) WHERE estado IN ('en_cola', 'en_curso', 'esperando_tienda');--> statement-breakpoint
CREATE INDEX "tienda_trabajos_created_idx" ON "tienda_trabajos" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tienda_variantes_producto_idx" ON "tienda_variantes" USING btree ("producto_id","posicion");--> statement-breakpoint
CREATE INDEX "tienda_variantes_sku_idx" ON "tienda_variantes" USING btree ("sku");