import { CREDIT_STATES } from '@exchange/contracts';
import { Link, useNavigate } from 'react-router';
import { useCreditQueue, type CreditQueueItem } from '../../api/credit';
import { useI18n } from '../../app/context';
import {
  amountColumn,
  codeColumn,
  idColumn,
  termOptions,
  textColumn,
  timeColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import type { FilterField } from '../../components/FilterBar';
import { PagedTable } from '../../components/ListScreen';
import { Page } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { uidColumn } from '../UserLink';
import { unopened } from './creditRules';
import { CreditProposalBadge, CreditStatusBadge } from './lendingParts';

/**
 * The credit applications of one status, pending by default with the
 * longest waiting on top (the server's order). A row opens the
 * application; its documents are fetched only there, one by one, since
 * every opening is recorded.
 */
export function CreditQueueScreen() {
  const i18n = useI18n();
  const { t, term } = i18n;
  const navigate = useNavigate();
  const list = useUrlList<'status'>({ status: 'pending' });
  const query = useCreditQueue(list.query);
  const open = (a: CreditQueueItem) => `/credit/${a.id}`;

  const columns: Column<CreditQueueItem>[] = [
    {
      ...idColumn('id', t('col.id'), (a) => a.id),
      render: (a) => (
        <Link to={open(a)} data-testid="credit-link">
          {a.id}
        </Link>
      ),
    },
    uidColumn(
      t('col.uid'),
      (a) => a.userId,
      (a) => a.uid,
    ),
    textColumn('realName', t('credit.realName'), (a) => a.realName),
    codeColumn('coin', t('col.coin'), (a) => a.coin),
    amountColumn('amount', t('credit.asked'), (a) => a.amount),
    {
      ...idColumn('cycleDays', t('credit.cycleDays'), (a) => a.cycleDays),
      width: WIDTH.code,
    },
    {
      id: 'opened',
      header: t('credit.openedByMe'),
      value: (a) => `${a.documents.length - unopened(a).length}/${a.documents.length}`,
      numeric: true,
      width: WIDTH.code + 20,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (a) => term('creditStatus', a.status),
      render: (a) => (
        <span className="badges">
          <CreditStatusBadge status={a.status} />
          <CreditProposalBadge proposal={a.proposal} coin={a.coin} />
        </span>
      ),
      csv: (a) =>
        a.proposal === null
          ? term('creditStatus', a.status)
          : t('credit.proposedBadge', { amount: a.proposal.amount ?? '—', coin: a.coin }),
      sort: 'text',
      width: WIDTH.status + 180,
    },
    timeColumn('created', t('col.created'), (a) => a.createdAt),
  ];

  const filters: FilterField<'status'>[] = [
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: termOptions(i18n, 'creditStatus', CREDIT_STATES),
      withoutAll: true,
    },
  ];

  return (
    <Page title={t('credit.title')}>
      <p className="muted">{t('credit.queueNote')}</p>
      <PagedTable
        testId="credit-table"
        columns={columns}
        rowKey={(a) => a.id}
        rowTestId="credit-row"
        exportName="credit-applications"
        list={list}
        query={query}
        filters={filters}
        actions={(a) => (
          <button
            type="button"
            className="small"
            data-testid="credit-open"
            onClick={() => navigate(open(a))}
          >
            {t('credit.open')}
          </button>
        )}
      />
    </Page>
  );
}
