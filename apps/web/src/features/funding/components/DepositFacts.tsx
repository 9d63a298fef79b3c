import { useTranslation } from 'react-i18next';
import { exactWithSymbol } from '../format';
import { DetailRows } from './DetailRows';

interface DepositFactsProps {
  symbol: string;
  chain: string;
  depositMin: string;
  /** Deposits above this are credited after an operator's review; null: none are. */
  reviewAbove: string | null;
  confirmations: number;
}

/**
 * The rules of this address: minimum, the review threshold when there is
 * one, confirmations, and the wrong-coin warning (spec section 8).
 */
export function DepositFacts({
  symbol,
  chain,
  depositMin,
  reviewAbove,
  confirmations,
}: DepositFactsProps) {
  const { t } = useTranslation();
  const min = exactWithSymbol(depositMin, symbol);
  const max = reviewAbove === null ? null : exactWithSymbol(reviewAbove, symbol);
  return (
    <>
      <section className="funding-card">
        <DetailRows
          rows={[
            { label: t('funding.deposit.min'), value: min, testId: 'deposit-min' },
            ...(max === null
              ? []
              : [
                  {
                    label: t('funding.deposit.reviewAbove'),
                    value: max,
                    testId: 'deposit-review-above',
                  },
                ]),
            {
              label: t('funding.deposit.confirmations'),
              value: String(confirmations),
              testId: 'deposit-confirmations',
            },
          ]}
        />
        <p className="muted small funding-note">{t('funding.deposit.minNote', { min })}</p>
        {max !== null && (
          <p className="muted small funding-note" data-testid="deposit-review-note">
            {t('funding.deposit.reviewNote', { max })}
          </p>
        )}
      </section>
      <div className="notice notice-warn funding-warning" role="note" data-testid="deposit-warning">
        {t('funding.deposit.warning', { symbol, chain })}
      </div>
    </>
  );
}
