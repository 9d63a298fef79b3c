import { symbolToPath } from '@exchange/contracts';
import { withQuery } from '../wallet/params';

/** The price alert list (not in the spec's route table: a new screen). */
export const ALERTS_PATH = '/priceAlerts';

export type AlertTab = 'active' | 'history';

/** The list on a tab; with `create`, the new-alert sheet opens on that market. */
export const alertsPath = (options: { tab?: AlertTab; create?: string } = {}) =>
  withQuery(ALERTS_PATH, {
    tab: options.tab,
    symbol: options.create === undefined ? undefined : symbolToPath(options.create),
    new: options.create === undefined ? undefined : '1',
  });
