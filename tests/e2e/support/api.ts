import { request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { Role } from '../../../src/shared/domain/roles';
import { ADMIN, BASE_URL, PASSWORD } from './env';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: Role | null;
}

let counter = 0;
/** A unique, readable email for each user a test makes. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${process.pid}${counter}@colabora.test`;
}

/**
 * An API client on the real server with its own cookie jar; state-changing calls carry Origin. A fresh
 * connection per request: a long-lived context would otherwise reuse a keep-alive socket the server is
 * closing at that very moment (ECONNRESET).
 */
export async function apiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL, Connection: 'close' } });
}

async function expectOk(res: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

export async function signUp(ctx: APIRequestContext, user: { email: string; password: string; fullName: string }) {
  const res = await ctx.post('/api/auth/sign-up/email', {
    data: { name: user.fullName, email: user.email, password: user.password },
  });
  await expectOk(res, `sign-up of ${user.email}`);
}

export async function signIn(ctx: APIRequestContext, email: string, password: string) {
  const res = await ctx.post('/api/auth/sign-in/email', { data: { email, password } });
  await expectOk(res, `sign-in of ${email}`);
}

export async function me(ctx: APIRequestContext): Promise<{ user: { id: string }; role: Role | null }> {
  const res = await ctx.get('/api/me');
  await expectOk(res, 'GET /api/me');
  return res.json();
}

let adminCtx: APIRequestContext | null = null;
export async function adminApi(): Promise<APIRequestContext> {
  if (!adminCtx) {
    adminCtx = await apiContext();
    await signIn(adminCtx, ADMIN.email, ADMIN.password);
  }
  return adminCtx;
}

export async function assignRole(userId: string, role: Role) {
  const ctx = await adminApi();
  const res = await ctx.put(`/api/roles/users/${userId}`, { data: { role } });
  await expectOk(res, `assigning ${role}`);
}

/**
 * Everyone Gestión de Roles lists (optionally of one role), walking its pages of 100: the list is paged
 * on the server (issue 28), and the suite signs up hundreds of people.
 */
export async function allRoleUsers(rol?: Role): Promise<{ id: string; email: string; fullName: string; role: Role | null }[]> {
  const ctx = await adminApi();
  const users: { id: string; email: string; fullName: string; role: Role | null }[] = [];
  for (let page = 1; ; page++) {
    const query = new URLSearchParams({ page: String(page), pageSize: '100', ...(rol ? { rol } : {}) });
    const res = await ctx.get(`/api/roles/users?${query.toString()}`);
    await expectOk(res, 'GET /api/roles/users');
    const body = (await res.json()) as { users: typeof users; total: number };
    users.push(...body.users);
    if (body.users.length === 0 || users.length >= body.total) return users;
  }
}

/** Signs a new user up through the real API and, when asked, has the admin assign a role. */
export async function createUser(role: Role | null, prefix: string = role ?? 'sinrol'): Promise<TestUser & { ctx: APIRequestContext }> {
  const ctx = await apiContext();
  const email = uniqueEmail(prefix);
  const fullName = `Prueba ${prefix} ${counter}`;
  await signUp(ctx, { email, password: PASSWORD, fullName });
  const { user } = await me(ctx);
  if (role) await assignRole(user.id, role);
  return { id: user.id, email, password: PASSWORD, fullName, role, ctx };
}

/** Puts a signed-in user's session cookie into a browser context. */
export async function useSession(context: BrowserContext, ctx: APIRequestContext) {
  const { cookies } = await ctx.storageState();
  await context.addCookies(cookies);
}

/** The fields of a new collaboration (spec §5 create form); titulo and producto default to readable values. */
export interface ColaboracionSeed {
  titulo?: string;
  producto?: string;
  tipo?: string | null;
  color?: string | null;
  talla?: string | null;
  marca?: string | null;
  imagen?: string | null;
  pedidoUrl?: string | null;
  cintura?: number | null;
  cadera?: number | null;
  largo?: number | null;
  numeroPedido?: number | null;
  estado?: 'disponible' | 'empaquetado' | 'logistica' | 'produccion' | 'confirmacion' | 'entregado';
}

let seedCounter = 0;
/** A title no other test (or earlier run on the same server) has used. */
export function uniqueTitle(prefix: string): string {
  seedCounter += 1;
  return `${prefix} ${Date.now().toString(36)}${process.pid.toString(36)}${seedCounter}`;
}

/** Creates a collaboration through the real API as the admin (POST /api/colaboraciones). */
export async function createColaboracion(fields: ColaboracionSeed = {}): Promise<{ id: string; titulo: string; estado: string }> {
  const ctx = await adminApi();
  const res = await ctx.post('/api/colaboraciones', {
    data: { titulo: fields.titulo ?? uniqueTitle('Jeans de prueba'), producto: 'Jeans', estado: 'disponible', ...fields },
  });
  await expectOk(res, 'POST /api/colaboraciones');
  return (await res.json()).colaboracion;
}

/** Reads one collaboration through the real API as the admin, or null when it no longer exists. */
export async function getColaboracion(id: string): Promise<Record<string, unknown> | null> {
  const ctx = await adminApi();
  const res = await ctx.get(`/api/colaboraciones/${id}`);
  if (res.status() === 404) return null;
  await expectOk(res, `GET /api/colaboraciones/${id}`);
  return (await res.json()).colaboracion;
}
