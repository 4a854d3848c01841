import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { aceptacionesTerminos, aplicaciones, autorizacionesAnuncio, avisos, colaboracionEventos, problemas, publicaciones, terminosUso, tiendaTrabajos } from '../../db/schema';
import { signBaja } from '../../avisos/baja-token';
import { currentTerms } from '../../derechos/terminos';
import { signFicha } from '../../aplicaciones/ficha';
import { preguntasActuales } from '../../features/aplicaciones/preguntas.service';
import { PREGUNTAS_POR_DEFECTO } from '../../../shared/schemas/aplicaciones';
import { imageForm, TUS, type CellRequest, type MatrixWorld, type Owner } from './matrix-world';

/**
 * Who gets what from every API route (issue 7, item 2; decisions/020). One row per route as Hono lists
 * it (app.routes), five actors per row:
 * - anonimo: no session;
 * - propia: creator A on her own data (A's collaboration, delivery, upload...);
 * - ajena: creator A, signed in, on creator B's data (B's ids in the path); where a route takes no id
 *   (her lists, her profile) it is the same request, and what is checked is that nothing of B comes back;
 * - tienda, admin: staff, on A's data.
 * The expected status is what the real handler answers on the seeded world: 2xx where the actor may act,
 * the documented 4xx where the state forbids it, 401/403 from the guard, 404 for another creator's rows.
 */
export const ACTORS = ['anonimo', 'propia', 'ajena', 'tienda', 'admin'] as const;
export type ActorKey = (typeof ACTORS)[number];
export type Expected = Record<ActorKey, number>;

export interface MatrixRow {
  /** `${METHOD} ${path}` exactly as app.routes lists it. */
  route: string;
  expect: Expected;
  /** The request of one cell; may prepare the world (a state, a fresh row) first. */
  request: (w: MatrixWorld, actor: ActorKey) => CellRequest | Promise<CellRequest>;
}

const ownerFor = (actor: ActorKey): Owner => (actor === 'ajena' ? 'B' : 'A');
const G = (path: string, extra: Partial<CellRequest> = {}): CellRequest => ({ method: 'GET', path, ...extra });
const P = (method: string, path: string, json?: unknown): CellRequest => ({ method, path, json });

// Readable shorthands for the usual rows.
const adminOnly = (admin: number): Expected => ({ anonimo: 401, propia: 403, ajena: 403, tienda: 403, admin });
const staff = (both: number): Expected => ({ anonimo: 401, propia: 403, ajena: 403, tienda: both, admin: both });
const portal = (propia: number, ajena: number): Expected => ({ anonimo: 401, propia, ajena, tienda: 403, admin: 403 });
const signedIn = (status: number): Expected => ({ anonimo: 401, propia: status, ajena: status, tienda: status, admin: status });
const anyone = (status: number): Expected => ({ anonimo: status, propia: status, ajena: status, tienda: status, admin: status });

export const STORE_CONNECTION = { storeDomain: 'colabora-demo.myshopify.com', authKind: 'token', accessToken: 'shpat_emulator' };
/** Ends the store jobs earlier cells started, so the next start is not the second one running. */
async function endStoreJobs(w: MatrixWorld): Promise<void> {
  await w.ctx.db.update(tiendaTrabajos).set({ estado: 'fallida' }).where(inArray(tiendaTrabajos.estado, ['en_cola', 'en_curso', 'esperando_tienda']));
}

const APLICACION = {
  nombre: 'Matriz Aplicante',
  instagram: 'matriz',
  seguidoresInstagram: 100,
  tiktok: '',
  seguidoresTiktok: null,
  ciudad: 'Puebla',
  tallas: '28',
  porQue: 'Para la matriz.',
  consentimiento: true,
};
/** Her own or an admin's; tienda holds no usage record, so for her none exists (404). */
const portalOrAdmin = (propia: number, ajena: number, admin: number): Expected => ({ anonimo: 401, propia, ajena, tienda: 404, admin });
/** Her collaboration with accepted terms (a usage record), so an ad authorization can be added. */
async function withUsageRecord(w: MatrixWorld, colaboracionId: string): Promise<string> {
  const terms = (await currentTerms(w.ctx.db)) ?? (await w.ctx.db.insert(terminosUso).values({ canales: ['anuncios'], duracionMeses: null, texto: 'Matriz.' }).returning())[0]!;
  await w.ctx.db.insert(aceptacionesTerminos).values({ colaboracionId, version: terms.version }).onConflictDoNothing();
  return colaboracionId;
}
/** A fresh pending application, so each cell decides its own. */
async function aplicacionPendiente(w: MatrixWorld): Promise<string> {
  const [row] = await w.ctx.db
    .insert(aplicaciones)
    .values({ nombre: 'Matriz', email: `matriz-${randomUUID()}@example.com`, ciudad: 'Puebla', tallas: '28', porQue: 'Matriz', consentimientoAt: new Date() })
    .returning({ id: aplicaciones.id });
  return row!.id;
}

const colabBody = { titulo: 'Jeans Matriz', producto: 'Jeans', estado: 'disponible' };

/** A fresh problem on the owner's collaboration (in produccion), with what `set` says (issue 29). */
async function problemaOf(w: MatrixWorld, owner: Owner, set: Partial<typeof problemas.$inferInsert> = {}): Promise<string> {
  const colaboracionId = await w.colab(owner, 'produccion');
  await w.ctx.db.delete(problemas).where(eq(problemas.colaboracionId, colaboracionId));
  const [row] = await w.ctx.db
    .insert(problemas)
    .values({ colaboracionId, tipo: 'talla', medida: 'cintura', ...set })
    .returning({ id: problemas.id });
  return row!.id;
}
const problemaForm = () => {
  const form = new FormData();
  form.set('tipo', 'talla');
  form.set('medida', 'cintura');
  return form;
};

export const AUTHORIZATION_MATRIX: readonly MatrixRow[] = [
  // better-auth's own handler: the session read answers everybody; a wrong password is 401 for all.
  { route: 'GET /api/auth/*', expect: anyone(200), request: () => G('/api/auth/get-session') },
  {
    route: 'POST /api/auth/*',
    expect: anyone(401),
    request: (w) => P('POST', '/api/auth/sign-in/email', { email: w.A.email, password: 'no-es-la-contrasena' }),
  },
  { route: 'GET /api/me', expect: signedIn(200), request: () => G('/api/me') },
  { route: 'GET /api/openapi.json', expect: anyone(200), request: () => G('/api/openapi.json') },
  { route: 'GET /api/docs', expect: anyone(200), request: () => G('/api/docs') },
  { route: 'GET /api/docs/assets/:file', expect: anyone(200), request: () => G('/api/docs/assets/swagger-ui.css') },

  // Files: the signature is the authorization (spec §7). A's URL works for whoever holds it; A cannot
  // turn it into B's file by editing the path.
  {
    route: 'GET /api/files/:bucket/:key{.+}',
    expect: { anonimo: 200, propia: 200, ajena: 403, tienda: 200, admin: 200 },
    request: (w, actor) => G(actor === 'ajena' ? w.A.photoUrl.replace(w.A.photoFileKey, w.B.photoFileKey) : w.A.photoUrl),
  },

  { route: 'GET /api/roles/users', expect: adminOnly(200), request: () => G('/api/roles/users') },
  {
    route: 'PUT /api/roles/users/:userId',
    expect: adminOnly(200),
    request: async (w, actor) => {
      const target = actor === 'admin' ? (await w.ctx.loginAs(null)).userId : w.B.userId;
      return P('PUT', `/api/roles/users/${target}`, { role: 'tienda' });
    },
  },

  {
    route: 'POST /api/roles/asignaciones',
    expect: adminOnly(200),
    request: async (w, actor) => {
      const target = actor === 'admin' ? (await w.ctx.loginAs(null)).userId : w.B.userId;
      return P('POST', '/api/roles/asignaciones', { role: 'tienda', userIds: [target] });
    },
  },

  {
    route: 'POST /api/roles/users/:userId/enlace-contrasena',
    expect: adminOnly(200),
    request: (w) => P('POST', `/api/roles/users/${w.B.userId}/enlace-contrasena`, {}),
  },

  // Usage terms (issue 18): everyone signed in reads the current ones (she accepts them); admins write.
  { route: 'GET /api/terminos-uso', expect: signedIn(200), request: () => G('/api/terminos-uso') },
  {
    route: 'PUT /api/terminos-uso',
    expect: adminOnly(200),
    request: () => P('PUT', '/api/terminos-uso', { canales: ['organico'], duracionMeses: 12, texto: 'Términos de la matriz.' }),
  },

  // Her notices (issue 17): everyone signed in reads and marks only her own; another's notice is not found.
  { route: 'GET /api/avisos', expect: signedIn(200), request: () => G('/api/avisos') },
  { route: 'GET /api/avisos/no-leidos', expect: signedIn(200), request: () => G('/api/avisos/no-leidos') },
  { route: 'POST /api/avisos/leidos', expect: signedIn(200), request: () => P('POST', '/api/avisos/leidos', {}) },
  {
    route: 'POST /api/avisos/:id/leido',
    expect: { anonimo: 401, propia: 200, ajena: 404, tienda: 404, admin: 404 },
    request: async (w, actor) => {
      const [row] = await w.ctx.db
        .insert(avisos)
        .values({ usuarioId: w[ownerFor(actor)].userId, tipo: 'entrega_aprobada', clave: `matriz:${randomUUID()}`, titulo: 'Prueba', cuerpo: 'Prueba', enlace: '/colaboradora/entregadas', correo: 'no' })
        .returning({ id: avisos.id });
      return P('POST', `/api/avisos/${row!.id}/leido`, {});
    },
  },
  { route: 'GET /api/avisos/preferencias', expect: signedIn(200), request: () => G('/api/avisos/preferencias') },
  {
    route: 'PUT /api/avisos/preferencias',
    // A creator's category: staff have only 'equipo'.
    expect: { anonimo: 401, propia: 200, ajena: 200, tienda: 403, admin: 403 },
    request: () => P('PUT', '/api/avisos/preferencias', { categoria: 'recordatorios', correo: true }),
  },
  // One-click unsubscribe: the signed token is the authorization, whoever sends it.
  { route: 'GET /api/avisos/baja', expect: anyone(200), request: (w) => G(`/api/avisos/baja?t=${signBaja(w.ctx.config.appSecret, { usuarioId: w.A.userId, categoria: 'recordatorios' })}`) },
  // Whether a password link still works (issue 28): yes or no to anyone, whose it is to no one.
  { route: 'GET /api/recuperacion/enlace', expect: anyone(200), request: () => G('/api/recuperacion/enlace?token=inventado') },
  { route: 'POST /api/avisos/baja', expect: anyone(200), request: (w) => P('POST', `/api/avisos/baja?t=${signBaja(w.ctx.config.appSecret, { usuarioId: w.A.userId, categoria: 'recordatorios' })}`, {}) },

  // Gestión de Colaboraciones (admin).
  { route: 'GET /api/colaboraciones', expect: adminOnly(200), request: () => G('/api/colaboraciones') },
  {
    route: 'POST /api/colaboraciones/imagen',
    expect: adminOnly(201),
    request: (w) => ({ method: 'POST', path: '/api/colaboraciones/imagen', form: imageForm(w.photo) }),
  },
  { route: 'POST /api/colaboraciones/bulk/delete', expect: adminOnly(200), request: async (w) => P('POST', '/api/colaboraciones/bulk/delete', { ids: [await w.freshColab()] }) },
  {
    route: 'POST /api/colaboraciones/bulk/estado',
    expect: adminOnly(200),
    request: async (w) => P('POST', '/api/colaboraciones/bulk/estado', { ids: [await w.freshColab()], estado: 'agotado' }),
  },
  { route: 'GET /api/colaboraciones/:id', expect: adminOnly(200), request: (w) => G(`/api/colaboraciones/${w.A.mainColabId}`) },
  { route: 'POST /api/colaboraciones', expect: adminOnly(201), request: () => P('POST', '/api/colaboraciones', colabBody) },
  { route: 'PUT /api/colaboraciones/:id', expect: adminOnly(200), request: async (w) => P('PUT', `/api/colaboraciones/${await w.freshColab()}`, colabBody) },
  { route: 'DELETE /api/colaboraciones/:id', expect: adminOnly(200), request: async (w) => P('DELETE', `/api/colaboraciones/${await w.freshColab()}`) },

  // Her collaborations (creator portal).
  { route: 'GET /api/mis-colaboraciones', expect: portal(200, 200), request: () => G('/api/mis-colaboraciones?grupo=pendientes') },
  { route: 'GET /api/mis-colaboraciones/:id', expect: portal(200, 404), request: (w, a) => G(`/api/mis-colaboraciones/${w.of(ownerFor(a)).mainColabId}`) },
  {
    route: 'POST /api/mis-colaboraciones/:id/pedido-realizado',
    expect: portal(200, 404),
    request: async (w, a) => P('POST', `/api/mis-colaboraciones/${await w.colab(ownerFor(a), 'empaquetado')}/pedido-realizado`, {}),
  },
  {
    route: 'POST /api/mis-colaboraciones/:id/pedido-abierto',
    expect: portal(200, 404),
    request: async (w, a) => P('POST', `/api/mis-colaboraciones/${await w.colab(ownerFor(a), 'empaquetado')}/pedido-abierto`, {}),
  },
  {
    route: 'POST /api/mis-colaboraciones/:id/recibido',
    expect: portal(200, 404),
    request: async (w, a) => P('POST', `/api/mis-colaboraciones/${await w.colab(ownerFor(a), 'logistica')}/recibido`, {}),
  },

  // Medidas and Confirmación (tienda and admin).
  { route: 'GET /api/medidas', expect: staff(200), request: () => G('/api/medidas') },
  { route: 'PATCH /api/medidas/:id', expect: staff(200), request: async (w) => P('PATCH', `/api/medidas/${await w.freshColab()}`, { largo: 101 }) },
  { route: 'GET /api/confirmacion', expect: staff(200), request: () => G('/api/confirmacion') },
  {
    route: 'POST /api/confirmacion/empaquetar-lote',
    expect: staff(202),
    request: async (w) => P('POST', '/api/confirmacion/empaquetar-lote', { ids: [await w.freshColab()] }),
  },
  {
    route: 'GET /api/confirmacion/lotes/:id',
    expect: staff(200),
    request: async (w) => {
      const made = await w.admin.post('/api/confirmacion/empaquetar-lote', { ids: [await w.freshColab()] });
      const { loteId } = (await made.json()) as { loteId: string };
      return G(`/api/confirmacion/lotes/${loteId}`);
    },
  },
  {
    route: 'POST /api/confirmacion/:id/empaquetar',
    expect: staff(200),
    request: async (w) => P('POST', `/api/confirmacion/${await w.storeColab('A', 'confirmacion')}/empaquetar`, {}),
  },

  // Problems with a parcel (issue 29): she reports on hers, staff resolve.
  {
    route: 'POST /api/problemas/colaboracion/:colaboracionId',
    expect: portal(201, 404),
    request: async (w, a) => {
      const id = await w.colab(ownerFor(a), 'produccion');
      await w.ctx.db.delete(problemas).where(eq(problemas.colaboracionId, id));
      return { method: 'POST', path: `/api/problemas/colaboracion/${id}`, form: problemaForm() };
    },
  },
  {
    route: 'GET /api/problemas/colaboracion/:colaboracionId',
    expect: { anonimo: 401, propia: 200, ajena: 404, tienda: 200, admin: 200 },
    request: (w, a) => G(`/api/problemas/colaboracion/${w.of(ownerFor(a)).mainColabId}`),
  },
  { route: 'GET /api/problemas', expect: staff(200), request: () => G('/api/problemas') },
  { route: 'GET /api/problemas/conteo', expect: staff(200), request: () => G('/api/problemas/conteo') },
  { route: 'GET /api/problemas/banderas-medidas', expect: staff(200), request: () => G('/api/problemas/banderas-medidas') },
  { route: 'GET /api/problemas/instrucciones', expect: staff(200), request: () => G('/api/problemas/instrucciones') },
  { route: 'PUT /api/problemas/instrucciones', expect: adminOnly(200), request: () => P('PUT', '/api/problemas/instrucciones', { texto: 'Envía la pieza a Av. Juárez 100.' }) },
  { route: 'GET /api/problemas/:id/opciones', expect: staff(200), request: async (w) => G(`/api/problemas/${await problemaOf(w, 'A')}/opciones`) },
  {
    route: 'POST /api/problemas/:id/resolver',
    expect: staff(200),
    request: async (w) => P('POST', `/api/problemas/${await problemaOf(w, 'A')}/resolver`, { accion: 'cerrar', nota: 'Sin reemplazo' }),
  },
  {
    route: 'POST /api/problemas/:id/recibido',
    expect: portal(200, 404),
    request: async (w, a) =>
      P('POST', `/api/problemas/${await problemaOf(w, ownerFor(a), { estado: 'reemplazo', reemplazoEstado: 'pedido', orderId: `gid://shopify/Order/${randomUUID()}` })}/recibido`, {}),
  },
  {
    route: 'POST /api/problemas/:id/devuelto',
    expect: staff(200),
    request: async (w) => P('POST', `/api/problemas/${await problemaOf(w, 'A', { devolver: true })}/devuelto`, {}),
  },

  // Disponibles: the catalogue is nobody's; B's assigned item is not available to A.
  { route: 'GET /api/disponibles', expect: portal(200, 200), request: () => G('/api/disponibles') },
  { route: 'GET /api/disponibles/:id', expect: portal(200, 404), request: (w, a) => G(`/api/disponibles/${a === 'ajena' ? w.B.mainColabId : w.availableId}`) },
  {
    route: 'POST /api/disponibles/:id/solicitar',
    expect: portal(200, 409),
    request: async (w, a) => {
      // She is free to request (her collaboration delivered), so only ownership can refuse B's row.
      await w.colab('A', 'entregado');
      if (a === 'ajena') return P('POST', `/api/disponibles/${await w.colab('B', 'disponible')}/solicitar`, {});
      return P('POST', `/api/disponibles/${await w.freshColab()}/solicitar`, {});
    },
  },

  // Her profile: no id, so "ajena" is the same request (and must not show B).
  { route: 'GET /api/perfil', expect: portal(200, 200), request: () => G('/api/perfil') },
  { route: 'PUT /api/perfil', expect: portal(200, 200), request: () => P('PUT', '/api/perfil', { nombre: 'Ana Propia' }) },
  { route: 'POST /api/perfil/avatar', expect: portal(200, 200), request: (w) => ({ method: 'POST', path: '/api/perfil/avatar', form: imageForm(w.photo) }) },
  { route: 'GET /api/inicio', expect: portal(200, 200), request: () => G('/api/inicio') },
  { route: 'GET /api/referencias', expect: portal(200, 200), request: () => G('/api/referencias') },

  // Configuración and the store: the store emulator, connected by the admin in Configuración.
  { route: 'GET /api/shopify/status', expect: staff(200), request: () => G('/api/shopify/status') },
  { route: 'PUT /api/shopify/config', expect: adminOnly(200), request: () => P('PUT', '/api/shopify/config', STORE_CONNECTION) },
  { route: 'POST /api/shopify/config/test', expect: adminOnly(200), request: () => P('POST', '/api/shopify/config/test', STORE_CONNECTION) },
  { route: 'PUT /api/shopify/settings', expect: adminOnly(200), request: () => P('PUT', '/api/shopify/settings', { referenciasUrl: 'https://example.com/referencias' }) },
  { route: 'GET /api/shopify/products', expect: adminOnly(200), request: () => G('/api/shopify/products') },
  // Store jobs (issue 19): each start answers 202 with the job; one runs at a time, so a cell first ends
  // whatever an earlier cell started (no worker runs them here).
  { route: 'POST /api/shopify/import', expect: adminOnly(202), request: async (w) => (await endStoreJobs(w), P('POST', '/api/shopify/import', { variantIds: [w.storeVariantGid()] })) },
  { route: 'POST /api/shopify/resync', expect: adminOnly(202), request: async (w) => (await endStoreJobs(w), P('POST', '/api/shopify/resync')) },
  { route: 'POST /api/shopify/catalogo', expect: adminOnly(202), request: async (w) => (await endStoreJobs(w), P('POST', '/api/shopify/catalogo')) },
  { route: 'GET /api/shopify/trabajos/actual', expect: staff(200), request: () => G('/api/shopify/trabajos/actual') },
  {
    route: 'GET /api/shopify/trabajos/:id',
    expect: staff(200),
    request: async (w) => {
      await endStoreJobs(w);
      const [job] = await w.ctx.db.insert(tiendaTrabajos).values({ tipo: 'catalogo', estado: 'terminada', fase: 'Terminada' }).returning({ id: tiendaTrabajos.id });
      return G(`/api/shopify/trabajos/${job!.id}`);
    },
  },
  { route: 'POST /api/shopify/sync', expect: adminOnly(200), request: () => P('POST', '/api/shopify/sync', { trigger: 'manual' }) },
  // Shopify's webhooks carry no session: an unsigned one is refused whoever sends it.
  { route: 'POST /api/shopify/webhooks', expect: anyone(401), request: () => P('POST', '/api/shopify/webhooks', { id: 1 }) },

  // Deliveries (creator portal).
  {
    route: 'POST /api/entregas/:colaboracionId/imagenes',
    expect: portal(201, 404),
    request: async (w, a) => ({ method: 'POST', path: `/api/entregas/${await w.colab(ownerFor(a), 'produccion')}/imagenes`, form: imageForm(w.photo) }),
  },
  { route: 'GET /api/entregas/:colaboracionId', expect: portal(200, 404), request: (w, a) => G(`/api/entregas/${w.of(ownerFor(a)).mainColabId}`) },
  { route: 'GET /api/mis-entregas', expect: portal(200, 200), request: () => G('/api/mis-entregas') },
  {
    route: 'DELETE /api/entregas/item/:id',
    expect: portal(204, 404),
    request: async (w, a) => {
      const owner = ownerFor(a);
      await w.colab(owner, 'produccion');
      // Her own cell deletes a fresh photo, so the seeded ones stay for the other rows.
      const id = a === 'propia' ? await w.uploadPhoto(w.A) : w.of(owner).photoEntregaId;
      return P('DELETE', `/api/entregas/item/${id}`);
    },
  },
  {
    route: 'POST /api/entregas/:colaboracionId/enviar-revision',
    expect: portal(200, 404),
    // With the usage terms the table's PUT row may have written, accepted as she would (issue 18).
    request: async (w, a) => {
      const terms = await currentTerms(w.ctx.db);
      return P('POST', `/api/entregas/${await w.colab(ownerFor(a), 'produccion')}/enviar-revision`, terms ? { terminosVersion: terms.version } : {});
    },
  },
  // Proof of publication (issue 18 item 5, decision 047): her post links, on her collaboration only.
  { route: 'GET /api/publicaciones/:colaboracionId', expect: portal(200, 404), request: (w, a) => G(`/api/publicaciones/${w.of(ownerFor(a)).mainColabId}`) },
  {
    route: 'POST /api/publicaciones/:colaboracionId',
    expect: portal(201, 404),
    request: async (w, a) => {
      const id = await w.colab(ownerFor(a), 'produccion');
      // A fresh start each time, so repeated runs never meet the 10-link limit or a link already there.
      await w.ctx.db.delete(publicaciones).where(eq(publicaciones.colaboracionId, id));
      return P('POST', `/api/publicaciones/${id}`, { url: `https://www.instagram.com/p/M${randomUUID().slice(0, 8)}/` });
    },
  },
  {
    route: 'DELETE /api/publicaciones/item/:id',
    expect: portal(204, 404),
    request: async (w, a) => {
      const colaboracionId = await w.colab(ownerFor(a), 'produccion');
      await w.ctx.db.delete(publicaciones).where(eq(publicaciones.colaboracionId, colaboracionId));
      const [row] = await w.ctx.db
        .insert(publicaciones)
        .values({ colaboracionId, plataforma: 'tiktok', url: `https://www.tiktok.com/@matriz/video/${Date.now()}`, slot: 1 })
        .returning({ id: publicaciones.id });
      return P('DELETE', `/api/publicaciones/item/${row!.id}`);
    },
  },
  // Issue 30: staff detach a found post (admins, like the review); her connections and her code.
  {
    route: 'DELETE /api/publicaciones/encontrada/:id',
    expect: adminOnly(204),
    request: async (w, a) => {
      const colaboracionId = await w.colab(ownerFor(a), 'produccion');
      await w.ctx.db.delete(publicaciones).where(eq(publicaciones.colaboracionId, colaboracionId));
      const id = String(Date.now()) + randomUUID().slice(0, 4);
      const [row] = await w.ctx.db
        .insert(publicaciones)
        .values({ colaboracionId, plataforma: 'tiktok', url: `https://www.tiktok.com/@matriz/video/${Date.now()}`, slot: 1, origen: 'encontrada', externoId: id, publicadoAt: new Date() })
        .returning({ id: publicaciones.id });
      return P('DELETE', `/api/publicaciones/encontrada/${row!.id}`);
    },
  },
  { route: 'GET /api/galeria/publicaciones', expect: adminOnly(200), request: () => G('/api/galeria/publicaciones') },
  { route: 'GET /api/conexiones/instagram', expect: staff(200), request: () => G('/api/conexiones/instagram') },
  // Nothing sent: the admin hears what is missing (no call to Meta).
  { route: 'PUT /api/conexiones/instagram', expect: adminOnly(400), request: () => P('PUT', '/api/conexiones/instagram', {}) },
  { route: 'DELETE /api/conexiones/instagram', expect: adminOnly(204), request: () => P('DELETE', '/api/conexiones/instagram') },
  // Meta's mentions webhook: the signature is the authorization; unsigned is refused whoever sends it.
  { route: 'POST /api/webhooks/instagram', expect: anyone(401), request: () => P('POST', '/api/webhooks/instagram', { object: 'instagram', entry: [] }) },
  { route: 'GET /api/webhooks/instagram', expect: anyone(403), request: () => G('/api/webhooks/instagram?hub.mode=subscribe&hub.verify_token=no&hub.challenge=1') },
  { route: 'GET /api/conexiones/tiktok', expect: portal(200, 200), request: () => G('/api/conexiones/tiktok') },
  // No TikTok app configured in this world: she hears so (409); the callback sends her back to her profile.
  { route: 'POST /api/conexiones/tiktok/autorizar', expect: portal(409, 409), request: () => P('POST', '/api/conexiones/tiktok/autorizar') },
  { route: 'GET /api/conexiones/tiktok/callback', expect: portal(302, 302), request: () => G('/api/conexiones/tiktok/callback?state=x&code=y') },
  { route: 'DELETE /api/conexiones/tiktok', expect: portal(404, 404), request: () => P('DELETE', '/api/conexiones/tiktok') },
  { route: 'GET /api/conexiones/busqueda/:colaboracionId', expect: portal(200, 404), request: (w, a) => G(`/api/conexiones/busqueda/${w.of(ownerFor(a)).mainColabId}`) },
  {
    route: 'POST /api/uploads/videos',
    expect: portal(201, 404),
    request: async (w, a) => w.tusCreateRequest(await w.colab(ownerFor(a), 'produccion')),
  },
  {
    // Hono answers HEAD through the GET route: tus's resume offset. GET proper is never served.
    route: 'GET /api/uploads/videos/:id',
    expect: portal(200, 404),
    request: async (w, a) => {
      const owner = ownerFor(a);
      await w.colab(owner, 'produccion');
      return { method: 'HEAD', path: await w.tusCreate(w.of(owner)), headers: { ...TUS } };
    },
  },
  {
    route: 'PATCH /api/uploads/videos/:id',
    expect: portal(204, 404),
    request: async (w, a) => {
      const owner = ownerFor(a);
      await w.colab(owner, 'produccion');
      return {
        method: 'PATCH',
        path: await w.tusCreate(w.of(owner)),
        headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: new Uint8Array(w.video.subarray(0, 1024)),
      };
    },
  },
  {
    route: 'DELETE /api/uploads/videos/:id',
    expect: portal(204, 404),
    request: async (w, a) => {
      const owner = ownerFor(a);
      await w.colab(owner, 'produccion');
      return { method: 'DELETE', path: await w.tusCreate(w.of(owner)), headers: { ...TUS } };
    },
  },

  // Revisión de entregas (admin).
  {
    route: 'PATCH /api/revision/entregas/:id/feedback',
    expect: adminOnly(200),
    request: (w) => P('PATCH', `/api/revision/entregas/${w.A.photoEntregaId}/feedback`, { feedbackStatus: 'excelente', feedbackComentario: 'Buena luz' }),
  },
  { route: 'GET /api/revision/colaboraciones', expect: adminOnly(200), request: () => G('/api/revision/colaboraciones') },
  { route: 'GET /api/revision/colaboraciones/:id/entregas', expect: adminOnly(200), request: (w) => G(`/api/revision/colaboraciones/${w.A.mainColabId}/entregas`) },
  // ZIP downloads (issue 18): staff's review and Contenido only, never a creator, not even of her own files.
  { route: 'GET /api/revision/colaboraciones/:id/descarga', expect: adminOnly(200), request: (w) => G(`/api/revision/colaboraciones/${w.A.mainColabId}/descarga`) },
  {
    route: 'POST /api/revision/colaboraciones/:id/aprobar',
    expect: adminOnly(200),
    request: async (w) => P('POST', `/api/revision/colaboraciones/${await w.colab('A', 'revision')}/aprobar`, {}),
  },
  {
    route: 'POST /api/revision/colaboraciones/:id/solicitar-cambios',
    expect: adminOnly(200),
    request: async (w) => P('POST', `/api/revision/colaboraciones/${await w.colab('A', 'revision')}/solicitar-cambios`, { nota: 'Más luz natural' }),
  },

  // Staff screens (admin).
  { route: 'GET /api/dashboard', expect: adminOnly(200), request: () => G('/api/dashboard') },
  { route: 'GET /api/logistica', expect: adminOnly(200), request: () => G('/api/logistica') },
  { route: 'GET /api/galeria', expect: adminOnly(200), request: () => G('/api/galeria') },
  { route: 'GET /api/galeria/descarga', expect: adminOnly(200), request: () => G('/api/galeria/descarga?tipo=imagen') },
  // Resultados (issue 20): admin only; tienda and creators are refused.
  { route: 'GET /api/resultados', expect: adminOnly(200), request: () => G('/api/resultados?desde=2026-01-01&hasta=2026-12-31') },
  { route: 'GET /api/resultados/exportar', expect: adminOnly(200), request: () => G('/api/resultados/exportar') },
  { route: 'GET /api/resultados/opciones', expect: adminOnly(200), request: () => G('/api/resultados/opciones') },
  { route: 'GET /api/resultados/mes', expect: adminOnly(200), request: () => G('/api/resultados/mes') },
  // Clearing it: a setting other rows' figures never read (the matrix world has no shipping setting).
  { route: 'PUT /api/resultados/costo-envio', expect: adminOnly(200), request: () => P('PUT', '/api/resultados/costo-envio', { costoEnvio: null }) },
  // Sales attribution (issue 27): the program is Configuración's (tienda reads); figures, codes and payouts
  // are admin only; Mis ventas and her payout details are hers alone (there is no one else's to ask for).
  { route: 'GET /api/ventas/programa', expect: staff(200), request: () => G('/api/ventas/programa') },
  {
    route: 'PUT /api/ventas/programa',
    expect: adminOnly(200),
    request: () =>
      P('PUT', '/api/ventas/programa', { activo: false, descuentoPorcentaje: 15, unaVezPorCliente: true, comisionPorcentaje: 0, diasRetencion: 30, entregaCodigo: 'manual' }),
  },
  { route: 'GET /api/ventas/colaboradoras/:id/codigo', expect: adminOnly(200), request: (w) => G(`/api/ventas/colaboradoras/${w.A.colaboradoraId}/codigo`) },
  // The program is off in the matrix world: asking for a code is refused in our words (409), never done.
  {
    route: 'POST /api/ventas/colaboradoras/:id/codigo/:accion',
    expect: adminOnly(409),
    request: (w) => P('POST', `/api/ventas/colaboradoras/${w.A.colaboradoraId}/codigo/crear`),
  },
  { route: 'GET /api/ventas/resultados', expect: adminOnly(200), request: () => G('/api/ventas/resultados?desde=2026-01-01&hasta=2026-12-31') },
  { route: 'GET /api/ventas/resultados.csv', expect: adminOnly(200), request: () => G('/api/ventas/resultados.csv') },
  { route: 'GET /api/ventas/colaboradoras', expect: adminOnly(200), request: () => G('/api/ventas/colaboradoras') },
  { route: 'GET /api/ventas/comisiones', expect: adminOnly(200), request: () => G('/api/ventas/comisiones') },
  { route: 'GET /api/ventas/comisiones.csv', expect: adminOnly(200), request: () => G('/api/ventas/comisiones.csv') },
  { route: 'GET /api/ventas/pagos', expect: adminOnly(200), request: () => G('/api/ventas/pagos') },
  // Nothing is payable in the matrix world: NADA_POR_PAGAR, nothing written.
  {
    route: 'POST /api/ventas/pagos',
    expect: adminOnly(409),
    request: (w) => P('POST', '/api/ventas/pagos', { colaboradoraId: w.A.colaboradoraId, moneda: 'MXN', montoCents: 100, fecha: '2026-11-27', referencia: 'SPEI 1' }),
  },
  { route: 'GET /api/ventas/fugas', expect: adminOnly(200), request: () => G('/api/ventas/fugas') },
  { route: 'GET /api/ventas/mias', expect: portal(200, 200), request: () => G('/api/ventas/mias') },
  { route: 'GET /api/ventas/mis-datos-pago', expect: portal(200, 200), request: () => G('/api/ventas/mis-datos-pago') },
  {
    route: 'PUT /api/ventas/mis-datos-pago',
    expect: portal(200, 200),
    request: () => P('PUT', '/api/ventas/mis-datos-pago', { clabe: '032180000118359719', titular: 'Titular Matriz' }),
  },
  { route: 'GET /api/colaboradoras', expect: adminOnly(200), request: () => G('/api/colaboradoras') },
  { route: 'GET /api/colaboradoras/:id', expect: adminOnly(200), request: (w) => G(`/api/colaboradoras/${w.A.colaboradoraId}`) },

  // Issue 20: the ghosted queue and its reminder (every staff role), and the CSV exports (their screens' policies).
  { route: 'GET /api/seguimiento/sin-entregar', expect: staff(200), request: () => G('/api/seguimiento/sin-entregar') },
  {
    route: 'POST /api/seguimiento/sin-entregar/:id/recordar',
    expect: staff(200),
    request: async (w) => {
      // Received 8 days ago and not delivered; today's reminder by hand forgotten, so each staff cell may send one.
      const id = await w.colab('A', 'produccion');
      await w.ctx.db.delete(colaboracionEventos).where(and(eq(colaboracionEventos.colaboracionId, id), eq(colaboracionEventos.toEstado, 'produccion')));
      await w.ctx.db.insert(colaboracionEventos).values({ colaboracionId: id, fromEstado: 'logistica', toEstado: 'produccion', actorRole: 'colaboradora', createdAt: new Date(Date.now() - 8 * 86_400_000) });
      await w.ctx.db.delete(avisos).where(like(avisos.clave, 'recordatorio-manual:%'));
      // No problem reported on it (an open one pauses the clock, a received replacement restarts it: issue 29).
      await w.ctx.db.delete(problemas).where(eq(problemas.colaboracionId, id));
      return P('POST', `/api/seguimiento/sin-entregar/${id}/recordar`);
    },
  },
  { route: 'GET /api/exportar/colaboraciones', expect: adminOnly(200), request: () => G('/api/exportar/colaboraciones?estado=produccion') },
  { route: 'GET /api/exportar/colaboradoras', expect: adminOnly(200), request: () => G('/api/exportar/colaboradoras') },
  { route: 'GET /api/exportar/entregas', expect: adminOnly(200), request: () => G('/api/exportar/entregas?estado=todas') },

  // Invitations: creating is admin's; reading a link is public; accepting needs a session, and everybody
  // here already has a role, so the link is refused without being used (409).
  { route: 'POST /api/invitaciones', expect: adminOnly(201), request: () => P('POST', '/api/invitaciones', {}) },
  { route: 'GET /api/invitaciones', expect: adminOnly(200), request: () => G('/api/invitaciones') },
  {
    route: 'POST /api/invitaciones/enviar',
    expect: adminOnly(200),
    request: async (w) => {
      // A fresh link each time, made by an admin; only the sender varies.
      const made = await w.admin.post('/api/invitaciones', {});
      const { invitacion } = (await made.json()) as { invitacion: { link: string } };
      return P('POST', '/api/invitaciones/enviar', { token: new URL(invitacion.link).searchParams.get('invitacion'), email: 'matriz@example.com' });
    },
  },
  {
    route: 'POST /api/invitaciones/:id/reenviar',
    expect: adminOnly(200),
    request: async (w) => {
      const made = await w.admin.post('/api/invitaciones', {});
      const { invitacion } = (await made.json()) as { invitacion: { id: string } };
      return P('POST', `/api/invitaciones/${invitacion.id}/reenviar`, {});
    },
  },
  { route: 'GET /api/invitaciones/:token', expect: anyone(200), request: (w) => G(`/api/invitaciones/${w.invitationToken}`) },
  { route: 'POST /api/invitaciones/:token/aceptar', expect: signedIn(409), request: (w) => P('POST', `/api/invitaciones/${w.invitationToken}/aceptar`, {}) },

  // Applications (issue 29): the form is everyone's; the queue is the admins'.
  { route: 'GET /api/aplica', expect: anyone(200), request: () => G('/api/aplica') },
  {
    route: 'POST /api/aplica',
    expect: anyone(201),
    request: (w) =>
      P('POST', '/api/aplica', {
        respuestas: { ...APLICACION, email: `matriz-${randomUUID()}@example.com` },
        ficha: signFicha(w.ctx.config.appSecret, Date.now() - 60_000),
      }),
  },
  { route: 'GET /api/aplicaciones', expect: adminOnly(200), request: () => G('/api/aplicaciones?estado=pendiente') },
  { route: 'GET /api/aplicaciones/conteo', expect: adminOnly(200), request: () => G('/api/aplicaciones/conteo') },
  { route: 'POST /api/aplicaciones/:id/aceptar', expect: adminOnly(200), request: async (w) => P('POST', `/api/aplicaciones/${await aplicacionPendiente(w)}/aceptar`, {}) },
  { route: 'POST /api/aplicaciones/:id/rechazar', expect: adminOnly(200), request: async (w) => P('POST', `/api/aplicaciones/${await aplicacionPendiente(w)}/rechazar`, {}) },
  // Its questions (decision 079) live in Configuración: staff read, admins save (over the current version).
  { route: 'GET /api/aplicaciones/preguntas', expect: staff(200), request: () => G('/api/aplicaciones/preguntas') },
  {
    route: 'PUT /api/aplicaciones/preguntas',
    expect: adminOnly(200),
    request: async (w) => P('PUT', '/api/aplicaciones/preguntas', { version: (await preguntasActuales(w.ctx.db)).version, preguntas: PREGUNTAS_POR_DEFECTO }),
  },

  // Ad authorizations (issue 30): her own collaboration or an admin's; another creator's is 404, and every one to tienda.
  { route: 'GET /api/anuncios/:colaboracionId', expect: portalOrAdmin(200, 404, 200), request: (w, a) => G(`/api/anuncios/${w.of(ownerFor(a)).mainColabId}`) },
  {
    route: 'POST /api/anuncios/:colaboracionId',
    expect: portalOrAdmin(201, 404, 201),
    request: async (w, a) => {
      const id = await withUsageRecord(w, w.of(ownerFor(a)).mainColabId);
      return P('POST', `/api/anuncios/${id}`, { tipo: 'spark', codigo: `SPARK${randomUUID().replaceAll('-', '')}`, otorgadaEl: '2026-01-01', dias: 30 });
    },
  },
  {
    route: 'DELETE /api/anuncios/item/:id',
    expect: portalOrAdmin(204, 404, 204),
    request: async (w, a) => {
      const [row] = await w.ctx.db
        .insert(autorizacionesAnuncio)
        .values({ colaboracionId: w.of(ownerFor(a)).mainColabId, tipo: 'meta', otorgadaEl: '2026-01-01', dias: 30 })
        .returning({ id: autorizacionesAnuncio.id });
      return P('DELETE', `/api/anuncios/item/${row!.id}`);
    },
  },

  // Last: it disconnects the store the rows above use.
  { route: 'DELETE /api/shopify/config', expect: adminOnly(200), request: () => P('DELETE', '/api/shopify/config') },
];
