import type {
  ContractTicker,
  DepthWire,
  MarketSummary,
  PublicTrade,
  SpotOrder,
  Ticker,
} from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */
export function ticker(symbol: string, overrides: Partial<Ticker> = {}): Ticker {
  return {
    symbol,
    last: '100',
    open: '100',
    high: '110',
    low: '90',
    volume: '1000',
    turnover: '100000',
    change: '0',
    changePercent: '0',
    bestBid: '99.99',
    bestAsk: '100.01',
    indexPrice: null,
    time: 1_700_000_000_000,
    ...overrides,
  };
}

/** A contract's 24-hour ticker: volume in lots, turnover in the quote currency. */
export function contractTicker(
  symbol: string,
  overrides: Partial<ContractTicker> = {},
): ContractTicker {
  return {
    symbol,
    last: '27001',
    open: '26000',
    high: '27500',
    low: '25900',
    volume: '45000',
    turnover: '1234567.8',
    change: '1001',
    changePercent: '3.85',
    time: 1_700_000_000_000,
    ...overrides,
  };
}

export function market(
  symbol: string,
  name: string,
  tickerOverrides: Partial<Ticker> = {},
  overrides: Partial<MarketSummary> = {},
): MarketSummary {
  const [base = '', quote = ''] = symbol.split('/');
  return {
    symbol,
    base,
    quote,
    tickSize: '0.01',
    lotSize: '0.0001',
    pricePrecision: 2,
    amountPrecision: 4,
    minAmount: '0.001',
    maxAmount: '1000',
    minNotional: '5',
    makerFee: '0.001',
    takerFee: '0.002',
    tradingHours: '00:00-24:00',
    enabled: true,
    name,
    isTop: '0',
    ticker: ticker(symbol, tickerOverrides),
    ...overrides,
  };
}

export const marketsFixture: MarketSummary[] = [
  market(
    'BTC/USDT',
    'Bitcoin',
    {
      last: '27000.5',
      changePercent: '2.5',
      bestBid: '27000.4',
      bestAsk: '27000.6',
      volume: '1234.5',
    },
    { isTop: '1' },
  ),
  market('ETH/USDT', 'Ethereum', { last: '1800', changePercent: '-3.1' }, { isTop: '1' }),
  market('SOL/USDT', 'Solana', { last: '25.1', changePercent: '7.75' }),
  market('DOGE/USDT', 'Dogecoin', { last: null, changePercent: '0' }),
];

export const depthFixture: DepthWire = {
  symbol: 'BTC/USDT',
  seq: 10,
  bids: [
    ['27000.40', '1.5'],
    ['27000.00', '2'],
  ],
  asks: [
    ['27000.60', '0.5'],
    ['27001.00', '1'],
  ],
};

export const tradesFixture: PublicTrade[] = [
  { id: '2', price: '27000.5', amount: '0.1', direction: 'buy', time: 1_700_000_001_000 },
  { id: '1', price: '27000.4', amount: '0.2', direction: 'sell', time: 1_700_000_000_000 },
];

export function order(overrides: Partial<SpotOrder> = {}): SpotOrder {
  return {
    orderId: '101',
    clientOrderId: null,
    symbol: 'BTC/USDT',
    side: 'buy',
    type: 'limit',
    timeInForce: 'GTC',
    price: '26000',
    amount: '0.5',
    quoteAmount: null,
    filledAmount: '0',
    filledQuote: '0',
    averagePrice: null,
    fee: '0',
    feeAsset: 'BTC',
    status: 'PENDING',
    cancelReason: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function orderPage(list: SpotOrder[]) {
  return { list, total: list.length, pageNo: 1, pageSize: 20 };
}

/** The public reads of the market screens; tests add or override routes. */
export function marketRoutes(): Record<string, Handler | Handler[]> {
  return {
    'GET /member/currency': () => ({ data: [] }),
    'GET /market/api/markets/exchange-coin-list': () => ({ data: marketsFixture }),
    'GET /market/api/markets/latest-depth': () => ({ data: depthFixture }),
    'GET /market/api/markets/latest-trade': () => ({ data: tradesFixture }),
    'GET /market/api/index/price': () => ({
      data: { symbol: 'BTC', price: '27000', atMs: 0, sources: 1, simulated: true },
    }),
  };
}
