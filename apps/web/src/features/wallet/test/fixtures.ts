import type { AssetBalance, Coin, WalletHistoryEntry, WalletOverview } from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */
export function balance(
  asset: string,
  available: string,
  frozen: string,
  locked: string,
  total: string,
  usdValue: string | null,
): AssetBalance {
  return { asset, available, frozen, locked, total, usdValue };
}

export const overviewFixture: WalletOverview = {
  totalUsd: '1250.5',
  unpriced: ['BTC'],
  accounts: [
    {
      wallet: 'spot',
      totalUsd: '1000.5',
      unpriced: ['BTC'],
      assets: [
        balance('USDT', '1000.5', '0', '0', '1000.5', '1000.5'),
        balance('BTC', '0.5', '0.1', '0', '0.6', null),
        balance('ETH', '0', '0', '0', '0', null),
        balance('USDC', '0', '0', '0', '0', '0'),
      ],
    },
    {
      wallet: 'contract',
      totalUsd: '250',
      unpriced: [],
      assets: [balance('USDT', '200', '50', '0', '250', '250')],
    },
    { wallet: 'delivery', totalUsd: '0', unpriced: [], assets: [] },
    { wallet: 'finance', totalUsd: '0', unpriced: [], assets: [] },
    { wallet: 'mining', totalUsd: '0', unpriced: [], assets: [] },
  ],
};

function coin(symbol: string, name: string, decimals: number): Coin {
  return { symbol, name, isTop: '1', decimals, chains: [] };
}

export const coinsFixture: Coin[] = [
  coin('BTC', 'Bitcoin', 8),
  coin('ETH', 'Ethereum', 8),
  coin('USDT', 'Tether USD', 2),
  coin('USDC', 'USD Coin', 6),
];

/** A statement line: by default, a transfer of 25 USDT from spot to contract. */
export function entry(overrides: Partial<WalletHistoryEntry> = {}): WalletHistoryEntry {
  return {
    id: 'tx:1',
    type: 'transfer',
    product: 'wallet',
    subject: '',
    changes: [
      { asset: 'USDT', wallet: 'spot', amount: '-25' },
      { asset: 'USDT', wallet: 'contract', amount: '25' },
    ],
    fees: [],
    note: '',
    createdAt: '2025-03-01T10:00:00Z',
    entries: [
      {
        id: '1',
        transactionId: '1',
        type: 'transfer',
        asset: 'USDT',
        wallet: 'spot',
        part: 'available',
        amount: '-25',
        balanceAfter: '975.5',
        createdAt: '2025-03-01T10:00:00Z',
      },
      {
        id: '2',
        transactionId: '1',
        type: 'transfer',
        asset: 'USDT',
        wallet: 'contract',
        part: 'available',
        amount: '25',
        balanceAfter: '25',
        createdAt: '2025-03-01T10:00:00Z',
      },
    ],
    ...overrides,
  };
}

export function historyPage(list: WalletHistoryEntry[], total = list.length, pageNo = 1) {
  return { list, total, pageNo, pageSize: 20 };
}

/** The reads every wallet screen makes; tests add or override routes. */
export function walletRoutes(): Record<string, Handler | Handler[]> {
  return {
    'GET /member/currency': () => ({ data: [] }),
    'GET /asset/wallet': () => ({ data: overviewFixture }),
    'GET /asset/coins': () => ({ data: coinsFixture }),
  };
}
