import {
  VERIFICATION_LEVELS,
  type IdentityDocument,
  type IdentityOverview,
  type LevelStatus,
  type VerificationLevel,
} from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';
import { formPath, IDENTITY_PATHS, resubmitPath } from './paths';

/** What a level's card offers, by its state and the level before it. */
export type LevelAction =
  | { kind: 'apply' | 'reapply' | 'view'; to: string }
  | { kind: 'reupload'; to: string; document: IdentityDocument }
  /** The level before has not passed. */
  | { kind: 'locked'; reason: TextKey }
  /** Rejected for good: only an operator can reopen it. */
  | { kind: 'final' }
  | { kind: 'none' };

export function previousLevel(level: VerificationLevel): VerificationLevel | null {
  const index = VERIFICATION_LEVELS.indexOf(level);
  return index > 0 ? (VERIFICATION_LEVELS[index - 1] ?? null) : null;
}

export function levelOf(
  overview: IdentityOverview,
  level: VerificationLevel,
): LevelStatus | undefined {
  return overview.levels.find((entry) => entry.level === level);
}

/** The name of a level number (0 not verified to 3 notarised). */
export function levelNameKey(level: number): TextKey {
  const known = Math.min(3, Math.max(0, Math.trunc(level))) as 0 | 1 | 2 | 3;
  return `identity.levelName.l${known}`;
}

function locked(level: VerificationLevel): LevelAction {
  return {
    kind: 'locked',
    reason: level === 'notarised' ? 'identity.locked.notarised' : 'identity.locked.advanced',
  };
}

/**
 * The server decides whether the user may apply (`canApply`); this only
 * chooses the words and the way there.
 */
export function actionOf(overview: IdentityOverview, status: LevelStatus): LevelAction {
  const before = previousLevel(status.level);
  const beforePassed = before === null || levelOf(overview, before)?.state === 'passed';
  switch (status.state) {
    case 'resubmit':
      return status.resubmit
        ? {
            kind: 'reupload',
            to: resubmitPath(status.level),
            document: status.resubmit.document,
          }
        : { kind: 'none' };
    case 'under_review':
    case 'passed':
      return { kind: 'view', to: IDENTITY_PATHS.status };
    case 'failed':
      if (status.final) return { kind: 'final' };
      if (status.canApply) return { kind: 'reapply', to: formPath(status.level) };
      return before !== null && !beforePassed ? locked(status.level) : { kind: 'none' };
    case 'not_verified':
      if (status.canApply) return { kind: 'apply', to: formPath(status.level) };
      return before !== null && !beforePassed ? locked(status.level) : { kind: 'none' };
  }
}
