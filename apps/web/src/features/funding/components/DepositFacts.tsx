import { useTranslation } from 'react-i18next';
import { withSymbol } from '../format';
import { DetailRows } from './DetailRows';

interface DepositFactsProps {
  symbol: string;
  chain: string;
  depositMin: string;
  confirmations: number;
}

/** The rules of this address: minimum, confirmations, and the wrong-coin warning (spec section 8). */
export function DepositFacts({ symbol, chain, depositMin, confirmations }: DepositFactsProps) {
  const { t } = useTranslation();
  const min = withSymbol(depositMin, symbol);
  return (
    <>
      <section className="funding-card">
        <DetailRows
          rows={[
            { label: t('funding.deposit.min'), value: min, testId: 'deposit-min' },
            {
              label: t('funding.deposit.confirmations'),
              value: String(confirmations),
              testId: 'deposit-confirmations',
            },
          ]}
        />
        <p className="muted small funding-note">{t('funding.deposit.minNote', { min })}</p>
      </section>
      <div className="notice notice-warn funding-warning" role="note" data-testid="deposit-warning">
        {t('funding.deposit.warning', { symbol, chain })}
      </div>
    </>
  );
}
