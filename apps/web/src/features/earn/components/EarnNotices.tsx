import { useTranslation } from 'react-i18next';

/** Buying, redeeming and the caller's orders refuse a demo session: say so instead of failing. */
export function EarnDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" data-testid="earn-demo">
      {t('earn.demo')}
    </p>
  );
}
