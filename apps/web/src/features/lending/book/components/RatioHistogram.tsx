import type { LoanBook } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../format';
import { barWidth, pricedLoans } from '../bookMath';

/**
 * Open loans by pledge ratio as horizontal bars, one per bucket, each as
 * long as its count against the fullest bucket's. The book names no
 * margin-call or liquidation level (each pair has its own), so none is drawn.
 */
export function RatioHistogram({
  ratios,
  unpriced,
}: {
  ratios: LoanBook['ratios'];
  unpriced: number;
}) {
  const { t } = useTranslation();
  const most = Math.max(0, ...ratios.map((bucket) => bucket.loans));
  const counted = pricedLoans(ratios);
  return (
    <section className="card lending-card" data-testid="book-ratios">
      <h3 className="card-title">{t('lending.book.ratios.title')}</h3>
      <p className="muted small book-note">{t('lending.book.ratios.note')}</p>
      {counted === 0 && unpriced === 0 ? (
        <p className="muted book-empty-line" data-testid="book-ratios-empty">
          {t('lending.book.ratios.empty')}
        </p>
      ) : (
        <ol className="book-bars">
          {ratios.map((bucket, index) => (
            <li key={bucket.from} className="book-bar-row" data-testid={`book-ratio-${index}`}>
              <span className="book-bar-label">
                {bucket.to === null
                  ? t('lending.book.ratios.above', { from: percentText(bucket.from) })
                  : t('lending.book.ratios.range', {
                      from: percentText(bucket.from),
                      to: percentText(bucket.to),
                    })}
              </span>
              <span className="book-bar-track" aria-hidden="true">
                <span
                  className="book-bar-fill"
                  data-testid={`book-ratio-bar-${index}`}
                  style={{ width: `${barWidth(bucket.loans, most)}%` }}
                />
              </span>
              <span className="book-bar-count" data-testid={`book-ratio-count-${index}`}>
                {bucket.loans}
              </span>
            </li>
          ))}
        </ol>
      )}
      {unpriced > 0 && (
        <p className="muted small book-note" data-testid="book-unpriced">
          {t('lending.book.ratios.unpriced', { loans: unpriced })}
        </p>
      )}
    </section>
  );
}
