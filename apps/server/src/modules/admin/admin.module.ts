import type { Kysely } from 'kysely';
import type {
  DashboardToday,
  LedgerCheckView,
  LedgerEntryView,
  SystemAccountView,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { createAccountAdmin } from '../account/index.js';
import type { MarketAdmin } from './admin.markets.js';
import type { CoinService } from '../coin/index.js';
import type { DepositService } from '../deposit/index.js';
import type { Violation, Ledger } from '../ledger/index.js';
import type { PriceSource } from '../wallet/index.js';
import type { WithdrawalService } from '../withdrawal/index.js';
import { createAdjustments } from './admin.adjustments.js';
import { createAudit } from './admin.audit.js';
import { createOperatorService } from './admin.operators.js';
import { createConsoleSettings } from './admin.settings.js';
import type { AdminTables } from './admin.tables.js';
import { createUserAdmin } from './admin.users.js';
import { createWithdrawalReview } from './admin.withdrawal-review.js';

type Rules = readonly string[];

/** NUMERIC text as the API shows amounts: no trailing zeros. */
const plain = (text: string) => toPlainString(decimal(text));

/** Every rule with its violations, so the dashboard shows the healthy ones too. */
function byRule(rules: Rules, violations: readonly Violation[]) {
  return rules.map((rule) => {
    const broken = violations.filter((v) => v.rule === rule).map((v) => v.detail);
    return { rule, ok: broken.length === 0, violations: broken.slice(0, 20) };
  });
}

/** The operator console's services over the platform's modules. */
export function createAdminServices(deps: {
  readonly db: Kysely<AdminTables>;
  readonly clock: Clock;
  readonly box: SecretBox;
  readonly ledger: Ledger;
  readonly coins: CoinService;
  readonly demoLedger: () => Promise<Ledger>;
  readonly markets: MarketAdmin;
  readonly withdrawals: WithdrawalService;
  readonly deposits: DepositService;
  /** The index price of a coin in USDT (the wallet's valuation), for the withdrawal review. */
  readonly prices: PriceSource;
  /** The live ledger's invariants with every module's own, and the demo venue's when it runs. */
  readonly check: () => Promise<{ live: Violation[]; demo: Violation[] | null }>;
  readonly rules: Rules;
}) {
  const { db, clock, ledger } = deps;
  const operators = createOperatorService({ db, clock, box: deps.box });
  const audit = createAudit(db, clock);
  const users = createUserAdmin({ db, ledger, clock, demoLedger: deps.demoLedger });
  const adjustments = createAdjustments({
    db,
    accounts: createAccountAdmin({ db, clock }),
    ledger,
    clock,
    knownAsset: async (asset) => (await deps.coins.list()).some((c) => c.symbol === asset),
  });
  const settings = createConsoleSettings(db, clock);
  const withdrawalReview = createWithdrawalReview({
    withdrawals: deps.withdrawals,
    deposits: deps.deposits,
    accounts: users,
    operators,
    settings,
    prices: deps.prices,
  });

  return {
    operators,
    audit,
    users,
    adjustments,
    settings,
    withdrawalReview,
    deposits: deps.deposits,
    coins: deps.coins,
    markets: deps.markets,

    async ledgerPage(q: {
      userId?: number | undefined;
      type?: string | undefined;
      reference?: string | undefined;
      asset?: string | undefined;
      pageNo: number;
      pageSize: number;
    }) {
      const filter = {
        ...(q.userId !== undefined ? { userId: q.userId } : {}),
        ...(q.type ? { type: q.type } : {}),
        ...(q.reference ? { reference: q.reference } : {}),
        ...(q.asset ? { asset: q.asset.toUpperCase() } : {}),
      };
      const { rows, total } = await ledger.explore(filter, q.pageNo, q.pageSize);
      const list: LedgerEntryView[] = rows.map((r) => ({
        transactionId: r.transaction_id,
        type: r.change_type,
        reference: r.reference,
        memo: r.memo,
        userId: r.user_id,
        account: r.user_id !== null ? `user:${r.user_id}` : (r.system_code ?? ''),
        wallet: r.wallet,
        asset: r.asset,
        part: r.part,
        amount: plain(r.amount),
        balanceAfter: plain(r.balance_after),
        time: r.created_at.getTime(),
      }));
      return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
    },

    /** Business figures since UTC midnight and the queues waiting now, for the dashboard. */
    async today(): Promise<DashboardToday> {
      const now = clock.nowMs();
      const since = new Date(now - (now % 86_400_000));
      const [signUps, deposits, withdrawals, pending, resets, fees] = await Promise.all([
        users.signUpsSince(since),
        deps.deposits.counts(since),
        deps.withdrawals.counts(since),
        adjustments.list('PENDING', 1, 1),
        users.resetRequests('pending', 1, 1),
        ledger.systemIncome('fees', since),
      ]);
      return {
        since: since.getTime(),
        signUps,
        depositsCredited: deposits.credited,
        withdrawalsRequested: withdrawals.requested,
        queues: {
          withdrawals: withdrawals.awaitingReview,
          deposits: deposits.inReview,
          adjustments: pending.total,
          resets: resets.total,
        },
        fees,
      };
    },

    async systemAccounts(): Promise<SystemAccountView[]> {
      return (await ledger.systemAccounts()).map((a) => ({
        account: a.system_code ?? '',
        asset: a.asset,
        available: plain(a.available),
        frozen: plain(a.frozen),
        locked: plain(a.locked),
      }));
    },

    async check(): Promise<LedgerCheckView> {
      const { live, demo } = await deps.check();
      return {
        checkedAt: clock.nowMs(),
        ok: live.length === 0 && (demo?.length ?? 0) === 0,
        rules: byRule(deps.rules, live),
        demo: demo === null ? null : byRule(deps.rules, demo),
      };
    },
  };
}

export type AdminServices = ReturnType<typeof createAdminServices>;
