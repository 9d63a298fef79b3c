import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PATHS } from '../api.js';
import { ERRORS, type ErrorKey } from '../errors/index.js';
import {
  filterContract,
  normalizePerpSymbol,
  parsePerpSymbol,
  perpContractFields,
  perpSymbol,
} from './contract.js';
import {
  perpBulkQuery,
  perpConfigQuery,
  perpKlineQuery,
  perpFillListQuery,
  perpLeverageQuery,
  perpModifyPresetQuery,
  perpOrderFillsQuery,
  perpOrderIdQuery,
  perpOrderListQuery,
  perpPlaceOrderBody,
  perpPositionIdQuery,
  perpProfitLossQuery,
} from './contract-requests.js';
import {
  perpConfigReplySchema,
  perpConfigSchema,
  perpFillSchema,
  perpKlineTopic,
  perpMarkTopic,
  perpOrderListSchema,
  perpOrderSchema,
  perpPositionSchema,
  perpProfitLossSchema,
  type PerpConfig,
  type PerpOrder,
  type PerpPosition,
} from './contract-wire.js';

/** The first issue as the server's validation handler sees it: a catalogue key and a field path. */
function failure(schema: z.ZodType, input: unknown): { key: string; field: string } {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  return { key: issue.message, field: issue.path.join('.') };
}

const isKey = (key: string): key is ErrorKey => Object.hasOwn(ERRORS, key);

describe('perpetual symbols', () => {
  it('builds symbols from a coin and a contract type', () => {
    expect(perpSymbol('BTC', 'usdt')).toBe('BTCUSDT');
    expect(perpSymbol('btc', 'coin')).toBe('BTCUSD');
  });

  it.each([
    ['BTCUSDT', 'BTCUSDT'],
    ['btcusdt', 'BTCUSDT'],
    ['BTC/USDT', 'BTCUSDT'],
    ['BTC-USDT', 'BTCUSDT'],
    ['BTC_USDT', 'BTCUSDT'],
    [' eth_usdt ', 'ETHUSDT'],
    ['BTCUSD', 'BTCUSD'],
    ['BTC/USD', 'BTCUSD'],
    ['btc-usd', 'BTCUSD'],
    ['1000PEPEUSDT', '1000PEPEUSDT'],
  ])('normalises %j to %s', (raw, symbol) => {
    expect(normalizePerpSymbol(raw)).toBe(symbol);
  });

  it.each([
    '',
    'BTC',
    'USDT',
    'USD',
    'BTC/EUR',
    'BTC/USDT/X',
    'BTC USDT',
    'BTC/',
    '/USDT',
    'BTCUSDC',
  ])('refuses %j', (raw) => {
    expect(normalizePerpSymbol(raw)).toBeNull();
  });

  it('reads the coin and contract type back', () => {
    expect(parsePerpSymbol('BTCUSDT')).toEqual({ coinSymbol: 'BTC', contractType: 'usdt' });
    expect(parsePerpSymbol('eth/usd')).toEqual({ coinSymbol: 'ETH', contractType: 'coin' });
    expect(parsePerpSymbol('BTC')).toBeNull();
  });
});

describe('naming a contract', () => {
  it('accepts a symbol in any spelling', () => {
    expect(perpLeverageQuery.parse({ symbol: 'btc-usd' })).toEqual({ symbol: 'BTCUSD' });
  });

  it('resolves coinSymbol with contractType, which defaults to usdt', () => {
    expect(perpLeverageQuery.parse({ coinSymbol: 'btc' })).toEqual({ symbol: 'BTCUSDT' });
    expect(perpLeverageQuery.parse({ coinSymbol: 'ETH', contractType: 'coin' })).toEqual({
      symbol: 'ETHUSD',
    });
  });

  it('accepts both forms when they agree, and refuses a contradiction', () => {
    expect(
      perpLeverageQuery.parse({ symbol: 'BTCUSD', coinSymbol: 'btc', contractType: 'coin' }),
    ).toEqual({ symbol: 'BTCUSD' });
    expect(failure(perpLeverageQuery, { symbol: 'BTCUSD', contractType: 'usdt' })).toEqual({
      key: 'PARAM_INVALID',
      field: 'contractType',
    });
    expect(failure(perpLeverageQuery, { symbol: 'BTCUSDT', coinSymbol: 'ETH' })).toEqual({
      key: 'PARAM_INVALID',
      field: 'coinSymbol',
    });
  });

  it('requires a contract where one is needed, blank counting as none', () => {
    expect(failure(perpLeverageQuery, {})).toEqual({ key: 'FIELD_REQUIRED', field: 'symbol' });
    expect(failure(perpLeverageQuery, { symbol: '', coinSymbol: ' ' })).toEqual({
      key: 'FIELD_REQUIRED',
      field: 'symbol',
    });
  });

  it('refuses what cannot be a contract', () => {
    expect(failure(perpLeverageQuery, { symbol: 'BTC' })).toEqual({
      key: 'CONTRACT_UNKNOWN',
      field: 'symbol',
    });
    expect(failure(perpLeverageQuery, { coinSymbol: 'B-T-C' })).toEqual({
      key: 'CONTRACT_UNKNOWN',
      field: 'coinSymbol',
    });
    expect(failure(perpLeverageQuery, { coinSymbol: 'BTC', contractType: 'swap' })).toEqual({
      key: 'FIELD_FORMAT',
      field: 'contractType',
    });
  });

  it('filters by one contract, one contract type, or none', () => {
    expect(perpConfigQuery.parse({})).toEqual({ symbol: null, contractType: null });
    expect(perpConfigQuery.parse({ contractType: 'coin' })).toEqual({
      symbol: null,
      contractType: 'coin',
    });
    expect(perpBulkQuery.parse({ symbol: 'ETH/USDT' })).toEqual({
      symbol: 'ETHUSDT',
      contractType: 'usdt',
    });
  });

  it('composes with other fields', () => {
    const query = z.object({ ...perpContractFields, size: z.number() }).transform(filterContract);
    expect(query.parse({ coinSymbol: 'sol', size: 3 })).toEqual({
      size: 3,
      symbol: 'SOLUSDT',
      contractType: 'usdt',
    });
  });
});

/** A limit open as a GET query sends it: every value a string. */
const placement = () => ({
  symbol: 'BTCUSDT',
  direction: 'long',
  action: 'open',
  type: 'limit',
  price: '65000.5',
  lots: '3',
  leverage: '10',
});

describe('placing an order', () => {
  const limitOpen = placement();

  it('parses a limit open from a query string, with defaults', () => {
    expect(perpPlaceOrderBody.parse(limitOpen)).toEqual({
      symbol: 'BTCUSDT',
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '65000.5',
      lots: 3,
      leverage: 10,
      takeProfit: null,
      stopLoss: null,
      timeInForce: 'GTC',
      clientOrderId: null,
    });
  });

  it('parses a JSON body with numbers and coinSymbol', () => {
    const parsed = perpPlaceOrderBody.parse({
      coinSymbol: 'BTC',
      contractType: 'coin',
      direction: 'short',
      action: 'open',
      type: 'limit',
      price: '64000',
      lots: 2,
      leverage: 20,
      takeProfit: '60000',
      stopLoss: '66000',
      timeInForce: 'POST_ONLY',
      clientOrderId: 'abc-1',
    });
    expect(parsed).toMatchObject({
      symbol: 'BTCUSD',
      lots: 2,
      leverage: 20,
      takeProfit: '60000',
      stopLoss: '66000',
      timeInForce: 'POST_ONLY',
      clientOrderId: 'abc-1',
    });
  });

  it('needs a price for a limit order', () => {
    expect(failure(perpPlaceOrderBody, { ...limitOpen, price: undefined })).toEqual({
      key: 'FIELD_REQUIRED',
      field: 'price',
    });
    expect(failure(perpPlaceOrderBody, { ...limitOpen, price: '' })).toEqual({
      key: 'FIELD_REQUIRED',
      field: 'price',
    });
  });

  it.each(['0', '-1', 'abc', '1e5', '0.000'])('refuses the price %j', (price) => {
    expect(failure(perpPlaceOrderBody, { ...limitOpen, price })).toEqual({
      key: 'PRICE_NOT_POSITIVE',
      field: 'price',
    });
  });

  it('forbids a price on a market order, and makes it IOC', () => {
    const market = { ...limitOpen, type: 'market', price: undefined };
    expect(perpPlaceOrderBody.parse(market)).toMatchObject({ price: null, timeInForce: 'IOC' });
    expect(perpPlaceOrderBody.parse({ ...market, price: '' })).toMatchObject({ price: null });
    expect(failure(perpPlaceOrderBody, { ...market, price: '65000' })).toEqual({
      key: 'PARAM_INVALID',
      field: 'price',
    });
    expect(failure(perpPlaceOrderBody, { ...market, timeInForce: 'POST_ONLY' })).toEqual({
      key: 'PARAM_INVALID',
      field: 'timeInForce',
    });
    expect(perpPlaceOrderBody.parse({ ...market, timeInForce: 'GTC' })).toMatchObject({
      timeInForce: 'IOC',
    });
  });

  it.each([0, -1, 1.5, 'abc', '0', '-1', '1.5', '1.0', '', null, undefined, 1e16])(
    'refuses lots %j with LOTS_NOT_POSITIVE',
    (lots) => {
      expect(failure(perpPlaceOrderBody, { ...limitOpen, lots })).toEqual({
        key: 'LOTS_NOT_POSITIVE',
        field: 'lots',
      });
    },
  );

  it('accepts lots as a number or a numeric string', () => {
    expect(perpPlaceOrderBody.parse({ ...limitOpen, lots: 7 }).lots).toBe(7);
    expect(perpPlaceOrderBody.parse({ ...limitOpen, lots: ' 12 ' }).lots).toBe(12);
  });

  it('requires a leverage to open and refuses a malformed one', () => {
    expect(failure(perpPlaceOrderBody, { ...limitOpen, leverage: undefined })).toEqual({
      key: 'LEVERAGE_REQUIRED',
      field: 'leverage',
    });
    for (const leverage of [0, 2.5, 'x', '-3'])
      expect(failure(perpPlaceOrderBody, { ...limitOpen, leverage })).toEqual({
        key: 'LEVERAGE_NOT_POSITIVE',
        field: 'leverage',
      });
  });

  it('ignores the leverage of a close', () => {
    const close = { ...limitOpen, action: 'close' };
    expect(perpPlaceOrderBody.parse(close).leverage).toBeNull();
    expect(perpPlaceOrderBody.parse({ ...close, leverage: undefined }).leverage).toBeNull();
  });

  it('takes take-profit and stop-loss only when opening', () => {
    const close = { ...limitOpen, action: 'close' };
    expect(failure(perpPlaceOrderBody, { ...close, takeProfit: '70000' })).toEqual({
      key: 'PRESET_ONLY_ON_OPEN',
      field: 'takeProfit',
    });
    expect(failure(perpPlaceOrderBody, { ...close, stopLoss: '60000' })).toEqual({
      key: 'PRESET_ONLY_ON_OPEN',
      field: 'stopLoss',
    });
    expect(perpPlaceOrderBody.parse({ ...close, takeProfit: '', stopLoss: '' })).toMatchObject({
      takeProfit: null,
      stopLoss: null,
    });
    expect(failure(perpPlaceOrderBody, { ...limitOpen, takeProfit: 'abc' })).toEqual({
      key: 'AMOUNT_INVALID',
      field: 'takeProfit',
    });
  });

  it('says which required field is missing', () => {
    expect(failure(perpPlaceOrderBody, { ...limitOpen, direction: undefined })).toEqual({
      key: 'FIELD_REQUIRED',
      field: 'direction',
    });
    expect(failure(perpPlaceOrderBody, { ...limitOpen, action: 'reduce' })).toEqual({
      key: 'FIELD_FORMAT',
      field: 'action',
    });
  });
});

describe('modifying take-profit and stop-loss', () => {
  it('reads "" and null as remove, absence as unchanged', () => {
    expect(perpModifyPresetQuery.parse({ id: '42', takeProfit: '', stopLoss: '61000' })).toEqual({
      id: '42',
      takeProfit: null,
      stopLoss: '61000',
    });
    const removed = perpModifyPresetQuery.parse({ id: 42, stopLoss: null });
    expect(removed).toEqual({ id: '42', stopLoss: null });
    expect(removed.takeProfit).toBeUndefined();
  });

  it('needs at least one of the two, each a positive decimal', () => {
    expect(failure(perpModifyPresetQuery, { id: '42' })).toEqual({
      key: 'FIELD_REQUIRED',
      field: 'takeProfit',
    });
    expect(failure(perpModifyPresetQuery, { id: '42', takeProfit: '-5' })).toEqual({
      key: 'AMOUNT_INVALID',
      field: 'takeProfit',
    });
    expect(failure(perpModifyPresetQuery, { id: 'x', takeProfit: '5' })).toEqual({
      key: 'POSITION_NOT_FOUND',
      field: 'id',
    });
  });
});

describe('lists and ids', () => {
  it('lists pending entrusts by default, ten a page', () => {
    expect(perpOrderListQuery.parse({})).toEqual({
      status: 'PENDING',
      pageNo: 1,
      pageSize: 10,
      symbol: null,
      contractType: null,
    });
    expect(
      perpOrderListQuery.parse({ status: 'CLOSED', pageNo: '3', coinSymbol: 'btc' }),
    ).toMatchObject({ status: 'CLOSED', pageNo: 3, pageSize: 10, symbol: 'BTCUSDT' });
    expect(failure(perpOrderListQuery, { status: 'open' })).toEqual({
      key: 'FIELD_FORMAT',
      field: 'status',
    });
  });

  it('pages fills ten at a time', () => {
    expect(perpFillListQuery.parse({ pageNo: 2 })).toMatchObject({ pageNo: 2, pageSize: 10 });
  });

  it('reads ids as digit strings and names the missing entity', () => {
    expect(perpOrderIdQuery.parse({ id: 123 })).toEqual({ id: '123' });
    expect(perpOrderFillsQuery.parse({ orderId: '9007199254740993' })).toEqual({
      orderId: '9007199254740993',
    });
    expect(failure(perpOrderIdQuery, { id: '0' }).key).toBe('ORDER_NOT_FOUND');
    expect(failure(perpPositionIdQuery, {}).key).toBe('POSITION_NOT_FOUND');
    // The largest bigint is an id; one more, or 19 nines, is beyond every id and refused.
    expect(perpOrderIdQuery.parse({ id: '9223372036854775807' })).toEqual({
      id: '9223372036854775807',
    });
    for (const id of ['9223372036854775808', '9'.repeat(19)])
      expect(failure(perpOrderIdQuery, { id }).key).toBe('ORDER_NOT_FOUND');
  });

  it('reads a window as digits only: 0x10, 1e3 and a blank are not times', () => {
    for (const from of ['0x10', '1e3', '', ' ', '-1'])
      expect(perpProfitLossQuery.safeParse({ from }).success, JSON.stringify(from)).toBe(false);
  });

  it('refuses a profit-and-loss window that ends before it starts', () => {
    expect(perpProfitLossQuery.parse({ from: '1000', to: '2000' })).toMatchObject({
      from: 1000,
      to: 2000,
      symbol: null,
    });
    expect(failure(perpProfitLossQuery, { from: 3000, to: 2000 })).toEqual({
      key: 'FIELD_OUT_OF_RANGE',
      field: 'from',
    });
  });
});

describe('errors are catalogue keys', () => {
  const cases: [string, z.ZodType, unknown, ErrorKey][] = [
    ['empty placement', perpPlaceOrderBody, {}, 'FIELD_REQUIRED'],
    ['no lots', perpPlaceOrderBody, { ...placement(), lots: undefined }, 'LOTS_NOT_POSITIVE'],
    ['no contract', perpPlaceOrderBody, { ...placement(), symbol: undefined }, 'FIELD_REQUIRED'],
    ['empty preset change', perpModifyPresetQuery, {}, 'POSITION_NOT_FOUND'],
    ['page 0', perpOrderListQuery, { pageNo: 0 }, 'PAGE_NO_INVALID'],
    ['numeric symbol', perpLeverageQuery, { symbol: 42 }, 'CONTRACT_UNKNOWN'],
  ];
  it.each(cases)('%s', (_name, schema, input, key) => {
    expect(isKey(key)).toBe(true);
    expect(failure(schema, input).key).toBe(key);
  });
});

const order: PerpOrder = {
  orderId: '1',
  clientOrderId: null,
  symbol: 'BTCUSDT',
  marginAsset: 'USDT',
  direction: 'long',
  action: 'close',
  type: 'market',
  timeInForce: 'IOC',
  price: null,
  lots: 3,
  filledLots: 3,
  remainingLots: 0,
  leverage: 10,
  margin: '0',
  averagePrice: '65000',
  fee: '0.0975',
  realisedPnl: '3',
  takeProfit: null,
  stopLoss: null,
  positionId: '7',
  status: 'FILLED',
  cancelReason: null,
  trigger: 'stop_loss',
  createdAt: 1,
  updatedAt: 2,
};

const position: PerpPosition = {
  positionId: '7',
  symbol: 'BTCUSDT',
  marginMode: 'isolated',
  marginAsset: 'USDT',
  direction: 'long',
  lots: 0,
  openedLots: 3,
  closableLots: 0,
  leverage: 10,
  entryPrice: '64000',
  markPrice: null,
  closePrice: '65000',
  margin: '19.2',
  marginRate: null,
  maintenanceMargin: null,
  liquidationPrice: null,
  bankruptcyPrice: null,
  unrealisedPnl: null,
  realisedPnl: '3',
  fundingFees: '-0.01',
  fees: '0.19',
  takeProfit: null,
  stopLoss: '60000',
  status: 'CLOSED',
  closedBy: 'stop_loss',
  openedAt: 1,
  closedAt: 2,
  updatedAt: 3,
};

const config: PerpConfig = {
  symbol: 'BTCUSD',
  coinSymbol: 'BTC',
  contractType: 'coin',
  kind: 'inverse',
  base: 'BTC',
  quote: 'USD',
  marginAsset: 'BTC',
  contractSize: '100',
  tickSize: '0.5',
  pricePrecision: 1,
  minOpenLots: 1,
  maxOpenLots: 10000,
  minCloseLots: 1,
  maxCloseLots: 10000,
  leverages: [1, 5, 10, 20],
  defaultLeverage: 10,
  maintenanceTiers: [{ maxNotional: '500000', maintenanceRate: '0.005', maxLeverage: 100 }],
  makerFee: '-0.0001',
  takerFee: '0.0005',
  fundingIntervalHours: 8,
  tradingHours: '00:00-24:00',
  enabled: true,
  indexPrice: null,
  markPrice: null,
  lastPrice: null,
  fundingRate: null,
  nextFundingTime: null,
  product: 'perpetual',
  term: null,
  expiresAt: null,
  settleWindowMinutes: null,
  lastSettlementPrice: null,
  openInterestLots: null,
};

describe('responses', () => {
  it('narrows the order list on its status', () => {
    const base = { total: 1, pageNo: 1, pageSize: 10 };
    expect(perpOrderListSchema.parse({ ...base, status: 'HISTORY', list: [order] })).toBeTruthy();
    expect(perpOrderListSchema.parse({ ...base, status: 'CLOSED', list: [position] })).toBeTruthy();
    expect(perpOrderListSchema.safeParse({ ...base, status: 'OPEN', list: [order] }).success).toBe(
      false,
    );
    expect(
      perpOrderListSchema.safeParse({ ...base, status: 'PENDING', list: [position] }).success,
    ).toBe(false);
  });

  it('encodes replies, as the server serialises them', () => {
    expect(z.encode(perpOrderSchema, order)).toEqual(order);
    expect(z.encode(perpPositionSchema, position)).toEqual(position);
    expect(z.encode(perpConfigReplySchema, [config])).toEqual([config]);
    expect(z.encode(perpConfigReplySchema, config)).toEqual(config);
    const fill = {
      tradeId: '1',
      orderId: '1',
      positionId: '7',
      symbol: 'BTCUSDT',
      marginAsset: 'USDT',
      direction: 'long',
      action: 'open',
      price: '64000',
      lots: 3,
      fee: '0.096',
      realisedPnl: null,
      role: 'taker',
      time: 1,
    } as const;
    expect(perpFillSchema.parse(fill)).toEqual(fill);
  });

  it('converts to JSON Schema for the API docs', () => {
    for (const schema of [perpPlaceOrderBody, perpModifyPresetQuery, perpOrderListQuery])
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
    for (const schema of [perpOrderListSchema, perpConfigSchema, perpProfitLossSchema])
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });

  it('names the mark topic by canonical symbol', () => {
    expect(perpMarkTopic('BTCUSDT')).toBe('mark:BTCUSDT');
  });

  it('names the kline topic by canonical symbol and interval', () => {
    expect(perpKlineTopic('BTCUSDT-5M', '1m')).toBe('perp_kline:BTCUSDT-5M:1m');
  });

  it('asks a kline query for a contract and an interval', () => {
    expect(perpKlineQuery.parse({ symbol: 'btc_usdt', interval: '1h' })).toEqual({
      symbol: 'BTCUSDT',
      interval: '1h',
      size: 300,
    });
    expect(perpKlineQuery.safeParse({ interval: '1h' }).success).toBe(false);
    expect(perpKlineQuery.safeParse({ symbol: 'BTCUSDT', interval: '2h' }).success).toBe(false);
  });
});

describe('paths', () => {
  it('adds the perpetual paths once each', () => {
    const perp = Object.entries(PATHS).filter(([name]) => name.startsWith('perp'));
    expect(perp).toHaveLength(21);
    const all = Object.values(PATHS);
    expect(new Set(all).size).toBe(all.length);
    for (const [, path] of perp) expect(path.startsWith('/')).toBe(true);
  });
});
