import type { Currency, P2pCoin, PaymentMethod } from '@exchange/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField, TextField } from '../../../account/components/Field';
import { SegmentTabs } from '../../../account/components/SegmentTabs';
import { normaliseAmountInput } from '../../../wallet/transferRules';
import {
  AUTO_REPLY_MAX,
  MAX_AD_METHODS,
  MIN_ORDER_FIAT,
  PAYMENT_MINUTES,
  TERMS_MAX,
  type AdDraft,
  type OnlineMode,
} from '../../adRules';
import { fiatText } from '../../format';
import { PAYMENT_PATHS } from '../../paths';
import { maskAccount } from '../../paymentRules';
import { CoinChips } from '../market/CoinChips';
import { FiatPicker } from '../market/FiatPicker';
import { TypeIcon } from '../TypeIcon';

export type SetDraft = <K extends keyof AdDraft>(key: K, value: AdDraft[K]) => void;
/** A step's translated errors, shown once the step has been tried. */
export type Errors = Partial<Record<string, string>>;

interface StepProps {
  draft: AdDraft;
  set: SetDraft;
  errors: Errors;
  /** Editing a saved ad: its side, coin and fiat stay. */
  editing: boolean;
}

const amountProps = (
  draft: AdDraft,
  set: SetDraft,
  key: 'price' | 'premium' | 'quantity' | 'minAmount' | 'maxAmount',
) => ({
  value: draft[key],
  onChange: (raw: string) => set(key, normaliseAmountInput(raw)),
  inputMode: 'decimal' as const,
});

/** Step 1: buy or sell, the coin and fiat, and the price (fixed, or floating on the index). */
export function PriceStep({
  draft,
  set,
  errors,
  editing,
  coins,
  fiats,
}: StepProps & { coins: readonly P2pCoin[]; fiats: readonly Currency[] }) {
  const { t } = useTranslation();
  return (
    <div className="p2p-step" data-testid="ad-step-1">
      {editing ? (
        <p className="notice" data-testid="ad-locked">
          {t('p2p.ad.form.locked')}
        </p>
      ) : (
        <>
          <Labelled label={t('p2p.ad.form.side')}>
            <SegmentTabs
              items={[
                { key: 'buy', label: t('p2p.common.buy') },
                { key: 'sell', label: t('p2p.common.sell') },
              ]}
              value={draft.side}
              onChange={(side) => set('side', side)}
              testIdPrefix="ad-side"
            />
          </Labelled>
          <Labelled label={t('p2p.ad.form.coin')} error={errors.coin}>
            <CoinChips coins={coins} value={draft.coin} onChange={(coin) => set('coin', coin)} />
          </Labelled>
          <Labelled label={t('p2p.ad.form.fiat')} error={errors.fiat}>
            <FiatPicker fiats={fiats} value={draft.fiat} onChange={(fiat) => set('fiat', fiat)} />
          </Labelled>
        </>
      )}
      <Labelled label={t('p2p.ad.form.priceType')}>
        <SegmentTabs
          items={[
            { key: 'fixed', label: t('p2p.ad.form.fixed') },
            { key: 'floating', label: t('p2p.ad.form.floating') },
          ]}
          value={draft.priceType}
          onChange={(priceType) => set('priceType', priceType)}
          testIdPrefix="ad-price-type"
        />
      </Labelled>
      {draft.priceType === 'fixed' ? (
        <TextField
          {...amountProps(draft, set, 'price')}
          label={t('p2p.ad.form.price', { coin: draft.coin, fiat: draft.fiat })}
          error={errors.price}
          testId="ad-price"
          suffix={<span className="p2p-unit">{draft.fiat}</span>}
        />
      ) : (
        <TextField
          value={draft.premium}
          onChange={(value) => set('premium', value.replace(',', '.'))}
          inputMode="text"
          label={t('p2p.ad.form.premium')}
          hint={t('p2p.ad.form.premiumHint')}
          error={errors.premium}
          testId="ad-premium"
          suffix={<span className="p2p-unit">%</span>}
        />
      )}
    </div>
  );
}

/** Step 2: the quantity, the per-order limits, one to three own methods and the payment time. */
export function LimitsStep({
  draft,
  set,
  errors,
  methods,
  total,
  fiatDecimals,
}: StepProps & {
  methods: readonly PaymentMethod[];
  total: string | null;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const toggle = (id: number, on: boolean) =>
    set(
      'paymentMethodIds',
      on ? [...draft.paymentMethodIds, id] : draft.paymentMethodIds.filter((m) => m !== id),
    );
  return (
    <div className="p2p-step" data-testid="ad-step-2">
      <TextField
        {...amountProps(draft, set, 'quantity')}
        label={t('p2p.ad.form.quantity', { coin: draft.coin })}
        hint={draft.side === 'sell' ? t('p2p.ad.form.sellHeld') : undefined}
        error={errors.quantity}
        testId="ad-quantity"
        suffix={<span className="p2p-unit">{draft.coin}</span>}
      />
      <TextField
        {...amountProps(draft, set, 'minAmount')}
        label={t('p2p.ad.form.minAmount', { fiat: draft.fiat })}
        hint={t('p2p.ad.form.minHint', { min: MIN_ORDER_FIAT })}
        error={errors.minAmount}
        testId="ad-min"
      />
      <TextField
        {...amountProps(draft, set, 'maxAmount')}
        label={t('p2p.ad.form.maxAmount', { fiat: draft.fiat })}
        hint={
          total === null
            ? undefined
            : t('p2p.ad.form.maxHint', { total: fiatText(total, fiatDecimals) })
        }
        error={errors.maxAmount}
        testId="ad-max"
      />
      <Labelled
        label={t('p2p.ad.form.methods')}
        hint={t('p2p.ad.form.methodsHint', { max: MAX_AD_METHODS })}
        error={errors.methods}
      >
        {methods.length === 0 ? (
          <div className="notice notice-warn p2p-refusal" data-testid="ad-no-methods">
            <p>{t('p2p.ad.form.noMethods')}</p>
            <Link to={PAYMENT_PATHS.add} className="payment-link">
              {t('p2p.payment.add')}
            </Link>
          </div>
        ) : (
          <div className="p2p-method-checks">
            {methods.map((method) => (
              <CheckboxField
                key={method.id}
                checked={draft.paymentMethodIds.includes(method.id)}
                onChange={(on) => toggle(method.id, on)}
                testId={`ad-method-${method.id}`}
              >
                <span className="p2p-method-inline">
                  <TypeIcon type={method.type} />
                  {t(`p2p.payment.type.${method.type}`)}
                  <span className="muted">
                    {method.account === null
                      ? t('p2p.payment.qrOnly')
                      : maskAccount(method.account)}
                  </span>
                </span>
              </CheckboxField>
            ))}
          </div>
        )}
      </Labelled>
      <Labelled label={t('p2p.ad.form.payTime')}>
        <div className="p2p-choices" role="radiogroup">
          {PAYMENT_MINUTES.map((minutes) => (
            <button
              key={minutes}
              type="button"
              role="radio"
              aria-checked={draft.paymentMinutes === minutes}
              className={draft.paymentMinutes === minutes ? 'p2p-choice active' : 'p2p-choice'}
              data-testid={`ad-minutes-${minutes}`}
              onClick={() => set('paymentMinutes', minutes)}
            >
              {t('p2p.common.minutes', { count: minutes })}
            </button>
          ))}
        </div>
      </Labelled>
    </div>
  );
}

function TextBox({
  label,
  hint,
  value,
  onChange,
  max,
  error,
  testId,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | undefined;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'field-box has-error' : 'field-box'}>
        <textarea
          id={id}
          className="field-input p2p-textarea"
          rows={3}
          maxLength={max}
          value={value}
          aria-invalid={error ? true : undefined}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="field-hint">{hint}</div>
      )}
    </div>
  );
}

const CONDITIONS = ['advancedVerified', 'registered30Days', 'holdingAbove30Usdt'] as const;

/** Step 3: the terms, the auto-reply, who may trade, and when the ad goes online. */
export function TermsStep({ draft, set, errors, editing }: StepProps) {
  const { t } = useTranslation();
  const id = useId();
  const modes: readonly OnlineMode[] = editing
    ? ['now', 'scheduled']
    : ['now', 'offline', 'scheduled'];
  const modeLabel: Record<OnlineMode, string> = {
    now: t('p2p.ad.form.now'),
    offline: t('p2p.ad.form.offline'),
    scheduled: t('p2p.ad.form.at'),
  };
  return (
    <div className="p2p-step" data-testid="ad-step-3">
      <TextBox
        label={t('p2p.ad.form.terms')}
        hint={t('p2p.ad.form.termsHint')}
        value={draft.terms}
        onChange={(value) => set('terms', value)}
        max={TERMS_MAX}
        error={errors.terms}
        testId="ad-terms"
      />
      <TextBox
        label={t('p2p.ad.form.autoReply')}
        value={draft.autoReply}
        onChange={(value) => set('autoReply', value)}
        max={AUTO_REPLY_MAX}
        error={errors.autoReply}
        testId="ad-auto-reply"
      />
      <Labelled label={t('p2p.ad.form.conditions')}>
        {CONDITIONS.map((name) => (
          <CheckboxField
            key={name}
            checked={draft.conditions[name]}
            onChange={(on) => set('conditions', { ...draft.conditions, [name]: on })}
            testId={`ad-condition-${name}`}
          >
            {t(`p2p.conditions.${name}`)}
          </CheckboxField>
        ))}
      </Labelled>
      <Labelled label={t('p2p.ad.form.online')}>
        <SegmentTabs
          items={modes.map((mode) => ({ key: mode, label: modeLabel[mode] }))}
          value={draft.online}
          onChange={(mode) => set('online', mode)}
          testIdPrefix="ad-online"
        />
      </Labelled>
      {draft.online === 'scheduled' && (
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {t('p2p.ad.form.onlineAt')}
          </label>
          <div className={errors.onlineAt ? 'field-box has-error' : 'field-box'}>
            <input
              id={id}
              type="datetime-local"
              className="field-input"
              value={draft.onlineAt}
              aria-invalid={errors.onlineAt ? true : undefined}
              data-testid="ad-online-at"
              onChange={(event) => set('onlineAt', event.target.value)}
            />
          </div>
          {errors.onlineAt && (
            <div className="field-error" role="alert">
              {errors.onlineAt}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** A group of controls under one label, with a hint or an error below. */
function Labelled({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field p2p-labelled" role="group" aria-label={label}>
      <span className="field-label">{label}</span>
      {children}
      {error ? (
        <div className="field-error" role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="field-hint">{hint}</div>
      )}
    </div>
  );
}
