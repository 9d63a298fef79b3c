import type { Ad, MyAd } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { AdActions } from '../components/ad/AdActions';
import { AdFacts, AdPrice, AdTitle } from '../components/ad/AdFacts';
import { AdWizard } from '../components/ad/AdWizard';
import { AdConditions } from '../components/market/AdConditions';
import { Advertiser, AdvertiserStats } from '../components/market/AdCard';
import { OrderSheet } from '../components/market/OrderSheet';
import { AdStateBadge } from '../components/StateBadge';
import { TradeDemoNotice } from '../components/TradeNotices';
import { coinDecimalsOf, fiatDecimalsOf } from '../format';
import { C2C_PATHS, idParam } from '../paths';
import { isMyAd, useAdDetail, useFiats, useP2pCoins } from '../queries';
import '../../account/account.css';
import '../p2p.css';
import '../trade.css';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice p2p-refusal" data-testid="ad-not-found">
      <p>{t('p2p.ad.notFound')}</p>
      <Link to={C2C_PATHS.market} replace className="payment-link">
        {t('p2p.order.success.market')}
      </Link>
    </div>
  );
}

/** An ad's terms and figures, for its owner or anyone else. */
function AdCardView({ ad, children }: { ad: Ad | MyAd; children?: ReactNode }) {
  const { t } = useTranslation();
  const coins = useP2pCoins();
  const fiats = useFiats();
  const coinDecimals = coinDecimalsOf(coins.data, ad.coin);
  const fiatDecimals = fiatDecimalsOf(fiats.data, ad.fiat);
  return (
    <section className="card p2p-card p2p-my-ad" data-testid="ad-detail">
      <div className="p2p-my-ad-head">
        <span className="p2p-my-ad-title">
          <AdTitle ad={ad} />
          <span className="muted small">{t('p2p.ad.adNo', { no: ad.adNo })}</span>
        </span>
        <AdStateBadge state={ad.status} />
      </div>
      {!isMyAd(ad) && (
        <div className="p2p-ad-head">
          <Advertiser ad={ad} />
          <AdvertiserStats ad={ad} />
        </div>
      )}
      <AdPrice ad={ad} fiatDecimals={fiatDecimals} />
      <AdFacts ad={ad} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />
      {ad.terms && (
        <div className="p2p-terms">
          <span className="field-label">{t('p2p.common.terms')}</span>
          <p data-testid="ad-terms">{ad.terms}</p>
        </div>
      )}
      {isMyAd(ad) && ad.autoReply && (
        <div className="p2p-terms">
          <span className="field-label">{t('p2p.ad.autoReply')}</span>
          <p>{ad.autoReply}</p>
        </div>
      )}
      <AdConditions conditions={ad.conditions} />
      {children}
    </section>
  );
}

/** Someone else's ad: its terms, and while it is listed the way to take it. */
function PublicAd({ ad }: { ad: Ad }) {
  const { t } = useTranslation();
  const [trading, setTrading] = useState(false);
  return (
    <>
      <AdCardView ad={ad}>
        {ad.status === 'listed' && (
          <Button
            block
            shape="rounded"
            color="primary"
            data-testid="ad-trade"
            onClick={() => setTrading(true)}
          >
            {ad.side === 'sell'
              ? t('p2p.common.buyCoin', { coin: ad.coin })
              : t('p2p.common.sellCoin', { coin: ad.coin })}
          </Button>
        )}
      </AdCardView>
      <OrderSheet adId={trading ? ad.id : null} onClose={() => setTrading(false)} />
    </>
  );
}

function AdLoader({ id }: { id: number }) {
  const ad = useAdDetail(id);
  const [params, setParams] = useSearchParams();
  const data = ad.data;
  const editing = params.get('edit') === '1' && data !== undefined && isMyAd(data);
  const content = () => {
    if (!data) return null;
    if (!isMyAd(data)) return <PublicAd ad={data} />;
    if (editing && (data.status === 'listed' || data.status === 'delisted')) {
      return <AdWizard ad={data} onSaved={() => setParams({}, { replace: true })} />;
    }
    return (
      <AdCardView ad={data}>
        <AdActions ad={data} />
      </AdCardView>
    );
  };
  return (
    <QueryState isPending={ad.isPending} error={ad.error} onRetry={() => void ad.refetch()}>
      {content()}
    </QueryState>
  );
}

/** `/c2c/ad/:id`: one ad; its owner changes it here (`?edit=1`), lists, delists or closes it. */
export default function AdDetailScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  const [params] = useSearchParams();
  const title = params.get('edit') === '1' ? t('p2p.ad.editTitle') : t('p2p.ad.title');
  let body;
  if (demo) body = <TradeDemoNotice />;
  else if (id === null) body = <NotFound />;
  else body = <AdLoader id={id} />;
  return (
    <div className="screen p2p-screen" data-testid="screen-ad">
      <PageHeader title={title} />
      <div className="p2p-body">{body}</div>
    </div>
  );
}
