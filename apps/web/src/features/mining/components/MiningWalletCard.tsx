import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MINING_PATHS } from '../paths';
import '../../earn/earn.css';
import '../mining.css';

/** On the wallet's mining account: where its rewards come from, and the way to withdraw them. */
export function MiningWalletCard() {
  const { t } = useTranslation();
  return (
    <Link
      to={MINING_PATHS.home}
      className="card earn-shortcut mining-wallet-card"
      data-testid="funds-mining-link"
    >
      <span className="earn-shortcut-text">
        <strong>{t('mining.wallet.title')}</strong>
        <span className="muted small">{t('mining.wallet.note')}</span>
      </span>
      <RightOutline aria-hidden="true" />
    </Link>
  );
}
