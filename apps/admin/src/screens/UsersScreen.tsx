import { USER_STATUSES, type AdminUser } from '@exchange/contracts';
import { useUsers } from '../api/users';
import { useI18n } from '../app/context';
import {
  clippedColumn,
  idColumn,
  statusColumn,
  statusFilter,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { uidColumn } from './UserLink';

/** Search by UID, name, email or phone; a row opens the user. */
export function UsersScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ q: '', status: '' });
  const query = useUsers(list.query);
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  const columns: Column<AdminUser>[] = [
    idColumn('id', t('col.id'), (u) => u.id),
    uidColumn(
      t('col.uid'),
      (u) => u.id,
      (u) => u.uid,
    ),
    clippedColumn('username', t('col.username'), (u) => u.username, 140),
    clippedColumn('email', t('col.email'), (u) => u.email, 200),
    { ...textColumn('phone', t('col.phone'), (u) => u.phone), width: 140 },
    statusColumn('status', t('col.status'), 'userStatus', (u) => u.status),
    {
      id: 'demo',
      header: t('col.demo'),
      value: (u) => u.isDemo,
      render: (u) => yesNo(u.isDemo),
      width: WIDTH.flag,
    },
    {
      id: 'google',
      header: t('col.google'),
      value: (u) => u.googleBound,
      render: (u) => yesNo(u.googleBound),
      width: WIDTH.flag,
    },
    timeColumn('created', t('col.created'), (u) => u.createdAt),
  ];

  return (
    <ListScreen
      title={t('users.title')}
      testId="users-table"
      columns={columns}
      rowKey={(u) => u.id}
      rowTestId="user-row"
      exportName="users"
      list={list}
      query={query}
      filters={[
        { name: 'q', kind: 'text', label: t('filter.search'), placeholder: t('filter.searchHint') },
        statusFilter(i18n, 'userStatus', USER_STATUSES),
      ]}
    />
  );
}
