import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTREGA_ESTADOS, FEEDBACK_STATUSES, type EntregaEstado, type FeedbackStatus } from '../../../shared/domain/options';
import { UTIL_ENTREGA_ESTADOS, UTIL_FEEDBACKS } from '../../../shared/schemas/resultados';
import { colaboracionArchivos, colaboraciones, entregas } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/context';

/**
 * The per-collaboration counters Resultados reads (decision 055) are kept by triggers on entregas. They
 * must always equal a recount of entregas by the app's own rule of a usable file, whatever writes the
 * files: uploads, ratings, state changes, deletions, a file moved, the collaboration deleted, uploads
 * committing at once.
 */
let ctx: TestContext;

const util = (estado: EntregaEstado, feedback: FeedbackStatus) =>
  (UTIL_ENTREGA_ESTADOS as readonly string[]).includes(estado) && (UTIL_FEEDBACKS as readonly string[]).includes(feedback);

async function colaboracion(titulo: string) {
  const [row] = await ctx.db.insert(colaboraciones).values({ titulo, producto: 'Jeans', estado: 'produccion' }).returning({ id: colaboraciones.id });
  return row!.id;
}

let n = 0;
async function archivo(colaboracionId: string, estado: EntregaEstado, feedbackStatus: FeedbackStatus) {
  n += 1;
  const [row] = await ctx.db
    .insert(entregas)
    .values({ colaboracionId, tipoContenido: 'imagen', estado, feedbackStatus, fileKey: `${colaboracionId}/${n}.jpg` })
    .returning({ id: entregas.id });
  return row!.id;
}

async function contador(colaboracionId: string) {
  const [row] = await ctx.db.select().from(colaboracionArchivos).where(eq(colaboracionArchivos.colaboracionId, colaboracionId));
  return row ? { archivos: row.archivos, utiles: row.utiles } : null;
}

/** Counters that differ from a recount of entregas by the TypeScript rule, for every collaboration. */
async function desacuerdos() {
  const files = await ctx.db.select({ c: entregas.colaboracionId, estado: entregas.estado, feedback: entregas.feedbackStatus }).from(entregas);
  const esperado = new Map<string, { archivos: number; utiles: number }>();
  for (const f of files) {
    const e = esperado.get(f.c) ?? { archivos: 0, utiles: 0 };
    e.archivos += 1;
    if (util(f.estado, f.feedback)) e.utiles += 1;
    esperado.set(f.c, e);
  }
  const counters = await ctx.db.select().from(colaboracionArchivos);
  const out: string[] = [];
  for (const c of counters) {
    const e = esperado.get(c.colaboracionId) ?? { archivos: 0, utiles: 0 };
    if (e.archivos !== c.archivos || e.utiles !== c.utiles) out.push(`${c.colaboracionId}: ${c.archivos}/${c.utiles}, expected ${e.archivos}/${e.utiles}`);
    esperado.delete(c.colaboracionId);
  }
  for (const [id, e] of esperado) out.push(`${id}: no counter, expected ${e.archivos}/${e.utiles}`);
  return out;
}

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx?.close();
});

describe('colaboracion_archivos: files and usable files per collaboration, kept by the database', () => {
  it('counts a file of every estado × rating by the same rule as UTIL_ENTREGA_ESTADOS and UTIL_FEEDBACKS', async () => {
    const c = await colaboracion('Todas las combinaciones');
    let utiles = 0;
    for (const estado of ENTREGA_ESTADOS) {
      for (const feedback of FEEDBACK_STATUSES) {
        await archivo(c, estado, feedback);
        if (util(estado, feedback)) utiles += 1;
      }
    }
    expect(utiles).toBe(4); // aprobado/pendiente × excelente/bueno: the rule is not vacuous
    expect(await contador(c)).toEqual({ archivos: 9, utiles: 4 });
  });

  it('follows every rating and state change of a file, both ways', async () => {
    const c = await colaboracion('Cambios');
    const id = await archivo(c, 'enviado', 'bueno');
    expect(await contador(c)).toEqual({ archivos: 1, utiles: 0 });
    for (const estado of ENTREGA_ESTADOS) {
      for (const feedback of FEEDBACK_STATUSES) {
        await ctx.db.update(entregas).set({ estado, feedbackStatus: feedback }).where(eq(entregas.id, id));
        expect(await contador(c), `${estado}/${feedback}`).toEqual({ archivos: 1, utiles: util(estado, feedback) ? 1 : 0 });
      }
    }
    // A write that leaves estado and rating alone (a comment) does not touch the counter.
    await ctx.db.update(entregas).set({ feedbackComentario: 'Muy bien' }).where(eq(entregas.id, id));
    expect(await contador(c)).toEqual({ archivos: 1, utiles: util('pendiente', 'descartado') ? 1 : 0 });
  });

  it('a deleted file, a file moved to another collaboration, a bulk rating and a deleted collaboration', async () => {
    const a = await colaboracion('A');
    const b = await colaboracion('B');
    const x = await archivo(a, 'aprobado', 'excelente');
    const y = await archivo(a, 'aprobado', 'bueno');
    await archivo(a, 'enviado', 'bueno');
    expect(await contador(a)).toEqual({ archivos: 3, utiles: 2 });

    await ctx.db.delete(entregas).where(eq(entregas.id, x));
    expect(await contador(a)).toEqual({ archivos: 2, utiles: 1 });

    await ctx.db.update(entregas).set({ colaboracionId: b }).where(eq(entregas.id, y));
    expect(await contador(a)).toEqual({ archivos: 1, utiles: 0 });
    expect(await contador(b)).toEqual({ archivos: 1, utiles: 1 });

    // One statement over every file of a collaboration (as staff rate a delivery in one go).
    await ctx.db.update(entregas).set({ estado: 'aprobado', feedbackStatus: 'excelente' }).where(eq(entregas.colaboracionId, a));
    expect(await contador(a)).toEqual({ archivos: 1, utiles: 1 });

    // A collaboration with files cannot be deleted (issue 28: ON DELETE RESTRICT); once its files are gone it can.
    await expect(ctx.db.delete(colaboraciones).where(eq(colaboraciones.id, b))).rejects.toThrow();
    await ctx.db.delete(entregas).where(eq(entregas.colaboracionId, b));
    await ctx.db.delete(colaboraciones).where(eq(colaboraciones.id, b));
    expect(await contador(b)).toBeNull();
    expect(await desacuerdos()).toEqual([]);
  });

  it('uploads committing at the same time each add their own file (no lost update)', async () => {
    const c = await colaboracion('Simultáneas');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.db.transaction(async (tx) => {
          await tx.insert(entregas).values({ colaboracionId: c, tipoContenido: 'imagen', estado: 'aprobado', feedbackStatus: i % 2 ? 'bueno' : 'descartado', fileKey: `${c}/sim-${i}.jpg` });
          // Hold the transaction open a moment so the others overlap it on PostgreSQL.
          await tx.execute(sql`SELECT 1`);
        }),
      ),
    );
    expect(await contador(c)).toEqual({ archivos: 12, utiles: 6 });
    expect(await desacuerdos()).toEqual([]);
  });

  it('the counters never go negative or above the files: the database refuses it', async () => {
    const c = await colaboracion('Restricción');
    await archivo(c, 'aprobado', 'excelente');
    await expect(ctx.db.update(colaboracionArchivos).set({ utiles: 2 }).where(eq(colaboracionArchivos.colaboracionId, c))).rejects.toThrow();
    await expect(ctx.db.update(colaboracionArchivos).set({ archivos: -1, utiles: 0 }).where(eq(colaboracionArchivos.colaboracionId, c))).rejects.toThrow();
  });
});
