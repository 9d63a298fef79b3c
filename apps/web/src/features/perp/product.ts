import { parsePerpSymbol, PATHS, type PerpConfig, type UserWalletName } from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';
import {
  deliveryHistoryPath,
  deliveryPath,
  perpHistoryPath,
  perpPath,
  type HistoryTab,
} from './paths';

/**
 * What differs between the two contract products that trade alike: where
 * the contract list and the orders go, which wallet holds the margin, and
 * the screens' routes. Everything else (entrusts, positions, fills, cancels,
 * closes, take-profit and stop-loss, the live topics) is one set of routes
 * for both, filtered by symbol, so the feature's code takes a product rather
 * than being written twice.
 */
export interface ContractProduct {
  readonly id: PerpConfig['product'];
  /** Replies with the product's contracts (`perpConfigReplySchema`). */
  readonly configPath: string;
  /** Takes `perpPlaceOrderBody` for a contract of this product only. */
  readonly orderPath: string;
  /** The user wallet whose balance is the margin. */
  readonly wallet: Extract<UserWalletName, 'contract' | 'delivery'>;
  /** Opens the product's screen at its default contract. */
  readonly entryPath: string;
  readonly contractPath: (symbol: string) => string;
  readonly historyPath: (tab?: HistoryTab, symbol?: string) => string;
  /**
   * The records can show every contract at once. The `/contract/wallet/`
   * lists filter by one symbol or none, never by product, so "all" would
   * mix the products: delivery records are always of one series.
   */
  readonly listsAll: boolean;
  /** The product's name in the switcher, and its records' title. */
  readonly title: TextKey;
  readonly historyTitle: TextKey;
  /** Said when a route names a contract the product does not list. */
  readonly unknown: TextKey;
}

export const PERPETUAL: ContractProduct = {
  id: 'perpetual',
  configPath: PATHS.perpConfig,
  orderPath: PATHS.perpOrder,
  wallet: 'contract',
  entryPath: '/perpetualContract',
  contractPath: perpPath,
  historyPath: perpHistoryPath,
  listsAll: true,
  title: 'perp.contracts',
  historyTitle: 'perp.history.title',
  unknown: 'perp.unknown',
};

export const DELIVERY: ContractProduct = {
  id: 'delivery',
  configPath: PATHS.deliveryConfig,
  orderPath: PATHS.deliveryOrder,
  wallet: 'delivery',
  entryPath: deliveryPath(),
  contractPath: deliveryPath,
  historyPath: deliveryHistoryPath,
  listsAll: false,
  title: 'delivery.title',
  historyTitle: 'delivery.history.title',
  unknown: 'delivery.unknown',
};

export const PRODUCTS: readonly ContractProduct[] = [PERPETUAL, DELIVERY];

/** The product of a canonical symbol: a delivery series ends in its term ("BTCUSDT-5M"). */
export function productOf(symbol: string): ContractProduct {
  return parsePerpSymbol(symbol)?.term === undefined ? PERPETUAL : DELIVERY;
}
