import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { BookRow, BookView } from '../depthBook';
import { formatPrice, formatQuantity } from '../format';

/** Levels per side on the trend screen's depth table. */
export const DEPTH_TABLE_LEVELS = 20;

function Cell({
  row,
  side,
  market,
}: {
  row: BookRow | undefined;
  side: 'bid' | 'ask';
  market: MarketSummary;
}) {
  if (row === undefined) return <div className={`depth-cell ${side} empty`} />;
  const amount = <span className="num">{formatQuantity(row.amount, market.amountPrecision)}</span>;
  const price = (
    <span className={`num ${side === 'bid' ? 'up' : 'down'}`}>
      {formatPrice(row.price, market.pricePrecision)}
    </span>
  );
  return (
    <div className={`depth-cell ${side}`}>
      <span
        className="depth-bar"
        style={{ width: `${Math.round(row.share * 100)}%` }}
        aria-hidden="true"
      />
      {side === 'bid' ? (
        <>
          {amount}
          {price}
        </>
      ) : (
        <>
          {price}
          {amount}
        </>
      )}
    </div>
  );
}

/** Bids and asks side by side, best prices meeting in the middle, with cumulative depth bars. */
export function DepthTable({ view, market }: { view: BookView; market: MarketSummary }) {
  const { t } = useTranslation();
  const rows = Math.max(view.bids.length, view.asks.length);
  if (rows === 0) return <p className="market-empty muted">{t('market.depth.empty')}</p>;
  return (
    <div className="depth-table" data-testid="depth-table">
      <div className="depth-head muted">
        <span>{t('market.depth.bid')}</span>
        <span>{t('market.depth.price', { asset: market.quote })}</span>
        <span>{t('market.depth.ask')}</span>
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div className="depth-line" key={index}>
          <Cell row={view.bids[index]} side="bid" market={market} />
          <Cell row={view.asks[index]} side="ask" market={market} />
        </div>
      ))}
    </div>
  );
}
