CREATE TABLE "invitaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_by" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "invitaciones_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "invitaciones_expires_check" CHECK (expires_at > created_at),
	CONSTRAINT "invitaciones_used_check" CHECK (used_by IS NULL OR used_at IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_used_by_profiles_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;