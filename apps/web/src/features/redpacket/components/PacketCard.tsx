import type { RedPacket } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { hasRefund, statusTone } from '../redPacketRules';

/** The envelope: who sent it, their greeting, what is in it, how it splits and its state. */
export function Envelope({ packet }: { packet: RedPacket }) {
  const { t } = useTranslation();
  return (
    <div className="rp-envelope" data-testid="redpacket-envelope">
      <p className="rp-sender" data-testid="redpacket-sender">
        {t('redPacket.packet.from', { name: packet.sender })}
      </p>
      <p className="rp-greeting" data-testid="redpacket-packet-greeting">
        {packet.greeting.trim() || t('redPacket.packet.defaultGreeting')}
      </p>
      <p className="rp-total" data-testid="redpacket-packet-total">
        {`${formatBalance(packet.total)} ${packet.asset}`}
      </p>
      <p className="rp-tags">
        <span className="rp-tag">{t(`redPacket.kind.${packet.kind}`)}</span>
        <span className={`status-pill ${statusTone(packet.status)}`} data-testid="redpacket-status">
          {t(`redPacket.status.${packet.status}`)}
        </span>
      </p>
    </div>
  );
}

/**
 * A packet in full: the envelope, the caller's own share, how much is
 * claimed, when it expires (or what went back), and who claimed what, the
 * luckiest share marked when the packet is lucky.
 */
export function PacketCard({ packet }: { packet: RedPacket }) {
  const { t } = useTranslation();
  const coin = packet.asset;
  return (
    <div className="rp-packet" data-testid="redpacket-packet">
      <Envelope packet={packet} />
      {packet.mine !== null && (
        <p className="rp-mine" data-testid="redpacket-mine">
          {t('redPacket.packet.mine', { amount: formatBalance(packet.mine), coin })}
        </p>
      )}
      <dl className="rp-facts">
        <div>
          <dt className="muted small">{t('redPacket.packet.claimedShares')}</dt>
          <dd data-testid="redpacket-claimed">
            {t('redPacket.packet.sharesOf', {
              claimed: packet.claimedShares,
              shares: packet.shares,
            })}
          </dd>
        </div>
        <div>
          <dt className="muted small">{t('redPacket.packet.claimedAmount')}</dt>
          <dd data-testid="redpacket-claimed-amount">
            {`${formatBalance(packet.claimedAmount)} / ${formatBalance(packet.total)} ${coin}`}
          </dd>
        </div>
        <div>
          <dt className="muted small">
            {t(
              packet.status === 'expired'
                ? 'redPacket.packet.expiredAt'
                : 'redPacket.packet.expiresAt',
            )}
          </dt>
          <dd data-testid="redpacket-expiry">{formatDateTime(packet.expiresAt)}</dd>
        </div>
        {hasRefund(packet) && (
          <div>
            <dt className="muted small">{t('redPacket.packet.refunded')}</dt>
            <dd data-testid="redpacket-refunded">{`${formatBalance(packet.refunded)} ${coin}`}</dd>
          </div>
        )}
      </dl>
      <h4 className="rp-claims-title">{t('redPacket.packet.claims')}</h4>
      {packet.claims.length === 0 ? (
        <p className="muted small lending-note" data-testid="redpacket-no-claims">
          {t('redPacket.packet.noClaims')}
        </p>
      ) : (
        <ul className="rp-claims" data-testid="redpacket-claims">
          {packet.claims.map((claim, index) => (
            <li key={`${claim.at}-${index}`} className="rp-claim" data-testid="redpacket-claim">
              <span className="rp-claim-who">
                <strong>{claim.name}</strong>
                <span className="muted small">{formatDateTime(claim.at)}</span>
              </span>
              <span className="rp-claim-amount">
                {packet.kind === 'lucky' && claim.best && (
                  <span className="rp-best" data-testid="redpacket-best">
                    {t('redPacket.packet.best')}
                  </span>
                )}
                <strong>{`${formatBalance(claim.amount)} ${coin}`}</strong>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
