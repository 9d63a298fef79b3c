import { QueryState } from '../../../components/QueryState';
import type { useMiningRewards } from '../queries';
import { RewardsCard } from './RewardsCard';

/** The signed-in user's rewards card, once read (a failure inline, with retry). */
export function HomeRewards({ rewards }: { rewards: ReturnType<typeof useMiningRewards> }) {
  return (
    <QueryState
      isPending={rewards.isPending}
      error={rewards.error}
      onRetry={() => void rewards.refetch()}
    >
      {rewards.data && <RewardsCard rewards={rewards.data} />}
    </QueryState>
  );
}
