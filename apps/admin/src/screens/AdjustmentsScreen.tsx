import type { AdjustmentView } from '@exchange/contracts';
import { useState } from 'react';
import { useAdjustmentActions, useAdjustments } from '../api/ledger';
import { useCan, useI18n } from '../app/context';
import {
  amountColumn,
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
import { AdjustmentForm } from './AdjustmentForm';
import { UserLink } from './UserLink';

const ADJUSTMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

type Dialog = { kind: 'new' } | { kind: 'approve' | 'reject'; row: AdjustmentView } | null;

/**
 * Maker-checker: one operator asks (`adjustments.make`), another decides
 * (`adjustments.check`). The server refuses a maker approving their own
 * request; its message is shown as it comes.
 */
export function AdjustmentsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const can = useCan();
  const list = useUrlList({ status: 'PENDING' });
  const query = useAdjustments(list.query);
  const actions = useAdjustmentActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const mayCheck = can('adjustments.check');

  const columns: Column<AdjustmentView>[] = [
    idColumn('id', t('col.id'), (a) => a.id),
    {
      ...textColumn('uid', t('col.uid'), (a) => a.uid),
      render: (a) => <UserLink id={a.userId} label={a.uid} />,
    },
    termColumn(i18n, 'kind', t('col.kind'), 'adjustmentKind', (a) => a.kind),
    termColumn(i18n, 'wallet', t('col.wallet'), 'wallet', (a) => a.wallet),
    textColumn('asset', t('col.asset'), (a) => a.asset),
    amountColumn('amount', t('col.amount'), (a) => a.amount),
    noteColumn('reason', t('col.reason'), (a) => a.reason),
    statusColumn('status', t('col.status'), 'adjustmentStatus', (a) => a.status),
    textColumn('maker', t('col.maker'), (a) => a.maker),
    textColumn('checker', t('col.checker'), (a) => a.checker),
    noteColumn('rejectReason', t('col.rejectReason'), (a) => a.rejectReason),
    textColumn('transaction', t('col.transaction'), (a) => a.transactionId, false),
    timeColumn('created', t('col.created'), (a) => a.createdAt),
    timeColumn('decided', t('col.decided'), (a) => a.decidedAt),
  ];

  return (
    <Page
      title={t('adjustments.title')}
      actions={
        can('adjustments.make') && (
          <button
            type="button"
            className="primary"
            data-testid="adjustment-new"
            onClick={() => setDialog({ kind: 'new' })}
          >
            {t('adjustments.new')}
          </button>
        )
      }
    >
      <DataTable
        testId="adjustments-table"
        columns={columns}
        rowKey={(a) => a.id}
        rowTestId="adjustment-row"
        exportName="adjustments"
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
                options: termOptions(i18n, 'adjustmentStatus', ADJUSTMENT_STATUSES),
              },
            ]}
          />
        }
        {...(mayCheck && {
          actions: (a: AdjustmentView) =>
            a.status === 'PENDING' && (
              <div className="row-actions">
                <button
                  type="button"
                  className="primary small"
                  data-testid="adjustment-approve"
                  onClick={() => setDialog({ kind: 'approve', row: a })}
                >
                  {t('common.approve')}
                </button>
                <button
                  type="button"
                  className="danger small"
                  data-testid="adjustment-reject"
                  onClick={() => setDialog({ kind: 'reject', row: a })}
                >
                  {t('common.reject')}
                </button>
              </div>
            ),
        })}
      />
      {dialog?.kind === 'new' && (
        <AdjustmentForm
          pending={actions.request.isPending}
          onClose={close}
          onSubmit={(request, done) => actions.request.mutate(request, { onSuccess: done })}
        />
      )}
      {dialog?.kind === 'approve' && (
        <ConfirmDialog
          title={t('common.approve')}
          message={t('adjustments.approveConfirm', {
            id: dialog.row.id,
            kind: i18n.term('adjustmentKind', dialog.row.kind),
            amount: dialog.row.amount,
            asset: dialog.row.asset,
          })}
          confirmLabel={t('common.approve')}
          pending={actions.approve.isPending}
          onCancel={close}
          onConfirm={() => actions.approve.mutate({ id: dialog.row.id }, { onSuccess: close })}
        />
      )}
      {dialog?.kind === 'reject' && (
        <ReasonDialog
          title={t('adjustments.rejectTitle', { id: dialog.row.id })}
          confirmLabel={t('common.reject')}
          pending={actions.reject.isPending}
          onCancel={close}
          onConfirm={(reason) =>
            actions.reject.mutate({ id: dialog.row.id, reason }, { onSuccess: close })
          }
        />
      )}
    </Page>
  );
}
