import type {
  Ad,
  Advertiser,
  Currency,
  MyAd,
  OrderPreview,
  P2pCoin,
  P2pOrder,
  PaymentMethod,
  PaymentType,
  PaymentTypeInfo,
  PrimaryDetail,
} from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';

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
