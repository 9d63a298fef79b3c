import type { PerpFill } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice, toneOf } from '../../market/format';
import { RowHead } from '../../spot/components/RowHead';
import { formatLots, formatMoney, formatPnl } from '../format';
import { buys } from '../perpRules';
import { Figure } from './Figure';

/** One fill of the user's: what it did, contract, time and role; price, lots, fee and PnL. */
export function PerpFillRow({
  fill,
  places,
  onOpen,
}: {
  fill: PerpFill;
  places: number;
  onOpen?: () => void;
}) {
  const { t } = useTranslation();
  const figures = (
    <>
      <Figure label={t('trade.price')}>{formatPrice(fill.price, places)}</Figure>
      <Figure label={t('perp.form.lots')}>{formatLots(fill.lots)}</Figure>
      <Figure label={t('perp.pnl.fees', { asset: fill.marginAsset })}>
        {formatMoney(fill.fee, fill.marginAsset)}
      </Figure>
      {fill.realisedPnl !== null && (
        <Figure
          label={t('perp.position.realised', { asset: fill.marginAsset })}
          tone={toneOf(fill.realisedPnl)}
        >
          {formatPnl(fill.realisedPnl, fill.marginAsset)}
        </Figure>
      )}
    </>
  );
  return (
    <li className="order-row" data-testid="perp-fill-row">
      <RowHead
        up={buys(fill)}
        label={t(`perp.submit.${fill.action}.${fill.direction}`)}
        symbol={fill.symbol}
        timeMs={fill.time}
      >
        <span className="muted small">{t(`trade.detail.${fill.role}`)}</span>
      </RowHead>
      {onOpen ? (
        <button type="button" className="perp-figures perp-figures-3 perp-open" onClick={onOpen}>
          {figures}
        </button>
      ) : (
        <div className="perp-figures perp-figures-3">{figures}</div>
      )}
    </li>
  );
}
