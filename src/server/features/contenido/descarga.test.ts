import { eq } from 'drizzle-orm';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { png } from '../../test/fixtures/images';
import { createTestContext, json, type TestContext } from '../../test/context';

// Issue 18 item 3: staff take a collaboration's files, or what a Contenido filter shows, as one ZIP with
// meaningful names (creadora_producto_fecha_n.ext), streamed from storage.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

type ErrorBody = { error: { code: string; message: string } };

/** The ZIP's entries: name → bytes, read with a real unzip library. */
function unzip(buf: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buf, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

async function collaborationWithFiles(creadora: string, producto: string, files: { bytes: Buffer; ext: string; feedback: 'excelente' | 'bueno'; at: Date }[]) {
  const user = await ctx.loginAs('colaboradora', { name: creadora });
  const [c] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, user.userId));
  await ctx.db.update(colaboradoras).set({ nombre: creadora.split(' ')[0]!, apellidos: creadora.split(' ').slice(1).join(' ') }).where(eq(colaboradoras.id, c!.id));
  const [colab] = await ctx.db.insert(colaboraciones).values({ titulo: producto, producto: 'Jeans', estado: 'revision', colaboradoraId: c!.id }).returning();
  for (const [i, f] of files.entries()) {
    const key = `${colab!.id}/archivo-${i}.${f.ext}`;
    await ctx.storage.put('entregas', key, f.bytes, { contentType: f.ext === 'mp4' ? 'video/mp4' : 'image/png' });
    await ctx.db.insert(entregas).values({
      colaboracionId: colab!.id,
      tipoContenido: f.ext === 'mp4' ? 'video' : 'imagen',
      fileKey: key,
      imagenUrl: `storage://entregas/${key}`,
      estado: f.feedback === 'excelente' ? 'aprobado' : 'pendiente',
      feedbackStatus: f.feedback,
      createdAt: f.at,
    });
  }
  return colab!;
}

describe('ZIP downloads', () => {
  it("a collaboration's files, named creadora_producto_fecha_n, byte for byte", async () => {
    const a = await png(120, 150);
    const b = await png(130, 160);
    const video = Buffer.alloc(300_000, 7);
    const colab = await collaborationWithFiles('Carla Gómez', 'Jeans Campana Balam · Talla 28', [
      { bytes: a, ext: 'png', feedback: 'excelente', at: new Date('2026-10-05T18:00:00Z') },
      { bytes: b, ext: 'png', feedback: 'bueno', at: new Date('2026-10-05T19:00:00Z') },
      { bytes: video, ext: 'mp4', feedback: 'bueno', at: new Date('2026-10-06T03:00:00Z') }, // Oct 5 in Mexico City
    ]);
    const admin = await ctx.loginAs('admin');
    const res = await admin.get(`/api/revision/colaboraciones/${colab.id}/descarga`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('colabora_carla-gomez_jeans-campana-balam-talla-28.zip');
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      'carla-gomez_jeans-campana-balam-talla-28_2026-10-05_1.png',
      'carla-gomez_jeans-campana-balam-talla-28_2026-10-05_2.png',
      'carla-gomez_jeans-campana-balam-talla-28_2026-10-05_3.mp4',
    ]);
    expect(files.get('carla-gomez_jeans-campana-balam-talla-28_2026-10-05_1.png')!.equals(a)).toBe(true);
    expect(files.get('carla-gomez_jeans-campana-balam-talla-28_2026-10-05_3.mp4')!.equals(video)).toBe(true);

    for (const role of ['tienda', 'colaboradora'] as const) {
      expect((await (await ctx.loginAs(role)).get(`/api/revision/colaboraciones/${colab.id}/descarga`)).status).toBe(403);
    }
  });

  it("what a Contenido filter shows, every page of it: a month's Excelente photos", async () => {
    const inMonth = await Promise.all([png(100, 100), png(101, 100), png(102, 100)]);
    await collaborationWithFiles('Ana Ruiz', 'Collar Luna', [
      { bytes: inMonth[0]!, ext: 'png', feedback: 'excelente', at: new Date('2026-09-01T07:00:00Z') },
      { bytes: inMonth[1]!, ext: 'png', feedback: 'excelente', at: new Date('2026-09-30T23:00:00Z') },
      { bytes: inMonth[2]!, ext: 'png', feedback: 'bueno', at: new Date('2026-09-10T12:00:00Z') },
      // 23:30 on Aug 31 in Mexico City: August, though already September in UTC.
      { bytes: await png(103, 100), ext: 'png', feedback: 'excelente', at: new Date('2026-09-01T05:30:00Z') },
    ]);
    const admin = await ctx.loginAs('admin');
    const res = await admin.get('/api/galeria/descarga?tipo=imagen&feedback=excelente&mes=2026-09');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('colabora_fotos_excelente_2026-09.zip');
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual(['ana-ruiz_collar-luna_2026-09-01_1.png', 'ana-ruiz_collar-luna_2026-09-30_1.png']);
    expect(files.get('ana-ruiz_collar-luna_2026-09-01_1.png')!.equals(inMonth[0]!)).toBe(true);
  });

  it('says so in Spanish when the filter holds nothing, or the month is not one', async () => {
    const admin = await ctx.loginAs('admin');
    const empty = await admin.get('/api/galeria/descarga?tipo=video&feedback=descartado&mes=2020-01');
    expect(empty.status).toBe(404);
    expect(await json<ErrorBody>(empty)).toEqual({ error: { code: 'DESCARGA_VACIA', message: 'No hay archivos que descargar con este filtro.' } });
    const bad = await admin.get('/api/galeria/descarga?mes=2026-13');
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.message).toContain('Elige un mes válido (AAAA-MM)');
  });
});
