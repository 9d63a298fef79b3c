import { z } from 'zod';
import { id } from './fields.js';
import { marketSymbol } from './market.js';

/**
 * Price alerts (`/priceAlerts`): "tell me when BTC/USDT's last price rises
 * to 70000", "falls to 60000", "moves up 5 %" or "down 5 %" from the price
 * when the alert was set. A percentage becomes an absolute threshold when
 * the alert is made (base × (1 ± p/100), rounded to the market's tick away
 * from the base, so the move is at least p %), and both are kept. An alert
 * fires once, from the market's trades (the batch's highest and lowest
 * price, so a spike that crosses and comes back counts), through the
 * notification centre's `alerts` category; e-mail and SMS follow the user's
 * notification settings. Prices and percentages are decimal strings.
 */
export const ALERT_KINDS = ['price_above', 'price_below', 'move_up_pct', 'move_down_pct'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_STATUSES = ['ACTIVE', 'FIRED', 'CANCELLED'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Most active alerts one user may have at a time. */
export const ALERT_ACTIVE_MAX = 50;
/** Most finished alerts the history returns (newest first). */
export const ALERT_HISTORY_MAX = 100;
/** A note's length, in characters after trimming. */
export const ALERT_NOTE_MAX = 60;
/** The largest percentage move an alert may wait for. */
export const ALERT_PERCENT_MAX = '1000';

/** Whether an alert waits for the price to go up (at or above its threshold) or down. */
export const alertRises = (kind: AlertKind): boolean =>
  kind === 'price_above' || kind === 'move_up_pct';
/** Whether an alert's value is a percentage (else a price). */
export const alertIsPercent = (kind: AlertKind): boolean =>
  kind === 'move_up_pct' || kind === 'move_down_pct';

export const priceAlertSchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** The target price, or the percentage for a move. */
  value: z.string(),
  /** The price that fires it: the target, or the base moved by the percentage. */
  threshold: z.string(),
  /** The market's last price when the alert was set. */
  basePrice: z.string(),
  note: z.string().nullable(),
  status: z.enum(ALERT_STATUSES),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  firedAt: z.number().nullable(),
  /** The batch's highest (rise) or lowest (fall) trade price that fired it. */
  firedPrice: z.string().nullable(),
  cancelledAt: z.number().nullable(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

/** `GET /alerts`: active alerts, or the history (fired and cancelled), newest first. */
export const alertListQuery = z.object({
  status: z.enum(['active', 'history']).default('active'),
  symbol: marketSymbol().optional(),
});
export type AlertListQuery = z.input<typeof alertListQuery>;

export const alertListSchema = z.object({
  items: z.array(priceAlertSchema),
  /** The caller's active alerts, whatever was asked, and the most allowed. */
  active: z.number().int(),
  max: z.number().int(),
});
export type AlertList = z.infer<typeof alertListSchema>;

/**
 * `POST /alerts/create`. `value` is the target price for `price_above` and
 * `price_below`, the percentage for a move; its checks (above 0, a move
 * within (0, 1000] and below 100 for a fall, a target not already met) are
 * the server's, with coded errors.
 */
export const alertCreateBody = z.object({
  symbol: marketSymbol(),
  kind: z.enum(ALERT_KINDS, { error: 'ALERT_KIND_INVALID' }),
  value: z
    .string({ error: 'ALERT_TARGET_INVALID' })
    .trim()
    .max(40, { error: 'ALERT_TARGET_INVALID' }),
  /** Checked against ALERT_NOTE_MAX by the server (ALERT_NOTE_TOO_LONG names the limit). */
  note: z.string().trim().max(1000).optional(),
});
export type AlertCreateBody = z.input<typeof alertCreateBody>;

/** `POST /alerts/cancel`: an active alert of the caller's. */
export const alertIdBody = z.object({ id: id() });

/** `POST /alerts/history/delete`: one finished alert, or (no id) all of them. */
export const alertHistoryDeleteBody = z.object({ id: id().optional() });
export const alertDeletedSchema = z.object({ deleted: z.number().int() });
