CREATE TABLE "aplicacion_formularios" (
	"version" integer PRIMARY KEY NOT NULL,
	"preguntas" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aplicacion_formularios_version_check" CHECK (version > 0)
);
--> statement-breakpoint
ALTER TABLE "aplicaciones" ALTER COLUMN "ciudad" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "aplicaciones" ALTER COLUMN "tallas" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "aplicaciones" ALTER COLUMN "por_que" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD COLUMN "respuestas" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD COLUMN "formulario_version" integer;--> statement-breakpoint
ALTER TABLE "aplicacion_formularios" ADD CONSTRAINT "aplicacion_formularios_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_formulario_version_aplicacion_formularios_version_fk" FOREIGN KEY ("formulario_version") REFERENCES "public"."aplicacion_formularios"("version") ON DELETE set null ON UPDATE no action;