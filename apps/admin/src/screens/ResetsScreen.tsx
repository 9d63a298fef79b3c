import { useState } from 'react';
import { useDecideReset, useResets, type AdminResetRequest } from '../api/users';
import { useI18n } from '../app/context';
import {
  clippedColumn,
  idColumn,
  noteColumn,
  statusColumn,
  statusFilter,
  termColumn,
  timeColumn,
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
import { uidColumn } from './UserLink';

const RESET_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Manual security resets: the operator reads the user's message, then approves or rejects. */
export function ResetsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: 'pending' });
  const query = useResets(list.query);
  const decide = useDecideReset();
  const [decision, setDecision] = useState<Decision<AdminResetRequest> | null>(null);

  const columns: Column<AdminResetRequest>[] = [
    idColumn('id', t('col.id'), (r) => r.id),
    uidColumn(
      t('col.uid'),
      (r) => r.userId,
      (r) => r.uid,
    ),
    // Login names and contacts are often email addresses.
    clippedColumn('loginName', t('col.loginName'), (r) => r.loginName),
    termColumn(i18n, 'factor', t('col.factor'), 'factor', (r) => r.factor),
    clippedColumn('contact', t('col.contact'), (r) => r.contact),
    {
      ...noteColumn('message', t('col.message'), (r) => r.message),
      render: (r) => <span className="prewrap">{r.message}</span>,
    },
    statusColumn('status', t('col.status'), 'resetStatus', (r) => r.status),
    timeColumn('time', t('col.time'), (r) => r.time),
    timeColumn('reviewed', t('col.reviewed'), (r) => r.reviewedAt),
  ];

  return (
    <ListScreen
      title={t('resets.title')}
      testId="resets-table"
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId="reset-row"
      exportName="reset-requests"
      list={list}
      query={query}
      filters={[statusFilter(i18n, 'resetStatus', RESET_STATUSES)]}
      actionsWidth={DECISION_ACTIONS_WIDTH}
      actions={(r) =>
        r.status === 'pending' && (
          <DecisionActions row={r} testIdPrefix="reset" onDecide={setDecision} />
        )
      }
    >
      <DecisionDialog
        decision={decision}
        approve={decide.approve}
        reject={decide.reject}
        approveMessage={(r) =>
          t('resets.approveConfirm', { id: r.id, factor: i18n.term('factor', r.factor) })
        }
        rejectTitle={(r) => t('resets.rejectTitle', { id: r.id })}
        // Clearing a factor cannot be taken back.
        danger
        onClose={() => setDecision(null)}
      />
    </ListScreen>
  );
}
