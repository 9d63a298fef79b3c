/** Credit loans: the spec names the screens, not their paths; these are ours. */
export const CREDIT_PATHS = {
  home: '/credit',
  apply: '/credit/apply',
  history: '/credit/history',
} as const;

/** The application form, with a product chosen beforehand. */
export function applyPath(productId: number): string {
  return `${CREDIT_PATHS.apply}?productId=${productId}`;
}
