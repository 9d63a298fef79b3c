import { NavLink } from 'react-router';
import type { AppealDecision } from '../api/appeals';
import { useI18n } from '../app/context';
import { Badge, type Tone } from '../components/Badge';
import type { Translator } from '../i18n';
import { movePoint } from '../lib/decimal';
import { durationParts, timeValue } from '../lib/format';

/** The pieces the P2P screens share: their tabs, state badges and the ways figures are worded. */

const TABS = [
  { path: '/p2p', label: 'p2p.tab.appeals', testId: 'p2p-tab-appeals' },
  { path: '/p2p/ads', label: 'p2p.tab.ads', testId: 'p2p-tab-ads' },
  { path: '/p2p/merchants', label: 'p2p.tab.merchants', testId: 'p2p-tab-merchants' },
] as const;

/** Appeals, ads and advertisers: one route each, so each keeps its own filters. */
export function P2pTabs() {
  const { t } = useI18n();
  return (
    <nav className="section-tabs" data-testid="p2p-tabs">
      {TABS.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end data-testid={tab.testId}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

const APPEAL_TONE: Readonly<Record<string, Tone>> = {
  open: 'warn',
  withdrawn: 'neutral',
  resolved: 'neutral',
  decided: 'ok',
};

export function AppealStatusBadge(props: { status: string }) {
  const { term } = useI18n();
  return (
    <span data-testid="appeal-status">
      <Badge tone={APPEAL_TONE[props.status] ?? 'neutral'}>
        {term('appealStatus', props.status)}
      </Badge>
    </span>
  );
}

/** A decision one operator proposed, waiting for a second one (above the threshold). */
export function ProposalBadge(props: { proposal: AppealDecision | null }) {
  const { t, term } = useI18n();
  if (props.proposal === null) return null;
  return (
    <span data-testid="appeal-proposed">
      <Badge tone="info">
        {t('appeals.proposed', { decision: term('appealDecision', props.proposal) })}
      </Badge>
    </span>
  );
}

const ORDER_TONE: Readonly<Record<string, Tone>> = {
  unpaid: 'neutral',
  paid: 'info',
  timed_out: 'warn',
  appeal: 'warn',
  completed: 'ok',
  cancelled: 'neutral',
};

export function OrderStatusBadge(props: { status: string }) {
  const { term } = useI18n();
  return (
    <Badge tone={ORDER_TONE[props.status] ?? 'neutral'}>
      {term('p2pOrderStatus', props.status)}
    </Badge>
  );
}

const AD_TONE: Readonly<Record<string, Tone>> = {
  listed: 'ok',
  delisted: 'warn',
  closed: 'neutral',
  ended: 'neutral',
};

export function AdStatusBadge(props: { status: string }) {
  const { term } = useI18n();
  return (
    <span data-testid="ad-status">
      <Badge tone={AD_TONE[props.status] ?? 'neutral'}>{term('adStatus', props.status)}</Badge>
    </span>
  );
}

/** A 30-day completion rate (0 to 1, as the server sends it) in per cent. */
export function completionText(i18n: Translator, rate: string | null): string {
  if (rate === null) return i18n.t('p2p.noRate');
  return i18n.t('p2p.rate', { rate: movePoint(rate, 2) ?? rate });
}

/** How long an appeal has waited, from its opening to `nowMs` (when the queue was read). */
export function waitText(i18n: Translator, openedAt: string, nowMs: number): string {
  const parts = durationParts((nowMs - timeValue(openedAt)) / 1000);
  if (parts.unit === 'days') return i18n.t('appeals.waitDays', parts);
  if (parts.unit === 'hours') return i18n.t('appeals.waitHours', parts);
  return i18n.t('appeals.waitMinutes', parts);
}

/** A record's hash as its first characters; the whole of it on hover. */
export function ShortHash(props: { hash: string; testId?: string }) {
  return (
    <span className="mono" title={props.hash} data-testid={props.testId}>
      {props.hash.slice(0, 12)}…
    </span>
  );
}
