ALTER TABLE "entregas" DROP CONSTRAINT "entregas_colaboracion_id_colaboraciones_id_fk";
--> statement-breakpoint
ALTER TABLE "entregas" ADD CONSTRAINT "entregas_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE restrict ON UPDATE no action;