import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { CancelOrderButton } from '../../spot/components/OrderCancelling';
import { useOrderCancels } from '../../spot/useOrderCancels';
import { useCancelPerpStop, type useWaitingPerpStops } from '../stopQueries';
import { PanelList } from './PanelList';
import { PerpStopRow } from './PerpStopRow';

/** Stops have no cancel-all: the panel offers none, so this is never called. */
const NO_CANCEL_ALL = {
  mutateAsync: () => Promise.resolve({ cancelled: 0 }),
  isPending: false,
};

/**
 * The contract's waiting conditional orders, each cancellable as an
 * entrust is (the same button, spinner and toast).
 */
export function StopsPanel({
  contract,
  waiting,
}: {
  contract: PerpConfig;
  waiting: ReturnType<typeof useWaitingPerpStops>;
}) {
  const { t } = useTranslation();
  const cancels = useOrderCancels(contract.symbol, useCancelPerpStop(), NO_CANCEL_ALL);
  const list = waiting.data?.list ?? [];
  return (
    <PanelList query={waiting} count={list.length} emptyText={t('perp.stops.none')} tools={null}>
      {list.map((stop) => (
        <PerpStopRow
          key={stop.stopId}
          stop={stop}
          places={contract.pricePrecision}
          action={<CancelOrderButton cancels={cancels} orderId={stop.stopId} />}
        />
      ))}
    </PanelList>
  );
}
