import { Link } from 'react-router';
import { useDashboardToday } from '../api/ledger';
import { useI18n } from '../app/context';
import { QueryPanel } from '../components/QueryPanel';

/**
 * The day so far (UTC): sign-ups, deposits credited, withdrawals requested
 * and fee revenue per asset; beside them, the queues an operator must work,
 * each opening its list.
 */
export function TodayPanel() {
  const { t } = useI18n();
  const today = useDashboardToday(true);
  return (
    <QueryPanel title={t('dash.today')} testId="dashboard-today" query={today}>
      {(data) => (
        <dl className="facts">
          <dt>{t('dash.signUps')}</dt>
          <dd data-testid="today-sign-ups">{data.signUps}</dd>
          <dt>{t('dash.depositsCredited')}</dt>
          <dd>{data.depositsCredited}</dd>
          <dt>{t('dash.withdrawalsRequested')}</dt>
          <dd>{data.withdrawalsRequested}</dd>
          <dt>{t('dash.feeRevenue')}</dt>
          <dd data-testid="today-fees">
            {data.fees.length === 0
              ? '0'
              : data.fees.map((f) => `${f.amount} ${f.asset}`).join(' · ')}
          </dd>
          <dt>{t('dash.waiting')}</dt>
          <dd className="queue-links" data-testid="today-queues">
            <Link to="/withdrawals">
              {t('dash.queueWithdrawals', { count: data.queues.withdrawals })}
            </Link>
            {' · '}
            <Link to="/deposits?status=review">
              {t('dash.queueDeposits', { count: data.queues.deposits })}
            </Link>
            {' · '}
            <Link to="/adjustments">
              {t('dash.queueAdjustments', { count: data.queues.adjustments })}
            </Link>
            {' · '}
            <Link to="/resets">{t('dash.queueResets', { count: data.queues.resets })}</Link>
          </dd>
        </dl>
      )}
    </QueryPanel>
  );
}
