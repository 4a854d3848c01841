CREATE TABLE "api_presupuesto" (
	"fuente" text NOT NULL,
	"hora" timestamp with time zone NOT NULL,
	"usadas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "api_presupuesto_fuente_hora_pk" PRIMARY KEY("fuente","hora")
);
--> statement-breakpoint
CREATE TABLE "instagram_config" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"app_id" text NOT NULL,
	"app_secret_enc" text NOT NULL,
	"access_token_enc" text NOT NULL,
	"ig_user_id" text NOT NULL,
	"username" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"estado" text DEFAULT 'activa' NOT NULL,
	"pausa_hasta" timestamp with time zone,
	"ultimo_error" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instagram_config_singleton_check" CHECK (singleton),
	CONSTRAINT "instagram_config_estado_check" CHECK (estado IN ('activa', 'vencida'))
);
--> statement-breakpoint
CREATE TABLE "publicaciones_busquedas" (
	"colaboracion_id" uuid PRIMARY KEY NOT NULL,
	"revisada_at" timestamp with time zone DEFAULT now() NOT NULL,
	"encontradas" integer DEFAULT 0 NOT NULL,
	"aviso" text
);
--> statement-breakpoint
CREATE TABLE "publicaciones_descartadas" (
	"colaboracion_id" uuid NOT NULL,
	"plataforma" text NOT NULL,
	"externo_id" text NOT NULL,
	"descartada_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publicaciones_descartadas_colaboracion_id_plataforma_externo_id_pk" PRIMARY KEY("colaboracion_id","plataforma","externo_id")
);
--> statement-breakpoint
CREATE TABLE "tiktok_conexiones" (
	"colaboradora_id" uuid PRIMARY KEY NOT NULL,
	"open_id" text NOT NULL,
	"username" text,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"estado" text DEFAULT 'activa' NOT NULL,
	"pausa_hasta" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tiktok_conexiones_estado_check" CHECK (estado IN ('activa', 'vencida'))
);
--> statement-breakpoint
CREATE TABLE "tiktok_oauth_estados" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code_verifier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avisos" DROP CONSTRAINT "avisos_tipo_check";--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "origen" text DEFAULT 'enlace' NOT NULL;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "externo_id" text;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "publicado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "caption" text;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "media_tipo" text;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "media_key" text;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "media_content_type" text;--> statement-breakpoint
ALTER TABLE "publicaciones" ADD COLUMN "media_estado" text;--> statement-breakpoint
ALTER TABLE "instagram_config" ADD CONSTRAINT "instagram_config_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_busquedas" ADD CONSTRAINT "publicaciones_busquedas_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_descartadas" ADD CONSTRAINT "publicaciones_descartadas_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publicaciones_descartadas" ADD CONSTRAINT "publicaciones_descartadas_descartada_por_profiles_id_fk" FOREIGN KEY ("descartada_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiktok_conexiones" ADD CONSTRAINT "tiktok_conexiones_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiktok_oauth_estados" ADD CONSTRAINT "tiktok_oauth_estados_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publicaciones_colaboracion_externo_idx" ON "publicaciones" USING btree ("colaboracion_id","plataforma","externo_id");--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_tipo_check" CHECK (tipo IN ('rol_asignado', 'solicitud_nueva', 'pedido_listo', 'pedido_enviado', 'cambios_solicitados', 'entrega_calificada', 'entrega_aprobada', 'entrega_en_revision', 'recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida', 'vencidas_resumen', 'codigo_listo', 'primera_venta', 'pago_registrado', 'fuga_codigo', 'problema_reportado', 'problema_resuelto', 'reemplazo_listo', 'reemplazo_fallido', 'anuncio_por_vencer', 'conexion_vencida'));--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_origen_check" CHECK (origen IN ('enlace', 'encontrada'));--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_media_estado_check" CHECK (media_estado IS NULL OR media_estado IN ('guardada', 'demasiado_grande', 'no_disponible'));--> statement-breakpoint
ALTER TABLE "publicaciones" ADD CONSTRAINT "publicaciones_encontrada_check" CHECK (origen = 'enlace' OR (externo_id IS NOT NULL AND publicado_at IS NOT NULL));