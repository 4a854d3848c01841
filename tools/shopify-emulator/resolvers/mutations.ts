import { gid, parseGid } from '../ids';
import type { AppliedDiscount, Store } from '../store';
import { draftOrderView } from './orders';
import { str, type Args, type ResolverContext, type View } from './context';

interface UserError {
  field: string[] | null;
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function discountInput(raw: unknown, field: string[], errors: UserError[]): AppliedDiscount | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  const valueType = d.valueType === 'FIXED_AMOUNT' ? 'FIXED_AMOUNT' : 'PERCENTAGE';
  const value = typeof d.value === 'number' ? d.value : 0;
  if (value < 0) errors.push({ field: [...field, 'value'], message: 'Value must be greater than or equal to 0' });
  if (valueType === 'PERCENTAGE' && value > 100) {
    errors.push({ field: [...field, 'value'], message: 'Value must be less than or equal to 100' });
  }
  return { valueType, value, title: str(d.title), description: str(d.description) };
}

/**
 * draftOrderCreate with the checks Shopify makes on the inputs the app uses. Bad input comes back as
 * userErrors with a null draftOrder, never as a half-made draft. (Exact Shopify wording: unverified.)
 */
export function draftOrderCreate(args: Args, ctx: ResolverContext): View {
  const { store } = ctx;
  const input = (args.input ?? {}) as Record<string, unknown>;
  const errors: UserError[] = [];
  const rawLines = Array.isArray(input.lineItems) ? (input.lineItems as Record<string, unknown>[]) : [];
  if (rawLines.length === 0) errors.push({ field: ['lineItems'], message: 'Line items must have at least one line item' });
  if (rawLines.length > 499) errors.push({ field: ['lineItems'], message: 'Line items cannot exceed 499 line items' });
  const lines = rawLines.map((l, i) => {
    const field = ['lineItems', String(i)];
    const variantRef = str(l.variantId);
    const parsed = variantRef ? parseGid(variantRef) : null;
    if (!variantRef) {
      // Custom line items (title + price, no variant) are valid in Shopify but not needed by the app.
      errors.push({ field: [...field, 'variantId'], message: 'The emulator only supports line items with a variantId' });
    } else if (!parsed || parsed.type !== 'ProductVariant' || !store.variants.has(parsed.id)) {
      errors.push({ field: [...field, 'variantId'], message: `Product variant ${variantRef} does not exist` });
    }
    const quantity = typeof l.quantity === 'number' ? l.quantity : 0;
    if (quantity < 1) errors.push({ field: [...field, 'quantity'], message: 'Quantity must be greater than or equal to 1' });
    return {
      variantId: parsed?.id ?? 0,
      quantity,
      appliedDiscount: discountInput(l.appliedDiscount, [...field, 'appliedDiscount'], errors),
    };
  });
  const email = str(input.email);
  if (email !== null && email !== '' && !EMAIL.test(email)) errors.push({ field: ['email'], message: 'Email is invalid' });
  const tags = Array.isArray(input.tags) ? input.tags.filter((t): t is string => typeof t === 'string') : [];
  if (tags.some((t) => t.length > 255)) errors.push({ field: ['tags'], message: 'Tags cannot be longer than 255 characters' });
  let shippingLine: { title: string; amount: string; currencyCode: string } | null = null;
  if (input.shippingLine && typeof input.shippingLine === 'object') {
    const s = input.shippingLine as Record<string, unknown>;
    const price = (s.priceWithCurrency ?? null) as { amount?: unknown; currencyCode?: unknown } | null;
    const amount = price ? String(price.amount) : typeof s.price === 'string' || typeof s.price === 'number' ? String(s.price) : '0';
    if (!Number.isFinite(Number(amount)) || Number(amount) < 0) {
      errors.push({ field: ['shippingLine', 'priceWithCurrency', 'amount'], message: 'Price must be greater than or equal to 0' });
    }
    shippingLine = {
      title: str(s.title) ?? 'Envío',
      amount: Number(amount).toFixed(2),
      currencyCode: typeof price?.currencyCode === 'string' ? price.currencyCode : store.shop.currencyCode,
    };
  }
  const reserve = str(input.reserveInventoryUntil);
  if (reserve !== null && !(Date.parse(reserve) > store.now().getTime())) {
    errors.push({ field: ['reserveInventoryUntil'], message: 'Reserve inventory until must be in the future' });
  }
  const customAttributes = Array.isArray(input.customAttributes)
    ? (input.customAttributes as { key: string; value: string }[]).map((a) => ({ key: a.key, value: a.value }))
    : [];
  const appliedDiscount = discountInput(input.appliedDiscount, ['appliedDiscount'], errors);
  if (errors.length > 0) return { draftOrder: null, userErrors: errors };
  const draft = store.createDraftOrder({
    email: email || null,
    note: str(input.note),
    tags,
    customAttributes,
    lines,
    shippingLine,
    appliedDiscount,
    reserveInventoryUntil: reserve ? new Date(reserve).toISOString().replace(/\.\d{3}Z$/, 'Z') : null,
  });
  return { draftOrder: draftOrderView(ctx, draft), userErrors: [] };
}

export function webhookSubscriptionView(store: Store, apiVersion: string, id: number): View | null {
  const s = store.webhookSubscriptions.get(id);
  if (!s) return null;
  return {
    __typename: 'WebhookSubscription',
    id: gid('WebhookSubscription', s.id),
    legacyResourceId: String(s.id),
    topic: s.topic,
    uri: s.uri,
    format: s.format,
    filter: null,
    includeFields: [],
    metafieldNamespaces: [],
    metafields: [],
    name: null,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    apiVersion: { __typename: 'ApiVersion', handle: apiVersion, displayName: apiVersion, supported: true },
  };
}

export function webhookSubscriptionCreate(args: Args, ctx: ResolverContext): View {
  const { store } = ctx;
  const topic = String(args.topic);
  const input = (args.webhookSubscription ?? {}) as Record<string, unknown>;
  const uri = str(input.uri) ?? str(input.callbackUrl);
  const field = ['webhookSubscription', input.uri !== undefined ? 'uri' : 'callbackUrl'];
  let url: URL | null = null;
  try {
    url = uri ? new URL(uri) : null;
  } catch {
    url = null;
  }
  // Shopify insists on https; the emulator also takes http so it can call an app on localhost.
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return { webhookSubscription: null, userErrors: [{ field, message: 'Address is invalid' }] };
  }
  for (const s of store.webhookSubscriptions.values()) {
    if (s.topic === topic && s.uri === uri) {
      return { webhookSubscription: null, userErrors: [{ field, message: 'Address for this topic has already been taken' }] };
    }
  }
  const now = store.nowIso();
  const id = store.nextId('WebhookSubscription');
  store.webhookSubscriptions.set(id, {
    id,
    topic,
    uri: url.toString(),
    format: input.format === 'XML' ? 'XML' : 'JSON',
    createdAt: now,
    updatedAt: now,
  });
  return { webhookSubscription: webhookSubscriptionView(store, ctx.apiVersion, id), userErrors: [] };
}

export function webhookSubscriptionDelete(args: Args, ctx: ResolverContext): View {
  const parsed = parseGid(String(args.id));
  if (!parsed || parsed.type !== 'WebhookSubscription' || !ctx.store.webhookSubscriptions.delete(parsed.id)) {
    return { deletedWebhookSubscriptionId: null, userErrors: [{ field: ['id'], message: 'Webhook subscription does not exist' }] };
  }
  return { deletedWebhookSubscriptionId: gid('WebhookSubscription', parsed.id), userErrors: [] };
}
