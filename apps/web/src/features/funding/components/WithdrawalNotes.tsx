import type { Withdrawal } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { fundsReturned } from '../status';

/**
 * What the status means for the user: when to expect the coins, the 24-hour
 * hold on a first withdrawal to a new address, why it was refused, and that
 * frozen funds came back.
 */
export function WithdrawalNotes({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status, holdUntil } = withdrawal;
  const moving = status === 'applied' || status === 'review_passed';
  return (
    <>
      {moving && holdUntil !== null && (
        <div
          className="notice notice-warn funding-inline-notice"
          role="note"
          data-testid="withdraw-hold"
        >
          <strong>{t('funding.hold.title')}</strong>
          <p>{t('funding.hold.body', { time: formatDateTime(holdUntil, locale) })}</p>
        </div>
      )}
      {moving && <p className="muted small record-note">{t('funding.result.arrival')}</p>}
      {status === 'review_failed' && (
        <p className="record-note bad" data-testid="withdraw-reason">
          {withdrawal.rejectReason
            ? t('funding.withdrawDetail.reason', { reason: withdrawal.rejectReason })
            : t('funding.withdrawDetail.noReason')}
        </p>
      )}
      {status === 'not_arrived' && (
        <p className="record-note bad">{t('funding.withdrawDetail.notArrived')}</p>
      )}
      {fundsReturned(status) && (
        <p className="muted small record-note">{t('funding.withdrawDetail.returned')}</p>
      )}
    </>
  );
}
