import type { PerpConfig, PerpMaintenanceTier, PerpPosition } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../../app/guards';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { formatFeeRate } from '../../market/format';
import { TimeInForceSelect, TypeSwitch } from '../../trade/components/FormSwitches';
import { NumberBox } from '../../trade/components/NumberBox';
import { PercentSlider } from '../../trade/components/PercentSlider';
import type { Problem } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { formatLots, formatMoney } from '../format';
import { usePlacePerpOrder } from '../mutations';
import { contractTransferPath } from '../paths';
import { buys, checkPerpOrder, hasProblems, perpOrderRequest } from '../perpRules';
import type { PerpForm } from '../usePerpForm';
import { usePerpSubmit } from '../usePerpSubmit';
import { LeveragePicker } from './LeveragePicker';
import { PresetFields } from './PresetFields';
import { ActionTabs, DirectionSwitch } from './PerpSwitches';

interface PerpOrderFormProps {
  contract: PerpConfig;
  form: PerpForm;
  leverages: readonly number[];
  tiers: readonly PerpMaintenanceTier[];
  position: PerpPosition | undefined;
}

/**
 * Open or close, long or short: limit or market, price, lots (with what one
 * lot is), leverage with its tier caps, optional take-profit and stop-loss,
 * the margin it takes and the contract account's balance. The contract's
 * rules are checked before sending; guests see everything and are sent to
 * log in on submit.
 */
export function PerpOrderForm({ contract, form, leverages, tiers, position }: PerpOrderFormProps) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  const place = usePlacePerpOrder();
  const { submit, outcome } = usePerpSubmit(place.mutateAsync);
  const [tried, setTried] = useState(false);
  const { draft } = form;
  const opening = draft.action === 'open';
  const problems = checkPerpOrder(draft, {
    config: contract,
    tiers,
    available: form.available,
    position,
  });
  // Problems show once a field has text, or for every field after a submit was tried.
  const shown = (text: string, problem: Problem | undefined) =>
    text.trim() !== '' || tried ? problemText(problem) : undefined;
  const orderError = shown(draft.lots, problems.order);
  const lotAsset = contract.kind === 'linear' ? contract.base : contract.quote;
  const side = buys(draft) ? 'buy' : 'sell';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      navigate(loginRedirect(`${location.pathname}${location.search}`));
      return;
    }
    if (place.isPending) return;
    setTried(true);
    if (hasProblems(problems)) return;
    const order = await submit(perpOrderRequest(draft, contract.symbol));
    if (order === null) return;
    notify.info(t('trade.placed'));
    form.reset();
    setTried(false);
  };

  return (
    <form
      className={`order-form perp-form side-${side}`}
      data-testid="order-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ActionTabs value={draft.action} onChange={form.setAction} />
      <DirectionSwitch value={draft.direction} onChange={form.setDirection} />
      <div className="perp-form-row">
        <TypeSwitch value={draft.type} onChange={form.setType} />
        {opening && (
          <LeveragePicker
            leverages={leverages}
            value={draft.leverage}
            onChange={form.setLeverage}
            tiers={tiers}
            capAsset={contract.quote}
            held={position?.leverage}
          />
        )}
      </div>
      {draft.type === 'limit' ? (
        <NumberBox
          label={t('trade.price')}
          value={draft.price}
          onChange={form.setPrice}
          unit={contract.quote}
          step={contract.tickSize}
          error={shown(draft.price, problems.price)}
          testId="order-price"
        />
      ) : (
        <div className="number-box static" data-testid="order-price-market">
          {t('trade.marketPrice')}
        </div>
      )}
      {draft.type === 'limit' && (
        <TimeInForceSelect value={draft.timeInForce} onChange={form.setTimeInForce} />
      )}
      <NumberBox
        label={t('perp.form.lots')}
        value={draft.lots}
        onChange={form.setLots}
        unit=""
        step="1"
        error={shown(draft.lots, problems.lots)}
        testId="order-lots"
      />
      <p className="perp-lot-size muted" data-testid="lot-size">
        {t('perp.form.lotSize', { size: formatMoney(contract.contractSize), asset: lotAsset })}
      </p>
      <PercentSlider value={form.percent} onChange={form.setPercent} disabled={!form.canShare} />
      {opening && (
        <PresetFields
          form={form}
          contract={contract}
          errors={{
            takeProfit: shown(draft.takeProfit, problems.takeProfit),
            stopLoss: shown(draft.stopLoss, problems.stopLoss),
          }}
        />
      )}
      {opening ? (
        <div className="form-line">
          <span className="muted">{t('perp.form.margin')}</span>
          <span className="num" data-testid="order-margin">
            {form.margin === null
              ? '--'
              : t('trade.estimated', {
                  value: formatMoney(form.margin),
                  asset: contract.marginAsset,
                })}
          </span>
        </div>
      ) : (
        <div className="form-line">
          <span className="muted">{t('perp.form.closable')}</span>
          <span className="num" data-testid="order-closable">
            {formatLots(form.closable)}
          </span>
        </div>
      )}
      {orderError && (
        <div className="number-error" role="alert" data-testid="order-problem">
          {orderError}
        </div>
      )}
      <div className="form-line">
        <span className="muted">{t('trade.available')}</span>
        <span className="num" data-testid="available-balance">
          {form.available === undefined
            ? '--'
            : `${formatMoney(form.available)} ${contract.marginAsset}`}
        </span>
      </div>
      {signedIn && (
        <Link
          to={contractTransferPath(contract.marginAsset)}
          className="perp-transfer"
          data-testid="transfer-link"
        >
          {t('perp.form.transfer')}
        </Link>
      )}
      {outcome === 'unknown' && <p className="form-unknown">{t('trade.unknown')}</p>}
      <Button
        type="submit"
        block
        shape="rounded"
        className={`place-order ${side}`}
        disabled={!contract.enabled}
        loading={place.isPending}
        data-testid="place-order"
      >
        {signedIn ? t(`perp.submit.${draft.action}.${draft.direction}`) : t('trade.login')}
      </Button>
      <p className="fee-hint muted">
        {t('trade.fee', {
          maker: formatFeeRate(contract.makerFee),
          taker: formatFeeRate(contract.takerFee),
        })}
      </p>
    </form>
  );
}
