CREATE TABLE "avisos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"tipo" text NOT NULL,
	"clave" text NOT NULL,
	"titulo" text NOT NULL,
	"cuerpo" text NOT NULL,
	"enlace" text NOT NULL,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"leido_at" timestamp with time zone,
	"correo" text DEFAULT 'pendiente' NOT NULL,
	"correo_trabajo_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avisos_correo_check" CHECK (correo IN ('no', 'pendiente', 'en_cola', 'enviado', 'archivado')),
	CONSTRAINT "avisos_tipo_check" CHECK (tipo IN ('rol_asignado', 'solicitud_nueva', 'pedido_listo', 'pedido_enviado', 'cambios_solicitados', 'entrega_calificada', 'entrega_aprobada', 'entrega_en_revision', 'recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida', 'vencidas_resumen'))
);
--> statement-breakpoint
CREATE TABLE "preferencias_correo" (
	"usuario_id" text NOT NULL,
	"categoria" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencias_correo_usuario_id_categoria_pk" PRIMARY KEY("usuario_id","categoria"),
	CONSTRAINT "preferencias_correo_categoria_check" CHECK (categoria IN ('seguimiento', 'calificaciones', 'recordatorios', 'equipo'))
);
--> statement-breakpoint
CREATE TABLE "trabajos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"clave" text,
	"datos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"intentos" integer DEFAULT 0 NOT NULL,
	"max_intentos" integer DEFAULT 12 NOT NULL,
	"ejecutar_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_hasta" timestamp with time zone,
	"ultimo_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"terminado_at" timestamp with time zone,
	CONSTRAINT "trabajos_estado_check" CHECK (estado IN ('pendiente', 'en_curso', 'hecho', 'fallido')),
	CONSTRAINT "trabajos_intentos_check" CHECK (intentos >= 0 AND max_intentos > 0)
);
--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_usuario_id_profiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_correo" ADD CONSTRAINT "preferencias_correo_usuario_id_profiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_usuario_clave_idx" ON "avisos" USING btree ("usuario_id","clave");--> statement-breakpoint
CREATE INDEX "avisos_usuario_recientes_idx" ON "avisos" USING btree ("usuario_id","created_at","id");--> statement-breakpoint
CREATE INDEX "avisos_no_leidos_idx" ON "avisos" USING btree ("usuario_id") WHERE leido_at IS NULL;--> statement-breakpoint
CREATE INDEX "avisos_correo_pendiente_idx" ON "avisos" USING btree ("usuario_id","tipo") WHERE correo = 'pendiente';--> statement-breakpoint
CREATE UNIQUE INDEX "trabajos_clave_pendiente_idx" ON "trabajos" USING btree ("clave") WHERE clave IS NOT NULL AND estado = 'pendiente';--> statement-breakpoint
CREATE INDEX "trabajos_listos_idx" ON "trabajos" USING btree ("ejecutar_at") WHERE estado = 'pendiente';--> statement-breakpoint
CREATE INDEX "trabajos_en_curso_idx" ON "trabajos" USING btree ("bloqueado_hasta") WHERE estado = 'en_curso';--> statement-breakpoint
CREATE INDEX "trabajos_terminados_idx" ON "trabajos" USING btree ("terminado_at") WHERE estado IN ('hecho', 'fallido');