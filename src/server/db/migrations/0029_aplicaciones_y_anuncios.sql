CREATE TABLE "aplicaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"instagram" text,
	"seguidores_instagram" integer,
	"tiktok" text,
	"seguidores_tiktok" integer,
	"ciudad" text NOT NULL,
	"tallas" text NOT NULL,
	"por_que" text NOT NULL,
	"envios" integer DEFAULT 1 NOT NULL,
	"consentimiento_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decidida_at" timestamp with time zone,
	"decidida_por" text,
	"mensaje" text,
	"invitacion_id" uuid,
	CONSTRAINT "aplicaciones_estado_check" CHECK (estado IN ('pendiente', 'aceptada', 'rechazada')),
	CONSTRAINT "aplicaciones_decidida_check" CHECK ((estado = 'pendiente') = (decidida_at IS NULL)),
	CONSTRAINT "aplicaciones_textos_check" CHECK (char_length(nombre) <= 120 AND char_length(email) <= 254 AND char_length(ciudad) <= 120 AND char_length(tallas) <= 200 AND char_length(por_que) <= 2000 AND (mensaje IS NULL OR char_length(mensaje) <= 1000)),
	CONSTRAINT "aplicaciones_seguidores_check" CHECK (coalesce(seguidores_instagram, 0) >= 0 AND coalesce(seguidores_tiktok, 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "autorizaciones_anuncio" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"codigo" text,
	"otorgada_el" text NOT NULL,
	"dias" integer NOT NULL,
	"registrada_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autorizaciones_anuncio_tipo_check" CHECK (tipo IN ('spark', 'meta')),
	CONSTRAINT "autorizaciones_anuncio_codigo_check" CHECK ((tipo = 'spark') = (codigo IS NOT NULL) AND (codigo IS NULL OR char_length(codigo) BETWEEN 1 AND 200)),
	CONSTRAINT "autorizaciones_anuncio_dias_check" CHECK (dias BETWEEN 7 AND 365),
	CONSTRAINT "autorizaciones_anuncio_fecha_check" CHECK (otorgada_el ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "avisos" DROP CONSTRAINT "avisos_tipo_check";--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_decidida_por_profiles_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_invitacion_id_invitaciones_id_fk" FOREIGN KEY ("invitacion_id") REFERENCES "public"."invitaciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizaciones_anuncio" ADD CONSTRAINT "autorizaciones_anuncio_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autorizaciones_anuncio" ADD CONSTRAINT "autorizaciones_anuncio_registrada_por_profiles_id_fk" FOREIGN KEY ("registrada_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aplicaciones_pendiente_email_idx" ON "aplicaciones" USING btree ("email") WHERE estado = 'pendiente';--> statement-breakpoint
CREATE INDEX "aplicaciones_estado_idx" ON "aplicaciones" USING btree ("estado","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "autorizaciones_anuncio_codigo_idx" ON "autorizaciones_anuncio" USING btree ("colaboracion_id","codigo") WHERE codigo IS NOT NULL;--> statement-breakpoint
CREATE INDEX "autorizaciones_anuncio_colaboracion_idx" ON "autorizaciones_anuncio" USING btree ("colaboracion_id");--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_tipo_check" CHECK (tipo IN ('rol_asignado', 'solicitud_nueva', 'pedido_listo', 'pedido_enviado', 'cambios_solicitados', 'entrega_calificada', 'entrega_aprobada', 'entrega_en_revision', 'recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida', 'vencidas_resumen', 'codigo_listo', 'primera_venta', 'pago_registrado', 'fuga_codigo', 'problema_reportado', 'problema_resuelto', 'reemplazo_listo', 'reemplazo_fallido', 'anuncio_por_vencer', 'conexion_vencida'));