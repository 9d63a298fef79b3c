import type { Ad } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coinText, fiatText, rateText } from '../../format';
import { advertiserPath } from '../../paths';
import type { Intent } from '../../tradeRules';
import { PaymentTags } from '../PaymentTags';

/** The advertiser's 30-day record: completed orders and completion rate. */
export function AdvertiserStats({ ad }: { ad: Pick<Ad, 'advertiser'> }) {
  const { t } = useTranslation();
  const { orders30d, completionRate30d } = ad.advertiser;
  if (orders30d === 0 && completionRate30d === null) {
    return <span className="muted small">{t('p2p.market.noOrders')}</span>;
  }
  return (
    <span className="muted small" data-testid="ad-stats">
      {t('p2p.market.orders30d', { count: orders30d })}
      {completionRate30d !== null &&
        ` · ${t('p2p.market.completion', { rate: rateText(completionRate30d) })}`}
    </span>
  );
}

/** The advertiser's initial, name and merchant badge; with `link`, the name opens their profile. */
export function Advertiser({ ad, link = false }: { ad: Pick<Ad, 'advertiser'>; link?: boolean }) {
  const { t } = useTranslation();
  const { userId, nickname, merchant } = ad.advertiser;
  const name = <strong data-testid="ad-nickname">{nickname}</strong>;
  return (
    <span className="p2p-advertiser">
      <span className="p2p-avatar" aria-hidden="true">
        {nickname.slice(0, 1).toUpperCase()}
      </span>
      {link ? (
        <Link
          to={advertiserPath(userId)}
          className="p2p-profile-link"
          data-testid="ad-advertiser-link"
        >
          {name}
        </Link>
      ) : (
        name
      )}
      {merchant && <span className="badge p2p-merchant">{t('p2p.common.merchant')}</span>}
    </span>
  );
}

/** "100.00 – 500.00 EUR": an ad's per-order limits now. */
export function limitsText(ad: Pick<Ad, 'minAmount' | 'maxAmount' | 'fiat'>, places?: number) {
  return `${fiatText(ad.minAmount, places)} – ${fiatText(ad.maxAmount, places)} ${ad.fiat}`;
}

/**
 * One ad in the market: its price, the advertiser and their record, what is
 * left, the per-order limits and the payment types; its button opens the
 * order sheet.
 */
export function AdCard({
  ad,
  intent,
  fiatDecimals,
  coinDecimals,
  onTrade,
  showAdvertiser = true,
}: {
  ad: Ad;
  intent: Intent;
  fiatDecimals: number | undefined;
  coinDecimals: number | undefined;
  onTrade: (ad: Ad) => void;
  /** Off on the advertiser's own profile, which already says who they are. */
  showAdvertiser?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="p2p-ad" data-testid={`p2p-ad-${ad.id}`}>
      {showAdvertiser && (
        <div className="p2p-ad-head">
          <Advertiser ad={ad} link />
          <AdvertiserStats ad={ad} />
        </div>
      )}
      <div className="p2p-ad-body">
        <div className="p2p-ad-figures">
          <div className="p2p-price">
            <span className="p2p-price-value" data-testid="ad-price">
              {fiatText(ad.price, fiatDecimals)}
            </span>
            <span className="p2p-price-unit">{ad.fiat}</span>
            {ad.priceType === 'floating' && (
              <span className="p2p-floating">{t('p2p.market.floating')}</span>
            )}
          </div>
          <dl className="p2p-ad-terms">
            <div>
              <dt>{t('p2p.common.available')}</dt>
              <dd data-testid="ad-remaining">
                {coinText(ad.remaining, coinDecimals)} {ad.coin}
              </dd>
            </div>
            <div>
              <dt>{t('p2p.common.limit')}</dt>
              <dd data-testid="ad-limits">{limitsText(ad, fiatDecimals)}</dd>
            </div>
          </dl>
          <PaymentTags types={ad.payments.map((payment) => payment.type)} />
        </div>
        <Button
          size="small"
          shape="rounded"
          className={intent === 'buy' ? 'p2p-trade-button buy' : 'p2p-trade-button sell'}
          data-testid={`p2p-trade-${ad.id}`}
          onClick={() => onTrade(ad)}
        >
          {intent === 'buy' ? t('p2p.common.buy') : t('p2p.common.sell')}
        </Button>
      </div>
    </li>
  );
}
