import type { VerificationLevel } from '@exchange/contracts';

/** The identity screens (ours: the spec names only /identity). */
export const IDENTITY_PATHS = {
  centre: '/identity',
  primary: '/identity/primary',
  advanced: '/identity/advanced',
  notarised: '/identity/notarised',
  resubmit: '/identity/resubmit',
  status: '/identity/status',
  business: '/identity/business',
} as const;

export function formPath(level: VerificationLevel): string {
  return IDENTITY_PATHS[level];
}

export function resubmitPath(level: VerificationLevel): string {
  return `${IDENTITY_PATHS.resubmit}?level=${level}`;
}
