ALTER TABLE "invitaciones" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD COLUMN "enviada_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invitaciones_created_at_idx" ON "invitaciones" USING btree ("created_at");