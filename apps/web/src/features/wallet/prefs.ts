import { create } from 'zustand';
import { storage } from '../../lib/storage';

/** Local-storage keys of the wallet's display choices; kept stable for returning users. */
export const WALLET_PREF_KEYS = {
  hideBalances: 'walletHideBalances',
  hideZero: 'walletHideZero',
} as const;

interface WalletPrefs {
  /** Amounts show as **** (someone may be looking over the user's shoulder). */
  hideBalances: boolean;
  /** The asset list leaves out coins with a zero total. */
  hideZero: boolean;
  setHideBalances: (hide: boolean) => void;
  setHideZero: (hide: boolean) => void;
}

const read = (key: string) => storage.get(key) === '1';

export const useWalletPrefs = create<WalletPrefs>((set) => ({
  hideBalances: read(WALLET_PREF_KEYS.hideBalances),
  hideZero: read(WALLET_PREF_KEYS.hideZero),
  setHideBalances: (hideBalances) => {
    storage.set(WALLET_PREF_KEYS.hideBalances, hideBalances ? '1' : '0');
    set({ hideBalances });
  },
  setHideZero: (hideZero) => {
    storage.set(WALLET_PREF_KEYS.hideZero, hideZero ? '1' : '0');
    set({ hideZero });
  },
}));
