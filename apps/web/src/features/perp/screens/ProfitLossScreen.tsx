import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { MarketTabs } from '../../market/components/MarketTabs';
import { PnlByContract, PnlTotals } from '../components/PnlFigures';
import { perpHistoryPath } from '../paths';
import { PERIODS, rangeOf, type Period } from '../pnlPeriod';
import { usePerpProfitLoss, type TimeRange } from '../queries';
import '../../market/market.css';
import '../../spot/trade.css';
import '../perp.css';

interface Selection {
  period: Period;
  /** Fixed when chosen, so the query key does not move with the clock. */
  range: TimeRange;
}

/**
 * `/profitLoss`: contract profit and loss over the last 7 or 30 days or all
 * time: totals per margin asset (realised PnL, fees, funding, net) and each
 * contract's share.
 */
export default function ProfitLossScreen() {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection>(() => ({
    period: 'days7',
    range: rangeOf('days7', Date.now()),
  }));
  const pnl = usePerpProfitLoss(selection.range);
  const data = pnl.data;
  const empty = data !== undefined && data.totals.length === 0 && data.byContract.length === 0;

  return (
    <div className="screen perp-pnl-screen" data-testid="profit-loss-screen">
      <PageHeader
        title={t('perp.pnl.title')}
        right={
          <Link to={perpHistoryPath('positions')} className="header-link">
            {t('perp.history.positions')}
          </Link>
        }
      />
      <MarketTabs
        items={PERIODS.map((key) => ({ key, label: t(`perp.pnl.period.${key}`) }))}
        value={selection.period}
        onChange={(period) => setSelection({ period, range: rangeOf(period, Date.now()) })}
        testIdPrefix="period"
      />
      <p className="screen-hint">{t('perp.pnl.explain')}</p>
      <QueryState
        isPending={pnl.isPending}
        error={pnl.error}
        isEmpty={empty}
        onRetry={() => void pnl.refetch()}
      >
        {data && (
          <>
            <PnlTotals totals={data.totals} />
            {data.byContract.length > 0 && (
              <section className="pnl-section">
                <h2 className="detail-section-title">{t('perp.pnl.byContract')}</h2>
                <PnlByContract rows={data.byContract} />
              </section>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
