import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RED_PACKET_PATH } from '../redPacketRules';
import '../redpacket.css';

/** The way to red packets from the promotion centre: one row. */
export function RedPacketEntry() {
  const { t } = useTranslation();
  return (
    <Link to={RED_PACKET_PATH} className="rp-entry" data-testid="redpacket-entry">
      <span className="rp-entry-icon" aria-hidden="true" />
      <span className="rp-entry-text">
        <strong>{t('redPacket.entry.title')}</strong>
        <span className="muted small">{t('redPacket.entry.text')}</span>
      </span>
      <RightOutline aria-hidden="true" className="rp-entry-arrow" />
    </Link>
  );
}
