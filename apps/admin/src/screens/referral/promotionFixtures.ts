/**
 * Linked pairs, red packets and sign-up bonuses as the console's API sends
 * them, for the tests: a pair flagged on two links and one cleared, an open
 * lucky packet with two claims and an expired equal one nobody claimed; the
 * bonus on offer, and a grant still locked, one released and one the
 * budget could not pay.
 */

export const FLAG = {
  referrerUid: '10000055',
  referrer: 'er***n',
  inviteeUid: '10000077',
  invitee: 'fr***k',
  links: ['ip', 'payment_method'],
  checkedAt: 1_735_790_000_000,
  cleared: null,
} as const;

export const CLEARED_FLAG = {
  referrerUid: '10000056',
  referrer: 'gr***e',
  inviteeUid: '10000078',
  invitee: 'he***i',
  links: ['identity'],
  checkedAt: 1_735_700_000_000,
  cleared: {
    by: 'alice',
    reason: 'Siblings with the same name, KYC checked',
    at: 1_735_750_000_000,
  },
} as const;

export const LUCKY = {
  code: 'AB12CD34EF',
  senderUid: '10000055',
  sender: 'er***n',
  asset: 'USDT',
  total: '100',
  shares: 10,
  kind: 'lucky',
  greeting: 'Happy new year',
  status: 'open',
  claimedShares: 2,
  claimedAmount: '23.5',
  refunded: '0',
  createdAt: 1_735_790_000_000,
  expiresAt: 1_735_876_400_000,
  claims: [
    { name: 'fr***k', amount: '15.25', at: 1_735_790_100_000, best: true },
    { name: 'gr***e', amount: '8.25', at: 1_735_790_200_000, best: false },
  ],
} as const;

export const EXPIRED = {
  ...LUCKY,
  code: 'ZZ99YY88XX',
  asset: 'BTC',
  total: '0.01',
  shares: 5,
  kind: 'equal',
  greeting: '',
  status: 'expired',
  claimedShares: 0,
  claimedAmount: '0',
  refunded: '0.01',
  claims: [],
} as const;

export const BONUS = {
  enabled: true,
  asset: 'USDT',
  amount: '3000',
  turnoverMultiple: '10',
  updatedBy: 'carol',
  updatedAt: 1_735_700_000_000,
  outstanding: '4500.5',
  budget: '12000',
} as const;

export const LOCKED_GRANT = {
  uid: '10000055',
  name: 'er***n',
  asset: 'USDT',
  amount: '3000',
  locked: '2500.5',
  turnoverRequired: '30000',
  traded: '12000',
  remaining: '18000',
  status: 'active',
  grantedAt: 1_735_790_000_000,
  releasedAt: null,
} as const;

export const RELEASED_GRANT = {
  ...LOCKED_GRANT,
  uid: '10000077',
  name: 'fr***k',
  locked: '0',
  traded: '30250.75',
  remaining: '0',
  status: 'released',
  grantedAt: 1_735_600_000_000,
  releasedAt: 1_735_750_000_000,
} as const;

export const UNFUNDED_GRANT = {
  ...LOCKED_GRANT,
  uid: '10000078',
  name: 'he***i',
  locked: '0',
  traded: '0',
  remaining: '30000',
  status: 'unfunded',
  grantedAt: 1_735_500_000_000,
} as const;
