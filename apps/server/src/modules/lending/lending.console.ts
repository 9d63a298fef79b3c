import {
  ADMIN_PATHS,
  envelope,
  lendingSettingsPatch,
  lendingSettingsSchema,
  loanPairConfigSchema,
  loanPairConfigsSchema,
  savingsCoinConfigSchema,
  savingsCoinConfigsSchema,
  type LendingSettings,
} from '@exchange/contracts';
import { decimal, lt, toPlainString } from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Secured } from '../admin/index.js';
import { ratesOfHourly } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';

const text = (value: string) => toPlainString(decimal(value));

/** Whether the platform's time-zone data knows `zone`. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The console's lending configuration (permission config.manage): the
 * payout hour and zone, the savers' share, the wait before earning, the
 * liquidation band and slices; the pledge pairs with their ratios, rates
 * (shown with their APR), terms and minimum; the coins offered for
 * savings. Each change is audited in its own transaction. A pair needs a
 * spot book of its two coins (a liquidation sells there) and its loan coin
 * offered for savings (the pool lends it).
 */
export function registerLendingConsole(
  k: Secured,
  deps: {
    db: Kysely<LendingTables>;
    hasBook: (base: string, quote: string) => boolean;
    coinKnown: (asset: string) => Promise<boolean>;
  },
): void {
  const { secured, body } = k;
  const { db } = deps;

  const settings = async (): Promise<LendingSettings> => {
    const row = await db.selectFrom('lending_setting').selectAll().executeTakeFirstOrThrow();
    return {
      saverShare: text(row.saver_share),
      payoutHour: row.payout_hour,
      timeZone: row.time_zone,
      holdHours: row.hold_hours,
      liquidationBand: text(row.liquidation_band),
      liquidationSlices: row.liquidation_slices,
    };
  };
  const pairs = async () => ({
    pairs: (
      await db.selectFrom('loan_pair').selectAll().orderBy('sort').orderBy('id').execute()
    ).map((pair) => ({
      id: pair.id,
      collateral: pair.collateral,
      loanCoin: pair.loan_coin,
      initialRatio: text(pair.initial_ratio),
      callRatio: text(pair.call_ratio),
      liquidationRatio: text(pair.liquidation_ratio),
      hourlyRate: text(pair.hourly_rate),
      lateHourlyRate: text(pair.late_hourly_rate),
      termDays: [...pair.term_days].sort((a, b) => a - b),
      minLoan: text(pair.min_loan),
      enabled: pair.enabled,
      apr: toPlainString(ratesOfHourly(decimal(pair.hourly_rate)).apr),
    })),
  });
  const coins = async () => ({
    coins: (await db.selectFrom('savings_coin').selectAll().orderBy('sort').execute()).map(
      (coin) => ({
        asset: coin.asset,
        minSubscribe: text(coin.min_subscribe),
        enabled: coin.enabled,
      }),
    ),
  });

  secured(
    'GET',
    ADMIN_PATHS.lendingSettings,
    'config.manage',
    {
      summary:
        'Lending settings: savers’ share, payout hour and zone, wait, liquidation band and slices',
      response: { 200: envelope(lendingSettingsSchema) },
    },
    settings,
  );
  secured(
    'POST',
    ADMIN_PATHS.lendingSettings,
    'config.manage',
    {
      summary: 'Change some of the lending settings',
      body: lendingSettingsPatch,
      response: { 200: envelope(lendingSettingsSchema) },
    },
    async (req, _operator, within) => {
      const input = body(req, lendingSettingsPatch);
      if (input.timeZone !== undefined && !knownZone(input.timeZone))
        throw new AppError('FIELD_OUT_OF_RANGE');
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('lending_setting')
          .set({
            saver_share: input.saverShare,
            payout_hour: input.payoutHour,
            time_zone: input.timeZone,
            hold_hours: input.holdHours,
            liquidation_band: input.liquidationBand,
            liquidation_slices: input.liquidationSlices,
            updated_at: new Date(),
          })
          .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return settings();
    },
    {
      action: 'lending.settings',
      of: (req) => ({ target: 'lending:settings', detail: { ...body(req, lendingSettingsPatch) } }),
    },
  );

  secured(
    'GET',
    ADMIN_PATHS.lendingPairs,
    'config.manage',
    {
      summary: 'Pledge loan pairs with their ratios, rates (and APR), terms and minimum',
      response: { 200: envelope(loanPairConfigsSchema) },
    },
    pairs,
  );
  secured(
    'POST',
    ADMIN_PATHS.lendingPairs,
    'config.manage',
    {
      summary: 'Add a pledge pair, or change one (with its id); open loans keep their own terms',
      body: loanPairConfigSchema,
      response: { 200: envelope(loanPairConfigsSchema) },
    },
    async (req, _operator, within) => {
      const input = body(req, loanPairConfigSchema);
      const [initial, call, liquidation] = [
        decimal(input.initialRatio),
        decimal(input.callRatio),
        decimal(input.liquidationRatio),
      ];
      if (!lt(initial, call) || !lt(call, liquidation)) throw new AppError('FIELD_OUT_OF_RANGE');
      if (input.collateral === input.loanCoin) throw new AppError('FIELD_OUT_OF_RANGE');
      if (!(await deps.coinKnown(input.collateral)) || !(await deps.coinKnown(input.loanCoin)))
        throw new AppError('ASSET_UNKNOWN');
      // A liquidation sells the collateral on our own book of the two coins.
      if (!deps.hasBook(input.collateral, input.loanCoin)) throw new AppError('FIELD_OUT_OF_RANGE');
      const offered = await db
        .selectFrom('savings_coin')
        .select('asset')
        .where('asset', '=', input.loanCoin)
        .executeTakeFirst();
      if (!offered) throw new AppError('SAVINGS_COIN_NOT_OFFERED');
      const values = {
        collateral: input.collateral,
        loan_coin: input.loanCoin,
        initial_ratio: input.initialRatio,
        call_ratio: input.callRatio,
        liquidation_ratio: input.liquidationRatio,
        hourly_rate: input.hourlyRate,
        late_hourly_rate: input.lateHourlyRate,
        term_days: [...new Set(input.termDays)].sort((a, b) => a - b),
        min_loan: input.minLoan,
        enabled: input.enabled,
      };
      await db.transaction().execute(async (trx) => {
        if (input.id === undefined) {
          const taken = await trx
            .selectFrom('loan_pair')
            .select('id')
            .where('collateral', '=', input.collateral)
            .where('loan_coin', '=', input.loanCoin)
            .executeTakeFirst();
          if (taken) throw new AppError('FIELD_OUT_OF_RANGE');
          await trx.insertInto('loan_pair').values(values).execute();
        } else {
          const changed = await trx
            .updateTable('loan_pair')
            .set(values)
            .where('id', '=', input.id)
            .executeTakeFirst();
          if (changed.numUpdatedRows === 0n) throw new AppError('LOAN_PAIR_NOT_FOUND');
        }
        await within(trx as unknown as Kysely<unknown>);
      });
      return pairs();
    },
    {
      action: 'lending.pair',
      of: (req) => {
        const input = body(req, loanPairConfigSchema);
        return {
          target: `lending:pair:${input.collateral}/${input.loanCoin}`,
          detail: { ...input },
        };
      },
    },
  );

  secured(
    'GET',
    ADMIN_PATHS.lendingSavingsCoins,
    'config.manage',
    {
      summary: 'The coins offered for flexible savings, with their minimum',
      response: { 200: envelope(savingsCoinConfigsSchema) },
    },
    coins,
  );
  secured(
    'POST',
    ADMIN_PATHS.lendingSavingsCoins,
    'config.manage',
    {
      summary: 'Offer a coin for savings, or change one (switched off: no new subscriptions)',
      body: savingsCoinConfigSchema,
      response: { 200: envelope(savingsCoinConfigsSchema) },
    },
    async (req, _operator, within) => {
      const input = body(req, savingsCoinConfigSchema);
      if (!(await deps.coinKnown(input.asset))) throw new AppError('ASSET_UNKNOWN');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('savings_coin')
          .values({
            asset: input.asset,
            min_subscribe: input.minSubscribe,
            enabled: input.enabled,
            // A new coin is listed after the others.
            sort: sql<number>`(select coalesce(max(sort), 0) + 1 from savings_coin)`,
          })
          .onConflict((oc) =>
            oc
              .column('asset')
              .doUpdateSet({ min_subscribe: input.minSubscribe, enabled: input.enabled }),
          )
          .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return coins();
    },
    {
      action: 'lending.savings_coin',
      of: (req) => ({
        target: `lending:savings:${body(req, savingsCoinConfigSchema).asset}`,
        detail: { ...body(req, savingsCoinConfigSchema) },
      }),
    },
  );
}
