import { useTranslation } from 'react-i18next';
import './offline.css';
import { useOnline } from './network';

/**
 * Over every screen while the device is offline, so stale prices and paused
 * lists are never mistaken for live ones; it goes away by itself on
 * reconnect. It lets touches through to the screen below.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>{t('net.offline')}</strong>
      <span>{t('net.offlineHint')}</span>
    </div>
  );
}
