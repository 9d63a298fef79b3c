import type { LoanPair } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '../../settings/fiat';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatBalance, formatExact } from '../../wallet/format';
import { ratioText } from '../format';
import type { Health } from '../lendingMath';
import { healthClass } from './LoanBadges';
import { useLevelRows, useRateRows } from './TermRows';

export interface BorrowPreview {
  ratio: string | null;
  health: Health | null;
  liquidationPrice: string | null;
  interest: string | null;
  termDays: number;
}

/** The borrow form's live figures: ratio and levels, liquidation price, rates beside their APR. */
export function BorrowFigures({ pair, preview }: { pair: LoanPair; preview: BorrowPreview }) {
  const { t } = useTranslation();
  const none = NO_VALUE;
  const levelRows = useLevelRows(pair, preview.liquidationPrice, 'borrow');
  const rateRows = useRateRows(pair, 'borrow');
  return (
    <section className="card lending-card lending-inline" data-testid="borrow-figures">
      <h3 className="card-title">{t('lending.pledge.figures')}</h3>
      <DetailRows
        rows={[
          {
            label: t('lending.pledge.ratio'),
            value: (
              <span className={healthClass(preview.health)}>
                {preview.ratio === null ? none : ratioText(preview.ratio)}
              </span>
            ),
            testId: 'borrow-ratio',
          },
          ...levelRows,
          ...rateRows,
          {
            label: t('lending.pledge.minLoan'),
            value: `${formatExact(pair.minLoan)} ${pair.loanCoin}`,
            testId: 'borrow-min',
          },
          {
            label: t('lending.pledge.termInterest', { days: preview.termDays }),
            value:
              preview.interest === null
                ? none
                : `${formatBalance(preview.interest, pair.loanDecimals)} ${pair.loanCoin}`,
            testId: 'borrow-interest',
          },
        ]}
      />
      <p className="muted small lending-note" data-testid="borrow-rule">
        {t('lending.pledge.rule')}
      </p>
    </section>
  );
}
