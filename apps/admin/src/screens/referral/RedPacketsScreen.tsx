import { RED_PACKET_STATUSES, type RedPacketStatus } from '@exchange/contracts';
import { useState } from 'react';
import { useRedPackets, type RedPacketRow } from '../../api/referral';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import {
  amountColumn,
  codeColumn,
  idColumn,
  textColumn,
  timeColumn,
  WIDTH,
} from '../../components/cells';
import type { Column } from '../../components/columns';
import type { FilterField } from '../../components/FilterBar';
import { PagedTable } from '../../components/ListScreen';
import { Page } from '../../components/Page';
import { useUrlList } from '../../components/useList';
import { formatTime } from '../../lib/format';
import { ReferralTabs } from './referralParts';
import { UserCell, userText } from './referralUser';

/** Open ones still pay out; finished ones paid every share; expired ones gave the rest back. */
const STATUS_TONE: Readonly<Record<RedPacketStatus, Tone>> = {
  open: 'info',
  finished: 'ok',
  expired: 'neutral',
};

function PacketStatusBadge(props: { status: RedPacketStatus }) {
  const { t } = useI18n();
  return (
    <span data-testid="red-packet-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`referral.packetStatus.${props.status}`)}</Badge>
    </span>
  );
}

/**
 * Red packets (referral.manage), read only, paged by the server and
 * filtered by status: who sent what in which coin, in how many shares,
 * equal or lucky, how many shares and how much were claimed, the status,
 * what went back to the sender on expiry, when it was made and when it
 * expires. Each row opens to its claims: who, how much, when, and the best
 * share of a lucky packet.
 */
export function RedPacketsScreen() {
  const { t } = useI18n();
  const list = useUrlList<'status'>({ status: '' }, 50);
  const packets = useRedPackets(list.query);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (code: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const claimed = (r: RedPacketRow) =>
    t('referral.claimedSharesValue', { claimed: r.claimedShares, shares: r.shares });
  const columns: Column<RedPacketRow>[] = [
    {
      ...textColumn('code', t('col.code'), (r) => r.code),
      render: (r) => <span className="mono">{r.code}</span>,
      width: WIDTH.text + 20,
    },
    {
      ...textColumn('sender', t('referral.sender'), (r) => userText(r.senderUid, r.sender)),
      render: (r) => <UserCell uid={r.senderUid} name={r.sender} testId="red-packet-sender" />,
      width: WIDTH.long,
    },
    codeColumn('asset', t('col.coin'), (r) => r.asset),
    amountColumn('total', t('referral.total'), (r) => r.total),
    idColumn('shares', t('referral.shares'), (r) => r.shares),
    {
      ...textColumn('kind', t('col.kind'), (r) => t(`referral.kind.${r.kind}`)),
      width: WIDTH.code,
    },
    {
      id: 'claimedShares',
      header: t('referral.claimedShares'),
      value: (r) => r.claimedShares,
      render: (r) => <span className="nowrap">{claimed(r)}</span>,
      csv: claimed,
      sort: 'number',
      numeric: true,
      width: WIDTH.text,
    },
    amountColumn('claimedAmount', t('referral.claimedAmount'), (r) => r.claimedAmount),
    {
      id: 'status',
      header: t('col.status'),
      value: (r) => r.status,
      render: (r) => <PacketStatusBadge status={r.status} />,
      csv: (r) => t(`referral.packetStatus.${r.status}`),
      sort: 'text',
      width: WIDTH.status - 20,
    },
    amountColumn('refunded', t('referral.refunded'), (r) => r.refunded),
    timeColumn('createdAt', t('col.created'), (r) => r.createdAt),
    timeColumn('expiresAt', t('referral.expiresAt'), (r) => r.expiresAt),
  ];
  const filters: FilterField<'status'>[] = [
    {
      name: 'status',
      kind: 'select',
      label: t('filter.status'),
      options: RED_PACKET_STATUSES.map((status) => ({
        value: status,
        label: t(`referral.packetStatus.${status}`),
      })),
    },
  ];
  return (
    <Page title={t('referral.title')}>
      <ReferralTabs />
      <p className="muted">{t('referral.redPacketsNote')}</p>
      <PagedTable
        testId="red-packet-table"
        columns={columns}
        rowKey={(r) => r.code}
        rowTestId="red-packet-row"
        exportName="red-packets"
        list={list}
        query={packets}
        filters={filters}
        detail={(r) => (
          <Claims packet={r} open={open.has(r.code)} onToggle={() => toggle(r.code)} />
        )}
      />
    </Page>
  );
}

/** A packet's claims, behind a button that says how many there are. */
function Claims(props: { packet: RedPacketRow; open: boolean; onToggle(): void }) {
  const { t } = useI18n();
  const { packet } = props;
  const count = packet.claims.length;
  return (
    <div className="stack tight">
      <div>
        <button
          type="button"
          className="small"
          aria-expanded={props.open}
          data-testid="red-packet-claims-toggle"
          disabled={count === 0}
          onClick={props.onToggle}
        >
          {count === 0
            ? t('referral.noClaims')
            : t(props.open ? 'referral.hideClaims' : 'referral.showClaims', { count })}
        </button>
        {packet.greeting && (
          <span className="muted" data-testid="red-packet-greeting">
            {' '}
            {t('referral.greetingLine', { greeting: packet.greeting })}
          </span>
        )}
      </div>
      {props.open && count > 0 && (
        <table data-testid="red-packet-claims">
          <thead>
            <tr>
              <th>{t('col.name')}</th>
              <th className="num">{t('col.amount')}</th>
              <th>{t('col.time')}</th>
              <th>{t('referral.best')}</th>
            </tr>
          </thead>
          <tbody>
            {packet.claims.map((claim, index) => (
              <tr key={`${claim.at}:${index}`} data-testid="red-packet-claim">
                <td>{claim.name}</td>
                <td className="num">{claim.amount}</td>
                <td className="nowrap">{formatTime(claim.at)}</td>
                <td>{claim.best && <Badge tone="ok">{t('referral.bestShare')}</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
