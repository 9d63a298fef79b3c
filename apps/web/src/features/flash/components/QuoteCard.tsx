import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import type { ExchangeDraft } from '../draft';
import { QuoteFacts } from './QuoteFacts';

interface QuoteCardProps {
  /** Nothing usable is typed: there is nothing to quote. */
  idle: boolean;
  /** The quote for what is typed, while it is asked for or refreshed. */
  quote: {
    data: ExchangeDraft | undefined;
    isPending: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: () => Promise<unknown>;
  };
  /** Typing has not paused yet: the quote shown would be for an older amount. */
  waiting: boolean;
  remainingS: number | null;
}

/** The live quote under the form: its figures and how long until it is refreshed. */
export function QuoteCard({ idle, quote, waiting, remainingS }: QuoteCardProps) {
  const { t } = useTranslation();
  if (idle) {
    return <p className="funding-card muted small exchange-idle">{t('exchange.enterAmount')}</p>;
  }
  const refreshing = quote.isFetching || remainingS === 0;
  return (
    <section className="funding-card exchange-quote">
      <QueryState
        isPending={waiting || quote.isPending}
        error={quote.error}
        onRetry={() => void quote.refetch()}
      >
        {quote.data && (
          <QuoteFacts draft={quote.data}>
            <p className="muted small exchange-validity" data-testid="exchange-countdown">
              {refreshing
                ? t('exchange.refreshing')
                : t('exchange.refreshIn', { seconds: remainingS ?? 0 })}
            </p>
          </QuoteFacts>
        )}
      </QueryState>
    </section>
  );
}
