import { SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoading } from '../api/loading';

/** Quick replies never flash the spinner: it appears only after this delay. */
const SHOW_AFTER_MS = 250;

/** The one spinner of spec section 8, up while any non-silent request is in flight. */
export function LoadingIndicator() {
  const { t } = useTranslation();
  const busy = useLoading((state) => state.inFlight > 0);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  if (!busy || !visible) return null;
  return (
    <div className="loading-indicator" role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '0.36rem' }} />
      <span>{t('common.loading')}</span>
    </div>
  );
}
