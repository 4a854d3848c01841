import { paginate, type PageArgs } from '../connection';
import { gid, parseGid } from '../ids';
import { createDiscount, deleteDiscount, discountByCode, discountStatus, updateDiscount } from '../sales';
import type { CodeDiscount } from '../store';
import { count, str, type Args, type ResolverContext, type View } from './context';

interface DiscountUserError {
  field: string[] | null;
  code: string;
  message: string;
  extraInfo: null;
}

const err = (field: string[] | null, code: string, message: string): DiscountUserError => ({ field, code, message, extraInfo: null });

function summary(d: CodeDiscount): string {
  const pct = `${Math.round(d.percentage * 10000) / 100}% off entire order`;
  return d.appliesOncePerCustomer ? `${pct} • One use per customer` : pct;
}

export function discountCodeNodeView(ctx: ResolverContext, d: CodeDiscount): View {
  const redeemCode = (): View => ({
    __typename: 'DiscountRedeemCode',
    id: gid('DiscountRedeemCode', d.redeemCodeId),
    code: d.code,
    asyncUsageCount: d.usageCount,
    createdBy: null,
  });
  return {
    __typename: 'DiscountCodeNode',
    id: gid('DiscountCodeNode', d.id),
    codeDiscount: {
      __typename: 'DiscountCodeBasic',
      title: d.title,
      status: discountStatus(ctx.store, d),
      startsAt: d.startsAt,
      endsAt: d.endsAt,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      appliesOncePerCustomer: d.appliesOncePerCustomer,
      usageLimit: d.usageLimit,
      asyncUsageCount: d.usageCount,
      recurringCycleLimit: null,
      minimumRequirement: null,
      hasTimelineComment: false,
      tags: [],
      discountClass: 'ORDER',
      discountClasses: ['ORDER'],
      summary: summary(d),
      shortSummary: `${Math.round(d.percentage * 10000) / 100}% off entire order`,
      shareableUrls: [],
      totalSales: null,
      codesCount: count(1),
      combinesWith: { __typename: 'DiscountCombinesWith', ...d.combinesWith, productDiscountsWithTagsOnSameCartLine: [] },
      customerSelection: { __typename: 'DiscountCustomerAll', allCustomers: true },
      context: { __typename: 'DiscountBuyerSelectionAll', all: 'ALL' },
      customerGets: {
        __typename: 'DiscountCustomerGets',
        appliesOnOneTimePurchase: true,
        appliesOnSubscription: false,
        value: { __typename: 'DiscountPercentage', percentage: d.percentage },
        items: { __typename: 'AllDiscountItems', allItems: true },
      },
      codes: (args: Args) => paginate([d], args as PageArgs, (x) => ({ id: x.redeemCodeId, value: x.redeemCodeId }), redeemCode),
    },
  };
}

function nodeOf(ctx: ResolverContext, id: unknown): CodeDiscount | undefined {
  const parsed = typeof id === 'string' ? parseGid(id) : null;
  return parsed?.type === 'DiscountCodeNode' ? ctx.store.discounts.get(parsed.id) : undefined;
}

export function codeDiscountNodeById(ctx: ResolverContext, id: number): View | null {
  const d = ctx.store.discounts.get(id);
  return d ? discountCodeNodeView(ctx, d) : null;
}

export function codeDiscountNodeByCode(args: Args, ctx: ResolverContext): View | null {
  const d = discountByCode(ctx.store, String(args.code ?? ''));
  return d ? discountCodeNodeView(ctx, d) : null;
}

export function codeDiscountNode(args: Args, ctx: ResolverContext): View | null {
  const d = nodeOf(ctx, args.id);
  return d ? discountCodeNodeView(ctx, d) : null;
}

function dateOrNull(v: unknown): string | null {
  return typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null;
}

/**
 * What discountCodeBasicCreate checks on the inputs the app sends (messages as Shopify words them where
 * known). Only a percentage off is stored: other values are refused rather than stored wrong.
 */
function readInput(ctx: ResolverContext, raw: Args, creating: boolean, own?: CodeDiscount) {
  const F = 'basicCodeDiscount';
  const errors: DiscountUserError[] = [];
  const title = str(raw.title);
  const code = str(raw.code);
  if (creating || raw.title !== undefined) {
    if (!title?.trim()) errors.push(err([F, 'title'], 'BLANK', "Title can't be blank"));
    else if (title.length > 255) errors.push(err([F, 'title'], 'TOO_LONG', 'Title is too long (maximum is 255 characters)'));
  }
  if (creating || raw.code !== undefined) {
    if (!code?.trim()) errors.push(err([F, 'code'], 'BLANK', "Code can't be blank"));
    else if (code.trim().length > 255) errors.push(err([F, 'code'], 'TOO_LONG', 'Code is too long (maximum is 255 characters)'));
    else if (/[\r\n]/.test(code)) errors.push(err([F, 'code'], 'INVALID', 'Code cannot contain newline characters.'));
    else {
      const other = discountByCode(ctx.store, code);
      if (other && other.id !== own?.id) errors.push(err([F, 'code'], 'TAKEN', 'Code must be unique. Please try a different code.'));
    }
  }
  const gets = (raw.customerGets ?? null) as Args | null;
  const value = (gets?.value ?? null) as Args | null;
  let percentage: number | undefined;
  if (creating && !gets) errors.push(err([F, 'customerGets'], 'BLANK', "Customer gets can't be blank"));
  if (value) {
    if (typeof value.percentage === 'number') {
      percentage = value.percentage;
      if (!(percentage >= 0 && percentage <= 1)) {
        errors.push(err([F, 'customerGets', 'value', 'percentage'], 'VALUE_OUTSIDE_RANGE', 'Value must be between 0.0 and 1.0'));
      }
    } else {
      errors.push(err([F, 'customerGets', 'value'], 'INVALID', 'The Colabora emulator stores only a percentage value (customerGets.value.percentage).'));
    }
  } else if (creating && gets) errors.push(err([F, 'customerGets', 'value'], 'BLANK', "Value can't be blank"));
  const items = (gets?.items ?? null) as Args | null;
  if (items && items.all !== true) {
    errors.push(err([F, 'customerGets', 'items'], 'INVALID', 'The Colabora emulator supports only items: {all: true}.'));
  }
  if (raw.customerSelection !== undefined && raw.context !== undefined && raw.customerSelection !== null && raw.context !== null) {
    errors.push(err([F, 'context'], 'INVALID', 'Only one of context or customerSelection can be provided.'));
  }
  const startsAt = dateOrNull(raw.startsAt);
  const endsAt = dateOrNull(raw.endsAt);
  const start = startsAt ?? own?.startsAt ?? ctx.store.nowIso();
  if (endsAt && Date.parse(endsAt) < Date.parse(start)) {
    errors.push(err([F, 'endsAt'], 'END_DATE_BEFORE_START_DATE', 'Ends at needs to be after starts_at'));
  }
  const usageLimit = typeof raw.usageLimit === 'number' ? raw.usageLimit : null;
  if (usageLimit !== null && usageLimit < 1) errors.push(err([F, 'usageLimit'], 'GREATER_THAN', 'Usage limit must be greater than 0'));
  const combines = (raw.combinesWith ?? null) as Args | null;
  return {
    errors,
    fields: {
      title: title?.trim() ?? '',
      code: code?.trim() ?? '',
      percentage,
      startsAt,
      endsAt,
      usageLimit,
      appliesOncePerCustomer: typeof raw.appliesOncePerCustomer === 'boolean' ? raw.appliesOncePerCustomer : undefined,
      combinesWith: combines
        ? {
            orderDiscounts: combines.orderDiscounts === true,
            productDiscounts: combines.productDiscounts === true,
            shippingDiscounts: combines.shippingDiscounts === true,
          }
        : undefined,
    },
  };
}

export function discountCodeBasicCreate(args: Args, ctx: ResolverContext): View {
  const { errors, fields } = readInput(ctx, (args.basicCodeDiscount ?? {}) as Args, true);
  if (errors.length) return { codeDiscountNode: null, userErrors: errors };
  const d = createDiscount(ctx.store, { ...fields, percentage: fields.percentage ?? 0 });
  return { codeDiscountNode: discountCodeNodeView(ctx, d), userErrors: [] };
}

const notFound = () => [err(['id'], 'INVALID', 'Discount does not exist')];

export function discountCodeBasicUpdate(args: Args, ctx: ResolverContext): View {
  const d = nodeOf(ctx, args.id);
  if (!d) return { codeDiscountNode: null, userErrors: notFound() };
  const raw = (args.basicCodeDiscount ?? {}) as Args;
  const { errors, fields } = readInput(ctx, raw, false, d);
  if (errors.length) return { codeDiscountNode: null, userErrors: errors };
  updateDiscount(ctx.store, d.id, {
    title: raw.title !== undefined ? fields.title : undefined,
    code: raw.code !== undefined ? fields.code : undefined,
    percentage: fields.percentage,
    startsAt: raw.startsAt !== undefined ? fields.startsAt : undefined,
    endsAt: raw.endsAt !== undefined ? fields.endsAt : undefined,
    usageLimit: raw.usageLimit !== undefined ? fields.usageLimit : undefined,
    appliesOncePerCustomer: fields.appliesOncePerCustomer,
  });
  return { codeDiscountNode: discountCodeNodeView(ctx, d), userErrors: [] };
}

/** Activating clears the end date (and starts a scheduled code now); deactivating ends it now: EXPIRED. */
function setActive(status: 'ACTIVE' | 'EXPIRED') {
  return (args: Args, ctx: ResolverContext): View => {
    const d = nodeOf(ctx, args.id);
    if (!d) return { codeDiscountNode: null, userErrors: notFound() };
    updateDiscount(ctx.store, d.id, { status });
    return { codeDiscountNode: discountCodeNodeView(ctx, d), userErrors: [] };
  };
}

export const discountCodeActivate = setActive('ACTIVE');
export const discountCodeDeactivate = setActive('EXPIRED');

export function discountCodeDelete(args: Args, ctx: ResolverContext): View {
  const d = nodeOf(ctx, args.id);
  if (!d) return { deletedCodeDiscountId: null, userErrors: notFound() };
  deleteDiscount(ctx.store, d.id);
  return { deletedCodeDiscountId: gid('DiscountCodeNode', d.id), userErrors: [] };
}
