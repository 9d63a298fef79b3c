import type { LoanBook } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/** Margin calls and liquidations of the last 30 days, as two large counts. */
export function RecentRisk({ last30Days }: { last30Days: LoanBook['last30Days'] }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card" data-testid="book-last30">
      <h3 className="card-title">{t('lending.book.recent.title')}</h3>
      <dl className="book-counts">
        <div>
          <dt className="muted small">{t('lending.book.recent.marginCalls')}</dt>
          <dd data-testid="book-margin-calls">{last30Days.marginCalls}</dd>
        </div>
        <div>
          <dt className="muted small">{t('lending.book.recent.liquidations')}</dt>
          <dd data-testid="book-liquidations">{last30Days.liquidations}</dd>
        </div>
      </dl>
    </section>
  );
}
