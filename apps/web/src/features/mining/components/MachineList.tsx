import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useMiningMachines } from '../queries';
import { MachineCard } from './MachineCard';
import '../../p2p/trade.css';

/** Every machine shown, in display order; `trialBought` marks the caller's trial as used. */
export function MachineList({ trialBought }: { trialBought: boolean }) {
  const { t } = useTranslation();
  const machines = useMiningMachines();
  const list = machines.data ?? [];
  return (
    <QueryState
      isPending={machines.isPending}
      error={machines.error}
      onRetry={() => void machines.refetch()}
    >
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid="mining-machines-empty">
          <ErrorBlock status="empty" title={t('mining.home.empty')} description="" />
        </div>
      ) : (
        <ul className="earn-list" data-testid="mining-machines">
          {list.map((machine) => (
            <MachineCard key={machine.id} machine={machine} trialBought={trialBought} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
