import { sql, type SQL } from 'drizzle-orm';
import { fechaMexico } from '../../shared/mexico-time';
import type { AnuncioFiltro, Autorizacion, AutorizacionTipo } from '../../shared/schemas/anuncios';

/**
 * Ad authorizations on a collaboration's usage record (issue 30 item 4, decision 073): the SQL Contenido
 * and the reminders share. An authorization runs from the day it was granted for `dias` days; it ends on
 * otorgada_el + dias (Mexico City's calendar) and is valid while today is before that day. Today is
 * computed here, in Mexico City, and passed in: the database names no zone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const venceEl = (otorgadaEl: string, dias: number): string => new Date(Date.parse(`${otorgadaEl}T00:00:00Z`) + dias * DAY_MS).toISOString().slice(0, 10);

export interface AutorizacionRow {
  id: string;
  colaboracionId: string;
  tipo: string;
  codigo: string | null;
  otorgadaEl: string;
  dias: number;
  createdAt: Date;
}

export function presentAutorizacion(r: AutorizacionRow, hoy = fechaMexico()): Autorizacion {
  const vence = venceEl(r.otorgadaEl, r.dias);
  return {
    id: r.id,
    colaboracionId: r.colaboracionId,
    tipo: r.tipo as AutorizacionTipo,
    codigo: r.codigo,
    otorgadaEl: r.otorgadaEl,
    dias: r.dias,
    venceEl: vence,
    vigente: hoy < vence,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Files whose collaboration holds a valid authorization of the kind (or of either, 'cualquiera'). The
 * outer column is spelled out, as usoCondition does (one-table selects drop table names).
 */
export function anuncioCondition(filtro: AnuncioFiltro | undefined, hoy = fechaMexico()): SQL | undefined {
  if (!filtro) return undefined;
  const tipo = filtro === 'cualquiera' ? sql`` : sql` AND aa.tipo = ${filtro}`;
  return sql`EXISTS (SELECT 1 FROM autorizaciones_anuncio aa WHERE aa.colaboracion_id = entregas.colaboracion_id${tipo}
    AND aa.otorgada_el::date + aa.dias > ${hoy}::date)`;
}

/** The valid authorizations of a collaboration as one JSON array (tipo and venceEl), for a select list. */
export const anunciosVigentesDe = (colaboracionIdSql: SQL, hoy = fechaMexico()) => sql<{ tipo: AutorizacionTipo; venceEl: string }[]>`coalesce((
  SELECT json_agg(json_build_object('tipo', aa.tipo, 'venceEl', to_char(aa.otorgada_el::date + aa.dias, 'YYYY-MM-DD')) ORDER BY aa.otorgada_el::date + aa.dias)
  FROM autorizaciones_anuncio aa
  WHERE aa.colaboracion_id = ${colaboracionIdSql} AND aa.otorgada_el::date + aa.dias > ${hoy}::date), '[]'::json)`;
