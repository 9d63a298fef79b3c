import { useState } from 'react';
import { useDecideReset, useResets, type AdminResetRequest } from '../api/users';
import { useI18n } from '../app/context';
import {
  idColumn,
  noteColumn,
  statusColumn,
  termColumn,
  termOptions,
  textColumn,
  timeColumn,
} from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { ConfirmDialog, ReasonDialog } from '../components/dialogs';
import { FilterBar } from '../components/FilterBar';
import { Page } from '../components/Page';
import { pagedTable } from '../components/tableQuery';
import { useUrlList } from '../components/useList';
import { UserLink } from './UserLink';

const RESET_STATUSES = ['pending', 'approved', 'rejected'] as const;

type Decision = { kind: 'approve' | 'reject'; row: AdminResetRequest } | null;

/** Manual security resets: the operator reads the user's message, then approves or rejects. */
export function ResetsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: 'pending' });
  const query = useResets(list.query);
  const decide = useDecideReset();
  const [decision, setDecision] = useState<Decision>(null);
  const close = () => setDecision(null);

  const columns: Column<AdminResetRequest>[] = [
    idColumn('id', t('col.id'), (r) => r.id),
    {
      ...textColumn('uid', t('col.uid'), (r) => r.uid),
      render: (r) => <UserLink id={r.userId} label={r.uid} />,
    },
    textColumn('loginName', t('col.loginName'), (r) => r.loginName),
    termColumn(i18n, 'factor', t('col.factor'), 'factor', (r) => r.factor),
    textColumn('contact', t('col.contact'), (r) => r.contact),
    {
      ...noteColumn('message', t('col.message'), (r) => r.message),
      render: (r) => <span className="prewrap">{r.message}</span>,
    },
    statusColumn('status', t('col.status'), 'resetStatus', (r) => r.status),
    timeColumn('time', t('col.time'), (r) => r.time),
    timeColumn('reviewed', t('col.reviewed'), (r) => r.reviewedAt),
  ];

  return (
    <Page title={t('resets.title')}>
      <DataTable
        testId="resets-table"
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId="reset-row"
        exportName="reset-requests"
        {...pagedTable(query, list)}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={[
              {
                name: 'status',
                kind: 'select',
                label: t('filter.status'),
                options: termOptions(i18n, 'resetStatus', RESET_STATUSES),
              },
            ]}
          />
        }
        actions={(r) =>
          r.status === 'pending' && (
            <div className="row-actions">
              <button
                type="button"
                className="primary small"
                data-testid="reset-approve"
                onClick={() => setDecision({ kind: 'approve', row: r })}
              >
                {t('common.approve')}
              </button>
              <button
                type="button"
                className="danger small"
                data-testid="reset-reject"
                onClick={() => setDecision({ kind: 'reject', row: r })}
              >
                {t('common.reject')}
              </button>
            </div>
          )
        }
      />
      {decision?.kind === 'approve' && (
        <ConfirmDialog
          title={t('common.approve')}
          message={t('resets.approveConfirm', {
            id: decision.row.id,
            factor: i18n.term('factor', decision.row.factor),
          })}
          confirmLabel={t('common.approve')}
          danger
          pending={decide.approve.isPending}
          onCancel={close}
          onConfirm={() => decide.approve.mutate({ id: decision.row.id }, { onSuccess: close })}
        />
      )}
      {decision?.kind === 'reject' && (
        <ReasonDialog
          title={t('resets.rejectTitle', { id: decision.row.id })}
          confirmLabel={t('common.reject')}
          pending={decide.reject.isPending}
          onCancel={close}
          onConfirm={(reason) =>
            decide.reject.mutate({ id: decision.row.id, reason }, { onSuccess: close })
          }
        />
      )}
    </Page>
  );
}
