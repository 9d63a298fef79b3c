import type { RedPacket } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../lending/components/PagedTabs';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { useReceivedRedPackets, useSentRedPackets } from '../queries';
import { hasRefund, statusTone } from '../redPacketRules';

/** When an open or expired packet expires; when a finished one was sent. */
function rowTime(packet: RedPacket, t: TFunction): string {
  if (packet.status === 'finished') {
    return t('redPacket.sent.sentAt', { time: formatDateTime(packet.createdAt) });
  }
  return t(packet.status === 'expired' ? 'redPacket.sent.expired' : 'redPacket.sent.expires', {
    time: formatDateTime(packet.expiresAt),
  });
}

/**
 * One packet the caller sent: code, coin and total, shares and amount
 * claimed, its state, what went back when it expired, and when it expires.
 * Tapping it opens the packet.
 */
function SentRow({ packet, onOpen }: { packet: RedPacket; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const coin = packet.asset;
  return (
    <li data-testid={`redpacket-sent-${packet.code}`} data-state={packet.status}>
      <button type="button" className="lending-row rp-row" onClick={() => onOpen(packet.code)}>
        <span className="lending-row-line">
          <code className="rp-row-code">{packet.code}</code>
          <span
            className={`status-pill ${statusTone(packet.status)}`}
            data-testid="redpacket-row-status"
          >
            {t(`redPacket.status.${packet.status}`)}
          </span>
        </span>
        <span className="lending-row-line">
          <strong data-testid="redpacket-row-total">{`${formatBalance(packet.total)} ${coin}`}</strong>
          <span className="muted small">{t(`redPacket.kind.${packet.kind}`)}</span>
        </span>
        <span className="muted small" data-testid="redpacket-row-claimed">
          {t('redPacket.sent.claimed', {
            claimed: packet.claimedShares,
            shares: packet.shares,
            amount: formatBalance(packet.claimedAmount),
            coin,
          })}
        </span>
        {hasRefund(packet) && (
          <span className="muted small" data-testid="redpacket-row-refunded">
            {t('redPacket.sent.refunded', { amount: formatBalance(packet.refunded), coin })}
          </span>
        )}
        <span className="lending-row-line muted small">
          <span data-testid="redpacket-row-expiry">{rowTime(packet, t)}</span>
          <RightOutline aria-hidden="true" />
        </span>
      </button>
    </li>
  );
}

/** The packets the caller sent, newest first, a page at a time. */
export function SentList({ onOpen }: { onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const sent = useSentRedPackets();
  return (
    <div className="rp-list">
      <PagedList
        query={sent}
        emptyTitle={t('redPacket.sent.empty')}
        testIds={{
          list: 'redpacket-sent',
          empty: 'redpacket-sent-empty',
          more: 'redpacket-sent-more',
        }}
        row={(packet) => <SentRow key={packet.code} packet={packet} onOpen={onOpen} />}
      />
    </div>
  );
}

/** The shares the caller claimed, newest first: code, sender, amount and when. */
export function ReceivedList({ onOpen }: { onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const received = useReceivedRedPackets();
  return (
    <div className="rp-list">
      <PagedList
        query={received}
        emptyTitle={t('redPacket.received.empty')}
        testIds={{
          list: 'redpacket-received',
          empty: 'redpacket-received-empty',
          more: 'redpacket-received-more',
        }}
        row={(item) => (
          <li key={`${item.code}-${item.at}`} data-testid={`redpacket-received-${item.code}`}>
            <button type="button" className="lending-row rp-row" onClick={() => onOpen(item.code)}>
              <span className="lending-row-line">
                <strong className="lending-up" data-testid="redpacket-row-amount">
                  {`+${formatBalance(item.amount)} ${item.asset}`}
                </strong>
                <span className="muted small">{formatDateTime(item.at)}</span>
              </span>
              <span className="lending-row-line muted small">
                <span data-testid="redpacket-row-sender">
                  {t('redPacket.packet.from', { name: item.sender })}
                </span>
                <code className="rp-row-code">{item.code}</code>
              </span>
              {item.greeting.trim() !== '' && (
                <span className="muted small rp-row-greeting">{item.greeting}</span>
              )}
            </button>
          </li>
        )}
      />
    </div>
  );
}
