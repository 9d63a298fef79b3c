import type { CreditApplication, CreditDecision } from '@exchange/contracts';
import { Link } from 'react-router';
import { useI18n } from '../../app/context';
import { Badge } from '../../components/Badge';
import {
  amountColumn,
  codeColumn,
  idColumn,
  noteColumn,
  termColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Facts, type Fact } from '../../components/Facts';
import type { Translator } from '../../i18n';
import { formatTime } from '../../lib/format';
import { UserLink } from '../UserLink';
import { CreditStatusBadge, rateWords } from './lendingParts';

/** The facts of a credit application: the loan asked for, the proposal, decisions and history. */

type HistoryEntry = CreditApplication['history'][number];

export function ApplicationFacts({ application: a }: { application: CreditApplication }) {
  const { t, term } = useI18n();
  const money = (amount: string | null) => (amount === null ? '—' : `${amount} ${a.coin}`);
  const when = (label: string, at: number | null): Fact =>
    at === null ? null : [label, formatTime(at)];
  const open = a.status === 'lending' || a.status === 'overdue';
  return (
    <Facts
      testId="credit-facts"
      rows={[
        [t('col.id'), a.id],
        [t('col.uid'), <UserLink key="user" id={a.userId} label={a.uid} />],
        [
          t('credit.realName'),
          a.realName === null ? (
            <span className="muted">{t('credit.noRealName')}</span>
          ) : (
            <strong data-testid="credit-real-name">{a.realName}</strong>
          ),
        ],
        [t('col.status'), <CreditStatusBadge key="status" status={a.status} />],
        [t('credit.asked'), <strong key="asked">{money(a.amount)}</strong>],
        [
          t('credit.range'),
          t('credit.rangeValue', {
            min: a.product.minAmount,
            max: a.product.maxAmount,
            coin: a.coin,
          }),
        ],
        [t('credit.cycleDays'), t('credit.days', { days: a.cycleDays })],
        [t('credit.dailyRate'), rateWords(t, a.dailyRate, 'day', a.apr)],
        [t('credit.lateDailyRate'), rateWords(t, a.lateDailyRate, 'day')],
        [t('credit.repayment'), term('creditRepayment', a.repayment)],
        [t('credit.lender'), a.lender],
        [t('credit.applied'), formatTime(a.createdAt)],
        a.approvedAmount === null ? null : [t('credit.approved'), money(a.approvedAmount)],
        a.totalToRepay === null ? null : [t('credit.totalToRepay'), money(a.totalToRepay)],
        open ? [t('credit.owedNow'), money(a.owedNow)] : null,
        when(t('credit.lentAt'), a.lentAt),
        when(t('credit.dueAt'), a.dueAt),
        when(t('credit.closedAt'), a.closedAt),
        a.rejectReason === null
          ? null
          : [t('credit.rejectReason'), <span className="prewrap">{a.rejectReason}</span>],
      ]}
    />
  );
}

/** The first approval waiting for a second operator's confirmation. */
export function ProposalFacts(props: { proposal: CreditDecision; coin: string }) {
  const i18n = useI18n();
  const { t, term } = i18n;
  const { proposal } = props;
  return (
    <div data-testid="credit-proposal">
      <p>
        <Badge tone="info">{t('credit.awaitsSecond')}</Badge>
      </p>
      <Facts
        rows={[
          [t('credit.proposedBy'), <strong key="operator">{proposal.operator}</strong>],
          [t('credit.proposedAt'), formatTime(proposal.at)],
          [t('credit.proposedAmount'), `${proposal.amount ?? '—'} ${props.coin}`],
          [t('credit.rule'), proposal.rule === null ? '—' : term('creditRule', proposal.rule)],
          [t('credit.evidence'), evidenceText(i18n, proposal)],
          [t('credit.note'), <span className="prewrap">{proposal.note || '—'}</span>],
        ]}
      />
    </div>
  );
}

const evidenceText = (i18n: Translator, decision: CreditDecision) =>
  decision.evidence.length === 0
    ? i18n.t('credit.noEvidence')
    : decision.evidence.map((d) => i18n.term('creditDocument', d)).join(', ');

function decisionColumns(i18n: Translator, coin: string): Column<CreditDecision>[] {
  const { t } = i18n;
  const amount = (d: CreditDecision) => (d.amount === null ? '—' : `${d.amount} ${coin}`);
  return [
    timeColumn('at', t('col.time'), (d) => d.at),
    textColumn('operator', t('col.operator'), (d) => d.operator),
    termColumn(i18n, 'decision', t('credit.decision'), 'creditDecision', (d) => d.decision),
    {
      ...amountColumn('amount', t('col.amount'), (d) => d.amount ?? '—'),
      render: amount,
      csv: amount,
    },
    {
      ...textColumn('rule', t('credit.rule'), (d) =>
        d.rule === null ? null : i18n.term('creditRule', d.rule),
      ),
      width: WIDTH.long,
    },
    noteColumn('evidence', t('credit.evidence'), (d) => evidenceText(i18n, d)),
    noteColumn('note', t('credit.note'), (d) => d.note),
  ];
}

/** Every decision so far: who, when, which documents they had opened, the amount and rule. */
export function DecisionsTable({ application: a }: { application: CreditApplication }) {
  const i18n = useI18n();
  return (
    <DataTable
      testId="credit-decisions"
      columns={decisionColumns(i18n, a.coin)}
      rows={a.decisions}
      rowKey={(d) => `${d.at}:${d.operator}:${d.decision}`}
      rowTestId="decision-row"
    />
  );
}

function historyColumns(i18n: Translator): Column<HistoryEntry>[] {
  const { t } = i18n;
  return [
    {
      ...idColumn('id', t('col.id'), (h) => h.id),
      render: (h) => <Link to={`/credit/${h.id}`}>{h.id}</Link>,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (h) => i18n.term('creditStatus', h.status),
      render: (h) => <CreditStatusBadge status={h.status} />,
      sort: 'text',
      width: WIDTH.status,
    },
    codeColumn('coin', t('col.coin'), (h) => h.coin),
    amountColumn('amount', t('credit.asked'), (h) => h.amount),
    timeColumn('created', t('credit.applied'), (h) => h.createdAt),
  ];
}

/** The user's earlier applications, each opening its own review. */
export function HistoryTable({ application: a }: { application: CreditApplication }) {
  const i18n = useI18n();
  return (
    <DataTable
      testId="credit-history"
      columns={historyColumns(i18n)}
      rows={a.history}
      rowKey={(h) => h.id}
      rowTestId="history-row"
    />
  );
}
