import type { RebateState } from '@exchange/contracts';
import { Link, NavLink } from 'react-router';
import { useCan, useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';

/** The pieces the referral screens share: their tabs, the rebate state badge, the budget's note. */

const TABS = [
  { path: '/referral', label: 'referral.tab.programme', testId: 'referral-tab-programme' },
  {
    path: '/referral/compliance',
    label: 'referral.tab.compliance',
    testId: 'referral-tab-compliance',
  },
  {
    path: '/referral/permissions',
    label: 'referral.tab.permissions',
    testId: 'referral-tab-permissions',
  },
  { path: '/referral/rebates', label: 'referral.tab.rebates', testId: 'referral-tab-rebates' },
  { path: '/referral/flags', label: 'referral.tab.flags', testId: 'referral-tab-flags' },
  {
    path: '/referral/red-packets',
    label: 'referral.tab.redPackets',
    testId: 'referral-tab-red-packets',
  },
  {
    path: '/referral/activities',
    label: 'referral.tab.activities',
    testId: 'referral-tab-activities',
  },
  { path: '/referral/bonus', label: 'referral.tab.bonus', testId: 'referral-tab-bonus' },
] as const;

/**
 * The programme, the compliance switch, who may refer, the rebates, the
 * linked pairs, the red packets, the activities and the sign-up bonus:
 * one route each.
 */
export function ReferralTabs() {
  const { t } = useI18n();
  return (
    <nav className="section-tabs" data-testid="referral-tabs">
      {TABS.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end data-testid={tab.testId}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/** Paid rebates by how far they went; recorded-but-unpaid ones warn, a clawback is bad news. */
const STATE_TONE: Readonly<Record<RebateState, Tone>> = {
  vesting: 'info',
  claimed: 'ok',
  clawed_back: 'bad',
  unverified: 'neutral',
  flagged: 'bad',
  miner_level: 'neutral',
  capped: 'warn',
  unfunded: 'warn',
  unpriced: 'warn',
};

export function RebateStateBadge(props: { state: RebateState }) {
  const { t } = useI18n();
  return (
    <span data-testid="rebate-state">
      <Badge tone={STATE_TONE[props.state]}>{t(`referral.state.${props.state}`)}</Badge>
    </span>
  );
}

/** The compliance switch as a badge: on is a legal sign-off on record. */
export function SwitchBadge(props: { on: boolean }) {
  const { t } = useI18n();
  return (
    <span data-testid="referral-switch">
      <Badge tone={props.on ? 'warn' : 'neutral'}>
        {t(props.on ? 'referral.switchOn' : 'referral.switchOff')}
      </Badge>
    </span>
  );
}

/** Where the budget's money comes from: Adjustments, linked for operators who may read it. */
export function BudgetHint() {
  const { t } = useI18n();
  const can = useCan();
  return (
    <p className="muted" data-testid="referral-budget-hint">
      {t('referral.budgetHint')}{' '}
      {can('ledger.read') && (
        <Link to="/adjustments" data-testid="referral-adjustments">
          {t('referral.budgetLink')}
        </Link>
      )}
    </p>
  );
}
