import type {
  Ad,
  Advertiser,
  AdvertiserProfile,
  Appeal,
  Chat,
  ChatRecord,
  Currency,
  MyAd,
  OrderPreview,
  P2pCoin,
  P2pOrder,
  P2pOrderDetail,
  PaymentMethod,
  PaymentType,
  PaymentTypeInfo,
  PrimaryDetail,
} from '@exchange/contracts';
import { vi } from 'vitest';
import { fakeServer, type Handler } from '../../account/test/fakeServer';

/** A type as `/payment/list` sends it: what it needs follows the server's rules. */
export function paymentType(type: PaymentType, riskClass = 2): PaymentTypeInfo {
  return {
    type,
    needsBank: type === 'bank_card' || type === 'swift',
    acceptsQr: type === 'wechat' || type === 'alipay',
    riskClass,
  };
}

export const ALL_TYPES: PaymentTypeInfo[] = [
  paymentType('bank_card'),
  paymentType('wechat'),
  paymentType('alipay'),
  paymentType('western_union'),
  paymentType('swift'),
  paymentType('crypto'),
];

export const REAL_NAME = 'Erika Mustermann';

/** A saved bank card by default. */
export function paymentMethod(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: 7,
    type: 'bank_card',
    realName: REAL_NAME,
    bankName: 'Sparkasse Berlin',
    account: '6222 0212 3456 7890',
    branch: 'Mitte',
    qrFileId: null,
    enabled: true,
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

/** The primary record: passed under `REAL_NAME` unless told otherwise. */
export function primary(overrides: Partial<PrimaryDetail> = {}): PrimaryDetail {
  return {
    state: 'passed',
    realName: REAL_NAME,
    areaCode: 'DE',
    idname: 'passport',
    idCardMasked: 'C0*****47',
    submittedAt: '2025-02-01T10:00:00Z',
    rejectReason: null,
    ...overrides,
  };
}

/** The reads the payment method screens make; tests add or override routes. */
export function paymentRoutes({
  methods = [paymentMethod()],
  types = ALL_TYPES,
  detail = primary(),
}: {
  methods?: PaymentMethod[];
  types?: PaymentTypeInfo[];
  detail?: PrimaryDetail;
} = {}): Record<string, Handler | Handler[]> {
  return {
    'GET /payment/getRecords': () => ({ data: methods }),
    'GET /payment/list': () => ({ data: types }),
    'POST /approve/real/detail': () => ({ data: detail }),
  };
}

// Trading: coins, currencies, ads, previews and orders as the server sends them.

export const COINS: P2pCoin[] = [
  { coin: 'USDT', decimals: 6 },
  { coin: 'BTC', decimals: 8 },
];

export function fiat(name: string, id: number, decimals = 2, symbol = '€'): Currency {
  return {
    id,
    name,
    currency_symbol: symbol,
    rate: '1',
    decimals,
    updatedAt: '2025-03-01T10:00:00Z',
  };
}

export const FIATS: Currency[] = [fiat('USD', 1, 2, '$'), fiat('EUR', 2), fiat('JPY', 3, 0, '¥')];

export function advertiser(overrides: Partial<Advertiser> = {}): Advertiser {
  return {
    userId: 21,
    nickname: 'mia_trades',
    merchant: true,
    orders30d: 128,
    completionRate30d: '0.9850',
    ...overrides,
  };
}

/** A listed sell ad of 1000 USDT at 0.95 EUR, 100 to 500 EUR an order, by bank card. */
export function ad(overrides: Partial<Ad> = {}): Ad {
  return {
    id: 11,
    adNo: 'A00000011',
    side: 'sell',
    coin: 'USDT',
    fiat: 'EUR',
    priceType: 'fixed',
    price: '0.95',
    premium: null,
    quantity: '1000',
    remaining: '1000',
    minAmount: '100',
    maxAmount: '500',
    payments: [{ id: 31, type: 'bank_card' }],
    paymentMinutes: 15,
    terms: 'Bank transfer only, with the order number as reference.',
    conditions: { advancedVerified: false, registered30Days: false, holdingAbove30Usdt: false },
    status: 'listed',
    onlineAt: null,
    advertiser: advertiser(),
    createdAt: '2025-03-01T10:00:00Z',
    updatedAt: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

export function myAd(overrides: Partial<MyAd> = {}): MyAd {
  return {
    ...ad({ advertiser: advertiser({ userId: 1, nickname: 'alice01' }) }),
    autoReply: null,
    held: '750',
    openOrders: 1,
    traded: '0',
    remaining: '750',
    ...overrides,
  };
}

export function preview(overrides: Partial<OrderPreview> = {}): OrderPreview {
  return { ad: ad(), refusal: null, ownMethods: [], firstTradeCap: null, ...overrides };
}

/** The caller buys 250 USDT for 237.50 EUR from Mia, unpaid, paying within 15 minutes. */
export function order(overrides: Partial<P2pOrder> = {}): P2pOrder {
  return {
    id: 41,
    orderNo: '25030100000041',
    adId: 11,
    role: 'buyer',
    advertiser: false,
    coin: 'USDT',
    fiat: 'EUR',
    price: '0.95',
    quantity: '250',
    amount: '237.5',
    status: 'unpaid',
    payment: {
      type: 'bank_card',
      realName: 'Mia Tester',
      bankName: 'Sparkasse Berlin',
      account: 'DE89 3704 0044 0532 0130 00',
      branch: null,
      qrFileId: null,
    },
    counterpart: { userId: 21, nickname: 'mia_trades', realName: 'Mia Tester' },
    paymentMinutes: 15,
    payDeadline: new Date(Date.now() + 15 * 60_000).toISOString(),
    releaseDeadline: null,
    cancelReason: null,
    cancelledBy: null,
    createdAt: '2025-03-01T10:00:00Z',
    paidAt: null,
    finishedAt: null,
    terms: 'Bank transfer only, with the order number as reference.',
    ...overrides,
  };
}

export function page<T>(list: T[], total = list.length) {
  return { list, total, pageNo: 1, pageSize: 20 };
}

/** The public reads every trading screen makes. */
export function tradeRoutes(): Record<string, Handler | Handler[]> {
  return {
    'GET /otc/coin/all': () => ({ data: COINS }),
    'GET /currency/findAll': () => ({ data: FIATS }),
  };
}

/** An order as `/otc/order/detail` sends it: with no appeal and no review unless told. */
export function orderDetail(overrides: Partial<P2pOrderDetail> = {}): P2pOrderDetail {
  return { ...order(), appeal: null, review: null, ...overrides };
}

/** An appeal the caller opened as the buyer because the seller did not release. */
/** The seller's view of a paid order: Ben paid 237.50 EUR for 250 USDT. */
export function sellerPaid(overrides: Partial<P2pOrderDetail> = {}): P2pOrderDetail {
  return orderDetail({
    role: 'seller',
    status: 'paid',
    advertiser: true,
    payment: {
      type: 'bank_card',
      realName: 'Alice Seller',
      bankName: 'Sparkasse Berlin',
      account: 'DE89 3704 0044 0532 0130 00',
      branch: null,
      qrFileId: null,
    },
    counterpart: { userId: 22, nickname: 'ben_buys', realName: 'Ben Buyer' },
    paidAt: '2025-03-01T10:05:00Z',
    ...overrides,
  });
}

/** A write's reply as the server sends it: the order without its appeal and review. */
export function plain(order: P2pOrderDetail) {
  const { appeal: _appeal, review: _review, ...rest } = order;
  return rest;
}

/**
 * A tiny stateful server holding one order: `change` applies a write to it,
 * so the detail read after the write shows it too.
 */
export function serveOrder(
  initial: P2pOrderDetail,
  routes: (
    change: (next: Partial<P2pOrderDetail>) => P2pOrderDetail,
  ) => Record<string, Handler | Handler[]> = () => ({}),
  records: Chat = chat([]),
) {
  let current = initial;
  const change = (next: Partial<P2pOrderDetail>) => {
    current = { ...current, ...next };
    return current;
  };
  return fakeServer({
    ...tradeRoutes(),
    'POST /otc/order/detail': () => ({ data: current }),
    'GET /ctc-internal-message/chat/getChatByPeer': () => ({ data: records }),
    ...routes(change),
  });
}

export function appeal(overrides: Partial<Appeal> = {}): Appeal {
  return {
    id: 5,
    status: 'open',
    appellantRole: 'buyer',
    mine: true,
    reason: 'paid_not_released',
    description: 'I paid 237.50 EUR by bank transfer at 10:05.',
    decision: null,
    buyerQuantity: null,
    createdAt: '2025-03-01T10:40:00Z',
    closedAt: null,
    ...overrides,
  };
}

/** One record of an order's chat: a message from the counterpart unless told. */
export function chatRecord(seq: number, overrides: Partial<ChatRecord> = {}): ChatRecord {
  return {
    seq,
    kind: 'message',
    from: 'counterpart',
    text: `Message ${seq}`,
    fileIds: [],
    status: null,
    at: '2025-03-01T10:00:00Z',
    ...overrides,
  };
}

export function chat(records: ChatRecord[], counterpartReadSeq = 0): Chat {
  return { records, lastSeq: records.at(-1)?.seq ?? 0, readSeq: 0, counterpartReadSeq };
}

/** Mia's profile: a merchant with two months of trading and one listed ad. */
export function advertiserProfile(overrides: Partial<AdvertiserProfile> = {}): AdvertiserProfile {
  return {
    ...advertiser(),
    registeredAt: '2025-01-05T09:00:00Z',
    firstTradeAt: '2025-01-20T12:00:00Z',
    avgReleaseMinutes30d: 4.5,
    avgPayMinutes30d: 7,
    positiveReviews: 41,
    negativeReviews: 2,
    traders: 37,
    totalOrders: 212,
    ads: [ad()],
    reviews: [
      { positive: true, comment: 'Fast release, thank you.', at: '2025-02-27T08:00:00Z' },
      { positive: false, comment: '', at: '2025-02-20T08:00:00Z' },
    ],
    ...overrides,
  };
}

/**
 * Serves the images an order names (`/otc/order/file`) as PNG bytes, in
 * front of the fake server already stubbed; other calls go on to it. The
 * calls are recorded with the file ids asked for.
 */
export function serveOrderFiles(): { fileIds: string[] } {
  const fileIds: string[] = [];
  const next = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/uc/otc/order/file') return next(input, init);
      fileIds.push(url.searchParams.get('fileId') ?? '');
      return new Response(new Uint8Array([137, 80, 78, 71]), {
        status: 200,
        headers: { 'content-type': 'image/png' },
      });
    }),
  );
  return { fileIds };
}
