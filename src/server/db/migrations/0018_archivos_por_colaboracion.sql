CREATE TABLE "colaboracion_archivos" (
	"colaboracion_id" uuid PRIMARY KEY NOT NULL,
	"archivos" integer DEFAULT 0 NOT NULL,
	"utiles" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "colaboracion_archivos_cuentas_check" CHECK (archivos >= 0 AND utiles >= 0 AND utiles <= archivos)
);
--> statement-breakpoint
ALTER TABLE "colaboracion_archivos" ADD CONSTRAINT "colaboracion_archivos_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 055. Usable = estado left 'enviado' (aprobado, pendiente) and rated excelente or bueno: the
-- same rule as UTIL_ENTREGA_ESTADOS and UTIL_FEEDBACKS (src/shared/schemas/resultados.ts); a test checks
-- every combination against them.
CREATE FUNCTION "entrega_util"(estado text, feedback_status text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN estado IN ('aprobado', 'pendiente') AND feedback_status IN ('excelente', 'bueno') THEN 1 ELSE 0 END
$$;
--> statement-breakpoint
-- Deltas, not recounts: two uploads committing at once each add their own one (a recount in each could
-- miss the other's uncommitted row). The upsert serializes on the collaboration's counter row.
CREATE FUNCTION "colaboracion_archivos_contar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.colaboracion_id = NEW.colaboracion_id THEN
    UPDATE "colaboracion_archivos"
      SET "utiles" = "utiles" + entrega_util(NEW.estado, NEW.feedback_status) - entrega_util(OLD.estado, OLD.feedback_status)
      WHERE "colaboracion_id" = NEW.colaboracion_id;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    -- The row may already be gone when the collaboration itself is being deleted (both cascade).
    UPDATE "colaboracion_archivos"
      SET "archivos" = "archivos" - 1, "utiles" = "utiles" - entrega_util(OLD.estado, OLD.feedback_status)
      WHERE "colaboracion_id" = OLD.colaboracion_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "colaboracion_archivos" AS a ("colaboracion_id", "archivos", "utiles")
      VALUES (NEW.colaboracion_id, 1, entrega_util(NEW.estado, NEW.feedback_status))
      ON CONFLICT ("colaboracion_id") DO UPDATE SET "archivos" = a."archivos" + 1, "utiles" = a."utiles" + EXCLUDED."utiles";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "entregas_contar_insert_delete" AFTER INSERT OR DELETE ON "entregas"
  FOR EACH ROW EXECUTE FUNCTION "colaboracion_archivos_contar"();
--> statement-breakpoint
CREATE TRIGGER "entregas_contar_update" AFTER UPDATE OF "colaboracion_id", "estado", "feedback_status" ON "entregas"
  FOR EACH ROW WHEN (OLD.colaboracion_id IS DISTINCT FROM NEW.colaboracion_id OR OLD.estado IS DISTINCT FROM NEW.estado OR OLD.feedback_status IS DISTINCT FROM NEW.feedback_status)
  EXECUTE FUNCTION "colaboracion_archivos_contar"();
--> statement-breakpoint
INSERT INTO "colaboracion_archivos" ("colaboracion_id", "archivos", "utiles")
  SELECT "colaboracion_id", count(*), sum(entrega_util("estado", "feedback_status")) FROM "entregas" GROUP BY "colaboracion_id";
