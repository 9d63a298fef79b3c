import { creditBudgetBody, type CreditBudget } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useCreditBudgets, useCreditConfigActions } from '../../api/credit';
import { useCan, useI18n } from '../../app/context';
import { amountColumn, codeColumn, idColumn } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { FormButtons, Modal } from '../../components/Modal';
import { Page, Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { compareDecimal } from '../../lib/decimal';
import { fits } from '../marketRules';
import { LendingTabs } from './lendingParts';

/** What `creditBudgetBody` takes as a budget: 0 or more, up to 18 places. */
const BUDGET_PATTERN = '(0|[1-9][0-9]{0,29})(\\.[0-9]{1,18})?';

/**
 * The platform's credit lending per coin: the budget (the most lent at
 * once), the lending account's fund, what is lent, what may still be
 * approved, the interest and late fees earned, and the loans. The fund is
 * topped up in Adjustments (kind credit_fund, two operators); here only
 * the budget is set.
 */
export function CreditBudgetScreen() {
  const { t } = useI18n();
  const budgets = useCreditBudgets();
  const [editing, setEditing] = useState<{ coin: string; budget: string } | null>(null);

  const columns: Column<CreditBudget>[] = [
    codeColumn('coin', t('col.coin'), (b) => b.coin),
    amountColumn('budget', t('credit.budget'), (b) => b.budget),
    amountColumn('fund', t('credit.fund'), (b) => b.fund),
    amountColumn('outstanding', t('credit.outstanding'), (b) => b.outstanding),
    amountColumn('available', t('credit.available'), (b) => b.available),
    amountColumn('income', t('credit.income'), (b) => b.income),
    idColumn('loans', t('credit.loans'), (b) => b.loans),
    idColumn('overdue', t('credit.overdueLoans'), (b) => b.overdue),
  ];

  return (
    <Page
      title={t('credit.budgetTitle')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="budget-new"
          onClick={() => setEditing({ coin: '', budget: '' })}
        >
          {t('credit.budgetNew')}
        </button>
      }
    >
      <LendingTabs />
      <Panel title={t('credit.budgets')} testId="credit-budgets">
        <p className="muted">{t('credit.budgetNote')}</p>
        <FundHint />
        <DataTable
          testId="budget-table"
          columns={columns}
          rowKey={(b) => b.coin}
          rowTestId="budget-row"
          exportName="credit-budget"
          {...wholeTable(budgets)}
          actions={(b) => (
            <button
              type="button"
              className="small"
              data-testid="budget-edit"
              onClick={() => setEditing({ coin: b.coin, budget: b.budget })}
            >
              {t('credit.setBudget')}
            </button>
          )}
        />
      </Panel>
      {editing && <BudgetForm current={editing} onClose={() => setEditing(null)} />}
    </Page>
  );
}

/** Where the fund comes from: a top-up in Adjustments, linked for operators who may read it. */
function FundHint() {
  const { t } = useI18n();
  const can = useCan();
  return (
    <p className="muted" data-testid="budget-fund-hint">
      {t('credit.fundHint')}{' '}
      {can('ledger.read') && (
        <Link to="/adjustments" data-testid="budget-adjustments">
          {t('credit.fundLink')}
        </Link>
      )}
    </p>
  );
}

/** A coin's budget: a listed coin's, or a coin named here for the first time. */
function BudgetForm(props: { current: { coin: string; budget: string }; onClose(): void }) {
  const { t } = useI18n();
  const { saveBudget } = useCreditConfigActions();
  const fresh = props.current.coin === '';
  const [coin, setCoin] = useState(props.current.coin);
  const [budget, setBudget] = useState(props.current.budget);
  const body = { coin: coin.trim().toUpperCase(), budget };
  const valid = fits(creditBudgetBody, body);
  const unchanged = !fresh && budget !== '' && compareDecimal(budget, props.current.budget) === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !unchanged) saveBudget.mutate(body, { onSuccess: props.onClose });
  };
  return (
    <Modal
      title={fresh ? t('credit.budgetNew') : t('credit.budgetFor', { coin: props.current.coin })}
      onClose={props.onClose}
      testId="budget-form"
    >
      <form className="stack" onSubmit={submit}>
        {fresh && (
          <label className="field">
            <span>{t('col.coin')}</span>
            <input
              data-testid="budget-coin"
              required
              pattern="[A-Za-z0-9]{1,16}"
              placeholder="USDT"
              value={coin}
              onChange={(e) => setCoin(e.target.value.trim())}
              autoFocus
            />
          </label>
        )}
        <label className="field">
          <span>{t('credit.budget')}</span>
          <input
            data-testid="budget-input"
            className="num"
            required
            inputMode="decimal"
            pattern={BUDGET_PATTERN}
            value={budget}
            onChange={(e) => setBudget(e.target.value.trim())}
            autoFocus={!fresh}
          />
          <small className="muted">{t('credit.budgetHint')}</small>
        </label>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="budget-submit"
          disabled={saveBudget.isPending || !valid || unchanged}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
