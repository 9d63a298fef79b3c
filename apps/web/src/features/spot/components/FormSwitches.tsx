import { SPOT_TIME_IN_FORCE, type OrderSide, type SpotTimeInForce } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { BuyBy, OrderType } from '../orderRules';
import { FORM_KINDS, type FormKind } from '../useStopForm';

/** Buy and sell, green and red. */
export function SideSwitch({
  value,
  onChange,
}: {
  value: OrderSide;
  onChange: (side: OrderSide) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="side-switch" role="tablist">
      {(['buy', 'sell'] as const).map((side) => (
        <button
          key={side}
          type="button"
          role="tab"
          aria-selected={value === side}
          className={value === side ? `side-tab ${side} active` : `side-tab ${side}`}
          data-testid={`side-${side}`}
          onClick={() => onChange(side)}
        >
          {t(`trade.side.${side}`)}
        </button>
      ))}
    </div>
  );
}

/** A small two-way choice: limit or market, by amount or by total. */
export function ChoiceSwitch<K extends string>({
  items,
  value,
  onChange,
  testIdPrefix,
}: {
  items: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="choice-switch">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          aria-pressed={item.key === value}
          className={item.key === value ? 'choice active' : 'choice'}
          data-testid={`${testIdPrefix}-${item.key}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function TypeSwitch({
  value,
  onChange,
}: {
  value: OrderType;
  onChange: (type: OrderType) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceSwitch
      items={[
        { key: 'limit', label: t('trade.limit') },
        { key: 'market', label: t('trade.market') },
      ]}
      value={value}
      onChange={onChange}
      testIdPrefix="order-type"
    />
  );
}

export function BuyBySwitch({ value, onChange }: { value: BuyBy; onChange: (by: BuyBy) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceSwitch
      items={[
        { key: 'amount', label: t('trade.byAmount') },
        { key: 'total', label: t('trade.byTotal') },
      ]}
      value={value}
      onChange={onChange}
      testIdPrefix="buy-by"
    />
  );
}

/**
 * How long a limit order lives: good till cancelled, immediate or cancel,
 * fill or kill, or post only (refused rather than taking liquidity). A native
 * select, so the phone's own picker shows the long names; each option starts
 * with its short code, so a narrow form still shows which one is chosen.
 */
export function TimeInForceSelect({
  value,
  onChange,
}: {
  value: SpotTimeInForce;
  onChange: (timeInForce: SpotTimeInForce) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="tif-select">
      <select
        value={value}
        aria-label={t('trade.timeInForce.label')}
        title={t('trade.timeInForce.label')}
        data-testid="order-time-in-force"
        onChange={(event) => onChange(event.target.value as SpotTimeInForce)}
      >
        {SPOT_TIME_IN_FORCE.map((key) => (
          <option key={key} value={key}>
            {t(`trade.timeInForce.${key}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The order type: limit, market and the four conditional kinds. A native
 * select like the time in force, so six choices fit a 390 px form in one
 * line and the phone's own picker lists them.
 */
export function OrderKindSelect({
  value,
  onChange,
}: {
  value: FormKind;
  onChange: (kind: FormKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="kind-select">
      <select
        value={value}
        aria-label={t('stops.kind.label')}
        data-testid="order-kind"
        onChange={(event) => onChange(event.target.value as FormKind)}
      >
        {FORM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kind === 'limit' || kind === 'market' ? t(`trade.${kind}`) : t(`stops.kind.${kind}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The top of the spot form, ordinary or conditional: buy or sell, then the order type. */
export function FormHead({
  side,
  kind,
  onSide,
  onKind,
}: {
  side: OrderSide;
  kind: FormKind;
  onSide: (side: OrderSide) => void;
  onKind: (kind: FormKind) => void;
}) {
  return (
    <>
      <SideSwitch value={side} onChange={onSide} />
      <OrderKindSelect value={kind} onChange={onKind} />
    </>
  );
}
