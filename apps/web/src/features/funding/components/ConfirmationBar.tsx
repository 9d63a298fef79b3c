import { useTranslation } from 'react-i18next';
import { confirmationProgress } from '../status';

/** "x / required" confirmations with a bar, as the network reports them. */
export function ConfirmationBar({ count, required }: { count: number; required: number }) {
  const { t } = useTranslation();
  const progress = confirmationProgress(count, required);
  return (
    <div className="confirm-progress">
      <div className="confirm-progress-line">
        <span className="muted small">{t('funding.depositDetail.confirmations')}</span>
        {/* Two counts and a slash read the same in every language. */}
        <strong data-testid="deposit-progress">{`${progress.shown} / ${progress.required}`}</strong>
      </div>
      <div
        className="confirm-progress-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={progress.required}
        aria-valuenow={progress.shown}
      >
        <div className="confirm-progress-fill" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
