import { USER_STATUSES, type AdminUser } from '@exchange/contracts';
import { useUsers } from '../api/users';
import { useI18n } from '../app/context';
import { idColumn, statusColumn, termOptions, textColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FilterBar } from '../components/FilterBar';
import { Page } from '../components/Page';
import { pagedTable } from '../components/tableQuery';
import { useUrlList } from '../components/useList';
import { UserLink } from './UserLink';

/** Search by UID, name, email or phone; a row opens the user. */
export function UsersScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ q: '', status: '' });
  const query = useUsers(list.query);
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  const columns: Column<AdminUser>[] = [
    idColumn('id', t('col.id'), (u) => u.id),
    {
      ...textColumn('uid', t('col.uid'), (u) => u.uid),
      render: (u) => <UserLink id={u.id} label={u.uid} />,
    },
    textColumn('username', t('col.username'), (u) => u.username),
    textColumn('email', t('col.email'), (u) => u.email),
    textColumn('phone', t('col.phone'), (u) => u.phone),
    statusColumn('status', t('col.status'), 'userStatus', (u) => u.status),
    { id: 'demo', header: t('col.demo'), value: (u) => u.isDemo, render: (u) => yesNo(u.isDemo) },
    {
      id: 'google',
      header: t('col.google'),
      value: (u) => u.googleBound,
      render: (u) => yesNo(u.googleBound),
    },
    timeColumn('created', t('col.created'), (u) => u.createdAt),
  ];

  return (
    <Page title={t('users.title')}>
      <DataTable
        testId="users-table"
        columns={columns}
        rowKey={(u) => u.id}
        rowTestId="user-row"
        exportName="users"
        {...pagedTable(query, list)}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={[
              {
                name: 'q',
                kind: 'text',
                label: t('filter.search'),
                placeholder: t('filter.searchHint'),
              },
              {
                name: 'status',
                kind: 'select',
                label: t('filter.status'),
                options: termOptions(i18n, 'userStatus', USER_STATUSES),
              },
            ]}
          />
        }
      />
    </Page>
  );
}
