import { ERROR_CODES, WITHDRAWAL_STATUSES } from '@exchange/contracts';
import { useState } from 'react';
import { ApiError } from '../api/errors';
import {
  useApproveWithdrawal,
  useRejectWithdrawal,
  useWithdrawals,
  type AdminWithdrawal,
} from '../api/withdrawals';
import { useI18n } from '../app/context';
import { amountColumn, statusColumn, statusFilter, timeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import {
  DECISION_ACTIONS_WIDTH,
  DecisionActions,
  DecisionDialog,
  type Decision,
  type DecisionMutation,
} from '../components/DecisionActions';
import { CodeDialog } from '../components/dialogs';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { transferColumns } from './transferColumns';
import { WithdrawalChecks } from './withdrawalChecks';

/** The review queue: by default the withdrawals waiting for an operator (`applied`). */
export function WithdrawalsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: 'applied' });
  const query = useWithdrawals(list.query);
  const approve = useApproveWithdrawal();
  // The code dialog shows a refusal beside the code, not as a notice.
  const approveWithCode = useApproveWithdrawal({ quiet: true });
  const reject = useRejectWithdrawal();
  const [decision, setDecision] = useState<Decision<AdminWithdrawal> | null>(null);
  const close = () => {
    approveWithCode.reset();
    setDecision(null);
  };

  // A row the server said needs no code may need one by the time it is approved
  // (the threshold was lowered meanwhile): the server refuses, and the code is asked then.
  const approveOrAsk: DecisionMutation<{ id: number }> = {
    isPending: approve.isPending,
    mutate: (variables, options) =>
      approve.mutate(variables, {
        ...options,
        onError: (error) => {
          const row = decision?.row;
          if (row && isCode(error, ERROR_CODES.WITHDRAWAL_APPROVAL_NEEDS_CODE))
            setDecision({ kind: 'approve', row: { ...row, needsCode: true } });
        },
      }),
  };

  const columns: Column<AdminWithdrawal>[] = [
    ...transferColumns<AdminWithdrawal>(i18n),
    amountColumn('fee', t('col.fee'), (w) => w.fee),
    statusColumn('status', t('col.status'), 'withdrawalStatus', (w) => w.status),
    timeColumn('time', t('col.time'), (w) => w.createdAt),
  ];
  const approveMessage = (w: AdminWithdrawal) =>
    t('withdrawals.approveConfirm', {
      id: w.id,
      amount: w.amount,
      coin: w.symbol,
      chain: w.chain,
      address: w.address,
    });

  return (
    <ListScreen
      title={t('withdrawals.title')}
      testId="withdrawals-table"
      columns={columns}
      rowKey={(w) => w.id}
      rowTestId="withdrawal-row"
      exportName="withdrawals"
      list={list}
      query={query}
      filters={[statusFilter(i18n, 'withdrawalStatus', WITHDRAWAL_STATUSES)]}
      actionsWidth={DECISION_ACTIONS_WIDTH}
      // Under each row rather than a column, so they are seen without scrolling; ages are
      // reckoned as of the page's answer, so every render shows the same words.
      detail={(w) => <WithdrawalChecks i18n={i18n} row={w} nowMs={query.dataUpdatedAt} />}
      actions={(w) =>
        w.status === 'applied' && (
          <DecisionActions row={w} testIdPrefix="withdrawal" onDecide={setDecision} />
        )
      }
    >
      {decision?.kind === 'approve' && decision.row.needsCode ? (
        <CodeDialog
          title={t('withdrawals.codeTitle', { id: decision.row.id })}
          message={
            <>
              {approveMessage(decision.row)} {t('withdrawals.codeNote')}
            </>
          }
          confirmLabel={t('common.approve')}
          pending={approveWithCode.isPending}
          error={approveWithCode.error}
          onCancel={close}
          onConfirm={(totp) =>
            approveWithCode.mutate({ id: decision.row.id, totp }, { onSuccess: close })
          }
        />
      ) : (
        <DecisionDialog
          decision={decision}
          approve={approveOrAsk}
          reject={reject}
          approveMessage={approveMessage}
          rejectTitle={(w) => t('withdrawals.rejectTitle', { id: w.id })}
          onClose={close}
        />
      )}
    </ListScreen>
  );
}

const isCode = (error: unknown, code: number) => error instanceof ApiError && error.code === code;
