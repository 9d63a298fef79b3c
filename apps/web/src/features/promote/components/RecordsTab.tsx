import type { RebateRecord } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../lending/format';
import { PagedList } from '../../lending/components/PagedTabs';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { isUnpaid, recordStatus, statusTone } from '../promoteRules';
import { usePromotionRecords } from '../queries';

/**
 * One rebate: when, from whom and which generation, on what, how much, and
 * its state; a vesting one says when it vests, an unpaid one why.
 */
function RecordRow({ record, nowMs }: { record: RebateRecord; nowMs: number }) {
  const { t } = useTranslation();
  const status = recordStatus(record, nowMs);
  return (
    <li className="lending-row" data-testid={`promote-record-${record.id}`} data-state={status}>
      <span className="lending-row-line">
        <strong>{t(`promote.rules.basis.${record.basis}`)}</strong>
        <span className={`status-pill ${statusTone(status)}`} data-testid="promote-record-state">
          {t(`promote.records.state.${status}`)}
        </span>
      </span>
      <span className="lending-row-line">
        <strong
          className={status === 'claimed' || status === 'claimable' ? 'lending-up' : undefined}
          data-testid="promote-record-amount"
        >
          {`${formatBalance(record.amount)} ${record.asset}`}
        </strong>
        <span className="muted small">{formatDateTime(record.at)}</span>
      </span>
      <span className="muted small" data-testid="promote-record-from">
        {t('promote.records.from', {
          name: record.invitee,
          generation: record.generation,
        })}
        {' · '}
        {t('promote.records.share', {
          rate: percentText(record.rate),
          base: formatExact(record.base),
          asset: record.asset,
        })}
      </span>
      {status === 'vesting' && (
        <span className="muted small" data-testid="promote-record-note">
          {t('promote.records.vestsOn', { time: formatDateTime(record.vestsAt) })}
        </span>
      )}
      {status === 'claimed' && record.claimedAt !== null && (
        <span className="muted small" data-testid="promote-record-note">
          {t('promote.records.claimedOn', { time: formatDateTime(record.claimedAt) })}
        </span>
      )}
      {isUnpaid(status) && (
        <span className="promote-why small" data-testid="promote-record-note">
          {t(`promote.records.why.${status}`)}
        </span>
      )}
    </li>
  );
}

/** The caller's rebates, newest first, a page at a time. */
export function RecordsTab({ nowMs }: { nowMs: number }) {
  const { t } = useTranslation();
  const records = usePromotionRecords();
  return (
    <div className="promote-tab">
      <PagedList
        query={records}
        emptyTitle={t('promote.records.empty')}
        testIds={{
          list: 'promote-records',
          empty: 'promote-records-empty',
          more: 'promote-records-more',
        }}
        row={(record) => <RecordRow key={record.id} record={record} nowMs={nowMs} />}
      />
    </div>
  );
}
