import type { Ad } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { isMerchant, useSession } from '../../../state/session';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import { CoinChips } from '../components/market/CoinChips';
import { FiatPicker } from '../components/market/FiatPicker';
import { MarketFilters, NO_FILTERS, type AdFilters } from '../components/market/MarketFilters';
import { MarketList } from '../components/market/MarketList';
import { OrderSheet } from '../components/market/OrderSheet';
import { QuickZone } from '../components/market/QuickZone';
import { TradeDemoNotice, WalletNote } from '../components/TradeNotices';
import { C2C_PATHS, MERCHANT_HELP } from '../paths';
import type { Intent } from '../tradeRules';
import { useMarketChoice, type MarketChoice } from '../useMarketChoice';
import '../../account/account.css';
import '../p2p.css';
import '../trade.css';
import '../people.css';

type Zone = 'choose' | 'quick';

/** The ways a merchant goes on from the market: their ads, a new one, their orders. */
function MerchantBar() {
  const { t } = useTranslation();
  return (
    <nav className="p2p-merchant-bar" aria-label={t('p2p.market.merchantBar')}>
      <Link to={C2C_PATHS.myAds} data-testid="p2p-my-ads">
        {t('p2p.ad.myTitle')}
      </Link>
      <Link to={C2C_PATHS.advertise} data-testid="p2p-post-ad">
        {t('p2p.ad.post')}
      </Link>
      <Link to={C2C_PATHS.receiving} data-testid="p2p-receiving">
        {t('p2p.order.receivingTitle')}
      </Link>
      <Link to={C2C_PATHS.merchantOrders}>{t('p2p.order.merchantTitle')}</Link>
    </nav>
  );
}

/** Help, notification settings and, for everyone not yet a merchant, how to become one. */
function HelpLinks({ merchant }: { merchant: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="p2p-help-links" aria-label={t('p2p.help.title')}>
      <Link to={C2C_PATHS.help} data-testid="p2p-help">
        {t('p2p.help.title')}
      </Link>
      <Link to={C2C_PATHS.notifications} data-testid="p2p-notifications">
        {t('p2p.notifications.title')}
      </Link>
      {!merchant && (
        <Link to={MERCHANT_HELP} data-testid="p2p-become-merchant">
          {t('p2p.help.merchant.title')}
        </Link>
      )}
    </nav>
  );
}

function Market({ choice }: { choice: MarketChoice }) {
  const { t } = useTranslation();
  const [intent, setIntent] = useState<Intent>('buy');
  const [zone, setZone] = useState<Zone>('choose');
  const [filters, setFilters] = useState<AdFilters>(NO_FILTERS);
  const [trading, setTrading] = useState<Ad | null>(null);
  const { coin, fiat, coinDecimals, fiatDecimals } = choice;
  if (!choice.coins.data?.length || coin === null) {
    return <p className="notice">{t('p2p.market.noCoins')}</p>;
  }
  if (!choice.fiats.data?.length || fiat === null) {
    return <p className="notice">{t('p2p.market.noFiats')}</p>;
  }
  return (
    <>
      <div className="p2p-controls">
        <SegmentTabs
          items={[
            { key: 'buy', label: t('p2p.common.buy') },
            { key: 'sell', label: t('p2p.common.sell') },
          ]}
          value={intent}
          onChange={setIntent}
          testIdPrefix="p2p-intent"
        />
        <div className="p2p-pickers">
          <CoinChips coins={choice.coins.data} value={coin} onChange={choice.setCoin} />
          <FiatPicker fiats={choice.fiats.data} value={fiat} onChange={choice.setFiat} />
        </div>
      </div>
      <div className="p2p-zone-bar">
        <SegmentTabs
          items={[
            { key: 'choose', label: t('p2p.market.choose') },
            { key: 'quick', label: t('p2p.market.quick') },
          ]}
          value={zone}
          onChange={setZone}
          testIdPrefix="p2p-zone"
        />
        {zone === 'choose' && (
          <MarketFilters
            filters={filters}
            onChange={setFilters}
            fiat={fiat}
            fiatDecimals={fiatDecimals}
          />
        )}
      </div>
      <div className="p2p-zone">
        {zone === 'quick' ? (
          coinDecimals !== undefined &&
          fiatDecimals !== undefined && (
            <QuickZone
              intent={intent}
              coin={coin}
              fiat={fiat}
              coinDecimals={coinDecimals}
              fiatDecimals={fiatDecimals}
            />
          )
        ) : (
          <MarketList
            intent={intent}
            coin={coin}
            fiat={fiat}
            filters={filters}
            coinDecimals={coinDecimals}
            fiatDecimals={fiatDecimals}
            onTrade={setTrading}
          />
        )}
      </div>
      <OrderSheet adId={trading?.id ?? null} onClose={() => setTrading(null)} />
    </>
  );
}

/**
 * `/c2c_normal_user`: the P2P market. Buy or sell a coin against a fiat,
 * either choosing an ad (the self-select zone, with its filters) or letting
 * the best-priced ad be taken (the quick zone).
 */
export default function P2pHomeScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  const merchant = useSession((state) => isMerchant(state.member));
  const choice = useMarketChoice();
  return (
    <div className="screen p2p-screen" data-testid="screen-p2p">
      <PageHeader
        title={t('p2p.market.title')}
        right={
          demo ? undefined : (
            <Link to={C2C_PATHS.orders} className="header-link" data-testid="p2p-orders-link">
              {t('p2p.market.orders')}
            </Link>
          )
        }
      />
      {demo ? (
        <TradeDemoNotice />
      ) : (
        <>
          <WalletNote />
          <HelpLinks merchant={merchant} />
          {merchant && <MerchantBar />}
          <QueryState isPending={choice.isPending} error={choice.error} onRetry={choice.refetch}>
            <Market choice={choice} />
          </QueryState>
        </>
      )}
    </div>
  );
}
