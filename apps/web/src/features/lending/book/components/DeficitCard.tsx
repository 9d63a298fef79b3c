import type { LoanBook } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatBalance } from '../../../wallet/format';
import { uncovered } from '../bookMath';

/**
 * Each coin's deficit account (shortfalls not covered yet), then the last
 * 30 days' liquidation shortfalls and what the insurance fund paid of them.
 * The book adds those up across loan coins, so they carry a coin only when
 * the book has a single one.
 */
export function DeficitCard({ book }: { book: LoanBook }) {
  const { t } = useTranslation();
  const { shortfall, covered } = book.last30Days;
  const only = book.coins.length === 1 ? book.coins[0]?.asset : undefined;
  const summed = (text: string) => (only ? `${formatBalance(text)} ${only}` : formatBalance(text));
  return (
    <section className="card lending-card" data-testid="book-deficit">
      <h3 className="card-title">{t('lending.book.deficit.title')}</h3>
      <p className="muted small book-note">{t('lending.book.deficit.note')}</p>
      {book.coins.length > 0 && (
        <DetailRows
          rows={book.coins.map((coin) => ({
            label: t('lending.book.deficit.account', { coin: coin.asset }),
            value: `${formatBalance(coin.deficit)} ${coin.asset}`,
            testId: `book-deficit-${coin.asset}`,
          }))}
        />
      )}
      <h4 className="book-subheading">{t('lending.book.deficit.recent')}</h4>
      <DetailRows
        rows={[
          {
            label: t('lending.book.deficit.shortfall'),
            value: summed(shortfall),
            testId: 'book-shortfall',
          },
          {
            label: t('lending.book.deficit.covered'),
            value: summed(covered),
            testId: 'book-covered',
          },
          {
            label: t('lending.book.deficit.uncovered'),
            value: summed(uncovered(shortfall, covered)),
            testId: 'book-uncovered',
          },
        ]}
      />
      {!only && book.coins.length > 1 && (
        <p className="muted small book-note" data-testid="book-deficit-mixed">
          {t('lending.book.deficit.mixed')}
        </p>
      )}
    </section>
  );
}
