CREATE TABLE "venta_comisiones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"movimiento_id" uuid NOT NULL,
	"venta_id" uuid NOT NULL,
	"colaboradora_id" uuid,
	"importe_cents" bigint NOT NULL,
	"moneda" text NOT NULL,
	"disponible_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venta_comisiones_movimiento_id_unique" UNIQUE("movimiento_id")
);
--> statement-breakpoint
CREATE TABLE "venta_movimientos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"tipo" text NOT NULL,
	"fuente_id" text NOT NULL,
	"importe_cents" bigint NOT NULL,
	"moneda" text NOT NULL,
	"ocurrido_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venta_movimientos_tipo_check" CHECK (tipo IN ('venta', 'reembolso', 'cancelacion', 'ajuste')),
	CONSTRAINT "venta_movimientos_moneda_check" CHECK (moneda ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "venta_pago_comisiones" (
	"pago_id" uuid NOT NULL,
	"comision_id" uuid PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venta_productos" (
	"venta_id" uuid NOT NULL,
	"line_item_id" text NOT NULL,
	"producto_id" text,
	"variante_id" text,
	"titulo" text NOT NULL,
	"cantidad" integer NOT NULL,
	"importe_cents" bigint NOT NULL,
	"sembrado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "venta_productos_venta_id_line_item_id_pk" PRIMARY KEY("venta_id","line_item_id")
);
--> statement-breakpoint
CREATE TABLE "ventas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"codigo_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"colaboradora_id" uuid,
	"colaboradora_nombre" text NOT NULL,
	"ocurrida_at" timestamp with time zone NOT NULL,
	"pagada_at" timestamp with time zone,
	"cancelada_at" timestamp with time zone,
	"moneda" text NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"descuento_cents" bigint NOT NULL,
	"ciudad" text,
	"comision_bp" integer NOT NULL,
	"dias_retencion" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "ventas_moneda_check" CHECK (moneda ~ '^[A-Z]{3}$'),
	CONSTRAINT "ventas_descuento_check" CHECK (descuento_cents >= 0),
	CONSTRAINT "ventas_comision_check" CHECK (comision_bp BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "ventas_codigos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboradora_id" uuid,
	"colaboradora_nombre" text NOT NULL,
	"codigo" text,
	"discount_id" text,
	"estado" text DEFAULT 'creando' NOT NULL,
	"descuento_porcentaje" integer NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_codigos_discount_id_unique" UNIQUE("discount_id"),
	CONSTRAINT "ventas_codigos_estado_check" CHECK (estado IN ('creando', 'activo', 'inactivo', 'eliminado_en_tienda', 'cambiado_en_tienda', 'reemplazado', 'error')),
	CONSTRAINT "ventas_codigos_descuento_check" CHECK (descuento_porcentaje BETWEEN 1 AND 99),
	CONSTRAINT "ventas_codigos_codigo_check" CHECK (codigo IS NULL OR codigo ~ '^[A-Z0-9]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "ventas_datos_pago" (
	"colaboradora_id" uuid PRIMARY KEY NOT NULL,
	"clabe" text NOT NULL,
	"titular" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_datos_pago_clabe_check" CHECK (clabe ~ '^[0-9]{18}$')
);
--> statement-breakpoint
CREATE TABLE "ventas_pagos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colaboradora_id" uuid,
	"colaboradora_nombre" text NOT NULL,
	"moneda" text NOT NULL,
	"monto_cents" bigint NOT NULL,
	"fecha" text NOT NULL,
	"referencia" text NOT NULL,
	"registrado_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ventas_pagos_monto_check" CHECK (monto_cents > 0),
	CONSTRAINT "ventas_pagos_fecha_check" CHECK (fecha ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "avisos" DROP CONSTRAINT "avisos_tipo_check";--> statement-breakpoint
ALTER TABLE "venta_comisiones" ADD CONSTRAINT "venta_comisiones_movimiento_id_venta_movimientos_id_fk" FOREIGN KEY ("movimiento_id") REFERENCES "public"."venta_movimientos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_comisiones" ADD CONSTRAINT "venta_comisiones_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_comisiones" ADD CONSTRAINT "venta_comisiones_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pago_comisiones" ADD CONSTRAINT "venta_pago_comisiones_pago_id_ventas_pagos_id_fk" FOREIGN KEY ("pago_id") REFERENCES "public"."ventas_pagos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_pago_comisiones" ADD CONSTRAINT "venta_pago_comisiones_comision_id_venta_comisiones_id_fk" FOREIGN KEY ("comision_id") REFERENCES "public"."venta_comisiones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venta_productos" ADD CONSTRAINT "venta_productos_venta_id_ventas_id_fk" FOREIGN KEY ("venta_id") REFERENCES "public"."ventas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_codigo_id_ventas_codigos_id_fk" FOREIGN KEY ("codigo_id") REFERENCES "public"."ventas_codigos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas" ADD CONSTRAINT "ventas_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_codigos" ADD CONSTRAINT "ventas_codigos_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_datos_pago" ADD CONSTRAINT "ventas_datos_pago_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_colaboradora_id_colaboradoras_id_fk" FOREIGN KEY ("colaboradora_id") REFERENCES "public"."colaboradoras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventas_pagos" ADD CONSTRAINT "ventas_pagos_registrado_por_profiles_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venta_comisiones_colaboradora_idx" ON "venta_comisiones" USING btree ("colaboradora_id","moneda");--> statement-breakpoint
CREATE UNIQUE INDEX "venta_movimientos_fuente_idx" ON "venta_movimientos" USING btree ("tipo","fuente_id");--> statement-breakpoint
CREATE INDEX "venta_movimientos_order_idx" ON "venta_movimientos" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "venta_pago_comisiones_pago_idx" ON "venta_pago_comisiones" USING btree ("pago_id");--> statement-breakpoint
CREATE INDEX "venta_productos_producto_idx" ON "venta_productos" USING btree ("producto_id");--> statement-breakpoint
CREATE INDEX "ventas_colaboradora_idx" ON "ventas" USING btree ("colaboradora_id","ocurrida_at");--> statement-breakpoint
CREATE INDEX "ventas_codigo_idx" ON "ventas" USING btree ("codigo_id","ocurrida_at");--> statement-breakpoint
CREATE INDEX "ventas_ocurrida_idx" ON "ventas" USING btree ("ocurrida_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_codigos_codigo_idx" ON "ventas_codigos" USING btree ("codigo") WHERE codigo IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_codigos_actual_idx" ON "ventas_codigos" USING btree ("colaboradora_id") WHERE colaboradora_id IS NOT NULL AND estado NOT IN ('reemplazado', 'error');--> statement-breakpoint
CREATE UNIQUE INDEX "ventas_pagos_referencia_idx" ON "ventas_pagos" USING btree ("colaboradora_id","referencia");--> statement-breakpoint
CREATE INDEX "ventas_pagos_colaboradora_idx" ON "ventas_pagos" USING btree ("colaboradora_id","created_at");--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_tipo_check" CHECK (tipo IN ('rol_asignado', 'solicitud_nueva', 'pedido_listo', 'pedido_enviado', 'cambios_solicitados', 'entrega_calificada', 'entrega_aprobada', 'entrega_en_revision', 'recordatorio_previo', 'recordatorio_vence', 'recordatorio_vencida', 'vencidas_resumen', 'codigo_listo', 'primera_venta', 'pago_registrado', 'fuga_codigo'));--> statement-breakpoint
-- Custom SQL (issue 27, decision 063): the sales ledger, the commissions and what payouts cover are append
-- only. A correction is a new row (a refund, a cancellation, an adjustment), never an edit: every peso keeps
-- its source. Deleting a creator sets colaboradora_id NULL on the commission rows (a foreign-key action,
-- allowed); any other UPDATE or a DELETE is refused.
CREATE FUNCTION "ventas_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'venta_comisiones'
     AND NEW.colaboradora_id IS NULL AND OLD.colaboradora_id IS NOT NULL
     AND NEW.id = OLD.id AND NEW.movimiento_id = OLD.movimiento_id AND NEW.venta_id = OLD.venta_id
     AND NEW.importe_cents = OLD.importe_cents AND NEW.moneda = OLD.moneda AND NEW.disponible_at = OLD.disponible_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append only', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "venta_movimientos_solo_agregar" BEFORE UPDATE OR DELETE ON "venta_movimientos"
  FOR EACH ROW EXECUTE FUNCTION "ventas_solo_agregar"();
--> statement-breakpoint
CREATE TRIGGER "venta_comisiones_solo_agregar" BEFORE UPDATE OR DELETE ON "venta_comisiones"
  FOR EACH ROW EXECUTE FUNCTION "ventas_solo_agregar"();
--> statement-breakpoint
CREATE TRIGGER "venta_pago_comisiones_solo_agregar" BEFORE UPDATE OR DELETE ON "venta_pago_comisiones"
  FOR EACH ROW EXECUTE FUNCTION "ventas_solo_agregar"();
