import type { FieldErrors, Resolver } from 'react-hook-form';
import { type StoreConnectionInput, storeConnectionInputSchema } from '@shared/schemas/shopify';

export type AuthKind = StoreConnectionInput['authKind'];

/** The form holds both credential kinds; only the chosen one is sent. Secrets always start empty. */
export interface ConnectionFormValues {
  storeDomain: string;
  authKind: AuthKind;
  accessToken: string;
  clientId: string;
  clientSecret: string;
  webhookSecret: string;
}

export function toConnectionInput(values: ConnectionFormValues): unknown {
  const webhookSecret = values.webhookSecret.trim() ? { webhookSecret: values.webhookSecret } : {};
  return values.authKind === 'token'
    ? { storeDomain: values.storeDomain, authKind: 'token', accessToken: values.accessToken, ...webhookSecret }
    : { storeDomain: values.storeDomain, authKind: 'client_credentials', clientId: values.clientId, clientSecret: values.clientSecret, ...webhookSecret };
}

/** True when no credential was typed: 'Probar conexión' then tests the connection the server already has. */
export function hasNoTypedCredentials(values: ConnectionFormValues): boolean {
  return !values.accessToken.trim() && !values.clientId.trim() && !values.clientSecret.trim();
}

/** Validates with the shared schema (the server's rule and Spanish messages), one message per field. */
export const connectionResolver: Resolver<ConnectionFormValues, unknown, StoreConnectionInput> = (values) => {
  const parsed = storeConnectionInputSchema.safeParse(toConnectionInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<ConnectionFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as keyof ConnectionFormValues]) {
      errors[field as keyof ConnectionFormValues] = { type: issue.code, message: issue.message };
    }
  }
  return { values: {}, errors };
};
