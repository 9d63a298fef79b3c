import { useTranslation } from 'react-i18next';

/** Every activity call refuses a demo session: say so instead of failing. */
export function ActivitiesDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" data-testid="activities-demo">
      {t('activities.demo')}
    </p>
  );
}

/** Where rewards come from, and what a short budget means for each kind (deposit and trade alike). */
export function BudgetNote() {
  const { t } = useTranslation();
  return (
    <p className="notice lending-inline" data-testid="activities-budget">
      {t('activities.budget')}
    </p>
  );
}
