import { useTranslation } from 'react-i18next';

/** Every promotion call refuses a demo session: say so instead of failing. */
export function PromoteDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" data-testid="promote-demo">
      {t('promote.demo')}
    </p>
  );
}

/** The operator has turned inviting off for this account: nothing to share. */
export function NoRightNotice() {
  const { t } = useTranslation();
  return (
    <div className="notice notice-warn lending-inline" role="status" data-testid="promote-no-right">
      <strong>{t('promote.noRight.title')}</strong>
      <p className="lending-note">{t('promote.noRight.text')}</p>
    </div>
  );
}

/** The promotions account is empty: new rebates are recorded as unfunded, never paid. */
export function BudgetNotice() {
  const { t } = useTranslation();
  return (
    <div className="notice promote-alert lending-inline" role="alert" data-testid="promote-budget">
      <strong>{t('promote.budget.title')}</strong>
      <p className="lending-note">{t('promote.budget.text')}</p>
    </div>
  );
}
