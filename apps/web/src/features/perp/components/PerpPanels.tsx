import type { PerpConfig } from '@exchange/contracts';
import { FileOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../state/session';
import { MarketTabs } from '../../market/components/MarketTabs';
import type { usePerpEntrusts, usePerpPositions } from '../queries';
import type { ContractProduct } from '../product';
import { EntrustsPanel } from './EntrustsPanel';
import { PositionsPanel } from './PositionsPanel';
import { StopsPanel } from './StopsPanel';
import { useWaitingPerpStops } from '../stopQueries';

type Panel = 'positions' | 'orders' | 'stops';

/** Under the form: positions, current orders and waiting conditional orders as tabs, and the way to the records. */
export function PerpPanels({
  product,
  contract,
  positions,
  entrusts,
}: {
  product: ContractProduct;
  contract: PerpConfig;
  positions: ReturnType<typeof usePerpPositions>;
  entrusts: ReturnType<typeof usePerpEntrusts>;
}) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const [panel, setPanel] = useState<Panel>('positions');
  const waiting = useWaitingPerpStops(contract.symbol);
  return (
    <section className="open-orders perp-panels" data-testid="perp-panels">
      <div className="orders-head perp-panels-head">
        <MarketTabs
          items={[
            {
              key: 'positions',
              label: t('perp.panel.positions', { count: positions.data?.total ?? 0 }),
            },
            { key: 'orders', label: t('perp.panel.orders', { count: entrusts.data?.total ?? 0 }) },
            { key: 'stops', label: t('perp.panel.stops', { count: waiting.data?.total ?? 0 }) },
          ]}
          value={panel}
          onChange={setPanel}
          testIdPrefix="panel"
          className="perp-panel-tabs"
        />
        <Link
          to={product.historyPath(undefined, contract.symbol)}
          className="orders-history"
          data-testid="history-link"
        >
          <FileOutline />
          {t('trade.orders.history')}
        </Link>
      </div>
      {!signedIn ? (
        <p className="orders-empty muted">{t('perp.panel.loginToSee')}</p>
      ) : panel === 'positions' ? (
        <PositionsPanel contract={contract} positions={positions} />
      ) : panel === 'orders' ? (
        <EntrustsPanel contract={contract} entrusts={entrusts} />
      ) : (
        <StopsPanel contract={contract} waiting={waiting} />
      )}
    </section>
  );
}
