import type { LoanBook } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../format';
import { latestSplit } from '../bookMath';

/** Where the figures come from and how the money moves, in short sentences. */
export function BookIntro({ payouts }: { payouts: LoanBook['payouts'] }) {
  const { t } = useTranslation();
  const split = latestSplit(payouts);
  return (
    <section className="card lending-card" data-testid="book-intro">
      <h3 className="card-title">{t('lending.book.intro.title')}</h3>
      <ul className="lending-rules">
        <li data-testid="book-intro-ledger">{t('lending.book.intro.ledger')}</li>
        <li data-testid="book-intro-savings">
          {split
            ? t('lending.book.intro.savings', {
                savers: percentText(split.savers),
                fund: percentText(split.fund),
              })
            : t('lending.book.intro.savingsPlain')}
        </li>
        <li data-testid="book-intro-pledge">{t('lending.book.intro.pledge')}</li>
        <li data-testid="book-intro-deficit">{t('lending.book.intro.deficit')}</li>
        <li data-testid="book-intro-credit">{t('lending.book.intro.credit')}</li>
      </ul>
    </section>
  );
}
