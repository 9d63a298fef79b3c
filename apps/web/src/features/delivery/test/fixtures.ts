import type { PerpConfig, PerpOrder, PerpPosition, WalletOverview } from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { contract, perpRoutes, signedInRoutes } from '../../perp/test/fixtures';
import { balance, overviewFixture } from '../../wallet/test/fixtures';

export const CONFIG = '/contract/delivery/getDeliveryConfig';

/** The tests' clock: every expiry below is relative to it. */
export const NOW_MS = 1_760_000_000_000;
/** The 5-minute contract expires 3 min 12 s after NOW_MS. */
export const EXPIRY_5M_MS = NOW_MS + 192_000;

/** A delivery series of the perpetual fixture's underlying: no funding, an expiry and a window. */
export function series(symbol: string, overrides: Partial<PerpConfig> = {}): PerpConfig {
  const [underlying = symbol, term = null] = symbol.split('-');
  return contract(underlying, {
    symbol,
    product: 'delivery',
    term,
    expiresAt: NOW_MS + 3_600_000,
    settleWindowMinutes: 1,
    lastSettlementPrice: '26950.5',
    fundingRate: null,
    nextFundingTime: null,
    ...overrides,
  });
}

export const seriesFixture: PerpConfig[] = [
  series('BTCUSDT-5M', { expiresAt: EXPIRY_5M_MS }),
  series('BTCUSDT-1H'),
  series('ETHUSDT-1H', { markPrice: '1800', indexPrice: '1799.5', lastPrice: '1800.2' }),
  series('BTCUSDT-Q', {
    expiresAt: NOW_MS + 40 * 86_400_000,
    settleWindowMinutes: 30,
    lastSettlementPrice: null,
  }),
];

/** The wallet with 75 USDT in the delivery account, apart from the contract account's 200. */
export const deliveryOverview: WalletOverview = {
  ...overviewFixture,
  accounts: overviewFixture.accounts.map((account) =>
    account.wallet === 'delivery'
      ? { ...account, assets: [balance('USDT', '75', '0', '0', '75', '75')] }
      : account,
  ),
};

/** The public reads of the delivery screen: the perpetual fixtures' and the series list. */
export function deliveryRoutes(
  config: Handler | Handler[] = () => ({ data: seriesFixture }),
): Record<string, Handler | Handler[]> {
  return { ...perpRoutes(), [`GET ${CONFIG}`]: config };
}

/** Signed in, with the delivery wallet and the open lists answered by status. */
export function signedInDeliveryRoutes(
  lists: { positions?: PerpPosition[]; orders?: PerpOrder[] } = {},
  extra: Record<string, Handler | Handler[]> = {},
): Record<string, Handler | Handler[]> {
  return {
    ...signedInRoutes(lists),
    ...deliveryRoutes(),
    'GET /asset/wallet': () => ({ data: deliveryOverview }),
    ...extra,
  };
}
