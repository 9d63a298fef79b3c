import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { MINING_PATHS } from '../paths';
import { useMiningMachine, type MiningMachineDetail } from '../queries';

/** An address whose machine id is unreadable, with the way back to the list. */
export function MachineNotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline" data-testid="mining-machine-not-found">
      <p>{t('mining.machine.notFound')}</p>
      <Link to={MINING_PATHS.home} replace className="lending-link">
        {t('mining.machine.back')}
      </Link>
    </div>
  );
}

/** Reads one machine and renders it once here (the server's refusal, such as not found, inline). */
export function MachineLoader({
  id,
  children,
}: {
  id: number;
  children: (machine: MiningMachineDetail) => ReactNode;
}) {
  const machine = useMiningMachine(id);
  return (
    <QueryState
      isPending={machine.isPending}
      error={machine.error}
      onRetry={() => void machine.refetch()}
    >
      {machine.data && children(machine.data)}
    </QueryState>
  );
}
