import { decimal } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { contractRow as row } from '../../test/perp-fixtures.js';
import type { AppError } from '../../http/app-error.js';
import {
  contractFromRow,
  tierNotional,
  validatePlacement,
  type PositionView,
} from './perp.core.js';

const NOW = Date.UTC(2026, 10, 21, 12);
const MARK = decimal('95000');

const decimals = (coin: string) => ({ USDT: 6, BTC: 8 })[coin];
const btcusdt = contractFromRow(row(), decimals);
/** Coin-margined: a lot is 100 USD of face value, margin in BTC. */
const btcusd = contractFromRow(
  row({
    symbol: 'BTCUSD',
    contract_type: 'coin',
    quote: 'USD',
    margin_asset: 'BTC',
    contract_size: '100',
  }),
  decimals,
);
const context = { nowMs: NOW, markPrice: MARK };

function refusal(action: () => unknown): { key: string; params: unknown } {
  try {
    action();
  } catch (error) {
    const { key, params } = error as AppError;
    return { key, params };
  }
  throw new Error('expected a refusal');
}

const open = {
  direction: 'long',
  action: 'open',
  type: 'limit',
  price: '95000',
  lots: 10,
} as const;
const long = (overrides: Partial<PositionView> = {}): PositionView => ({
  direction: 'long',
  lots: 10,
  closableLots: 10,
  leverage: 20,
  ...overrides,
});

describe('a contract from its row', () => {
  it('is linear for usdt and inverse for coin, with its margin decimals', () => {
    expect(btcusdt).toMatchObject({
      kind: 'linear',
      marginDecimals: 6,
      leverages: [1, 2, 3, 5, 10, 20, 50, 100],
    });
    expect(btcusd).toMatchObject({ kind: 'inverse', marginDecimals: 8 });
  });

  it('refuses a configuration that could open a position already liquidatable', () => {
    // 100x means 1 % initial margin: below a 2 % maintenance rate.
    const bad = row({
      tiers: [{ maxNotional: '50000', maintenanceRate: '0.02', maxLeverage: 100 }],
    });
    expect(() => contractFromRow(bad, decimals)).toThrow(/maintenance/);
    expect(() => contractFromRow(row({ default_leverage: 7 }), decimals)).toThrow(/not offered/);
    expect(() => contractFromRow(row({ margin_asset: 'XYZ' }), decimals)).toThrow(/margin asset/);
  });

  it('measures the tier notional in USDT for linear and in USD face value for inverse', () => {
    // 10 lots of 0.001 BTC at 95,000 = 950 USDT.
    expect(tierNotional(btcusdt, 10, MARK)).toBe(950n * 10n ** 12n);
    // 10 lots of 100 USD, whatever the price.
    expect(tierNotional(btcusd, 10, MARK)).toBe(1000n * 10n ** 12n);
  });
});

describe('placement rules', () => {
  it('accepts an open and gives its engine price in ticks', () => {
    expect(validatePlacement(btcusdt, { ...open, leverage: 20 }, null, context)).toMatchObject({
      priceTicks: 950_000,
      leverage: 20,
      lots: 10,
    });
  });

  it('refuses prices and lots that are not positive or off the grid', () => {
    const place = (input: object) => () =>
      validatePlacement(btcusdt, { ...open, leverage: 20, ...input }, null, context);
    expect(refusal(place({ price: '0' })).key).toBe('PRICE_NOT_POSITIVE');
    expect(refusal(place({ price: '-5' })).key).toBe('PRICE_NOT_POSITIVE');
    expect(refusal(place({ price: '95000.05' }))).toEqual({
      key: 'PRICE_PRECISION',
      params: { tick: '0.1' },
    });
    expect(refusal(place({ lots: 0 })).key).toBe('LOTS_NOT_POSITIVE');
    expect(refusal(place({ lots: 1.5 })).key).toBe('LOTS_NOT_POSITIVE');
    expect(refusal(place({ lots: 100_001 }))).toEqual({
      key: 'OPEN_LOTS_ABOVE_MAX',
      params: { max: 100_000 },
    });
  });

  it('holds the minimum and maximum for opening and for closing separately', () => {
    const contract = contractFromRow(
      row({ min_open_lots: '5', min_close_lots: '2', max_close_lots: '8' }),
      decimals,
    );
    expect(
      refusal(() => validatePlacement(contract, { ...open, lots: 4, leverage: 20 }, null, context)),
    ).toEqual({
      key: 'OPEN_LOTS_BELOW_MIN',
      params: { min: 5 },
    });
    const close = { ...open, action: 'close' as const };
    expect(
      refusal(() => validatePlacement(contract, { ...close, lots: 1 }, long(), context)).key,
    ).toBe('CLOSE_LOTS_BELOW_MIN');
    // The last lot of a position closes even below the minimum.
    expect(
      validatePlacement(
        contract,
        { ...close, lots: 1 },
        long({ lots: 1, closableLots: 1 }),
        context,
      ).lots,
    ).toBe(1);
    expect(
      refusal(() =>
        validatePlacement(
          contract,
          { ...close, lots: 9 },
          long({ lots: 20, closableLots: 20 }),
          context,
        ),
      ).key,
    ).toBe('CLOSE_LOTS_ABOVE_MAX');
  });

  it('refuses the other direction and another leverage while a position is open (one-way, isolated)', () => {
    const short = { ...open, direction: 'short' as const, leverage: 20 };
    expect(refusal(() => validatePlacement(btcusdt, short, long(), context)).key).toBe(
      'OPPOSITE_POSITION',
    );
    expect(
      refusal(() => validatePlacement(btcusdt, { ...open, leverage: 10 }, long(), context)).key,
    ).toBe('LEVERAGE_MIXED');
    expect(validatePlacement(btcusdt, { ...open, leverage: 20 }, long(), context).leverage).toBe(
      20,
    );
  });

  it('needs an offered leverage, within what the position size allows', () => {
    expect(refusal(() => validatePlacement(btcusdt, open, null, context)).key).toBe(
      'LEVERAGE_REQUIRED',
    );
    expect(
      refusal(() => validatePlacement(btcusdt, { ...open, leverage: 7 }, null, context)),
    ).toEqual({
      key: 'LEVERAGE_INVALID',
      params: { leverages: '1, 2, 3, 5, 10, 20, 50, 100' },
    });
    // 600 lots at 95,000 = 57,000 USDT: past the 50,000 tier, so 50x at most.
    const big = { ...open, lots: 600 };
    expect(
      refusal(() => validatePlacement(btcusdt, { ...big, leverage: 100 }, null, context)),
    ).toEqual({
      key: 'LEVERAGE_ABOVE_TIER',
      params: { max: 50 },
    });
    expect(validatePlacement(btcusdt, { ...big, leverage: 50 }, null, context).lots).toBe(600);
    // The lots already held count: 500 more on a 100-lot position crosses the tier too.
    expect(
      refusal(() =>
        validatePlacement(
          btcusdt,
          { ...open, lots: 500, leverage: 100 },
          long({ lots: 100, closableLots: 100, leverage: 100 }),
          context,
        ),
      ).key,
    ).toBe('LEVERAGE_ABOVE_TIER');
  });

  it('sizes a market open on the mark price, and refuses it when there is none', () => {
    const market = {
      direction: 'long',
      action: 'open',
      type: 'market',
      lots: 600,
      leverage: 100,
    } as const;
    expect(refusal(() => validatePlacement(btcusdt, market, null, context)).key).toBe(
      'LEVERAGE_ABOVE_TIER',
    );
    expect(
      refusal(() => validatePlacement(btcusdt, market, null, { nowMs: NOW, markPrice: null })).key,
    ).toBe('MARK_PRICE_UNAVAILABLE');
  });

  it('closes only what the position has not promised to other close orders, at its leverage', () => {
    const close = { ...open, action: 'close' as const, lots: 6 };
    expect(refusal(() => validatePlacement(btcusdt, close, null, context)).key).toBe(
      'POSITION_NOT_FOUND',
    );
    expect(
      refusal(() => validatePlacement(btcusdt, { ...close, direction: 'short' }, long(), context))
        .key,
    ).toBe('POSITION_NOT_FOUND');
    expect(
      refusal(() => validatePlacement(btcusdt, close, long({ closableLots: 5 }), context)),
    ).toEqual({
      key: 'CLOSABLE_LOTS_INSUFFICIENT',
      params: { closable: 5 },
    });
    expect(validatePlacement(btcusdt, close, long({ leverage: 50 }), context).leverage).toBe(50);
  });

  it('refuses outside trading hours and on a suspended contract', () => {
    const night = contractFromRow(row({ trading_hours: '00:00-06:00' }), decimals);
    expect(
      refusal(() => validatePlacement(night, { ...open, leverage: 20 }, null, context)),
    ).toEqual({
      key: 'CONTRACT_CLOSED',
      params: { hours: '00:00-06:00' },
    });
    const off = contractFromRow(row({ enabled: false }), decimals);
    expect(
      refusal(() => validatePlacement(off, { ...open, leverage: 20 }, null, context)).key,
    ).toBe('CONTRACT_SUSPENDED');
  });
});
