import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colaboraciones } from '../../db/schema';
import { createTestContext, json, type TestClient, type TestContext } from '../../test/context';

let ctx: TestContext;
let admin: TestClient;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.loginAs('admin');
});
afterAll(() => ctx.close());

const rowsTitled = async (titulo: string) => ctx.db.select({ id: colaboraciones.id }).from(colaboraciones).where(eq(colaboraciones.titulo, titulo));
const nueva = (titulo: string) => ({ titulo, producto: 'Jeans', estado: 'disponible' });
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

describe('Nueva → Guardar twice makes one collaboration (decision 039)', () => {
  it('a repeat with the same key answers the first one, and no second row exists', async () => {
    const key = randomUUID();
    const first = await admin.post('/api/colaboraciones', nueva('Jeans Doble Toque'), withKey(key));
    const again = await admin.post('/api/colaboraciones', nueva('Jeans Doble Toque'), withKey(key));
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const a = await json<{ colaboracion: { id: string } }>(first);
    const b = await json<{ colaboracion: { id: string } }>(again);
    expect(b.colaboracion.id).toBe(a.colaboracion.id);
    expect(await rowsTitled('Jeans Doble Toque')).toHaveLength(1);
  });

  it('two taps in flight at once still make one row', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => admin.post('/api/colaboraciones', nueva('Jeans Tres Toques'), withKey(key))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await json<{ colaboracion: { id: string } }>(r)).colaboracion.id)));
    expect(ids.size).toBe(1);
    expect(await rowsTitled('Jeans Tres Toques')).toHaveLength(1);
  });

  it('the same key with other data is refused in Spanish and creates nothing', async () => {
    const key = randomUUID();
    expect((await admin.post('/api/colaboraciones', nueva('Jeans Primero'), withKey(key))).status).toBe(201);
    const res = await admin.post('/api/colaboraciones', nueva('Jeans Otro'), withKey(key));
    expect(res.status).toBe(422);
    expect(await json(res)).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'Este formulario ya se guardó con otros datos. Cierra el formulario y vuelve a abrirlo.' },
    });
    expect(await rowsTitled('Jeans Otro')).toHaveLength(0);
  });

  it('a key is per person: another admin with the same key gets her own row', async () => {
    const key = randomUUID();
    const other = await ctx.loginAs('admin');
    expect((await admin.post('/api/colaboraciones', nueva('Jeans Compartido'), withKey(key))).status).toBe(201);
    expect((await other.post('/api/colaboraciones', nueva('Jeans Compartido'), withKey(key))).status).toBe(201);
    expect(await rowsTitled('Jeans Compartido')).toHaveLength(2);
  });

  it('a failed create leaves the key free, and a key that is not a UUID is refused', async () => {
    const key = randomUUID();
    expect((await admin.post('/api/colaboraciones', { titulo: '', producto: 'Jeans', estado: 'disponible' }, withKey(key))).status).toBe(400);
    expect((await admin.post('/api/colaboraciones', nueva('Jeans Tras Error'), withKey(key))).status).toBe(201);
    const bad = await admin.post('/api/colaboraciones', nueva('Jeans Clave Mala'), withKey('no-es-uuid'));
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_INVALID' } });
    expect(await rowsTitled('Jeans Clave Mala')).toHaveLength(0);
  });

  it('without a key every Guardar is a new row, as before', async () => {
    await admin.post('/api/colaboraciones', nueva('Jeans Sin Clave'));
    await admin.post('/api/colaboraciones', nueva('Jeans Sin Clave'));
    expect(await rowsTitled('Jeans Sin Clave')).toHaveLength(2);
  });
});
