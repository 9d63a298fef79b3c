import type { ChainInfo, Coin } from '@exchange/contracts';

/**
 * Coins matching the search (symbol or name, any case), hot coins first
 * (spec: isTop "1"); otherwise the server's order, which a stable sort keeps.
 */
export function pickableCoins(coins: readonly Coin[], query: string): Coin[] {
  const wanted = query.trim().toUpperCase();
  return coins
    .filter(
      (coin) =>
        wanted === '' ||
        coin.symbol.toUpperCase().includes(wanted) ||
        coin.name.toUpperCase().includes(wanted),
    )
    .sort((a, b) => Number(b.isTop === '1') - Number(a.isTop === '1'));
}

export type ChainUse = 'deposit' | 'withdraw';

export function isOpen(chain: ChainInfo, use: ChainUse): boolean {
  return use === 'deposit' ? chain.depositEnabled : chain.withdrawEnabled;
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
