import { AD_PAYMENT_MINUTES, type AdConditions, type AdSide, type MyAd } from '@exchange/contracts';
import {
  decimal,
  gt,
  lt,
  lte,
  mul,
  parseDecimal,
  round,
  ROUNDING,
  toPlainString,
} from '@exchange/money';
import { canonicalAmount, checkAmount, type Problem } from '../wallet/transferRules';

/**
 * The ad rules of `p2p.ad.core.ts` and `adCreateBody` (spec section 5),
 * mirrored so each step of the ad form refuses what the server would before
 * the next step opens. Pure; the server stays the judge (a floating price's
 * total, the coin's and fiat's decimals, the caller's own methods).
 */

/** Spec section 9: the smallest per-order minimum an ad may set, in its fiat. */
export const MIN_ORDER_FIAT = '100';
/** Spec section 5: an ad accepts one to three payment methods. */
export const MAX_AD_METHODS = 3;
export const DEFAULT_PAYMENT_MINUTES = 45;
export const TERMS_MAX = 1000;
export const AUTO_REPLY_MAX = 500;
/** How far ahead an ad may be scheduled to go online. */
export const SCHEDULE_MAX_MS = 30 * 86_400_000;
/**
 * A floating price's premium: -50 to 50 percent, at most two decimals
 * (`adTerms.premium`, whose pattern alone would let 50.5 through; the
 * range is held here too).
 */
const PREMIUM = /^-?(?:[0-9]|[1-4][0-9]|50)(?:\.\d{1,2})?$/;
const PREMIUM_LIMIT = decimal('50');

export type PriceType = 'fixed' | 'floating';
/** When a new ad goes online: at once, saved delisted, or at a chosen time. */
export type OnlineMode = 'now' | 'offline' | 'scheduled';

/** The form as typed: amounts are text, `onlineAt` a local `datetime-local` value. */
export interface AdDraft {
  side: AdSide;
  coin: string;
  fiat: string;
  priceType: PriceType;
  price: string;
  premium: string;
  quantity: string;
  minAmount: string;
  maxAmount: string;
  paymentMethodIds: readonly number[];
  paymentMinutes: number;
  terms: string;
  autoReply: string;
  conditions: AdConditions;
  online: OnlineMode;
  onlineAt: string;
}

/** The decimals the ad's coin and fiat allow. */
export interface AdContext {
  coinDecimals: number;
  fiatDecimals: number;
}

export type Problems<K extends string> = Partial<Record<K, Problem>>;

export const NO_CONDITIONS: AdConditions = {
  advancedVerified: false,
  registered30Days: false,
  holdingAbove30Usdt: false,
};

export function emptyDraft(coin: string, fiat: string): AdDraft {
  return {
    side: 'sell',
    coin,
    fiat,
    priceType: 'fixed',
    price: '',
    premium: '',
    quantity: '',
    minAmount: '',
    maxAmount: '',
    paymentMethodIds: [],
    paymentMinutes: DEFAULT_PAYMENT_MINUTES,
    terms: '',
    autoReply: '',
    conditions: NO_CONDITIONS,
    online: 'now',
    onlineAt: '',
  };
}

/** An ISO time as a `datetime-local` value in the reader's zone. */
export function localInputOf(iso: string): string {
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * A saved ad as the form's draft. The maximum is the one the ad shows now,
 * which is its own unless what it has left is worth less.
 */
export function draftOfAd(ad: MyAd, nowMs: number): AdDraft {
  const scheduled = ad.onlineAt !== null && Date.parse(ad.onlineAt) > nowMs;
  return {
    side: ad.side,
    coin: ad.coin,
    fiat: ad.fiat,
    priceType: ad.priceType,
    price: ad.priceType === 'fixed' ? (ad.price ?? '') : '',
    premium: ad.premium ?? '',
    quantity: ad.quantity,
    minAmount: ad.minAmount,
    maxAmount: ad.maxAmount,
    paymentMethodIds: ad.payments.map((payment) => payment.id),
    paymentMinutes: ad.paymentMinutes,
    terms: ad.terms ?? '',
    autoReply: ad.autoReply ?? '',
    conditions: ad.conditions,
    online: scheduled ? 'scheduled' : 'now',
    onlineAt: scheduled && ad.onlineAt !== null ? localInputOf(ad.onlineAt) : '',
  };
}

/** Step 1: the coin, the fiat and the price (fixed, or floating by a premium). */
export function checkPriceStep(
  draft: AdDraft,
  context: AdContext,
): Problems<'coin' | 'fiat' | 'price' | 'premium'> {
  return {
    coin: draft.coin === '' ? { key: 'p2p.ad.error.coin' } : undefined,
    fiat: draft.fiat === '' ? { key: 'p2p.ad.error.fiat' } : undefined,
    price:
      draft.priceType === 'fixed'
        ? checkAmount(draft.price, { decimals: context.fiatDecimals })
        : undefined,
    premium: draft.priceType === 'floating' ? checkPremium(draft.premium) : undefined,
  };
}

function checkPremium(text: string): Problem | undefined {
  const value = text.trim().replace('+', '');
  if (value === '') return { key: 'account.error.required' };
  const parsed = PREMIUM.test(value) ? parseDecimal(value.replace('-', '')) : null;
  return parsed !== null && lte(parsed, PREMIUM_LIMIT)
    ? undefined
    : { key: 'p2p.ad.error.premium' };
}

const valueOf = (text: string) => {
  const canonical = canonicalAmount(text);
  return canonical === null ? null : parseDecimal(canonical);
};

/**
 * The total the maximum may not exceed: the quantity at a fixed price,
 * rounded down to the fiat's decimals (a maximum has no more, so the
 * comparison is the server's). A floating price is known only to the
 * server (today's index), which judges it.
 */
export function totalValue(draft: AdDraft, context: AdContext): string | null {
  if (draft.priceType !== 'fixed') return null;
  if (checkAmount(draft.price, { decimals: context.fiatDecimals })) return null;
  if (checkAmount(draft.quantity, { decimals: context.coinDecimals })) return null;
  const price = valueOf(draft.price);
  const quantity = valueOf(draft.quantity);
  if (price === null || quantity === null) return null;
  return toPlainString(round(mul(quantity, price), context.fiatDecimals, ROUNDING.down));
}

/** Step 2: the quantity, the per-order limits and the payment methods. */
export function checkLimitsStep(
  draft: AdDraft,
  context: AdContext,
): Problems<'quantity' | 'minAmount' | 'maxAmount' | 'methods'> {
  const fiat = { decimals: context.fiatDecimals };
  const minShape = checkAmount(draft.minAmount, fiat);
  const min = minShape ? null : valueOf(draft.minAmount);
  const minAmount =
    minShape ??
    (min !== null && lt(min, decimal(MIN_ORDER_FIAT))
      ? {
          key: 'p2p.ad.error.minAmount' as const,
          params: { min: MIN_ORDER_FIAT, fiat: draft.fiat },
        }
      : undefined);
  const max = checkAmount(draft.maxAmount, fiat) ? null : valueOf(draft.maxAmount);
  const total = totalValue(draft, context);
  let maxAmount: Problem | undefined = checkAmount(draft.maxAmount, fiat);
  if (!maxAmount && max !== null && min !== null && lte(max, min)) {
    maxAmount = { key: 'p2p.ad.error.maxBelowMin' };
  } else if (!maxAmount && max !== null && total !== null && gt(max, decimal(total))) {
    maxAmount = { key: 'p2p.ad.error.maxAboveTotal', params: { total, fiat: draft.fiat } };
  }
  const count = draft.paymentMethodIds.length;
  return {
    quantity: checkAmount(draft.quantity, { decimals: context.coinDecimals }),
    minAmount,
    maxAmount,
    methods:
      count < 1 || count > MAX_AD_METHODS
        ? { key: 'p2p.ad.error.methods', params: { max: MAX_AD_METHODS } }
        : undefined,
  };
}

/** Step 3: the texts' lengths and, for a scheduled ad, a time within the next 30 days. */
export function checkTermsStep(
  draft: AdDraft,
  nowMs: number,
): Problems<'terms' | 'autoReply' | 'onlineAt'> {
  const tooLong = (text: string, max: number): Problem | undefined =>
    text.trim().length > max ? { key: 'p2p.ad.error.tooLong', params: { max } } : undefined;
  let onlineAt: Problem | undefined;
  if (draft.online === 'scheduled') {
    const at = Date.parse(draft.onlineAt);
    if (draft.onlineAt === '') onlineAt = { key: 'account.error.required' };
    else if (Number.isNaN(at) || at <= nowMs || at > nowMs + SCHEDULE_MAX_MS) {
      onlineAt = { key: 'p2p.ad.error.onlineAt' };
    }
  }
  return {
    terms: tooLong(draft.terms, TERMS_MAX),
    autoReply: tooLong(draft.autoReply, AUTO_REPLY_MAX),
    onlineAt,
  };
}

export function isClean(problems: Problems<string>): boolean {
  return Object.values(problems).every((problem) => problem === undefined);
}

/** The terms both create and update send, in a fixed key order. */
export interface AdTermsBody {
  side: AdSide;
  coin: string;
  fiat: string;
  priceType: PriceType;
  price?: string;
  premium?: string;
  quantity: string;
  minAmount: string;
  maxAmount: string;
  paymentMethodIds: number[];
  paymentMinutes: number;
  terms?: string;
  autoReply?: string;
  conditions: AdConditions;
  onlineAt?: string;
}

export type AdCreateBody = AdTermsBody & { offline: boolean };
export type AdUpdateBody = { id: number } & AdTermsBody;

const amountText = (text: string) => canonicalAmount(text) ?? text.trim();

/** A checked draft's terms; blank optional texts are left out. */
export function adTermsBody(draft: AdDraft): AdTermsBody {
  const body: AdTermsBody = {
    side: draft.side,
    coin: draft.coin,
    fiat: draft.fiat,
    priceType: draft.priceType,
    quantity: amountText(draft.quantity),
    minAmount: amountText(draft.minAmount),
    maxAmount: amountText(draft.maxAmount),
    paymentMethodIds: [...draft.paymentMethodIds],
    paymentMinutes: draft.paymentMinutes,
    conditions: { ...draft.conditions },
  };
  if (draft.priceType === 'fixed') body.price = amountText(draft.price);
  else body.premium = draft.premium.trim().replace('+', '');
  const terms = draft.terms.trim();
  const autoReply = draft.autoReply.trim();
  if (terms !== '') body.terms = terms;
  if (autoReply !== '') body.autoReply = autoReply;
  if (draft.online === 'scheduled') body.onlineAt = new Date(draft.onlineAt).toISOString();
  return body;
}

export function adCreateBody(draft: AdDraft): AdCreateBody {
  return { ...adTermsBody(draft), offline: draft.online === 'offline' };
}

export function adUpdateBody(id: number, draft: AdDraft): AdUpdateBody {
  return { id, ...adTermsBody(draft) };
}

/** The payment time limits offered (spec section 9). */
export const PAYMENT_MINUTES: readonly number[] = AD_PAYMENT_MINUTES;
