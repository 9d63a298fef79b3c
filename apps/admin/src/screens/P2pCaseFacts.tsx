import type { AppealCase, PaymentType } from '@exchange/contracts';
import type { AppealImages } from '../api/appealImages';
import type { CaseParty } from '../api/appeals';
import { useI18n } from '../app/context';
import { Badge } from '../components/Badge';
import { idColumn, textColumn, WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { Facts, type Fact } from '../components/Facts';
import type { Translator } from '../i18n';
import { formatTime } from '../lib/format';
import { AppealImageRow } from './P2pAppealImages';
import { AppealStatusBadge, completionText, OrderStatusBadge } from './p2pParts';
import { UserLink } from './UserLink';

/** The facts of a case file: its order, the seller's payment details, the appeal and both parties. */

export function OrderFacts({ file }: { file: AppealCase }) {
  const { t } = useI18n();
  const { order } = file;
  return (
    <Facts
      testId="case-order"
      rows={[
        [t('appeal.orderNo'), <span className="mono">{order.orderNo}</span>],
        [t('appeal.adId'), order.adId],
        [t('appeal.orderStatus'), <OrderStatusBadge status={order.status} />],
        [t('appeal.price'), `${order.price} ${order.fiat}`],
        [t('appeal.quantity'), `${order.quantity} ${order.coin}`],
        [t('appeal.amount'), `${order.amount} ${order.fiat}`],
        [t('appeal.usdValue'), order.usdValue],
        [t('appeal.created'), formatTime(order.createdAt)],
        [t('appeal.payDeadline'), formatTime(order.payDeadline)],
        [t('appeal.paidAt'), formatTime(order.paidAt)],
      ]}
    />
  );
}

/** Where the buyer was told to pay: the seller's details as sealed on the order. */
export function PaymentFacts({ payment }: { payment: AppealCase['order']['payment'] }) {
  const { t } = useI18n();
  const optional = (label: string, value: string | null): Fact =>
    value === null ? null : [label, <span className="mono">{value}</span>];
  const type: PaymentType = payment.type;
  return (
    <Facts
      testId="case-payment"
      rows={[
        [t('appeal.paymentType'), t(`p2pConfig.type.${type}`)],
        [t('appeal.accountName'), <strong>{payment.realName}</strong>],
        optional(t('appeal.bank'), payment.bankName),
        optional(t('appeal.account'), payment.account),
        optional(t('appeal.branch'), payment.branch),
        payment.qrFileId === null
          ? null
          : [t('appeal.qr'), t('appeal.qrValue', { id: payment.qrFileId })],
      ]}
    />
  );
}

export function AppealFacts(props: { file: AppealCase; images: AppealImages }) {
  const { t, term } = useI18n();
  const { appeal, order } = props.file;
  const operator = (id: number | null) => (id === null ? '—' : t('p2p.operator', { id }));
  const proposal: Fact =
    appeal.proposal === null
      ? null
      : [
          t('appeal.proposal'),
          <span data-testid="case-proposal">
            <Badge tone="info">{t('appeal.awaitsSecond')}</Badge>{' '}
            {appeal.proposalBuyerQuantity === null
              ? t('appeal.proposalValue', {
                  decision: term('appealDecision', appeal.proposal),
                  operator: appeal.proposedBy ?? '—',
                })
              : t('appeal.proposalSplit', {
                  decision: term('appealDecision', appeal.proposal),
                  quantity: appeal.proposalBuyerQuantity,
                  coin: order.coin,
                  operator: appeal.proposedBy ?? '—',
                })}
          </span>,
        ];
  return (
    <>
      <Facts
        testId="case-appeal"
        rows={[
          [t('appeal.status'), <AppealStatusBadge status={appeal.status} />],
          [t('appeal.appellant'), term('p2pRole', appeal.appellantRole)],
          [t('appeal.reason'), term('appealReason', appeal.reason)],
          [
            t('appeal.description'),
            <span className="prewrap" data-testid="case-description">
              {appeal.description || '—'}
            </span>,
          ],
          [
            t('appeal.contact'),
            t('appeal.contactValue', { name: appeal.contactName, phone: appeal.contactPhone }),
          ],
          [t('appeal.opened'), formatTime(appeal.createdAt)],
          proposal,
          appeal.decision === null
            ? null
            : [t('appeal.decision'), term('appealDecision', appeal.decision)],
          appeal.buyerQuantity === null
            ? null
            : [t('appeal.toBuyer'), `${appeal.buyerQuantity} ${order.coin}`],
          appeal.decidedBy === null ? null : [t('appeal.decidedBy'), operator(appeal.decidedBy)],
          appeal.note === null
            ? null
            : [t('appeal.note'), <span className="prewrap">{appeal.note}</span>],
          appeal.closedAt === null ? null : [t('appeal.closed'), formatTime(appeal.closedAt)],
        ]}
      />
      <h3 className="subhead">{t('appeal.proof')}</h3>
      {appeal.proofFileIds.length === 0 ? (
        <p className="muted">{t('appeal.noProof')}</p>
      ) : (
        <AppealImageRow images={props.images} fileIds={appeal.proofFileIds} />
      )}
    </>
  );
}

function partyColumns(i18n: Translator, appellant: CaseParty['role']): Column<CaseParty>[] {
  const { t, term } = i18n;
  return [
    {
      id: 'role',
      header: i18n.t('col.role'),
      value: (p) => term('p2pRole', p.role),
      render: (p) => (
        <span className="badges">
          {term('p2pRole', p.role)}
          {p.role === appellant && <Badge tone="warn">{t('appeal.appellant')}</Badge>}
        </span>
      ),
      width: WIDTH.status + 40,
    },
    {
      ...textColumn('nickname', t('appeal.nickname'), (p) => p.nickname),
      render: (p) => <UserLink id={p.userId} label={p.nickname} />,
      width: WIDTH.long,
    },
    idColumn('userId', t('col.userId'), (p) => p.userId),
    {
      ...textColumn('realName', t('appeal.realName'), (p) => p.realName),
      render: (p) =>
        p.realName === '' ? (
          <span className="muted">{t('appeal.noRealName')}</span>
        ) : (
          <strong>{p.realName}</strong>
        ),
      width: WIDTH.long,
    },
    idColumn('orders30d', t('appeal.orders30d'), (p) => p.orders30d),
    {
      id: 'completion30d',
      header: t('appeal.completion30d'),
      value: (p) => p.completionRate30d,
      render: (p) => completionText(i18n, p.completionRate30d),
      numeric: true,
      width: WIDTH.amount + 20,
    },
  ];
}

/**
 * Both parties with their verified names and 30-day figures, each opening
 * the user's page, where an account is locked or frozen.
 */
export function PartiesTable({ file }: { file: AppealCase }) {
  const i18n = useI18n();
  const { t, term } = i18n;
  return (
    <>
      <DataTable
        testId="case-parties"
        columns={partyColumns(i18n, file.appeal.appellantRole)}
        rows={file.parties}
        rowKey={(p) => p.role}
        rowTestId="party-row"
      />
      <p className="muted" data-testid="case-freeze-note">
        {t('appeal.freezeNote')}{' '}
        {file.parties.map((p, index) => (
          <span key={p.role}>
            {index > 0 && ' · '}
            <UserLink id={p.userId} label={`${term('p2pRole', p.role)}: ${p.nickname}`} />
          </span>
        ))}
      </p>
    </>
  );
}
