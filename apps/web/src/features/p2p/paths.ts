/** The payment method screens (ours: the spec names the screens but not their paths). */
export const PAYMENT_PATHS = {
  list: '/payment',
  add: '/payment/add',
  edit: '/payment/edit/:id',
} as const;

export function editPath(id: number): string {
  return `/payment/edit/${id}`;
}

/**
 * The trading screens: the spec's C2C routes, and ours where it names a
 * screen without a path (every user's order list, one order, one ad).
 */
export const C2C_PATHS = {
  market: '/c2c_normal_user',
  orders: '/c2c/orders',
  order: '/c2c/order/:id',
  myAds: '/c2c/c2cUser',
  merchantOrders: '/c2c/orderList',
  advertise: '/c2c/advertise',
  ad: '/c2c/ad/:id',
  /** A merchant's incoming orders: those on their ads that are still open. */
  receiving: '/c2c/receivingBuy',
  help: '/c2cHelp',
  appeal: '/c2c/order/:id/appeal',
  chat: '/c2c/order/:id/chat',
  advertiser: '/c2c/advertiser/:userId',
  notifications: '/c2c/notifications',
  /** The seller's release step: the spec's C2C security verification, for `?orderId=`. */
  release: '/withdraw/c2cSecurityVerification',
} as const;

/** The help screen's merchant section: the market's "become a merchant" link lands on it. */
export const MERCHANT_ANCHOR = 'merchant';
export const MERCHANT_HELP = `/c2cHelp#${MERCHANT_ANCHOR}`;

export function orderPath(id: number): string {
  return `/c2c/order/${id}`;
}

export function releasePath(orderId: number): string {
  return `${C2C_PATHS.release}?orderId=${orderId}`;
}

export function appealPath(orderId: number): string {
  return `/c2c/order/${orderId}/appeal`;
}

export function chatPath(orderId: number): string {
  return `/c2c/order/${orderId}/chat`;
}

export function advertiserPath(userId: number): string {
  return `/c2c/advertiser/${userId}`;
}

export function adPath(id: number): string {
  return `/c2c/ad/${id}`;
}

/** The ad's own screen, opened on its edit form. */
export function adEditPath(id: number): string {
  return `/c2c/ad/${id}?edit=1`;
}

/** An id as a path gives it: a positive whole number, or null. */
export function idParam(param: string | undefined): number | null {
  const id = Number(param);
  return /^[1-9]\d{0,15}$/.test(param ?? '') && Number.isSafeInteger(id) ? id : null;
}
