import type { QuickExchange } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResultView } from '../../account/components/ResultView';
import type { ConfirmFailure } from '../failure';
import { coinAmount, rateLine } from '../format';
import { EXCHANGE_PATHS, exchangePagePath } from '../paths';
import { restOf, type QuoteRequest } from '../rules';
import { ExchangeFigures } from './ExchangeFigures';
import { FailureNotice } from './FailureNotice';

interface ExchangeResultProps {
  exchange: QuickExchange;
  /** Asks for a quote of what a PARTIAL exchange left to do. */
  onContinue: (rest: QuoteRequest) => void;
  pending: boolean;
  /** Why continuing did not give a quote. */
  failure: ConfirmFailure | null;
}

/** The end of the flow: what was received, or what is held after a partial exchange. */
export function ExchangeResult({ exchange, onContinue, pending, failure }: ExchangeResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rest = restOf(exchange);
  const filled = exchange.status === 'FILLED';
  const body = filled
    ? t('exchange.result.filledBody', {
        amount: coinAmount(exchange.toAmount, exchange.toCoin),
        rate: rateLine(exchange.rate, exchange.fromCoin, exchange.toCoin),
      })
    : t('exchange.result.partialBody', {
        amount: coinAmount(exchange.heldAmount, exchange.heldAsset ?? ''),
      });
  const again = rest
    ? exchangePagePath({ from: rest.fromCoin, to: rest.toCoin, amount: rest.amount })
    : exchangePagePath({ from: exchange.fromCoin, to: exchange.toCoin });

  return (
    <div className="funding-stack" data-testid="exchange-result" data-status={exchange.status}>
      <ResultView
        status={filled ? 'success' : 'pending'}
        title={t(filled ? 'exchange.result.filledTitle' : 'exchange.result.partialTitle')}
        body={body}
      />
      <section className="funding-card">
        <ExchangeFigures exchange={exchange} />
      </section>
      <FailureNotice failure={failure} />
      <div className="funding-actions">
        {rest && (
          <Button
            block
            shape="rounded"
            size="large"
            color="primary"
            loading={pending}
            data-testid="exchange-continue"
            onClick={() => onContinue(rest)}
          >
            {t('exchange.result.continue', {
              amount: coinAmount(rest.amount, rest.fromCoin),
              coin: rest.toCoin,
            })}
          </Button>
        )}
        <Button
          block
          shape="rounded"
          fill="outline"
          data-testid="exchange-result-history"
          onClick={() => navigate(EXCHANGE_PATHS.history, { replace: true })}
        >
          {t('exchange.historyTitle')}
        </Button>
        <Button
          block
          shape="rounded"
          fill="none"
          onClick={() => navigate(again, { replace: true })}
        >
          {t('exchange.result.again')}
        </Button>
      </div>
    </div>
  );
}
