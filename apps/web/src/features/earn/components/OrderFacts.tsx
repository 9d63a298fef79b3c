import type { EarnOrder } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { rangeText } from './QuoteFigures';
import { RateRange } from './RateRange';

const OPEN: readonly EarnOrder['status'][] = ['confirming', 'custody'];

/**
 * Every figure of an order as the server has it now: amounts, rates
 * beside their APR, its dates, income paid and still expected, what stays
 * reserved for it, the next payout, and how it ended. Rows that do not
 * apply are left out; test ids `earn-order-*`.
 */
export function OrderFacts({ order }: { order: EarnOrder }) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${order.coin}`;
  const open = OPEN.includes(order.status);
  return (
    <section className="card lending-card lending-inline" data-testid="earn-order-facts">
      <DetailRows
        rows={[
          {
            label: t('earn.order.kind'),
            value: t(`earn.kindOne.${order.kind}`),
            testId: 'earn-order-kind',
          },
          {
            label: t('earn.product.daily'),
            value: (
              <RateRange
                rateMin={order.rateMin}
                rateMax={order.rateMax}
                aprMin={order.aprMin}
                aprMax={order.aprMax}
              />
            ),
            testId: 'earn-order-rate',
          },
          {
            label: t('earn.product.cycle'),
            value: t('lending.common.days', { days: order.cycleDays }),
          },
          { label: t('earn.order.createdAt'), value: formatDateTime(order.createdAt) },
          { label: t('earn.quote.valueDate'), value: order.valueDate, testId: 'earn-order-value' },
          {
            label: t('earn.quote.firstPayout'),
            value: formatDateTime(order.firstPayoutAt),
            testId: 'earn-order-first',
          },
          {
            label: t('earn.quote.maturity'),
            value: order.maturityDate,
            testId: 'earn-order-maturity',
          },
          {
            label: t('earn.quote.principalBack'),
            value: formatDateTime(order.maturityAt),
          },
          {
            label: t('earn.order.daysPaid'),
            value: t('earn.order.daysPaidValue', { paid: order.daysPaid, days: order.cycleDays }),
            testId: 'earn-order-days-paid',
          },
          {
            label: t('earn.order.incomePaid'),
            value: <strong className="lending-up">{ofCoin(order.incomePaid)}</strong>,
            testId: 'earn-order-income-paid',
          },
          {
            label: t('earn.quote.income'),
            value: `${rangeText(order.incomeMin, order.incomeMax, (text) => formatBalance(text))} ${order.coin}`,
            testId: 'earn-order-income',
          },
          open && {
            label: t('earn.order.reserveLeft'),
            value: ofCoin(order.reserveLeft),
            testId: 'earn-order-reserve',
          },
          order.nextPayoutAt !== null && {
            label: t('earn.order.nextPayout'),
            value: formatDateTime(order.nextPayoutAt),
            testId: 'earn-order-next',
          },
          order.penalty !== null && {
            label: t('earn.order.penalty'),
            value: ofCoin(order.penalty),
            testId: 'earn-order-penalty',
          },
          order.returned !== null && {
            label: t('earn.order.returned'),
            value: ofCoin(order.returned),
            testId: 'earn-order-returned',
          },
          order.closedAt !== null && {
            label: t('earn.order.closedAt'),
            value: formatDateTime(order.closedAt),
          },
        ]}
      />
      {open && <p className="muted small lending-note">{t('earn.order.reserveNote')}</p>}
    </section>
  );
}
