import { useTranslation } from 'react-i18next';
import type { Outcome } from '../requestId';

/**
 * After a failure with no answer (network, timeout) the money may have
 * moved. Saying so, and that pressing again is safe, beats a silent form.
 */
export function OutcomeNotice({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  if (outcome !== 'unknown') return null;
  return (
    <div className="notice notice-warn wallet-notice" role="status" data-testid="transfer-unknown">
      {t('wallet.transfer.unknown')}
    </div>
  );
}
