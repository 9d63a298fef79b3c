import { describe, expect, it } from 'vitest';
import {
  checkPerpOrder,
  hasProblems,
  perpOrderRequest,
  presetChange,
  type PerpContext,
  type PerpDraft,
} from './perpRules';
import { contract, position, tiersFixture } from './test/fixtures';

const draft = (overrides: Partial<PerpDraft> = {}): PerpDraft => ({
  action: 'open',
  direction: 'long',
  type: 'limit',
  timeInForce: 'GTC',
  price: '27000',
  lots: '5',
  leverage: 10,
  takeProfit: '',
  stopLoss: '',
  ...overrides,
});

const context = (overrides: Partial<PerpContext> = {}): PerpContext => ({
  config: contract('BTCUSDT'),
  tiers: tiersFixture,
  available: '1000',
  ...overrides,
});

const keyOf = (problems: ReturnType<typeof checkPerpOrder>, field: keyof typeof problems) =>
  problems[field]?.key;

describe('contract order rules', () => {
  it('accepts a valid opening order', () => {
    expect(hasProblems(checkPerpOrder(draft(), context()))).toBe(false);
  });

  it('checks the price shape and tick, but not for a market order', () => {
    expect(keyOf(checkPerpOrder(draft({ price: '' }), context()), 'price')).toBe(
      'account.error.required',
    );
    expect(keyOf(checkPerpOrder(draft({ price: '27000.05' }), context()), 'price')).toBe(
      'trade.error.tick',
    );
    expect(keyOf(checkPerpOrder(draft({ price: '-1' }), context()), 'price')).toBe(
      'trade.error.format',
    );
    expect(checkPerpOrder(draft({ type: 'market', price: '' }), context()).price).toBeUndefined();
  });

  it('wants whole lots inside the open or close limits', () => {
    const lots = (text: string, over: Partial<PerpDraft> = {}, ctx = context()) =>
      keyOf(checkPerpOrder(draft({ lots: text, ...over }), ctx), 'lots');
    expect(lots('')).toBe('account.error.required');
    expect(lots('2.5')).toBe('perp.error.lotsWhole');
    expect(lots('0')).toBe('trade.error.positive');
    expect(lots('10001')).toBe('perp.error.maxLots');
    expect(lots('1234567890123456789')).toBe('perp.error.maxLots');
    const strict = context({ config: contract('BTCUSDT', { minOpenLots: 3, minCloseLots: 2 }) });
    expect(lots('2', {}, strict)).toBe('perp.error.minLots');
  });

  it('closes only an existing position in that direction, within its closable lots', () => {
    const closing = draft({ action: 'close', lots: '3' });
    expect(keyOf(checkPerpOrder(closing, context()), 'lots')).toBe('perp.error.noPosition');
    const short = context({ position: position({ direction: 'short' }) });
    expect(keyOf(checkPerpOrder(closing, short), 'lots')).toBe('perp.error.noPosition');
    const long = context({ position: position({ closableLots: 2 }) });
    expect(checkPerpOrder(closing, long).lots).toEqual({
      key: 'perp.error.closable',
      params: { closable: 2 },
    });
    expect(hasProblems(checkPerpOrder({ ...closing, lots: '2' }, long))).toBe(false);
  });

  it('puts take-profit and stop-loss on the right side of the price', () => {
    const long = (takeProfit: string, stopLoss: string) =>
      checkPerpOrder(draft({ takeProfit, stopLoss }), context());
    expect(hasProblems(long('28000', '26000'))).toBe(false);
    expect(long('26000', '').takeProfit?.key).toBe('perp.error.takeProfitSide');
    expect(long('', '28000').stopLoss?.key).toBe('perp.error.stopLossSide');
    expect(long('27000', '').takeProfit?.key).toBe('perp.error.takeProfitSide');
    const short = checkPerpOrder(
      draft({ direction: 'short', takeProfit: '28000', stopLoss: '26000' }),
      context(),
    );
    expect(short.takeProfit?.key).toBe('perp.error.takeProfitSide');
    expect(short.stopLoss?.key).toBe('perp.error.stopLossSide');
    // A market order is judged against the mark price (27,000 in the fixture).
    const market = checkPerpOrder(draft({ type: 'market', takeProfit: '26999.9' }), context());
    expect(market.takeProfit?.key).toBe('perp.error.takeProfitSide');
  });

  it('refuses an opening the position rules, tier caps or balance would refuse', () => {
    const held = position({ direction: 'short', leverage: 10 });
    expect(keyOf(checkPerpOrder(draft(), context({ position: held })), 'order')).toBe(
      'perp.error.opposite',
    );
    const sameSide = position({ leverage: 20 });
    expect(checkPerpOrder(draft(), context({ position: sameSide })).order).toEqual({
      key: 'perp.error.leverageMixed',
      params: { leverage: '20x' },
    });
    // 1,800 lots at 27,000 are 48,600 USDT; with 100 held, 51,300 is over 100x's 50,000.
    const big = draft({ lots: '1800', leverage: 100 });
    expect(hasProblems(checkPerpOrder(big, context()))).toBe(false);
    const adding = context({ position: position({ lots: 100, leverage: 100 }) });
    expect(checkPerpOrder(big, adding).order).toEqual({
      key: 'perp.error.tierCap',
      params: { leverage: '100x', max: '50,000', asset: 'USDT' },
    });
    // 5 lots at 27,000 and 10x need 13.5 USDT.
    expect(keyOf(checkPerpOrder(draft(), context({ available: '13.49' })), 'order')).toBe(
      'trade.error.insufficient',
    );
    expect(checkPerpOrder(draft(), context({ available: '13.5' })).order).toBeUndefined();
    // Unknown balance (guest, loading): the server judges.
    expect(checkPerpOrder(draft(), context({ available: undefined })).order).toBeUndefined();
  });

  it('builds the request the contract expects', () => {
    expect(
      perpOrderRequest(
        draft({ price: '27000.', takeProfit: '30000', stopLoss: ' 25000' }),
        'BTCUSDT',
      ),
    ).toEqual({
      symbol: 'BTCUSDT',
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '27000',
      lots: 5,
      leverage: 10,
      takeProfit: '30000',
      stopLoss: '25000',
      timeInForce: 'GTC',
    });
    expect(perpOrderRequest(draft({ type: 'market', timeInForce: 'FOK' }), 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      direction: 'long',
      action: 'open',
      type: 'market',
      lots: 5,
      leverage: 10,
    });
    expect(
      perpOrderRequest(draft({ action: 'close', direction: 'short', takeProfit: '1' }), 'ETHUSD'),
    ).toEqual({
      symbol: 'ETHUSD',
      direction: 'short',
      action: 'close',
      type: 'limit',
      price: '27000',
      lots: 5,
      timeInForce: 'GTC',
    });
  });

  it('sends only the presets that changed', () => {
    const held = { takeProfit: '30000', stopLoss: null };
    expect(presetChange(held, { takeProfit: '30000.0', stopLoss: '' })).toBeNull();
    expect(presetChange(held, { takeProfit: '31000', stopLoss: '' })).toEqual({
      takeProfit: '31000',
    });
    expect(presetChange(held, { takeProfit: '', stopLoss: '25000' })).toEqual({
      takeProfit: '',
      stopLoss: '25000',
    });
  });
});
