import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../funding/components/CopyButton';
import { botApiEndpoint } from '../endpoint';

/** The address a bot is pointed at, to copy into its settings, and the developers' page. */
export function Endpoint() {
  const { t, i18n } = useTranslation();
  const endpoint = botApiEndpoint();
  // The developers' page is written in English and Chinese.
  const docs = `/api/docs?lang=${i18n.language.startsWith('zh') ? 'zh' : 'en'}`;
  return (
    <>
      <div className="secret-row apikey-endpoint">
        <div>
          <div className="field-label">{t('apiKeys.endpoint')}</div>
          <code className="secret-text" data-testid="apikeys-endpoint">
            {endpoint}
          </code>
        </div>
        <CopyButton text={endpoint} label={t('apiKeys.copyEndpoint')} />
      </div>
      <a
        className="apikey-docs"
        href={docs}
        target="_blank"
        rel="noreferrer"
        data-testid="apikeys-docs"
      >
        {t('apiKeys.docs')}
      </a>
    </>
  );
}
