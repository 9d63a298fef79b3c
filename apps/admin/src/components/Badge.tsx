import type { ReactNode } from 'react';
import { useI18n } from '../app/context';
import type { TermGroup } from '../i18n';

export type Tone = 'ok' | 'warn' | 'bad' | 'info' | 'neutral';

/** One colour per status, whatever list it appears in. Unknown statuses are neutral. */
const TONE_OF_STATUS: Readonly<Record<string, Tone>> = {
  applied: 'warn',
  review_passed: 'info',
  review_failed: 'bad',
  success: 'ok',
  not_arrived: 'bad',
  cancelled: 'neutral',
  confirming: 'info',
  review: 'warn',
  credited: 'ok',
  below_minimum: 'warn',
  orphaned: 'bad',
  active: 'ok',
  locked: 'bad',
  frozen: 'warn',
  disabled: 'neutral',
  pending: 'warn',
  approved: 'ok',
  rejected: 'bad',
  PENDING: 'warn',
  APPROVED: 'ok',
  REJECTED: 'bad',
};

export function Badge(props: { tone: Tone; children: ReactNode }) {
  return <span className={`badge ${props.tone}`}>{props.children}</span>;
}

export function StatusBadge(props: { group: TermGroup; value: string }) {
  const { term } = useI18n();
  return (
    <Badge tone={TONE_OF_STATUS[props.value] ?? 'neutral'}>{term(props.group, props.value)}</Badge>
  );
}
