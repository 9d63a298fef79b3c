import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { formatBalance } from '../../wallet/format';
import { useBusinessDeposits } from '../queries';

/** The security deposit's movements: each lock from the spot wallet and each release back. */
export function DepositRecords() {
  const { t } = useTranslation();
  const locale = useLocale();
  const deposits = useBusinessDeposits();
  const records = deposits.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="card identity-card" data-testid="deposit-records">
      <h2 className="card-title">{t('identity.business.records')}</h2>
      <QueryState
        isPending={deposits.isPending}
        error={deposits.error}
        isEmpty={records.length === 0}
        onRetry={() => void deposits.refetch()}
      >
        <ul className="identity-records">
          {records.map((record) => (
            <li
              key={`${record.certificationId}-${record.kind}`}
              className="identity-record"
              data-testid="deposit-record"
            >
              <div>
                <span className={`status-pill ${record.kind === 'locked' ? 'pending' : 'good'}`}>
                  {t(`identity.business.${record.kind}`)}
                </span>
                <span className="muted small">{formatDate(record.at, locale)}</span>
              </div>
              <strong className="identity-amount">
                {formatBalance(record.amount)} {record.coin}
              </strong>
            </li>
          ))}
        </ul>
        {deposits.hasNextPage && (
          <Button
            block
            fill="none"
            size="small"
            loading={deposits.isFetchingNextPage}
            data-testid="deposit-more"
            onClick={() => void deposits.fetchNextPage()}
          >
            {t('identity.business.more')}
          </Button>
        )}
      </QueryState>
    </section>
  );
}
