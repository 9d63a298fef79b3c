import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiatValue } from '../../settings/components/FiatValue';
import { useSelectedCurrency } from '../../settings/queries';
import { EyeToggle, Masked } from './Masked';

interface TotalCardProps {
  label: string;
  /** The priced part, in USD; shown in the pricing currency. */
  totalUsd: string;
  /** Assets left out of the total because they have no price yet. */
  unpriced: readonly string[];
  testId?: string;
  children?: ReactNode;
}

/**
 * A total in the pricing currency. When some assets have no price the total
 * is marked "≈" and they are named, rather than silently counted as zero.
 */
export function TotalCard({ label, totalUsd, unpriced, testId, children }: TotalCardProps) {
  const { t } = useTranslation();
  const currency = useSelectedCurrency();
  const partial = unpriced.length > 0;
  return (
    <section className="wallet-total-card">
      <div className="wallet-total-label">
        <span>{label}</span>
        <span className="chip">{currency.name}</span>
        <EyeToggle />
      </div>
      <div className="wallet-total-value" data-testid={testId}>
        <Masked>
          {partial && <span className="wallet-approx">≈</span>}
          <FiatValue usd={totalUsd} />
        </Masked>
      </div>
      {partial && (
        <p className="wallet-unpriced" data-testid="funds-unpriced">
          {t('wallet.unpriced', { assets: unpriced.join(', ') })}
        </p>
      )}
      {children}
    </section>
  );
}
