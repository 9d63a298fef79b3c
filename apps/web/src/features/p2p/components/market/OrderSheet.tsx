import type { Ad, OrderPreview } from '@exchange/contracts';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/QueryState';
import { coinDecimalsOf, coinText, fiatDecimalsOf, fiatText } from '../../format';
import { useFiats, useOrderPreview, useP2pCoins } from '../../queries';
import { Advertiser, AdvertiserStats, limitsText } from './AdCard';
import { OrderForm } from './OrderForm';
import { RefusalNotice } from './RefusalNotice';

function hasPrice(preview: OrderPreview): preview is OrderPreview & { ad: { price: string } } {
  return preview.ad.price !== null;
}

/** The ad as it stands now: price, advertiser, limits, what is left and the payment time. */
function AdSummary({
  ad,
  coinDecimals,
  fiatDecimals,
}: {
  ad: Ad;
  coinDecimals?: number;
  fiatDecimals?: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="p2p-sheet-summary">
      <div className="p2p-ad-head">
        <Advertiser ad={ad} />
        <AdvertiserStats ad={ad} />
      </div>
      <dl className="p2p-facts">
        <div>
          <dt>{t('p2p.common.price')}</dt>
          <dd className="p2p-price-strong" data-testid="sheet-price">
            {fiatText(ad.price, fiatDecimals)} {ad.fiat}
          </dd>
        </div>
        <div>
          <dt>{t('p2p.common.limit')}</dt>
          <dd>{limitsText(ad, fiatDecimals)}</dd>
        </div>
        <div>
          <dt>{t('p2p.common.available')}</dt>
          <dd>
            {coinText(ad.remaining, coinDecimals)} {ad.coin}
          </dd>
        </div>
        <div>
          <dt>{t('p2p.common.paymentTime')}</dt>
          <dd>{t('p2p.common.minutes', { count: ad.paymentMinutes })}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The order sheet's content: the preview (asked afresh each time), then
 * either why the ad cannot be taken or the order form.
 */
function SheetBody({ adId }: { adId: number }) {
  const { t } = useTranslation();
  const preview = useOrderPreview(adId);
  const coins = useP2pCoins();
  const fiats = useFiats();
  const data = preview.data;
  const coinDecimals = data && coinDecimalsOf(coins.data, data.ad.coin);
  const fiatDecimals = data && fiatDecimalsOf(fiats.data, data.ad.fiat);
  const form = () => {
    if (!data || coinDecimals === undefined || fiatDecimals === undefined) return null;
    if (data.refusal !== null) return <RefusalNotice refusal={data.refusal} />;
    if (!hasPrice(data)) return <RefusalNotice refusal="P2P_PRICE_UNAVAILABLE" />;
    return <OrderForm preview={data} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />;
  };
  return (
    <div className="p2p-order-sheet" data-testid="p2p-order-sheet">
      {data && (
        <h2 className="p2p-sheet-title">
          {data.ad.side === 'sell'
            ? t('p2p.common.buyCoin', { coin: data.ad.coin })
            : t('p2p.common.sellCoin', { coin: data.ad.coin })}
        </h2>
      )}
      <QueryState
        isPending={preview.isPending || coins.isPending || fiats.isPending}
        error={preview.error ?? coins.error ?? fiats.error}
        onRetry={() => {
          void preview.refetch();
          void coins.refetch();
          void fiats.refetch();
        }}
      >
        {data && (
          <>
            <AdSummary ad={data.ad} coinDecimals={coinDecimals} fiatDecimals={fiatDecimals} />
            {form()}
          </>
        )}
      </QueryState>
    </div>
  );
}

/** Taking an ad, in a bottom sheet open while `adId` is set. */
export function OrderSheet({ adId, onClose }: { adId: number | null; onClose: () => void }) {
  return (
    <Popup
      visible={adId !== null}
      position="bottom"
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="p2p-sheet p2p-sheet-tall"
      destroyOnClose
    >
      {adId !== null && <SheetBody adId={adId} />}
    </Popup>
  );
}
