import { WITHDRAWAL_STATUSES } from '@exchange/contracts';
import { useState } from 'react';
import {
  useApproveWithdrawal,
  useRejectWithdrawal,
  useWithdrawals,
  type AdminWithdrawal,
} from '../api/withdrawals';
import { useI18n } from '../app/context';
import { amountColumn, statusColumn, statusFilter, timeColumn, WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import {
  DECISION_ACTIONS_WIDTH,
  DecisionActions,
  DecisionDialog,
  type Decision,
} from '../components/DecisionActions';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { transferColumns } from './transferColumns';
import { formatTime } from '../lib/format';

/** The review queue: by default the withdrawals waiting for an operator (`applied`). */
export function WithdrawalsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: 'applied' });
  const query = useWithdrawals(list.query);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [decision, setDecision] = useState<Decision<AdminWithdrawal> | null>(null);

  const columns: Column<AdminWithdrawal>[] = [
    ...transferColumns<AdminWithdrawal>(i18n),
    amountColumn('fee', t('col.fee'), (w) => w.fee),
    statusColumn('status', t('col.status'), 'withdrawalStatus', (w) => w.status),
    {
      // A first withdrawal to a new address waits 24 h after approval; the reviewer sees it.
      id: 'hold',
      header: t('col.hold'),
      value: (w) => w.holdUntil ?? '',
      render: (w) =>
        w.holdUntil !== null && (
          <span className="badge warn" data-testid="withdrawal-hold">
            {t('withdrawals.newAddressHold', { time: formatTime(w.holdUntil) })}
          </span>
        ),
      // Most rows have no hold; one that has widens the column.
      width: WIDTH.status,
    },
    timeColumn('time', t('col.time'), (w) => w.createdAt),
  ];

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
      actions={(w) =>
        w.status === 'applied' && (
          <DecisionActions row={w} testIdPrefix="withdrawal" onDecide={setDecision} />
        )
      }
    >
      <DecisionDialog
        decision={decision}
        approve={approve}
        reject={reject}
        approveMessage={(w) =>
          t('withdrawals.approveConfirm', {
            id: w.id,
            amount: w.amount,
            coin: w.symbol,
            chain: w.chain,
            address: w.address,
          })
        }
        rejectTitle={(w) => t('withdrawals.rejectTitle', { id: w.id })}
        onClose={() => setDecision(null)}
      />
    </ListScreen>
  );
}
