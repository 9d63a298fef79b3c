import type { P2pOrder } from '@exchange/contracts';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useQuoteClock } from '../../../flash/useQuoteClock';
import { clockText, coinText, fiatText } from '../../format';
import { bannerOf, cancelTextOf, STATE_TONES } from '../../orderStatus';

/** Time left to pay, counted down each second; at zero the order is read again. */
function PayCountdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const { t } = useTranslation();
  const seconds = useQuoteClock(Date.parse(deadline), onExpire);
  if (seconds === null) return null;
  return (
    <p className="p2p-countdown" role="timer" data-testid="order-countdown">
      {seconds > 0 ? (
        <>
          <span>{t('p2p.order.timeLeft')}</span>
          <strong>{clockText(seconds)}</strong>
        </>
      ) : (
        <span>{t('p2p.order.timeUp')}</span>
      )}
    </p>
  );
}

/**
 * What the order waits for, from the caller's side: the heading and sentence
 * of its state, the payment countdown while unpaid, why it was cancelled.
 */
export function StatusBanner({
  order,
  onExpire,
  coinDecimals,
  fiatDecimals,
}: {
  order: P2pOrder;
  onExpire: () => void;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const { title, body } = bannerOf(order);
  const tone = STATE_TONES[order.status];
  const completed = order.status === 'completed';
  const quantity = coinText(order.quantity, coinDecimals);
  const cancelled = order.status === 'cancelled' ? cancelTextOf(order) : null;
  return (
    <section className={`p2p-banner ${tone}`} data-testid="order-banner" data-state={order.status}>
      <h2 className="p2p-banner-title">
        {completed && <CheckCircleFill aria-hidden="true" />}
        <span data-testid="order-banner-title">{t(title)}</span>
      </h2>
      <p>{t(body)}</p>
      {completed && (
        <p className="p2p-success" data-testid="order-success">
          {order.role === 'buyer'
            ? t('p2p.order.success.buyer', { quantity, coin: order.coin })
            : t('p2p.order.success.seller', {
                quantity,
                coin: order.coin,
                amount: fiatText(order.amount, fiatDecimals),
                fiat: order.fiat,
              })}
        </p>
      )}
      {cancelled && (
        <p data-testid="order-cancel-reason">
          {cancelled.reason === null
            ? t(cancelled.key)
            : `${t(cancelled.key)}: ${cancelled.reason}`}
        </p>
      )}
      {order.status === 'unpaid' && (
        <PayCountdown deadline={order.payDeadline} onExpire={onExpire} />
      )}
    </section>
  );
}
