/**
 * Fixed-term earn products (funds and pool lock-ups): the spec names the
 * screens, not their paths; these are ours.
 */
export const EARN_PATHS = {
  home: '/financial',
  product: '/financial/product/:id',
  buy: '/financial/product/:id/buy',
  order: '/financial/order/:id',
  orders: '/financial/orders',
  history: '/financial/history',
  proof: '/financial/proof/:id',
} as const;

export function productPath(id: number): string {
  return `/financial/product/${id}`;
}

export function buyPath(id: number): string {
  return `/financial/product/${id}/buy`;
}

/** An order's page; `isNew` opens it with the purchase-success header. */
export function orderPath(id: string, isNew = false): string {
  return `/financial/order/${id}${isNew ? '?new=1' : ''}`;
}

export function proofPath(id: number): string {
  return `/financial/proof/${id}`;
}

/** An order id from the address: digits only (the server's id is a bigint), else null. */
export function orderIdParam(param: string | undefined): string | null {
  return /^[1-9]\d{0,19}$/.test(param ?? '') ? (param ?? null) : null;
}
