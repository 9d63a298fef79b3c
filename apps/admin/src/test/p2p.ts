/**
 * P2P as the console's API sends it: an appeal on a paid order of 200 USDT
 * (200 USD) with its case file of seven chained records, some ads and their
 * advertisers, the settings and the risk classes.
 */

/** A record's hash: 64 hex digits, different for each record. */
export const hashOf = (seq: number) => seq.toString(16).padStart(2, '0').repeat(32);

export const APPEAL_ROW = {
  id: 3,
  orderId: 11,
  orderNo: 'P2P250102000011',
  coin: 'USDT',
  fiat: 'USD',
  amount: '200',
  quantity: '200',
  usdValue: '200',
  appellantRole: 'buyer',
  reason: 'paid_not_released',
  status: 'open',
  proposal: null,
  createdAt: '2025-01-02T03:04:05.000Z',
};

/** Above the threshold, with a split proposed by another operator. */
export const PROPOSED_ROW = {
  ...APPEAL_ROW,
  id: 4,
  orderId: 12,
  orderNo: 'P2P250102000012',
  amount: '15000',
  quantity: '15000',
  usdValue: '15000',
  appellantRole: 'seller',
  reason: 'wrong_amount',
  proposal: 'split',
  createdAt: '2025-01-03T03:04:05.000Z',
};

const record = (
  seq: number,
  kind: string,
  actor: string,
  body: Record<string, unknown>,
  minute: number,
) => ({
  seq,
  kind,
  actor,
  body,
  prevHash: seq === 1 ? '0'.repeat(64) : hashOf(seq - 1),
  hash: hashOf(seq),
  at: `2025-01-02T02:${String(minute).padStart(2, '0')}:00.000Z`,
});

export const RECORDS = [
  record(
    1,
    'status',
    'buyer',
    {
      to: 'unpaid',
      price: '1',
      quantity: '200',
      amount: '200',
      payDeadline: '2025-01-02T02:45:00.000Z',
    },
    0,
  ),
  record(2, 'message', 'seller', { text: 'Hello, I am online.', fileIds: [], autoReply: true }, 0),
  record(3, 'status', 'buyer', { from: 'unpaid', to: 'paid' }, 5),
  record(4, 'status', 'buyer', { from: 'paid', to: 'appeal', reason: 'paid_not_released' }, 50),
  record(
    5,
    'evidence',
    'buyer',
    {
      text: 'I paid 200 USD by bank transfer at 02:05.',
      fileIds: ['proof-1'],
      contactName: 'Bea',
      contactPhone: '+49 30 1234567',
    },
    50,
  ),
  record(
    6,
    'message',
    'operator:7',
    { text: 'Please both upload your bank statements.', fileIds: [] },
    55,
  ),
  record(7, 'evidence', 'seller', { text: 'Nothing arrived.', fileIds: ['stmt-2'] }, 58),
];

export const CASE = {
  appeal: {
    id: 3,
    status: 'open',
    appellantRole: 'buyer',
    mine: false,
    reason: 'paid_not_released',
    description: 'I paid 200 USD by bank transfer at 02:05.',
    decision: null,
    buyerQuantity: null,
    createdAt: '2025-01-02T02:50:00.000Z',
    closedAt: null,
    contactName: 'Bea',
    contactPhone: '+49 30 1234567',
    proofFileIds: ['proof-1'],
    proposal: null,
    proposalBuyerQuantity: null,
    proposedBy: null,
    decidedBy: null,
    note: null,
    openedHash: hashOf(5),
  },
  order: {
    id: 11,
    orderNo: 'P2P250102000011',
    adId: 21,
    coin: 'USDT',
    fiat: 'USD',
    price: '1',
    quantity: '200',
    amount: '200',
    usdValue: '200',
    status: 'appeal',
    payDeadline: '2025-01-02T02:45:00.000Z',
    paidAt: '2025-01-02T02:05:00.000Z',
    createdAt: '2025-01-02T02:00:00.000Z',
    payment: {
      type: 'bank_card',
      realName: 'Sam Seller',
      bankName: 'Example Bank',
      account: 'DE89370400440532013000',
      branch: null,
      qrFileId: null,
    },
  },
  parties: [
    {
      role: 'buyer',
      userId: 42,
      nickname: 'bea',
      realName: 'Bea Buyer',
      orders30d: 12,
      completionRate30d: '0.95',
    },
    {
      role: 'seller',
      userId: 43,
      nickname: 'sam',
      realName: 'Sam Seller',
      orders30d: 120,
      completionRate30d: null,
    },
  ],
  records: RECORDS,
  chainIntact: true,
  brokenAt: null,
  openedOnChain: true,
  secondApprovalAboveUsd: '10000',
};

export type CaseFile = typeof CASE;

/** The case as the server holds it after a change to its appeal, order or records. */
export function caseWith(change: {
  appeal?: object;
  order?: object;
  records?: readonly object[];
  rest?: object;
}): CaseFile {
  return {
    ...CASE,
    ...change.rest,
    appeal: { ...CASE.appeal, ...change.appeal },
    order: { ...CASE.order, ...change.order },
    records: (change.records ?? CASE.records) as CaseFile['records'],
  };
}

const ad = {
  id: 21,
  adNo: 'AD250101000021',
  side: 'sell',
  coin: 'USDT',
  fiat: 'USD',
  priceType: 'fixed',
  price: '1',
  premium: null,
  quantity: '1000',
  remaining: '800',
  minAmount: '100',
  maxAmount: '800',
  payments: [{ id: 5, type: 'bank_card' }],
  paymentMinutes: 15,
  terms: null,
  conditions: { advancedVerified: false, registered30Days: false, holdingAbove30Usdt: false },
  status: 'listed',
  onlineAt: null,
  advertiser: {
    userId: 43,
    nickname: 'sam',
    merchant: true,
    orders30d: 120,
    completionRate30d: '0.985',
  },
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  autoReply: 'Hello, I am online.',
  held: '800',
  openOrders: 1,
  traded: '0',
};

export const LISTED_AD = ad;
export const DELISTED_AD = {
  ...ad,
  id: 22,
  adNo: 'AD250101000022',
  side: 'buy',
  fiat: 'EUR',
  priceType: 'floating',
  price: null,
  premium: '1.5',
  status: 'delisted',
  held: '0',
  openOrders: 0,
};

export const MERCHANTS = [
  {
    userId: 43,
    nickname: 'sam',
    merchant: true,
    orders30d: 120,
    completionRate30d: '0.985',
    adsListed: 1,
    adsTotal: 2,
    openOrders: 1,
    appealsOpen: 1,
  },
  {
    userId: 44,
    nickname: 'newbie',
    merchant: false,
    orders30d: 0,
    completionRate30d: null,
    adsListed: 0,
    adsTotal: 1,
    openOrders: 0,
    appealsOpen: 0,
  },
];

export const SETTINGS = {
  paymentMethodCap: 20,
  adLimit: 20,
  openOrderLimit: 5,
  cancelLimit: 3,
  releaseMinutes: 30,
  appealSecondUsd: '10000',
};

export const RISK_CLASSES = [
  { riskClass: 1, firstTradeCapUsd: '20000', withdrawHoldHours: 0 },
  { riskClass: 2, firstTradeCapUsd: '10000', withdrawHoldHours: 24 },
  { riskClass: 3, firstTradeCapUsd: '2000', withdrawHoldHours: 72 },
  { riskClass: 4, firstTradeCapUsd: '500', withdrawHoldHours: 168 },
];

/** A page of a list, as the console's paged routes answer. */
export const pageOf = (list: readonly unknown[]) => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 20,
});

/** A few bytes of PNG, as the evidence route answers: the image itself, no envelope. */
export const image = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    status: 200,
    headers: { 'content-type': 'image/png' },
  });
