import { NavLink } from 'react-router';
import type { BusinessItem, IdentityQueueItem } from '../api/identity';
import { useI18n } from '../app/context';
import { Badge, type Tone } from '../components/Badge';
import { WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import type { Translator } from '../i18n';

/** The pieces the identity screens share: their tabs, and the badges of their states. */

const TABS = [
  { path: '/identity', label: 'identity.tab.applications', testId: 'identity-tab-applications' },
  { path: '/identity/business', label: 'identity.tab.business', testId: 'identity-tab-business' },
] as const;

/** Applications and business certification: one route each, so each keeps its own filters. */
export function IdentityTabs() {
  const { t } = useI18n();
  return (
    <nav className="identity-tabs" data-testid="identity-tabs">
      {TABS.map((tab) => (
        <NavLink key={tab.path} to={tab.path} end data-testid={tab.testId}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}

const IDENTITY_TONE: Readonly<Record<string, Tone>> = {
  under_review: 'warn',
  resubmit: 'info',
  passed: 'ok',
  failed: 'bad',
};

/** What an application's state reads as; a notarised one with its first approval waits for a second. */
export function identityStateText(
  i18n: Translator,
  row: Pick<IdentityQueueItem, 'status' | 'firstApprovedBy'>,
): string {
  return awaitingSecond(row)
    ? i18n.t('identity.awaitingSecond')
    : i18n.term('identityStatus', row.status);
}

const awaitingSecond = (row: Pick<IdentityQueueItem, 'status' | 'firstApprovedBy'>) =>
  row.status === 'under_review' && row.firstApprovedBy !== null;

export function IdentityStatusBadge(props: {
  row: Pick<IdentityQueueItem, 'status' | 'firstApprovedBy'>;
}) {
  const i18n = useI18n();
  const tone = awaitingSecond(props.row) ? 'info' : (IDENTITY_TONE[props.row.status] ?? 'neutral');
  return (
    <span data-testid="identity-status">
      <Badge tone={tone}>{identityStateText(i18n, props.row)}</Badge>
    </span>
  );
}

export function identityStatusColumn<
  T extends Pick<IdentityQueueItem, 'status' | 'firstApprovedBy'>,
>(i18n: Translator): Column<T> {
  return {
    id: 'status',
    header: i18n.t('col.status'),
    value: (row) => identityStateText(i18n, row),
    render: (row) => <IdentityStatusBadge row={row} />,
    sort: 'text',
    width: WIDTH.status + 40,
  };
}

const SCREENING_TONE = { clear: 'ok', hit: 'bad', manual: 'warn' } as const;

export function ScreeningBadge(props: { screening: IdentityQueueItem['screening'] }) {
  const { t, term } = useI18n();
  const { screening } = props;
  if (!screening) return <span className="muted">{t('identity.notScreened')}</span>;
  return (
    <span data-testid="screening-outcome" title={screening.detail}>
      <Badge tone={SCREENING_TONE[screening.outcome]}>{term('screening', screening.outcome)}</Badge>
    </span>
  );
}

const BUSINESS_TONE: Readonly<Record<BusinessItem['status'], Tone>> = {
  applied: 'warn',
  passed: 'ok',
  refused: 'bad',
  refund_requested: 'warn',
  refund_in_progress: 'info',
  refund_rejected: 'bad',
  refunded: 'neutral',
};

/** An application with its first approval waits for a second operator, as a refund in progress does. */
export function businessStateText(i18n: Translator, row: BusinessItem): string {
  return row.status === 'applied' && row.firstApprovedBy !== null
    ? i18n.t('identity.awaitingSecond')
    : i18n.term('businessStatus', row.status);
}

export function BusinessStatusBadge(props: { row: BusinessItem }) {
  const i18n = useI18n();
  const { row } = props;
  const waiting = row.status === 'applied' && row.firstApprovedBy !== null;
  return (
    <span data-testid="business-status">
      <Badge tone={waiting ? 'info' : BUSINESS_TONE[row.status]}>
        {businessStateText(i18n, row)}
      </Badge>
    </span>
  );
}
