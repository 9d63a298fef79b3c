import type { MiningPayout } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { formatBalance, formatExact } from '../../wallet/format';
import { HashSourceLabel } from './MiningBadges';
import '../../lending/book/book.css';

/**
 * One income day: the day, its hash price with the source, gross, power
 * cost and net (what was paid, never below zero), when, and the ledger
 * transaction that paid it from the mining-income account. `withName`
 * adds the machine's name (the income history mixes orders).
 */
export function MiningPayoutRow({
  payout,
  testId,
  withName = false,
}: {
  payout: MiningPayout;
  testId: string;
  withName?: boolean;
}) {
  const { t } = useTranslation();
  const ofCoin = (text: string) => `${formatBalance(text)} ${payout.coin}`;
  return (
    <li className="lending-row" data-testid={testId}>
      <span className="lending-row-line">
        <strong data-testid="mining-payout-day">
          {t('mining.payout.day', { day: payout.day })}
        </strong>
        <strong className="lending-up" data-testid="mining-payout-amount">
          +{ofCoin(payout.amount)}
        </strong>
      </span>
      {withName && (
        <span className="muted small" data-testid="mining-payout-name">
          {t('mining.payout.name', { name: payout.name, quantity: payout.quantity })}
        </span>
      )}
      <DetailRows
        rows={[
          {
            label: t('mining.economics.hashPrice'),
            value: (
              <>
                {t('mining.payout.pricePer', {
                  price: formatExact(payout.hashPrice),
                  unit: payout.hashUnit,
                })}{' '}
                <HashSourceLabel source={payout.source} testId="mining-payout-source" />
              </>
            ),
            testId: 'mining-payout-price',
          },
          {
            label: t('mining.payout.gross'),
            value: ofCoin(payout.gross),
            testId: 'mining-payout-gross',
          },
          {
            label: t('mining.economics.power'),
            value: `− ${ofCoin(payout.power)}`,
            testId: 'mining-payout-power',
          },
          { label: t('mining.payout.paidAt'), value: formatDateTime(payout.paidAt) },
          {
            label: t('mining.payout.transaction'),
            value:
              payout.transactionId === null ? (
                t('mining.payout.noTransaction')
              ) : (
                <code className="book-tx">{payout.transactionId}</code>
              ),
            copy:
              payout.transactionId === null
                ? undefined
                : { text: payout.transactionId, label: t('mining.payout.copy') },
            testId: 'mining-payout-tx',
          },
        ]}
      />
    </li>
  );
}

/** An order's income days, newest first. */
export function MiningPayoutList({ payouts }: { payouts: readonly MiningPayout[] }) {
  const { t } = useTranslation();
  return (
    <section className="lending-actions" data-testid="mining-payouts">
      <h3 className="card-title earn-section-title">{t('mining.payout.title')}</h3>
      {payouts.length === 0 ? (
        <p className="card muted lending-inline" data-testid="mining-payouts-empty">
          {t('mining.payout.empty')}
        </p>
      ) : (
        <ul className="p2p-order-list">
          {payouts.map((payout) => (
            <MiningPayoutRow
              key={payout.day}
              payout={payout}
              testId={`mining-payout-${payout.day}`}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
