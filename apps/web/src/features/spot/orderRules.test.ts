import { describe, expect, it } from 'vitest';
import { market } from '../market/test/fixtures';
import { checkOrder, hasProblems, orderRequest, type OrderDraft } from './orderRules';

const config = market('BTC/USDT', 'Bitcoin');
const draft = (overrides: Partial<OrderDraft> = {}): OrderDraft => ({
  side: 'buy',
  type: 'limit',
  buyBy: 'amount',
  price: '27000.00',
  amount: '0.01',
  total: '',
  timeInForce: 'GTC',
  ...overrides,
});
const keys = (problems: ReturnType<typeof checkOrder>) =>
  Object.fromEntries(
    Object.entries(problems)
      .filter(([, problem]) => problem !== undefined)
      .map(([field, problem]) => [field, problem?.key]),
  );

describe('order rules', () => {
  it('accepts a limit order within every rule', () => {
    expect(hasProblems(checkOrder(draft(), { market: config, available: '1000' }))).toBe(false);
  });

  it('requires price and amount, as plain positive decimals', () => {
    expect(keys(checkOrder(draft({ price: '', amount: '' }), { market: config }))).toEqual({
      price: 'account.error.required',
      amount: 'account.error.required',
    });
    expect(keys(checkOrder(draft({ price: '1e3', amount: '0' }), { market: config }))).toEqual({
      price: 'trade.error.format',
      amount: 'trade.error.positive',
    });
  });

  it('mirrors tick size, lot size, minimum and maximum amount', () => {
    expect(checkOrder(draft({ price: '27000.005' }), { market: config }).price).toEqual({
      key: 'trade.error.tick',
      params: { tick: '0.01' },
    });
    expect(checkOrder(draft({ amount: '0.01005' }), { market: config }).amount).toEqual({
      key: 'trade.error.lot',
      params: { lot: '0.0001' },
    });
    expect(checkOrder(draft({ amount: '0.0009' }), { market: config }).amount?.key).toBe(
      'trade.error.minAmount',
    );
    expect(checkOrder(draft({ amount: '1000.0001' }), { market: config }).amount?.key).toBe(
      'trade.error.maxAmount',
    );
  });

  it('treats a maximum of zero as no maximum', () => {
    const open = { ...config, maxAmount: '0' };
    expect(checkOrder(draft({ amount: '5000' }), { market: open }).amount).toBeUndefined();
  });

  it('checks the minimum order value on price × amount', () => {
    const problems = checkOrder(draft({ price: '100.00', amount: '0.04' }), { market: config });
    expect(problems.total).toEqual({
      key: 'trade.error.minNotional',
      params: { min: '5', asset: 'USDT' },
    });
  });

  it('checks the balance a limit order needs: quote for buys, base for sells', () => {
    expect(checkOrder(draft(), { market: config, available: '269.99' }).total?.key).toBe(
      'trade.error.insufficient',
    );
    expect(
      checkOrder(draft({ side: 'sell' }), { market: config, available: '0.0099' }).amount?.key,
    ).toBe('trade.error.insufficient');
    // Unknown balance (a guest, or still loading): the server decides.
    expect(hasProblems(checkOrder(draft({ amount: '999' }), { market: config }))).toBe(false);
  });

  it('sizes a market buy by total against the minimum value and the balance', () => {
    const byTotal = draft({ type: 'market', buyBy: 'total', price: '', amount: '' });
    expect(keys(checkOrder({ ...byTotal, total: '4.99' }, { market: config }))).toEqual({
      total: 'trade.error.minNotional',
    });
    expect(
      keys(checkOrder({ ...byTotal, total: '50' }, { market: config, available: '49' })),
    ).toEqual({ total: 'trade.error.insufficient' });
    expect(keys(checkOrder({ ...byTotal, total: '5.001' }, { market: config }))).toEqual({
      total: 'trade.error.decimals',
    });
    expect(hasProblems(checkOrder({ ...byTotal, total: '50' }, { market: config }))).toBe(false);
  });

  it('checks a market order by amount only, and a market sell against the base balance', () => {
    const marketBuy = draft({ type: 'market', price: '' });
    expect(hasProblems(checkOrder(marketBuy, { market: config, available: '0' }))).toBe(false);
    expect(
      checkOrder({ ...marketBuy, side: 'sell' }, { market: config, available: '0.001' }).amount
        ?.key,
    ).toBe('trade.error.insufficient');
  });

  it('builds the request with only the fields its type needs', () => {
    expect(orderRequest(draft({ price: '27000.', amount: '.01' }), 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: '27000',
      amount: '0.01',
      timeInForce: 'GTC',
    });
    expect(
      orderRequest(draft({ type: 'market', buyBy: 'total', total: '50' }), 'BTC/USDT'),
    ).toEqual({
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '50',
      timeInForce: 'GTC',
    });
    // A limit order carries its time in force; a market order always takes what is there now.
    expect(orderRequest(draft({ timeInForce: 'POST_ONLY' }), 'BTC/USDT')).toMatchObject({
      type: 'limit',
      timeInForce: 'POST_ONLY',
    });
    expect(
      orderRequest(draft({ type: 'market', timeInForce: 'FOK' }), 'BTC/USDT').timeInForce,
    ).toBe('GTC');
    expect(orderRequest(draft({ side: 'sell', type: 'market' }), 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      side: 'sell',
      type: 'market',
      amount: '0.01',
      timeInForce: 'GTC',
    });
  });
});
