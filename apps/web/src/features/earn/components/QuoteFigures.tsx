import type { EarnQuote } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { percentText } from '../../lending/format';
import { formatDateTime } from '../../market/format';
import { NO_VALUE } from '../../settings/fiat';
import { formatBalance } from '../../wallet/format';
import { isOneRate } from '../earnMath';

/** Where the quote for what is typed stands. */
export type QuoteState = 'empty' | 'loading' | 'failed' | 'ready';

/** A range as one figure when both ends are the same, else "low – high". */
export function rangeText(low: string, high: string, show: (text: string) => string): string {
  return isOneRate(low, high) ? show(low) : `${show(low)} – ${show(high)}`;
}

/** The quote's rows: the dates, the income days, the income range and the APR. */
export function QuoteRows({
  quote,
  coin,
  decimals,
}: {
  quote: EarnQuote | undefined;
  coin: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const of = (read: (quote: EarnQuote) => string) => (quote ? read(quote) : NO_VALUE);
  return (
    <DetailRows
      rows={[
        {
          label: t('earn.quote.purchaseDate'),
          value: of((q) => q.purchaseDate),
          testId: 'earn-quote-purchase',
        },
        {
          label: t('earn.quote.valueDate'),
          value: of((q) => q.valueDate),
          testId: 'earn-quote-value',
        },
        {
          label: t('earn.quote.firstPayout'),
          value: of((q) => formatDateTime(q.firstPayoutAt)),
          testId: 'earn-quote-first',
        },
        {
          label: t('earn.quote.maturity'),
          value: of((q) => q.maturityDate),
          testId: 'earn-quote-maturity',
        },
        {
          label: t('earn.quote.principalBack'),
          value: of((q) => formatDateTime(q.maturityAt)),
          testId: 'earn-quote-principal',
        },
        {
          label: t('earn.quote.days'),
          value: of((q) => t('lending.common.days', { days: q.days })),
          testId: 'earn-quote-days',
        },
        {
          label: t('earn.quote.income'),
          value: (
            <strong className="lending-up">
              {of(
                (q) =>
                  `${rangeText(q.incomeMin, q.incomeMax, (text) => formatBalance(text, decimals))} ${coin}`,
              )}
            </strong>
          ),
          testId: 'earn-quote-income',
        },
        {
          label: t('earn.quote.apr'),
          value: of((q) => rangeText(q.aprMin, q.aprMax, percentText)),
          testId: 'earn-quote-apr',
        },
      ]}
    />
  );
}

/** "If you buy now": the quote for the amount typed, once typing pauses. */
export function QuoteFigures({
  quote,
  state,
  coin,
  decimals,
}: {
  quote: EarnQuote | undefined;
  state: QuoteState;
  coin: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card lending-card lending-inline"
      data-testid="earn-quote"
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <h3 className="card-title">{t('earn.quote.title')}</h3>
      <QuoteRows quote={state === 'ready' ? quote : undefined} coin={coin} decimals={decimals} />
      {state === 'empty' && (
        <p className="muted small lending-note" data-testid="earn-quote-hint">
          {t('earn.quote.hint')}
        </p>
      )}
      {state === 'failed' && (
        <p
          className="notice notice-warn lending-inline"
          role="status"
          data-testid="earn-quote-failed"
        >
          {t('earn.quote.failed')}
        </p>
      )}
      <p className="muted small lending-note">{t('earn.quote.note')}</p>
    </section>
  );
}
