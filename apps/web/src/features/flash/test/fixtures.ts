import type { QuickExchange, QuickQuote } from '@exchange/contracts';
import { overviewFixture as securityFixture, type Handler } from '../../account/test/fakeServer';
import { market } from '../../market/test/fixtures';
import { coinsFixture, overviewFixture } from '../../wallet/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const QUOTE_PATH = '/order/application/quick-exchange';
export const LIST_PATH = '/order/application/quick-exchange-list';

/** ETH into BTC through USDT: the two-leg route, where PARTIAL can happen. */
export function quote(overrides: Partial<QuickQuote> = {}): QuickQuote {
  return {
    quoteId: 'quote-0001',
    fromCoin: 'ETH',
    toCoin: 'BTC',
    fromAmount: '2',
    toAmount: '0.13331234567',
    rate: '0.066656172835',
    fee: '0.00026712',
    route: [
      { symbol: 'ETH/USDT', side: 'sell', limitPrice: '1799.5' },
      { symbol: 'BTC/USDT', side: 'buy', limitPrice: '27001' },
    ],
    expiresAt: 1_700_000_010_000,
    validForMs: 10_000,
    ...overrides,
  };
}

export function exchangeRecord(overrides: Partial<QuickExchange> = {}): QuickExchange {
  return {
    id: '71',
    quoteId: 'quote-0001',
    fromCoin: 'ETH',
    toCoin: 'BTC',
    fromAmount: '2',
    toAmount: '0.1334',
    rate: '0.0667',
    quotedRate: '0.066656172835',
    fee: '0.00026712',
    route: ['ETH/USDT', 'BTC/USDT'],
    orderIds: ['9001', '9002'],
    status: 'FILLED',
    heldAsset: null,
    heldAmount: null,
    createdAt: 1_700_000_000_000,
    ...overrides,
  };
}

/** ETH into BTC whose second leg did not run: the user holds the USDT of the first. */
export const partialRecord = () =>
  exchangeRecord({
    status: 'PARTIAL',
    toAmount: '0',
    rate: '0',
    fee: '0',
    heldAsset: 'USDT',
    heldAmount: '3598.2',
  });

export function exchangePage(list: QuickExchange[], total = list.length, pageNo = 1) {
  return { list, total, pageNo, pageSize: 10 };
}

const ethBalance = {
  ...overviewFixture,
  accounts: overviewFixture.accounts.map((account) =>
    account.wallet === 'spot'
      ? {
          ...account,
          assets: account.assets.map((balance) =>
            balance.asset === 'ETH' ? { ...balance, available: '3.5', total: '3.5' } : balance,
          ),
        }
      : account,
  ),
};

/** The reads of the exchange screens: markets, spot balances (3.5 ETH), coins, security. */
export function exchangeRoutes(): Record<string, Handler | Handler[]> {
  return {
    'GET /member/currency': () => ({ data: [] }),
    'GET /market/api/markets/exchange-coin-list': () => ({
      data: [
        market('BTC/USDT', 'Bitcoin'),
        market('ETH/USDT', 'Ethereum'),
        market('DOGE/USDT', 'Dogecoin', {}, { enabled: false }),
      ],
    }),
    'GET /asset/wallet': () => ({ data: ethBalance }),
    'GET /asset/coins': () => ({ data: coinsFixture }),
    'GET /security/overview': () => ({ data: { ...securityFixture, fundPasswordSet: true } }),
  };
}
