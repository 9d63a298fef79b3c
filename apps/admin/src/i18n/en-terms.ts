/**
 * English names of the values the server sends as codes: statuses, types,
 * wallets, permissions. Looked up by `term(group, value)`; an unknown value
 * is shown as sent.
 */
export const enTerms = {
  'withdrawalStatus.applied': 'Waiting for review',
  'withdrawalStatus.review_passed': 'Approved',
  'withdrawalStatus.review_failed': 'Rejected',
  'withdrawalStatus.success': 'Sent',
  'withdrawalStatus.not_arrived': 'Not arrived',
  'withdrawalStatus.cancelled': 'Cancelled',

  'depositStatus.confirming': 'Confirming',
  'depositStatus.review': 'In review',
  'depositStatus.credited': 'Credited',
  'depositStatus.rejected': 'Review failed',
  'depositStatus.below_minimum': 'Below minimum',
  'depositStatus.orphaned': 'Orphaned',

  'userStatus.active': 'Active',
  'userStatus.locked': 'Locked',
  'userStatus.frozen': 'Frozen',

  'operatorStatus.active': 'Active',
  'operatorStatus.disabled': 'Disabled',

  'adjustmentStatus.PENDING': 'Pending',
  'adjustmentStatus.APPROVED': 'Approved',
  'adjustmentStatus.REJECTED': 'Rejected',

  'resetStatus.pending': 'Pending',
  'resetStatus.approved': 'Approved',
  'resetStatus.rejected': 'Rejected',

  'factor.google': 'Authenticator',
  'factor.phone': 'Phone',
  'factor.email': 'Email',

  'adjustmentKind.credit': 'Credit (manual deposit)',
  'adjustmentKind.debit': 'Debit (correction)',
  'adjustmentKind.insurance': 'Insurance fund top-up',

  'wallet.spot': 'Spot',
  'wallet.contract': 'Contract',
  'wallet.delivery': 'Delivery',
  'wallet.finance': 'Finance',
  'wallet.mining': 'Mining',

  'product.perpetual': 'Perpetual',
  'product.delivery': 'Delivery',
  'wallet.system': 'Platform (system)',

  'systemAccount.fees': 'Trading fees',
  'systemAccount.security_fund': 'Security fund (10 % of fees)',
  'systemAccount.insurance': 'Insurance fund (contracts)',
  'systemAccount.perp_pnl': 'Contract PnL clearing',
  'systemAccount.clearing:funding': 'Funding clearing',
  'systemAccount.custody:MANUAL': 'Manual custody (console adjustments)',
  'systemAccount.custody:DEMO': 'Demo custody (virtual funds)',
  'systemAccount.promotions': 'Promotions',

  'changeType.recharge': 'Deposit',
  'changeType.withdraw': 'Withdrawal',
  'changeType.transfer': 'Transfer',
  'changeType.spot_buy': 'Spot buy',
  'changeType.spot_sell': 'Spot sell',
  'changeType.perpetual_open': 'Perpetual open',
  'changeType.perpetual_close': 'Perpetual close',
  'changeType.fee': 'Fee',
  'changeType.pnl': 'Profit and loss',
  'changeType.option': 'Option',
  'changeType.seconds_contract': 'Seconds contract',
  'changeType.funding_fee': 'Funding fee',
  'changeType.financial_interest': 'Financial interest',
  'changeType.fund_purchase': 'Fund purchase',
  'changeType.fund_redemption': 'Fund redemption',
  'changeType.mining_redemption': 'Mining redemption',
  'changeType.referral_reward': 'Referral reward',
  'changeType.activity_reward': 'Activity reward',
  'changeType.red_packet': 'Red packet',
  'changeType.manual_deposit': 'Manual deposit',
  'changeType.manual_withdrawal': 'Manual withdrawal',
  'changeType.merchant_deposit': 'Merchant deposit',
  'changeType.refund': 'Refund',
  'changeType.loan': 'Loan',
  'changeType.other': 'Other',

  'permission.operators.manage': 'Manage operators and roles',
  'permission.audit.read': 'Read the audit log',
  'permission.users.read': 'View users',
  'permission.users.manage': 'Lock, freeze and unlock users',
  'permission.users.security': 'Review security reset requests',
  'permission.withdrawals.review': 'Review withdrawals',
  'permission.deposits.read': 'View deposits',
  'permission.deposits.review': 'Review large deposits',
  'permission.ledger.read': 'Read the ledger',
  'permission.adjustments.make': 'Request adjustments',
  'permission.adjustments.check': 'Approve adjustments',
  'permission.config.manage': 'Change coin, chain, currency, market and contract settings',
  'permission.content.manage': 'Edit announcements, help centre, FAQ and pages',

  'contentKind.announcement': 'Announcement',
  'contentKind.help_category': 'Help category',
  'contentKind.help_article': 'Help article',
  'contentKind.faq': 'FAQ entry',
  'contentKind.page': 'Static page',
  'securityChange.password_change': 'Password changed',
  'securityChange.password_reset': 'Password reset',
  'securityChange.fund_password_set': 'Fund password set',
  'securityChange.fund_password_change': 'Fund password changed',
  'securityChange.fund_password_reset': 'Fund password reset',
  'securityChange.email_bind': 'Email bound',
  'securityChange.phone_bind': 'Phone bound',
  'securityChange.google_bind': 'Authenticator bound',
  'securityChange.google_unbind': 'Authenticator removed',
  'securityChange.wallet_link': 'Wallet linked',
  'securityChange.reset_google_approved': 'Authenticator reset by support',
  'securityChange.reset_phone_approved': 'Phone reset by support',
  'securityChange.reset_email_approved': 'Email reset by support',

  // Invariant checks by name (the server's checkers and `npm run ledger:check` use these names).
  'rule.all accounts of an asset sum to zero': 'all accounts of an asset sum to zero',
  'rule.clearing accounts return to zero': 'clearing accounts return to zero',
  'rule.contract postings touch only contract and delivery wallets, fees, the security and insurance funds and clearing':
    'contract postings touch only contract and delivery wallets, fees, the security and insurance funds and clearing',
  'rule.each frozen or locked amount equals the sum of its open holds':
    'each frozen or locked amount equals the sum of its open holds',
  'rule.each trade has exactly one buy and one sell posting':
    'each trade has exactly one buy and one sell posting',
  'rule.every hold is of a known kind, whose owner checks it':
    'every hold is of a known kind, whose owner checks it',
  'rule.every transaction sums to zero per asset': 'every transaction sums to zero per asset',
  'rule.fees in position rows equal the fees booked for contract fills':
    'fees in position rows equal the fees booked for contract fills',
  'rule.no contract order or position hold without its record':
    'no contract order or position hold without its record',
  'rule.no negative part (users), no negative frozen or locked (anyone)':
    'no negative part (users), no negative frozen or locked (anyone)',
  'rule.no order hold without its order': 'no order hold without its order',
  'rule.no posting names a trade that does not exist':
    'no posting names a trade that does not exist',
  'rule.no withdrawal hold without its withdrawal': 'no withdrawal hold without its withdrawal',
  'rule.one effect per idempotency key': 'one effect per idempotency key',
  'rule.per contract, open long lots equal open short lots':
    'per contract, open long lots equal open short lots',
  'rule.price PnL paid to users plus the insurance cover equals what perp_pnl paid out':
    'price PnL paid to users plus the insurance cover equals what perp_pnl paid out',
  'rule.stored balances equal a replay of the entries':
    'stored balances equal a replay of the entries',
  'rule.user liabilities never exceed custody': 'user liabilities never exceed custody',
  'rule.one credit per (chain, txid, output)': 'one credit per (chain, txid, output)',
  'rule.one effect per withdrawal id': 'one effect per withdrawal id',
} as const;
