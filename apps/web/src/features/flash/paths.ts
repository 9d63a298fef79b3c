import { withQuery } from '../wallet/params';

/** The spec's route paths for flash exchange (section 2). */
export const EXCHANGE_PATHS = {
  page: '/exchange/exchangePage',
  submit: '/exchange/exchangeSubmit',
  history: '/exchange/exchangeHistory',
} as const;

/** The exchange form opened on a pair, and an amount when one is carried over (a partial exchange's rest). */
export function exchangePagePath(values: { from?: string; to?: string; amount?: string }) {
  return withQuery(EXCHANGE_PATHS.page, values);
}
