import type { PerpConfig } from '@exchange/contracts';
import { ROUNDING } from '@exchange/money';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { FormLine } from '../../spot/components/OrderFormParts';
import { formatMoney } from '../format';
import { fxText } from '../perpRisk';
import type { PerpForm } from '../usePerpForm';

/**
 * What an opening order needs and leads to, before it is sent: its initial
 * margin and the estimated liquidation price of the position it makes (the
 * held one included), with what the estimate is priced at. In cross margin
 * the note says how much free balance the price counts on.
 */
export function OpeningEstimate({ form, contract }: { form: PerpForm; contract: PerpConfig }) {
  const { t } = useTranslation();
  const { estimate, basis } = form;
  const asset = contract.marginAsset;
  let liquidation = '--';
  if (estimate !== null) {
    liquidation =
      estimate.liquidation === null
        ? t('perp.form.noLiquidation')
        : formatPrice(fxText(estimate.liquidation), contract.pricePrecision);
  }
  const notes = [
    basis === 'book' && t('perp.form.estimateBook'),
    basis === 'mark' && t('perp.form.estimateMark'),
    estimate?.withHeld === true && t('perp.form.estimateHeld'),
    estimate !== null &&
      estimate.crossFree !== null &&
      t('perp.form.estimateCross', { free: formatMoney(fxText(estimate.crossFree), asset), asset }),
  ].filter((note) => note !== false);
  return (
    <>
      <FormLine label={t('perp.form.margin')} testId="order-margin">
        {estimate === null
          ? '--'
          : t('trade.estimated', {
              value: formatMoney(fxText(estimate.margin), asset, ROUNDING.ceil),
              asset,
            })}
      </FormLine>
      <FormLine label={t('perp.form.liquidation')} testId="order-liquidation">
        {liquidation}
      </FormLine>
      {notes.length > 0 && (
        <p className="perp-estimate-note muted small" data-testid="estimate-note">
          {notes.join(' ')}
        </p>
      )}
    </>
  );
}
