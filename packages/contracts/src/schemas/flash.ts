import { z } from 'zod';
import { fundPassword } from './account.js';
import { page, pageNo, pageSize, positiveAmount } from './fields.js';
import { assetSymbol } from './wallet.js';

/**
 * Flash exchange: convert one coin into another at a quoted rate.
 * `GET /order/application/quick-exchange` does both steps of the spec's
 * "quote, then confirm":
 * - with fromCoin, toCoin and amount (of fromCoin) it answers a `QuickQuote`,
 *   valid for `validForMs`;
 * - with quoteId and fundPassword it executes that quote: a fill-or-kill
 *   limit order on the spot book at the quote's worst price, and a second
 *   one through USDT when the two coins share no market. If the book has
 *   moved past the quote, nothing executes and the answer is RATE_CHANGED
 *   whose `data` is a fresh `QuickQuote` to reconfirm; an expired quote is
 *   QUOTE_EXPIRED (with a fresh quote too; checked before the password). A
 *   two-leg route whose second book moved after the first leg filled is a
 *   success with status PARTIAL and `nextQuote` for the held USDT.
 *   Confirming the same quote again answers the first result. POST with the
 *   same fields in a JSON body does the same.
 * Errors: EXCHANGE_SAME_COIN, EXCHANGE_PAIR_UNSUPPORTED, EXCHANGE_AMOUNT_TOO_SMALL,
 * EXCHANGE_AMOUNT_TOO_LARGE (more than the book can fill), QUOTE_NOT_FOUND,
 * QUOTE_EXPIRED, RATE_CHANGED, INSUFFICIENT_BALANCE, FUND_PASSWORD_WRONG and
 * the other fund-password errors, MARKET_CLOSED.
 */
export const quickExchangeQuery = z
  .object({
    fromCoin: assetSymbol().optional(),
    toCoin: assetSymbol().optional(),
    amount: positiveAmount().optional(),
    quoteId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'QUOTE_NOT_FOUND' })
      .optional(),
    fundPassword: fundPassword().optional(),
  })
  .transform((value, context): QuickExchangeRequest => {
    const missing = (field: string) => {
      context.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: [field] });
      return z.NEVER;
    };
    if (value.quoteId !== undefined) {
      if (value.fundPassword === undefined) return missing('fundPassword');
      return { kind: 'confirm', quoteId: value.quoteId, fundPassword: value.fundPassword };
    }
    if (value.fromCoin === undefined) return missing('fromCoin');
    if (value.toCoin === undefined) return missing('toCoin');
    if (value.amount === undefined) return missing('amount');
    return { kind: 'quote', fromCoin: value.fromCoin, toCoin: value.toCoin, amount: value.amount };
  });

export type QuickExchangeRequest =
  | {
      readonly kind: 'quote';
      readonly fromCoin: string;
      readonly toCoin: string;
      readonly amount: string;
    }
  | { readonly kind: 'confirm'; readonly quoteId: string; readonly fundPassword: string };
export type QuickExchangeQuery = z.input<typeof quickExchangeQuery>;

const decimal = z.string();

/** One leg of a route: a market and the side the user takes on it. */
export const quickLegSchema = z.object({
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  /** The worst price this leg may fill at: the fill-or-kill order's limit. */
  limitPrice: decimal,
});

/** A quote: what `amount` of fromCoin buys now, after the spot taker fees. */
export const quickQuoteSchema = z.object({
  quoteId: z.string(),
  fromCoin: z.string(),
  toCoin: z.string(),
  /** What will be spent: the amount asked, cut to the market's lot (what a lot cannot take stays). */
  fromAmount: decimal,
  /** What will be received at the quoted prices, fees taken: at least this if it executes. */
  toAmount: decimal,
  /** toAmount / fromAmount. */
  rate: decimal,
  /** Taker fees in toCoin (the first leg's fee of a two-leg route converted at its price). */
  fee: decimal,
  route: z.array(quickLegSchema),
  expiresAt: z.number().int(),
  validForMs: z.number().int().positive(),
});
export type QuickQuote = z.infer<typeof quickQuoteSchema>;

export const QUICK_EXCHANGE_STATUSES = ['FILLED', 'PARTIAL'] as const;

/**
 * An executed exchange. PARTIAL: a two-leg route whose second leg the book
 * no longer allowed; the user holds the intermediate USDT (`heldAmount`).
 */
export const quickExchangeSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  fromCoin: z.string(),
  toCoin: z.string(),
  fromAmount: decimal,
  toAmount: decimal,
  /** The rate achieved and the rate quoted (achieved >= quoted unless PARTIAL). */
  rate: decimal,
  quotedRate: decimal,
  fee: decimal,
  route: z.array(z.string()),
  /** The spot orders that executed it, in route order. */
  orderIds: z.array(z.string()),
  status: z.enum(QUICK_EXCHANGE_STATUSES),
  heldAsset: z.string().nullable(),
  heldAmount: decimal.nullable(),
  createdAt: z.number().int(),
  /** In the reply to a confirmation that ended PARTIAL: a quote for the held amount into toCoin. */
  nextQuote: quickQuoteSchema.nullable().optional(),
});
export type QuickExchange = z.infer<typeof quickExchangeSchema>;

/** `GET /order/application/quick-exchange-list`: the caller's exchanges, newest first. */
export const quickExchangeListQuery = z.object({
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 100),
});
export const quickExchangePageSchema = page(quickExchangeSchema);
