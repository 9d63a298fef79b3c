import type { Ad, MyAd } from '@exchange/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../market/format';
import { isMyAd } from '../../queries';
import { coinText, fiatText, premiumText } from '../../format';
import { limitsText } from '../market/AdCard';
import { PaymentTags } from '../PaymentTags';

/** "Sell USDT · EUR": the ad's side, coin and fiat. */
export function AdTitle({ ad }: { ad: Pick<Ad, 'side' | 'coin' | 'fiat'> }) {
  const { t } = useTranslation();
  return (
    <strong className={ad.side === 'buy' ? 'up' : 'down'}>
      {ad.side === 'buy'
        ? t('p2p.common.buyCoin', { coin: ad.coin })
        : t('p2p.common.sellCoin', { coin: ad.coin })}{' '}
      · {ad.fiat}
    </strong>
  );
}

/** A fixed price, or a floating one's premium with what it comes to now. */
export function AdPrice({ ad, fiatDecimals }: { ad: Ad; fiatDecimals: number | undefined }) {
  const { t } = useTranslation();
  const now = `${fiatText(ad.price, fiatDecimals)} ${ad.fiat}`;
  if (ad.priceType === 'fixed') {
    return (
      <span className="p2p-ad-price" data-testid="ad-price">
        <span className="muted small">{t('p2p.ad.fixed')}</span> <strong>{now}</strong>
      </span>
    );
  }
  return (
    <span className="p2p-ad-price" data-testid="ad-price">
      <span className="muted small">
        {t('p2p.ad.floating')} · {t('p2p.ad.premium', { premium: premiumText(ad.premium ?? '0') })}
      </span>{' '}
      <strong>{now}</strong>
    </span>
  );
}

/**
 * An ad's figures: what is left of its quantity and, for its owner, what is
 * held in escrow, traded and still open; its limits, methods and payment time.
 */
export function AdFacts({
  ad,
  coinDecimals,
  fiatDecimals,
}: {
  ad: Ad | MyAd;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const coins = (text: string) => `${coinText(text, coinDecimals)} ${ad.coin}`;
  const rows: { label: string; value: string; testId: string }[] = [
    {
      label: t('p2p.ad.remaining'),
      value: `${coinText(ad.remaining, coinDecimals)} / ${coins(ad.quantity)}`,
      testId: 'ad-remaining',
    },
  ];
  if (isMyAd(ad)) {
    rows.push(
      { label: t('p2p.ad.held'), value: coins(ad.held), testId: 'ad-held' },
      { label: t('p2p.ad.traded'), value: coins(ad.traded), testId: 'ad-traded' },
      { label: t('p2p.ad.openOrders'), value: String(ad.openOrders), testId: 'ad-open-orders' },
    );
  }
  rows.push(
    { label: t('p2p.common.limit'), value: limitsText(ad, fiatDecimals), testId: 'ad-limits' },
    {
      label: t('p2p.common.paymentTime'),
      value: t('p2p.common.minutes', { count: ad.paymentMinutes }),
      testId: 'ad-pay-time',
    },
  );
  return (
    <>
      <dl className="p2p-facts">
        {rows.map((row) => (
          <div key={row.testId}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <PaymentTags types={ad.payments.map((payment) => payment.type)} />
      {ad.onlineAt !== null && ad.status === 'listed' && <ScheduledNote at={ad.onlineAt} />}
    </>
  );
}

/** A listed ad that goes online later says when. */
function ScheduledNote({ at }: { at: string }) {
  const { t } = useTranslation();
  // The screen's opening time tells a schedule still ahead from one passed.
  const [openedAtMs] = useState(() => Date.now());
  const atMs = Date.parse(at);
  if (!(atMs > openedAtMs)) return null;
  return (
    <p className="muted small" data-testid="ad-scheduled">
      {t('p2p.ad.scheduled', { time: formatDateTime(atMs) })}
    </p>
  );
}
