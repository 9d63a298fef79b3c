/**
 * Flexible savings and pledge loans: the spec names the screens, not their
 * paths; these are ours.
 */
export const LENDING_PATHS = {
  savings: '/savings',
  savingsHistory: '/savings/history',
  pledge: '/pledge',
  loans: '/pledge/orders',
  loan: '/pledge/order/:id',
} as const;

export function loanPath(id: number): string {
  return `/pledge/order/${id}`;
}
