/**
 * An operator's change of a perpetual contract or delivery series:
 * order sizes, offered leverages, maintenance tiers, fee rates, the funding
 * interval or settlement window, trading hours, listing state and order.
 * Tick and contract size stay as listed.
 *
 * The runner applies a change between batches (`ContractRunner.reconfigure`).
 * What it means for what is already there:
 * - fee rates: each order keeps the rates it was placed under (its freeze
 *   was sized for them), so a change applies to orders placed after it;
 * - leverages and lot limits: checked at placement, so from the next one;
 *   an open position keeps its leverage;
 * - maintenance tiers: apply to open positions at the next mark-price check
 *   (a stricter tier can make a position liquidatable, as on any exchange
 *   that changes its risk limits).
 */
import type { AdminContract, ContractSettings, DeliverySeriesListing } from '@exchange/contracts';
import { add, decimal, eq, gte, isNegative, lte } from '@exchange/money';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { checkTradingHours } from '../spot/index.js';
import { contractFromRow, trimZeros, type Contract } from './perp.core.js';
import type { ContractRunner } from './perp.runner.js';
import type { PerpContractTable, PerpTables } from './perp.tables.js';

type Row = Selectable<PerpContractTable>;

const out = (field: string) => new AppError('FIELD_OUT_OF_RANGE', { field });

/** Fee rates the table accepts: maker in (-0.01, 0.1), taker in [0, 0.1), never a net rebate. */
function checkFees(maker: string, taker: string): void {
  const m = decimal(maker);
  const t = decimal(taker);
  if (lte(m, decimal('-0.01')) || gte(m, decimal('0.1'))) throw out('makerFee');
  if (isNegative(t) || gte(t, decimal('0.1'))) throw out('takerFee');
  if (isNegative(add(m, t))) throw out('makerFee');
}

/** The row a change would leave, checked; throws a coded error for the first bad setting. */
export function mergeContractSettings(row: Row, patch: ContractSettings): Row {
  if (row.product === 'delivery' && patch.fundingIntervalHours !== undefined)
    throw new AppError('SETTING_NOT_APPLICABLE', { field: 'fundingIntervalHours' });
  if (row.product === 'perpetual' && patch.settleWindowMinutes !== undefined)
    throw new AppError('SETTING_NOT_APPLICABLE', { field: 'settleWindowMinutes' });
  const lots = (value: number | undefined, stored: string) =>
    value === undefined ? stored : String(value);
  const next: Row = {
    ...row,
    min_open_lots: lots(patch.minOpenLots, row.min_open_lots),
    max_open_lots: lots(patch.maxOpenLots, row.max_open_lots),
    min_close_lots: lots(patch.minCloseLots, row.min_close_lots),
    max_close_lots: lots(patch.maxCloseLots, row.max_close_lots),
    leverages: patch.leverages ? [...patch.leverages].sort((a, b) => a - b) : row.leverages,
    default_leverage: patch.defaultLeverage ?? row.default_leverage,
    tiers: patch.tiers ? patch.tiers.map((t) => ({ ...t })) : row.tiers,
    maker_fee: patch.makerFee ?? row.maker_fee,
    taker_fee: patch.takerFee ?? row.taker_fee,
    funding_interval_hours: patch.fundingIntervalHours ?? row.funding_interval_hours,
    settle_window_minutes: patch.settleWindowMinutes ?? row.settle_window_minutes,
    trading_hours: patch.tradingHours ?? row.trading_hours,
    enabled: patch.enabled ?? row.enabled,
    sort: patch.sort ?? row.sort,
  };
  if (Number(next.min_open_lots) > Number(next.max_open_lots)) throw out('minOpenLots');
  if (Number(next.min_close_lots) > Number(next.max_close_lots)) throw out('minCloseLots');
  if (new Set(next.leverages).size !== next.leverages.length)
    throw new AppError('FIELD_FORMAT', { field: 'leverages' });
  if (!next.leverages.includes(next.default_leverage)) throw out('defaultLeverage');
  checkFees(trimZeros(next.maker_fee), trimZeros(next.taker_fee));
  checkTradingHours(next.trading_hours);
  return next;
}

/** Builds the contract from a checked row; the risk rules' assertions become RISK_TIERS_INVALID. */
export function contractOfSettings(
  row: Row,
  decimalsOf: (coin: string) => number | undefined,
): Contract {
  let contract: Contract;
  try {
    contract = contractFromRow(row, decimalsOf);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('RISK_TIERS_INVALID');
  }
  // Every offered leverage must be usable: the smallest positions (first tier) allow the most.
  const cap = contract.tiers[0]?.maxLeverage ?? 0;
  if ((contract.leverages.at(-1) ?? 0) > cap) throw out('leverages');
  return contract;
}

export function contractView(runner: ContractRunner): AdminContract {
  const c = runner.contract;
  const positions = runner.allPositions().length;
  return {
    symbol: c.symbol,
    product: c.product,
    term: c.term,
    coin: c.coin,
    contractType: c.contractType,
    marginAsset: c.marginAsset,
    contractSize: c.contractSize.toString(),
    tickSize: c.tick.toString(),
    minOpenLots: c.minOpenLots,
    maxOpenLots: c.maxOpenLots,
    minCloseLots: c.minCloseLots,
    maxCloseLots: c.maxCloseLots,
    leverages: [...c.leverages],
    defaultLeverage: c.defaultLeverage,
    tiers: c.tiers.map((t) => ({
      maxNotional: trimZeros(t.maxNotional),
      maintenanceRate: trimZeros(t.maintenanceRate),
      maxLeverage: t.maxLeverage,
    })),
    makerFee: c.makerFee.toString(),
    takerFee: c.takerFee.toString(),
    fundingIntervalHours: c.product === 'perpetual' ? c.fundingIntervalHours : null,
    settleWindowMinutes: c.settleWindowMinutes,
    expiresAt: runner.expiresAt,
    tradingHours: c.tradingHours,
    enabled: c.enabled,
    sort: c.sort,
    openOrders: runner.allOrders().length,
    openPositions: positions,
  };
}

/** Every setting of a contract as a change (the demo venue copies the live ones). */
export function contractSettingsOf(view: AdminContract): ContractSettings {
  return {
    symbol: view.symbol,
    minOpenLots: view.minOpenLots,
    maxOpenLots: view.maxOpenLots,
    minCloseLots: view.minCloseLots,
    maxCloseLots: view.maxCloseLots,
    leverages: view.leverages,
    defaultLeverage: view.defaultLeverage,
    tiers: view.tiers,
    makerFee: view.makerFee,
    takerFee: view.takerFee,
    ...(view.fundingIntervalHours !== null
      ? { fundingIntervalHours: view.fundingIntervalHours as 1 | 2 | 4 | 8 }
      : {}),
    ...(view.settleWindowMinutes !== null ? { settleWindowMinutes: view.settleWindowMinutes } : {}),
    tradingHours: view.tradingHours,
    enabled: view.enabled,
    sort: view.sort,
  };
}

/** A delivery series as a listing (the demo venue lists what the live one has); null for a perpetual. */
export function seriesListingOf(view: AdminContract): DeliverySeriesListing | null {
  if (view.product !== 'delivery' || view.term === null || view.settleWindowMinutes === null)
    return null;
  return {
    perpetual: view.symbol.slice(0, -(view.term.length + 1)),
    term: view.term,
    settleWindowMinutes: view.settleWindowMinutes,
    enabled: view.enabled,
    sort: view.sort,
  };
}

/** Applies a change to a contract; answers its console view before and after. */
export async function reconfigureContract(
  deps: {
    readonly db: Kysely<PerpTables>;
    readonly decimalsOf: () => Promise<(coin: string) => number | undefined>;
  },
  runner: ContractRunner,
  patch: ContractSettings,
): Promise<{ before: AdminContract; after: AdminContract }> {
  const { db } = deps;
  let before: AdminContract | undefined;
  await runner.reconfigure(async (current) => {
    before = contractView(runner);
    const row = await db
      .selectFrom('perp_contract')
      .selectAll()
      .where('symbol', '=', runner.contract.symbol)
      .executeTakeFirstOrThrow();
    const next = mergeContractSettings(row, patch);
    const contract = contractOfSettings(next, await deps.decimalsOf());
    // Never reached through the settings above; a guard for whoever adds one.
    if (!eq(contract.tick, current.tick) || !eq(contract.contractSize, current.contractSize))
      throw new Error(`contract ${current.symbol}: tick or size changed while listed`);
    await db
      .updateTable('perp_contract')
      .set({
        min_open_lots: next.min_open_lots,
        max_open_lots: next.max_open_lots,
        min_close_lots: next.min_close_lots,
        max_close_lots: next.max_close_lots,
        leverages: JSON.stringify(next.leverages) as unknown as number[],
        default_leverage: next.default_leverage,
        tiers: JSON.stringify(next.tiers) as unknown as Row['tiers'],
        maker_fee: next.maker_fee,
        taker_fee: next.taker_fee,
        funding_interval_hours: next.funding_interval_hours,
        settle_window_minutes: next.settle_window_minutes,
        trading_hours: next.trading_hours,
        enabled: next.enabled,
        sort: next.sort,
      })
      .where('symbol', '=', contract.symbol)
      .execute();
    return contract;
  });
  if (!before) throw new Error('unreachable: the change ran without its view');
  return { before, after: contractView(runner) };
}

const TERM_MINUTES: Record<string, number> = { M: 1, H: 60, D: 1440, W: 10_080 };

/** The length of a term in minutes; a quarter counts as its shortest, 13 weeks. */
function termMinutes(term: string): number {
  if (term === 'Q') return 13 * 7 * 1440;
  return Number(term.slice(0, -1)) * (TERM_MINUTES[term.slice(-1)] ?? 1);
}

/**
 * Lists a delivery series of a perpetual: a copy of its row (coin, sizes,
 * leverages, tiers, fees) with the term and settlement window, whose first
 * contract is set when its runner starts. Errors: CONTRACT_UNKNOWN (no such
 * perpetual), MARKET_ALREADY_LISTED, FIELD_OUT_OF_RANGE (a settlement window
 * as long as the term).
 */
export async function listDeliverySeries(
  deps: {
    readonly db: Kysely<PerpTables>;
    readonly decimalsOf: () => Promise<(coin: string) => number | undefined>;
    readonly listed: (symbol: string) => boolean;
    readonly open: (contract: Contract) => Promise<void>;
  },
  input: DeliverySeriesListing,
): Promise<Contract> {
  const symbol = `${input.perpetual}-${input.term}`;
  if (deps.listed(symbol)) throw new AppError('MARKET_ALREADY_LISTED', { symbol });
  const base = await deps.db
    .selectFrom('perp_contract')
    .selectAll()
    .where('symbol', '=', input.perpetual)
    .where('product', '=', 'perpetual')
    .executeTakeFirst();
  if (!base) throw new AppError('CONTRACT_UNKNOWN');
  if (input.settleWindowMinutes >= termMinutes(input.term)) throw out('settleWindowMinutes');
  const row: Row = {
    ...base,
    symbol,
    product: 'delivery',
    term: input.term,
    // The epoch: the runner's start lists the first contract after now.
    expires_at: new Date(0),
    settle_window_minutes: input.settleWindowMinutes,
    last_settlement_price: null,
    enabled: input.enabled,
    sort: input.sort,
    last_seq: '0',
    last_trade: '0',
  };
  const contract = contractOfSettings(row, await deps.decimalsOf());
  const inserted = await deps.db
    .insertInto('perp_contract')
    .values({
      ...row,
      leverages: JSON.stringify(row.leverages) as unknown as number[],
      tiers: JSON.stringify(row.tiers) as unknown as Row['tiers'],
    })
    .onConflict((oc) => oc.column('symbol').doNothing())
    .returning('symbol')
    .executeTakeFirst();
  // Two operators listing the same series at once: one lists it.
  if (!inserted) throw new AppError('MARKET_ALREADY_LISTED', { symbol });
  await deps.open(contract);
  return contract;
}
