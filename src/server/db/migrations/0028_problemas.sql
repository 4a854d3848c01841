CREATE TABLE "problemas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"medida" text,
	"sentido" text,
	"talla_deseada" text,
	"nota" text,
	"foto" text,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"variant_id" text,
	"talla" text,
	"reportado_por" text,
	"resuelto_por" text,
	"resuelto_at" timestamp with time zone,
	"resolucion_nota" text,
	"reemplazo_estado" text,
	"reemplazo_variant_id" text,
	"reemplazo_titulo" text,
	"reemplazo_talla" text,
	"draft_order_id" text,
	"draft_order_name" text,
	"invoice_url" text,
	"order_id" text,
	"order_name" text,
	"order_at" timestamp with time zone,
	"recibido_at" timestamp with time zone,
	"reemplazo_error" text,
	"costo_unitario" numeric(12, 2),
	"costo_envio" numeric(12, 2),
	"costo_moneda" text,
	"devolver" boolean DEFAULT false NOT NULL,
	"devuelto_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problemas_draft_order_id_unique" UNIQUE("draft_order_id"),
	CONSTRAINT "problemas_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "problemas_tipo_check" CHECK (tipo IN ('talla', 'danado', 'no_llego')),
	CONSTRAINT "problemas_estado_check" CHECK (estado IN ('abierto', 'reemplazo', 'resuelto', 'cerrado')),
	CONSTRAINT "problemas_medida_check" CHECK (medida IS NULL OR medida IN ('cintura', 'cadera', 'largo', 'otra_talla')),
	CONSTRAINT "problemas_sentido_check" CHECK (sentido IS NULL OR sentido IN ('chico', 'grande')),
	CONSTRAINT "problemas_reemplazo_estado_check" CHECK (reemplazo_estado IS NULL OR reemplazo_estado IN ('creando', 'borrador', 'pedido', 'recibido', 'fallido')),
	CONSTRAINT "problemas_talla_medida_check" CHECK (tipo <> 'talla' OR medida IS NOT NULL),
	CONSTRAINT "problemas_danado_foto_check" CHECK (tipo <> 'danado' OR foto IS NOT NULL),
	CONSTRAINT "problemas_nota_check" CHECK (nota IS NULL OR char_length(nota) <= 1000),
	CONSTRAINT "problemas_resolucion_nota_check" CHECK (resolucion_nota IS NULL OR char_length(resolucion_nota) <= 1000),
	CONSTRAINT "problemas_costo_moneda_check" CHECK (costo_moneda IS NULL OR costo_moneda ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "avisos" DROP CONSTRAINT "avisos_tipo_check";--> statement-breakpoint
ALTER TABLE "problemas" ADD CONSTRAINT "problemas_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problemas" ADD CONSTRAINT "problemas_reportado_por_profiles_id_fk" FOREIGN KEY ("reportado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problemas" ADD CONSTRAINT "problemas_resuelto_por_profiles_id_fk" FOREIGN KEY ("resuelto_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "problemas_uno_abierto_idx" ON "problemas" USING btree ("colaboracion_id") WHERE estado IN ('abierto', 'reemplazo');--> statement-breakpoint
CREATE INDEX "problemas_colaboracion_idx" ON "problemas" USING btree ("colaboracion_id","created_at");--> statement-breakpoint
CREATE INDEX "problemas_estado_idx" ON "problemas" USING btree ("estado","created_at");--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_tipo_check" CHECK (tipo IN ('rol_asignado', 'solicitud_nueva', 'pedido_listo', 'pedido_enviado', 'cambios_solicitados', 'entrega_calificada', 'entrega_aprobada', 'entrega_en_revision', 'recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida', 'vencidas_resumen', 'codigo_listo', 'primera_venta', 'pago_registrado', 'fuga_codigo', 'problema_reportado', 'problema_resuelto', 'reemplazo_listo', 'reemplazo_fallido', 'anuncio_por_vencer', 'conexion_vencida'));