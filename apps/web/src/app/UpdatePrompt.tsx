import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { usePwa } from './pwaState';

/** Spec section 8's new-version prompt. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const updateReady = usePwa((state) => state.updateReady);
  if (!updateReady) return null;
  return (
    <div className="update-prompt" role="alert">
      <span>{t('pwa.newVersion')}</span>
      <Button size="mini" color="primary" shape="rounded" onClick={() => window.location.reload()}>
        {t('pwa.refresh')}
      </Button>
    </div>
  );
}
