CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colaboracion_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"from_estado" text,
	"to_estado" text NOT NULL,
	"actor_id" text,
	"actor_role" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colaboracion_eventos_to_check" CHECK (to_estado IN ('disponible', 'confirmacion', 'empaquetado', 'logistica', 'produccion', 'revision', 'entregado', 'agotado', 'cancelada')),
	CONSTRAINT "colaboracion_eventos_from_check" CHECK (from_estado IS NULL OR from_estado IN ('disponible', 'confirmacion', 'empaquetado', 'logistica', 'produccion', 'revision', 'entregado', 'agotado', 'cancelada')),
	CONSTRAINT "colaboracion_eventos_actor_role_check" CHECK (actor_role IN ('admin', 'tienda', 'colaboradora', 'system'))
);
--> statement-breakpoint
CREATE TABLE "colaboraciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"titulo" text NOT NULL,
	"producto" text NOT NULL,
	"tipo" text,
	"color" text,
	"talla" text,
	"imagen" text,
	"pedido_url" text,
	"estado" text DEFAULT 'disponible' NOT NULL,
	"fecha_inicio" timestamp with time zone,
	"fecha_fin" timestamp with time zone,
	"cintura" integer,
	"cadera" integer,
	"largo" integer,
	"marca" text,
	"numero_pedido" integer,
	"colaboradora_id" uuid,
	"nombre_visualizacion" text,
	"barcode" text,
	"shopify_product_id" text,
	"shopify_variant_id" text,
	"shopify_inventory_item_id" text,
	"shopify_inventory_quantity" integer,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colaboraciones_shopify_variant_id_unique" UNIQUE("shopify_variant_id"),
	CONSTRAINT "colaboraciones_estado_check" CHECK (estado IN ('disponible', 'confirmacion', 'empaquetado', 'logistica', 'produccion', 'revision', 'entregado', 'agotado', 'cancelada')),
	CONSTRAINT "colaboraciones_titulo_check" CHECK (char_length(titulo) BETWEEN 1 AND 100),
	CONSTRAINT "colaboraciones_producto_check" CHECK (char_length(producto) BETWEEN 1 AND 100),
	CONSTRAINT "colaboraciones_tipo_check" CHECK (tipo IS NULL OR char_length(tipo) <= 50),
	CONSTRAINT "colaboraciones_color_check" CHECK (color IS NULL OR char_length(color) <= 50),
	CONSTRAINT "colaboraciones_marca_check" CHECK (marca IS NULL OR char_length(marca) <= 50),
	CONSTRAINT "colaboraciones_talla_check" CHECK (talla IS NULL OR char_length(talla) <= 10),
	CONSTRAINT "colaboraciones_medidas_check" CHECK ((cintura IS NULL OR cintura > 0) AND (cadera IS NULL OR cadera > 0) AND (largo IS NULL OR largo > 0)),
	CONSTRAINT "colaboraciones_numero_pedido_check" CHECK (numero_pedido IS NULL OR numero_pedido > 0)
);
--> statement-breakpoint
CREATE TABLE "colaboradoras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text,
	"edad" integer,
	"ciudad" text,
	"estado" text,
	"instagram" text,
	"equipo" text,
	"avatar_url" text,
	"categoria" text,
	"bio" text,
	"cintura" integer,
	"cadera" integer,
	"talla" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colaboradoras_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "colaboradoras_edad_check" CHECK (edad IS NULL OR (edad > 0 AND edad < 150)),
	CONSTRAINT "colaboradoras_cintura_check" CHECK (cintura IS NULL OR cintura > 0),
	CONSTRAINT "colaboradoras_cadera_check" CHECK (cadera IS NULL OR cadera > 0)
);
--> statement-breakpoint
CREATE TABLE "entregas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"tipo_contenido" text NOT NULL,
	"plataforma" text DEFAULT 'upload' NOT NULL,
	"imagen_url" text,
	"url" text,
	"estado" text DEFAULT 'enviado' NOT NULL,
	"feedback_status" text DEFAULT 'bueno' NOT NULL,
	"feedback_comentario" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entregas_tipo_contenido_check" CHECK (tipo_contenido IN ('imagen', 'video')),
	CONSTRAINT "entregas_estado_check" CHECK (estado IN ('enviado', 'aprobado', 'pendiente')),
	CONSTRAINT "entregas_feedback_status_check" CHECK (feedback_status IN ('excelente', 'bueno', 'descartado'))
);
--> statement-breakpoint
CREATE TABLE "instance_bootstrap" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"first_admin_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instance_bootstrap_singleton_check" CHECK (singleton)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_roles_role_check" CHECK (role IN ('admin', 'tienda', 'colaboradora'))
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaboracion_eventos" ADD CONSTRAINT "colaboracion_eventos_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaboracion_eventos" ADD CONSTRAINT "colaboracion_eventos_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaboraciones" ADD CONSTRAINT "colaboraciones_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaboradoras" ADD CONSTRAINT "colaboradoras_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instance_bootstrap" ADD CONSTRAINT "instance_bootstrap_first_admin_id_profiles_id_fk" FOREIGN KEY ("first_admin_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "colaboracion_eventos_colaboracion_idx" ON "colaboracion_eventos" USING btree ("colaboracion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "colaboraciones_one_active_per_creator" ON "colaboraciones" USING btree ("colaboradora_id") WHERE colaboradora_id IS NOT NULL AND estado NOT IN ('entregado', 'cancelada');--> statement-breakpoint
CREATE INDEX "colaboraciones_created_at_idx" ON "colaboraciones" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "colaboraciones_estado_idx" ON "colaboraciones" USING btree ("estado","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "colaboraciones_colaboradora_idx" ON "colaboraciones" USING btree ("colaboradora_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "colaboraciones_available_idx" ON "colaboraciones" USING btree ("talla","tipo") WHERE estado = 'disponible' AND colaboradora_id IS NULL;--> statement-breakpoint
CREATE INDEX "colaboraciones_missing_medidas_idx" ON "colaboraciones" USING btree ("marca") WHERE cintura IS NULL OR cadera IS NULL OR largo IS NULL;--> statement-breakpoint
CREATE INDEX "colaboraciones_inventory_item_idx" ON "colaboraciones" USING btree ("shopify_inventory_item_id");--> statement-breakpoint
CREATE INDEX "entregas_colaboracion_idx" ON "entregas" USING btree ("colaboracion_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");