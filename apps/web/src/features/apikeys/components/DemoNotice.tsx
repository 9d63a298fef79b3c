import { useTranslation } from 'react-i18next';

/** Bots trade the live account: the demo one has no keys, and the server refuses it. */
export function DemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice apikey-inline-notice" data-testid="apikeys-demo">
      {t('apiKeys.demo')}
    </p>
  );
}
