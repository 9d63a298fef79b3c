import type { Withdrawal, WithdrawalRisk } from '@exchange/contracts';
import {
  add,
  decimal,
  gt,
  mul,
  round,
  ROUNDING,
  toPlainString,
  ZERO,
  type Decimal,
  type Rounding,
} from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import type { AccountAdmin } from '../account/index.js';
import type { DepositService } from '../deposit/index.js';
import type { PriceSource } from '../wallet/index.js';
import type { WithdrawalService } from '../withdrawal/index.js';
import type { Operator, OperatorService } from './admin.operators.js';
import type { AuditWithin } from './admin.secure.js';
import type { ConsoleSettingsService } from './admin.settings.js';

/** How far before a request the review looks for a change to the account's security. */
const SECURITY_CHANGE_WINDOW_MS = 48 * 3_600_000;

/** USDT as the console shows it: two places, rounded as the caller says. */
const usdt = (value: Decimal, rounding: Rounding) => toPlainString(round(value, 2, rounding));

/**
 * The console's withdrawal review: the queue with what a reviewer weighs
 * (each row's worth in USDT, whether approving it needs the operator's
 * code, and the user's risk facts, gathered for a whole page in a few
 * grouped queries), and the approval, which above the console's threshold
 * needs the operator's current authenticator code on the request itself.
 */
export function createWithdrawalReview(deps: {
  readonly withdrawals: WithdrawalService;
  readonly deposits: DepositService;
  readonly accounts: Pick<AccountAdmin, 'reviewFacts'>;
  readonly operators: Pick<OperatorService, 'withCode'>;
  readonly settings: Pick<ConsoleSettingsService, 'withdrawalCodeAbove'>;
  /** USDT (USD) per unit of a coin at the index price now, or null: the wallet's valuation. */
  readonly prices: PriceSource;
}) {
  const { withdrawals, prices } = deps;

  /** Worth in USDT now, or null when the coin has no price. */
  function worth(symbol: string, amount: string): Decimal | null {
    const price = prices(symbol);
    return price === null ? null : mul(decimal(amount), price);
  }

  /** Above the threshold, or without a price to compare (then the code is asked rather than skipped). */
  const needsCode = (value: Decimal | null, threshold: Decimal) =>
    value === null || gt(value, threshold);

  /** Credited deposits counted and valued; one unpriced coin makes the value unknown, never zero. */
  function depositSummary(
    credited: readonly { symbol: string; count: number; amount: string }[],
  ): WithdrawalRisk['deposits'] {
    let total: Decimal | null = ZERO;
    let count = 0;
    for (const c of credited) {
      count += c.count;
      const value = worth(c.symbol, c.amount);
      total = total === null || value === null ? null : add(total, value);
    }
    return { count, usdtValue: total === null ? null : usdt(total, ROUNDING.half_up) };
  }

  return {
    async queue(status: string | undefined, pageNo: number, pageSize: number) {
      const page = await withdrawals.queue(status, pageNo, pageSize);
      const userIds = page.list.map((w) => w.userId);
      const earliest = Math.min(...page.list.map((w) => Date.parse(w.createdAt)));
      const [threshold, users, deposits] = await Promise.all([
        deps.settings.withdrawalCodeAbove(),
        deps.accounts.reviewFacts(userIds, new Date(earliest - SECURITY_CHANGE_WINDOW_MS)),
        deps.deposits.creditedTo(userIds),
      ]);
      return {
        ...page,
        list: page.list.map(({ withdrawals24h, newAddress, ...w }) => {
          const user = users.get(w.userId);
          const change = user?.change ?? null;
          const windowStart = Date.parse(w.createdAt) - SECURITY_CHANGE_WINDOW_MS;
          const value = worth(w.symbol, w.amount);
          return {
            ...w,
            uid: user?.uid ?? null,
            // Rounded up: the shown worth is never below the one compared with the threshold.
            usdtValue: value === null ? null : usdt(value, ROUNDING.up),
            needsCode: needsCode(value, threshold),
            risk: {
              registeredAt: user?.registeredAt.getTime() ?? 0,
              deposits: depositSummary(deposits.get(w.userId) ?? []),
              withdrawals24h,
              newAddress,
              securityChange:
                change && change.at.getTime() >= windowStart
                  ? { event: change.event, time: change.at.getTime() }
                  : null,
            },
          };
        }),
      };
    },

    /**
     * Approves a withdrawal waiting for review. One worth more than the
     * threshold, or without a price, needs `totp`, the operator's current
     * authenticator code: checked as at sign-in, counted toward their lock
     * when wrong, and spent in the approval's own transaction with its audit
     * entry, so a refused code changes nothing but the count of tries (and
     * `refused` records the refusal). Errors: WITHDRAW_NOT_FOUND,
     * WITHDRAW_STATE, WITHDRAWAL_APPROVAL_NEEDS_CODE,
     * WITHDRAWAL_APPROVAL_CODE_WRONG, OPERATOR_LOCKED.
     */
    async approve(
      operator: Operator,
      id: number,
      totp: string | undefined,
      audit: { within: AuditWithin; refused: () => Promise<void> },
    ): Promise<Withdrawal> {
      const row = await withdrawals.find(id);
      // One no longer waiting is refused by the state check, before any code is asked or counted.
      const threshold = await deps.settings.withdrawalCodeAbove();
      if (row.status !== 'applied' || !needsCode(worth(row.symbol, row.amount), threshold))
        return withdrawals.approve(id, audit.within);
      if (totp === undefined) throw new AppError('WITHDRAWAL_APPROVAL_NEEDS_CODE');
      try {
        return await deps.operators.withCode(
          operator,
          totp,
          'WITHDRAWAL_APPROVAL_CODE_WRONG',
          (spend) =>
            withdrawals.approve(id, async (trx) => {
              await spend(trx);
              await audit.within(trx);
            }),
        );
      } catch (error) {
        if (error instanceof AppError && error.key === 'WITHDRAWAL_APPROVAL_CODE_WRONG')
          await audit.refused();
        throw error;
      }
    },

    reject: (id: number, reason: string) => withdrawals.reject(id, reason),
  };
}

export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;
