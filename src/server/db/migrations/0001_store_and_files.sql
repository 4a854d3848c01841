CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envio_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"envio_id" uuid NOT NULL,
	"shopify_event_id" text,
	"status" text NOT NULL,
	"message" text,
	"city" text,
	"province" text,
	"happened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envio_eventos_shopify_event_id_unique" UNIQUE("shopify_event_id")
);
--> statement-breakpoint
CREATE TABLE "envios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboracion_id" uuid NOT NULL,
	"draft_order_id" text,
	"draft_order_name" text,
	"invoice_url" text,
	"order_id" text,
	"order_name" text,
	"order_completed_at" timestamp with time zone,
	"fulfillment_id" text,
	"tracking_company" text,
	"tracking_number" text,
	"tracking_url" text,
	"shipment_status" text,
	"estimated_delivery_at" timestamp with time zone,
	"in_transit_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envios_colaboracion_id_unique" UNIQUE("colaboracion_id"),
	CONSTRAINT "envios_draft_order_id_unique" UNIQUE("draft_order_id"),
	CONSTRAINT "envios_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "shopify_config" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"store_domain" text NOT NULL,
	"auth_kind" text NOT NULL,
	"access_token_enc" text,
	"client_id" text,
	"client_secret_enc" text,
	"issued_token_enc" text,
	"issued_token_expires_at" timestamp with time zone,
	"shop_name" text,
	"webhook_secret_enc" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopify_config_singleton_check" CHECK (singleton),
	CONSTRAINT "shopify_config_auth_kind_check" CHECK (auth_kind IN ('token', 'client_credentials'))
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"graphql_calls" integer DEFAULT 0 NOT NULL,
	"cost_points" integer DEFAULT 0 NOT NULL,
	"error" text,
	"actor_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "sync_runs_kind_check" CHECK (kind IN ('inventory', 'import', 'orders')),
	CONSTRAINT "sync_runs_trigger_check" CHECK (trigger IN ('manual', 'schedule', 'screen', 'webhook')),
	CONSTRAINT "sync_runs_status_check" CHECK (status IN ('running', 'ok', 'error'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "mime_type" text;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "entregas" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envio_eventos" ADD CONSTRAINT "envio_eventos_envio_id_envios_id_fk" FOREIGN KEY ("envio_id") REFERENCES "public"."envios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios" ADD CONSTRAINT "envios_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shopify_config" ADD CONSTRAINT "shopify_config_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envio_eventos_envio_idx" ON "envio_eventos" USING btree ("envio_id","happened_at");--> statement-breakpoint
CREATE INDEX "envios_order_idx" ON "envios" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sync_runs_kind_started_idx" ON "sync_runs" USING btree ("kind","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_unprocessed_idx" ON "webhook_deliveries" USING btree ("received_at") WHERE processed_at IS NULL;