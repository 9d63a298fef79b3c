import type { Currency } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useConfigActions } from '../api/config';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';
import { compareDecimal } from '../lib/decimal';

/** A decimal as the server parses it; "above 0" is the server's to say, in its own words. */
const RATE_PATTERN = '[0-9]{1,20}(\\.[0-9]{1,18})?';

/** Sets one pricing currency's rate: units of it per 1 USD, sent as the text typed. */
export function CurrencyRateForm(props: { currency: Currency; onClose: () => void }) {
  const { t } = useI18n();
  const { saveRate } = useConfigActions();
  const code = props.currency.name;
  const [rate, setRate] = useState(props.currency.rate);
  const unchanged = rate === '' || compareDecimal(rate, props.currency.rate) === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) saveRate.mutate({ code, rate }, { onSuccess: props.onClose });
  };
  return (
    <Modal title={t('config.rateTitle', { code })} onClose={props.onClose} testId="currency-form">
      <form className="stack" onSubmit={submit}>
        <label className="field">
          <span>{t('config.rate', { code })}</span>
          <input
            data-testid="currency-rate"
            className="num"
            required
            inputMode="decimal"
            pattern={RATE_PATTERN}
            value={rate}
            onChange={(e) => setRate(e.target.value.trim())}
            autoFocus
          />
          <small className="muted">{t('config.rateHint', { rate: props.currency.rate })}</small>
        </label>
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="currency-submit"
          disabled={saveRate.isPending || unchanged}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
