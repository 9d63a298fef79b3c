import { DEPOSIT_STATUSES } from '@exchange/contracts';
import { useState } from 'react';
import {
  useApproveDeposit,
  useDeposits,
  useRejectDeposit,
  type AdminDeposit,
} from '../api/withdrawals';
import { useCan, useI18n } from '../app/context';
import { longColumn, statusColumn, statusFilter, timeColumn, WIDTH } from '../components/cells';
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

/**
 * Deposits seen on chain. The chain watcher credits them; a deposit above
 * its chain's review threshold waits here in `review` until an operator
 * passes it (credited) or fails it (never credited).
 */
export function DepositsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: '' });
  const query = useDeposits(list.query);
  const approve = useApproveDeposit();
  const reject = useRejectDeposit();
  const [decision, setDecision] = useState<Decision<AdminDeposit> | null>(null);
  const mayReview = useCan()('deposits.review');

  const columns: Column<AdminDeposit>[] = [
    ...transferColumns<AdminDeposit>(i18n),
    {
      id: 'confirmations',
      header: t('col.confirmations'),
      value: (d) => d.confirmations,
      render: (d) => `${d.confirmations} / ${d.requiredConfirmations}`,
      numeric: true,
      sort: 'number',
      width: WIDTH.amount,
    },
    longColumn('txid', t('col.txid'), (d) => d.txid),
    statusColumn('status', t('col.status'), 'depositStatus', (d) => d.status),
    timeColumn('time', t('col.time'), (d) => d.createdAt),
    timeColumn('credited', t('col.credited'), (d) => d.creditedAt),
    longColumn('reviewNote', t('col.reviewNote'), (d) => d.reviewNote ?? ''),
  ];

  return (
    <ListScreen
      title={t('deposits.title')}
      testId="deposits-table"
      columns={columns}
      rowKey={(d) => d.id}
      rowTestId="deposit-row"
      exportName="deposits"
      list={list}
      query={query}
      filters={[statusFilter(i18n, 'depositStatus', DEPOSIT_STATUSES)]}
      actionsWidth={DECISION_ACTIONS_WIDTH}
      actions={(d) =>
        mayReview &&
        d.status === 'review' && (
          <DecisionActions row={d} testIdPrefix="deposit" onDecide={setDecision} />
        )
      }
    >
      <DecisionDialog
        decision={decision}
        approve={approve}
        reject={reject}
        approveMessage={(d) =>
          t('deposits.approveConfirm', {
            id: d.id,
            amount: d.amount,
            coin: d.symbol,
            chain: d.chain,
          })
        }
        rejectTitle={(d) => t('deposits.rejectTitle', { id: d.id })}
        onClose={() => setDecision(null)}
      />
    </ListScreen>
  );
}
