import { isAppError } from './http/app-error.js';
import type { RecordBrief, RecordLookup } from './module.js';
import type { DepositService } from './modules/deposit/index.js';
import type { SpotService } from './modules/spot/index.js';
import type { WithdrawalService } from './modules/withdrawal/index.js';

const NUMERIC_ID = /^[1-9]\d{0,14}$/;

/**
 * The platform's records a support conversation can be about, each looked
 * up as its owner sees it: a reference that is not the user's (or not a
 * reference at all) is null, never an error, so the caller says one thing
 * for every miss.
 */
export function createRecordLookups(deps: {
  readonly spot: Pick<SpotService, 'detail'>;
  readonly withdrawals: Pick<WithdrawalService, 'detail'>;
  readonly deposits: Pick<DepositService, 'detail'>;
}): { spot_order: RecordLookup; withdrawal: RecordLookup; deposit: RecordLookup } {
  /** The record, or null when its service refuses it as unknown (its catalogue error). */
  const owned =
    <T>(find: (userId: number, ref: string) => Promise<T>, brief: (row: T) => RecordBrief) =>
    async (userId: number, ref: string): Promise<RecordBrief | null> => {
      if (!NUMERIC_ID.test(ref)) return null;
      try {
        return brief(await find(userId, ref));
      } catch (error) {
        if (isAppError(error)) return null;
        throw error;
      }
    };
  return {
    spot_order: owned(
      (userId, ref) => deps.spot.detail(userId, ref),
      (order) => ({
        title: `${order.symbol} ${order.side} ${order.amount ?? order.quoteAmount ?? ''}${
          order.price ? ` @ ${order.price}` : ''
        }`.trim(),
        status: order.status,
        createdAt: order.createdAt,
        appealed: false,
      }),
    ),
    withdrawal: owned(
      (userId, ref) => deps.withdrawals.detail(userId, Number(ref)),
      (w) => ({
        title: `${w.amount} ${w.symbol} (${w.chain}) → ${w.address}`,
        status: w.status,
        createdAt: Date.parse(w.createdAt),
        appealed: false,
      }),
    ),
    deposit: owned(
      (userId, ref) => deps.deposits.detail(userId, Number(ref)),
      (d) => ({
        title: `${d.amount} ${d.symbol} (${d.chain}) ${d.txid}`,
        status: d.status,
        createdAt: Date.parse(d.createdAt),
        appealed: false,
      }),
    ),
  };
}
