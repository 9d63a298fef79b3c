import type { ChainInfo, Coin, Deposit, Withdrawal } from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { overviewFixture } from '../../wallet/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */
export function chain(overrides: Partial<ChainInfo> = {}): ChainInfo {
  return {
    chain: 'TRC20',
    contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    depositEnabled: true,
    withdrawEnabled: true,
    confirmations: 20,
    depositMin: '1',
    depositReviewAbove: null,
    withdrawMin: '10',
    withdrawMax: '1000',
    withdrawFee: '1.5',
    withdrawDailyCount: 10,
    withdrawWindow: '00:00-24:00',
    ...overrides,
  };
}

export const usdt: Coin = {
  symbol: 'USDT',
  name: 'Tether USD',
  isTop: '1',
  decimals: 2,
  chains: [
    chain(),
    chain({
      chain: 'ERC20',
      contract: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      withdrawFee: '5',
    }),
    chain({ chain: 'BEP20', depositEnabled: false, withdrawEnabled: false }),
  ],
};

export const fundingCoins: Coin[] = [
  { symbol: 'LTC', name: 'Litecoin', isTop: '0', decimals: 8, chains: [chain({ chain: 'LTC' })] },
  usdt,
  { symbol: 'BTC', name: 'Bitcoin', isTop: '1', decimals: 8, chains: [chain({ chain: 'BTC' })] },
];

export const TRON_ADDRESS = 'TJYeasTPa6gpEEfYqAZ8hoSZqbXKVMZLBK';

export function depositAddress(
  simulated: boolean,
  chainName = 'TRC20',
  reviewAbove: string | null = null,
) {
  return {
    symbol: 'USDT',
    chain: chainName,
    address: TRON_ADDRESS,
    depositMin: '1',
    reviewAbove,
    confirmations: 20,
    simulated,
  };
}

export function deposit(overrides: Partial<Deposit> = {}): Deposit {
  return {
    id: 7,
    symbol: 'USDT',
    chain: 'TRC20',
    address: TRON_ADDRESS,
    amount: '250.5',
    confirmations: 4,
    requiredConfirmations: 20,
    txid: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    status: 'confirming',
    createdAt: '2025-03-01T10:00:00Z',
    creditedAt: null,
    reviewedAt: null,
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 42,
    symbol: 'USDT',
    chain: 'TRC20',
    address: TRON_ADDRESS,
    amount: '100',
    fee: '1.5',
    receiveAmount: '98.5',
    status: 'applied',
    holdUntil: null,
    rejectReason: '',
    txid: '',
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

export const page = <T>(list: T[]) => ({ list, total: list.length, pageNo: 1, pageSize: 20 });

export const READY = {
  enabled: true,
  fundPasswordSet: true,
  googleBound: true,
  emailBound: false,
  phoneBound: false,
};

/** The reads the funding screens make; tests add or override routes. */
export function fundingRoutes(): Record<string, Handler | Handler[]> {
  return {
    'GET /member/currency': () => ({ data: [] }),
    'GET /asset/coins': () => ({ data: fundingCoins }),
    'GET /asset/wallet': () => ({ data: overviewFixture }),
    'GET /wallet/withdraw/walletWithdrawEnable': () => ({ data: READY }),
  };
}
