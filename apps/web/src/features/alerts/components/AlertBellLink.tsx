import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { alertsPath } from '../paths';
import '../alerts.css';

/**
 * The bell of a trade or chart screen's header: opens the new-alert sheet
 * on this market (over the alert list, which asks a guest to log in).
 */
export function AlertBellLink({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={alertsPath({ create: symbol })}
      className="icon-button alert-bell"
      aria-label={t('alerts.bell')}
      data-testid="alert-bell"
    >
      <BellOutline />
    </Link>
  );
}
