/** One withdrawal under review, as the console's API lists it (a new address: held a day). */
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
};
