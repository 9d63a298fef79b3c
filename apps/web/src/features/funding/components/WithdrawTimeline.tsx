import type { Withdrawal } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { useNowMs } from '../../perp/useNowMs';
import { withdrawalTimeline } from '../status';

/**
 * Submitted -> review -> sent, or where it stopped (refused, cancelled, not
 * arrived); an approved withdrawal inside its new-address hold shows when
 * the hold ends.
 */
export function WithdrawTimeline({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Read every second: the hold's step turns into "being sent" when it ends.
  const nowMs = useNowMs();
  const time = withdrawal.holdUntil === null ? '' : formatDateTime(withdrawal.holdUntil, locale);
  return (
    <ol className="timeline" data-testid="withdraw-timeline">
      {withdrawalTimeline(withdrawal, nowMs).map((step) => (
        <li key={step.key} className={`timeline-step ${step.state}`} data-state={step.state}>
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{t(`funding.timeline.${step.key}`, { time })}</span>
        </li>
      ))}
    </ol>
  );
}
