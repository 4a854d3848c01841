CREATE TABLE "ventas_mensuales" (
	"mes" text NOT NULL,
	"codigo_id" uuid NOT NULL,
	"moneda" text NOT NULL,
	"pedidos" integer NOT NULL,
	"ingreso_cents" bigint NOT NULL,
	"descuento_cents" bigint NOT NULL,
	CONSTRAINT "ventas_mensuales_mes_codigo_id_moneda_pk" PRIMARY KEY("mes","codigo_id","moneda")
);
--> statement-breakpoint
ALTER TABLE "ventas" ADD COLUMN "neto_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ventas_mensuales" ADD CONSTRAINT "ventas_mensuales_codigo_id_ventas_codigos_id_fk" FOREIGN KEY ("codigo_id") REFERENCES "public"."ventas_codigos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venta_comisiones_venta_idx" ON "venta_comisiones" USING btree ("venta_id");--> statement-breakpoint
-- Custom SQL (issue 27, decision 066): each sale's net and the monthly figures, kept in the transaction
-- that writes the rows they count, whoever writes them (webhooks, the poll, a backfill). A sale counts in
-- its Mexico City month once paid; its net is the sum of its order's ledger rows, whenever they arrive
-- (a refund may come before its order: the sale starts from what the ledger already holds).
UPDATE "ventas" v SET "neto_cents" = m.neto
FROM (SELECT "order_id", sum("importe_cents") AS neto FROM "venta_movimientos" GROUP BY "order_id") m
WHERE m."order_id" = v."order_id";
--> statement-breakpoint
INSERT INTO "ventas_mensuales" ("mes", "codigo_id", "moneda", "pedidos", "ingreso_cents", "descuento_cents")
SELECT to_char("ocurrida_at" AT TIME ZONE 'America/Mexico_City', 'YYYY-MM'), "codigo_id", "moneda", count(*), sum("neto_cents"), sum("descuento_cents")
FROM "ventas" WHERE "pagada_at" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "ventas_mensuales_sumar"(p_ocurrida timestamptz, p_codigo uuid, p_moneda text, p_pedidos integer, p_ingreso bigint, p_descuento bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "ventas_mensuales" ("mes", "codigo_id", "moneda", "pedidos", "ingreso_cents", "descuento_cents")
  VALUES (to_char(p_ocurrida AT TIME ZONE 'America/Mexico_City', 'YYYY-MM'), p_codigo, p_moneda, p_pedidos, p_ingreso, p_descuento)
  ON CONFLICT ("mes", "codigo_id", "moneda") DO UPDATE SET
    "pedidos" = "ventas_mensuales"."pedidos" + excluded."pedidos",
    "ingreso_cents" = "ventas_mensuales"."ingreso_cents" + excluded."ingreso_cents",
    "descuento_cents" = "ventas_mensuales"."descuento_cents" + excluded."descuento_cents"
$$;
--> statement-breakpoint
CREATE FUNCTION "ventas_neto_inicial"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."neto_cents" := coalesce((SELECT sum("importe_cents") FROM "venta_movimientos" WHERE "order_id" = NEW."order_id"), 0);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ventas_neto_inicial" BEFORE INSERT ON "ventas" FOR EACH ROW EXECUTE FUNCTION "ventas_neto_inicial"();
--> statement-breakpoint
CREATE FUNCTION "ventas_contar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."pagada_at" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."pagada_at" IS NULL) THEN
    PERFORM "ventas_mensuales_sumar"(NEW."ocurrida_at", NEW."codigo_id", NEW."moneda", 1, NEW."neto_cents", NEW."descuento_cents");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ventas_contar" AFTER INSERT OR UPDATE OF "pagada_at" ON "ventas" FOR EACH ROW EXECUTE FUNCTION "ventas_contar"();
--> statement-breakpoint
CREATE FUNCTION "venta_movimientos_sumar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  UPDATE "ventas" SET "neto_cents" = "neto_cents" + NEW."importe_cents" WHERE "order_id" = NEW."order_id"
    RETURNING "pagada_at", "ocurrida_at", "codigo_id", "moneda" INTO v;
  IF FOUND AND v."pagada_at" IS NOT NULL THEN
    PERFORM "ventas_mensuales_sumar"(v."ocurrida_at", v."codigo_id", v."moneda", 0, NEW."importe_cents", 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "venta_movimientos_sumar" AFTER INSERT ON "venta_movimientos" FOR EACH ROW EXECUTE FUNCTION "venta_movimientos_sumar"();
