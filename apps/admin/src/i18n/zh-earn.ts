import type { enEarn } from './en-earn';

/** 简体中文：理财产品，即定期基金与矿池锁仓、其资金账户、每日收益率与派发。 */
export const zhEarn: Record<keyof typeof enEarn, string> = {
  'adjustments.earnFundNote':
    '注资将资金从人工托管转入该币种的理财资金库（earn:treasury），各产品的资金由此划拨。须由第二位操作员审批。',
};
