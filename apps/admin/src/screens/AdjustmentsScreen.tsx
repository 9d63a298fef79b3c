import type { AdjustmentView } from '@exchange/contracts';
import { useState } from 'react';
import { useAdjustmentActions, useAdjustments } from '../api/ledger';
import { useCan, useI18n } from '../app/context';
import {
  amountColumn,
  codeColumn,
  idColumn,
  noteColumn,
  statusColumn,
  statusFilter,
  termColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import {
  DECISION_ACTIONS_WIDTH,
  DecisionActions,
  DecisionDialog,
  type Decision,
} from '../components/DecisionActions';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { AdjustmentForm } from './AdjustmentForm';
import { uidColumn } from './UserLink';

const ADJUSTMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

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
  const [making, setMaking] = useState(false);
  const [decision, setDecision] = useState<Decision<AdjustmentView> | null>(null);

  const columns: Column<AdjustmentView>[] = [
    idColumn('id', t('col.id'), (a) => a.id),
    uidColumn(
      t('col.uid'),
      (a) => a.userId,
      (a) => a.uid,
    ),
    termColumn(i18n, 'kind', t('col.kind'), 'adjustmentKind', (a) => a.kind),
    termColumn(i18n, 'wallet', t('col.wallet'), 'wallet', (a) => a.wallet),
    codeColumn('asset', t('col.asset'), (a) => a.asset),
    amountColumn('amount', t('col.amount'), (a) => a.amount),
    noteColumn('reason', t('col.reason'), (a) => a.reason),
    statusColumn('status', t('col.status'), 'adjustmentStatus', (a) => a.status),
    textColumn('maker', t('col.maker'), (a) => a.maker),
    textColumn('checker', t('col.checker'), (a) => a.checker),
    noteColumn('rejectReason', t('col.rejectReason'), (a) => a.rejectReason),
    {
      ...textColumn('transaction', t('col.transaction'), (a) => a.transactionId, false),
      width: WIDTH.id,
    },
    timeColumn('created', t('col.created'), (a) => a.createdAt),
    timeColumn('decided', t('col.decided'), (a) => a.decidedAt),
  ];

  return (
    <ListScreen
      title={t('adjustments.title')}
      pageActions={
        can('adjustments.make') && (
          <button
            type="button"
            className="primary"
            data-testid="adjustment-new"
            onClick={() => setMaking(true)}
          >
            {t('adjustments.new')}
          </button>
        )
      }
      testId="adjustments-table"
      columns={columns}
      rowKey={(a) => a.id}
      rowTestId="adjustment-row"
      exportName="adjustments"
      list={list}
      query={query}
      filters={[statusFilter(i18n, 'adjustmentStatus', ADJUSTMENT_STATUSES)]}
      // Without the permission to decide, the table has no actions column at all.
      actionsWidth={DECISION_ACTIONS_WIDTH}
      actions={
        can('adjustments.check')
          ? (a) =>
              a.status === 'PENDING' && (
                <DecisionActions row={a} testIdPrefix="adjustment" onDecide={setDecision} />
              )
          : undefined
      }
    >
      {making && (
        <AdjustmentForm
          pending={actions.request.isPending}
          onClose={() => setMaking(false)}
          onSubmit={(request, done) => actions.request.mutate(request, { onSuccess: done })}
        />
      )}
      <DecisionDialog
        decision={decision}
        approve={actions.approve}
        reject={actions.reject}
        approveMessage={(a) =>
          t('adjustments.approveConfirm', {
            id: a.id,
            kind: i18n.term('adjustmentKind', a.kind),
            amount: a.amount,
            asset: a.asset,
          })
        }
        rejectTitle={(a) => t('adjustments.rejectTitle', { id: a.id })}
        onClose={() => setDecision(null)}
      />
    </ListScreen>
  );
}
