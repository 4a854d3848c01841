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

--> statement-breakpoint
CREATE TABLE "ventas_productos_mensuales" (
	"mes" text NOT NULL,
	"producto_id" text NOT NULL,
	"moneda" text NOT NULL,
	"pedidos" integer NOT NULL,
	"ingreso_cents" bigint NOT NULL,
	"sembrado_cents" bigint NOT NULL,
	"resto_cents" bigint NOT NULL,
	"titulo" text NOT NULL,
	CONSTRAINT "ventas_productos_mensuales_mes_producto_id_moneda_pk" PRIMARY KEY("mes","producto_id","moneda")
);
--> statement-breakpoint
-- Custom SQL (issue 27, decision 066): the product table's monthly figures, kept in the transaction that
-- writes a sale's lines or changes whether it counts (paid and not cancelled). A sale's part for one
-- product: one order, its lines' amount, and when the product was the one seeded to her, that amount as
-- the seeded part and the rest of the basket (subtotal minus it).
CREATE FUNCTION "ventas_productos_aplicar"(p_venta uuid, p_signo integer, p_sin text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "ventas_productos_mensuales" ("mes", "producto_id", "moneda", "pedidos", "ingreso_cents", "sembrado_cents", "resto_cents", "titulo")
  SELECT to_char(v."ocurrida_at" AT TIME ZONE 'America/Mexico_City', 'YYYY-MM'), lp."producto_id", v."moneda", p_signo,
    p_signo * lp.importe,
    CASE WHEN lp.sembrado THEN p_signo * lp.importe ELSE 0 END,
    CASE WHEN lp.sembrado THEN p_signo * (v."subtotal_cents" - lp.importe) ELSE 0 END,
    lp.titulo
  FROM "ventas" v
  JOIN (SELECT "venta_id", "producto_id", sum("importe_cents") AS importe, bool_or("sembrado") AS sembrado, min("titulo") AS titulo
        FROM "venta_productos"
        WHERE "venta_id" = p_venta AND "producto_id" IS NOT NULL AND NOT ("line_item_id" = ANY (p_sin))
        GROUP BY "venta_id", "producto_id") lp ON lp."venta_id" = v."id"
  WHERE v."id" = p_venta
  ON CONFLICT ("mes", "producto_id", "moneda") DO UPDATE SET
    "pedidos" = "ventas_productos_mensuales"."pedidos" + excluded."pedidos",
    "ingreso_cents" = "ventas_productos_mensuales"."ingreso_cents" + excluded."ingreso_cents",
    "sembrado_cents" = "ventas_productos_mensuales"."sembrado_cents" + excluded."sembrado_cents",
    "resto_cents" = "ventas_productos_mensuales"."resto_cents" + excluded."resto_cents",
    "titulo" = least("ventas_productos_mensuales"."titulo", excluded."titulo")
$$;
--> statement-breakpoint
INSERT INTO "ventas_productos_mensuales" ("mes", "producto_id", "moneda", "pedidos", "ingreso_cents", "sembrado_cents", "resto_cents", "titulo")
SELECT to_char(v."ocurrida_at" AT TIME ZONE 'America/Mexico_City', 'YYYY-MM'), lp."producto_id", v."moneda", count(*),
  sum(lp.importe), coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0), coalesce(sum(v."subtotal_cents" - lp.importe) FILTER (WHERE lp.sembrado), 0), min(lp.titulo)
FROM "ventas" v
JOIN (SELECT "venta_id", "producto_id", sum("importe_cents") AS importe, bool_or("sembrado") AS sembrado, min("titulo") AS titulo
      FROM "venta_productos" WHERE "producto_id" IS NOT NULL GROUP BY "venta_id", "producto_id") lp ON lp."venta_id" = v."id"
WHERE v."pagada_at" IS NOT NULL AND v."cancelada_at" IS NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE FUNCTION "ventas_productos_contar_venta"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antes boolean := TG_OP = 'UPDATE' AND OLD."pagada_at" IS NOT NULL AND OLD."cancelada_at" IS NULL;
  ahora boolean := NEW."pagada_at" IS NOT NULL AND NEW."cancelada_at" IS NULL;
BEGIN
  IF antes <> ahora THEN
    PERFORM "ventas_productos_aplicar"(NEW."id", CASE WHEN ahora THEN 1 ELSE -1 END, '{}');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ventas_productos_contar_venta" AFTER INSERT OR UPDATE OF "pagada_at", "cancelada_at" ON "ventas"
  FOR EACH ROW EXECUTE FUNCTION "ventas_productos_contar_venta"();
--> statement-breakpoint
-- Lines added to a sale that counts: its part before them out, its part with them in.
CREATE FUNCTION "venta_productos_contar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT n."venta_id", array_agg(n."line_item_id") AS nuevas
    FROM "nuevas" n JOIN "ventas" v ON v."id" = n."venta_id"
    WHERE v."pagada_at" IS NOT NULL AND v."cancelada_at" IS NULL
    GROUP BY n."venta_id"
  LOOP
    PERFORM "ventas_productos_aplicar"(r."venta_id", -1, r.nuevas);
    PERFORM "ventas_productos_aplicar"(r."venta_id", 1, '{}');
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "venta_productos_contar" AFTER INSERT ON "venta_productos" REFERENCING NEW TABLE AS "nuevas"
  FOR EACH STATEMENT EXECUTE FUNCTION "venta_productos_contar"();
