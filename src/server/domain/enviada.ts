import { eq, sql } from 'drizzle-orm';
import { ENVIADA_ESTADOS } from '../../shared/schemas/resultados';
import type { Estado } from '../../shared/domain/estado';
import type { Db, Tx } from '../db/client';
import { SETTING_KEYS } from '../db/app-settings';
import { colaboraciones } from '../db/schema';

/**
 * The moment her item leaves the store (issue 20, decision 053): the first step into logistica or later.
 * Resultados counts a collaboration in the range holding enviada_at, and its shipping cost is the
 * brand's 'Costo de envío por pedido' of that moment, copied here, so changing the setting later leaves
 * the months already counted alone. Both only once: a row already shipped keeps its date and cost.
 */
export function isEnviada(estado: Estado): boolean {
  return (ENVIADA_ESTADOS as readonly Estado[]).includes(estado);
}

/** The columns to add to the UPDATE that moves a collaboration into `to` (in the same statement). */
export function marcaEnvio(to: Estado) {
  if (!isEnviada(to)) return {};
  return {
    enviadaAt: sql`coalesce(colaboraciones.enviada_at, now())`,
    // An UPDATE reads the old row: enviada_at IS NULL is "shipping now". A cost already known (set by
    // hand or by the store) wins over the setting.
    costoEnvio: sql`CASE WHEN colaboraciones.enviada_at IS NULL AND colaboraciones.costo_envio IS NULL
      THEN (SELECT (s.value #>> '{}')::numeric(12,2) FROM app_settings s WHERE s.key = ${SETTING_KEYS.costoEnvioPedido})
      ELSE colaboraciones.costo_envio END`,
  };
}

/** For a collaboration created directly in a shipped state (Nueva, import). */
export async function marcarEnviada(db: Db | Tx, colaboracionId: string, estado: Estado): Promise<void> {
  if (!isEnviada(estado)) return;
  await db.update(colaboraciones).set(marcaEnvio(estado)).where(eq(colaboraciones.id, colaboracionId));
}
