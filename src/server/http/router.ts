import { OpenAPIHono, z } from '@hono/zod-openapi';
// Installs the Spanish error map (decision 029) before any route's schema validates anything.
import '../../shared/schemas/zod';
import { errorResponse, validationMessage } from './errors';
import type { AppEnv } from './env';

/**
 * A feature's router. Invalid params, query or body answer 400 VALIDATION with the first issue's
 * message: the shared schemas carry the spec's Spanish texts, and the Spanish error map words the rest.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(c, 'VALIDATION', 400, validationMessage(result.error));
    },
  });
}

export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('Error');

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The error answers every guarded route can give, for the OpenAPI document. */
export const guardedErrors = {
  401: jsonContent(errorSchema, 'Sin sesión (UNAUTHENTICATED)'),
  403: jsonContent(errorSchema, 'Sin permiso (FORBIDDEN, BAD_ORIGIN)'),
} as const;
