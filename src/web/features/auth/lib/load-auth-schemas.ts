import type * as AuthSchemas from '@shared/schemas/auth';

/**
 * The shared sign-in/sign-up schemas (zod, about 20 kB gzip) load on first focus of the form, not with
 * the page: they are needed only to submit. The promise is kept, so they load once.
 */
let schemas: Promise<typeof AuthSchemas> | undefined;

export function loadAuthSchemas(): Promise<typeof AuthSchemas> {
  schemas ??= import('@shared/schemas/auth');
  return schemas;
}
