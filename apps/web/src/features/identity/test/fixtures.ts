import type {
  BusinessStatus,
  IdentityOverview,
  LevelStatus,
  UploadedImage,
  VerificationLevel,
} from '@exchange/contracts';
import { vi } from 'vitest';
import type { Handler } from '../../account/test/fakeServer';

/** A level as the server sends it: by default never applied for, and not yet open. */
export function level(name: VerificationLevel, overrides: Partial<LevelStatus> = {}): LevelStatus {
  return {
    level: name,
    state: 'not_verified',
    canApply: false,
    submittedAt: null,
    reviewedAt: null,
    rejectReason: null,
    final: false,
    resubmit: null,
    reviewWorkingDays: name === 'notarised' ? '1-30' : '3',
    ...overrides,
  };
}

/** A new user: primary open, the others waiting for it. Limits in USD per day, level 3 unlimited. */
export function overview(overrides: Partial<IdentityOverview> = {}): IdentityOverview {
  return {
    level: 0,
    levels: [level('primary', { canApply: true }), level('advanced'), level('notarised')],
    limits: [
      { level: 0, withdrawDailyUsd: '500', fiatDailyUsd: '0' },
      { level: 1, withdrawDailyUsd: '2000', fiatDailyUsd: '1000' },
      { level: 2, withdrawDailyUsd: '50000', fiatDailyUsd: '20000' },
      { level: 3, withdrawDailyUsd: null, fiatDailyUsd: null },
    ],
    withdrawnTodayUsd: '120.5',
    merchant: false,
    ...overrides,
  };
}

/** Business certification never applied for. */
export function business(overrides: Partial<BusinessStatus> = {}): BusinessStatus {
  return {
    id: null,
    status: null,
    coin: null,
    amount: null,
    appliedAt: null,
    updatedAt: null,
    reason: null,
    canApply: false,
    canCancel: false,
    merchant: false,
    options: [{ coin: 'USDT', amount: '15000' }],
    ...overrides,
  };
}

export function uploaded(id: string): UploadedImage {
  return {
    id,
    url: `/uc/upload/file/${id}`,
    purpose: 'identity',
    contentType: 'image/jpeg',
    size: 1234,
    width: 800,
    height: 600,
  };
}

export const countriesFixture = [
  { code: 'DE', name: 'Germany', dialCode: '+49' },
  { code: 'TH', name: 'Thailand', dialCode: '+66' },
];

/** The reads the identity screens make; tests add or override routes. */
export function identityRoutes(
  data: IdentityOverview = overview(),
): Record<string, Handler | Handler[]> {
  return {
    'GET /approve/overview': () => ({ data }),
    'GET /approve/documents': () => ({ data: [] }),
    'POST /approve/certified/business/status': () => ({ data: business() }),
    'GET /support/country': () => ({ data: countriesFixture }),
  };
}

export function photo(name = 'id.jpg', type = 'image/jpeg', bytes = 16): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** jsdom has no object URLs; the thumbnails only need a stable address. */
export function stubPreviews(): void {
  let next = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:preview-${++next}`),
    revokeObjectURL: vi.fn(),
  });
}
