import type {
  PerpConfig,
  PerpFill,
  PerpMaintenanceTier,
  PerpOrder,
  PerpPosition,
} from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { overviewFixture } from '../../wallet/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const tiersFixture: PerpMaintenanceTier[] = [
  { maxNotional: '50000', maintenanceRate: '0.004', maxLeverage: 100 },
  { maxNotional: '250000', maintenanceRate: '0.005', maxLeverage: 50 },
  { maxNotional: '1000000', maintenanceRate: '0.01', maxLeverage: 20 },
];

/** A fixed time well in the future, so the funding countdown never reaches zero in a test. */
export const NEXT_FUNDING_MS = 4_102_444_800_000;

export function contract(symbol: string, overrides: Partial<PerpConfig> = {}): PerpConfig {
  const inverse = !symbol.endsWith('USDT');
  const base = symbol.replace(/USDT?$/, '');
  return {
    symbol,
    coinSymbol: base,
    contractType: inverse ? 'coin' : 'usdt',
    kind: inverse ? 'inverse' : 'linear',
    base,
    quote: inverse ? 'USD' : 'USDT',
    marginAsset: inverse ? base : 'USDT',
    contractSize: inverse ? '100' : '0.001',
    tickSize: '0.1',
    pricePrecision: 1,
    minOpenLots: 1,
    maxOpenLots: 10000,
    minCloseLots: 1,
    maxCloseLots: 10000,
    leverages: [1, 2, 5, 10, 20, 50, 100],
    defaultLeverage: 10,
    maintenanceTiers: tiersFixture,
    makerFee: '0.0002',
    takerFee: '0.0005',
    fundingIntervalHours: 8,
    tradingHours: '00:00-24:00',
    enabled: true,
    product: 'perpetual',
    term: null,
    expiresAt: null,
    settleWindowMinutes: null,
    lastSettlementPrice: null,
    indexPrice: '26990',
    markPrice: '27000',
    lastPrice: '27001',
    fundingRate: '0.0001',
    nextFundingTime: NEXT_FUNDING_MS,
    openInterestLots: 1200,
    ...overrides,
  };
}

export const contractsFixture: PerpConfig[] = [
  contract('BTCUSDT'),
  contract('ETHUSDT', { markPrice: '1800', indexPrice: '1799.5', lastPrice: '1800.2' }),
  contract('BTCUSD'),
  contract('ETHUSD', { markPrice: '1800', indexPrice: '1799.5', lastPrice: '1800.2' }),
];

export function position(overrides: Partial<PerpPosition> = {}): PerpPosition {
  return {
    positionId: '501',
    symbol: 'BTCUSDT',
    marginAsset: 'USDT',
    direction: 'long',
    marginMode: 'isolated',
    lots: 10,
    openedLots: 10,
    closableLots: 8,
    leverage: 10,
    entryPrice: '26500',
    markPrice: '27000',
    closePrice: null,
    margin: '26.5',
    marginRate: '0.0042',
    maintenanceMargin: '1.08',
    liquidationPrice: '23950.5',
    bankruptcyPrice: '23850',
    unrealisedPnl: '5',
    realisedPnl: '0',
    fundingFees: '-0.01',
    fees: '0.13',
    takeProfit: '30000',
    stopLoss: null,
    status: 'OPEN',
    closedBy: null,
    openedAt: 1_700_000_000_000,
    closedAt: null,
    updatedAt: 1_760_000_000_000,
    ...overrides,
  };
}

export function perpOrder(overrides: Partial<PerpOrder> = {}): PerpOrder {
  return {
    orderId: '301',
    clientOrderId: null,
    symbol: 'BTCUSDT',
    marginAsset: 'USDT',
    direction: 'long',
    action: 'open',
    type: 'limit',
    timeInForce: 'GTC',
    price: '26000',
    lots: 4,
    filledLots: 0,
    remainingLots: 4,
    leverage: 10,
    margin: '10.4',
    averagePrice: null,
    fee: '0',
    realisedPnl: '0',
    takeProfit: null,
    stopLoss: null,
    positionId: null,
    status: 'PENDING',
    cancelReason: null,
    trigger: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function perpFill(overrides: Partial<PerpFill> = {}): PerpFill {
  return {
    tradeId: '901',
    orderId: '301',
    positionId: '501',
    symbol: 'BTCUSDT',
    marginAsset: 'USDT',
    direction: 'long',
    action: 'open',
    price: '26000',
    lots: 4,
    fee: '0.052',
    realisedPnl: null,
    role: 'taker',
    time: 1_700_000_000_500,
    ...overrides,
  };
}

export function page<T>(list: T[], total = list.length, pageNo = 1, pageSize = 10) {
  return { list, total, pageNo, pageSize };
}

/** The public reads of the contract screen; tests add or override routes. */
export function perpRoutes(): Record<string, Handler | Handler[]> {
  return {
    'GET /member/currency': () => ({ data: [] }),
    'GET /contract/perpetual/getPerpetualConfig': () => ({ data: contractsFixture }),
    'GET /contract/perpetual/leverage/findAllBySymbol': (_body, query) => {
      const symbol = query.get('symbol') ?? '';
      return {
        data: {
          symbol,
          leverages: [1, 2, 5, 10, 20, 50, 100],
          defaultLeverage: 10,
          maintenanceTiers: tiersFixture,
        },
      };
    },
    'GET /market/api/index/price': () => ({
      data: { symbol: 'BTC', price: '27000', atMs: 0, sources: 1, simulated: true },
    }),
  };
}

/**
 * The private reads too: the wallet (200 USDT available in the contract
 * account), the margin mode (isolated) and the open lists, answered by status.
 */
export function signedInRoutes(
  lists: { positions?: PerpPosition[]; orders?: PerpOrder[] } = {},
  extra: Record<string, Handler | Handler[]> = {},
): Record<string, Handler | Handler[]> {
  return {
    ...perpRoutes(),
    'GET /asset/wallet': () => ({ data: overviewFixture }),
    'GET /contract/margin-mode': (_body, query) => ({
      data: { symbol: query.get('symbol') ?? '', mode: 'isolated' },
    }),
    'GET /contract/wallet/findOrderByPage': (_body, query) => {
      const status = query.get('status');
      if (status === 'OPEN') return { data: { ...page(lists.positions ?? []), status } };
      return { data: { ...page(lists.orders ?? []), status: 'PENDING' } };
    },
    ...extra,
  };
}
