import { z } from 'zod';
import { ERROR_MESSAGES } from '../../shared/errors';
import type { PermisoFaltante } from '../../shared/schemas/ventas';
import { safeHttpUrl } from '../../shared/safe-url';
import type { Db } from '../db/client';
import type { ShopifyClient } from '../shopify/client';
import { reanudarCodigos } from './codigos';
import { guardarEstadoTienda, leerEstadoTienda, leerPrograma } from './programa';

/**
 * The store check for sales attribution (issue 27 item 1), part of 'Probar conexión' and of saving the
 * program: currentAppInstallation.accessScopes against what is switched on, each missing scope named in
 * Spanish; shop.primaryDomain.url, the base of every share link. Codes pause while write_discounts is
 * missing, and the ones that waited are asked for again once it is back.
 */
const reply = z.object({
  shop: z.object({ primaryDomain: z.object({ url: z.string() }) }),
  currentAppInstallation: z.object({ accessScopes: z.array(z.object({ handle: z.string() })) }),
});

export function permisosQueFaltan(scopes: readonly string[], activo: boolean): PermisoFaltante[] {
  if (!activo) return [];
  const tiene = new Set(scopes);
  const faltan: PermisoFaltante[] = [];
  if (!tiene.has('write_discounts')) faltan.push({ scope: 'write_discounts', mensaje: ERROR_MESSAGES.STORE_SCOPE_DISCOUNTS });
  if (!tiene.has('read_orders') && !tiene.has('write_orders')) faltan.push({ scope: 'read_orders', mensaje: ERROR_MESSAGES.STORE_SCOPE_ORDERS });
  return faltan;
}

export async function verificarTienda(db: Db, client: ShopifyClient): Promise<PermisoFaltante[]> {
  const r = await client.request('ShopStorefront', {}, reply);
  const programa = await leerPrograma(db);
  const faltan = permisosQueFaltan(
    r.currentAppInstallation.accessScopes.map((s) => s.handle),
    programa.activo,
  );
  const antes = await leerEstadoTienda(db);
  const pausados = faltan.some((f) => f.scope === 'write_discounts') ? ERROR_MESSAGES.CODIGOS_PAUSADOS : null;
  await guardarEstadoTienda(db, { codigosPausados: pausados, permisosFaltantes: faltan, tiendaUrl: safeHttpUrl(r.shop.primaryDomain.url) ?? antes.tiendaUrl ?? null });
  if (antes.codigosPausados && !pausados) await reanudarCodigos(db);
  return faltan;
}
