CREATE TABLE "aceptaciones_terminos" (
	"colaboracion_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"usuario_id" text,
	"aceptado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aceptaciones_terminos_colaboracion_id_version_pk" PRIMARY KEY("colaboracion_id","version")
);
--> statement-breakpoint
CREATE TABLE "terminos_uso" (
	"version" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terminos_uso_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"canales" text[] NOT NULL,
	"duracion_meses" integer,
	"texto" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminos_uso_canales_check" CHECK (cardinality(canales) >= 1 AND canales <@ ARRAY['organico', 'anuncios', 'web']::text[]),
	CONSTRAINT "terminos_uso_duracion_check" CHECK (duracion_meses IS NULL OR duracion_meses > 0),
	CONSTRAINT "terminos_uso_texto_check" CHECK (char_length(texto) BETWEEN 1 AND 4000)
);
--> statement-breakpoint
ALTER TABLE "aceptaciones_terminos" ADD CONSTRAINT "aceptaciones_terminos_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptaciones_terminos" ADD CONSTRAINT "aceptaciones_terminos_version_terminos_uso_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terminos_uso"("version") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceptaciones_terminos" ADD CONSTRAINT "aceptaciones_terminos_usuario_id_profiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terminos_uso" ADD CONSTRAINT "terminos_uso_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;