import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { DIAS_RETENCION_DEFAULT, ENTREGA_CODIGO, type PermisoFaltante, type ProgramaVentas, type ProgramaVentasInput } from '../../shared/schemas/ventas';
import { SETTING_KEYS, writeSetting } from '../db/app-settings';
import type { Db, Tx } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * The Programa de ventas settings (issue 27 item 1), one app_settings row, and the store's standing for it
 * (codes paused, scopes missing) in another: an admin's save never overwrites what a job found, and back.
 * Commission is kept in basis points (10.5 % = 1050), so money math stays in integers.
 */
const guardado = z.object({
  activo: z.boolean(),
  descuentoPorcentaje: z.number().int(),
  unaVezPorCliente: z.boolean(),
  comisionBp: z.number().int(),
  diasRetencion: z.number().int(),
  entregaCodigo: z.enum(ENTREGA_CODIGO),
});
export type Programa = z.infer<typeof guardado>;

const tienda = z.object({
  codigosPausados: z.string().nullable(),
  /** shop.primaryDomain.url: the base of her share link. */
  tiendaUrl: z.string().nullish(),
  permisosFaltantes: z.array(z.object({ scope: z.string(), mensaje: z.string() })),
});
export type EstadoTienda = z.infer<typeof tienda>;

/** Until an admin saves it: off, 15 % once per customer, no commission, 30 days, at her first approved delivery. */
export const PROGRAMA_POR_OMISION: Programa = {
  activo: false,
  descuentoPorcentaje: 15,
  unaVezPorCliente: true,
  comisionBp: 0,
  diasRetencion: DIAS_RETENCION_DEFAULT,
  entregaCodigo: 'primera_entrega_aprobada',
};

async function leer(db: Db | Tx, key: string): Promise<{ value: unknown; updatedAt: Date } | null> {
  const [row] = await db.select({ value: appSettings.value, updatedAt: appSettings.updatedAt }).from(appSettings).where(eq(appSettings.key, key));
  return row ?? null;
}

/** The program as saved (a setting's value read elsewhere, e.g. inside a larger statement), or the default. */
export function programaDesde(value: unknown): Programa {
  const parsed = guardado.safeParse(value);
  return parsed.success ? parsed.data : PROGRAMA_POR_OMISION;
}

/** The store's standing from its setting's value, or none. */
export function estadoTiendaDesde(value: unknown): EstadoTienda {
  const parsed = tienda.safeParse(value);
  return parsed.success ? parsed.data : { codigosPausados: null, permisosFaltantes: [] };
}

export async function leerPrograma(db: Db | Tx): Promise<Programa & { actualizadoAt: Date | null }> {
  const row = await leer(db, SETTING_KEYS.ventasPrograma);
  const parsed = guardado.safeParse(row?.value);
  return { ...(parsed.success ? parsed.data : PROGRAMA_POR_OMISION), actualizadoAt: parsed.success ? row!.updatedAt : null };
}

export async function leerEstadoTienda(db: Db | Tx): Promise<EstadoTienda> {
  return estadoTiendaDesde((await leer(db, SETTING_KEYS.ventasTienda))?.value);
}

export async function guardarEstadoTienda(db: Db | Tx, estado: EstadoTienda): Promise<void> {
  await writeSetting(db, SETTING_KEYS.ventasTienda, estado, null);
}

/** 10.5 → 1050, exactly (the schema allows two decimals). */
export const porcentajeABp = (pct: number): number => Math.round(pct * 100);
export const bpAPorcentaje = (bp: number): number => bp / 100;

export async function guardarPrograma(db: Db | Tx, input: ProgramaVentasInput, userId: string): Promise<void> {
  const value: Programa = {
    activo: input.activo,
    descuentoPorcentaje: input.descuentoPorcentaje,
    unaVezPorCliente: input.unaVezPorCliente,
    comisionBp: porcentajeABp(input.comisionPorcentaje),
    diasRetencion: input.diasRetencion,
    entregaCodigo: input.entregaCodigo,
  };
  await writeSetting(db, SETTING_KEYS.ventasPrograma, value, userId);
}

export async function programaRespuesta(db: Db | Tx): Promise<ProgramaVentas> {
  const [p, t] = await Promise.all([leerPrograma(db), leerEstadoTienda(db)]);
  return {
    activo: p.activo,
    descuentoPorcentaje: p.descuentoPorcentaje,
    unaVezPorCliente: p.unaVezPorCliente,
    comisionPorcentaje: bpAPorcentaje(p.comisionBp),
    diasRetencion: p.diasRetencion,
    entregaCodigo: p.entregaCodigo,
    codigosPausados: t.codigosPausados,
    permisosFaltantes: t.permisosFaltantes satisfies PermisoFaltante[],
    actualizadoAt: p.actualizadoAt?.toISOString() ?? null,
  };
}
