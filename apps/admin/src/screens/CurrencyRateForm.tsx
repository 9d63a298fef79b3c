import type { Currency } from '@exchange/contracts';
import { useConfigActions } from '../api/config';
import { useI18n } from '../app/context';
import { DecimalForm } from '../components/DecimalForm';

/** Sets one pricing currency's rate: units of it per 1 USD, sent as the text typed. */
export function CurrencyRateForm(props: { currency: Currency; onClose: () => void }) {
  const { t } = useI18n();
  const { saveRate } = useConfigActions();
  const code = props.currency.name;
  return (
    <DecimalForm
      title={t('config.rateTitle', { code })}
      label={t('config.rate', { code })}
      hint={t('config.rateHint', { rate: props.currency.rate })}
      current={props.currency.rate}
      pending={saveRate.isPending}
      testIdPrefix="currency"
      inputTestId="currency-rate"
      onSave={(rate) => saveRate.mutate({ code, rate }, { onSuccess: props.onClose })}
      onClose={props.onClose}
    />
  );
}
