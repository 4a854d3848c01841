import { request } from '@playwright/test';
import { ADMIN, BASE_URL } from './support/env';

/**
 * The suite's server starts empty: the first sign-up becomes admin (decision 003). We make
 * that account through the real API so every test can act as the admin.
 */
export default async function globalSetup() {
  const ctx = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { Origin: BASE_URL } });
  const res = await ctx.post('/api/auth/sign-up/email', {
    data: { name: ADMIN.fullName, email: ADMIN.email, password: ADMIN.password },
  });
  if (!res.ok()) throw new Error(`could not create the first admin: ${res.status()} ${await res.text()}`);
  const me = await (await ctx.get('/api/me')).json();
  if (me.role !== 'admin') throw new Error(`the first account should be admin, got ${JSON.stringify(me)}`);
  await ctx.dispose();
}
