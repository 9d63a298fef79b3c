import type { ReferralConsole } from '@exchange/contracts';
import { describeError } from '../../api/describe';
import { useReferralConsole, type ReferralBudgetRow } from '../../api/referral';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Facts } from '../../components/Facts';
import { Page, Panel } from '../../components/Page';
import { compareDecimal } from '../../lib/decimal';
import { formatTime } from '../../lib/format';
import { ProgrammeForm } from './ProgrammeForm';
import { BudgetHint, ReferralTabs, SwitchBadge } from './referralParts';

/**
 * The referral programme (referral.manage): what it pays, on what, over how
 * many levels, and under which rules, as a form sent whole with the version
 * it was read at; then the promotions budget every rebate is paid from,
 * per coin, filled in Adjustments (kind promotions_fund).
 */
export function ReferralProgrammeScreen() {
  const { t } = useI18n();
  const view = useReferralConsole();
  const data = view.data;
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      {data === undefined ? (
        <p
          className={view.error ? 'table-error' : 'muted'}
          role={view.error ? 'alert' : undefined}
          data-testid="referral-loading"
        >
          {view.error ? describeError(view.error, t) : t('common.loading')}
        </p>
      ) : (
        <>
          <Panel title={t('referral.programme')} testId="referral-programme">
            <p className="muted">{t('referral.programmeNote')}</p>
            <ProgrammeFacts view={data} />
            {/* A saved programme comes back with a new version: the form starts afresh from it. */}
            <ProgrammeForm key={data.version} view={data} onReload={() => void view.refetch()} />
          </Panel>
          <BudgetPanel budget={data.budget} />
        </>
      )}
    </Page>
  );
}

function ProgrammeFacts(props: { view: ReferralConsole }) {
  const { t } = useI18n();
  const { view } = props;
  return (
    <Facts
      testId="referral-facts"
      rows={[
        [t('referral.version'), view.version],
        [
          t('referral.compliance'),
          <span key="switch">
            <SwitchBadge on={view.compliance.on} />
            {view.compliance.at !== null && (
              <span className="muted">
                {' '}
                {t('referral.switchedBy', {
                  by: view.compliance.by ?? '—',
                  at: formatTime(view.compliance.at),
                })}
              </span>
            )}
          </span>,
        ],
        [
          t('referral.needsCompliance'),
          <span key="needs" data-testid="referral-needs-compliance">
            {t(view.needsCompliance ? 'referral.needsYes' : 'referral.needsNo')}
          </span>,
        ],
      ]}
    />
  );
}

/**
 * Per coin: what the promotions account holds free for new rebates, and what
 * is set aside for rebates not yet claimed. With nothing free in any coin,
 * new rebates are recorded as unfunded.
 */
function BudgetPanel(props: { budget: readonly ReferralBudgetRow[] }) {
  const { t } = useI18n();
  const open = props.budget.some((row) => compareDecimal(row.available, '0') > 0);
  const columns: Column<ReferralBudgetRow>[] = [
    codeColumn('asset', t('col.coin'), (r) => r.asset),
    amountColumn('available', t('referral.budgetAvailable'), (r) => r.available),
    amountColumn('payable', t('referral.budgetPayable'), (r) => r.payable),
  ];
  return (
    <Panel title={t('referral.budget')} testId="referral-budget">
      <p className="muted">{t('referral.budgetNote')}</p>
      {!open && (
        <p className="warning" data-testid="referral-budget-empty">
          {t('referral.budgetEmpty')}
        </p>
      )}
      <BudgetHint />
      <DataTable
        testId="referral-budget-table"
        columns={columns}
        rowKey={(r) => r.asset}
        rowTestId="referral-budget-row"
        exportName="referral-budget"
        rows={props.budget}
      />
    </Panel>
  );
}
