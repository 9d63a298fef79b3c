import type { Currency, P2pCoin } from '@exchange/contracts';
import { create } from 'zustand';
import { storage } from '../../lib/storage';

/** The P2P screens remember the coin and fiat last chosen, per device. */
const KEYS = { coin: 'p2pCoin', fiat: 'p2pFiat' } as const;
const CODE = /^[A-Z0-9]{1,16}$/;

function stored(key: string): string | null {
  const value = storage.get(key);
  return value !== null && CODE.test(value) ? value : null;
}

interface P2pPrefs {
  coin: string | null;
  fiat: string | null;
  setCoin: (coin: string) => void;
  setFiat: (fiat: string) => void;
}

export const useP2pPrefs = create<P2pPrefs>((set) => ({
  coin: stored(KEYS.coin),
  fiat: stored(KEYS.fiat),
  setCoin: (coin) => {
    storage.set(KEYS.coin, coin);
    set({ coin });
  },
  setFiat: (fiat) => {
    storage.set(KEYS.fiat, fiat);
    set({ fiat });
  },
}));

/** The remembered coin while it is still offered, else USDT, else the first. */
export function pickCoin(coins: readonly P2pCoin[], remembered: string | null): string | null {
  const codes = coins.map((coin) => coin.coin);
  if (remembered !== null && codes.includes(remembered)) return remembered;
  return codes.includes('USDT') ? 'USDT' : (codes[0] ?? null);
}

/**
 * The remembered fiat while it is still offered, else the pricing currency
 * the user chose for the app, else USD, else the first.
 */
export function pickFiat(
  fiats: readonly Currency[],
  remembered: string | null,
  pricing: string,
): string | null {
  const codes = fiats.map((fiat) => fiat.name);
  for (const wanted of [remembered, pricing, 'USD']) {
    if (wanted !== null && codes.includes(wanted)) return wanted;
  }
  return codes[0] ?? null;
}
