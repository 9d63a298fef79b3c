import type { PerpConfig } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import {
  CancelAllButton,
  CancelAllDialog,
  CancelOrderButton,
} from '../../spot/components/OrderCancelling';
import { useOrderCancels } from '../../spot/useOrderCancels';
import { useCancelAllPerp, useCancelPerpOrder } from '../mutations';
import type { usePerpEntrusts } from '../queries';
import { PanelList } from './PanelList';
import { PerpOrderRow } from './PerpOrderRow';

/** The contract's resting entrusts, each cancellable, with cancel-all. */
export function EntrustsPanel({
  contract,
  entrusts,
}: {
  contract: PerpConfig;
  entrusts: ReturnType<typeof usePerpEntrusts>;
}) {
  const { t } = useTranslation();
  const cancels = useOrderCancels(contract.symbol, useCancelPerpOrder(), useCancelAllPerp());
  const list = entrusts.data?.list ?? [];

  return (
    <>
      <PanelList
        query={entrusts}
        count={list.length}
        emptyText={t('trade.orders.none')}
        tools={<CancelAllButton cancels={cancels} />}
      >
        {list.map((order) => (
          <PerpOrderRow
            key={order.orderId}
            order={order}
            places={contract.pricePrecision}
            action={<CancelOrderButton cancels={cancels} orderId={order.orderId} />}
          />
        ))}
      </PanelList>
      <CancelAllDialog
        cancels={cancels}
        body={t('perp.orders.cancelAllBody', { symbol: contract.symbol })}
      />
    </>
  );
}
