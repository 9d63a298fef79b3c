import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useInstall } from '../install';

/** The add-to-home-screen prompt: shown once the browser offers installation, until dismissed. */
export function InstallBanner() {
  const { t } = useTranslation();
  const deferred = useInstall((state) => state.deferred);
  const dismissed = useInstall((state) => state.bannerDismissed);
  const dismiss = useInstall((state) => state.dismissBanner);
  const promptInstall = useInstall((state) => state.promptInstall);
  if (!deferred || dismissed) return null;
  return (
    <aside className="install-banner" data-testid="install-banner">
      <img src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div className="install-banner-text">
        <strong>{t('pwa.installTitle')}</strong>
        <span>{t('pwa.installBody')}</span>
      </div>
      <Button size="mini" color="primary" shape="rounded" onClick={() => void promptInstall()}>
        {t('pwa.install')}
      </Button>
      <button className="icon-button" type="button" aria-label={t('pwa.dismiss')} onClick={dismiss}>
        <CloseOutline />
      </button>
    </aside>
  );
}
