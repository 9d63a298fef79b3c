import { WITHDRAWAL_STATUSES } from '@exchange/contracts';
import { useState } from 'react';
import {
  useApproveWithdrawal,
  useRejectWithdrawal,
  useWithdrawals,
  type AdminWithdrawal,
} from '../api/withdrawals';
import { useI18n } from '../app/context';
import {
  amountColumn,
  idColumn,
  longColumn,
  statusColumn,
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

type Decision = { kind: 'approve' | 'reject'; row: AdminWithdrawal } | null;

/** The review queue: by default the withdrawals waiting for an operator (`applied`). */
export function WithdrawalsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ status: 'applied' });
  const query = useWithdrawals(list.query);
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [decision, setDecision] = useState<Decision>(null);
  const close = () => setDecision(null);

  const columns: Column<AdminWithdrawal>[] = [
    idColumn('id', t('col.id'), (w) => w.id),
    {
      ...idColumn('userId', t('col.userId'), (w) => w.userId),
      render: (w) => <UserLink id={w.userId} />,
    },
    textColumn('coin', t('col.coin'), (w) => w.symbol),
    textColumn('chain', t('col.chain'), (w) => w.chain),
    longColumn('address', t('col.address'), (w) => w.address),
    amountColumn('amount', t('col.amount'), (w) => w.amount),
    amountColumn('fee', t('col.fee'), (w) => w.fee),
    statusColumn('status', t('col.status'), 'withdrawalStatus', (w) => w.status),
    timeColumn('time', t('col.time'), (w) => w.createdAt),
  ];

  return (
    <Page title={t('withdrawals.title')}>
      <DataTable
        testId="withdrawals-table"
        columns={columns}
        rowKey={(w) => w.id}
        rowTestId="withdrawal-row"
        exportName="withdrawals"
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
                options: termOptions(i18n, 'withdrawalStatus', WITHDRAWAL_STATUSES),
              },
            ]}
          />
        }
        actions={(w) =>
          w.status === 'applied' && (
            <div className="row-actions">
              <button
                type="button"
                className="primary small"
                data-testid="withdrawal-approve"
                onClick={() => setDecision({ kind: 'approve', row: w })}
              >
                {t('common.approve')}
              </button>
              <button
                type="button"
                className="danger small"
                data-testid="withdrawal-reject"
                onClick={() => setDecision({ kind: 'reject', row: w })}
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
          message={t('withdrawals.approveConfirm', {
            id: decision.row.id,
            amount: decision.row.amount,
            coin: decision.row.symbol,
            chain: decision.row.chain,
            address: decision.row.address,
          })}
          confirmLabel={t('common.approve')}
          pending={approve.isPending}
          onCancel={close}
          onConfirm={() => approve.mutate({ id: decision.row.id }, { onSuccess: close })}
        />
      )}
      {decision?.kind === 'reject' && (
        <ReasonDialog
          title={t('withdrawals.rejectTitle', { id: decision.row.id })}
          confirmLabel={t('common.reject')}
          pending={reject.isPending}
          onCancel={close}
          onConfirm={(reason) =>
            reject.mutate({ id: decision.row.id, reason }, { onSuccess: close })
          }
        />
      )}
    </Page>
  );
}
