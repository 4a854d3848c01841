import { ERROR_MESSAGES, type ErrorCode } from '../../shared/errors';

/**
 * What went wrong talking to the store, with a Spanish message fit for a toast. `kind` decides what
 * callers may do: 'throttled' and 'unavailable' are worth another try later, 'uncertain' means a
 * mutation may or may not have run (look it up before retrying), the rest will not fix themselves.
 */
export type ShopifyErrorKind =
  | 'throttled'
  | 'unavailable'
  | 'uncertain'
  | 'auth'
  | 'max_cost'
  | 'graphql'
  | 'user'
  | 'invalid_reply';

/** The catalogue's codes for what the store did (src/shared/errors.ts holds their Spanish messages). */
export type StoreErrorCode = Extract<ErrorCode, `STORE_${string}`>;

export class ShopifyError extends Error {
  /**
   * `message` defaults to the code's catalogue text; only a mutation's userErrors bring their own
   * (userErrorsMessage: the store's words, which name the field).
   */
  constructor(
    readonly kind: ShopifyErrorKind,
    readonly code: StoreErrorCode,
    readonly detail?: string,
    message: string = ERROR_MESSAGES[code],
  ) {
    super(message);
    this.name = 'ShopifyError';
  }
}

/** userErrors of a mutation, as one Spanish sentence (Shopify's own messages are kept, they name the field). */
export function userErrorsMessage(errors: readonly { field?: readonly string[] | null; message: string }[]): string {
  const parts = errors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message));
  return `La tienda de Shopify rechazó la operación: ${parts.join('; ')}`;
}
