import { z } from './zod';
import { PROFILE_COMPLETENESS_FIELDS } from '../domain/limits';
import { TALLAS } from '../domain/options';
import { EQUIPOS, ESTADOS_MEXICO } from '../domain/perfil-options';
import { optionalMedidaCm } from './colaboracion';

/**
 * Mi Perfil (spec §5 profile rules): nombre is required; edad is parsed as an integer or null; an empty
 * equipo becomes null. Her own cintura, cadera and usual talla feed the fit hints on available items.
 */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : (v ?? null));
const text = (max: number, label: string) =>
  z.preprocess(emptyToNull, z.string().max(max, `${label} debe tener como máximo ${max} caracteres`).nullable());
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToNull, z.enum(values, { error: message }).nullable());

export const perfilInputSchema = z.object({
  nombre: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: 'El nombre es requerido' }).min(1, 'El nombre es requerido').max(100, 'El nombre debe tener como máximo 100 caracteres')),
  apellidos: text(100, 'Los apellidos'),
  edad: z.preprocess(
    (v) => {
      const value = emptyToNull(v);
      // A sign is read too, so −3 meets the range rule ('Debes tener al menos 13 años'), not the integer one.
      return typeof value === 'string' && /^[-+]?\d+$/.test(value) ? Number.parseInt(value, 10) : value;
    },
    z.number({ error: 'La edad debe ser un número entero' }).int('La edad debe ser un número entero').min(13, 'Debes tener al menos 13 años').max(120, 'Revisa tu edad').nullable(),
  ),
  ciudad: text(100, 'La ciudad'),
  estado: oneOf(ESTADOS_MEXICO, 'Selecciona un estado de México'),
  // Stored without the '@' so the handle reads the same everywhere.
  instagram: z.preprocess(
    (v) => (typeof v === 'string' ? emptyToNull(v.trim().replace(/^@+/, '')) : emptyToNull(v)),
    z.string().regex(/^[A-Za-z0-9._]{1,30}$/, 'Escribe tu usuario de Instagram, por ejemplo @tu.usuario').nullable(),
  ),
  equipo: oneOf(EQUIPOS, 'Selecciona tu equipo de grabación'),
  categoria: text(50, 'La categoría'),
  bio: text(500, 'La biografía'),
  cintura: optionalMedidaCm('cintura'),
  cadera: optionalMedidaCm('cadera'),
  talla: oneOf(TALLAS, 'Selecciona una talla'),
});
export type PerfilInput = z.infer<typeof perfilInputSchema>;
export type PerfilFormValues = z.input<typeof perfilInputSchema>;

export const perfilSchema = z.object({
  id: z.string(),
  email: z.string(),
  nombre: z.string(),
  apellidos: z.string().nullable(),
  edad: z.number().nullable(),
  ciudad: z.string().nullable(),
  estado: z.string().nullable(),
  instagram: z.string().nullable(),
  equipo: z.string().nullable(),
  categoria: z.string().nullable(),
  bio: z.string().nullable(),
  cintura: z.number().nullable(),
  cadera: z.number().nullable(),
  talla: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Spec §9: share of the 8 completeness fields filled, rounded, 0-100. */
  completitud: z.number(),
});
export type Perfil = z.infer<typeof perfilSchema>;
export const perfilResponseSchema = z.object({ perfil: perfilSchema });

/** Spec §9: completeness over nombre, edad, ciudad, estado, instagram, categoria, avatar_url, bio, rounded. */
export function profileCompleteness(values: Record<(typeof PROFILE_COMPLETENESS_FIELDS)[number], unknown>): number {
  const filled = PROFILE_COMPLETENESS_FIELDS.filter((f) => {
    const v = values[f];
    return v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');
  }).length;
  return Math.round((filled / PROFILE_COMPLETENESS_FIELDS.length) * 100);
}
