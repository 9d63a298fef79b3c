/**
 * One withdrawal under review, as the console's API lists it: a new
 * address (held a day), worth 150.5 USDT, below the code threshold, from an
 * account a day old that never deposited and set its fund password today.
 */
export const WITHDRAWAL = {
  id: 7,
  userId: 42,
  uid: '80012345',
  symbol: 'USDT',
  chain: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  amount: '150.5',
  fee: '1',
  receiveAmount: '149.5',
  status: 'applied',
  holdUntil: '2025-01-03T03:04:05.000Z',
  rejectReason: '',
  txid: '',
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
  usdtValue: '150.5',
  needsCode: false,
  risk: {
    registeredAt: Date.parse('2025-01-01T03:04:05.000Z'),
    deposits: { count: 0, usdtValue: '0' },
    withdrawals24h: 1,
    newAddress: true,
    securityChange: { event: 'fund_password_set', time: Date.parse('2025-01-02T01:04:05.000Z') },
  },
};

/** The same withdrawal worth more than the threshold: approving it needs the operator's code. */
export const LARGE_WITHDRAWAL = {
  ...WITHDRAWAL,
  amount: '25000',
  receiveAmount: '24999',
  usdtValue: '25000',
  needsCode: true,
};
