import type { AddressBook, SavedAddress, Whitelist } from '@exchange/contracts';

export const TRON = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';
export const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

export function saved(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 1,
    chain: 'TRC20',
    address: TRON,
    label: 'Cold wallet',
    createdAt: '2025-03-01T10:00:00Z',
    usableAt: '2025-03-01T10:00:00Z',
    usable: true,
    ...overrides,
  };
}

export const WHITELIST_OFF: Whitelist = {
  enabled: false,
  enforced: false,
  enforcedUntil: null,
  holdHours: 24,
};
export const WHITELIST_ON: Whitelist = { ...WHITELIST_OFF, enabled: true, enforced: true };

export function book(addresses: SavedAddress[], whitelist: Whitelist = WHITELIST_OFF): AddressBook {
  return { whitelist, addresses, total: addresses.length, max: 100 };
}
