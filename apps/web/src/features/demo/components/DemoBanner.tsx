import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { grantText, useDemoStatus } from '../queries';
import { useDemoSwitch } from '../useDemoSwitch';
import '../demo.css';

/**
 * Above every screen while the demo account is signed in, so nobody mistakes
 * virtual funds for real ones. Part of the page flow and sticky, and the
 * shell moves the screens' own sticky bars below it (demo.css).
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const demo = useDemoSwitch();
  // The grant a reset returns to, as the server states it; the constant until it answers.
  const status = useDemoStatus();
  const [asking, setAsking] = useState(false);
  const confirmReset = () => {
    setAsking(false);
    void demo.reset();
  };
  return (
    <section className="demo-banner" aria-label={t('demo.banner.title')} data-testid="demo-banner">
      <span className="demo-banner-badge">{t('common.demo')}</span>
      <p className="demo-banner-text">
        <strong>{t('demo.banner.title')}</strong>
        <span className="demo-banner-note">
          <span className="demo-banner-sep" aria-hidden="true">
            ·
          </span>
          {t('demo.banner.note')}
        </span>
      </p>
      <Button
        size="mini"
        className="demo-banner-button"
        loading={demo.resetting}
        disabled={demo.busy}
        onClick={() => setAsking(true)}
      >
        {t('demo.banner.reset')}
      </Button>
      <Button
        size="mini"
        className="demo-banner-button demo-banner-exit"
        loading={demo.exiting}
        disabled={demo.busy}
        onClick={() => void demo.exit()}
      >
        {t('demo.banner.exit')}
      </Button>
      <ConfirmDialog
        visible={asking}
        title={t('demo.reset.title')}
        body={t('demo.reset.body', grantText(status.data?.grant))}
        confirmText={t('demo.reset.confirm')}
        keepText={t('demo.reset.keep')}
        onConfirm={confirmReset}
        onClose={() => setAsking(false)}
        testId="demo-reset-dialog"
      />
    </section>
  );
}
