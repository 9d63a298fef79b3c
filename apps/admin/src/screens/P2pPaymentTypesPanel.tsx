import { RISK_CLASSES, type PaymentType } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useP2pConfigActions, useP2pPaymentTypes, type PaymentTypeConfig } from '../api/p2p';
import { useI18n } from '../app/context';
import { Badge } from '../components/Badge';
import { WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FormButtons, Modal } from '../components/Modal';
import { Panel } from '../components/Page';
import { wholeTable } from '../components/tableQuery';

type RiskClass = (typeof RISK_CLASSES)[number];

const TYPE_LABEL = {
  bank_card: 'p2pConfig.type.bank_card',
  wechat: 'p2pConfig.type.wechat',
  alipay: 'p2pConfig.type.alipay',
  western_union: 'p2pConfig.type.western_union',
  swift: 'p2pConfig.type.swift',
  crypto: 'p2pConfig.type.crypto',
} as const satisfies Record<PaymentType, string>;
const RISK_LABEL = {
  1: 'p2pConfig.risk.1',
  2: 'p2pConfig.risk.2',
  3: 'p2pConfig.risk.3',
  4: 'p2pConfig.risk.4',
} as const satisfies Record<RiskClass, string>;

const isRiskClass = (value: number): value is RiskClass => RISK_CLASSES.some((c) => c === value);

/** Whether the form differs from what the server holds, type by type. */
const typesChanged = (before: readonly PaymentTypeConfig[], draft: readonly PaymentTypeConfig[]) =>
  draft.some((row, index) => {
    const server = before[index];
    return server?.riskClass !== row.riskClass || server.enabled !== row.enabled;
  });

/** Each P2P payment type's chargeback-risk class, and whether users may add it. */
export function P2pPaymentTypesPanel() {
  const { t } = useI18n();
  const types = useP2pPaymentTypes();
  const [editing, setEditing] = useState(false);
  const offered = (row: PaymentTypeConfig) => (row.enabled ? t('common.yes') : t('common.no'));
  const risk = (row: PaymentTypeConfig) =>
    isRiskClass(row.riskClass) ? t(RISK_LABEL[row.riskClass]) : String(row.riskClass);

  const columns: Column<PaymentTypeConfig>[] = [
    {
      id: 'type',
      header: t('p2pConfig.type'),
      value: (row) => t(TYPE_LABEL[row.type]),
      width: WIDTH.long,
    },
    {
      id: 'riskClass',
      header: t('p2pConfig.riskClass'),
      value: (row) => row.riskClass,
      render: risk,
      csv: risk,
      sort: 'number',
      width: WIDTH.long,
    },
    {
      id: 'offered',
      header: t('p2pConfig.offered'),
      value: (row) => row.enabled,
      render: (row) => <Badge tone={row.enabled ? 'ok' : 'bad'}>{offered(row)}</Badge>,
      csv: offered,
      sort: 'text',
      width: WIDTH.flag,
    },
  ];

  return (
    <Panel
      title={t('p2pConfig.types')}
      testId="config-p2p-types"
      actions={
        <button
          type="button"
          className="small"
          data-testid="p2p-types-edit"
          disabled={types.data === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p className="muted">{t('p2pConfig.typesNote')}</p>
      <DataTable
        testId="p2p-types-table"
        columns={columns}
        rowKey={(row) => row.type}
        rowTestId="p2p-type-row"
        {...wholeTable(types)}
      />
      {editing && types.data && (
        <TypesForm current={types.data} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}

/** Sets every type at once: the server takes the six together. */
function TypesForm(props: { current: readonly PaymentTypeConfig[]; onClose: () => void }) {
  const { t } = useI18n();
  const { saveTypes } = useP2pConfigActions();
  const [draft, setDraft] = useState<PaymentTypeConfig[]>(() => [...props.current]);
  const changed = typesChanged(props.current, draft);
  const update = (type: PaymentType, change: Partial<PaymentTypeConfig>) =>
    setDraft(draft.map((row) => (row.type === type ? { ...row, ...change } : row)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    saveTypes.mutate({ types: draft }, { onSuccess: props.onClose });
  };

  return (
    <Modal title={t('p2pConfig.typesTitle')} onClose={props.onClose} testId="p2p-types-form">
      <form className="stack" onSubmit={submit}>
        <table className="edit-table">
          <thead>
            <tr>
              <th>{t('p2pConfig.type')}</th>
              <th>{t('p2pConfig.riskClass')}</th>
              <th>{t('p2pConfig.offered')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.map((row) => {
              const name = t(TYPE_LABEL[row.type]);
              return (
                <tr key={row.type} data-testid="p2p-type-form-row">
                  <td>{name}</td>
                  <td>
                    <select
                      data-testid={`p2p-risk-${row.type}`}
                      aria-label={`${name}, ${t('p2pConfig.riskClass')}`}
                      value={row.riskClass}
                      onChange={(e) => update(row.type, { riskClass: Number(e.target.value) })}
                    >
                      {RISK_CLASSES.map((risk) => (
                        <option key={risk} value={risk}>
                          {t(RISK_LABEL[risk])}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <label className="check">
                      <input
                        type="checkbox"
                        data-testid={`p2p-offered-${row.type}`}
                        checked={row.enabled}
                        onChange={(e) => update(row.type, { enabled: e.target.checked })}
                      />
                      <span>{t('p2pConfig.offered')}</span>
                    </label>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <small className="muted">{t('p2pConfig.typesHint')}</small>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="p2p-types-submit"
          disabled={saveTypes.isPending || !changed}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
