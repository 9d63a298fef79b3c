import { BONUS_STATUSES, type BonusSettings, type BonusStatus } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import {
  useBonusActions,
  useBonusCredits,
  useBonusSettings,
  type BonusCreditRow,
} from '../../api/referral';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import { amountColumn, textColumn, timeColumn, WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { Facts } from '../../components/Facts';
import type { FilterField } from '../../components/FilterBar';
import { PagedTable } from '../../components/ListScreen';
import { Page, Panel } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { formatTime } from '../../lib/format';
import { Field, FormProblems, FormSection, invalidFields } from '../marketFields';
import {
  bonusBodyOf,
  bonusChanged,
  bonusDraft,
  bonusProblems,
  budgetShort,
  MULTIPLE_MAX,
  MULTIPLE_MIN,
  progressPercent,
  turnoverOf,
  type BonusDraft,
} from './bonusRules';
import { BudgetHint, ReferralTabs } from './referralParts';

/** Active credit is still locked; released credit is the user's own; unfunded was never paid. */
const STATUS_TONE: Readonly<Record<BonusStatus, Tone>> = {
  active: 'info',
  released: 'ok',
  unfunded: 'warn',
};

function BonusStatusBadge(props: { status: BonusStatus }) {
  const { t } = useI18n();
  return (
    <span data-testid="bonus-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`referral.bonus.status.${props.status}`)}</Badge>
    </span>
  );
}

/**
 * The sign-up bonus (referral.manage): what is offered to users whose
 * primary identity verification passes (on or off, the amount in USDT and
 * the turnover required, as a multiple of it), beside the promotions
 * budget it is paid from and the credit still locked in all; then every
 * grant with how far its trading has come, paged by the server and
 * filtered by status. A change applies to grants made afterwards only.
 */
export function BonusScreen() {
  const { t } = useI18n();
  const settings = useBonusSettings();
  const data = settings.data;
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      <p className="muted" data-testid="bonus-note">
        {t('referral.bonus.note')}
      </p>
      {data === undefined ? (
        <p
          className={settings.error ? 'table-error' : 'muted'}
          role={settings.error ? 'alert' : undefined}
          data-testid="bonus-loading"
        >
          {settings.error ? describeError(settings.error, t) : t('common.loading')}
        </p>
      ) : (
        <div className="settings-grid">
          <Panel title={t('referral.bonus.offer')} testId="bonus-settings">
            {/* A saved change comes back with a new time: the form starts afresh from it. */}
            <BonusForm key={data.updatedAt ?? 'never'} settings={data} />
          </Panel>
          <BonusBudget settings={data} />
        </div>
      )}
      <Panel title={t('referral.bonus.grants')} testId="bonus-grants">
        <BonusGrants />
      </Panel>
    </Page>
  );
}

/**
 * The offer's form: on or off, the amount and the turnover multiple, with
 * the turnover it works out to as typed, and who changed it last. It is
 * sent whole; a refusal is shown in the form, which keeps what was typed.
 */
function BonusForm(props: { settings: BonusSettings }) {
  const { t } = useI18n();
  const { settings: s } = props;
  const { saveBonus } = useBonusActions();
  const [draft, setDraft] = useState<BonusDraft>(() => bonusDraft(s));
  const patch = (change: Partial<BonusDraft>) => setDraft((current) => ({ ...current, ...change }));
  const problems = bonusProblems(draft);
  const invalid = invalidFields(problems);
  const changed = bonusChanged(s, draft);
  const turnover = turnoverOf(draft.amount, draft.turnoverMultiple);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saveBonus.isPending || problems.length > 0 || !changed) return;
    saveBonus.mutate(bonusBodyOf(draft));
  };

  return (
    <form className="stack" onSubmit={submit} data-testid="bonus-form">
      <FormSection title={t('referral.bonus.terms')} note={t('referral.bonus.appliesNote')}>
        <label className="check">
          <input
            type="checkbox"
            data-testid="bonus-enabled"
            checked={draft.enabled}
            onChange={(e) => patch({ enabled: e.target.checked })}
          />
          <span>{t('referral.bonus.enabled')}</span>
        </label>
        <div className="form-grid">
          <Field
            label={t('referral.bonus.amount')}
            testId="bonus-amount"
            unit={s.asset}
            value={draft.amount}
            onChange={(amount) => patch({ amount })}
            invalid={invalid('amount')}
            hint={t('referral.bonus.amountHint')}
          />
          <Field
            label={t('referral.bonus.multiple')}
            testId="bonus-multiple"
            unit="×"
            value={draft.turnoverMultiple}
            onChange={(turnoverMultiple) => patch({ turnoverMultiple })}
            invalid={invalid('turnoverMultiple')}
            hint={t('referral.bonus.multipleHint', { min: MULTIPLE_MIN, max: MULTIPLE_MAX })}
          />
        </div>
        <p data-testid="bonus-turnover">
          {turnover === null
            ? t('referral.bonus.turnoverUnknown')
            : t('referral.bonus.turnoverIs', {
                amount: draft.amount,
                multiple: draft.turnoverMultiple,
                turnover,
                asset: s.asset,
              })}
        </p>
        <small className="muted">{t('referral.bonus.turnoverNote')}</small>
      </FormSection>
      <p className="muted" data-testid="bonus-updated">
        {s.updatedAt === null
          ? t('referral.bonus.neverChanged')
          : t('referral.bonus.changedBy', {
              by: s.updatedBy ?? '—',
              at: formatTime(s.updatedAt),
            })}
      </p>
      <FormProblems problems={problems} testId="bonus-problems" />
      {saveBonus.error !== null && !saveBonus.isPending && (
        <p className="form-error" role="alert" data-testid="bonus-save-error">
          {describeError(saveBonus.error, t)}
        </p>
      )}
      <div className="page-actions">
        <button
          type="submit"
          className="primary"
          data-testid="bonus-save"
          disabled={saveBonus.isPending || problems.length > 0 || !changed}
        >
          {t('common.save')}
        </button>
        <button
          type="button"
          data-testid="bonus-discard"
          disabled={!changed}
          onClick={() => {
            saveBonus.reset();
            setDraft(bonusDraft(s));
          }}
        >
          {t('referral.discard')}
        </button>
      </div>
    </form>
  );
}

/**
 * What the bonus is paid from and what it has locked: the promotions
 * budget in USDT and the credit granted and still locked in all. A budget
 * below one bonus means the next grants are recorded as unfunded.
 */
function BonusBudget(props: { settings: BonusSettings }) {
  const { t } = useI18n();
  const { settings: s } = props;
  return (
    <Panel title={t('referral.budget')} testId="bonus-budget">
      <Facts
        testId="bonus-budget-facts"
        rows={[
          [
            t('referral.bonus.budget'),
            <span key="budget" className="num" data-testid="bonus-budget-value">
              {`${s.budget} ${s.asset}`}
            </span>,
          ],
          [
            t('referral.bonus.outstanding'),
            <span key="outstanding" className="num" data-testid="bonus-outstanding">
              {`${s.outstanding} ${s.asset}`}
            </span>,
          ],
        ]}
      />
      {budgetShort(s) && (
        <p className="warning" data-testid="bonus-budget-short">
          {t('referral.bonus.budgetShort', {
            budget: s.budget,
            amount: s.amount,
            asset: s.asset,
          })}
        </p>
      )}
      <p className="muted">{t('referral.bonus.outstandingNote')}</p>
      <BudgetHint />
    </Panel>
  );
}

/** Traded against required: a bar and the share in per cent, with both sums beside it. */
function ProgressCell(props: { row: BonusCreditRow }) {
  const { t } = useI18n();
  const { row } = props;
  const percent = progressPercent(row.traded, row.turnoverRequired);
  return (
    <span className="nowrap" data-testid="bonus-progress">
      {percent !== null && (
        <progress
          max={100}
          value={percent}
          aria-label={t('referral.bonus.progressLabel', { percent })}
        />
      )}
      <span className="num">{t('referral.bonus.progressValue', progressParams(row))}</span>
    </span>
  );
}

const progressParams = (row: BonusCreditRow) => ({
  traded: row.traded,
  required: row.turnoverRequired,
  percent: progressPercent(row.traded, row.turnoverRequired) ?? '—',
});

/** Every grant, newest first, paged by the server and filtered by status. */
function BonusGrants() {
  const { t } = useI18n();
  const list = useUrlList<'status'>({ status: '' }, 50);
  const credits = useBonusCredits(list.query);
  const progressText = (r: BonusCreditRow) => t('referral.bonus.progressValue', progressParams(r));
  const columns: Column<BonusCreditRow>[] = [
    {
      ...textColumn('uid', t('col.uid'), (r) => r.uid),
      render: (r) => <span className="mono">{r.uid}</span>,
    },
    textColumn('name', t('col.username'), (r) => r.name),
    amountColumn('amount', t('referral.bonus.amountColumn'), (r) => r.amount),
    amountColumn('locked', t('referral.bonus.locked'), (r) => r.locked),
    {
      id: 'progress',
      header: t('referral.bonus.progress'),
      value: (r) => progressPercent(r.traded, r.turnoverRequired),
      render: (r) => <ProgressCell row={r} />,
      csv: progressText,
      sort: 'number',
      width: WIDTH.long + 80,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (r) => r.status,
      render: (r) => <BonusStatusBadge status={r.status} />,
      csv: (r) => t(`referral.bonus.status.${r.status}`),
      sort: 'text',
      width: WIDTH.status,
    },
    timeColumn('grantedAt', t('referral.bonus.grantedAt'), (r) => r.grantedAt),
    timeColumn('releasedAt', t('referral.bonus.releasedAt'), (r) => r.releasedAt),
  ];
  const filters: FilterField<'status'>[] = [
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: BONUS_STATUSES.map((status) => ({
        value: status,
        label: t(`referral.bonus.status.${status}`),
      })),
    },
  ];
  return (
    <>
      <p className="muted">{t('referral.bonus.grantsNote')}</p>
      <PagedTable
        testId="bonus-table"
        columns={columns}
        rowKey={(r) => `${r.uid}:${r.grantedAt}`}
        rowTestId="bonus-row"
        exportName="sign-up-bonuses"
        list={list}
        query={credits}
        filters={filters}
      />
    </>
  );
}
