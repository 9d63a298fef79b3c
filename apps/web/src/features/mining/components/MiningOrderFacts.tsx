import type { MiningOrder } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';

/**
 * Every figure of a machine order as the server has it now: the machines,
 * what was paid, the term and its dates, income days paid and left, the
 * next payout and when the machines were returned. Rows that do not apply
 * are left out; test ids `mining-order-*`.
 */
export function MiningOrderFacts({ order }: { order: MiningOrder }) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${order.coin}`;
  return (
    <section className="card lending-card lending-inline" data-testid="mining-order-facts">
      <DetailRows
        rows={[
          {
            label: t('mining.order.quantity'),
            value: order.quantity,
            testId: 'mining-order-quantity',
          },
          {
            label: t('mining.order.unitPrice'),
            value: ofCoin(order.unitPrice),
            testId: 'mining-order-unit-price',
          },
          { label: t('mining.order.paid'), value: ofCoin(order.paid), testId: 'mining-order-paid' },
          {
            label: t('mining.machine.hashRate'),
            value: `${formatExact(order.hashRate)} ${order.hashUnit}`,
          },
          {
            label: t('mining.machine.power'),
            value: formatExact(String(order.powerW)),
          },
          {
            label: t('mining.machine.electricity'),
            value: t('mining.machine.perKwh', {
              price: formatExact(order.electricityPrice),
              coin: order.coin,
            }),
          },
          {
            label: t('mining.machine.term'),
            value: t('lending.common.days', { days: order.termDays }),
            testId: 'mining-order-term',
          },
          order.renewals > 0 && {
            label: t('mining.order.renewals'),
            value: order.renewals,
            testId: 'mining-order-renewals',
          },
          { label: t('mining.order.createdAt'), value: formatDateTime(order.createdAt) },
          {
            label: t('mining.quote.startDate'),
            value: order.startDate,
            testId: 'mining-order-start',
          },
          { label: t('mining.quote.endDate'), value: order.endDate, testId: 'mining-order-end' },
          {
            label: t('mining.quote.returnedAt'),
            value: formatDateTime(order.returnedAt ?? order.endAt),
            testId: 'mining-order-returned',
          },
          {
            label: t('mining.order.daysPaid'),
            value: order.daysPaid,
            testId: 'mining-order-days-paid',
          },
          {
            label: t('mining.order.remaining'),
            value: t('lending.common.days', { days: order.remainingDays }),
            testId: 'mining-order-remaining',
          },
          order.nextPayoutAt !== null && {
            label: t('mining.order.nextPayout'),
            value: formatDateTime(order.nextPayoutAt),
            testId: 'mining-order-next',
          },
        ]}
      />
      {order.status === 'custody' && (
        <p className="muted small lending-note">{t('mining.order.custodyNote')}</p>
      )}
    </section>
  );
}
