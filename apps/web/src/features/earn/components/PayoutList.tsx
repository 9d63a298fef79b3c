import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { RatePair } from '../../lending/components/RatePair';
import { aprOfDaily } from '../../lending/lendingMath';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import type { EarnPayout } from '../queries';
import '../../lending/book/book.css';

/**
 * One day's income: the day, the rate beside its APR and how it was set,
 * the amount, when it was paid, and the ledger transaction that paid it
 * from the product's funding account. `withName` adds the product's name
 * (the income history mixes orders).
 */
export function PayoutRow({
  payout,
  testId,
  withName = false,
}: {
  payout: EarnPayout;
  testId: string;
  withName?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="lending-row" data-testid={testId}>
      <span className="lending-row-line">
        <strong data-testid="earn-payout-day">{t('earn.payout.day', { day: payout.day })}</strong>
        <strong className="lending-up" data-testid="earn-payout-amount">
          +{formatBalance(payout.amount)} {payout.coin}
        </strong>
      </span>
      {withName && (
        <span className="muted small" data-testid="earn-payout-name">
          {payout.name}
        </span>
      )}
      <DetailRows
        rows={[
          {
            label: t('earn.payout.rate'),
            value: (
              <>
                <RatePair rate={payout.rate} apr={aprOfDaily(payout.rate)} per="day" />
                <span className="muted small"> · {t(`earn.source.${payout.source}`)}</span>
              </>
            ),
            testId: 'earn-payout-rate',
          },
          { label: t('earn.payout.paidAt'), value: formatDateTime(payout.paidAt) },
          {
            label: t('earn.payout.transaction'),
            value:
              payout.transactionId === null ? (
                t('earn.payout.noTransaction')
              ) : (
                <code className="book-tx">{payout.transactionId}</code>
              ),
            copy:
              payout.transactionId === null
                ? undefined
                : { text: payout.transactionId, label: t('earn.payout.copy') },
            testId: 'earn-payout-tx',
          },
        ]}
      />
    </li>
  );
}

/** An order's payouts, newest first. */
export function PayoutList({ payouts }: { payouts: readonly EarnPayout[] }) {
  const { t } = useTranslation();
  return (
    <section className="lending-actions" data-testid="earn-payouts">
      <h3 className="card-title earn-section-title">{t('earn.payout.title')}</h3>
      {payouts.length === 0 ? (
        <p className="card muted lending-inline" data-testid="earn-payouts-empty">
          {t('earn.payout.empty')}
        </p>
      ) : (
        <ul className="p2p-order-list">
          {payouts.map((payout) => (
            <PayoutRow key={payout.day} payout={payout} testId={`earn-payout-${payout.day}`} />
          ))}
        </ul>
      )}
    </section>
  );
}
