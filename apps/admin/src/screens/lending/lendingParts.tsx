import type { CreditDecision, CreditState } from '@exchange/contracts';
import { NavLink } from 'react-router';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import type { Translate } from '../../i18n';
import { DAYS_A_YEAR, HOURS_A_YEAR, percentText, timesWhole } from './lendingRules';

/** The pieces the lending screens share: their tabs, the state badges and rates in words. */

const TABS = [
  { path: '/lending', label: 'lending.tab.settings', testId: 'lending-tab-settings' },
  {
    path: '/lending/credit-products',
    label: 'lending.tab.products',
    testId: 'lending-tab-products',
  },
  { path: '/lending/credit-budget', label: 'lending.tab.budget', testId: 'lending-tab-budget' },
] as const;

/** Savings and pledge settings, credit products and the credit budget: one route each. */
export function LendingTabs() {
  const { t } = useI18n();
  return (
    <nav className="section-tabs" data-testid="lending-tabs">
      {TABS.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end data-testid={tab.testId}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

const CREDIT_TONE: Readonly<Record<CreditState, Tone>> = {
  pending: 'warn',
  rejected: 'bad',
  lending: 'info',
  repaid: 'ok',
  overdue: 'bad',
};

export function CreditStatusBadge(props: { status: CreditState }) {
  const { term } = useI18n();
  return (
    <span data-testid="credit-status">
      <Badge tone={CREDIT_TONE[props.status]}>{term('creditStatus', props.status)}</Badge>
    </span>
  );
}

/** A first approval waiting for a second operator. */
export function CreditProposalBadge(props: { proposal: CreditDecision | null; coin: string }) {
  const { t } = useI18n();
  const { proposal } = props;
  if (proposal === null) return null;
  return (
    <span data-testid="credit-proposed">
      <Badge tone="info">
        {t('credit.proposedBadge', { amount: proposal.amount ?? '—', coin: props.coin })}
      </Badge>
    </span>
  );
}

/**
 * A rate as per cent over its period, beside its annual equivalent
 * (without compounding): "0.05 % a day · 18.25 % APR". `apr` is the
 * server's when it sent one; otherwise it is worked out exactly here.
 */
export function rateWords(
  t: Translate,
  rate: string,
  period: 'day' | 'hour',
  apr?: string,
): string {
  const perYear = apr ?? timesWhole(rate, period === 'day' ? DAYS_A_YEAR : HOURS_A_YEAR);
  const ratePercent = percentText(rate);
  const aprPercent = perYear === null ? null : percentText(perYear);
  if (ratePercent === null || aprPercent === null) return '—';
  return t(period === 'day' ? 'lending.rateDaily' : 'lending.rateHourly', {
    rate: ratePercent,
    apr: aprPercent,
  });
}
