import type { ReactNode } from 'react';
import { useI18n } from '../app/context';
import {
  compactHours,
  FEES,
  rateOf,
  type Fee,
  type Problem,
  type TradingValues,
} from './marketRules';
import { LIMIT_LABELS, LIMITS, type Limit } from './spotRules';

/** The pieces the spot market and contract forms are built from. */

type FieldKind = 'decimal' | 'whole' | 'text';

export interface FieldProps {
  readonly label: string;
  readonly testId: string;
  readonly value: string;
  onChange(value: string): void;
  readonly invalid?: boolean;
  /** What the number counts, after the input: %, ×, BTC, UTC, min. */
  readonly unit?: string;
  readonly hint?: ReactNode;
  readonly kind?: FieldKind;
  readonly autoFocus?: boolean;
}

const INPUT_MODE: Record<FieldKind, 'decimal' | 'numeric' | 'text'> = {
  decimal: 'decimal',
  whole: 'numeric',
  text: 'text',
};

/**
 * A labelled input with its unit beside it. Numbers are kept trimmed as
 * typed; text is passed on as typed (a space can separate leverages), for
 * its parser to read.
 */
export function Field(props: FieldProps) {
  const kind = props.kind ?? 'decimal';
  return (
    <label className="field">
      <span>{props.label}</span>
      <span className="with-unit">
        <input
          data-testid={props.testId}
          className={kind === 'text' ? 'mono' : 'num'}
          inputMode={INPUT_MODE[kind]}
          aria-invalid={props.invalid || undefined}
          value={props.value}
          onChange={(event) => {
            const text = event.target.value;
            props.onChange(kind === 'text' ? text : text.trim());
          }}
          autoFocus={props.autoFocus}
        />
        {props.unit && <span className="unit">{props.unit}</span>}
      </span>
      {props.hint && <small className="muted">{props.hint}</small>}
    </label>
  );
}

/** A titled group of a form's fields, with an optional line saying what the settings do. */
export function FormSection(props: {
  title: string;
  note?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="form-section" data-testid={props.testId}>
      <legend>{props.title}</legend>
      {props.children}
      {props.note && <p className="muted section-note">{props.note}</p>}
    </fieldset>
  );
}

/** Settings fixed at listing, shown for reference with the reason they cannot change. */
export function FixedFacts(props: {
  facts: readonly (readonly [string, ReactNode])[];
  note: string;
  testId: string;
}) {
  const { t } = useI18n();
  return (
    <FormSection title={t('markets.fixed')} note={props.note} testId={props.testId}>
      <dl className="facts inline">
        {props.facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="num">{value}</dd>
          </div>
        ))}
      </dl>
    </FormSection>
  );
}

export interface SelectFieldProps {
  readonly label: string;
  readonly testId: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  onChange(value: string): void;
  readonly invalid?: boolean;
  readonly hint?: ReactNode;
  /** An empty first choice ("Choose…"), for a form that starts with nothing chosen. */
  readonly placeholder?: string;
  readonly autoFocus?: boolean;
}

/** A labelled choice from a list. */
export function SelectField(props: SelectFieldProps) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <select
        data-testid={props.testId}
        aria-invalid={props.invalid || undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        autoFocus={props.autoFocus}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.hint && <small className="muted">{props.hint}</small>}
    </label>
  );
}

/** The listing state the server has now: whether it trades, and the orders a suspension leaves. */
interface Listed {
  readonly enabled: boolean;
  readonly openOrders: number;
}

/**
 * The open-for-trading switch. Suspending refuses new orders and leaves open
 * ones as they are; a new listing starts suspended, for operators to check it.
 */
function EnabledSwitch(props: {
  checked: boolean;
  /** Absent for a market or series being listed. */
  listed: Listed | undefined;
  testId: string;
  onChange(checked: boolean): void;
}) {
  const { t } = useI18n();
  const { listed } = props;
  const suspending = listed !== undefined && listed.enabled && !props.checked;
  return (
    <div className="stack tight">
      <label className="check">
        <input
          type="checkbox"
          data-testid={props.testId}
          checked={props.checked}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span>{t(listed ? 'markets.enabledLabel' : 'markets.openNow')}</span>
      </label>
      {suspending && (
        <small className="warn-text" data-testid={`${props.testId}-note`}>
          {t('markets.suspendNote', { count: listed.openOrders })}
        </small>
      )}
      {!listed && (
        <small
          className={props.checked ? 'warn-text' : 'muted'}
          data-testid={`${props.testId}-note`}
        >
          {t(props.checked ? 'markets.openNowOn' : 'markets.openNowOff')}
        </small>
      )}
    </div>
  );
}

/**
 * The trading section every market and contract form ends with: trading
 * hours, sort order and the open-for-trading switch, after any fields of the
 * product's own (a perpetual's funding interval). Test ids are the prefix
 * with `-hours`, `-sort` and `-enabled`.
 */
export function TradingFields(props: {
  testIdPrefix: string;
  /** Without trading hours for a delivery series being listed: it keeps its perpetual's. */
  values: Omit<TradingValues, 'tradingHours'> & Partial<Pick<TradingValues, 'tradingHours'>>;
  invalid: (field: string) => boolean;
  onChange(patch: Partial<TradingValues>): void;
  listed?: Listed;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const { testIdPrefix: prefix, values, invalid, onChange } = props;
  return (
    <FormSection title={t('markets.trading')}>
      <div className="form-grid">
        {props.children}
        {values.tradingHours !== undefined && (
          <Field
            label={t('markets.tradingHours')}
            testId={`${prefix}-hours`}
            kind="text"
            unit="UTC"
            value={values.tradingHours}
            invalid={invalid('tradingHours')}
            hint={t('markets.hoursHint')}
            onChange={(value) => onChange({ tradingHours: compactHours(value) })}
          />
        )}
        <Field
          label={t('markets.sort')}
          testId={`${prefix}-sort`}
          kind="whole"
          value={values.sort}
          invalid={invalid('sort')}
          hint={t('markets.sortHint')}
          onChange={(sort) => onChange({ sort })}
        />
        <EnabledSwitch
          testId={`${prefix}-enabled`}
          checked={values.enabled}
          listed={props.listed}
          onChange={(enabled) => onChange({ enabled })}
        />
      </div>
    </FormSection>
  );
}

/** The maker and taker rates in per cent, each with the fraction that will be sent. */
export function FeeFields(props: {
  testIdPrefix: string;
  values: Readonly<Record<Fee, string>>;
  invalid: (field: string) => boolean;
  note: ReactNode;
  onChange(patch: Partial<Record<Fee, string>>): void;
}) {
  const { t } = useI18n();
  return (
    <FormSection title={t('markets.fees')} note={props.note}>
      <div className="form-grid">
        {FEES.map((name) => (
          <Field
            key={name}
            label={t(`markets.${name}`)}
            testId={`${props.testIdPrefix}-${name}`}
            unit="%"
            value={props.values[name]}
            invalid={props.invalid(name)}
            hint={t('markets.feeSent', { rate: rateOf(props.values[name]) ?? '—' })}
            onChange={(value) => props.onChange({ [name]: value })}
          />
        ))}
      </div>
    </FormSection>
  );
}

/** A spot market's order limits: amounts in the base coin, the notional in the quote coin. */
export function LimitFields(props: {
  testIdPrefix: string;
  values: Readonly<Record<Limit, string>>;
  units: { readonly base: string; readonly quote: string };
  invalid: (field: string) => boolean;
  onChange(patch: Partial<Record<Limit, string>>): void;
  autoFocus?: boolean;
}) {
  const { t } = useI18n();
  return (
    <FormSection title={t('markets.limits')} note={t('markets.limitsNote')}>
      <div className="form-grid cols-3">
        {LIMITS.map((name, index) => (
          <Field
            key={name}
            label={t(LIMIT_LABELS[name])}
            testId={`${props.testIdPrefix}-${name}`}
            unit={name === 'minNotional' ? props.units.quote : props.units.base}
            value={props.values[name]}
            invalid={props.invalid(name)}
            onChange={(value) => props.onChange({ [name]: value })}
            autoFocus={props.autoFocus && index === 0}
          />
        ))}
      </div>
    </FormSection>
  );
}

/** A delivery series' settlement window in minutes. */
export function SettleWindowField(props: {
  testId: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}) {
  const { t } = useI18n();
  return (
    <Field
      {...props}
      label={t('contracts.settleWindow')}
      kind="whole"
      unit={t('contracts.minutesUnit')}
      hint={t('contracts.settleWindowHint')}
    />
  );
}

/** What stops the form from being sent, each in a sentence. */
export function FormProblems(props: { problems: readonly Problem[]; testId: string }) {
  const { t } = useI18n();
  if (props.problems.length === 0) return null;
  return (
    <ul className="form-error" role="alert" data-testid={props.testId}>
      {props.problems.map((problem, index) => {
        const labels = Object.entries(problem.labels ?? {}).map(([name, key]) => [name, t(key)]);
        const params = { ...problem.params, ...Object.fromEntries(labels) };
        return <li key={`${problem.field}:${index}`}>{t(problem.key, params)}</li>;
      })}
    </ul>
  );
}

/**
 * A new listing's problems. Those of fields still empty are not listed (the
 * disabled button and one line say the form is incomplete), so a fresh form
 * does not open covered in complaints.
 */
export function ListingProblems(props: {
  problems: readonly Problem[];
  values: object;
  testId: string;
}) {
  const { t } = useI18n();
  const typed = typedProblems(props.problems, props.values);
  return (
    <>
      <FormProblems problems={typed} testId={props.testId} />
      {typed.length < props.problems.length && (
        <p className="muted" data-testid={`${props.testId}-incomplete`}>
          {t('markets.incomplete')}
        </p>
      )}
    </>
  );
}

/** The problems of the fields that hold something: a new form's empty fields are not yet wrong. */
export function typedProblems(problems: readonly Problem[], values: object): Problem[] {
  const empty = new Set(
    Object.entries(values)
      .filter(([, value]) => value === '')
      .map(([field]) => field),
  );
  return problems.filter((problem) => !empty.has(problem.field));
}

/** How many settings the save would send: none keeps the button disabled. */
export function ChangeCount(props: { count: number; testId: string }) {
  const { t } = useI18n();
  return (
    <p className="muted" data-testid={props.testId}>
      {props.count === 0 ? t('config.noChange') : t('config.changeCount', { count: props.count })}
    </p>
  );
}

/** The fields of a form that a problem names, for marking them. */
export function invalidFields(problems: readonly Problem[]): (field: string) => boolean {
  const fields = new Set(problems.map((p) => p.field));
  return (field) => fields.has(field);
}
