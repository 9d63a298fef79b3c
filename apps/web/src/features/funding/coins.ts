import type { ChainInfo, Coin } from '@exchange/contracts';

export type ChainUse = 'deposit' | 'withdraw';

export function isOpen(chain: ChainInfo, use: ChainUse): boolean {
  return use === 'deposit' ? chain.depositEnabled : chain.withdrawEnabled;
}

/** A coin can be used when at least one of its networks is open for it; one without networks cannot. */
export function isCoinOpen(coin: Coin, use: ChainUse): boolean {
  return coin.chains.some((chain) => isOpen(chain, use));
}

/**
 * Hot (spec: isTop "1") only while the coin can be used: a hot coin whose
 * every network is closed for this use is no pick for it.
 */
export function isHotFor(coin: Coin, use: ChainUse): boolean {
  return coin.isTop === '1' && isCoinOpen(coin, use);
}

/**
 * Coins matching the search (symbol or name, any case): open hot coins
 * first, then the other open ones, then those closed on every network for
 * this use; within each, the server's order, which a stable sort keeps.
 */
export function pickableCoins(coins: readonly Coin[], query: string, use: ChainUse): Coin[] {
  const wanted = query.trim().toUpperCase();
  const rank = (coin: Coin) => (isHotFor(coin, use) ? 0 : isCoinOpen(coin, use) ? 1 : 2);
  return coins
    .filter(
      (coin) =>
        wanted === '' ||
        coin.symbol.toUpperCase().includes(wanted) ||
        coin.name.toUpperCase().includes(wanted),
    )
    .sort((a, b) => rank(a) - rank(b));
}

/** The network asked for if it is open for this use, otherwise the first open one. */
export function chooseChain(
  chains: readonly ChainInfo[],
  use: ChainUse,
  wanted: string | null | undefined,
): ChainInfo | undefined {
  const open = chains.filter((chain) => isOpen(chain, use));
  return open.find((chain) => chain.chain === wanted?.toUpperCase()) ?? open[0];
}
