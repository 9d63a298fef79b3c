import type {
  MarginMode,
  PerpConfig,
  PerpMaintenanceTier,
  PerpPosition,
} from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TypeSwitch } from '../../spot/components/FormSwitches';
import { NumberBox } from '../../spot/components/NumberBox';
import { FormLine, PlaceOrder, PriceFields } from '../../spot/components/OrderFormParts';
import { PercentSlider } from '../../spot/components/PercentSlider';
import { useOrderFormSubmit } from '../../spot/useOrderFormSubmit';
import { formatLots, formatMoney } from '../format';
import { usePlacePerpOrder } from '../mutations';
import { contractTransferPath } from '../paths';
import { buys, checkPerpOrder, hasProblems, perpOrderRequest } from '../perpRules';
import { checkPerpStop, perpStopRequest, type PerpStopField } from '../perpStops';
import { usePlacePerpStop } from '../stopQueries';
import { usePerpStopForm } from '../usePerpStopForm';
import type { PerpForm } from '../usePerpForm';
import type { ContractProduct } from '../product';
import { LeveragePicker } from './LeveragePicker';
import { MarginModePicker } from './MarginModePicker';
import { OpeningEstimate } from './OpeningEstimate';
import { PresetFields } from './PresetFields';
import { ActionTabs, DirectionSwitch } from './PerpSwitches';
import { NoHoldNote, PerpStopFields, StopKindSwitch } from './PerpStopFields';

interface PerpOrderFormProps {
  product: ContractProduct;
  contract: PerpConfig;
  form: PerpForm;
  leverages: readonly number[];
  tiers: readonly PerpMaintenanceTier[];
  position: PerpPosition | undefined;
  /** The contract's margin mode for this user (isolated for guests). */
  marginMode: MarginMode;
}

/**
 * Open or close, long or short: limit or market, price, lots (with what one
 * lot is), margin mode and leverage with its tier caps, optional take-profit
 * and stop-loss, the margin it takes and the balance of the product's
 * account. The contract's rules are checked before sending; guests see
 * everything and are sent to log in on submit.
 */
export function PerpOrderForm(props: PerpOrderFormProps) {
  const { product, contract, form, leverages, tiers, position, marginMode } = props;
  const { t } = useTranslation();
  const place = usePlacePerpOrder(product);
  const placeStop = usePlacePerpStop();
  const stop = usePerpStopForm();
  // A trailing stop places a market order.
  const draft = stop.kind === 'trailing' ? { ...form.draft, type: 'market' as const } : form.draft;
  const opening = draft.action === 'open';
  const checked = checkPerpOrder(draft, {
    config: contract,
    tiers,
    available: form.available,
    position,
  });
  // An ROE that gives no price is the field's problem, whatever the price rules say.
  const problems = {
    ...checked,
    takeProfit: form.presetReadings.takeProfit.problem ?? checked.takeProfit,
    stopLoss: form.presetReadings.stopLoss.problem ?? checked.stopLoss,
  };
  // Nothing is held until a conditional order triggers: the margin is checked then.
  const conditional = stop.kind !== null;
  if (conditional) problems.order = undefined;
  const stopProblems = stop.draft === null ? {} : checkPerpStop(stop.draft, draft, contract);
  const ordinary = useOrderFormSubmit({
    send: place.mutateAsync,
    pending: place.isPending,
    valid: !conditional && !hasProblems(problems),
    request: () => perpOrderRequest(draft, contract.symbol),
    reset: form.reset,
  });
  const triggered = useOrderFormSubmit({
    send: placeStop.mutateAsync,
    pending: placeStop.isPending,
    valid:
      conditional &&
      !hasProblems(problems) &&
      Object.values(stopProblems).every((problem) => problem === undefined),
    request: () =>
      perpStopRequest(
        { ...stop.values, kind: stop.kind ?? 'trigger' },
        perpOrderRequest(draft, contract.symbol),
      ),
    reset: form.reset,
  });
  const { signedIn, outcome, shown, onSubmit } = conditional ? triggered : ordinary;
  const stopField = (name: PerpStopField) => ({
    value: stop.values[name],
    onChange: (text: string) => stop.set(name, text),
    error: shown(stop.values[name], stopProblems[name]),
  });
  const orderError = shown(draft.lots, problems.order);
  const lotAsset = contract.kind === 'linear' ? contract.base : contract.quote;
  const side = buys(draft) ? 'buy' : 'sell';

  return (
    <form
      className={`order-form perp-form side-${side}`}
      data-testid="order-form"
      data-kind={stop.kind ?? draft.type}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <ActionTabs value={draft.action} onChange={form.setAction} />
      <DirectionSwitch value={draft.direction} onChange={form.setDirection} />
      <StopKindSwitch stop={stop} />
      {stop.draft !== null && <PerpStopFields contract={contract} stop={stop} field={stopField} />}
      <div className="perp-form-row">
        {stop.kind === 'trailing' ? (
          <span className="perp-stop-market muted">{t('trade.market')}</span>
        ) : (
          <TypeSwitch value={draft.type} onChange={form.setType} />
        )}
        {opening && (
          <div className="perp-margin-chips">
            <MarginModePicker
              symbol={contract.symbol}
              value={marginMode}
              asset={contract.marginAsset}
              signedIn={signedIn}
            />
            <LeveragePicker
              leverages={leverages}
              value={draft.leverage}
              onChange={form.setLeverage}
              tiers={tiers}
              capAsset={contract.quote}
              held={position?.leverage}
            />
          </div>
        )}
      </div>
      <PriceFields
        draft={draft}
        form={form}
        unit={contract.quote}
        tickSize={contract.tickSize}
        error={shown(draft.price, problems.price)}
      />
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
            takeProfit: shown(form.presetTexts.takeProfit, problems.takeProfit),
            stopLoss: shown(form.presetTexts.stopLoss, problems.stopLoss),
          }}
        />
      )}
      {conditional && <NoHoldNote />}
      {opening ? (
        <OpeningEstimate form={form} contract={contract} />
      ) : (
        <FormLine label={t('perp.form.closable')} testId="order-closable">
          {formatLots(form.closable)}
        </FormLine>
      )}
      {orderError && (
        <div className="number-error" role="alert" data-testid="order-problem">
          {orderError}
        </div>
      )}
      <FormLine label={t('trade.available')} testId="available-balance">
        {form.available === undefined
          ? '--'
          : `${formatMoney(form.available, contract.marginAsset)} ${contract.marginAsset}`}
      </FormLine>
      {signedIn && (
        <Link
          to={contractTransferPath(contract.marginAsset, product.wallet)}
          className="perp-transfer"
          data-testid="transfer-link"
        >
          {t('perp.form.transfer')}
        </Link>
      )}
      <PlaceOrder
        outcome={outcome}
        side={side}
        venue={contract}
        pending={conditional ? placeStop.isPending : place.isPending}
        label={signedIn ? t(`perp.submit.${draft.action}.${draft.direction}`) : t('trade.login')}
      />
    </form>
  );
}
