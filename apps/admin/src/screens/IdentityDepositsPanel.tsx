import { useState, type FormEvent } from 'react';
import { useCoins } from '../api/config';
import { useBusinessDeposits, useIdentityConfigActions, type DepositOption } from '../api/identity';
import { useI18n } from '../app/context';
import { amountColumn, codeColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FormButtons, Modal } from '../components/Modal';
import { Panel } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import {
  depositProblems,
  depositsBody,
  depositsChanged,
  depositsDraft,
  MAX_DEPOSIT_COINS,
  type DepositDraft,
} from './identityConfigRules';
import { FormProblems } from './marketFields';

/** The security deposit a user locks to become a merchant, per coin it may be paid in. */
export function IdentityDepositsPanel() {
  const { t } = useI18n();
  const deposits = useBusinessDeposits();
  const [editing, setEditing] = useState(false);
  const columns: Column<DepositOption>[] = [
    codeColumn('coin', t('col.coin'), (d) => d.coin),
    amountColumn('amount', t('col.amount'), (d) => d.amount),
  ];
  return (
    <Panel
      title={t('identityConfig.deposits')}
      testId="config-business-deposits"
      actions={
        <button
          type="button"
          className="small"
          data-testid="deposits-edit"
          disabled={deposits.data === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p className="muted">{t('identityConfig.depositsNote')}</p>
      {deposits.data?.length === 0 ? (
        <p className="warning" data-testid="deposits-none">
          {t('identityConfig.noDeposits')}
        </p>
      ) : (
        <DataTable
          testId="deposits-table"
          columns={columns}
          rowKey={(d) => d.coin}
          rowTestId="deposit-option-row"
          {...wholeTable(deposits)}
        />
      )}
      {editing && deposits.data && (
        <DepositsForm current={deposits.data} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}

/** Edits the whole list: the server offers exactly the coins sent. */
function DepositsForm(props: { current: readonly DepositOption[]; onClose: () => void }) {
  const { t } = useI18n();
  const coins = useCoins();
  const { saveDeposits } = useIdentityConfigActions();
  const [rows, setRows] = useState<DepositDraft[]>(() => depositsDraft(props.current));
  const problems = depositProblems(rows);
  const changed = depositsChanged(props.current, rows);
  const invalid = (field: string) => problems.some((p) => p.field === field) || undefined;
  // A coin the list holds stays choosable even if it is no longer listed.
  const symbols = [
    ...new Set([...(coins.data ?? []).map((c) => c.symbol), ...props.current.map((d) => d.coin)]),
  ];
  const update = (key: number, change: Partial<DepositDraft>) =>
    setRows(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () =>
    setRows([...rows, { key: Math.max(-1, ...rows.map((r) => r.key)) + 1, coin: '', amount: '' }]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || !changed) return;
    saveDeposits.mutate({ deposits: depositsBody(rows) }, { onSuccess: props.onClose });
  };

  return (
    <Modal title={t('identityConfig.depositsTitle')} onClose={props.onClose} testId="deposits-form">
      <form className="stack" onSubmit={submit}>
        <table className="edit-table">
          <thead>
            <tr>
              <th>{t('col.coin')}</th>
              <th>{t('col.amount')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-testid="deposit-form-row">
                <td>
                  <select
                    data-testid="deposit-coin"
                    aria-label={t('col.coin')}
                    aria-invalid={invalid(`coin.${row.key}`)}
                    value={row.coin}
                    onChange={(e) => update(row.key, { coin: e.target.value })}
                  >
                    <option value="" disabled>
                      {t('identityConfig.chooseCoin')}
                    </option>
                    {symbols.map((symbol) => (
                      <option key={symbol} value={symbol}>
                        {symbol}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="num"
                    inputMode="decimal"
                    data-testid="deposit-amount"
                    aria-label={t('col.amount')}
                    aria-invalid={invalid(`amount.${row.key}`)}
                    value={row.amount}
                    onChange={(e) => update(row.key, { amount: e.target.value.trim() })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="danger small"
                    data-testid="deposit-remove"
                    onClick={() => setRows(rows.filter((r) => r.key !== row.key))}
                  >
                    {t('identityConfig.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <button
            type="button"
            className="small"
            data-testid="deposit-add"
            disabled={rows.length >= MAX_DEPOSIT_COINS}
            onClick={add}
          >
            {t('identityConfig.addCoin')}
          </button>
        </div>
        <small className="muted">{t('identityConfig.depositHint')}</small>
        {rows.length === 0 && <p className="warning">{t('identityConfig.noDeposits')}</p>}
        <FormProblems problems={problems} testId="deposits-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="deposits-submit"
          disabled={saveDeposits.isPending || problems.length > 0 || !changed}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
