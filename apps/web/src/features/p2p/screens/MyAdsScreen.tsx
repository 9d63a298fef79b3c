import type { AdState } from '@exchange/contracts';
import { Button, ErrorBlock } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { MyAdCard } from '../components/ad/MyAdCard';
import { TradeDemoNotice, WalletNote } from '../components/TradeNotices';
import { coinDecimalsOf, fiatDecimalsOf } from '../format';
import { C2C_PATHS } from '../paths';
import { useFiats, useMyAds, useP2pCoins } from '../queries';
import '../../account/account.css';
import '../trade.css';

const FILTERS = ['all', 'listed', 'delisted', 'closed', 'ended'] as const;
type Filter = (typeof FILTERS)[number];

function AdList({ status }: { status: AdState | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ads = useMyAds(status);
  const coins = useP2pCoins();
  const fiats = useFiats();
  const list = ads.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <QueryState isPending={ads.isPending} error={ads.error} onRetry={() => void ads.refetch()}>
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid="my-ads-empty">
          <ErrorBlock
            status="empty"
            title={t('p2p.ad.empty')}
            description={t('p2p.ad.emptyHint')}
          />
          <Button
            color="primary"
            shape="rounded"
            data-testid="my-ads-post"
            onClick={() => navigate(C2C_PATHS.advertise)}
          >
            {t('p2p.ad.post')}
          </Button>
        </div>
      ) : (
        <ul className="p2p-my-ads" data-testid="my-ads">
          {list.map((ad) => (
            <MyAdCard
              key={ad.id}
              ad={ad}
              coinDecimals={coinDecimalsOf(coins.data, ad.coin)}
              fiatDecimals={fiatDecimalsOf(fiats.data, ad.fiat)}
            />
          ))}
        </ul>
      )}
      {ads.hasNextPage && (
        <Button
          block
          fill="none"
          size="small"
          loading={ads.isFetchingNextPage}
          onClick={() => void ads.fetchNextPage()}
        >
          {t('p2p.common.more')}
        </Button>
      )}
    </QueryState>
  );
}

/** `/c2c/c2cUser`: the merchant's ads, by status, with their numbers and actions. */
export default function MyAdsScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  const [filter, setFilter] = useState<Filter>('all');
  return (
    <div className="screen p2p-screen" data-testid="screen-my-ads">
      <PageHeader
        title={t('p2p.ad.myTitle')}
        right={
          demo ? undefined : (
            <Link to={C2C_PATHS.advertise} className="header-link" data-testid="my-ads-new">
              <AddOutline aria-hidden="true" /> {t('p2p.ad.post')}
            </Link>
          )
        }
      />
      {demo ? (
        <TradeDemoNotice />
      ) : (
        <>
          <WalletNote />
          <div className="p2p-tabs" role="tablist">
            {FILTERS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={filter === key}
                className={filter === key ? 'p2p-tab active' : 'p2p-tab'}
                data-testid={`my-ads-filter-${key}`}
                onClick={() => setFilter(key)}
              >
                {key === 'all' ? t('p2p.ad.all') : t(`p2p.ad.status.${key}`)}
              </button>
            ))}
          </div>
          <div className="p2p-body">
            <AdList key={filter} status={filter === 'all' ? undefined : filter} />
            <nav className="p2p-finished-links">
              <Link to={C2C_PATHS.merchantOrders} className="payment-link">
                {t('p2p.order.merchantTitle')}
              </Link>
              <Link to={C2C_PATHS.market} className="payment-link">
                {t('p2p.entry.market')}
              </Link>
            </nav>
          </div>
        </>
      )}
    </div>
  );
}
