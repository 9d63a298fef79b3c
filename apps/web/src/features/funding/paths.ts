import { withQuery } from '../wallet/params';

/** The spec's route paths for this feature (section 2), spelling included ("Sumbit"). */
export const FUNDING_PATHS = {
  depositCoins: '/recharge/rechargeList',
  deposit: '/recharge/rechargePage',
  depositSent: '/recharge/rechargeSubmit',
  depositDetail: '/recharge/rechargeDetail',
  withdraw: '/withdraw/withdrawPage',
  withdrawVerify: '/withdraw/securityVerification',
  withdrawResult: '/withdraw/withdrawSumbit',
  withdrawDetail: '/withdraw/withdrawDetail',
  records: '/assetsCenter/rechargeWithdrawRecord',
} as const;

export const RECORDS_PATH = FUNDING_PATHS.records;

export type RecordTab = 'deposit' | 'withdraw';

export const recordsPath = (tab: RecordTab) => withQuery(RECORDS_PATH, { tab });
export const depositDetailPath = (id: number) =>
  withQuery(FUNDING_PATHS.depositDetail, { id: String(id) });
export const withdrawalDetailPath = (id: number) =>
  withQuery(FUNDING_PATHS.withdrawDetail, { id: String(id) });

/** A record id from the query string: a positive integer, or undefined. */
export function idParam(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,14}$/.test(raw)) return undefined;
  return Number(raw);
}
