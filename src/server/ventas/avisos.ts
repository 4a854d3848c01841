import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { avisos, colaboradoras, ventasCodigos } from '../db/schema';
import { notify } from '../avisos/avisar';

/**
 * Sales attribution's notices (issue 27 item 6), through the app's notices, preferences and email
 * (avisos/avisar.ts). Each event has one key, so a retried job or webhook tells a person once.
 * The screens they link to are the web's (Mis ventas, Colaboradoras).
 */
export const MIS_VENTAS_PATH = '/colaboradora/ventas';
const COLABORADORAS_PATH = '/colaboradoras';

async function usuarioDe(db: Db | Tx, colaboradoraId: string): Promise<string | null> {
  const [c] = await db.select({ userId: colaboradoras.userId }).from(colaboradoras).where(eq(colaboradoras.id, colaboradoraId));
  return c?.userId ?? null;
}

export async function avisarCodigoListo(db: Db | Tx, colaboradoraId: string, codigoId: string, codigo: string, descuento: number): Promise<void> {
  const usuario = await usuarioDe(db, colaboradoraId);
  if (!usuario) return;
  await notify(db, { usuarios: [usuario] }, {
    tipo: 'codigo_listo',
    clave: `codigo_listo:${codigoId}`,
    titulo: 'Tu código de descuento está listo',
    cuerpo: `Tu código ${codigo} da ${descuento} % de descuento en la tienda. Compártelo con tu enlace: cada compra con tu código cuenta como tuya.`,
    enlace: MIS_VENTAS_PATH,
    datos: { codigo },
  });
}

/** Her first sale ever (the key is hers, not the sale's: a second sale finds the row and adds nothing). */
export async function avisarPrimeraVenta(db: Db | Tx, colaboradoraId: string, ventaId: string): Promise<void> {
  const clave = `primera_venta:${colaboradoraId}`;
  // Every new sale comes here: once she has the notice (all her sales but the first), one indexed read and
  // done, instead of notify's preference read and insert that would add nothing (decision 080).
  const [c] = await db
    .select({
      userId: colaboradoras.userId,
      avisada: sql<boolean>`EXISTS (SELECT 1 FROM ${avisos} a WHERE a.usuario_id = ${colaboradoras.userId} AND a.clave = ${clave})`,
    })
    .from(colaboradoras)
    .where(eq(colaboradoras.id, colaboradoraId));
  const usuario = c?.userId ?? null;
  if (!usuario || c!.avisada) return;
  await notify(db, { usuarios: [usuario] }, {
    tipo: 'primera_venta',
    clave,
    titulo: '¡Tu código hizo su primera venta!',
    cuerpo: 'Alguien compró con tu código. Mira tus ventas y tus ganancias en Mis ventas.',
    enlace: MIS_VENTAS_PATH,
    datos: { ventaId },
  });
}

const pesos = (cents: number, moneda: string) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: moneda, currencyDisplay: 'code' }).format(cents / 100);

export async function avisarPago(db: Db | Tx, colaboradoraId: string, pago: { id: string; montoCents: number; moneda: string; fecha: string; referencia: string }): Promise<void> {
  const usuario = await usuarioDe(db, colaboradoraId);
  if (!usuario) return;
  await notify(db, { usuarios: [usuario] }, {
    tipo: 'pago_registrado',
    clave: `pago_registrado:${pago.id}`,
    titulo: 'Registramos un pago de tus comisiones',
    cuerpo: `Te pagamos ${pesos(pago.montoCents, pago.moneda)} el ${pago.fecha} (referencia ${pago.referencia}).`,
    enlace: MIS_VENTAS_PATH,
    datos: { pagoId: pago.id },
  });
}

export async function avisarFuga(db: Db | Tx, codigoId: string, dia: string, pedidos: number, mediana: number): Promise<void> {
  const [c] = await db.select({ codigo: ventasCodigos.codigo, nombre: ventasCodigos.colaboradoraNombre }).from(ventasCodigos).where(eq(ventasCodigos.id, codigoId));
  if (!c?.codigo) return;
  await notify(db, { roles: ['admin'] }, {
    tipo: 'fuga_codigo',
    clave: `fuga_codigo:${codigoId}:${dia}`,
    titulo: `Posible fuga del código ${c.codigo}`,
    cuerpo: `El código de ${c.nombre} tiene ${pedidos} pedidos hoy (${dia}); su mediana diaria es ${mediana}. Si se publicó en un sitio de cupones, desactívalo desde su perfil.`,
    enlace: COLABORADORAS_PATH,
    datos: { codigoId, codigo: c.codigo, dia, pedidos, mediana },
  });
}
