import type { enTerms } from './en-terms';

/** 简体中文：服务器以代码发送的值（状态、类型、钱包、权限）的名称。 */
export const zhTerms: Record<keyof typeof enTerms, string> = {
  'withdrawalStatus.applied': '待审核',
  'withdrawalStatus.review_passed': '审核通过',
  'withdrawalStatus.review_failed': '审核拒绝',
  'withdrawalStatus.success': '已发送',
  'withdrawalStatus.not_arrived': '未到账',
  'withdrawalStatus.cancelled': '已取消',

  'depositStatus.confirming': '确认中',
  'depositStatus.review': '审核中',
  'depositStatus.credited': '已入账',
  'depositStatus.rejected': '审核未通过',
  'depositStatus.below_minimum': '低于最小金额',
  'depositStatus.orphaned': '已孤立',

  'userStatus.active': '正常',
  'userStatus.locked': '已锁定',
  'userStatus.frozen': '已冻结',

  'operatorStatus.active': '启用',
  'operatorStatus.disabled': '停用',

  'adjustmentStatus.PENDING': '待审批',
  'adjustmentStatus.APPROVED': '已批准',
  'adjustmentStatus.REJECTED': '已拒绝',

  'resetStatus.pending': '待处理',
  'resetStatus.approved': '已批准',
  'resetStatus.rejected': '已拒绝',

  'factor.google': '身份验证器',
  'factor.phone': '手机',
  'factor.email': '邮箱',

  'adjustmentKind.credit': '入账（人工充值）',
  'adjustmentKind.debit': '扣账（更正）',
  'adjustmentKind.insurance': '风险保障基金注资',

  'wallet.spot': '现货',
  'wallet.contract': '合约',
  'wallet.delivery': '交割合约',
  'wallet.finance': '理财',
  'wallet.mining': '矿池',

  'product.perpetual': '永续',
  'product.delivery': '交割',
  'wallet.system': '平台（系统账户）',

  'systemAccount.fees': '交易手续费',
  'systemAccount.security_fund': '安全基金（手续费的 10%）',
  'systemAccount.insurance': '风险保障基金（合约）',
  'systemAccount.perp_pnl': '合约盈亏清算',
  'systemAccount.clearing:funding': '资金费清算',
  'systemAccount.custody:MANUAL': '人工托管（后台调整）',
  'systemAccount.custody:DEMO': '模拟托管（虚拟资金）',
  'systemAccount.promotions': '推广活动',

  'changeType.recharge': '充值',
  'changeType.withdraw': '提现',
  'changeType.transfer': '划转',
  'changeType.spot_buy': '现货买入',
  'changeType.spot_sell': '现货卖出',
  'changeType.perpetual_open': '永续开仓',
  'changeType.perpetual_close': '永续平仓',
  'changeType.fee': '手续费',
  'changeType.pnl': '盈亏',
  'changeType.option': '期权',
  'changeType.seconds_contract': '秒合约',
  'changeType.funding_fee': '资金费',
  'changeType.financial_interest': '理财利息',
  'changeType.fund_purchase': '基金申购',
  'changeType.fund_redemption': '基金赎回',
  'changeType.mining_redemption': '矿池赎回',
  'changeType.referral_reward': '推荐奖励',
  'changeType.activity_reward': '活动奖励',
  'changeType.red_packet': '红包',
  'changeType.manual_deposit': '人工充值',
  'changeType.manual_withdrawal': '人工扣款',
  'changeType.refund': '退款',
  'changeType.loan': '借贷',
  'changeType.other': '其他',

  'permission.operators.manage': '管理运营人员与角色',
  'permission.audit.read': '查看审计日志',
  'permission.users.read': '查看用户',
  'permission.users.manage': '锁定、冻结与解锁用户',
  'permission.users.security': '审核安全重置申请',
  'permission.withdrawals.review': '审核提现',
  'permission.deposits.read': '查看充值',
  'permission.deposits.review': '审核大额充值',
  'permission.ledger.read': '查看账本',
  'permission.adjustments.make': '发起调整',
  'permission.adjustments.check': '审批调整',
  'permission.config.manage': '修改币种、网络、计价货币、交易对与合约配置',
  'permission.content.manage': '编辑公告、帮助中心、常见问题与页面',

  'contentKind.announcement': '公告',
  'contentKind.help_category': '帮助分类',
  'contentKind.help_article': '帮助文章',
  'contentKind.faq': '常见问题',
  'contentKind.page': '静态页面',
  // Invariant checks by name, as the server reports them.
  'rule.all accounts of an asset sum to zero': '每种资产所有账户合计为零',
  'rule.clearing accounts return to zero': '清算账户归零',
  'rule.every transaction sums to zero per asset': '每笔交易按资产合计为零',
  'rule.no order hold without its order': '不存在无对应委托的委托冻结',
  'rule.no withdrawal hold without its withdrawal': '不存在无对应提现的提现冻结',
  'rule.one effect per idempotency key': '每个幂等键只生效一次',
  'rule.user liabilities never exceed custody': '用户负债从不超过托管资产',
  'rule.one credit per (chain, txid, output)': '每个（链、交易哈希、输出）只入账一次',
  'rule.one effect per withdrawal id': '每个提现编号只生效一次',
  'rule.contract postings touch only contract and delivery wallets, fees, the security and insurance funds and clearing':
    '合约记账只涉及合约与交割钱包、手续费、保障与保险基金及清算账户',
  'rule.each frozen or locked amount equals the sum of its open holds':
    '每笔冻结或锁定金额等于其未结冻结单之和',
  'rule.each trade has exactly one buy and one sell posting': '每笔成交恰有一笔买入和一笔卖出记账',
  'rule.every hold is of a known kind, whose owner checks it':
    '每笔冻结单类型已知，并由其所属模块核对',
  'rule.fees in position rows equal the fees booked for contract fills':
    '持仓记录中的手续费等于合约成交入账的手续费',
  'rule.no contract order or position hold without its record':
    '不存在无对应记录的合约委托或持仓冻结',
  'rule.no negative part (users), no negative frozen or locked (anyone)':
    '用户余额各部分不为负，任何账户的冻结与锁定不为负',
  'rule.no posting names a trade that does not exist': '记账不引用不存在的成交',
  'rule.per contract, open long lots equal open short lots':
    '每个合约的多头持仓张数等于空头持仓张数',
  'rule.price PnL paid to users plus the insurance cover equals what perp_pnl paid out':
    '支付给用户的价格盈亏加保险赔付等于 perp_pnl 的支出',
  'rule.stored balances equal a replay of the entries': '存储余额等于分录重放结果',
};
