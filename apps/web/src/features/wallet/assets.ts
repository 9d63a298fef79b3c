import type { AssetBalance, UserWalletName, WalletOverview } from '@exchange/contracts';
import { add, cmp, isZero, parseDecimal, toPlainString, ZERO } from '@exchange/money';

/**
 * Pure selections over the wallet replies, kept out of components (STYLE.md:
 * components never do money arithmetic). Comparisons and sums use
 * @exchange/money on the decimal strings, never JS numbers.
 */

export type WalletAccount = WalletOverview['accounts'][number];

/** A balance whose text is not a decimal counts as held: better shown than hidden. */
function isZeroAmount(text: string): boolean {
  const value = parseDecimal(text.trim());
  return value !== null && isZero(value);
}

export function accountOf(
  overview: WalletOverview,
  wallet: UserWalletName,
): WalletAccount | undefined {
  return overview.accounts.find((account) => account.wallet === wallet);
}

export function balanceIn(
  overview: WalletOverview,
  wallet: UserWalletName,
  asset: string,
): AssetBalance | undefined {
  return accountOf(overview, wallet)?.assets.find((balance) => balance.asset === asset);
}

export interface AssetFilter {
  /** Matched against the symbol and the coin's name, ignoring case. */
  query: string;
  hideZero: boolean;
}

/** Larger USD value first; unpriced after priced (their worth is unknown, not zero). */
function byValue(a: AssetBalance, b: AssetBalance): number {
  const aUsd = a.usdValue === null ? null : parseDecimal(a.usdValue);
  const bUsd = b.usdValue === null ? null : parseDecimal(b.usdValue);
  if (aUsd === null || bUsd === null) return (aUsd === null ? 1 : 0) - (bUsd === null ? 1 : 0);
  return cmp(bUsd, aUsd);
}

/**
 * The rows of one account: held assets first, by value, then the empty ones
 * in the server's (coin list) order, which Array.prototype.sort keeps.
 */
export function visibleAssets(
  assets: readonly AssetBalance[],
  filter: AssetFilter,
  names: ReadonlyMap<string, string> = new Map(),
): AssetBalance[] {
  const query = filter.query.trim().toUpperCase();
  const matches = (balance: AssetBalance) =>
    query === '' ||
    balance.asset.toUpperCase().includes(query) ||
    (names.get(balance.asset) ?? '').toUpperCase().includes(query);
  return assets
    .filter((balance) => matches(balance) && !(filter.hideZero && isZeroAmount(balance.total)))
    .sort((a, b) => {
      const aEmpty = isZeroAmount(a.total);
      const bEmpty = isZeroAmount(b.total);
      if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
      return aEmpty ? 0 : byValue(a, b);
    });
}

/** Every asset the user holds in any account, first appearance first. */
export function heldAssets(overview: WalletOverview): string[] {
  const held = new Set<string>();
  for (const account of overview.accounts) {
    for (const balance of account.assets) {
      if (!isZeroAmount(balance.total)) held.add(balance.asset);
    }
  }
  return [...held];
}

export interface AssetTotal {
  total: string;
  /** Null when any part is unpriced: a partial sum would understate the value. */
  usdValue: string | null;
}

/** One asset summed over the accounts of the asset-detail reply. */
export function totalAcross(balances: readonly AssetBalance[]): AssetTotal {
  let total = ZERO;
  let usd = ZERO;
  let priced = true;
  for (const balance of balances) {
    total = add(total, parseDecimal(balance.total) ?? ZERO);
    const value = balance.usdValue === null ? null : parseDecimal(balance.usdValue);
    if (value === null) priced = false;
    else usd = add(usd, value);
  }
  return { total: toPlainString(total), usdValue: priced ? toPlainString(usd) : null };
}
