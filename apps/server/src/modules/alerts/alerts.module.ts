import { decimal, gt, lt, type Decimal } from '@exchange/money';
import { defineModule } from '../../module.js';
import type { SpotBatchEvent } from '../spot/index.js';
import { alertsCheck } from './alerts.check.js';
import { registerAlertRoutes } from './alerts.routes.js';
import { createAlerts, type Alerts } from './alerts.service.js';
import type { AlertTables } from './alerts.tables.js';

/** A batch's highest, lowest and last trade price, or null for a batch without trades. */
export function priceRange(
  event: Pick<SpotBatchEvent, 'trades'>,
): { high: Decimal; low: Decimal; last: Decimal } | null {
  let range: { high: Decimal; low: Decimal; last: Decimal } | null = null;
  for (const trade of event.trades) {
    const price = decimal(trade.price);
    range =
      range === null
        ? { high: price, low: price, last: price }
        : {
            high: gt(price, range.high) ? price : range.high,
            low: lt(price, range.low) ? price : range.low,
            last: price,
          };
  }
  return range;
}

/**
 * The alerts module as the platform builds it (see `module.ts` and
 * `index.ts`); `built` is handed its service (tests wait on `settled`).
 */
export const createAlertsModule = (built?: (alerts: Alerts) => void) =>
  defineModule<AlertTables>({
    name: 'alerts',
    checks: [alertsCheck],
    async create(ctx) {
      const spot = ctx.live.spot.view;
      /** Each market's last trade price as the batches tell it; the ticker's before the first. */
      const lastSeen = new Map<string, Decimal>();
      const lastPrice = (symbol: string): Decimal | null => {
        const seen = lastSeen.get(symbol);
        if (seen) return seen;
        const ticker = ctx.marketData.ticker(symbol).last;
        return ticker === null ? null : decimal(ticker);
      };
      const alerts = createAlerts({
        db: ctx.db,
        nowMs: () => ctx.clock.nowMs(),
        events: ctx.events,
        market: (symbol) => {
          const config = spot.market(symbol);
          return config?.enabled ? { pricePlaces: config.pricePrecision } : null;
        },
        lastPrice,
        log: ctx.log,
      });
      // Subscribed before loading: a batch during the load is evaluated after it.
      const unsubscribe = spot.subscribe((event) => {
        const range = priceRange(event);
        if (range === null) return;
        lastSeen.set(event.symbol, range.last);
        void alerts.onTrades(event.symbol, range.high, range.low).catch(() => undefined);
      });
      await alerts.load();
      built?.(alerts);
      return {
        userRoutes: (api) => registerAlertRoutes(api, alerts),
        async close() {
          unsubscribe();
          await alerts.settled();
        },
      };
    },
  });

export const alertsModule = createAlertsModule();
