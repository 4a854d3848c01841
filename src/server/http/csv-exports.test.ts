import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones, colaboradoras, entregas } from '../db/schema';
import { mexicoCityDate } from './csv-stream';
import { createTestContext, type TestClient, type TestContext } from '../test/context';

// Issue 20 item 4: the screens' CSV exports — BOM, accents, quoting, the screens' filters, every row.
let ctx: TestContext;
let admin: TestClient;
let carlaId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
  const carla = await ctx.loginAs('colaboradora', { name: 'Carla Gómez' });
  const [c] = await ctx.db.update(colaboradoras).set({ apellidos: 'Ñúñez', instagram: 'carla.gomez', ciudad: 'Mérida' }).where(eq(colaboradoras.userId, carla.userId)).returning();
  carlaId = c!.id;
  const [prod] = await ctx.db
    .insert(colaboraciones)
    .values({ titulo: 'Jeans "Campana", Balam', nombreVisualizacion: 'Jeans Campana · Talla 28', producto: 'Jeans', marca: 'Balam', estado: 'revision', colaboradoraId: carlaId })
    .returning();
  await ctx.db.insert(colaboraciones).values({ titulo: 'Collar Ñandú', producto: 'Joyeria', estado: 'disponible' });
  await ctx.db.insert(entregas).values([
    { colaboracionId: prod!.id, tipoContenido: 'imagen', estado: 'aprobado', feedbackStatus: 'excelente', feedbackComentario: '¡Muy bien!, con luz' },
    { colaboracionId: prod!.id, tipoContenido: 'video', estado: 'enviado', mimeType: 'video/mp4', sizeBytes: 3 * 1024 * 1024 },
  ]);
});
afterAll(() => ctx?.close());

async function csv(path: string) {
  const res = await admin.get(path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return { res, bytes, text, lines: text.slice(1).split('\r\n').filter(Boolean) };
}

describe('CSV exports', () => {
  it('Colaboraciones: UTF-8 with BOM, a Spanish name, accents and quoting intact, the tab filter applied', async () => {
    const { res, bytes, text, lines } = await csv('/api/exportar/colaboraciones?estado=revision');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="colaboraciones_en-revision_${mexicoCityDate()}.csv"; filename*=UTF-8''${encodeURIComponent(`colaboraciones_en-revisión_${mexicoCityDate()}.csv`)}`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(lines[0]).toBe(
      'Título,Nombre visible,Producto,Tipo,Color,Talla,Marca,Estado,Colaboradora,Número de pedido,Cintura,Cadera,Largo,Código de barras,Inventario,Fecha de inicio,Fecha de fin,Creada',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"Jeans ""Campana"", Balam",Jeans Campana · Talla 28,Jeans,,,,Balam,En Revisión,Carla Gómez Ñúñez,,,,,,,,,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('Colaboraciones: the search as the screen sends it, other parameters ignored', async () => {
    const { lines } = await csv('/api/exportar/colaboraciones?q=nandu&page=3&pageSize=20');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['Collar Ñandú']);
  });

  it('Colaboraciones: every row across keyset pages, none twice, even with equal times', async () => {
    // One statement: every row has the same created_at, so only the id orders them.
    await ctx.db.insert(colaboraciones).values(Array.from({ length: 1_203 }, (_, i) => ({ titulo: `Lote ${String(i).padStart(4, '0')}`, producto: 'Jeans', estado: 'agotado' as const })));
    const { lines } = await csv('/api/exportar/colaboraciones?estado=agotado');
    const titles = lines.slice(1).map((l) => l.split(',')[0]);
    expect(titles).toHaveLength(1_203);
    expect(new Set(titles).size).toBe(1_203);
  });

  it('Colaboradoras: her figures and score, the filters applied', async () => {
    const { res, lines } = await csv('/api/exportar/colaboradoras?q=merida&orden=puntaje');
    expect(res.status).toBe(200);
    expect(lines[0]).toBe(
      'Nombre,Apellidos,Correo,Ciudad,Estado,Instagram,Equipo,Colaboración activa,Estado de la colaboración activa,Archivos entregados,Contenido útil (Excelente o Bueno),Puntaje,Ventas,Pedidos con su código,Problemas reportados,Colaboradora desde',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Carla Gómez,Ñúñez,[^,]+@[^,]+,Mérida,,carla\.gomez,,"Jeans ""Campana"", Balam",En Revisión,2,1,Sin historial suficiente,,0,0,/);
    const none = await csv('/api/exportar/colaboradoras?activa=no&q=carla');
    expect(none.lines).toHaveLength(1);
  });

  it('Entregas: one line per file of the filter, unreviewed files Sin calificar', async () => {
    const { res, lines } = await csv('/api/exportar/entregas?estado=revision');
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''entregas_en-revisi%C3%B3n_${mexicoCityDate()}.csv`);
    expect(lines[0]).toBe('Fecha,Colaboradora,Instagram,Colaboración,Estado de la colaboración,Tipo,Calificación,Comentario,Formato,Tamaño (MB),Enlace');
    const rows = lines.slice(1).map((l) => l.replace(/^[^,]+,/, ''));
    expect(rows.sort()).toEqual([
      'Carla Gómez Ñúñez,carla.gomez,Jeans Campana · Talla 28,En Revisión,Foto,Excelente,"¡Muy bien!, con luz",,,',
      'Carla Gómez Ñúñez,carla.gomez,Jeans Campana · Talla 28,En Revisión,Video,Sin calificar,,video/mp4,3.0,',
    ]);
    expect((await csv('/api/exportar/entregas?estado=entregado')).lines).toHaveLength(1);
  });

  it('is not gzipped on the way (the compressor would hold the first rows back)', async () => {
    const res = await admin.get('/api/exportar/colaboradoras', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    await res.arrayBuffer();
  });

  it('a bad filter is refused in Spanish, before any CSV', async () => {
    const res = await admin.get('/api/exportar/entregas?estado=archivadas');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toContain('Elige En Revisión, Producción, Logística, Entregado o Todas');
  });
});
