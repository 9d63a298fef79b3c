/**
 * Identity applications as the console's API sends them: a primary one
 * under review, screened as a possible hit, with its three photos, from a
 * user whose earlier attempt failed; and a notarised one with its single
 * document, not yet approved by anyone.
 */
export const PRIMARY = {
  id: 5,
  userId: 42,
  uid: '80012345',
  level: 'primary',
  status: 'under_review',
  realName: 'Mei Lin',
  nationality: 'SG',
  submittedAt: '2025-01-02T03:04:05.000Z',
  firstApprovedBy: null,
  screening: {
    adapter: 'sanctions-list',
    outcome: 'hit',
    detail: 'Similar name on a watch list',
    at: '2025-01-02T03:05:00.000Z',
  },
};

export const NOTARISED_ROW = {
  ...PRIMARY,
  id: 9,
  level: 'notarised',
  screening: null,
};

const detailOf = <T extends typeof PRIMARY | typeof NOTARISED_ROW>(row: T) => ({
  ...row,
  idType: 'passport',
  idNumber: 'E12345678',
  homeAddress: null,
  workAddress: null,
  relativeName: null,
  relation: null,
  relativeAddress: null,
  relativePhone: null,
  rejectReason: null,
  internalNote: null,
  final: false,
  resubmit: null,
  reviewedBy: null,
  reviewedAt: null,
});

export const PRIMARY_DETAIL = {
  ...detailOf(PRIMARY),
  documents: ['idCardFront', 'idCardBack', 'handHeldIdCard'],
  history: [
    {
      id: 3,
      level: 'primary',
      status: 'failed',
      submittedAt: '2024-12-20T03:04:05.000Z',
      rejectReason: 'Photo blurred',
    },
  ],
};

export const NOTARISED_DETAIL = {
  ...detailOf(NOTARISED_ROW),
  documents: ['notarised'],
  history: [],
};

/** A page of the queue, as `GET /identity/applications` answers. */
export const pageOf = (list: readonly unknown[]) => ({
  list,
  total: list.length,
  pageNo: 1,
  pageSize: 20,
});

/** A few bytes of PNG, as the document route answers: the image itself, no envelope. */
export const photo = () =>
  new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
    status: 200,
    headers: { 'content-type': 'image/png' },
  });

/** A certification in each state that takes a decision, and one that takes none. */
const BUSINESS = {
  userId: 42,
  uid: '80012345',
  realName: 'Mei Lin',
  coin: 'USDT',
  amount: '1000',
  appliedAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
  firstApprovedBy: null,
  reason: null,
  internalNote: null,
};
export const BUSINESS_APPLIED = { ...BUSINESS, id: 1, status: 'applied' };
export const BUSINESS_REFUND = { ...BUSINESS, id: 2, status: 'refund_requested' };
export const BUSINESS_REFUNDING = {
  ...BUSINESS,
  id: 3,
  status: 'refund_in_progress',
  firstApprovedBy: 7,
};
export const BUSINESS_PASSED = { ...BUSINESS, id: 4, status: 'passed' };
