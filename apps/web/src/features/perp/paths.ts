import {
  DEFAULT_PERP_CONTRACT_TYPE,
  normalizePerpSymbol,
  perpSymbol,
  type UserWalletName,
} from '@exchange/contracts';
import { withQuery } from '../wallet/params';

/**
 * Route paths of the perpetual-contract screens (spec section 2). A contract
 * symbol ("BTCUSDT", "BTCUSD") fits a path segment as it is; a route accepts
 * any spelling the contracts accept and the screen then shows the canonical one.
 */

const COIN = /^[A-Z0-9]{1,16}$/;

/**
 * The contract symbol for a route parameter, or null when it cannot be one.
 * A bare coin ("BTC", the tab bar's default) means its USDT-margined
 * contract, the same default the API applies to `coinSymbol`.
 */
export function perpSymbolParam(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const symbol = normalizePerpSymbol(raw);
  if (symbol !== null) return symbol;
  const coin = raw.trim().toUpperCase();
  return COIN.test(coin) ? perpSymbol(coin, DEFAULT_PERP_CONTRACT_TYPE) : null;
}

export const perpPath = (symbol: string) => `/perpetualContract/${symbol}`;

/**
 * A contract's chart, perpetual or delivery series alike: a canonical
 * symbol ("BTCUSDT", "BTCUSDT-5M") is letters, digits and a dash, so it
 * sits in the path as it is. `?frame=` keeps the time frame, as on spot's
 * trend screen.
 */
export const contractChartPath = (symbol: string) => `/contract/chart/${symbol}`;

export const HISTORY_TABS = ['orders', 'positions', 'fills', 'stops'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

export const perpHistoryPath = (tab?: HistoryTab, symbol?: string) =>
  withQuery('/perpetualHistory', { tab, symbol });

export const PROFIT_LOSS_PATH = '/profitLoss';

/**
 * The delivery screen shows one series, `?symbol=BTCUSDT-5M`; without one it
 * opens the first listed series.
 */
export const deliveryPath = (symbol?: string) => withQuery('/deliveryContract', { symbol });

export const deliveryHistoryPath = (tab?: HistoryTab, symbol?: string) =>
  withQuery('/deliveryContractHistory', { tab, symbol });

/** The wallet's transfer screen, preselecting a move from spot into a contract account. */
export const contractTransferPath = (
  asset: string,
  wallet: Extract<UserWalletName, 'contract' | 'delivery'> = 'contract',
) => withQuery('/transfer', { asset, from: 'spot', to: wallet });
