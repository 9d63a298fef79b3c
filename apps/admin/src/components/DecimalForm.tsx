import { useState, type FormEvent } from 'react';
import { useI18n } from '../app/context';
import { compareDecimal } from '../lib/decimal';
import { FormButtons, Modal } from './Modal';

/** A decimal as the server parses it: up to 20 digits, up to 18 places; its bounds are the server's to say. */
const DECIMAL_PATTERN = '[0-9]{1,20}(\\.[0-9]{1,18})?';

interface DecimalFormProps {
  readonly title: string;
  readonly label: string;
  readonly hint: string;
  /** The value now; saving it unchanged is not offered. */
  readonly current: string;
  readonly pending: boolean;
  /** `currency` gives the test ids `currency-form` and `currency-submit`. */
  readonly testIdPrefix: string;
  readonly inputTestId: string;
  /** Another form of number than a decimal (a whole number of days). */
  readonly pattern?: string;
  /** Sends the text as typed; the caller closes the form when the server agrees. */
  onSave(value: string): void;
  onClose(): void;
}

/** One decimal setting in a dialog (a currency's rate, a threshold). */
export function DecimalForm(props: DecimalFormProps) {
  const { t } = useI18n();
  const [value, setValue] = useState(props.current);
  const unchanged = value === '' || compareDecimal(value, props.current) === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) props.onSave(value);
  };
  return (
    <Modal title={props.title} onClose={props.onClose} testId={`${props.testIdPrefix}-form`}>
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{props.label}</span>
          <input
            data-testid={props.inputTestId}
            className="num"
            required
            inputMode="decimal"
            pattern={props.pattern ?? DECIMAL_PATTERN}
            value={value}
            onChange={(e) => setValue(e.target.value.trim())}
            autoFocus
          />
          <small className="muted">{props.hint}</small>
        </label>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId={`${props.testIdPrefix}-submit`}
          disabled={props.pending || unchanged}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
