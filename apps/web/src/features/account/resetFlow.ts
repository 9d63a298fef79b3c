import type { CodeChannel } from '@exchange/contracts';
import type { CodeTarget } from './mutations';

/**
 * What /forget hands to /resetPassword in the history entry's state, not in
 * the URL: an email or phone in a query string ends up in logs and history.
 */
export interface ResetFlow {
  channel: CodeChannel;
  target: CodeTarget;
  /** The address as the user typed it, to show back. */
  shown: string;
  maskedTarget: string;
  resendInS: number;
}

function isTarget(value: unknown): value is CodeTarget {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((field) => typeof field === 'string');
}

export function resetFlowOf(state: unknown): ResetFlow | null {
  if (typeof state !== 'object' || state === null) return null;
  const flow = state as Partial<Record<keyof ResetFlow, unknown>>;
  const valid =
    (flow.channel === 'email' || flow.channel === 'sms') &&
    isTarget(flow.target) &&
    typeof flow.shown === 'string' &&
    typeof flow.maskedTarget === 'string' &&
    typeof flow.resendInS === 'number';
  return valid ? (state as ResetFlow) : null;
}
