import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useCancelStop, type useWaitingStops } from '../stopQueries';
import { useOrderCancels } from '../useOrderCancels';
import { CancelOrderButton } from './OrderCancelling';
import { placesOf } from './OrderRow';
import { StopRow } from './StopRow';

/** Stops have no cancel-all: the list offers none, so this is never called. */
const NO_CANCEL_ALL = {
  mutateAsync: () => Promise.resolve({ cancelled: 0 }),
  isPending: false,
};

/**
 * The pair's waiting conditional orders under the form, each cancellable
 * as an open order is (the same button, spinner and toast).
 */
export function ConditionalOrders({
  market,
  waiting,
}: {
  market: MarketSummary;
  waiting: ReturnType<typeof useWaitingStops>;
}) {
  const { t } = useTranslation();
  const cancels = useOrderCancels(market.symbol, useCancelStop(), NO_CANCEL_ALL);
  const stops = waiting.data?.list ?? [];
  return (
    <QueryState
      isPending={waiting.isPending}
      error={waiting.error}
      onRetry={() => void waiting.refetch()}
    >
      {stops.length === 0 ? (
        <p className="orders-empty muted">{t('stops.none')}</p>
      ) : (
        <ul className="order-list" data-testid="stop-list">
          {stops.map((stop) => (
            <StopRow
              key={stop.stopId}
              stop={stop}
              places={placesOf(market)}
              action={<CancelOrderButton cancels={cancels} orderId={stop.stopId} />}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
