import { REBATE_BASES, REBATE_STATES } from '@exchange/contracts';
import { useReferralAccruals, type ReferralAccrualRow } from '../../api/referral';
import { useI18n } from '../../app/context';
import {
  amountColumn,
  codeColumn,
  idColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import type { FilterField } from '../../components/FilterBar';
import { PagedTable } from '../../components/ListScreen';
import { Page } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { RebateStateBadge, ReferralTabs } from './referralParts';
import { percentOfRate } from './referralRules';

type Filter = 'state' | 'basis' | 'uid';

/**
 * Every rebate (referral.manage), newest first, paged by the server and
 * filtered by state, basis and the referrer's UID: who earned it on whose
 * activity at which level, what it is a share of and at what rate, the
 * amount and its USDT value when it accrued, its state (paid ones vest,
 * then are claimed or clawed back; the rest say why they were not paid),
 * and when it vests or was claimed.
 */
export function ReferralRebatesScreen() {
  const { t } = useI18n();
  const list = useUrlList<Filter>({ state: '', basis: '', uid: '' }, 50);
  const rebates = useReferralAccruals(list.query);
  const referrer = (r: ReferralAccrualRow) =>
    r.referrer && r.referrer !== r.referrerUid ? `${r.referrerUid} ${r.referrer}` : r.referrerUid;
  const columns: Column<ReferralAccrualRow>[] = [
    timeColumn('at', t('col.time'), (r) => r.at),
    {
      ...textColumn('referrer', t('referral.referrer'), referrer),
      render: (r) => (
        <span className="nowrap" data-testid="rebate-referrer">
          <span className="mono">{r.referrerUid}</span>
          {r.referrer && r.referrer !== r.referrerUid && (
            <span className="muted"> {r.referrer}</span>
          )}
        </span>
      ),
      width: WIDTH.long,
    },
    { ...textColumn('invitee', t('referral.invitee'), (r) => r.invitee), width: WIDTH.text },
    idColumn('level', t('referral.levelColumn'), (r) => r.level),
    {
      ...textColumn('basis', t('referral.basis'), (r) => t(`referral.basis.${r.basis}`)),
      width: WIDTH.long - 40,
    },
    codeColumn('asset', t('col.asset'), (r) => r.asset),
    amountColumn('base', t('referral.base'), (r) => r.base),
    {
      ...amountColumn('rate', t('referral.rate'), (r) => r.rate),
      render: (r) => `${percentOfRate(r.rate)} %`,
      csv: (r) => `${percentOfRate(r.rate)} %`,
      width: WIDTH.id + 20,
    },
    amountColumn('amount', t('col.amount'), (r) => r.amount),
    {
      ...amountColumn('usdt', t('referral.usdtValue'), (r) => r.usdt ?? ''),
      render: (r) => r.usdt ?? '—',
    },
    {
      id: 'state',
      header: t('col.status'),
      value: (r) => r.state,
      render: (r) => <RebateStateBadge state={r.state} />,
      csv: (r) => t(`referral.state.${r.state}`),
      sort: 'text',
      width: WIDTH.status + 20,
    },
    timeColumn('vestsAt', t('referral.vestsAt'), (r) => r.vestsAt),
    timeColumn('claimedAt', t('referral.claimedAt'), (r) => r.claimedAt),
  ];
  const filters: FilterField<Filter>[] = [
    {
      name: 'state',
      kind: 'select',
      label: t('filter.status'),
      options: REBATE_STATES.map((state) => ({
        value: state,
        label: t(`referral.state.${state}`),
      })),
    },
    {
      name: 'basis',
      kind: 'select',
      label: t('referral.basis'),
      options: REBATE_BASES.map((basis) => ({
        value: basis,
        label: t(`referral.basis.${basis}`),
      })),
    },
    {
      name: 'uid',
      kind: 'text',
      label: t('referral.referrerUid'),
      placeholder: t('referral.referrerUidHint'),
      digits: true,
    },
  ];
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      <p className="muted">{t('referral.rebatesNote')}</p>
      <PagedTable
        testId="referral-rebate-table"
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="referral-rebate-row"
        exportName="referral-rebates"
        list={list}
        query={rebates}
        filters={filters}
      />
    </Page>
  );
}
