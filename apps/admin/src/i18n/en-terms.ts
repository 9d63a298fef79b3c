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
  'depositStatus.credited': 'Credited',
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

  'wallet.spot': 'Spot',
  'wallet.contract': 'Perpetual',
  'wallet.delivery': 'Delivery',
  'wallet.finance': 'Finance',
  'wallet.mining': 'Mining',

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
  'permission.ledger.read': 'Read the ledger',
  'permission.adjustments.make': 'Request adjustments',
  'permission.adjustments.check': 'Approve adjustments',
  'permission.config.manage': 'Change coin, chain and currency settings',
} as const;
