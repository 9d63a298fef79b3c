import type { LevelLimit } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useIdentityConfigActions, useLevelLimits } from '../api/identity';
import { useI18n } from '../app/context';
import { WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FormButtons, Modal } from '../components/Modal';
import { Panel } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import type { Translator } from '../i18n';
import {
  LEVEL_LABEL,
  LIMIT_FIELDS,
  LIMIT_LABEL,
  LIMIT_LEVELS,
  limitProblems,
  limitsBody,
  limitsChanged,
  limitsDraft,
  type LimitField,
  type LimitLevel,
  type LimitsDraft,
  type LimitValue,
} from './identityConfigRules';
import { FormProblems } from './marketFields';

const isLevel = (level: number): level is LimitLevel => LIMIT_LEVELS.some((l) => l === level);

function limitColumn(i18n: Translator, field: LimitField): Column<LevelLimit> {
  const shown = (row: LevelLimit) => row[field] ?? i18n.t('identityConfig.unlimited');
  return {
    id: field,
    header: i18n.t(LIMIT_LABEL[field]),
    value: (row) => row[field],
    render: (row) =>
      row[field] === null ? <span className="muted">{shown(row)}</span> : row[field],
    csv: shown,
    numeric: true,
    width: WIDTH.amount + 60,
  };
}

/** The daily limits of each verification level: withdrawals and P2P fiat, in USD. */
export function IdentityLimitsPanel() {
  const i18n = useI18n();
  const { t } = i18n;
  const limits = useLevelLimits();
  const [editing, setEditing] = useState(false);

  const columns: Column<LevelLimit>[] = [
    {
      id: 'level',
      header: t('identityConfig.level'),
      value: (row) => row.level,
      render: (row) => (isLevel(row.level) ? t(LEVEL_LABEL[row.level]) : row.level),
      width: WIDTH.long,
    },
    ...LIMIT_FIELDS.map((field) => limitColumn(i18n, field)),
  ];

  return (
    <Panel
      title={t('identityConfig.limits')}
      testId="config-identity-limits"
      actions={
        <button
          type="button"
          className="small"
          data-testid="limits-edit"
          disabled={limits.data === undefined}
          onClick={() => setEditing(true)}
        >
          {t('common.edit')}
        </button>
      }
    >
      <p className="muted">{t('identityConfig.limitsNote')}</p>
      <DataTable
        testId="limits-table"
        columns={columns}
        rowKey={(row) => row.level}
        rowTestId="limit-row"
        {...wholeTable(limits)}
      />
      {editing && limits.data && (
        <LimitsForm current={limits.data} onClose={() => setEditing(false)} />
      )}
    </Panel>
  );
}

/** Sets every level's limits at once (the server takes the four together). */
function LimitsForm(props: { current: readonly LevelLimit[]; onClose: () => void }) {
  const { t } = useI18n();
  const { saveLimits } = useIdentityConfigActions();
  const [draft, setDraft] = useState<LimitsDraft>(() => limitsDraft(props.current));
  const problems = limitProblems(draft);
  const changed = limitsChanged(props.current, draft);
  const invalid = (field: LimitField, level: LimitLevel) =>
    problems.some((p) => p.field === `${field}.${level}`) || undefined;
  const update = (level: LimitLevel, field: LimitField, value: LimitValue) =>
    setDraft({ ...draft, [level]: { ...draft[level], [field]: value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length > 0 || !changed) return;
    saveLimits.mutate({ limits: limitsBody(draft) }, { onSuccess: props.onClose });
  };

  return (
    <Modal
      title={t('identityConfig.limitsTitle')}
      onClose={props.onClose}
      testId="limits-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <table className="edit-table">
          <thead>
            <tr>
              <th>{t('identityConfig.level')}</th>
              {LIMIT_FIELDS.map((field) => (
                <th key={field}>{t(LIMIT_LABEL[field])}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LIMIT_LEVELS.map((level) => (
              <tr key={level} data-testid="limit-form-row">
                <td>{t(LEVEL_LABEL[level])}</td>
                {LIMIT_FIELDS.map((field) => {
                  const value = draft[level][field];
                  const name = `${t(LEVEL_LABEL[level])}, ${t(LIMIT_LABEL[field])}`;
                  const id = `${field === 'withdrawDailyUsd' ? 'withdraw' : 'fiat'}-${level}`;
                  return (
                    <td key={field}>
                      <span className="with-unit">
                        <input
                          className="num"
                          inputMode="decimal"
                          data-testid={`limit-${id}`}
                          aria-label={name}
                          aria-invalid={invalid(field, level)}
                          disabled={value.unlimited}
                          value={value.amount}
                          onChange={(e) =>
                            update(level, field, { ...value, amount: e.target.value.trim() })
                          }
                        />
                        <label className="check">
                          <input
                            type="checkbox"
                            data-testid={`limit-${id}-unlimited`}
                            checked={value.unlimited}
                            onChange={(e) =>
                              update(level, field, { ...value, unlimited: e.target.checked })
                            }
                          />
                          <span>{t('identityConfig.unlimited')}</span>
                        </label>
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <small className="muted">{t('identityConfig.limitsHint')}</small>
        <FormProblems problems={problems} testId="limits-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="limits-submit"
          disabled={saveLimits.isPending || problems.length > 0 || !changed}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
