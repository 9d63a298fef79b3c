import { useState, type FormEvent } from 'react';
import { useP2pConfigActions, useP2pRiskClasses, type RiskClassConfig } from '../api/p2p';
import { useI18n } from '../app/context';
import { WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FormButtons, Modal } from '../components/Modal';
import { Panel } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { FormProblems } from './marketFields';
import {
  riskBody,
  riskChanged,
  riskDrafts,
  riskLabel,
  riskProblems,
  type RiskDraft,
} from './p2pConfigRules';

/**
 * Per chargeback-risk class: the most a buyer's first P2P trade paid with a
 * method of that class may be worth, and how long coins bought so stay
 * unwithdrawable.
 */
export function P2pRiskClassesPanel() {
  const { t } = useI18n();
  const classes = useP2pRiskClasses();
  const [editing, setEditing] = useState(false);
  const name = (row: RiskClassConfig) => {
    const label = riskLabel(row.riskClass);
    return label === null ? String(row.riskClass) : t(label);
  };
  const hold = (row: RiskClassConfig) =>
    row.withdrawHoldHours === 0 ? t('p2pConfig.noHold') : String(row.withdrawHoldHours);

  const columns: Column<RiskClassConfig>[] = [
    {
      id: 'riskClass',
      header: t('p2pConfig.riskClass'),
      value: (row) => row.riskClass,
      render: name,
      csv: name,
      sort: 'number',
      width: WIDTH.long,
    },
    {
      id: 'cap',
      header: t('p2pConfig.firstTradeCap'),
      value: (row) => row.firstTradeCapUsd,
      sort: 'decimal',
      numeric: true,
      width: WIDTH.amount + 60,
    },
    {
      id: 'hold',
      header: t('p2pConfig.withdrawHold'),
      value: (row) => row.withdrawHoldHours,
      render: hold,
      csv: hold,
      sort: 'number',
      numeric: true,
      width: WIDTH.amount + 60,
    },
  ];

  return (
    <Panel
      title={t('p2pConfig.riskClasses')}
      testId="config-p2p-risk"
      actions={
        <button
          type="button"
          className="small"
          data-testid="p2p-risk-edit"
          disabled={classes.data === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p className="muted">{t('p2pConfig.riskClassesNote')}</p>
      <DataTable
        testId="p2p-risk-table"
        columns={columns}
        rowKey={(row) => row.riskClass}
        rowTestId="p2p-risk-row"
        {...wholeTable(classes)}
      />
      {editing && classes.data && (
        <RiskClassesForm current={classes.data} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}

/** Sets all four classes at once: the server takes them together. */
function RiskClassesForm(props: { current: readonly RiskClassConfig[]; onClose: () => void }) {
  const { t } = useI18n();
  const { saveRiskClasses } = useP2pConfigActions();
  const [drafts, setDrafts] = useState<RiskDraft[]>(() => riskDrafts(props.current));
  const problems = riskProblems(drafts);
  const changed = riskChanged(props.current, drafts);
  const invalid = (field: string) => problems.some((p) => p.field === field) || undefined;
  const update = (riskClass: number, change: Partial<RiskDraft>) =>
    setDrafts(drafts.map((d) => (d.riskClass === riskClass ? { ...d, ...change } : d)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || !changed) return;
    saveRiskClasses.mutate({ classes: riskBody(drafts) }, { onSuccess: props.onClose });
  };

  return (
    <Modal title={t('p2pConfig.riskTitle')} onClose={props.onClose} testId="p2p-risk-form" wide>
      <form className="stack" onSubmit={submit}>
        <table className="edit-table">
          <thead>
            <tr>
              <th>{t('p2pConfig.riskClass')}</th>
              <th>{t('p2pConfig.firstTradeCap')}</th>
              <th>{t('p2pConfig.withdrawHold')}</th>
            </tr>
          </thead>
          <tbody>
            {drafts.map((d) => {
              const label = riskLabel(d.riskClass);
              const name = label === null ? String(d.riskClass) : t(label);
              return (
                <tr key={d.riskClass} data-testid="p2p-risk-form-row">
                  <td>{name}</td>
                  <td>
                    <input
                      className="num"
                      inputMode="decimal"
                      data-testid={`p2p-risk-cap-${d.riskClass}`}
                      aria-label={`${name}, ${t('p2pConfig.firstTradeCap')}`}
                      aria-invalid={invalid(`cap.${d.riskClass}`)}
                      value={d.cap}
                      onChange={(e) => update(d.riskClass, { cap: e.target.value.trim() })}
                    />
                  </td>
                  <td>
                    <input
                      className="num"
                      inputMode="numeric"
                      data-testid={`p2p-risk-hold-${d.riskClass}`}
                      aria-label={`${name}, ${t('p2pConfig.withdrawHold')}`}
                      aria-invalid={invalid(`hold.${d.riskClass}`)}
                      value={d.hold}
                      onChange={(e) => update(d.riskClass, { hold: e.target.value.trim() })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <small className="muted">{t('p2pConfig.riskHint')}</small>
        <FormProblems problems={problems} testId="p2p-risk-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="p2p-risk-submit"
          disabled={saveRiskClasses.isPending || problems.length > 0 || !changed}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
