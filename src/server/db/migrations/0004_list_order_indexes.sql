DROP INDEX "colaboraciones_created_at_idx";--> statement-breakpoint
DROP INDEX "colaboraciones_estado_idx";--> statement-breakpoint
DROP INDEX "colaboraciones_colaboradora_idx";--> statement-breakpoint
DROP INDEX "entregas_colaboracion_idx";--> statement-breakpoint
DROP INDEX "sync_runs_kind_started_idx";--> statement-breakpoint
CREATE INDEX "colaboraciones_available_recent_idx" ON "colaboraciones" USING btree ("created_at","id") WHERE estado = 'disponible' AND colaboradora_id IS NULL;--> statement-breakpoint
CREATE INDEX "colaboraciones_created_at_idx" ON "colaboraciones" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "colaboraciones_estado_idx" ON "colaboraciones" USING btree ("estado","created_at","id");--> statement-breakpoint
CREATE INDEX "colaboraciones_colaboradora_idx" ON "colaboraciones" USING btree ("colaboradora_id","created_at");--> statement-breakpoint
CREATE INDEX "entregas_colaboracion_idx" ON "entregas" USING btree ("colaboracion_id","created_at");--> statement-breakpoint
CREATE INDEX "sync_runs_kind_started_idx" ON "sync_runs" USING btree ("kind","started_at");