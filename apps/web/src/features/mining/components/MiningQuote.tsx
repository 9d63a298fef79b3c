import type { MiningQuote } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../funding/components/DetailRows';
import { formatDateTime } from '../../market/format';
import { NO_VALUE } from '../../settings/fiat';
import { formatBalance } from '../../wallet/format';
import { timesQuantity } from '../miningMath';
import { breakevenText, HashPriceLine } from './Economics';

/** Where the quote for the quantity chosen stands. */
export type QuoteState = 'loading' | 'failed' | 'ready';

/** The quote's rows: the cost, the dates, the net a day, the estimated income and the breakeven. */
export function MiningQuoteRows({
  quote,
  coin,
  decimals,
}: {
  quote: MiningQuote | undefined;
  coin: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const of = (read: (quote: MiningQuote) => string) => (quote ? read(quote) : NO_VALUE);
  const ofCoin = (text: string | null) =>
    text === null ? NO_VALUE : `${formatBalance(text, decimals)} ${coin}`;
  return (
    <DetailRows
      rows={[
        {
          label: t('mining.quote.cost'),
          value: <strong>{of((q) => ofCoin(q.cost))}</strong>,
          testId: 'mining-quote-cost',
        },
        {
          label: t('mining.quote.purchaseDate'),
          value: of((q) => q.purchaseDate),
          testId: 'mining-quote-purchase',
        },
        {
          label: t('mining.quote.startDate'),
          value: of((q) => q.startDate),
          testId: 'mining-quote-start',
        },
        {
          label: t('mining.quote.firstPayout'),
          value: of((q) => formatDateTime(q.firstPayoutAt)),
          testId: 'mining-quote-first',
        },
        {
          label: t('mining.quote.endDate'),
          value: of((q) => q.endDate),
          testId: 'mining-quote-end',
        },
        {
          label: t('mining.quote.returnedAt'),
          value: of((q) => formatDateTime(q.endAt)),
          testId: 'mining-quote-returned',
        },
        {
          label: t('mining.quote.net'),
          value: of((q) => ofCoin(timesQuantity(q.economics.netPerDay, q.quantity))),
          testId: 'mining-quote-net',
        },
        {
          label: t('mining.quote.income'),
          value: <strong className="lending-up">{of((q) => ofCoin(q.estimatedIncome))}</strong>,
          testId: 'mining-quote-income',
        },
        {
          label: t('mining.economics.breakeven'),
          value: of((q) => breakevenText(t, q.economics.breakevenDays)),
          testId: 'mining-quote-breakeven',
        },
        {
          label: t('mining.economics.hashPrice'),
          value: quote ? (
            <HashPriceLine price={quote.economics.hashPrice} testId="mining-quote-price" />
          ) : (
            NO_VALUE
          ),
        },
      ]}
    />
  );
}

/** "If you buy now": the quote for the quantity chosen, with the income labelled an estimate. */
export function MiningQuoteFigures({
  quote,
  state,
  coin,
  decimals,
}: {
  quote: MiningQuote | undefined;
  state: QuoteState;
  coin: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="card lending-card lending-inline"
      data-testid="mining-quote"
      data-state={state}
      aria-busy={state === 'loading'}
    >
      <h3 className="card-title">{t('mining.quote.title')}</h3>
      <MiningQuoteRows
        quote={state === 'ready' ? quote : undefined}
        coin={coin}
        decimals={decimals}
      />
      {state === 'failed' && (
        <p
          className="notice notice-warn lending-inline"
          role="status"
          data-testid="mining-quote-failed"
        >
          {t('mining.quote.failed')}
        </p>
      )}
      <p className="muted small lending-note" data-testid="mining-quote-estimate">
        {t('mining.quote.estimate')}
      </p>
    </section>
  );
}
