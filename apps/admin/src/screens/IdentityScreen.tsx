import { VERIFICATION_LEVELS, identityQueueItemSchema } from '@exchange/contracts';
import { Link, useNavigate } from 'react-router';
import { useIdentityQueue, type IdentityQueueItem } from '../api/identity';
import { useI18n } from '../app/context';
import {
  codeColumn,
  idColumn,
  termColumn,
  termOptions,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import type { FilterField } from '../components/FilterBar';
import { PagedTable } from '../components/ListScreen';
import { Page } from '../components/Page';
import { useUrlList } from '../components/useList';
import { IdentityTabs, ScreeningBadge, identityStatusColumn } from './identityParts';
import { uidColumn } from './UserLink';

type Filter = 'level' | 'status' | 'q';

const QUEUE_STATUSES = identityQueueItemSchema.shape.status.options;

/**
 * The identity applications, by default those waiting for a reviewer. A row
 * opens the application; its photos are fetched only there, since every
 * view of one is recorded and shown to the user.
 */
export function IdentityScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const navigate = useNavigate();
  const list = useUrlList<Filter>({ level: '', status: 'under_review', q: '' });
  const query = useIdentityQueue(list.query);

  const columns: Column<IdentityQueueItem>[] = [
    {
      ...idColumn('id', t('col.id'), (a) => a.id),
      render: (a) => (
        <Link to={`/identity/${a.id}`} data-testid="identity-link">
          {a.id}
        </Link>
      ),
    },
    uidColumn(
      t('identity.col.user'),
      (a) => a.userId,
      (a) => a.uid,
    ),
    termColumn(i18n, 'level', t('identity.col.level'), 'identityLevel', (a) => a.level),
    identityStatusColumn<IdentityQueueItem>(i18n),
    textColumn('realName', t('identity.col.realName'), (a) => a.realName),
    codeColumn('nationality', t('identity.col.nationality'), (a) => a.nationality),
    timeColumn('submitted', t('identity.col.submitted'), (a) => a.submittedAt),
    {
      id: 'screening',
      header: t('identity.col.screening'),
      value: (a) => a.screening?.outcome ?? null,
      render: (a) => <ScreeningBadge screening={a.screening} />,
      csv: (a) => (a.screening ? i18n.term('screening', a.screening.outcome) : ''),
      sort: 'text',
      width: WIDTH.status,
    },
  ];

  const filters: FilterField<Filter>[] = [
    {
      name: 'level',
      kind: 'select',
      label: t('identity.filter.level'),
      options: termOptions(i18n, 'identityLevel', VERIFICATION_LEVELS),
    },
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: termOptions(i18n, 'identityStatus', QUEUE_STATUSES),
    },
    {
      name: 'q',
      kind: 'text',
      label: t('filter.search'),
      placeholder: t('identity.filter.searchHint'),
    },
  ];

  return (
    <Page title={t('identity.title')}>
      <IdentityTabs />
      <PagedTable
        testId="identity-table"
        columns={columns}
        rowKey={(a) => a.id}
        rowTestId="identity-row"
        exportName="identity-applications"
        list={list}
        query={query}
        filters={filters}
        actions={(a) => (
          <button
            type="button"
            className="small"
            data-testid="identity-open"
            onClick={() => navigate(`/identity/${a.id}`)}
          >
            {t('identity.open')}
          </button>
        )}
      />
    </Page>
  );
}
