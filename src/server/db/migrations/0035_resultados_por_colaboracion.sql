CREATE TABLE "resultados_colaboraciones" (
	"colaboracion_id" uuid PRIMARY KEY NOT NULL,
	"enviada_at" timestamp with time zone,
	"mes" date,
	"producto_clave" text NOT NULL,
	"titulo" text NOT NULL,
	"colaboradora_id" uuid,
	"marca" text,
	"producto" text NOT NULL,
	"costo_centavos" bigint,
	"costo_moneda" text,
	"archivos" integer NOT NULL,
	"utiles" integer NOT NULL,
	"reemplazos" integer NOT NULL,
	"reemplazos_centavos" bigint,
	"reemplazos_moneda" text,
	"espera_pedido" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resultados_colaboraciones" ADD CONSTRAINT "resultados_colaboraciones_colaboracion_id_colaboraciones_id_fk" FOREIGN KEY ("colaboracion_id") REFERENCES "public"."colaboraciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resultados_colaboraciones_enviada_idx" ON "resultados_colaboraciones" USING btree ("enviada_at") WHERE enviada_at IS NOT NULL;--> statement-breakpoint
-- Custom SQL (issue 27, decision 087): the rows kept by triggers, in the transaction of the write they
-- follow, and backfilled at the end. Every collaboration has its row from its insert, so every writer
-- updates an existing row and its row lock orders them. Columns copied from the writer's own row
-- (colaboraciones, the files' counter row) are set from NEW: the writer's own row lock orders those
-- writes already. Replacements and waiting envíos are counts over several rows: the writer locks the
-- row first and counts in a fresh statement (READ COMMITTED), so the second of two writers counts the
-- first's committed rows.
CREATE FUNCTION "resultados_mes"(p_enviada timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (date_trunc('month', p_enviada AT TIME ZONE 'America/Mexico_City'))::date
$$;
--> statement-breakpoint
-- A collaboration's replacements sent for a problem (issue 29, as the old LATERAL join counted them):
-- how many, and their cost in cents and its one currency, both NULL when any cost or currency is unknown
-- or they are in two currencies (Resultados then shows *Costo no disponible*); 0 and NULL when none.
CREATE FUNCTION "resultados_reemplazos_de"(p_id uuid, OUT n integer, OUT centavos bigint, OUT moneda text) LANGUAGE sql STABLE AS $$
  SELECT count(*)::int,
    CASE WHEN count(*) = 0 THEN 0
      WHEN bool_and(p.costo_unitario IS NOT NULL AND p.costo_envio IS NOT NULL AND p.costo_moneda IS NOT NULL) AND count(DISTINCT p.costo_moneda) = 1
      THEN (sum(p.costo_unitario + p.costo_envio) * 100)::bigint END,
    CASE WHEN count(*) > 0 AND bool_and(p.costo_unitario IS NOT NULL AND p.costo_envio IS NOT NULL AND p.costo_moneda IS NOT NULL) AND count(DISTINCT p.costo_moneda) = 1
      THEN min(p.costo_moneda) END
  FROM "problemas" p WHERE p.colaboracion_id = p_id AND p.reemplazo_estado IN ('borrador', 'pedido', 'recibido')
$$;
--> statement-breakpoint
-- Decision 068's rule (domain/pedido-tienda.ts): a draft order the store has not completed.
CREATE FUNCTION "resultados_espera_de"(p_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "envios" e WHERE e.colaboracion_id = p_id AND e.order_id IS NULL)
$$;
--> statement-breakpoint
CREATE FUNCTION "resultados_colaboracion_insertar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "resultados_colaboraciones" ("colaboracion_id", "enviada_at", "mes", "producto_clave", "titulo", "colaboradora_id", "marca", "producto",
    "costo_centavos", "costo_moneda", "archivos", "utiles", "reemplazos", "reemplazos_centavos", "reemplazos_moneda", "espera_pedido")
  VALUES (NEW.id, NEW.enviada_at, resultados_mes(NEW.enviada_at), coalesce(NEW.shopify_product_id, NEW.titulo), NEW.titulo, NEW.colaboradora_id, NEW.marca, NEW.producto,
    ((NEW.costo_unitario + NEW.costo_envio) * 100)::bigint, NEW.costo_moneda, 0, 0, 0, 0, NULL, false);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "resultados_colaboracion_actualizar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "resultados_colaboraciones" SET "enviada_at" = NEW.enviada_at, "mes" = resultados_mes(NEW.enviada_at),
    "producto_clave" = coalesce(NEW.shopify_product_id, NEW.titulo), "titulo" = NEW.titulo, "colaboradora_id" = NEW.colaboradora_id,
    "marca" = NEW.marca, "producto" = NEW.producto, "costo_centavos" = ((NEW.costo_unitario + NEW.costo_envio) * 100)::bigint, "costo_moneda" = NEW.costo_moneda
  WHERE "colaboracion_id" = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "resultados_colaboracion_insert" AFTER INSERT ON "colaboraciones"
  FOR EACH ROW EXECUTE FUNCTION "resultados_colaboracion_insertar"();
--> statement-breakpoint
-- Only the columns the row copies: the many other updates of a collaboration (its state, its dates) skip it.
CREATE TRIGGER "resultados_colaboracion_update" AFTER UPDATE OF "enviada_at", "titulo", "shopify_product_id", "colaboradora_id", "marca", "producto", "costo_unitario", "costo_envio", "costo_moneda" ON "colaboraciones"
  FOR EACH ROW WHEN (OLD.enviada_at IS DISTINCT FROM NEW.enviada_at OR OLD.titulo IS DISTINCT FROM NEW.titulo
    OR OLD.shopify_product_id IS DISTINCT FROM NEW.shopify_product_id OR OLD.colaboradora_id IS DISTINCT FROM NEW.colaboradora_id
    OR OLD.marca IS DISTINCT FROM NEW.marca OR OLD.producto IS DISTINCT FROM NEW.producto OR OLD.costo_unitario IS DISTINCT FROM NEW.costo_unitario
    OR OLD.costo_envio IS DISTINCT FROM NEW.costo_envio OR OLD.costo_moneda IS DISTINCT FROM NEW.costo_moneda)
  EXECUTE FUNCTION "resultados_colaboracion_actualizar"();
--> statement-breakpoint
-- The files' counter row (decision 055) is itself kept by deltas under its own row lock: copy it.
CREATE FUNCTION "resultados_archivos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.colaboracion_id IS DISTINCT FROM NEW.colaboracion_id) THEN
    UPDATE "resultados_colaboraciones" SET "archivos" = 0, "utiles" = 0 WHERE "colaboracion_id" = OLD.colaboracion_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "resultados_colaboraciones" SET "archivos" = NEW.archivos, "utiles" = NEW.utiles WHERE "colaboracion_id" = NEW.colaboracion_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "resultados_archivos" AFTER INSERT OR UPDATE OR DELETE ON "colaboracion_archivos"
  FOR EACH ROW EXECUTE FUNCTION "resultados_archivos"();
--> statement-breakpoint
CREATE FUNCTION "resultados_reemplazos_recontar"(p_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The lock first, the count in the next statement (see above). No row: the collaboration is being deleted.
  PERFORM 1 FROM "resultados_colaboraciones" WHERE "colaboracion_id" = p_id FOR UPDATE;
  UPDATE "resultados_colaboraciones" rc SET "reemplazos" = r.n, "reemplazos_centavos" = r.centavos, "reemplazos_moneda" = r.moneda
  FROM resultados_reemplazos_de(p_id) r WHERE rc.colaboracion_id = p_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "resultados_reemplazos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM resultados_reemplazos_recontar(OLD.colaboracion_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.colaboracion_id IS DISTINCT FROM NEW.colaboracion_id) THEN
    PERFORM resultados_reemplazos_recontar(NEW.colaboracion_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "resultados_reemplazos_insert_delete" AFTER INSERT OR DELETE ON "problemas"
  FOR EACH ROW EXECUTE FUNCTION "resultados_reemplazos"();
--> statement-breakpoint
CREATE TRIGGER "resultados_reemplazos_update" AFTER UPDATE OF "colaboracion_id", "reemplazo_estado", "costo_unitario", "costo_envio", "costo_moneda" ON "problemas"
  FOR EACH ROW WHEN (OLD.colaboracion_id IS DISTINCT FROM NEW.colaboracion_id OR OLD.reemplazo_estado IS DISTINCT FROM NEW.reemplazo_estado
    OR OLD.costo_unitario IS DISTINCT FROM NEW.costo_unitario OR OLD.costo_envio IS DISTINCT FROM NEW.costo_envio OR OLD.costo_moneda IS DISTINCT FROM NEW.costo_moneda)
  EXECUTE FUNCTION "resultados_reemplazos"();
--> statement-breakpoint
CREATE FUNCTION "resultados_espera_recontar"(p_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "resultados_colaboraciones" WHERE "colaboracion_id" = p_id FOR UPDATE;
  UPDATE "resultados_colaboraciones" SET "espera_pedido" = resultados_espera_de(p_id) WHERE "colaboracion_id" = p_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "resultados_espera"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM resultados_espera_recontar(OLD.colaboracion_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD.colaboracion_id IS DISTINCT FROM NEW.colaboracion_id) THEN
    PERFORM resultados_espera_recontar(NEW.colaboracion_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "resultados_espera_insert_delete" AFTER INSERT OR DELETE ON "envios"
  FOR EACH ROW EXECUTE FUNCTION "resultados_espera"();
--> statement-breakpoint
-- Tracking and fulfilment updates of an envío (the many) skip it: only its order and its collaboration count.
CREATE TRIGGER "resultados_espera_update" AFTER UPDATE OF "colaboracion_id", "order_id" ON "envios"
  FOR EACH ROW WHEN (OLD.colaboracion_id IS DISTINCT FROM NEW.colaboracion_id OR (OLD.order_id IS NULL) IS DISTINCT FROM (NEW.order_id IS NULL))
  EXECUTE FUNCTION "resultados_espera"();
--> statement-breakpoint
INSERT INTO "resultados_colaboraciones" ("colaboracion_id", "enviada_at", "mes", "producto_clave", "titulo", "colaboradora_id", "marca", "producto",
  "costo_centavos", "costo_moneda", "archivos", "utiles", "reemplazos", "reemplazos_centavos", "reemplazos_moneda", "espera_pedido")
SELECT col.id, col.enviada_at, resultados_mes(col.enviada_at), coalesce(col.shopify_product_id, col.titulo), col.titulo, col.colaboradora_id, col.marca, col.producto,
  ((col.costo_unitario + col.costo_envio) * 100)::bigint, col.costo_moneda, coalesce(ca.archivos, 0), coalesce(ca.utiles, 0),
  r.n, r.centavos, r.moneda, resultados_espera_de(col.id)
FROM "colaboraciones" col
LEFT JOIN "colaboracion_archivos" ca ON ca.colaboracion_id = col.id
CROSS JOIN LATERAL resultados_reemplazos_de(col.id) r;
