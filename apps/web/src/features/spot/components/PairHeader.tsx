import type { MarketSummary } from '@exchange/contracts';
import { DownFill, FileOutline, HistogramOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertBellLink } from '../../alerts/components/AlertBellLink';
import { ChangeBadge } from '../../market/components/ChangeBadge';
import { DemoBadge } from '../../market/components/DemoBadge';
import { FavouriteStar } from '../../market/components/FavouriteStar';
import { recordPath, trendPath } from '../../market/paths';

/**
 * The pair with its 24-hour change (tap to switch pairs), its favourite star,
 * and links to a new price alert, the chart and orders.
 */
export function PairHeader({ market, onSwitch }: { market: MarketSummary; onSwitch: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="pair-header">
        <button type="button" className="pair-switch" data-testid="pair-switch" onClick={onSwitch}>
          <span className="pair-name">{market.symbol}</span>
          <DownFill className="pair-arrow" />
        </button>
        <ChangeBadge
          changePercent={market.ticker.changePercent}
          traded={market.ticker.last !== null}
          solid={false}
        />
        <span className="pair-links">
          <FavouriteStar symbol={market.symbol} />
          <AlertBellLink symbol={market.symbol} />
          <Link to={trendPath(market.symbol)} className="icon-button" aria-label={t('trade.chart')}>
            <HistogramOutline />
          </Link>
          <Link
            to={recordPath(market.symbol)}
            className="icon-button"
            aria-label={t('trade.records')}
          >
            <FileOutline />
          </Link>
        </span>
      </header>
      <DemoBadge coin={market.base} line />
    </>
  );
}
