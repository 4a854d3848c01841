import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboradoras } from '../../db/schema';
import { parseStorageRef } from '../../storage/file-refs';
import { thumbnailKey } from '../../storage/paths';
import { png } from '../../test/fixtures/images';
import { createTestContext, json, type TestContext } from '../../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

interface PerfilBody {
  perfil: Record<string, unknown> & { completitud: number; avatarUrl: string | null; nombre: string };
}
interface ErrorBody {
  error: { code: string; message: string };
}

function imageForm(bytes: Buffer, name = 'foto.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

describe('Mi Perfil (spec §2, §5, §9)', () => {
  it('reads her own profile, named after her account, with its completeness', async () => {
    const creator = await ctx.loginAs('colaboradora', { name: 'Ana López' });
    const res = await creator.get('/api/perfil');
    expect(res.status).toBe(200);
    const { perfil } = await json<PerfilBody>(res);
    expect(perfil).toMatchObject({ nombre: 'Ana López', avatarUrl: null, completitud: 13 });
  });

  it('updates with the spec rules: nombre required, edad an integer, empty equipo null', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const bad = await creator.put('/api/perfil', { nombre: ' ' });
    expect(bad.status).toBe(400);
    expect((await json<ErrorBody>(bad)).error.message).toBe('El nombre es requerido');
    // Issue 28: a cintura of 9999 was saved and shown to staff.
    const huge = await creator.put('/api/perfil', { nombre: 'Ana', cintura: '9999' });
    expect(huge.status).toBe(400);
    expect((await json<ErrorBody>(huge)).error.message).toBe('La cintura debe ser de 200 cm o menos');

    const res = await creator.put('/api/perfil', {
      nombre: 'Ana',
      apellidos: 'López',
      edad: '27',
      ciudad: 'Guadalajara',
      estado: 'Jalisco',
      instagram: '@ana.moda',
      equipo: '',
      categoria: 'Moda',
      bio: 'Creo contenido de moda casual.',
      cintura: '70',
      cadera: '96',
      talla: '7',
    });
    expect(res.status).toBe(200);
    const { perfil } = await json<PerfilBody>(res);
    expect(perfil).toMatchObject({ edad: 27, equipo: null, instagram: 'ana.moda', cintura: 70, talla: '7', completitud: 88 });
    const [row] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    expect(row).toMatchObject({ edad: 27, equipo: null, ciudad: 'Guadalajara' });
  });

  it('is only for creators, and only her own', async () => {
    expect((await ctx.client().get('/api/perfil')).status).toBe(401);
    expect((await (await ctx.loginAs('admin')).get('/api/perfil')).status).toBe(403);
    const a = await ctx.loginAs('colaboradora', { name: 'Primera' });
    const b = await ctx.loginAs('colaboradora', { name: 'Segunda' });
    await b.put('/api/perfil', { nombre: 'Segunda editada' });
    expect((await json<PerfilBody>(await a.get('/api/perfil'))).perfil.nombre).toBe('Primera');
  });

  it("answers 'No se encontró tu perfil' when the creator row is missing", async () => {
    const creator = await ctx.loginAs('colaboradora');
    await ctx.db.delete(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const res = await creator.get('/api/perfil');
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).error.message).toBe('No se encontró tu perfil');
  });

  it('stores the avatar in bucket colaboradoras under her id, replacing the previous one', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const first = await creator.postForm('/api/perfil/avatar', imageForm(await png(600, 600)));
    expect(first.status).toBe(200);
    const firstBody = await json<PerfilBody>(first);
    expect(firstBody.perfil.avatarUrl).toMatch(/^\/api\/files\/colaboradoras\//);
    expect((await creator.get(firstBody.perfil.avatarUrl!)).status).toBe(200);
    const [row1] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const ref1 = parseStorageRef(row1!.avatarUrl)!;
    expect(ref1.key).toMatch(new RegExp(`^${creator.userId}/avatar_\\d+\\.png$`));

    await new Promise((r) => setTimeout(r, 5));
    const second = await creator.postForm('/api/perfil/avatar', imageForm(await png(300, 300)));
    expect(second.status).toBe(200);
    const [row2] = await ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, creator.userId));
    const ref2 = parseStorageRef(row2!.avatarUrl)!;
    expect(ref2.key).not.toBe(ref1.key);
    expect(await ctx.storage.exists('colaboradoras', ref2.key)).toBe(true);
    expect(await ctx.storage.exists('colaboradoras', ref1.key)).toBe(false);
    expect(await ctx.storage.exists('colaboradoras', thumbnailKey(ref1.key))).toBe(false);
  });

  it('refuses a file that is not an image with the spec message, leaving the old avatar', async () => {
    const creator = await ctx.loginAs('colaboradora');
    const res = await creator.postForm('/api/perfil/avatar', imageForm(Buffer.from('hola, no soy imagen'), 'foto.png'));
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.message).toBe('Por favor selecciona un archivo de imagen válido');
  });
});
