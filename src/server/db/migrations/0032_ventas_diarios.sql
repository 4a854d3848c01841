CREATE TABLE "ventas_diarias" (
	"dia" date NOT NULL,
	"codigo_id" uuid NOT NULL,
	"moneda" text NOT NULL,
	"pedidos" integer NOT NULL,
	"ingreso_cents" bigint NOT NULL,
	"descuento_cents" bigint NOT NULL,
	CONSTRAINT "ventas_diarias_dia_codigo_id_moneda_pk" PRIMARY KEY("dia","codigo_id","moneda")
);
--> statement-breakpoint
CREATE TABLE "ventas_productos_diarios" (
	"dia" date NOT NULL,
	"producto_id" text NOT NULL,
	"moneda" text NOT NULL,
	"pedidos" integer NOT NULL,
	"ingreso_cents" bigint NOT NULL,
	"sembrado_cents" bigint NOT NULL,
	"resto_cents" bigint NOT NULL,
	"titulo" text NOT NULL,
	CONSTRAINT "ventas_productos_diarios_dia_producto_id_moneda_pk" PRIMARY KEY("dia","producto_id","moneda")
);
--> statement-breakpoint
ALTER TABLE "ventas_diarias" ADD CONSTRAINT "ventas_diarias_codigo_id_ventas_codigos_id_fk" FOREIGN KEY ("codigo_id") REFERENCES "public"."ventas_codigos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Custom SQL (issue 27, decision 080): the monthly figures of 0024 per Mexico City day too, kept by the same
-- functions (so by the same triggers, in the transaction that writes the counted rows), for the partial
-- months at a range's ends. Backfilled here from the sales, as 0024 backfilled the months.
INSERT INTO "ventas_diarias" ("dia", "codigo_id", "moneda", "pedidos", "ingreso_cents", "descuento_cents")
SELECT ("ocurrida_at" AT TIME ZONE 'America/Mexico_City')::date, "codigo_id", "moneda", count(*), sum("neto_cents"), sum("descuento_cents")
FROM "ventas" WHERE "pagada_at" IS NOT NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "ventas_productos_diarios" ("dia", "producto_id", "moneda", "pedidos", "ingreso_cents", "sembrado_cents", "resto_cents", "titulo")
SELECT (v."ocurrida_at" AT TIME ZONE 'America/Mexico_City')::date, lp."producto_id", v."moneda", count(*),
  sum(lp.importe), coalesce(sum(lp.importe) FILTER (WHERE lp.sembrado), 0), coalesce(sum(v."subtotal_cents" - lp.importe) FILTER (WHERE lp.sembrado), 0), min(lp.titulo)
FROM "ventas" v
JOIN (SELECT "venta_id", "producto_id", sum("importe_cents") AS importe, bool_or("sembrado") AS sembrado, min("titulo") AS titulo
      FROM "venta_productos" WHERE "producto_id" IS NOT NULL GROUP BY "venta_id", "producto_id") lp ON lp."venta_id" = v."id"
WHERE v."pagada_at" IS NOT NULL AND v."cancelada_at" IS NULL
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ventas_mensuales_sumar"(p_ocurrida timestamptz, p_codigo uuid, p_moneda text, p_pedidos integer, p_ingreso bigint, p_descuento bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "ventas_mensuales" ("mes", "codigo_id", "moneda", "pedidos", "ingreso_cents", "descuento_cents")
  VALUES (to_char(p_ocurrida AT TIME ZONE 'America/Mexico_City', 'YYYY-MM'), p_codigo, p_moneda, p_pedidos, p_ingreso, p_descuento)
  ON CONFLICT ("mes", "codigo_id", "moneda") DO UPDATE SET
    "pedidos" = "ventas_mensuales"."pedidos" + excluded."pedidos",
    "ingreso_cents" = "ventas_mensuales"."ingreso_cents" + excluded."ingreso_cents",
    "descuento_cents" = "ventas_mensuales"."descuento_cents" + excluded."descuento_cents";
  INSERT INTO "ventas_diarias" ("dia", "codigo_id", "moneda", "pedidos", "ingreso_cents", "descuento_cents")
  VALUES ((p_ocurrida AT TIME ZONE 'America/Mexico_City')::date, p_codigo, p_moneda, p_pedidos, p_ingreso, p_descuento)
  ON CONFLICT ("dia", "codigo_id", "moneda") DO UPDATE SET
    "pedidos" = "ventas_diarias"."pedidos" + excluded."pedidos",
    "ingreso_cents" = "ventas_diarias"."ingreso_cents" + excluded."ingreso_cents",
    "descuento_cents" = "ventas_diarias"."descuento_cents" + excluded."descuento_cents";
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ventas_productos_aplicar"(p_venta uuid, p_signo integer, p_sin text[]) RETURNS void LANGUAGE sql AS $$
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
    "titulo" = least("ventas_productos_mensuales"."titulo", excluded."titulo");
  INSERT INTO "ventas_productos_diarios" ("dia", "producto_id", "moneda", "pedidos", "ingreso_cents", "sembrado_cents", "resto_cents", "titulo")
  SELECT (v."ocurrida_at" AT TIME ZONE 'America/Mexico_City')::date, lp."producto_id", v."moneda", p_signo,
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
  ON CONFLICT ("dia", "producto_id", "moneda") DO UPDATE SET
    "pedidos" = "ventas_productos_diarios"."pedidos" + excluded."pedidos",
    "ingreso_cents" = "ventas_productos_diarios"."ingreso_cents" + excluded."ingreso_cents",
    "sembrado_cents" = "ventas_productos_diarios"."sembrado_cents" + excluded."sembrado_cents",
    "resto_cents" = "ventas_productos_diarios"."resto_cents" + excluded."resto_cents",
    "titulo" = least("ventas_productos_diarios"."titulo", excluded."titulo");
$$;
