import type { WithdrawalStatus } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_TIMELINE } from '../status';

/** Submitted -> review -> sent, or where it stopped (refused, cancelled, not arrived). */
export function WithdrawTimeline({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <ol className="timeline" data-testid="withdraw-timeline">
      {WITHDRAWAL_TIMELINE[status].map((step) => (
        <li key={step.key} className={`timeline-step ${step.state}`} data-state={step.state}>
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{t(`funding.timeline.${step.key}`)}</span>
        </li>
      ))}
    </ol>
  );
}
