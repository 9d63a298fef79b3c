import { API_KEY_MAX_IPS } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { AddOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { looksLikeIp } from '../rules';

/** An example in the documentation range (RFC 5737): the same in every language. */
const IP_EXAMPLE = '203.0.113.7';

/**
 * The IP allowlist as rows: one address or CIDR range each, added and
 * removed one at a time. An empty list means any address.
 */
export function IpAllowlistField({
  rows,
  onChange,
  showErrors,
}: {
  rows: readonly string[];
  onChange: (rows: string[]) => void;
  /** After a submit: rows that are not an address say so. */
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const set = (index: number, value: string) =>
    onChange(rows.map((row, i) => (i === index ? value : row)));
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  return (
    <fieldset className="form-section apikey-ips">
      <legend>{t('apiKeys.form.ips')}</legend>
      <p className="field-hint">{t('apiKeys.form.ipsHint', { max: API_KEY_MAX_IPS })}</p>
      {rows.map((row, index) => {
        const invalid = showErrors && row.trim() !== '' && !looksLikeIp(row.trim());
        return (
          <TextField
            // Rows have no identity but their place; removing one re-renders those after it.
            key={index}
            value={row}
            onChange={(value) => set(index, value)}
            placeholder={IP_EXAMPLE}
            maxLength={49}
            inputMode="url"
            testId={`apikey-ip-${index}`}
            error={invalid ? t('apiKeys.form.ipInvalid') : undefined}
            suffix={
              <button
                type="button"
                className="field-icon"
                aria-label={t('apiKeys.form.removeIp')}
                data-testid={`apikey-ip-remove-${index}`}
                onClick={() => remove(index)}
              >
                <CloseCircleOutline />
              </button>
            }
          />
        );
      })}
      <Button
        size="small"
        fill="outline"
        shape="rounded"
        className="apikey-add-ip"
        disabled={rows.length >= API_KEY_MAX_IPS}
        data-testid="apikey-ip-add"
        onClick={() => onChange([...rows, ''])}
      >
        <AddOutline aria-hidden="true" /> {t('apiKeys.form.addIp')}
      </Button>
    </fieldset>
  );
}
