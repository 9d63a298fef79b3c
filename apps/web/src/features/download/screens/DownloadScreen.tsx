import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../../components/DebouncedButton';
import { Logo } from '../../../components/Logo';
import { PageHeader } from '../../../components/PageHeader';
import { isIos, isStandalone, useInstall } from '../install';

function IosSteps() {
  const { t } = useTranslation();
  return (
    <section className="card">
      <div className="card-title">{t('download.iosTitle')}</div>
      <ol className="steps">
        <li>{t('download.iosStep1')}</li>
        <li>{t('download.iosStep2')}</li>
        <li>{t('download.iosStep3')}</li>
      </ol>
    </section>
  );
}

/**
 * Honest about distribution: there is no store app, only this installable
 * web app. Uses the browser's install prompt where one was offered.
 */
export default function DownloadScreen() {
  const { t } = useTranslation();
  const deferred = useInstall((state) => state.deferred);
  const installedNow = useInstall((state) => state.installed);
  const promptInstall = useInstall((state) => state.promptInstall);
  const installed = installedNow || isStandalone(window);
  const ios = isIos(window);
  return (
    <div className="screen download-screen">
      <PageHeader title={t('download.title')} />
      <section className="download-hero">
        <Logo size="1.6rem" />
        <h1>{t('download.headline')}</h1>
        <p className="muted">{t('download.body')}</p>
        {installed && <p className="notice">{t('download.installed')}</p>}
        {!installed && deferred && (
          <DebouncedButton
            color="primary"
            size="large"
            shape="rounded"
            block
            onClick={() => void promptInstall()}
          >
            {t('download.install')}
          </DebouncedButton>
        )}
      </section>
      {!installed && ios && <IosSteps />}
      {!installed && !ios && !deferred && (
        <section className="card">
          <div className="card-title">{t('download.otherTitle')}</div>
          <p className="muted">{t('download.otherBody')}</p>
        </section>
      )}
    </div>
  );
}
