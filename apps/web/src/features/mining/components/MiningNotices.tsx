import type { MiningOrder } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../market/format';

/** Buying, renewing, withdrawing and the caller's machines refuse a demo session: say so instead of failing. */
export function MiningDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" data-testid="mining-demo">
      {t('mining.demo')}
    </p>
  );
}

/** An income day that waits: the mining-income account is short, or the day has no hash price yet. */
export function WaitingNotice({ waiting }: { waiting: NonNullable<MiningOrder['waiting']> }) {
  const { t } = useTranslation();
  return (
    <div
      className="notice notice-warn lending-inline"
      role="status"
      data-testid="mining-waiting"
      data-reason={waiting.reason}
    >
      <strong>{t('mining.waiting.title')}</strong>
      <p className="lending-note" data-testid="mining-waiting-reason">
        {t(`mining.waiting.${waiting.reason}`)}
      </p>
      <p className="lending-note small">
        {t('mining.waiting.since', { time: formatDateTime(waiting.since) })}
      </p>
    </div>
  );
}
