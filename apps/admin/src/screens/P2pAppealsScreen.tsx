import { APPEAL_STATES } from '@exchange/contracts';
import { Link, useNavigate } from 'react-router';
import { useAppealQueue, type AppealQueueItem } from '../api/appeals';
import { useI18n } from '../app/context';
import {
  amountColumn,
  codeColumn,
  idColumn,
  termColumn,
  termOptions,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import type { FilterField } from '../components/FilterBar';
import { PagedTable } from '../components/ListScreen';
import { Page } from '../components/Page';
import { useUrlList } from '../components/useList';
import { AppealStatusBadge, P2pTabs, ProposalBadge, waitText } from './p2pParts';

/**
 * The P2P appeals of one status, open by default with the longest waiting
 * on top. A row opens the case file; a decision proposed above the
 * two-operator threshold is marked as waiting for a second operator.
 */
export function P2pAppealsScreen() {
  const i18n = useI18n();
  const { t, term } = i18n;
  const navigate = useNavigate();
  const list = useUrlList<'status'>({ status: 'open' });
  const query = useAppealQueue(list.query);
  const open = (a: AppealQueueItem) => `/p2p/appeals/${a.id}`;

  const columns: Column<AppealQueueItem>[] = [
    {
      ...idColumn('id', t('col.id'), (a) => a.id),
      render: (a) => (
        <Link to={open(a)} data-testid="appeal-link">
          {a.id}
        </Link>
      ),
    },
    { ...codeColumn('orderNo', t('appeals.col.order'), (a) => a.orderNo), width: WIDTH.long },
    codeColumn('coin', t('col.coin'), (a) => a.coin),
    amountColumn('quantity', t('appeals.col.quantity'), (a) => a.quantity),
    {
      ...amountColumn('amount', t('appeals.col.amount'), (a) => a.amount),
      render: (a) => `${a.amount} ${a.fiat}`,
      csv: (a) => `${a.amount} ${a.fiat}`,
    },
    amountColumn('usdValue', t('appeals.col.usd'), (a) => a.usdValue),
    termColumn(i18n, 'appellant', t('appeals.col.appellant'), 'p2pRole', (a) => a.appellantRole),
    {
      ...termColumn(i18n, 'reason', t('appeals.col.reason'), 'appealReason', (a) => a.reason),
      width: WIDTH.long,
    },
    timeColumn('opened', t('appeals.col.opened'), (a) => a.createdAt),
    {
      id: 'waiting',
      header: t('appeals.col.waiting'),
      // Only an open appeal is waiting; the others' time is their opening's.
      value: (a) => (a.status === 'open' ? waitText(i18n, a.createdAt, query.dataUpdatedAt) : null),
      render: (a) =>
        a.status === 'open' ? (
          <span className="nowrap" data-testid="appeal-waiting">
            {waitText(i18n, a.createdAt, query.dataUpdatedAt)}
          </span>
        ) : (
          '—'
        ),
      width: WIDTH.text,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (a) => term('appealStatus', a.status),
      render: (a) => (
        <span className="badges">
          <AppealStatusBadge status={a.status} />
          <ProposalBadge proposal={a.proposal} />
        </span>
      ),
      csv: (a) =>
        a.proposal === null
          ? term('appealStatus', a.status)
          : t('appeals.proposed', { decision: term('appealDecision', a.proposal) }),
      sort: 'text',
      width: WIDTH.status + 200,
    },
  ];

  const filters: FilterField<'status'>[] = [
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: termOptions(i18n, 'appealStatus', APPEAL_STATES),
      withoutAll: true,
    },
  ];

  return (
    <Page title={t('appeals.title')}>
      <P2pTabs />
      <p className="muted">{t('appeals.note')}</p>
      <PagedTable
        testId="appeals-table"
        columns={columns}
        rowKey={(a) => a.id}
        rowTestId="appeal-row"
        exportName="p2p-appeals"
        list={list}
        query={query}
        filters={filters}
        actions={(a) => (
          <button
            type="button"
            className="small"
            data-testid="appeal-open"
            onClick={() => navigate(open(a))}
          >
            {t('appeals.open')}
          </button>
        )}
      />
    </Page>
  );
}
