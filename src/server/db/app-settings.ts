import { eq } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { appSettings } from './schema';

/** The app_settings keys; one place, because an admin writes them in one feature and others read them. */
export const SETTING_KEYS = {
  /** The references gallery URL, saved in Configuración and read by the creator portal. */
  referenciasUrl: 'referencias_url',
  /** The store's currency (shop.currencyCode, ISO 4217), read on connection, on test and on every inventory sync. */
  monedaTienda: 'moneda_tienda',
  /**
   * What the brand pays to ship one order (issue 20), in the store's currency: copied onto a
   * collaboration when its item ships (domain/transition.ts), so a later change leaves history alone.
   */
  costoEnvioPedido: 'costo_envio_pedido',
  /** Programa de ventas (issue 27): discount, commission, hold, when a creator gets her code. */
  ventasPrograma: 'ventas_programa',
  /** What the last store check found: codes paused (write_discounts refused), scopes missing. */
  ventasTienda: 'ventas_tienda',
  /** What she reads when the old piece must come back (issue 29), written in Configuración. */
  instruccionesDevolucion: 'instrucciones_devolucion',
  /** The reconciliation poll's high-water mark (the newest updatedAt it read). */
  ventasPollDesde: 'ventas_poll_desde',
} as const;

export async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/** Saves a setting; null clears it (the row goes: a missing row and a cleared one read the same). userId null: the app itself (a sync). */
export async function writeSetting(db: Db | Tx, key: string, value: unknown, userId: string | null): Promise<void> {
  if (value === null || value === undefined) {
    await db.delete(appSettings).where(eq(appSettings.key, key));
    return;
  }
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy: userId, updatedAt: new Date() } });
}
