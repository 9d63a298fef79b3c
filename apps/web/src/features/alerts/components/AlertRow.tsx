import type { PriceAlert } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { formatPrice } from '../../market/format';

/** "Rises to 105.00 USDT", "Up 5 % from 100.00 (at 105.00 USDT)", in the reader's language. */
export function useDescribeAlert(): (alert: PriceAlert, places: number) => string {
  const { t } = useTranslation();
  return (alert, places) =>
    t(`alerts.describe.${alert.kind}`, {
      price: formatPrice(alert.threshold, places),
      base: formatPrice(alert.basePrice, places),
      value: alert.value,
      quote: alert.symbol.split('/')[1] ?? '',
    });
}

/** One alert: its market and condition, when it was set, and its end or a cancel button. */
export function AlertRow(props: {
  alert: PriceAlert;
  places: number;
  onCancel?: (alert: PriceAlert) => void;
  onDelete?: (alert: PriceAlert) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const describe = useDescribeAlert();
  const { alert, places } = props;
  const rises = alert.kind === 'price_above' || alert.kind === 'move_up_pct';
  return (
    <li className="alert-row" data-testid={`alert-row-${alert.id}`}>
      <div className="alert-row-head">
        <strong className="alert-symbol">{alert.symbol}</strong>
        <span className={rises ? 'alert-cond up' : 'alert-cond down'}>
          {describe(alert, places)}
        </span>
      </div>
      {alert.note && <p className="alert-note">{alert.note}</p>}
      <div className="alert-row-foot">
        <span className="muted small">
          {alert.status === 'FIRED' && alert.firedAt !== null && alert.firedPrice !== null
            ? t('alerts.fired', {
                price: formatPrice(alert.firedPrice, places),
                time: formatDateTime(alert.firedAt, locale),
              })
            : alert.status === 'CANCELLED' && alert.cancelledAt !== null
              ? t('alerts.cancelledAt', { time: formatDateTime(alert.cancelledAt, locale) })
              : t('alerts.setAt', { time: formatDateTime(alert.createdAt, locale) })}
        </span>
        {props.onCancel && (
          <Button
            size="mini"
            shape="rounded"
            data-testid={`alert-cancel-${alert.id}`}
            onClick={() => props.onCancel?.(alert)}
          >
            {t('alerts.cancel')}
          </Button>
        )}
        {alert.status === 'FIRED' && (
          <span className="alert-badge fired" data-testid={`alert-fired-${alert.id}`}>
            {t('alerts.status.FIRED')}
          </span>
        )}
        {alert.status === 'CANCELLED' && (
          <span className="alert-badge">{t('alerts.status.CANCELLED')}</span>
        )}
      </div>
    </li>
  );
}
