import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LENDING_PATHS } from '../../lending/paths';
import { MINING_PATHS } from '../../mining/paths';
import { EARN_PATHS } from '../paths';

/**
 * The ways to flexible savings (redeemable any time), the income history,
 * mining machines and everything held in custody: two by two on a phone.
 */
export function EarnShortcuts() {
  const { t } = useTranslation();
  return (
    <nav className="earn-shortcuts">
      <Link
        to={LENDING_PATHS.savings}
        className="card earn-shortcut"
        data-testid="earn-savings-link"
      >
        <span className="earn-shortcut-text">
          <strong>{t('earn.home.savings')}</strong>
          <span className="muted small">{t('earn.home.savingsNote')}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </Link>
      <Link to={EARN_PATHS.history} className="card earn-shortcut" data-testid="earn-history-link">
        <span className="earn-shortcut-text">
          <strong>{t('earn.history.title')}</strong>
          <span className="muted small">{t('earn.home.historyNote')}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </Link>
      <Link to={MINING_PATHS.home} className="card earn-shortcut" data-testid="earn-mining-link">
        <span className="earn-shortcut-text">
          <strong>{t('mining.title')}</strong>
          <span className="muted small">{t('mining.home.shortcutNote')}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </Link>
      <Link
        to={MINING_PATHS.custody}
        className="card earn-shortcut"
        data-testid="earn-custody-orders-link"
      >
        <span className="earn-shortcut-text">
          <strong>{t('mining.custody.title')}</strong>
          <span className="muted small">{t('mining.custody.shortcutNote')}</span>
        </span>
        <RightOutline aria-hidden="true" />
      </Link>
    </nav>
  );
}
