import {
  LEVEL_NUMBER,
  VERIFICATION_LEVELS,
  type BusinessState,
  type ErrorKey,
  type VerificationLevel,
  type VerificationState,
} from '@exchange/contracts';
import { decimal, lt } from '@exchange/money';
import type { ApplicationStatus } from './identity.tables.js';

/** The newest application of one level, as far as its state goes. */
export interface LevelFacts {
  readonly status: ApplicationStatus;
  readonly final: boolean;
}

export type LevelMap = Partial<Record<VerificationLevel, LevelFacts>>;

export const stateOf = (facts: LevelFacts | undefined): VerificationState =>
  facts?.status ?? 'not_verified';

/** The highest level passed, 0 when none: each level needs the one before, so count from the bottom. */
export function levelNumber(levels: LevelMap): 0 | 1 | 2 | 3 {
  let reached: 0 | 1 | 2 | 3 = 0;
  for (const level of VERIFICATION_LEVELS) {
    if (levels[level]?.status !== 'passed') break;
    reached = LEVEL_NUMBER[level];
  }
  return reached;
}

/** Why the user may not apply at `level` now, or null when they may. */
export function applyProblem(level: VerificationLevel, levels: LevelMap): ErrorKey | null {
  if (level === 'advanced' && levels.primary?.status !== 'passed') return 'REAL_NAME_NOT_PASSED';
  if (level === 'notarised' && levels.advanced?.status !== 'passed') return 'ADVANCED_REQUIRED';
  const own = levels[level];
  if (own?.status === 'under_review' || own?.status === 'resubmit')
    return 'IDENTITY_ALREADY_SUBMITTED';
  if (own?.status === 'passed') return 'IDENTITY_ALREADY_VERIFIED';
  if (own?.status === 'failed' && own.final) return 'IDENTITY_FINAL_REJECTION';
  return null;
}

/**
 * The form of an ID number compared for uniqueness: letters upper-cased,
 * spaces and hyphens dropped ("ab 12-34" and "AB1234" are one document).
 */
export const normaliseIdNumber = (value: string): string =>
  value.replace(/[\s-]/g, '').toUpperCase();

/** The first two and last two characters; the rest starred. */
export function maskIdNumber(value: string): string {
  const plain = normaliseIdNumber(value);
  if (plain.length <= 4) return '*'.repeat(plain.length);
  return `${plain.slice(0, 2)}${'*'.repeat(plain.length - 4)}${plain.slice(-2)}`;
}

/** Which business states move to which, and who moves them. */
const BUSINESS_MOVES: Readonly<Record<BusinessState, readonly BusinessState[]>> = {
  // The operator's second approval passes it; a refusal, or the user's cancel, returns the deposit.
  applied: ['passed', 'refused', 'refunded'],
  passed: ['refund_requested'],
  refused: [],
  refund_requested: ['refund_in_progress', 'refund_rejected'],
  // The first operator approved the refund; a second releases the deposit (or rejects).
  refund_in_progress: ['refunded', 'refund_rejected'],
  refund_rejected: ['refund_requested'],
  refunded: [],
};

export const canMoveBusiness = (from: BusinessState, to: BusinessState): boolean =>
  BUSINESS_MOVES[from].includes(to);

/** A certification whose deposit is still held. */
export const LIVE_BUSINESS_STATES: readonly BusinessState[] = [
  'applied',
  'passed',
  'refund_requested',
  'refund_in_progress',
  'refund_rejected',
];

/** The merchant flag (c2c_user_type) a certification in this state gives. */
export const merchantTypeOf = (state: BusinessState): 0 | 1 =>
  state === 'passed' || state === 'refund_rejected' ? 1 : 0;

/** Limits that fall as the level rises are a mistake (null is unlimited, the highest). */
export function limitsRise(limits: readonly (string | null)[]): boolean {
  for (let i = 1; i < limits.length; i++) {
    const below = limits[i - 1];
    const above = limits[i];
    if (above === null || above === undefined) continue;
    if (below === null || below === undefined) return false;
    if (lt(decimal(above), decimal(below))) return false;
  }
  return true;
}
