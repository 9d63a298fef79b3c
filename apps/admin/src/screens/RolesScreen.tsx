import type { RoleView } from '@exchange/contracts';
import { useState } from 'react';
import { useRoleActions, useRoles } from '../api/operators';
import { useI18n } from '../app/context';
import { idColumn, textColumn, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { ACTIONS_WIDTH, DataTable } from '../components/DataTable';
import { ConfirmDialog } from '../components/dialogs';
import { Page } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { RoleEditor } from './RoleEditor';

type Dialog = { kind: 'edit'; role: RoleView | null } | { kind: 'delete'; role: RoleView } | null;

/** Roles and their permissions. The server refuses to delete a role still assigned. */
export function RolesScreen() {
  const { t, term } = useI18n();
  const roles = useRoles();
  const { remove } = useRoleActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const columns: Column<RoleView>[] = [
    idColumn('id', t('col.id'), (r) => r.id),
    textColumn('name', t('col.name'), (r) => r.name),
    {
      id: 'permissions',
      header: t('col.permissions'),
      value: (r) => r.permissions.join(' '),
      render: (r) => (
        <div className="tags">
          {r.permissions.map((p) => (
            <span key={p} className="tag" title={term('permission', p)}>
              {p}
            </span>
          ))}
        </div>
      ),
      // The tags wrap onto more lines rather than widen the table.
      wrap: true,
      width: 360,
    },
    idColumn('operators', t('col.operators'), (r) => r.operators),
    timeColumn('created', t('col.created'), (r) => r.createdAt),
  ];

  return (
    <Page
      title={t('roles.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="role-new"
          onClick={() => setDialog({ kind: 'edit', role: null })}
        >
          {t('roles.new')}
        </button>
      }
    >
      <DataTable
        testId="roles-table"
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="role-row"
        exportName="roles"
        {...wholeTable(roles)}
        actionsWidth={ACTIONS_WIDTH.two}
        actions={(r) => (
          <div className="row-actions">
            <button
              type="button"
              className="small"
              data-testid="role-edit"
              onClick={() => setDialog({ kind: 'edit', role: r })}
            >
              {t('common.edit')}
            </button>
            <button
              type="button"
              className="danger small"
              data-testid="role-delete"
              onClick={() => setDialog({ kind: 'delete', role: r })}
            >
              {t('common.delete')}
            </button>
          </div>
        )}
      />
      {dialog?.kind === 'edit' && <RoleEditor role={dialog.role} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('common.delete')}
          message={t('roles.deleteConfirm', { name: dialog.role.name })}
          confirmLabel={t('common.delete')}
          danger
          pending={remove.isPending}
          onCancel={close}
          onConfirm={() => remove.mutate({ id: dialog.role.id }, { onSuccess: close })}
        />
      )}
    </Page>
  );
}
