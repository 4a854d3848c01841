import { desc, eq } from 'drizzle-orm';
import type { preguntasInputSchema} from '../../../shared/schemas/aplicaciones';
import { PREGUNTAS_POR_DEFECTO, type Pregunta, type PreguntasResponse } from '../../../shared/schemas/aplicaciones';
import type { z } from '../../../shared/schemas/zod';
import { AppError } from '../../app-error';
import type { Db, Tx } from '../../db/client';
import { aplicacionFormularios, profiles } from '../../db/schema';
import type { ServiceContext } from '../../http/service-context';

type Queryable = Db | Tx;

/**
 * The application's questions, edited in Configuración (decision 079). Each save is a new version
 * (append-only): /aplica asks the newest; a page opened earlier keeps the version it showed (named in
 * its signed ficha), so her answers are checked against the questions she read.
 */
export interface SetDePreguntas {
  version: number;
  preguntas: Pregunta[];
}

const DEFAULTS: SetDePreguntas = { version: 0, preguntas: PREGUNTAS_POR_DEFECTO };

export async function preguntasActuales(db: Queryable): Promise<SetDePreguntas> {
  const [row] = await db
    .select({ version: aplicacionFormularios.version, preguntas: aplicacionFormularios.preguntas })
    .from(aplicacionFormularios)
    .orderBy(desc(aplicacionFormularios.version))
    .limit(1);
  return row ?? DEFAULTS;
}

/** One version (0: the defaults); null when there is no such version. */
export async function preguntasDeVersion(db: Queryable, version: number): Promise<SetDePreguntas | null> {
  if (version === 0) return DEFAULTS;
  const [row] = await db
    .select({ version: aplicacionFormularios.version, preguntas: aplicacionFormularios.preguntas })
    .from(aplicacionFormularios)
    .where(eq(aplicacionFormularios.version, version));
  return row ?? null;
}

/** GET /api/aplicaciones/preguntas (admin and tienda): the current set, who saved it and when. */
export async function leerPreguntas({ db }: Pick<ServiceContext, 'db'>): Promise<PreguntasResponse> {
  const [row] = await db
    .select({
      version: aplicacionFormularios.version,
      preguntas: aplicacionFormularios.preguntas,
      createdAt: aplicacionFormularios.createdAt,
      por: profiles.fullName,
    })
    .from(aplicacionFormularios)
    .leftJoin(profiles, eq(profiles.id, aplicacionFormularios.createdBy))
    .orderBy(desc(aplicacionFormularios.version))
    .limit(1);
  if (!row) return { ...DEFAULTS, actualizadoAt: null, actualizadoPor: null };
  return { version: row.version, preguntas: row.preguntas, actualizadoAt: row.createdAt.toISOString(), actualizadoPor: row.por };
}

/**
 * PUT /api/aplicaciones/preguntas (admin): saves the set as the next version of the one the editor
 * started from. The primary key decides between two admins saving at once: the second is told to reload.
 */
export async function guardarPreguntas(
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  input: z.output<typeof preguntasInputSchema>,
): Promise<PreguntasResponse> {
  const actual = await preguntasActuales(db);
  if (input.version !== actual.version) throw new AppError('APLICACION_PREGUNTAS_CAMBIARON');
  const preguntas: Pregunta[] = input.preguntas.map((p) => ({
    id: p.id,
    etiqueta: p.etiqueta,
    tipo: p.tipo,
    requerida: p.requerida,
    oculta: p.oculta,
    opciones: p.tipo === 'opcion' ? p.opciones : [],
  }));
  const rows = await db
    .insert(aplicacionFormularios)
    .values({ version: input.version + 1, preguntas, createdBy: actor.userId })
    .onConflictDoNothing({ target: aplicacionFormularios.version })
    .returning({ version: aplicacionFormularios.version });
  if (rows.length === 0) throw new AppError('APLICACION_PREGUNTAS_CAMBIARON');
  return leerPreguntas({ db });
}
