import { RightOutline, TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { C2C_PATHS } from '../../p2p/paths';

/** The way to peer-to-peer trading: buying and selling coins against fiat with other users. */
export function P2pEntry() {
  const { t } = useTranslation();
  return (
    <Link to={C2C_PATHS.market} className="home-p2p" data-testid="home-p2p">
      <span className="entry-icon" aria-hidden="true">
        <TeamOutline />
      </span>
      <span className="home-p2p-text">
        <strong>{t('p2p.entry.home')}</strong>
        <span className="muted small">{t('p2p.entry.homeHint')}</span>
      </span>
      <RightOutline className="home-p2p-arrow" aria-hidden="true" />
    </Link>
  );
}
