import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IDENTITY_PATHS } from '../../../identity/paths';

/** Every credit call refuses a demo session: say so instead of failing. */
export function CreditDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice" data-testid="lending-demo">
      {t('lending.credit.demo')}
    </p>
  );
}

/**
 * The server's ADVANCED_REQUIRED, as a step rather than a failure: its
 * message (already in the user's language) and the way to verify.
 */
export function AdvancedRequired({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="notice notice-warn lending-inline"
      role="alert"
      data-testid="credit-advanced-required"
    >
      <p className="lending-note">{message || t('lending.credit.form.advanced')}</p>
      <Link to={IDENTITY_PATHS.centre} className="lending-link" data-testid="credit-verify-link">
        {t('lending.credit.form.verify')}
      </Link>
    </div>
  );
}
