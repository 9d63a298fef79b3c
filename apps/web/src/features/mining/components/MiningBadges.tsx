import type { HashPriceSource, MiningMachineType, MiningOrderStatus } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/** The machine's type: the 3-day experience (trial), FPGA, IPFS, GPU or ASIC. */
export function MachineTypeBadge({ type }: { type: MiningMachineType }) {
  const { t } = useTranslation();
  return (
    <span className="badge mining-type" data-testid="mining-type" data-type={type}>
      {t(`mining.type.${type}`)}
    </span>
  );
}

/** A machine order: its machines in custody on the farm, or returned at term end. */
export function MiningStatusBadge({ status }: { status: MiningOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-pill ${status === 'custody' ? 'good' : 'muted'}`}
      data-testid="mining-status"
      data-status={status}
    >
      {t(`mining.status.${status}`)}
    </span>
  );
}

/**
 * Who set a day's hash price: an operator from pool data, the configured
 * feed, or the simulated feed, which always reads "simulated, not market
 * data" and stands out.
 */
export function HashSourceLabel({
  source,
  testId = 'mining-source',
}: {
  source: HashPriceSource;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={source === 'simulated' ? 'mining-source simulated' : 'mining-source'}
      data-testid={testId}
      data-source={source}
    >
      {t(`mining.source.${source}`)}
    </span>
  );
}
