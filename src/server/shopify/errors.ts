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

export class ShopifyError extends Error {
  constructor(
    readonly kind: ShopifyErrorKind,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ShopifyError';
  }
}

export function isShopifyError(e: unknown): e is ShopifyError {
  return e instanceof ShopifyError;
}

export const SHOPIFY_MESSAGES = {
  throttled: 'La tienda de Shopify está recibiendo demasiadas solicitudes. Intenta de nuevo en un momento.',
  unavailable: 'La tienda de Shopify no respondió. Intenta de nuevo en un momento.',
  uncertain: 'La tienda de Shopify no confirmó la operación. Intenta de nuevo.',
  auth: 'La tienda rechazó las credenciales. Revisa el dominio y el token de acceso.',
  scope: 'La app de la tienda no tiene los permisos necesarios (read_products, read_inventory, write_draft_orders, read_orders, read_fulfillments).',
  maxCost: 'La consulta a la tienda es demasiado grande.',
  graphql: 'La tienda de Shopify rechazó la solicitud.',
  invalidReply: 'La tienda de Shopify respondió algo inesperado.',
  notFoundDomain: 'No se encontró la tienda. Revisa el dominio.',
} as const;

/** userErrors of a mutation, as one Spanish sentence (Shopify's own messages are kept, they name the field). */
export function userErrorsMessage(errors: readonly { field?: readonly string[] | null; message: string }[]): string {
  const parts = errors.map((e) => (e.field?.length ? `${e.field.join('.')}: ${e.message}` : e.message));
  return `La tienda de Shopify rechazó la operación: ${parts.join('; ')}`;
}
