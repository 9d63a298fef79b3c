import { useTranslation } from 'react-i18next';
import type { ConfirmFailure } from '../failure';

/**
 * Why the last step did not go through, under the form. A locked fund
 * password and a missing one have their own notices (FundLockNotice,
 * FundPasswordNeeded), so they show nothing here.
 */
export function FailureNotice({ failure }: { failure: ConfirmFailure | null }) {
  const { t } = useTranslation();
  if (failure === null) return null;
  switch (failure.kind) {
    case 'locked':
    case 'fundPasswordNotSet':
      return null;
    case 'unknown':
      return (
        <div
          className="notice notice-warn exchange-notice"
          role="status"
          data-testid="exchange-unknown"
        >
          {t('exchange.unknown')}
        </div>
      );
    case 'noAnswer':
      return (
        <div
          className="notice notice-danger exchange-notice"
          role="alert"
          data-testid="exchange-error"
        >
          {t('exchange.noAnswer')}
        </div>
      );
    default:
      return (
        <div
          className="notice notice-danger exchange-notice"
          role="alert"
          data-testid="exchange-error"
        >
          {failure.message}
        </div>
      );
  }
}
