import { and, eq, ne, notInArray } from 'drizzle-orm';
import { colaboraciones, colaboradoras, entregas } from '../../db/schema';
import { INACTIVE_ESTADOS, type Estado } from '../../../shared/domain/estado';
import { png } from '../fixtures/images';
import { testMp4 } from '../fixtures/videos';
import { TEST_ADMIN_TOKEN, TEST_STORE_DOMAIN, type StoreTestContext } from '../shopify-store';
import { TEST_APP_URL, type TestClient, type TestContext } from '../context';

/**
 * The seeded world the authorization matrix runs in: two creators A and B, each with a collaboration
 * holding a delivered photo and video, an available item, a tienda and an admin. Requests reach the real
 * handlers, so an allowed cell answers what the handler answers.
 */
export type Owner = 'A' | 'B';
type Creator = TestClient & { userId: string };

export interface CreatorData {
  client: Creator;
  userId: string;
  email: string;
  nombre: string;
  colaboradoraId: string;
  /** Her one active collaboration; the matrix moves it between states as each cell needs. */
  mainColabId: string;
  photoEntregaId: string;
  photoFileKey: string;
  videoEntregaId: string;
  /** A signed URL of her photo, as the API gave it to her. */
  photoUrl: string;
}

/** A raw request of one matrix cell. */
export interface CellRequest {
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
  body?: Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
}

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Any request as this client (or anonymous), including raw bodies (tus) that TestClient does not send. */
export async function send(ctx: Pick<TestContext, 'app'>, client: TestClient | null, req: CellRequest): Promise<Response> {
  const headers: Record<string, string> = { origin: TEST_APP_URL, ...req.headers };
  if (client) {
    headers['x-forwarded-for'] = client.ip;
    if (client.cookies.size > 0) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  let body: BodyInit | undefined = req.form ?? req.body;
  if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers['content-type'] = 'application/json';
  }
  return ctx.app.request(`${TEST_APP_URL}${req.path}`, { method: req.method, headers, body });
}

export function imageForm(bytes: Buffer, name = 'foto.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

export const TUS = { 'tus-resumable': '1.0.0' } as const;

export class MatrixWorld {
  A!: CreatorData;
  B!: CreatorData;
  tienda!: Creator;
  admin!: Creator;
  availableId!: string;
  invitationToken!: string;
  photo!: Buffer;
  video!: Buffer;

  constructor(readonly ctx: StoreTestContext) {}

  static async create(ctx: StoreTestContext): Promise<MatrixWorld> {
    const w = new MatrixWorld(ctx);
    w.photo = await png(1080, 1350);
    w.video = testMp4({ paddingBytes: 16 * 1024 });
    w.A = await w.creator('Ana Propia');
    w.B = await w.creator('Berta Ajena');
    w.tienda = await ctx.loginAs('tienda');
    w.admin = await ctx.loginAs('admin');
    w.availableId = await w.freshColab('disponible');
    const store = await w.admin.put('/api/shopify/config', { storeDomain: TEST_STORE_DOMAIN, authKind: 'token', accessToken: TEST_ADMIN_TOKEN });
    if (store.status !== 200) throw new Error(`store connection: ${store.status} ${await store.text()}`);
    const inv = await w.admin.post('/api/invitaciones', {});
    if (inv.status !== 201) throw new Error(`invitation: ${inv.status} ${await inv.text()}`);
    const { invitacion } = (await inv.json()) as { invitacion: { link: string } };
    w.invitationToken = new URL(invitacion.link).searchParams.get('invitacion')!;
    return w;
  }

  of(owner: Owner): CreatorData {
    return owner === 'A' ? this.A : this.B;
  }

  private async creator(nombre: string): Promise<CreatorData> {
    const email = `${nombre.split(' ')[0]!.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const client = await this.ctx.loginAs('colaboradora', { email, name: nombre });
    const [c] = await this.ctx.db.select().from(colaboradoras).where(eq(colaboradoras.userId, client.userId));
    const [colab] = await this.ctx.db
      .insert(colaboraciones)
      // pedidoUrl: 'Pedido Realizado' needs the draft order's link.
      .values({ titulo: `Jeans de ${nombre}`, producto: 'Jeans', estado: 'produccion', colaboradoraId: c!.id, talla: '7', cintura: 70, cadera: 96, pedidoUrl: 'https://colabora-demo.myshopify.com/invoices/1' })
      .returning();
    const data: CreatorData = {
      client,
      userId: client.userId,
      email,
      nombre,
      colaboradoraId: c!.id,
      mainColabId: colab!.id,
      photoEntregaId: '',
      photoFileKey: '',
      videoEntregaId: '',
      photoUrl: '',
    };
    data.photoEntregaId = await this.uploadPhoto(data);
    const [row] = await this.ctx.db.select().from(entregas).where(eq(entregas.id, data.photoEntregaId));
    data.photoFileKey = row!.fileKey!;
    data.videoEntregaId = await this.uploadVideo(data);
    const list = await client.get(`/api/entregas/${colab!.id}`);
    const body = (await list.json()) as { entregas: { id: string; url: string | null }[] };
    data.photoUrl = body.entregas.find((e) => e.id === data.photoEntregaId)?.url ?? JSON.stringify(body);
    if (!data.photoUrl.startsWith('/api/files/')) throw new Error(`no photo URL in ${data.photoUrl}`);
    return data;
  }

  /** A new delivered photo of hers, through the real upload (her collaboration must take uploads). */
  async uploadPhoto(data: CreatorData): Promise<string> {
    const res = await data.client.postForm(`/api/entregas/${data.mainColabId}/imagenes`, imageForm(this.photo));
    if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { entrega: { id: string } }).entrega.id;
  }

  private async uploadVideo(data: CreatorData): Promise<string> {
    const location = await this.tusCreate(data);
    const res = await send(this.ctx, data.client, {
      method: 'PATCH',
      path: location,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: new Uint8Array(this.video),
    });
    const id = res.headers.get('x-entrega-id');
    if (res.status !== 204 || !id) throw new Error(`video upload: ${res.status} ${await res.text()}`);
    return id;
  }

  /** Starts a tus upload of a video on her main collaboration; answers its path (/api/uploads/videos/...). */
  async tusCreate(data: CreatorData): Promise<string> {
    const res = await send(this.ctx, data.client, this.tusCreateRequest(data.mainColabId));
    const location = res.headers.get('location');
    if (res.status !== 201 || !location) throw new Error(`tus create: ${res.status} ${await res.text()}`);
    return new URL(location, TEST_APP_URL).pathname;
  }

  tusCreateRequest(colaboracionId: string): CellRequest {
    return {
      method: 'POST',
      path: '/api/uploads/videos',
      headers: {
        ...TUS,
        'upload-length': String(this.video.length),
        'upload-metadata': `colaboracionId ${b64(colaboracionId)},filename ${b64('video.mp4')}`,
      },
    };
  }

  /**
   * Puts her main collaboration in that state and answers its id. Any other active collaboration she got
   * on the way (a cell that requested an item) is cancelled first: one active collaboration per creator.
   */
  async colab(owner: Owner, estado: Estado): Promise<string> {
    const data = this.of(owner);
    await this.ctx.db
      .update(colaboraciones)
      .set({ estado: 'cancelada' })
      .where(and(eq(colaboraciones.colaboradoraId, data.colaboradoraId), ne(colaboraciones.id, data.mainColabId), notInArray(colaboraciones.estado, [...INACTIVE_ESTADOS])));
    await this.ctx.db.update(colaboraciones).set({ estado }).where(eq(colaboraciones.id, data.mainColabId));
    return data.mainColabId;
  }

  /** An unassigned collaboration of the catalogue, for staff cells that change or delete one. */
  async freshColab(estado: Estado = 'disponible'): Promise<string> {
    const [row] = await this.ctx.db
      .insert(colaboraciones)
      .values({ titulo: 'Jeans Recto Azul', producto: 'Jeans', estado, talla: '7', tipo: 'Recto', cintura: 70, cadera: 96, largo: 100 })
      .returning();
    return row!.id;
  }

  /** A variant of the store emulator, as the Admin API names it. */
  storeVariantGid(): string {
    const v = [...this.ctx.emu.store.variants.values()].find((x) => x.available >= 2);
    if (!v) throw new Error('the emulator has no available variant');
    return `gid://shopify/ProductVariant/${v.id}`;
  }

  /** Her main collaboration in that state, as an item of the store (so Empaquetado can order it). */
  async storeColab(owner: Owner, estado: Estado): Promise<string> {
    const id = await this.colab(owner, estado);
    await this.ctx.db.update(colaboraciones).set({ shopifyVariantId: this.storeVariantGid() }).where(eq(colaboraciones.id, id));
    return id;
  }

  /** What creator A must never see of creator B. */
  markersOfB(): string[] {
    const b = this.B;
    return [b.userId, b.email, b.nombre, b.colaboradoraId, b.mainColabId, b.photoEntregaId, b.videoEntregaId, b.photoFileKey];
  }
}
