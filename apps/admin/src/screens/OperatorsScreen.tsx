import type { OperatorView } from '@exchange/contracts';
import { useState } from 'react';
import { useOperatorActions, useOperators, useRoles } from '../api/operators';
import { useI18n, useOperator } from '../app/context';
import { idColumn, statusColumn, textColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { ConfirmDialog } from '../components/dialogs';
import { Page } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { OperatorCreate } from './OperatorCreate';

type Dialog =
  | { kind: 'new' }
  | { kind: 'role'; row: OperatorView; roleId: number; roleName: string }
  | { kind: 'status'; row: OperatorView; status: 'active' | 'disabled' }
  | null;

/** Operators: create (the authenticator secret is shown once), change role, enable or disable. */
export function OperatorsScreen() {
  const { t } = useI18n();
  const me = useOperator();
  const operators = useOperators();
  const roles = useRoles();
  const { setRole, setStatus } = useOperatorActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const roleList = roles.data ?? [];

  const columns: Column<OperatorView>[] = [
    idColumn('id', t('col.id'), (o) => o.id),
    {
      ...textColumn('username', t('col.username'), (o) => o.username),
      render: (o) => (o.id === me.id ? `${o.username} (${t('operators.you')})` : o.username),
    },
    {
      ...textColumn('role', t('col.role'), (o) => o.role.name),
      render: (o) =>
        o.id === me.id ? (
          o.role.name
        ) : (
          <select
            aria-label={t('col.role')}
            data-testid="operator-role-select"
            value={o.role.id}
            onChange={(e) => {
              const role = roleList.find((r) => r.id === Number(e.target.value));
              if (role) setDialog({ kind: 'role', row: o, roleId: role.id, roleName: role.name });
            }}
          >
            {roleList.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
        ),
    },
    statusColumn('status', t('col.status'), 'operatorStatus', (o) => o.status),
    timeColumn('created', t('col.created'), (o) => o.createdAt),
    timeColumn('lastLogin', t('col.lastLogin'), (o) => o.lastLoginAt),
  ];

  return (
    <Page
      title={t('operators.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="operator-new"
          onClick={() => setDialog({ kind: 'new' })}
        >
          {t('operators.new')}
        </button>
      }
    >
      <DataTable
        testId="operators-table"
        columns={columns}
        rowKey={(o) => o.id}
        rowTestId="operator-row"
        exportName="operators"
        {...wholeTable(operators)}
        actions={(o) =>
          o.id !== me.id && (
            <button
              type="button"
              className={o.status === 'active' ? 'danger small' : 'small'}
              data-testid="operator-toggle"
              onClick={() =>
                setDialog({
                  kind: 'status',
                  row: o,
                  status: o.status === 'active' ? 'disabled' : 'active',
                })
              }
            >
              {o.status === 'active' ? t('operators.disable') : t('operators.enable')}
            </button>
          )
        }
      />
      {dialog?.kind === 'new' && <OperatorCreate roles={roleList} onClose={close} />}
      {dialog?.kind === 'role' && (
        <ConfirmDialog
          title={t('col.role')}
          message={t('operators.roleConfirm', {
            username: dialog.row.username,
            role: dialog.roleName,
          })}
          confirmLabel={t('common.confirm')}
          pending={setRole.isPending}
          onCancel={close}
          onConfirm={() =>
            setRole.mutate({ id: dialog.row.id, roleId: dialog.roleId }, { onSuccess: close })
          }
        />
      )}
      {dialog?.kind === 'status' && (
        <ConfirmDialog
          title={dialog.status === 'active' ? t('operators.enable') : t('operators.disable')}
          message={t(`operators.statusConfirm.${dialog.status}`, { username: dialog.row.username })}
          confirmLabel={dialog.status === 'active' ? t('operators.enable') : t('operators.disable')}
          danger={dialog.status === 'disabled'}
          pending={setStatus.isPending}
          onCancel={close}
          onConfirm={() =>
            setStatus.mutate({ id: dialog.row.id, status: dialog.status }, { onSuccess: close })
          }
        />
      )}
    </Page>
  );
}
