import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { useSecurityOverview } from '../../account/queries';
import { ConfirmForm } from '../components/ConfirmForm';
import { ExchangeResult } from '../components/ExchangeResult';
import { FundPasswordNeeded } from '../components/FundPasswordNeeded';
import { QuoteFacts } from '../components/QuoteFacts';
import { useExchangeDraft, type ExchangeDraft } from '../draft';
import { EXCHANGE_PATHS, exchangePagePath } from '../paths';
import { useExchangeConfirm } from '../useExchangeConfirm';
import { useQuoteClock } from '../useQuoteClock';
import '../../wallet/wallet.css';
import '../../funding/funding.css';
import '../exchange.css';

type Flow = ReturnType<typeof useExchangeConfirm>;

/**
 * Flash exchange, step two: the quote's figures, the fund password and
 * Confirm, then the result. A quote that changed is shown again to be
 * confirmed again. Without a quote (a reload loses it: it lives in memory
 * only) the user goes back to the form.
 */
export default function ExchangeSubmitScreen() {
  const { t } = useTranslation();
  const draft = useExchangeDraft((state) => state.draft);
  const result = useExchangeDraft((state) => state.result);
  const flow = useExchangeConfirm();

  // A result is shown once: coming back later starts a new exchange.
  useEffect(
    () => () => {
      if (useExchangeDraft.getState().result !== null) useExchangeDraft.getState().clear();
    },
    [],
  );

  if (draft === null && result === null) return <Navigate to={EXCHANGE_PATHS.page} replace />;
  return (
    <FormScreen title={t('exchange.confirmTitle')} testId="screen-exchange-submit">
      {result !== null ? (
        <ExchangeResult
          exchange={result}
          pending={flow.pending}
          failure={flow.failure}
          onContinue={(rest) => void flow.refresh(rest, t('exchange.restQuoted'))}
        />
      ) : (
        draft !== null && <Confirm draft={draft} flow={flow} />
      )}
    </FormScreen>
  );
}

function Confirm({ draft, flow }: { draft: ExchangeDraft; flow: Flow }) {
  const { t } = useTranslation();
  const security = useSecurityOverview();
  const remainingS = useQuoteClock(draft.validUntilMs) ?? 0;
  const expired = remainingS === 0;
  const { request } = draft;
  const noFundPassword =
    security.data?.fundPasswordSet === false || flow.failure?.kind === 'fundPasswordNotSet';

  return (
    <div className="funding-stack">
      {flow.notice && (
        <div
          className="notice notice-warn exchange-notice"
          role="status"
          data-testid="exchange-notice"
        >
          {flow.notice}
        </div>
      )}
      <section className="funding-card">
        <div className="summary-head">
          <strong>{t('exchange.summary')}</strong>
          <Link
            to={exchangePagePath({ from: request.fromCoin, to: request.toCoin })}
            replace
            data-testid="exchange-edit"
          >
            {t('exchange.edit')}
          </Link>
        </div>
        <QuoteFacts draft={draft}>
          <p className="muted small exchange-validity" data-testid="exchange-countdown">
            {expired ? t('exchange.expired') : t('exchange.validFor', { seconds: remainingS })}
          </p>
        </QuoteFacts>
      </section>
      <section className="funding-card">
        <QueryState
          isPending={security.isPending}
          error={security.error}
          onRetry={() => void security.refetch()}
        >
          {noFundPassword ? (
            <FundPasswordNeeded />
          ) : (
            <ConfirmForm
              expired={expired}
              pending={flow.pending}
              failure={flow.failure}
              lockedUntil={security.data?.fundPasswordLockedUntil}
              onConfirm={(fundPassword) => flow.submit(draft, fundPassword)}
              onRefresh={() => void flow.refresh(request, t('exchange.requoted'))}
            />
          )}
        </QueryState>
      </section>
    </div>
  );
}
