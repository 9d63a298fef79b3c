import { NO_VALUE } from '../../settings/fiat';
import { formatCountdown } from '../format';
import { useNowMs } from '../useNowMs';

/** "HH:MM:SS" until the next funding settlement. */
export function FundingCountdown({ atMs }: { atMs: number | null }) {
  const nowMs = useNowMs();
  return (
    <span className="num" data-testid="funding-countdown">
      {atMs === null ? NO_VALUE : formatCountdown(atMs - nowMs)}
    </span>
  );
}
