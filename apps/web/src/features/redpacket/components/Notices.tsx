import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FUNDING_PATHS } from '../../funding/paths';
import { IDENTITY_PATHS } from '../../identity/paths';
import { RED_PACKET_PATH } from '../redPacketRules';

/** Every red packet call refuses a demo session: say so instead of failing. */
export function RedPacketDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" data-testid="redpacket-demo">
      {t('redPacket.demo')}
    </p>
  );
}

/** Packets are sent with the fund password; without one, where to set it (and back here). */
export function FundPasswordNeeded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="notice notice-warn lending-inline" data-testid="redpacket-need-fund-password">
      <p className="lending-note">{t('redPacket.send.needFundPassword')}</p>
      <Button
        size="small"
        color="primary"
        fill="outline"
        className="rp-notice-action"
        data-testid="redpacket-set-fund-password"
        onClick={() => navigate(`/setFond?redirect=${encodeURIComponent(RED_PACKET_PATH)}`)}
      >
        {t('redPacket.send.setFundPassword')}
      </Button>
    </div>
  );
}

/** The server refused: sending needs primary identity verification. */
export function VerifyNeeded() {
  const { t } = useTranslation();
  return (
    <div className="notice notice-warn lending-inline" role="alert" data-testid="redpacket-verify">
      <p className="lending-note">{t('redPacket.send.verify')}</p>
      <Link to={IDENTITY_PATHS.centre} className="lending-link" data-testid="redpacket-verify-go">
        {t('redPacket.send.verifyGo')}
      </Link>
    </div>
  );
}

/** Nothing available in the spot wallet to pack. */
export function NoCoins() {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline" data-testid="redpacket-no-coins">
      <p className="lending-note">{t('redPacket.send.noCoins')}</p>
      <Link to={FUNDING_PATHS.depositCoins} className="lending-link">
        {t('redPacket.send.deposit')}
      </Link>
    </div>
  );
}
