import type { AdminUser } from '@exchange/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { describeError } from '../api/describe';
import { useSetUserStatus, useUser, type AdminBalance, type UserStatus } from '../api/users';
import { useCan, useI18n } from '../app/context';
import { StatusBadge } from '../components/Badge';
import { amountColumn, codeColumn, termColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { ReasonDialog } from '../components/dialogs';
import { Page, Panel } from '../components/Page';
import { formatTime } from '../lib/format';
import { NotFound } from '../app/guards';
import { UserLedgerPanel, UserSecurityLogPanel } from './UserPanels';

/** The moves out of each status: an active user can be locked or frozen, the others unlocked. */
const MOVES: Record<UserStatus, readonly UserStatus[]> = {
  active: ['locked', 'frozen'],
  locked: ['active', 'frozen'],
  frozen: ['active', 'locked'],
};
const MOVE_LABEL = { active: 'user.unlock', locked: 'user.lock', frozen: 'user.freeze' } as const;
const MOVE_TESTID = { active: 'user-unlock', locked: 'user-lock', frozen: 'user-freeze' } as const;

export function UserDetailScreen() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  // Keyed by id: another user's page starts with its own dialogs and lists.
  return <UserDetail key={id} id={id} />;
}

function UserDetail(props: { id: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const can = useCan();
  const detail = useUser(props.id);
  const setStatus = useSetUserStatus();
  const [move, setMove] = useState<UserStatus | null>(null);
  const user = detail.data?.user;

  const balanceColumns: Column<AdminBalance>[] = [
    termColumn(i18n, 'wallet', t('col.wallet'), 'wallet', (b) => b.wallet),
    codeColumn('asset', t('col.asset'), (b) => b.asset),
    amountColumn('available', t('col.available'), (b) => b.available),
    amountColumn('frozen', t('col.frozen'), (b) => b.frozen),
    amountColumn('locked', t('col.locked'), (b) => b.locked),
  ];

  if (!user) {
    return (
      <Page title={t('user.title', { uid: `#${props.id}` })}>
        <p
          className={detail.error ? 'table-error' : 'muted'}
          role={detail.error ? 'alert' : undefined}
        >
          {detail.error ? describeError(detail.error, t) : t('common.loading')}
        </p>
      </Page>
    );
  }

  return (
    <Page
      title={t('user.title', { uid: user.uid })}
      actions={
        <>
          <Link to="/users">{t('user.back')}</Link>
          {can('users.manage') &&
            MOVES[user.status].map((status) => (
              <button
                key={status}
                type="button"
                className={status === 'active' ? 'primary' : 'danger'}
                data-testid={MOVE_TESTID[status]}
                onClick={() => setMove(status)}
              >
                {t(MOVE_LABEL[status])}
              </button>
            ))}
        </>
      }
    >
      <div className="detail-grid">
        <Panel title={t('user.profile')} testId="user-profile">
          <Profile user={user} />
        </Panel>
        <Panel title={t('user.balances')}>
          <DataTable
            columns={balanceColumns}
            rows={detail.data?.balances}
            rowKey={(b) => `${b.wallet}:${b.asset}`}
            rowTestId="balance-row"
            exportName={`user-${user.uid}-balances`}
          />
        </Panel>
      </div>
      {detail.data?.demo && (
        <Panel title={t('user.demoBalances')} testId="user-demo">
          <p className="muted">{t('user.demoNote')}</p>
          <DataTable
            columns={balanceColumns}
            rows={detail.data.demo.balances}
            rowKey={(b) => `${b.wallet}:${b.asset}`}
            rowTestId="demo-balance-row"
            exportName={`user-${user.uid}-demo-balances`}
          />
          {detail.data.demo.liveBalances.length > 0 && (
            <>
              <p className="warning" data-testid="demo-live-note">
                {t('user.demoLiveNote')}
              </p>
              <DataTable
                columns={balanceColumns}
                rows={detail.data.demo.liveBalances}
                rowKey={(b) => `live:${b.wallet}:${b.asset}`}
                rowTestId="demo-live-balance-row"
                exportName={`user-${user.uid}-demo-live-balances`}
              />
            </>
          )}
        </Panel>
      )}
      {can('ledger.read') ? (
        <UserLedgerPanel userId={user.id} uid={user.uid} />
      ) : (
        <p className="muted">{t('user.noLedgerPermission')}</p>
      )}
      <UserSecurityLogPanel userId={user.id} uid={user.uid} />
      {move && (
        <ReasonDialog
          title={t(`user.actionTitle.${move}`, { uid: user.uid })}
          confirmLabel={t(MOVE_LABEL[move])}
          pending={setStatus.isPending}
          onCancel={() => setMove(null)}
          onConfirm={(reason) =>
            setStatus.mutate(
              { id: user.id, status: move, reason },
              { onSuccess: () => setMove(null) },
            )
          }
        />
      )}
    </Page>
  );
}

function Profile({ user }: { user: AdminUser }) {
  const { t } = useI18n();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  return (
    <dl className="facts">
      <dt>{t('col.id')}</dt>
      <dd className="num-left">{user.id}</dd>
      <dt>{t('col.uid')}</dt>
      <dd>{user.uid}</dd>
      <dt>{t('col.status')}</dt>
      <dd>
        <StatusBadge group="userStatus" value={user.status} />
      </dd>
      <dt>{t('col.username')}</dt>
      <dd>{user.username ?? '—'}</dd>
      <dt>{t('col.email')}</dt>
      <dd>{user.email ?? '—'}</dd>
      <dt>{t('col.phone')}</dt>
      <dd>{user.phone ?? '—'}</dd>
      <dt>{t('col.google')}</dt>
      <dd>{yesNo(user.googleBound)}</dd>
      <dt>{t('col.demo')}</dt>
      <dd>{yesNo(user.isDemo)}</dd>
      <dt>{t('col.created')}</dt>
      <dd>{formatTime(user.createdAt)}</dd>
    </dl>
  );
}
