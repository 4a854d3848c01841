import { test as base, expect, type Page } from '@playwright/test';
import type { Role } from '../../../src/shared/domain/roles';
import { ADMIN } from './env';
import { apiContext, createUser, signIn, useSession, type TestUser } from './api';

interface Fixtures {
  /** Signs a fresh user of that role into the page's browser context (admin: the seeded first admin). */
  loginAs: (role: Role | null) => Promise<TestUser>;
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ context }, use) => {
    await use(async (role) => {
      if (role === 'admin') {
        const ctx = await apiContext();
        await signIn(ctx, ADMIN.email, ADMIN.password);
        await useSession(context, ctx);
        return { id: '', email: ADMIN.email, password: ADMIN.password, fullName: ADMIN.fullName, role };
      }
      const user = await createUser(role);
      await useSession(context, user.ctx);
      return user;
    });
  },
});

export { expect };

/** The toast region sonner renders; every spec message appears there. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}
