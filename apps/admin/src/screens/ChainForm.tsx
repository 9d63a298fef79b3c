import type { ChainConfig, ChainInfo } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useConfigActions, type CoinChain } from '../api/config';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';
import type { TextKey } from '../i18n';
import { compareDecimal } from '../lib/decimal';

const FLAG_FIELDS = ['depositEnabled', 'withdrawEnabled'] as const;
const COUNT_FIELDS = ['confirmations', 'withdrawDailyCount'] as const;
const AMOUNT_FIELDS = ['depositMin', 'withdrawMin', 'withdrawMax', 'withdrawFee'] as const;

type FlagField = (typeof FLAG_FIELDS)[number];
type TypedField =
  | (typeof COUNT_FIELDS)[number]
  | (typeof AMOUNT_FIELDS)[number]
  | 'withdrawWindow'
  | 'depositReviewAbove';

/** The form's values: switches as booleans, every other field as the text typed. */
type Values = Record<FlagField, boolean> & Record<TypedField, string>;

/**
 * What the server accepts for each kind of field (`chainConfigBody`), so the
 * browser stops a malformed value before it is sent.
 */
const KINDS = {
  count: { pattern: '10000|[0-9]{1,4}', inputMode: 'numeric', hint: 'config.countHint' },
  amount: {
    pattern: '[0-9]{1,20}(\\.[0-9]{1,18})?',
    inputMode: 'decimal',
    hint: 'config.amountHint',
  },
  /** Blank means none: no threshold, nothing reviewed. */
  optionalAmount: {
    pattern: '[0-9]{1,20}(\\.[0-9]{1,18})?',
    inputMode: 'decimal',
    hint: 'config.reviewHint',
  },
  window: {
    pattern: '([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]',
    inputMode: 'text',
    hint: 'config.windowHint',
  },
} as const satisfies Record<string, { pattern: string; inputMode: string; hint: TextKey }>;

const TYPED_FIELDS: readonly {
  name: TypedField;
  label: TextKey;
  testId: string;
  kind: keyof typeof KINDS;
}[] = [
  {
    name: 'confirmations',
    label: 'col.confirmations',
    testId: 'chain-confirmations',
    kind: 'count',
  },
  {
    name: 'withdrawDailyCount',
    label: 'col.dailyCount',
    testId: 'chain-daily-count',
    kind: 'count',
  },
  { name: 'depositMin', label: 'col.depositMin', testId: 'chain-deposit-min', kind: 'amount' },
  {
    name: 'depositReviewAbove',
    label: 'col.depositReviewAbove',
    testId: 'chain-deposit-review',
    kind: 'optionalAmount',
  },
  { name: 'withdrawMin', label: 'col.withdrawMin', testId: 'chain-withdraw-min', kind: 'amount' },
  { name: 'withdrawMax', label: 'col.withdrawMax', testId: 'chain-withdraw-max', kind: 'amount' },
  { name: 'withdrawFee', label: 'col.withdrawFee', testId: 'chain-withdraw-fee', kind: 'amount' },
  { name: 'withdrawWindow', label: 'col.window', testId: 'chain-window', kind: 'window' },
];

const FLAGS: readonly { name: FlagField; label: TextKey; testId: string }[] = [
  { name: 'depositEnabled', label: 'config.depositEnabled', testId: 'chain-deposit-enabled' },
  { name: 'withdrawEnabled', label: 'config.withdrawEnabled', testId: 'chain-withdraw-enabled' },
];

function valuesOf(chain: ChainInfo): Values {
  return {
    depositEnabled: chain.depositEnabled,
    withdrawEnabled: chain.withdrawEnabled,
    confirmations: String(chain.confirmations),
    withdrawDailyCount: String(chain.withdrawDailyCount),
    depositMin: chain.depositMin,
    depositReviewAbove: chain.depositReviewAbove ?? '',
    withdrawMin: chain.withdrawMin,
    withdrawMax: chain.withdrawMax,
    withdrawFee: chain.withdrawFee,
    withdrawWindow: chain.withdrawWindow,
  };
}

/**
 * The fields whose value differs from what the server sent. Amounts are
 * compared as decimals ("1.50" is "1.5"), never as floats; counts are whole
 * numbers, not money, so they are compared as numbers.
 */
function changesOf(before: ChainInfo, values: Values): ChainConfig {
  const change: ChainConfig = {};
  for (const name of FLAG_FIELDS) {
    if (values[name] !== before[name]) change[name] = values[name];
  }
  for (const name of COUNT_FIELDS) {
    const count = Number(values[name]);
    if (count !== before[name]) change[name] = count;
  }
  for (const name of AMOUNT_FIELDS) {
    if (compareDecimal(values[name], before[name]) !== 0) change[name] = values[name];
  }
  if (values.withdrawWindow !== before.withdrawWindow)
    change.withdrawWindow = values.withdrawWindow;
  const review = values.depositReviewAbove === '' ? null : values.depositReviewAbove;
  const reviewBefore = before.depositReviewAbove;
  if (
    (review === null) !== (reviewBefore === null) ||
    (review !== null && reviewBefore !== null && compareDecimal(review, reviewBefore) !== 0)
  )
    change.depositReviewAbove = review;
  return change;
}

/** Edits one coin's chain; only the changed fields are sent, so nothing else is overwritten. */
export function ChainForm(props: { chain: CoinChain; onClose: () => void }) {
  const { t } = useI18n();
  const { saveChain } = useConfigActions();
  const { chain } = props;
  const [values, setValues] = useState(() => valuesOf(chain));
  const change = changesOf(chain, values);
  const count = Object.keys(change).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count === 0) return;
    saveChain.mutate(
      { symbol: chain.symbol, chain: chain.chain, change },
      { onSuccess: props.onClose },
    );
  };

  return (
    <Modal
      title={t('config.chainTitle', { symbol: chain.symbol, chain: chain.chain })}
      onClose={props.onClose}
      testId="chain-form"
    >
      <form className="stack" onSubmit={submit}>
        <div className="form-grid">
          {FLAGS.map((flag, index) => (
            <label key={flag.name} className="check">
              <input
                type="checkbox"
                data-testid={flag.testId}
                checked={values[flag.name]}
                onChange={(e) => setValues({ ...values, [flag.name]: e.target.checked })}
                autoFocus={index === 0}
              />
              <span>{t(flag.label)}</span>
            </label>
          ))}
          {TYPED_FIELDS.map((field) => {
            const kind = KINDS[field.kind];
            return (
              <label key={field.name} className="field">
                <span>{t(field.label)}</span>
                <input
                  data-testid={field.testId}
                  className={field.kind === 'window' ? 'mono' : 'num'}
                  required={field.kind !== 'optionalAmount'}
                  inputMode={kind.inputMode}
                  pattern={kind.pattern}
                  value={values[field.name]}
                  onChange={(e) => setValues({ ...values, [field.name]: e.target.value.trim() })}
                />
                <small className="muted">{t(kind.hint)}</small>
              </label>
            );
          })}
        </div>
        <p className="muted" data-testid="chain-changes">
          {count === 0 ? t('config.noChange') : t('config.changeCount', { count })}
        </p>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="chain-submit"
          disabled={saveChain.isPending || count === 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
