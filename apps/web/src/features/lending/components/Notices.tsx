import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../wallet/requestId';

/** Every savings and loan call refuses a demo session: say so instead of failing. */
export function LendingDemoNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice" data-testid="lending-demo">
      {t('lending.common.demo')}
    </p>
  );
}

/**
 * After a failure with no answer (network, timeout) the coins may have
 * moved; pressing again with the same figures is safe (same request id).
 */
export function OutcomeUnknown({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  if (outcome !== 'unknown') return null;
  return (
    <p className="notice notice-warn lending-inline" role="status" data-testid="lending-unknown">
      {t('lending.common.unknown')}
    </p>
  );
}
