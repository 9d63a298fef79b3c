import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../settings/queries';
import { useIndexPrice } from '../queries';

/**
 * Whether the prices shown come from the simulated feed. The index price of
 * the coin says so; until it answers (or if it cannot), the platform's demo
 * flag decides, so simulated prices are never shown unlabelled.
 */
export function useSimulatedPrices(coin: string): boolean {
  const index = useIndexPrice(coin);
  const { data: config } = useClientConfig();
  return index.data?.simulated ?? config?.demoData ?? false;
}

/**
 * "Demo data: simulated prices", shown on every screen with prices when they
 * are simulated: a pill beside a title, or a full-width line under a header
 * where a long translation would not fit beside it.
 */
export function DemoBadge({ coin, line = false }: { coin: string; line?: boolean }) {
  const { t } = useTranslation();
  if (!useSimulatedPrices(coin)) return null;
  return (
    <span className={line ? 'demo-badge demo-line' : 'demo-badge'} data-testid="demo-badge">
      {t('market.demo')}
    </span>
  );
}
