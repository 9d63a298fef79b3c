/**
 * Lending as the console's API sends it: a pending credit application of
 * 3000 USDT carrying six of the seven documents, the same with a proposal
 * by another operator, the budgets, the products, and the savings and
 * pledge configuration with the public loan book.
 */

export const CARRIED = [
  'idFront',
  'idBack',
  'idHandheld',
  'income',
  'bankStatement',
  'creditReport',
] as const;

export const APPLICATION = {
  id: 7,
  productId: 1,
  coin: 'USDT',
  amount: '3000',
  approvedAmount: null,
  cycleDays: 30,
  dailyRate: '0.0005',
  apr: '0.1825',
  lateDailyRate: '0.001',
  repayment: 'lump_sum',
  lender: 'Platform Credit',
  status: 'pending',
  rejectReason: null,
  totalToRepay: null,
  interest: '0',
  lateFee: '0',
  owedNow: '0',
  repaid: '0',
  overdue: false,
  documents: [...CARRIED],
  createdAt: 1_735_700_000_000,
  lentAt: null,
  dueAt: null,
  closedAt: null,
  userId: 42,
  uid: '10000042',
  realName: 'Wang Fang',
  product: { minAmount: '100', maxAmount: '5000' },
  proposal: null as null | typeof PROPOSAL,
  decisions: [] as (typeof PROPOSAL)[],
  viewedByMe: [] as string[],
  history: [{ id: 3, status: 'repaid', coin: 'USDT', amount: '500', createdAt: 1_730_000_000_000 }],
};

export type Application = typeof APPLICATION;

export const PROPOSAL = {
  operator: 'bob',
  at: 1_735_710_000_000,
  evidence: [...CARRIED] as string[],
  decision: 'approve',
  amount: '2500',
  rule: 'income_3_months',
  note: 'Payslips show 900 a month',
};

/** Proposed by bob; the operator reading it has opened every document. */
export const PROPOSED: Application = {
  ...APPLICATION,
  proposal: PROPOSAL,
  decisions: [PROPOSAL],
  viewedByMe: [...CARRIED],
};

/** The queue row: the application without its history. */
export const queueRow = (application: Application) => {
  const { history: _history, ...row } = application;
  return row;
};

export const BUDGETS = [
  {
    coin: 'USDT',
    budget: '100000',
    fund: '40000',
    outstanding: '25000',
    available: '40000',
    income: '812.5',
    loans: 12,
    overdue: 1,
  },
  {
    coin: 'BTC',
    budget: '0',
    fund: '0',
    outstanding: '0',
    available: '0',
    income: '0',
    loans: 0,
    overdue: 0,
  },
];

export const PRODUCTS = [
  {
    id: 1,
    coin: 'USDT',
    minAmount: '100',
    maxAmount: '5000',
    cycleDays: 30,
    dailyRate: '0.0005',
    lateDailyRate: '0.001',
    repayment: 'lump_sum',
    lender: 'Platform Credit',
    enabled: true,
    apr: '0.1825',
    lateApr: '0.365',
  },
];

export const SETTINGS = {
  saverShare: '0.9',
  payoutHour: 0,
  timeZone: 'Asia/Shanghai',
  holdHours: 24,
  liquidationBand: '0.05',
  liquidationSlices: 5,
};

export const PAIRS = [
  {
    id: 1,
    collateral: 'BTC',
    loanCoin: 'USDT',
    initialRatio: '0.65',
    callRatio: '0.8',
    liquidationRatio: '0.9',
    hourlyRate: '0.000005',
    lateHourlyRate: '0.00001',
    termDays: [7, 14, 30],
    minLoan: '100',
    enabled: true,
    apr: '0.0438',
  },
];

export const COINS = [{ asset: 'USDT', minSubscribe: '10', enabled: true }];

export const LOAN_BOOK = {
  coins: [
    {
      asset: 'USDT',
      owedToSavers: '120000',
      lent: '80000',
      cash: '40000',
      utilisation: '0.666667',
      undistributed: '12.5',
      securityFund: '30',
      deficit: '0',
      openLoans: 9,
    },
  ],
  ratios: [
    { from: '0', to: '0.65', loans: 7 },
    { from: '0.65', to: '0.8', loans: 2 },
    { from: '0.8', to: null, loans: 0 },
  ],
  unpriced: 0,
  last30Days: { marginCalls: 3, liquidations: 1, shortfall: '0', covered: '0' },
  payouts: [
    {
      asset: 'USDT',
      date: '2025-01-01',
      interest: '40',
      savers: '36',
      securityFund: '4',
      dailyRate: '0.0003',
      transactionId: 'tx-1',
      paidAt: 1_735_689_600_000,
    },
  ],
};
