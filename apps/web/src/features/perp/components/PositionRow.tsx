import type { PerpConfig, PerpPosition } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatPrice, toneOf } from '../../market/format';
import { formatLots, formatMoney, formatPnl, formatRate, formatRoe } from '../format';
import { roePercent } from '../perpRisk';
import { Figure } from './Figure';
import { PositionHead } from './PositionHead';

interface PositionRowProps {
  position: PerpPosition;
  contract: PerpConfig;
  onEditPresets: () => void;
  onClose: () => void;
  closing: boolean;
}

/**
 * One open position: direction, contract, leverage and margin mode; size,
 * margin, prices, margin rate (the account's for a cross position), profit
 * and loss and its ROE on the margin (coloured); the take-profit and
 * stop-loss with an edit action, and a market close.
 */
export function PositionRow({
  position,
  contract,
  onEditPresets,
  onClose,
  closing,
}: PositionRowProps) {
  const { t } = useTranslation();
  const places = contract.pricePrecision;
  const asset = position.marginAsset;
  const roe = roePercent(position.unrealisedPnl, position.margin);
  // A cross position's margin rate is the account's, its liquidation price an estimate.
  const cross = position.marginMode === 'cross';
  return (
    <li className="order-row perp-position" data-testid="position-row">
      <PositionHead position={position} />
      <div className="perp-pnl-line">
        <Figure
          label={t('perp.position.unrealised', { asset })}
          tone={toneOf(position.unrealisedPnl)}
          testId="position-upnl"
        >
          {formatPnl(position.unrealisedPnl, asset)}
        </Figure>
        <Figure label={t('perp.position.roe')} tone={toneOf(roe)} testId="position-roe">
          {formatRoe(roe)}
        </Figure>
        <Figure
          label={t(cross ? 'perp.position.accountMarginRate' : 'perp.position.marginRate')}
          testId="position-margin-rate"
        >
          {formatRate(position.marginRate, 2)}
        </Figure>
      </div>
      <div className="perp-figures">
        <Figure label={t('perp.form.lots')} testId="position-lots">
          {formatLots(position.lots)}
        </Figure>
        <Figure label={t('perp.form.closable')} testId="position-closable">
          {formatLots(position.closableLots)}
        </Figure>
        <Figure label={t('perp.position.margin', { asset })}>
          {formatMoney(position.margin, asset)}
        </Figure>
        <Figure label={t('perp.position.entry')}>{formatPrice(position.entryPrice, places)}</Figure>
        <Figure label={t('perp.stats.mark')} testId="position-mark">
          {formatPrice(position.markPrice, places)}
        </Figure>
        <Figure
          label={t(cross ? 'perp.position.liquidationEstimate' : 'perp.position.liquidation')}
          testId="position-liquidation"
        >
          {formatPrice(position.liquidationPrice, places)}
        </Figure>
        <Figure label={t('perp.position.realised', { asset })} tone={toneOf(position.realisedPnl)}>
          {formatPnl(position.realisedPnl, asset)}
        </Figure>
        <Figure label={t('perp.position.takeProfit')} testId="position-take-profit">
          {formatPrice(position.takeProfit, places)}
        </Figure>
        <Figure label={t('perp.position.stopLoss')} testId="position-stop-loss">
          {formatPrice(position.stopLoss, places)}
        </Figure>
      </div>
      <div className="perp-row-actions">
        <Button
          size="mini"
          shape="rounded"
          className="order-cancel"
          data-testid="edit-presets"
          onClick={onEditPresets}
        >
          <EditSOutline /> {t('perp.position.editPresets')}
        </Button>
        <Button
          size="mini"
          shape="rounded"
          className="order-cancel"
          loading={closing}
          data-testid="close-position"
          onClick={onClose}
        >
          {t('perp.position.close')}
        </Button>
      </div>
    </li>
  );
}
