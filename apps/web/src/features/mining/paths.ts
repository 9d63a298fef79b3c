/**
 * Mining machines and custody orders: the spec names the screens, not
 * their paths; these are ours, beside the funds and lock-ups of /financial.
 */
export const MINING_PATHS = {
  home: '/financial/mining',
  machine: '/financial/mining/machine/:id',
  buy: '/financial/mining/machine/:id/buy',
  rules: '/financial/mining/rules',
  orders: '/financial/mining/orders',
  order: '/financial/mining/order/:id',
  income: '/financial/mining/income',
  custody: '/financial/custody',
} as const;

export function machinePath(id: number): string {
  return `/financial/mining/machine/${id}`;
}

export function machineBuyPath(id: number): string {
  return `/financial/mining/machine/${id}/buy`;
}

/** A machine order's page; `isNew` opens it with the purchase-success header. */
export function miningOrderPath(id: string, isNew = false): string {
  return `/financial/mining/order/${id}${isNew ? '?new=1' : ''}`;
}
